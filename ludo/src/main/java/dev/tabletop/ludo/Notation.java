package dev.tabletop.ludo;

import dev.tabletop.core.IllegalMove;
import io.vavr.control.Either;
import java.util.Locale;

/** The text forms of positions and moves, and the board drawing. Off the hot path. */
final class Notation {
  private static final String MOVE_FORMS = "say pass, enter, enter with D, move H by D, "
      + "home H to K, climb H to K, jump H, back H by D (horses H are 0..3)";

  private Notation() {}

  static char seatLetter(int seat) {
    return (char) ('A' + seat);
  }

  // ---------------------------------------------------------------- positions

  static String horseText(int seat, int code) {
    if (code == Track.STABLE) {
      return "s";
    }
    if (code <= Track.DOOR) {
      return Integer.toString(Track.cell(seat, code));
    }
    return "h" + (code - Track.HOME0);
  }

  static String rollText(LudoRules rules, int roll) {
    if (roll == 0) {
      return "-";
    }
    return rules.dice() == 1 ? Integer.toString(roll) : (roll >>> 3) + "," + (roll & 7);
  }

  /** The roll waiting, with the die left once one is played: {@code 3,5:5}. */
  static String rollText(LudoState s) {
    String roll = rollText(s.rules(), s.rollCode());
    return s.used() == 0 ? roll : roll + ":" + s.diceLeft()[0];
  }

  static String stateText(LudoState s) {
    LudoRules rules = s.rules();
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < rules.players; p++) {
      if (p > 0) {
        sb.append('/');
      }
      for (int h = 0; h < 4; h++) {
        if (h > 0) {
          sb.append(',');
        }
        sb.append(horseText(rules.seatOf[p], s.code(p, h)));
      }
    }
    sb.append(' ').append(s.isTerminal() ? "-" : Integer.toString(s.turn()));
    sb.append(' ').append(rollText(s));
    sb.append(' ').append(s.places().isEmpty() ? "-" : s.places().mkString(","));
    return sb.toString();
  }

  static Either<String, LudoState> parseState(LudoRules rules, String text) {
    if (rules == null) {
      return Either.left("rules are missing");
    }
    if (text == null) {
      return Either.left("position text is missing");
    }
    String[] fields = text.strip().split("\\s+");
    if (fields.length != 4) {
      return Either.left("position '" + text + "': expected 4 fields (horses, turn, roll, places)"
          + " separated by spaces, found " + fields.length);
    }
    int n = rules.players;
    String[] groups = fields[0].split("/", -1);
    if (groups.length != n) {
      return Either.left("position '" + text + "': expected " + n + " horse groups (one per"
          + " player, separated by '/'), found " + groups.length);
    }
    int[][] codes = new int[n][4];
    for (int p = 0; p < n; p++) {
      String[] horses = groups[p].split(",", -1);
      if (horses.length != 4) {
        return Either.left("player " + p + " has " + horses.length + " horses, expected 4");
      }
      int seat = rules.seatOf[p];
      for (int h = 0; h < 4; h++) {
        String t = horses[h].strip().toLowerCase(Locale.ROOT);
        String where = "player " + p + ", horse " + h + ": ";
        if (t.equals("s")) {
          codes[p][h] = Track.STABLE;
        } else if (t.matches("h[0-9]+")) {
          int k = parseSmall(t.substring(1));
          if (k < 1 || k > 6) {
            return Either.left(where + "home cell " + t.substring(1)
                + (k > 6 ? " is beyond the end of the column" : " is not a home cell")
                + " (h1..h6)");
          }
          codes[p][h] = Track.HOME0 + k;
        } else if (t.matches("[0-9]+")) {
          int cell = parseSmall(t);
          if (cell < 0 || cell >= Track.RING) {
            return Either.left(where + "cell " + t + " is off the ring (0..55)");
          }
          codes[p][h] = Track.codeOfCell(seat, cell);
        } else {
          return Either.left(where + "'" + horses[h] + "' is not a horse position (s for the"
              + " stable, a ring cell 0..55, or a home cell h1..h6)");
        }
        for (int k = 0; k < h; k++) {
          if (codes[p][k] == codes[p][h] && codes[p][h] != Track.STABLE) {
            return Either.left("player " + p + " has two horses (" + k + " and " + h + ") on "
                + (codes[p][h] <= Track.DOOR ? "cell " : "home cell ") + t.replace("h", ""));
          }
        }
      }
    }
    int[] owner = new int[Track.RING];
    java.util.Arrays.fill(owner, -1);
    for (int p = 0; p < n; p++) {
      for (int h = 0; h < 4; h++) {
        int cell = Track.cell(rules.seatOf[p], codes[p][h]);
        if (cell >= 0) {
          if (owner[cell] >= 0) {
            return Either.left("players " + owner[cell] + " and " + p + " both have a horse on"
                + " cell " + cell + "; a ring cell holds one horse");
          }
          owner[cell] = p;
        }
      }
    }
    // places
    int[] place = new int[n];
    int placed = 0;
    if (!fields[3].equals("-")) {
      String[] order = fields[3].split(",", -1);
      for (String o : order) {
        int q = o.matches("[0-9]+") ? parseSmall(o) : -1;
        if (q < 0 || q >= n) {
          return Either.left("places: '" + o + "' is not a player (0.." + (n - 1) + ")");
        }
        if (place[q] != 0) {
          return Either.left("places: player " + q + " is placed twice");
        }
        place[q] = ++placed;
      }
    }
    boolean over = rules.playUntil() == PlayUntil.FIRST ? placed >= 1 : placed >= n - 1;
    if (rules.playUntil() == PlayUntil.FIRST && placed > 1) {
      return Either.left("places: the game ends at the first finisher, yet " + placed
          + " players are placed");
    }
    if (rules.playUntil() == PlayUntil.ALL && placed == n - 1) {
      return Either.left("places: " + placed + " players are placed, so the game is over and the"
          + " last player must be placed too");
    }
    for (int p = 0; p < n; p++) {
      boolean finished = true;
      for (int h = 0; h < 4; h++) {
        finished &= codes[p][h] >= Track.FINISHED;
      }
      boolean lastPlace = over && rules.playUntil() == PlayUntil.ALL && place[p] == n;
      if (finished && place[p] == 0) {
        return Either.left("player " + p + " has finished (four horses on h3..h6) but is not"
            + " placed");
      }
      if (finished && lastPlace) {
        return Either.left("player " + p + " has the last place but has finished");
      }
      if (!finished && place[p] != 0 && !lastPlace) {
        return Either.left("player " + p + " is placed " + place[p] + " but has not finished"
            + " (four horses on h3..h6)");
      }
    }
    int meta = 0;
    for (int p = 0; p < n; p++) {
      meta |= place[p] << (8 + 3 * p);
    }
    if (over) {
      if (!fields[1].equals("-") || !fields[2].equals("-")) {
        return Either.left("the game is over (" + (rules.playUntil() == PlayUntil.FIRST
            ? "a player has finished" : "every place is decided") + "): turn and roll must be '-'");
      }
      meta |= 1 << 20;
    } else {
      int turn = fields[1].matches("[0-9]+") ? parseSmall(fields[1]) : -1;
      if (turn < 0 || turn >= n) {
        return Either.left("turn: '" + fields[1] + "' is not a player (0.." + (n - 1) + ")");
      }
      if (place[turn] != 0) {
        return Either.left("turn: player " + turn + " has finished and is skipped");
      }
      Either<String, Integer> key = parseRollField(rules, fields[2]);
      if (key.isLeft()) {
        return Either.left(key.getLeft());
      }
      meta |= turn | ((key.get() & 63) << 2) | ((key.get() >>> 6) << LudoState.USED_SHIFT);
    }
    long lo = 0;
    long hi = 0;
    for (int p = 0; p < n; p++) {
      for (int h = 0; h < 4; h++) {
        int slot = p * 4 + h;
        long bits = ((long) codes[p][h]) << ((slot & 7) * 6);
        if (slot < 8) {
          lo |= bits;
        } else {
          hi |= bits;
        }
      }
    }
    return Either.right(LudoState.build(rules, lo, hi, meta));
  }

  /**
   * The roll field of a position: a roll, or under {@code diceUse=each} a roll with the die left
   * after a colon ({@code 3,5:5}); the result is a dice key ({@code roll | used << 6}).
   */
  static Either<String, Integer> parseRollField(LudoRules rules, String t) {
    int colon = t.indexOf(':');
    if (colon < 0) {
      return parseRoll(rules, t);
    }
    if (rules.diceUse() != DiceUse.EACH) {
      return Either.left("roll '" + t + "': a die is left over only when the dice are played one"
          + " by one (diceUse=each)");
    }
    return parseRoll(rules, t.substring(0, colon)).flatMap(roll -> {
      String left = t.substring(colon + 1).strip();
      int a = roll >>> 3;
      int b = roll & 7;
      int d = left.matches("[0-9]") ? left.charAt(0) - '0' : -1;
      if (roll == 0 || (d != a && d != b)) {
        return Either.left("roll '" + t + "': the die left after ':' must be one of the roll's"
            + " dice");
      }
      return Either.right(roll | ((d == b && a != b ? 1 : 2) << 6));
    });
  }

  /** The roll field: {@code -} is 0 (no roll yet). */
  static Either<String, Integer> parseRoll(LudoRules rules, String t) {
    if (t.equals("-")) {
      return Either.right(0);
    }
    String[] dice = t.split(",", -1);
    if (dice.length != rules.dice()) {
      return Either.left("roll '" + t + "': these rules roll " + (rules.dice() == 1
          ? "one die (write it as 4)" : "two dice (write them as 3,5)"));
    }
    int[] faces = new int[dice.length];
    for (int i = 0; i < dice.length; i++) {
      faces[i] = dice[i].strip().matches("[0-9]+") ? parseSmall(dice[i].strip()) : -1;
      if (faces[i] < 1 || faces[i] > 6) {
        return Either.left("roll '" + t + "': " + (faces[i] < 0 ? "'" + dice[i] + "' is not a die"
            : "a die shows 1 to 6, not " + faces[i]) + "");
      }
    }
    return Either.right(faces.length == 1 ? faces[0] : LudoMove.rollCode(faces[0], faces[1]));
  }

  private static int parseSmall(String digits) {
    return digits.length() > 4 ? 9999 : Integer.parseInt(digits);
  }

  // ---------------------------------------------------------------- moves

  static String moveText(LudoState s, int move) {
    LudoRules rules = s.rules();
    if (s.isTerminal()) {
      return "code " + move;
    }
    if (s.isChance()) {
      return rules.isRollCode(move) ? "roll " + rollText(rules, move) : "code " + move;
    }
    if (move == LudoMove.PASS) {
      return "pass";
    }
    if (!LudoMove.wellFormed(move)) {
      return "code " + move;
    }
    int key = s.key();
    int kind = (move >>> 2) & 7;
    int d = rules.steps[key * 4 + (move & 3)];
    if (kind == LudoMove.ENTER || kind == LudoMove.JUMP
        ? !hasDie(rules, key, move & 3) : d == 0) {
      return "code " + move;
    }
    int h = move >>> 5;
    switch (kind) {
      case LudoMove.ENTER:
        return entersByOneDie(rules) ? "enter with " + d : "enter";
      case LudoMove.FORWARD:
        return "move " + h + " by " + d;
      case LudoMove.HOME:
        return "home " + h + " to " + d;
      case LudoMove.CLIMB:
        return "climb " + h + " to " + d;
      case LudoMove.JUMP: {
        int c = s.code(s.turn(), h);
        if (c >= Track.START && c < Track.DOOR) {
          return "jump " + h + " to "
              + Track.cell(rules.seatOf[s.turn()], Track.NEXT_DOOR[c - 1] + 1);
        }
        return "jump " + h;
      }
      default:
        return "back " + h + " by " + d;
    }
  }

  /** Whether an enter code names one die (under {@code diceUse=each}) rather than the roll. */
  static boolean entersByOneDie(LudoRules rules) {
    return rules.diceUse() == DiceUse.EACH && !rules.entryPair();
  }

  /** Whether a die code names a die of the roll not yet played. */
  static boolean hasDie(LudoRules rules, int key, int die) {
    return die < 2 && (rules.info[key] & (die == 0 ? LudoRules.HAS_A : LudoRules.HAS_B)) != 0;
  }

  static Either<IllegalMove, Integer> parseMove(LudoState s, String text) {
    String shown = text == null ? "null" : text.strip();
    if (text == null) {
      return unreadable(shown, "move text is missing");
    }
    // People also say "move horse 2 by 6" and "kick back 2 by 3".
    String t = text.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ")
        .replaceFirst("^kick back ", "back ").replaceFirst("^(\\w+) horse ", "$1 ");
    LudoRules rules = s.rules();
    if (s.isTerminal()) {
      return unreadable(shown, "the game is over: no move can be played");
    }
    if (s.isChance()) {
      if (!t.startsWith("roll ")) {
        return unreadable(shown, "the dice must be rolled first (say roll "
            + (rules.dice() == 1 ? "4)" : "3,5)"));
      }
      return parseRoll(rules, t.substring(5).replace(" ", ",").replace(",,", ","))
          .flatMap(r -> r == 0 ? Either.left("no roll is named") : Either.right(r))
          .mapLeft(why -> IllegalMove.unreadable(shown, why));
    }
    if (t.startsWith("roll")) {
      return unreadable(shown, "the roll is already " + rollText(s)
          + ": choose an action for it");
    }
    if (t.equals("pass")) {
      return Either.right(LudoMove.PASS);
    }
    String[] w = t.split(" ");
    int h;
    if (w[0].equals("enter")) {
      int words = w.length;
      int die = -1;
      if (words >= 3 && w[words - 2].equals("with")) {
        if (!entersByOneDie(rules)) {
          return unreadable(shown, "entering uses the whole roll here; say enter");
        }
        int face = w[words - 1].matches("[1-6]") ? w[words - 1].charAt(0) - '0' : -1;
        for (int u = 1; u >= 0; u--) {
          if (hasDie(rules, s.key(), u) && rules.steps[s.key() * 4 + u] == face) {
            die = u;
          }
        }
        if (face < 0) {
          return unreadable(shown, "a die shows 1 to 6, not " + w[words - 1]);
        }
        if (die < 0) {
          return illegal(shown, "no die showing " + face + " is left to play"
              + " (the roll is " + rollText(s) + ")");
        }
        words -= 2;
      } else if (entersByOneDie(rules)) {
        // Plain "enter": the first die left that brings a horse out.
        int info = rules.info[s.key()];
        die = (info & LudoRules.ENTER_A) != 0 || (info & LudoRules.ENTER_B) == 0
            && hasDie(rules, s.key(), 0) ? 0 : 1;
      } else {
        die = 0;
      }
      if (words == 1) {
        int p = s.turn();
        h = 0;
        for (int k = 3; k >= 0; k--) {
          if (s.code(p, k) == Track.STABLE) {
            h = k;
          }
        }
      } else if (words == 2) {
        h = horse(w[1]);
        if (h < 0) {
          return unreadable(shown, "horses are numbered 0 to 3");
        }
      } else {
        return unreadable(shown, "not a move: " + MOVE_FORMS);
      }
      return Either.right((h << 5) | (LudoMove.ENTER << 2) | die);
    }
    if (w[0].equals("jump") && (w.length == 2 || (w.length == 4 && w[2].equals("to")))) {
      h = horse(w[1]);
      if (h < 0) {
        return unreadable(shown, "horses are numbered 0 to 3");
      }
      int code = (h << 5) | (LudoMove.JUMP << 2);
      if (w.length == 4) {
        String said = moveText(s, code);
        if (said.startsWith("jump " + h + " to ") && !said.equals(t)) {
          return illegal(shown, "horse " + h + "'s next door is cell "
              + said.substring(said.lastIndexOf(' ') + 1));
        }
      }
      return Either.right(code);
    }
    int kind;
    String joiner;
    switch (w[0]) {
      case "move":
        kind = LudoMove.FORWARD;
        joiner = "by";
        break;
      case "back":
        kind = LudoMove.BACK;
        joiner = "by";
        break;
      case "home":
        kind = LudoMove.HOME;
        joiner = "to";
        break;
      case "climb":
        kind = LudoMove.CLIMB;
        joiner = "to";
        break;
      default:
        return unreadable(shown, "not a move: " + MOVE_FORMS);
    }
    if (w.length != 4 || !w[2].equals(joiner) || !w[3].matches("[0-9]+")) {
      return unreadable(shown, "not a move: " + MOVE_FORMS);
    }
    h = horse(w[1]);
    if (h < 0) {
      return unreadable(shown, "horses are numbered 0 to 3");
    }
    int d = parseSmall(w[3]);
    int key = s.key();
    for (int i = 0; i < rules.useCount[key]; i++) {
      int u = rules.uses[key * 4 + i];
      if (rules.steps[key * 4 + u] == d) {
        return Either.right((h << 5) | (kind << 2) | u);
      }
    }
    StringBuilder offers = new StringBuilder();
    for (int i = 0; i < rules.useCount[key]; i++) {
      int u = rules.uses[key * 4 + i];
      offers.append(i == 0 ? "" : i + 1 == rules.useCount[key] ? " or " : ", ")
          .append(rules.steps[key * 4 + u]);
    }
    if (rules.diceUse() == DiceUse.SUM) {
      // A lone die counts only onto the own door and in the home column: say so.
      int a = (key >>> 3) & 7;
      int b = key & 7;
      return illegal(shown, "the roll " + rollText(s) + " gives " + (a + b)
          + " (diceUse=sum: a lone die, " + (a == b ? a : a + " or " + b) + ", only onto the"
          + " horse's own door and in its home column), not " + d);
    }
    return illegal(shown, "the roll " + rollText(s) + " gives " + offers
        + ", not " + d);
  }

  private static Either<IllegalMove, Integer> unreadable(String shown, String why) {
    return Either.left(IllegalMove.unreadable(shown, why));
  }

  /**
   * Text that reads as a move, refused because the roll does not give the number it names. The
   * refusal's message quotes the text already, so a reason does not repeat it.
   */
  private static Either<IllegalMove, Integer> illegal(String shown, String why) {
    return Either.left(IllegalMove.illegal(shown, -1, why));
  }

  private static int horse(String t) {
    return t.matches("[0-3]") ? t.charAt(0) - '0' : -1;
  }

  // ---------------------------------------------------------------- the board

  static String board(LudoState s) {
    LudoRules rules = s.rules();
    char[][] g = new char[15][15];
    for (char[] row : g) {
      java.util.Arrays.fill(row, ' ');
    }
    for (int c = 0; c < Track.RING; c++) {
      g[Track.CELL_ROW[c]][Track.CELL_COL[c]] = c % 14 == 13 ? ':' : '.';
    }
    g[7][7] = '#';
    int[][] stableCorner = {{2, 2}, {11, 2}, {11, 11}, {2, 11}};
    for (int p = 0; p < rules.players; p++) {
      int seat = rules.seatOf[p];
      char letter = seatLetter(seat);
      for (int k = 1; k <= 6; k++) {
        g[Track.homeRow(seat, k)][Track.homeCol(seat, k)] = '-';
      }
      for (int h = 0; h < 4; h++) {
        int c = s.code(p, h);
        int sr = stableCorner[seat][0] + h / 2;
        int sc = stableCorner[seat][1] + h % 2;
        g[sr][sc] = 'o';
        if (c == Track.STABLE) {
          g[sr][sc] = letter;
        } else if (c <= Track.DOOR) {
          int cell = Track.cell(seat, c);
          g[Track.CELL_ROW[cell]][Track.CELL_COL[cell]] = letter;
        }
      }
      for (int h = 0; h < 4; h++) {
        int c = s.code(p, h);
        if (c > Track.HOME0) {
          g[Track.homeRow(seat, c - Track.HOME0)][Track.homeCol(seat, c - Track.HOME0)] = letter;
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    for (char[] row : g) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < 15; i++) {
        line.append(row[i]).append(i < 14 ? " " : "");
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    if (s.isTerminal()) {
      sb.append("game over, places ").append(s.places().mkString(", "));
    } else {
      int p = s.turn();
      sb.append("player ").append(p).append(" (").append(seatLetter(rules.seatOf[p])).append(")");
      sb.append(s.isChance() ? " to roll" : " rolled " + rollText(rules, s.rollCode())
          + (s.used() == 0 ? "" : ", " + s.diceLeft()[0] + " left to play"));
      if (!s.places().isEmpty()) {
        sb.append(", places so far ").append(s.places().mkString(", "));
      }
    }
    return sb.append('\n').toString();
  }
}
