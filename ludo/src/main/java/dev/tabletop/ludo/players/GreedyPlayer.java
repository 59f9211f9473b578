package dev.tabletop.ludo.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.collection.List;

/**
 * The one-line baseline: kick (đá) if you can, else move the horse furthest ahead (a horse
 * entering counts as furthest behind; a pass comes last; among equals, the first in move order).
 */
public final class GreedyPlayer implements Player<LudoState> {
  private final MoveBuffer buffer;
  private final int players;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played
   */
  public GreedyPlayer(LudoRules rules) {
    this.buffer = MoveBuffer.forGame(rules);
    this.players = rules.playerCount();
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Budget budget() {
    return Budget.nodes(1);
  }

  private int key(LudoState s, int move) {
    if (move == 0) {
      return -1;
    }
    int me = s.currentPlayer();
    LudoState next = s.apply(move);
    int kicked = stabled(next, me) - stabled(s, me);
    int horse = (move >>> 5) & 3;
    int kind = (move >>> 2) & 7;
    int progress = kind == 1 ? 0 : s.progress(me, horse);
    return (kicked > 0 ? 1000 : 0) + progress;
  }

  /** Opponent horses in their stables. */
  private int stabled(LudoState s, int me) {
    int n = 0;
    for (int q = 0; q < players; q++) {
      if (q != me) {
        for (int h = 0; h < 4; h++) {
          n += s.progress(q, h) == 0 ? 1 : 0;
        }
      }
    }
    return n;
  }

  @Override
  public int chooseMove(LudoState state, Budget budget, long seed) {
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
  public Analysis analyze(LudoState state, Budget budget, long seed) {
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
