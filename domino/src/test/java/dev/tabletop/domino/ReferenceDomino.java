package dev.tabletop.domino;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * A plain reference implementation of the rules file, written for clarity, not speed: tiles as
 * pairs, hands as sorted sets, every rule spelled out. The differential property plays the fast
 * engine and this side by side.
 */
final class ReferenceDomino {
  static final int DRAW = 112;
  static final int PASS = 113;

  /** A tile as its two halves, lo <= hi. */
  record Tile(int lo, int hi) {
    int index() {
      return hi * (hi + 1) / 2 + lo;
    }

    static Tile of(int index) {
      for (int hi = 0; hi <= 6; hi++) {
        for (int lo = 0; lo <= hi; lo++) {
          if (new Tile(lo, hi).index() == index) {
            return new Tile(lo, hi);
          }
        }
      }
      throw new IllegalArgumentException("no tile " + index);
    }

    boolean isDouble() {
      return lo == hi;
    }
  }

  final DominoRules rules;
  final List<TreeSet<Integer>> hands = new ArrayList<>();
  final TreeSet<Integer> boneyard = new TreeSet<>();
  final TreeSet<Integer> table = new TreeSet<>();
  Integer leftEnd;
  Integer rightEnd;
  String phase = "deal";
  int turn;
  Integer forced;
  int passes;
  int lastPlayer = -1;
  boolean drewThisTurn;
  final int leader;
  String reason = "";

  ReferenceDomino(DominoRules rules, int leader) {
    this.rules = rules;
    this.leader = leader;
    for (int p = 0; p < rules.players(); p++) {
      hands.add(new TreeSet<>());
    }
    for (int t = 0; t < 28; t++) {
      boneyard.add(t);
    }
  }

  /** A deep copy, for tree walks. */
  ReferenceDomino copy() {
    ReferenceDomino c = new ReferenceDomino(rules, leader);
    c.hands.clear();
    for (TreeSet<Integer> h : hands) {
      c.hands.add(new TreeSet<>(h));
    }
    c.boneyard.clear();
    c.boneyard.addAll(boneyard);
    c.table.addAll(table);
    c.leftEnd = leftEnd;
    c.rightEnd = rightEnd;
    c.phase = phase;
    c.turn = turn;
    c.forced = forced;
    c.passes = passes;
    c.lastPlayer = lastPlayer;
    c.drewThisTurn = drewThisTurn;
    c.reason = reason;
    return c;
  }

  /** Leaves of the game tree to a depth, chance outcomes one child each, the plain way. */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Integer> moves = legal();
    if (moves.isEmpty()) {
      return 1;
    }
    long total = 0;
    for (int m : moves) {
      ReferenceDomino next = copy();
      next.apply(m);
      total += next.perft(depth - 1);
    }
    return total;
  }

  /** The rules file's blankWild: table frees a blank end; anywhere also a blank half in hand. */
  private boolean halfFits(int half, int end) {
    if (half == end) {
      return true;
    }
    boolean freeEnd = rules.blankWild() != BlankWild.OFF && end == 0;
    boolean freeHalf = rules.blankWild() == BlankWild.ANYWHERE && half == 0;
    return freeEnd || freeHalf;
  }

  private boolean fits(int tile) {
    if (leftEnd == null) {
      return true;
    }
    Tile t = Tile.of(tile);
    return halfFits(t.lo, leftEnd) || halfFits(t.hi, leftEnd) || halfFits(t.lo, rightEnd)
        || halfFits(t.hi, rightEnd);
  }

  /** Every placement of a tile: one per end and per half that may touch it. */
  private List<Integer> placements(int tile) {
    List<Integer> out = new ArrayList<>();
    Tile t = Tile.of(tile);
    if (leftEnd == null) {
      out.add(tile * 4);
      return out;
    }
    int[] ends = {leftEnd, rightEnd};
    for (int side = 0; side < 2; side++) {
      if (halfFits(t.lo, ends[side])) {
        out.add(tile * 4 + side * 2);
      }
      if (!t.isDouble() && halfFits(t.hi, ends[side])) {
        out.add(tile * 4 + side * 2 + 1);
      }
    }
    return out;
  }

  int currentPlayer() {
    switch (phase) {
      case "play":
        return turn;
      case "over":
        return -2;
      default:
        return -1;
    }
  }

  List<Integer> legal() {
    List<Integer> out = new ArrayList<>();
    if (phase.equals("deal") || phase.equals("draw")) {
      for (int t : boneyard) {
        out.add(128 + t);
      }
      return out;
    }
    if (phase.equals("over")) {
      return out;
    }
    if (forced != null) {
      out.addAll(placements(forced));
      return out;
    }
    for (int t : hands.get(turn)) {
      if (fits(t)) {
        out.addAll(placements(t));
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    boolean mayDraw = rules.draw() != DrawRule.NONE && rules.players() < 4 && !boneyard.isEmpty()
        && (rules.draw() == DrawRule.UNTIL_PLAYABLE || !drewThisTurn);
    out.add(mayDraw ? DRAW : PASS);
    return out;
  }

  /** Rank for the first lead: doubles high to low, then by pips, then by the higher half. */
  private static final Comparator<Integer> LEAD = Comparator
      .comparing((Integer t) -> Tile.of(t).isDouble())
      .thenComparing(t -> Tile.of(t).lo + Tile.of(t).hi)
      .thenComparing(t -> Tile.of(t).hi);

  void apply(int code) {
    int n = rules.players();
    switch (phase) {
      case "deal": {
        int tile = code - 128;
        int dealtSoFar = 28 - boneyard.size();
        boneyard.remove(tile);
        hands.get(dealtSoFar % n).add(tile);
        if (28 - boneyard.size() == 7 * n) {
          phase = "play";
          if (leader >= 0) {
            turn = leader;
          } else {
            int best = -1;
            for (int p = 0; p < n; p++) {
              for (int t : hands.get(p)) {
                if (best < 0 || LEAD.compare(t, best) > 0) {
                  best = t;
                  turn = p;
                }
              }
            }
            // firstLead=HOLDER: the holder leads, with any tile.
            forced = rules.firstLead() == FirstLead.FORCED ? best : null;
          }
        }
        return;
      }
      case "draw": {
        int tile = code - 128;
        boneyard.remove(tile);
        hands.get(turn).add(tile);
        drewThisTurn = true;
        phase = "play";
        if (fits(tile)) {
          forced = tile;
        }
        return;
      }
      default:
        break;
    }
    if (code == DRAW) {
      phase = "draw";
      return;
    }
    if (code == PASS) {
      passes++;
      drewThisTurn = false;
      boolean nobodyCanDraw = rules.draw() == DrawRule.NONE || rules.players() == 4
          || boneyard.isEmpty();
      if (passes >= n && nobodyCanDraw) {
        phase = "over";
        reason = "blocked";
      } else {
        turn = (turn + 1) % n;
      }
      return;
    }
    int tile = code / 4;
    int side = (code / 2) % 2;
    boolean highTouches = code % 2 == 1;
    Tile t = Tile.of(tile);
    hands.get(turn).remove(tile);
    table.add(tile);
    int newEnd = highTouches ? t.lo : t.hi;
    if (leftEnd == null) {
      leftEnd = t.lo;
      rightEnd = t.hi;
    } else if (side == 0) {
      leftEnd = newEnd;
    } else {
      rightEnd = newEnd;
    }
    forced = null;
    passes = 0;
    drewThisTurn = false;
    lastPlayer = turn;
    if (hands.get(turn).isEmpty()) {
      phase = "over";
      reason = "domino";
    } else {
      turn = (turn + 1) % n;
    }
  }

  int count(int seat) {
    int sum = 0;
    for (int t : hands.get(seat)) {
      Tile x = Tile.of(t);
      sum += (x.lo == 0 && x.hi == 0 && rules.doubleBlankThirteen()) ? 13 : x.lo + x.hi;
    }
    return sum;
  }

  /** Seats best first: lowest count, fewer tiles, then seat order after the last player. */
  List<Integer> ranking() {
    int n = rules.players();
    List<Integer> seats = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      seats.add(p);
    }
    int first = (lastPlayer + 1) % n;
    seats.sort(Comparator.comparing((Integer p) -> reason.equals("domino") && p == lastPlayer ? 0 : 1)
        .thenComparing(this::count)
        .thenComparing(p -> hands.get(p).size())
        .thenComparing(p -> (p - first + n) % n));
    return seats;
  }

  int[] payouts() {
    int n = rules.players();
    int[] pay = new int[n];
    if (!phase.equals("over")) {
      return pay;
    }
    List<Integer> rank = ranking();
    if (rules.ties() == Ties.VOID && reason.equals("blocked")) {
      // A shared lowest count (team count in partnership) voids the round.
      boolean shared;
      if (rules.partnership()) {
        shared = count(0) + count(2) == count(1) + count(3);
      } else {
        int low = count(rank.get(0));
        int holders = 0;
        for (int p = 0; p < n; p++) {
          holders += count(p) == low ? 1 : 0;
        }
        shared = holders > 1;
      }
      if (shared) {
        return pay;
      }
    }
    if (rules.partnership()) {
      int[] teamCount = new int[2];
      int[] teamTiles = new int[2];
      for (int p = 0; p < 4; p++) {
        teamCount[p % 2] += count(p);
        teamTiles[p % 2] += hands.get(p).size();
      }
      int team;
      if (reason.equals("domino")) {
        team = lastPlayer % 2;
      } else if (teamCount[0] != teamCount[1]) {
        team = teamCount[0] < teamCount[1] ? 0 : 1;
      } else if (teamTiles[0] != teamTiles[1]) {
        team = teamTiles[0] < teamTiles[1] ? 0 : 1;
      } else {
        team = (lastPlayer + 1) % 2;
      }
      for (int p = 0; p < 4; p++) {
        if (rules.scoring() == Scoring.STAKES) {
          // The two-player payouts per team member: +1 / -1, a blocked round +4 / -4.
          int stake = reason.equals("blocked") ? 4 : 1;
          pay[p] = p % 2 == team ? stake : -stake;
        } else {
          pay[p] = p % 2 == team ? teamCount[1 - team] : 0;
        }
      }
      return pay;
    }
    int winner = rank.get(0);
    if (rules.scoring() == Scoring.POINTS) {
      for (int p = 0; p < n; p++) {
        if (p != winner) {
          pay[winner] += count(p);
        }
      }
      return pay;
    }
    if (reason.equals("blocked")) {
      for (int p = 0; p < n; p++) {
        pay[p] = p == winner ? 4 * (n - 1) : -4;
      }
      return pay;
    }
    // The rules file's table: winner, then losers from the biggest loser down.
    int[][] table = {{}, {}, {1, -1}, {3, -2, -1}, {6, -3, -2, -1}};
    pay[winner] = table[n][0];
    for (int i = 1; i < n; i++) {
      pay[rank.get(n - i)] = table[n][i];
    }
    return pay;
  }
}
