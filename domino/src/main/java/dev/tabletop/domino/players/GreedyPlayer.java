package dev.tabletop.domino.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import io.vavr.collection.List;

/**
 * The one-line baseline: play the heaviest playable tile (by its count in a hand, so 0:0 is 13
 * under {@code doubleBlankThirteen}); among equals, the first in move order. Draws or passes only
 * when that is all it may do.
 */
public final class GreedyPlayer implements Player<DominoState> {
  private final MoveBuffer buffer;
  private final DominoRules rules;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played
   */
  public GreedyPlayer(DominoRules rules) {
    this.rules = rules;
    this.buffer = MoveBuffer.forGame(rules);
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Budget budget() {
    return Budget.nodes(1);
  }

  private int key(int move) {
    return move == DominoMoves.PASS || move == DominoMoves.DRAW ? -1 : rules.tileCount(move >>> 2);
  }

  @Override
  public int chooseMove(DominoState state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    int best = buffer.get(0);
    int bestKey = Integer.MIN_VALUE;
    for (int i = 0; i < buffer.size(); i++) {
      int k = key(buffer.get(i));
      if (k > bestKey) {
        bestKey = k;
        best = buffer.get(i);
      }
    }
    return best;
  }

  /** Every legal move scored by its tile's count, highest first. */
  @Override
  public Analysis analyze(DominoState state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    List<RankedMove> ranked = List.empty();
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      ranked = ranked.append(new RankedMove(m, state.moveText(m), key(m), 0));
    }
    ranked = ranked.sortBy(m -> -m.score());
    return new Analysis(ranked, List.of(ranked.head().move()), Analysis.ScoreKind.EVALUATION, 0,
        buffer.size(), 0);
  }
}
