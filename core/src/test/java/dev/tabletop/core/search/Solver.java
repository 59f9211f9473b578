package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.HashMap;
import java.util.Map;

/** Exhaustive minimax with memo: the game-theoretic value of small games, as the tests' oracle. */
final class Solver<S extends GameState<S>> {
  private final Map<S, Integer> memo = new HashMap<>();

  /** The value (-1, 0, 1) of a state for the player to move (for terminal states: player 0). */
  int value(S s) {
    if (s.isTerminal()) {
      return s.returns(0);
    }
    Integer known = memo.get(s);
    if (known != null) {
      return known;
    }
    MoveBuffer buf = MoveBuffer.forGame(s.game());
    s.legalMoves(buf);
    int me = s.currentPlayer();
    int best = -2;
    for (int i = 0; i < buf.size(); i++) {
      best = Math.max(best, valueFor(s.apply(buf.get(i)), me));
    }
    memo.put(s, best);
    return best;
  }

  /** The value of a state for one player. */
  int valueFor(S s, int player) {
    if (s.isTerminal()) {
      return s.returns(player);
    }
    int v = value(s);
    return s.currentPlayer() == player ? v : -v;
  }
}
