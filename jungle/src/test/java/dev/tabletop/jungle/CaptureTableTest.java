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
    return Fixtures.position(text + (attackerSide == Side.RED ? " w" : " b"));
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
}
