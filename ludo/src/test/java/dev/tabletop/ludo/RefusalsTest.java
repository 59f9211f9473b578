package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.pos;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every sentence {@link LudoState#whyIllegal} can say, each on a hand-set position where exactly
 * that rule forbids the code: the whole sentence, so that the rule named is the one broken. Move
 * codes are {@code horse << 5 | kind << 2 | die} (kinds: 1 enter, 2 move, 3 home, 4 climb, 5 jump,
 * 6 back; dice: 0 a, 1 b, 2 the sum).
 */
class RefusalsTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final String S = "s,s,s,s";
  private static final LudoRules TWO_ONE = STD.withDice(2);
  private static final LudoRules EACH = STD.withDice(2).withDiceUse(DiceUse.EACH);

  private static LudoState p0(LudoRules rules, String own, String roll) {
    return pos(rules, own + "/" + S + "/" + S + "/" + S + " 0 " + roll + " -");
  }

  private static int code(int horse, int kind, int die) {
    return horse << 5 | kind << 2 | die;
  }

  /** The refusal of a code, checked to be a refusal by play as well. */
  private static String why(LudoState s, int code) {
    assertThat(s.play(code).isLeft()).as("code %d is illegal in %s", code, s).isTrue();
    assertThat(s.play(code).getLeft().reason()).isEqualTo(s.whyIllegal(code));
    return s.whyIllegal(code);
  }

  @Nested
  class OutsideATurn {
    @Test
    void nothingIsPlayedOnceTheGameIsOver() {
      LudoState end = pos(STD.withPlayers(2), "h3,h4,h5,h6/10,s,s,s - - 0,1");
      assertThat(why(end, 8)).isEqualTo("the game is over");
    }

    @Test
    void theDiceAreRolledFirst() {
      assertThat(why(STD.initialState(), 7))
          .isEqualTo("player 0 must roll first: a roll of one die is 1 to 6, not 7");
      assertThat(why(LudoRules.TWO_DICE.initialState(), 7)).isEqualTo("player 0 must roll first:"
          + " a roll of two dice is coded 8a+b with 1 <= a <= b <= 6, and 7 is not one");
    }

    @Test
    void aCodeThatIsNoMoveSaysHowCodesAreMade() {
      String expected = " is not a ludo move code (horse in bits 5-6, kind 1..6 in bits 2-4,"
          + " die 0..2 in bits 0-1, or 0 for a pass)";
      LudoState s = p0(STD, "10,s,s,s", "4");
      for (int bad : new int[] {-1, 3, 28, 31, 128}) {
        assertThat(why(s, bad)).isEqualTo("code " + bad + expected);
      }
    }
  }

  @Nested
  class ThePass {
    @Test
    void aPassNamesTheLegalMovesItWouldSkip() {
      String rule = "a pass is allowed only when no other move is (voluntaryPass=false); here ";
      assertThat(why(p0(STD, "10,s,s,s", "4"), 0)).isEqualTo(rule + "move 0 by 4 is legal");
      assertThat(why(p0(STD, "10,20,s,s", "4"), 0))
          .isEqualTo(rule + "move 0 by 4 and 1 other move is legal");
      assertThat(why(p0(STD, "10,20,30,s", "4"), 0))
          .isEqualTo(rule + "move 0 by 4 and 2 other moves are legal");
    }
  }

  @Nested
  class TheDie {
    @Test
    void oneDieHasNoSecondDieAndNoSum() {
      LudoState s = p0(STD, "10,s,s,s", "4");
      assertThat(why(s, code(0, 2, 1)))
          .isEqualTo("code 9 names a second die or a sum, but these rules roll one die");
      assertThat(why(s, code(0, 2, 2)))
          .isEqualTo("code 10 names a second die or a sum, but these rules roll one die");
      assertThat(why(p0(STD, "s,s,s,s", "6"), code(0, 1, 1)))
          .isEqualTo("code 5 names a second die or a sum, but these rules roll one die");
    }

    @Test
    void onceOneDieIsPlayedOnlyTheOtherIsLeft() {
      // 3,5:5: the 3 (die a) is played, the 5 (die b, code die 1) is left; 3,5:3 the other way.
      assertThat(why(p0(EACH, "10,20,s,s", "3,5:5"), code(0, 2, 0)))
          .isEqualTo("only the 5 is left to play (code die 1)");
      assertThat(why(p0(EACH, "10,20,s,s", "3,5:3"), code(0, 2, 1)))
          .isEqualTo("only the 3 is left to play (code die 0)");
    }

    @Test
    void underDiceUseSumALoneDieMovesAHorseOnTheRingOnlyOntoItsOwnDoor() {
      assertThat(why(p0(LudoRules.TWO_DICE, "10,s,s,s", "2,3"), code(0, 2, 0)))
          .isEqualTo("the dice are played as their sum 5 (diceUse=sum); a lone die counts only to"
              + " land on the horse's own door, to enter the home column or to climb in it, so"
              + " move 0 by 2 would use the 2 alone: move 0 by 5 uses the sum");
      assertThat(why(p0(LudoRules.TWO_DICE, "10,s,s,s", "2,4"), code(0, 2, 1)))
          .contains("move 0 by 4 would use the 4 alone: move 0 by 6 uses the sum");
      // Onto the own door (cell 55) the 4 alone is the move.
      assertThat(p0(LudoRules.TWO_DICE, "51,s,s,s", "2,4").play(code(0, 2, 1)).isRight()).isTrue();
      // A kick back goes backward, never onto the door: by the sum only.
      LudoRules back = LudoRules.TWO_DICE.withKickBack(true);
      LudoState s = pos(back, "20,s,s,s/12,s,s,s/s,s,s,s/s,s,s,s 0 2,6 -");
      assertThat(s.play(code(0, 6, 2)).isRight()).isTrue();
      assertThat(why(s, code(0, 6, 0))).contains("back 0 by 2 would use the 2 alone: back 0 by 8"
          + " uses the sum");
    }

    @Test
    void underDiceUseEachNoActionUsesTheSum() {
      assertThat(why(p0(EACH, "10,s,s,s", "2,3"), code(0, 2, 2)))
          .isEqualTo("the dice are played one by one (diceUse=each): no action uses the sum");
    }

    @Test
    void enteringUsesTheWholeRollUnlessTheDiceArePlayedOneByOne() {
      assertThat(why(p0(TWO_ONE, "s,s,s,s", "1,6"), code(0, 1, 1)))
          .isEqualTo("entering and the jump use the whole roll: code die 0");
    }

    @Test
    void aDoubleHasOneDieToName() {
      assertThat(why(p0(TWO_ONE, "10,s,s,s", "3,3"), code(0, 2, 1)))
          .isEqualTo("both dice show 3: use die A (code die 0), not die B");
      assertThat(why(p0(EACH, "s,s,s,s", "6,6"), code(0, 1, 1)))
          .isEqualTo("both dice show 6: use die A (code die 0), not die B");
    }
  }

  @Nested
  class Entering {
    @Test
    void aRollWithoutAnEntryFaceBringsNoHorseOut() {
      assertThat(why(p0(STD, "s,s,s,s", "4"), code(0, 1, 0)))
          .isEqualTo("a roll of 4 does not bring a horse out (entry faces {6})");
      assertThat(why(p0(TWO_ONE.withDoublesEnter(true), "s,s,s,s", "2,3"), code(0, 1, 0)))
          .isEqualTo("a roll of 2,3 does not bring a horse out (entry faces {6} or a double)");
      assertThat(why(p0(EACH, "s,s,s,s", "2,3"), code(0, 1, 0)))
          .isEqualTo("a die of 2 does not bring a horse out (entry faces {6})");
      assertThat(why(p0(EACH, "s,s,s,s", "2,6"), code(0, 1, 0)))
          .isEqualTo("a die of 2 does not bring a horse out (entry faces {6})");
      assertThat(why(p0(EACH.withEntryFaces(1, 6), "s,s,s,s", "2,3"), code(0, 1, 1)))
          .isEqualTo("a die of 3 does not bring a horse out (entry faces {1,6})");
    }

    @Test
    void underEntryPairOnlyThePairBringsAHorseOut() {
      LudoRules pair = TWO_ONE.withEntryPair(true);
      assertThat(why(p0(pair, "s,s,s,s", "2,3"), code(0, 1, 0))).isEqualTo(
          "a roll of 2,3 does not bring a horse out (entryPair: a double or exactly 1 and 6)");
      LudoRules eachPair = EACH.withEntryPair(true);
      assertThat(why(p0(eachPair, "10,s,s,s", "2,3:3"), code(1, 1, 1)))
          .isEqualTo("entering needs the pair (entryPair), and one die is played");
    }

    @Test
    void enteringNeedsAHorseInTheStable() {
      assertThat(why(p0(STD, "10,20,30,40", "6"), code(0, 1, 0)))
          .isEqualTo("no horse of player 0 is in the stable");
    }

    @Test
    void enteringBringsOutTheLowestStableHorse() {
      assertThat(why(p0(STD, "10,s,s,s", "6"), code(2, 1, 0)))
          .isEqualTo("entering brings out the lowest-numbered stable horse, horse 1, not horse 2");
    }

    @Test
    void enteringIsRefusedOntoAnOwnHorse() {
      assertThat(why(p0(STD, "s,0,s,s", "6"), code(0, 1, 0)))
          .isEqualTo("own horse on the start cell 0 (horse 1)");
      // Seat 1 starts on cell 14.
      LudoState seat1 = pos(STD, S + "/s,s,14,s/" + S + "/" + S + " 1 6 -");
      assertThat(why(seat1, code(0, 1, 0))).isEqualTo("own horse on the start cell 14 (horse 2)");
    }
  }

  @Nested
  class MovingForward {
    @Test
    void aStableHorseMustEnterFirst() {
      assertThat(why(p0(STD, "10,s,s,s", "4"), code(1, 2, 0)))
          .isEqualTo("horse 1 is in the stable: it must enter first");
    }

    @Test
    void aHorseInTheColumnOnlyClimbs() {
      assertThat(why(p0(STD, "h4,10,s,s", "4"), code(0, 2, 0)))
          .isEqualTo("horse 0 is in the home column on cell 4: it can only climb");
    }

    @Test
    void aHorseOnItsDoorNeverGoesRoundAgain() {
      assertThat(why(p0(STD, "55,10,s,s", "4"), code(0, 2, 0))).isEqualTo(
          "horse 0 is on its door (cell 55): it may enter the home column or wait, never go"
              + " round again");
    }

    @Test
    void aHorseNeverPassesItsDoor() {
      assertThat(why(p0(STD, "52,s,s,s", "6"), code(0, 2, 0))).isEqualTo(
          "horse 0 would pass its own door (cell 55): it needs exactly 3 to land on it");
      LudoState seat2 = pos(STD, S + "/" + S + "/24,s,s,s/" + S + " 2 5 -");
      assertThat(why(seat2, code(0, 2, 0))).isEqualTo(
          "horse 0 would pass its own door (cell 27): it needs exactly 3 to land on it");
    }

    @Test
    void theNearestBlockerIsNamed() {
      assertThat(why(p0(STD, "10,12,s,s", "4"), code(0, 2, 0)))
          .isEqualTo("horse 0 is blocked by own horse on cell 12");
      LudoState two = pos(STD, "10,s,s,s/13,s,s,s/12,s,s,s/" + S + " 0 4 -");
      assertThat(why(two, code(0, 2, 0)))
          .isEqualTo("horse 0 is blocked by player 2's horse on cell 12");
      assertThat(why(p0(STD, "10,14,s,s", "4"), code(0, 2, 0)))
          .isEqualTo("own horse on cell 14 (horse 1)");
    }
  }

  @Nested
  class TheHomeColumn {
    @Test
    void onlyAHorseOnItsDoorEntersTheColumn() {
      String rule = "horse 0 is not on its door (cell 55); it is ";
      assertThat(why(p0(STD, "10,s,s,s", "4"), code(0, 3, 0))).isEqualTo(rule + "on cell 10");
      assertThat(why(p0(STD, "s,10,s,s", "4"), code(0, 3, 0))).isEqualTo(rule + "in the stable");
      assertThat(why(p0(STD, "h2,10,s,s", "4"), code(0, 3, 0)))
          .isEqualTo(rule + "on home cell 2");
    }

    @Test
    void theColumnHasSixCells() {
      assertThat(why(p0(TWO_ONE, "55,s,s,s", "3,4"), code(0, 3, 2)))
          .isEqualTo("there is no home cell 7: the column has cells 1 to 6");
    }

    @Test
    void enteringTheColumnNeedsTheCellsBelowFree() {
      assertThat(why(p0(STD, "55,h2,s,s", "4"), code(0, 3, 0))).isEqualTo(
          "home cell 2 is taken by horse 1: entering to cell 4 needs cells 1 to 4 free");
      assertThat(why(p0(STD, "55,h4,s,s", "4"), code(0, 3, 0))).isEqualTo(
          "home cell 4 is taken by horse 1: entering to cell 4 needs cells 1 to 4 free");
      assertThat(why(p0(STD, "55,h1,s,s", "4"), code(0, 3, 0))).isEqualTo(
          "home cell 1 is taken by horse 1: entering to cell 4 needs cells 1 to 4 free");
    }

    @Test
    void climbingStartsInsideTheColumnBelowTheTop() {
      assertThat(why(p0(STD, "55,s,s,s", "4"), code(0, 4, 0)))
          .isEqualTo("horse 0 is not in the home column; it is on cell 55");
      assertThat(why(p0(STD, "h6,s,s,s", "4"), code(0, 4, 0)))
          .isEqualTo("horse 0 is on home cell 6, the top");
      assertThat(why(p0(STD, "h3,h4,s,s", "4"), code(0, 4, 0)))
          .isEqualTo("home cell 4 is taken by horse 1");
      assertThat(why(p0(STD, "h5,s,s,s", "4"), code(0, 4, 0)))
          .isEqualTo("horse 0 needs exactly 6 to climb from cell 5, not 4");
    }
  }

  @Nested
  class TheJump {
    @Test
    void theJumpNeedsItsFlagAndADieShowing1() {
      assertThat(why(p0(STD, "5,s,s,s", "1"), code(0, 5, 0))).isEqualTo("the one-roll jump to"
          + " the next door is not played under these rules (oneRollJump=false)");
      assertThat(why(p0(LudoRules.BEGINNERS, "5,s,s,s", "2"), code(0, 5, 0)))
          .isEqualTo("the jump to the next door needs a roll of 1");
      assertThat(why(p0(TWO_ONE.withOneRollJump(true), "5,s,s,s", "2,3"), code(0, 5, 0)))
          .isEqualTo("the jump to the next door needs a die showing 1 left to play");
    }

    @Test
    void theJumpStartsOnTheRingBeforeTheDoor() {
      String rule = "horse 0 can jump only from the ring before its door; it is ";
      assertThat(why(p0(LudoRules.BEGINNERS, "s,10,s,s", "1"), code(0, 5, 0)))
          .isEqualTo(rule + "in the stable");
      assertThat(why(p0(LudoRules.BEGINNERS, "55,10,s,s", "1"), code(0, 5, 0)))
          .isEqualTo(rule + "on cell 55");
      assertThat(why(p0(LudoRules.BEGINNERS, "h1,10,s,s", "1"), code(0, 5, 0)))
          .isEqualTo(rule + "on home cell 1");
    }

    @Test
    void aJumpAsLongAsTheMoveIsTheMove() {
      assertThat(why(p0(TWO_ONE.withOneRollJump(true), "10,s,s,s", "1,3"), code(0, 5, 0)))
          .isEqualTo("the next door is 3 cells ahead: play move 0 by 3");
    }

    @Test
    void theJumpIsBlockedAndRefusedOntoAnOwnHorse() {
      assertThat(why(p0(LudoRules.STANDARD.withOneRollJump(true), "5,9,s,s", "1"), code(0, 5, 0)))
          .isEqualTo("horse 0 is blocked by own horse on cell 9");
      assertThat(why(p0(LudoRules.BEGINNERS, "5,13,s,s", "1"), code(0, 5, 0)))
          .isEqualTo("own horse on cell 13 (horse 1)");
    }
  }

  @Nested
  class TheKickBack {
    @Test
    void theKickBackNeedsItsFlag() {
      assertThat(why(pos(STD, "20,s,s,s/17,s,s,s/" + S + "/" + S + " 0 3 -"), code(0, 6, 0)))
          .isEqualTo(
          "kicking back (đá hậu) is not played under these rules (kickBack=false)");
    }

    @Test
    void theKickBackStartsOnTheRingAndStaysInFrontOfTheStart() {
      assertThat(why(p0(LudoRules.HOUSE, "h2,s,s,s", "3"), code(0, 6, 0)))
          .isEqualTo("horse 0 can kick back only from the ring; it is on home cell 2");
      assertThat(why(p0(LudoRules.HOUSE, "s,10,s,s", "3"), code(0, 6, 0)))
          .isEqualTo("horse 0 can kick back only from the ring; it is in the stable");
      assertThat(why(p0(LudoRules.HOUSE, "2,s,s,s", "3"), code(0, 6, 0)))
          .isEqualTo("horse 0 would go behind its start cell 0");
    }

    @Test
    void theKickBackLandsOnAnOpponent() {
      assertThat(why(p0(LudoRules.HOUSE, "10,s,s,s", "3"), code(0, 6, 0)))
          .isEqualTo("a kick back must land on an opponent, and cell 7 is empty");
      assertThat(why(p0(LudoRules.HOUSE, "10,7,s,s", "3"), code(0, 6, 0)))
          .isEqualTo("own horse on cell 7 (horse 1)");
    }
  }

  @Nested
  class BothDice {
    @Test
    void aFirstDieThatWastesTheOtherIsRefusedWhenAnotherOrderUsesBoth() {
      // See TwoDiceAndTurnOrderTest: 5 then the 6 enters, but the 6 first leaves the 5 nothing.
      LudoState s = p0(EACH, "49,h3,s,s", "5,6");
      assertThat(why(s, code(0, 2, 1))).isEqualTo("both dice can be played (move 0 by 5 first,"
          + " for instance), and move 0 by 6 leaves the other die nothing to do: the player"
          + " must use both");
    }
  }
}
