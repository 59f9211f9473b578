package dev.tabletop.server;

import dev.tabletop.core.Game;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * How a seat at a table is filled: open for a person to join, or a computer player at a level
 * with a budget per move.
 */
public sealed interface SeatSpec {
  /** The most nodes (or playouts) a computer seat may spend on one move. */
  long MAX_NODES = 5_000_000;
  /** The most time a computer seat may spend on one move. */
  Duration MAX_TIME = Duration.ofSeconds(10);

  /** A seat for a person, who joins it and gets its token. */
  record Open() implements SeatSpec {}

  /**
   * A computer seat.
   *
   * @param level one of the six levels
   * @param budget how long it thinks per move
   */
  record Computer(Level level, Budget budget) implements SeatSpec {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if a value is null
     */
    public Computer {
      Objects.requireNonNull(level, "level");
      Objects.requireNonNull(budget, "budget");
    }
  }

  /**
   * A seat from its stored or sent parts.
   *
   * @param kind {@code open} or {@code computer}
   * @param level a level id such as {@code hard} (computer seats)
   * @param budget a budget in text ({@link #budgetText}) or none for the level's own
   * @param rules the rules played (for the level's own budget)
   * @return the seat, or what is wrong
   */
  static Either<InvalidInput, SeatSpec> of(String kind, String level, String budget,
      Game<?> rules) {
    if ("open".equals(kind)) {
      if (level != null || budget != null) {
        return Either.left(InvalidInput.of("seat", "an open seat has no level or budget"));
      }
      return Either.right(new Open());
    }
    if (!"computer".equals(kind)) {
      return Either.left(InvalidInput.of("seat", "a seat is 'open' or 'computer', not '"
          + kind + "'"));
    }
    Option<Level> l = level == null ? Option.none() : Level.ofId(level);
    if (l.isEmpty()) {
      return Either.left(InvalidInput.of("seat", "a computer seat needs a level (practice, easy,"
          + " medium, hard, expert, master), not '" + level + "'"));
    }
    if (budget == null) {
      return Either.right(new Computer(l.get(), Games.defaultBudget(rules, l.get())));
    }
    return parseBudget(budget).map(b -> new Computer(l.get(), b));
  }

  /**
   * Reads a budget: {@code nodes:N} or {@code millis:N}, within the server's limits.
   *
   * @param text the budget's text
   * @return the budget, or what is wrong
   */
  static Either<InvalidInput, Budget> parseBudget(String text) {
    int colon = text.indexOf(':');
    String unit = colon < 0 ? "" : text.substring(0, colon);
    long n;
    try {
      n = Long.parseLong(text.substring(colon + 1));
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (unit.equals("nodes") && n >= 1 && n <= MAX_NODES) {
      return Either.right(Budget.nodes(n));
    }
    if (unit.equals("millis") && n >= 1 && n <= MAX_TIME.toMillis()) {
      return Either.right(Budget.millis(n));
    }
    return Either.left(InvalidInput.of("budget", "a budget is nodes:N (1 to " + MAX_NODES
        + ") or millis:N (1 to " + MAX_TIME.toMillis() + "), not '" + text + "'"));
  }

  /**
   * A budget as text that {@link #parseBudget} reads back.
   *
   * @param budget the budget
   * @return such as {@code nodes:1000} or {@code millis:500}
   */
  static String budgetText(Budget budget) {
    return budget instanceof Budget.Nodes n ? "nodes:" + n.count()
        : "millis:" + ((Budget.Time) budget).limit().toMillis();
  }

  /**
   * The seat's kind.
   *
   * @return {@code open} or {@code computer}
   */
  default String kind() {
    return this instanceof Open ? "open" : "computer";
  }
}
