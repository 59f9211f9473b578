package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.core.learn.VectorEnv;
import io.vavr.control.Either;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The conformance checks of a learning {@link Encoding}, as plain methods a game's properties call
 * along random play (driven, like {@link Conformance}, by shrinkable lists of choices):
 *
 * <ul>
 *   <li>the action space: every legal move has an index, in range and its own, and the index
 *       gives the move back; the mask has a 1 exactly at those indexes, with the legal-move count
 *       returned, and all zeros at a chance node or the end; a chance outcome has no index ({@link
 *       ActionSpace#NONE});
 *   <li>the observer: its size is the product of its shape; for every seat it writes every float
 *       of its region (whatever the region held), only there, with values in [0, 1], the same
 *       into an array at any offset and into a direct buffer, and the same again when asked
 *       again;
 *   <li>for a game with hidden information: a state sampled from a seat's view gives that seat
 *       the same observation, and the mover the same mask.
 * </ul>
 */
public final class EncodingConformance {
  private static final int MARGIN = 3;

  private EncodingConformance() {}

  /**
   * Plays {@code moves[choice % count]} (a chance outcome at a chance node) for each choice from
   * the rules' start, checking the encoding at every state.
   *
   * @param encoding the encoding under test
   * @param choices the shrinkable choices that drive play
   * @param <S> the state type
   * @return the final state reached
   */
  public static <S extends GameState<S>> S checkPlay(Encoding<S> encoding, List<Integer> choices) {
    return checkPlay(encoding, encoding.game().initialState(), choices);
  }

  /**
   * Plays by choices from a start, checking the encoding at every state.
   *
   * @param encoding the encoding under test
   * @param start the first state
   * @param choices the shrinkable choices that drive play
   * @param <S> the state type
   * @return the final state reached
   */
  public static <S extends GameState<S>> S checkPlay(Encoding<S> encoding, S start,
      List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(encoding.game());
    Scratch scratch = new Scratch(encoding);
    S state = start;
    int ply = 0;
    for (int choice : choices) {
      checkState(encoding, state, ply, 1 + Math.floorMod(choice, 3), scratch);
      if (state.isTerminal()) {
        return state;
      }
      state.legalMoves(buffer);
      state = state.apply(buffer.get(Math.floorMod(choice, buffer.size())));
      ply++;
    }
    checkState(encoding, state, ply, 1, scratch);
    return state;
  }

  /**
   * Checks {@link Observer#rewrite} along random play, and a vector environment that rewrites
   * against one that writes whole. At each state reached by the choices, for a seat, ply count and
   * occurrence count drawn from the choice: a region holding the whole observation of the
   * previous state (for another drawn seat, plies and occurrences), rewritten for the current one,
   * holds float for float the whole observation of the current one, in a buffer over an array and
   * in a direct buffer, and nothing outside the region changes. Then two vector environments of
   * three games, one with {@linkplain VectorEnv.Builder#incrementalObservations incremental
   * writes} and one without, seeded alike and stepped with the same random actions (for as many
   * steps as there are choices, with a step limit and the auto-reset mode drawn from the first
   * choice, so that games end, are cut off and start again), write the same observations and
   * masks at every step.
   *
   * @param encoding the encoding under test
   * @param choices the shrinkable choices that drive play
   * @param <S> the state type
   */
  public static <S extends GameState<S>> void checkRewrite(Encoding<S> encoding,
      List<Integer> choices) {
    Observer<S> observer = encoding.observer();
    int n = observer.size();
    int players = encoding.game().playerCount();
    FloatBuffer heap = FloatBuffer.wrap(new float[n + 2 * MARGIN]);
    FloatBuffer direct = ByteBuffer.allocateDirect(4 * (n + 2 * MARGIN))
        .order(ByteOrder.nativeOrder()).asFloatBuffer();
    float[] expected = new float[n];
    MoveBuffer buffer = MoveBuffer.forGame(encoding.game());
    S previous = encoding.game().initialState();
    for (int choice : choices) {
      if (previous.isTerminal()) {
        break;
      }
      previous.legalMoves(buffer);
      S state = previous.apply(buffer.get(Math.floorMod(choice, buffer.size())));
      int seat = Math.floorMod(choice >>> 3, players);
      int before = Math.floorMod(choice >>> 6, players);
      int plies = Math.floorMod(choice >>> 9, 700);
      int beforePlies = Math.floorMod(choice >>> 7, 700);
      int occurrences = 1 + Math.floorMod(choice >>> 11, 6);
      int beforeOccurrences = 1 + Math.floorMod(choice >>> 13, 6);
      observer.write(state, seat, plies, occurrences, expected, 0);
      for (FloatBuffer out : new FloatBuffer[] {heap, direct}) {
        for (int i = 0; i < n + 2 * MARGIN; i++) {
          out.put(i, Float.NaN);
        }
        observer.write(previous, before, beforePlies, beforeOccurrences, out, MARGIN);
        observer.rewrite(previous, before, beforePlies, beforeOccurrences, state, seat, plies,
            occurrences, out, MARGIN);
        for (int i = 0; i < n; i++) {
          if (Float.floatToRawIntBits(out.get(MARGIN + i))
              != Float.floatToRawIntBits(expected[i])) {
            throw new AssertionError("rewrite of seat " + before + "'s observation of " + previous
                + " (plies " + beforePlies + ", occurrences " + beforeOccurrences + ") into seat "
                + seat + "'s of " + state + " (plies " + plies + ", occurrences " + occurrences
                + ") differs from a whole write at float " + i + ": " + out.get(MARGIN + i)
                + " instead of " + expected[i] + (out.isDirect() ? " (direct)" : ""));
          }
        }
        for (int i = 0; i < MARGIN; i++) {
          if (!Float.isNaN(out.get(i)) || !Float.isNaN(out.get(MARGIN + n + i))) {
            throw new AssertionError("rewrite wrote outside its region");
          }
        }
      }
      previous = state;
    }
    int first = choices.isEmpty() ? 0 : choices.get(0);
    int maxSteps = Math.floorMod(first, 4) == 0 ? 0 : 1 + Math.floorMod(first >>> 2, 40);
    boolean nextStep = (first >>> 8 & 1) != 0;
    VectorEnv<S> rewriting = VectorEnv.builder(encoding).envs(3).maxSteps(maxSteps)
        .nextStepAutoreset(nextStep).build();
    VectorEnv<S> whole = VectorEnv.builder(encoding).envs(3).maxSteps(maxSteps)
        .nextStepAutoreset(nextStep).incrementalObservations(false).build();
    Batch a = (first >>> 9 & 1) != 0 ? Batch.direct(rewriting) : Batch.allocate(rewriting);
    Batch b = Batch.allocate(whole);
    if ((first >>> 10 & 1) != 0) {
      // Final observations kept in the batch's own buffer, over the region the next write
      // starts from: the rewrite must not take them for what it wrote.
      rewriting.keepFinalObservations(a.observations());
      whole.keepFinalObservations(b.observations());
    }
    rewriting.reset(first, a);
    whole.reset(first, b);
    SplittableRandom random = new SplittableRandom(first);
    int[] actions = new int[3];
    for (int step = 0; step < choices.size(); step++) {
      rewriting.randomActions(random, actions);
      rewriting.step(actions, a);
      whole.step(actions, b);
      if (!a.observations().equals(b.observations()) || !a.masks().equals(b.masks())) {
        throw new AssertionError("a vector environment that rewrites observations wrote other"
            + " observations or masks than one that writes them whole, at step " + step
            + " (maxSteps " + maxSteps + ", next-step auto-reset " + nextStep + ")");
      }
    }
  }

  /** Storage reused from state to state. */
  private static final class Scratch {
    final MoveBuffer legal;
    final MoveBuffer other;
    final byte[] mask;
    final float[] array;
    final float[] again;
    final FloatBuffer direct;

    Scratch(Encoding<?> encoding) {
      legal = MoveBuffer.forGame(encoding.game());
      other = MoveBuffer.forGame(encoding.game());
      mask = new byte[encoding.actions().size() + 2 * MARGIN];
      int n = encoding.observer().size() + 2 * MARGIN;
      array = new float[n];
      again = new float[n];
      direct = ByteBuffer.allocateDirect(4 * n).order(ByteOrder.nativeOrder()).asFloatBuffer();
    }
  }

  /**
   * Checks the encoding at one state.
   *
   * @param encoding the encoding under test
   * @param state the state
   * @param plies the ply count to observe with
   * @param occurrences the occurrence count to observe with
   * @param <S> the state type
   */
  public static <S extends GameState<S>> void checkState(Encoding<S> encoding, S state, int plies,
      int occurrences) {
    checkState(encoding, state, plies, occurrences, new Scratch(encoding));
  }

  private static <S extends GameState<S>> void checkState(Encoding<S> encoding, S state,
      int plies, int occurrences, Scratch scratch) {
    checkActions(encoding.actions(), state, scratch);
    Observer<S> observer = encoding.observer();
    int product = 1;
    for (int d : observer.shape()) {
      expect(d > 0, state, "the observer's shape has a dimension of " + d);
      product *= d;
    }
    expect(product == observer.size(), state, "the observer's size " + observer.size()
        + " is not the product of its shape " + Arrays.toString(observer.shape()));
    for (int p = 0; p < encoding.game().playerCount(); p++) {
      checkObservation(observer, state, p, plies, occurrences, scratch);
    }
  }

  private static <S extends GameState<S>> void checkActions(ActionSpace<S> actions, S state,
      Scratch scratch) {
    int size = actions.size();
    byte[] mask = scratch.mask;
    Arrays.fill(mask, (byte) 7);
    int count = actions.mask(state, scratch.legal, mask, MARGIN);
    state.legalMoves(scratch.other);
    int[] legal = scratch.other.toArray();
    byte[] expected = new byte[mask.length];
    Arrays.fill(expected, (byte) 7);
    Arrays.fill(expected, MARGIN, MARGIN + size, (byte) 0);
    if (state.isChance()) {
      expect(count == 0, state, "a mask at a chance node counts " + count + " legal actions");
      for (int outcome : legal) {
        int a = actions.action(state, outcome);
        if (a != ActionSpace.NONE) {
          expect(false, state, "chance outcome " + state.moveText(outcome) + " has action " + a
              + ", not NONE");
        }
      }
    } else {
      expect(count == legal.length, state, "the mask counts " + count + " legal actions, the state"
          + " has " + legal.length + " legal moves");
      for (int move : legal) {
        int a = actions.action(state, move);
        if (a < 0 || a >= size) {
          expect(false, state, "legal move " + state.moveText(move) + " has action " + a
              + ", outside 0.." + (size - 1));
        }
        if (actions.move(state, a) != move) {
          expect(false, state, "action " + a + " of legal move " + state.moveText(move)
              + " gives back move " + actions.move(state, a));
        }
        if (expected[MARGIN + a] != 0) {
          expect(false, state, "two legal moves share action " + a);
        }
        expected[MARGIN + a] = 1;
      }
    }
    if (!Arrays.equals(mask, expected)) {
      expect(false, state, "the mask is not exactly the legal moves: "
          + firstDifference(mask, expected));
    }
  }

  private static String firstDifference(byte[] a, byte[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return "index " + (i - MARGIN) + " holds " + a[i] + ", expected " + b[i];
      }
    }
    return "none";
  }

  private static <S extends GameState<S>> void checkObservation(Observer<S> observer, S state,
      int player, int plies, int occurrences, Scratch scratch) {
    int size = observer.size();
    float[] out = scratch.array;
    Arrays.fill(out, Float.NaN);
    observer.write(state, player, plies, occurrences, out, MARGIN);
    for (int i = 0; i < out.length; i++) {
      boolean inside = i >= MARGIN && i < MARGIN + size;
      // Messages are built only on failure: these loops run over every float of every state.
      if (inside && !(out[i] >= 0f && out[i] <= 1f)) {
        expect(false, state, "seat " + player + "'s observation holds " + out[i] + " at index "
            + (i - MARGIN) + " (not written, or outside [0, 1])");
      } else if (!inside && !Float.isNaN(out[i])) {
        expect(false, state, "seat " + player + "'s observation writes outside its region, at"
            + " offset " + (i - MARGIN));
      }
    }
    float[] again = scratch.again;
    Arrays.fill(again, 0.25f);
    observer.write(state, player, plies, occurrences, again, 0);
    expect(Arrays.equals(out, MARGIN, MARGIN + size, again, 0, size), state, "seat " + player
        + "'s observation depends on what its region held, or on its offset");
    FloatBuffer direct = scratch.direct;
    for (int i = 0; i < direct.capacity(); i++) {
      direct.put(i, Float.NaN);
    }
    observer.write(state, player, plies, occurrences, direct, MARGIN);
    float[] fromDirect = new float[size];
    direct.get(MARGIN, fromDirect);
    expect(Arrays.equals(out, MARGIN, MARGIN + size, fromDirect, 0, size), state, "seat "
        + player + "'s observation in a direct buffer differs from the one in an array");
  }

  /**
   * For a game with hidden information: plays by choices and, at every state, samples a state
   * from each seat's view and checks that it gives that seat the same observation, and the seat
   * to move the same mask: the encoding reads nothing the seat may not know.
   *
   * @param encoding the encoding under test
   * @param choices the choices that drive play
   * @param seed the seed of the sampler's generator
   * @param <S> the state type
   */
  @SuppressWarnings("unchecked")
  public static <S extends GameState<S>> void checkViews(Encoding<S> encoding,
      List<Integer> choices, long seed) {
    Game<S> game = encoding.game();
    HiddenInformation<S, Object> hidden = (HiddenInformation<S, Object>) game.hiddenInformation()
        .getOrElseThrow(() -> new AssertionError("game declares no hidden information"));
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(game);
    Observer<S> observer = encoding.observer();
    S state = game.initialState();
    int ply = 0;
    for (int choice : choices) {
      for (int p = 0; p < game.playerCount(); p++) {
        Either<InvalidInput, S> sample = hidden.sample(hidden.view(state, p), random);
        expect(sample.isRight(), state, "no state sampled from seat " + p + "'s view");
        S twin = sample.get();
        float[] mine = new float[observer.size()];
        float[] theirs = new float[observer.size()];
        observer.write(state, p, ply, 1, mine, 0);
        observer.write(twin, p, ply, 1, theirs, 0);
        if (!Arrays.equals(mine, theirs)) {
          expect(false, state, "seat " + p + " observes two states with the same view"
              + " differently, first at index " + firstDifference(mine, theirs) + "\n  twin: "
              + twin);
        }
        if (state.currentPlayer() == p) {
          expect(Arrays.equals(encoding.actions().mask(state), encoding.actions().mask(twin)),
              state, "seat " + p + "'s mask depends on more than its view");
        }
      }
      if (state.isTerminal()) {
        return;
      }
      state.legalMoves(buffer);
      state = state.apply(buffer.get(Math.floorMod(choice, buffer.size())));
      ply++;
    }
  }

  private static int firstDifference(float[] a, float[] b) {
    for (int i = 0; i < a.length; i++) {
      if (Float.compare(a[i], b[i]) != 0) {
        return i;
      }
    }
    return -1;
  }

  private static void expect(boolean ok, Object state, String message) {
    if (!ok) {
      throw new AssertionError(message + "\n  in state: " + state);
    }
  }
}
