package dev.tabletop.benchmarks;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Side;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * A Cờ Thú match between two engine processes that speak the engine protocol (docs/engine.md),
 * refereed by the library: each game starts from a few seeded random plies, each opening is played
 * twice with the colours swapped, every move is checked (an illegal or missing move loses the
 * game), and a game ends by the rules (den, captures, no move, the fifth repetition) or is drawn
 * at the ply cap, or, when asked, after some plies without a capture (the rule some engines
 * keep: jungine answers no move, {@code bestmove 0000}, once 200 plies have passed without one).
 *
 * <pre>
 * java -jar benchmarks.jar engine-match --first CMD --second CMD [--games N] [--movetime MS]
 *                                       [--openings PLIES] [--max-plies P] [--seed S]
 *                                       [--draw-without-capture PLIES] [--record FILE]
 * </pre>
 *
 * <p>{@code --record FILE} writes each game to a file as it ends, a line each: the number, the
 * result and its reason, and every move from the start in the standard coordinates (what a
 * {@code position startpos moves …} command replays).
 */
final class EngineMatchCommand {
  private EngineMatchCommand() {}

  static final String USAGE = "usage: java -jar benchmarks.jar engine-match --first CMD"
      + " --second CMD [--games N] [--movetime MS] [--openings PLIES] [--max-plies P] [--seed S]"
      + " [--draw-without-capture PLIES] [--record FILE]";

  /** One engine process. */
  private static final class Engine implements AutoCloseable {
    final String command;
    final Process process;
    final PrintWriter in;
    final BufferedReader out;

    Engine(String command) throws IOException {
      this.command = command;
      process = new ProcessBuilder("sh", "-c", command)
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
      out = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8));
      send("jcei");
      until("jceiok");
      send("isready");
      until("readyok");
    }

    void send(String line) {
      in.println(line);
    }

    String until(String prefix) throws IOException {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.startsWith(prefix)) {
          return line;
        }
      }
      throw new IOException("'" + command + "' ended before '" + prefix + "'");
    }

    @Override
    public void close() throws InterruptedException {
      send("quit");
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    String first = null;
    String second = null;
    int games = 10;
    long movetime = 100;
    int openings = 4;
    int maxPlies = 300;
    long seed = 1;
    int quiet = 0;
    java.nio.file.Path record = null;
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--first" -> first = args[++i];
          case "--second" -> second = args[++i];
          case "--games" -> games = Integer.parseInt(args[++i]);
          case "--movetime" -> movetime = Long.parseLong(args[++i]);
          case "--openings" -> openings = Integer.parseInt(args[++i]);
          case "--max-plies" -> maxPlies = Integer.parseInt(args[++i]);
          case "--seed" -> seed = Long.parseLong(args[++i]);
          case "--draw-without-capture" -> quiet = Integer.parseInt(args[++i]);
          case "--record" -> record = java.nio.file.Path.of(args[++i]);
          default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
        }
      }
      if (first == null || second == null) {
        throw new IllegalArgumentException("--first and --second are required");
      }
      if (games < 1 || movetime < 1 || openings < 0 || maxPlies < 1 || quiet < 0) {
        throw new IllegalArgumentException("--games, --movetime and --max-plies must be positive,"
            + " --openings and --draw-without-capture 0 or more");
      }
    } catch (ArrayIndexOutOfBoundsException | IllegalArgumentException e) {
      err.println("engine-match: " + (e instanceof ArrayIndexOutOfBoundsException
          ? "an option lacks its value" : e.getMessage()));
      err.println(USAGE);
      return 2;
    }
    JungleRules rules = JungleRules.STANDARD;
    SplittableRandom random = new SplittableRandom(seed);
    int[] score = new int[3]; // first's wins, draws, second's wins
    int[] firstAsRed = new int[3];
    try (Engine a = new Engine(first); Engine b = new Engine(second);
        PrintWriter log = record == null ? null : new PrintWriter(java.nio.file.Files
            .newBufferedWriter(record, StandardCharsets.UTF_8), true)) {
      List<String> opening = List.of();
      for (int g = 0; g < games; g++) {
        if (g % 2 == 0) {
          opening = opening(rules, random, openings);
        }
        boolean aIsRed = g % 2 == 0;
        Engine red = aIsRed ? a : b;
        Engine blue = aIsRed ? b : a;
        red.send("newgame");
        blue.send("newgame");
        String[] why = new String[1];
        List<String> played = new ArrayList<>();
        int result = play(rules, opening, red, blue, movetime, maxPlies, quiet, why, played);
        // result: 0 Red won, 1 Blue won, 2 draw; as the first engine sees it:
        int forFirst = result == 2 ? 1 : (result == 0) == aIsRed ? 0 : 2;
        score[forFirst]++;
        if (aIsRed) {
          firstAsRed[forFirst]++;
        }
        out.printf(Locale.ROOT, "game %d: first plays %s, %s (%s), opening %s%n", g + 1,
            aIsRed ? "Red" : "Blue", new String[] {"first wins", "draw", "second wins"}[forFirst],
            why[0], String.join(" ", opening));
        out.flush();
        if (log != null) {
          log.printf(Locale.ROOT, "game %d: %s (%s), first plays %s; moves %s%n", g + 1,
              new String[] {"Red wins", "Blue wins", "draw"}[result], why[0],
              aIsRed ? "Red" : "Blue", String.join(" ", played));
        }
      }
    } catch (IOException e) {
      err.println("engine-match: " + e.getMessage());
      return 1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
    int n = score[0] + score[1] + score[2];
    out.printf(Locale.ROOT, "first: %d wins, %d draws, %d losses of %d (score %.1f%%);"
        + " as Red %d/%d/%d%n", score[0], score[1], score[2], n,
        100.0 * (score[0] + 0.5 * score[1]) / n, firstAsRed[0], firstAsRed[1], firstAsRed[2]);
    return 0;
  }

  /** A few random legal plies from the start that do not end the game. */
  private static List<String> opening(JungleRules rules, SplittableRandom random, int plies) {
    JungleState s = rules.initialState();
    MoveBuffer moves = MoveBuffer.forGame(rules);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < plies && !s.isTerminal(); i++) {
      s.legalMoves(moves);
      int move = moves.get(random.nextInt(moves.size()));
      out.add(s.moveText(move));
      s = s.apply(move);
    }
    return List.copyOf(out);
  }

  /**
   * Plays a game; returns 0 Red won, 1 Blue won, 2 draw, with the reason in {@code why[0]}. With
   * {@code quiet} above 0, a game that has gone that many plies without a capture is drawn.
   */
  private static int play(JungleRules rules, List<String> opening, Engine red, Engine blue,
      long movetime, int maxPlies, int quiet, String[] why, List<String> moves)
      throws IOException {
    GameHistory<JungleState> game = GameHistory.start(rules);
    int sinceCapture = 0;
    for (String m : opening) {
      GameHistory<JungleState> next = game.play(m).get();
      sinceCapture = animals(next.state()) < animals(game.state()) ? 0 : sinceCapture + 1;
      game = next;
      moves.add(m);
    }
    while (!game.isOver()) {
      if (moves.size() >= maxPlies) {
        why[0] = "ply cap";
        return 2;
      }
      if (quiet > 0 && sinceCapture >= quiet) {
        why[0] = quiet + " plies without a capture, after " + moves.size() + " plies";
        return 2;
      }
      Engine mover = game.state().sideToMove().player() == 0 ? red : blue;
      mover.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ",
          moves)));
      mover.send("go movetime " + movetime);
      String reply = mover.until("bestmove");
      String move = reply.substring("bestmove".length()).strip().split("\\s+")[0];
      var next = game.play(move);
      if (next.isLeft()) {
        why[0] = "illegal move '" + move + "' by " + game.state().sideToMove().title() + " in "
            + game.state() + " after " + moves.size() + " plies (" + sinceCapture
            + " without a capture): " + next.getLeft().message() + "; moves "
            + String.join(" ", moves);
        return 1 - game.state().sideToMove().player();
      }
      sinceCapture = animals(next.get().state()) < animals(game.state()) ? 0 : sinceCapture + 1;
      game = next.get();
      moves.add(move);
    }
    int r0 = game.returns(0);
    why[0] = game.isDrawnByRepetition() ? "repetition after " + moves.size() + " plies"
        : game.state().endReason() + " after " + moves.size() + " plies";
    return r0 > 0 ? 0 : r0 < 0 ? 1 : 2;
  }

  private static int animals(JungleState s) {
    return Long.bitCount(s.occupancy(Side.RED) | s.occupancy(Side.BLUE));
  }
}
