package dev.tabletop.core.search;

import io.vavr.collection.List;

/**
 * What a search found in a position: the legal moves ranked best first, each with a score, and
 * the principal variation where the search has one. A hint is {@link #hint()}, the first move.
 *
 * @param moves every legal move of the position, best first; never empty
 * @param principalVariation the expected line of play from the position, starting with the best
 *     move (alpha-beta), or just the best move (Monte Carlo)
 * @param kind what the scores mean
 * @param depth the depth of the last finished iteration (alpha-beta), or the deepest tree path
 *     (Monte Carlo)
 * @param nodes the nodes (or playouts) searched
 * @param nanos how long the search took
 */
public record Analysis(List<RankedMove> moves, List<Integer> principalVariation, ScoreKind kind,
    int depth, long nodes, long nanos) {

  /** What the scores of an analysis mean. */
  public enum ScoreKind {
    /**
     * An evaluation from the mover's side: positive is good, {@link Evaluation#WIN} minus the
     * plies to the end is a forced win.
     */
    EVALUATION,
    /** The mean return of the playouts through the move, for the mover. */
    MEAN_RETURN
  }

  /**
   * Checks that there is a move.
   *
   * @param moves the ranked moves; not empty
   * @param principalVariation the expected line
   * @param kind what the scores mean
   * @param depth the depth reached
   * @param nodes the nodes searched
   * @param nanos the time taken
   * @throws IllegalArgumentException if there is no move
   */
  public Analysis {
    if (moves == null || moves.isEmpty()) {
      throw new IllegalArgumentException("an analysis needs at least one move");
    }
  }

  /**
   * The move to suggest: the best of the ranking.
   *
   * @return the first ranked move
   */
  public RankedMove hint() {
    return moves.head();
  }

  /**
   * The code of the best move.
   *
   * @return {@code hint().move()}
   */
  public int best() {
    return moves.head().move();
  }

  /**
   * Search speed.
   *
   * @return nodes per second, or 0 when no time was measured
   */
  public double nodesPerSecond() {
    return nanos == 0 ? 0 : nodes * 1e9 / nanos;
  }
}
