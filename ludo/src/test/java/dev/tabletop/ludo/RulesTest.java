package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.moves;
import static dev.tabletop.ludo.Positions.play;
import static dev.tabletop.ludo.Positions.pos;
import static dev.tabletop.ludo.Positions.refusal;
import static dev.tabletop.ludo.Positions.roll;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * One test per rule of {@code rules/ludo.md}, named after it, on hand-set positions. Cells: seat k
 * starts on cell 14k and its door is 14k - 1 (55, 13, 27, 41).
 */
class RulesTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final String S = "s,s,s,s";
  /**
   * Two dice, one action with a, b or a+b, entry and bonus on a 1, a 6 or any double: the
   * two-dice rules most apps play, and what {@code TWO_DICE} meant before it became seed 003.
   */
  private static final LudoRules APP_DICE = LudoRules.TWO_DICE.withDiceUse(DiceUse.ONE)
      .withDoublesEnter(true).withDoublesBonus(true);

  /** Four players; player 0 has {@code own}, player 1 has {@code other}, turn and roll given. */
  private static LudoState four(LudoRules rules, String own, String other, int turn, String roll) {
    return pos(rules, own + "/" + other + "/" + S + "/" + S + " " + turn + " " + roll + " -");
  }

  private static String describe(LudoState s, String move) {
    return s.describe(s.parseMove(move).get());
  }

  private static LudoState p0(String own, String roll) {
    return four(STD, own, S, 0, roll);
  }

  @Nested
  class Board {
    @Test
    void fourPlayersEachWithFourHorsesStartInTheirStables() {
      LudoState s = STD.initialState();
      assertThat(s.toString()).isEqualTo("s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -");
      assertThat(STD.playerCount()).isEqualTo(4);
      for (int p = 0; p < 4; p++) {
        for (int h = 0; h < 4; h++) {
          assertThat(s.inStable(p, h)).isTrue();
        }
      }
    }

    @Test
    void seatKStartsOnCell14k() {
      for (int p = 0; p < 4; p++) {
        String[] groups = {S, S, S, S};
        LudoState s = pos(STD, String.join("/", groups) + " " + p + " 6 -");
        LudoState after = play(s, "enter");
        assertThat(after.ringCell(p, 0)).isEqualTo(14 * p);
      }
    }

    @Test
    void seatKsDoorIsTheCellBeforeItsStart() {
      int[] doors = {55, 13, 27, 41};
      for (int p = 0; p < 4; p++) {
        String[] groups = {S, S, S, S};
        groups[p] = (doors[p] - 1) + ",s,s,s";
        LudoState s = pos(STD, String.join("/", groups) + " " + p + " 1 -");
        LudoState onDoor = play(s, "move 0 by 1");
        assertThat(onDoor.ringCell(p, 0)).isEqualTo(doors[p]);
        assertThat(onDoor.progress(p, 0)).as("55 steps from the start, progress 1").isEqualTo(56);
        groups[p] = doors[p] + ",s,s,s";
        LudoState door = pos(STD, String.join("/", groups) + " " + p + " 3 -");
        assertThat(moves(door)).containsExactly("home 0 to 3");
      }
    }

    @Test
    void aHorseWalks55StepsFromItsStartToItsDoor() {
      LudoState s = four(STD, S, "14,s,s,s", 1, "-");
      assertThat(s.progress(1, 0)).isEqualTo(1);
      LudoState door = four(STD, S, "13,s,s,s", 1, "-");
      assertThat(door.progress(1, 0) - s.progress(1, 0)).isEqualTo(55);
    }

    @Test
    void twoPlayersSitOppositeAndThreeOnSeats012UnlessSeatsAreGiven() {
      assertThat(STD.withPlayers(2).seats()).containsExactly(0, 2);
      assertThat(STD.withPlayers(3).seats()).containsExactly(0, 1, 2);
      LudoRules given = Ludo.rules("ludo(seats={3,1})").get();
      assertThat(given.playerCount()).isEqualTo(2);
      assertThat(given.seat(0)).isEqualTo(1);
      assertThat(given.seat(1)).isEqualTo(3);
      LudoState s = play(given.initialState().apply(6), "enter");
      assertThat(s.ringCell(0, 0)).as("player 0 sits in seat 1").isEqualTo(14);
    }

    @Test
    void turnsGoToTheNextPlayingSeatInIncreasingOrder() {
      LudoRules rules = STD.withSeats(3, 1);
      LudoState s = rules.initialState();
      assertThat(s.turn()).isEqualTo(0);
      s = play(roll(s, 3), "pass");
      assertThat(s.turn()).isEqualTo(1);
      s = play(roll(s, 3), "pass");
      assertThat(s.turn()).isEqualTo(0);
    }

    @Test
    void horsesAreToldApartSoASwapIsAnotherState() {
      // README decision: horses are numbered, so a move can name its horse.
      LudoState a = p0("10,20,s,s", "4");
      LudoState b = p0("20,10,s,s", "4");
      assertThat(a).isNotEqualTo(b);
      assertThat(a.toString()).isNotEqualTo(b.toString());
      assertThat(a.hash()).isNotEqualTo(b.hash());
      assertThat(play(a, "move 0 by 4").ringCell(0, 0)).isEqualTo(14);
      assertThat(play(b, "move 0 by 4").ringCell(0, 0)).isEqualTo(24);
    }

    @Test
    void finishedPlayersAreSkipped() {
      LudoRules three = STD.withPlayers(3);
      LudoState s = pos(three, "s,s,s,s/h3,h4,h5,h6/s,s,s,s 0 2 1");
      LudoState after = play(s, "pass");
      assertThat(after.turn()).isEqualTo(2);
      LudoState next = play(roll(after, 2), "pass");
      assertThat(next.turn()).isEqualTo(0);
    }
  }

  @Nested
  class Turn {
    @Test
    void aRollIsAChanceNodeOfSixEquallyLikelyFaces() {
      LudoState s = STD.initialState();
      assertThat(s.currentPlayer()).isEqualTo(Players.CHANCE);
      assertThat(s.turn()).isEqualTo(0);
      MoveBuffer b = MoveBuffer.forGame(STD);
      s.legalMoves(b);
      assertThat(b.toArray()).containsExactly(1, 2, 3, 4, 5, 6);
      for (int i = 0; i < 6; i++) {
        assertThat(b.weight(i)).isEqualTo(1);
      }
      assertThat(s.chanceTotal()).isEqualTo(6);
    }

    @Test
    void twoDiceAreOneChanceEventOf21UnorderedRollsOutOf36() {
      LudoState s = LudoRules.TWO_DICE.initialState();
      MoveBuffer b = MoveBuffer.forGame(LudoRules.TWO_DICE);
      s.legalMoves(b);
      assertThat(b.size()).isEqualTo(21);
      int doubles = 0;
      for (int i = 0; i < b.size(); i++) {
        int a = b.get(i) / 8;
        int c = b.get(i) % 8;
        assertThat(a).isBetween(1, c);
        assertThat(b.weight(i)).isEqualTo(a == c ? 1 : 2);
        doubles += a == c ? 1 : 0;
      }
      assertThat(doubles).isEqualTo(6);
      assertThat(b.totalWeight()).isEqualTo(36);
      assertThat(s.chanceTotal()).isEqualTo(36);
    }

    @Test
    void withNoLegalActionThePlayerPasses() {
      LudoState s = roll(STD.initialState(), 3);
      assertThat(s.currentPlayer()).isEqualTo(0);
      assertThat(moves(s)).containsExactly("pass");
      assertThat(play(s, "pass").turn()).isEqualTo(1);
    }

    @Test
    void aBonusFaceGivesAnotherRollEvenAfterAPass() {
      // Entering is barred by the own horse on the start cell; that horse is blocked by cell 3.
      LudoState s = four(STD, "0,s,s,s", "3,s,s,s", 0, "6");
      assertThat(moves(s)).containsExactly("pass");
      LudoState after = play(s, "pass");
      assertThat(after.isChance()).isTrue();
      assertThat(after.turn()).isEqualTo(0);
    }

    @Test
    void aDoubleGivesAnotherRollEvenAfterAPass() {
      // Two dice, entry on 6 only: 2,2 cannot enter (own horse on the start cell) and the horse
      // there is blocked by the opponent on cell 1 for 2 and for 4.
      LudoRules doubles = STD.withDice(2).withDoublesBonus(true);
      LudoState s = four(doubles, "0,s,s,s", "1,s,s,s", 0, "2,2");
      assertThat(moves(s)).containsExactly("pass");
      LudoState after = play(s, "pass");
      assertThat(after.isChance()).isTrue();
      assertThat(after.turn()).isEqualTo(0);
      LudoState noDouble = four(doubles, "0,s,s,s", "1,s,s,s", 0, "2,4");
      assertThat(play(noDouble, "pass").turn()).isEqualTo(1);
    }

    @Test
    void aVoluntaryPassOnABonusFaceRollsAgain() {
      LudoState s = four(STD.withVoluntaryPass(true), "10,s,s,s", S, 0, "6");
      assertThat(moves(s)).containsExactly("pass", "move 0 by 6", "enter");
      LudoState after = play(s, "pass");
      assertThat(after.turn()).isEqualTo(0);
      assertThat(after.isChance()).isTrue();
      assertThat(after.ringCell(0, 0)).isEqualTo(10);
    }

    @Test
    void otherRollsPassTheTurnToTheNextSeat() {
      LudoState s = play(p0("10,s,s,s", "5"), "move 0 by 5");
      assertThat(s.turn()).isEqualTo(1);
      assertThat(s.isChance()).isTrue();
    }
  }

  @Nested
  class Actions {
    @Test
    void enterPutsTheLowestStableHorseOnTheStartCell() {
      LudoState s = p0("10,s,s,s", "6");
      assertThat(moves(s)).containsExactly("move 0 by 6", "enter");
      LudoState after = play(s, "enter");
      assertThat(after.ringCell(0, 1)).isEqualTo(0);
      assertThat(after.inStable(0, 2)).isTrue();
      assertThat(refusal(s, "enter 2")).contains("lowest-numbered stable horse, horse 1");
    }

    @Test
    void enteringKicksAnOpponentOnTheStartCell() {
      LudoState s = four(STD, S, "0,s,s,s", 0, "6");
      LudoState after = play(s, "enter");
      assertThat(after.ringCell(0, 0)).isEqualTo(0);
      assertThat(after.inStable(1, 0)).isTrue();
    }

    @Test
    void enteringOntoAnOwnHorseIsIllegal() {
      LudoState s = p0("0,s,s,s", "6");
      assertThat(moves(s)).containsExactly("move 0 by 6");
      assertThat(refusal(s, "enter")).contains("own horse on the start cell 0");
    }

    @Test
    void entryNeedsAnEntryFace() {
      LudoState s = p0("10,s,s,s", "5");
      assertThat(refusal(s, "enter")).contains("does not bring a horse out").contains("{6}");
    }

    @Test
    void aHorseMovesForwardExactlyDCells() {
      LudoState s = p0("10,s,s,s", "4");
      assertThat(moves(s)).containsExactly("move 0 by 4");
      assertThat(play(s, "move 0 by 4").ringCell(0, 0)).isEqualTo(14);
    }

    @Test
    void anyHorseBlocksByDefault() {
      LudoState s = p0("10,12,s,s", "4");
      assertThat(moves(s)).containsExactly("move 1 by 4");
      assertThat(refusal(s, "move 0 by 4")).contains("blocked by own horse on cell 12");
    }

    @Test
    void opponentsBlock() {
      LudoState s = four(STD, "10,s,s,s", "12,s,s,s", 0, "4");
      assertThat(moves(s)).containsExactly("pass");
      assertThat(refusal(s, "move 0 by 4")).contains("blocked by player 1's horse on cell 12");
    }

    @Test
    void aHorseMayNotLandOnAnOwnHorse() {
      LudoState s = p0("10,14,s,s", "4");
      assertThat(moves(s)).containsExactly("move 1 by 4");
      assertThat(refusal(s, "move 0 by 4")).contains("own horse on cell 14");
    }

    @Test
    void landingOnAnOpponentKicksItToItsStable() {
      LudoState s = four(STD, "10,s,s,s", "14,s,s,s", 0, "4");
      LudoState after = play(s, "move 0 by 4");
      assertThat(after.ringCell(0, 0)).isEqualTo(14);
      assertThat(after.inStable(1, 0)).isTrue();
    }

    @Test
    void kickingIsNeverCompulsory() {
      LudoState s = four(STD, "10,30,s,s", "14,s,s,s", 0, "4");
      assertThat(moves(s)).containsExactly("move 0 by 4", "move 1 by 4");
    }

    @Test
    void aHorseNeverPassesItsOwnDoor() {
      LudoState s = p0("52,s,s,s", "4");
      assertThat(moves(s)).containsExactly("pass");
      assertThat(refusal(s, "move 0 by 4"))
          .contains("would pass its own door (cell 55): it needs exactly 3");
      assertThat(play(p0("52,s,s,s", "3"), "move 0 by 3").ringCell(0, 0)).isEqualTo(55);
      LudoState seat1 = four(STD, S, "11,s,s,s", 1, "3");
      assertThat(moves(seat1)).containsExactly("pass");
      assertThat(refusal(seat1, "move 0 by 3")).contains("own door (cell 13)");
    }

    @Test
    void aHorseNeverStartsASecondLap() {
      LudoState s = p0("55,s,s,s", "2");
      assertThat(refusal(s, "move 0 by 2")).contains("never go round again");
    }

    @Test
    void aHorseOnItsDoorEntersTheHomeColumnToCellD() {
      LudoState s = p0("55,s,s,s", "4");
      assertThat(moves(s)).containsExactly("home 0 to 4");
      LudoState after = play(s, "home 0 to 4");
      assertThat(after.homeCell(0, 0)).isEqualTo(4);
      assertThat(after.ringCell(0, 0)).isEqualTo(-1);
    }

    @Test
    void enteringHomeNeedsHomeCells1ToDFree() {
      LudoState s = p0("55,h2,s,s", "4");
      assertThat(moves(s)).containsExactly("pass");
      assertThat(refusal(s, "home 0 to 4")).contains("home cell 2 is taken by horse 1");
      assertThat(moves(p0("55,h2,s,s", "1"))).containsExactly("home 0 to 1");
    }

    @Test
    void enteringHomeIsOptional() {
      LudoState s = p0("55,20,s,s", "3");
      assertThat(moves(s)).containsExactly("home 0 to 3", "move 1 by 3");
    }

    @Test
    void aHorseOnCell4NeedsExactly5ThenExactly6() {
      LudoState s = p0("h4,s,s,s", "5");
      assertThat(moves(s)).containsExactly("climb 0 to 5");
      LudoState on5 = play(s, "climb 0 to 5");
      assertThat(on5.homeCell(0, 0)).isEqualTo(5);
      assertThat(moves(p0("h5,s,s,s", "6"))).containsExactly("climb 0 to 6", "enter");
      LudoState on6 = play(p0("h5,s,s,s", "6"), "climb 0 to 6");
      assertThat(on6.homeCell(0, 0)).isEqualTo(6);
      LudoState six = p0("h4,s,s,s", "6");
      assertThat(moves(six)).containsExactly("enter");
      assertThat(refusal(six, "climb 0 to 6")).contains("needs exactly 5 to climb from cell 4");
      for (int d = 1; d <= 4; d++) {
        assertThat(moves(p0("h4,s,s,s", Integer.toString(d)))).containsExactly("pass");
      }
    }

    @Test
    void aSixOnTheDoorGoesStraightToCell6() {
      LudoState s = p0("55,s,s,s", "6");
      assertThat(moves(s)).containsExactly("home 0 to 6", "enter");
      assertThat(play(s, "home 0 to 6").homeCell(0, 0)).isEqualTo(6);
    }

    @Test
    void climbingNeedsTheNextCellEmpty() {
      LudoState s = p0("h4,h5,s,s", "5");
      assertThat(moves(s)).containsExactly("pass");
      assertThat(refusal(s, "climb 0 to 5")).contains("home cell 5 is taken by horse 1");
    }

    @Test
    void aHorseOnTheDoorCanStillBeKicked() {
      LudoState s = four(STD, "55,s,s,s", "52,s,s,s", 1, "3");
      LudoState after = play(s, "move 0 by 3");
      assertThat(after.ringCell(1, 0)).isEqualTo(55);
      assertThat(after.inStable(0, 0)).isTrue();
    }

    @Test
    void aHorseInTheHomeColumnIsSafeAndBlocksNoRingMove() {
      // Player 1's horse runs past player 0's door (55) and start (0); player 0's horses on home
      // cells 1 and 3 neither block it nor are kicked.
      LudoState s = four(STD, "h3,h1,s,s", "52,s,s,s", 1, "5");
      assertThat(moves(s)).containsExactly("move 0 by 5");
      LudoState after = play(s, "move 0 by 5");
      assertThat(after.ringCell(1, 0)).isEqualTo(1);
      assertThat(after.homeCell(0, 0)).isEqualTo(3);
      assertThat(after.homeCell(0, 1)).isEqualTo(1);
    }

    @Test
    void aPassIsLegalOnlyWhenNothingElseIs() {
      LudoState s = p0("10,s,s,s", "3");
      assertThat(moves(s)).containsExactly("move 0 by 3");
      assertThat(refusal(s, "pass")).contains("a pass is allowed only when no other move is");
    }
  }

  @Nested
  class WorkedCases {
    /**
     * Seed 000: Red rolls 4 with one horse in the home column, one on its start cell and two on the
     * ring, one wedged between two Orange horses fewer than 4 cells ahead.
     */
    private LudoState red(String roll) {
      return four(STD, "h2,0,10,20", "18,21,s,s", 0, roll);
    }

    @Test
    void theWedgedHorseHasNoMoveWithA4() {
      LudoState s = red("4");
      assertThat(moves(s)).containsExactly("move 1 by 4", "move 2 by 4");
      assertThat(refusal(s, "move 3 by 4")).contains("blocked by player 1's horse on cell 21");
    }

    @Test
    void withA1TheWedgedHorseMayKickTheHorseInFrontOfIt() {
      LudoState s = red("1");
      // The home horse on cell 2 needs exactly 3; every ring horse may step 1, the wedged one
      // onto the Orange horse in front of it.
      assertThat(moves(s)).containsExactly("move 1 by 1", "move 2 by 1", "move 3 by 1");
      assertThat(describe(s, "move 3 by 1")).isEqualTo("player 0's horse 3 moves from cell 20 to"
          + " cell 21, player 1's horse 1 is kicked from cell 21 back to its stable");
      LudoState after = play(s, "move 3 by 1");
      assertThat(after.ringCell(0, 3)).isEqualTo(21);
      assertThat(after.inStable(1, 1)).isTrue();
      assertThat(after.ringCell(1, 0)).isEqualTo(18);
    }
  }

  @Nested
  class Flags {
    @Test
    void entryFaces16LetsA1Enter() {
      LudoRules rules = STD.withEntryFaces(1, 6);
      assertThat(moves(roll(rules.initialState(), 1))).containsExactly("enter");
      assertThat(moves(roll(STD.initialState(), 1))).containsExactly("pass");
    }

    @Test
    void bonusFaces16GivesAnotherRollOnA1() {
      LudoRules rules = STD.withBonusFaces(1, 6);
      assertThat(play(roll(rules.initialState(), 1), "pass").turn()).isEqualTo(0);
      assertThat(play(roll(STD.initialState(), 1), "pass").turn()).isEqualTo(1);
      assertThat(play(roll(rules.initialState(), 2), "pass").turn()).isEqualTo(1);
    }

    @Test
    void ownPiecesBlockFalseLetsAHorsePassItsOwn() {
      LudoRules rules = STD.withOwnPiecesBlock(false);
      LudoState s = four(rules, "10,12,s,s", S, 0, "4");
      assertThat(moves(s)).containsExactly("move 0 by 4", "move 1 by 4");
      LudoState opp = four(rules, "10,s,s,s", "12,s,s,s", 0, "4");
      assertThat(moves(opp)).as("opponents still block").containsExactly("pass");
    }

    @Test
    void kickBackMovesBackwardOntoAnOpponent() {
      LudoRules rules = STD.withKickBack(true);
      LudoState s = four(rules, "20,s,s,s", "17,s,s,s", 0, "3");
      assertThat(moves(s)).containsExactly("move 0 by 3", "back 0 by 3");
      LudoState after = play(s, "back 0 by 3");
      assertThat(after.ringCell(0, 0)).isEqualTo(17);
      assertThat(after.inStable(1, 0)).isTrue();
      LudoState without = four(STD, "20,s,s,s", "17,s,s,s", 0, "3");
      assertThat(moves(without)).containsExactly("move 0 by 3");
      assertThat(refusal(without, "back 0 by 3")).contains("kickBack=false");
    }

    @Test
    void kickBackOnlyLandsOnAnOpponent() {
      LudoRules rules = STD.withKickBack(true);
      assertThat(refusal(four(rules, "20,s,s,s", S, 0, "3"), "back 0 by 3"))
          .contains("must land on an opponent, and cell 17 is empty");
      LudoState own = four(rules, "20,17,s,s", S, 0, "3");
      assertThat(moves(own)).containsExactly("move 0 by 3");
      assertThat(refusal(own, "back 0 by 3")).contains("own horse on cell 17");
    }

    @Test
    void kickBackNeverGoesBehindTheStartCell() {
      LudoRules rules = STD.withKickBack(true);
      LudoState s = four(rules, "2,s,s,s", "54,s,s,s", 0, "4");
      assertThat(moves(s)).containsExactly("move 0 by 4");
      assertThat(refusal(s, "back 0 by 4")).contains("behind its start cell 0");
    }

    @Test
    void kickBackIsBlockedLikeAForwardMove() {
      LudoRules rules = STD.withKickBack(true);
      LudoState s = four(rules, "20,s,s,s", "17,18,s,s", 0, "3");
      assertThat(moves(s)).containsExactly("move 0 by 3");
      assertThat(refusal(s, "back 0 by 3")).contains("blocked by player 1's horse on cell 18");
    }

    @Test
    void kickBackFollowsTheOwnPiecesBlockFlag() {
      // Backward from 20 to the opponent on 17, over an own horse on 18.
      String own = "20,18,s,s";
      LudoState blocked = four(STD.withKickBack(true), own, "17,s,s,s", 0, "3");
      assertThat(moves(blocked)).containsExactly("move 0 by 3");
      assertThat(refusal(blocked, "back 0 by 3")).contains("blocked by own horse on cell 18");
      LudoState passes = four(STD.withKickBack(true).withOwnPiecesBlock(false), own, "17,s,s,s",
          0, "3");
      assertThat(moves(passes)).containsExactly("move 0 by 3", "back 0 by 3", "move 1 by 3");
      LudoState after = play(passes, "back 0 by 3");
      assertThat(after.ringCell(0, 0)).isEqualTo(17);
      assertThat(after.inStable(1, 0)).isTrue();
    }

    @Test
    void twoDiceKickBackUsesEitherDieOrTheSum() {
      LudoRules rules = APP_DICE.withKickBack(true);
      // 1,2 from cell 20: back by 3 (the sum) reaches the opponent on 17; back 1 and 2 land on
      // empty cells.
      LudoState sum = four(rules, "20,s,s,s", "17,s,s,s", 0, "1,2");
      assertThat(moves(sum)).containsExactly("move 0 by 1", "move 0 by 2", "move 0 by 3",
          "back 0 by 3", "enter");
      assertThat(play(sum, "back 0 by 3").inStable(1, 0)).isTrue();
      // 2,3: the opponents on 18, 17 and 15 leave only back by 2 unblocked.
      LudoState dice = four(rules, "20,s,s,s", "18,17,15,s", 0, "2,3");
      assertThat(moves(dice)).containsExactly("move 0 by 2", "move 0 by 3", "move 0 by 5",
          "back 0 by 2");
    }

    @Test
    void kickBackNeverStartsInsideTheHomeColumn() {
      LudoRules rules = STD.withKickBack(true);
      LudoState s = four(rules, "h3,s,s,s", S, 0, "3");
      assertThat(refusal(s, "back 0 by 3")).contains("only from the ring");
    }

    @Test
    void kickBackFromTheDoor() {
      LudoRules rules = STD.withKickBack(true);
      LudoState s = four(rules, "55,s,s,s", "52,s,s,s", 0, "3");
      assertThat(moves(s)).containsExactly("home 0 to 3", "back 0 by 3");
    }

    @Test
    void oneRollJumpFliesToTheNextDoorOnA1() {
      LudoRules rules = STD.withOneRollJump(true);
      LudoState s = four(rules, "5,s,s,s", S, 0, "1");
      assertThat(moves(s)).containsExactly("move 0 by 1", "jump 0 to 13");
      assertThat(play(s, "jump 0").ringCell(0, 0)).isEqualTo(13);
      LudoState without = four(STD, "5,s,s,s", S, 0, "1");
      assertThat(moves(without)).containsExactly("move 0 by 1");
      assertThat(refusal(without, "jump 0")).contains("oneRollJump=false");
      assertThat(refusal(four(rules, "5,s,s,s", S, 0, "2"), "jump 0"))
          .contains("needs a roll of 1");
    }

    @Test
    void oneRollJumpIsBlockedAndKicksLikeAMove() {
      LudoRules rules = STD.withOneRollJump(true);
      LudoState blocked = four(rules, "5,s,s,s", "9,s,s,s", 0, "1");
      assertThat(moves(blocked)).containsExactly("move 0 by 1");
      assertThat(refusal(blocked, "jump 0")).contains("blocked by player 1's horse on cell 9");
      LudoState kick = four(rules, "5,s,s,s", "13,s,s,s", 0, "1");
      LudoState after = play(kick, "jump 0 to 13");
      assertThat(after.inStable(1, 0)).isTrue();
      LudoState own = four(rules, "5,13,s,s", S, 0, "1");
      assertThat(moves(own)).containsExactly("move 0 by 1", "move 1 by 1", "jump 1 to 27");
      assertThat(refusal(own, "jump 0")).contains("own horse on cell 13");
    }

    @Test
    void oneRollJumpFollowsTheOwnPiecesBlockFlag() {
      // From cell 5 to the door cell 13, over an own horse on cell 9.
      LudoState blocked = four(STD.withOneRollJump(true), "5,9,s,s", S, 0, "1");
      assertThat(moves(blocked)).containsExactly("move 0 by 1", "move 1 by 1", "jump 1 to 13");
      assertThat(refusal(blocked, "jump 0")).contains("blocked by own horse on cell 9");
      LudoState passes = four(STD.withOneRollJump(true).withOwnPiecesBlock(false), "5,9,s,s", S,
          0, "1");
      assertThat(moves(passes)).containsExactly("move 0 by 1", "jump 0 to 13", "move 1 by 1",
          "jump 1 to 13");
      assertThat(play(passes, "jump 0 to 13").ringCell(0, 0)).isEqualTo(13);
    }

    @Test
    void oneRollJumpCountsTheDoorsOfEmptySeats() {
      // README decision: every colour's door is a jump target, even of a seat nobody plays.
      LudoRules two = STD.withPlayers(2).withOneRollJump(true);
      assertThat(moves(pos(two, "5,s,s,s/s,s,s,s 0 1 -"))).containsExactly("move 0 by 1",
          "jump 0 to 13");
      assertThat(moves(pos(two, "s,s,s,s/33,s,s,s 1 1 -"))).containsExactly("move 0 by 1",
          "jump 0 to 41");
      LudoRules three = STD.withPlayers(3).withOneRollJump(true);
      assertThat(moves(pos(three, "35,s,s,s/s,s,s,s/s,s,s,s 0 1 -"))).containsExactly(
          "move 0 by 1", "jump 0 to 41");
    }

    @Test
    void oneRollJumpStopsAtTheOwnDoor() {
      LudoRules rules = STD.withOneRollJump(true);
      assertThat(moves(four(rules, "44,s,s,s", S, 0, "1"))).containsExactly("move 0 by 1",
          "jump 0 to 55");
      assertThat(moves(four(rules, S, "8,s,s,s", 1, "1"))).containsExactly("move 0 by 1",
          "jump 0 to 13");
      assertThat(moves(four(rules, S, "50,s,s,s", 1, "1"))).as("another colour's door")
          .containsExactly("move 0 by 1", "jump 0 to 55");
      assertThat(moves(four(rules, "55,s,s,s", S, 0, "1"))).containsExactly("home 0 to 1");
    }

    @Test
    void aJumpOfOneCellIsTheMoveBy1() {
      LudoRules rules = STD.withOneRollJump(true);
      LudoState s = four(rules, "12,s,s,s", S, 0, "1");
      assertThat(moves(s)).containsExactly("move 0 by 1");
      assertThat(refusal(s, "jump 0")).contains("play move 0 by 1");
    }

    @Test
    void voluntaryPassIsAlwaysAllowed() {
      LudoRules rules = STD.withVoluntaryPass(true);
      assertThat(moves(four(rules, "10,s,s,s", S, 0, "3"))).containsExactly("pass",
          "move 0 by 3");
      assertThat(moves(four(rules, S, S, 0, "3"))).containsExactly("pass");
    }

    @Test
    void twoDiceOfferEitherDieOrTheSum() {
      LudoRules rules = APP_DICE;
      LudoState s = four(rules, "10,s,s,s", S, 0, "2,3");
      assertThat(moves(s)).containsExactly("move 0 by 2", "move 0 by 3", "move 0 by 5");
      assertThat(moves(four(rules, "55,s,s,s", S, 0, "2,3"))).containsExactly("home 0 to 2",
          "home 0 to 3", "home 0 to 5");
      assertThat(moves(four(rules, "h4,s,s,s", S, 0, "2,3"))).containsExactly("climb 0 to 5");
      assertThat(refusal(s, "move 0 by 4")).contains("gives 2, 3 or 5, not 4");
    }

    @Test
    void twoDiceEnterOnADoubleOrAnEntryFace() {
      LudoRules rules = APP_DICE;
      assertThat(moves(four(rules, "10,s,s,s", S, 0, "2,2"))).containsExactly("move 0 by 2",
          "move 0 by 4", "enter");
      assertThat(moves(roll(rules.initialState(), 1, 4))).containsExactly("enter");
      assertThat(moves(roll(rules.initialState(), 4, 6))).containsExactly("enter");
      assertThat(moves(roll(rules.initialState(), 2, 4))).containsExactly("pass");
      LudoRules sixOnly = STD.withDice(2).withDoublesEnter(true);
      assertThat(moves(roll(sixOnly.initialState(), 3, 3))).containsExactly("enter");
      assertThat(moves(roll(sixOnly.initialState(), 1, 4))).containsExactly("pass");
    }

    @Test
    void twoDiceGiveABonusRollOnADoubleOrABonusFace() {
      LudoRules rules = APP_DICE;
      assertThat(play(roll(rules.initialState(), 3, 3), "enter").turn()).isEqualTo(0);
      assertThat(play(roll(rules.initialState(), 1, 4), "enter").turn()).isEqualTo(0);
      assertThat(play(roll(rules.initialState(), 2, 4), "pass").turn()).isEqualTo(1);
    }

    @Test
    void oneRollJumpWithTwoDiceWhenEitherDieShows1() {
      LudoRules rules = APP_DICE.withOneRollJump(true);
      assertThat(moves(four(rules, "5,s,s,s", S, 0, "1,4"))).containsExactly("move 0 by 1",
          "move 0 by 4", "move 0 by 5", "jump 0 to 13", "enter");
      assertThat(moves(four(rules, "5,s,s,s", S, 0, "2,4"))).doesNotContain("jump 0 to 13");
    }

    @Test
    void playUntilAllPlaysOnAfterTheFirstFinisher() {
      LudoRules three = STD.withPlayers(3).withBonusFaces(3, 6);
      LudoState s = pos(three, "h4,h5,h6,55/s,s,s,s/s,s,s,s 0 3 -");
      LudoState after = play(s, "home 3 to 3");
      assertThat(after.isTerminal()).isFalse();
      assertThat(after.place(0)).isEqualTo(1);
      assertThat(after.turn()).as("a finished player rolls no more, bonus or not").isEqualTo(1);
      assertThat(after.endReason()).isEmpty();
    }

    @Test
    void playUntilFirstEndsTheGameAtTheFirstFinisher() {
      LudoRules three = STD.withPlayers(3).withPlayUntil(PlayUntil.FIRST);
      LudoState s = pos(three, "h4,h5,h6,h2/s,s,s,s/s,s,s,s 0 3 -");
      LudoState after = play(s, "climb 3 to 3");
      assertThat(after.isTerminal()).isTrue();
      assertThat(after.endReason()).isEqualTo("first home");
      assertThat(after.places()).containsExactly(0);
      assertThat(after.returns(0)).isEqualTo(2);
      assertThat(after.returns(1)).isEqualTo(-1);
      assertThat(after.returns(2)).isEqualTo(-1);
      assertThat(after.toString()).isEqualTo("h4,h5,h6,h3/s,s,s,s/s,s,s,s - - 0");
    }
  }

  @Nested
  class End {
    @Test
    void aPlayerFinishesWithHorsesOnHomeCells6543() {
      LudoRules three = STD.withPlayers(3);
      LudoState s = pos(three, "h4,h5,h6,55/s,s,s,s/s,s,s,s 0 2 -");
      LudoState notYet = play(s, "home 3 to 2");
      assertThat(notYet.isFinished(0)).isFalse();
      assertThat(notYet.place(0)).isZero();
      LudoState done = play(notYet.apply(3).apply(0).apply(3).apply(0).apply(3), "climb 3 to 3");
      assertThat(done.isFinished(0)).isTrue();
      assertThat(done.place(0)).isEqualTo(1);
      assertThat(moves(pos(three, "h4,h5,h6,55/s,s,s,s/s,s,s,s 0 6 -")))
          .as("with cells 4 to 6 taken, the last horse must come in low and climb")
          .containsExactly("pass");
    }

    @Test
    void placesFollowTheFinishingOrderAndTheLastPlayerLeftTakesTheLastPlace() {
      LudoState s = pos(STD, "h3,h4,h5,h6/h3,h4,h5,h6/h4,h5,h6,27/s,s,s,s 2 3 1,0");
      LudoState end = play(s, "home 3 to 3");
      assertThat(end.isTerminal()).isTrue();
      assertThat(end.places()).containsExactly(1, 0, 2, 3);
      assertThat(end.place(3)).isEqualTo(4);
      assertThat(end.endReason()).isEqualTo("places");
      assertThat(new int[] {end.returns(0), end.returns(1), end.returns(2), end.returns(3)})
          .containsExactly(1, 3, -1, -3);
    }

    @Test
    void aPlayerOutsideTheGameHasNoReturnsBeforeOrAfterTheEnd() {
      // The same answer for a bad player number whether or not the game is over.
      LudoRules two = STD.withPlayers(2);
      LudoState going = pos(two, "s,s,s,s/h4,h5,h6,27 1 3 -");
      LudoState end = play(going, "home 3 to 3");
      for (LudoState s : new LudoState[] {going, end}) {
        assertThatThrownBy(() -> s.returns(2)).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("2");
        assertThatThrownBy(() -> s.returns(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> s.place(2)).isInstanceOf(IllegalArgumentException.class);
      }
      assertThat(going.returns(0)).isZero();
    }

    @Test
    void withTwoPlayersTheFirstFinisherEndsTheGame() {
      LudoRules two = STD.withPlayers(2);
      LudoState end = play(pos(two, "s,s,s,s/h4,h5,h6,27 1 3 -"), "home 3 to 3");
      assertThat(end.isTerminal()).isTrue();
      assertThat(end.places()).containsExactly(1, 0);
      assertThat(end.returns(1)).isEqualTo(1);
      assertThat(end.returns(0)).isEqualTo(-1);
    }
  }
}
