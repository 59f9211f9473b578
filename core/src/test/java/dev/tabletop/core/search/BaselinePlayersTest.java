package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.testgame.DicePoker;
import io.vavr.collection.List;
import java.time.Duration;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The random and one-ply players, budgets and analyses, checked against the legal moves. */
class BaselinePlayersTest {
  /** A one-ply player with a key given per move. */
  private static OnePlyPlayer<Nim.State> keyed(java.util.function.IntUnaryOperator key) {
    return new OnePlyPlayer<>(Nim.GAME) {
      @Override
      protected int key(Nim.State state, int move) {
        return key.applyAsInt(move);
      }

      @Override
      public String name() {
        return "keyed";
      }
    };
  }

  private static int[] legal(Nim.State s) {
    MoveBuffer b = MoveBuffer.forGame(Nim.GAME);
    s.legalMoves(b);
    return b.toArray();
  }

  @Test
  void theRandomPlayerCoversEveryLegalMoveAboutEquallyOften() {
    // Heaps 1, 2, 0: moves take 1 from heap 0, take 1 or 2 from heap 1. Over 3,000 seeds each
    // should come up about 1,000 times (a binomial standard deviation of about 26).
    Nim.State s = Nim.of(1, 2, 0);
    RandomPlayer<Nim.State> r = new RandomPlayer<>(Nim.GAME);
    int[] moves = legal(s);
    int[] counts = new int[moves.length];
    for (long seed = 0; seed < 3_000; seed++) {
      int m = r.chooseMove(s, Budget.nodes(1), seed);
      counts[java.util.Arrays.binarySearch(moves, m)]++;
    }
    for (int c : counts) {
      assertThat(c).isBetween(880, 1_120);
    }
    assertThat(r.name()).isEqualTo("random");
    assertThat(r.budget()).isEqualTo(Budget.nodes(1));
  }

  @Test
  void theRandomAnalysisListsTheChoiceFirstThenTheOtherMovesInOrder() {
    Nim.State s = Nim.of(2, 1, 3);
    RandomPlayer<Nim.State> r = new RandomPlayer<>(Nim.GAME);
    int[] moves = legal(s);
    for (long seed = 0; seed < 20; seed++) {
      Analysis a = r.analyze(s, Budget.nodes(1), seed);
      int pick = r.chooseMove(s, Budget.nodes(1), seed);
      java.util.List<Integer> expected = new ArrayList<>();
      expected.add(pick);
      for (int m : moves) {
        if (m != pick) {
          expected.add(m);
        }
      }
      assertThat(a.moves().map(RankedMove::move).toJavaList()).isEqualTo(expected);
      assertThat(a.moves().map(RankedMove::score).distinct()).containsExactly(0.0);
      assertThat(a.moves().map(RankedMove::text).head()).isEqualTo(s.moveText(pick));
      assertThat(a.principalVariation()).containsExactly(pick);
      assertThat(a.kind()).isEqualTo(Analysis.ScoreKind.EVALUATION);
      assertThat(a.nodes()).isEqualTo(1);
      assertThat(a.depth()).isZero();
    }
  }

  @Test
  void theRandomPlayerRefusesChanceNodesAndEndedGames() {
    RandomPlayer<Nim.State> r = new RandomPlayer<>(Nim.GAME);
    assertThatThrownBy(() -> r.chooseMove(Nim.of(0, 0, 0), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("over");
    RandomPlayer<DicePoker.State> d = new RandomPlayer<>(DicePoker.Rules.STANDARD);
    assertThatThrownBy(() -> d.chooseMove(DicePoker.Rules.STANDARD.initialState(), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance node");
  }

  @Test
  void theOnePlyPlayerPlaysTheHighestKeyAndTheFirstAmongEquals() {
    Nim.State s = Nim.of(3, 2, 1);
    // Moves 1, 2, 3 (heap 0), 9, 10 (heap 1), 17 (heap 2). Key: objects taken.
    assertThat(keyed(m -> m % 8).chooseMove(s, 0)).isEqualTo(3);
    // Key: the heap: heap 2's single move wins.
    assertThat(keyed(m -> m / 8).chooseMove(s, 0)).isEqualTo(17);
    // Every key equal: the first move in move order.
    assertThat(keyed(m -> 5).chooseMove(s, 0)).isEqualTo(1);
    // Ties at the top between 2 (heap 0) and 10 (heap 1): the first of them.
    assertThat(keyed(m -> m % 8 == 2 ? 7 : 0).chooseMove(s, 0)).isEqualTo(2);
    // The lowest possible key everywhere still gives the first legal move.
    assertThat(keyed(m -> Integer.MIN_VALUE).chooseMove(s, 0)).isEqualTo(1);
    // Negative keys: the least negative.
    assertThat(keyed(m -> -m).chooseMove(s, 0)).isEqualTo(1);
    assertThat(keyed(m -> m - 100).chooseMove(s, 0)).isEqualTo(17);
  }

  @Test
  void theOnePlyAnalysisRanksByKeyKeepingMoveOrderAmongEquals() {
    Nim.State s = Nim.of(3, 2, 1);
    OnePlyPlayer<Nim.State> p = keyed(m -> m % 8);
    Analysis a = p.analyze(s, Budget.nodes(1), 0);
    // Keys: 1->1, 2->2, 3->3, 9->1, 10->2, 17->1; highest first, equal keys in move order.
    assertThat(a.moves().map(RankedMove::move)).containsExactly(3, 2, 10, 1, 9, 17);
    assertThat(a.moves().map(RankedMove::score)).containsExactly(3.0, 2.0, 2.0, 1.0, 1.0, 1.0);
    assertThat(a.best()).isEqualTo(p.chooseMove(s, 0));
    assertThat(a.principalVariation()).containsExactly(3);
    assertThat(a.nodes()).isEqualTo(6);
    assertThat(a.hint().text()).isEqualTo("take 3 from heap 0");
    assertThat(p.budget()).isEqualTo(Budget.nodes(1));
    assertThatThrownBy(() -> p.analyze(Nim.of(0, 0, 0), Budget.nodes(1), 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.chooseMove(Nim.of(0, 0, 0), 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void budgetsSayTheirLimitsAndDeadlines() {
    assertThat(Budget.nodes(7).nodeLimit()).isEqualTo(7);
    assertThat(Budget.nodes(7).deadline(123)).isEqualTo(Long.MAX_VALUE);
    assertThat(Budget.millis(5).nodeLimit()).isEqualTo(Long.MAX_VALUE);
    assertThat(Budget.millis(5).deadline(1_000)).isEqualTo(1_000 + 5_000_000);
    assertThat(Budget.nodes(1).nodeLimit()).isEqualTo(1);
    assertThatThrownBy(() -> Budget.nodes(-4)).hasMessage("a node budget must be positive, was -4");
    assertThatThrownBy(() -> new Budget.Time(null)).hasMessageContaining("positive");
    assertThatThrownBy(() -> new Budget.Time(Duration.ofMillis(-1)))
        .hasMessageContaining("positive");
    assertThat(new Budget.Time(Duration.ofNanos(1)).deadline(0)).isEqualTo(1);
  }

  @Test
  void analysesNeedAMoveAndMeasureTheirSpeed() {
    List<RankedMove> two = List.of(new RankedMove(4, "a", 1, 0), new RankedMove(5, "b", 0, 0));
    Analysis a = new Analysis(two, List.of(4), Analysis.ScoreKind.EVALUATION, 2, 500,
        250_000_000L);
    // 500 nodes in a quarter of a second.
    assertThat(a.nodesPerSecond()).isCloseTo(2_000.0, within(1e-9));
    assertThat(a.best()).isEqualTo(4);
    assertThat(a.hint()).isEqualTo(two.head());
    assertThat(new Analysis(two, List.of(4), Analysis.ScoreKind.EVALUATION, 2, 500, 0)
        .nodesPerSecond()).isZero();
    assertThatThrownBy(() -> new Analysis(List.empty(), List.empty(),
        Analysis.ScoreKind.EVALUATION, 0, 0, 0)).hasMessageContaining("at least one move");
    assertThatThrownBy(() -> new Analysis(null, List.empty(),
        Analysis.ScoreKind.EVALUATION, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
  }
}
