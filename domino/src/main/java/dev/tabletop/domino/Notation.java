package dev.tabletop.domino;

import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The position notation: {@code hands | boneyard | line | status}.
 *
 * <pre>
 * 6:5 4:4 / 5:5 3:0 / 1:0 | 2:1 2:2 | 4:6 6:6 6:3 | play turn=1 passes=0 last=0 drew=false forced=- lead=first
 * </pre>
 *
 * Hands by seat, separated by {@code /}; the line left to right with each tile's left half first;
 * the status starts with the phase ({@code deal}, {@code play}, {@code draw}, {@code domino},
 * {@code blocked}).
 */
final class Notation {
  private Notation() {}

  static String format(DominoState s) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < s.rules().players(); p++) {
      if (p > 0) {
        sb.append(" / ");
      }
      sb.append(Tiles.setText(s.hand(p)));
    }
    sb.append(" | ").append(Tiles.setText(s.boneyard()));
    sb.append(" | ").append(s.lineText()).append(" | ");
    switch (s.phase()) {
      case DominoState.DEAL:
        sb.append("deal");
        break;
      case DominoState.PLAY:
        sb.append("play");
        break;
      case DominoState.DRAWING:
        sb.append("draw");
        break;
      default:
        sb.append(s.endReason());
        break;
    }
    sb.append(" turn=").append(s.rawTurn())
        .append(" passes=").append(s.passesInRow())
        .append(" last=").append(s.lastPlayer())
        .append(" drew=").append(s.drewThisTurn())
        .append(" forced=").append(s.forcedTile() < 0 ? "-" : Tiles.text(s.forcedTile()))
        .append(" lead=").append(s.leaderRule() < 0 ? "first" : String.valueOf(s.leaderRule()));
    return sb.toString();
  }

  static Either<String, DominoState> parse(DominoRules rules, String text) {
    if (text == null) {
      return Either.left("position is missing");
    }
    String odd = Tiles.oddSpace(text);
    if (odd != null) {
      return Either.left("position: " + odd);
    }
    String[] sections = text.split("\\|", -1);
    if (sections.length != 4) {
      return Either.left("a position has four parts separated by '|' (hands | boneyard | line |"
          + " status), found " + sections.length);
    }
    String[] handTexts = sections[0].split("/", -1);
    int n = rules.players();
    if (handTexts.length != n) {
      return Either.left(handTexts.length + " hands written for " + n + " players");
    }
    int[] hands = new int[4];
    int seen = 0;
    String[] where = new String[Tiles.COUNT];
    for (int p = 0; p < n; p++) {
      Either<String, Integer> h = Tiles.readSet(handTexts[p]);
      if (h.isLeft()) {
        return Either.left("hand " + p + ": " + h.getLeft());
      }
      hands[p] = h.get();
      String clash = clash(seen, h.get(), where, "hand " + p);
      if (clash != null) {
        return Either.left(clash);
      }
      seen |= h.get();
    }
    Either<String, Integer> bone = Tiles.readSet(sections[1]);
    if (bone.isLeft()) {
      return Either.left("boneyard: " + bone.getLeft());
    }
    String clash = clash(seen, bone.get(), where, "the boneyard");
    if (clash != null) {
      return Either.left(clash);
    }
    seen |= bone.get();
    String lineText = sections[2].strip();
    int[] cells = new int[0];
    int line = 0;
    if (!lineText.isEmpty() && !lineText.equals("-")) {
      String[] tiles = lineText.split("\\s+");
      cells = new int[tiles.length];
      for (int i = 0; i < tiles.length; i++) {
        Either<String, Integer> t = Tiles.read(tiles[i]);
        if (t.isLeft()) {
          return Either.left("line: " + t.getLeft());
        }
        String c = clash(seen | line, 1 << t.get(), where, "the line");
        if (c != null) {
          return Either.left(c);
        }
        line |= 1 << t.get();
        String[] halves = tiles[i].strip().split(":");
        int a = Integer.parseInt(halves[0]);
        int b = Integer.parseInt(halves[1]);
        cells[i] = a * 8 + b;
        if (i > 0) {
          int prev = cells[i - 1] % 8;
          // Either tile may have been the free blank end the other was attached to.
          boolean joins = prev == a || (rules.blankWild() != BlankWild.OFF && (prev == 0 || a == 0));
          if (!joins) {
            return Either.left("line: " + tiles[i] + " does not join " + tiles[i - 1]);
          }
        }
      }
    }
    seen |= line;
    int total = Integer.bitCount(seen);
    if (total != Tiles.COUNT) {
      return Either.left("the hands, boneyard and line hold " + total + " tiles, not 28 (missing "
          + Tiles.setText(Tiles.ALL & ~seen) + ")");
    }
    return status(rules, sections[3].strip(), hands, cells, line, bone.get());
  }

  private static String clash(int seen, int mask, String[] where, String here) {
    int both = seen & mask;
    if (both != 0) {
      int t = Integer.numberOfTrailingZeros(both);
      return "tile " + Tiles.text(t) + " is held twice: in " + where[t] + " and in " + here;
    }
    for (int m = mask; m != 0; m &= m - 1) {
      where[Integer.numberOfTrailingZeros(m)] = here;
    }
    return null;
  }

  private static Either<String, DominoState> status(DominoRules rules, String text, int[] hands,
      int[] cells, int line, int boneyard) {
    int n = rules.players();
    String[] tokens = text.split("\\s+");
    String phaseWord = tokens[0];
    int phase;
    int reason = DominoState.NO_REASON;
    switch (phaseWord) {
      case "deal":
        phase = DominoState.DEAL;
        break;
      case "play":
        phase = DominoState.PLAY;
        break;
      case "draw":
        phase = DominoState.DRAWING;
        break;
      case "domino":
        phase = DominoState.OVER;
        reason = DominoState.DOMINO;
        break;
      case "blocked":
        phase = DominoState.OVER;
        reason = DominoState.BLOCKED;
        break;
      default:
        return Either.left("status: '" + phaseWord + "' is not a phase (deal, play, draw, domino,"
            + " blocked)");
    }
    Map<String, String> kv = new LinkedHashMap<>();
    kv.put("turn", "0");
    kv.put("passes", "0");
    kv.put("last", "-1");
    kv.put("drew", "false");
    kv.put("forced", "-");
    kv.put("lead", "first");
    for (int i = 1; i < tokens.length; i++) {
      int eq = tokens[i].indexOf('=');
      if (eq <= 0 || !kv.containsKey(tokens[i].substring(0, eq))) {
        return Either.left("status: '" + tokens[i] + "' is not one of turn=, passes=, last=,"
            + " drew=, forced=, lead=");
      }
      kv.put(tokens[i].substring(0, eq), tokens[i].substring(eq + 1));
    }
    int turn;
    int passes;
    int last;
    try {
      turn = Integer.parseInt(kv.get("turn"));
      passes = Integer.parseInt(kv.get("passes"));
      last = Integer.parseInt(kv.get("last"));
    } catch (NumberFormatException e) {
      return Either.left("status: turn, passes and last are numbers");
    }
    if (turn < 0 || turn >= n || last < -1 || last >= n || passes < 0 || passes > 60) {
      return Either.left("status: turn " + turn + ", last " + last + " or passes " + passes
          + " out of range for " + n + " players");
    }
    String drewText = kv.get("drew");
    if (!drewText.equals("true") && !drewText.equals("false")) {
      return Either.left("status: drew is true or false");
    }
    int forced = -1;
    if (!kv.get("forced").equals("-")) {
      Either<String, Integer> f = Tiles.read(kv.get("forced"));
      if (f.isLeft()) {
        return Either.left("status: forced: " + f.getLeft());
      }
      forced = f.get();
      if ((hands[turn] & (1 << forced)) == 0) {
        return Either.left("status: the forced tile " + Tiles.text(forced) + " is not in hand "
            + turn);
      }
    }
    int leader;
    if (kv.get("lead").equals("first")) {
      leader = -1;
    } else {
      try {
        leader = Integer.parseInt(kv.get("lead"));
      } catch (NumberFormatException e) {
        return Either.left("status: lead is 'first' or a seat");
      }
      if (leader < 0 || leader >= n) {
        return Either.left("status: lead seat " + leader + " is not at the table");
      }
    }
    int left = DominoState.EMPTY;
    int right = DominoState.EMPTY;
    if (cells.length > 0) {
      left = cells[0] / 8;
      right = cells[cells.length - 1] % 8;
    }
    if (phase == DominoState.DEAL) {
      int dealt = 0;
      for (int p = 0; p < n; p++) {
        dealt += Integer.bitCount(hands[p]);
      }
      if (line != 0 || forced >= 0 || dealt >= 7 * n) {
        return Either.left("a deal in progress has an empty line, no forced tile and fewer than "
            + 7 * n + " tiles dealt");
      }
      for (int p = 0; p < n; p++) {
        int expected = dealt / n + (p < dealt % n ? 1 : 0);
        if (Integer.bitCount(hands[p]) != expected) {
          return Either.left("the deal goes round the table one tile at a time: after " + dealt
              + " tiles hand " + p + " holds " + expected + ", not " + Integer.bitCount(hands[p]));
        }
      }
    } else if (phase != DominoState.OVER) {
      for (int p = 0; p < n; p++) {
        if (hands[p] == 0) {
          return Either.left("hand " + p + " is empty: the round is over (write domino)");
        }
      }
      if (forced >= 0 && cells.length > 0) {
        int fits = DominoState.matchMask(rules.blankWild(), left)
            | DominoState.matchMask(rules.blankWild(), right);
        if ((fits & (1 << forced)) == 0) {
          return Either.left("status: the forced tile " + Tiles.text(forced)
              + " does not fit either end, so it cannot be forced");
        }
      }
      if (phase == DominoState.DRAWING && boneyard == 0) {
        return Either.left("a draw needs a boneyard, and it is empty");
      }
    } else if (reason == DominoState.DOMINO && (last < 0 || hands[last] != 0)) {
      return Either.left("a domino needs last= the seat that went out, with an empty hand");
    }
    return Either.right(DominoState.root(rules, hands, cells, line, left, right, turn, phase,
        forced, passes, last, leader, reason, drewText.equals("true")));
  }
}
