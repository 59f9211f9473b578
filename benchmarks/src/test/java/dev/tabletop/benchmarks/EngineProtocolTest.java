package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.TablebaseGenerator;
import dev.tabletop.jungle.TablebaseMaterial;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine command driven only through its protocol, in processes of its own: a whole game
 * between two engines, {@code stop} during {@code go infinite}, refusals of bad input, and the
 * tablebase answering a won ending, and the moves after a {@code fen} position reaching the
 * search's repetition rule.
 */
class EngineProtocolTest {

  /** One engine process, read line by line. */
  static final class Engine implements AutoCloseable {
    final Process process;
    final PrintWriter in;
    final BufferedReader out;

    Engine() throws IOException {
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      process = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
          Main.class.getName(), "engine").redirectError(ProcessBuilder.Redirect.DISCARD).start();
      in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
      out = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8));
    }

    void send(String line) {
      in.println(line);
    }

    /** The lines up to and including the first that starts with {@code prefix}. */
    List<String> until(String prefix) throws IOException {
      List<String> lines = new ArrayList<>();
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        lines.add(line);
        if (line.startsWith(prefix)) {
          return lines;
        }
      }
      throw new AssertionError("the engine ended before '" + prefix + "': " + lines);
    }

    @Override
    public void close() throws Exception {
      send("quit");
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  static String last(List<String> lines) {
    return lines.get(lines.size() - 1);
  }

  @Test
  void twoEnginesPlayAGameThroughTheProtocolAlone() throws Exception {
    try (Engine red = new Engine(); Engine blue = new Engine()) {
      for (Engine e : List.of(red, blue)) {
        e.send("jcei");
        List<String> hello = e.until("jceiok");
        assertThat(hello).anyMatch(l -> l.startsWith("id name "))
            .anyMatch(l -> l.startsWith("option name Level type combo"))
            .anyMatch(l -> l.startsWith("option name Hash type spin"))
            .anyMatch(l -> l.startsWith("option name Contempt type spin default 50"))
            .anyMatch(l -> l.startsWith("option name Tablebase type string"))
            .anyMatch(l -> l.startsWith("option name Threads type spin"));
        e.send("setoption name Level value hard");
        e.send("setoption name Hash value 8");
        e.send("isready");
        assertThat(e.until("readyok")).containsExactly("readyok");
      }
      GameHistory<JungleState> game = GameHistory.start(JungleRules.STANDARD);
      List<String> moves = new ArrayList<>();
      while (!game.isOver() && moves.size() < 50) {
        Engine mover = game.state().sideToMove().player() == 0 ? red : blue;
        mover.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ",
            moves)));
        mover.send("go nodes 3000");
        List<String> reply = mover.until("bestmove ");
        assertThat(reply).anyMatch(l -> l.matches("info depth \\d+ score (cp|mate) -?\\d+"
            + " nodes \\d+ time \\d+ nps \\d+ pv( [a-g][1-9][a-g][1-9])+"));
        String move = last(reply).substring("bestmove ".length());
        var next = game.play(move);
        assertThat(next.isRight()).as("legal: " + move + " after " + moves).isTrue();
        game = next.get();
        moves.add(move);
      }
      assertThat(moves).hasSizeGreaterThan(10);
    }
  }

  @Test
  void stopEndsAnInfiniteSearchWithItsBestMove() throws Exception {
    try (Engine e = new Engine()) {
      e.send("position startpos moves a3a4");
      e.send("go infinite");
      Thread.sleep(400);
      e.send("stop");
      List<String> reply = e.until("bestmove ");
      String move = last(reply).substring("bestmove ".length());
      JungleState s = JungleRules.STANDARD.initialState();
      s = s.apply(s.parseMove("a3a4").get());
      assertThat(s.parseMove(move).isRight()).isTrue();
      assertThat(reply).anyMatch(l -> l.startsWith("info depth"));
    }
  }

  @Test
  void badInputIsAnsweredAndLeavesThePosition() throws Exception {
    try (Engine e = new Engine()) {
      e.send("position fen 7/7/7/7/3e3/7/7/7/2R4 w");
      e.send("position startpos moves a3a4 a9a1");
      e.send("go depth 0");
      List<String> reply = e.until("bestmove");
      assertThat(reply.get(0)).startsWith("info string move 2 'a9a1'");
      assertThat(reply).anyMatch(l -> l.contains("depth 1 to 64"));
      assertThat(last(reply)).isEqualTo("bestmove (none)");
      e.send("frobnicate");
      e.send("setoption name Level value grandmaster");
      e.send("setoption name Contempt value 5000");
      e.send("go depth 2");
      reply = e.until("bestmove");
      assertThat(reply.get(0)).isEqualTo("info string unknown command 'frobnicate'");
      assertThat(reply.get(1)).isEqualTo("info string unknown level 'grandmaster'");
      assertThat(reply.get(2))
          .isEqualTo("info string Contempt must be -1000 to 1000, was '5000'");
      // Still the Rat's position of the first command: its move is the Rat's.
      assertThat(last(reply)).startsWith("bestmove c1");
    }
  }

  @Test
  void theTablebaseAnswersAWonEnding(@TempDir Path dir) throws Exception {
    TablebaseGenerator.generate(JungleRules.STANDARD, dir,
        List.of(TablebaseMaterial.parse("LvR").get()), 1, r -> { });
    JungleState s = JungleRules.STANDARD.position("7/7/7/7/7/7/3L3/3r3/7 w").get();
    var tb = JungleTablebase.open(JungleRules.STANDARD, dir);
    var best = tb.bestMoves(s).get().map(s::moveText);
    try (Engine e = new Engine()) {
      e.send("setoption name Tablebase value " + dir);
      e.send("position fen 7/7/7/7/7/7/3L3/3r3/7 w");
      e.send("go movetime 50");
      List<String> reply = e.until("bestmove ");
      assertThat(reply).anyMatch(l -> l.contains("score mate ") && l.contains("tablebase win"));
      assertThat(best).contains(last(reply).substring("bestmove ".length()));
    }
  }

  /** A game of Khó (Red) against Dễ (Blue) in which Red has come out ahead. */
  static final String[] OPENING = {"g3f3", "g9g8", "f3f4", "b8b7", "g1g2", "c7d7", "g2g3", "g7g6",
      "g3f3", "e7f7", "e3d3", "b7c7", "f3e3", "f8e8"};

  /** The moves from the position after the opening: a cycle three times, then three plies more. */
  static List<String> shuffle(String... cycle) {
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      moves.addAll(List.of(cycle));
    }
    moves.addAll(List.of(cycle).subList(0, 3));
    return moves;
  }

  /** The engine's move at Khó in 30,000 nodes after {@code position <position>}. */
  static String bestmove(Engine e, String position) throws IOException {
    e.send("position " + position);
    e.send("go nodes 30000");
    return last(e.until("bestmove ")).substring("bestmove ".length());
  }

  @Test
  void theMovesAfterAFenPositionReachTheSearchsRepetitionRule() throws Exception {
    GameHistory<JungleState> game = GameHistory.start(JungleRules.STANDARD);
    for (String m : OPENING) {
      game = game.play(m).get();
    }
    String fen = "fen " + game.state();
    // Blue is behind: its g5g6 brings the position after the opening to its 5th occurrence,
    // counted from the fen position on.
    List<String> claim = shuffle("a1b1", "g6g5", "b1a1", "g5g6");
    // Red is ahead: after b1 its e2e3 would bring a position to its 5th occurrence.
    List<String> avoid = new ArrayList<>(List.of("a1b1"));
    avoid.addAll(shuffle("g6g5", "e3e2", "g5g6", "e2e3"));
    try (Engine e = new Engine()) {
      e.send("setoption name Level value hard");
      e.send("setoption name Hash value 16");
      String claimed = bestmove(e, fen + " moves " + String.join(" ", claim));
      String avoided = bestmove(e, fen + " moves " + String.join(" ", avoid));
      // The same positions without the moves that led there: nothing is repeated.
      String[] alone = new String[2];
      int k = 0;
      for (List<String> line : List.of(claim, avoid)) {
        GameHistory<JungleState> h = GameHistory.startAt(game.state());
        for (String m : line) {
          h = h.play(m).get();
        }
        e.send("newgame");
        alone[k++] = bestmove(e, "fen " + h.state());
      }
      assertThat(claimed).isEqualTo("g5g6");
      assertThat(alone[0]).isNotEqualTo("g5g6");
      assertThat(avoided).isNotEqualTo("e2e3");
      assertThat(alone[1]).isEqualTo("e2e3");
    }
  }

  @Test
  void engineMatchRefereesTwoProtocolEngines(@TempDir Path dir) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String engine = "'" + java + "' -Xmx256m -cp '" + System.getProperty("java.class.path")
        + "' " + Main.class.getName() + " engine";
    var out = new java.io.ByteArrayOutputStream();
    var err = new java.io.ByteArrayOutputStream();
    int status = Main.run(new String[] {"engine-match", "--first", engine, "--second", engine,
        "--games", "2", "--movetime", "20", "--max-plies", "24", "--seed", "3", "--record",
        dir.resolve("games.txt").toString()},
        new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
        new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(text).contains("game 1: first plays Red").contains("game 2: first plays Blue")
        .containsPattern("first: \\d+ wins, \\d+ draws, \\d+ losses of 2");
    assertThat(text).doesNotContain("illegal move");
    // The record replays: each game's moves are legal from the start and end as it says.
    List<String> record = Files.readAllLines(dir.resolve("games.txt"));
    assertThat(record).hasSize(2);
    for (String line : record) {
      GameHistory<JungleState> game = GameHistory.start(JungleRules.STANDARD);
      String[] moves = line.substring(line.indexOf("; moves ") + 8).split(" ");
      for (String m : moves) {
        game = game.play(m).get();
      }
      assertThat(line).contains(game.isOver() ? game.returns(0) > 0 ? "Red wins" : "Blue wins"
          : "draw (ply cap)");
      assertThat(moves.length).isLessThanOrEqualTo(24);
    }
  }

  @Test
  void engineMatchDrawsAfterThePliesWithoutACaptureItIsGiven() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String engine = "'" + java + "' -Xmx256m -cp '" + System.getProperty("java.class.path")
        + "' " + Main.class.getName() + " engine";
    var out = new java.io.ByteArrayOutputStream();
    var err = new java.io.ByteArrayOutputStream();
    // From the start no capture can come before the fourth ply: three plies draw.
    int status = Main.run(new String[] {"engine-match", "--first", engine, "--second", engine,
        "--games", "2", "--movetime", "20", "--openings", "0", "--draw-without-capture", "3"},
        new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
        new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(text.lines()
        .filter(l -> l.contains("draw (3 plies without a capture, after 3 plies)"))).hasSize(2);
    assertThat(text).contains("first: 0 wins, 2 draws, 0 losses of 2");
    var bad = new java.io.ByteArrayOutputStream();
    assertThat(Main.run(new String[] {"engine-match", "--first", engine, "--second", engine,
        "--draw-without-capture", "-1"}, new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
        new java.io.PrintStream(bad, true, StandardCharsets.UTF_8))).isEqualTo(2);
    assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--draw-without-capture 0 or more");
  }

  @Test
  void engineMatchRefusesAMissingEngine() throws Exception {
    var err = new java.io.ByteArrayOutputStream();
    int status = Main.run(new String[] {"engine-match", "--first", "x"},
        new java.io.PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(status).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--first and --second are required");
  }
}
