package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: positions from text, move lists as text. */
final class Positions {
  private Positions() {}

  static LudoState pos(LudoRules rules, String text) {
    Either<dev.tabletop.core.InvalidInput, LudoState> s = rules.position(text);
    assertThat(s.isRight()).as("position %s parses: %s", text, s.isLeft() ? s.getLeft() : "")
        .isTrue();
    return s.get();
  }

  /** The legal moves of a position as move text, in code order. */
  static List<String> moves(LudoState s) {
    MoveBuffer b = MoveBuffer.forGame(s.rules());
    s.legalMoves(b);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < b.size(); i++) {
      out.add(s.moveText(b.get(i)));
    }
    return out;
  }

  /** Plays move text that must be legal. */
  static LudoState play(LudoState s, String move) {
    Either<dev.tabletop.core.IllegalMove, LudoState> next = s.play(move);
    assertThat(next.isRight()).as("'%s' is legal in %s: %s", move, s,
        next.isLeft() ? next.getLeft() : "").isTrue();
    return next.get();
  }

  /** The reason a move text is refused; fails if it is accepted. */
  static String refusal(LudoState s, String move) {
    Either<dev.tabletop.core.IllegalMove, LudoState> next = s.play(move);
    assertThat(next.isLeft()).as("'%s' is refused in %s", move, s).isTrue();
    return next.getLeft().reason();
  }

  static LudoState roll(LudoState s, int die) {
    return s.apply(LudoMove.rollCode(die));
  }

  static LudoState roll(LudoState s, int a, int b) {
    return s.apply(LudoMove.rollCode(a, b));
  }
}
