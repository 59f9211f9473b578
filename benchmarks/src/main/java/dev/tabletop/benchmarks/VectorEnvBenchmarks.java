package dev.tabletop.benchmarks;

import dev.tabletop.core.GameState;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.VectorEnv;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The vector environment in self-play: {@value #ENVS} games stepped together with uniformly random
 * legal actions, every observation and mask written into the batch, chance drawn and finished
 * games restarted inside the step. One operation is one environment step (one action of one
 * game), so the score is steps per second and {@code gc.alloc.rate.norm} bytes per step (the
 * states a step plays through; nothing else is allocated). {@code batch=direct} writes into direct
 * memory, as the Python package does; {@code observations=whole} writes every observation whole
 * instead of rewriting what changed.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class VectorEnvBenchmarks {
  /** The games stepped together. */
  static final int ENVS = 64;

  /** The variant, as a spec. */
  @Param({"jungle()", "ludo(players=4)", "domino(players=4)", "domino(players=2)"})
  public String spec;

  /** Where the batch lives: {@code heap} arrays or {@code direct} memory. */
  @Param({"heap", "direct"})
  public String batch;

  /**
   * How observations are written: {@code rewrite} changes only what each step changed (the
   * default), {@code whole} writes every float at every step.
   */
  @Param({"rewrite", "whole"})
  public String observations;

  @SuppressWarnings("rawtypes")
  private VectorEnv env;
  private Batch out;
  private int[] actions;
  private SplittableRandom random;

  /** Builds the environments and starts their games. */
  @Setup
  @SuppressWarnings({"unchecked", "rawtypes"})
  public void setUp() {
    Encoding encoding = Games.encoding(spec);
    env = VectorEnv.<GameState>builder(encoding).envs(ENVS)
        .incrementalObservations("rewrite".equals(observations)).build();
    out = "direct".equals(batch) ? Batch.direct(env) : Batch.allocate(env);
    env.reset(20261204L, out);
    actions = new int[ENVS];
    random = new SplittableRandom(7);
  }

  /**
   * Chooses a random legal action in each game and steps them all.
   *
   * @return the plies played so far, so the step is not dead code
   */
  @Benchmark
  @OperationsPerInvocation(ENVS)
  public long step() {
    env.randomActions(random, actions);
    env.step(actions, out);
    return env.totalPlies();
  }
}
