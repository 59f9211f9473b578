package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tabletop.core.Effect;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleEffect;
import dev.tabletop.jungle.JungleMove;
import dev.tabletop.jungle.JungleResult;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Piece;
import dev.tabletop.jungle.Side;
import dev.tabletop.jungle.Squares;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.Locale;

/**
 * Cờ Thú's messages. A state is its position text ({@code l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L
 * w}), which holds the whole position (repetition is the game record's business); a view is the
 * whole position, with the pieces listed for drawing; a move is its text ({@code a3a4}) with the
 * squares, the piece, the capture and whether it jumps. Squares are named as in the notation,
 * pieces and sides in lower case ({@code elephant}, {@code red}).
 */
public final class JungleCodec extends GameCodec<JungleState, JungleRules> {
  private static final String[] SQUARE = new String[Squares.COUNT];
  private static final String[] PIECE = words(Piece.values());
  private static final String[] SIDE = {"red", "blue"};

  static {
    for (int s = 0; s < Squares.COUNT; s++) {
      SQUARE[s] = Squares.name(s);
    }
  }

  JungleCodec() {
    super(Jungle.TYPE);
  }

  @Override
  Either<InvalidInput, JungleState> position(JungleRules rules, String text) {
    return rules.position(text);
  }

  @Override
  void viewFields(JsonGenerator g, JungleState state, int seat, boolean repetition)
      throws IOException {
    g.writeStringField("position", state.toString());
    g.writeArrayFieldStart("pieces");
    long occupied = state.occupancy(Side.RED) | state.occupancy(Side.BLUE);
    for (long m = occupied; m != 0; m &= m - 1) {
      int sq = Long.numberOfTrailingZeros(m);
      g.writeStartObject();
      g.writeStringField("square", SQUARE[sq]);
      g.writeStringField("side", SIDE[state.sideAt(sq).get().ordinal()]);
      g.writeStringField("piece", PIECE[state.pieceAt(sq).get().ordinal()]);
      g.writeEndObject();
    }
    g.writeEndArray();
    if (repetition || state.isTerminal()) {
      g.writeFieldName("result");
      result(g, state, repetition);
    }
  }

  @Override
  void moveFields(JsonGenerator g, JungleState state, int code) throws IOException {
    JungleMove m = state.move(code);
    g.writeStringField("from", SQUARE[m.from()]);
    g.writeStringField("to", SQUARE[m.to()]);
    g.writeStringField("piece", PIECE[m.piece().ordinal()]);
    if (m.captured().isDefined()) {
      g.writeStringField("capture", PIECE[m.captured().get().ordinal()]);
    }
    g.writeBooleanField("jump", m.jump());
  }

  @Override
  void result(JsonGenerator g, JungleState state, boolean repetition) throws IOException {
    JungleResult r = repetition ? new JungleResult(Option.none(), JungleResult.Reason.REPETITION)
        : state.result().get();
    g.writeStartObject();
    resultFields(g, r);
    returns(g, state, repetition);
    g.writeEndObject();
  }

  private static void resultFields(JsonGenerator g, JungleResult r) throws IOException {
    if (r.winner().isDefined()) {
      g.writeStringField("winner", SIDE[r.winner().get().ordinal()]);
    } else {
      g.writeNullField("winner");
    }
    g.writeStringField("reason", r.reason().label());
  }

  // ------------------------------------------------------------------------------------ effects

  @Override
  Effect effectFields(JsonGenerator g, Effect e, int seat) throws IOException {
    if (e instanceof JungleEffect.Moved m) {
      step(g, "moved", m.side(), m.piece(), m.from(), m.to());
    } else if (e instanceof JungleEffect.Jumped j) {
      step(g, "jumped", j.side(), j.piece(), j.from(), j.to());
    } else if (e instanceof JungleEffect.Captured c) {
      g.writeStringField("type", "captured");
      g.writeStringField("by", PIECE[c.by().ordinal()]);
      g.writeStringField("side", SIDE[c.side().ordinal()]);
      g.writeStringField("victim", PIECE[c.victim().ordinal()]);
      g.writeStringField("square", SQUARE[c.square()]);
    } else if (e instanceof JungleEffect.GameEnded end) {
      g.writeStringField("type", "gameEnded");
      g.writeObjectFieldStart("result");
      resultFields(g, end.result());
      g.writeEndObject();
    } else {
      throw new IllegalArgumentException("no wire form for the effect " + e);
    }
    return e;
  }

  private static void step(JsonGenerator g, String type, Side side, Piece piece, int from, int to)
      throws IOException {
    g.writeStringField("type", type);
    g.writeStringField("side", SIDE[side.ordinal()]);
    g.writeStringField("piece", PIECE[piece.ordinal()]);
    g.writeStringField("from", SQUARE[from]);
    g.writeStringField("to", SQUARE[to]);
  }

  @Override
  Effect readEffect(Obj o) {
    String type = o.word("type", List.of("moved", "jumped", "captured", "gameEnded"));
    switch (type) {
      case "moved":
        return new JungleEffect.Moved(side(o, "side"), piece(o, "piece"), square(o, "from"),
            square(o, "to"));
      case "jumped":
        return new JungleEffect.Jumped(side(o, "side"), piece(o, "piece"), square(o, "from"),
            square(o, "to"));
      case "captured":
        return new JungleEffect.Captured(piece(o, "by"), side(o, "side"), piece(o, "victim"),
            square(o, "square"));
      default: {
        Obj r = o.obj("result");
        Option<Side> winner = r.nullable("winner").isDefined() ? Option.some(side(r, "winner"))
            : Option.none();
        String reason = r.word("reason", List.of(JungleResult.Reason.values())
            .map(JungleResult.Reason::label));
        r.finish();
        return new JungleEffect.GameEnded(new JungleResult(winner, List.of(
            JungleResult.Reason.values()).find(x -> x.label().equals(reason)).get()));
      }
    }
  }

  private static Side side(Obj o, String name) {
    return o.word(name, List.of(SIDE)).equals("red") ? Side.RED : Side.BLUE;
  }

  private static Piece piece(Obj o, String name) {
    String w = o.word(name, List.of(PIECE));
    return Piece.valueOf(w.toUpperCase(Locale.ROOT));
  }

  private static int square(Obj o, String name) {
    return notation(o, name, "[a-g][1-9]", "a square: a file a-g and a rank 1-9",
        Squares::parse);
  }
}
