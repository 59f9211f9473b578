package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Effect;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.domino.DominoEffect;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * What every message of a game must do, checked along one played game: each message written
 * validates against its schema, and each message with a reader reads back to an equal value.
 */
final class Checks {
  private Checks() {}

  static void valid(String type, String json) {
    assertThat(Schemas.errors(type, json)).as(type + " " + json).isEmpty();
  }

  /** Rules: the message validates and reads back to equal rules. */
  static <S extends GameState<S>, R extends Game<S>> void rules(GameCodec<S, R> codec, R rules) {
    String json = codec.writeRules(rules);
    valid("rules", json);
    assertThat(codec.readRules(json).get()).isEqualTo(rules);
  }

  /**
   * Everything along a game: states, views, moves, moves sent in (a chance outcome refused from
   * every seat and the spectator), effects, results, record.
   */
  static <S extends GameState<S>, R extends Game<S>> void game(GameCodec<S, R> codec, R rules,
      List<Integer> choices) {
    int seats = rules.playerCount();
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    GameHistory<S> h = GameHistory.start(rules);
    for (int choice : choices) {
      S s = h.state();
      String state = codec.writeState(s);
      valid("state", state);
      assertThat(codec.readState(state).get()).isEqualTo(s);
      for (int seat = -1; seat < seats; seat++) {
        valid("view", codec.writeView(h, seat));
      }
      if (h.isOver()) {
        valid("result", codec.writeResult(h));
        break;
      }
      s.legalMoves(buffer);
      int move = buffer.get(Math.floorMod(choice, buffer.size()));
      if (s.currentPlayer() >= 0) {
        int seat = s.currentPlayer();
        valid("moves", codec.writeMoves(s, seat));
        String byText = WireFormat.writeMove(MoveMessage.text(h.plies(), s.moveText(move)));
        String byCode = WireFormat.writeMove(MoveMessage.code(h.plies(), move));
        valid("move", byText);
        valid("move", byCode);
        assertThat(codec.readMove(byText, h, seat).get()).isEqualTo(move);
        assertThat(codec.readMove(byCode, h, seat).get()).isEqualTo(move);
      } else {
        // A chance outcome is never taken from a sender, the spectator seat (-1, the same
        // number as a chance node's currentPlayer()) included, by code or by text.
        String byText = WireFormat.writeMove(MoveMessage.text(h.plies(), s.moveText(move)));
        String byCode = WireFormat.writeMove(MoveMessage.code(h.plies(), move));
        for (int seat = -1; seat < seats; seat++) {
          for (String sent : new String[] {byText, byCode}) {
            assertThat(codec.readMove(sent, s, seat).isLeft()).as("%s from seat %d", sent, seat)
                .isTrue();
            assertThat(codec.readMove(sent, h, seat).isLeft()).as("%s from seat %d", sent, seat)
                .isTrue();
          }
        }
      }
      Seq<? extends Effect> effects = s.effects(move);
      String all = codec.writeEffects(s, move);
      valid("effects", all);
      assertThat(codec.readEffects(all).get()).containsExactlyElementsOf(List.ofAll(effects));
      for (int seat = -1; seat < seats; seat++) {
        String seen = codec.writeEffects(s, move, seat);
        valid("effects", seen);
        int k = seat;
        assertThat(codec.readEffects(seen).get())
            .containsExactlyElementsOf(List.ofAll(effects).map(e -> seenBy(e, k)));
      }
      h = h.playUnchecked(move);
    }
    String record = WireFormat.writeRecord(h.record());
    valid("record", record);
    assertThat(WireFormat.readRecord(record).get()).isEqualTo(h.record());
    assertThat(codec.readHistory(record).get().state()).isEqualTo(h.state());
  }

  /** An effect as a seat (or a spectator, -1) sees it: others' dealt and drawn tiles hidden. */
  static Effect seenBy(Effect e, int seat) {
    if (e instanceof DominoEffect.Drew d && d.seat() != seat) {
      return new HiddenEffect(HiddenEffect.Kind.DREW, d.seat());
    }
    if (e instanceof DominoEffect.Dealt d && d.seat() != seat) {
      return new HiddenEffect(HiddenEffect.Kind.DEALT, d.seat());
    }
    return e;
  }
}
