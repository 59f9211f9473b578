package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills the server process mid-game, again and again ({@code -Dtabletop.faults.kills}, 3 here
 * and 30 under {@code -Pserver-long}), while simulated people play at tables of every game, some
 * with computer seats. After each restart every table must be back, no later than the last move
 * its people saw acknowledged; at the end the database must hold every acknowledged move at its
 * ply, and every move a person played must be one that person sent for that very ply, once.
 * Four tables: Cờ Thú and two-player Domino between people, two-player Cờ Cá Ngựa and
 * four-player Domino with computer seats; a table that ends is followed by a new one of its kind.
 */
class FaultTest {
  private static final int KILLS = Integer.getInteger("tabletop.faults.kills", 3);

  @TempDir
  Path dir;

  @Test
  void killedMidGameTheServerLosesNoAcknowledgedMoveAndPlaysNoneTwice() throws Exception {
    int port = ServerProcess.freePort();
    Path log = dir.resolve("server.log");
    String[] args = {"--port", Integer.toString(port), "--db", dir.resolve("fault").toString(),
        "--rate", "2000", "--post-rate", "2000", "--workers", "1"};
    ServerProcess server = ServerProcess.start(log, args);
    SplittableRandom random = new SplittableRandom(KILLS);
    Map<String, String> specs = new HashMap<>();
    Map<String, Set<Integer>> humans = new HashMap<>();
    try (TestClient client = new TestClient(server.uri());
        Crowd crowd = new Crowd(server.uri(), 17, 0)) {
      List<String> tables = List.of(
          TestClient.create("jungle()", "clock(game=600)", "open", "open"),
          TestClient.create("ludo(players=2)", null, "open", "practice"),
          TestClient.create("domino(players=2)", null, "open", "open"),
          TestClient.create("domino()", "clock(move=60)", "open", "practice", "open",
              "practice"));
      Map<String, String> kinds = new HashMap<>();
      for (String create : tables) {
        kinds.put(open(client, crowd, create, specs, humans), create);
      }
      for (int kill = 0; kill < KILLS; kill++) {
        Thread.sleep(200 + random.nextInt(800));
        crowd.stopRecording();
        Map<String, Integer> acked = highestAcknowledged(crowd);
        server.kill();
        server = ServerProcess.start(log, args);
        try (TestClient after = new TestClient(server.uri())) {
          for (String id : specs.keySet()) {
            JsonNode t = after.get("/api/tables/" + id).body();
            assertThat(t.get("type").asText()).as("table %s is back: %s", id, t).isEqualTo("table");
            assertThat(t.get("ply").asInt()).as("table %s resumes where it was", id)
                .isGreaterThan(acked.getOrDefault(id, -1));
          }
        }
        crowd.reconnect();
        // A table that has ended is followed by a new one of its kind, so every kill finds games.
        try (TestClient after = new TestClient(server.uri())) {
          for (String id : java.util.List.copyOf(kinds.keySet())) {
            if ("over".equals(crowd.status.get(id))) {
              String kind = kinds.remove(id);
              kinds.put(open(after, crowd, kind, specs, humans), kind);
            }
          }
        }
      }
      Thread.sleep(500);
      crowd.stopRecording();
      server.kill();
      assertThat(crowd.acknowledged).as("moves were played between the kills").isNotEmpty();
      assertThat(crowd.errors).allMatch(e -> e.contains("\"stale-move\"")
          || e.contains("\"game-over\"") || e.contains("\"time-out\""));
      int stored = check(crowd, specs, humans);
      System.out.printf("%d kills: %d moves acknowledged, %d sent, %d plies stored and"
          + " replayed%n", KILLS, crowd.acknowledged.size(), crowd.sent.size(), stored);
    } finally {
      server.kill();
    }
  }

  /** Creates a table, seats a person at each open seat, and notes both; returns its id. */
  private static String open(TestClient client, Crowd crowd, String create,
      Map<String, String> specs, Map<String, Set<Integer>> humans) throws Exception {
    String id = client.create(create);
    JsonNode t = client.get("/api/tables/" + id).body();
    specs.put(id, t.get("spec").asText());
    for (JsonNode s : t.get("seats")) {
      if (s.get("player").asText().equals("open")) {
        int seat = s.get("seat").asInt();
        humans.computeIfAbsent(id, k -> new HashSet<>()).add(seat);
        crowd.seat(id, seat, client.join(id, seat));
      }
    }
    return id;
  }

  private static Map<String, Integer> highestAcknowledged(Crowd crowd) {
    Map<String, Integer> out = new HashMap<>();
    for (Crowd.Sent s : crowd.acknowledged) {
      out.merge(s.table(), s.ply(), Math::max);
    }
    return out;
  }

  /** Checks the database against what the people saw; returns the plies it holds. */
  private int check(Crowd crowd, Map<String, String> specs, Map<String, Set<Integer>> humans)
      throws Exception {
    int plies = 0;
    Map<String, Set<Integer>> sentCodes = new HashMap<>();
    for (Crowd.Sent s : crowd.sent) {
      sentCodes.computeIfAbsent(s.table() + "@" + s.ply(), k -> new HashSet<>()).add(s.code());
    }
    try (Store store = Store.open(Store.h2Url(dir.resolve("fault")), null, null, 1)) {
      for (String id : specs.keySet()) {
        Store.Row row = store.load(id).get();
        for (Crowd.Sent a : crowd.acknowledged) {
          if (a.table().equals(id)) {
            assertThat(row.codes().length).as("acknowledged ply %d of %s is stored", a.ply(), id)
                .isGreaterThan(a.ply());
            assertThat(row.codes()[a.ply()]).isEqualTo(a.code());
          }
        }
        replayChecked(Games.rules(specs.get(id)).get(), row, humans.get(id), sentCodes);
        plies += row.codes().length;
      }
    }
    return plies;
  }

  static <S extends GameState<S>> void replayChecked(Game<S> rules, Store.Row row,
      Set<Integer> humans, Map<String, Set<Integer>> sentCodes) {
    GameHistory<S> h = GameHistory.start(rules);
    for (int ply = 0; ply < row.codes().length; ply++) {
      int mover = h.state().currentPlayer();
      int code = row.codes()[ply];
      if (humans.contains(mover)) {
        Set<Integer> sent = sentCodes.get(row.id() + "@" + ply);
        assertThat(sent).as("ply %d of %s was sent by its person for that ply", ply, row.id())
            .isNotNull().containsExactly(code);
      }
      GameHistory<S> next = h.play(code).getOrNull();
      assertThat(next).as("stored ply %d of %s is legal", ply, row.id()).isNotNull();
      h = next;
    }
  }
}
