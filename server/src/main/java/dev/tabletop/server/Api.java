package dev.tabletop.server;

import dev.tabletop.core.GameState;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.json.SeatRequest;
import dev.tabletop.json.TableRequest;
import dev.tabletop.json.WireFormat;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.server.ServerWebSocketContainer;

/**
 * The HTTP API under {@code /api}: create and list tables, join a seat, watch a table's public
 * view, fetch its record, and the WebSocket of a table ({@code /api/tables/{id}/ws}). Every body,
 * in and out, is JSON; see {@code docs/server.md}. Anything else falls through to the static
 * files.
 */
final class Api extends Handler.Abstract {
  private final Lobby lobby;
  private final Limits limits;
  private final Hints hints;
  private final Map<String, RateLimit> posts = new ConcurrentHashMap<>();

  /**
   * The limits of clients.
   *
   * @param maxBody the most bytes of a request body
   * @param maxMessage the most characters of a WebSocket message
   * @param messagesPerSecond a WebSocket connection's rate of messages (its burst is twice that)
   * @param postsPerSecond the rate of requests that create or join, per client address (its burst
   *     is fifty times that)
   */
  record Limits(int maxBody, int maxMessage, double messagesPerSecond, double postsPerSecond) {}

  Api(Lobby lobby, Limits limits, Hints hints) {
    this.lobby = lobby;
    this.limits = limits;
    this.hints = hints;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    String path = Request.getPathInContext(request);
    if (!path.equals("/api") && !path.startsWith("/api/")) {
      return false;
    }
    String[] parts = path.substring(1).split("/", -1);
    String method = request.getMethod();
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    // /api/games, /api/tables, /api/tables/{id}, /api/tables/{id}/{view,record,ws},
    // /api/tables/{id}/seats/{n}
    if (parts.length == 2 && parts[1].equals("games") && isGet(method)) {
      return reply(response, callback, HttpStatus.OK_200, Protocol.games());
    }
    if (parts.length == 2 && parts[1].equals("tables")) {
      if (isGet(method)) {
        return reply(response, callback, HttpStatus.OK_200, Protocol.tables(lobby.tables()
            .map(Table::snapshot)));
      }
      if (HttpMethod.POST.is(method)) {
        return create(request, response, callback);
      }
      return notAllowed(response, callback);
    }
    if (parts.length >= 3 && parts[1].equals("tables")) {
      Option<Table<?>> table = lobby.find(parts[2]);
      if (table.isEmpty()) {
        return fail(response, callback, HttpStatus.NOT_FOUND_404, Rejection.of(
            Rejection.UNKNOWN_TABLE, "no table has id '" + parts[2] + "'"));
      }
      Table<?> t = table.get();
      if (parts.length == 3 && isGet(method)) {
        return reply(response, callback, HttpStatus.OK_200, Protocol.table(t.snapshot()));
      }
      if (parts.length == 4 && parts[3].equals("view") && isGet(method)) {
        return reply(response, callback, HttpStatus.OK_200, Protocol.update(t.snapshot(),
            dev.tabletop.json.GameCodec.SPECTATOR));
      }
      if (parts.length == 4 && parts[3].equals("record") && isGet(method)) {
        return record(t, response, callback);
      }
      if (parts.length == 4 && parts[3].equals("ws") && isGet(method)) {
        return upgrade(t, request, response, callback);
      }
      if (parts.length == 4 && parts[3].equals("hint") && HttpMethod.POST.is(method)) {
        return hint(t, request, response, callback);
      }
      if (parts.length == 4 && parts[3].equals("resign") && HttpMethod.POST.is(method)) {
        return resign(t, request, response, callback);
      }
      if (parts.length == 4 && parts[3].equals("takeback") && HttpMethod.POST.is(method)) {
        return takeBack(t, request, response, callback);
      }
      if (parts.length == 4 && parts[3].equals("draw") && HttpMethod.POST.is(method)) {
        return draw(t, request, response, callback);
      }
      if (parts.length == 5 && parts[3].equals("seats") && HttpMethod.POST.is(method)) {
        return join(t, parts[4], request, response, callback);
      }
    }
    return fail(response, callback, HttpStatus.NOT_FOUND_404, Rejection.of(Rejection.NOT_FOUND,
        "no such endpoint: " + method + " " + path + " (see /api/games, /api/tables)"));
  }

  private static boolean isGet(String method) {
    return HttpMethod.GET.is(method) || HttpMethod.HEAD.is(method);
  }

  private boolean create(Request request, Response response, Callback callback) {
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, Void> shape = Protocol.readCreateShape(body);
    if (shape.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, shape.getLeft());
    }
    Either<InvalidInput, TableRequest> read = WireFormat.readCreate(body);
    if (read.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, new Rejection(
          Rejection.BAD_TABLE, read.getLeft().message(), Option.some(read.getLeft())));
    }
    TableRequest req = read.get();
    Either<Rejection, List<SeatSpec>> seats = seats(req);
    if (seats.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, seats.getLeft());
    }
    Either<Rejection, Table<?>> made = lobby.create(req.rules(), req.clock(), seats.get());
    if (made.isLeft()) {
      int status = made.getLeft().code().equals(Rejection.FULL)
          ? HttpStatus.SERVICE_UNAVAILABLE_503 : made.getLeft().code().equals(Rejection.STORAGE)
          ? HttpStatus.INTERNAL_SERVER_ERROR_500 : HttpStatus.BAD_REQUEST_400;
      return fail(response, callback, status, made.getLeft());
    }
    response.getHeaders().put(HttpHeader.LOCATION, "/api/tables/" + made.get().id());
    return reply(response, callback, HttpStatus.CREATED_201, Protocol.table(
        made.get().snapshot()));
  }

  /** The seats of a request, each computer budget within the server's limits. */
  private static Either<Rejection, List<SeatSpec>> seats(TableRequest req) {
    List<SeatSpec> out = List.empty();
    for (SeatRequest s : req.seats()) {
      if (s.isOpen()) {
        out = out.append(new SeatSpec.Open());
        continue;
      }
      dev.tabletop.core.search.Budget b = s.budget().getOrElse(() ->
          Games.defaultBudget(req.rules(), s.level().get()));
      Either<InvalidInput, dev.tabletop.core.search.Budget> checked =
          SeatSpec.parseBudget(SeatSpec.budgetText(b));
      if (checked.isLeft()) {
        return Either.left(Rejection.of(Rejection.BAD_TABLE, checked.getLeft().message()));
      }
      out = out.append(new SeatSpec.Computer(s.level().get(), b));
    }
    return Either.right(out);
  }

  private boolean join(Table<?> t, String seatText, Request request, Response response,
      Callback callback) {
    int seat;
    try {
      seat = Integer.parseInt(seatText);
    } catch (NumberFormatException e) {
      return fail(response, callback, HttpStatus.NOT_FOUND_404, Rejection.of(
          Rejection.UNKNOWN_SEAT, "'" + seatText + "' is not a seat number"));
    }
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, String> name = Protocol.readJoin(body);
    if (name.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, name.getLeft());
    }
    String shown = name.get() == null ? Protocol.unnamed(seat) : name.get();
    Either<Rejection, String> token = lobby.acting(t, Option::none, () -> t.join(seat, shown));
    if (token.isRight()) {
      // The seat is this person's. With other servers, a seat joined through another one a
      // moment ago, or a take-over, may have kept this join from starting the game: read the
      // table back and start it where it is owned.
      lobby.readBack(t);
      lobby.acting(t, Option::none, () -> t.startIfReady().toEither(Boolean.TRUE).swap());
    }
    if (token.isLeft()) {
      Rejection r = token.getLeft();
      int status = r.code().equals(Rejection.SEAT_TAKEN) ? HttpStatus.CONFLICT_409
          : r.code().equals(Rejection.UNKNOWN_SEAT) ? HttpStatus.NOT_FOUND_404
          : HttpStatus.INTERNAL_SERVER_ERROR_500;
      return fail(response, callback, status, r);
    }
    return reply(response, callback, HttpStatus.OK_200, Protocol.joined(t.id(), seat,
        token.get()));
  }

  /** A seat resigns: the game ends, the table's update goes to every connection. */
  private boolean resign(Table<?> t, Request request, Response response, Callback callback) {
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, Protocol.Hello> asked = Protocol.readResign(body);
    if (asked.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, asked.getLeft());
    }
    // With other servers, the table is taken over first, as for a move (unless the seat, token
    // or game state refuse it anyway).
    Protocol.Hello h = asked.get();
    return answer(lobby.acting(t, () -> t.personRefusal(h.seat(), h.token()),
        () -> t.resign(h.seat(), h.token())), response, callback);
  }

  /** A person playing the computer takes back their last move and the replies since. */
  private boolean takeBack(Table<?> t, Request request, Response response, Callback callback) {
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, Protocol.TakeBack> asked = Protocol.readTakeBack(body);
    if (asked.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, asked.getLeft());
    }
    // With other servers, the table is taken over first, as for a move (unless the seat, token
    // or game state refuse it anyway).
    Protocol.TakeBack h = asked.get();
    return answer(lobby.acting(t, () -> t.personRefusal(h.seat(), h.token()),
        () -> t.takeBack(h.seat(), h.token(), h.ply())), response, callback);
  }

  /** A draw offer or its answer, between the two people of a Cờ Thú table. */
  private boolean draw(Table<?> t, Request request, Response response, Callback callback) {
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, Protocol.DrawAnswer> asked = Protocol.readDraw(body);
    if (asked.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, asked.getLeft());
    }
    Protocol.DrawAnswer a = asked.get();
    return answer(lobby.acting(t, () -> t.personRefusal(a.seat(), a.token()),
        () -> t.drawOffer(a.seat(), a.token(), a.answer())),
        response, callback);
  }

  /** The table's summary after a change, or the refusal with its HTTP status. */
  private static boolean answer(Either<Rejection, ? extends Table.Snapshot<?>> done,
      Response response, Callback callback) {
    if (done.isRight()) {
      return reply(response, callback, HttpStatus.OK_200, Protocol.table(done.get()));
    }
    String code = done.getLeft().code();
    int status = code.equals(Rejection.UNKNOWN_SEAT) ? HttpStatus.NOT_FOUND_404
        : code.equals(Rejection.BAD_TOKEN) ? HttpStatus.FORBIDDEN_403
        : code.equals(Rejection.MALFORMED) ? HttpStatus.BAD_REQUEST_400
        : code.equals(Rejection.STORAGE) ? HttpStatus.SERVICE_UNAVAILABLE_503
        : HttpStatus.CONFLICT_409;
    return fail(response, callback, status, done.getLeft());
  }

  /** A hint: answered from a hint thread once its search is done, never on this thread. */
  private boolean hint(Table<?> t, Request request, Response response, Callback callback) {
    String body = postBody(request, response, callback);
    if (body == null) {
      return true;
    }
    Either<Rejection, Protocol.Hello> asked = Protocol.readHint(body);
    if (asked.isLeft()) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, asked.getLeft());
    }
    hints.hint(t, asked.get().seat(), asked.get().token()).whenComplete((answer, error) -> {
      if (error != null) {
        // The details are for the server's log, not for the client.
        java.util.logging.Logger.getLogger(Api.class.getName()).log(
            java.util.logging.Level.SEVERE, "a hint's search failed at " + t, error);
        fail(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, Rejection.of(Hints.FAILED,
            "the hint's search failed; try again"));
      } else if (answer.isRight()) {
        reply(response, callback, HttpStatus.OK_200, answer.get());
      } else {
        String code = answer.getLeft().code();
        int status = code.equals(Hints.BUSY) ? HttpStatus.SERVICE_UNAVAILABLE_503
            : code.equals(Rejection.UNKNOWN_SEAT) ? HttpStatus.NOT_FOUND_404
            : code.equals(Rejection.BAD_TOKEN) ? HttpStatus.FORBIDDEN_403
            : HttpStatus.CONFLICT_409;
        fail(response, callback, status, answer.getLeft());
      }
    });
    return true;
  }

  private static boolean record(Table<?> t, Response response, Callback callback) {
    Table.Snapshot<?> s = t.snapshot();
    if (!t.rules().perfectInformation() && s.status() != Table.Status.OVER) {
      // The record holds the deal and every draw: it would show every hand.
      return fail(response, callback, HttpStatus.FORBIDDEN_403, Rejection.of(Rejection.HIDDEN,
          "the record of a game with hidden hands is published when the game is over"));
    }
    return reply(response, callback, HttpStatus.OK_200, WireFormat.writeRecord(
        s.history().record()));
  }

  private <S extends GameState<S>> boolean upgrade(Table<S> t, Request request,
      Response response, Callback callback) {
    ServerWebSocketContainer container = ServerWebSocketContainer.get(request.getContext());
    RateLimit limit = new RateLimit(limits.messagesPerSecond(), 2 * limits.messagesPerSecond(),
        System.currentTimeMillis());
    boolean upgraded = container.upgrade((req, resp, cb) -> new TableSocket<>(lobby, t, limit),
        request, response, callback);
    if (!upgraded) {
      return fail(response, callback, HttpStatus.BAD_REQUEST_400, Rejection.of(
          Rejection.MALFORMED, "this address is a WebSocket: connect with one"));
    }
    return true;
  }

  /** A POST's body within the limits, or null once the response says why not. */
  private String postBody(Request request, Response response, Callback callback) {
    Either<Rejection, String> body = body(request);
    if (body.isLeft()) {
      fail(response, callback, HttpStatus.BAD_REQUEST_400, body.getLeft());
      return null;
    }
    if (!allowed(request)) {
      fail(response, callback, HttpStatus.TOO_MANY_REQUESTS_429, Rejection.of(
          Rejection.RATE_LIMITED, "too many requests from this address: slow down"));
      return null;
    }
    return body.get();
  }

  private boolean allowed(Request request) {
    if (posts.size() > 10_000) {
      posts.clear();
    }
    RateLimit r = posts.computeIfAbsent(Request.getRemoteAddr(request), k -> new RateLimit(
        limits.postsPerSecond(), 50 * limits.postsPerSecond(), System.currentTimeMillis()));
    synchronized (r) {
      return r.take(System.currentTimeMillis());
    }
  }

  private Either<Rejection, String> body(Request request) {
    if (request.getLength() > limits.maxBody()) {
      drain(request);
      return Either.left(tooLarge());
    }
    try (java.io.InputStream in = Content.Source.asInputStream(request)) {
      byte[] bytes = in.readNBytes(limits.maxBody() + 1);
      if (bytes.length > limits.maxBody()) {
        drain(request);
        return Either.left(tooLarge());
      }
      return Either.right(new String(bytes, StandardCharsets.UTF_8));
    } catch (java.io.IOException e) {
      return Either.left(Rejection.of(Rejection.MALFORMED, "the body could not be read: "
          + e.getMessage()));
    }
  }

  /**
   * Reads and drops what is left of a body too large to take, up to 64 times the limit, before the
   * refusal goes out: a connection closed with a body still unread is reset, and the client would
   * then lose the answer that says why (a larger body is left, and may meet the reset).
   */
  private void drain(Request request) {
    try (java.io.InputStream in = Content.Source.asInputStream(request)) {
      byte[] dropped = new byte[8192];
      for (long left = 64L * limits.maxBody(); left > 0; ) {
        int n = in.read(dropped, 0, (int) Math.min(dropped.length, left));
        if (n < 0) {
          break;
        }
        left -= n;
      }
    } catch (java.io.IOException e) {
      // The client went away or sent less than it said: nothing to answer it about.
    }
  }

  private Rejection tooLarge() {
    return Rejection.of(Rejection.TOO_LARGE, "a request body is at most " + limits.maxBody()
        + " bytes");
  }

  private static boolean notAllowed(Response response, Callback callback) {
    return fail(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, Rejection.of(
        Rejection.NOT_ALLOWED, "use GET or POST here"));
  }

  /**
   * Jetty's own error answers (a path it refuses before any handler sees it, such as {@code
   * /api/tables/..%2F..%2Fetc} with its "Ambiguous URI path separator", or {@code %00}) as the
   * API's {@code error} message under {@code /api}, so that every answer there is a JSON object
   * with a type; Jetty's HTML page elsewhere. The path is still refused: only the answer's form
   * changes.
   */
  static final class Errors extends ErrorHandler {
    /** Every method gets an answer with a body (Jetty's default: GET, POST and HEAD only). */
    @Override
    public boolean errorPageForMethod(String method) {
      return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int status,
        String message, Throwable cause, Callback callback) throws java.io.IOException {
      if (!isApi(request)) {
        super.generateResponse(request, response, status, message, cause, callback);
        return;
      }
      String code = codeOf(status);
      String why = message == null || message.isBlank() ? HttpStatus.getMessage(status) : message;
      response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
      response.getHeaders().put("X-Content-Type-Options", "nosniff");
      reply(response, callback, status, Protocol.error(Rejection.of(code, "the request was"
          + " refused before the API saw it: " + why)));
    }

    /**
     * A request so broken that Jetty refuses it while parsing (a {@code %00} in the path, say),
     * before there is a request to ask for its path: the answer is the API's JSON error for
     * every path, since a JSON object is as readable as Jetty's HTML page to whoever sent it.
     */
    @Override
    public java.nio.ByteBuffer badMessageError(int status, String reason,
        org.eclipse.jetty.http.HttpFields.Mutable fields) {
      fields.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
      fields.put(HttpHeader.CACHE_CONTROL, "no-store");
      String why = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
      return java.nio.ByteBuffer.wrap(Protocol.error(Rejection.of(codeOf(status),
          "the request was refused before the API saw it: " + why))
          .getBytes(StandardCharsets.UTF_8));
    }

    private static String codeOf(int status) {
      return status == HttpStatus.NOT_FOUND_404 ? Rejection.NOT_FOUND
          : status == HttpStatus.METHOD_NOT_ALLOWED_405 ? Rejection.NOT_ALLOWED
          : status == HttpStatus.PAYLOAD_TOO_LARGE_413 || status == 414 || status == 431
              ? Rejection.TOO_LARGE
          : status >= 500 ? Rejection.SERVER_ERROR : Rejection.MALFORMED;
    }

    private static boolean isApi(Request request) {
      String path = request.getHttpURI().getPath();
      if (path == null) {
        return false;
      }
      if (path.equals("/badMessage")) {
        // Jetty's stand-in for a request it could not read at all (a %00 in the path): its
        // real path is unknown, and a JSON error is as readable as an HTML page to anyone.
        return true;
      }
      String lower = path.toLowerCase(java.util.Locale.ROOT);
      // As sent (encoded): /api, /api/..., and /%61pi... spellings a client might use.
      if (lower.equals("/api") || lower.startsWith("/api/")) {
        return true;
      }
      try {
        return java.net.URLDecoder.decode(lower.replace("+", "%2B"), StandardCharsets.UTF_8)
            .startsWith("/api/");
      } catch (IllegalArgumentException e) {
        return false; // not even percent-encoding: not a path of the API
      }
    }
  }

  private static boolean fail(Response response, Callback callback, int status, Rejection r) {
    return reply(response, callback, status, Protocol.error(r));
  }

  private static boolean reply(Response response, Callback callback, int status, String json) {
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
    Content.Sink.write(response, true, json, callback);
    return true;
  }
}
