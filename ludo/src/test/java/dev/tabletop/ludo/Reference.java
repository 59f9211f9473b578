package dev.tabletop.ludo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A plain second implementation of the rules file, for differential testing: positions are simple
 * arrays, cells are walked one at a time, and each rule is written the way the rules file reads.
 * Nothing here is fast or shared with the engine except the move-code layout (which is part of the
 * documented contract) and the rules object's public flags.
 */
final class Reference {
  final LudoRules rules;
  final int n;
  final int[] seat;
  /** ring[p][h]: the ring cell, or -1 when the horse is off the ring. */
  final int[][] ring;
  /** home[p][h]: the home cell 1..6, or 0. A horse with ring -1 and home 0 is in the stable. */
  final int[][] home;
  int turn;
  /** The dice of the roll waiting to be played; empty before the roll. */
  int[] dice;
  /** The dice of that roll still to play (one of them after the first die under diceUse=each). */
  int[] left;
  /** place[p]: 1.. in finishing order, 0 while unplaced. */
  final int[] place;
  boolean over;

  Reference(LudoRules rules) {
    this.rules = rules;
    this.n = rules.playerCount();
    this.seat = new int[n];
    for (int p = 0; p < n; p++) {
      seat[p] = rules.seat(p);
    }
    ring = new int[n][4];
    home = new int[n][4];
    for (int[] r : ring) {
      Arrays.fill(r, -1);
    }
    dice = new int[0];
    left = new int[0];
    place = new int[n];
  }

  Reference copy() {
    Reference c = new Reference(rules);
    for (int p = 0; p < n; p++) {
      c.ring[p] = ring[p].clone();
      c.home[p] = home[p].clone();
    }
    c.turn = turn;
    c.dice = dice.clone();
    c.left = left.clone();
    System.arraycopy(place, 0, c.place, 0, n);
    c.over = over;
    return c;
  }

  /** The engine's state read through its public API. */
  static Reference of(LudoState s) {
    Reference r = new Reference(s.rules());
    for (int p = 0; p < r.n; p++) {
      for (int h = 0; h < 4; h++) {
        r.ring[p][h] = s.ringCell(p, h);
        r.home[p][h] = s.homeCell(p, h);
      }
      r.place[p] = s.place(p);
    }
    r.over = s.isTerminal();
    r.turn = r.over ? 0 : s.turn();
    r.dice = s.dice();
    r.left = s.diceLeft();
    return r;
  }

  int start(int p) {
    return 14 * seat[p];
  }

  int door(int p) {
    return (14 * seat[p] + 55) % 56;
  }

  /** Steps from p's start cell to a ring cell, 0..55. */
  int progress(int p, int cell) {
    return Math.floorMod(cell - start(p), 56);
  }

  /** Who stands on a ring cell: {player, horse}, or null. */
  int[] on(int cell) {
    for (int p = 0; p < n; p++) {
      for (int h = 0; h < 4; h++) {
        if (ring[p][h] == cell) {
          return new int[] {p, h};
        }
      }
    }
    return null;
  }

  boolean inStable(int p, int h) {
    return ring[p][h] < 0 && home[p][h] == 0;
  }

  boolean ownHome(int p, int k) {
    for (int h = 0; h < 4; h++) {
      if (home[p][h] == k) {
        return true;
      }
    }
    return false;
  }

  boolean blocks(int mover, int cell) {
    int[] who = on(cell);
    return who != null && (rules.ownPiecesBlock() || who[0] != mover);
  }

  boolean isDouble() {
    return dice.length == 2 && dice[0] == dice[1];
  }

  boolean eachDie() {
    return rules.dice() == 2 && rules.diceUse() == DiceUse.EACH;
  }

  /** Whether one die showing d may bring a horse out by itself (not under entryPair). */
  boolean dieEnters(int d) {
    return !rules.entryPair() && (rules.entryFaces().contains(d)
        || rules.doublesEnter() && isDouble());
  }

  /** Whether the pair itself enters: a double or exactly {1,6}. */
  boolean pairEnters() {
    return isDouble() || Math.min(dice[0], dice[1]) == 1 && Math.max(dice[0], dice[1]) == 6;
  }

  /** Whether the whole roll brings a horse out (one die, or diceUse one or sum). */
  boolean rollEnters() {
    if (dice.length == 1) {
      return rules.entryFaces().contains(dice[0]);
    }
    return rules.entryPair() ? pairEnters() : dieEnters(dice[0]) || dieEnters(dice[1]);
  }

  boolean bonusRoll() {
    for (int d : dice) {
      if (rules.bonusFaces().contains(d)) {
        return true;
      }
    }
    return rules.doublesBonus() && isDouble();
  }

  /** The die field of the code that plays a die left showing d under diceUse=each. */
  int dieCode(int d) {
    int a = Math.min(dice[0], dice[1]);
    return d == a ? 0 : 1;
  }

  /** The values the dice left offer, keyed by the die field of the code. */
  Map<Integer, Integer> offers() {
    Map<Integer, Integer> m = new LinkedHashMap<>();
    if (dice.length == 1) {
      m.put(0, dice[0]);
    } else if (eachDie()) {
      for (int d : left) {
        m.put(dieCode(d), d);
      }
    } else {
      // diceUse one and sum offer the same numbers; under sum a lone die counts only onto the
      // own door and in the home column (see loneDieMay).
      int a = Math.min(dice[0], dice[1]);
      int b = Math.max(dice[0], dice[1]);
      m.put(0, a);
      if (a != b) {
        m.put(1, b);
      }
      m.put(2, a + b);
    }
    return m;
  }

  /**
   * Whether a ring move by the die field {@code die} is allowed: under diceUse=sum a move on the
   * ring uses the sum, except one that lands on the horse's own door, which may use a lone die.
   */
  boolean loneDieMay(int die, boolean ontoOwnDoor) {
    return rules.diceUse() != DiceUse.SUM || die == 2 || ontoOwnDoor;
  }

  /** Chance outcomes: code to weight. */
  Map<Integer, Integer> outcomes() {
    Map<Integer, Integer> m = new LinkedHashMap<>();
    if (over || dice.length > 0) {
      return m;
    }
    if (rules.dice() == 1) {
      for (int d = 1; d <= 6; d++) {
        m.put(d, 1);
      }
    } else {
      for (int a = 1; a <= 6; a++) {
        for (int b = a; b <= 6; b++) {
          m.put(8 * a + b, a == b ? 1 : 2);
        }
      }
    }
    return m;
  }

  /** Every legal action code for the pending roll, with the position it leads to. */
  Map<Integer, Reference> actions() {
    Map<Integer, Reference> m = new LinkedHashMap<>();
    if (over || dice.length == 0) {
      return m;
    }
    int p = turn;
    boolean firstOfTwo = eachDie() && left.length == 2;
    for (int h = 0; h < 4; h++) {
      int hc = h << 5;
      if (inStable(p, h)) {
        int lowest = -1;
        for (int k = 3; k >= 0; k--) {
          if (inStable(p, k)) {
            lowest = k;
          }
        }
        int[] there = on(start(p));
        if (lowest == h && (there == null || there[0] != p)) {
          if (eachDie() && !rules.entryPair()) {
            for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
              if (dieEnters(o.getValue())) {
                m.put(hc | 4 | o.getKey(), moved(p, h, start(p), 0, firstOfTwo ? o.getValue() : 0));
              }
            }
          } else if (eachDie() ? firstOfTwo && pairEnters() : rollEnters()) {
            m.put(hc | 4, moved(p, h, start(p), 0, 0)); // the whole roll
          }
        }
        continue;
      }
      if (home[p][h] > 0) {
        int k = home[p][h];
        for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
          if (k < 6 && o.getValue() == k + 1 && !ownHome(p, k + 1)) {
            m.put(hc | (4 << 2) | o.getKey(),
                moved(p, h, -1, k + 1, firstOfTwo ? o.getValue() : 0));
          }
        }
        continue;
      }
      int cell = ring[p][h];
      int prog = progress(p, cell);
      if (cell == door(p)) {
        for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
          int d = o.getValue();
          boolean free = d <= 6;
          for (int k = 1; k <= Math.min(d, 6); k++) {
            free &= !ownHome(p, k);
          }
          if (free) {
            m.put(hc | (3 << 2) | o.getKey(), moved(p, h, -1, d, firstOfTwo ? d : 0));
          }
        }
      } else {
        for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
          int d = o.getValue();
          if (prog + d > 55) {
            continue; // never passes its own door
          }
          if (!loneDieMay(o.getKey(), prog + d == 55)) {
            continue;
          }
          if (pathClear(p, cell, d, +1) && !ownOn(p, (cell + d) % 56)) {
            m.put(hc | (2 << 2) | o.getKey(), moved(p, h, (cell + d) % 56, 0, firstOfTwo ? d : 0));
          }
        }
        boolean aOne = false;
        for (int d : eachDie() ? left : dice) {
          aOne |= d == 1;
        }
        if (rules.oneRollJump() && aOne) {
          int steps = 1;
          while ((cell + steps) % 56 % 14 != 13) {
            steps++;
          }
          // The same action as a move by that many cells with the same dice.
          int target = (cell + steps) % 56;
          boolean sameAsAMove = eachDie() && steps == 1;
          for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
            sameAsAMove |= !eachDie() && o.getValue() == steps
                && loneDieMay(o.getKey(), target == door(p));
          }
          if (!sameAsAMove && pathClear(p, cell, steps, +1) && !ownOn(p, target)) {
            m.put(hc | (5 << 2), moved(p, h, target, 0, firstOfTwo ? 1 : 0));
          }
        }
      }
      if (rules.kickBack()) {
        for (Map.Entry<Integer, Integer> o : offers().entrySet()) {
          int d = o.getValue();
          if (prog - d < 0 || !loneDieMay(o.getKey(), false)) {
            continue; // never behind its start cell; under sum by the sum only
          }
          int target = Math.floorMod(cell - d, 56);
          int[] there = on(target);
          if (there != null && there[0] != p && pathClear(p, cell, d, -1)) {
            m.put(hc | (6 << 2) | o.getKey(), moved(p, h, target, 0, firstOfTwo ? d : 0));
          }
        }
      }
    }
    if (firstOfTwo && !rules.voluntaryPass()) {
      // Must use both dice when some first die lets the second be used.
      Map<Integer, Reference> both = new LinkedHashMap<>();
      for (Map.Entry<Integer, Reference> e : m.entrySet()) {
        Reference next = e.getValue();
        boolean second = next.left.length == 1 && !next.over && next.turn == p;
        if (!second || next.actions().keySet().stream().anyMatch(code -> code != 0)) {
          both.put(e.getKey(), next);
        }
      }
      if (!both.isEmpty()) {
        m = both;
      }
    }
    if (rules.voluntaryPass() || m.isEmpty()) {
      Map<Integer, Reference> withPass = new LinkedHashMap<>();
      withPass.put(0, moved(p, -1, -1, 0, 0));
      withPass.putAll(m);
      return withPass;
    }
    return m;
  }

  private boolean ownOn(int p, int cell) {
    int[] who = on(cell);
    return who != null && who[0] == p;
  }

  private boolean pathClear(int p, int from, int d, int dir) {
    for (int i = 1; i < d; i++) {
      if (blocks(p, Math.floorMod(from + dir * i, 56))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The position after player p moves horse h (or passes, h = -1) to a ring cell or home cell;
   * with {@code die > 0} the move plays that die, the first of two, and the other is left to play.
   */
  private Reference moved(int p, int h, int toCell, int toHome, int die) {
    Reference r = copy();
    if (h >= 0) {
      if (toCell >= 0) {
        int[] there = r.on(toCell);
        if (there != null) {
          r.ring[there[0]][there[1]] = -1; // kicked back to its stable
          r.home[there[0]][there[1]] = 0;
        }
      }
      r.ring[p][h] = toCell;
      r.home[p][h] = toHome;
    }
    boolean finished = r.place[p] == 0 && r.finished(p);
    if (finished) {
      int placed = 0;
      for (int q = 0; q < n; q++) {
        placed += r.place[q] != 0 ? 1 : 0;
      }
      r.place[p] = placed + 1;
      if (rules.playUntil() == PlayUntil.FIRST) {
        r.over = true;
      } else if (placed + 1 == n - 1) {
        for (int q = 0; q < n; q++) {
          if (r.place[q] == 0) {
            r.place[q] = n;
          }
        }
        r.over = true;
      }
    }
    if (die > 0 && !finished) {
      r.left = new int[] {left[0] == die ? left[1] : left[0]};
      return r;
    }
    boolean bonus = bonusRoll();
    r.dice = new int[0];
    r.left = new int[0];
    if (r.over) {
      r.turn = 0;
      return r;
    }
    if (!bonus || finished) {
      int q = p;
      boolean down = rules.turnOrder() == TurnOrder.DESCENDING;
      do {
        q = Math.floorMod(q + (down ? -1 : 1), n);
      } while (r.place[q] != 0);
      r.turn = q;
    }
    return r;
  }

  boolean finished(int p) {
    List<Integer> cells = new ArrayList<>();
    for (int h = 0; h < 4; h++) {
      cells.add(home[p][h]);
    }
    return cells.containsAll(List.of(3, 4, 5, 6));
  }

  /** The position after a roll code. */
  Reference rolled(int code) {
    Reference r = copy();
    r.dice = rules.dice() == 1 ? new int[] {code} : new int[] {code / 8, code % 8};
    r.left = r.dice.clone();
    return r;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Reference r)) {
      return false;
    }
    return Arrays.deepEquals(ring, r.ring) && Arrays.deepEquals(home, r.home) && turn == r.turn
        && Arrays.equals(dice, r.dice) && Arrays.equals(left, r.left)
        && Arrays.equals(place, r.place) && over == r.over;
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(ring) * 31 + turn;
  }

  @Override
  public String toString() {
    return "ring " + Arrays.deepToString(ring) + " home " + Arrays.deepToString(home) + " turn "
        + turn + " dice " + Arrays.toString(dice) + " left " + Arrays.toString(left)
        + " places " + Arrays.toString(place)
        + (over ? " over" : "");
  }
}
