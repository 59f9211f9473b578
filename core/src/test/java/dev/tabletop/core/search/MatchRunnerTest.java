package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.tools.MatchRunner;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
  void randomOpeningsGiveEachPositionToAPairOfGamesAndAreReproducible() {
    // Tic-tac-toe cannot end within four plies, so every opening has exactly four marks.
    var openings = MatchRunner.randomOpenings(TicTacToe.GAME, 5, 4);
    Set<TicTacToe.State> distinct = new HashSet<>();
    for (long j = 0; j < 20; j++) {
      TicTacToe.State s = openings.apply(2 * j);
      assertThat(openings.apply(2 * j + 1)).isEqualTo(s);
      assertThat(MatchRunner.randomOpenings(TicTacToe.GAME, 5, 4).apply(2 * j)).isEqualTo(s);
      assertThat(Integer.bitCount(s.x()) + Integer.bitCount(s.o())).isEqualTo(4);
      distinct.add(s);
    }
    assertThat(distinct).hasSizeGreaterThan(10);
    assertThat(MatchRunner.randomOpenings(TicTacToe.GAME, 5, 0).apply(3L))
        .isEqualTo(TicTacToe.GAME.initialState());
    // Nine random plies would often end the game: the ply that would is not played.
    var long9 = MatchRunner.randomOpenings(TicTacToe.GAME, 5, 9);
    for (long i = 0; i < 40; i++) {
      assertThat(long9.apply(i).isTerminal()).isFalse();
    }
    assertThatThrownBy(() -> MatchRunner.randomOpenings(TicTacToe.GAME, 5, -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("plies");
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

  /**
   * Hand-worked: 60 wins and 40 losses in 100 games score 0.6 with a per-game variance of
   * 0.6 - 0.36 = 0.24, a standard error of sqrt(0.24 / 99) = 0.049237, z = 2.0310 and a one-sided
   * p of 0.0211; 50 wins, 20 draws and 30 losses score 0.6 as well but spread less (mean square
   * 0.55, variance 0.19): z = 0.1 / sqrt(0.19 / 99) = 2.2827, p = 0.0112.
   */
  @Test
  void thePValueOfAScoreIsTheNormalTailOfItsZ() {
    MatchRunner.Result clean = new MatchRunner.Result("a", 100, 60, 0, 40, 60, 60, 20, 60);
    MatchRunner.Elo e = MatchRunner.Elo.of(clean.score(), clean.standardError());
    assertThat(clean.standardError()).isCloseTo(0.049237, within(1e-6));
    assertThat(e.z()).isCloseTo(2.0310, within(1e-4));
    assertThat(e.p()).isCloseTo(0.02113, within(1e-5));
    MatchRunner.Result drawn = new MatchRunner.Result("b", 100, 50, 20, 30, 60, 55, 20, 50);
    MatchRunner.Elo d = MatchRunner.Elo.of(drawn.score(), drawn.standardError());
    assertThat(d.z()).isCloseTo(2.2827, within(1e-4));
    assertThat(d.p()).isCloseTo(0.01123, within(1e-5));
  }

  /**
   * Stakes, hand-worked: 50 units won and a net of +20 means 30 paid, so 50 of the 80 that changed
   * hands, 62.5%; a net loss of 10 from 15 won is 15 of 40; no stake changed hands is one half.
   */
  @Test
  void theStakeShareIsWhatWasWonOfAllThatChangedHands() {
    assertThat(new MatchRunner.Result("a", 10, 6, 0, 4, 6, 6, 20, 50).stakeShare()).isEqualTo(0.625);
    assertThat(new MatchRunner.Result("b", 10, 4, 0, 6, 4, 4, -10, 15).stakeShare())
        .isEqualTo(0.375);
    assertThat(new MatchRunner.Result("c", 10, 0, 10, 0, 5, 2.5, 0, 0).stakeShare()).isEqualTo(0.5);
  }

  /** The normal table's landmarks: 1.96 leaves 2.5%, 2.326 leaves 1%, 3 leaves 0.135%. */
  @Test
  void theNormalTailMatchesTheTable() {
    assertThat(MatchRunner.Elo.upperTail(0)).isCloseTo(0.5, within(1e-15));
    assertThat(MatchRunner.Elo.upperTail(1.959964)).isCloseTo(0.025, within(1e-8));
    assertThat(MatchRunner.Elo.upperTail(2.326348)).isCloseTo(0.01, within(1e-8));
    assertThat(MatchRunner.Elo.upperTail(-1)).isCloseTo(0.8413447461, within(1e-9));
    assertThat(MatchRunner.Elo.upperTail(3)).isCloseTo(0.0013498980, within(1e-10));
    assertThat(MatchRunner.Elo.upperTail(2.999999)).isCloseTo(0.0013498980, within(1e-8));
    assertThat(MatchRunner.Elo.upperTail(6) / 9.865876e-10).isCloseTo(1, within(1e-6));
    assertThat(MatchRunner.Elo.upperTail(Double.POSITIVE_INFINITY)).isZero();
    assertThat(MatchRunner.Elo.of(1.0, 0.0).p()).isZero();
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
    assertThat(MatchRunner.ladderTable(rungs)).contains("| perfect | depth2 | 20 |")
        .contains("| z | p |");
  }

  @Test
  void theEntrantsMustFillTheTable() {
    assertThatThrownBy(() -> MatchRunner.play(TicTacToe.GAME, List.of(random()),
        i -> TicTacToe.GAME.initialState(), 4, 1, 1, 20, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs 2 entrants");
  }
}
