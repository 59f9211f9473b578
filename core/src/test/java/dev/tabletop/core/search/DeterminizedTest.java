package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

class DeterminizedTest {
  static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;

  static Determinized<DicePoker.State, DicePoker.View> pimc() {
    Mcts<DicePoker.State> inner = new Mcts<>(RULES,
        new Mcts.Config("mcts", 1.4, 50, 1 << 16, Budget.nodes(200)));
    return new Determinized<>(RULES, inner, 16, "pimc", Budget.nodes(3200));
  }

  @Test
  void twoStatesWithTheSameViewGiveTheSameMoveForTheSameSeed() {
    // Player 1 holds 3 and faces a bet; player 0's die is hidden from it.
    for (long seed = 0; seed < 5; seed++) {
      Analysis first = null;
      for (int hidden = 1; hidden <= 6; hidden++) {
        DicePoker.State s = RULES.initialState().apply(hidden).apply(3).apply(DicePoker.BET);
        Analysis a = pimc().analyze(s, Budget.nodes(1600), seed);
        if (first == null) {
          first = a;
        }
        assertThat(a.moves()).as("hidden die %d", hidden).isEqualTo(first.moves());
        // The view alone gives the same decision: the state form takes the view and decides.
        DicePoker.View view = RULES.view(s, 1);
        assertThat(pimc().analyze(view, Budget.nodes(1600), seed).moves()).isEqualTo(a.moves());
        assertThat(pimc().chooseMove(view, Budget.nodes(1600), seed)).isEqualTo(a.best());
      }
    }
  }

  @Test
  void callsWithTheTopDieAndFoldsWithTheBottomOneFacingABet() {
    // With a 6 the call never loses; with a 1 it never wins (ties split): fold loses less.
    DicePoker.State top = RULES.initialState().apply(2).apply(6).apply(DicePoker.BET);
    DicePoker.State bottom = RULES.initialState().apply(5).apply(1).apply(DicePoker.BET);
    assertThat(pimc().chooseMove(top, 1)).isEqualTo(DicePoker.CALL);
    assertThat(pimc().chooseMove(bottom, 1)).isEqualTo(DicePoker.FOLD);
  }

  @Test
  void aViewThatIsNotOfThePlayerToMoveOrThatNoStateFitsIsRefused() {
    DicePoker.State s = RULES.initialState().apply(4).apply(3).apply(DicePoker.BET);
    assertThatThrownBy(() -> pimc().chooseMove(RULES.view(s, 0), Budget.nodes(100), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not to move");
    assertThatThrownBy(() -> pimc().chooseMove(new DicePoker.View(1, 0, 2, 0, 0),
        Budget.nodes(100), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no state fits");
    assertThatThrownBy(() -> pimc().chooseMove((DicePoker.View) null, Budget.nodes(100), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("view");
  }

  @Test
  void aGameWithoutHiddenInformationIsRefused() {
    assertThatThrownBy(() -> Determinized.of(Nim.GAME, new RandomPlayer<>(Nim.GAME), 4, "x",
        Budget.nodes(4))).hasMessageContaining("no hidden information");
  }
}
