package dev.tabletop.core.search;

import java.time.Duration;

/**
 * How much a player may think about one move: a count of search nodes (alpha-beta) or playouts
 * (Monte Carlo), which makes the choice reproducible from a seed, or a wall-clock limit, for play
 * under a game clock.
 */
public sealed interface Budget permits Budget.Nodes, Budget.Time {

  /**
   * A node or playout budget: the same state, budget and seed always give the same move.
   *
   * @param count how many nodes (or playouts) the search may visit; positive
   */
  record Nodes(long count) implements Budget {
    /**
     * Checks the count.
     *
     * @param count how many nodes; positive
     * @throws IllegalArgumentException if the count is not positive
     */
    public Nodes {
      if (count <= 0) {
        throw new IllegalArgumentException("a node budget must be positive, was " + count);
      }
    }
  }

  /**
   * A wall-clock budget. Not reproducible: how far the search gets depends on the machine.
   *
   * @param limit the longest the search may take; positive
   */
  record Time(Duration limit) implements Budget {
    /**
     * Checks the limit.
     *
     * @param limit a positive duration
     * @throws IllegalArgumentException if the limit is null, zero or negative
     */
    public Time {
      if (limit == null || limit.isNegative() || limit.isZero()) {
        throw new IllegalArgumentException("a time budget must be positive, was " + limit);
      }
    }
  }

  /**
   * A node or playout budget.
   *
   * @param count how many; positive
   * @return the budget
   */
  static Budget nodes(long count) {
    return new Nodes(count);
  }

  /**
   * A time budget in milliseconds.
   *
   * @param millis how long; positive
   * @return the budget
   */
  static Budget millis(long millis) {
    return new Time(Duration.ofMillis(millis));
  }

  /**
   * The node limit this budget sets.
   *
   * @return the count, or {@link Long#MAX_VALUE} for a time budget
   */
  default long nodeLimit() {
    return this instanceof Nodes n ? n.count() : Long.MAX_VALUE;
  }

  /**
   * The moment, on {@link System#nanoTime()}'s clock, by which a search started now must stop.
   *
   * @param start {@code System.nanoTime()} at the start
   * @return the deadline, or {@link Long#MAX_VALUE} for a node budget
   */
  default long deadline(long start) {
    return this instanceof Time t ? start + t.limit().toNanos() : Long.MAX_VALUE;
  }
}
