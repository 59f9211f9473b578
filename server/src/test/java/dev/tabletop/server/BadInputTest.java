package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.GameHistory;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A fuzz of bad messages against a real server: malformed JSON, wrong types, unknown fields,
 * wrong and stolen tokens, replays of moves already played, move numbers out of order, huge
 * frames, binary frames, floods. None changes a table (in memory or in the database), and none
 * closes or disturbs a connection other than the sender's.
 */
class BadInputTest {
  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(10_000);

  /** The bad messages: each a text frame the server must refuse. */
  private static List<String> fuzz(SplittableRandom r, String token, String otherToken,
      String replay, int ply) {
    List<String> out = new ArrayList<>(List.of("", " ", "{", "}", "[]", "null", "42", "\"move\"",
        "{\"type\":1}", "{\"type\":\"move\"}", "{\"type\":\"teleport\"}",
        "{\"type\":\"hello\",\"seat\":\"0\",\"token\":\"" + token + "\"}",
        "{\"type\":\"hello\",\"seat\":0,\"token\":\"" + otherToken + "\"}",
        "{\"type\":\"hello\",\"seat\":9,\"token\":\"" + token + "\"}",
        "{\"type\":\"hello\",\"seat\":0,\"token\":\"" + token + "\",\"admin\":true}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"a3a4\"}",
        "{\"type\":\"move\",\"move\":\"a3a4\",\"token\":\"" + token + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"a3a4\",\"code\":5,\"token\":\""
            + token + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"a3a4\",\"token\":\"" + otherToken
            + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"a3a4\",\"token\":\"AAAAAAAAAAAAAAAAAAAAAA\"}",
        "{\"type\":\"move\",\"ply\":" + (ply + 1) + ",\"move\":\"a3a4\",\"token\":\"" + token
            + "\"}",
        "{\"type\":\"move\",\"ply\":-1,\"move\":\"a3a4\",\"token\":\"" + token + "\"}",
        "{\"type\":\"move\",\"ply\":99999999999,\"move\":\"a3a4\",\"token\":\"" + token + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"zz\",\"token\":\"" + token + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"code\":-7,\"token\":\"" + token + "\"}",
        "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"a3a4\",\"token\":\"" + token
            + "\",\"type\":\"move\"}",
        "[".repeat(5_000), "{\"type\":\"move\",\"ply\":" + ply + ",\"move\":\"" + "x".repeat(500)
            + "\",\"token\":\"" + token + "\"}", replay, replay));
    for (int i = 0; i < 150; i++) {
      char[] noise = new char[r.nextInt(1, 200)];
      for (int j = 0; j < noise.length; j++) {
        noise[j] = (char) r.nextInt(1, 0x3000);
      }
      String base = out.get(r.nextInt(out.size()));
      int cut = base.isEmpty() ? 0 : r.nextInt(base.length());
      out.add(r.nextBoolean() ? new String(noise) : base.substring(0, cut) + new String(noise)
          + base.substring(cut));
    }
    return out;
  }

  @Test
  void badMessagesChangeNothingAndReachOnlyTheirSender() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "open"));
    String t0 = LIVE.client().join(id, 0);
    String t1 = LIVE.client().join(id, 1);
    TestClient.Connection honest = LIVE.client().connect(id);
    honest.hello(1, t1);
    TestClient.Connection bystander = LIVE.client().connect(id);
    TestClient.Connection mover = LIVE.client().connect(id);
    mover.hello(0, t0);
    JsonNode first = mover.next(n -> TestClient.isUpdate(n) && n.has("seat"), 5_000);
    String moveText = first.get("view").get("moves").get(0).get("text").asText();
    String played = TestClient.move(0, moveText, t0);
    mover.send(played);
    honest.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 1, 5_000);
    Thread.sleep(200);
    honest.received.clear();
    bystander.received.clear();

    Table<?> table = LIVE.server().lobby().get(id).get();
    GameHistory<?> before = table.snapshot().history();
    int stored = LIVE.server().store().load(id).get().codes().length;
    TestClient.Connection attacker = LIVE.client().connect(id);
    attacker.next(TestClient::isUpdate, 5_000);
    List<String> messages = fuzz(new SplittableRandom(7), t0, t1, played, 1);
    for (String m : messages) {
      attacker.send(m);
    }
    // Every message gets exactly one answer, an error, and the connection stays open.
    for (int i = 0; i < messages.size(); i++) {
      JsonNode n = attacker.next(x -> true, 10_000);
      assertThat(TestClient.isError(n)).as("answer to %s", messages.get(i)).isTrue();
      assertThat(n.get("message").asText()).isNotBlank();
    }
    assertThat(attacker.isOpen()).isTrue();

    // A huge frame and a binary frame close the sender's connection, and only it.
    TestClient.Connection huge = LIVE.client().connect(id);
    huge.next(TestClient::isUpdate, 5_000);
    // Over the 8 KiB limit, yet small enough that the whole frame is written before the server's
    // close arrives: a frame of 100,000 characters raced the close, and the client then saw its
    // own broken write (1006) instead of the server's 1009.
    huge.send("{\"type\":\"move\",\"move\":\"" + "a".repeat(9_000) + "\"}");
    TestClient.Connection binary = LIVE.client().connect(id);
    binary.next(TestClient::isUpdate, 5_000);
    binary.session.sendBinary(ByteBuffer.wrap(new byte[100]), Callback.NOOP);
    waitClosed(huge);
    waitClosed(binary);
    assertThat(huge.closedWith).isEqualTo(1009);
    assertThat(binary.closedWith).isEqualTo(1003);

    assertThat(table.snapshot().history()).isEqualTo(before);
    assertThat(LIVE.server().store().load(id).get().codes()).hasSize(stored);
    assertThat(honest.isOpen()).isTrue();
    assertThat(bystander.isOpen()).isTrue();
    assertThat(mover.isOpen()).isTrue();
    assertThat(attacker.isOpen()).isTrue();
    assertThat(honest.received).as("the honest seat heard nothing of it").isEmpty();
    assertThat(bystander.received).isEmpty();

    // The game goes on: the honest seat moves.
    String reply = TestClient.JSON.readTree(Protocol.update(table.snapshot(), 1)).get("view")
        .get("moves").get(0).get("text").asText();
    honest.send(TestClient.move(1, reply, t1));
    honest.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 2, 5_000);
    bystander.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == 2, 5_000);
  }

  @Test
  void aFloodIsRateLimitedAndClosedWithoutTouchingOthers() throws Exception {
    try (TableServer strict = TableServer.start(TableServer.Options.defaults().withPort(0)
        .withDatabase(Store.h2Url(LIVE.dir().resolve("flood")), null, null).withRates(20, 1_000));
        TestClient c = new TestClient(strict.uri())) {
      String id = c.create(TestClient.create("ludo(players=2)", null, "open", "open"));
      TestClient.Connection calm = c.connect(id);
      calm.next(TestClient::isUpdate, 5_000);
      TestClient.Connection flood = c.connect(id);
      flood.next(TestClient::isUpdate, 5_000);
      // Each message as soon as the answer to the one before came (far above 20 a second), so
      // that the client is not writing when the server closes: a close that meets unread
      // messages resets the connection, and the client would lose the answers it had not read.
      int limited = 0;
      for (int i = 0; i < 500 && flood.closedWith < 0; i++) {
        flood.send("{\"type\":\"hello\",\"seat\":0,\"token\":\"nope\"}");
        String answer = null;
        for (int w = 0; w < 200 && answer == null && flood.closedWith < 0; w++) {
          answer = flood.received.poll(10, TimeUnit.MILLISECONDS);
        }
        if (answer != null && answer.contains("\"rate-limited\"")) {
          assertThat(answer).contains("slow down");
          limited++;
        }
      }
      waitClosed(flood);
      assertThat(flood.closedWith).as("closed by the server for policy").isEqualTo(1008);
      assertThat(limited).as("rate-limited answers before the close (the guide: fifty)")
          .isEqualTo(50);
      assertThat(calm.isOpen()).isTrue();
      c.join(id, 0);
      calm.next(n -> TestClient.isUpdate(n) && n.get("seats").get(0).get("taken").asBoolean(),
          5_000);
    }
  }

  @Test
  void badRequestsOverHttpAreRefusedAndCreateNothing() throws Exception {
    int before = LIVE.server().lobby().tables().size();
    String[] bodies = {"", "{", "[]", "{\"type\":\"create\"}",
        "{\"type\":\"create\",\"spec\":\"chess()\",\"seats\":[]}",
        "{\"type\":\"create\",\"spec\":\"jungle(repetitionLimit=1)\",\"seats\":[{\"player\":\"open\"},{\"player\":\"open\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},{\"player\":\"computer\",\"level\":\"godlike\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},{\"player\":\"computer\",\"level\":\"hard\",\"nodes\":999999999}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"clock\":\"clock(move=-1)\",\"seats\":[{\"player\":\"open\"},{\"player\":\"open\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},{\"player\":\"open\"}],\"x\":1}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[" + "{\"player\":\"open\"},".repeat(4_000) + "]}"};
    for (String body : bodies) {
      TestClient.Reply r;
      try {
        r = LIVE.client().post("/api/tables", body);
      } catch (java.io.IOException e) {
        throw new AssertionError("no answer to " + body.substring(0, Math.min(body.length(), 120)), e);
      }
      assertThat(r.status()).as(body).isIn(400, 413);
      assertThat(r.body().get("type").asText()).isEqualTo("error");
      assertThat(r.body().get("message").asText()).as(body).isNotBlank();
    }
    assertThat(LIVE.server().lobby().tables().size()).isEqualTo(before);

    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "computer"
        .replace("computer", "practice")));
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/1", "").status()).isEqualTo(409);
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/7", "").status()).isEqualTo(404);
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/x", "").status()).isEqualTo(404);
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/0", "{\"type\":\"join\",\"name\":5}")
        .status()).isEqualTo(400);
    assertThat(LIVE.client().get("/api/tables/nope").status()).isEqualTo(404);
    assertThat(LIVE.client().get("/api/nowhere").status()).isEqualTo(404);
    assertThat(LIVE.client().get("/api/tables/" + id + "/ws").status()).isEqualTo(400);
    assertThat(LIVE.server().lobby().get(id).get().snapshot().joined().get(0)).isFalse();
  }

  private static void waitClosed(TestClient.Connection c) throws InterruptedException {
    for (int i = 0; i < 500 && c.closedWith < 0; i++) {
      TimeUnit.MILLISECONDS.sleep(10);
    }
    assertThat(c.closedWith).as("closed").isPositive();
  }
}
