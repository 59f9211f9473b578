package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.moves;
import static dev.tabletop.ludo.Positions.play;
import static dev.tabletop.ludo.Positions.pos;
import static dev.tabletop.ludo.Positions.refusal;
import static dev.tabletop.ludo.Positions.roll;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The sentences of {@code rules/ludo.md}'s "Two dice" section, its presets and {@code turnOrder},
 * one test each, on hand-set positions whose moves are counted by hand in the comments.
 */
class TwoDiceAndTurnOrderTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final String S = "s,s,s,s";
  /** Two dice played one by one, entry and bonus on 6. */
  private static final LudoRules EACH = STD.withDice(2).withDiceUse(DiceUse.EACH);

  /** Four players; player 0 has {@code own}, player 1 has {@code other}, turn and roll given. */
  private static LudoState four(LudoRules rules, String own, String other, int turn, String roll) {
    return pos(rules, own + "/" + other + "/" + S + "/" + S + " " + turn + " " + roll + " -");
  }

  @Nested
  class HowTheDiceAreSpent {
    @Test
    void diceUseOneTakesOneActionUsingABOrTheSum() {
      LudoRules one = STD.withDice(2);
      assertThat(one.diceUse()).isEqualTo(DiceUse.ONE);
      assertThat(moves(four(one, "10,s,s,s", S, 0, "2,3"))).containsExactly("move 0 by 2",
          "move 0 by 3", "move 0 by 5");
    }

    @Test
    void diceUseSumTakesOneActionUsingTheSumOnTheRing() {
      LudoRules sum = STD.withDice(2).withDiceUse(DiceUse.SUM);
      LudoState s = four(sum, "10,s,s,s", S, 0, "2,3");
      assertThat(moves(s)).containsExactly("move 0 by 5");
      IllegalMove byOneDie = s.parseMove("move 0 by 2").getLeft();
      assertThat(byOneDie.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
      assertThat(byOneDie.reason()).contains("a lone die counts only to land on the horse's own"
          + " door, to enter the home column or to climb in it");
      // From the door a 3,4 enters by either die alone (7 is beyond the column).
      assertThat(moves(four(sum, "55,s,s,s", S, 0, "3,4"))).containsExactly("home 0 to 3",
          "home 0 to 4");
    }
  }

  /**
   * Rules file, two dice, {@code diceUse=sum}: "a move that ends on the horse's own door, or
   * enters or climbs its home column, may use die a alone, die b alone or a+b". Seat 0's door is
   * cell 55; its horses reach home cell k from the door.
   */
  @Nested
  class UnderTheSumALoneDieCountsAtTheDoorAndInTheHomeColumn {
    private final LudoRules sum = LudoRules.TWO_DICE;

    /**
     * The actions of player 0's horse 0 (entering, on a die showing 1 or 6, is left out: the
     * other horses wait in the stable), or {@code pass} when nothing at all is legal.
     */
    private java.util.List<String> horse0(LudoState s) {
      java.util.List<String> all = moves(s);
      return all.equals(java.util.List.of("pass")) ? all
          : all.stream().filter(m -> m.matches("\\w+ 0 .*")).toList();
    }

    /** Player 0, with horses {@code own}, rolled {@code roll}: horse 0 may do exactly these. */
    private void offers(String own, String roll, String... expected) {
      assertThat(horse0(four(sum, own, S, 0, roll))).as("%s on %s", own, roll)
          .containsExactly(expected);
    }

    @Test
    void aMoveThatEndsOnTheOwnDoorMayUseEitherDieAloneOrTheSum() {
      // Cell 51 is 4 short of the door: a 4 alone (die a or b) or a sum of 4 lands on it.
      offers("51,h6,h5,h4", "4,5", "move 0 by 4");
      offers("51,h6,h5,h4", "2,4", "move 0 by 4");
      offers("51,h6,h5,h4", "1,3", "move 0 by 4");
      // 2,3: neither 2 nor 3 reaches the door, and a lone die goes nowhere else; 5 passes it.
      offers("51,h6,h5,h4", "2,3", "pass");
      // The codes: die a is 0, die b is 1, the sum 2 (move is kind 2: 8 + die).
      assertThat(four(sum, "51,h6,h5,h4", S, 0, "4,5").parseMove("move 0 by 4").get())
          .isEqualTo(8);
      assertThat(four(sum, "51,h6,h5,h4", S, 0, "2,4").parseMove("move 0 by 4").get())
          .isEqualTo(9);
      assertThat(four(sum, "51,h6,h5,h4", S, 0, "1,3").parseMove("move 0 by 4").get())
          .isEqualTo(10);
    }

    @Test
    void aHorseOneCellBeforeItsDoorStepsOnItWithADieShowingOne() {
      // The seed-003 stall: from cell 54 only a 1 reaches the door, and no sum is 1.
      for (int a = 1; a <= 6; a++) {
        for (int b = a; b <= 6; b++) {
          LudoState s = four(sum, "54,h6,h5,h4", S, 0, a + "," + b);
          if (a == 1) {
            assertThat(horse0(s)).as("%d,%d", a, b).containsExactly("move 0 by 1");
            assertThat(play(s, "move 0 by 1").ringCell(0, 0)).isEqualTo(55);
          } else {
            assertThat(horse0(s)).as("%d,%d", a, b).containsExactly("pass");
          }
        }
      }
    }

    @Test
    void enteringTheHomeColumnMayUseEitherDieAloneOrTheSum() {
      // Seed 003: "vào ô số 2 nếu kết quả tung là 'hai'" (cell 2 on a two), and "nhất" for cell 1.
      offers("55,s,s,s", "2,5", "home 0 to 2", "home 0 to 5");
      offers("55,s,s,s", "1,4", "home 0 to 1", "home 0 to 4", "home 0 to 5");
      // A double offers its die once and its sum.
      offers("55,s,s,s", "3,3", "home 0 to 3", "home 0 to 6");
    }

    @Test
    void climbingMayUseEitherDieAloneOrTheSum() {
      offers("h2,s,s,s", "3,6", "climb 0 to 3");
      offers("h2,s,s,s", "5,3", "climb 0 to 3");
      offers("h2,s,s,s", "1,2", "climb 0 to 3");
      offers("h2,s,s,s", "2,4", "pass");
    }

    @Test
    void workedCaseAHorseOnHomeCellFourNeedsExactlyFiveThenExactlySix() {
      LudoState onFour = four(sum, "h4,s,s,s", S, 0, "2,5");
      assertThat(horse0(onFour)).containsExactly("climb 0 to 5");
      offers("h4,s,s,s", "1,4", "climb 0 to 5");
      assertThat(refusal(four(sum, "h4,s,s,s", S, 0, "2,4"), "climb 0 to 6"))
          .isEqualTo("horse 0 needs exactly 5 to climb from cell 4, not 6");
      LudoState onFive = four(sum, "h5,s,s,s", S, 0, "2,6");
      assertThat(horse0(onFive)).containsExactly("climb 0 to 6");
      offers("h5,s,s,s", "3,3", "climb 0 to 6");
      offers("h5,s,s,s", "2,5", "pass");
    }

    @Test
    void workedCaseAHorseOnTheDoorWithASixGoesStraightToCellSix() {
      // "sáu": a die showing 6 alone, which the sum of two dice can give only as 3,3, 2,4, 1,5.
      LudoState s = four(sum, "55,s,s,s", S, 0, "2,6");
      assertThat(horse0(s)).containsExactly("home 0 to 2", "home 0 to 6");
      assertThat(play(s, "home 0 to 6").homeCell(0, 0)).isEqualTo(6);
      assertThat(horse0(four(sum, "55,s,s,s", S, 0, "1,5"))).contains("home 0 to 6");
    }

    @Test
    void aKickBackUsesTheSumOnly() {
      LudoRules back = sum.withKickBack(true);
      // Player 1's horse on cell 12 is 8 cells behind player 0's on cell 20: 2,6 kicks by 8.
      LudoState s = pos(back, "20,s,s,s/12,s,s,s/" + S + "/" + S + " 0 2,6 -");
      assertThat(horse0(s)).containsExactly("move 0 by 8", "back 0 by 8");
      // On 3,5 the 3 alone would kick player 1's horse on cell 17: not under the sum, whose 8
      // lands on cell 12, where nobody stands.
      LudoState lone = pos(back, "20,s,s,s/17,s,s,s/" + S + "/" + S + " 0 3,5 -");
      assertThat(horse0(lone)).containsExactly("move 0 by 8");
    }

    @Test
    void aJumpToTheOwnDoorAsFarAsADieIsThatMove() {
      LudoRules jump = sum.withOneRollJump(true);
      // From 52 the next door is the own door 55, 3 cells: on 1,3 the 3 alone moves there, so the
      // jump is that move, listed once.
      assertThat(horse0(four(jump, "52,s,s,s", S, 0, "1,3"))).containsExactly("move 0 by 3");
      // From 24 the next door is cell 27, another colour's: a lone 3 does not move there, the
      // jump does.
      assertThat(horse0(four(jump, "24,s,s,s", S, 0, "1,3"))).containsExactly("move 0 by 4",
          "jump 0 to 27");
    }
  }

  @Nested
  class HowTheDiceAreSpentOneByOne {
    @Test
    void diceUseEachPlaysBothDiceOneAfterTheOtherByTheSameHorseOrByTwo() {
      LudoState s = four(EACH, "10,20,s,s", S, 0, "2,3");
      assertThat(moves(s)).containsExactly("move 0 by 2", "move 0 by 3", "move 1 by 2",
          "move 1 by 3");
      LudoState half = play(s, "move 0 by 2");
      assertThat(half.isChance()).isFalse();
      assertThat(half.currentPlayer()).isZero();
      assertThat(half.diceLeft()).containsExactly(3);
      assertThat(half.dice()).containsExactly(2, 3);
      assertThat(half.toString()).isEqualTo(
          "12,20,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 2,3:3 -");
      assertThat(moves(half)).containsExactly("move 0 by 3", "move 1 by 3");
      LudoState sameHorse = play(half, "move 0 by 3");
      assertThat(sameHorse.ringCell(0, 0)).isEqualTo(15);
      assertThat(sameHorse.isChance()).isTrue();
      assertThat(sameHorse.turn()).isEqualTo(1);
      LudoState twoHorses = play(half, "move 1 by 3");
      assertThat(twoHorses.ringCell(0, 0)).isEqualTo(12);
      assertThat(twoHorses.ringCell(0, 1)).isEqualTo(23);
      // b then a reaches the same cells by another path.
      assertThat(play(play(s, "move 1 by 3"), "move 0 by 2")).isEqualTo(twoHorses);
    }

    @Test
    void aDieThatCannotBeUsedIsLost() {
      // Horse 0 on home cell 4 climbs with the 5; nothing can use the 2.
      LudoState s = four(EACH, "h4,s,s,s", S, 0, "2,5");
      assertThat(moves(s)).containsExactly("climb 0 to 5");
      LudoState half = play(s, "climb 0 to 5");
      assertThat(half.diceLeft()).containsExactly(2);
      assertThat(moves(half)).containsExactly("pass");
      LudoState after = play(half, "pass");
      assertThat(after.isChance()).isTrue();
      assertThat(after.turn()).isEqualTo(1);
      // Neither die: the whole roll is lost at once.
      assertThat(moves(roll(EACH.initialState(), 2, 3))).containsExactly("pass");
      assertThat(play(roll(EACH.initialState(), 2, 3), "pass").turn()).isEqualTo(1);
    }

    @Test
    void whenOnlyOneOrderLetsBothDiceBeUsedThePlayerMustUseBoth() {
      // Horse 0 on cell 49 (its door is 55), horse 1 on home cell 3, two horses in the stable.
      // 5 first (to 54), then the 6 enters: both used. The 6 entering first, then 5 (49 to 54):
      // both used. The 6 first to the door, then the 5 has no use (home cells 1..5 hold horse 1,
      // home cell 3 climbs only with a 4, and a 5 does not enter): that order wastes the 5.
      LudoState s = four(EACH, "49,h3,s,s", S, 0, "5,6");
      assertThat(moves(s)).containsExactly("move 0 by 5", "enter with 6");
      assertThat(refusal(s, "move 0 by 6")).contains("must use both");
      // With no order using both, each usable die alone is legal (see aDieThatCannotBeUsedIsLost).
      // A voluntary pass gives up any die at will, so it lifts the rule.
      assertThat(moves(four(EACH.withVoluntaryPass(true), "49,h3,s,s", S, 0, "5,6")))
          .containsExactly("pass", "move 0 by 5", "move 0 by 6", "enter with 6");
    }

    @Test
    void aHorseEnteredWithOneDieMayMoveWithTheOther() {
      LudoState s = roll(EACH.initialState(), 3, 6);
      assertThat(moves(s)).containsExactly("enter with 6");
      LudoState half = play(s, "enter with 6");
      assertThat(half.ringCell(0, 0)).isZero();
      assertThat(half.diceLeft()).containsExactly(3);
      assertThat(moves(half)).containsExactly("move 0 by 3");
      LudoState after = play(half, "move 0 by 3");
      assertThat(after.ringCell(0, 0)).isEqualTo(3);
      assertThat(after.turn()).as("the 6 rolls again").isZero();
      assertThat(after.isChance()).isTrue();
    }
  }

  @Nested
  class CodesAndText {
    @Test
    void enterWithDieBIsTheOneCodeAddedForDiceUseEach() {
      assertThat(LudoMove.wellFormed(37)).isTrue();
      assertThat(LudoMove.decode(37).get())
          .isEqualTo(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.B));
      assertThat(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.B).code()).isEqualTo(37);
      assertThat(LudoMove.wellFormed(38)).as("enter with the sum").isFalse();
      assertThat(LudoMove.wellFormed(21)).as("jump with die b").isFalse();
      // Elsewhere it names a die the roll does not offer for entering.
      LudoState one = roll(LudoRules.TWO_DICE.initialState(), 1, 6);
      assertThat(one.play(5).isLeft()).isTrue();
      assertThat(one.whyIllegal(5))
          .isEqualTo("entering and the jump use the whole roll: code die 0");
    }

    @Test
    void theDieLeftIsWrittenAfterAColon() {
      LudoState half = pos(EACH, "12,20,s,s/" + S + "/" + S + "/" + S + " 0 2,3:3 -");
      assertThat(half.diceLeft()).containsExactly(3);
      assertThat(half.dice()).containsExactly(2, 3);
      assertThat(half.toString()).endsWith(" 0 2,3:3 -");
      assertThat(EACH.position(S + "/" + S + "/" + S + "/" + S + " 0 2,3:4 -").getLeft().message())
          .contains("must be one of the roll's dice");
      assertThat(LudoRules.TWO_DICE.position(S + "/" + S + "/" + S + "/" + S
          + " 0 2,3:3 -").getLeft().message()).contains("diceUse=each");
      assertThat(half.board()).contains("rolled 2,3, 3 left to play");
    }
  }

  @Nested
  class Entering {
    @Test
    void enteringNeedsADieShowingAnEntryFace() {
      // Seed 003: "phải là nhất hoặc lục mới được ra một quân": a 1 or a 6, not any double.
      LudoRules page = LudoRules.TWO_DICE;
      assertThat(moves(roll(page.initialState(), 3, 3))).containsExactly("pass");
      assertThat(moves(roll(page.initialState(), 2, 2))).containsExactly("pass");
      assertThat(moves(roll(page.initialState(), 1, 4))).containsExactly("enter");
      assertThat(moves(roll(page.initialState(), 4, 6))).containsExactly("enter");
      assertThat(moves(roll(STD.withDice(2).initialState(), 3, 3))).containsExactly("pass");
      assertThat(page.isEntryRoll(LudoMove.rollCode(3, 3))).isFalse();
    }

    @Test
    void doublesEnterAlsoLetsAnyDoubleEnter() {
      LudoRules rules = LudoRules.TWO_DICE.withDoublesEnter(true);
      assertThat(moves(roll(rules.initialState(), 3, 3))).containsExactly("enter");
      assertThat(moves(roll(rules.initialState(), 2, 4))).containsExactly("pass");
      // Played one by one, each die of a double may enter.
      LudoState half = play(roll(EACH.withDoublesEnter(true).initialState(), 3, 3), "enter");
      assertThat(moves(half)).containsExactly("move 0 by 3");
    }

    @Test
    void entryPairRequiresTheRollToBeADoubleOrExactly16() {
      LudoRules pair = STD.withDice(2).withEntryPair(true);
      assertThat(pair.entryFaces()).isEmpty();
      for (int[] r : new int[][] {{1, 6}, {6, 6}, {2, 2}, {1, 1}}) {
        assertThat(moves(roll(pair.initialState(), r[0], r[1]))).as("%d,%d", r[0], r[1])
            .containsExactly("enter");
      }
      for (int[] r : new int[][] {{4, 6}, {1, 4}, {1, 5}, {2, 6}}) {
        assertThat(moves(roll(pair.initialState(), r[0], r[1]))).as("%d,%d", r[0], r[1])
            .containsExactly("pass");
      }
    }

    @Test
    void enteringUsesTheDieThatShowsTheEntryFace() {
      LudoRules each16 = EACH.withEntryFaces(1, 6);
      LudoState s = roll(each16.initialState(), 1, 6);
      assertThat(moves(s)).containsExactly("enter with 1", "enter with 6");
      assertThat(s.parseMove("enter with 6").get()).isEqualTo(5); // horse 0, enter, die b
      assertThat(moves(play(s, "enter with 1"))).containsExactly("move 0 by 6");
      assertThat(moves(play(s, "enter with 6"))).containsExactly("move 0 by 1");
      assertThat(refusal(roll(EACH.initialState(), 3, 6), "enter with 3"))
          .isEqualTo("a die of 3 does not bring a horse out (entry faces {6})");
      assertThat(refusal(roll(EACH.initialState(), 3, 6), "enter with 5"))
          .contains("no die showing 5");
    }

    @Test
    void enteringSpendsTheWholeRollUnderOneAndSum() {
      for (DiceUse use : new DiceUse[] {DiceUse.ONE, DiceUse.SUM}) {
        LudoRules rules = STD.withDice(2).withEntryFaces(1, 6).withDiceUse(use);
        LudoState after = play(roll(rules.initialState(), 1, 4), "enter");
        assertThat(after.ringCell(0, 0)).as("%s: the horse stays on its start cell", use)
            .isZero();
        assertThat(after.isChance()).isTrue();
      }
      // Under each, entering by the pair spends both dice too.
      LudoRules pairEach = EACH.withEntryPair(true);
      assertThat(play(roll(pairEach.initialState(), 1, 6), "enter").isChance()).isTrue();
    }
  }

  @Nested
  class BonusRoll {
    @Test
    void aDieShowingABonusFaceGivesAnotherRoll() {
      LudoRules page = LudoRules.TWO_DICE;
      assertThat(play(four(page, "10,s,s,s", S, 0, "1,3"), "move 0 by 4").turn()).isZero();
      assertThat(play(four(page, "10,s,s,s", S, 0, "3,6"), "move 0 by 9").turn()).isZero();
      // Seed 003 has no doubles rule: 2,2 passes the turn on.
      assertThat(play(four(page, "10,s,s,s", S, 0, "2,2"), "move 0 by 4").turn()).isEqualTo(1);
      assertThat(page.isBonusRoll(LudoMove.rollCode(2, 2))).isFalse();
    }

    @Test
    void doublesBonusAlsoGivesOneForAnyDouble() {
      LudoRules rules = LudoRules.TWO_DICE.withDoublesBonus(true);
      assertThat(play(four(rules, "10,s,s,s", S, 0, "2,2"), "move 0 by 4").turn()).isZero();
      assertThat(play(four(rules, "10,s,s,s", S, 0, "2,3"), "move 0 by 5").turn()).isEqualTo(1);
    }

    @Test
    void underDiceUseEachTheBonusFollowsTheSecondDie() {
      LudoState half = play(four(EACH, "10,20,s,s", S, 0, "2,6"), "move 0 by 6");
      assertThat(half.isChance()).isFalse();
      assertThat(play(half, "move 1 by 2").turn()).isZero();
    }
  }

  @Nested
  class OneRollJump {
    @Test
    void oneRollJumpAppliesToADieShowing1() {
      LudoRules rules = EACH.withOneRollJump(true);
      LudoState s = four(rules, "5,s,s,s", S, 0, "1,4");
      assertThat(moves(s)).containsExactly("move 0 by 1", "move 0 by 4", "jump 0 to 13");
      LudoState jumped = play(s, "jump 0 to 13");
      assertThat(jumped.diceLeft()).containsExactly(4);
      assertThat(moves(jumped)).containsExactly("move 0 by 4");
      assertThat(moves(play(s, "move 0 by 4"))).containsExactly("move 0 by 1", "jump 0 to 13");
      assertThat(moves(four(rules, "5,s,s,s", S, 0, "2,4"))).doesNotContain("jump 0 to 13");
      // Under sum the die showing 1 flies with the whole roll.
      LudoRules sum = LudoRules.TWO_DICE.withOneRollJump(true);
      assertThat(moves(four(sum, "5,s,s,s", S, 0, "1,4"))).containsExactly("move 0 by 5",
          "jump 0 to 13", "enter");
    }
  }

  @Nested
  class TurnOrderFlag {
    @Test
    void turnOrderDescendingFixesTheOtherDirectionForTheWholeGame() {
      LudoRules down = STD.withTurnOrder(TurnOrder.DESCENDING);
      LudoState s = play(roll(down.initialState(), 3), "pass");
      assertThat(s.turn()).isEqualTo(3);
      s = play(roll(s, 2), "pass");
      assertThat(s.turn()).isEqualTo(2);
      assertThat(play(roll(STD.initialState(), 3), "pass").turn()).isEqualTo(1);
      // Finished players are skipped that way too.
      LudoState skip = pos(down, S + "/" + S + "/h3,h4,h5,h6/" + S + " 3 2 2");
      assertThat(play(skip, "pass").turn()).isEqualTo(1);
      LudoRules three = down.withPlayers(3);
      assertThat(play(roll(three.initialState(), 3), "pass").turn()).isEqualTo(2);
    }
  }

  @Nested
  class Presets {
    @Test
    void standardIsEveryDefault() {
      assertThat(STD).isEqualTo(Ludo.rules("ludo(players=4,dice=1,entryFaces={6},bonusFaces={6},"
          + "ownPiecesBlock=true,kickBack=false,oneRollJump=false,voluntaryPass=false)").get());
    }

    @Test
    void aPresetIsSeed000ExactlyAsWritten() {
      LudoRules b = LudoRules.BEGINNERS;
      assertThat(b).isEqualTo(Ludo.rules("ludo(ownPiecesBlock=false,oneRollJump=true,"
          + "voluntaryPass=true)").get());
      assertThat(b.dice()).isEqualTo(1);
      assertThat(b.kickBack()).as("đá hậu only 'in some games'").isFalse();
      // The page's table of rolls: a 1 may fly to the next door; the pass is always there.
      assertThat(moves(four(b, "5,s,s,s", S, 0, "1"))).containsExactly("pass", "move 0 by 1",
          "jump 0 to 13");
      // Only opponents block: horse 0 passes its own horse 1.
      assertThat(moves(four(b, "5,7,s,s", S, 0, "4"))).containsExactly("pass", "move 0 by 4",
          "move 1 by 4");
      assertThat(LudoRules.HOUSE).isEqualTo(b.withKickBack(true));
    }

    @Test
    void aPresetIsSeed003ExactlyAsWritten() {
      LudoRules t = LudoRules.TWO_DICE;
      assertThat(t).isEqualTo(Ludo.rules(
          "ludo(dice=2,entryFaces={1,6},bonusFaces={1,6},diceUse=sum)").get());
      assertThat(t.doublesEnter() || t.entryPair() || t.doublesBonus()).isFalse();
      assertThat(t.ownPiecesBlock()).isTrue();
      assertThat(t.playUntil()).isEqualTo(PlayUntil.ALL);
      // The two cases: 3,3 from the start only passes, and 2,2 passes the turn on.
      LudoState start = t.initialState();
      assertThat(moves(roll(start, 3, 3))).containsExactly("pass");
      assertThat(play(roll(start, 2, 2), "pass").turn()).isEqualTo(1);
      // Own horses block: horse 0 on 10 may not pass horse 1 on 12 with the sum 5.
      assertThat(moves(four(t, "10,12,s,s", S, 0, "2,3"))).containsExactly("move 1 by 5");
    }
  }

  @Nested
  class TwoPlayers {
    @Test
    void twoPlayersNameOneGameWhateverPlayUntilAndTurnOrder() {
      LudoRules plain = Ludo.rules("ludo(players=2)").get();
      for (String spec : new String[] {"ludo(players=2,playUntil=first)",
          "ludo(players=2,turnOrder=descending)", "ludo(seats={0,2},playUntil=first)"}) {
        LudoRules other = Ludo.rules(spec).get();
        assertThat(other).as(spec).isEqualTo(plain);
        assertThat(other.spec()).isEqualTo(plain.spec());
      }
      assertThat(STD.withPlayUntil(PlayUntil.FIRST).withPlayers(2)).isEqualTo(plain);
      LudoRules first = Ludo.rules("ludo(players=2,playUntil=first)").get();
      for (long seed = 1; seed <= 5; seed++) {
        LudoState a = playOut(plain, seed);
        LudoState b = playOut(first, seed);
        assertThat(b).isEqualTo(a);
        assertThat(b.places()).isEqualTo(a.places()).hasSize(2);
        assertThat(b.hash()).isEqualTo(a.hash());
        for (int p = 0; p < 2; p++) {
          assertThat(b.place(p)).isEqualTo(a.place(p)).isPositive();
          assertThat(b.returns(p)).isEqualTo(a.returns(p));
        }
      }
    }

    private LudoState playOut(LudoRules rules, long seed) {
      SplittableRandom random = new SplittableRandom(seed);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      LudoState s = rules.initialState();
      while (!s.isTerminal()) {
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
      return s;
    }
  }
}
