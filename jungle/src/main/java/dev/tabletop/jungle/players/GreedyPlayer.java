package dev.tabletop.jungle.players;

import dev.tabletop.core.search.OnePlyPlayer;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Squares;

/**
 * The one-line baseline: capture the biggest piece you can, else advance toward the enemy den
 * (the move that brings its animal nearest the den; among equals, the first in move order).
 */
public final class GreedyPlayer extends OnePlyPlayer<JungleState> {
  private final JungleRules rules;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played (for the ranks)
   */
  public GreedyPlayer(JungleRules rules) {
    super(rules);
    this.rules = rules;
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  protected int key(JungleState s, int move) {
    int from = move >>> 6;
    int to = move & 63;
    int enemyDen = Squares.den(s.sideToMove().opponent());
    if (to == enemyDen) {
      return 1_000_000;
    }
    var victim = s.pieceAt(to);
    if (victim.isDefined()) {
      return 10_000 + 100 * rules.rank(victim.get());
    }
    int before = distance(from, enemyDen);
    int after = distance(to, enemyDen);
    return 100 + before - after;
  }

  private static int distance(int a, int b) {
    return Math.abs(Squares.file(a) - Squares.file(b)) + Math.abs(Squares.rank(a) - Squares.rank(b));
  }
}
