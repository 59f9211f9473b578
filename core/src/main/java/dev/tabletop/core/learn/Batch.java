package dev.tabletop.core.learn;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;

/**
 * The caller-owned storage a {@link VectorEnv} reads its actions from and writes its results into,
 * one slot per environment, allocated once and reused for every step. Every part is indexed
 * absolutely (positions and limits are never moved), row-major by environment:
 *
 * <ul>
 *   <li>{@link #observations()}: {@code envs × observationSize} floats, environment {@code i}'s
 *       observation (for the player to move) at {@code i * observationSize};
 *   <li>{@link #masks()}: {@code envs × actionCount} bytes, 1 for each legal action;
 *   <li>{@link #rewards()}: {@code envs × players} floats, each seat's return for an episode that
 *       ended at this step, 0 otherwise;
 *   <li>{@link #players()}: {@code envs} ints, the seat whose observation and mask are written;
 *   <li>{@link #terminated()} and {@link #truncated()}: {@code envs} bytes, 1 when an episode ended
 *       at this step by the rules (or the repetition rule) or by the ply limit;
 *   <li>{@link #actions()}: {@code envs} ints, the actions the next {@link VectorEnv#step(Batch)}
 *       reads.
 * </ul>
 *
 * <p>The storage is either Java arrays ({@link #allocate}, reached through each buffer's {@code
 * array()}), direct memory of the JVM ({@link #direct}) or memory the caller wraps ({@link #wrap},
 * for example NumPy arrays handed over as direct byte buffers), in the platform's byte order.
 */
public final class Batch {
  private final int envs;
  private final int observationSize;
  private final int actionCount;
  private final int players;
  private final FloatBuffer observations;
  private final ByteBuffer masks;
  private final FloatBuffer rewards;
  private final IntBuffer seats;
  private final ByteBuffer terminated;
  private final ByteBuffer truncated;
  private final IntBuffer actions;

  private Batch(int envs, int observationSize, int actionCount, int players,
      FloatBuffer observations, ByteBuffer masks, FloatBuffer rewards, IntBuffer seats,
      ByteBuffer terminated, ByteBuffer truncated, IntBuffer actions) {
    this.envs = envs;
    this.observationSize = observationSize;
    this.actionCount = actionCount;
    this.players = players;
    this.observations = check("observations", observations, envs * observationSize);
    this.masks = check("masks", masks, envs * actionCount);
    this.rewards = check("rewards", rewards, envs * players);
    this.seats = check("players", seats, envs);
    this.terminated = check("terminated", terminated, envs);
    this.truncated = check("truncated", truncated, envs);
    this.actions = check("actions", actions, envs);
  }

  private static <B extends java.nio.Buffer> B check(String name, B buffer, int needed) {
    Objects.requireNonNull(buffer, name);
    if (buffer.limit() < needed) {
      throw new IllegalArgumentException(name + " holds " + buffer.limit() + " values, the"
          + " environment needs " + needed);
    }
    if (buffer.isReadOnly()) {
      throw new IllegalArgumentException(name + " is read-only");
    }
    return buffer;
  }

  /**
   * Storage in Java arrays for an environment.
   *
   * @param env the environment
   * @return a batch whose buffers each have an {@code array()}
   */
  public static Batch allocate(VectorEnv<?> env) {
    int n = env.envs();
    return new Batch(n, env.observationSize(), env.actionCount(), env.players(),
        FloatBuffer.wrap(new float[n * env.observationSize()]),
        ByteBuffer.wrap(new byte[n * env.actionCount()]),
        FloatBuffer.wrap(new float[n * env.players()]), IntBuffer.wrap(new int[n]),
        ByteBuffer.wrap(new byte[n]), ByteBuffer.wrap(new byte[n]), IntBuffer.wrap(new int[n]));
  }

  /**
   * Storage in direct memory for an environment.
   *
   * @param env the environment
   * @return a batch of direct buffers in the platform's byte order
   */
  public static Batch direct(VectorEnv<?> env) {
    int n = env.envs();
    return wrap(env, bytes(4 * n * env.observationSize()), bytes(n * env.actionCount()),
        bytes(4 * n * env.players()), bytes(4 * n), bytes(n), bytes(n), bytes(4 * n));
  }

  private static ByteBuffer bytes(int n) {
    return ByteBuffer.allocateDirect(n);
  }

  /**
   * Storage the caller owns, given as byte buffers (such as NumPy arrays handed over as direct
   * buffers, sharing their memory): floats and ints are read and written in the platform's byte
   * order from each buffer's byte 0, whatever its position.
   *
   * @param env the environment
   * @param observations {@code 4 × envs × observationSize} bytes (float32)
   * @param masks {@code envs × actionCount} bytes
   * @param rewards {@code 4 × envs × players} bytes (float32)
   * @param players {@code 4 × envs} bytes (int32)
   * @param terminated {@code envs} bytes
   * @param truncated {@code envs} bytes
   * @param actions {@code 4 × envs} bytes (int32)
   * @return the batch
   * @throws IllegalArgumentException if a buffer is too small or read-only
   */
  public static Batch wrap(VectorEnv<?> env, ByteBuffer observations, ByteBuffer masks,
      ByteBuffer rewards, ByteBuffer players, ByteBuffer terminated, ByteBuffer truncated,
      ByteBuffer actions) {
    return new Batch(env.envs(), env.observationSize(), env.actionCount(), env.players(),
        floats(observations), whole(masks), floats(rewards), ints(players), whole(terminated),
        whole(truncated), ints(actions));
  }

  private static ByteBuffer whole(ByteBuffer b) {
    return b.duplicate().clear();
  }

  private static FloatBuffer floats(ByteBuffer b) {
    return whole(b).order(ByteOrder.nativeOrder()).asFloatBuffer();
  }

  private static IntBuffer ints(ByteBuffer b) {
    return whole(b).order(ByteOrder.nativeOrder()).asIntBuffer();
  }

  /** Whether this batch was made for an environment of these dimensions. */
  boolean fits(VectorEnv<?> env) {
    return envs == env.envs() && observationSize == env.observationSize()
        && actionCount == env.actionCount() && players == env.players();
  }

  /**
   * The number of environments.
   *
   * @return the count
   */
  public int envs() {
    return envs;
  }

  /**
   * The observations, environment by environment.
   *
   * @return {@code envs × observationSize} floats
   */
  public FloatBuffer observations() {
    return observations;
  }

  /**
   * The legal-action masks, environment by environment.
   *
   * @return {@code envs × actionCount} bytes
   */
  public ByteBuffer masks() {
    return masks;
  }

  /**
   * The rewards of the last step, environment by environment, seat by seat.
   *
   * @return {@code envs × players} floats
   */
  public FloatBuffer rewards() {
    return rewards;
  }

  /**
   * The seat to move in each environment, whose observation and mask are written.
   *
   * @return {@code envs} ints
   */
  public IntBuffer players() {
    return seats;
  }

  /**
   * Which environments ended an episode by the rules at the last step.
   *
   * @return {@code envs} bytes, 0 or 1
   */
  public ByteBuffer terminated() {
    return terminated;
  }

  /**
   * Which environments cut an episode off at the ply limit at the last step.
   *
   * @return {@code envs} bytes, 0 or 1
   */
  public ByteBuffer truncated() {
    return truncated;
  }

  /**
   * The actions the next step reads, one per environment.
   *
   * @return {@code envs} ints
   */
  public IntBuffer actions() {
    return actions;
  }
}
