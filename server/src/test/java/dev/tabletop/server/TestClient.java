package dev.tabletop.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A client of a real server for the tests: HTTP through the JDK's client, the tables' WebSocket
 * through Jetty's.
 */
public final class TestClient implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  private final URI base;
  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();
  private final WebSocketClient ws = new WebSocketClient();

  TestClient(URI base) throws Exception {
    this.base = base;
    ws.start();
  }

  /** A status and a JSON body. */
  record Reply(int status, JsonNode body, String text) {}

  Reply get(String path) throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(base.resolve(path)).GET());
  }

  Reply post(String path, String body) throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(base.resolve(path))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
    HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(30)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode body = r.body().isEmpty() ? null : JSON.readTree(r.body());
    return new Reply(r.statusCode(), body, r.body());
  }

  /** Creates a table from a {@code create} message; returns its id. */
  String create(String createMessage) throws IOException, InterruptedException {
    Reply r = post("/api/tables", createMessage);
    if (r.status() != 201) {
      throw new IllegalStateException("create refused: " + r.text());
    }
    return r.body().get("id").asText();
  }

  /** Joins a seat; returns its token. */
  String join(String table, int seat) throws IOException, InterruptedException {
    Reply r = post("/api/tables/" + table + "/seats/" + seat, "");
    if (r.status() != 200) {
      throw new IllegalStateException("join refused: " + r.text());
    }
    return r.body().get("token").asText();
  }

  /** Opens a table's WebSocket. */
  Connection connect(String table) throws Exception {
    Connection c = new Connection();
    URI uri = URI.create("ws://" + base.getHost() + ":" + base.getPort() + "/api/tables/" + table
        + "/ws");
    c.session = ws.connect(c, uri).get(10, TimeUnit.SECONDS);
    return c;
  }

  /** One WebSocket connection: every message it receives, in order. */
  public static final class Connection implements Session.Listener.AutoDemanding {
    final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    volatile Session session;
    volatile int closedWith = -1;

    @Override
    public void onWebSocketText(String message) {
      received.add(message);
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason, Callback callback) {
      closedWith = statusCode;
      callback.succeed();
    }

    void send(String text) {
      session.sendText(text, Callback.NOOP);
    }

    void hello(int seat, String token) {
      ObjectNode o = JSON.createObjectNode().put("type", "hello").put("seat", seat)
          .put("token", token);
      send(o.toString());
    }

    /** The next message that passes a test, dropping the others; fails after the timeout. */
    JsonNode next(Predicate<JsonNode> test, long millis) throws Exception {
      long end = System.currentTimeMillis() + millis;
      while (true) {
        long left = end - System.currentTimeMillis();
        String m = left <= 0 ? null : received.poll(left, TimeUnit.MILLISECONDS);
        if (m == null) {
          throw new AssertionError("no such message within " + millis + " ms");
        }
        JsonNode n = JSON.readTree(m);
        if (test.test(n)) {
          return n;
        }
      }
    }

    boolean isOpen() {
      return session.isOpen();
    }

    void close() {
      session.close();
    }
  }

  static boolean isUpdate(JsonNode n) {
    return n.path("type").asText().equals("update");
  }

  static boolean isError(JsonNode n) {
    return n.path("type").asText().equals("error");
  }

  /** A {@code move} message of the wire format. */
  static String move(int ply, String text, String token) {
    return JSON.createObjectNode().put("type", "move").put("ply", ply).put("move", text)
        .put("token", token).toString();
  }

  /** A {@code takeback} request of a seat, with its token. */
  static String takeback(int seat, String token) {
    return JSON.createObjectNode().put("type", "takeback").put("seat", seat).put("token", token)
        .toString();
  }

  /** Waits for seat 0's update at a move number with seat 0 to move. */
  static void myTurn(Connection c, int ply) throws Exception {
    c.next(n -> isUpdate(n) && n.path("audience").asText().equals("seat")
        && n.get("ply").asInt() == ply && n.path("toMove").asInt(-1) == 0, 20_000);
  }

  /**
   * Seat 0 of a new Cờ Thú table against a computer says hello and plays a3a4 and g3g4, each
   * answered: the table is at move number 4 with a move of seat 0's to take back.
   */
  static void twoMovesAgainstTheComputer(Connection me, String token) throws Exception {
    me.hello(0, token);
    myTurn(me, 0);
    me.send(move(0, "a3a4", token));
    myTurn(me, 2);
    me.send(move(2, "g3g4", token));
    myTurn(me, 4);
  }

  /** A {@code create} message: the spec, a clock or null, and one seat each. */
  static String create(String spec, String clock, String... seats) {
    ObjectNode o = JSON.createObjectNode().put("type", "create").put("spec", spec);
    if (clock != null) {
      o.put("clock", clock);
    }
    var a = o.putArray("seats");
    for (String s : seats) {
      if (s.equals("open")) {
        a.addObject().put("player", "open");
      } else if (s.contains("@")) {
        // level@millis:N: a computer with a budget of its own
        String[] parts = s.split("@", 2);
        String[] budget = parts[1].split(":", 2);
        a.addObject().put("player", "computer").put("level", parts[0])
            .put(budget[0], Long.parseLong(budget[1]));
      } else {
        a.addObject().put("player", "computer").put("level", s);
      }
    }
    return o.toString();
  }

  @Override
  public void close() {
    try {
      ws.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the WebSocket client did not stop", e);
    }
  }
}
