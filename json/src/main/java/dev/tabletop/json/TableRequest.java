package dev.tabletop.json;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A table to create, as a {@code create} message asks for it: the rules (any variant of any of
 * the three games), the time control, and each seat open or played by the computer.
 *
 * <pre>{@code {"type":"create","spec":"jungle()","clock":"clock(move=90)",
 *  "seats":[{"player":"open"},{"player":"computer","level":"hard"}]}}</pre>
 *
 * @param rules the rules
 * @param clock the time control, or none for an untimed table
 * @param seats one entry per seat of the rules
 */
public record TableRequest(Game<?> rules, Option<ClockRules> clock, List<SeatRequest> seats) {

  /**
   * Checks the values.
   *
   * @throws NullPointerException if a field is null
   * @throws IllegalArgumentException if the seats are not one per player
   */
  public TableRequest {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(seats, "seats");
    if (seats.size() != rules.playerCount()) {
      throw new IllegalArgumentException(rules.spec() + " has " + rules.playerCount()
          + " seats, " + seats.size() + " given");
    }
  }
}
