package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

class MctsTest {
  static <S extends dev.tabletop.core.GameState<S>> Mcts<S> mcts(dev.tabletop.core.Game<S> g) {
    return new Mcts<>(g, new Mcts.Config("mcts", 1.4, 200, 1 << 20, Budget.nodes(4000)));
  }

  @Test
  void chanceNodesAreSampledByTheirWeights() {
    // Hand-worked: die -1/3, coin 3/4 - 1/4 = +1/2, stop 0. Only the weights make the coin best.
    Analysis a = mcts(Gamble.GAME).analyze(Gamble.GAME.initialState(), Budget.nodes(3000), 1);
    assertThat(a.best()).isEqualTo(Gamble.COIN);
    RankedMove coin = a.moves().find(m -> m.move() == Gamble.COIN).get();
    RankedMove die = a.moves().find(m -> m.move() == Gamble.DIE).get();
    assertThat(coin.score()).isBetween(0.35, 0.65);
    assertThat(die.score()).isLessThan(0.0);
    assertThat(a.moves().map(RankedMove::visits).sum().longValue()).isEqualTo(3000);
  }

  @Test
  void nimWinningMovesAreFoundFromSmallPositions() {
    Solver<Nim.State> solver = new Solver<>();
    int[][] positions = {{1, 2, 4}, {0, 3, 1}, {2, 2, 1}, {1, 0, 5}, {3, 1, 1}};
    for (int[] p : positions) {
      Nim.State s = Nim.of(p[0], p[1], p[2]);
      assertThat(solver.value(s)).isEqualTo(1);
      Nim.State next = s.apply(mcts(Nim.GAME).chooseMove(s, Budget.nodes(6000), 9));
      assertThat(solver.valueFor(next, 0)).as("after %s", s).isEqualTo(1);
    }
  }

  @Test
  void theSamePlayoutBudgetAndSeedGiveTheSameAnalysis() {
    TicTacToe.State s = TicTacToe.GAME.initialState().apply(4);
    Analysis a = mcts(TicTacToe.GAME).analyze(s, Budget.nodes(2000), 42);
    Analysis b = mcts(TicTacToe.GAME).analyze(s, Budget.nodes(2000), 42);
    assertThat(a.moves()).isEqualTo(b.moves());
    assertThat(a.nodes()).isEqualTo(2000);
  }

  @Test
  void blocksAnImmediateTicTacToeThreat() {
    // X on 0 and 1 threatens 2; O to move must take 2 (the solver confirms it is the only hold).
    TicTacToe.State s = new TicTacToe.State(0003, 0020, 1);
    Solver<TicTacToe.State> solver = new Solver<>();
    int m = mcts(TicTacToe.GAME).chooseMove(s, Budget.nodes(5000), 3);
    assertThat(m).isEqualTo(2);
    assertThat(solver.valueFor(s.apply(2), 1)).isEqualTo(solver.value(s));
  }

  @Test
  void worksOnTheOmniscientStateOfAChanceGameWithHiddenInformation() {
    DicePoker.State s = DicePoker.Rules.STANDARD.initialState().apply(6).apply(1)
        .apply(DicePoker.BET);
    // Player 1 holds 1 against a 6 and faces a bet: folding loses the ante, calling loses two.
    int m = mcts(DicePoker.Rules.STANDARD).chooseMove(s, Budget.nodes(3000), 1);
    assertThat(m).isEqualTo(DicePoker.FOLD);
  }
}
