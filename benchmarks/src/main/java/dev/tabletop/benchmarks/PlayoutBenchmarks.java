package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.tools.Playout;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A whole random game from the initial state to the end (deal and dice included as chance
 * outcomes from a seeded generator): the score is games per second, and the {@code plies} counter
 * gives plies per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class PlayoutBenchmarks extends VariantBenchmark {


  @SuppressWarnings("rawtypes")
  private Playout playout;
  @SuppressWarnings("rawtypes")
  private GameState start;
  private SplittableRandom random;

  /** Plies played, reported by JMH as plies per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Plies {
    /** Moves and chance outcomes played in the iteration. */
    public long plies;

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void reset() {
      plies = 0;
    }
  }

  /** Makes the rules and a seeded generator. */
  @Setup
  @SuppressWarnings({"unchecked", "rawtypes"})
  public void setUp() {
    Game game = Games.ALL.require(spec);
    playout = new Playout(game, 100_000);
    start = game.initialState();
    random = new SplittableRandom(20261129L);
  }

  /**
   * Plays one random game.
   *
   * @param counter the plies counter
   * @return the result, so the game is not dead code
   */
  @Benchmark
  @SuppressWarnings("unchecked")
  public Object playout(Plies counter) {
    Playout.PlayoutResult<?> result = playout.play(start, random);
    counter.plies += result.plies();
    return result;
  }
}
