package dev.tabletop.benchmarks;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Evaluation;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Oracle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.players.JungleEvaluation;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.jungle.players.TablebaseOracle;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * A Cờ Thú engine on standard input and output, speaking the UCI-like protocol of public Jungle
 * engines ({@code jcei}, {@code position}, {@code go}, {@code bestmove}): see docs/engine.md for
 * every command. One search at a time runs on its own thread, so {@code stop}, {@code isready}
 * and {@code quit} are read while it thinks.
 *
 * <pre>
 * java -jar benchmarks.jar engine
 * </pre>
 */
final class EngineCommand {
  /** The name the engine gives in {@code id name}. */
  static final String NAME = "tabletop-jungle 0.1";
  /** A time slice of {@code go infinite}: the first; each next one is twice as long. */
  private static final long FIRST_SLICE_MS = 100;

  private final PrintStream out;
  private JungleRules rules = JungleRules.STANDARD;
  private JungleLevel level = JungleLevel.MASTER;
  private int hashMb = 64;
  /**
   * What a draw costs the engine's side, in the evaluation's units (a Cat is 200): enough that it
   * plays on rather than repeat in a position it judges about level, as a match against a weaker
   * engine wants; 0 scores draws as the levels do.
   */
  static final int DEFAULT_CONTEMPT = 50;
  private int contempt = DEFAULT_CONTEMPT;
  private String tablebasePath = "";
  private JungleTablebase tablebase;
  private AlphaBeta<JungleState> player;
  /**
   * The position with its history: from the start, or from the {@code fen} position given (its
   * earlier moves unknown), so that the search's repetition rule sees every move sent.
   */
  private GameHistory<JungleState> history;
  private JungleState state;
  private Thread search;
  private volatile boolean stopRequested;
  private long seed = 1;

  private EngineCommand(PrintStream out) {
    this.out = out;
    this.history = GameHistory.start(rules);
    this.state = history.state();
  }

  static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    if (args.length > 0) {
      err.println("engine: takes no options (set them with setoption); was " + args[0]);
      return 2;
    }
    EngineCommand engine = new EngineCommand(out);
    try (BufferedReader reader = new BufferedReader(
        new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!engine.command(line.strip())) {
          break;
        }
      }
    } catch (IOException e) {
      err.println("engine: " + e.getMessage());
      return 1;
    }
    // Quit (or the end of input) does not wait for a search: its thread dies with the JVM.
    engine.stopRequested = true;
    return 0;
  }

  private synchronized void send(String line) {
    out.println(line);
    out.flush();
  }

  /** Runs one command line; false to quit. */
  boolean command(String line) {
    if (line.isEmpty()) {
      return true;
    }
    String[] t = line.split("\\s+");
    switch (t[0]) {
      case "jcei", "uci" -> {
        send("id name " + NAME);
        send("id author the tabletop authors");
        send("option name Level type combo default " + level.id()
            + Arrays.stream(JungleLevel.values()).map(l -> " var " + l.id())
                .reduce("", String::concat));
        send("option name Hash type spin default 64 min 1 max 4096");
        send("option name Contempt type spin default " + DEFAULT_CONTEMPT
            + " min -1000 max 1000");
        send("option name Threads type spin default 1 min 1 max 1");
        send("option name Tablebase type string default <empty>");
        send("option name Rules type string default " + JungleRules.STANDARD.spec());
        send(t[0].equals("uci") ? "uciok" : "jceiok");
      }
      case "isready" -> send("readyok");
      case "setoption" -> setOption(line);
      case "newgame", "ucinewgame", "jceinewgame" -> {
        halt();
        if (player != null) {
          player.newGame();
        }
      }
      case "position" -> position(t);
      case "go" -> go(t);
      case "stop" -> halt();
      case "d" -> send(state.diagram().stripTrailing());
      case "quit" -> {
        return false;
      }
      default -> send("info string unknown command '" + t[0] + "'");
    }
    return true;
  }

  private void setOption(String line) {
    halt();
    // setoption name <Name> value <Value...>
    String rest = line.substring("setoption".length()).strip();
    if (!rest.startsWith("name ")) {
      send("info string setoption needs 'name <option> value <value>'");
      return;
    }
    rest = rest.substring(5);
    int at = rest.indexOf(" value ");
    String name = (at < 0 ? rest : rest.substring(0, at)).strip().toLowerCase(Locale.ROOT);
    String value = at < 0 ? "" : rest.substring(at + 7).strip();
    switch (name) {
      case "level" -> {
        var l = Level.ofId(value.toLowerCase(Locale.ROOT));
        if (l.isEmpty()) {
          send("info string unknown level '" + value + "'");
          return;
        }
        level = JungleLevel.of(l.get());
        player = null;
      }
      case "hash" -> {
        try {
          int mb = Integer.parseInt(value);
          if (mb < 1 || mb > 4096) {
            throw new NumberFormatException();
          }
          hashMb = mb;
          player = null;
        } catch (NumberFormatException e) {
          send("info string Hash must be 1 to 4096 (MB), was '" + value + "'");
        }
      }
      case "contempt" -> {
        try {
          int c = Integer.parseInt(value);
          if (Math.abs(c) > 1000) {
            throw new NumberFormatException();
          }
          contempt = c;
          player = null;
        } catch (NumberFormatException e) {
          send("info string Contempt must be -1000 to 1000, was '" + value + "'");
        }
      }
      case "threads" -> {
        if (!value.equals("1")) {
          send("info string the search uses one thread; Threads stays 1");
        }
      }
      case "tablebase" -> {
        tablebasePath = value.equals("<empty>") ? "" : value;
        tablebase = tablebasePath.isEmpty() ? null
            : JungleTablebase.open(rules, Path.of(tablebasePath));
        player = null;
      }
      case "rules" -> {
        var r = JungleRules.parse(value);
        if (r.isLeft()) {
          send("info string " + r.getLeft().message());
          return;
        }
        rules = r.get();
        player = null;
        tablebase = tablebasePath.isEmpty() ? null
            : JungleTablebase.open(rules, Path.of(tablebasePath));
        history = GameHistory.start(rules);
        state = history.state();
      }
      default -> send("info string unknown option '" + name + "'");
    }
  }

  private void position(String[] t) {
    halt();
    int i;
    GameHistory<JungleState> h;
    if (t.length > 1 && t[1].equals("startpos")) {
      h = GameHistory.start(rules);
      i = 2;
    } else if (t.length > 3 && t[1].equals("fen")) {
      var parsed = rules.position(t[2] + " " + t[3]);
      if (parsed.isLeft()) {
        send("info string " + parsed.getLeft().message());
        return;
      }
      h = GameHistory.startAt(parsed.get());
      i = 4;
    } else {
      send("info string position needs 'startpos' or 'fen <board> <w|b>', then 'moves ...'");
      return;
    }
    if (i < t.length) {
      if (!t[i].equals("moves")) {
        send("info string expected 'moves' after the position, found '" + t[i] + "'");
        return;
      }
      for (int k = i + 1; k < t.length; k++) {
        var next = h.play(t[k]);
        if (next.isLeft()) {
          send("info string move " + (k - i) + " '" + t[k] + "': " + next.getLeft().message());
          return;
        }
        h = next.get();
      }
    }
    history = h;
    state = h.state();
  }

  private void go(String[] t) {
    halt();
    if (history.isOver()) {
      send("info string the game is over");
      send("bestmove (none)");
      return;
    }
    long movetime = -1;
    long nodes = -1;
    int depth = -1;
    boolean infinite = false;
    long[] clock = {-1, -1};
    long[] inc = {0, 0};
    try {
      for (int i = 1; i < t.length; i++) {
        switch (t[i]) {
          case "movetime" -> movetime = Long.parseLong(t[++i]);
          case "nodes" -> nodes = Long.parseLong(t[++i]);
          case "depth" -> depth = Integer.parseInt(t[++i]);
          case "infinite" -> infinite = true;
          case "wtime" -> clock[0] = Long.parseLong(t[++i]);
          case "btime" -> clock[1] = Long.parseLong(t[++i]);
          case "winc" -> inc[0] = Long.parseLong(t[++i]);
          case "binc" -> inc[1] = Long.parseLong(t[++i]);
          case "movestogo" -> i++;
          default -> throw new IllegalArgumentException("unknown go parameter '" + t[i] + "'");
        }
      }
      if (movetime == 0 || nodes == 0 || depth == 0 || depth > 64) {
        throw new IllegalArgumentException("movetime and nodes must be positive, depth 1 to 64");
      }
    } catch (RuntimeException e) {
      send("info string " + (e instanceof IllegalArgumentException && !(e
          instanceof NumberFormatException) ? e.getMessage() : "go: a parameter lacks its number"));
      send("bestmove (none)");
      return;
    }
    int side = state.sideToMove().player();
    Budget budget;
    if (movetime > 0) {
      budget = Budget.millis(movetime);
    } else if (nodes > 0) {
      budget = Budget.nodes(nodes);
    } else if (clock[side] >= 0) {
      // A slice of what is left, with most of the increment, and never more than half the clock.
      long ms = clock[side] / 30 + inc[side] * 3 / 4;
      budget = Budget.millis(Math.max(5, Math.min(ms, clock[side] / 2)));
    } else if (depth > 0 || infinite) {
      budget = Budget.nodes(Long.MAX_VALUE);
    } else {
      budget = level.budget();
    }
    int maxDepth = depth;
    boolean slices = infinite;
    stopRequested = false;
    search = new Thread(() -> think(budget, maxDepth, slices), "engine-search");
    search.setDaemon(true);
    search.start();
  }

  private AlphaBeta<JungleState> player(int maxDepth) {
    int bits = 63 - Long.numberOfLeadingZeros((long) hashMb << 20 >> 4);
    AlphaBeta.Config c = level.config(level.budget()).withTableBits(bits)
        .withContempt(contempt);
    if (maxDepth > 0) {
      return new AlphaBeta<>(rules, new JungleEvaluation(rules), new AlphaBeta.Config(c.name(),
          maxDepth, c.tableBits(), c.noise(), c.quiescence(), c.reductions(), c.budget(),
          contempt), oracle());
    }
    if (player == null) {
      player = new AlphaBeta<>(rules, new JungleEvaluation(rules), c, oracle());
    }
    return player;
  }

  /** The tables as the search's oracle when the Tablebase option names some, else none. */
  private Oracle<JungleState> oracle() {
    int largest = tablebase == null ? 0 : tablebase.largest();
    return largest == 0 ? null : new TablebaseOracle(tablebase, largest);
  }

  /** The search thread: the tablebase first, then the search, then {@code bestmove}. */
  private void think(Budget budget, int maxDepth, boolean slices) {
    // The tables know nothing of the history: where a move would draw by repetition, the search
    // (which scores such a move 0, and asks the tables below it) decides instead.
    if (tablebase != null && !aMoveDrawsByRepetition()) {
      var best = tablebase.bestMoves(state);
      var value = tablebase.probe(state);
      if (best.isRight() && !best.get().isEmpty()) {
        int move = best.get().head();
        JungleTablebase.Value v = value.get();
        String score = v.outcome() == JungleTablebase.Outcome.DRAW ? "cp 0"
            : "mate " + (v.outcome() == JungleTablebase.Outcome.WIN ? (v.distance() + 1) / 2
                : -(v.distance() / 2));
        send("info depth " + Math.max(1, v.distance()) + " score " + score
            + " nodes 0 time 0 pv " + state.moveText(move) + " string tablebase " + v);
        waitIfInfinite(slices);
        send("bestmove " + state.moveText(move));
        return;
      }
    }
    AlphaBeta<JungleState> searcher = player(maxDepth);
    Analysis last = null;
    long slice = FIRST_SLICE_MS;
    long start = System.nanoTime();
    do {
      Budget b = slices ? Budget.millis(slice) : budget;
      Analysis a = searcher.bestLine(history, b, seed);
      last = a;
      info(a, (System.nanoTime() - start) / 1_000_000);
      slice *= 2;
    } while (slices && !stopRequested);
    seed++;
    send("bestmove " + state.moveText(last.best()));
  }

  /** Whether a legal move here reaches a position one occurrence short of the repetition limit. */
  private boolean aMoveDrawsByRepetition() {
    int limit = state.game().repetitionLimit();
    if (limit <= 0) {
      return false;
    }
    MoveBuffer moves = MoveBuffer.forGame(state.game());
    state.legalMoves(moves);
    for (int i = 0; i < moves.size(); i++) {
      JungleState next = state.apply(moves.get(i));
      if (!next.isTerminal() && history.occurrences(next.hash()) >= limit - 1) {
        return true;
      }
    }
    return false;
  }

  private void waitIfInfinite(boolean slices) {
    while (slices && !stopRequested) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private void info(Analysis a, long millis) {
    double s = a.hint().score();
    String score;
    if (Math.abs(s) > Evaluation.WIN / 2) {
      int plies = (int) (Evaluation.WIN - Math.abs(s));
      score = "mate " + (s > 0 ? (plies + 1) / 2 : -(plies / 2));
    } else {
      score = "cp " + Math.round(s);
    }
    StringBuilder pv = new StringBuilder();
    JungleState s2 = state;
    for (int move : a.principalVariation()) {
      if (s2.isTerminal() || !s2.isLegal(move)) {
        break;
      }
      pv.append(' ').append(s2.moveText(move));
      s2 = s2.apply(move);
    }
    send("info depth " + a.depth() + " score " + score + " nodes " + a.nodes() + " time "
        + millis + " nps " + Math.round(a.nodesPerSecond()) + " pv" + pv);
  }

  /** Stops a running search (it answers {@code bestmove}) and waits for it. */
  void halt() {
    Thread t = search;
    if (t == null) {
      return;
    }
    stopRequested = true;
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    search = null;
  }
}
