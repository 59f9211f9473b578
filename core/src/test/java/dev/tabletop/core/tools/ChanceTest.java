package dev.tabletop.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.Shuttle;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class ChanceTest {
  /** A generator whose every bounded draw is a fixed number, to walk the weights by hand. */
  private static RandomGenerator fixed(int value) {
    return new RandomGenerator() {
      @Override
      public long nextLong() {
        throw new AssertionError("only nextInt(bound) is expected");
      }

      @Override
      public int nextInt(int bound) {
        assertThat(value).isLessThan(bound);
        return value;
      }
    };
  }

  @Test
  void pickWeightedGivesEachOutcomeAsManyDrawsAsItsWeight() {
    // Outcomes 10, 20, 30 with weights 1, 2, 3: draws 0 | 1 2 | 3 4 5 of 0..5.
    MoveBuffer b = new MoveBuffer(3);
    b.add(10, 1);
    b.add(20, 2);
    b.add(30, 3);
    int[] expected = {10, 20, 20, 30, 30, 30};
    for (int r = 0; r < 6; r++) {
      assertThat(Chance.pickWeighted(b, 6, fixed(r))).as("draw %d", r).isEqualTo(expected[r]);
    }
  }

  @Test
  void pickWeightedWithAHeavyFirstOutcome() {
    // Weights 3, 1: draws 0 1 2 give the first outcome, 3 the last.
    MoveBuffer b = new MoveBuffer(2);
    b.add(7, 3);
    b.add(8, 1);
    assertThat(Chance.pickWeighted(b, 4, fixed(0))).isEqualTo(7);
    assertThat(Chance.pickWeighted(b, 4, fixed(2))).isEqualTo(7);
    assertThat(Chance.pickWeighted(b, 4, fixed(3))).isEqualTo(8);
  }

  @Test
  void pickWeightedWithUnitWeightsTakesTheDrawnIndex() {
    MoveBuffer b = new MoveBuffer(4);
    for (int m = 0; m < 4; m++) {
      b.add(100 + m);
    }
    for (int r = 0; r < 4; r++) {
      assertThat(Chance.pickWeighted(b, 4, fixed(r))).isEqualTo(100 + r);
    }
  }

  @Test
  void sampleOutcomeRollsTheDieAndRefusesAPlayerNode() {
    DicePoker.State start = DicePoker.Rules.STANDARD.initialState();
    MoveBuffer b = MoveBuffer.forGame(DicePoker.Rules.STANDARD);
    // The six faces 1..6, weight 1 each: draw 4 is face 5.
    assertThat(Chance.sampleOutcome(start, b, fixed(4))).isEqualTo(5);
    DicePoker.State decision = start.apply(3).apply(4);
    assertThatThrownBy(() -> Chance.sampleOutcome(decision, b, fixed(0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("not a chance node");
    // The state's own method, which the default lists and picks from, says it as a state error.
    assertThat(start.sampleOutcome(b, fixed(2))).isEqualTo(3);
    assertThatThrownBy(() -> decision.sampleOutcome(b, fixed(0)))
        .isInstanceOf(IllegalStateException.class).hasMessage("not a chance node");
  }

  @Test
  void randomMoveDrawsAmongTheLegalMovesAndRefusesTheEnd() {
    Shuttle.Rules rules = new Shuttle.Rules(2, 0);
    MoveBuffer b = MoveBuffer.forGame(rules);
    // From (1, 0, A to move) the legal moves are back (0) and forward (1).
    Shuttle.State s = new Shuttle.State(rules, 1, 0, 0);
    assertThat(Chance.randomMove(s, b, fixed(0))).isZero();
    assertThat(Chance.randomMove(s, b, fixed(1))).isEqualTo(1);
    // A chance node goes through the weights: die face 2 for draw 1.
    assertThat(Chance.randomMove(DicePoker.Rules.STANDARD.initialState(),
        MoveBuffer.forGame(DicePoker.Rules.STANDARD), fixed(1))).isEqualTo(2);
    Shuttle.State over = new Shuttle.State(rules, 2, 0, 1);
    assertThatThrownBy(() -> Chance.randomMove(over, b, fixed(0)))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("terminal");
  }
}
