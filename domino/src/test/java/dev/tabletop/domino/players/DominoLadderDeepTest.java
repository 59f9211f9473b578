package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Domino's measured rungs as a test, two players, draw one: Dễ over Tập chơi over 400 rounds and
 * Vừa over Dễ over 2,000 (its edge is small, about 56%), each significant at p &lt; 0.01, and
 * Đại sư winning at least 60% of the stake units that change hands against the greedy baseline
 * over 400 rounds (the target). Every round is a fresh deal from the match seed, seats
 * rotated; playout budgets make each match reproducible on any number of threads. A few minutes
 * of play on two cores, so only with {@code -Dtabletop.deep=true} ({@code -Pdeep}).
 */
class DominoLadderDeepTest {
  static final DominoRules RULES = DominoRules.STANDARD.withPlayers(2);

  static MatchRunner.Entrant<DominoState> entrant(DominoLevel level) {
    return new MatchRunner.Entrant<>(level.id(), () -> level.player(RULES));
  }

  static MatchRunner.Report match(MatchRunner.Entrant<DominoState> a,
      MatchRunner.Entrant<DominoState> b, int rounds, long seed) {
    return MatchRunner.play(RULES, List.of(a, b), i -> RULES.initialState(), rounds, seed,
        Runtime.getRuntime().availableProcessors(), 3000, null);
  }

  @Test
  void theLowerLevelsBeatTheOnesBelowThem() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    MatchRunner.Report easy = match(entrant(DominoLevel.EASY), entrant(DominoLevel.PRACTICE), 400, 21);
    assertThat(easy.elo().p()).as("easy over practice").isLessThan(0.01);
    MatchRunner.Report medium = match(entrant(DominoLevel.MEDIUM), entrant(DominoLevel.EASY), 2000, 22);
    assertThat(medium.elo().p()).as("medium over easy").isLessThan(0.01);
  }

  @Test
  void masterWinsMostOfTheStakesAgainstGreedy() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    MatchRunner.Report r = match(entrant(DominoLevel.MASTER),
        new MatchRunner.Entrant<>("greedy", () -> new GreedyPlayer(RULES)), 400, 44);
    assertThat(r.results().get(0).stakeShare()).isGreaterThanOrEqualTo(0.60);
  }
}
