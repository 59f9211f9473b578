package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.json.GameCodec;
import dev.tabletop.json.MoveMessage;
import dev.tabletop.json.WireFormat;
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
 * The wire format on a server's path, over a seeded corpus of positions where a seat is to move
 * (from whole random games, see {@link Corpus}): writing the seat's {@code view} message (its
 * view and its legal moves), parsing such a message back to a JSON tree (what a client or a
 * relay does), and reading a {@code move} message sent in, checked against the state.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class WireBenchmarks {
  /** The variant, as a spec. */
  @Param({"jungle()", "ludo(players=4)", "domino(players=2)", "domino(players=4)"})
  public String spec;

  private static final int SIZE = 1024;

  private GameState<?>[] states;
  private String[] views;
  private String[] moves;
  @SuppressWarnings("rawtypes")
  private GameCodec codec;
  private int next;

  /** Builds the corpus from a fixed seed, keeping the positions where a seat is to move. */
  @Setup
  @SuppressWarnings("unchecked")
  public void setUp() {
    Game<?> game = Games.ALL.require(spec);
    codec = WireFormat.codec(game.name()).get();
    Corpus corpus = Corpus.of(game, 4 * SIZE, 20261204L);
    states = new GameState<?>[SIZE];
    views = new String[SIZE];
    moves = new String[SIZE];
    int n = 0;
    for (int i = 0; i < corpus.states.length && n < SIZE; i++) {
      GameState<?> s = corpus.states[i];
      if (s.currentPlayer() >= 0) {
        states[n] = s;
        views[n] = codec.writeView(s, s.currentPlayer());
        moves[n] = WireFormat.writeMove(MoveMessage.text(i, s.moveText(corpus.moves[i])));
        n++;
      }
    }
    if (n < SIZE) {
      throw new IllegalStateException("only " + n + " positions with a seat to move");
    }
  }

  /**
   * Writes the view message of the next position for the seat to move, legal moves included.
   *
   * @return the message
   */
  @Benchmark
  @SuppressWarnings("unchecked")
  public String writeView() {
    GameState<?> s = states[next++ & (SIZE - 1)];
    return codec.writeView(s, s.currentPlayer());
  }

  /**
   * Parses the next view message to a JSON tree and reads its type.
   *
   * @return the type
   */
  @Benchmark
  public Object parseView() {
    return WireFormat.type(views[next++ & (SIZE - 1)]);
  }

  /**
   * Reads the next move message and checks it against its state.
   *
   * @return the code, or the refusal
   */
  @Benchmark
  @SuppressWarnings("unchecked")
  public Object readMove() {
    int i = next++ & (SIZE - 1);
    return codec.readMove(moves[i], states[i], states[i].currentPlayer());
  }
}
