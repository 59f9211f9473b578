package dev.tabletop.benchmarks;

import dev.tabletop.core.GameState;
import dev.tabletop.core.tools.Perft;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleState;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Jungle perft from the start position, bulk-counted ({@link Jungle#perft}: the moves at the last
 * ply counted, not applied nor written out) and counting every leaf (core's generic {@link Perft},
 * every leaf one {@code apply}), with the rules file's convention for terminal positions; the
 * {@code leaves} counter gives leaves per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
@State(Scope.Thread)
public class PerftBenchmarks {

  /** Whether the last ply is bulk-counted. */
  @Param({"true", "false"})
  public boolean bulk;

  /** The depth of the tree. */
  @Param({"5"})
  public int depth;

  @SuppressWarnings("rawtypes")
  private Perft perft;
  @SuppressWarnings("rawtypes")
  private GameState start;

  /** Leaves counted, reported by JMH as leaves per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Leaves {
    /** Leaves counted in the iteration. */
    public long leaves;

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void reset() {
      leaves = 0;
    }
  }

  /** Makes the start position and the counter. */
  @Setup
  @SuppressWarnings({"unchecked", "rawtypes"})
  public void setUp() {
    start = Games.ALL.require("jungle()").initialState();
    perft = Perft.of(start, depth, bulk);
  }

  /**
   * Counts the tree once.
   *
   * @param counter the leaves counter
   * @return the leaf count
   */
  @Benchmark
  @SuppressWarnings("unchecked")
  public long perft(Leaves counter) {
    long n = bulk ? Jungle.perft((JungleState) start, depth) : perft.perft(start, depth);
    counter.leaves += n;
    return n;
  }
}
