package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameClock;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameTypes;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import dev.tabletop.core.Refusal;
import dev.tabletop.core.ReplayError;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.Locale;

/**
 * The tabletop wire format: JSON messages for a game server and its clients, each an object
 * whose {@code type} field names it. The game's messages ({@code rules}, {@code state}, {@code
 * view}, {@code moves}, {@code effects}, {@code result}) come from the game's {@link GameCodec};
 * the messages every game shares are here: {@code move} (a move sent in), {@code record}, {@code
 * clock}, {@code timeOut}, {@code analysis}, {@code refusal} and {@code create} (a table to
 * create). The JSON Schema (draft 2020-12) of each message is a resource of this module, {@link
 * #SCHEMA_DIRECTORY}{@code <type>.json}.
 *
 * <p>Every reader returns {@code Either<InvalidInput, T>}: malformed JSON (with its character
 * offset), an unknown field, a wrong type, a missing field and a value out of range are refused
 * with problems that name the place as a JSON pointer ({@link Problem#pointer()}; malformed text
 * names the value being read where it stopped being JSON); nothing throws on bad input.
 */
public final class WireFormat {
  /** Where the schema files are on the class path: {@code view.json}, {@code move.json}, .... */
  public static final String SCHEMA_DIRECTORY = "dev/tabletop/json/schema/";

  /** The message types, one schema file each, and {@code common}, the definitions they share. */
  public static final List<String> SCHEMAS = List.of("rules", "state", "view", "moves", "move",
      "effects", "result", "record", "clock", "timeOut", "analysis", "refusal", "create",
      "common");

  private static final JungleCodec JUNGLE = new JungleCodec();
  private static final LudoCodec LUDO = new LudoCodec();
  private static final DominoCodec DOMINO = new DominoCodec();
  private static final List<GameCodec<?, ?>> CODECS = List.of(JUNGLE, LUDO, DOMINO);
  private static final GameTypes TYPES = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  /** The most characters of move text a {@code move} message may carry. */
  public static final int MAX_MOVE_TEXT = 64;

  private WireFormat() {}

  /**
   * Cờ Thú's codec.
   *
   * @return the codec of {@code jungle}
   */
  public static JungleCodec jungle() {
    return JUNGLE;
  }

  /**
   * Cờ Cá Ngựa's codec.
   *
   * @return the codec of {@code ludo}
   */
  public static LudoCodec ludo() {
    return LUDO;
  }

  /**
   * Domino's codec.
   *
   * @return the codec of {@code domino}
   */
  public static DominoCodec domino() {
    return DOMINO;
  }

  /**
   * Every game's codec.
   *
   * @return Cờ Thú's, Cờ Cá Ngựa's and Domino's
   */
  public static List<GameCodec<?, ?>> codecs() {
    return CODECS;
  }

  /**
   * The codec of a game by name, as the {@code game} field or a spec names it.
   *
   * @param game such as {@code domino}
   * @return the codec, or none for a game the format does not know
   */
  public static Option<GameCodec<?, ?>> codec(String game) {
    return CODECS.find(c -> c.name().equals(game));
  }

  /**
   * The {@code type} of a message, to dispatch it before reading it whole.
   *
   * @param json a message
   * @return its type, or why it has none (malformed JSON, not an object, no string {@code type})
   */
  public static Either<InvalidInput, String> type(String json) {
    return Json.read("message", json, doc -> {
      Obj o = Obj.of(doc, "");
      return o.string("type");
    });
  }

  // ------------------------------------------------------------------------------------ move

  /**
   * A move sent in, as a {@code move} message.
   *
   * @param move the move
   * @return the message
   */
  public static String writeMove(MoveMessage move) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "move");
      if (move.ply().isDefined()) {
        g.writeNumberField("ply", move.ply().get());
      }
      if (move.text().isDefined()) {
        g.writeStringField("move", move.text().get());
      } else {
        g.writeNumberField("code", move.code().get());
      }
      if (move.token().isDefined()) {
        g.writeStringField("token", move.token().get());
      }
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code move} message: the move as text ({@code move}, at most {@link #MAX_MOVE_TEXT}
   * characters) or as a code ({@code code}), exactly one; the move number ({@code ply}) and the
   * seat token ({@code token}: 16 to 128 of {@code A-Z a-z 0-9 _ -}) when given. Whether the move
   * is legal is the game codec's {@link GameCodec#readMove(String, dev.tabletop.core.GameState,
   * int)}.
   *
   * @param json the message
   * @return the message read, or what is wrong (subject {@code move message})
   */
  public static Either<InvalidInput, MoveMessage> readMove(String json) {
    return Json.read("move message", json, doc -> {
      Obj o = Obj.of(doc, "").type("move");
      Option<Integer> ply = o.optInteger("ply", 0, Integer.MAX_VALUE);
      Option<String> text = o.optString("move");
      Option<Integer> code = o.optInteger("code", Integer.MIN_VALUE, Integer.MAX_VALUE);
      Option<String> token = o.optString("token");
      if (text.isDefined() == code.isDefined()) {
        throw Bad.at("", "give the move as 'move' (its text) or as 'code', exactly one");
      }
      if (text.isDefined() && (text.get().isEmpty() || text.get().length() > MAX_MOVE_TEXT)) {
        throw Bad.at("/move", "move text is 1 to " + MAX_MOVE_TEXT + " characters, found "
            + text.get().length());
      }
      if (token.isDefined() && !token.get().matches("[A-Za-z0-9_-]{16,128}")) {
        throw Bad.at("/token", "a seat token is 16 to 128 of A-Z a-z 0-9 _ -");
      }
      o.finish();
      return new MoveMessage(ply, text, code, token);
    });
  }

  // ------------------------------------------------------------------------------------ record

  /**
   * A game record as a {@code record} message: the spec and every code in order; the game's name
   * as a derived field.
   *
   * @param record the record
   * @return the message
   */
  public static String writeRecord(GameRecord record) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "record");
      VariantSpec spec = VariantSpec.parse(record.spec()).getOrNull();
      if (spec != null) {
        g.writeStringField("game", spec.name());
      }
      g.writeStringField("spec", record.spec());
      GameCodec.ints(g, "codes", record.moves());
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code record} message. The spec must read as a spec (whether a game knows it, and
   * whether the codes replay, is {@link GameRecord#replay} or {@link GameCodec#readHistory}).
   *
   * @param json the message
   * @return the record, or what is wrong (subject {@code record message})
   */
  public static Either<InvalidInput, GameRecord> readRecord(String json) {
    return Json.read("record message", json, doc -> {
      Obj o = Obj.of(doc, "").type("record");
      String spec = o.string("spec");
      Either<InvalidInput, VariantSpec> parsed = VariantSpec.parse(spec);
      if (parsed.isLeft()) {
        throw Bad.at("/spec", parsed.getLeft());
      }
      Arr codes = o.arr("codes");
      Vector<Integer> moves = Vector.empty();
      for (int i = 0; i < codes.size(); i++) {
        moves = moves.append(codes.integer(i, Integer.MIN_VALUE, Integer.MAX_VALUE));
      }
      GameRecord record;
      try {
        record = new GameRecord(spec, moves);
      } catch (IllegalArgumentException e) {
        // A spec that reads but that a record's text cannot carry (white space around it, '#').
        throw Bad.at("/spec", e.getMessage());
      }
      o.finishAgainst(GameCodec.tree(writeRecord(record)), "the spec");
      return record;
    });
  }

  // ------------------------------------------------------------------------------------ clocks

  /**
   * A clock as a {@code clock} message, exactly, for storage: the time control's spec, the
   * running player, when the running move started and every player's budget then ({@code null}
   * with no game budget).
   *
   * @param clock the clock
   * @return the message
   */
  public static String writeClock(GameClock clock) {
    return clock(clock, Option.none());
  }

  /**
   * A clock as a client shows it at a time: the exact fields of {@link #writeClock(GameClock)},
   * plus the time ({@code now}), each player's time left then ({@code remaining}, {@code null}
   * with no game budget) and the running move's time left under a move limit ({@code
   * moveLeft}).
   *
   * @param clock the clock
   * @param nowMillis the server's time, in the clock's milliseconds
   * @return the message
   */
  public static String writeClock(GameClock clock, long nowMillis) {
    return clock(clock, Option.some(nowMillis));
  }

  private static String clock(GameClock clock, Option<Long> now) {
    ClockRules rules = clock.rules();
    long[] budgets = clock.budgets();
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "clock");
      g.writeStringField("rules", rules.spec());
      g.writeNumberField("players", budgets.length);
      g.writeNumberField("running", clock.running());
      g.writeNumberField("startedAt", clock.startedAt());
      longs(g, "budgets", rules.gameMillis() > 0 ? budgets : null);
      if (now.isDefined()) {
        long t = now.get();
        g.writeNumberField("now", t);
        if (rules.gameMillis() > 0) {
          long[] left = new long[budgets.length];
          for (int p = 0; p < left.length; p++) {
            left[p] = Math.max(0, clock.remaining(p, t));
          }
          longs(g, "remaining", left);
        }
        if (rules.moveMillis() > 0) {
          g.writeNumberField("moveLeft", clock.moveLeft(t));
        }
      }
      g.writeEndObject();
    });
  }

  private static void longs(JsonGenerator g, String name, long[] values) throws IOException {
    if (values == null) {
      return;
    }
    g.writeArrayFieldStart(name);
    for (long v : values) {
      g.writeNumber(v);
    }
    g.writeEndArray();
  }

  /**
   * Reads a {@code clock} message back to an equal clock; {@code now}, {@code remaining} and
   * {@code moveLeft}, when present, must agree with it.
   *
   * @param json the message
   * @return the clock, or what is wrong (subject {@code clock message})
   */
  public static Either<InvalidInput, GameClock> readClock(String json) {
    return Json.read("clock message", json, doc -> {
      Obj o = Obj.of(doc, "").type("clock");
      ClockRules rules = GameCodec.parsed(o, "rules", ClockRules::parse);
      int players = o.integer("players", 1, 4);
      int running = o.integer("running", 0, players - 1);
      long startedAt = o.longInt("startedAt", Long.MIN_VALUE, Long.MAX_VALUE);
      long[] budgets = new long[players];
      java.util.Arrays.fill(budgets, Long.MAX_VALUE);
      Option<Arr> given = o.optArr("budgets");
      if (rules.gameMillis() > 0 && given.isEmpty()) {
        throw Bad.at("/budgets", "required field is missing (the clock has a game budget)");
      }
      if (rules.gameMillis() == 0 && given.isDefined()) {
        throw Bad.at("/budgets", "a clock with no game budget has no budgets");
      }
      if (given.isDefined()) {
        Arr a = given.get().size(players, players);
        for (int p = 0; p < players; p++) {
          budgets[p] = Obj.longInt(a.node(p), a.at(p), 0, Long.MAX_VALUE);
        }
      }
      Option<Long> now = o.optional("now")
          .map(n -> Obj.longInt(n, "/now", Long.MIN_VALUE, Long.MAX_VALUE));
      Either<InvalidInput, GameClock> clock = GameClock.of(rules, budgets, running, startedAt);
      if (clock.isLeft()) {
        throw Bad.at("", clock.getLeft().message());
      }
      o.finishAgainst(GameCodec.tree(clock(clock.get(), now)), "the clock");
      return clock.get();
    });
  }

  /**
   * A player running out of time, as a {@code timeOut} message.
   *
   * @param out the time-out
   * @return the message
   */
  public static String writeTimeOut(GameClock.TimeOut out) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "timeOut");
      g.writeNumberField("player", out.player());
      g.writeStringField("reason", out.reason());
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code timeOut} message.
   *
   * @param json the message
   * @return the time-out, or what is wrong (subject {@code timeOut message})
   */
  public static Either<InvalidInput, GameClock.TimeOut> readTimeOut(String json) {
    return Json.read("timeOut message", json, doc -> {
      Obj o = Obj.of(doc, "").type("timeOut");
      GameClock.TimeOut out = new GameClock.TimeOut(o.integer("player", 0, 3), o.string("reason"));
      o.finish();
      return out;
    });
  }

  // ------------------------------------------------------------------------------------ analysis

  /**
   * A search's analysis as an {@code analysis} message (a hint is its first move): what the
   * scores mean, every legal move ranked best first with its score and visits, the principal
   * variation as codes, the depth, nodes and time; the best move's code as a derived field.
   *
   * @param analysis the analysis
   * @return the message
   */
  public static String writeAnalysis(Analysis analysis) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "analysis");
      g.writeStringField("kind", analysis.kind() == Analysis.ScoreKind.EVALUATION ? "evaluation"
          : "meanReturn");
      g.writeNumberField("best", analysis.best());
      g.writeNumberField("depth", analysis.depth());
      g.writeNumberField("nodes", analysis.nodes());
      g.writeNumberField("nanos", analysis.nanos());
      g.writeArrayFieldStart("moves");
      for (RankedMove m : analysis.moves()) {
        g.writeStartObject();
        g.writeNumberField("code", m.move());
        g.writeStringField("text", m.text());
        g.writeNumberField("score", m.score());
        g.writeNumberField("visits", m.visits());
        g.writeEndObject();
      }
      g.writeEndArray();
      GameCodec.ints(g, "principalVariation", analysis.principalVariation());
      g.writeEndObject();
    });
  }

  /**
   * Reads an {@code analysis} message back to an equal analysis.
   *
   * @param json the message
   * @return the analysis, or what is wrong (subject {@code analysis message})
   */
  public static Either<InvalidInput, Analysis> readAnalysis(String json) {
    return Json.read("analysis message", json, doc -> {
      Obj o = Obj.of(doc, "").type("analysis");
      String kind = o.word("kind", List.of("evaluation", "meanReturn"));
      int depth = o.integer("depth", 0, Integer.MAX_VALUE);
      long nodes = o.longInt("nodes", 0, Long.MAX_VALUE);
      long nanos = o.longInt("nanos", 0, Long.MAX_VALUE);
      Arr a = o.arr("moves").size(1, 4096);
      List<RankedMove> moves = List.empty();
      for (int i = a.size() - 1; i >= 0; i--) {
        Obj m = a.obj(i);
        moves = moves.prepend(new RankedMove(m.integer("code", Integer.MIN_VALUE,
            Integer.MAX_VALUE), m.string("text"), m.number("score"),
            m.longInt("visits", 0, Long.MAX_VALUE)));
        m.finish();
      }
      List<Integer> pv = GameCodec.ints(o.arr("principalVariation"), Integer.MIN_VALUE,
          Integer.MAX_VALUE);
      Analysis analysis = new Analysis(moves, pv, kind.equals("evaluation")
          ? Analysis.ScoreKind.EVALUATION : Analysis.ScoreKind.MEAN_RETURN, depth, nodes, nanos);
      o.finishAgainst(GameCodec.tree(writeAnalysis(analysis)), "the moves");
      return analysis;
    });
  }

  // ------------------------------------------------------------------------------------ refusals

  /**
   * A refusal as a {@code refusal} message, the error a client gets: which refusal ({@code
   * invalidInput}, {@code illegalMove}, {@code replayError}), its message, and its parts (an
   * invalid input's problems, each with its offset and, for a JSON document, its JSON pointer;
   * an illegal move's kind, text, code and reason; a replay error's ply and cause).
   *
   * @param refusal the refusal
   * @return the message
   */
  public static String writeRefusal(Refusal refusal) {
    return Json.write(g -> refusal(g, refusal));
  }

  private static void refusal(JsonGenerator g, Refusal refusal) throws IOException {
    g.writeStartObject();
    g.writeStringField("type", "refusal");
    if (refusal instanceof InvalidInput in) {
      g.writeStringField("refusal", "invalidInput");
      g.writeStringField("message", in.message());
      g.writeStringField("subject", in.subject());
      g.writeArrayFieldStart("problems");
      for (Problem p : in.problems()) {
        g.writeStartObject();
        g.writeStringField("message", p.message());
        if (p.offset() >= 0) {
          g.writeNumberField("offset", p.offset());
        }
        Option<String> pointer = pointer(p);
        if (pointer.isDefined()) {
          g.writeStringField("pointer", pointer.get());
        }
        g.writeEndObject();
      }
      g.writeEndArray();
    } else if (refusal instanceof IllegalMove m) {
      g.writeStringField("refusal", "illegalMove");
      g.writeStringField("message", m.message());
      g.writeStringField("kind", m.kind().name().toLowerCase(Locale.ROOT));
      g.writeStringField("text", m.text());
      g.writeNumberField("code", m.move());
      g.writeStringField("reason", m.reason());
    } else {
      ReplayError r = (ReplayError) refusal;
      g.writeStringField("refusal", "replayError");
      g.writeStringField("message", r.message());
      g.writeNumberField("ply", r.ply());
      g.writeFieldName("cause");
      refusal(g, r.cause());
    }
    g.writeEndObject();
  }

  /**
   * The RFC 6901 JSON pointer of the place a problem of this format's readers names: {@code ""}
   * for the whole document, {@code /codes/3}, {@code /a~1b} for the key {@code a/b}; for malformed
   * text, the value the parser was reading when the text stopped being JSON. It is the problem's
   * own {@link Problem#pointer()} (the message starts with it too, {@code (root)} for {@code ""},
   * for people to read), so any key reads back exactly, one with a space or {@code ": "} in it too.
   *
   * @param problem a problem
   * @return the pointer, or none for a problem that is not about a JSON document
   */
  public static Option<String> pointer(Problem problem) {
    return problem.pointer();
  }

  /**
   * Reads a {@code refusal} message back to an equal refusal; the {@code message} fields, derived
   * from the rest, must agree, and a problem's {@code pointer} must be an RFC 6901 JSON pointer.
   *
   * @param json the message
   * @return the refusal, or what is wrong with the message (subject {@code refusal message})
   */
  public static Either<InvalidInput, Refusal> readRefusal(String json) {
    return Json.read("refusal message", json, doc -> {
      Refusal r = refusal(Obj.of(doc, ""), 0);
      return r;
    });
  }

  private static Refusal refusal(Obj o, int depth) {
    o.type("refusal");
    if (depth > 8) {
      throw Bad.at(o.at(), "refusals nest at most 8 deep");
    }
    String which = o.word("refusal", List.of("invalidInput", "illegalMove", "replayError"));
    Refusal r;
    switch (which) {
      case "invalidInput": {
        String subject = o.string("subject");
        Arr a = o.arr("problems").size(1, 1000);
        List<Problem> problems = List.empty();
        for (int i = a.size() - 1; i >= 0; i--) {
          Obj p = a.obj(i);
          String message = p.string("message");
          int offset = p.optInteger("offset", 0, Integer.MAX_VALUE).getOrElse(-1);
          Option<String> pointer = p.optString("pointer");
          if (pointer.isDefined() && !Problem.isJsonPointer(pointer.get())) {
            throw Bad.at(p.at("pointer"), "is not a JSON pointer (RFC 6901)");
          }
          Problem problem = new Problem(message, offset, pointer);
          p.finish();
          problems = problems.prepend(problem);
        }
        r = new InvalidInput(subject, problems);
        break;
      }
      case "illegalMove": {
        String kind = o.word("kind", List.of("unreadable", "illegal"));
        String text = o.string("text");
        int code = o.integer("code", Integer.MIN_VALUE, Integer.MAX_VALUE);
        String reason = o.string("reason");
        if (kind.equals("unreadable") && code != -1) {
          throw Bad.at(o.at("code"), "an unreadable move has code -1, found " + code);
        }
        r = new IllegalMove(kind.equals("unreadable") ? IllegalMove.Kind.UNREADABLE
            : IllegalMove.Kind.ILLEGAL, text, code, reason);
        break;
      }
      default: {
        int ply = o.integer("ply", 0, Integer.MAX_VALUE);
        Refusal cause = refusal(o.obj("cause"), depth + 1);
        r = new ReplayError(ply, cause);
        break;
      }
    }
    String message = o.string("message");
    if (!message.equals(r.message())) {
      throw Bad.at(o.at("message"), "does not agree with the refusal (expected '" + r.message()
          + "')");
    }
    o.finish();
    return r;
  }

  // ------------------------------------------------------------------------------------ tables

  /**
   * A table to create, as a {@code create} message.
   *
   * @param table the request
   * @return the message
   */
  public static String writeCreate(TableRequest table) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "create");
      g.writeStringField("spec", table.rules().spec());
      if (table.clock().isDefined()) {
        g.writeStringField("clock", table.clock().get().spec());
      }
      g.writeArrayFieldStart("seats");
      for (SeatRequest seat : table.seats()) {
        g.writeStartObject();
        if (seat.isOpen()) {
          g.writeStringField("player", "open");
        } else {
          g.writeStringField("player", "computer");
          g.writeStringField("level", seat.level().get().id());
          if (seat.budget().isDefined()) {
            Budget b = seat.budget().get();
            if (b instanceof Budget.Nodes n) {
              g.writeNumberField("nodes", n.count());
            } else {
              g.writeNumberField("millis", ((Budget.Time) b).limit().toMillis());
            }
          }
        }
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code create} message: a spec of any of the three games, an optional clock spec, and
   * one seat per player, each {@code open} or {@code computer} with a level ({@code practice},
   * {@code easy}, {@code medium}, {@code hard}, {@code expert}, {@code master}) and optionally a
   * budget of {@code nodes} or {@code millis} (one of the two).
   *
   * @param json the message
   * @return the request, or what is wrong (subject {@code create message})
   */
  public static Either<InvalidInput, TableRequest> readCreate(String json) {
    return Json.read("create message", json, doc -> {
      Obj o = Obj.of(doc, "").type("create");
      Game<?> rules = GameCodec.parsed(o, "spec", TYPES::parse);
      Option<ClockRules> clock = o.optional("clock").map(n -> {
        String text = Obj.string(n, "/clock");
        Either<InvalidInput, ClockRules> c = ClockRules.parse(text);
        if (c.isLeft()) {
          throw Bad.at("/clock", c.getLeft());
        }
        return c.get();
      });
      Arr a = o.arr("seats").size(rules.playerCount(), rules.playerCount());
      List<SeatRequest> seats = List.empty();
      for (int i = a.size() - 1; i >= 0; i--) {
        seats = seats.prepend(seat(a.obj(i)));
      }
      o.finish();
      return new TableRequest(rules, clock, seats);
    });
  }

  private static SeatRequest seat(Obj o) {
    String player = o.word("player", List.of("open", "computer"));
    SeatRequest seat;
    if (player.equals("open")) {
      seat = SeatRequest.OPEN;
    } else {
      String id = o.string("level");
      Option<Level> level = Level.ofId(id);
      if (level.isEmpty()) {
        throw Bad.at(o.at("level"), "'" + id + "' is not a level (practice, easy, medium, hard,"
            + " expert, master)");
      }
      Option<Long> nodes = o.optional("nodes").map(n -> Obj.longInt(n, o.at("nodes"), 1,
          1_000_000_000_000L));
      Option<Long> millis = o.optional("millis").map(n -> Obj.longInt(n, o.at("millis"), 1,
          86_400_000L));
      if (nodes.isDefined() && millis.isDefined()) {
        throw Bad.at(o.at(), "give a budget of nodes or of millis, not both");
      }
      Option<Budget> budget = nodes.map(Budget::nodes).orElse(millis.map(Budget::millis));
      seat = new SeatRequest(level, budget);
    }
    o.finish();
    return seat;
  }

  static JsonNode tree(String json) {
    return Json.parse(json);
  }
}
