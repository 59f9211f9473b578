package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One test per cell of the source page's capture table ("Bảng ai ăn được ai"), on open land and
 * in traps. The expected marks are copied from the page, not computed by the engine.
 */
class CaptureTableTest {
  /** The page's table: rows attack, columns are taken, both in the order E L T P W D C R. */
  private static final String[] PAGE_TABLE = {
      "✓✓✓✓✓✓✓–", // Voi (Elephant)
      "–✓✓✓✓✓✓✓", // Sư tử (Lion)
      "––✓✓✓✓✓✓", // Hổ (Tiger)
      "–––✓✓✓✓✓", // Báo (Leopard)
      "––––✓✓✓✓", // Sói (Wolf)
      "–––––✓✓✓", // Chó (Dog)
      "––––––✓✓", // Mèo (Cat)
      "✓––––––✓", // Chuột (Rat)
  };
  private static final String ORDER = "ELTPWDCR";

  private static Piece piece(int index) {
    return Piece.ofLetter(ORDER.charAt(index)).get();
  }

  private static String name(Piece p) {
    return p.vietnamese() + " (" + p.title() + ")";
  }

  /** A position with only the attacker and the victim, the attacker's side to move. */
  private static JungleState duel(Side attackerSide, Piece attacker, String from, Piece victim,
      String on) {
    return duel(JungleRules.STANDARD, attackerSide, attacker, from, victim, on);
  }

  private static JungleState duel(JungleRules rules, Side attackerSide, Piece attacker,
      String from, Piece victim, String on) {
    char[][] board = new char[9][7];
    for (char[] row : board) {
      java.util.Arrays.fill(row, '.');
    }
    int a = Squares.parse(from).get();
    int v = Squares.parse(on).get();
    board[Squares.rank(a)][Squares.file(a)] = attacker.letter(attackerSide);
    board[Squares.rank(v)][Squares.file(v)] = victim.letter(attackerSide.opponent());
    StringBuilder sb = new StringBuilder();
    for (int r = 8; r >= 0; r--) {
      for (int f = 0; f < 7; f++) {
        sb.append(board[r][f] == '.' ? "1" : String.valueOf(board[r][f]));
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    String text = sb.toString().replaceAll("1111111", "7").replaceAll("111111", "6")
        .replaceAll("11111", "5").replaceAll("1111", "4").replaceAll("111", "3")
        .replaceAll("11", "2");
    return Fixtures.position(rules, text + (attackerSide == Side.RED ? " w" : " b"));
  }

  private static void expectCapture(JungleState s, String move, boolean expected) {
    int code = Fixtures.code(move);
    assertThat(s.isLegal(code)).as("%s in %s", move, s).isEqualTo(expected);
    if (expected) {
      JungleState after = s.play(code).get();
      assertThat(after.occupancy(s.sideToMove().opponent())).isZero();
      assertThat(after.result().get().reason()).isEqualTo(JungleResult.Reason.ALL_CAPTURED);
    } else {
      assertThat(s.play(code).getLeft().reason()).contains("cannot take");
    }
  }

  @TestFactory
  List<DynamicTest> everyCellOnOpenLand() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int a = 0; a < 8; a++) {
      for (int v = 0; v < 8; v++) {
        Piece attacker = piece(a);
        Piece victim = piece(v);
        boolean expected = PAGE_TABLE[a].charAt(v) == '✓';
        tests.add(DynamicTest.dynamicTest("open land: " + name(attacker)
            + (expected ? " takes " : " cannot take ") + name(victim), () -> {
              expectCapture(duel(Side.RED, attacker, "g4", victim, "g5"), "g4g5", expected);
              expectCapture(duel(Side.BLUE, attacker, "a6", victim, "a5"), "a6a5", expected);
            }));
      }
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> everyCellInTheAttackersTrap() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int a = 0; a < 8; a++) {
      for (int v = 0; v < 8; v++) {
        Piece attacker = piece(a);
        Piece victim = piece(v);
        tests.add(DynamicTest.dynamicTest("in the attacker's trap: " + name(attacker) + " takes "
            + name(victim) + " (rank 0 there)", () -> {
              expectCapture(duel(Side.RED, attacker, "d3", victim, "d2"), "d3d2", true);
              expectCapture(duel(Side.RED, attacker, "b1", victim, "c1"), "b1c1", true);
              expectCapture(duel(Side.BLUE, attacker, "d7", victim, "d8"), "d7d8", true);
              expectCapture(duel(Side.BLUE, attacker, "f9", victim, "e9"), "f9e9", true);
            }));
      }
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> everyCellInTheVictimsOwnTrap() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int a = 0; a < 8; a++) {
      for (int v = 0; v < 8; v++) {
        Piece attacker = piece(a);
        Piece victim = piece(v);
        boolean expected = PAGE_TABLE[a].charAt(v) == '✓';
        tests.add(DynamicTest.dynamicTest("victim in its own trap keeps its rank: "
            + name(attacker) + (expected ? " takes " : " cannot take ") + name(victim), () -> {
              expectCapture(duel(Side.RED, attacker, "d7", victim, "d8"), "d7d8", expected);
              expectCapture(duel(Side.BLUE, attacker, "d3", victim, "d2"), "d3d2", expected);
            }));
      }
    }
    return tests;
  }

  /** Every combination of the flags (repetition aside), the two that change the table included. */
  private static List<JungleRules> everyFlagCombination() {
    List<JungleRules> all = new ArrayList<>();
    for (int bits = 0; bits < 32; bits++) {
      all.add(JungleRules.STANDARD.withNoMoveLoses((bits & 1) != 0)
          .withElephantTakesRat((bits & 2) != 0).withDogOutranksWolf((bits & 4) != 0)
          .withRatTakesAcrossBank((bits & 8) != 0).withTigerJumpsRanks((bits & 16) != 0));
    }
    return all;
  }

  /**
   * The page's table changed by hand as the flags say: {@code elephantTakesRat} ticks Elephant
   * takes Rat; {@code dogOutranksWolf} (Dog 4, Wolf 3) ticks Dog takes Wolf and clears Wolf takes
   * Dog. No other flag touches the table.
   */
  private static boolean expectedUnder(JungleRules rules, Piece attacker, Piece victim) {
    if (rules.elephantTakesRat() && attacker == Piece.ELEPHANT && victim == Piece.RAT) {
      return true;
    }
    if (rules.dogOutranksWolf() && attacker == Piece.DOG && victim == Piece.WOLF) {
      return true;
    }
    if (rules.dogOutranksWolf() && attacker == Piece.WOLF && victim == Piece.DOG) {
      return false;
    }
    return PAGE_TABLE[ORDER.indexOf(attacker.letter())].charAt(ORDER.indexOf(victim.letter()))
        == '✓';
  }

  @TestFactory
  List<DynamicTest> everyCellUnderEveryVariantFlag() {
    List<DynamicTest> tests = new ArrayList<>();
    for (JungleRules rules : everyFlagCombination()) {
      tests.add(DynamicTest.dynamicTest("capture table under " + rules.spec(), () -> {
        for (Piece attacker : Piece.values()) {
          for (Piece victim : Piece.values()) {
            boolean expected = expectedUnder(rules, attacker, victim);
            assertThat(rules.takes(attacker, victim)).as("%s takes %s under %s", attacker, victim,
                rules).isEqualTo(expected);
            // open land, both sides
            expectCapture(duel(rules, Side.RED, attacker, "g4", victim, "g5"), "g4g5", expected);
            expectCapture(duel(rules, Side.BLUE, attacker, "a6", victim, "a5"), "a6a5", expected);
            // the victim on its own trap keeps its rank
            expectCapture(duel(rules, Side.RED, attacker, "d7", victim, "d8"), "d7d8", expected);
            expectCapture(duel(rules, Side.BLUE, attacker, "e2", victim, "e1"), "e2e1", expected);
            // the victim on the attacker's trap has rank 0
            expectCapture(duel(rules, Side.RED, attacker, "c2", victim, "c1"), "c2c1", true);
            expectCapture(duel(rules, Side.BLUE, attacker, "d7", victim, "d8"), "d7d8", true);
          }
        }
      }));
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> atTheWatersEdgeUnderEveryVariantFlag() {
    List<DynamicTest> tests = new ArrayList<>();
    for (JungleRules rules : everyFlagCombination()) {
      tests.add(DynamicTest.dynamicTest("water's edge under " + rules.spec(), () -> {
        for (Side ratSide : Side.values()) {
          for (Piece onLand : Piece.values()) {
            // Only Rat against Rat, and only under ratTakesAcrossBank, crosses the edge.
            boolean across = onLand == Piece.RAT && rules.ratTakesAcrossBank();
            // A Rat in the water (b4, e5) next to an enemy on land (a4, d5): no capture out of it,
            JungleState out = duel(rules, ratSide, Piece.RAT, "b4", onLand, "a4");
            assertThat(out.isLegal(Fixtures.code("b4a4"))).as("b4a4 in %s", out).isEqualTo(across);
            JungleState out2 = duel(rules, ratSide, Piece.RAT, "e5", onLand, "d5");
            assertThat(out2.isLegal(Fixtures.code("e5d5"))).as("e5d5 in %s", out2)
                .isEqualTo(across);
            assertThat(out.whyIllegal(Fixtures.code("b4a4"))).isEqualTo(across
                ? "b4a4 is legal"
                : "the Rat in the water cannot take the " + onLand.title() + " on land");
            // and none into it: the enemy on land cannot take the Rat in the water.
            JungleState in = duel(rules, ratSide.opponent(), onLand, "a4", Piece.RAT, "b4");
            assertThat(in.isLegal(Fixtures.code("a4b4"))).as("a4b4 in %s", in).isEqualTo(across);
            assertThat(in.whyIllegal(Fixtures.code("a4b4"))).isEqualTo(across
                ? "a4b4 is legal"
                : onLand == Piece.RAT ? "no piece on land can take a Rat in the water"
                : "only the Rat may enter the water");
          }
          // A Rat in the water takes an enemy Rat in the water under every flag.
          expectCapture(duel(rules, ratSide, Piece.RAT, "c5", Piece.RAT, "c4"), "c5c4", true);
          expectCapture(duel(rules, ratSide, Piece.RAT, "e6", Piece.RAT, "f6"), "e6f6", true);
        }
      }));
    }
    return tests;
  }
}
