package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.testgame.Shuttle;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta and MCTS on positions small enough to score by hand: mate distances, principal
 * variations that play out to the end, repetition draws on the search line, the noise's range, and
 * every configuration bound.
 */
class SearchByHandTest {
  private static final int WIN = Evaluation.WIN;

  private static AlphaBeta<Nim.State> nim(int depth, int tableBits) {
    return new AlphaBeta<>(Nim.GAME, s -> 0,
        new AlphaBeta.Config("ab", depth, tableBits, 0, false, Budget.nodes(10_000_000)));
  }

  @Test
  void rootScoresAreMateDistancesOnAOneHeapNim() {
    // Heap of 3: taking 3 wins on ply 1 (WIN - 1); taking 1 or 2 leaves a heap the opponent
    // empties on ply 2 (-(WIN - 2)).
    Analysis a = nim(10, 10).analyze(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0);
    assertThat(a.moves().map(RankedMove::move)).startsWith(19);
    assertThat(a.hint().score()).isEqualTo(WIN - 1);
    assertThat(a.moves().tail().map(RankedMove::score)).containsOnly((double) (2 - WIN));
    assertThat(a.moves()).hasSize(3);
    assertThat(a.principalVariation()).containsExactly(19);
  }

  @Test
  void aForcedWinInThreeShowsItsWholeLineAndItsDistance() {
    // Heaps 0, 1, 2: take 1 from heap 2 leaves 1-1; whatever the reply, the mover takes the last
    // object on ply 3: WIN - 3. Every other move loses.
    for (int tableBits : new int[] {0, 12}) {
      Analysis a = nim(10, tableBits).analyze(Nim.of(0, 1, 2), Budget.nodes(1_000_000), 0);
      assertThat(a.best()).as("table bits %d", tableBits).isEqualTo(17);
      assertThat(a.hint().score()).isEqualTo(WIN - 3);
      assertThat(a.principalVariation()).hasSize(3);
      Nim.State s = Nim.of(0, 1, 2);
      MoveBuffer b = MoveBuffer.forGame(Nim.GAME);
      for (int m : a.principalVariation()) {
        s.legalMoves(b);
        assertThat(b.contains(m)).isTrue();
        s = s.apply(m);
      }
      assertThat(s.isTerminal()).isTrue();
      assertThat(s.returns(0)).isEqualTo(1);
      // The losing moves: take 1 from heap 1 (1 left on heap 2, lost on ply 2) or 2 from heap 2
      // (1 left on heap 1, lost on ply 2).
      assertThat(a.moves().tail().map(RankedMove::score)).containsOnly((double) (2 - WIN));
    }
  }

  @Test
  void theSameScoresComeFromEveryTableSizeAndTheTableSavesNodes() {
    // Heaps 2, 3, 4 (xor 5, a win): exact root scores do not depend on the table.
    Nim.State s = Nim.of(2, 3, 4);
    Analysis none = nim(12, 0).analyze(s, Budget.nodes(50_000_000), 0);
    Analysis big = nim(12, 14).analyze(s, Budget.nodes(50_000_000), 0);
    assertThat(big.moves().map(RankedMove::score).sorted())
        .isEqualTo(none.moves().map(RankedMove::score).sorted());
    assertThat(big.hint().score()).isEqualTo(none.hint().score()).isPositive();
    // Transpositions abound in Nim (heaps emptied in either order): the table must pay.
    assertThat(big.nodes()).isLessThan(none.nodes());
    Solver<Nim.State> solver = new Solver<>();
    assertThat(solver.valueFor(s.apply(big.best()), 0)).isEqualTo(1);
  }

  @Test
  void aWinFoundAtDepthOneEndsTheDeepeningUnlessTheAnalysisMustBeExact() {
    AlphaBeta<Nim.State> ab = nim(30, 10);
    assertThat(ab.chooseMove(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0)).isEqualTo(19);
    assertThat(ab.lastDepth()).isEqualTo(1);
    ab.analyze(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0);
    assertThat(ab.lastDepth()).isEqualTo(30);
    assertThat(ab.lastNodes()).isPositive();
  }

  @Test
  void aRaceIsScoredByItsMateDistance() {
    // Shuttle on a track of 3 from (2, 2), A to move: forward wins on ply 1; back lets B step
    // home on ply 2.
    Shuttle.Rules rules = new Shuttle.Rules(3, 3);
    AlphaBeta<Shuttle.State> ab = new AlphaBeta<>(rules, s -> 0,
        new AlphaBeta.Config("ab", 3, 8, 0, false, Budget.nodes(1_000_000)));
    Analysis a = ab.analyze(new Shuttle.State(rules, 2, 2, 0), Budget.nodes(1_000_000), 0);
    assertThat(a.best()).isEqualTo(1);
    assertThat(a.hint().score()).isEqualTo(WIN - 1);
    assertThat(a.moves().get(1).score()).isEqualTo(2 - WIN);
  }

  @Test
  void noiseStaysWithinItsBoundAndReachesBothEnds() {
    // Depth 1 on the empty tic-tac-toe board with a level evaluation: each root score is the
    // noise alone, an integer from -3 to 3.
    Set<Double> seen = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      Analysis a = AlphaBetaTest.ticTacToe(1, 3)
          .analyze(TicTacToe.GAME.initialState(), Budget.nodes(100_000), seed);
      for (RankedMove m : a.moves()) {
        assertThat(m.score()).isBetween(-3.0, 3.0);
        seen.add(m.score());
      }
      // Best first.
      assertThat(a.moves().map(RankedMove::score).sorted().reverse())
          .isEqualTo(a.moves().map(RankedMove::score));
    }
    assertThat(seen).containsExactlyInAnyOrder(-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0);
    // Without noise every score is 0.
    Analysis quiet = AlphaBetaTest.ticTacToe(1, 0)
        .analyze(TicTacToe.GAME.initialState(), Budget.nodes(100_000), 5);
    assertThat(quiet.moves().map(RankedMove::score)).containsOnly(0.0);
  }

  @Test
  void theConfigurationBoundsAreInclusive() {
    Budget b = Budget.nodes(1);
    assertThat(new AlphaBeta.Config("x", 1, 0, 0, false, b).maxDepth()).isEqualTo(1);
    assertThat(new AlphaBeta.Config("x", 120, 28, 0, true, b).tableBits()).isEqualTo(28);
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 121, 4, 0, false, b))
        .hasMessage("maxDepth must be 1..120, was 121");
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 3, 29, 0, false, b))
        .hasMessage("tableBits must be 0..28, was 29");
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 3, -1, 0, false, b))
        .hasMessageContaining("tableBits");
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 3, 4, -1, false, b))
        .hasMessage("noise must be >= 0, was -1");
    assertThatThrownBy(() -> new AlphaBeta.Config(null, 3, 4, 0, false, b))
        .hasMessageContaining("required");
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 3, 4, 0, false, null))
        .hasMessageContaining("required");
    AlphaBeta<Nim.State> ab = new AlphaBeta<>(Nim.GAME, s -> 0,
        new AlphaBeta.Config("named", 3, 4, 0, false, Budget.nodes(77)));
    assertThat(ab.name()).isEqualTo("named");
    assertThat(ab.budget()).isEqualTo(Budget.nodes(77));
    assertThat(ab.config().maxDepth()).isEqualTo(3);

    assertThat(new Mcts.Config("m", 0.1, 0, 1024, b).maxNodes()).isEqualTo(1024);
    assertThatThrownBy(() -> new Mcts.Config("m", 0, 10, 1024, b))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Mcts.Config("m", Double.NaN, 10, 1024, b))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Mcts.Config("m", 1, -1, 1024, b))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Mcts.Config("m", 1, 1, 1023, b))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxNodes 1023");
    assertThatThrownBy(() -> new Mcts.Config(null, 1, 1, 1024, b))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Mcts.Config("m", 1, 1, 1024, null))
        .isInstanceOf(IllegalArgumentException.class);
    Mcts<Nim.State> m = new Mcts<>(Nim.GAME, new Mcts.Config("mc", 1, 1, 1024, Budget.nodes(9)));
    assertThat(m.name()).isEqualTo("mc");
    assertThat(m.budget()).isEqualTo(Budget.nodes(9));
  }

  @Test
  void mctsFindsTheOnlyWinOfAOneHeapNimAndCountsItsPlayouts() {
    // Heap of 3: only taking all 3 wins; the other two moves lose to the reply.
    Mcts<Nim.State> m = new Mcts<>(Nim.GAME, new Mcts.Config("m", 1.4, 50, 1024, Budget.nodes(1)));
    Analysis a = m.analyze(Nim.of(0, 0, 3), Budget.nodes(600), 3);
    assertThat(a.best()).isEqualTo(19);
    assertThat(a.nodes()).isEqualTo(600);
    assertThat(a.moves().map(RankedMove::visits).sum().longValue()).isEqualTo(600);
    // Taking 3 always wins: its mean return is exactly +1.
    assertThat(a.hint().score()).isEqualTo(1.0);
    // Taking 2 leaves the opponent one object to take and win: exactly -1 every time.
    assertThat(a.moves().find(r -> r.move() == 18).get().score()).isEqualTo(-1.0);
    assertThat(a.kind()).isEqualTo(Analysis.ScoreKind.MEAN_RETURN);
    assertThat(a.principalVariation()).containsExactly(19);
    // Visits are sorted, most first.
    assertThat(a.moves().map(RankedMove::visits).sorted().reverse())
        .isEqualTo(a.moves().map(RankedMove::visits));
  }

  @Test
  void aFullTreeStopsGrowingButTheSearchGoesOn() {
    // 1024 nodes hold only the first levels of tic-tac-toe; 5,000 playouts still all run and the
    // threat is still blocked.
    Mcts<TicTacToe.State> m = new Mcts<>(TicTacToe.GAME,
        new Mcts.Config("m", 1.4, 20, 1024, Budget.nodes(1)));
    TicTacToe.State s = new TicTacToe.State(0003, 0020, 1);
    Analysis a = m.analyze(s, Budget.nodes(5_000), 3);
    assertThat(a.nodes()).isEqualTo(5_000);
    assertThat(a.best()).isEqualTo(2);
    // A time budget runs at least one playout.
    Analysis t = m.analyze(s, Budget.millis(1), 3);
    assertThat(t.nodes()).isPositive();
  }

  @Test
  void withoutRolloutsOnlyTheTreeSeesTheEnd() {
    // Rollouts of 0 plies score every non-terminal leaf 0, so only the immediate win scores.
    Mcts<Nim.State> m = new Mcts<>(Nim.GAME, new Mcts.Config("m", 1.4, 0, 1024, Budget.nodes(1)));
    Analysis a = m.analyze(Nim.of(0, 0, 3), Budget.nodes(300), 1);
    assertThat(a.best()).isEqualTo(19);
    assertThat(a.hint().score()).isEqualTo(1.0);
  }
}
