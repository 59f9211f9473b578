package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.tools.Perft;
import org.junit.jupiter.api.Test;

/**
 * Perft on the dice game, counted by hand: 6 outcomes for each die, then two choices per betting
 * turn. Lines: check-check (ends after 2 actions), check-bet-fold, check-bet-call (3 actions),
 * bet-fold, bet-call (2 actions).
 */
class PerftTest {
  private final DicePoker.State start = DicePoker.Rules.STANDARD.initialState();

  @Test
  void countsChanceOutcomesAsChildren() {
    assertThat(Perft.count(start, 0)).isEqualTo(1);
    assertThat(Perft.count(start, 1)).isEqualTo(6);
    assertThat(Perft.count(start, 2)).isEqualTo(36);
  }

  @Test
  void countsHandWorkedBettingTrees() {
    assertThat(Perft.count(start, 3)).isEqualTo(36 * 2);
    assertThat(Perft.count(start, 4)).isEqualTo(36 * 4);
    // depth 5: check-check ended (1 leaf), check-bet has 2 replies, bet-fold and bet-call ended.
    assertThat(Perft.count(start, 5)).isEqualTo(36 * 5);
    assertThat(Perft.count(start, 6)).isEqualTo(36 * 5);
  }

  @Test
  void bulkAndFullCountingAgree() {
    for (int depth = 0; depth <= 6; depth++) {
      long bulk = Perft.of(start, depth, true, s -> 1L).perft(start, depth);
      long full = Perft.of(start, depth, false, s -> 1L).perft(start, depth);
      assertThat(bulk).as("depth " + depth).isEqualTo(full);
    }
  }

  @Test
  void terminalLeavesFunctionDecidesWhatAnEndedGameCounts() {
    // Counting ended hands as 0 leaves only the check-bet replies at depth 5.
    assertThat(Perft.of(start, 5, true, s -> 0L).perft(start, 5)).isEqualTo(36 * 2);
  }

  @Test
  void divideSplitsTheCountByRootMove() {
    DicePoker.State dealt = start.apply(3).apply(4);
    var divide = Perft.of(dealt, 3, true, s -> 1L).divide(dealt, 3);
    assertThat(divide.keySet()).containsExactly("check", "bet");
    assertThat(divide.get("check").get()).isEqualTo(3L); // check-check, check-bet-fold, check-bet-call
    assertThat(divide.get("bet").get()).isEqualTo(2L);
  }
}
