package dev.tabletop.jungle.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Squares;
import io.vavr.collection.List;

/**
 * The one-line baseline: capture the biggest piece you can, else advance toward the enemy den
 * (the move that brings its animal nearest the den; among equals, the first in move order).
 */
public final class GreedyPlayer implements Player<JungleState> {
  private final MoveBuffer buffer;
  private final JungleRules rules;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played (for the ranks)
   */
  public GreedyPlayer(JungleRules rules) {
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

  private int key(JungleState s, int move) {
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

  @Override
  public int chooseMove(JungleState state, Budget budget, long seed) {
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

  /** Every legal move scored by the greedy key, highest first. */
  @Override
  public Analysis analyze(JungleState state, Budget budget, long seed) {
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
