package dev.tabletop.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameClock;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.json.GameCodec;
import dev.tabletop.json.WireFormat;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * The server's own messages, around the wire format's: every game value inside them (views,
 * legal moves, effects, clocks, results, records, refusals, the table to create, a move sent in)
 * is the {@code tabletop-json} message for it, embedded as is; what only a server has (a table's
 * summary, the list of tables, a seat's token, an update after a change, the errors of the
 * protocol, a {@code hello}) is written here. Each has a JSON Schema in {@code
 * dev/tabletop/server/schema/}.
 */
final class Protocol {
  /**
   * The most characters (code points, as JSON Schema's {@code maxLength} counts) of a name: the
   * pictures' own bound, since every name at a table is drawn in them.
   */
  static final int MAX_NAME = SvgOptions.MAX_NAME;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(16).build())
      .build();
  private static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  private Protocol() {}

  @FunctionalInterface
  private interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  private static String write(Body body) {
    StringWriter out = new StringWriter(256);
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      body.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The wire format's codec of a game, typed by its state. */
  @SuppressWarnings("unchecked")
  static <S extends GameState<S>> GameCodec<S, ?> codec(Game<S> rules) {
    return (GameCodec<S, ?>) WireFormat.codec(rules.name()).getOrElseThrow(
        () -> new IllegalArgumentException("no wire format for " + rules.name()));
  }

  // ------------------------------------------------------------------ server to client

  /**
   * What one connection gets after a change, and on connecting: its own view (with its legal
   * moves when it is to move), the effects of the last change as it may see them, the clock, and
   * the result once the game is over.
   *
   * @param s the table after the change
   * @param seat the connection's seat, or {@link GameCodec#SPECTATOR}
   * @return the {@code update} message
   */
  static <S extends GameState<S>> String update(Table.Snapshot<S> s, int seat) {
    return update(s, seat, false);
  }

  /**
   * The update a connection gets first (on connecting, and on {@code hello}): {@link
   * #update(Table.Snapshot, int)} with {@code history}, every ply so far with its effects as this
   * connection may see them, so a page that connects mid-game (a reload, a spectator arriving
   * late) lists the game from its start. Each entry is one step, as {@code last} is: {@code
   * {"ply": n, "seat": s, "effects": [...]}}, {@code n} the move number after it, {@code seat} the
   * player who moved (absent for the opening chance), {@code effects} one element per ply. The
   * effects are
   * written by the same code as {@code last}'s, for the same reader: Domino's plays and passes are
   * public, a tile drawn is named to its drawer only.
   *
   * @param s the table
   * @param seat the connection's seat, or {@link GameCodec#SPECTATOR}
   * @param withHistory whether to write {@code history}
   * @return the {@code update} message
   */
  static <S extends GameState<S>> String update(Table.Snapshot<S> s, int seat,
      boolean withHistory) {
    GameCodec<S, ?> codec = codec(s.table().rules());
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "update");
      g.writeStringField("table", s.table().id());
      g.writeStringField("status", s.status().id());
      g.writeNumberField("ply", s.number());
      if (s.toMove() >= 0) {
        g.writeNumberField("toMove", s.toMove());
      }
      if (seat == GameCodec.SPECTATOR) {
        g.writeStringField("audience", "spectator");
      } else {
        g.writeStringField("audience", "seat");
        g.writeNumberField("seat", seat);
      }
      seats(g, s);
      g.writeFieldName("view");
      g.writeRawValue(codec.writeView(s.history(), seat));
      g.writeStringField("picture", Pictures.of(s, seat));
      if (s.last().isDefined()) {
        Table.Step<S> step = s.last().get();
        g.writeObjectFieldStart("last");
        if (step.seat() >= 0) {
          g.writeNumberField("seat", step.seat());
        }
        g.writeArrayFieldStart("effects");
        for (Table.Ply<S> ply : step.plies()) {
          g.writeRawValue(codec.writeEffects(ply.before(), ply.code(), seat));
        }
        g.writeEndArray();
        g.writeEndObject();
      }
      if (withHistory) {
        history(g, s, seat, codec);
      }
      if (s.clock().isDefined()) {
        g.writeFieldName("clock");
        g.writeRawValue(WireFormat.writeClock(s.clock().get(), s.now()));
      }
      if (s.status() == Table.Status.PLAYING && s.table().drawOfferBy() >= 0) {
        g.writeObjectFieldStart("drawOffer");
        g.writeNumberField("by", s.table().drawOfferBy());
        g.writeEndObject();
      }
      if (s.status() == Table.Status.OVER) {
        if (s.ending().isDefined() && !s.ending().get().reason().equals("time")) {
          // Resigned, a draw agreed, abandoned: ended by the table, not by the rules.
          Store.Ending e = s.ending().get();
          g.writeObjectFieldStart("ending");
          g.writeStringField("reason", e.reason());
          if (e.seat() >= 0) {
            g.writeNumberField("seat", e.seat());
          }
          g.writeStringField("text", e.text());
          g.writeEndObject();
        } else if (s.ending().isDefined()) {
          Store.Ending e = s.ending().get();
          g.writeFieldName("timeOut");
          g.writeRawValue(WireFormat.writeTimeOut(new GameClock.TimeOut(e.seat(), e.text())));
        } else {
          g.writeFieldName("result");
          g.writeRawValue(codec.writeResult(s.history()));
        }
        g.writeArrayFieldStart("returns");
        for (int p = 0; p < s.table().seatCount(); p++) {
          g.writeNumber(s.returns(p));
        }
        g.writeEndArray();
        Pictures.handsAtEnd(g, s);
      }
      g.writeEndObject();
    });
  }

  /**
   * Every step so far, replayed from the start, its effects as the reader may see them. A step is
   * what one change of the table played, as {@code last} has it: the opening chance, or a move
   * and the chance outcomes drawn after it.
   */
  private static <S extends GameState<S>> void history(JsonGenerator g, Table.Snapshot<S> s,
      int seat, GameCodec<S, ?> codec) throws IOException {
    g.writeArrayFieldStart("history");
    S state = GameHistory.start(s.table().rules()).state();
    io.vavr.collection.Seq<Integer> codes = s.history().record().moves();
    int ply = 0;
    while (ply < codes.size()) {
      int mover = state.isChance() ? -1 : state.currentPlayer();
      java.util.List<String> effects = new java.util.ArrayList<>();
      do {
        int code = codes.get(ply);
        effects.add(codec.writeEffects(state, code, seat));
        state = state.apply(code);
        ply++;
      } while (ply < codes.size() && state.isChance() && !state.isTerminal());
      g.writeStartObject();
      g.writeNumberField("ply", ply);
      if (mover >= 0) {
        g.writeNumberField("seat", mover);
      }
      g.writeArrayFieldStart("effects");
      for (String e : effects) {
        g.writeRawValue(e);
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void seats(JsonGenerator g, Table.Snapshot<?> s) throws IOException {
    g.writeArrayFieldStart("seats");
    List<SeatSpec> seats = s.table().seats();
    for (int i = 0; i < seats.size(); i++) {
      g.writeStartObject();
      g.writeNumberField("seat", i);
      if (seats.get(i) instanceof SeatSpec.Computer c) {
        g.writeStringField("player", "computer");
        g.writeStringField("level", c.level().id());
        budget(g, c.budget());
      } else {
        g.writeStringField("player", "open");
        g.writeBooleanField("taken", s.joined().get(i));
        if (s.names().get(i) != null) {
          g.writeStringField("name", s.names().get(i));
        }
      }
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void budget(JsonGenerator g, Budget b) throws IOException {
    if (b instanceof Budget.Nodes n) {
      g.writeNumberField("nodes", n.count());
    } else {
      g.writeNumberField("millis", ((Budget.Time) b).limit().toMillis());
    }
  }

  /**
   * A table's summary, as the lobby lists it.
   *
   * @param s the table now
   * @return the {@code table} message
   */
  static String table(Table.Snapshot<?> s) {
    return write(g -> tableFields(g, s));
  }

  private static void tableFields(JsonGenerator g, Table.Snapshot<?> s) throws IOException {
    Table<?> t = s.table();
    g.writeStartObject();
    g.writeStringField("type", "table");
    g.writeStringField("id", t.id());
    g.writeStringField("game", t.rules().name());
    g.writeStringField("spec", t.rules().spec());
    if (t.clockRules().isDefined()) {
      g.writeStringField("clock", t.clockRules().get().spec());
    }
    g.writeStringField("status", s.status().id());
    g.writeNumberField("ply", s.number());
    if (s.toMove() >= 0) {
      g.writeNumberField("toMove", s.toMove());
    }
    g.writeNumberField("createdAt", t.createdAt());
    seats(g, s);
    g.writeEndObject();
  }

  /**
   * The lobby's list.
   *
   * @param tables every table's summary, oldest first
   * @return the {@code tables} message
   */
  static String tables(List<Table.Snapshot<?>> tables) {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "tables");
      g.writeArrayFieldStart("tables");
      for (Table.Snapshot<?> s : tables) {
        tableFields(g, s);
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /**
   * What the server hosts: each game with its default rules, and the computer levels.
   *
   * @return the {@code games} message
   */
  static String games() {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "games");
      g.writeArrayFieldStart("games");
      for (String name : List.of("jungle", "ludo", "domino")) {
        Game<?> rules = Games.TYPES.require(name + "()");
        g.writeStartObject();
        g.writeStringField("game", name);
        g.writeStringField("spec", rules.spec());
        g.writeNumberField("players", rules.playerCount());
        g.writeArrayFieldStart("presets");
        for (Games.Preset p : Games.presets(name)) {
          g.writeStartObject();
          g.writeStringField("name", p.name());
          g.writeStringField("spec", p.spec());
          g.writeNumberField("players", p.players());
          g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("levels");
      for (Level level : Level.values()) {
        g.writeStartObject();
        g.writeStringField("level", level.id());
        g.writeStringField("name", level.vietnamese());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("clocks");
      for (ClockRules c : List.of(ClockRules.PER_MOVE_90S, ClockRules.GAME_10_MIN,
          ClockRules.GAME_30_MIN, ClockRules.GAME_60_MIN)) {
        g.writeString(c.spec());
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /**
   * A seat's token, sent to the person who joined it and to nobody else.
   *
   * @param table the table
   * @param seat the seat
   * @param token the token
   * @return the {@code joined} message
   */
  static String joined(String table, int seat, String token) {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "joined");
      g.writeStringField("table", table);
      g.writeNumberField("seat", seat);
      g.writeStringField("token", token);
      g.writeEndObject();
    });
  }

  /**
   * A refused request, for its sender only.
   *
   * @param r the rejection
   * @return the {@code error} message, with the library's {@code refusal} inside when there is one
   */
  static String error(Rejection r) {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "error");
      g.writeStringField("code", r.code());
      g.writeStringField("message", r.message());
      if (r.refusal().isDefined()) {
        g.writeFieldName("refusal");
        g.writeRawValue(WireFormat.writeRefusal(r.refusal().get()));
      }
      g.writeEndObject();
    });
  }

  // ------------------------------------------------------------------ client to server

  /**
   * A connection's {@code hello}: the seat it speaks for and that seat's token.
   *
   * @param seat the seat
   * @param token its token
   */
  record Hello(int seat, String token) {}

  /**
   * Reads a {@code hello}: {@code {"type":"hello","seat":0,"token":"..."}}.
   *
   * @param json the message
   * @return the hello, or what is wrong
   */
  static Either<Rejection, Hello> readHello(String json) {
    return readSeatToken(json, "hello", "a hello");
  }

  /** A message of a type with exactly a seat number and that seat's token. */
  private static Either<Rejection, Hello> readSeatToken(String json, String type, String what) {
    return object(json, type, Map.of("seat", "a seat number", "token", "a token"))
        .flatMap(o -> {
          JsonNode seat = o.get("seat");
          JsonNode token = o.get("token");
          if (seat == null || !seat.canConvertToInt() || !seat.isIntegralNumber()
              || seat.intValue() < 0) {
            return malformed("/seat: " + what + " needs 'seat', a seat number");
          }
          if (token == null || !token.isTextual()) {
            return malformed("/token: " + what + " needs 'token', the seat's token");
          }
          return Either.right(new Hello(seat.intValue(), token.textValue()));
        });
  }

  /**
   * Reads a hint request's body: {@code {"type":"askHint","seat":0,"token":"..."}}, the seat that
   * asks and its token (as a {@code hello} names them).
   *
   * @param json the body
   * @return the seat and token, or what is wrong
   */
  static Either<Rejection, Hello> readHint(String json) {
    return readSeatToken(json, "askHint", "a hint request");
  }

  /**
   * Reads a resignation: {@code {"type":"resign","seat":0,"token":"..."}}.
   *
   * @param json the body
   * @return the seat and token, or what is wrong
   */
  static Either<Rejection, Hello> readResign(String json) {
    return readSeatToken(json, "resign", "a resignation");
  }

  /**
   * A takeback: the seat, its token, and the move number it was asked at, or -1 when the message
   * gives none.
   *
   * @param seat the seat
   * @param token its token
   * @param ply the move number the asker saw, or -1
   */
  record TakeBack(int seat, String token, int ply) {}

  /**
   * Reads a takeback: {@code {"type":"takeback","seat":0,"token":"...","ply":4}}, {@code ply}
   * optional: the move number the asker saw, so that a takeback sent twice, or after a move of
   * the asker's own that the asker had not seen answered, takes back nothing more.
   *
   * @param json the body
   * @return the takeback, or what is wrong
   */
  static Either<Rejection, TakeBack> readTakeBack(String json) {
    return object(json, "takeback", Map.of("seat", "a seat number", "token", "a token", "ply",
        "the move number it was asked at")).flatMap(o -> {
          JsonNode ply = o.get("ply");
          if (ply != null && (!ply.isIntegralNumber() || !ply.canConvertToInt()
              || ply.intValue() < 0)) {
            return malformed("/ply: a takeback's 'ply' is the move number it was asked at, a"
                + " whole number 0 or more");
          }
          ObjectNode rest = ((ObjectNode) o.deepCopy());
          rest.remove("ply");
          rest.put("type", "hello");
          return readSeatToken(rest.toString(), "hello", "a takeback")
              .map(h -> new TakeBack(h.seat(), h.token(), ply == null ? -1 : ply.intValue()));
        });
  }

  /**
   * A draw offer or its answer.
   *
   * @param seat the seat
   * @param token its token
   * @param answer {@code offer}, {@code accept} or {@code decline}
   */
  record DrawAnswer(int seat, String token, String answer) {}

  /**
   * Reads a draw offer or answer: {@code {"type":"draw","seat":0,"token":"...",
   * "answer":"offer"}} (or {@code accept}, {@code decline}).
   *
   * @param json the body
   * @return the message, or what is wrong
   */
  static Either<Rejection, DrawAnswer> readDraw(String json) {
    return object(json, "draw", Map.of("seat", "a seat number", "token", "a token", "answer",
        "offer, accept or decline")).flatMap(o -> {
          JsonNode answer = o.get("answer");
          if (answer == null || !answer.isTextual()
              || !List.of("offer", "accept", "decline").contains(answer.textValue())) {
            return malformed("/answer: a draw message needs 'answer': offer, accept or decline");
          }
          ObjectNode rest = ((ObjectNode) o.deepCopy());
          rest.remove("answer");
          rest.put("type", "hello");
          return readSeatToken(rest.toString(), "hello", "a draw message")
              .map(h -> new DrawAnswer(h.seat(), h.token(), answer.textValue()));
        });
  }

  /**
   * A hint for a seat: the analysis of a level's player for the position at a move number, sent
   * only to the seat that asked.
   *
   * @param table the table's id
   * @param seat the seat
   * @param ply the move number the analysis is for
   * @param level the level whose search made it
   * @param analysis the wire format's {@code analysis} message
   * @return the {@code hint} message
   */
  static String hint(String table, int seat, int ply, Level level, String analysis) {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "hint");
      g.writeStringField("table", table);
      g.writeNumberField("seat", seat);
      g.writeNumberField("ply", ply);
      g.writeStringField("level", level.id());
      g.writeFieldName("analysis");
      g.writeRawValue(analysis);
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code join} request's body: empty, or {@code {"type":"join","name":"An"}}.
   *
   * @param json the body
   * @return the name (none given: null), or what is wrong
   */
  static Either<Rejection, String> readJoin(String json) {
    if (json.isBlank()) {
      return Either.right(null);
    }
    return object(json, "join", Map.of("name", "a name")).flatMap(o -> {
      JsonNode name = o.get("name");
      if (name == null) {
        return Either.right(null);
      }
      if (!name.isTextual()) {
        return malformed("/name: expected a string, found " + name.getNodeType().name()
            .toLowerCase(java.util.Locale.ROOT));
      }
      String why = whyNotAName(name.textValue());
      if (why != null) {
        return malformed("/name: " + why);
      }
      return Either.right(name.textValue());
    });
  }

  /**
   * The name a seat is shown by when its person joined without one.
   *
   * @param seat the seat
   * @return such as {@code seat 1}
   */
  static String unnamed(int seat) {
    return "seat " + seat;
  }

  /**
   * Why a text is not a name at a table, or null when it is one. A name is 1 to {@link #MAX_NAME}
   * characters (code points, so an emoji counts one) of the Unicode categories letter, mark,
   * number, punctuation and symbol, with spaces (category Zs) between them: no control or format
   * character (among them the bidirectional overrides and isolates U+202A to U+202E and U+2066
   * to U+2069, the zero-width U+200B to U+200D and U+FEFF), no line or paragraph separator, no
   * unpaired surrogate, private-use or unassigned code point, and no space first or last. Names
   * are shown to other people: these are the characters that could hide or reorder what they
   * read. The schemas {@code join.json} and {@code table.json} say the same.
   *
   * @param name the text
   * @return the reason, or null for a name
   */
  static String whyNotAName(String name) {
    int count = name.codePointCount(0, name.length());
    if (count < 1 || count > MAX_NAME) {
      return "a name is 1 to " + MAX_NAME + " characters, this one has " + count;
    }
    int first = name.codePointAt(0);
    int last = name.codePointBefore(name.length());
    for (int i = 0; i < name.length(); ) {
      int c = name.codePointAt(i);
      if (!isNameCharacter(c)) {
        return String.format(java.util.Locale.ROOT, "U+%04X at character %d is not allowed in a"
            + " name (letters, marks, numbers, punctuation, symbols and spaces only)", c,
            name.codePointCount(0, i) + 1);
      }
      i += Character.charCount(c);
    }
    if (Character.getType(first) == Character.SPACE_SEPARATOR
        || Character.getType(last) == Character.SPACE_SEPARATOR) {
      return "a name does not start or end with a space";
    }
    return null;
  }

  private static boolean isNameCharacter(int c) {
    switch (Character.getType(c)) {
      case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
          Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.NON_SPACING_MARK,
          Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK, Character.DECIMAL_DIGIT_NUMBER,
          Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.CONNECTOR_PUNCTUATION,
          Character.DASH_PUNCTUATION, Character.START_PUNCTUATION, Character.END_PUNCTUATION,
          Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
          Character.OTHER_PUNCTUATION, Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL,
          Character.MODIFIER_SYMBOL, Character.OTHER_SYMBOL, Character.SPACE_SEPARATOR:
        return true;
      default:
        return false;
    }
  }

  /**
   * Reads the shape of a {@code create} body, before the wire format reads its values: not JSON,
   * not an object, another message type, a field missing, unknown or of the wrong type is {@code
   * malformed}, as for every other body; what the values say (a spec, a clock, seats, a budget
   * that is no table) is left to the wire format's reader, whose refusal is {@code bad-table}.
   *
   * @param json the body
   * @return nothing wrong with the shape, or what is
   */
  static Either<Rejection, Void> readCreateShape(String json) {
    return object(json, "create", Map.of("spec", "a spec", "clock", "a clock", "seats",
        "the seats")).flatMap(o -> {
          JsonNode spec = o.get("spec");
          if (spec == null) {
            return malformed("/spec: a create message needs 'spec', the game's variant spec");
          }
          if (!spec.isTextual()) {
            return malformed("/spec: expected a string, found " + kind(spec));
          }
          JsonNode clock = o.get("clock");
          if (clock != null && !clock.isTextual()) {
            return malformed("/clock: expected a string, found " + kind(clock));
          }
          JsonNode seats = o.get("seats");
          if (seats == null) {
            return malformed("/seats: a create message needs 'seats', one per player");
          }
          if (!seats.isArray()) {
            return malformed("/seats: expected an array, found " + kind(seats));
          }
          for (int i = 0; i < seats.size(); i++) {
            JsonNode seat = seats.get(i);
            String at = "/seats/" + i;
            if (!seat.isObject()) {
              return malformed(at + ": expected an object, found " + kind(seat));
            }
            for (Iterator<String> names = seat.fieldNames(); names.hasNext(); ) {
              String name = names.next();
              if (!java.util.Set.of("player", "level", "nodes", "millis").contains(name)) {
                return malformed(at + "/" + pointerToken(name)
                    + ": unknown field (a seat has player, level, nodes, millis)");
              }
            }
            JsonNode player = seat.get("player");
            if (player == null) {
              return malformed(at + "/player: a seat needs 'player', open or computer");
            }
            for (String field : List.of("player", "level")) {
              JsonNode f = seat.get(field);
              if (f != null && !f.isTextual()) {
                return malformed(at + "/" + field + ": expected a string, found " + kind(f));
              }
            }
            for (String field : List.of("nodes", "millis")) {
              JsonNode f = seat.get(field);
              if (f != null && !f.isIntegralNumber()) {
                return malformed(at + "/" + field + ": expected an integer, found " + kind(f));
              }
            }
          }
          return Either.right(null);
        });
  }

  private static String kind(JsonNode n) {
    return n.isNull() ? "null" : n.isTextual() ? "a string" : n.isNumber() ? "a number"
        : n.isBoolean() ? "a boolean" : n.isArray() ? "an array" : "an object";
  }

  /** A field name as a JSON pointer's reference token (RFC 6901: ~ as ~0, / as ~1). */
  private static String pointerToken(String name) {
    return name.replace("~", "~0").replace("/", "~1");
  }

  private static Either<Rejection, JsonNode> object(String json, String type,
      Map<String, String> fields) {
    JsonNode doc;
    try {
      doc = MAPPER.readTree(json);
    } catch (IOException e) {
      return malformed("malformed JSON: " + firstLine(e.getMessage()));
    }
    if (doc == null || !doc.isObject()) {
      return malformed("expected a JSON object");
    }
    JsonNode t = doc.get("type");
    if (t == null || !t.isTextual() || !t.textValue().equals(type)) {
      return malformed("/type: expected '" + type + "'");
    }
    for (Iterator<String> names = doc.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!name.equals("type") && !fields.containsKey(name)) {
        return malformed("/" + pointerToken(name) + ": unknown field (a " + type + " has "
            + String.join(", ", new java.util.TreeSet<>(fields.keySet())) + ")");
      }
    }
    return Either.right(doc);
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(Rejection.of(Rejection.MALFORMED, message));
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "unreadable";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }
}
