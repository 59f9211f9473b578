package dev.tabletop.jungle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A deliberately plain Jungle move generator for differential testing: a 2-D array of letters,
 * the rules written as the rules file reads them, nothing shared with the engine but the
 * {@link JungleRules} flags. Slow and obvious on purpose.
 */
final class ReferenceJungle {
  static final String LETTERS = "RCDWPTLE"; // index = standard rank - 1

  /** board[rank][file]; rank 0 is rank 1; '.' is empty; uppercase Red, lowercase Blue. */
  final char[][] board;
  /** true when Red is to move. */
  final boolean redToMove;
  final JungleRules rules;

  ReferenceJungle(JungleRules rules, char[][] board, boolean redToMove) {
    this.rules = rules;
    this.board = board;
    this.redToMove = redToMove;
  }

  static ReferenceJungle parse(JungleRules rules, String position) {
    String[] parts = position.split(" ");
    String[] rows = parts[0].split("/");
    char[][] b = new char[9][7];
    for (int i = 0; i < 9; i++) {
      int rank = 8 - i;
      int file = 0;
      for (char c : rows[i].toCharArray()) {
        if (Character.isDigit(c)) {
          for (int k = 0; k < c - '0'; k++) {
            b[rank][file++] = '.';
          }
        } else {
          b[rank][file++] = c;
        }
      }
    }
    return new ReferenceJungle(rules, b, parts[1].equals("w"));
  }

  String position() {
    StringBuilder sb = new StringBuilder();
    for (int rank = 8; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 7; file++) {
        char c = board[rank][file];
        if (c == '.') {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
          }
          empty = 0;
          sb.append(c);
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    return sb.append(redToMove ? " w" : " b").toString();
  }

  static boolean isWater(int file, int rank) {
    boolean lakeFile = file == 1 || file == 2 || file == 4 || file == 5;
    return lakeFile && rank >= 3 && rank <= 5;
  }

  static boolean isRedTrap(int file, int rank) {
    return (rank == 0 && (file == 2 || file == 4)) || (rank == 1 && file == 3);
  }

  static boolean isBlueTrap(int file, int rank) {
    return (rank == 8 && (file == 2 || file == 4)) || (rank == 7 && file == 3);
  }

  static boolean isRed(char c) {
    return Character.isUpperCase(c);
  }

  int rank(char piece) {
    char p = Character.toUpperCase(piece);
    if (rules.dogOutranksWolf() && p == 'D') {
      return 4;
    }
    if (rules.dogOutranksWolf() && p == 'W') {
      return 3;
    }
    return LETTERS.indexOf(p) + 1;
  }

  boolean mine(char c) {
    return c != '.' && isRed(c) == redToMove;
  }

  boolean theirs(char c) {
    return c != '.' && isRed(c) != redToMove;
  }

  /** Can my piece on (ff, fr) take the enemy piece on (tf, tr)? */
  boolean canCapture(int ff, int fr, int tf, int tr) {
    char attacker = Character.toUpperCase(board[fr][ff]);
    char victim = Character.toUpperCase(board[tr][tf]);
    boolean attackerInWater = isWater(ff, fr);
    boolean victimInWater = isWater(tf, tr);
    if (attackerInWater != victimInWater) {
      // No capture across the water's edge, except Rat takes Rat under the flag.
      return rules.ratTakesAcrossBank() && attacker == 'R' && victim == 'R';
    }
    boolean victimInMyTrap = redToMove ? isRedTrap(tf, tr) : isBlueTrap(tf, tr);
    if (victimInMyTrap) {
      return true; // the trapped enemy has rank 0
    }
    if (attacker == 'R' && victim == 'E') {
      return true;
    }
    if (attacker == 'E' && victim == 'R') {
      return rules.elephantTakesRat();
    }
    return rank(attacker) >= rank(victim);
  }

  boolean canLandOn(int ff, int fr, int tf, int tr) {
    char target = board[tr][tf];
    if (mine(target)) {
      return false;
    }
    boolean ownDen = redToMove ? (tf == 3 && tr == 0) : (tf == 3 && tr == 8);
    if (ownDen) {
      return false;
    }
    if (theirs(target)) {
      return canCapture(ff, fr, tf, tr);
    }
    return true;
  }

  /** Legal moves as codes from*64+to, ascending. */
  List<Integer> legalMoves() {
    List<Integer> moves = new ArrayList<>();
    if (winnerAndReason() != null) {
      return moves;
    }
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int fr = 0; fr < 9; fr++) {
      for (int ff = 0; ff < 7; ff++) {
        char c = board[fr][ff];
        if (!mine(c)) {
          continue;
        }
        char p = Character.toUpperCase(c);
        for (int[] d : dirs) {
          int tf = ff + d[0];
          int tr = fr + d[1];
          if (tf < 0 || tf > 6 || tr < 0 || tr > 8) {
            continue;
          }
          if (isWater(tf, tr) && p != 'R') {
            boolean jumper = p == 'L' || (p == 'T' && (d[1] != 0 || rules.tigerJumpsRanks()));
            if (!jumper) {
              continue;
            }
            boolean blocked = false;
            while (tf >= 0 && tf <= 6 && tr >= 0 && tr <= 8 && isWater(tf, tr)) {
              if (board[tr][tf] != '.') {
                blocked = true; // a Rat of either colour in the water crossed
              }
              tf += d[0];
              tr += d[1];
            }
            if (blocked) {
              continue;
            }
          }
          if (canLandOn(ff, fr, tf, tr)) {
            moves.add((fr * 7 + ff) * 64 + tr * 7 + tf);
          }
        }
      }
    }
    Collections.sort(moves);
    return moves;
  }

  ReferenceJungle apply(int code) {
    int from = code / 64;
    int to = code % 64;
    char[][] b = new char[9][];
    for (int r = 0; r < 9; r++) {
      b[r] = board[r].clone();
    }
    b[to / 7][to % 7] = b[from / 7][from % 7];
    b[from / 7][from % 7] = '.';
    return new ReferenceJungle(rules, b, !redToMove);
  }

  /** "RED DEN", "BLUE ALL_CAPTURED", "DRAW NO_MOVE", ... or null while the game goes on. */
  String winnerAndReason() {
    if (Character.isUpperCase(board[8][3])) {
      return "RED DEN";
    }
    if (Character.isLowerCase(board[0][3])) {
      return "BLUE DEN";
    }
    int red = 0;
    int blue = 0;
    for (char[] row : board) {
      for (char c : row) {
        if (c != '.') {
          if (isRed(c)) {
            red++;
          } else {
            blue++;
          }
        }
      }
    }
    if (red == 0) {
      return "BLUE ALL_CAPTURED";
    }
    if (blue == 0) {
      return "RED ALL_CAPTURED";
    }
    return null;
  }

  /** The result with the no-move rule: as {@link #winnerAndReason()}, plus the no-move end. */
  String result() {
    String r = winnerAndReason();
    if (r != null) {
      return r;
    }
    if (legalMoves().isEmpty()) {
      if (!rules.noMoveLoses()) {
        return "DRAW NO_MOVE";
      }
      return (redToMove ? "BLUE" : "RED") + " NO_MOVE";
    }
    return null;
  }

  /** Perft by the rules file's convention. */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    if (winnerAndReason() != null) {
      return 1;
    }
    List<Integer> moves = legalMoves();
    if (moves.isEmpty()) {
      return 0;
    }
    long total = 0;
    for (int m : moves) {
      total += apply(m).perft(depth - 1);
    }
    return total;
  }
}
