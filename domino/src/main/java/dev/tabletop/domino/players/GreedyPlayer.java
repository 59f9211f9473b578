package dev.tabletop.domino.players;

import dev.tabletop.core.search.OnePlyPlayer;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;

/**
 * The one-line baseline: play the heaviest playable tile (by its count in a hand, so 0:0 is 13
 * under {@code doubleBlankThirteen}); among equals, the first in move order. Draws or passes only
 * when that is all it may do.
 */
public final class GreedyPlayer extends OnePlyPlayer<DominoState> {
  private final DominoRules rules;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played
   */
  public GreedyPlayer(DominoRules rules) {
    super(rules);
    this.rules = rules;
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  protected int key(DominoState s, int move) {
    return move == DominoMoves.PASS || move == DominoMoves.DRAW ? -1 : rules.tileCount(move >>> 2);
  }
}
