package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lower rungs of the ladder, each level against the one below over 200 seat-balanced games
 * from positions four random plies from the start: at least 60% and significant at p &lt; 0.01;
 * and Đại sư's reductions against the search without them. Minutes of play, so only with
 * {@code -Dtabletop.deep=true} ({@code -Pdeep}).
 */
class JungleLadderDeepTest {
  static final JungleRules RULES = JungleRules.STANDARD;

  static MatchRunner.Entrant<JungleState> entrant(JungleLevel level) {
    return new MatchRunner.Entrant<>(level.id(), () -> level.player(RULES));
  }

  /**
   * Đại sư's late move reductions against the same search without them, at the same 100,000
   * nodes a move (a node costs the same in both, so equal nodes stand for equal time): 400 games
   * from the start positions of {@code match jungle --seed 2}, significantly better.
   */
  @Test
  void theMastersReductionsBeatTheFullWidthSearchAtEqualNodes() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    AlphaBeta.Config m = JungleLevel.MASTER.config(Budget.nodes(100_000));
    AlphaBeta.Config full = m.withReductions(false);
    MatchRunner.Report r = MatchRunner.play(RULES, List.of(
        new MatchRunner.Entrant<>("reductions", () -> JungleLevel.MASTER.player(RULES,
            Budget.nodes(100_000))),
        new MatchRunner.Entrant<>("full width", () -> new AlphaBeta<>(RULES,
            new JungleEvaluation(RULES), full))),
        MatchRunner.randomOpenings(RULES, 2, 4), 400, 2,
        Runtime.getRuntime().availableProcessors(), 300, null);
    System.out.print(r.table());
    assertThat(m.reductions()).isTrue();
    assertThat(r.elo().z()).isGreaterThan(2.33);
  }

  @Test
  void eachLowerLevelBeatsTheOneBelowIt() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    List<MatchRunner.Rung> rungs = MatchRunner.ladder(RULES,
        List.of(entrant(JungleLevel.PRACTICE), entrant(JungleLevel.EASY),
            entrant(JungleLevel.MEDIUM), entrant(JungleLevel.HARD)),
        MatchRunner.randomOpenings(RULES, 0, 4), 200, 21,
        Runtime.getRuntime().availableProcessors(), 300, null);
    for (MatchRunner.Rung r : rungs) {
      assertThat(r.report().results().get(0).score()).as(r.upper()).isGreaterThanOrEqualTo(0.6);
      assertThat(r.report().elo().z()).as(r.upper()).isGreaterThan(2.33);
    }
  }
}
