package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.tools.Headroom;
import dev.tabletop.core.tools.MatchRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Headroom} on Nim, where the best move is known: a move leaving the heaps' xor at 0 wins
 * against perfect play, and from a position whose xor is 0 every move loses.
 */
class HeadroomTest {
  /**
   * Leaves the heaps' xor at 0 when it can, otherwise takes one object from the first heap (the
   * first move among equals); or, if told to blunder, takes the whole last heap at the start (the
   * highest move code) instead of the winning move.
   */
  private static Player<Nim.State> perfect(boolean blunder) {
    return new OnePlyPlayer<>(Nim.GAME) {
      @Override
      public String name() {
        return blunder ? "blunderer" : "perfect";
      }

      @Override
      protected int key(Nim.State state, int move) {
        if (blunder && state.equals(Nim.GAME.initialState())) {
          return move;
        }
        Nim.State next = state.apply(move);
        return (next.a() ^ next.b() ^ next.c()) == 0 ? 1 : 0;
      }
    };
  }

  private static MatchRunner.Entrant<Nim.State> perfect() {
    return new MatchRunner.Entrant<>("perfect", () -> perfect(false));
  }

  private static MatchRunner.Entrant<Nim.State> blunderer() {
    return new MatchRunner.Entrant<>("blunderer", () -> perfect(true));
  }

  private static MatchRunner.Entrant<Nim.State> random() {
    return new MatchRunner.Entrant<>("random", () -> new RandomPlayer<>(Nim.GAME));
  }

  private static Headroom.Report measure(MatchRunner.Entrant<Nim.State> measured,
      MatchRunner.Entrant<Nim.State> opponent, int threads) {
    return Headroom.measure(Nim.GAME, List.of(measured, opponent),
        i -> Nim.GAME.initialState(), 40, 10, 1.0, 7, threads, 100);
  }

  @Test
  void perfectPlayAgainstPerfectPlayHasNothingToGain() {
    Headroom.Report r = measure(perfect(), perfect(), 1);
    // 3 ^ 5 ^ 7 = 1: the first mover wins; the seats rotate, so half the games are won.
    assertThat(r.wins()).isEqualTo(20);
    assertThat(r.sampled()).isEqualTo(r.decisions()).isPositive();
    assertThat(r.gain()).isZero();
    assertThat(r.upper()).isZero();
    assertThat(r.clearlyWorse()).isZero();
  }

  @Test
  void aBlunderAtTheStartIsFoundAndCounted() {
    Headroom.Report r = measure(blunderer(), perfect(), 1);
    // The blunderer moves first in 20 of the 40 games, throws each away at the start, and plays
    // perfectly after: the rollouts are exact, 1 for the winning move and 0 for the blunder, and
    // no other decision of its has a better move.
    assertThat(r.wins()).isZero();
    assertThat(r.clearlyWorse()).isEqualTo(20);
    assertThat(r.clearlyWorseLoss()).isEqualTo(20.0);
    assertThat(r.gain() * r.sampled()).isCloseTo(20.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(r.gainPerGame() - 1.96 * r.gainPerGameError()).isPositive();
    // Exact rollouts: the upper estimate has no noise to count, so it is the loss itself.
    assertThat(r.upper() * r.sampled()).isCloseTo(20.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(r.upperPerGame()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
    // Each finding names the start, the blunder and a winning move, in game order.
    String start = Nim.GAME.initialState().toString();
    assertThat(r.findings()).hasSize(20).allSatisfy(f -> {
      assertThat(f.position()).isEqualTo(start);
      assertThat(f.playedWins()).isZero();
      assertThat(f.bestWins()).isEqualTo(1.0);
      assertThat(f.lead()).isEqualTo(1.0);
      Nim.State after = Nim.GAME.initialState().play(f.best()).get();
      assertThat(after.a() ^ after.b() ^ after.c()).isZero();
      assertThat(f.played()).isNotEqualTo(f.best());
    });
    assertThat(r.findings()).extracting(Headroom.Finding::game).isSorted();
    assertThat(r.table()).contains(r.findings().get(0).line());
    assertThat(r.table()).contains("one-step rollout gain: +").contains("40 games, seed 7")
        .contains("clearly worse moves: 20 of").contains("at most +50.0");
  }

  @Test
  void theUpperEstimateCountsNoiseAsGainSoItLeadsTheOneStepGain() {
    // Random Nim players: the rollouts are noisy, so the best of several means leads the played
    // move's on average even where the moves are equal.
    Headroom.Report r = measure(random(), random(), 1);
    assertThat(r.upper()).isPositive().isGreaterThan(r.gain());
    assertThat(r.upperError()).isPositive();
  }

  @Test
  void theReportDoesNotDependOnTheThreads() {
    Headroom.Report one = measure(random(), random(), 1);
    Headroom.Report two = measure(random(), random(), 2);
    assertThat(two).usingRecursiveComparison().ignoringFields("nanos").isEqualTo(one);
  }

  @Test
  void theGamesAreTheMatchRunnersGames() {
    MatchRunner.Report match = MatchRunner.play(Nim.GAME, List.of(random(), random()),
        i -> Nim.GAME.initialState(), 40, 7, 1, 100, null);
    assertThat(measure(random(), random(), 1).wins()).isEqualTo(match.results().get(0).wins());
  }

  @Test
  void badCountsAreRefused() {
    List<MatchRunner.Entrant<Nim.State>> two = List.of(random(), random());
    assertThatThrownBy(() -> Headroom.measure(Nim.GAME, List.of(random()),
        i -> Nim.GAME.initialState(), 4, 10, 1.0, 7, 1, 100))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs 2 entrants");
    assertThatThrownBy(() -> Headroom.measure(Nim.GAME, two, i -> Nim.GAME.initialState(), 4, 1,
        1.0, 7, 1, 100)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("rollouts at least 2");
    assertThatThrownBy(() -> Headroom.measure(Nim.GAME, two, i -> Nim.GAME.initialState(),
        1L << 31, 10, 1.0, 7, 1, 100)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("games (up to 2^31 - 1)");
    assertThatThrownBy(() -> Headroom.measure(Nim.GAME, two, i -> Nim.GAME.initialState(), 4, 10,
        0.0, 7, 1, 100)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sample rate must be in (0, 1]");
  }
}
