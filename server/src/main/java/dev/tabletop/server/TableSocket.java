package dev.tabletop.server;

import dev.tabletop.core.GameState;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.json.GameCodec;
import dev.tabletop.json.MoveMessage;
import dev.tabletop.json.WireFormat;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One WebSocket connection to a table. It starts as a spectator (the public view); a {@code hello}
 * with a seat's token makes it that seat's (its own view, its legal moves). It sends {@code
 * move} messages of the wire format, each with the seat's token and the move number. Every
 * change of the table reaches it as an {@code update}; a refused message gets an {@code error}
 * sent to this connection only, and changes nothing.
 *
 * <p>Limits: a message larger than the server's limit closes this connection (WebSocket status
 * 1009), and so does a binary message (1003); a connection that sends faster than its rate gets {@code rate-limited} errors, and is
 * closed (1008) when it keeps on; a connection that does not read its updates is closed once
 * too many wait to be sent.
 *
 * @param <S> the game's state type
 */
public final class TableSocket<S extends GameState<S>> implements Session.Listener.AutoDemanding,
    Lobby.Subscriber {
  private static final Logger LOG = Logger.getLogger(TableSocket.class.getName());
  /**
   * Messages refused for rate before the connection is closed, the next one closing it, unless
   * the sender lets its burst fill again in between.
   */
  private static final int MAX_STRIKES = 50;
  /** Updates waiting to be sent before a connection that does not read is closed. */
  private static final int MAX_PENDING = 64;

  private final Lobby lobby;
  private final Table<S> table;
  private final RateLimit limit;
  private final AtomicInteger pending = new AtomicInteger();
  private volatile Session session;
  private volatile int seat = GameCodec.SPECTATOR;
  private int strikes;

  TableSocket(Lobby lobby, Table<S> table, RateLimit limit) {
    this.lobby = lobby;
    this.table = table;
    this.limit = limit;
  }

  @Override
  public void onWebSocketOpen(Session s) {
    this.session = s;
    table.personSeen();
    table.whileStill(snapshot -> {
      lobby.subscribe(table.id(), this);
      send(Protocol.update(snapshot, GameCodec.SPECTATOR, true));
    });
    lobby.watching(table.id());
  }

  @Override
  public void onWebSocketText(String text) {
    long now = System.currentTimeMillis();
    // The strikes are forgiven only once the sender has slowed down enough for its whole burst
    // to come back: a token that trickles back mid-flood lets one message through but does not
    // start the count again, so a flood is closed after exactly MAX_STRIKES refusals.
    if (limit.isFull(now)) {
      strikes = 0;
    }
    if (!limit.take(now)) {
      if (++strikes > MAX_STRIKES) {
        session.close(StatusCode.POLICY_VIOLATION, "too many messages", Callback.NOOP);
      } else {
        refuse(Rejection.of(Rejection.RATE_LIMITED, "too many messages: slow down"));
      }
      return;
    }
    Either<InvalidInput, String> type = WireFormat.type(text);
    if (type.isLeft()) {
      refuse(new Rejection(Rejection.MALFORMED, type.getLeft().message(),
          Option.some(type.getLeft())));
      return;
    }
    switch (type.get()) {
      case "hello" -> hello(text);
      case "move" -> move(text);
      default -> refuse(Rejection.of(Rejection.MALFORMED, "/type: '" + type.get()
          + "' is not a message a client sends (hello, move)"));
    }
  }

  /** The protocol is text: a binary message closes the connection (1003, data it cannot take). */
  @Override
  public void onWebSocketBinary(java.nio.ByteBuffer payload, Callback callback) {
    callback.succeed();
    session.close(StatusCode.BAD_DATA, "the protocol is JSON text", Callback.NOOP);
  }

  private void hello(String text) {
    Either<Rejection, Protocol.Hello> read = Protocol.readHello(text);
    if (read.isLeft()) {
      refuse(read.getLeft());
      return;
    }
    Protocol.Hello h = read.get();
    if (h.seat() >= table.seatCount()) {
      refuse(Rejection.of(Rejection.UNKNOWN_SEAT, "seat " + h.seat()
          + " is not a seat of this table"));
      return;
    }
    if (!table.holds(h.seat(), h.token())
        && !(lobby.readBack(table) && table.holds(h.seat(), h.token()))) {
      refuse(Rejection.of(Rejection.BAD_TOKEN, "the token is not seat " + h.seat() + "'s"));
      return;
    }
    table.whileStill(snapshot -> {
      seat = h.seat();
      send(Protocol.update(snapshot, h.seat(), true));
    });
  }

  private void move(String text) {
    Either<InvalidInput, MoveMessage> read = WireFormat.readMove(text);
    if (read.isLeft()) {
      refuse(new Rejection(Rejection.MALFORMED, read.getLeft().message(),
          Option.some(read.getLeft())));
      return;
    }
    MoveMessage m = read.get();
    if (m.ply().isEmpty()) {
      refuse(Rejection.of(Rejection.MALFORMED, "/ply: a move needs its move number 'ply'"));
      return;
    }
    if (m.token().isEmpty()) {
      refuse(Rejection.of(Rejection.BAD_TOKEN, "/token: a move needs its seat's token"));
      return;
    }
    int by = seat != GameCodec.SPECTATOR ? seat : seatOf(m.token().get());
    if (by < 0 && lobby.readBack(table)) {
      by = seatOf(m.token().get());
    }
    if (by < 0) {
      refuse(Rejection.of(Rejection.BAD_TOKEN, "the token is no seat's"));
      return;
    }
    int mover = by;
    Table.MoveInput input = m.code().isDefined() ? new Table.MoveInput.Code(m.code().get())
        : new Table.MoveInput.Text(m.text().get());
    lobby.acting(table, () -> table.turnRefusal(mover, m.ply().get()),
        () -> table.move(mover, m.token().get(), m.ply().get(), input))
        .peekLeft(this::refuse);
  }

  /** The seat a token is for, every seat compared (each in constant time), or -1. */
  private int seatOf(String token) {
    int found = -1;
    for (int s = 0; s < table.seatCount(); s++) {
      if (table.holds(s, token)) {
        found = s;
      }
    }
    return found;
  }

  private void refuse(Rejection r) {
    send(Protocol.error(r));
  }

  @Override
  public void changed(Table.Snapshot<?> snapshot) {
    send(Protocol.update(snapshot, seat));
  }

  private void send(String text) {
    Session s = session;
    if (s == null || !s.isOpen()) {
      return;
    }
    if (pending.incrementAndGet() > MAX_PENDING) {
      LOG.fine("closing a connection to " + table + " that does not read its updates");
      s.close(StatusCode.POLICY_VIOLATION, "too many updates waiting", Callback.NOOP);
      return;
    }
    s.sendText(text, Callback.from(pending::decrementAndGet, failure -> {
      pending.decrementAndGet();
      s.close(StatusCode.SERVER_ERROR, "send failed", Callback.NOOP);
    }));
  }

  @Override
  public void onWebSocketClose(int statusCode, String reason, Callback callback) {
    lobby.unsubscribe(table.id(), this);
    callback.succeed();
  }

  @Override
  public void onWebSocketError(Throwable cause) {
    lobby.unsubscribe(table.id(), this);
  }
}
