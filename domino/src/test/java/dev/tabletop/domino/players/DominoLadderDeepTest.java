package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Domino's ladder as a test, two players, draw one: every level over the one below it,
 * significant at p &lt; 0.01 (the four heuristic levels over 10,000 rounds each, the two searching
 * levels over 4,000), and Đại sư winning at least 60% of the stake units that change hands against
 * the greedy baseline over 400 rounds (the target). Every round is a fresh deal from the
 * match seed, seats rotated; playout budgets make each match reproducible on any number of
 * threads. With three and four players (each level against copies of the one below) and under
 * {@code partnership} (a team of each) every rung up to Đại sư is significant too. Several minutes
 * of play on two cores, so only with {@code -Dtabletop.deep=true} ({@code -Pdeep}). The seeds are
 * the README's.
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
  void theHeuristicLevelsBeatTheOnesBelowThem() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    rung(DominoLevel.EASY, DominoLevel.PRACTICE, 10_000, 81);
    rung(DominoLevel.MEDIUM, DominoLevel.EASY, 10_000, 82);
    rung(DominoLevel.HARD, DominoLevel.MEDIUM, 10_000, 83);
  }

  @Test
  void theSearchingLevelsBeatTheOnesBelowThem() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    rung(DominoLevel.EXPERT, DominoLevel.HARD, 4_000, 85);
    rung(DominoLevel.MASTER, DominoLevel.EXPERT, 4_000, 86);
  }

  static void rung(DominoLevel upper, DominoLevel lower, int rounds, long seed) {
    MatchRunner.Report r = match(entrant(upper), entrant(lower), rounds, seed);
    assertThat(r.elo().p()).as(upper.id() + " over " + lower.id()).isLessThan(0.01);
  }

  @Test
  void atThreeAndFourPlayersAndWithPartnersEachLevelBeatsTheOneBelow() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    DominoLevel[] ladder = {DominoLevel.PRACTICE, DominoLevel.EASY, DominoLevel.MEDIUM,
        DominoLevel.HARD, DominoLevel.EXPERT, DominoLevel.MASTER};
    DominoRules[] tables = {DominoRules.THREE_PLAYERS, DominoRules.STANDARD,
        DominoRules.PARTNERSHIP};
    for (int t = 0; t < tables.length; t++) {
      DominoRules rules = tables[t];
      for (int i = 1; i < ladder.length; i++) {
        boolean search = ladder[i].searches();
        // The seeds of the README's tables: 91-93, 95-97 and 98-100 by table.
        long seed = (ladder[i] == DominoLevel.MASTER ? 98 : search ? 95 : 91) + t;
        List<MatchRunner.Entrant<DominoState>> seats = new ArrayList<>();
        for (int seat = 0; seat < rules.playerCount(); seat++) {
          // Alone, the upper level takes seat 0; with partners, seats 0 and 2.
          DominoLevel level = seat == 0 || rules.partnership() && seat == 2 ? ladder[i]
              : ladder[i - 1];
          seats.add(new MatchRunner.Entrant<>(level.id(), () -> level.player(rules)));
        }
        MatchRunner.Report r = MatchRunner.play(rules, seats, k -> rules.initialState(),
            search ? 4_000 : 10_000, seed,
            Runtime.getRuntime().availableProcessors(), 3000, null);
        assertThat(r.elo().p()).as("%s over %s under %s", ladder[i], ladder[i - 1], rules.spec())
            .isLessThan(0.01);
      }
    }
  }

  @Test
  void masterWinsMostOfTheStakesAgainstGreedy() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    MatchRunner.Report r = match(entrant(DominoLevel.MASTER),
        new MatchRunner.Entrant<>("greedy", () -> new GreedyPlayer(RULES)), 400, 44);
    assertThat(r.results().get(0).stakeShare()).isGreaterThanOrEqualTo(0.60);
  }
}
