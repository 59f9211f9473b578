package dev.tabletop.server;

import static dev.tabletop.server.TestClient.myTurn;
import static dev.tabletop.server.TestClient.takeback;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Takeback through the real server, in its own process: a person playing the computer takes back
 * a move over HTTP, every connection is told, and the takeback survives the process being killed
 * (the restarted server replays the table as it was after it, and play goes on from there).
 * Refused, with the reason, where it does not apply.
 */
class TakeBackTest {
  @TempDir
  Path dir;

  @Test
  void aTakebackIsAcknowledgedToldStoredAndSurvivesAKill() throws Exception {
    int port = ServerProcess.freePort();
    String[] args = {"--port", Integer.toString(port), "--db", dir.resolve("takeback").toString()};
    Path log = dir.resolve("server.log");
    ServerProcess server = ServerProcess.start(log, args);
    String id;
    String token;
    JsonNode before;
    try (TestClient client = new TestClient(server.uri())) {
      id = client.create(TestClient.create("jungle()", null, "open", "practice"));
      token = client.join(id, 0);
      TestClient.Connection c = client.connect(id);
      TestClient.twoMovesAgainstTheComputer(c, token);
      before = client.get("/api/tables/" + id + "/record").body();

      // Another token is refused, and changes nothing.
      TestClient.Reply wrong = client.post("/api/tables/" + id + "/takeback",
          takeback(0, "not-a-token"));
      assertThat(wrong.status()).isEqualTo(403);

      TestClient.Reply r = client.post("/api/tables/" + id + "/takeback", takeback(0, token));
      assertThat(r.status()).as(r.text()).isEqualTo(200);
      assertThat(r.body().get("ply").asInt()).isEqualTo(2);
      JsonNode told = c.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 2, 10_000);
      assertThat(told.get("toMove").asInt()).isZero();
      c.close();

      // Domino has no takeback: refused with the reason.
      String domino = client.create(TestClient.create("domino(players=2)", null, "open",
          "practice"));
      String dominoToken = client.join(domino, 0);
      TestClient.Reply no = client.post("/api/tables/" + domino + "/takeback",
          takeback(0, dominoToken));
      assertThat(no.status()).isEqualTo(409);
      assertThat(no.body().get("code").asText()).isEqualTo("no-takeback");
      assertThat(no.body().get("message").asText()).contains("Domino");
    }

    server.kill();
    server = ServerProcess.start(log, args);
    try (TestClient client = new TestClient(server.uri())) {
      JsonNode table = client.get("/api/tables/" + id).body();
      assertThat(table.get("ply").asInt()).isEqualTo(2);
      JsonNode record = client.get("/api/tables/" + id + "/record").body();
      JsonNode moves = record.get("codes");
      assertThat(moves).hasSize(2);
      assertThat(moves.get(0)).isEqualTo(before.get("codes").get(0));
      assertThat(moves.get(1)).isEqualTo(before.get("codes").get(1));
      // Play goes on from the person's turn, with another move this time.
      TestClient.Connection c = client.connect(id);
      c.hello(0, token);
      myTurn(c, 2);
      c.send(TestClient.move(2, "b2b3", token));
      myTurn(c, 4);
      c.close();
    } finally {
      server.kill();
    }
  }


}
