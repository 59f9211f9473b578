package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.tools.MatchRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchRunnerTest {
  static MatchRunner.Entrant<TicTacToe.State> perfect() {
    return new MatchRunner.Entrant<>("perfect", () -> AlphaBetaTest.ticTacToe(9, 0));
  }

  static MatchRunner.Entrant<TicTacToe.State> random() {
    return new MatchRunner.Entrant<>("random", () -> new RandomPlayer<>(TicTacToe.GAME));
  }

  @Test
  void perfectPlayNeverLosesAndTheSeatsAlternate() {
    MatchRunner.Report r = MatchRunner.play(TicTacToe.GAME, List.of(perfect(), random()),
        i -> TicTacToe.GAME.initialState(), 40, 1, 2, 20, null);
    MatchRunner.Result p = r.results().get(0);
    MatchRunner.Result q = r.results().get(1);
    assertThat(p.losses()).isZero();
    assertThat(p.wins()).isEqualTo(q.losses());
    assertThat(p.draws()).isEqualTo(q.draws());
    assertThat(p.games()).isEqualTo(40);
    assertThat(p.score() + q.score()).isCloseTo(1.0, within(1e-12));
    assertThat(p.wins()).isGreaterThan(20);
    assertThat(r.elo().difference()).isPositive();
  }

  @Test
  void theSameSeedGivesTheSameReportOnAnyNumberOfThreads() {
    var entrants = List.of(
        new MatchRunner.Entrant<TicTacToe.State>("noisy", () -> AlphaBetaTest.ticTacToe(2, 3)),
        random());
    MatchRunner.Report one = MatchRunner.play(TicTacToe.GAME, entrants,
        i -> TicTacToe.GAME.initialState(), 60, 7, 1, 20, null);
    MatchRunner.Report two = MatchRunner.play(TicTacToe.GAME, entrants,
        i -> TicTacToe.GAME.initialState(), 60, 7, 2, 20, null);
    assertThat(two.results()).isEqualTo(one.results());
  }

  @Test
  void eloFollowsTheLogisticFormula() {
    // 75% is 400 * log10(3) = 190.8 Elo; 50% is 0; the interval brackets the estimate.
    MatchRunner.Elo e = MatchRunner.Elo.of(0.75, 0.02);
    assertThat(e.difference()).isCloseTo(190.85, within(0.01));
    assertThat(e.low()).isLessThan(e.difference());
    assertThat(e.high()).isGreaterThan(e.difference());
    assertThat(e.z()).isCloseTo(12.5, within(1e-9));
    assertThat(MatchRunner.Elo.of(0.5, 0.1).difference()).isZero();
    assertThat(MatchRunner.Elo.of(1.0, 0.0).difference()).isInfinite();
  }

  @Test
  void aLadderPlaysEachPlayerAgainstTheOneBelow() {
    var ladder = List.of(random(),
        new MatchRunner.Entrant<TicTacToe.State>("depth2", () -> AlphaBetaTest.ticTacToe(2, 0)),
        perfect());
    var rungs = MatchRunner.ladder(TicTacToe.GAME, ladder, i -> TicTacToe.GAME.initialState(),
        20, 3, 2, 20, null);
    assertThat(rungs).extracting(MatchRunner.Rung::upper).containsExactly("depth2", "perfect");
    assertThat(rungs).extracting(MatchRunner.Rung::lower).containsExactly("random", "depth2");
    assertThat(rungs.get(1).report().results().get(0).losses()).isZero();
    assertThat(MatchRunner.ladderTable(rungs)).contains("| perfect | depth2 | 20 |");
  }

  @Test
  void theEntrantsMustFillTheTable() {
    assertThatThrownBy(() -> MatchRunner.play(TicTacToe.GAME, List.of(random()),
        i -> TicTacToe.GAME.initialState(), 4, 1, 1, 20, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs 2 entrants");
  }
}
