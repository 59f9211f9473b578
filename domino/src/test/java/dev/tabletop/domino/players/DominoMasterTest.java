package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.DrawRule;
import org.junit.jupiter.api.Test;

/** The new Đại sư decides from the view only, at the end (exactly) and before it (weighted). */
class DominoMasterTest {

  @Test
  void twinStatesOfOneViewGiveTheSameAnalysisInTheEndgameAndBeforeIt() {
    int exact = 0;
    int searched = 0;
    for (DominoRules rules : new DominoRules[] {DominoRules.PARTNERSHIP, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE)}) {
      for (long seed = 0; seed < 4; seed++) {
        for (long limit : new long[] {200, 2_000_000_000L}) {
          DominoState s = BruteForce.late(rules, seed, limit);
          if (s == null) {
            continue;
          }
          int me = s.currentPlayer();
          DominoView view = Domino.view(s, me);
          DominoState twin = Domino.sample(view, new java.util.SplittableRandom(seed)).get();
          Analysis a = master(rules).analyze(s, Budget.nodes(300), 41);
          Analysis b = master(rules).analyze(twin, Budget.nodes(300), 41);
          Analysis c = master(rules).analyze(view, Budget.nodes(300), 41);
          assertThat(b.moves()).as("%s", view).isEqualTo(a.moves());
          assertThat(c.moves()).as("%s", view).isEqualTo(a.moves());
          MoveBuffer legal = MoveBuffer.forGame(rules);
          s.legalMoves(legal);
          assertThat(legal.contains(a.best())).isTrue();
          if (a.kind() == Analysis.ScoreKind.MEAN_RETURN && a.moves().head().visits() == 0) {
            exact++;
          } else {
            searched++;
          }
        }
      }
    }
    assertThat(exact).as("decisions solved exactly").isPositive();
    assertThat(searched).as("decisions searched on weighted deals").isPositive();
  }

  @Test
  void theLevelIsTheNewMasterAndThePreviousOneStaysReachable() {
    DominoRules rules = DominoRules.PARTNERSHIP;
    assertThat(DominoLevel.MASTER.player(rules)).isInstanceOf(DominoMaster.class);
    ViewPlayer<DominoState, DominoView> previous =
        DominoLevel.previousMaster(rules, Budget.nodes(300));
    assertThat(previous).isNotInstanceOf(DominoMaster.class);
    assertThat(previous.name()).isEqualTo("domino-master-uniform");
    DominoState s = BruteForce.late(rules, 2, 2_000_000_000L);
    assertThat(previous.analyze(s, Budget.nodes(300), 5).moves())
        .isEqualTo(previous.analyze(Domino.view(s, s.currentPlayer()), Budget.nodes(300), 5)
            .moves());
  }

  @Test
  void badSettingsAndAViewOfASeatNotToMoveAreRefused() {
    assertThatThrownBy(() -> new DominoMaster.Config(4, 3, DominoPlayModel.DEFAULT, 10, 10, 0.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("candidates 3");
    assertThatThrownBy(() -> new DominoPlayModel(-1, 0, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sharpness");
    DominoRules rules = DominoRules.PARTNERSHIP;
    DominoState s = BruteForce.late(rules, 2, 2_000_000_000L);
    DominoView other = Domino.view(s, (s.currentPlayer() + 1) % 4);
    assertThatThrownBy(() -> master(rules).analyze(other, Budget.nodes(10), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not to move");
  }

  private static DominoMaster master(DominoRules rules) {
    // The level's settings with a smaller endgame, to keep the test quick; the rule is the same.
    DominoMaster.Config c = DominoMaster.DEFAULT;
    return new DominoMaster(rules, "master", new DominoMaster.Config(c.samples(), c.candidates(),
        c.model(), 200, 100_000, c.endgameTime()), Budget.nodes(300));
  }
}
