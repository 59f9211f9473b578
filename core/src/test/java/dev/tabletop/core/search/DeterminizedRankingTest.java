package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.testgame.DicePoker;
import io.vavr.collection.List;
import java.time.Duration;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/**
 * The determinizer with a scripted inner player, so that every total it forms can be worked by
 * hand: the budget share, visits summed, scores averaged over the samples that saw the move.
 */
class DeterminizedRankingTest {
  static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;

  /** Player 1 holds 3 and faces a bet: fold or call. */
  static final DicePoker.State FACING_BET =
      RULES.initialState().apply(5).apply(3).apply(DicePoker.BET);

  /** An inner player that answers call {@code c} with the analysis the script gives. */
  static final class Scripted implements Player<DicePoker.State> {
    final java.util.List<Budget> budgets = new ArrayList<>();
    final java.util.List<DicePoker.State> states = new ArrayList<>();
    final java.util.function.IntFunction<Analysis> script;
    int newGames;

    Scripted(java.util.function.IntFunction<Analysis> script) {
      this.script = script;
    }

    @Override
    public String name() {
      return "scripted";
    }

    @Override
    public Budget budget() {
      return Budget.nodes(1);
    }

    @Override
    public void newGame() {
      newGames++;
    }

    @Override
    public Analysis analyze(DicePoker.State state, Budget budget, long seed) {
      budgets.add(budget);
      states.add(state);
      return script.apply(states.size() - 1);
    }
  }

  private static Analysis of(int depth, long nodes, RankedMove... moves) {
    return new Analysis(List.of(moves), List.of(moves[0].move()), Analysis.ScoreKind.MEAN_RETURN,
        depth, nodes, 0);
  }

  @Test
  void visitsAddUpAndScoresAverageOverTheSamplesThatSawTheMove() {
    // Call c: fold with c + 1 visits and score c; call with 2 visits and score -3, missing in call 0.
    Scripted inner = new Scripted(c -> c == 0
        ? of(c, 10, new RankedMove(DicePoker.FOLD, "fold", c, c + 1))
        : of(c, 10L * (c + 1), new RankedMove(DicePoker.CALL, "call", -3, 2),
            new RankedMove(DicePoker.FOLD, "fold", c, c + 1)));
    Determinized<DicePoker.State, ?> d = Determinized.of(RULES, inner, 3, "pimc", Budget.nodes(9));
    Analysis a = d.analyze(FACING_BET, Budget.nodes(9), 4);
    // Fold: visits 1 + 2 + 3 = 6, score (0 + 1 + 2) / 3 = 1. Call: visits 4, score -3 (2 samples).
    assertThat(a.moves().map(RankedMove::move)).containsExactly(DicePoker.FOLD, DicePoker.CALL);
    assertThat(a.moves().get(0).visits()).isEqualTo(6);
    assertThat(a.moves().get(0).score()).isCloseTo(1.0, within(1e-12));
    assertThat(a.moves().get(1).visits()).isEqualTo(4);
    assertThat(a.moves().get(1).score()).isCloseTo(-3.0, within(1e-12));
    assertThat(a.moves().map(RankedMove::text)).containsExactly("fold", "call");
    // Nodes 10 + 20 + 30, depth the deepest (call 2), the line is just the best move.
    assertThat(a.nodes()).isEqualTo(60);
    assertThat(a.depth()).isEqualTo(2);
    assertThat(a.principalVariation()).containsExactly(DicePoker.FOLD);
    assertThat(a.kind()).isEqualTo(Analysis.ScoreKind.MEAN_RETURN);
    assertThat(a.nanos()).isPositive();
    // Each sample got a third of the nine nodes.
    assertThat(inner.budgets).containsExactly(Budget.nodes(3), Budget.nodes(3), Budget.nodes(3));
  }

  @Test
  void equalVisitsAreBrokenByTheHigherMeanScore() {
    Scripted inner = new Scripted(c -> of(1, 1, new RankedMove(DicePoker.FOLD, "fold", -1, 5),
        new RankedMove(DicePoker.CALL, "call", c == 0 ? 2 : 0, 5)));
    Determinized<DicePoker.State, ?> d = Determinized.of(RULES, inner, 2, "pimc", Budget.nodes(2));
    // Both moves have 10 visits; call averages (2 + 0) / 2 = 1 against fold's -1.
    Analysis a = d.analyze(FACING_BET, Budget.nodes(2), 0);
    assertThat(a.best()).isEqualTo(DicePoker.CALL);
    assertThat(a.moves().get(0).score()).isCloseTo(1.0, within(1e-12));
    // More visits beat a higher score.
    Scripted visits = new Scripted(c -> of(1, 1, new RankedMove(DicePoker.FOLD, "fold", -1, 6),
        new RankedMove(DicePoker.CALL, "call", 1, 5)));
    assertThat(Determinized.of(RULES, visits, 2, "pimc", Budget.nodes(2))
        .analyze(FACING_BET, Budget.nodes(2), 0).best()).isEqualTo(DicePoker.FOLD);
  }

  @Test
  void aSmallBudgetGivesEachSampleOneNodeAndATimeBudgetRunsToItsDeadline() {
    Scripted inner = new Scripted(c -> of(0, 1, new RankedMove(DicePoker.FOLD, "fold", 0, 1)));
    Determinized.of(RULES, inner, 4, "pimc", Budget.nodes(2))
        .analyze(FACING_BET, Budget.nodes(2), 0);
    assertThat(inner.budgets).containsOnly(Budget.nodes(1)).hasSize(4);
    Scripted timed = new Scripted(c -> of(0, 1, new RankedMove(DicePoker.FOLD, "fold", 0, 1)));
    Determinized.of(RULES, timed, 4, "pimc", Budget.nodes(2))
        .analyze(FACING_BET, Budget.millis(4_000), 0);
    // (Seconds, not milliseconds: a loaded machine may pause the test for tens of milliseconds,
    // which would eat a small budget's shares; these samples return at once, so nothing waits.)
    // Each sample gets the time left over the samples left: the first a quarter, and what a
    // sample does not use (this one uses none) goes to the next ones, the last getting the rest.
    assertThat(timed.budgets).hasSize(4);
    long[] shares = timed.budgets.stream()
        .mapToLong(b -> ((Budget.Time) b).limit().toNanos()).toArray();
    assertThat(shares[0]).isLessThanOrEqualTo(Duration.ofMillis(1_000).toNanos());
    assertThat(shares).isSorted().doesNotHaveDuplicates();
    assertThat(shares[3]).isGreaterThan(Duration.ofMillis(2_000).toNanos());
  }

  @Test
  void everySampleKeepsTheMoversOwnDieAndTheBetting() {
    Scripted inner = new Scripted(c -> of(0, 1, new RankedMove(DicePoker.FOLD, "fold", 0, 1)));
    Determinized.of(RULES, inner, 12, "pimc", Budget.nodes(12))
        .analyze(FACING_BET, Budget.nodes(12), 7);
    assertThat(inner.states).hasSize(12);
    for (DicePoker.State s : inner.states) {
      DicePoker.View v = (DicePoker.View) RULES.hiddenInformation().get().view(s, 1);
      assertThat(v).isEqualTo(RULES.hiddenInformation().get().view(FACING_BET, 1));
      assertThat(s.currentPlayer()).isEqualTo(1);
    }
    // Twelve samples of the hidden die: not all the same die.
    assertThat(inner.states.stream().distinct().count()).isGreaterThan(1);
  }

  @Test
  void theWrapperHasItsOwnNameAndBudgetAndPassesNewGameOn() {
    Scripted inner = new Scripted(c -> of(0, 1, new RankedMove(DicePoker.FOLD, "fold", 0, 1)));
    Determinized<DicePoker.State, ?> d = Determinized.of(RULES, inner, 2, "pimc-x", Budget.nodes(5));
    assertThat(d.name()).isEqualTo("pimc-x");
    assertThat(d.budget()).isEqualTo(Budget.nodes(5));
    d.newGame();
    d.newGame();
    assertThat(inner.newGames).isEqualTo(2);
    assertThatThrownBy(() -> Determinized.of(RULES, inner, 0, "x", Budget.nodes(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("samples");
    assertThatThrownBy(() -> d.analyze(RULES.initialState(), Budget.nodes(2), 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance");
  }
}
