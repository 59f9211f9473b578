package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameState;
import dev.tabletop.json.GameCodec;
import dev.tabletop.json.WireFormat;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Whole games of each game over WebSocket against a real server on loopback with its H2
 * database: people at open seats (random legal moves from the moves their own view lists),
 * computer seats, one person reconnecting mid-game, a spectator watching.
 */
class EndToEndTest {
  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(2_000);

  @Test
  void cờThúTwoPeopleOneReconnecting() throws Exception {
    play(TestClient.create("jungle()", null, "open", "open"), 16, 1);
  }

  @Test
  void cờThúAPersonAgainstTheComputerOnTheClock() throws Exception {
    play(TestClient.create("jungle(repetitionLimit=3)", "clock(move=30)", "open", "practice"),
        10, 2);
  }

  @Test
  void cờCáNgựaTwoPeopleAndTwoComputers() throws Exception {
    play(TestClient.create("ludo()", null, "open", "practice", "open", "easy"), 60, 3);
  }

  @Test
  void dominoTwoPeopleAndTwoComputers() throws Exception {
    play(TestClient.create("domino()", null, "open", "practice", "open", "hard"), 30, 4);
  }

  @Test
  void dominoTwoPeopleOnTheClock() throws Exception {
    play(TestClient.create("domino(players=2)", "clock(game=600,increment=1)", "open", "open"),
        15, 5);
  }

  /** Plays a table to its end; the first person reconnects once the game reaches a ply. */
  private static void play(String create, int reconnectAt, long seed) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    String id = LIVE.client().create(create);
    JsonNode table = LIVE.client().get("/api/tables/" + id).body();
    Map<Integer, String> tokens = new HashMap<>();
    Map<Integer, TestClient.Connection> seats = new HashMap<>();
    for (JsonNode s : table.get("seats")) {
      if (s.get("player").asText().equals("open")) {
        int seat = s.get("seat").asInt();
        tokens.put(seat, LIVE.client().join(id, seat));
      }
    }
    TestClient.Connection spectator = LIVE.client().connect(id);
    for (int seat : tokens.keySet()) {
      TestClient.Connection c = LIVE.client().connect(id);
      c.hello(seat, tokens.get(seat));
      seats.put(seat, c);
    }
    int first = tokens.keySet().stream().mapToInt(Integer::intValue).min().getAsInt();
    Map<Integer, JsonNode> latest = new HashMap<>();
    Map<Integer, Integer> sentFor = new HashMap<>();
    boolean reconnected = false;
    long deadline = System.currentTimeMillis() + 90_000;
    while (!allOver(latest, tokens.size())) {
      assertThat(System.currentTimeMillis()).as("the game ends in time").isLessThan(deadline);
      boolean progress = false;
      for (var e : seats.entrySet()) {
        int seat = e.getKey();
        String m;
        while ((m = e.getValue().received.poll()) != null) {
          JsonNode n = TestClient.JSON.readTree(m);
          assertThat(TestClient.isError(n)).as("an honest move refused: %s", m).isFalse();
          if (n.path("audience").asText().equals("seat")) {
            assertThat(n.get("seat").asInt()).isEqualTo(seat);
            assertThat(n.get("view").get("seat").asInt()).isEqualTo(seat);
            latest.put(seat, n);
          }
          progress = true;
        }
      }
      for (var e : latest.entrySet()) {
        int seat = e.getKey();
        JsonNode u = e.getValue();
        int ply = u.get("ply").asInt();
        if (u.get("status").asText().equals("playing") && u.path("toMove").asInt(-1) == seat
            && sentFor.getOrDefault(seat, -1) < ply) {
          JsonNode moves = u.get("view").get("moves");
          assertThat(moves.size()).as("the seat to move is shown its moves").isPositive();
          String text = moves.get(random.nextInt(moves.size())).get("text").asText();
          seats.get(seat).send(TestClient.move(ply, text, tokens.get(seat)));
          sentFor.put(seat, ply);
          progress = true;
        }
      }
      // Reconnects only with no move of the seat in flight: one sent on the old connection and
      // applied after the new one's first view would be answered again from that view, a stale
      // move the server rightly refuses.
      if (!reconnected && latest.containsKey(first)
          && latest.get(first).get("ply").asInt() >= reconnectAt
          && sentFor.getOrDefault(first, -1) < latest.get(first).get("ply").asInt()) {
        seats.get(first).close();
        TestClient.Connection again = LIVE.client().connect(id);
        again.hello(first, tokens.get(first));
        seats.put(first, again);
        latest.remove(first);
        sentFor.remove(first);
        reconnected = true;
      }
      if (!progress) {
        TimeUnit.MILLISECONDS.sleep(1);
      }
    }
    assertThat(reconnected).as("the game lasted past the reconnection").isTrue();
    JsonNode end = latest.get(first);
    assertThat(end.has("result") || end.has("timeOut")).isTrue();
    assertThat(end.get("returns").size()).isEqualTo(table.get("seats").size());

    TestClient.Reply record = LIVE.client().get("/api/tables/" + id + "/record");
    assertThat(record.status()).isEqualTo(200);
    GameRecord r = WireFormat.readRecord(record.text()).get();
    assertThat(r.moves().size()).isEqualTo(end.get("ply").asInt());
    GameCodec<?, ?> codec = WireFormat.codec(table.get("game").asText()).get();
    assertThat(replays(codec, r)).isTrue();

    JsonNode watched = spectator.next(n -> TestClient.isUpdate(n)
        && n.get("status").asText().equals("over"), 10_000);
    assertThat(watched.get("audience").asText()).isEqualTo("spectator");
    assertThat(watched.get("view").has("hand")).isFalse();
    spectator.close();
    seats.values().forEach(TestClient.Connection::close);
  }

  private static <S extends GameState<S>> boolean replays(GameCodec<S, ?> codec, GameRecord r) {
    GameHistory<S> h = r.replay(codec.type()).get();
    return h.isOver();
  }

  private static boolean allOver(Map<Integer, JsonNode> latest, int people) {
    return latest.size() == people && latest.values().stream()
        .allMatch(u -> u.get("status").asText().equals("over"));
  }
}
