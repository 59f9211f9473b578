package dev.tabletop.core.search;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;

/**
 * A computer player: chooses a move for the player to move in a state, within a {@link Budget}.
 *
 * <p>Under a {@linkplain Budget.Nodes node budget} a player is reproducible: the same state, budget
 * and seed give the same move (after the same sequence of calls since {@link #newGame()}, for
 * players that keep tables between moves). A player of an imperfect-information game decides from
 * the acting player's view only. A player is not thread-safe; give each thread its own instance.
 *
 * <p>Each decision comes in two forms: from a state alone, and from a {@link GameHistory} (the
 * state with every position the game has been through). The history matters for games with a
 * {@linkplain dev.tabletop.core.Game#repetitionLimit() repetition limit}: a player that searches
 * ahead ({@link AlphaBeta}) scores a move that brings a position up to the limit as the draw it
 * is. A player the history cannot help decides from the history's state, so the two forms agree.
 *
 * @param <S> the game's state type
 */
public interface Player<S extends GameState<S>> {

  /**
   * A short name for tables and logs, such as {@code jungle-hard}.
   *
   * @return the name
   */
  String name();

  /**
   * The budget this player uses when none is given: its level's.
   *
   * @return the default budget
   */
  Budget budget();

  /**
   * Searches a state and ranks its legal moves.
   *
   * @param state a state where a player (not chance) is to move
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return the ranked moves, best first
   * @throws IllegalArgumentException if the state is terminal or a chance node
   */
  Analysis analyze(S state, Budget budget, long seed);

  /**
   * Chooses a move within a budget.
   *
   * @param state a state where a player (not chance) is to move
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the state is terminal or a chance node
   */
  default int chooseMove(S state, Budget budget, long seed) {
    return analyze(state, budget, seed).best();
  }

  /**
   * Chooses a move within the player's own budget.
   *
   * @param state a state where a player (not chance) is to move
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the state is terminal or a chance node
   */
  default int chooseMove(S state, long seed) {
    return chooseMove(state, budget(), seed);
  }

  /**
   * Searches the current position of a game in progress, knowing how often each position has
   * occurred. The default decides from the state alone; players that search ahead override it.
   *
   * @param history the game so far; a player (not chance) is to move and the game is not over
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return the ranked moves, best first
   * @throws IllegalArgumentException if the game is over (by its rules or by repetition) or at a
   *     chance node
   */
  default Analysis analyze(GameHistory<S> history, Budget budget, long seed) {
    requireMover(history);
    return analyze(history.state(), budget, seed);
  }

  /**
   * Chooses a move in a game in progress, knowing how often each position has occurred.
   *
   * @param history the game so far; a player (not chance) is to move and the game is not over
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the game is over (by its rules or by repetition) or at a
   *     chance node
   */
  default int chooseMove(GameHistory<S> history, Budget budget, long seed) {
    requireMover(history);
    return chooseMove(history.state(), budget, seed);
  }

  /**
   * Chooses a move in a game in progress within the player's own budget.
   *
   * @param history the game so far; a player (not chance) is to move and the game is not over
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the game is over (by its rules or by repetition) or at a
   *     chance node
   */
  default int chooseMove(GameHistory<S> history, long seed) {
    return chooseMove(history, budget(), seed);
  }

  /** Forgets what earlier games taught (transposition tables, history), for reproducible matches. */
  default void newGame() {}

  /**
   * Rejects states where no player is to move.
   *
   * @param state the state to check
   * @throws IllegalArgumentException if it is terminal or a chance node
   */
  static void requireMover(GameState<?> state) {
    if (state.isTerminal()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    if (state.isChance()) {
      throw new IllegalArgumentException("a chance node: the outcome is drawn, not chosen");
    }
  }

  /**
   * Rejects histories where no player is to move.
   *
   * @param history the game to check
   * @throws IllegalArgumentException if it is null, over (by its rules or by repetition) or at a
   *     chance node
   */
  static void requireMover(GameHistory<?> history) {
    if (history == null) {
      throw new IllegalArgumentException("history is required");
    }
    if (history.isDrawnByRepetition()) {
      throw new IllegalArgumentException(
          "the game is drawn by repetition: there is no move to choose");
    }
    requireMover(history.state());
  }
}
