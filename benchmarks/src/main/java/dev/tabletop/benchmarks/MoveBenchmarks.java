package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal-move generation and apply, each over a seeded corpus of positions from whole random games
 * (see {@link Corpus}), cycled in play order. The {@code positions} parameter picks the big corpus
 * (65,536 positions, the honest figure) or the small one of earlier figures (4,096 positions,
 * which the branch predictor partly learns). Generation must allocate nothing; apply allocates one
 * state.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class MoveBenchmarks extends VariantBenchmark {
  /** The corpus size: {@link Corpus#BIG} or {@link Corpus#SMALL}. */
  @Param({"65536", "4096"})
  public int positions;

  private GameState<?>[] states;
  private int[] moves;
  private MoveBuffer buffer;
  private int mask;
  private int next;

  /** Builds the corpus from a fixed seed. */
  @Setup
  public void setUp() {
    Game<?> game = Games.ALL.require(spec);
    Corpus corpus = Corpus.of(game, positions, 20261129L);
    states = corpus.states;
    moves = corpus.moves;
    buffer = MoveBuffer.forGame(game);
    mask = positions - 1;
    if ((positions & mask) != 0) {
      throw new IllegalArgumentException("positions must be a power of two, was " + positions);
    }
  }

  /**
   * Generates the legal moves of the next corpus position.
   *
   * @return the number of moves, so the work is not dead code
   */
  @Benchmark
  public int generate() {
    int i = next++ & mask;
    states[i].legalMoves(buffer);
    return buffer.size();
  }

  /**
   * Applies the chosen move to the next corpus position.
   *
   * @return the new state
   */
  @Benchmark
  public Object apply() {
    int i = next++ & mask;
    return states[i].apply(moves[i]);
  }
}
