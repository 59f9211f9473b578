package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tabletop.core.Effect;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoEffect;
import dev.tabletop.domino.DominoMove;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.End;
import dev.tabletop.domino.RoundResult;
import dev.tabletop.domino.Tile;
import dev.tabletop.domino.Tiles;
import io.vavr.collection.List;
import io.vavr.collection.SortedSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;

/**
 * Domino's messages, where hidden information lives.
 *
 * <p>A <b>state</b> (omniscient, for storage) is the round's root position in the position text
 * ({@code hands | boneyard | line | status}), the codes played since (deal outcomes, moves,
 * draws), and the current position text as a readable, derived field. The position text alone
 * would not do: it keeps the position, not the history, and a seat's view (and the determinizer
 * that samples from it) depends on the public history: who passed at which ends, who drew how
 * many tiles, the order of the plays. Replaying the codes from the root gives back the same
 * state, history included, so a resumed round is exactly the same game. A round dealt by the
 * library starts from the deal ({@code - / - | 0:0 ... 6:6 | - | deal ...}); one set up from hands
 * or from a position starts there.
 *
 * <p>A <b>view</b> is what one seat may know: its own hand, every hand's size, the boneyard's
 * size, the line and its ends, the tile it must play when it may know it, the public history
 * (with its own draws named), the draw counts and the numbers each seat is proven to lack. Never
 * another hand, the boneyard, or a tile another seat drew. A spectator's view is the same
 * without a hand. The view is written from {@link DominoView} alone, so two states with the same
 * view give the same text. A round's result is not part of a view (it counts hands the view does
 * not hold); it comes as the {@code roundEnded} effect and the {@code result} message once the
 * round is over and the hands are shown.
 *
 * <p>A tile is written high half first ({@code "6:4"}); a placement names its end and the
 * touching half ({@code "4:6 right"} puts the 4 against the right end).
 */
public final class DominoCodec extends GameCodec<DominoState, DominoRules> {
  private static final String[] TILE = new String[Tiles.COUNT];

  static {
    for (int t = 0; t < Tiles.COUNT; t++) {
      TILE[t] = Tiles.text(t);
    }
  }

  DominoCodec() {
    super(Domino.TYPE);
  }

  // ------------------------------------------------------------------------------------ states

  @Override
  void stateFields(JsonGenerator g, DominoState state) throws IOException {
    int[] codes = new int[state.ply()];
    DominoState root = state;
    for (int i = codes.length - 1; i >= 0; i--) {
      codes[i] = root.lastCode();
      root = root.parent().get();
    }
    g.writeStringField("root", root.toString());
    g.writeArrayFieldStart("codes");
    for (int c : codes) {
      g.writeNumber(c);
    }
    g.writeEndArray();
    g.writeStringField("position", state.toString());
  }

  @Override
  Either<InvalidInput, DominoState> position(DominoRules rules, String text) {
    return rules.position(text);
  }

  @Override
  DominoState readStateFields(Obj o, DominoRules rules) {
    DominoState s = parsed(o, "root", rules::position);
    Arr codes = o.arr("codes");
    for (int i = 0; i < codes.size(); i++) {
      int code = codes.integer(i, Integer.MIN_VALUE, Integer.MAX_VALUE);
      Either<IllegalMove, DominoState> next = s.play(code);
      if (next.isLeft()) {
        throw Bad.at(codes.at(i), "code " + code + " does not replay: " + next.getLeft().reason());
      }
      s = next.get();
    }
    return s;
  }

  // ------------------------------------------------------------------------------------ views

  @Override
  void viewFields(JsonGenerator g, DominoState state, int seat, boolean repetition)
      throws IOException {
    int n = state.rules().players();
    // A spectator sees what a seat other than the one to move sees, less that seat's hand and
    // draws: that seat may know the announced first lead, never a tile drawn by the mover.
    int viewer = seat >= 0 ? seat : state.turn() >= 0 ? (state.turn() + 1) % n : 0;
    DominoView view = Domino.view(state, viewer);
    if (seat >= 0) {
      tiles(g, "hand", view.hand());
    }
    ints(g, "handSizes", view.handSizes());
    g.writeNumberField("boneyard", view.boneyardSize());
    g.writeStringField("line", view.line());
    if (view.leftEnd() >= 0) {
      g.writeObjectFieldStart("ends");
      g.writeNumberField("left", view.leftEnd());
      g.writeNumberField("right", view.rightEnd());
      g.writeEndObject();
    }
    if (view.visibleForcedTile() >= 0) {
      g.writeStringField("mustPlay", TILE[view.visibleForcedTile()]);
    }
    g.writeArrayFieldStart("history");
    for (DominoEffect e : view.events()) {
      if (seat >= 0 || !(e instanceof DominoEffect.Drew)) {
        effect(g, e, seat);
      }
    }
    g.writeEndArray();
    ints(g, "drawCounts", view.drawCounts());
    g.writeArrayFieldStart("lacking");
    for (SortedSet<Integer> numbers : view.provenLacking()) {
      g.writeStartArray();
      for (int v : numbers) {
        g.writeNumber(v);
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    if (state.isTerminal()) {
      g.writeStringField("endReason", state.endReason());
    }
  }

  private static void tiles(JsonGenerator g, String name, int mask) throws IOException {
    g.writeArrayFieldStart(name);
    for (int m = mask; m != 0; m &= m - 1) {
      g.writeString(TILE[Integer.numberOfTrailingZeros(m)]);
    }
    g.writeEndArray();
  }

  // ------------------------------------------------------------------------------------ moves

  @Override
  void moveFields(JsonGenerator g, DominoState state, int code) throws IOException {
    DominoMove m = state.move(code);
    if (m instanceof DominoMove.Lead l) {
      g.writeStringField("kind", "lead");
      g.writeStringField("tile", TILE[l.tile().index()]);
    } else if (m instanceof DominoMove.Place p) {
      g.writeStringField("kind", "place");
      g.writeStringField("tile", TILE[p.tile().index()]);
      g.writeStringField("end", p.end().word());
      g.writeNumberField("touching", p.touching());
      g.writeNumberField("outer", p.outer());
    } else if (m instanceof DominoMove.Draw) {
      g.writeStringField("kind", "draw");
    } else if (m instanceof DominoMove.Pass) {
      g.writeStringField("kind", "pass");
    } else {
      // Chance outcomes are never listed for a seat (GameCodec lists only a seat's own moves).
      throw new IllegalStateException("no seat's move: " + m);
    }
  }

  // ------------------------------------------------------------------------------------ results

  @Override
  void result(JsonGenerator g, DominoState state, boolean repetition) throws IOException {
    roundResult(g, state.result().get());
  }

  private static void roundResult(JsonGenerator g, RoundResult r) throws IOException {
    g.writeStartObject();
    g.writeStringField("reason", r.reason().label());
    g.writeNumberField("winner", r.winner());
    if (r.winningTeam().isDefined()) {
      g.writeNumberField("winningTeam", r.winningTeam().get());
    } else {
      g.writeNullField("winningTeam");
    }
    ints(g, "counts", r.counts());
    ints(g, "ranking", r.ranking());
    ints(g, "payouts", r.payouts());
    g.writeEndObject();
  }

  private static final List<String> REASONS =
      List.of(RoundResult.Reason.values()).map(RoundResult.Reason::label);

  private static RoundResult readRoundResult(Obj r) {
    RoundResult.Reason reason = r.word("reason", REASONS).equals(RoundResult.Reason.DOMINO.label())
        ? RoundResult.Reason.DOMINO : RoundResult.Reason.BLOCKED;
    int winner = r.integer("winner", 0, 3);
    Option<Integer> team = r.nullable("winningTeam")
        .map(n -> Obj.integer(n, r.at("winningTeam"), 0, 1));
    List<Integer> counts = ints(r.arr("counts").size(2, 4), 0, 200);
    List<Integer> ranking = ints(r.arr("ranking").size(2, 4), 0, 3);
    List<Integer> payouts = ints(r.arr("payouts").size(2, 4), -1000, 1000);
    r.finish();
    return new RoundResult(reason, winner, team, counts, ranking, payouts);
  }

  // ------------------------------------------------------------------------------------ effects

  /**
   * The one place Domino effects become JSON. A tile dealt or drawn is named to the seat that
   * receives it and in the omniscient message ({@code seat == ALL}), never to anyone else, and
   * neither is whether a drawn tile fits (the drawer's next move tells the table).
   */
  @Override
  Effect effectFields(JsonGenerator g, Effect e, int seat) throws IOException {
    Effect seen = e;
    if (e instanceof DominoEffect.Led x) {
      g.writeStringField("type", "led");
      g.writeNumberField("seat", x.seat());
      g.writeStringField("tile", TILE[x.tile().index()]);
      g.writeNumberField("left", x.left());
      g.writeNumberField("right", x.right());
      g.writeBooleanField("forced", x.forced());
    } else if (e instanceof DominoEffect.Played x) {
      g.writeStringField("type", "played");
      g.writeNumberField("seat", x.seat());
      g.writeStringField("tile", TILE[x.tile().index()]);
      g.writeStringField("end", x.end().word());
      g.writeNumberField("touching", x.touching());
      g.writeNumberField("newEnd", x.newEnd());
    } else if (e instanceof DominoEffect.DrawStarted x) {
      g.writeStringField("type", "drawStarted");
      g.writeNumberField("seat", x.seat());
      g.writeNumberField("left", x.left());
      g.writeNumberField("right", x.right());
    } else if (e instanceof DominoEffect.Drew x) {
      g.writeStringField("type", "drew");
      g.writeNumberField("seat", x.seat());
      if (seat == ALL || seat == x.seat()) {
        g.writeStringField("tile", TILE[x.tile().index()]);
        g.writeBooleanField("mustPlay", x.mustPlay());
      } else {
        seen = new HiddenEffect(HiddenEffect.Kind.DREW, x.seat());
      }
    } else if (e instanceof DominoEffect.Dealt x) {
      g.writeStringField("type", "dealt");
      g.writeNumberField("seat", x.seat());
      if (seat == ALL || seat == x.seat()) {
        g.writeStringField("tile", TILE[x.tile().index()]);
      } else {
        seen = new HiddenEffect(HiddenEffect.Kind.DEALT, x.seat());
      }
    } else if (e instanceof DominoEffect.Passed x) {
      g.writeStringField("type", "passed");
      g.writeNumberField("seat", x.seat());
      g.writeNumberField("left", x.left());
      g.writeNumberField("right", x.right());
    } else if (e instanceof DominoEffect.RoundEnded x) {
      g.writeStringField("type", "roundEnded");
      g.writeFieldName("result");
      roundResult(g, x.result());
    } else {
      throw new IllegalArgumentException("no wire form for the effect " + e);
    }
    return seen;
  }

  private static final List<String> TYPES = List.of("led", "played", "drawStarted", "drew",
      "dealt", "passed", "roundEnded");

  @Override
  Effect readEffect(Obj o) {
    String type = o.word("type", TYPES);
    if (type.equals("roundEnded")) {
      return new DominoEffect.RoundEnded(readRoundResult(o.obj("result")));
    }
    int seat = o.integer("seat", 0, 3);
    switch (type) {
      case "led":
        return new DominoEffect.Led(seat, tile(o, "tile"), o.integer("left", 0, 6),
            o.integer("right", 0, 6), o.bool("forced"));
      case "played": {
        Tile tile = tile(o, "tile");
        End end = o.word("end", List.of("left", "right")).equals("left") ? End.LEFT : End.RIGHT;
        return new DominoEffect.Played(seat, tile, end, o.integer("touching", 0, 6),
            o.integer("newEnd", 0, 6));
      }
      case "drawStarted":
        return new DominoEffect.DrawStarted(seat, o.integer("left", 0, 6),
            o.integer("right", 0, 6));
      case "drew":
        if (!o.has("tile")) {
          return new HiddenEffect(HiddenEffect.Kind.DREW, seat);
        }
        return new DominoEffect.Drew(seat, tile(o, "tile"), o.bool("mustPlay"));
      case "dealt":
        if (!o.has("tile")) {
          return new HiddenEffect(HiddenEffect.Kind.DEALT, seat);
        }
        return new DominoEffect.Dealt(seat, tile(o, "tile"));
      default:
        return new DominoEffect.Passed(seat, o.integer("left", 0, 7), o.integer("right", 0, 7));
    }
  }

  private static Tile tile(Obj o, String name) {
    return notation(o, name, "[0-6]:[0-6]", "a tile: write it as two halves like 6:4",
        Tile::parse);
  }
}
