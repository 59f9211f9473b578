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
    sb.append(status(s.phase(), s.reason(), s.rawTurn(), s.passesInRow(), s.lastPlayer(),
        s.drewThisTurn(), s.forcedTile(), s.leaderRule()));
    return sb.toString();
  }

  /**
   * The status part of a position: the phase word, then turn=, passes=, last=, drew=, forced=,
   * lead=. Also the start of a view of a parsed root, which compares the same fields.
   */
  static String status(int phase, int reason, int turn, int passes, int last, boolean drew,
      int forced, int leader) {
    String word;
    switch (phase) {
      case DominoState.DEAL:
        word = "deal";
        break;
      case DominoState.PLAY:
        word = "play";
        break;
      case DominoState.DRAWING:
        word = "draw";
        break;
      default:
        word = reason == DominoState.DOMINO ? RoundResult.Reason.DOMINO.label()
            : RoundResult.Reason.BLOCKED.label();
        break;
    }
    return word + " turn=" + turn + " passes=" + passes + " last=" + last + " drew=" + drew
        + " forced=" + (forced < 0 ? "-" : Tiles.text(forced))
        + " lead=" + (leader < 0 ? "first" : String.valueOf(leader));
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
    if (phase != DominoState.DEAL) {
      String unreachable = unreachable(rules, hands, line, left, right, boneyard, phase, reason,
          turn, passes, drewText.equals("true"), forced, leader);
      if (unreachable != null) {
        return Either.left(unreachable);
      }
    }
    // Checked after the rules above, so that a lead given to the wrong seat names the lead rule.
    if (forced >= 0 && (hands[turn] & (1 << forced)) == 0) {
      return Either.left("status: the forced tile " + Tiles.text(forced) + " is not in hand "
          + turn);
    }
    return Either.right(DominoState.root(rules, hands, cells, line, left, right, turn, phase,
        forced, passes, last, leader, reason, drewText.equals("true")));
  }

  /**
   * Why no legal history reaches a position after the deal, or null when one may: the rule
   * "Positions given as text" of the rules page. A position read from text is a claim that it
   * arose under the rules, and the determinizer samples the worlds that agree with it, so a leader
   * who breaks the lead rule, or passes and draws the hands contradict, would leave it sampling
   * from nothing (or from worlds unlike the real one). Each refusal names the rule it breaks.
   */
  static String unreachable(DominoRules rules, int[] hands, int line, int left, int right,
      int boneyard, int phase, int reason, int turn, int passes, boolean drew, int forced,
      int leader) {
    int n = rules.players();
    int held = hands[0] | hands[1] | hands[2] | hands[3];
    if (line == 0) {
      if (phase != DominoState.PLAY) {
        return "the rules of a turn: every tile fits an empty table, so nobody draws and the round"
            + " cannot be over before the lead";
      }
      if (passes != 0 || drew) {
        return "the rules of a turn: every tile fits an empty table, so nobody passes (passes="
            + passes + ") or draws (drew=" + drew + ") before the lead";
      }
      return leadRule(rules, hands, held, turn, forced, leader);
    }
    if (leader < 0 && rules.firstLead() == FirstLead.FORCED && !rules.drawing()) {
      // Without draws every tile in a hand or on the line was dealt, so the forced lead was the
      // highest of them, and it is on the line.
      int lead = DominoState.leadTile(held | line);
      if ((line & 1 << lead) == 0) {
        return "the lead rule (firstLead=forced): the first round opens with the highest tile"
            + " dealt, " + Tiles.text(lead) + ", but it is not on the line";
      }
    }
    int fits = DominoState.matchMask(rules.blankWild(), left)
        | DominoState.matchMask(rules.blankWild(), right);
    boolean over = phase == DominoState.OVER;
    if (!over && forced >= 0 && !drew) {
      return "the draw rule: on a line only a tile just drawn is forced, so forced="
          + Tiles.text(forced) + " needs drew=true";
    }
    if (!over && (drew || phase == DominoState.DRAWING) && !rules.drawing()) {
      return "the draw rule: " + (n == 4 ? "with 4 players" : "with draw=none")
          + " nobody draws, so " + (drew ? "drew=true" : "a draw") + " cannot happen";
    }
    if (!over && phase == DominoState.DRAWING && drew && rules.draw() == DrawRule.ONE) {
      return "the draw rule (draw=one): a stuck player draws one tile a turn, and seat " + turn
          + " has drawn this turn (drew=true)";
    }
    boolean stuck = phase == DominoState.DRAWING || drew;
    int own = forced >= 0 ? hands[turn] & ~(1 << forced) : hands[turn];
    if (!over && stuck && (own & fits) != 0) {
      return "the draw rule: only a player holding nothing for either end draws, and seat " + turn
          + " holds " + Tiles.text(Integer.numberOfTrailingZeros(own & fits)) + " for "
          + ends(left, right);
    }
    if (over && reason == DominoState.BLOCKED) {
      if (rules.drawing() && boneyard != 0) {
        return "the end of a round: a round is blocked when nobody can play or draw, and the"
            + " boneyard still holds tiles to draw";
      }
      for (int p = 0; p < n; p++) {
        if ((hands[p] & fits) != 0) {
          return "the end of a round: a round is blocked when nobody can play, and seat " + p
              + " holds " + Tiles.text(Integer.numberOfTrailingZeros(hands[p] & fits)) + " for "
              + ends(left, right);
        }
      }
      return null;
    }
    if (over || passes == 0) {
      return null;
    }
    // A seat that has just drawn the last tile still moves: the round blocks at its pass.
    if (passes >= n && (!rules.drawing() || boneyard == 0 && !drew)) {
      return "the end of a round: " + passes + " passes in a row with nothing left to draw block"
          + " the round, so it cannot be " + (phase == DominoState.DRAWING ? "a draw" : "a turn");
    }
    if (rules.drawing() && rules.draw() == DrawRule.UNTIL_PLAYABLE && boneyard != 0) {
      return "the draw rule (draw=until_playable): a stuck player draws until the boneyard is"
          + " empty before passing, and it still holds " + Integer.bitCount(boneyard) + " tiles";
    }
    for (int i = 1; i <= Math.min(passes, n - 1); i++) {
      int p = (turn - i + n) % n;
      if ((hands[p] & fits) != 0) {
        return "the rules of a turn: a player holding a playable tile must play it, and seat " + p
            + " passed (passes=" + passes + ") holding "
            + Tiles.text(Integer.numberOfTrailingZeros(hands[p] & fits)) + " for "
            + ends(left, right);
      }
    }
    return null;
  }

  /**
   * The lead rule on an empty table: the first round's leader is the holder of the highest tile
   * dealt (6:6, else the highest double, else the heaviest tile) and, under {@code
   * firstLead=forced}, must lead with it; a later round's leader is the seat given, leading freely.
   */
  private static String leadRule(DominoRules rules, int[] hands, int held, int turn, int forced,
      int leader) {
    if (leader >= 0) {
      if (turn != leader) {
        return "the lead rule: in a later round the previous winner leads, seat " + leader
            + " (lead=" + leader + "), not seat " + turn + " (turn=" + turn + ")";
      }
      if (forced >= 0) {
        return "the lead rule: in a later round the leader leads with any tile, so nothing is"
            + " forced (forced=" + Tiles.text(forced) + ")";
      }
      return null;
    }
    int lead = DominoState.leadTile(held);
    int holder = 0;
    while ((hands[holder] & 1 << lead) == 0) {
      holder++;
    }
    boolean mustLead = rules.firstLead() == FirstLead.FORCED;
    String rule = "the lead rule (firstLead=" + (mustLead ? "forced" : "holder") + "): ";
    if (turn != holder) {
      return rule + "the first round opens with the holder of the highest tile dealt, "
          + Tiles.text(lead) + ", which is seat " + holder + ", not seat " + turn + " (turn="
          + turn + ")";
    }
    if (mustLead && forced != lead) {
      return rule + "the first lead must be the highest tile dealt, " + Tiles.text(lead)
          + ", not " + (forced < 0 ? "a free choice (forced=-)" : Tiles.text(forced));
    }
    if (!mustLead && forced >= 0) {
      return rule + "the holder of the highest tile dealt leads with any tile, so nothing is"
          + " forced (forced=" + Tiles.text(forced) + ")";
    }
    return null;
  }

  private static String ends(int left, int right) {
    return "the ends " + left + " and " + right;
  }
}
