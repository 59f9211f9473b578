package dev.tabletop.core.search;

/**
 * When iterative deepening under a time budget starts another iteration: a pure function of the
 * last iterations' times and the time left, so that it can be checked without a clock.
 *
 * <p>The next iteration is predicted to take the last one's time times the growth between the
 * last two (clamped to 1.5 to 8, as short iterations time badly; 4 when there is only one). It
 * starts when it is predicted to finish, and also when a {@link #LEAST_SHARE tenth} of it
 * fits in the time left: the iteration searches the previous best move first and may prove
 * another better before the deadline cuts it (the cut iteration's move is then played; if it
 * proved nothing, the last finished iteration's move stands). With less time left than that
 * the search stops: the rest of the budget could not change the move.
 *
 * <p>Used by {@link AlphaBeta} and by the games' own searches that deepen under a time budget.
 */
public final class Deepening {
  /** The least share of the next iteration's predicted time that must fit in the time left. */
  public static final double LEAST_SHARE = 0.1;
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
  public static double predictNext(long last, long previous) {
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
  public static boolean startNext(long last, long previous, long remaining) {
    return remaining > 0 && predictNext(last, previous) * LEAST_SHARE <= remaining;
  }

  /**
   * Whether the next iteration is predicted to finish in the time left.
   *
   * @param last the last finished iteration's time, in nanoseconds
   * @param previous the one before it, 0 if none
   * @param remaining the time left before the deadline, in nanoseconds
   * @return true if it should finish
   */
  public static boolean finishes(long last, long previous, long remaining) {
    return remaining > 0 && predictNext(last, previous) <= remaining;
  }
}
