package dev.tabletop.jungle;

import static dev.tabletop.jungle.Fixtures.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.tools.Perft;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A state decides whether the game is over when first asked, not in {@code apply}: whichever
 * question comes first (generation, counting, {@code apply}, {@code isTerminal}) gets the same
 * answer, and equality and the hash never depend on whether it was asked.
 */
class EndDecisionTest {

  private static int code(JungleState s, String text) {
    return s.parseMove(text).get();
  }

  @Test
  void aDenEntryEndsTheGameWhicheverQuestionComesFirst() {
    JungleState before = position("7/3C3/6e/7/7/7/7/7/7 w");
    int entry = code(before, "d8d9");
    MoveBuffer buffer = new MoveBuffer(JungleRules.MAX_MOVES);
    before.apply(entry).legalMoves(buffer);
    assertThat(buffer.size()).as("moves listed after a den entry").isZero();
    assertThat(before.apply(entry).countMoves()).isZero();
    int blueMove = code(position("7/7/6e/7/7/7/7/7/T6 b"), "g7g6");
    assertThatThrownBy(() -> before.apply(entry).apply(blueMove))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
    assertThat(before.apply(entry).currentPlayer()).isEqualTo(Players.TERMINAL);
    assertThat(before.apply(entry).isTerminal()).isTrue();
  }

  @Test
  void aSideWithoutMovesHasLostBeforeAnyoneAsks() {
    // Red's Rat on a1 is boxed in by Blue's Cat and Dog, which it cannot take.
    JungleState boxed = position("7/7/7/7/7/7/7/c6/Rd5 w");
    assertThatThrownBy(() -> boxed.apply(code(position("7/7/7/7/7/7/7/c6/R6 w"), "a1b1")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
    assertThat(position("7/7/7/7/7/7/7/c6/Rd5 w").result().get().reason())
        .isEqualTo(JungleResult.Reason.NO_MOVE);
    assertThat(Perft.of(boxed, 2, false).perft(boxed, 2)).isZero();
  }

  @Test
  void equalityAndTheHashDoNotDependOnWhetherTheEndWasAsked() {
    SplittableRandom random = new SplittableRandom(42);
    MoveBuffer buffer = new MoveBuffer(JungleRules.MAX_MOVES);
    JungleState s = Jungle.start();
    for (int ply = 0; ply < 300 && !s.isTerminal(); ply++) {
      s.legalMoves(buffer);
      int move = buffer.get(random.nextInt(buffer.size()));
      JungleState asked = s.apply(move);
      asked.isTerminal();
      JungleState unasked = s.apply(move);
      assertThat(unasked).isEqualTo(asked);
      assertThat(unasked.hash()).isEqualTo(asked.hash()).isEqualTo(asked.hashFromScratch());
      assertThat(unasked.hashCode()).isEqualTo(asked.hashCode());
      assertThat(unasked.toString()).isEqualTo(asked.toString());
      s = unasked;
    }
  }
}
