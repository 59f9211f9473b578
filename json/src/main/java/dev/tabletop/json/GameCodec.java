package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.Effect;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Refusal;
import dev.tabletop.core.VariantSpec;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;

/**
 * The wire format of one game: its rules, states, seat views, legal moves, moves sent in,
 * effects and results as JSON messages, each with a {@code type} field and the game's own
 * notation inside. One instance per game ({@link WireFormat#jungle()}, {@link
 * WireFormat#ludo()}, {@link WireFormat#domino()}); thread-safe, and cheap to call: every
 * message is written by one streaming pass over a shared Jackson factory.
 *
 * <p>Readers return {@code Either}: a document that is not JSON, has an unknown field, a wrong
 * type, a missing field or a value out of range gives an {@link InvalidInput} whose problems name
 * the place as a JSON pointer ({@code /codes/3: expected an integer, found a string}); a move that
 * reads but may not be played gives the game's {@link IllegalMove}. A refused message changes
 * nothing.
 *
 * @param <S> the game's state type
 * @param <R> the game's rules type
 */
public abstract sealed class GameCodec<S extends GameState<S>, R extends Game<S>>
    permits JungleCodec, LudoCodec, DominoCodec {

  /** The seat number a spectator's view and effects are written for. */
  public static final int SPECTATOR = -1;

  private final GameType<S, R> type;

  GameCodec(GameType<S, R> type) {
    this.type = type;
  }

  /**
   * The game's name, the {@code game} field of its messages.
   *
   * @return such as {@code jungle}
   */
  public final String name() {
    return type.name();
  }

  /**
   * The game type whose specs this codec reads.
   *
   * @return the type
   */
  public final GameType<S, R> type() {
    return type;
  }

  // ------------------------------------------------------------------------------------ rules

  /**
   * The rules as a {@code rules} message: the canonical spec, the player count and the flags as
   * an object (each flag with its JSON type: a boolean, an integer, a word, a list of numbers).
   *
   * @param rules the rules
   * @return the message
   */
  public final String writeRules(R rules) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "rules");
      rulesFields(g, rules);
      g.writeEndObject();
    });
  }

  private void rulesFields(JsonGenerator g, Game<?> rules) throws IOException {
    g.writeStringField("game", name());
    g.writeStringField("spec", rules.spec());
    g.writeNumberField("players", rules.playerCount());
    g.writeObjectFieldStart("flags");
    VariantSpec spec = VariantSpec.parse(rules.spec()).get();
    for (var kv : spec.params()) {
      g.writeFieldName(kv._1);
      flag(g, kv._2);
    }
    g.writeEndObject();
  }

  /** A flag's value in its JSON type: {@code true}, {@code 5}, {@code {1,6}} as {@code [1,6]}. */
  private static void flag(JsonGenerator g, String value) throws IOException {
    if (value.equals("true") || value.equals("false")) {
      g.writeBoolean(value.equals("true"));
    } else if (value.matches("-?[0-9]{1,9}")) {
      g.writeNumber(Integer.parseInt(value));
    } else if (value.startsWith("{") && value.endsWith("}")) {
      g.writeStartArray();
      String body = value.substring(1, value.length() - 1).strip();
      for (String part : body.isEmpty() ? new String[0] : body.split(",")) {
        flag(g, part.strip());
      }
      g.writeEndArray();
    } else {
      g.writeString(value);
    }
  }

  /**
   * Reads a {@code rules} message. The spec decides; {@code players} and {@code flags}, when
   * present, must agree with it.
   *
   * @param json the message
   * @return the rules, or what is wrong (subject {@code rules message})
   */
  public final Either<InvalidInput, R> readRules(String json) {
    return Json.read("rules message", json, doc -> {
      Obj o = Obj.of(doc, "").type("rules");
      gameField(o);
      R rules = rules(o);
      o.finishAgainst(tree(writeRules(rules)), "the spec");
      return rules;
    });
  }

  /** Checks the {@code game} field names this game. */
  final void gameField(Obj o) {
    String game = o.string("game");
    if (!game.equals(name())) {
      throw Bad.at(o.at("game"), "expected '" + name() + "', found '" + game + "'");
    }
  }

  /** Reads the {@code spec} field as this game's rules. */
  final R rules(Obj o) {
    String spec = o.string("spec");
    Either<InvalidInput, R> rules = type.parse(spec);
    if (rules.isLeft()) {
      throw Bad.at(o.at("spec"), rules.getLeft());
    }
    return rules.get();
  }

  static JsonNode tree(String json) {
    return Json.parse(json);
  }

  // ------------------------------------------------------------------------------------ states

  /**
   * The omniscient state as a {@code state} message, for storage: the spec, the game's position
   * text and what the position text does not hold (Domino: the round's root position and the
   * codes played since, so that the history a view depends on is kept), then the phase, the
   * player to move and the result as derived, readable fields.
   *
   * @param state the state
   * @return the message; it names hidden tiles, so it is never for a player
   */
  public final String writeState(S state) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "state");
      g.writeStringField("game", name());
      g.writeStringField("spec", state.game().spec());
      stateFields(g, state);
      status(g, state, false);
      if (state.isTerminal()) {
        g.writeFieldName("result");
        result(g, state, false);
      }
      g.writeEndObject();
    });
  }

  /**
   * Reads a {@code state} message back to an equal state. The authoritative fields decide (the
   * spec, the position, and for Domino the root and the codes, each code checked as it is
   * replayed); the derived fields, when present, must agree.
   *
   * @param json the message
   * @return the state, or what is wrong (subject {@code state message})
   */
  public final Either<InvalidInput, S> readState(String json) {
    return Json.read("state message", json, doc -> {
      Obj o = Obj.of(doc, "").type("state");
      gameField(o);
      R rules = rules(o);
      S state = readStateFields(o, rules);
      o.finishAgainst(tree(writeState(state)), "the state read");
      return state;
    });
  }

  /**
   * The game's authoritative state fields, after the spec: by default the position text, which
   * holds the whole position (Cờ Thú, Cờ Cá Ngựa).
   */
  void stateFields(JsonGenerator g, S state) throws IOException {
    g.writeStringField("position", state.toString());
  }

  /** Reads the authoritative state fields (marking them read): by default the position text. */
  S readStateFields(Obj o, R rules) {
    return parsed(o, "position", text -> position(rules, text));
  }

  /** The game's position parser (its rules' {@code position(text)}). */
  abstract Either<InvalidInput, S> position(R rules, String text);

  /** The phase, the player to move, and whatever the game adds (Ludo: whose turn). */
  final void status(JsonGenerator g, S state, boolean repetition) throws IOException {
    g.writeStringField("phase", repetition || state.isTerminal() ? "over"
        : state.isChance() ? "chance" : "move");
    if (!repetition && state.currentPlayer() >= 0) {
      g.writeNumberField("toMove", state.currentPlayer());
    }
  }

  // ------------------------------------------------------------------------------------ views

  /**
   * What one seat may know, as a {@code view} message: the seat's view of the state (Cờ Thú and
   * Cờ Cá Ngựa: the whole position; Domino: the seat's own hand, the other hands' sizes, the
   * boneyard's size, the line and the public history, never another hand or the boneyard) and
   * the seat's legal moves when it is to move. Two states with the same view for a seat give the
   * same text.
   *
   * @param state the omniscient state
   * @param seat a seat of the game, or {@link #SPECTATOR} for the public view
   * @return the message
   * @throws IllegalArgumentException if the seat is not at the table
   */
  public final String writeView(S state, int seat) {
    return view(state, seat, -1, false);
  }

  /**
   * A seat's view of a game in progress: {@link #writeView(GameState, int)} of its state, with
   * the move number ({@code ply}: the moves and outcomes played, which a move sent back names)
   * and the repetition rule applied (Cờ Thú: a game drawn by repetition is over).
   *
   * @param history the game
   * @param seat a seat, or {@link #SPECTATOR}
   * @return the message
   * @throws IllegalArgumentException if the seat is not at the table
   */
  public final String writeView(GameHistory<S> history, int seat) {
    return view(history.state(), seat, history.plies(), history.isDrawnByRepetition());
  }

  private String view(S state, int seat, int ply, boolean repetition) {
    checkAudience(state, seat);
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "view");
      g.writeStringField("game", name());
      g.writeStringField("spec", state.game().spec());
      audience(g, seat);
      if (ply >= 0) {
        g.writeNumberField("ply", ply);
      }
      status(g, state, repetition);
      viewFields(g, state, seat, repetition);
      g.writeArrayFieldStart("moves");
      if (!repetition) {
        moveList(g, state, seat);
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  static void checkAudience(GameState<?> state, int seat) {
    if (seat != SPECTATOR) {
      Players.checkSeat(seat, state.game().playerCount());
    }
  }

  static void audience(JsonGenerator g, int seat) throws IOException {
    if (seat == SPECTATOR) {
      g.writeStringField("audience", "spectator");
    } else {
      g.writeStringField("audience", "seat");
      g.writeNumberField("seat", seat);
    }
  }

  /** The game's view fields, after the status. */
  abstract void viewFields(JsonGenerator g, S state, int seat, boolean repetition)
      throws IOException;

  // ------------------------------------------------------------------------------------ moves

  /**
   * A seat's legal moves as a {@code moves} message: each with its code, its text and typed
   * fields a client can draw (Cờ Thú: the squares, the piece, a capture; Cờ Cá Ngựa: the kind,
   * the horse, the die, where the horse stands before and after; Domino: the tile, the end and
   * the halves). Empty unless the seat is to move: chance outcomes are never listed for a seat.
   *
   * @param state the state
   * @param seat a seat of the game
   * @return the message
   * @throws IllegalArgumentException if the seat is not at the table
   */
  public final String writeMoves(S state, int seat) {
    Players.checkSeat(seat, state.game().playerCount());
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "moves");
      g.writeStringField("game", name());
      g.writeNumberField("seat", seat);
      g.writeArrayFieldStart("moves");
      moveList(g, state, seat);
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  private void moveList(JsonGenerator g, S state, int seat) throws IOException {
    if (seat < 0 || state.currentPlayer() != seat) {
      return;
    }
    MoveBuffer buffer = MoveBuffer.forGame(state.game());
    state.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      int code = buffer.get(i);
      g.writeStartObject();
      g.writeNumberField("code", code);
      g.writeStringField("text", state.moveText(code));
      moveFields(g, state, code);
      g.writeEndObject();
    }
  }

  /** A legal move's typed fields, after its code and text. */
  abstract void moveFields(JsonGenerator g, S state, int code) throws IOException;

  /**
   * Reads a {@code move} message sent by a seat and checks it against the state: the move as
   * text ({@code "a3a4"}, {@code "move 2 by 5"}, {@code "6:4 left"}) or as a code, played by the
   * seat to move. Chance outcomes are never taken from a seat, nor from {@link #SPECTATOR}
   * (whose -1 is also a chance node's {@code currentPlayer()}): a spectator does not move.
   *
   * @param json the message
   * @param state the state it is played in
   * @param seat the seat that sent it ({@link #SPECTATOR} or any negative number is refused)
   * @return the move's code, or an {@link InvalidInput} for a malformed message, or the game's
   *     {@link IllegalMove} (another seat's turn, a chance node, an unreadable or illegal move)
   */
  public final Either<Refusal, Integer> readMove(String json, S state, int seat) {
    Either<InvalidInput, MoveMessage> read = WireFormat.readMove(json);
    if (read.isLeft()) {
      return Either.left(read.getLeft());
    }
    return check(read.get(), state, seat).mapLeft(r -> (Refusal) r);
  }

  /**
   * Reads a {@code move} message for a game in progress: as {@link #readMove(String, GameState,
   * int)}, and when the message names a move number ({@code ply}), it must be the game's, so that
   * a move sent for an older position is refused rather than played in a newer one.
   *
   * @param json the message
   * @param history the game
   * @param seat the seat that sent it
   * @return the move's code, or why the message was refused
   */
  public final Either<Refusal, Integer> readMove(String json, GameHistory<S> history, int seat) {
    Either<InvalidInput, MoveMessage> read = WireFormat.readMove(json);
    if (read.isLeft()) {
      return Either.left(read.getLeft());
    }
    MoveMessage m = read.get();
    if (m.ply().isDefined() && m.ply().get() != history.plies()) {
      return Either.left(IllegalMove.illegal(m.shown(), m.code().getOrElse(-1), "move number "
          + m.ply().get() + " is not the game's: it is at move " + history.plies()));
    }
    if (history.isOver()) {
      return Either.left(IllegalMove.illegal(m.shown(), m.code().getOrElse(-1),
          history.isDrawnByRepetition() ? "the game is drawn by repetition" : "the game is over"));
    }
    return check(m, history.state(), seat).mapLeft(r -> (Refusal) r);
  }

  private Either<IllegalMove, Integer> check(MoveMessage m, S state, int seat) {
    String shown = m.shown();
    int toMove = state.currentPlayer();
    // A chance node's currentPlayer() is -1, the same number as SPECTATOR: compare seats only
    // when the sender is a seat, so that no sender ever supplies a chance outcome.
    if (seat < 0 || toMove != seat) {
      String why = state.isTerminal() ? "the game is over"
          : state.isChance() ? "chance decides the next step, not a seat"
          : seat < 0 ? "a spectator does not move"
          : "it is seat " + toMove + "'s turn, not seat " + seat + "'s";
      return Either.left(IllegalMove.illegal(shown, m.code().getOrElse(-1), why));
    }
    if (m.code().isDefined()) {
      int code = m.code().get();
      return state.play(code).map(next -> code).mapLeft(r -> r);
    }
    return state.parseMove(m.text().get());
  }

  // ------------------------------------------------------------------------------------ effects

  /**
   * What a move did, as an {@code effects} message for storage and logs: every effect in full
   * (Domino: the tiles dealt and drawn too).
   *
   * @param before the state the move is played in
   * @param move a legal move or chance outcome there
   * @return the message, audience {@code all}
   * @throws IllegalArgumentException if the move is not legal in {@code before}
   */
  public final String writeEffects(S before, int move) {
    return effects(before, move, ALL);
  }

  /**
   * What a move did, as one seat (or a spectator) may see it: in Domino a tile dealt or drawn is
   * named only to the seat that receives it; the others read {@code {"type":"drew","seat":1,
   * "text":"seat 1 drew a tile"}}. Each effect carries its sentence ({@code text}) as well.
   *
   * @param before the state the move is played in
   * @param move a legal move or chance outcome there
   * @param seat a seat, or {@link #SPECTATOR}
   * @return the message
   * @throws IllegalArgumentException if the move is not legal in {@code before}, or the seat is
   *     not at the table
   */
  public final String writeEffects(S before, int move, int seat) {
    checkAudience(before, seat);
    return effects(before, move, seat);
  }

  /** The audience of the omniscient effects. */
  static final int ALL = -2;

  private String effects(S before, int move, int seat) {
    Seq<? extends Effect> effects = before.effects(move);
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "effects");
      g.writeStringField("game", name());
      if (seat == ALL) {
        g.writeStringField("audience", "all");
      } else {
        audience(g, seat);
      }
      g.writeArrayFieldStart("effects");
      for (Effect e : effects) {
        effect(g, e, seat);
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /**
   * Writes one effect as the audience may see it: the game's fields, then {@code text}, the
   * effect's own sentence ({@link Effect#describe()}) as the audience sees it, for a log.
   */
  final void effect(JsonGenerator g, Effect e, int seat) throws IOException {
    g.writeStartObject();
    Effect seen = effectFields(g, e, seat);
    g.writeStringField("text", seen.describe());
    g.writeEndObject();
  }

  /**
   * Writes an effect's fields, {@code type} first (one place per game), and returns the effect as
   * the audience sees it: itself, or a {@link HiddenEffect} where a tile is withheld.
   */
  abstract Effect effectFields(JsonGenerator g, Effect e, int seat) throws IOException;

  /** Reads one effect object's fields (not {@code text}). */
  abstract Effect readEffect(Obj o);

  /** Reads one effect object: its fields, and its {@code text}, which must be its sentence. */
  final Effect effect(Obj o) {
    Effect e = readEffect(o);
    Option<String> text = o.optString("text");
    if (text.isDefined() && !text.get().equals(e.describe())) {
      throw Bad.at(o.at("text"), "does not agree with the effect (expected '" + e.describe()
          + "')");
    }
    o.finish();
    return e;
  }

  /**
   * Reads an {@code effects} message back to its effects: the game's own effect values, and
   * {@link HiddenEffect} where a seat's message withheld a tile.
   *
   * @param json the message
   * @return the effects in order, or what is wrong (subject {@code effects message})
   */
  public final Either<InvalidInput, List<Effect>> readEffects(String json) {
    return Json.read("effects message", json, doc -> {
      Obj o = Obj.of(doc, "").type("effects");
      gameField(o);
      String audience = o.word("audience", List.of("all", "seat", "spectator"));
      if (audience.equals("seat")) {
        o.integer("seat", 0, 3);
      }
      Arr a = o.arr("effects").size(1, 4096);
      List<Effect> out = List.empty();
      for (int i = 0; i < a.size(); i++) {
        out = out.append(effect(a.obj(i)));
      }
      o.finish();
      return out;
    });
  }

  // ------------------------------------------------------------------------------------ results

  /**
   * How a finished game ended, as a {@code result} message: the game's typed result (Cờ Thú:
   * the winner and the reason; Cờ Cá Ngựa: the places; Domino: the round's result with counts,
   * ranking and payouts, public once the round is over) and every seat's return.
   *
   * @param state a terminal state
   * @return the message
   * @throws IllegalArgumentException if the game is not over
   */
  public final String writeResult(S state) {
    if (!state.isTerminal()) {
      throw new IllegalArgumentException("the game is not over");
    }
    return resultMessage(state, false);
  }

  /**
   * How a finished game ended, the repetition rule included (a Cờ Thú game drawn by repetition).
   *
   * @param history a finished game
   * @return the message
   * @throws IllegalArgumentException if the game is not over
   */
  public final String writeResult(GameHistory<S> history) {
    if (!history.isOver()) {
      throw new IllegalArgumentException("the game is not over");
    }
    return resultMessage(history.state(), history.isDrawnByRepetition());
  }

  private String resultMessage(S state, boolean repetition) {
    return Json.write(g -> {
      g.writeStartObject();
      g.writeStringField("type", "result");
      g.writeStringField("game", name());
      g.writeFieldName("result");
      result(g, state, repetition);
      g.writeEndObject();
    });
  }

  /** The result object of a finished game. */
  abstract void result(JsonGenerator g, S state, boolean repetition) throws IOException;

  static void returns(JsonGenerator g, GameState<?> state, boolean repetition)
      throws IOException {
    g.writeArrayFieldStart("returns");
    for (int p = 0; p < state.game().playerCount(); p++) {
      g.writeNumber(repetition ? 0 : state.returns(p));
    }
    g.writeEndArray();
  }

  // ------------------------------------------------------------------------------------ records

  /**
   * Reads a {@code record} message and replays it under this game, every step checked.
   *
   * @param json the message
   * @return the game at the record's end, an {@link InvalidInput} for a malformed message, or the
   *     {@link dev.tabletop.core.ReplayError} of the first step that is not legal
   */
  public final Either<Refusal, GameHistory<S>> readHistory(String json) {
    Either<InvalidInput, GameRecord> record = WireFormat.readRecord(json);
    if (record.isLeft()) {
      return Either.left(record.getLeft());
    }
    return record.get().replay(type).mapLeft(e -> e);
  }

  // ------------------------------------------------------------------------------------ helpers

  /** Reads a string field through a game parser, refusing with the parser's message there. */
  static <T> T parsed(Obj o, String name, java.util.function.Function<String,
      Either<InvalidInput, T>> parser) {
    String text = o.string(name);
    Either<InvalidInput, T> value = parser.apply(text);
    if (value.isLeft()) {
      throw Bad.at(o.at(name), value.getLeft());
    }
    return value.get();
  }

  /**
   * Reads a field in a game's notation: the exact form the schema gives ({@code pattern}, so
   * that no spacing or spelling the schema refuses is read), then the game's parser.
   */
  static <T> T notation(Obj o, String name, String pattern, String form,
      java.util.function.Function<String, Either<InvalidInput, T>> parser) {
    String text = o.string(name);
    if (!text.matches(pattern)) {
      throw Bad.at(o.at(name), "'" + text + "' is not " + form);
    }
    Either<InvalidInput, T> value = parser.apply(text);
    if (value.isLeft()) {
      throw Bad.at(o.at(name), value.getLeft());
    }
    return value.get();
  }

  /** Each constant's name in lower case, by ordinal: the words of an enum on the wire. */
  static String[] words(Enum<?>[] values) {
    String[] out = new String[values.length];
    for (Enum<?> v : values) {
      out[v.ordinal()] = v.name().toLowerCase(java.util.Locale.ROOT);
    }
    return out;
  }

  static void ints(JsonGenerator g, String name, Iterable<Integer> values) throws IOException {
    g.writeArrayFieldStart(name);
    for (int v : values) {
      g.writeNumber(v);
    }
    g.writeEndArray();
  }

  static List<Integer> ints(Arr a, int min, int max) {
    List<Integer> out = List.empty();
    for (int i = a.size() - 1; i >= 0; i--) {
      out = out.prepend(a.integer(i, min, max));
    }
    return out;
  }

  static Option<Integer> none() {
    return Option.none();
  }
}
