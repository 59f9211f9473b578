package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameClockTest {

  @Test
  void aMoveOverNinetySecondsLosesUnderTheJungleMoveClock() {
    GameClock clock = GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, 1_000);
    GameClock afterRed = clock.press(1_000 + 90_000, 1).get();    // exactly 90 s is allowed
    assertThat(afterRed.running()).isEqualTo(1);
    GameClock.TimeOut out = afterRed.press(91_000 + 90_001, 0).getLeft();
    assertThat(out.player()).isEqualTo(1);
    assertThat(out.reason()).isEqualTo("player 1 took more than 90 s for a move");
    assertThat(afterRed.timeOut(91_000 + 89_999)).isEmpty();
    assertThat(afterRed.timeOut(91_000 + 90_001)).isNotEmpty();
  }

  @Test
  void aGameBudgetIsSpentAcrossMovesAndRunsOut() {
    GameClock c = GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 0);
    c = c.press(400_000, 1).get();         // player 0 used 400 s of 600
    c = c.press(410_000, 0).get();         // player 1 used 10 s
    assertThat(c.remaining(0, 410_000)).isEqualTo(200_000);
    assertThat(c.remaining(1, 410_000)).isEqualTo(590_000);
    assertThat(c.remaining(0, 510_000)).isEqualTo(100_000);
    assertThat(c.press(610_000, 1).isRight()).isTrue();       // exactly the 200 s left
    assertThat(c.press(610_001, 1).getLeft().reason())
        .isEqualTo("player 0 ran out of time (10 min a game)");
  }

  @Test
  void theIncrementIsAddedAfterEachMoveAndTheSamePlayerMayMoveAgain() {
    GameClock c = GameClock.start(ClockRules.parse("clock(game=60,increment=5)").get(), 4, 2, 0);
    c = c.press(10_000, 2).get();          // a bonus roll: player 2 moves again
    assertThat(c.running()).isEqualTo(2);
    assertThat(c.remaining(2, 10_000)).isEqualTo(55_000);
    assertThat(c.remaining(3, 10_000)).isEqualTo(60_000);
  }

  @Test
  void pressingIsPureAndRepeatable() {
    GameClock c = GameClock.start(ClockRules.GAME_30_MIN, 3, 0, 5);
    assertThat(c.press(100, 1)).isEqualTo(c.press(100, 1));
    assertThat(c.remaining(0, 5)).isEqualTo(1_800_000);
  }

  @Test
  void specsRoundTripAndReportEveryProblem() {
    assertThat(ClockRules.parse(ClockRules.PER_MOVE_90S.spec()).get()).isEqualTo(ClockRules.PER_MOVE_90S);
    assertThat(ClockRules.PER_MOVE_90S.spec()).isEqualTo("clock(move=90,game=0,increment=0)");
    assertThat(ClockRules.parse("clock(move=-1,increment=3,speed=2)").getLeft().problems().map(Problem::message)).containsExactly(
        "clock: move must be a number of seconds from 0 to 604800 with at most three decimals, was '-1'",
        "clock: a clock needs move or game (seconds) above 0",
        "clock: increment needs a game budget",
        "clock: unknown key 'speed'");
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> new ClockRules(0, 0, 0)).hasMessageContaining("needs a move limit");
    assertThatThrownBy(() -> GameClock.start(ClockRules.GAME_60_MIN, 2, 2, 0))
        .isInstanceOf(IllegalArgumentException.class);
    GameClock c = GameClock.start(ClockRules.GAME_60_MIN, 2, 0, 100);
    assertThatThrownBy(() -> c.press(99, 1)).hasMessageContaining("time went backwards");
    assertThatThrownBy(() -> c.press(200, 5)).hasMessageContaining("player 5");
  }

  @Test
  void aClockRebuiltFromItsPartsIsEqualAndKeepsRunning() {
    GameClock c = GameClock.start(ClockRules.parse("clock(game=60,increment=5)").get(), 3, 1, 0);
    c = c.press(10_000, 2).get().press(12_500, 0).get();
    GameClock back = GameClock.of(c.rules(), c.budgets(), c.running(), c.startedAt()).get();
    assertThat(back).isEqualTo(c);
    assertThat(back.budgets()).containsExactly(60_000, 55_000, 62_500);
    assertThat(back.press(20_000, 1)).isEqualTo(c.press(20_000, 1));
    GameClock moveOnly = GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, 7);
    assertThat(GameClock.of(ClockRules.PER_MOVE_90S, moveOnly.budgets(), 0, 7).get())
        .isEqualTo(moveOnly);
  }

  @Test
  void partsThatAreNoClockAreRefusedByName() {
    ClockRules game = ClockRules.GAME_10_MIN;
    assertThat(GameClock.of(game, new long[0], 0, 0).getLeft().message())
        .isEqualTo("a clock needs at least one player");
    assertThat(GameClock.of(game, new long[] {1, 2}, 2, 0).getLeft().message())
        .isEqualTo("player 2 is not one of 2");
    assertThat(GameClock.of(game, new long[] {1, -2}, 0, 0).getLeft().message())
        .isEqualTo("player 1's budget -2 is not a number of milliseconds left");
    assertThat(GameClock.of(ClockRules.PER_MOVE_90S, new long[] {5}, 0, 0).getLeft().message())
        .isEqualTo("player 0's budget 5 given for a clock with no game budget");
  }
}
