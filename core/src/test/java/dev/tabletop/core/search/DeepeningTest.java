package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** When a time-budgeted search starts another iteration: a pure function, no clock needed. */
class DeepeningTest {
  static final long MS = 1_000_000;

  @Test
  void theNextIterationIsPredictedFromTheGrowthOfTheLastTwo() {
    assertThat(Deepening.predictNext(30 * MS, 10 * MS)).isEqualTo(90.0 * MS);
    // Short iterations time badly: the growth is held between 1.5 and 8.
    assertThat(Deepening.predictNext(10 * MS, 10 * MS)).isEqualTo(15.0 * MS);
    assertThat(Deepening.predictNext(100 * MS, 1 * MS)).isEqualTo(800.0 * MS);
    // With one iteration timed, a growth of 4.
    assertThat(Deepening.predictNext(5 * MS, 0)).isEqualTo(20.0 * MS);
  }

  @Test
  void anIterationPredictedToFinishStarts() {
    assertThat(Deepening.finishes(30 * MS, 10 * MS, 95 * MS)).isTrue();
    assertThat(Deepening.startNext(30 * MS, 10 * MS, 95 * MS)).isTrue();
  }

  @Test
  void anIterationWhoseFirstMoveMayFinishStartsThoughItMayBeCut() {
    // 90 ms predicted, 40 ms left: the previous best move (the first searched) can be searched
    // again and a better one may be proven before the deadline cuts the iteration; stopping
    // here would leave nearly half the budget unused.
    assertThat(Deepening.finishes(30 * MS, 10 * MS, 40 * MS)).isFalse();
    assertThat(Deepening.startNext(30 * MS, 10 * MS, 40 * MS)).isTrue();
    assertThat(Deepening.startNext(30 * MS, 10 * MS, 9 * MS)).isTrue();
  }

  @Test
  void anIterationThatCouldNotEvenFinishItsFirstMoveDoesNotStart() {
    assertThat(Deepening.startNext(30 * MS, 10 * MS, 8 * MS)).isFalse();
    assertThat(Deepening.startNext(30 * MS, 10 * MS, 0)).isFalse();
    assertThat(Deepening.startNext(30 * MS, 10 * MS, -5 * MS)).isFalse();
  }
}
