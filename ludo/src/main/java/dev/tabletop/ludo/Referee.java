package dev.tabletop.ludo;

/** Explains, in the game's terms, why a code is not a legal move. Off the hot path. */
final class Referee {
  private Referee() {}

  static String whyIllegal(LudoState s, int move) {
    LudoRules rules = s.rules();
    if (s.isTerminal()) {
      return "the game is over";
    }
    if (s.isChance()) {
      return rules.dice() == 1
          ? "player " + s.turn() + " must roll first: a roll of one die is 1 to 6, not " + move
          : "player " + s.turn() + " must roll first: a roll of two dice is coded 8a+b with"
              + " 1 <= a <= b <= 6, and " + move + " is not one";
    }
    String reason = reason(s, move);
    return reason != null ? reason : "move " + move + " is not legal in this position";
  }

  /** The reason a code is illegal, or null when this explanation finds it legal. */
  static String reason(LudoState s, int move) {
    String reason = ownReason(s, move);
    LudoRules rules = s.rules();
    if (reason != null || move == LudoMove.PASS || rules.voluntaryPass()
        || (rules.info[s.key()] & LudoRules.LEAVES_DIE) == 0 || leavesADieToPlay(s, move)) {
      return reason;
    }
    // The must-use-both rule: this first die wastes the other; is there a first die that does not?
    for (int code = 1; code < 128; code++) {
      if (LudoMove.wellFormed(code) && ownReason(s, code) == null && leavesADieToPlay(s, code)) {
        return "both dice can be played (" + s.moveText(code) + " first, for instance), and "
            + s.moveText(move) + " leaves the other die nothing to do: the player must use both";
      }
    }
    return null;
  }

  /**
   * Whether a first-die action that is legal by itself lets the other die be used after it (or
   * spends both, or finishes the player).
   */
  private static boolean leavesADieToPlay(LudoState s, int move) {
    LudoState after = s.apply(move);
    if (after.isTerminal() || after.currentPlayer() != s.turn() || after.used() == 0) {
      return true;
    }
    if (after.isFinished(s.turn())) {
      return true;
    }
    for (int code = 1; code < 128; code++) {
      if (LudoMove.wellFormed(code) && ownReason(after, code) == null) {
        return true;
      }
    }
    return false;
  }

  /** The reason a code is illegal without the must-use-both rule, or null. */
  private static String ownReason(LudoState s, int move) {
    LudoRules rules = s.rules();
    int roll = s.rollCode();
    int key = s.key();
    String rollText = Notation.rollText(s);
    if (!LudoMove.wellFormed(move)) {
      return "code " + move + " is not a ludo move code (horse in bits 5-6, kind 1..6 in bits"
          + " 2-4, die 0..2 in bits 0-1, or 0 for a pass)";
    }
    int p = s.turn();
    int seat = rules.seat(p);
    if (move == LudoMove.PASS) {
      if (rules.voluntaryPass()) {
        return null;
      }
      // Asks this explanation itself, not the generator, whether any action is legal.
      int first = -1;
      int others = 0;
      for (int code = 1; code < 128; code++) {
        if (LudoMove.wellFormed(code) && ownReason(s, code) == null) {
          if (first < 0) {
            first = code;
          } else {
            others++;
          }
        }
      }
      if (first < 0) {
        return null;
      }
      return "a pass is allowed only when no other move is (voluntaryPass=false); here "
          + s.moveText(first) + (others > 0 ? " and " + others + " other move"
          + (others > 1 ? "s are" : " is") : " is") + " legal";
    }
    int use = move & 3;
    int kind = (move >>> 2) & 7;
    int h = move >>> 5;
    int d = rules.steps[key * 4 + use];
    boolean wholeRoll = kind == LudoMove.ENTER || kind == LudoMove.JUMP;
    if (wholeRoll ? !Notation.hasDie(rules, key, use) : d == 0) {
      if (rules.dice() == 1) {
        return "code " + move + " names a second die or a sum, but these rules roll one die";
      }
      if (s.used() != 0) {
        return "only the " + s.diceLeft()[0] + " is left to play (code die "
            + (s.used() == 1 ? 1 : 0) + ")";
      }
      if (use == 2) {
        return "the dice are played one by one (diceUse=each): no action uses the sum";
      }
      if (wholeRoll && rules.diceUse() != DiceUse.EACH) {
        return "entering and the jump use the whole roll: code die 0";
      }
      // What is left is die b of a double, the one die it has: a jump names die a (no other
      // code is well formed), which a roll not yet played always has.
      return "both dice show " + (roll & 7) + ": use die A (code die 0), not die B";
    }
    int c = s.code(p, h);
    String horse = "horse " + h;
    String at = where(seat, c);
    int ownStart = Track.cell(seat, Track.START);
    switch (kind) {
      case LudoMove.ENTER: {
        int bit = use == 0 ? LudoRules.ENTER_A : LudoRules.ENTER_B;
        if ((rules.info[key] & bit) == 0) {
          if (rules.entryPair()) {
            return s.used() != 0 ? "entering needs the pair (entryPair), and one die is played"
                : "a roll of " + rollText + " does not bring a horse out (entryPair: a double or"
                    + " exactly 1 and 6)";
          }
          String faces = "entry faces "
              + io.vavr.collection.List.ofAll(rules.entryFaces()).mkString("{", ",", "}")
              + (rules.doublesEnter() ? " or a double" : "");
          return Notation.entersByOneDie(rules)
              ? "a die of " + d + " does not bring a horse out (" + faces + ")"
              : "a roll of " + rollText + " does not bring a horse out (" + faces + ")";
        }
        int first = -1;
        for (int k = 3; k >= 0; k--) {
          if (s.code(p, k) == Track.STABLE) {
            first = k;
          }
        }
        if (first < 0) {
          return "no horse of player " + p + " is in the stable";
        }
        int blocker = ownOn(s, p, Track.START);
        if (blocker >= 0) {
          return "own horse on the start cell " + ownStart + " (horse " + blocker + ")";
        }
        if (first != h) {
          return "entering brings out the lowest-numbered stable horse, horse " + first + ", not "
              + horse;
        }
        return null;
      }
      case LudoMove.FORWARD: {
        if (c == Track.STABLE) {
          return horse + " is in the stable: it must enter first";
        }
        if (c > Track.DOOR) {
          return horse + " is in the home column on cell " + (c - Track.HOME0)
              + ": it can only climb";
        }
        if (c == Track.DOOR) {
          return horse + " is on its door (cell " + Track.cell(seat, c) + "): it may enter the"
              + " home column or wait, never go round again";
        }
        if (c + d > Track.DOOR) {
          return horse + " would pass its own door (cell " + Track.cell(seat, Track.DOOR)
              + "): it needs exactly " + needs(rules, Track.DOOR - c) + " to land on it";
        }
        if (!rules.loneDieMay(use, c + d)) {
          return loneDie(rules, roll, d, "move " + h + " by " + d, "move " + h);
        }
        return landing(s, p, h, c, c + d, false);
      }
      case LudoMove.HOME: {
        if (c != Track.DOOR) {
          return horse + " is not on its door (cell " + Track.cell(seat, Track.DOOR) + "); it is "
              + at;
        }
        if (d > 6) {
          return "there is no home cell " + d + ": the column has cells 1 to 6";
        }
        for (int k = 1; k <= d; k++) {
          int other = ownOn(s, p, Track.HOME0 + k);
          if (other >= 0) {
            return "home cell " + k + " is taken by horse " + other + ": entering to cell " + d
                + " needs cells 1 to " + d + " free";
          }
        }
        return null;
      }
      case LudoMove.CLIMB: {
        if (c <= Track.HOME0) {
          return horse + " is not in the home column; it is " + at;
        }
        int k = c - Track.HOME0;
        if (k == 6) {
          return horse + " is on home cell 6, the top";
        }
        if (d != k + 1) {
          return horse + " needs exactly " + (k + 1) + " to climb from cell " + k + ", not " + d;
        }
        int other = ownOn(s, p, c + 1);
        if (other >= 0) {
          return "home cell " + (k + 1) + " is taken by horse " + other;
        }
        return null;
      }
      case LudoMove.JUMP: {
        if (!rules.oneRollJump()) {
          return "the one-roll jump to the next door is not played under these rules"
              + " (oneRollJump=false)";
        }
        if ((rules.info[key] & LudoRules.JUMP_DIE) == 0) {
          return rules.dice() == 1 ? "the jump to the next door needs a roll of 1"
              : "the jump to the next door needs a die showing 1 left to play";
        }
        if (c < Track.START || c >= Track.DOOR) {
          return horse + " can jump only from the ring before its door; it is " + at;
        }
        int target = Track.NEXT_DOOR[c - 1] + 1;
        if (rules.jumpIsAMove(key, c, target)) {
          return "the next door is " + (target - c) + " cells ahead: play move " + h + " by "
              + (target - c);
        }
        return landing(s, p, h, c, target, false);
      }
      default: {
        if (!rules.kickBack()) {
          return "kicking back (đá hậu) is not played under these rules (kickBack=false)";
        }
        if (c < Track.START || c > Track.DOOR) {
          return horse + " can kick back only from the ring; it is " + at;
        }
        if (c - d < Track.START) {
          return horse + " would go behind its start cell " + ownStart;
        }
        if (!rules.loneDieMay(use, c - d)) {
          return loneDie(rules, roll, d, "back " + h + " by " + d, "back " + h);
        }
        return landing(s, p, h, c, c - d, true);
      }
    }
  }

  /**
   * The number of cells a horse needs to land on its door, said under {@code diceUse=sum} so that
   * a player can see which roll gives it (a lone die counts there, so even 1 can be rolled).
   */
  private static String needs(LudoRules rules, int distance) {
    if (rules.diceUse() != DiceUse.SUM) {
      return Integer.toString(distance);
    }
    return distance + (distance == 1 ? " (a die showing 1)"
        : distance <= 6 ? " (a die showing " + distance + ", or two dice adding up to it)"
        : " (two dice adding up to " + distance + ")");
  }

  /**
   * Why a lone die may not move a horse on the ring under {@code diceUse=sum}, and the move by
   * the sum to play instead.
   */
  private static String loneDie(LudoRules rules, int roll, int d, String said, String bySum) {
    int sum = (roll >>> 3) + (roll & 7);
    return "the dice are played as their sum " + sum + " (diceUse=sum); a lone die counts only"
        + " to land on the horse's own door, to enter the home column or to climb in it, so "
        + said + " would use the " + d + " alone: " + bySum + " by " + sum + " uses the sum";
  }

  /** Blocking and landing from progress code c to t (t &lt; c for a kick back). */
  private static String landing(LudoState s, int p, int h, int c, int t, boolean back) {
    LudoRules rules = s.rules();
    int seat = rules.seat(p);
    int lo = Math.min(c, t);
    int hi = Math.max(c, t);
    // The blocker nearest the moving horse is the one it runs into.
    for (int i = 1; i < hi - lo; i++) {
      int code = back ? c - i : c + i;
      int cell = Track.cell(seat, code);
      int[] who = horseOn(s, cell);
      if (who != null && (rules.ownPiecesBlock() || who[0] != p)) {
        return "horse " + h + " is blocked by " + (who[0] == p ? "own" : "player " + who[0] + "'s")
            + " horse on cell " + cell;
      }
    }
    int cell = Track.cell(seat, t);
    int[] who = horseOn(s, cell);
    if (who != null && who[0] == p) {
      return "own horse on cell " + cell + " (horse " + who[1] + ")";
    }
    if (back && who == null) {
      return "a kick back must land on an opponent, and cell " + cell + " is empty";
    }
    return null;
  }

  private static int ownOn(LudoState s, int p, int code) {
    for (int k = 0; k < 4; k++) {
      if (s.code(p, k) == code) {
        return k;
      }
    }
    return -1;
  }

  private static int[] horseOn(LudoState s, int cell) {
    LudoRules rules = s.rules();
    for (int q = 0; q < rules.players; q++) {
      for (int k = 0; k < 4; k++) {
        if (Track.cell(rules.seat(q), s.code(q, k)) == cell) {
          return new int[] {q, k};
        }
      }
    }
    return null;
  }

  static String where(int seat, int c) {
    if (c == Track.STABLE) {
      return "in the stable";
    }
    if (c <= Track.DOOR) {
      return "on cell " + Track.cell(seat, c);
    }
    return "on home cell " + (c - Track.HOME0);
  }
}
