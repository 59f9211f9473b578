package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Determinized;
import dev.tabletop.core.search.Mcts;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The core's determinized search on Domino decides from the player's view only. */
class DeterminizedDominoTest {
  static Determinized<DominoState, DominoView> player(DominoRules rules) {
    Mcts<DominoState> inner = new Mcts<>(rules,
        new Mcts.Config("mcts", 1.4, 400, 1 << 18, Budget.nodes(100)));
    return new Determinized<>(Domino.HIDDEN, inner, 8, "pimc", Budget.nodes(800));
  }

  @Test
  void twoStatesWithTheSameViewGiveTheSameMoveForTheSameSeed() {
    DominoRules rules = DominoRules.TWO_PLAYERS;
    SplittableRandom random = new SplittableRandom(17);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    int compared = 0;
    for (int round = 0; round < 6; round++) {
      DominoState s = Domino.deal(rules, random);
      for (int ply = 0; ply < 2 * round && !s.isTerminal(); ply++) {
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
      if (s.isTerminal() || s.isChance()) {
        continue;
      }
      int me = s.currentPlayer();
      DominoView view = Domino.view(s, me);
      // Another state with the same view: the opponent's hand and the boneyard redrawn.
      DominoState other = Domino.sample(view, random).get();
      assertThat(Domino.view(other, me)).isEqualTo(view);
      Analysis a = player(rules).analyze(s, Budget.nodes(800), 99);
      Analysis b = player(rules).analyze(other, Budget.nodes(800), 99);
      assertThat(b.moves()).isEqualTo(a.moves());
      // The view-only decision is the same one: the state form takes the view and decides.
      assertThat(player(rules).analyze(view, Budget.nodes(800), 99).moves()).isEqualTo(a.moves());
      s.legalMoves(buffer);
      assertThat(buffer.contains(a.best())).isTrue();
      compared++;
    }
    assertThat(compared).isGreaterThanOrEqualTo(4);
  }
}
