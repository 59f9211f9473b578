package dev.tabletop.core;

import io.vavr.control.Either;

/**
 * The time control of a game, separate from the rules of the board: a limit per move, a budget
 * per player for the whole game, and an increment added after each move. Zero means "none".
 * Running out of time loses.
 *
 * <p>Spec form: {@code clock(move=90,game=600,increment=0)}, in seconds. Cờ Thú tables use 90
 * seconds a move ({@link #PER_MOVE_90S}) or 10, 30 or 60 minutes a game.
 *
 * @param moveMillis the most one move may take, 0 for no limit
 * @param gameMillis each player's budget for the whole game, 0 for no budget
 * @param incrementMillis added to the mover's budget after each move (with a game budget only)
 */
public record ClockRules(long moveMillis, long gameMillis, long incrementMillis) {
  /** 90 seconds a move, no game budget: the Cờ Thú page's move clock. */
  public static final ClockRules PER_MOVE_90S = new ClockRules(90_000, 0, 0);
  /** 10 minutes a player for the whole game. */
  public static final ClockRules GAME_10_MIN = new ClockRules(0, 600_000, 0);
  /** 30 minutes a player for the whole game. */
  public static final ClockRules GAME_30_MIN = new ClockRules(0, 1_800_000, 0);
  /** 60 minutes a player for the whole game. */
  public static final ClockRules GAME_60_MIN = new ClockRules(0, 3_600_000, 0);

  private static final long MAX_MILLIS = 7L * 24 * 3600 * 1000;

  /**
   * Creates a time control.
   *
   * @throws IllegalArgumentException if a value is negative or above a week, there is no limit at all, or an
   *     increment is given without a game budget
   */
  public ClockRules {
    if (moveMillis < 0 || gameMillis < 0 || incrementMillis < 0) {
      throw new IllegalArgumentException("clock times must not be negative");
    }
    if (moveMillis > MAX_MILLIS || gameMillis > MAX_MILLIS || incrementMillis > MAX_MILLIS) {
      throw new IllegalArgumentException("clock times must be at most a week (604800 s)");
    }
    if (moveMillis == 0 && gameMillis == 0) {
      throw new IllegalArgumentException("a clock needs a move limit or a game budget");
    }
    if (incrementMillis > 0 && gameMillis == 0) {
      throw new IllegalArgumentException("an increment needs a game budget");
    }
  }

  /**
   * Reads a spec such as {@code clock(game=600,increment=5)}; times in seconds, to the
   * millisecond ({@code move=1.5}).
   *
   * @param spec the text
   * @return the time control, or every problem at once
   */
  public static Either<InvalidInput, ClockRules> parse(String spec) {
    return VariantSpec.parse(spec).flatMap(parsed -> {
      SpecReader r = new SpecReader(parsed, "clock");
      long move = r.seconds("move", 0, MAX_MILLIS);
      long game = r.seconds("game", 0, MAX_MILLIS);
      long increment = r.seconds("increment", 0, MAX_MILLIS);
      r.require(move > 0 || game > 0, "a clock needs move or game (seconds) above 0");
      r.require(increment == 0 || game > 0, "increment needs a game budget");
      return r.finish(() -> new ClockRules(move, game, increment));
    });
  }

  /**
   * The canonical spec, in seconds to the millisecond: {@code new ClockRules(1500, 0, 0)} prints
   * {@code clock(move=1.5,game=0,increment=0)}.
   *
   * @return text that {@link #parse(String)} reads back to equal rules
   */
  public String spec() {
    return VariantSpec.of("clock").with("move", SpecReader.formatSeconds(moveMillis))
        .with("game", SpecReader.formatSeconds(gameMillis))
        .with("increment", SpecReader.formatSeconds(incrementMillis)).toString();
  }
}
