package dev.tabletop.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.Map;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * Simulated people at many tables: one WebSocket per seat, each answering its own turn with a
 * random legal move from the moves its view lists (after a think time, if one is set), keeping a
 * log of every move sent, of every move acknowledged (the update after it arrived), and of the
 * time from sending a move to receiving the view after it.
 */
public final class Crowd implements AutoCloseable {
  /** A move sent: the table, the seat, the move number, the code and when. */
  record Sent(String table, int seat, int ply, int code, long nanos) {}

  final Queue<Sent> sent = new ConcurrentLinkedQueue<>();
  final Queue<Sent> acknowledged = new ConcurrentLinkedQueue<>();
  final Queue<Long> latencies = new ConcurrentLinkedQueue<>();
  final Queue<String> errors = new ConcurrentLinkedQueue<>();
  /** Every connection closed, with its status (a killed server's close as 1006). */
  final Queue<String> closes = new ConcurrentLinkedQueue<>();
  final Map<String, Integer> lastPly = new ConcurrentHashMap<>();
  final Map<String, String> status = new ConcurrentHashMap<>();
  final AtomicInteger updates = new AtomicInteger();

  private final URI base;
  private final long seed;
  private final long thinkMillis;
  private final WebSocketClient ws = new WebSocketClient();
  private final ScheduledExecutorService thinking = Executors.newScheduledThreadPool(1);
  private final Map<String, Person> people = new ConcurrentHashMap<>();
  private volatile boolean recording = true;

  Crowd(URI base, long seed, long thinkMillis) throws Exception {
    this.base = base;
    this.seed = seed;
    this.thinkMillis = thinkMillis;
    ws.setMaxTextMessageSize(1 << 20);
    ws.start();
  }

  /** Seats a person at a table: connects, says hello, and plays whenever it is to move. */
  void seat(String table, int seat, String token) throws Exception {
    seat(table, seat, token, base);
  }

  /** Seats a person at a table through a given server (one of several on one database). */
  void seat(String table, int seat, String token, URI at) throws Exception {
    Person p = new Person(table, seat, token, new SplittableRandom(seed ^ (table.hashCode() * 31L
        + seat)), at);
    people.put(table + "/" + seat, p);
    p.connect();
  }

  /** Stops counting acknowledgements (the server is about to be killed). */
  void stopRecording() {
    recording = false;
  }

  /** Every person connects again (after a restart) and resends a move that was not answered. */
  void reconnect() throws Exception {
    recording = true;
    for (Person p : people.values()) {
      p.connect();
    }
  }

  /**
   * The people connected through one server connect again through another (the first died) and
   * resend a move that was not answered; counting acknowledgements again.
   */
  void move(URI from, URI to) throws Exception {
    recording = true;
    for (Person p : people.values()) {
      if (p.at.equals(from)) {
        p.at = to;
        p.connect();
      }
    }
  }

  /** What the people at a table wait for, for a failure's description. */
  String describe(String table) {
    StringBuilder out = new StringBuilder();
    for (Person p : people.values()) {
      if (p.table.equals(table)) {
        out.append(" [").append(p.state()).append("]");
      }
    }
    return out.toString();
  }

  /** Whether every table the crowd sits at is over. */
  boolean allOver() {
    return !people.isEmpty() && people.values().stream()
        .allMatch(p -> "over".equals(status.get(p.table)));
  }

  /** How many tables are over. */
  long over() {
    return status.values().stream().filter("over"::equals).count();
  }

  public final class Person implements Session.Listener.AutoDemanding {
    final String table;
    final int seat;
    final String token;
    final SplittableRandom random;
    volatile URI at;
    volatile Session session;
    // The move sent and not yet answered, and the ply of the last update seen.
    Sent pending;
    String pendingText;
    int seen = -1;
    String seenStatus;

    Person(String table, int seat, String token, SplittableRandom random, URI at) {
      this.at = at;
      this.table = table;
      this.seat = seat;
      this.token = token;
      this.random = random;
    }

    void connect() throws Exception {
      URI uri = URI.create("ws://" + at.getHost() + ":" + at.getPort() + "/api/tables/"
          + table + "/ws");
      Session s = ws.connect(this, uri).get(20, TimeUnit.SECONDS);
      session = s;
      s.sendText(TestClient.JSON.createObjectNode().put("type", "hello").put("seat", seat)
          .put("token", token).toString(), Callback.NOOP);
      synchronized (this) {
        if (pendingText != null) {
          // A client that did not see its move answered sends it again, with the same number.
          s.sendText(pendingText, Callback.NOOP);
        }
      }
    }

    @Override
    public void onWebSocketText(String message) {
      JsonNode n;
      try {
        n = TestClient.JSON.readTree(message);
      } catch (Exception e) {
        errors.add("unreadable: " + message);
        return;
      }
      String type = n.path("type").asText();
      if (type.equals("error")) {
        errors.add(table + "/" + seat + ": " + message);
        return;
      }
      if (!type.equals("update") || !n.path("audience").asText().equals("seat")) {
        return;
      }
      updates.incrementAndGet();
      int ply = n.get("ply").asInt();
      String st = n.get("status").asText();
      lastPly.merge(table, ply, Math::max);
      if (!"over".equals(status.get(table))) {
        status.put(table, st);
      }
      synchronized (this) {
        // The start of a game without opening chance (Cờ Thú) is an update at the same ply.
        if (ply < seen || (ply == seen && st.equals(seenStatus))) {
          return;
        }
        seen = ply;
        seenStatus = st;
        if (pending != null && ply > pending.ply()) {
          if (recording) {
            acknowledged.add(pending);
            latencies.add(System.nanoTime() - pending.nanos());
          }
          pending = null;
          pendingText = null;
        }
        if (!st.equals("playing") || n.path("toMove").asInt(-1) != seat || pending != null) {
          return;
        }
        JsonNode moves = n.get("view").get("moves");
        if (moves.size() == 0) {
          errors.add(table + "/" + seat + ": to move with no moves listed");
          return;
        }
        JsonNode m = moves.get(random.nextInt(moves.size()));
        String text = TestClient.move(ply, m.get("text").asText(), token);
        if (thinkMillis > 0) {
          long delay = random.nextLong(thinkMillis) + 1;
          thinking.schedule(() -> send(ply, m.get("code").asInt(), text), delay,
              TimeUnit.MILLISECONDS);
        } else {
          send(ply, m.get("code").asInt(), text);
        }
      }
    }

    synchronized void send(int ply, int code, String text) {
      if (seen != ply) {
        return;
      }
      pending = new Sent(table, seat, ply, code, System.nanoTime());
      pendingText = text;
      sent.add(pending);
      Session s = session;
      if (s != null && s.isOpen()) {
        s.sendText(text, Callback.NOOP);
      }
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason, Callback callback) {
      closes.add(table + "/" + seat + ": " + statusCode + " " + reason);
      callback.succeed();
    }

    /** What this person waits for, for a failure's description. */
    synchronized String state() {
      return "seat " + seat + " at " + at + " saw " + seen + " waits for " + pending;
    }

    @Override
    public void onWebSocketError(Throwable cause) {
      // The server went away (a kill): the person reconnects when told to.
    }
  }

  @Override
  public void close() {
    thinking.shutdownNow();
    try {
      ws.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the WebSocket client did not stop", e);
    }
  }
}
