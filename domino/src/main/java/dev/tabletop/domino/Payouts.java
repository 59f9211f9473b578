package dev.tabletop.domino;

import io.vavr.collection.List;
import io.vavr.control.Option;

/** The end-of-round arithmetic: hand counts, the ranking with its tie-breaks, and the payouts. */
final class Payouts {
  private Payouts() {}

  /**
   * Seats from best to worst: lowest count, then fewest tiles, then seat order starting from the
   * seat after the last player; for a domino the player who went out is first whatever the rest.
   */
  static int[] ranking(DominoRules rules, int[] hands, int last, int reason) {
    int n = rules.players();
    int[] order = new int[n];
    long[] keys = new long[n];
    int start = last < 0 ? 0 : (last + 1) % n;
    for (int p = 0; p < n; p++) {
      int count = rules.handCount(hands[p]);
      int tiles = Integer.bitCount(hands[p]);
      int dist = Math.floorMod(p - start, n);
      boolean out = reason == DominoState.DOMINO && p == last;
      keys[p] = (out ? 0L : 1L << 40) | (long) count << 16 | (long) tiles << 8 | dist;
      order[p] = p;
    }
    // insertion sort: at most four seats
    for (int i = 1; i < n; i++) {
      int s = order[i];
      int j = i - 1;
      while (j >= 0 && keys[order[j]] > keys[s]) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = s;
    }
    return order;
  }

  /** The winning team in a partnership round: 0 for seats 0+2, 1 for seats 1+3. */
  static int winningTeam(DominoRules rules, int[] hands, int last, int reason) {
    if (reason == DominoState.DOMINO) {
      return last & 1;
    }
    int[] count = new int[2];
    int[] tiles = new int[2];
    for (int p = 0; p < 4; p++) {
      count[p & 1] += rules.handCount(hands[p]);
      tiles[p & 1] += Integer.bitCount(hands[p]);
    }
    if (count[0] != count[1]) {
      return count[0] < count[1] ? 0 : 1;
    }
    if (tiles[0] != tiles[1]) {
      return tiles[0] < tiles[1] ? 0 : 1;
    }
    return ((last < 0 ? 0 : last) + 1) & 1;
  }

  /**
   * Whether a blocked round is void under {@link Ties#VOID}: its lowest count (a team's count in a
   * partnership) is shared.
   */
  static boolean voided(DominoRules rules, int[] hands, int reason) {
    if (rules.ties() != Ties.VOID || reason != DominoState.BLOCKED) {
      return false;
    }
    int n = rules.players();
    if (rules.partnership()) {
      int[] count = new int[2];
      for (int p = 0; p < 4; p++) {
        count[p & 1] += rules.handCount(hands[p]);
      }
      return count[0] == count[1];
    }
    int low = Integer.MAX_VALUE;
    int holders = 0;
    for (int p = 0; p < n; p++) {
      int c = rules.handCount(hands[p]);
      if (c < low) {
        low = c;
        holders = 1;
      } else if (c == low) {
        holders++;
      }
    }
    return holders > 1;
  }

  /** Per-seat payouts. */
  static int[] payouts(DominoRules rules, int[] hands, int last, int reason) {
    int n = rules.players();
    int[] pay = new int[n];
    if (voided(rules, hands, reason)) {
      return pay;
    }
    int[] order = ranking(rules, hands, last, reason);
    if (rules.partnership()) {
      int team = winningTeam(rules, hands, last, reason);
      if (rules.scoring() == Scoring.STAKES) {
        // The two-player table applied per team member: +1 / -1, or +4 / -4 when blocked.
        int stake = reason == DominoState.BLOCKED ? 4 : 1;
        for (int p = 0; p < 4; p++) {
          pay[p] = (p & 1) == team ? stake : -stake;
        }
        return pay;
      }
      int points = 0;
      for (int p = 0; p < 4; p++) {
        if ((p & 1) != team) {
          points += rules.handCount(hands[p]);
        }
      }
      for (int p = 0; p < 4; p++) {
        pay[p] = (p & 1) == team ? points : 0;
      }
      return pay;
    }
    int winner = order[0];
    if (rules.scoring() == Scoring.POINTS) {
      for (int p = 0; p < n; p++) {
        if (p != winner) {
          pay[winner] += rules.handCount(hands[p]);
        }
      }
      return pay;
    }
    if (reason == DominoState.BLOCKED) {
      for (int p = 0; p < n; p++) {
        pay[p] = p == winner ? 4 * (n - 1) : -4;
      }
      return pay;
    }
    for (int i = 1; i < n; i++) {
      pay[order[i]] = -i;
      pay[winner] += i;
    }
    return pay;
  }

  /** The payouts packed 16 bits per seat, for the terminal state's field. */
  static long compute(DominoRules rules, int h0, int h1, int h2, int h3, int last, int reason) {
    int[] pay = payouts(rules, new int[] {h0, h1, h2, h3}, last, reason);
    long packed = 0L;
    for (int p = 0; p < pay.length; p++) {
      packed |= (pay[p] & 0xFFFFL) << (16 * p);
    }
    return packed;
  }

  /** The typed result of a terminal state. */
  static RoundResult result(DominoState s) {
    DominoRules rules = s.rules();
    int n = rules.players();
    int[] hands = new int[4];
    for (int p = 0; p < n; p++) {
      hands[p] = s.hand(p);
    }
    int[] order = ranking(rules, hands, s.lastPlayer(), s.reason());
    int[] pay = payouts(rules, hands, s.lastPlayer(), s.reason());
    Option<Integer> team = Option.none();
    int winner = order[0];
    if (rules.partnership()) {
      int t = winningTeam(rules, hands, s.lastPlayer(), s.reason());
      team = Option.some(t);
      for (int seat : order) {
        if ((seat & 1) == t) {
          winner = seat;
          break;
        }
      }
    }
    List<Integer> counts = List.empty();
    List<Integer> payouts = List.empty();
    List<Integer> ranking = List.empty();
    for (int p = n - 1; p >= 0; p--) {
      counts = counts.prepend(rules.handCount(hands[p]));
      payouts = payouts.prepend(pay[p]);
      ranking = ranking.prepend(order[p]);
    }
    return new RoundResult(s.endReason(), winner, team, counts, ranking, payouts);
  }
}
