package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.testkit.FixedDraws;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link LudoState#sampleOutcome}: the dice rolled with one random number, without listing the
 * rolls. Its agreement with the listed rolls on every reachable chance node is the conformance
 * kit's check; these cases count the rolls from the dice themselves.
 */
class RollDrawTest {

  @Test
  void oneDieShowsFaceDrawPlusOne() {
    LudoState start = LudoRules.STANDARD.initialState();
    MoveBuffer scratch = MoveBuffer.forGame(LudoRules.STANDARD);
    for (int r = 0; r < 6; r++) {
      assertThat(start.sampleOutcome(scratch, FixedDraws.of(r, 6))).isEqualTo(LudoMove.rollCode(r + 1));
    }
  }

  @Test
  void twoDiceDrawTheirThirtySixOrderedCasesInCodeOrder() {
    LudoState start = LudoRules.TWO_DICE.initialState();
    MoveBuffer scratch = MoveBuffer.forGame(LudoRules.TWO_DICE);
    Map<Integer, Integer> cases = new TreeMap<>();
    int previous = 0;
    for (int r = 0; r < 36; r++) {
      int code = start.sampleOutcome(scratch, FixedDraws.of(r, 36));
      assertThat(code).as("draw %d", r).isGreaterThanOrEqualTo(previous);
      previous = code;
      cases.merge(code, 1, Integer::sum);
    }
    // Of the 36 ordered throws of two dice, each double comes once and each other pair twice.
    Map<Integer, Integer> expected = new TreeMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        expected.merge(LudoMove.rollCode(a, b), 1, Integer::sum);
      }
    }
    assertThat(cases).isEqualTo(expected).hasSize(21);
    assertThat(cases.get(LudoMove.rollCode(1, 1))).isEqualTo(1);
    assertThat(cases.get(LudoMove.rollCode(6, 1))).isEqualTo(2);
  }

  @Test
  void aPlayersTurnIsNoRoll() {
    LudoState rolled = LudoRules.STANDARD.initialState().apply(LudoMove.rollCode(6));
    MoveBuffer scratch = MoveBuffer.forGame(LudoRules.STANDARD);
    assertThatThrownBy(() -> rolled.sampleOutcome(scratch, FixedDraws.of(0, 6)))
        .isInstanceOf(IllegalStateException.class).hasMessage("not a chance node");
  }
}
