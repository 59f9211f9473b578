package dev.tabletop.core.search;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.List;

/**
 * A player that looks one ply ahead: it scores each legal move by a game's key and plays the
 * highest, the first in move order among equals. The one-line baselines every game has ("capture
 * the biggest piece", "kick if you can", "play the heaviest tile") are this with their own key.
 * Deterministic: the budget and the seed change nothing. Not thread-safe (it owns a move buffer).
 *
 * @param <S> the state type
 */
public abstract class OnePlyPlayer<S extends GameState<S>> implements Player<S> {
  private final MoveBuffer buffer;

  /**
   * Creates the player.
   *
   * @param game the rules played (for the buffer's size)
   */
  protected OnePlyPlayer(Game<S> game) {
    this.buffer = MoveBuffer.forGame(game);
  }

  /**
   * The game's score of a legal move: higher is better.
   *
   * @param state the position, with the player to move
   * @param move a legal move there
   * @return the move's key
   */
  protected abstract int key(S state, int move);

  @Override
  public Budget budget() {
    return Budget.nodes(1);
  }

  @Override
  public int chooseMove(S state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    int best = buffer.get(0);
    int bestKey = Integer.MIN_VALUE;
    for (int i = 0; i < buffer.size(); i++) {
      int k = key(state, buffer.get(i));
      if (k > bestKey) {
        bestKey = k;
        best = buffer.get(i);
      }
    }
    return best;
  }

  /** Every legal move scored by the key, highest first. */
  @Override
  public Analysis analyze(S state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    List<RankedMove> ranked = List.empty();
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      ranked = ranked.append(new RankedMove(m, state.moveText(m), key(state, m), 0));
    }
    ranked = ranked.sortBy(m -> -m.score());
    return new Analysis(ranked, List.of(ranked.head().move()), Analysis.ScoreKind.EVALUATION, 0,
        buffer.size(), 0);
  }
}
