package dev.tabletop.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The {@code peer} command: the timed workloads of {@link PeerWorkloads} (Cờ Thú perft, playouts
 * and generation; turns of any variant) asked for one at a time on standard input, each answered
 * with its count and its time on one line, so that {@code benchmarks/peers/run.sh} can alternate
 * this JVM with another engine's process, round after round, on one pinned core. The request
 * {@code quit} (or the end of input) ends it.
 */
final class PeerCommand {
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
    PeerWorkloads workloads = new PeerWorkloads();
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      if (line.strip().equals("quit")) {
        break;
      }
      out.println(workloads.answer(line));
      out.flush();
    }
    return 0;
  }
}
