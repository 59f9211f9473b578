package dev.tabletop.core.search;

import dev.tabletop.core.GameState;

/**
 * Exact values that {@link AlphaBeta} asks for before it expands a node: an endgame table, a
 * solved opening, anything that knows a position's game-theoretic value. Where it answers, the
 * search takes the answer as the node's exact value (and keeps it in its transposition table as
 * exact) instead of searching below it; where it does not, the search goes on as without it.
 *
 * <p>Scores are in the {@link Evaluation}'s units, for the player to move, as seen from the
 * position asked about: {@link #win(int) win(n)} = {@code Evaluation.WIN - n} for a win in
 * {@code n} plies, {@link #loss(int) loss(n)} for a loss in {@code n}, 0 for a draw. The search
 * adds the plies from its root, so that a known win scores exactly as a win found by searching
 * to the end of the game would, and a shorter win is preferred to a longer one.
 *
 * <p>The search calls it on every node it visits (inner nodes, the horizon and quiescence), so an
 * answer must cost little and allocate nothing; an oracle that knows only small positions should
 * say {@link #UNKNOWN} at once for the others. Like an evaluation, it belongs to one search on one
 * thread unless it says it is safe to share.
 *
 * @param <S> the game's state type
 */
@FunctionalInterface
public interface Oracle<S extends GameState<S>> {
  /** The answer for a position whose value the oracle does not know. */
  int UNKNOWN = Integer.MIN_VALUE;

  /**
   * The exact value of a position for the player to move, or {@link #UNKNOWN}.
   *
   * @param state a non-terminal, non-chance state the search is about to expand
   * @return {@link #win(int)}, {@link #loss(int)}, 0 for a draw, or {@link #UNKNOWN}
   */
  int score(S state);

  /**
   * The score of a win in some plies.
   *
   * @param plies the plies to the end of the game under best play, 0 to {@code WIN / 2}
   * @return {@code Evaluation.WIN - plies}
   * @throws IllegalArgumentException if plies is out of range
   */
  static int win(int plies) {
    if (plies < 0 || plies >= Evaluation.WIN / 2) {
      throw new IllegalArgumentException("plies must be 0.." + (Evaluation.WIN / 2 - 1)
          + ", was " + plies);
    }
    return Evaluation.WIN - plies;
  }

  /**
   * The score of a loss in some plies.
   *
   * @param plies the plies to the end of the game under best play, 0 to {@code WIN / 2}
   * @return {@code -(Evaluation.WIN - plies)}
   * @throws IllegalArgumentException if plies is out of range
   */
  static int loss(int plies) {
    return -win(plies);
  }
}
