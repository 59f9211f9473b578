package dev.tabletop.core.search;

import dev.tabletop.core.GameState;

/**
 * A game's knowledge for {@link AlphaBeta}: a static score of a position, and optional hooks for
 * move ordering, quiescence and incremental evaluation state.
 *
 * <p>An evaluation may keep state of its own (a mirror of the board updated by {@link #push} and
 * {@link #pop}); it then belongs to one search and one thread.
 *
 * @param <S> the game's state type
 */
public interface Evaluation<S extends GameState<S>> {
  /** The score of a won position; a win in {@code n} plies scores {@code WIN - n}. */
  int WIN = 1_000_000;

  /**
   * The score of a non-terminal position for the player to move: positive is good for them. Must
   * stay well inside {@code (-WIN / 2, WIN / 2)}.
   *
   * @param state a non-terminal, non-chance state
   * @return the score
   */
  int evaluate(S state);

  /**
   * Called once when a search starts from a root, before any {@link #push}.
   *
   * @param root the root state
   */
  default void start(S root) {}

  /**
   * Called before the search descends from {@code state} by {@code move}.
   *
   * @param state the state the move is played in
   * @param move the move
   */
  default void push(S state, int move) {}

  /**
   * Called when the search comes back from the move {@link #push} announced.
   *
   * @param state the state the move was played in
   * @param move the move
   */
  default void pop(S state, int move) {}

  /**
   * Whether a move changes the material balance (a capture), so that quiescence search follows
   * it past the nominal depth.
   *
   * @param state the state the move is played in
   * @param move a legal move
   * @return {@code true} for captures
   */
  default boolean isNoisy(S state, int move) {
    return false;
  }

  /**
   * A static guess of how good a move is, for ordering (most valuable victim first, say). Larger
   * is searched earlier.
   *
   * @param state the state the move is played in
   * @param move a legal move
   * @return an ordering key, 0 when the game has no opinion
   */
  default int moveOrder(S state, int move) {
    return 0;
  }

  /**
   * Whether the side to move faces a threat that wins for the opponent on its next move unless a
   * noisy move answers it, like check in chess (an enemy animal beside the own den in Cờ Thú,
   * which no quiet move can stop). The search then neither stands pat in quiescence (standing
   * still loses) nor lets the horizon fall there: it searches the node a ply deeper.
   *
   * @param state the state, with the side to move to answer
   * @return {@code true} when only a noisy move can stop the opponent winning next move
   */
  default boolean threatened(S state) {
    return false;
  }
}
