package dev.tabletop.core.learn;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.HashCounts;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * One game played by learners through an {@link Encoding}: actions in, chance drawn with the
 * episode's own seeded generator, computer players (if any) moving in their seats, and the
 * game's end by its rules, by its repetition rule or at a step limit. The single-game environment
 * that PettingZoo's and Gymnasium's interfaces wrap; a {@link VectorEnv} steps many of them.
 *
 * <p>After {@link #reset(long)} or {@link #step(int)} a learner's seat is to move ({@link
 * #player()}), or the episode is over ({@link #ending()}): then {@link #reward(int)} gives each
 * seat's return (0 for everyone after a repetition draw or a truncation), and the final state
 * stays until the next reset. A step allocates nothing but the states it plays through (and what
 * computer players allocate). Not thread-safe.
 *
 * @param <S> the game's state type
 */
public final class Episode<S extends GameState<S>> {
  /** {@link #ending()} while the episode goes on. */
  public static final int RUNNING = 0;
  /** {@link #ending()} of a game finished by its rules: a terminal state. */
  public static final int TERMINAL = 1;
  /** {@link #ending()} of a game drawn by its repetition rule. */
  public static final int REPETITION = 2;
  /** {@link #ending()} of an episode cut off at the step limit. */
  public static final int TRUNCATED = 3;

  private final Game<S> game;
  private final Observer<S> observer;
  private final ActionSpace<S> actions;
  private final Player<S>[] seating;
  private final boolean rotate;
  private final int shiftBase;
  private final int maxSteps;
  private final int repetitionLimit;
  private final int players;
  private final MoveBuffer legal;
  private final MoveBuffer scratch;
  private final HashCounts counts;

  private SplittableRandom random;
  private S state;
  private int plies;
  private int steps;
  private int occurrences;
  private int ending;
  private long episodes;
  private int seededTurn;
  private long totalPlies;

  /**
   * An episode over an encoding.
   *
   * @param encoding the game's rules, observer and action space
   * @param seating a computer player for each seat, or null for a learner's seat; at least one
   *     null
   * @param rotate whether the seating turns by one seat at each new episode; then the seed of
   *     {@link #reset(long)} decides the first episode's turn as well (Gymnasium's rule: a seed
   *     decides everything random, the seats included)
   * @param shift how far the seating is turned at the first episode (before the seed's turn)
   * @param maxSteps the learners' actions after which an episode is truncated, or 0 for no limit
   * @throws IllegalArgumentException if the seating has the wrong length, no learner's seat, or
   *     the limit is negative
   */
  public Episode(Encoding<S> encoding, Player<S>[] seating, boolean rotate, int shift,
      int maxSteps) {
    this.game = encoding.game();
    this.observer = encoding.observer();
    this.actions = encoding.actions();
    this.players = game.playerCount();
    if (seating.length != players) {
      throw new IllegalArgumentException("the seating names " + seating.length + " seats, the"
          + " game has " + players);
    }
    boolean learner = false;
    for (Player<S> p : seating) {
      learner |= p == null;
    }
    if (!learner) {
      throw new IllegalArgumentException("computer players take every seat: no seat is left for"
          + " a learner");
    }
    if (maxSteps < 0) {
      throw new IllegalArgumentException("maxSteps must be 0 (none) or more, was " + maxSteps);
    }
    this.seating = seating.clone();
    this.rotate = rotate;
    this.shiftBase = Math.floorMod(shift, players);
    this.maxSteps = maxSteps;
    this.repetitionLimit = game.repetitionLimit();
    this.legal = MoveBuffer.forGame(game);
    this.scratch = MoveBuffer.forGame(game);
    this.counts = repetitionLimit > 0 ? new HashCounts() : null;
  }

  /**
   * An episode where every seat is a learner's (self-play).
   *
   * @param encoding the game's rules, observer and action space
   * @param maxSteps the actions after which an episode is truncated, or 0 for no limit
   * @param <S> the state type
   * @return the episode, to reset before stepping
   */
  @SuppressWarnings("unchecked")
  public static <S extends GameState<S>> Episode<S> selfPlay(Encoding<S> encoding, int maxSteps) {
    return new Episode<>(encoding, (Player<S>[]) new Player<?>[encoding.game().playerCount()],
        false, 0, maxSteps);
  }

  /**
   * Seeds the episode's generator and starts a game, the first of a new sequence: with rotating
   * seats the seed also decides the seating's turn, which then moves on by one each {@link
   * #reset()}.
   *
   * @param seed the seed; the same seed and actions give the same game, seats included
   */
  public void reset(long seed) {
    random = new SplittableRandom(seed);
    // The turn comes from a generator of its own, so that rotating or not, a seed draws the
    // same chance outcomes.
    seededTurn = rotate ? new SplittableRandom(~seed).nextInt(players) : 0;
    episodes = 0;
    state = null;
    reset();
  }

  /**
   * Starts the next game with the generator where the last one left it (a game is new if the
   * episode was never reset with a seed: seed 0).
   */
  public void reset() {
    if (random == null) {
      random = new SplittableRandom(0);
    } else if (state != null) {
      episodes++;
    }
    S s = game.initialState();
    state = s;
    plies = 0;
    steps = 0;
    ending = RUNNING;
    if (counts != null) {
      counts.clear();
      occurrences = counts.increment(s.hash());
    } else {
      occurrences = 1;
    }
    if (s.isChance() || seatPlayer(s.currentPlayer()) != null) {
      playOn(s, nextMove(s));
    } else {
      s.legalMoves(legal);
    }
  }

  /**
   * Why an action may not be played now.
   *
   * @param action an action index
   * @return null when the action is legal, else the reason
   */
  public String whyNot(int action) {
    if (state == null) {
      return "reset the episode before stepping it";
    }
    if (ending != RUNNING) {
      return "the episode is over: reset it";
    }
    if (action < 0 || action >= actions.size()) {
      return "action " + action + " is not an index of the action space (0 to "
          + (actions.size() - 1) + ")";
    }
    int move = actions.move(state, action);
    if (move == ActionSpace.NONE || !legal.contains(move)) {
      String why = move == ActionSpace.NONE ? "it names no move here"
          : state.moveText(move) + " is not legal: " + state.whyIllegal(move);
      return "action " + action + " is not legal for seat " + state.currentPlayer() + " (" + why
          + ")";
    }
    return null;
  }

  /**
   * Plays a learner's action, then chance and computer seats until a learner is to move or the
   * episode is over.
   *
   * @param action a legal action of the seat to move
   * @return the {@link #ending()} after the step
   * @throws IllegalArgumentException if the action is not legal (nothing changes then)
   * @throws IllegalStateException before the first reset or once the episode is over
   */
  public int step(int action) {
    String why = whyNot(action);
    if (why != null) {
      if (state == null || ending != RUNNING) {
        throw new IllegalStateException(why);
      }
      throw new IllegalArgumentException(why);
    }
    play(action);
    return ending;
  }

  /** {@link #step(int)} without the check, for a caller that checked with {@link #whyNot}. */
  void play(int action) {
    steps++;
    playOn(state, actions.move(state, action));
    if (ending == RUNNING && maxSteps > 0 && steps >= maxSteps) {
      ending = TRUNCATED;
    }
  }

  private int nextMove(S s) {
    int mover = s.currentPlayer();
    return mover == Players.CHANCE ? s.sampleOutcome(scratch, random)
        : seatPlayer(mover).chooseMove(s, random.nextLong());
  }

  /** Applies a move, then chance and computer seats, until a learner's turn or the end. */
  private void playOn(S from, int move) {
    S next = from.apply(move);
    while (true) {
      plies++;
      totalPlies++;
      if (counts != null) {
        occurrences = counts.increment(next.hash());
      }
      state = next;
      if (next.isTerminal()) {
        ending = TERMINAL;
        legal.clear();
        return;
      }
      if (counts != null && occurrences >= repetitionLimit) {
        ending = REPETITION;
        legal.clear();
        return;
      }
      int mover = next.currentPlayer();
      if (mover != Players.CHANCE && seatPlayer(mover) == null) {
        next.legalMoves(legal);
        return;
      }
      next = next.apply(nextMove(next));
    }
  }

  /**
   * The computer player in a seat this episode, or null for a learner's seat.
   *
   * @param seat a seat
   * @return the player or null
   */
  public Player<S> seatPlayer(int seat) {
    if (seat < 0) {
      return null;
    }
    int shift = rotate ? (int) ((shiftBase + seededTurn + episodes) % players) : shiftBase;
    return seating[Math.floorMod(seat - shift, players)];
  }

  /**
   * The seat a learner plays this episode, when computer players take every other seat.
   *
   * @return the seat, or -1 when several seats are learners'
   */
  public int learnerSeat() {
    int seat = -1;
    for (int s = 0; s < players; s++) {
      if (seatPlayer(s) == null) {
        if (seat >= 0) {
          return -1;
        }
        seat = s;
      }
    }
    return seat;
  }

  /**
   * The current state: a learner's seat to move, or the final state.
   *
   * @return the state
   * @throws IllegalStateException before the first reset
   */
  public S state() {
    if (state == null) {
      throw new IllegalStateException("reset the episode first");
    }
    return state;
  }

  /**
   * The seat to move.
   *
   * @return a learner's seat, or -1 when the episode is over
   */
  public int player() {
    return ending == RUNNING ? state().currentPlayer() : -1;
  }

  /**
   * How the episode stands.
   *
   * @return {@link #RUNNING}, {@link #TERMINAL}, {@link #REPETITION} or {@link #TRUNCATED}
   */
  public int ending() {
    return ending;
  }

  /**
   * A seat's reward: its return once the game ended by its rules, else 0.
   *
   * @param seat a seat
   * @return the return as a float
   */
  public float reward(int seat) {
    Players.checkSeat(seat, players);
    return ending == TERMINAL ? state.returns(seat) : 0f;
  }

  /**
   * The plies of this episode (every move and chance outcome).
   *
   * @return the count
   */
  public int plies() {
    return plies;
  }

  /**
   * The learners' actions this episode.
   *
   * @return the count
   */
  public int steps() {
    return steps;
  }

  /**
   * How many times the current position has occurred this episode (1 when the game has no
   * repetition rule).
   *
   * @return the count
   */
  public int occurrences() {
    return occurrences;
  }

  /**
   * Plies over every episode since this object was made.
   *
   * @return the count
   */
  public long totalPlies() {
    return totalPlies;
  }

  /**
   * Writes a seat's observation of the current state into an array.
   *
   * @param seat the observing seat
   * @param out the caller's array
   * @param offset where it starts
   */
  public void observe(int seat, float[] out, int offset) {
    observer.write(state(), seat, plies, occurrences, out, offset);
  }

  /**
   * Writes a seat's observation of the current state into a buffer (absolute indexes).
   *
   * @param seat the observing seat
   * @param out the caller's buffer
   * @param index where it starts
   */
  public void observe(int seat, FloatBuffer out, int index) {
    observer.write(state(), seat, plies, occurrences, out, index);
  }

  /**
   * Writes the legal-action mask of the seat to move (all zeros once the episode is over).
   *
   * @param out the caller's buffer
   * @param index where it starts
   * @return the number of legal actions
   */
  public int mask(ByteBuffer out, int index) {
    Tensors.checkRegion(out.limit(), index, actions.size());
    S s = state();
    int n = legal.size();
    if (out.hasArray()) {
      byte[] array = out.array();
      int base = out.arrayOffset() + index;
      Tensors.clear(array, null, base, actions.size());
      for (int i = 0; i < n; i++) {
        array[base + actions.action(s, legal.get(i))] = 1;
      }
    } else {
      Tensors.clear(null, out, index, actions.size());
      for (int i = 0; i < n; i++) {
        out.put(index + actions.action(s, legal.get(i)), (byte) 1);
      }
    }
    return n;
  }

  /**
   * How the episode stands, packed in one number for callers across a language boundary (one
   * call instead of three): {@link #ending()} in bits 0 to 7, {@link #player()} + 1 in bits 8 to
   * 15, {@link #plies()} from bit 16 up.
   *
   * @return the packed status
   * @throws IllegalStateException before the first reset
   */
  public long status() {
    return ending | ((long) (player() + 1) << 8) | ((long) plies << 16);
  }

  /**
   * Writes what a seat sees: its observation of the current state, and the legal-action mask
   * when it is that seat's turn (all zeros otherwise, and once the episode is over).
   *
   * @param seat the observing seat
   * @param observation the caller's buffer for {@link Observer#size()} floats from index 0
   * @param mask the caller's buffer for {@link ActionSpace#size()} bytes from index 0
   * @return the {@link #status()}
   * @throws IllegalStateException before the first reset
   */
  public long observeInto(int seat, FloatBuffer observation, ByteBuffer mask) {
    observe(seat, observation, 0);
    if (seat == player()) {
      mask(mask, 0);
    } else {
      Tensors.checkRegion(mask.limit(), 0, actions.size());
      Tensors.clear(null, mask, 0, actions.size());
    }
    return status();
  }

  /**
   * {@link #step(int)}, then {@link #observeInto} for a seat: one call for a single-learner
   * environment's whole step.
   *
   * @param action a legal action of the seat to move
   * @param seat the observing seat
   * @param observation the caller's buffer for {@link Observer#size()} floats from index 0
   * @param mask the caller's buffer for {@link ActionSpace#size()} bytes from index 0
   * @return the {@link #status()} after the step
   * @throws IllegalArgumentException if the action is not legal (nothing changes or is written)
   * @throws IllegalStateException before the first reset or once the episode is over
   */
  public long stepInto(int action, int seat, FloatBuffer observation, ByteBuffer mask) {
    step(action);
    return observeInto(seat, observation, mask);
  }

  /**
   * Writes the legal-action mask of the seat to move into an array.
   *
   * @param out the caller's array
   * @param offset where it starts
   * @return the number of legal actions
   */
  public int mask(byte[] out, int offset) {
    return mask(ByteBuffer.wrap(out), offset);
  }

  /**
   * A uniformly random legal action, drawn with the caller's generator.
   *
   * @param rng the generator
   * @return an action index
   * @throws IllegalStateException when the episode is over
   */
  public int randomAction(java.util.random.RandomGenerator rng) {
    if (ending != RUNNING) {
      throw new IllegalStateException("the episode is over: reset it");
    }
    return actions.action(state, legal.get(rng.nextInt(legal.size())));
  }

  /**
   * The generator seed of environment {@code index} of a batch seeded with {@code seed}: what
   * {@link VectorEnv#reset(long, Batch)} gives each environment.
   *
   * @param seed the batch's seed
   * @param index the environment
   * @return the environment's seed
   */
  static long seedOf(long seed, int index) {
    return Zobrist.mix(seed ^ Zobrist.mix(0x6C6561726EL + index));
  }

  @Override
  public String toString() {
    return "episode of " + game.spec() + " at ply " + plies + ": "
        + Objects.toString(state, "not started");
  }
}
