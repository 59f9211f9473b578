package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.HiddenInformation;

/**
 * A player of a hidden-information game that decides from a view: what the player to move may
 * know ({@link HiddenInformation#view}), such as the hand and the table a client holds, with no
 * full state needed. The state forms take the mover's view of the state and decide from it, so
 * the decision depends on the view only, whichever form is called.
 *
 * @param <S> the game's state type
 * @param <V> the game's view type
 */
public interface ViewPlayer<S extends GameState<S>, V> extends Player<S> {

  /**
   * The game's views and sampler this player reads.
   *
   * @return the hidden information of the game played
   */
  HiddenInformation<S, V> hiddenInformation();

  /**
   * Ranks the legal moves of the viewing player, who must be the player to move.
   *
   * @param view the view of the player to move, as {@link HiddenInformation#view} made it
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return the ranked moves, best first
   * @throws IllegalArgumentException if the view is null, of a finished round or game, or of a
   *     player who is not to move
   */
  Analysis analyze(V view, Budget budget, long seed);

  /**
   * Chooses a move for the viewing player, who must be the player to move.
   *
   * @param view the view of the player to move
   * @param budget how long to think
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the view is null, of a finished round or game, or of a
   *     player who is not to move
   */
  default int chooseMove(V view, Budget budget, long seed) {
    return analyze(view, budget, seed).best();
  }

  /**
   * Chooses a move for the viewing player within the player's own budget.
   *
   * @param view the view of the player to move
   * @param seed the seed of any randomness the player uses
   * @return a legal move code
   * @throws IllegalArgumentException if the view is null, of a finished game, or of a player who
   *     is not to move
   */
  default int chooseMove(V view, long seed) {
    return chooseMove(view, budget(), seed);
  }

  /** Takes the mover's view of the state and decides from it. */
  @Override
  default Analysis analyze(S state, Budget budget, long seed) {
    Player.requireMover(state);
    return analyze(hiddenInformation().view(state, state.currentPlayer()), budget, seed);
  }

  /** Takes the mover's view of the state and decides from it. */
  @Override
  default int chooseMove(S state, Budget budget, long seed) {
    Player.requireMover(state);
    return chooseMove(hiddenInformation().view(state, state.currentPlayer()), budget, seed);
  }
}
