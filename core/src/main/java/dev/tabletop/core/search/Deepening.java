package dev.tabletop.core.search;

/**
 * When iterative deepening under a time budget starts another iteration: a pure function of the
 * last iterations' times and the time left, so that it can be checked without a clock.
 *
 * <p>The next iteration is predicted to take the last one's time times the growth between the
 * last two (clamped to 1.5 to 8, as short iterations time badly; 4 when there is only one). It
 * starts when it is predicted to finish, and also when at least its first root move (the previous
 * best, which in a principal variation search takes about a {@link #FIRST_MOVE_SHARE share} of an
 * iteration) is predicted to finish: an iteration cut at the deadline still gives a proven better
 * move if it found one, and otherwise the last finished iteration's move stands. Below that the
 * remaining time would be spent without any chance of changing the move, so the search stops.
 */
final class Deepening {
  /** The share of an iteration its first root move is expected to take. */
  static final double FIRST_MOVE_SHARE = 0.3;
  private static final double MIN_GROWTH = 1.5;
  private static final double MAX_GROWTH = 8;
  private static final double FIRST_GROWTH = 4;

  private Deepening() {}

  /**
   * The predicted time of the next iteration.
   *
   * @param last the last finished iteration's time, in nanoseconds
   * @param previous the one before it, 0 if none
   * @return the prediction, in nanoseconds
   */
  static double predictNext(long last, long previous) {
    double growth = previous <= 0 ? FIRST_GROWTH
        : Math.min(MAX_GROWTH, Math.max(MIN_GROWTH, (double) last / previous));
    return Math.max(1, last) * growth;
  }

  /**
   * Whether the next iteration is worth starting.
   *
   * @param last the last finished iteration's time, in nanoseconds
   * @param previous the one before it, 0 if none
   * @param remaining the time left before the deadline, in nanoseconds
   * @return true to start it
   */
  static boolean startNext(long last, long previous, long remaining) {
    return remaining > 0 && predictNext(last, previous) * FIRST_MOVE_SHARE <= remaining;
  }

  /**
   * Whether the next iteration is predicted to finish in the time left.
   *
   * @param last the last finished iteration's time, in nanoseconds
   * @param previous the one before it, 0 if none
   * @param remaining the time left before the deadline, in nanoseconds
   * @return true if it should finish
   */
  static boolean finishes(long last, long previous, long remaining) {
    return remaining > 0 && predictNext(last, previous) <= remaining;
  }
}
