package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code POST /api/tables/{id}/hint}: the Khó level's analysis for the seat to move, its checks
 * in order, and the games' presets in the {@code games} message.
 */
class HintTest {
  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(2_000);

  private static String ask(int seat, String token) {
    return "{\"type\":\"askHint\",\"seat\":" + seat + ",\"token\":\"" + token + "\"}";
  }

  /** The seat's own update at the table's current ply. */
  private static JsonNode seatView(String id, int seat, String token) throws Exception {
    TestClient.Connection c = LIVE.client().connect(id);
    c.hello(seat, token);
    JsonNode u = c.next(n -> TestClient.isUpdate(n) && n.has("seat"), 5_000);
    c.close();
    return u;
  }

  @Test
  void theSeatToMoveGetsTheKhóLevelsRankingOfItsLegalMoves() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "open"));
    String t0 = LIVE.client().join(id, 0);
    LIVE.client().join(id, 1);
    TestClient.Reply r = LIVE.client().post("/api/tables/" + id + "/hint", ask(0, t0));
    assertThat(r.status()).as(r.text()).isEqualTo(200);
    JsonNode hint = r.body();
    assertThat(hint.get("type").asText()).isEqualTo("hint");
    assertThat(hint.get("table").asText()).isEqualTo(id);
    assertThat(hint.get("seat").asInt()).isZero();
    assertThat(hint.get("ply").asInt()).isZero();
    assertThat(hint.get("level").asText()).isEqualTo("hard");
    JsonNode analysis = hint.get("analysis");
    assertThat(analysis.get("type").asText()).isEqualTo("analysis");
    Set<Integer> legal = new HashSet<>();
    for (JsonNode m : seatView(id, 0, t0).get("view").get("moves")) {
      legal.add(m.get("code").asInt());
    }
    Set<Integer> ranked = new HashSet<>();
    for (JsonNode m : analysis.get("moves")) {
      ranked.add(m.get("code").asInt());
    }
    assertThat(ranked).isEqualTo(legal);
    assertThat(legal).contains(analysis.get("best").asInt());
    // The Khó level searches deeper than one ply.
    assertThat(analysis.get("depth").asInt()).isGreaterThan(1);
  }

  @Test
  void aDominoHintNamesOnlyTheSeatsOwnTiles() throws Exception {
    String id = LIVE.client().create(TestClient.create("domino(players=2)", null, "open",
        "open"));
    String t0 = LIVE.client().join(id, 0);
    String t1 = LIVE.client().join(id, 1);
    JsonNode table = LIVE.client().get("/api/tables/" + id).body();
    int seat = table.get("toMove").asInt();
    String token = seat == 0 ? t0 : t1;
    JsonNode view = seatView(id, seat, token).get("view");
    Set<String> mine = new HashSet<>();
    view.get("hand").forEach(t -> mine.add(t.asText()));
    TestClient.Reply r = LIVE.client().post("/api/tables/" + id + "/hint", ask(seat, token));
    assertThat(r.status()).as(r.text()).isEqualTo(200);
    for (JsonNode m : r.body().get("analysis").get("moves")) {
      String tile = m.get("text").asText().split(" ")[0];
      if (tile.contains(":")) {
        assertThat(mine).as("a hint's tile").contains(tile);
      }
    }
  }

  @Test
  void aHintIsRefusedToAWrongTokenAnotherSeatsTurnAndAGameNotOn() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "open"));
    String t0 = LIVE.client().join(id, 0);
    String path = "/api/tables/" + id + "/hint";
    TestClient.Reply waiting = LIVE.client().post(path, ask(0, t0));
    assertThat(waiting.status()).isEqualTo(409);
    assertThat(waiting.body().get("code").asText()).isEqualTo(Rejection.NOT_STARTED);
    String t1 = LIVE.client().join(id, 1);

    TestClient.Reply stolen = LIVE.client().post(path, ask(0, t1));
    assertThat(stolen.status()).isEqualTo(403);
    assertThat(stolen.body().get("code").asText()).isEqualTo(Rejection.BAD_TOKEN);
    TestClient.Reply early = LIVE.client().post(path, ask(1, t1));
    assertThat(early.status()).isEqualTo(409);
    assertThat(early.body().get("code").asText()).isEqualTo(Rejection.NOT_YOUR_TURN);
    TestClient.Reply noSeat = LIVE.client().post(path, ask(7, t1));
    assertThat(noSeat.status()).isEqualTo(404);
    assertThat(noSeat.body().get("code").asText()).isEqualTo(Rejection.UNKNOWN_SEAT);
    TestClient.Reply malformed = LIVE.client().post(path, "{\"type\":\"askHint\",\"seat\":0}");
    assertThat(malformed.status()).isEqualTo(400);
    assertThat(malformed.body().get("message").asText()).contains("/token");
    TestClient.Reply extra = LIVE.client().post(path,
        "{\"type\":\"askHint\",\"seat\":0,\"token\":\"" + t0 + "\",\"depth\":99}");
    assertThat(extra.status()).isEqualTo(400);
    assertThat(extra.body().get("message").asText()).contains("/depth: unknown field");
    TestClient.Reply get = LIVE.client().get(path);
    assertThat(get.status()).isEqualTo(404);
    // None of it changed the table.
    assertThat(LIVE.client().get("/api/tables/" + id).body().get("ply").asInt()).isZero();
  }

  @Test
  void theGamesMessageNamesEachGamesPresets() throws Exception {
    JsonNode games = LIVE.client().get("/api/games").body();
    Set<String> names = new HashSet<>();
    for (JsonNode g : games.get("games")) {
      for (JsonNode p : g.get("presets")) {
        names.add(g.get("game").asText() + "/" + p.get("name").asText());
        assertThat(Games.rules(p.get("spec").asText()).get().spec())
            .isEqualTo(p.get("spec").asText());
        assertThat(Games.rules(p.get("spec").asText()).get().playerCount())
            .isEqualTo(p.get("players").asInt());
      }
    }
    assertThat(names).contains("jungle/standard", "jungle/leiden", "ludo/twoDice",
        "ludo/beginners", "domino/twoPlayers", "domino/partnership");
  }
}
