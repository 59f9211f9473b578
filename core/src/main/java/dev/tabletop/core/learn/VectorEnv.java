package dev.tabletop.core.learn;

import dev.tabletop.core.GameState;
import dev.tabletop.core.Players;
import dev.tabletop.core.search.Player;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Many games of one set of rules stepped together: one call takes an action for each game and
 * writes every game's next observation, legal-action mask, rewards and done flags into a
 * caller-owned {@link Batch}.
 *
 * <p>Each environment is an {@link Episode} with its own generator. A step applies the
 * environment's action for the seat to move, then plays on until a learner's seat is to move
 * again: chance outcomes are drawn with the environment's generator ({@link
 * GameState#sampleOutcome}), and seats given to computer players ({@link Builder#opponent}) move by
 * {@link Player#chooseMove(GameState, long)} with seeds from the same generator. With no computer
 * players every seat is a learner's (self-play) and {@link Batch#players()} says whose turn each
 * game is.
 *
 * <p>Episodes. An episode ends by the rules (a terminal state), by the game's repetition rule
 * (counted over the episode's positions, as {@code GameHistory} does: a draw), or at the step
 * limit (the learners' actions in the episode, {@link Builder#maxSteps}: truncated). At the end,
 * {@link Batch#rewards()} holds every seat's {@link GameState#returns(int)} (0 for everyone after
 * a repetition draw or a truncation), {@link Batch#terminated()} or {@link Batch#truncated()} says
 * which way it ended, and the environment starts its next episode at once: the observation written
 * is the new episode's first (Gymnasium calls this same-step auto-reset). The finished episode's
 * last observation, for the seat whose action ended it, goes to a buffer given to {@link
 * #keepFinalObservations(FloatBuffer)}, if any. Rewards are 0 at every other step. Built with
 * {@link Builder#nextStepAutoreset(boolean)}, an environment whose episode ended writes instead
 * that final observation (for the seat whose action ended it), an all-zero mask and seat -1, and
 * starts the next episode at the following step, whose action it ignores (rewards and flags 0):
 * Gymnasium's next-step auto-reset.
 *
 * <p>Reproducible: {@link #reset(long, Batch)} seeds environment {@code i} from the seed and
 * {@code i} alone, and the same seed and actions give the same games, observations and rewards
 * (computer players are reproducible under node budgets; one player object serves a seat in every
 * environment, so its tables see the environments' positions in turn).
 *
 * <p>Cost: a step allocates nothing but the states the games pass through (and whatever the
 * computer players allocate while they search); observations and masks are written in place. Not
 * thread-safe: one thread steps an environment.
 *
 * @param <S> the game's state type
 */
public final class VectorEnv<S extends GameState<S>> {
  private final Encoding<S> encoding;
  private final Observer<S> observer;
  private final int envs;
  private final int players;
  private final int observationSize;
  private final int actionCount;
  private final Episode<S>[] episodes;
  private final boolean nextStep;
  private final boolean[] pending;
  private long totalEpisodes;
  private boolean started;
  private FloatBuffer finals;
  // What each environment's observation region holds (the state, seat, plies and occurrences it
  // was written for), so the next write changes only what differs; null: write it whole. Valid
  // only for the batch last written (writtenTo).
  private final boolean incremental;
  private final Object[] written;
  private final int[] writtenSeat;
  private final int[] writtenPlies;
  private final int[] writtenOccurrences;
  private Batch writtenTo;

  @SuppressWarnings("unchecked")
  private VectorEnv(Builder<S> b) {
    this.encoding = b.encoding;
    this.observer = encoding.observer();
    this.envs = b.envs;
    this.players = encoding.game().playerCount();
    this.observationSize = observer.size();
    this.actionCount = encoding.actions().size();
    this.episodes = (Episode<S>[]) new Episode<?>[envs];
    for (int i = 0; i < envs; i++) {
      episodes[i] = new Episode<>(encoding, b.seating, b.rotateSeats, b.rotateSeats ? i : 0,
          b.maxSteps);
    }
    this.nextStep = b.nextStepAutoreset;
    this.pending = new boolean[envs];
    this.incremental = b.incremental;
    this.written = new Object[envs];
    this.writtenSeat = new int[envs];
    this.writtenPlies = new int[envs];
    this.writtenOccurrences = new int[envs];
  }

  /**
   * Starts configuring environments over an encoding.
   *
   * @param encoding the game's rules, observer and action space
   * @param <S> the state type
   * @return a builder: one environment, no step limit, every seat a learner's
   */
  public static <S extends GameState<S>> Builder<S> builder(Encoding<S> encoding) {
    return new Builder<>(encoding);
  }

  /**
   * The number of games stepped together.
   *
   * @return at least 1
   */
  public int envs() {
    return envs;
  }

  /**
   * The number of seats of the game (the width of each environment's rewards).
   *
   * @return the game's player count
   */
  public int players() {
    return players;
  }

  /**
   * The floats of one observation.
   *
   * @return the observer's size
   */
  public int observationSize() {
    return observationSize;
  }

  /**
   * The number of actions.
   *
   * @return the action space's size
   */
  public int actionCount() {
    return actionCount;
  }

  /**
   * The encoding the environments use.
   *
   * @return the rules, observer and action space
   */
  public Encoding<S> encoding() {
    return encoding;
  }

  /**
   * The state an environment is at (a learner's seat to move).
   *
   * @param env the environment, 0 to {@code envs() - 1}
   * @return the state
   * @throws IllegalStateException before the first reset
   */
  public S state(int env) {
    requireStarted();
    return episodes[Objects.checkIndex(env, envs)].state();
  }

  /**
   * The plies played in an environment's current episode (every move and chance outcome).
   *
   * @param env the environment
   * @return the count
   */
  public int plies(int env) {
    return episodes[Objects.checkIndex(env, envs)].plies();
  }

  /**
   * The seat a learner plays in an environment's current episode, when computer players take
   * every other seat.
   *
   * @param env the environment
   * @return the learner's seat, or -1 when more than one seat is a learner's (self-play)
   */
  public int learnerSeat(int env) {
    return episodes[Objects.checkIndex(env, envs)].learnerSeat();
  }

  /**
   * Plies applied since this object was made, over every environment and episode.
   *
   * @return the count
   */
  public long totalPlies() {
    long n = 0;
    for (Episode<S> e : episodes) {
      n += e.totalPlies();
    }
    return n;
  }

  /**
   * Episodes finished since this object was made, over every environment.
   *
   * @return the count
   */
  public long totalEpisodes() {
    return totalEpisodes;
  }

  /**
   * Starts a new episode in every environment, environment {@code i} seeded from {@code seed} and
   * {@code i}, and writes each first observation, mask and seat to move; rewards and flags are
   * cleared.
   *
   * @param seed the seed of the whole batch
   * @param out the batch to write
   * @throws IllegalArgumentException if the batch was made for other dimensions
   */
  public void reset(long seed, Batch out) {
    checkBatch(out);
    started = true;
    forgetWritten(out);
    clearStepOutputs(out);
    for (int i = 0; i < envs; i++) {
      pending[i] = false;
      episodes[i].reset(Episode.seedOf(seed, i));
      writeOutputs(i, out);
    }
  }

  /**
   * Steps every environment with the actions in the batch's {@link Batch#actions()}.
   *
   * @param io the batch: actions read, results written
   * @throws IllegalArgumentException if an action is not legal in its environment (nothing is
   *     stepped then), or the batch was made for other dimensions
   * @throws IllegalStateException before the first reset
   */
  public void step(Batch io) {
    IntBuffer a = io.actions();
    if (a.hasArray()) {
      step(a.array(), a.arrayOffset(), io);
      return;
    }
    checkBatch(io);
    requireStarted();
    for (int i = 0; i < envs; i++) {
      if (!pending[i]) {
        checkLegal(i, a.get(i));
      }
    }
    if (io != writtenTo) {
      forgetWritten(io);
    }
    clearStepOutputs(io);
    for (int i = 0; i < envs; i++) {
      play(i, a.get(i), io);
    }
  }

  /**
   * Steps every environment with one action each.
   *
   * @param actions one action index per environment
   * @param out the batch to write
   * @throws IllegalArgumentException if an action is not legal in its environment (nothing is
   *     stepped then), or the array or batch does not fit
   * @throws IllegalStateException before the first reset
   */
  public void step(int[] actions, Batch out) {
    step(actions, 0, out);
  }

  private void step(int[] actions, int offset, Batch out) {
    checkBatch(out);
    requireStarted();
    Objects.checkFromIndexSize(offset, envs, actions.length);
    for (int i = 0; i < envs; i++) {
      if (!pending[i]) {
        checkLegal(i, actions[offset + i]);
      }
    }
    if (out != writtenTo) {
      forgetWritten(out);
    }
    clearStepOutputs(out);
    for (int i = 0; i < envs; i++) {
      play(i, actions[offset + i], out);
    }
  }

  /**
   * Keeps the last observation of each episode that ends: at a step where environment {@code i}
   * finishes an episode, its final observation for the seat that played the step's action (the
   * learner's, against computer players) is written at float {@code i * observationSize} of
   * {@code out} before the next episode starts; the other environments' regions are left as they
   * were. What Gymnasium's same-step auto-reset returns as {@code final_obs}, so that a truncated
   * episode's value can be bootstrapped.
   *
   * @param out room for {@code envs * observationSize} floats, or null to keep none
   * @throws IllegalArgumentException if the buffer is too small
   */
  public void keepFinalObservations(FloatBuffer out) {
    if (out != null && out.capacity() < envs * observationSize) {
      throw new IllegalArgumentException("final observations need " + envs * observationSize
          + " floats, the buffer holds " + out.capacity());
    }
    this.finals = out;
  }

  /**
   * Writes a uniformly random legal action for each environment, drawn with the caller's
   * generator: the random baseline, and the driver of benchmarks.
   *
   * @param random the caller's generator
   * @param out one slot per environment
   * @throws IllegalStateException before the first reset
   */
  public void randomActions(RandomGenerator random, int[] out) {
    requireStarted();
    Objects.checkFromIndexSize(0, envs, out.length);
    for (int i = 0; i < envs; i++) {
      out[i] = pending[i] ? 0 : episodes[i].randomAction(random);
    }
  }

  /**
   * Writes random legal actions into the batch's {@link Batch#actions()}, as {@link
   * #randomActions(RandomGenerator, int[])} does.
   *
   * @param random the caller's generator
   * @param io the batch whose actions are written
   */
  public void randomActions(RandomGenerator random, Batch io) {
    requireStarted();
    IntBuffer a = io.actions();
    for (int i = 0; i < envs; i++) {
      a.put(i, pending[i] ? 0 : episodes[i].randomAction(random));
    }
  }

  private void checkLegal(int i, int action) {
    String why = episodes[i].whyNot(action);
    if (why != null) {
      throw new IllegalArgumentException("environment " + i + ": " + why);
    }
  }

  /** Plays a checked action; an episode that ends is scored and the next one begun. */
  private void play(int i, int action, Batch out) {
    Episode<S> e = episodes[i];
    if (pending[i]) {
      // Next-step auto-reset: the action is ignored, the next episode begins.
      pending[i] = false;
      e.reset();
      writeOutputs(i, out);
      return;
    }
    int mover = e.player();
    e.play(action);
    int ending = e.ending();
    if (ending != Episode.RUNNING) {
      totalEpisodes++;
      if (ending == Episode.TRUNCATED) {
        out.truncated().put(i, (byte) 1);
      } else {
        out.terminated().put(i, (byte) 1);
        if (ending == Episode.TERMINAL) {
          FloatBuffer r = out.rewards();
          for (int p = 0; p < players; p++) {
            r.put(i * players + p, e.reward(p));
          }
        }
      }
      if (nextStep) {
        pending[i] = true;
        out.players().put(i, -1);
        observe(i, mover, out);
        e.mask(out.masks(), i * actionCount);
        return;
      }
      if (finals != null) {
        e.observe(mover, finals, i * observationSize);
        // The caller may keep final observations in the batch's own buffer: the next write of
        // this region is whole, whatever it holds now (once an episode, so it costs nothing).
        written[i] = null;
      }
      e.reset();
    }
    writeOutputs(i, out);
  }

  private void writeOutputs(int i, Batch out) {
    Episode<S> e = episodes[i];
    int seat = e.player();
    out.players().put(i, seat);
    observe(i, seat, out);
    e.mask(out.masks(), i * actionCount);
  }

  /**
   * Writes environment {@code i}'s observation for a seat into its region of the batch: only what
   * changed since the region's last write when that is known (the observer's {@link
   * Observer#rewrite rewrite}), else whole.
   */
  @SuppressWarnings("unchecked")
  private void observe(int i, int seat, Batch out) {
    Episode<S> e = episodes[i];
    S now = e.state();
    int plies = e.plies();
    int occurrences = e.occurrences();
    S before = (S) written[i];
    if (before != null) {
      observer.rewrite(before, writtenSeat[i], writtenPlies[i], writtenOccurrences[i], now, seat,
          plies, occurrences, out.observations(), i * observationSize);
    } else {
      observer.write(now, seat, plies, occurrences, out.observations(), i * observationSize);
    }
    if (incremental) {
      written[i] = now;
      writtenSeat[i] = seat;
      writtenPlies[i] = plies;
      writtenOccurrences[i] = occurrences;
    }
  }

  /** The next write of every observation into {@code batch} is whole. */
  private void forgetWritten(Batch batch) {
    Arrays.fill(written, null);
    writtenTo = batch;
  }

  /**
   * Makes the next step write every observation whole: for a caller that changed the batch's
   * observations itself (normalised them in place, say), since a step otherwise rewrites only
   * what its moves changed in what it wrote before.
   */
  public void forgetWrittenObservations() {
    Arrays.fill(written, null);
  }

  private void clearStepOutputs(Batch out) {
    FloatBuffer r = out.rewards();
    if (r.hasArray()) {
      Tensors.clear(r.array(), null, r.arrayOffset(), envs * players);
    } else {
      Tensors.clear(null, r, 0, envs * players);
    }
    clear(out.terminated());
    clear(out.truncated());
  }

  private void clear(ByteBuffer flags) {
    if (flags.hasArray()) {
      Tensors.clear(flags.array(), null, flags.arrayOffset(), envs);
    } else {
      Tensors.clear(null, flags, 0, envs);
    }
  }

  private void checkBatch(Batch b) {
    if (!b.fits(this)) {
      throw new IllegalArgumentException("the batch was made for other dimensions: this"
          + " environment has " + envs + " games, observations of " + observationSize
          + " floats, " + actionCount + " actions and " + players + " seats");
    }
  }

  private void requireStarted() {
    if (!started) {
      throw new IllegalStateException("reset the environment before stepping it");
    }
  }

  /**
   * Configures a {@link VectorEnv}.
   *
   * @param <S> the state type
   */
  public static final class Builder<S extends GameState<S>> {
    private final Encoding<S> encoding;
    private int envs = 1;
    private int maxSteps;
    private final Player<S>[] seating;
    private int learnerSeat;
    private boolean rotateSeats;
    private boolean nextStepAutoreset;
    private Player<S> opponent;
    private boolean incremental = true;

    @SuppressWarnings("unchecked")
    private Builder(Encoding<S> encoding) {
      this.encoding = Objects.requireNonNull(encoding, "encoding");
      this.seating = (Player<S>[]) new Player<?>[encoding.game().playerCount()];
    }

    /**
     * How many games to step together.
     *
     * @param count at least 1
     * @return this builder
     * @throws IllegalArgumentException if the count is not positive
     */
    public Builder<S> envs(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("envs must be at least 1, was " + count);
      }
      this.envs = count;
      return this;
    }

    /**
     * The learners' actions after which an episode is cut off (truncated) if it has not ended:
     * chance outcomes and computer players' moves do not count.
     *
     * @param count a positive count, or 0 for no limit
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder<S> maxSteps(int count) {
      if (count < 0) {
        throw new IllegalArgumentException("maxSteps must be 0 (none) or more, was " + count);
      }
      this.maxSteps = count;
      return this;
    }

    /**
     * Whether a finished episode's final observation is written at the step that ends it and the
     * next episode begins at the following step, ignoring that step's action (Gymnasium's
     * next-step auto-reset), rather than at once (same-step, the default).
     *
     * @param next {@code true} for next-step auto-reset
     * @return this builder
     */
    public Builder<S> nextStepAutoreset(boolean next) {
      this.nextStepAutoreset = next;
      return this;
    }

    /**
     * Whether a step rewrites only what changed in each observation it wrote at the step before
     * (the default: the observer's {@link Observer#rewrite rewrite}, a few squares of Cờ Thú's
     * 1,512 floats) rather than all of it. The result is the same float for float as long as
     * nothing else writes the batch's observations; a caller that changes them in place calls
     * {@link VectorEnv#forgetWrittenObservations()} or turns this off.
     *
     * @param rewrite {@code false} to write every observation whole at every step
     * @return this builder
     */
    public Builder<S> incrementalObservations(boolean rewrite) {
      this.incremental = rewrite;
      return this;
    }

    /**
     * A computer player for every seat but the learner's: a single-agent environment.
     *
     * @param player the opponent (one instance serves every environment)
     * @return this builder
     */
    public Builder<S> opponent(Player<S> player) {
      this.opponent = Objects.requireNonNull(player, "player");
      return this;
    }

    /**
     * The learner's seat when {@link #opponent} fills the others.
     *
     * @param seat a seat of the game
     * @return this builder
     * @throws IllegalArgumentException if not a seat
     */
    public Builder<S> learnerSeat(int seat) {
      this.learnerSeat = Players.checkSeat(seat, seating.length);
      return this;
    }

    /**
     * A computer player for one seat; the seats given none are the learners'.
     *
     * @param seat the seat
     * @param player its player
     * @return this builder
     * @throws IllegalArgumentException if not a seat
     */
    public Builder<S> seat(int seat, Player<S> player) {
      seating[Players.checkSeat(seat, seating.length)] = Objects.requireNonNull(player, "player");
      return this;
    }

    /**
     * Whether the seating turns by one seat each episode (environment {@code i}'s episode {@code
     * k} shifts it by {@code i + k}), so that a learner plays every seat, first and last to move.
     *
     * @param rotate {@code true} to turn it
     * @return this builder
     */
    public Builder<S> rotateSeats(boolean rotate) {
      this.rotateSeats = rotate;
      return this;
    }

    /**
     * The environments.
     *
     * @return a new vector environment, to {@link VectorEnv#reset(long, Batch)} before stepping
     * @throws IllegalArgumentException if computer players take every seat
     */
    public VectorEnv<S> build() {
      if (opponent != null) {
        for (int seat = 0; seat < seating.length; seat++) {
          if (seat != learnerSeat && seating[seat] == null) {
            seating[seat] = opponent;
          }
        }
      }
      return new VectorEnv<>(this);
    }
  }
}
