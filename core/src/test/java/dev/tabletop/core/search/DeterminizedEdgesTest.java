package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

/** The determinizer's sample count bound and its reported time. */
class DeterminizedEdgesTest {
  private static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;

  private static Determinized<DicePoker.State, ?> pimc(int samples) {
    return Determinized.of(RULES, new RandomPlayer<>(RULES), samples, "pimc", Budget.nodes(8));
  }

  @Test
  void oneSampleIsEnoughAndNoneIsRefused() {
    DicePoker.State s = RULES.initialState().apply(2).apply(6).apply(DicePoker.BET);
    Analysis a = pimc(1).analyze(s, Budget.nodes(8), 3);
    assertThat(a.moves().map(RankedMove::move)).containsExactlyInAnyOrder(DicePoker.FOLD,
        DicePoker.CALL);
    assertThatThrownBy(() -> pimc(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("samples must be >= 1, was 0");
  }

  @Test
  void theTimeOfAnAnalysisIsWithinTheCall() {
    DicePoker.State s = RULES.initialState().apply(2).apply(6).apply(DicePoker.BET);
    long before = System.nanoTime();
    Analysis a = pimc(4).analyze(s, Budget.nodes(8), 3);
    long after = System.nanoTime();
    assertThat(a.nanos()).isBetween(0L, after - before);
  }
}
