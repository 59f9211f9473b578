package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.VectorEnv;
import dev.tabletop.core.tools.Chance;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Bytes allocated by the current thread, read from the JVM's per-thread counter (a byte count,
 * not a timing), and the allocation check of a vector environment: what its steps allocate beyond
 * the states they play, which should be nothing.
 */
public final class Allocation {
  /** The JVM's thread bean with the allocation counter, or null where it has none. */
  private static final com.sun.management.ThreadMXBean THREADS = threads();

  private static com.sun.management.ThreadMXBean threads() {
    // Read directly, not by reflection: a reflective call's accessor is shared by every caller
    // of the same method and is generated (allocating) at its 16th call, which would land in
    // some other test's measured loop.
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    if (bean instanceof com.sun.management.ThreadMXBean t
        && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled()) {
      return t;
    }
    return null;
  }

  /** Where measured loops leave a result, so that the JIT keeps their work. */
  private static volatile long consumed;

  private Allocation() {}

  /**
   * Whether this JVM counts the bytes each thread allocates.
   *
   * @return {@code true} when {@link #allocated()} can be read
   */
  public static boolean available() {
    return THREADS != null;
  }

  /**
   * The bytes the current thread has allocated so far.
   *
   * @return the count
   * @throws IllegalStateException when the counter is not available
   */
  public static long allocated() {
    if (THREADS == null) {
      throw new IllegalStateException("this JVM does not count allocated bytes per thread");
    }
    return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
  }

  /**
   * What random play allocates per ply, measured after a warm-up: the cost of the states (and of
   * whatever a game builds at its end), the part of a step that is not the environment's.
   *
   * @param game the rules
   * @param plies the plies measured (as many again warm up)
   * @param seed the seed of the play
   * @param <S> the state type
   * @return bytes per ply
   */
  public static <S extends GameState<S>> double bytesPerPly(Game<S> game, int plies, long seed) {
    MoveBuffer buffer = MoveBuffer.forGame(game);
    SplittableRandom random = new SplittableRandom(seed);
    S s = game.initialState();
    long sink = 0;
    for (int i = 0; i < plies; i++) {
      s = s.isTerminal() ? game.initialState() : s.apply(Chance.randomMove(s, buffer, random));
      sink += s.hash();
    }
    long before = allocated();
    int played = 0;
    for (int i = 0; i < plies; i++) {
      if (s.isTerminal()) {
        s = game.initialState();
      } else {
        s = s.apply(Chance.randomMove(s, buffer, random));
        played++;
      }
      sink += s.hash();
    }
    double perPly = (allocated() - before) / (double) played;
    // Kept, so that the hashes (and the states) are not optimized away.
    consumed = sink;
    return perPly;
  }

  /**
   * Steps a vector environment with random legal actions, warmed up, and returns the bytes its
   * measured steps allocated beyond {@code perPly} for each ply they played.
   *
   * @param encoding the game's encoding
   * @param direct whether the batch is direct memory (else Java arrays)
   * @param envs the games stepped together
   * @param steps the steps measured (as many again warm up)
   * @param maxSteps the environment's step limit (0 for none): a limit keeps the repetition
   *     tables, grown in the warm-up to the longest episode, in their steady state
   * @param perPly the bytes a ply costs by itself ({@link #bytesPerPly})
   * @param seed the seed of the environment and of the actions
   * @param <S> the state type
   * @return the bytes beyond the states
   */
  public static <S extends GameState<S>> double vectorEnvBytesBeyondStates(Encoding<S> encoding,
      boolean direct, int envs, int steps, int maxSteps, double perPly, long seed) {
    VectorEnv<S> env = VectorEnv.builder(encoding).envs(envs).maxSteps(maxSteps).build();
    Batch b = direct ? Batch.direct(env) : Batch.allocate(env);
    env.reset(seed, b);
    SplittableRandom random = new SplittableRandom(seed);
    int[] actions = new int[envs];
    for (int t = 0; t < steps; t++) {
      env.randomActions(random, actions);
      env.step(actions, b);
    }
    long start = allocated();
    long pliesBefore = env.totalPlies();
    for (int t = 0; t < steps; t++) {
      env.randomActions(random, actions);
      env.step(actions, b);
    }
    long bytes = allocated() - start;
    return bytes - (env.totalPlies() - pliesBefore) * perPly;
  }
}
