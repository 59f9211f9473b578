package dev.tabletop.json;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One seat of a table to create: open for a person to join, or played by the computer at a level
 * (with the level's own budget, or another).
 *
 * @param level the computer's level, or none for an open seat
 * @param budget the computer's budget instead of its level's, or none
 */
public record SeatRequest(Option<Level> level, Option<Budget> budget) {

  /** An open seat. */
  public static final SeatRequest OPEN = new SeatRequest(Option.none(), Option.none());

  /**
   * Checks the values.
   *
   * @throws NullPointerException if a field is null
   * @throws IllegalArgumentException if an open seat is given a budget
   */
  public SeatRequest {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(budget, "budget");
    if (level.isEmpty() && budget.isDefined()) {
      throw new IllegalArgumentException("an open seat has no budget");
    }
  }

  /**
   * A seat the computer plays at a level, with the level's budget.
   *
   * @param level the level
   * @return the seat
   */
  public static SeatRequest computer(Level level) {
    return new SeatRequest(Option.some(level), Option.none());
  }

  /**
   * Whether a person is to join this seat.
   *
   * @return {@code true} for an open seat
   */
  public boolean isOpen() {
    return level.isEmpty();
  }
}
