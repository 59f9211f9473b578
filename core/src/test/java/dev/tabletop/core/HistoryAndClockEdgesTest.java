package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.Shuttle;
import org.junit.jupiter.api.Test;

/** The repetition rule's "not yet" side, and the clock's boundaries and texts, by hand. */
class HistoryAndClockEdgesTest {
  private final Shuttle.Rules rules = new Shuttle.Rules(5, 3);

  @Test
  void aPositionBelowTheLimitDoesNotDraw() {
    GameHistory<Shuttle.State> h = GameHistory.start(rules);
    assertThat(h.isDrawnByRepetition()).isFalse();
    assertThat(h.occurrences(h.state().hash())).isEqualTo(1);
    assertThat(h.plies()).isZero();
    // Forward, forward, back, back: the start position's second occurrence, one short of three.
    h = h.play(1).get().play(1).get().play(0).get().play(0).get();
    assertThat(h.occurrences(h.state().hash())).isEqualTo(2);
    assertThat(h.isDrawnByRepetition()).isFalse();
    assertThat(h.isOver()).isFalse();
    assertThat(h.plies()).isEqualTo(4);
    assertThat(h.play(1).isRight()).isTrue();
    assertThat(h.play("forward").isRight()).isTrue();
    assertThat(h.playUnchecked(1).plies()).isEqualTo(5);
  }

  @Test
  void aWinDoesNotDrawEvenWhenItsPositionReachesTheLimit() {
    // With limit 1 every new position is at the limit at once; the winning move still wins.
    Shuttle.Rules one = new Shuttle.Rules(1, 1);
    GameHistory<Shuttle.State> h = GameHistory.start(one).play(1).get();
    assertThat(h.isDrawnByRepetition()).isFalse();
    assertThat(h.isOver()).isTrue();
    assertThat(h.returns(0)).isEqualTo(1);
    assertThat(h.returns(1)).isEqualTo(-1);
    GameHistory<Shuttle.State> cut = GameHistory.start(new Shuttle.Rules(4, 1)).play(1).get();
    assertThat(cut.isDrawnByRepetition()).isTrue();
    assertThat(cut.returns(0)).isZero();
  }

  @Test
  void textAfterARepetitionDrawIsRefusedWithTheRightKind() {
    GameHistory<Shuttle.State> h = GameHistory.start(new Shuttle.Rules(5, 2));
    h = h.play("forward").get().play("forward").get().play("back").get().play("back").get();
    assertThat(h.isDrawnByRepetition()).isTrue();
    IllegalMove legalButDrawn = h.play(" forward ").getLeft();
    assertThat(legalButDrawn.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(legalButDrawn.move()).isEqualTo(1);
    assertThat(legalButDrawn.text()).isEqualTo("forward");
    assertThat(legalButDrawn.reason()).isEqualTo("the game is drawn by repetition");
    IllegalMove unreadable = h.play("sideways").getLeft();
    assertThat(unreadable.kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(h.play((String) null).getLeft().kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(h.plies()).isEqualTo(4);
  }

  @Test
  void aMoveOfExactlyTheLimitIsOnTimeAndOneMillisecondMoreIsLate() {
    GameClock c = GameClock.start(ClockRules.PER_MOVE_90S, 2, 1, 10_000);
    assertThat(c.timeOut(100_000)).isEmpty();
    assertThat(c.timeOut(100_001).get())
        .isEqualTo(new GameClock.TimeOut(1, "player 1 took more than 90 s for a move"));
    assertThat(c.press(100_000, 0).get().running()).isZero();
    assertThat(c.press(100_001, 0).getLeft().player()).isEqualTo(1);
    // Without a game budget nobody's budget runs down.
    assertThat(c.remaining(1, 50_000)).isEqualTo(Long.MAX_VALUE);
    assertThat(c.remaining(0, 50_000)).isEqualTo(Long.MAX_VALUE);
    assertThat(c.press(50_000, 0).get().remaining(1, 60_000)).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void aBudgetRunsOutOneMillisecondAfterItsLastAndTheIncrementArrivesAfterTheMove() {
    ClockRules budget = new ClockRules(0, 5_000, 1_000);
    GameClock c = GameClock.start(budget, 2, 0, 0);
    assertThat(c.timeOut(5_000)).isEmpty();
    assertThat(c.timeOut(5_001).get().reason()).isEqualTo("player 0 ran out of time (5 s a game)");
    // 3 s used, 1 s back: 3 s left for player 0, player 1 untouched.
    GameClock d = c.press(3_000, 1).get();
    assertThat(d.remaining(0, 3_000)).isEqualTo(3_000);
    assertThat(d.remaining(1, 3_000)).isEqualTo(5_000);
    assertThat(d.remaining(1, 4_500)).isEqualTo(3_500);
    assertThat(d.running()).isEqualTo(1);
    assertThat(d.rules()).isEqualTo(budget);
  }

  @Test
  void theMoveLimitIsCheckedBeforeTheBudgetAndMinutesAreSaidAsMinutes() {
    // Both limits passed: the move limit is the one reported.
    GameClock c = GameClock.start(new ClockRules(2_000, 1_000, 0), 2, 0, 0);
    assertThat(c.timeOut(2_500).get().reason()).isEqualTo("player 0 took more than 2 s for a move");
    assertThat(c.timeOut(1_500).get().reason()).isEqualTo("player 0 ran out of time (1 s a game)");
    GameClock m = GameClock.start(new ClockRules(120_000, 0, 0), 3, 2, 0);
    assertThat(m.timeOut(120_001).get().reason())
        .isEqualTo("player 2 took more than 2 min for a move");
    GameClock minute = GameClock.start(new ClockRules(60_000, 0, 0), 2, 0, 0);
    assertThat(minute.timeOut(60_001).get().reason())
        .isEqualTo("player 0 took more than 1 min for a move");
    // 90 s is not a whole number of minutes; 30 s is below one.
    GameClock s = GameClock.start(new ClockRules(30_000, 0, 0), 2, 0, 0);
    assertThat(s.timeOut(30_001).get().reason()).isEqualTo("player 0 took more than 30 s for a move");
  }

  @Test
  void clocksAreEqualExactlyWhenEveryPartIs() {
    GameClock a = GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 7);
    assertThat(a).isEqualTo(GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 7));
    assertThat(a.hashCode()).isEqualTo(GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 7).hashCode());
    assertThat(a).isNotEqualTo(GameClock.start(ClockRules.GAME_30_MIN, 2, 0, 7));
    assertThat(a).isNotEqualTo(GameClock.start(ClockRules.GAME_10_MIN, 3, 0, 7));
    assertThat(a).isNotEqualTo(GameClock.start(ClockRules.GAME_10_MIN, 2, 1, 7));
    assertThat(a).isNotEqualTo(GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 8));
    assertThat(a).isNotEqualTo("clock");
    assertThat(a).hasToString("clock clock(move=0,game=600,increment=0), player 0 running since 7");
    assertThatThrownBy(() -> GameClock.start(ClockRules.GAME_10_MIN, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameClock.start(ClockRules.GAME_10_MIN, 2, -1, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("player -1 is not one of 2");
    assertThatThrownBy(() -> a.press(10, -1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(a.press(7, 1).isRight()).isTrue();
  }

  @Test
  void clockRulesRefuseEachBadValue() {
    assertThatThrownBy(() -> new ClockRules(-1, 1, 0)).hasMessageContaining("negative");
    assertThatThrownBy(() -> new ClockRules(1, -1, 0)).hasMessageContaining("negative");
    assertThatThrownBy(() -> new ClockRules(0, 1, -1)).hasMessageContaining("negative");
    long week = 7L * 24 * 3600 * 1000;
    assertThat(new ClockRules(week, week, week).gameMillis()).isEqualTo(week);
    assertThatThrownBy(() -> new ClockRules(week + 1, 0, 0)).hasMessageContaining("a week");
    assertThatThrownBy(() -> new ClockRules(0, week + 1, 0)).hasMessageContaining("a week");
    assertThatThrownBy(() -> new ClockRules(0, 1, week + 1)).hasMessageContaining("a week");
    assertThatThrownBy(() -> new ClockRules(1, 0, 1)).hasMessageContaining("increment");
    assertThat(new ClockRules(1, 0, 0).moveMillis()).isEqualTo(1);
    assertThat(ClockRules.parse("clock(game=1.5,increment=0.25)").get())
        .isEqualTo(new ClockRules(0, 1_500, 250));
  }
}
