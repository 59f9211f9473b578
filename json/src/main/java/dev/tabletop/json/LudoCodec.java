package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tabletop.core.Effect;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoEffect;
import dev.tabletop.ludo.LudoMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import dev.tabletop.ludo.Roll;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.IOException;

/**
 * Cờ Cá Ngựa's messages. A state is its position text ({@code s,s,s,s/s,s,s,s 0 - -}: the
 * horses, whose turn, the roll waiting, the places), which holds the whole position; a view is
 * the whole position with the horses, the roll and the places as fields; a move is its text
 * ({@code move 2 by 5}) with the kind, the horse, the die, the number it shows, and where the
 * horse stands before and after, written as in the position text ({@code s} the stable, a ring
 * cell {@code 0..55}, {@code h1..h6} a home cell).
 */
public final class LudoCodec extends GameCodec<LudoState, LudoRules> {
  private static final String[] KIND = words(LudoMove.Kind.values());
  private static final String[] DIE = {"a", "b", "sum"};

  LudoCodec() {
    super(Ludo.TYPE);
  }

  @Override
  Either<InvalidInput, LudoState> position(LudoRules rules, String text) {
    return rules.position(text);
  }

  /** Where a horse stands, as the position text writes it. */
  static String where(LudoState s, int player, int horse) {
    if (s.inStable(player, horse)) {
      return "s";
    }
    int cell = s.ringCell(player, horse);
    return cell >= 0 ? Integer.toString(cell) : "h" + s.homeCell(player, horse);
  }

  @Override
  void viewFields(JsonGenerator g, LudoState state, int seat, boolean repetition)
      throws IOException {
    g.writeStringField("position", state.toString());
    if (!state.isTerminal()) {
      g.writeNumberField("turn", state.turn());
    }
    g.writeArrayFieldStart("roll");
    for (int face : state.dice()) {
      g.writeNumber(face);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("diceLeft");
    for (int face : state.diceLeft()) {
      g.writeNumber(face);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("horses");
    int players = state.rules().playerCount();
    for (int p = 0; p < players; p++) {
      g.writeStartArray();
      for (int h = 0; h < 4; h++) {
        g.writeString(where(state, p, h));
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    ints(g, "places", state.places());
    if (state.isTerminal()) {
      g.writeFieldName("result");
      result(g, state, false);
    }
  }

  @Override
  void moveFields(JsonGenerator g, LudoState state, int code) throws IOException {
    LudoMove m = state.move(code);
    g.writeStringField("kind", KIND[m.kind().ordinal()]);
    if (m.kind() == LudoMove.Kind.PASS) {
      return;
    }
    int p = state.currentPlayer();
    g.writeNumberField("horse", m.horse());
    g.writeStringField("die", DIE[m.die().ordinal()]);
    g.writeNumberField("steps", m.steps());
    g.writeStringField("from", where(state, p, m.horse()));
    g.writeStringField("to", where(state.apply(code), p, m.horse()));
  }

  @Override
  void result(JsonGenerator g, LudoState state, boolean repetition) throws IOException {
    g.writeStartObject();
    ints(g, "places", state.places());
    g.writeStringField("reason", state.endReason());
    returns(g, state, false);
    g.writeEndObject();
  }

  // ------------------------------------------------------------------------------------ effects

  @Override
  Effect effectFields(JsonGenerator g, Effect e, int seat) throws IOException {
    if (e instanceof LudoEffect.Rolled r) {
      g.writeStringField("type", "rolled");
      g.writeNumberField("player", r.player());
      ints(g, "roll", r.roll().faces());
    } else if (e instanceof LudoEffect.Entered x) {
      horse(g, "entered", x.player(), x.horse());
      g.writeNumberField("cell", x.cell());
    } else if (e instanceof LudoEffect.Moved x) {
      step(g, "moved", x.player(), x.horse(), x.from(), x.to());
    } else if (e instanceof LudoEffect.MovedBack x) {
      step(g, "movedBack", x.player(), x.horse(), x.from(), x.to());
    } else if (e instanceof LudoEffect.Jumped x) {
      step(g, "jumped", x.player(), x.horse(), x.from(), x.to());
    } else if (e instanceof LudoEffect.Kicked x) {
      horse(g, "kicked", x.player(), x.horse());
      g.writeNumberField("cell", x.cell());
      g.writeNumberField("by", x.by());
    } else if (e instanceof LudoEffect.EnteredHome x) {
      horse(g, "enteredHome", x.player(), x.horse());
      g.writeNumberField("home", x.home());
    } else if (e instanceof LudoEffect.Climbed x) {
      step(g, "climbed", x.player(), x.horse(), x.from(), x.to());
    } else if (e instanceof LudoEffect.Passed x) {
      player(g, "passed", x.player());
    } else if (e instanceof LudoEffect.BonusRoll x) {
      player(g, "bonusRoll", x.player());
    } else if (e instanceof LudoEffect.Finished x) {
      player(g, "finished", x.player());
      g.writeNumberField("place", x.place());
    } else if (e instanceof LudoEffect.GameOver x) {
      g.writeStringField("type", "gameOver");
      ints(g, "places", x.places());
    } else {
      throw new IllegalArgumentException("no wire form for the effect " + e);
    }
    return e;
  }

  private static void player(JsonGenerator g, String type, int player) throws IOException {
    g.writeStringField("type", type);
    g.writeNumberField("player", player);
  }

  private static void horse(JsonGenerator g, String type, int player, int horse)
      throws IOException {
    player(g, type, player);
    g.writeNumberField("horse", horse);
  }

  private static void step(JsonGenerator g, String type, int player, int horse, int from, int to)
      throws IOException {
    horse(g, type, player, horse);
    g.writeNumberField("from", from);
    g.writeNumberField("to", to);
  }

  private static final List<String> TYPES = List.of("rolled", "entered", "moved", "movedBack",
      "jumped", "kicked", "enteredHome", "climbed", "passed", "bonusRoll", "finished", "gameOver");

  @Override
  Effect readEffect(Obj o) {
    String type = o.word("type", TYPES);
    if (type.equals("gameOver")) {
      return new LudoEffect.GameOver(ints(o.arr("places").size(1, 4), 0, 3));
    }
    int p = o.integer("player", 0, 3);
    switch (type) {
      case "rolled": {
        Arr faces = o.arr("roll").size(1, 2);
        List<Integer> f = ints(faces, 1, 6);
        if (f.size() == 2 && f.get(0) > f.get(1)) {
          throw Bad.at(faces.at(), "two faces are written lower first");
        }
        return new LudoEffect.Rolled(p, new Roll(f));
      }
      case "passed":
        return new LudoEffect.Passed(p);
      case "bonusRoll":
        return new LudoEffect.BonusRoll(p);
      case "finished":
        return new LudoEffect.Finished(p, o.integer("place", 1, 4));
      default:
        break;
    }
    int h = o.integer("horse", 0, 3);
    switch (type) {
      case "entered":
        return new LudoEffect.Entered(p, h, o.integer("cell", 0, 55));
      case "kicked":
        return new LudoEffect.Kicked(p, h, o.integer("cell", 0, 55), o.integer("by", 0, 3));
      case "enteredHome":
        return new LudoEffect.EnteredHome(p, h, o.integer("home", 1, 6));
      case "climbed":
        return new LudoEffect.Climbed(p, h, o.integer("from", 1, 5), o.integer("to", 2, 6));
      case "moved":
        return new LudoEffect.Moved(p, h, o.integer("from", 0, 55), o.integer("to", 0, 55));
      case "movedBack":
        return new LudoEffect.MovedBack(p, h, o.integer("from", 0, 55), o.integer("to", 0, 55));
      default:
        return new LudoEffect.Jumped(p, h, o.integer("from", 0, 55), o.integer("to", 0, 55));
    }
  }
}
