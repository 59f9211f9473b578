package dev.tabletop.domino;

import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The end-of-round arithmetic: hand counts, the ranking with its tie-breaks, and the payouts.
 *
 * <p>Nothing here allocates but {@link #result(DominoState)}: {@link DominoState#returns(int)}
 * calls {@link #payouts(DominoState)} on a terminal state, so a search's playout pays for no
 * arrays at the end of a round. The ranking is packed four bits a place and the payouts sixteen
 * bits a seat, both in plain ints and longs.
 */
final class Payouts {
  private Payouts() {}

  /**
   * A seat's ranking key, smaller is better and no two seats share one: after a domino the player
   * who went out comes first whatever the rest, then the lowest count, the fewest tiles, and the
   * seat order starting from the seat after the last player. Seats not at the table get the
   * largest key.
   */
  private static long key(DominoState s, int seat) {
    DominoRules rules = s.rules();
    int n = rules.players();
    if (seat >= n) {
      return Long.MAX_VALUE;
    }
    int last = s.lastPlayer();
    int start = last < 0 || last + 1 == n ? 0 : last + 1;
    int dist = seat >= start ? seat - start : seat - start + n;
    int hand = s.hand(seat);
    boolean out = s.reason() == DominoState.DOMINO && seat == last;
    return (out ? 0L : 1L << 40) | (long) rules.handCount(hand) << 16
        | (long) Integer.bitCount(hand) << 8 | dist;
  }

  /** How many of four keys are smaller than {@code k}: the place of the seat whose key it is. */
  private static int place(long k, long k0, long k1, long k2, long k3) {
    return (k0 < k ? 1 : 0) + (k1 < k ? 1 : 0) + (k2 < k ? 1 : 0) + (k3 < k ? 1 : 0);
  }

  /**
   * Seats from best to worst, packed: the seat in place {@code i} (0 is the winner) at bits
   * {@code 4i}. Read it with {@link #seatAt(int, int)}.
   */
  static int ranking(DominoState s) {
    long k0 = key(s, 0);
    long k1 = key(s, 1);
    long k2 = key(s, 2);
    long k3 = key(s, 3);
    // Keys are distinct, so each seat's place is the count of smaller keys (seat 0 writes zero
    // bits: its place's nibble stays 0). Absent seats (the largest key) land in places past the
    // player count, which are never read.
    return 1 << 4 * place(k1, k0, k1, k2, k3)
        | 2 << 4 * place(k2, k0, k1, k2, k3)
        | 3 << 4 * place(k3, k0, k1, k2, k3);
  }

  /** The seat in a place of a packed ranking. */
  static int seatAt(int ranking, int place) {
    return (ranking >>> 4 * place) & 0xF;
  }

  /** The winning team in a partnership round: 0 for seats 0+2, 1 for seats 1+3. */
  static int winningTeam(DominoState s) {
    int last = s.lastPlayer();
    if (s.reason() == DominoState.DOMINO) {
      return last & 1;
    }
    DominoRules rules = s.rules();
    int count0 = rules.handCount(s.hand(0)) + rules.handCount(s.hand(2));
    int count1 = rules.handCount(s.hand(1)) + rules.handCount(s.hand(3));
    if (count0 != count1) {
      return count0 < count1 ? 0 : 1;
    }
    int tiles0 = Integer.bitCount(s.hand(0)) + Integer.bitCount(s.hand(2));
    int tiles1 = Integer.bitCount(s.hand(1)) + Integer.bitCount(s.hand(3));
    if (tiles0 != tiles1) {
      return tiles0 < tiles1 ? 0 : 1;
    }
    return ((last < 0 ? 0 : last) + 1) & 1;
  }

  /**
   * Whether a blocked round is void under {@link Ties#VOID}: its lowest count (a team's count in a
   * partnership) is shared.
   */
  static boolean voided(DominoState s) {
    DominoRules rules = s.rules();
    if (rules.ties() != Ties.VOID || s.reason() != DominoState.BLOCKED) {
      return false;
    }
    if (rules.partnership()) {
      return rules.handCount(s.hand(0)) + rules.handCount(s.hand(2))
          == rules.handCount(s.hand(1)) + rules.handCount(s.hand(3));
    }
    int low = Integer.MAX_VALUE;
    int holders = 0;
    for (int p = 0; p < rules.players(); p++) {
      int c = rules.handCount(s.hand(p));
      if (c < low) {
        low = c;
        holders = 1;
      } else if (c == low) {
        holders++;
      }
    }
    return holders > 1;
  }

  /** Sets a seat's payout in a packed set; each seat is set at most once (else it stays 0). */
  private static long set(long packed, int seat, int value) {
    return packed | (value & 0xFFFFL) << 16 * seat;
  }

  /** One seat's payout from a packed set. */
  static int payoutOf(long packed, int seat) {
    return (short) (packed >>> 16 * seat);
  }

  /**
   * Per-seat payouts of a terminal state, packed sixteen bits a seat.
   *
   * @param s a terminal state
   * @return the payouts; read one with {@link #payoutOf(long, int)}
   */
  static long payouts(DominoState s) {
    DominoRules rules = s.rules();
    int n = rules.players();
    long pay = 0L;
    if (voided(s)) {
      return pay;
    }
    boolean blocked = s.reason() == DominoState.BLOCKED;
    if (rules.partnership()) {
      int team = winningTeam(s);
      if (rules.scoring() == Scoring.STAKES) {
        // The two-player table applied per team member: +1 / -1, or +4 / -4 when blocked.
        int stake = blocked ? 4 : 1;
        for (int p = 0; p < 4; p++) {
          pay = set(pay, p, (p & 1) == team ? stake : -stake);
        }
        return pay;
      }
      int points = rules.handCount(s.hand(1 - team)) + rules.handCount(s.hand(3 - team));
      return set(set(pay, team, points), team + 2, points);
    }
    int order = ranking(s);
    int winner = seatAt(order, 0);
    if (rules.scoring() == Scoring.POINTS) {
      int points = 0;
      for (int p = 0; p < n; p++) {
        if (p != winner) {
          points += rules.handCount(s.hand(p));
        }
      }
      return set(pay, winner, points);
    }
    if (blocked) {
      for (int p = 0; p < n; p++) {
        pay = set(pay, p, p == winner ? 4 * (n - 1) : -4);
      }
      return pay;
    }
    // The loser in place i pays i; the winner takes 1 + 2 + ... + (n - 1).
    for (int i = 1; i < n; i++) {
      pay = set(pay, seatAt(order, i), -i);
    }
    return set(pay, winner, n * (n - 1) / 2);
  }

  /** The typed result of a terminal state. */
  static RoundResult result(DominoState s) {
    DominoRules rules = s.rules();
    int n = rules.players();
    int order = ranking(s);
    long pay = payouts(s);
    Option<Integer> team = Option.none();
    int winner = seatAt(order, 0);
    if (rules.partnership()) {
      int t = winningTeam(s);
      team = Option.some(t);
      for (int i = 0; i < n; i++) {
        if ((seatAt(order, i) & 1) == t) {
          winner = seatAt(order, i);
          break;
        }
      }
    }
    List<Integer> counts = List.empty();
    List<Integer> payouts = List.empty();
    List<Integer> ranking = List.empty();
    for (int p = n - 1; p >= 0; p--) {
      counts = counts.prepend(rules.handCount(s.hand(p)));
      payouts = payouts.prepend(payoutOf(pay, p));
      ranking = ranking.prepend(seatAt(order, p));
    }
    return new RoundResult(s.reason() == DominoState.DOMINO ? RoundResult.Reason.DOMINO
        : RoundResult.Reason.BLOCKED, winner, team, counts, ranking, payouts);
  }
}
