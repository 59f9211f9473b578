package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * MCTS on budgets small enough to follow by hand: the first playouts try each root move once, a
 * leaf without rollout scores 0, the mean return is the mover's own, the tree's depth is the
 * longest line, chance outcomes come by their weights, and a reused searcher forgets its last tree.
 */
class MctsByHandTest {
  private static Mcts<Nim.State> nim(int rolloutPlies) {
    return nim(1.4, rolloutPlies);
  }

  private static Mcts<Nim.State> nim(double exploration, int rolloutPlies) {
    return new Mcts<>(Nim.GAME,
        new Mcts.Config("m", exploration, rolloutPlies, 1024, Budget.nodes(1)));
  }

  @Test
  void threePlayoutsTryEachRootMoveOnceAndAnUnfinishedLeafScoresZero() {
    // One heap of 3, no rollout: taking 3 wins (+1); taking 2 or 1 leaves a game that is not
    // over, and with no rollout plies it scores 0. Equal visits rank by mean, best first.
    for (int toMove = 0; toMove < 2; toMove++) {
      Nim.State s = new Nim.State(0, 0, 3, toMove);
      Analysis a = nim(0).analyze(s, Budget.nodes(3), 5);
      assertThat(a.moves().map(RankedMove::visits)).containsOnly(1L);
      assertThat(a.best()).as("mover %d", toMove).isEqualTo(19);
      assertThat(a.hint().score()).isEqualTo(1.0);
      assertThat(a.moves().tail().map(RankedMove::score)).containsOnly(0.0);
      assertThat(a.depth()).isEqualTo(1);
    }
    // One rollout ply: after taking 2 the opponent's only move takes the last object.
    Analysis one = nim(1).analyze(Nim.of(0, 0, 3), Budget.nodes(3), 5);
    assertThat(one.moves().find(m -> m.move() == 18).get().score()).isEqualTo(-1.0);
  }

  @Test
  void theTreeGrowsToTheLongestLine() {
    // One heap of 3: the longest line takes one object three times, three plies below the root.
    // A wide exploration visits every line, bad ones too.
    Analysis a = nim(20, 50).analyze(Nim.of(0, 0, 3), Budget.nodes(500), 2);
    assertThat(a.depth()).isEqualTo(3);
    // Taking 1 leaves two for the opponent, who takes both: always -1, from either seat.
    Analysis b = nim(50).analyze(new Nim.State(0, 0, 3, 1), Budget.nodes(500), 2);
    assertThat(b.moves().find(m -> m.move() == 18).get().score()).isEqualTo(-1.0);
    assertThat(b.hint().score()).isEqualTo(1.0);
  }

  @Test
  void chanceOutcomesAreDrawnByTheirWeights() {
    // The die wins on 5 or 6: a mean of 2/6 - 4/6 = -1/3 for the player who rolls it. A wide
    // exploration keeps sampling the die although the coin is better.
    Mcts<Gamble.State> m = new Mcts<>(Gamble.GAME,
        new Mcts.Config("m", 20, 10, 1 << 16, Budget.nodes(1)));
    Analysis a = m.analyze(Gamble.GAME.initialState(), Budget.nodes(6000), 7);
    RankedMove die = a.moves().find(r -> r.move() == Gamble.DIE).get();
    assertThat(die.visits()).isGreaterThan(200);
    assertThat(die.score()).isBetween(-1 / 3.0 - 0.15, -1 / 3.0 + 0.15);
    RankedMove coin = a.moves().find(r -> r.move() == Gamble.COIN).get();
    assertThat(coin.score()).isBetween(0.5 - 0.1, 0.5 + 0.1);
  }

  @Test
  void aReusedSearcherGivesAFreshOnesAnalysis() {
    Mcts<TicTacToe.State> used = new Mcts<>(TicTacToe.GAME,
        new Mcts.Config("m", 1.4, 20, 1 << 14, Budget.nodes(1)));
    used.analyze(TicTacToe.GAME.initialState(), Budget.nodes(3000), 1);
    TicTacToe.State s = TicTacToe.GAME.initialState().apply(4).apply(0);
    Analysis again = used.analyze(s, Budget.nodes(1500), 9);
    Analysis fresh = new Mcts<>(TicTacToe.GAME,
        new Mcts.Config("m", 1.4, 20, 1 << 14, Budget.nodes(1))).analyze(s, Budget.nodes(1500), 9);
    assertThat(again).usingRecursiveComparison().ignoringFields("nanos").isEqualTo(fresh);
  }

  @Test
  void aFinishedGameIsRefusedAndTheTimeIsWithinTheCall() {
    assertThatThrownBy(() -> nim(5).analyze(Nim.of(0, 0, 0), Budget.nodes(10), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("game is over");
    long before = System.nanoTime();
    Analysis a = nim(5).analyze(Nim.of(1, 2, 3), Budget.nodes(200), 1);
    long after = System.nanoTime();
    assertThat(a.nanos()).isBetween(0L, after - before);
  }
}
