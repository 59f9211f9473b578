package dev.tabletop.core;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Objects;

/**
 * A chess-style clock for any game: an immutable value that the caller advances with the times it
 * reads from its own clock source. Nothing here reads the system time, so a clock replays exactly
 * in tests and simulations, just as chance does.
 *
 * <p>One player's clock runs at a time. {@link #press(long, int)} ends the running player's move
 * at a time and starts the next player's (the game says who: in Ludo a bonus roll gives the same
 * player another move). When the move took longer than the move limit, or than the player's
 * remaining budget, the press is refused with the {@link TimeOut} that loses the game. A server
 * can also ask {@link #timeOut(long)} at any moment to flag a player who has stopped moving.
 *
 * <p>Times are the caller's milliseconds, anywhere in the long range: the arithmetic saturates
 * instead of wrapping, so a clock started at {@link Long#MIN_VALUE} and asked at {@link
 * Long#MAX_VALUE} has run out of time, and remaining time is never negative.
 */
public final class GameClock {
  private final ClockRules rules;
  private final long[] remaining;
  private final int running;
  private final long startedAt;

  private GameClock(ClockRules rules, long[] remaining, int running, long startedAt) {
    this.rules = rules;
    this.remaining = remaining;
    this.running = running;
    this.startedAt = startedAt;
  }

  /**
   * Starts a clock with the first player's time running.
   *
   * @param rules the time control
   * @param players the number of players
   * @param first the player whose clock runs first
   * @param nowMillis the caller's time now, in milliseconds
   * @return the running clock
   * @throws IllegalArgumentException if there is no player or {@code first} is not one
   */
  public static GameClock start(ClockRules rules, int players, int first, long nowMillis) {
    Objects.requireNonNull(rules, "rules");
    if (players < 1) {
      throw new IllegalArgumentException("players must be at least 1, was " + players);
    }
    if (first < 0 || first >= players) {
      throw new IllegalArgumentException("player " + first + " is not one of " + players);
    }
    long[] budget = new long[players];
    Arrays.fill(budget, rules.gameMillis() > 0 ? rules.gameMillis() : Long.MAX_VALUE);
    return new GameClock(rules, budget, first, nowMillis);
  }

  /**
   * A clock as it stood, from its parts: the way a stored clock comes back after a restart. The
   * parts are what {@link #rules()}, {@link #running()}, {@link #startedAt()} and {@link
   * #budgets()} report.
   *
   * @param rules the time control
   * @param budgets each player's budget when the running move started ({@link Long#MAX_VALUE}
   *     for every player when there is no game budget)
   * @param running the player whose clock runs
   * @param startedAt when the running move started, in the caller's milliseconds
   * @return the clock, or why the parts are not a clock (subject {@code clock}): no player, a
   *     running player who is not one, a budget that is negative (or, with no game budget, not
   *     {@link Long#MAX_VALUE}). With a game budget every budget from 0 to {@link Long#MAX_VALUE}
   *     is a number of milliseconds left, the top of the range included.
   */
  public static Either<InvalidInput, GameClock> of(ClockRules rules, long[] budgets, int running,
      long startedAt) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(budgets, "budgets");
    if (budgets.length < 1) {
      return Either.left(InvalidInput.of("clock", "a clock needs at least one player"));
    }
    if (running < 0 || running >= budgets.length) {
      return Either.left(InvalidInput.of("clock", "player " + running + " is not one of "
          + budgets.length));
    }
    for (int p = 0; p < budgets.length; p++) {
      long b = budgets[p];
      // Whether there is a game budget is the rules' to say (gameMillis 0), not a budget's
      // value: with one, Long.MAX_VALUE is just a very long time left.
      if (rules.gameMillis() == 0 ? b != Long.MAX_VALUE : b < 0) {
        return Either.left(InvalidInput.of("clock", "player " + p + "'s budget " + b
            + (rules.gameMillis() == 0 ? " given for a clock with no game budget"
                : " is not a number of milliseconds left")));
      }
    }
    return Either.right(new GameClock(rules, budgets.clone(), running, startedAt));
  }

  /**
   * When the running player's move started, in the caller's milliseconds.
   *
   * @return the time of the last press, or of the start
   */
  public long startedAt() {
    return startedAt;
  }

  /**
   * Every player's budget as it stood when the running move started: the running player's
   * budget is {@link #remaining(int, long)} at {@link #startedAt()}.
   *
   * @return milliseconds by player, {@link Long#MAX_VALUE} for each when there is no game budget;
   *     a copy
   */
  public long[] budgets() {
    return remaining.clone();
  }

  /**
   * A player running out of time: the player who loses, and why.
   *
   * @param player the player whose time ran out
   * @param reason a sentence for the players, such as "player 1 took more than 90 s for a move"
   */
  public record TimeOut(int player, String reason) {}

  /**
   * The player whose clock is running.
   *
   * @return a player index
   */
  public int running() {
    return running;
  }

  /**
   * The time control.
   *
   * @return the rules
   */
  public ClockRules rules() {
    return rules;
  }

  /**
   * A player's remaining game budget at a time (the running player's shrinks as time passes).
   * Any time may be asked, the whole long range: a time before the running move started has used
   * none of it, and a time past the budget leaves 0, never less.
   *
   * @param player a seat from 0 to one less than the number of players
   * @param nowMillis the caller's time now
   * @return milliseconds left, from 0 to the player's budget at the start of the running move;
   *     {@link Long#MAX_VALUE} with no game budget
   * @throws IllegalArgumentException if {@code player} is not a seat of the clock
   */
  public long remaining(int player, long nowMillis) {
    Players.checkSeat(player, remaining.length);
    if (rules.gameMillis() == 0) {
      return Long.MAX_VALUE;
    }
    return player == running ? Math.max(0, remaining[player] - used(nowMillis)) : remaining[player];
  }

  /**
   * What is left of the running player's move limit at a time: the limit before the move
   * started, 0 once it is spent, never less; any time of the long range may be asked.
   *
   * @param nowMillis the caller's time now
   * @return milliseconds left of the move limit, {@link Long#MAX_VALUE} with no move limit
   */
  public long moveLeft(long nowMillis) {
    if (rules.moveMillis() == 0) {
      return Long.MAX_VALUE;
    }
    return Math.max(0, rules.moveMillis() - used(nowMillis));
  }

  /**
   * The running player's time used at a time: 0 before the move started, and {@link
   * Long#MAX_VALUE} when the true difference is beyond the long range (a clock started near
   * {@link Long#MIN_VALUE} and asked near {@link Long#MAX_VALUE}), so that no pair of times wraps
   * into a large negative or positive number of milliseconds left.
   */
  private long used(long nowMillis) {
    if (nowMillis <= startedAt) {
      return 0;
    }
    long used = nowMillis - startedAt;
    return used < 0 ? Long.MAX_VALUE : used;
  }

  /**
   * Whether the running player has run out of time at a time: the move limit or the budget. Any
   * time may be asked; once a time-out is given, every later time gives one too.
   *
   * @param nowMillis the caller's time now
   * @return the time-out, or none while the player still has time
   */
  public Option<TimeOut> timeOut(long nowMillis) {
    long used = used(nowMillis);
    // Beyond the long range the true time used exceeds every budget, Long.MAX_VALUE too, which
    // the saturated used() alone could not tell from a budget of exactly that much.
    boolean beyond = nowMillis > startedAt && nowMillis - startedAt < 0;
    if (rules.moveMillis() > 0 && (beyond || used > rules.moveMillis())) {
      return Option.some(new TimeOut(running, "player " + running + " took more than "
          + seconds(rules.moveMillis()) + " for a move"));
    }
    if (rules.gameMillis() > 0 && (beyond || used > remaining[running])) {
      return Option.some(new TimeOut(running, "player " + running + " ran out of time ("
          + seconds(rules.gameMillis()) + " a game)"));
    }
    return Option.none();
  }

  /**
   * Ends the running player's move at a time and starts another player's clock.
   *
   * @param nowMillis the caller's time now; not before the running move started
   * @param next the player to move next
   * @return the clock with {@code next} running, or the time-out that ended the game
   * @throws IllegalArgumentException if {@code next} is not a player or time went backwards
   */
  public Either<TimeOut, GameClock> press(long nowMillis, int next) {
    if (next < 0 || next >= remaining.length) {
      throw new IllegalArgumentException("player " + next + " is not one of " + remaining.length);
    }
    if (nowMillis < startedAt) {
      throw new IllegalArgumentException("time went backwards: " + nowMillis + " < " + startedAt);
    }
    Option<TimeOut> out = timeOut(nowMillis);
    if (out.isDefined()) {
      return Either.left(out.get());
    }
    long[] budget = remaining.clone();
    if (rules.gameMillis() > 0) {
      // No time-out, so the move used at most the budget; the increment may then push a budget
      // rebuilt near the top of the range past it, so the sum stops at Long.MAX_VALUE.
      long left = budget[running] - used(nowMillis);
      budget[running] = left > Long.MAX_VALUE - rules.incrementMillis() ? Long.MAX_VALUE
          : left + rules.incrementMillis();
    }
    return Either.right(new GameClock(rules, budget, next, nowMillis));
  }

  private static String seconds(long millis) {
    return millis % 60_000 == 0 && millis >= 60_000 ? millis / 60_000 + " min" : millis / 1000 + " s";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameClock c && c.rules.equals(rules) && Arrays.equals(c.remaining, remaining)
        && c.running == running && c.startedAt == startedAt;
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, Arrays.hashCode(remaining), running, startedAt);
  }

  @Override
  public String toString() {
    return "clock " + rules.spec() + ", player " + running + " running since " + startedAt;
  }
}
