package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

/** {@link Mcts.PlayoutPolicy}: a game's own playout moves in place of random ones. */
class MctsPolicyTest {

  private static <S extends dev.tabletop.core.GameState<S>> Mcts.Config config(int playouts) {
    return new Mcts.Config("mcts", 1.4, 200, 1 << 16, Budget.nodes(playouts));
  }

  /** Perfect Nim: the move whose result is best for the mover, by the exhaustive solver. */
  private static Mcts.PlayoutPolicy<Nim.State> perfect(Solver<Nim.State> solver) {
    return (s, buffer, random) -> {
      s.legalMoves(buffer);
      int me = s.currentPlayer();
      int best = buffer.get(0);
      for (int i = 1; i < buffer.size(); i++) {
        if (solver.valueFor(s.apply(buffer.get(i)), me) > solver.valueFor(s.apply(best), me)) {
          best = buffer.get(i);
        }
      }
      return best;
    };
  }

  @Test
  void perfectPlayoutsScoreEveryRootMoveAtItsGameValueInOnePlayoutEach() {
    // (3, 5, 7): 3 ^ 5 ^ 7 = 1, a win for the mover, with 15 moves. With one playout a move (UCT
    // visits every child once first) and both sides perfect in the playouts, each move's score is
    // exactly its value, +1 or -1 by the solver, and the best is a winning move.
    Solver<Nim.State> solver = new Solver<>();
    Nim.State s = Nim.of(3, 5, 7);
    assertThat(solver.value(s)).isEqualTo(1);
    Analysis a = new Mcts<>(Nim.GAME, config(15), perfect(solver)).analyze(s, Budget.nodes(15), 4);
    assertThat(a.moves()).hasSize(15);
    for (RankedMove m : a.moves()) {
      assertThat(m.visits()).isEqualTo(1);
      assertThat(m.score()).as(m.text()).isEqualTo(solver.valueFor(s.apply(m.move()), 0));
    }
    assertThat(solver.valueFor(s.apply(a.best()), 0)).isEqualTo(1);
    // The winning moves leave a zero xor: a pile n becomes n ^ 1, one fewer for 3, 5 and 7, so
    // taking one from any pile, three moves.
    assertThat(a.moves().count(m -> m.score() == 1)).isEqualTo(3);
  }

  @Test
  void theUniformPolicyIsTheDefaultSearch() {
    TicTacToe.State s = TicTacToe.GAME.initialState().apply(4).apply(0);
    Analysis byDefault = new Mcts<>(TicTacToe.GAME, config(1500)).analyze(s, Budget.nodes(1500), 7);
    Analysis uniform = new Mcts<>(TicTacToe.GAME, config(1500), Mcts.PlayoutPolicy.uniform())
        .analyze(s, Budget.nodes(1500), 7);
    assertThat(uniform.moves()).isEqualTo(byDefault.moves());
  }

  @Test
  void aPolicyIsAskedAtPlayerNodesOnlyAndItsMovesArePlayed() {
    int[] calls = new int[2];
    Mcts.PlayoutPolicy<DicePoker.State> counting = (s, buffer, random) -> {
      calls[s.isChance() ? 1 : 0]++;
      s.legalMoves(buffer);
      return buffer.get(0);
    };
    DicePoker.State s = DicePoker.Rules.STANDARD.initialState().apply(6).apply(1);
    new Mcts<>(DicePoker.Rules.STANDARD, config(200), counting).analyze(s, Budget.nodes(200), 1);
    assertThat(calls[0]).isPositive();
    assertThat(calls[1]).isZero();
  }

  @Test
  void aNullPolicyIsRefused() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> new Mcts<>(Nim.GAME, config(10), (Mcts.PlayoutPolicy<Nim.State>) null))
        .isInstanceOf(NullPointerException.class).hasMessage("policy");
  }
}
