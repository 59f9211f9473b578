import com.sun.management.OperatingSystemMXBean;
import dev.tabletop.benchmarks.PeerWorkloads;
import game.Game;
import game.rules.play.moves.Moves;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import main.collections.FastArrayList;
import other.GameLoader;
import other.context.Context;
import other.move.Move;
import other.trial.Trial;

/**
 * tabletop's timing harness for Ludii, run by benchmarks/peers/run.sh with Ludii's classes (built
 * from its public sources in PEERS_DIR/Ludii) and tabletop's benchmarks.jar on one class path, so
 * that both engines run in this one JVM on one pinned core. It answers requests on standard input,
 * one a line, with "ok COUNT NANOS CPU_NANOS PROCESS_NANOS" (the count, the elapsed nanoseconds of
 * the work alone, the calling thread's CPU nanoseconds, the whole JVM's), as compare.py reads them:
 *
 * <pre>
 * perft DEPTH leaf   perft of Ludii's Jungle start, every leaf made: each move applied with
 *                    Ludii's Game.apply to a copy of its parent's Context
 * playouts N         N random Jungle games by Ludii's own Game.playout (no AI, no move
 *                    selector: Ludii picks uniformly at random); the count is the moves played
 * movegen N          N calls of Ludii's Game.moves, cycling over Jungle positions (Contexts)
 *                    from random games; its per-position cache is emptied before each call so
 *                    that each call generates
 * turns N pachisi    N random games of Ludii's Pachisi (four players) by Game.playout; the count
 *                    is the moves played (each a player's turn, its throw included)
 * tabletop REQUEST   REQUEST answered by tabletop's PeerWorkloads, in this JVM
 * quit               the end
 * </pre>
 *
 * Only Ludii's public classes are called; nothing of Ludii is in this file.
 */
public final class LudiiPeer {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
  /** The whole JVM's CPU time: the collector's and compiler's threads too (Ludii allocates more). */
  private static final OperatingSystemMXBean PROCESS =
      (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  /** Positions in the generation corpus, as many as tabletop's big corpus. */
  private static final int CORPUS = 1 << 16;

  private final Game jungle = GameLoader.loadGameFromName("/lud/board/race/reach/Jungle.lud");
  private final Context jungleStart = started(jungle);
  private Game pachisi;
  private Context pachisiStart;
  private Context[] corpus;
  private int nextPosition;
  /** Every move movegen listed, read by nothing: it keeps the generation live. */
  private long movesListed;

  private static Context started(Game game) {
    Context context = new Context(game, new Trial(game));
    game.start(context);
    return context;
  }

  /** The elapsed, thread CPU and process CPU nanoseconds now. */
  private static long[] now() {
    return new long[] {
      System.nanoTime(), CPU.getCurrentThreadCpuTime(), PROCESS.getProcessCpuTime()
    };
  }

  /** The answer: the count and the three clocks' nanoseconds since t0. */
  private static String timed(long count, long[] t0) {
    long[] t1 = now();
    return "ok " + count + " " + (t1[0] - t0[0]) + " " + (t1[1] - t0[1]) + " " + (t1[2] - t0[2]);
  }

  /** Perft with every leaf made: a copy of the parent's Context a move, the move applied to it. */
  private long perft(Context context, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (context.trial().over()) {
      return 0;
    }
    FastArrayList<Move> moves = jungle.moves(context).moves();
    long leaves = 0;
    for (int i = 0; i < moves.size(); i++) {
      Context child = new Context(context);
      jungle.apply(child, moves.get(i));
      leaves += perft(child, depth - 1);
    }
    return leaves;
  }

  /** Moves played in random games from a started Context, by Ludii's own playout. */
  private static long playouts(Game game, Context start, int games) {
    long moves = 0;
    for (int g = 0; g < games; g++) {
      Context context = new Context(start);
      Trial trial = game.playout(context, null, 1.0, null, 0, -1, ThreadLocalRandom.current());
      moves += trial.numMoves() - trial.numInitialPlacementMoves();
    }
    return moves;
  }

  /** Every position of random games (uniform moves), until CORPUS positions are collected. */
  private Context[] corpus() {
    List<Context> positions = new ArrayList<>(CORPUS);
    while (positions.size() < CORPUS) {
      Context context = new Context(jungleStart);
      while (!context.trial().over() && positions.size() < CORPUS) {
        positions.add(new Context(context));
        FastArrayList<Move> moves = jungle.moves(context).moves();
        jungle.apply(context, moves.get(ThreadLocalRandom.current().nextInt(moves.size())));
      }
    }
    return positions.toArray(new Context[0]);
  }

  private String movegen(int calls) {
    if (corpus == null) {
      corpus = corpus();
    }
    int mask = corpus.length - 1;
    long listed = 0;
    long[] t0 = now();
    for (int i = 0; i < calls; i++) {
      Context context = corpus[nextPosition++ & mask];
      Moves cached = context.trial().cachedLegalMoves();
      if (cached != null) {
        cached.moves().clear();  // Game.moves answers from this cache while it is not empty
      }
      listed += jungle.moves(context).moves().size();
    }
    String answer = timed(calls, t0);
    movesListed += listed;
    return answer;
  }

  private String answer(String line, PeerWorkloads tabletop) {
    String[] words = line.strip().split("\\s+");
    if (words[0].equals("tabletop")) {
      return tabletop.answer(line.strip().substring("tabletop".length()));
    }
    try {
      if (words[0].equals("perft") && words.length == 3 && words[2].equals("leaf")) {
        int depth = Integer.parseInt(words[1]);
        long[] t0 = now();
        return timed(perft(new Context(jungleStart), depth), t0);
      }
      if (words[0].equals("playouts") && words.length == 2) {
        int games = Integer.parseInt(words[1]);
        long[] t0 = now();
        return timed(playouts(jungle, jungleStart, games), t0);
      }
      if (words[0].equals("movegen") && words.length == 2) {
        return movegen(Integer.parseInt(words[1]));
      }
      if (words[0].equals("turns") && words.length == 3 && words[2].equals("pachisi")) {
        if (pachisi == null) {
          pachisi = GameLoader.loadGameFromName("/lud/board/race/escape/Pachisi.lud");
          pachisiStart = started(pachisi);
        }
        int games = Integer.parseInt(words[1]);
        long[] t0 = now();
        return timed(playouts(pachisi, pachisiStart, games), t0);
      }
    } catch (NumberFormatException e) {
      return "error not a number: " + e.getMessage();
    }
    return "error unknown request '" + line.strip() + "' (perft DEPTH leaf, playouts N,"
        + " movegen N, turns N pachisi, tabletop REQUEST, quit)";
  }

  /**
   * Serves requests until quit or the end of input.
   *
   * @param args none
   * @throws Exception if standard input cannot be read
   */
  public static void main(String[] args) throws Exception {
    LudiiPeer ludii = new LudiiPeer();
    PeerWorkloads tabletop = new PeerWorkloads();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.strip().equals("quit")) {
        break;
      }
      System.out.println(ludii.answer(line, tabletop));
      System.out.flush();
    }
  }
}
