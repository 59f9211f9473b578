package dev.tabletop.core;

import io.vavr.collection.Seq;
import io.vavr.control.Validation;

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

  private static final int MAX_SECONDS = 7 * 24 * 3600;

  /**
   * Creates a time control.
   *
   * @throws IllegalArgumentException if a value is negative, there is no limit at all, or an
   *     increment is given without a game budget
   */
  public ClockRules {
    if (moveMillis < 0 || gameMillis < 0 || incrementMillis < 0) {
      throw new IllegalArgumentException("clock times must not be negative");
    }
    if (moveMillis == 0 && gameMillis == 0) {
      throw new IllegalArgumentException("a clock needs a move limit or a game budget");
    }
    if (incrementMillis > 0 && gameMillis == 0) {
      throw new IllegalArgumentException("an increment needs a game budget");
    }
  }

  /**
   * Reads a spec such as {@code clock(game=600,increment=5)}; times in whole seconds.
   *
   * @param spec the text
   * @return the time control, or every problem at once
   */
  public static Validation<Seq<String>, ClockRules> parse(String spec) {
    return VariantSpec.parse(spec).fold(
        error -> Validation.invalid(io.vavr.collection.List.of(error)),
        parsed -> {
          SpecReader r = new SpecReader(parsed, "clock");
          long move = r.integer("move", 0, 0, MAX_SECONDS) * 1000L;
          long game = r.integer("game", 0, 0, MAX_SECONDS) * 1000L;
          long increment = r.integer("increment", 0, 0, MAX_SECONDS) * 1000L;
          r.require(move > 0 || game > 0, "a clock needs move or game (seconds) above 0");
          r.require(increment == 0 || game > 0, "increment needs a game budget");
          return r.finish(() -> new ClockRules(move, game, increment));
        });
  }

  /**
   * The canonical spec, in seconds (rounded down).
   *
   * @return text that {@link #parse(String)} reads back
   */
  public String spec() {
    return VariantSpec.of("clock").with("move", moveMillis / 1000).with("game", gameMillis / 1000)
        .with("increment", incrementMillis / 1000).toString();
  }
}
