package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.ReplayError;
import dev.tabletop.core.tools.Chance;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The checks of the conformance kit, as plain methods that throw {@link AssertionError} with a
 * message naming the ply, the state and the broken promise. {@link GameConformance} drives them
 * with jqwik; tests may also call them directly.
 */
public final class Conformance {
  private Conformance() {}

  /**
   * Plays {@code moves[choice % count]} for each choice from a start (or until the game ends) and
   * checks the state contract at every step: sorted unique moves, moves exactly when not terminal,
   * chance weights, returns, purity of {@code apply}, hash consistency, equality, and validated
   * play accepting exactly the generated moves.
   *
   * @param start the first state
   * @param choices the shrinkable choices that drive play
   * @param <S> the state type
   * @return the final state reached
   */
  public static <S extends GameState<S>> S checkPlay(S start, List<Integer> choices) {
    Game<S> game = start.game();
    MoveBuffer buffer = MoveBuffer.forGame(game);
    MoveBuffer again = MoveBuffer.forGame(game);
    S state = start;
    int ply = 0;
    for (int choice : choices) {
      checkState(state, buffer, again, ply);
      if (state.isTerminal()) {
        return state;
      }
      int move = buffer.get(Math.floorMod(choice, buffer.size()));
      String before = state.toString();
      long hashBefore = state.hash();
      int hashCodeBefore = state.hashCode();
      S next = state.apply(move);
      S twin = state.apply(move);
      expect(next.equals(twin) && twin.equals(next), ply, state,
          "apply(" + move + ") twice gave unequal states");
      expect(next.hashCode() == twin.hashCode(), ply, state, "equal states with unequal hashCode");
      expect(next.hash() == twin.hash(), ply, state, "equal states with unequal hash()");
      expect(state.toString().equals(before) && state.hash() == hashBefore
          && state.hashCode() == hashCodeBefore, ply, state, "apply(" + move + ") changed its input");
      state.legalMoves(again);
      expect(Arrays.equals(buffer.toArray(), again.toArray()), ply, state,
          "legal moves changed after apply(" + move + ")");
      checkValidatedPlay(state, buffer, ply);
      state = next;
      ply++;
    }
    checkState(state, buffer, again, ply);
    return state;
  }

  private static <S extends GameState<S>> void checkState(S state, MoveBuffer buffer,
      MoveBuffer scratch, int ply) {
    Game<S> game = state.game();
    state.legalMoves(buffer);
    int n = buffer.size();
    int[] moves = buffer.toArray();
    for (int i = 1; i < n; i++) {
      expect(moves[i - 1] < moves[i], ply, state,
          "legal moves not strictly ascending: " + Arrays.toString(moves));
    }
    expect(state.isTerminal() == (n == 0), ply, state,
        state.isTerminal() ? "terminal state has moves " + Arrays.toString(moves)
            : "non-terminal state has no move");
    expect(n <= game.maxLegalMoves(), ply, state, "more moves than maxLegalMoves");
    int player = state.currentPlayer();
    expect(player == Players.CHANCE || player == Players.TERMINAL
        || (player >= 0 && player < game.playerCount()), ply, state, "bad currentPlayer " + player);
    expect(state.isChance() == (player == Players.CHANCE), ply, state, "isChance disagrees");
    expect(state.isTerminal() == (player == Players.TERMINAL), ply, state, "isTerminal disagrees");
    if (state.isChance()) {
      expect(game.hasChance(), ply, state, "chance node in a game without chance");
      long total = 0;
      for (int i = 0; i < n; i++) {
        expect(buffer.weight(i) > 0, ply, state, "chance weight not positive");
        total += buffer.weight(i);
      }
      expect(total == state.chanceTotal(), ply, state,
          "chance weights sum to " + total + ", chanceTotal() says " + state.chanceTotal());
      checkSampleOutcome(state, buffer, scratch, ply);
    } else {
      for (int i = 0; i < n; i++) {
        expect(buffer.weight(i) == 1, ply, state, "a player's move has weight " + buffer.weight(i));
      }
      boolean refused = false;
      try {
        state.sampleOutcome(scratch, new SplittableRandom(ply));
      } catch (IllegalStateException expected) {
        refused = true;
      }
      expect(refused, ply, state, "sampleOutcome drew at a node that is not chance");
    }
    expect(state.hash() == state.hashFromScratch(), ply, state,
        "incremental hash " + Long.toHexString(state.hash()) + " differs from recomputed "
            + Long.toHexString(state.hashFromScratch()));
    expect(state.equals(state) && !state.equals(null), ply, state, "equals is not reflexive");
    long sum = 0;
    for (int p = 0; p < game.playerCount(); p++) {
      sum += state.returns(p);
      if (!state.isTerminal()) {
        expect(state.returns(p) == 0, ply, state, "returns before the end");
      }
    }
    if (state.isTerminal() && game.zeroSum()) {
      expect(sum == 0, ply, state, "zero-sum game's returns sum to " + sum);
    }
    expect(state.isTerminal() == !state.endReason().isEmpty(), ply, state,
        "endReason must be empty exactly while the game goes on");
  }

  /**
   * A game's own {@code sampleOutcome} must draw what the listed outcomes and the weighted pick
   * draw for the same generator, and use up the generator alike, so a seed gives one game.
   */
  private static void checkSampleOutcome(GameState<?> state, MoveBuffer listed, MoveBuffer scratch,
      int ply) {
    for (long i = 0; i < 8; i++) {
      long seed = state.hash() + i * 0x9E3779B97F4A7C15L;
      SplittableRandom own = new SplittableRandom(seed);
      SplittableRandom reference = new SplittableRandom(seed);
      int drawn = state.sampleOutcome(scratch, own);
      int expected = Chance.pickWeighted(listed, state.chanceTotal(), reference);
      expect(drawn == expected, ply, state,
          "sampleOutcome drew " + drawn + " where the listed outcomes give " + expected);
      expect(own.nextLong() == reference.nextLong(), ply, state,
          "sampleOutcome used the generator differently from the listed outcomes");
    }
  }

  private static <S extends GameState<S>> void checkValidatedPlay(S state, MoveBuffer legal, int ply) {
    int n = legal.size();
    for (int i = 0; i < n; i++) {
      int move = legal.get(i);
      Either<IllegalMove, S> played = state.play(move);
      expect(played.isRight(), ply, state, "validated play refused the legal move " + move);
      expect(played.get().equals(state.apply(move)), ply, state, "play and apply disagree");
    }
    int[] probes = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, legal.get(0) - 1,
        legal.get(n - 1) + 1, legal.get(0) + 1, 0, 1, 64, 4096};
    for (int probe : probes) {
      if (!legal.contains(probe)) {
        Either<IllegalMove, S> played = state.play(probe);
        expect(played.isLeft(), ply, state, "validated play accepted the illegal code " + probe);
        expect(!played.getLeft().reason().isBlank(), ply, state, "illegal move without reason");
      }
    }
  }

  /**
   * Checks that a seed determines a game: two random playouts from the same seed make the same
   * codes and end equal.
   *
   * @param start the first state
   * @param seed the seed
   * @param maxPlies how far to play
   * @param <S> the state type
   */
  public static <S extends GameState<S>> void checkDeterminism(S start, long seed, int maxPlies) {
    int[] a = randomCodes(start, seed, maxPlies);
    int[] b = randomCodes(start, seed, maxPlies);
    if (!Arrays.equals(a, b)) {
      throw new AssertionError("seed " + seed + " gave two different games: "
          + Arrays.toString(a) + " vs " + Arrays.toString(b));
    }
  }

  private static <S extends GameState<S>> int[] randomCodes(S start, long seed, int maxPlies) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(start.game());
    int[] codes = new int[maxPlies];
    S state = start;
    int n = 0;
    while (!state.isTerminal() && n < maxPlies) {
      codes[n] = Chance.randomMove(state, buffer, random);
      state = state.apply(codes[n++]);
    }
    return Arrays.copyOf(codes, n);
  }

  /**
   * Plays from the game's initial state by choices through a {@link GameHistory}, then checks that
   * its record prints, parses back equal and replays to an equal state and result.
   *
   * @param type the game type that rebuilds the rules from the spec
   * @param game the rules
   * @param choices the choices that drive play
   * @param <S> the state type
   */
  public static <S extends GameState<S>> void checkRecord(GameType<S, ?> type, Game<S> game,
      List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(game);
    GameHistory<S> history = GameHistory.start(game);
    for (int choice : choices) {
      if (history.isOver()) {
        break;
      }
      history.state().legalMoves(buffer);
      history = history.playUnchecked(buffer.get(Math.floorMod(choice, buffer.size())));
    }
    String text = history.record().toText();
    Either<InvalidInput, GameRecord> parsed = GameRecord.parse(text);
    if (parsed.isLeft()) {
      throw new AssertionError("record does not parse back: " + parsed.getLeft() + "\n" + text);
    }
    if (!parsed.get().equals(history.record())) {
      throw new AssertionError("record changed in a text round trip:\n" + text);
    }
    if (!type.parse(game.spec()).map(g -> g.equals(game)).getOrElse(false)) {
      throw new AssertionError("spec '" + game.spec() + "' does not parse back to equal rules: "
          + type.parse(game.spec()));
    }
    Either<ReplayError, GameHistory<S>> replayed = parsed.get().replay(type);
    if (replayed.isLeft()) {
      throw new AssertionError("record does not replay: " + replayed.getLeft() + "\n" + text);
    }
    GameHistory<S> end = replayed.get();
    if (!end.state().equals(history.state()) || end.isOver() != history.isOver()) {
      throw new AssertionError("replay ends elsewhere: " + end.state() + " vs " + history.state());
    }
    for (int p = 0; p < game.playerCount(); p++) {
      if (end.returns(p) != history.returns(p)) {
        throw new AssertionError("replay changes player " + p + "'s return");
      }
    }
  }

  /**
   * Plays a whole game through the core contract alone, as a generic server would: the spec text
   * gives the rules ({@link GameType#parse}), the rules give the initial state, every move (and
   * chance outcome) is sent as its {@link GameState#moveText(int) text} through {@link
   * GameHistory#play(String)}, and the record, printed and read back, replays to the same end.
   * Each text must read back as the very move it names ({@link GameState#parseMove(String)}).
   *
   * @param type the game type
   * @param spec the rules' spec text
   * @param choices the choices that pick each move among the legal ones
   * @param <S> the state type
   */
  public static <S extends GameState<S>> void checkPlayThroughText(GameType<S, ?> type,
      String spec, List<Integer> choices) {
    Either<InvalidInput, ? extends Game<S>> rules = type.parse(spec);
    if (rules.isLeft()) {
      throw new AssertionError("spec '" + spec + "' does not parse: " + rules.getLeft());
    }
    GameHistory<S> history = GameHistory.start(rules.get());
    MoveBuffer buffer = MoveBuffer.forGame(rules.get());
    for (int choice : choices) {
      if (history.isOver()) {
        break;
      }
      S state = history.state();
      state.legalMoves(buffer);
      int code = buffer.get(Math.floorMod(choice, buffer.size()));
      String text = state.moveText(code);
      Either<IllegalMove, Integer> read = state.parseMove(text);
      if (read.isLeft() || read.get() != code) {
        throw new AssertionError("move text '" + text + "' of code " + code + " reads back as "
            + read + " in " + state);
      }
      Either<IllegalMove, GameHistory<S>> next = history.play(text);
      if (next.isLeft()) {
        throw new AssertionError("playing '" + text + "' is refused: " + next.getLeft());
      }
      history = next.get();
      if (!history.state().equals(state.apply(code))) {
        throw new AssertionError("playing '" + text + "' differs from applying code " + code);
      }
    }
    Either<InvalidInput, GameRecord> record = GameRecord.parse(history.record().toText());
    Either<ReplayError, GameHistory<S>> replayed = record.isLeft()
        ? Either.left(new ReplayError(0, record.getLeft())) : record.get().replay(type);
    if (replayed.isLeft() || !replayed.get().state().equals(history.state())) {
      throw new AssertionError("the record of a game played by text does not replay to its end: "
          + replayed.map(GameHistory::state));
    }
  }

  /**
   * For a game with hidden information: plays by choices and, at every player's turn, checks that
   * a state sampled from the mover's view has the same view and the same legal moves, and that
   * every player's view of the true state is reproduced by sampling from it.
   *
   * @param start the first state
   * @param choices the choices that drive play
   * @param seed the seed of the determinizer's generator
   * @param <S> the state type
   */
  @SuppressWarnings("unchecked")
  public static <S extends GameState<S>> void checkViews(S start, List<Integer> choices, long seed) {
    HiddenInformation<S, Object> hidden = (HiddenInformation<S, Object>)
        start.game().hiddenInformation().getOrElseThrow(
            () -> new AssertionError("game declares no hidden information"));
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer truth = MoveBuffer.forGame(start.game());
    MoveBuffer sampled = MoveBuffer.forGame(start.game());
    S state = start;
    int ply = 0;
    for (int choice : choices) {
      for (int p = 0; p < start.game().playerCount(); p++) {
        Object view = hidden.view(state, p);
        Either<InvalidInput, S> sample = hidden.sample(view, random);
        expect(sample.isRight(), ply, state, "no state sampled from player " + p + "'s view: "
            + (sample.isLeft() ? sample.getLeft() : ""));
        expect(hidden.view(sample.get(), p).equals(view), ply, state,
            "sampled state shows player " + p + " a different view");
        expect(sample.get().currentPlayer() == state.currentPlayer(), ply, state,
            "sampled state has a different player to move");
        if (state.currentPlayer() == p) {
          state.legalMoves(truth);
          sample.get().legalMoves(sampled);
          expect(Arrays.equals(truth.toArray(), sampled.toArray()), ply, state,
              "legal moves of player " + p + " depend on more than their view");
        }
      }
      if (state.isTerminal()) {
        return;
      }
      state.legalMoves(truth);
      state = state.apply(truth.get(Math.floorMod(choice, truth.size())));
      ply++;
    }
  }

  private static void expect(boolean ok, int ply, Object state, String message) {
    if (!ok) {
      throw new AssertionError("ply " + ply + ": " + message + "\n  in state: " + state);
    }
  }
}
