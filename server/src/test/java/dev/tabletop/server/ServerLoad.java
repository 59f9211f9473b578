package dev.tabletop.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The load benchmark (not a test): a server in its own JVM with its H2 file, and in this JVM as
 * many simulated people as there are tables, one per table, each against a computer seat at a
 * fast level (Tập chơi with a small budget), thinking a random time before each move. A table
 * that ends is replaced, so the count of tables stays. Reports the tables, the plies a second the
 * server played (moves, computer moves and chance outcomes), the people's moves a second, and the
 * 50th and 99th percentile of the time from a person sending a move to receiving the view after
 * it.
 *
 * <p>Run: {@code ./mvnw -B -pl server -am -Pserver-load verify -DskipTests} with {@code
 * -Dtabletop.load.tables=1000 -Dtabletop.load.think=4000 -Dtabletop.load.seconds=60}; the report
 * is printed and written to {@code server/target/server-load.txt}.
 */
public final class ServerLoad {
  private ServerLoad() {}

  /**
   * Runs the benchmark.
   *
   * @param args unused; the settings are system properties
   * @throws Exception when the server cannot start
   */
  public static void main(String[] args) throws Exception {
    int tables = Integer.getInteger("tabletop.load.tables", 1000);
    long think = Long.getLong("tabletop.load.think", 4000);
    int seconds = Integer.getInteger("tabletop.load.seconds", 60);
    int warmup = Integer.getInteger("tabletop.load.warmup", 20);
    Path dir = Files.createTempDirectory("tabletop-load");
    Path log = dir.resolve("server.log");
    ServerProcess server = ServerProcess.start(log, List.of("-Xmx2g"), "--port", "0", "--db",
        dir.resolve("load").toString(), "--rate", "100", "--post-rate", "100000",
        "--max-tables", Integer.toString(4 * tables + 1000));
    String[] kinds = {
        TestClient.create("jungle()", null, "open", "practice").replace("\"level\":\"practice\"",
            "\"level\":\"practice\",\"nodes\":300"),
        TestClient.create("ludo(players=2)", null, "open", "practice"),
        TestClient.create("domino(players=2)", null, "open", "practice")};
    Set<String> ours = ConcurrentHashMap.newKeySet();
    try (TestClient client = new TestClient(server.uri());
        Crowd crowd = new Crowd(server.uri(), 1, think)) {
      for (int i = 0; i < tables; i++) {
        ours.add(open(client, crowd, kinds[i % kinds.length]));
      }
      System.out.printf("%d tables open%n", tables);
      long replaced = keep(client, crowd, ours, kinds, warmup);
      int plies0 = plies(client);
      int acked0 = crowd.acknowledged.size();
      crowd.latencies.clear();
      long start = System.nanoTime();
      replaced += keep(client, crowd, ours, kinds, seconds);
      double elapsed = (System.nanoTime() - start) / 1e9;
      int plies1 = plies(client);
      int acked1 = crowd.acknowledged.size();
      List<Long> lat = new ArrayList<>(crowd.latencies);
      lat.sort(null);
      String report = String.format(Locale.ROOT,
          "tables %d (%d replaced as they ended), think up to %d ms, %.0f s measured after %d s"
              + "%nplies/s %.0f (moves, computer moves and chance outcomes)"
              + "%npeople's moves/s %.0f%nmove to view: p50 %.1f ms, p99 %.1f ms, max %.1f ms"
              + " (%d moves)%nerrors %d%n",
          tables, replaced, think, elapsed, warmup, (plies1 - plies0) / elapsed,
          (acked1 - acked0) / elapsed, pct(lat, 0.50), pct(lat, 0.99),
          lat.isEmpty() ? 0 : lat.get(lat.size() - 1) / 1e6, lat.size(), crowd.errors.size());
      System.out.print(report);
      Files.writeString(Path.of("target", "server-load.txt"), report);
      crowd.errors.stream().limit(5).forEach(System.out::println);
    } finally {
      server.kill();
    }
  }

  private static String open(TestClient client, Crowd crowd, String create) throws Exception {
    String id = client.create(create);
    crowd.seat(id, 0, client.join(id, 0));
    return id;
  }

  /** Keeps the tables going for a while, replacing every one that ends; returns how many. */
  private static long keep(TestClient client, Crowd crowd, Set<String> ours, String[] kinds,
      int seconds) throws Exception {
    long end = System.currentTimeMillis() + seconds * 1000L;
    long replaced = 0;
    while (System.currentTimeMillis() < end) {
      Thread.sleep(500);
      for (String id : List.copyOf(ours)) {
        if ("over".equals(crowd.status.get(id))) {
          ours.remove(id);
          ours.add(open(client, crowd, kinds[(int) (replaced++ % kinds.length)]));
        }
      }
    }
    return replaced;
  }

  /** Every ply the server's tables have played. */
  private static int plies(TestClient client) throws Exception {
    int n = 0;
    for (JsonNode t : client.get("/api/tables").body().get("tables")) {
      n += t.get("ply").asInt();
    }
    return n;
  }

  private static double pct(List<Long> sorted, double p) {
    if (sorted.isEmpty()) {
      return 0;
    }
    return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(p * sorted.size()))) / 1e6;
  }
}
