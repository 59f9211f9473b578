package dev.tabletop.ludo.players;

import dev.tabletop.core.search.OnePlyPlayer;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;

/**
 * The one-line baseline: kick (đá) if you can, else move the horse furthest ahead (a horse
 * entering counts as furthest behind; a pass comes last). When one horse has several moves (two
 * dice spent as die a, die b or their sum, a one-roll jump) it goes as far as it can; among
 * equals, the first in move order.
 */
public final class GreedyPlayer extends OnePlyPlayer<LudoState> {
  private final int players;

  /**
   * Creates the baseline.
   *
   * @param rules the rules played
   */
  public GreedyPlayer(LudoRules rules) {
    super(rules);
    this.players = rules.playerCount();
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  protected int key(LudoState s, int move) {
    if (move == 0) {
      return -1;
    }
    int me = s.currentPlayer();
    LudoState next = s.apply(move);
    int kicked = stabled(next, me) - stabled(s, me);
    // An entering horse is in the stable, progress 0: furthest behind with no special case.
    int horse = (move >>> 5) & 3;
    int progress = s.progress(me, horse);
    // The cells gained break ties between one horse's moves (-12 for a kick back to +14 for a
    // jump, inside the 64 a cell of progress is worth, so never past a horse further ahead);
    // without it the lower die would always win the tie, a 1 over a 6.
    int gained = next.progress(me, horse) - progress;
    return (kicked > 0 ? 1 << 20 : 0) + 64 * progress + 32 + gained;
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
}
