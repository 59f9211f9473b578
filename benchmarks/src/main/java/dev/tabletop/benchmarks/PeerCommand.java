package dev.tabletop.benchmarks;

import dev.tabletop.core.tools.Perft;
import dev.tabletop.core.tools.Playout;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * The {@code peer} command: Cờ Thú workloads asked for one at a time on standard input, each
 * answered with its count and its time on one line, so that {@code benchmarks/peers/run.sh} can
 * alternate this JVM with another engine's process, round after round, on one pinned core.
 *
 * <p>Requests, one a line:
 *
 * <pre>
 * perft DEPTH leaf     every-leaf perft of the start: every leaf applied (one state each)
 * perft DEPTH bulk     bulk perft: the moves at the last ply counted, not applied ({@link
 *                      Jungle#perft}, which counts them without writing them out)
 * playouts N           N random games from the start (seeded, the JMH playout workload)
 * quit                 the end
 * </pre>
 *
 * and each answer is {@code ok COUNT NANOS CPU_NANOS} (leaves, or plies for playouts; the elapsed
 * nanoseconds; and the nanoseconds of CPU time the thread used, which time spent waiting for the
 * core on a loaded machine does not swell), or {@code error MESSAGE}. The workloads are those of {@code PerftBenchmarks} and
 * {@code PlayoutBenchmarks}: core's {@link Perft} (every leaf) or {@link Jungle#perft} (bulk),
 * and core's {@link Playout}, over {@link JungleState}.
 */
final class PeerCommand {
  /** The thread's CPU time, which a loaded machine's waits for the core do not count. */
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private PeerCommand() {}

  /**
   * Serves requests until {@code quit} or the end of input.
   *
   * @param in the requests
   * @param out the answers, flushed after each
   * @return 0
   * @throws IOException if the input cannot be read
   */
  static int run(InputStream in, PrintStream out) throws IOException {
    JungleState start = JungleRules.STANDARD.initialState();
    Playout<JungleState> playout = new Playout<>(JungleRules.STANDARD, 100_000);
    SplittableRandom random = new SplittableRandom(20261129L);
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      String[] words = line.strip().split("\\s+");
      if (words[0].equals("quit")) {
        break;
      }
      out.println(answer(words, start, playout, random));
      out.flush();
    }
    return 0;
  }

  /** The answer line: the count, the elapsed and the thread's CPU nanoseconds since t0, c0. */
  private static String timed(long count, long t0, long c0) {
    long wall = System.nanoTime() - t0;
    return "ok " + count + " " + wall + " " + (CPU.getCurrentThreadCpuTime() - c0);
  }

  private static String answer(String[] words, JungleState start, Playout<JungleState> playout,
      SplittableRandom random) {
    try {
      if (words[0].equals("perft") && words.length == 3
          && (words[2].equals("leaf") || words[2].equals("bulk"))) {
        int depth = Integer.parseInt(words[1]);
        boolean bulk = words[2].equals("bulk");
        Perft<JungleState> perft = Perft.of(start, Math.max(depth, 1), false);
        long c0 = CPU.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long leaves = bulk ? Jungle.perft(start, depth) : perft.perft(start, depth);
        return timed(leaves, t0, c0);
      }
      if (words[0].equals("playouts") && words.length == 2) {
        int games = Integer.parseInt(words[1]);
        long plies = 0;
        long c0 = CPU.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        for (int i = 0; i < games; i++) {
          plies += playout.play(start, random).plies();
        }
        return timed(plies, t0, c0);
      }
      return "error unknown request '" + String.join(" ", words)
          + "' (perft DEPTH leaf|bulk, playouts N, quit)";
    } catch (IllegalArgumentException e) {
      return "error " + e.getMessage();
    }
  }
}
