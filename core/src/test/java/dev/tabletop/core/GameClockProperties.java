package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Either;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing the clock over extreme times (the ends of the long range, near them, and anywhere):
 * every answer matches exact arithmetic on unbounded integers, remaining time stays between zero
 * and the budget, only shrinks as time passes, and a time-out once it happens stays.
 */
class GameClockProperties {
  private static final long WEEK = 7L * 24 * 3600 * 1000;

  /** A time anywhere, with the long range's ends and their neighbours often. */
  @Provide
  Arbitrary<Long> times() {
    return Arbitraries.oneOf(Arbitraries.longs(),
        Arbitraries.of(Long.MIN_VALUE, Long.MIN_VALUE + 1, -1L, 0L, 1L, Long.MAX_VALUE - 1,
            Long.MAX_VALUE),
        Arbitraries.longs().between(Long.MIN_VALUE, Long.MIN_VALUE + 2 * WEEK),
        Arbitraries.longs().between(Long.MAX_VALUE - 2 * WEEK, Long.MAX_VALUE),
        Arbitraries.longs().between(-2 * WEEK, 2 * WEEK));
  }

  /** How long a move takes: often within the limits, sometimes far beyond. */
  @Provide
  Arbitrary<List<Long>> moveTimes() {
    return Arbitraries.oneOf(Arbitraries.longs().between(0, 120_000),
        Arbitraries.longs().between(0, Long.MAX_VALUE),
        Arbitraries.of(0L, 1L, WEEK, Long.MAX_VALUE)).list().ofMaxSize(12);
  }

  @Provide
  Arbitrary<ClockRules> rules() {
    Arbitrary<ClockRules> any = Combinators.combine(
        Arbitraries.oneOf(Arbitraries.of(0L, 1L, WEEK), Arbitraries.longs().between(0, WEEK)),
        Arbitraries.oneOf(Arbitraries.of(0L, 1L, WEEK), Arbitraries.longs().between(0, WEEK)),
        Arbitraries.oneOf(Arbitraries.of(0L, 1L, WEEK), Arbitraries.longs().between(0, WEEK)))
        .as((move, game, inc) -> {
          long m = move == 0 && game == 0 ? 1 : move;
          return new ClockRules(m, game, game == 0 ? 0 : inc);
        });
    return Arbitraries.oneOf(any, Arbitraries.of(ClockRules.PER_MOVE_90S,
        ClockRules.GAME_10_MIN, new ClockRules(1_500, 60_000, 250)));
  }

  @Property(tries = 3_000)
  void theClockAgreesWithExactArithmeticAtAnyTime(@ForAll("rules") ClockRules rules,
      @ForAll("times") long start, @ForAll("moveTimes") List<Long> moves,
      @ForAll("times") long probe) {
    int players = 3;
    GameClock clock = GameClock.start(rules, players, 0, start);
    BigInteger given = budget(rules).multiply(BigInteger.valueOf(players));
    int presses = 0;
    for (long took : moves) {
      check(clock, probe);
      check(clock, clock.startedAt());
      long now = saturatedAdd(clock.startedAt(), took);
      check(clock, now);
      Either<GameClock.TimeOut, GameClock> pressed = clock.press(now, (clock.running() + 1) % 3);
      assertThat(pressed.isLeft()).as("pressed at %d: refused iff timed out", now)
          .isEqualTo(clock.timeOut(now).isDefined());
      if (pressed.isLeft()) {
        assertThat(pressed.getLeft()).isEqualTo(clock.timeOut(now).get());
        break;
      }
      GameClock next = pressed.get();
      presses++;
      if (rules.gameMillis() > 0) {
        BigInteger exact = BigInteger.valueOf(clock.budgets()[clock.running()])
            .subtract(used(clock, now)).add(BigInteger.valueOf(rules.incrementMillis()));
        BigInteger cap = BigInteger.valueOf(Long.MAX_VALUE);
        assertThat(next.budgets()[clock.running()]).as("budget after a move")
            .isEqualTo(exact.min(cap).longValueExact());
        BigInteger total = BigInteger.ZERO;
        for (long b : next.budgets()) {
          assertThat(b).isNotNegative();
          total = total.add(BigInteger.valueOf(b));
        }
        assertThat(total).as("never more time than given and earned").isLessThanOrEqualTo(
            given.add(BigInteger.valueOf(rules.incrementMillis()).multiply(
                BigInteger.valueOf(presses))));
      }
      clock = next;
    }
    check(clock, probe);
  }

  private static void check(GameClock clock, long now) {
    ClockRules rules = clock.rules();
    int running = clock.running();
    BigInteger used = used(clock, now);
    boolean exactTimeOut = rules.moveMillis() > 0 && used.compareTo(
        BigInteger.valueOf(rules.moveMillis())) > 0
        || rules.gameMillis() > 0 && used.compareTo(
            BigInteger.valueOf(clock.budgets()[running])) > 0;
    assertThat(clock.timeOut(now).isDefined()).as("time-out at %d of %s", now, clock)
        .isEqualTo(exactTimeOut);
    for (int p = 0; p < clock.budgets().length; p++) {
      long left = clock.remaining(p, now);
      if (rules.gameMillis() == 0) {
        assertThat(left).isEqualTo(Long.MAX_VALUE);
        continue;
      }
      long budget = clock.budgets()[p];
      BigInteger exact = p == running
          ? BigInteger.valueOf(budget).subtract(used).max(BigInteger.ZERO)
          : BigInteger.valueOf(budget);
      assertThat(left).as("player %d's time at %d of %s", p, now, clock)
          .isEqualTo(exact.longValueExact()).isBetween(0L, budget);
    }
    // Later never gives more time, nor takes a time-out back.
    long later = saturatedAdd(now, 1 + (now & 0xFFFF));
    if (rules.gameMillis() > 0) {
      assertThat(clock.remaining(running, later)).isLessThanOrEqualTo(clock.remaining(running,
          now));
    }
    if (clock.timeOut(now).isDefined()) {
      assertThat(clock.timeOut(later)).isNotEmpty();
      assertThat(clock.timeOut(Long.MAX_VALUE)).isNotEmpty();
    }
  }

  /** The running player's time used at a time, exactly: none before the move started. */
  private static BigInteger used(GameClock clock, long now) {
    return BigInteger.valueOf(now).subtract(BigInteger.valueOf(clock.startedAt()))
        .max(BigInteger.ZERO);
  }

  private static BigInteger budget(ClockRules rules) {
    return BigInteger.valueOf(rules.gameMillis() > 0 ? rules.gameMillis() : 0);
  }

  private static long saturatedAdd(long a, long b) {
    long sum = a + b;
    return ((a ^ sum) & (b ^ sum)) < 0 ? (b < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : sum;
  }

  @Example
  void aClockStartedAtTheLongRangesEndsKeepsTimeSanely() {
    GameClock early = GameClock.start(ClockRules.GAME_10_MIN, 2, 0, Long.MIN_VALUE);
    assertThat(early.remaining(0, 0)).isZero();
    assertThat(early.timeOut(0)).isNotEmpty();
    assertThat(early.timeOut(Long.MAX_VALUE)).isNotEmpty();
    GameClock moveClock = GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, -1);
    assertThat(moveClock.timeOut(Long.MAX_VALUE)).isNotEmpty();
    GameClock late = GameClock.start(ClockRules.GAME_10_MIN, 2, 0, Long.MAX_VALUE);
    assertThat(late.remaining(0, Long.MIN_VALUE)).isEqualTo(600_000);
    assertThat(late.timeOut(Long.MIN_VALUE)).isEmpty();
    assertThat(late.press(Long.MAX_VALUE, 1).get().budgets()).containsExactly(600_000, 600_000);
  }

  @Example
  void anIncrementNeverWrapsABudgetRebuiltNearTheTop() {
    ClockRules rules = new ClockRules(0, 60_000, WEEK);
    GameClock c = GameClock.of(rules, new long[] {Long.MAX_VALUE - 2, 5}, 0, 0).get();
    assertThat(c.press(1, 1).get().budgets()[0]).isEqualTo(Long.MAX_VALUE);
  }

  /**
   * The Javadoc of {@code of} refuses only negative budgets when there is a game budget: the top
   * of the range is a (very long) time left, and every answer near it is exact, with no wrap.
   */
  @Example
  void aBudgetAtTheTopOfTheRangeIsAcceptedAndNeverWraps() {
    GameClock c = GameClock.of(ClockRules.GAME_10_MIN, new long[] {Long.MAX_VALUE, 1000}, 0, 0)
        .get();
    assertThat(c.budgets()).containsExactly(Long.MAX_VALUE, 1000);
    assertThat(c.remaining(0, 0)).isEqualTo(Long.MAX_VALUE);
    assertThat(c.remaining(0, 1)).isEqualTo(Long.MAX_VALUE - 1);
    assertThat(c.remaining(0, Long.MAX_VALUE)).isZero();
    assertThat(c.timeOut(Long.MAX_VALUE)).isEmpty();
    assertThat(c.moveLeft(Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
    GameClock pressed = c.press(Long.MAX_VALUE - 5, 1).get();
    assertThat(pressed.budgets()).containsExactly(5, 1000);
    GameClock early = GameClock.of(ClockRules.GAME_10_MIN, new long[] {Long.MAX_VALUE, 1000}, 0,
        Long.MIN_VALUE).get();
    assertThat(early.remaining(0, Long.MAX_VALUE)).isZero();
    assertThat(early.timeOut(Long.MAX_VALUE)).isNotEmpty();
    GameClock incremented = GameClock.of(new ClockRules(0, 60_000, 1000),
        new long[] {Long.MAX_VALUE, 1000}, 0, 0).get();
    assertThat(incremented.press(0, 1).get().budgets()).containsExactly(Long.MAX_VALUE, 1000);
    assertThat(GameClock.of(ClockRules.GAME_10_MIN, new long[] {-1, 1000}, 0, 0).getLeft()
        .message()).isEqualTo("player 0's budget -1 is not a number of milliseconds left");
  }

  /** The move limit left, exact at any time of the long range. */
  @Property(tries = 1_000)
  void theMoveLimitLeftAgreesWithExactArithmetic(@ForAll("rules") ClockRules rules,
      @ForAll("times") long start, @ForAll("times") long now) {
    GameClock c = GameClock.start(rules, 2, 0, start);
    if (rules.moveMillis() == 0) {
      assertThat(c.moveLeft(now)).isEqualTo(Long.MAX_VALUE);
      return;
    }
    BigInteger exact = BigInteger.valueOf(rules.moveMillis()).subtract(used(c, now))
        .max(BigInteger.ZERO);
    assertThat(c.moveLeft(now)).isEqualTo(exact.longValueExact());
  }

  /** Any budgets near the top of the range are read back and agree with exact arithmetic. */
  @Property(tries = 1_000)
  void budgetsNearTheTopOfTheRangeKeepExactTime(@ForAll("rules") ClockRules rules,
      @ForAll("times") long start, @ForAll("moveTimes") List<Long> moves,
      @ForAll("times") long probe, @ForAll("topBudgets") long top) {
    if (rules.gameMillis() == 0) {
      return;
    }
    GameClock clock = GameClock.of(rules, new long[] {top, Long.MAX_VALUE - top, top}, 0, start)
        .get();
    for (long took : moves) {
      check(clock, probe);
      long now = saturatedAdd(clock.startedAt(), took);
      check(clock, now);
      Either<GameClock.TimeOut, GameClock> pressed = clock.press(now, (clock.running() + 1) % 3);
      if (pressed.isLeft()) {
        break;
      }
      BigInteger exact = BigInteger.valueOf(clock.budgets()[clock.running()])
          .subtract(used(clock, now)).add(BigInteger.valueOf(rules.incrementMillis()));
      assertThat(pressed.get().budgets()[clock.running()])
          .isEqualTo(exact.min(BigInteger.valueOf(Long.MAX_VALUE)).longValueExact());
      clock = pressed.get();
    }
  }

  @Provide
  Arbitrary<Long> topBudgets() {
    return Arbitraries.oneOf(Arbitraries.of(Long.MAX_VALUE, Long.MAX_VALUE - 1, 0L),
        Arbitraries.longs().between(Long.MAX_VALUE - 2 * WEEK, Long.MAX_VALUE));
  }

  @Property(tries = 1_000)
  void anyIntSeatIsAnsweredOrRefusedByName(@ForAll("rules") ClockRules rules,
      @ForAll int seat, @ForAll("times") long now) {
    GameClock c = GameClock.start(rules, 2, 1, 0);
    if (seat == 0 || seat == 1) {
      assertThat(c.remaining(seat, now)).isNotNegative();
    } else {
      assertThatThrownBy(() -> c.remaining(seat, now)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("player " + seat + " is not a seat of this game (seats 0 to 1)");
    }
  }

  @Example
  void aSeatThatIsNotOneIsRefusedByName() {
    GameClock c = GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 0);
    for (int seat : new int[] {-1, 2, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertThatThrownBy(() -> c.remaining(seat, 0)).as("seat %d", seat)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("player " + seat + " is not a seat");
    }
    assertThatThrownBy(() -> GameClock.start(ClockRules.GAME_10_MIN, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("players must be at least 1, was 0");
    GameClock noBudget = GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, 0);
    assertThatThrownBy(() -> noBudget.remaining(2, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
