package dev.tabletop.jungle;

import static dev.tabletop.jungle.Fixtures.code;
import static dev.tabletop.jungle.Fixtures.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.Players;
import dev.tabletop.core.tools.Playout;
import io.vavr.control.Option;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One test (or more) named after every rule and every worked case in rules/jungle.md. */
class RulesTest {

  private static java.util.List<String> moves(JungleState s) {
    return s.moves().map(JungleMove::text).asJava();
  }

  private static java.util.List<String> movesFrom(JungleState s, String square) {
    return s.moves().filter(m -> Squares.name(m.from()).equals(square)).map(JungleMove::text)
        .asJava();
  }

  private static String why(JungleState s, String move) {
    return s.whyIllegal(code(move));
  }

  @Nested
  class Board {
    @Test
    void boardHasNineRanksAndSevenFilesWithA1BottomLeftForRed() {
      assertThat(Squares.COUNT).isEqualTo(63);
      assertThat(Squares.name(0)).isEqualTo("a1");
      assertThat(Squares.name(6)).isEqualTo("g1");
      assertThat(Squares.name(62)).isEqualTo("g9");
      assertThat(Squares.parse("d5").get()).isEqualTo(Squares.of(3, 4));
    }

    @Test
    void densAreD1ForRedAndD9ForBlue() {
      assertThat(Squares.name(Squares.den(Side.RED))).isEqualTo("d1");
      assertThat(Squares.name(Squares.den(Side.BLUE))).isEqualTo("d9");
    }

    @Test
    void trapsAreC1E1D2ForRedAndC9E9D8ForBlue() {
      assertThat(names(Squares.RED_TRAPS)).isEqualTo("c1 e1 d2");
      assertThat(names(Squares.BLUE_TRAPS)).isEqualTo("d8 c9 e9");
    }

    @Test
    void waterIsTwoLakesOfSixSquares() {
      assertThat(names(Squares.WATER)).isEqualTo("b4 c4 e4 f4 b5 c5 e5 f5 b6 c6 e6 f6");
    }

    private String names(long mask) {
      StringBuilder sb = new StringBuilder();
      for (int sq = 0; sq < 63; sq++) {
        if ((mask >>> sq & 1) != 0) {
          sb.append(sb.length() > 0 ? " " : "").append(Squares.name(sq));
        }
      }
      return sb.toString();
    }

    @Test
    void startPositionIsTheOneTheRulesList() {
      JungleState s = Jungle.start();
      String[] red = {"Ta1", "Lg1", "Cb2", "Df2", "Ea3", "Wc3", "Pe3", "Rg3"};
      String[] blue = {"La9", "Tg9", "Db8", "Cf8", "Ra7", "Pc7", "We7", "Eg7"};
      for (String r : red) {
        int sq = Squares.parse(r.substring(1)).get();
        assertThat(s.pieceAt(sq)).contains(Piece.ofLetter(r.charAt(0)).get());
        assertThat(s.sideAt(sq)).contains(Side.RED);
      }
      for (String b : blue) {
        int sq = Squares.parse(b.substring(1)).get();
        assertThat(s.pieceAt(sq)).contains(Piece.ofLetter(b.charAt(0)).get());
        assertThat(s.sideAt(sq)).contains(Side.BLUE);
      }
      assertThat(Long.bitCount(s.occupancy(Side.RED))).isEqualTo(8);
      assertThat(Long.bitCount(s.occupancy(Side.BLUE))).isEqualTo(8);
    }

    @Test
    void blueStartIsRedTurnedBy180Degrees() {
      JungleState s = Jungle.start();
      for (int sq = 0; sq < 63; sq++) {
        int turned = 62 - sq;
        assertThat(s.pieceAt(turned)).isEqualTo(s.pieceAt(sq));
        assertThat(s.sideAt(turned)).isEqualTo(s.sideAt(sq).map(Side::opponent));
      }
    }

    @Test
    void redMovesFirst() {
      assertThat(Jungle.start().sideToMove()).isEqualTo(Side.RED);
      assertThat(Jungle.start().currentPlayer()).isEqualTo(0);
      assertThat(Jungle.start().apply(code("a1a2")).currentPlayer()).isEqualTo(1);
    }

    @Test
    void piecesRankElephant8DownToRat1() {
      assertThat(JungleRules.STANDARD.rank(Piece.ELEPHANT)).isEqualTo(8);
      assertThat(JungleRules.STANDARD.rank(Piece.LION)).isEqualTo(7);
      assertThat(JungleRules.STANDARD.rank(Piece.TIGER)).isEqualTo(6);
      assertThat(JungleRules.STANDARD.rank(Piece.LEOPARD)).isEqualTo(5);
      assertThat(JungleRules.STANDARD.rank(Piece.WOLF)).isEqualTo(4);
      assertThat(JungleRules.STANDARD.rank(Piece.DOG)).isEqualTo(3);
      assertThat(JungleRules.STANDARD.rank(Piece.CAT)).isEqualTo(2);
      assertThat(JungleRules.STANDARD.rank(Piece.RAT)).isEqualTo(1);
    }
  }

  @Nested
  class Moves {
    @Test
    void aMoveIsOneSquareUpDownLeftOrRight() {
      JungleState s = position("l6/7/7/7/7/7/3W3/7/7 w");
      assertThat(movesFrom(s, "d3")).containsExactly("d3d2", "d3c3", "d3e3", "d3d4");
    }

    @Test
    void neverDiagonally() {
      JungleState s = position("l6/7/7/7/7/7/3W3/7/7 w");
      assertThat(why(s, "d3e4")).contains("never move diagonally");
      assertThat(why(s, "d3d5")).isEqualTo("the Wolf moves one square up, down, left or right");
      // The Lion and the Tiger are told of their jump too.
      JungleState lion = position("l6/7/7/7/7/7/3L1T1/7/7 w");
      assertThat(why(lion, "d3d5")).isEqualTo("the Lion moves one square up, down, left or right,"
          + " or jumps straight across a lake from bank to bank");
      assertThat(why(lion, "f3f5")).endsWith(", or jumps straight across a lake from bank to bank");
    }

    @Test
    void neverOffTheBoard() {
      JungleState s = position("6l/7/7/7/7/7/7/7/T6 w");
      assertThat(movesFrom(s, "a1")).containsExactly("a1b1", "a1a2");
    }

    @Test
    void neverOntoAnOwnPiece() {
      JungleState s = Jungle.start();
      assertThat(movesFrom(s, "a1")).containsExactly("a1b1", "a1a2");
      // a2 is free at the start, so a3a2 is legal (this line used to assert only "not null").
      assertThat(why(s, "a3a2")).isEqualTo("a3a2 is legal");
      JungleState wall = position("l6/7/7/7/7/7/EW5/7/7 w");
      assertThat(movesFrom(wall, "a3")).containsExactly("a3a2", "a3a4");
      assertThat(why(wall, "a3b3")).isEqualTo("the Elephant cannot move onto Red's own Wolf on b3");
      assertThat(s.isLegal(code("b2b3"))).isTrue();
      assertThat(why(s.apply(code("a1a2")).apply(code("a9a8")), "a2a3"))
          .contains("own Elephant on a3");
    }

    @Test
    void noPieceMayEnterItsOwnDen() {
      JungleState s = position("l6/7/7/7/7/7/7/3C3/7 w");
      assertThat(movesFrom(s, "d2")).doesNotContain("d2d1");
      assertThat(why(s, "d2d1")).isEqualTo("a piece may not enter its own den");
      JungleState b = position("7/3c3/7/7/7/7/7/7/L6 b");
      assertThat(movesFrom(b, "d8")).doesNotContain("d8d9");
    }

    @Test
    void onlyTheRatMayEnterTheWater() {
      JungleState s = position("l6/7/7/7/7/7/1E2R2/7/7 w");
      assertThat(movesFrom(s, "b3")).doesNotContain("b3b4");
      assertThat(why(s, "b3b4")).isEqualTo("only the Rat may enter the water");
      assertThat(movesFrom(s, "e3")).contains("e3e4");
    }

    @Test
    void theRatSwimsThroughTheWater() {
      JungleState s = position("l6/7/7/7/1R5/7/7/7/7 w");
      assertThat(movesFrom(s, "b5")).containsExactly("b5b4", "b5a5", "b5c5", "b5b6");
    }

    @Test
    void lionJumpsAlongRanksOverTwoWaterSquares() {
      JungleState s = position("l6/7/7/7/3L3/7/7/7/7 w");
      assertThat(movesFrom(s, "d5")).containsExactly("d5d4", "d5a5", "d5g5", "d5d6");
      assertThat(s.move(code("d5a5")).jump()).isTrue();
    }

    @Test
    void lionAndTigerJumpAlongFilesOverThreeWaterSquares() {
      JungleState s = position("l6/7/7/7/7/7/1L3T1/7/7 w");
      assertThat(movesFrom(s, "b3")).contains("b3b7");
      assertThat(movesFrom(s, "f3")).contains("f3f7");
      JungleState back = position("7/7/1T5/7/7/7/7/7/6l w");
      assertThat(movesFrom(back, "b7")).contains("b7b3");
    }

    @Test
    void tigerJumpsAlongRanksUnderTheStandardRules() {
      JungleState s = position("l6/7/7/T6/7/7/7/7/7 w");
      assertThat(movesFrom(s, "a6")).contains("a6d6");
    }

    @Test
    void tigerJumpsOnlyAlongFilesWhenTigerJumpsRanksIsOff() {
      JungleRules rules = JungleRules.STANDARD.withTigerJumpsRanks(false);
      JungleState s = position(rules, "l6/7/7/T6/7/7/2T4/7/7 w".replace("2T4", "2L4"));
      assertThat(movesFrom(s, "a6")).doesNotContain("a6d6");
      assertThat(why(s, "a6d6")).contains("only along files");
      assertThat(movesFrom(s, "c3")).contains("c3c7");
      JungleState files = position(rules, "l6/7/7/7/7/7/2T4/7/7 w");
      assertThat(movesFrom(files, "c3")).contains("c3c7");
    }

    /**
     * The jumps {@code Squares} lists for players' evaluations are the rules' jumps: each bank's
     * landing square, the water crossed and the direction, and none from elsewhere.
     */
    @Test
    void squaresListEachJumpWithItsLandingAndItsWater() {
      int c3 = Squares.parse("c3").get();
      int c7 = Squares.parse("c7").get();
      assertThat(List.of(Squares.jumpLanding(c3, 0), Squares.jumpLanding(c3, 1)))
          .containsExactly(c7, -1);
      assertThat(Squares.jumpWater(c3, 0)).isEqualTo(1L << Squares.parse("c4").get()
          | 1L << Squares.parse("c5").get() | 1L << Squares.parse("c6").get());
      assertThat(Squares.jumpsAlongRank(c3, 0)).isFalse();
      int d5 = Squares.parse("d5").get();
      assertThat(List.of(Squares.jumpLanding(d5, 0), Squares.jumpLanding(d5, 1)))
          .containsExactlyInAnyOrder(Squares.parse("a5").get(), Squares.parse("g5").get());
      assertThat(Squares.jumpsAlongRank(d5, 0)).isTrue();
      assertThat(Squares.jumpsAlongRank(d5, 1)).isTrue();
      assertThat(Long.bitCount(Squares.jumpWater(d5, 0))).isEqualTo(2);
      // Every square's listed jumps are exactly the rules' jumps, written out by hand below.
      java.util.Map<String, Set<String>> listed = new java.util.TreeMap<>();
      for (int sq = 0; sq < Squares.COUNT; sq++) {
        for (int slot = 0; slot < 2; slot++) {
          int to = Squares.jumpLanding(sq, slot);
          if (to < 0) {
            assertThat(Squares.jumpWater(sq, slot)).as(Squares.name(sq)).isZero();
            continue;
          }
          Set<String> water = new java.util.TreeSet<>();
          for (long w = Squares.jumpWater(sq, slot); w != 0; w &= w - 1) {
            water.add(Squares.name(Long.numberOfTrailingZeros(w)));
          }
          String jump = Squares.name(sq) + Squares.name(to);
          listed.put(jump, water);
          assertThat(Squares.jumpsAlongRank(sq, slot)).as(jump)
              .isEqualTo(Squares.rank(sq) == Squares.rank(to));
        }
      }
      java.util.Map<String, Set<String>> rules = new java.util.TreeMap<>();
      jumpsOfTheRules().forEach((jump, water) -> rules.put(jump, new java.util.TreeSet<>(water)));
      assertThat(listed).isEqualTo(rules);
      assertThatThrownBy(() -> Squares.jumpLanding(c3, 2)).isInstanceOf(
          IllegalArgumentException.class).hasMessageContaining("slots 0 and 1");
      assertThatThrownBy(() -> Squares.jumpWater(63, 0)).isInstanceOf(
          IllegalArgumentException.class);
    }

    @Test
    void otherPiecesDoNotJump() {
      JungleState s = position("l6/7/7/7/3E3/7/7/7/7 w");
      assertThat(movesFrom(s, "d5")).containsExactly("d5d4", "d5d6");
      assertThat(why(s, "d5a5")).isEqualTo("only the Lion and the Tiger jump across the water");
    }

    @Test
    void jumpIsBlockedByOwnRatInTheWater() {
      JungleState s = position("l5t/7/7/7/2RL3/7/2T4/7/r6 w");
      assertThat(movesFrom(s, "d5")).doesNotContain("d5a5").contains("d5g5");
      assertThat(why(s, "d5a5")).isEqualTo("the jump is blocked by the Red Rat on c5");
      assertThat(why(s, "c3c7")).isEqualTo("the jump is blocked by the Red Rat on c5");
    }

    @Test
    void jumpIsBlockedByEnemyRatInTheWater() {
      JungleState s = position("l5t/7/7/7/3Lr2/7/4T2/7/7 w");
      assertThat(movesFrom(s, "d5")).doesNotContain("d5g5").contains("d5a5");
      assertThat(why(s, "d5g5")).isEqualTo("the jump is blocked by the Blue Rat on e5");
      assertThat(movesFrom(s, "e3")).doesNotContain("e3e7");
    }

    /**
     * The jumps the rules describe, written out by hand: along ranks 4 to 6 from the a-file bank
     * to the d-file bank and from d to g (two water squares), along files b, c, e and f from rank
     * 3 to rank 7 (three water squares); each with the water squares it crosses.
     */
    private static java.util.Map<String, java.util.List<String>> jumpsOfTheRules() {
      java.util.Map<String, java.util.List<String>> jumps = new java.util.TreeMap<>();
      for (char r = '4'; r <= '6'; r++) {
        jumps.put("a" + r + "d" + r, List.of("b" + r, "c" + r));
        jumps.put("d" + r + "a" + r, List.of("c" + r, "b" + r));
        jumps.put("d" + r + "g" + r, List.of("e" + r, "f" + r));
        jumps.put("g" + r + "d" + r, List.of("f" + r, "e" + r));
      }
      for (char f : new char[] {'b', 'c', 'e', 'f'}) {
        jumps.put("" + f + '3' + f + '7', List.of(f + "4", f + "5", f + "6"));
        jumps.put("" + f + '7' + f + '3', List.of(f + "6", f + "5", f + "4"));
      }
      return jumps;
    }

    @Test
    void theLionJumpsExactlyFromBankToBankAcrossEachLake() {
      java.util.Set<String> found = new java.util.TreeSet<>();
      for (int sq = 0; sq < Squares.COUNT; sq++) {
        String name = Squares.name(sq);
        if (Squares.isWater(sq) || sq == Squares.RED_DEN || name.equals("a9")
            || sq == Squares.BLUE_DEN) {
          continue;
        }
        JungleState s = Fixtures.placed(JungleRules.STANDARD, 'w', "L" + name, "ca9");
        for (JungleMove m : s.moves()) {
          int df = Math.abs(Squares.file(m.from()) - Squares.file(m.to()));
          int dr = Math.abs(Squares.rank(m.from()) - Squares.rank(m.to()));
          assertThat(m.jump()).as(m.text()).isEqualTo(df + dr > 1);
          if (df + dr > 1) {
            found.add(m.text());
          }
        }
      }
      assertThat(found).containsExactlyElementsOf(jumpsOfTheRules().keySet());
    }

    @Test
    void jumpIsBlockedByARatOfEitherColourOnEveryWaterSquareItCrosses() {
      int checked = 0;
      for (java.util.Map.Entry<String, java.util.List<String>> jump
          : jumpsOfTheRules().entrySet()) {
        String from = jump.getKey().substring(0, 2);
        String to = jump.getKey().substring(2);
        for (Side mover : Side.values()) {
          String other = mover == Side.RED ? "ca9" : "Cg1";
          char toMove = mover.letter();
          for (Piece jumper : new Piece[] {Piece.LION, Piece.TIGER}) {
            String j = jumper.letter(mover) + from;
            JungleState open = Fixtures.placed(JungleRules.STANDARD, toMove, j, other);
            assertThat(open.isLegal(code(jump.getKey()))).as("%s in %s", jump.getKey(), open)
                .isTrue();
            // A Rat in the other lake does not block.
            String elsewhere = jump.getValue().get(0).charAt(0) <= 'c' ? "f5" : "b5";
            for (Side ratSide : Side.values()) {
              JungleState far = Fixtures.placed(JungleRules.STANDARD, toMove, j, other,
                  Piece.RAT.letter(ratSide) + elsewhere);
              assertThat(far.isLegal(code(jump.getKey()))).as("%s in %s", jump.getKey(), far)
                  .isTrue();
              for (String water : jump.getValue()) {
                JungleState s = Fixtures.placed(JungleRules.STANDARD, toMove, j, other,
                    Piece.RAT.letter(ratSide) + water);
                assertThat(s.isLegal(code(jump.getKey()))).as("%s in %s", jump.getKey(), s)
                    .isFalse();
                assertThat(s.moves().map(JungleMove::text)).doesNotContain(jump.getKey());
                assertThat(why(s, jump.getKey())).isEqualTo(
                    "the jump is blocked by the " + ratSide.title() + " Rat on " + water);
                checked++;
              }
            }
          }
        }
      }
      assertThat(checked).isEqualTo((12 * 2 + 8 * 3) * 2 * 2 * 2);
    }

    @Test
    void jumpLandingFollowsTheNormalRules() {
      JungleState own = position("l6/7/7/7/P2L3/7/7/7/7 w");
      assertThat(movesFrom(own, "d5")).doesNotContain("d5a5");
      assertThat(why(own, "d5a5")).contains("own Leopard on a5");
    }
  }

  @Nested
  class Captures {
    @Test
    void aPieceTakesAnEnemyOfEqualOrLowerRank() {
      JungleState s = position("7/7/7/7/7/3w3/3P3/7/7 w");
      assertThat(movesFrom(s, "d3")).contains("d3d4");
      JungleState higher = position("7/7/7/7/7/3l3/3P3/7/7 w");
      assertThat(movesFrom(higher, "d3")).doesNotContain("d3d4");
      assertThat(why(higher, "d3d4")).isEqualTo("the Leopard (rank 5) cannot take the Lion (rank 7)");
      JungleState equal = position("7/7/7/7/7/3p3/3P3/7/7 w");
      assertThat(movesFrom(equal, "d3")).contains("d3d4");
    }

    @Test
    void theRatTakesTheElephant() {
      JungleState s = position("7/7/7/7/7/3e3/3R3/7/7 w");
      assertThat(s.move(code("d3d4")).captured()).contains(Piece.ELEPHANT);
      assertThat(s.isLegal(code("d3d4"))).isTrue();
    }

    @Test
    void theElephantNeverTakesTheRatOutsideATrap() {
      JungleState s = position("7/7/7/7/7/3r3/3E3/7/7 w");
      assertThat(s.isLegal(code("d3d4"))).isFalse();
      assertThat(why(s, "d3d4")).isEqualTo("the Elephant cannot take the Rat");
    }

    @Test
    void theElephantTakesTheRatUnderElephantTakesRat() {
      JungleState s = position(JungleRules.STANDARD.withElephantTakesRat(true),
          "7/7/7/7/7/3r3/3E3/7/7 w");
      assertThat(s.isLegal(code("d3d4"))).isTrue();
    }

    @Test
    void anEnemyOnYourTrapHasRankZeroSoTheElephantTakesARatThere() {
      JungleState s = position("7/7/7/7/7/7/7/7/3re2 w".replace("3re2", "4rE1"));
      assertThat(s.isLegal(code("f1e1"))).isTrue();
      JungleState cat = position("6t/7/7/7/7/7/3C3/3l3/7 w");
      assertThat(cat.isLegal(code("d3d2"))).isTrue();
    }

    @Test
    void yourOwnPiecesOnYourOwnTrapsKeepTheirRank() {
      JungleState s = position("6t/7/7/7/7/7/7/7/1cD4 b");
      assertThat(s.isLegal(code("b1c1"))).isFalse();
      assertThat(why(s, "b1c1")).isEqualTo("the Cat (rank 2) cannot take the Dog (rank 3)");
    }

    @Test
    void theTrapWeakensAPieceOnlyAsAVictimAPieceStandingOnAnEnemyTrapStillAttacksWithItsOwnRank() {
      // rules/jungle.md: "a piece standing on an enemy trap still attacks with its own rank".
      JungleState s = position("6t/7/7/7/7/7/3C3/3l3/7 b");
      assertThat(s.isLegal(code("d2d3"))).isTrue();
      // A Blue Cat (rank 2) on Red's trap d2 takes a Red Cat (2): it would not at rank 0.
      JungleState cat = position("6t/7/7/7/7/7/3C3/3c3/7 b");
      assertThat(cat.isLegal(code("d2d3"))).isTrue();
      // ... and it still cannot take the Red Dog (3): the trap gives it no rank either.
      JungleState dog = position("6t/7/7/7/7/7/3D3/3c3/7 b");
      assertThat(dog.isLegal(code("d2d3"))).isFalse();
      assertThat(why(dog, "d2d3")).isEqualTo("the Cat (rank 2) cannot take the Dog (rank 3)");
    }

    @Test
    void aRatInWaterNextToAnElephantOnLandNeitherTakesTheOther() {
      JungleState red = position("7/7/7/7/7/eR5/7/7/7 w");
      assertThat(red.isLegal(code("b4a4"))).isFalse();
      assertThat(why(red, "b4a4")).isEqualTo("the Rat in the water cannot take the Elephant on land");
      JungleState blue = position("7/7/7/7/7/eR5/7/7/7 b");
      assertThat(blue.isLegal(code("a4b4"))).isFalse();
      assertThat(why(blue, "a4b4")).isEqualTo("only the Rat may enter the water");
      JungleState land = position("7/7/7/7/7/eR5/1c5/7/7 b");
      assertThat(why(land, "b3b4")).isEqualTo("only the Rat may enter the water");
    }

    @Test
    void noPieceOnLandTakesARatInTheWaterButARatInWaterTakesARatInWater() {
      JungleState s = position("7/7/7/7/1r5/1R5/7/7/7 w");
      assertThat(s.isLegal(code("b4b5"))).isTrue();
      JungleState bank = position("7/7/7/7/7/1r5/1R5/7/7 w");
      assertThat(bank.isLegal(code("b3b4"))).isFalse();
      assertThat(why(bank, "b3b4")).isEqualTo("no piece on land can take a Rat in the water");
      JungleState fromWater = position("7/7/7/7/7/1R5/1r5/7/7 w");
      assertThat(why(fromWater, "b4b3")).isEqualTo("the Rat in the water cannot take the Rat on land");
    }

    @Test
    void ratsTakeEachOtherAcrossTheBankUnderRatTakesAcrossBank() {
      JungleRules rules = JungleRules.STANDARD.withRatTakesAcrossBank(true);
      assertThat(position(rules, "7/7/7/7/7/1r5/1R5/7/7 w").isLegal(code("b3b4"))).isTrue();
      assertThat(position(rules, "7/7/7/7/7/1R5/1r5/7/7 w").isLegal(code("b4b3"))).isTrue();
      assertThat(position(rules, "7/7/7/7/7/eR5/7/7/7 w").isLegal(code("b4a4"))).isFalse();
    }

    @Test
    void aLionJumpsOntoAnEnemyItMayTake() {
      JungleState s = position("l6/7/7/7/e2L2t/7/7/7/7 w");
      JungleMove m = s.move(code("d5g5"));
      assertThat(m.jump()).isTrue();
      assertThat(m.captured()).contains(Piece.TIGER);
      assertThat(m.piece()).isEqualTo(Piece.LION);
    }

    @Test
    void aLionDoesNotJumpOntoTheEnemyElephant() {
      JungleState s = position("l6/7/7/7/e2L2t/7/7/7/7 w");
      assertThat(s.isLegal(code("d5a5"))).isFalse();
      assertThat(why(s, "d5a5")).isEqualTo("the Lion (rank 7) cannot take the Elephant (rank 8)");
    }

    @Test
    void theDogOutranksTheWolfUnderDogOutranksWolf() {
      String text = "7/7/7/7/3w3/3D3/7/7/7 w";
      assertThat(position(text).isLegal(code("d4d5"))).isFalse();
      JungleRules leiden = JungleRules.STANDARD.withDogOutranksWolf(true);
      assertThat(position(leiden, text).isLegal(code("d4d5"))).isTrue();
      assertThat(leiden.rank(Piece.DOG)).isEqualTo(4);
      assertThat(leiden.rank(Piece.WOLF)).isEqualTo(3);
    }
  }

  @Nested
  class EndOfTheGame {
    @Test
    void enteringTheDenWinsAtOnce() {
      JungleState s = position("7/3C3/6e/7/7/7/7/7/7 w");
      JungleState after = s.play("d8d9").get();
      assertThat(after.isTerminal()).isTrue();
      assertThat(after.currentPlayer()).isEqualTo(Players.TERMINAL);
      assertThat(after.result()).contains(new JungleResult(Option.some(Side.RED),
          JungleResult.Reason.DEN));
      assertThat(after.returns(0)).isEqualTo(1);
      assertThat(after.returns(1)).isEqualTo(-1);
      assertThat(after.endReason()).isEqualTo("den");
      assertThat(after.moves()).isEmpty();
    }

    @Test
    void capturingEveryEnemyPieceWins() {
      JungleState s = position("7/7/7/7/7/7/3c3/3L3/7 w");
      JungleState after = s.play("d2d3").get();
      assertThat(after.result()).contains(new JungleResult(Option.some(Side.RED),
          JungleResult.Reason.ALL_CAPTURED));
      assertThat(after.endReason()).isEqualTo("all captured");
    }

    @Test
    void aSideReducedToNoMovesLoses() {
      JungleState before = position("7/7/7/7/7/7/c6/7/Rd5 b");
      JungleState boxed = before.play("a3a2").get();
      assertThat(boxed.sideToMove()).isEqualTo(Side.RED);
      assertThat(boxed.isTerminal()).isTrue();
      assertThat(boxed.result()).contains(new JungleResult(Option.some(Side.BLUE),
          JungleResult.Reason.NO_MOVE));
      assertThat(boxed.returns(1)).isEqualTo(1);
      assertThat(boxed.returns(0)).isEqualTo(-1);
      assertThat(boxed.endReason()).isEqualTo("no move");
    }

    @Test
    void aSideWithoutAMoveDrawsUnderNoMoveLosesFalse() {
      JungleState boxed = position(JungleRules.LEIDEN, "7/7/7/7/7/7/7/c6/Rd5 w");
      assertThat(boxed.isTerminal()).isTrue();
      assertThat(boxed.result()).contains(new JungleResult(Option.none(),
          JungleResult.Reason.NO_MOVE));
      assertThat(boxed.returns(0)).isZero();
      assertThat(boxed.returns(1)).isZero();
    }

    @Test
    void blueReducedToNoMovesLosesAndRedWins() {
      // The rules' "leave the opponent with no legal move on their turn (they lose)" with Blue
      // as the boxed side: Blue's Rat on a9 meets Red's Dog (b9) and Cat (a8), both above it.
      JungleState boxed = position("rD5/C6/7/7/7/7/7/7/7 b");
      assertThat(boxed.isTerminal()).isTrue();
      assertThat(boxed.isNoMoveEnd()).isTrue();
      assertThat(boxed.result()).contains(new JungleResult(Option.some(Side.RED),
          JungleResult.Reason.NO_MOVE));
      assertThat(boxed.returns(0)).isEqualTo(1);
      assertThat(boxed.returns(1)).isEqualTo(-1);
      assertThat(boxed.result().get().isDraw()).isFalse();
      assertThat(boxed.result().get()).hasToString("Red wins (no move)");
    }

    @Test
    void blueWithoutAMoveDrawsUnderNoMoveLosesFalse() {
      JungleState boxed = position(JungleRules.LEIDEN, "rD5/C6/7/7/7/7/7/7/7 b");
      assertThat(boxed.result()).contains(new JungleResult(Option.none(),
          JungleResult.Reason.NO_MOVE));
      assertThat(boxed.result().get().isDraw()).isTrue();
      assertThat(boxed.result().get()).hasToString("draw (no move)");
      assertThat(boxed.returns(0)).isZero();
      assertThat(boxed.returns(1)).isZero();
    }

    @Test
    void aWinIsNoDrawAndARepetitionIs() {
      assertThat(new JungleResult(Option.some(Side.BLUE), JungleResult.Reason.DEN).isDraw())
          .isFalse();
      assertThat(new JungleResult(Option.none(), JungleResult.Reason.REPETITION).isDraw())
          .isTrue();
      assertThat(new JungleResult(Option.some(Side.BLUE), JungleResult.Reason.DEN))
          .hasToString("Blue wins (den)");
    }

    /**
     * A boxed piece on the a or g file: the square "next to it" in the bit order (the other edge
     * of the rank above or below) is empty, but it is no neighbour on the board, so the side
     * still has no move. One position per edge and side, each checked against the list of moves.
     */
    @Test
    void aPieceOnTheEdgeFileHasNoMoveAcrossTheEdge() {
      String[] boxedPositions = {
          // Red Rat g1 between Blue Dog f1 and Cat g2; a2 (next in bit order) is empty.
          "7/7/7/7/7/7/7/6c/5dR w",
          // Red Rat a2 between Blue Cat a1, Dog a3 and Wolf b2; g1 (before it) is empty.
          "7/7/7/7/7/7/d6/Rw5/c6 w",
          // Blue Rat a9 between Red Dog b9 and Cat a8; g8 (before it) is empty.
          "rD5/C6/7/7/7/7/7/7/7 b",
          // Blue Rat g8 between Red Cat g9, Dog g7 and Wolf f8; a9 (after it) is empty.
          "6C/5Wr/6D/7/7/7/7/7/7 b",
      };
      for (String text : boxedPositions) {
        JungleState s = position(text);
        assertThat(s.moves()).as(text).isEmpty();
        assertThat(s.isTerminal()).as(text).isTrue();
        assertThat(s.endReason()).as(text).isEqualTo("no move");
      }
    }

    /**
     * "No piece may enter its own den" and "only the Rat may enter water" together with "leave
     * the opponent with no legal move": a piece whose only free neighbour is its own den, or a
     * water square it may not enter, has no move, for either side and through apply too.
     */
    @Test
    void aPieceWhoseOnlyFreeNeighbourIsItsOwnDenOrWaterItMayNotEnterHasNoMove() {
      String[] boxedPositions = {
          // Red Rat c1: Blue Cat b1 and Blue Dog c2 are too big for it, d1 is Red's own den.
          "7/7/7/7/7/7/7/2d4/1cR4 w",
          // Blue Rat e9: Red Cat f9 and Red Dog e8 beside it, d9 is Blue's own den.
          "4rC1/4D2/7/7/7/7/7/7/7 b",
          // Red Dog a4: Blue Tiger a3 and Blue Lion a5, and b4 is water.
          "7/7/7/7/l6/D6/t6/7/7 w",
          // Blue Dog g6: Red Lion g5 and Red Tiger g7, and f6 is water.
          "7/7/6T/6d/6L/7/7/7/7 b",
      };
      for (String text : boxedPositions) {
        JungleState s = position(text);
        assertThat(s.moves()).as(text).isEmpty();
        assertThat(s.isNoMoveEnd()).as(text).isTrue();
        assertThat(s.result()).as(text).contains(new JungleResult(
            Option.some(s.sideToMove().opponent()), JungleResult.Reason.NO_MOVE));
      }
      // The same boxes closed by a move, so that apply decides it before it makes the state.
      assertThat(position("7/7/7/7/7/7/2d4/7/1cR4 b").play("c3c2").get().isNoMoveEnd()).isTrue();
      assertThat(position("7/7/7/7/l6/D6/7/t6/7 b").play("a2a3").get().isNoMoveEnd()).isTrue();
      // With the den or the water square's neighbour freed, the same pieces have a move.
      assertThat(position("7/7/7/7/7/7/7/7/1cR4 w").moves()).isNotEmpty();
      assertThat(position("7/7/7/7/l6/D6/7/7/7 w").moves()).isNotEmpty();
    }

    @Test
    void boxingTheEnemyOnTheEdgeFileEndsTheGameAtOnce() {
      // Red's Dog steps b8-b9 and boxes Blue's Rat on a9 (Red's Cat a8 below it);
      // the apply path asks the same edge question before it makes the state.
      JungleState before = position("r6/CD5/7/7/7/7/7/7/7 w");
      JungleState after = before.play("b8b9").get();
      assertThat(after.isTerminal()).isTrue();
      assertThat(after.result()).contains(new JungleResult(Option.some(Side.RED),
          JungleResult.Reason.NO_MOVE));
      JungleState boxedRed = position("7/7/7/7/7/7/6c/7/5dR b").play("g3g2").get();
      assertThat(boxedRed.isTerminal()).isTrue();
      assertThat(boxedRed.result()).contains(new JungleResult(Option.some(Side.BLUE),
          JungleResult.Reason.NO_MOVE));
    }

    @Test
    void theFifthRepetitionDraws() {
      GameHistory<JungleState> h = GameHistory.start(JungleRules.STANDARD);
      String[] cycle = {"a1a2", "a9a8", "a2a1", "a8a9"};
      for (int ply = 0; ply < 16; ply++) {
        assertThat(h.isOver()).as("over before ply %d", ply).isFalse();
        assertThat(JungleResult.of(h)).isEmpty();
        h = h.play(code(cycle[ply % 4])).get();
      }
      assertThat(h.occurrences(Jungle.start().hash())).isEqualTo(5);
      assertThat(h.isOver()).isTrue();
      assertThat(JungleResult.of(h)).contains(new JungleResult(Option.none(),
          JungleResult.Reason.REPETITION));
      assertThat(h.play(code("a1a2")).getLeft().reason()).contains("repetition");
    }

    @Test
    void aGameHistoryEndsWhenTheRatSwimsToTheDenAndJungleResultReadsIt() {
      GameHistory<JungleState> h = GameHistory.start(JungleRules.STANDARD);
      String[] red = {"g3f3", "f3f4", "f4e4", "e4d4", "d4d5", "d5d6", "d6d7", "d7d8", "d8d9"};
      String[] blue = {"a9a8", "a8a9"};
      for (int i = 0; i < red.length; i++) {
        assertThat(JungleResult.of(h)).isEmpty();
        h = h.play(code(red[i])).get();
        if (i < red.length - 1) {
          h = h.play(code(blue[i % 2])).get();
        }
      }
      assertThat(h.isOver()).isTrue();
      assertThat(h.isDrawnByRepetition()).isFalse();
      assertThat(JungleResult.of(h)).contains(new JungleResult(Option.some(Side.RED),
          JungleResult.Reason.DEN));
      assertThat(h.returns(0)).isEqualTo(1);
      assertThat(h.returns(1)).isEqualTo(-1);
      assertThat(h.play(code("a8a9")).getLeft().reason())
          .isEqualTo("the game is over: Red wins (den)");
    }

    @Test
    void jungleResultOfAHistoryAgreesWithItsReturnsInRandomGames() {
      SplittableRandom random = new SplittableRandom(11);
      dev.tabletop.core.MoveBuffer buffer = dev.tabletop.core.MoveBuffer.forGame(
          JungleRules.THREEFOLD);
      java.util.Set<JungleResult.Reason> seen = java.util.EnumSet.noneOf(JungleResult.Reason.class);
      // A fifth of the games under the mutation profile, where each surviving mutant reruns them.
      int games = Boolean.getBoolean("tabletop.mutation") ? 60 : 300;
      for (int game = 0; game < games; game++) {
        GameHistory<JungleState> h = GameHistory.start(JungleRules.THREEFOLD);
        while (!h.isOver() && h.plies() < 2000) {
          h.state().legalMoves(buffer);
          h = h.playUnchecked(buffer.get(random.nextInt(buffer.size())));
        }
        if (!h.isOver()) {
          continue;
        }
        JungleResult r = JungleResult.of(h).get();
        seen.add(r.reason());
        assertThat(r.reason() == JungleResult.Reason.REPETITION).isEqualTo(h.isDrawnByRepetition());
        assertThat(h.returns(0))
            .isEqualTo(r.winner().map(w -> w == Side.RED ? 1 : -1).getOrElse(0));
        assertThat(h.returns(0) + h.returns(1)).isZero();
        if (!h.isDrawnByRepetition()) {
          assertThat(JungleResult.of(h)).isEqualTo(h.state().result());
        }
      }
      assertThat(seen).contains(JungleResult.Reason.REPETITION, JungleResult.Reason.DEN);
    }

    @Test
    void theFourthRepetitionDoesNotDraw() {
      GameHistory<JungleState> h = GameHistory.start(JungleRules.STANDARD);
      String[] cycle = {"a1a2", "a9a8", "a2a1", "a8a9"};
      for (int ply = 0; ply < 12; ply++) {
        h = h.play(code(cycle[ply % 4])).get();
      }
      assertThat(h.occurrences(Jungle.start().hash())).isEqualTo(4);
      assertThat(h.isOver()).isFalse();
    }

    @Test
    void threefoldRepetitionUnderTheThreefoldPreset() {
      GameHistory<JungleState> h = GameHistory.start(JungleRules.THREEFOLD);
      String[] cycle = {"a1a2", "a9a8", "a2a1", "a8a9"};
      for (int ply = 0; ply < 8; ply++) {
        assertThat(h.isOver()).isFalse();
        h = h.play(code(cycle[ply % 4])).get();
      }
      assertThat(JungleResult.of(h).get().reason()).isEqualTo(JungleResult.Reason.REPETITION);
    }

    @Test
    void repetitionLimitZeroNeverDraws() {
      GameHistory<JungleState> h = GameHistory.start(JungleRules.STANDARD.withRepetitionLimit(0));
      String[] cycle = {"a1a2", "a9a8", "a2a1", "a8a9"};
      for (int ply = 0; ply < 40; ply++) {
        h = h.play(code(cycle[ply % 4])).get();
      }
      assertThat(h.isOver()).isFalse();
    }

    @Test
    void samePiecesWithTheOtherSideToMoveIsAnotherPosition() {
      JungleState w = Jungle.start();
      JungleState b = position(JungleState.START.replace(" w", " b"));
      assertThat(w.hash()).isNotEqualTo(b.hash());
      assertThat(w).isNotEqualTo(b);
    }

    @Test
    void randomPlayoutsEndByARuleOfTheGame() {
      Playout<JungleState> playout = new Playout<>(JungleRules.STANDARD, 10_000);
      SplittableRandom random = new SplittableRandom(7);
      for (int i = 0; i < 200; i++) {
        Playout.PlayoutResult<JungleState> r = playout.play(Jungle.start(), random);
        assertThat(r.reason()).isIn("den", "all captured", "no move", "repetition");
        if (r.ending() == Playout.Ending.TERMINAL) {
          assertThat(r.state().result()).isNotEmpty();
          assertThat(r.returns(0) + r.returns(1)).isZero();
        }
      }
    }
  }
}
