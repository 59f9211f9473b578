package dev.tabletop.jungle;

import io.vavr.control.Option;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Shared helpers for the jungle tests: rules arbitraries, random positions, result labels. */
public final class Fixtures {
  private Fixtures() {}

  /** Every preset and random combinations of every flag. */
  static Arbitrary<JungleRules> rules() {
    Arbitrary<JungleRules> random = Combinators.combine(
        Arbitraries.of(0, 2, 3, 5, 7),
        Arbitraries.of(true, false),
        Arbitraries.of(true, false),
        Arbitraries.of(true, false),
        Arbitraries.of(true, false),
        Arbitraries.of(true, false))
        .as((limit, noMove, eTakesR, dogWolf, acrossBank, tigerRanks) -> JungleRules.STANDARD
            .withRepetitionLimit(limit).withNoMoveLoses(noMove).withElephantTakesRat(eTakesR)
            .withDogOutranksWolf(dogWolf).withRatTakesAcrossBank(acrossBank)
            .withTigerJumpsRanks(tigerRanks));
    return Arbitraries.oneOf(Arbitraries.of(JungleRules.PRESETS.asJava()), random);
  }

  /** Random flags from a seeded generator. */
  static JungleRules randomRules(SplittableRandom r) {
    int[] limits = {0, 2, 3, 5, 7};
    return JungleRules.STANDARD.withRepetitionLimit(limits[r.nextInt(limits.length)])
        .withNoMoveLoses(r.nextBoolean()).withElephantTakesRat(r.nextBoolean())
        .withDogOutranksWolf(r.nextBoolean()).withRatTakesAcrossBank(r.nextBoolean())
        .withTigerJumpsRanks(r.nextBoolean());
  }

  /** Squares where rules meet: traps, dens' neighbours, lake banks and the lakes themselves. */
  private static final String[] HOT = {"c1", "e1", "d2", "c9", "e9", "d8", "c2", "e2", "d3", "c8",
      "e8", "d7", "b1", "f1", "b9", "f9", "a4", "a5", "a6", "d4", "d5", "d6", "g4", "g5", "g6", "b3",
      "c3", "e3", "f3", "b7", "c7", "e7", "f7", "b4", "c5", "b6", "e4", "f5", "e6", "c4", "f6"};

  /**
   * A random legal position: each animal present with some probability, on a square it may stand
   * on, often a square where rules meet; sometimes a piece in the enemy den.
   */
  static String randomPosition(SplittableRandom random) {
    char[][] board = new char[9][7];
    for (char[] row : board) {
      java.util.Arrays.fill(row, '.');
    }
    boolean denUsed = random.nextInt(20) != 0;
    int placed = 0;
    for (int s = 0; s < 2; s++) {
      Side side = s == 0 ? Side.RED : Side.BLUE;
      double keep = 0.3 + 0.7 * random.nextDouble();
      for (Piece p : Piece.values()) {
        if (random.nextDouble() > keep) {
          continue;
        }
        for (int attempt = 0; attempt < 50; attempt++) {
          int sq = random.nextBoolean()
              ? Squares.parse(HOT[random.nextInt(HOT.length)]).get()
              : random.nextInt(Squares.COUNT);
          int f = Squares.file(sq);
          int r = Squares.rank(sq);
          if (board[r][f] != '.' || sq == Squares.den(side)
              || (Squares.isWater(sq) && p != Piece.RAT)) {
            continue;
          }
          if (sq == Squares.den(side.opponent())) {
            if (denUsed) {
              continue;
            }
            denUsed = true;
          }
          board[r][f] = p.letter(side);
          placed++;
          break;
        }
      }
    }
    if (placed == 0) {
      board[0][0] = 'R';
    }
    return ranks(board) + (random.nextBoolean() ? " w" : " b");
  }

  /** The engine's result in the reference's words: "RED DEN", "DRAW NO_MOVE", or null. */
  static String label(Option<JungleResult> result) {
    if (result.isEmpty()) {
      return null;
    }
    JungleResult r = result.get();
    return r.winner().map(Side::name).getOrElse("DRAW") + " " + r.reason().name();
  }

  static JungleState position(JungleRules rules, String text) {
    return JungleState.parse(rules, text).getOrElseThrow(e -> new AssertionError(e + ": " + text));
  }

  static JungleState position(String text) {
    return position(JungleRules.STANDARD, text);
  }

  /**
   * A position from a list of pieces such as {@code "La5"} (uppercase Red, lowercase Blue) and the
   * side to move ({@code 'w'} or {@code 'b'}), under the given rules.
   */
  public static JungleState placed(JungleRules rules, char toMove, String... pieces) {
    char[][] board = new char[9][7];
    for (char[] row : board) {
      java.util.Arrays.fill(row, '.');
    }
    for (String p : pieces) {
      int sq = Squares.parse(p.substring(1)).get();
      if (board[Squares.rank(sq)][Squares.file(sq)] != '.') {
        throw new AssertionError("two pieces on " + p.substring(1));
      }
      board[Squares.rank(sq)][Squares.file(sq)] = p.charAt(0);
    }
    return position(rules, ranks(board) + " " + toMove);
  }

  /** The ranks part of a position string for a board of letters and '.', rank 9 first. */
  private static String ranks(char[][] board) {
    StringBuilder sb = new StringBuilder();
    for (int r = 8; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < 7; f++) {
        if (board[r][f] == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
        }
        empty = 0;
        sb.append(board[r][f]);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }

  static int code(String move) {
    return JungleMove.code(Squares.parse(move.substring(0, 2)).get(),
        Squares.parse(move.substring(2)).get());
  }
}
