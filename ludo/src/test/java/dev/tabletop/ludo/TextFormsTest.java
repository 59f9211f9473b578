package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.pos;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.IllegalMove;
import io.vavr.collection.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The text forms the javadoc of {@link LudoState} and {@link LudoMove} describes, in the corners
 * the round-trip properties do not reach: the board's last line in every situation, move text of
 * codes that are no action here, every form {@code parseMove} reads and each of its refusals, the
 * roll field with a die left, and the typed values' own checks and text.
 */
class TextFormsTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final String S = "s,s,s,s";
  private static final LudoRules EACH = STD.withDice(2).withDiceUse(DiceUse.EACH);

  private static LudoState p0(LudoRules rules, String own, String roll) {
    return pos(rules, own + "/" + S + "/" + S + "/" + S + " 0 " + roll + " -");
  }

  private static String lastLine(LudoState s) {
    String[] lines = s.board().split("\n");
    return lines[lines.length - 1];
  }

  /** The reason for text that reads as a move but names a number (or door) the roll denies. */
  private static String illegal(LudoState s, String text) {
    IllegalMove refused = s.parseMove(text).getLeft();
    assertThat(refused.kind()).as(text).isEqualTo(IllegalMove.Kind.ILLEGAL);
    return refused.reason();
  }

  private static String unreadable(LudoState s, String text) {
    IllegalMove refused = s.parseMove(text).getLeft();
    assertThat(refused.kind()).as(text).isEqualTo(IllegalMove.Kind.UNREADABLE);
    return refused.reason();
  }

  @Nested
  class TheBoard {
    @Test
    void theLastLineSaysWhoRollsWhatIsLeftAndThePlacesSoFar() {
      assertThat(lastLine(STD.initialState())).isEqualTo("player 0 (A) to roll");
      assertThat(lastLine(p0(STD, "10,s,s,s", "4"))).isEqualTo("player 0 (A) rolled 4");
      assertThat(lastLine(p0(EACH, "10,s,s,s", "2,5:5")))
          .isEqualTo("player 0 (A) rolled 2,5, 5 left to play");
      assertThat(lastLine(p0(EACH, "10,s,s,s", "2,5:2")))
          .isEqualTo("player 0 (A) rolled 2,5, 2 left to play");
      assertThat(lastLine(pos(LudoRules.HOUSE.withSeats(1, 3), "10,s,s,s/s,s,s,s 1 - -")))
          .isEqualTo("player 1 (D) to roll");
      LudoState placed = pos(STD, "h3,h4,h5,h6/" + S + "/" + S + "/" + S + " 2 - 0");
      assertThat(lastLine(placed)).isEqualTo("player 2 (C) to roll, places so far 0");
      LudoState end = pos(STD.withPlayers(2), "10,s,s,s/h3,h4,h5,h6 - - 1,0");
      assertThat(lastLine(end)).isEqualTo("game over, places 1, 0");
    }

    @Test
    void theBoardHasFifteenRowsAndTheDoorsShowAsColons() {
      String[] lines = STD.initialState().board().split("\n");
      assertThat(lines).hasSize(16);
      // Row 7 runs from cell 13 (seat 1's door, west) to cell 41 (seat 3's door, east).
      assertThat(lines[7]).startsWith(":").endsWith(":");
      assertThat(lines[0]).isEqualTo("            . : .");
      assertThat(lines[14]).isEqualTo("            . : .");
      // Stables in the corners (seat 0 north-west, then round): each horse by its seat's letter.
      assertThat(lines[2]).isEqualTo("    A A     . - .     D D");
      assertThat(lines[12]).isEqualTo("    B B     . - .     C C");
    }
  }

  @Nested
  class MoveText {
    @Test
    void aCodeThatIsNoActionHereIsShownAsItsNumber() {
      assertThat(pos(STD.withPlayers(2), "10,s,s,s/h3,h4,h5,h6 - - 1,0").moveText(8))
          .isEqualTo("code 8");
      assertThat(STD.initialState().moveText(7)).isEqualTo("code 7");
      assertThat(STD.initialState().moveText(0)).isEqualTo("code 0");
      LudoState s = p0(STD, "10,s,s,s", "4");
      assertThat(s.moveText(3)).isEqualTo("code 3");
      assertThat(s.moveText(9)).as("die b of one die").isEqualTo("code 9");
      assertThat(s.moveText(5)).as("enter with die b of one die").isEqualTo("code 5");
      assertThat(p0(EACH, "10,s,s,s", "2,5:5").moveText(8)).as("die a is played")
          .isEqualTo("code 8");
    }

    @Test
    void everyKindOfActionHasItsWords() {
      LudoState s = p0(STD.withDice(2), "10,s,s,s", "2,5");
      assertThat(s.moveText(8)).isEqualTo("move 0 by 2");
      assertThat(s.moveText(9)).isEqualTo("move 0 by 5");
      assertThat(s.moveText(10)).isEqualTo("move 0 by 7");
      assertThat(s.moveText(12 | 32)).isEqualTo("home 1 to 2");
      assertThat(s.moveText(16 | 64 | 2)).isEqualTo("climb 2 to 7");
      assertThat(s.moveText(24 | 96 | 1)).isEqualTo("back 3 by 5");
      assertThat(s.moveText(4)).isEqualTo("enter");
      assertThat(p0(EACH, "10,s,s,s", "2,5").moveText(5)).isEqualTo("enter with 5");
      // A jump names its door when the horse stands where it could jump from.
      assertThat(p0(STD, "10,s,s,s", "1").moveText(20)).isEqualTo("jump 0 to 13");
      assertThat(p0(STD, "50,s,s,s", "1").moveText(20)).isEqualTo("jump 0 to 55");
      assertThat(p0(STD, "0,s,s,s", "1").moveText(20)).isEqualTo("jump 0 to 13");
      assertThat(p0(STD, "s,s,s,s", "1").moveText(20)).isEqualTo("jump 0");
      assertThat(p0(STD, "55,s,s,s", "1").moveText(20)).isEqualTo("jump 0");
      LudoState seat1 = pos(STD, S + "/10,s,s,s/" + S + "/" + S + " 1 1 -");
      assertThat(seat1.moveText(20)).isEqualTo("jump 0 to 13");
    }
  }

  @Nested
  class ReadingMoves {
    @Test
    void plainEnterBringsOutTheLowestStableHorseWithTheDieThatEnters() {
      assertThat(p0(STD, "10,s,s,s", "6").parseMove("enter").get()).isEqualTo(1 << 5 | 4);
      assertThat(p0(STD, "10,20,30,s", "6").parseMove("enter").get()).isEqualTo(3 << 5 | 4);
      assertThat(p0(STD, "10,s,s,s", "6").parseMove("enter 1").get()).isEqualTo(1 << 5 | 4);
      assertThat(p0(STD, S, "6").parseMove("enter 0").get()).isEqualTo(4);
      // Under diceUse=each plain "enter" uses the first die that brings a horse out.
      assertThat(p0(EACH, S, "2,6").parseMove("enter").get()).isEqualTo(5);
      assertThat(p0(EACH, S, "6,6").parseMove("enter").get()).isEqualTo(4);
      assertThat(p0(EACH.withEntryFaces(1, 6), S, "1,6").parseMove("enter").get()).isEqualTo(4);
      // Neither die enters: the refusal comes from the rules, for die a.
      assertThat(p0(EACH, S, "2,3").parseMove("enter").getLeft().move()).isEqualTo(4);
      // With die a played, die b is the one left.
      assertThat(p0(EACH, "10,s,s,s", "2,6:6").parseMove("enter").get()).isEqualTo(1 << 5 | 5);
      assertThat(p0(EACH, "10,s,s,s", "2,6:6").parseMove("enter with 6").get())
          .isEqualTo(1 << 5 | 5);
      assertThat(p0(EACH, "10,s,s,s", "6,6:6").parseMove("enter with 6").get())
          .isEqualTo(1 << 5 | 4);
    }

    @Test
    void enterRefusesWhatItCannotRead() {
      LudoState s = p0(STD, "10,s,s,s", "6");
      assertThat(unreadable(s, "enter with 6"))
          .isEqualTo("entering uses the whole roll here; say enter");
      assertThat(unreadable(s, "enter 7")).isEqualTo("horses are numbered 0 to 3");
      assertThat(unreadable(s, "enter 1 2")).startsWith("not a move: say pass,");
      LudoState each = p0(EACH, S, "2,6");
      assertThat(illegal(each, "enter with 5"))
          .isEqualTo("no die showing 5 is left to play (the roll is 2,6)");
      assertThat(illegal(p0(EACH, S, "2,6:6"), "enter with 2"))
          .isEqualTo("no die showing 2 is left to play (the roll is 2,6:6)");
      assertThat(unreadable(each, "enter with x"))
          .isEqualTo("a die shows 1 to 6, not x");
      assertThat(unreadable(each, "enter with 7"))
          .isEqualTo("a die shows 1 to 6, not 7");
    }

    @Test
    void aJumpMayNameItsDoorButOnlyTheRightOne() {
      LudoState s = p0(LudoRules.BEGINNERS, "10,s,s,s", "1");
      assertThat(s.parseMove("jump 0").get()).isEqualTo(20);
      assertThat(s.parseMove("jump 0 to 13").get()).isEqualTo(20);
      assertThat(illegal(s, "jump 0 to 27"))
          .isEqualTo("horse 0's next door is cell 13");
      assertThat(unreadable(s, "jump 4")).isEqualTo("horses are numbered 0 to 3");
      assertThat(unreadable(s, "jump 0 at 13")).startsWith("not a move");
      // From the stable there is no door to name: the rules refuse the jump instead.
      LudoState stable = p0(LudoRules.BEGINNERS, "s,10,s,s", "1");
      assertThat(stable.parseMove("jump 0 to 13").getLeft().kind())
          .isEqualTo(IllegalMove.Kind.ILLEGAL);
    }

    @Test
    void movesNeedTheirJoinerAndANumber() {
      LudoState s = p0(STD.withKickBack(true), "10,55,h4,s", "3");
      assertThat(s.parseMove("home 1 to 3").get()).isEqualTo(32 | 12);
      assertThat(unreadable(s, "move 0 to 3")).startsWith("not a move");
      assertThat(unreadable(s, "home 1 by 3")).startsWith("not a move");
      assertThat(unreadable(s, "climb 2 by 3")).startsWith("not a move");
      assertThat(unreadable(s, "back 0 to 3")).startsWith("not a move");
      assertThat(unreadable(s, "move 0 by x")).startsWith("not a move");
      assertThat(unreadable(s, "move 0 by")).startsWith("not a move");
      assertThat(unreadable(s, "move 0 by 3 now")).startsWith("not a move");
      assertThat(unreadable(s, "move x by 3")).isEqualTo("horses are numbered 0 to 3");
      assertThat(illegal(s, "climb 2 to 99999"))
          .isEqualTo("the roll 3 gives 3, not 9999");
    }

    @Test
    void theRefusalListsWhatTheRollGives() {
      assertThat(illegal(p0(STD.withDice(2), "10,s,s,s", "3,3"), "move 0 by 4"))
          .isEqualTo("the roll 3,3 gives 3 or 6, not 4");
      assertThat(illegal(p0(STD.withDice(2), "10,s,s,s", "2,3"), "move 0 by 4"))
          .isEqualTo("the roll 2,3 gives 2, 3 or 5, not 4");
      assertThat(illegal(p0(EACH, "10,s,s,s", "2,3"), "move 0 by 5"))
          .isEqualTo("the roll 2,3 gives 2 or 3, not 5");
      assertThat(illegal(p0(LudoRules.TWO_DICE, "10,s,s,s", "2,3"), "move 0 by 0"))
          .isEqualTo("the roll 2,3 gives 5 (diceUse=sum: a lone die, 2 or 3, only"
              + " onto the horse's own door and in its home column), not 0");
      assertThat(illegal(p0(LudoRules.TWO_DICE, "10,s,s,s", "3,3"), "move 0 by 4"))
          .isEqualTo("the roll 3,3 gives 6 (diceUse=sum: a lone die, 3, only"
              + " onto the horse's own door and in its home column), not 4");
      // Die b of a double is coded as die a: the same move.
      assertThat(p0(STD.withDice(2), "10,s,s,s", "3,3").parseMove("move 0 by 3").get())
          .isEqualTo(8);
      assertThat(p0(STD.withDice(2), "10,s,s,s", "3,3").parseMove("move 0 by 6").get())
          .isEqualTo(10);
      assertThat(p0(EACH, "10,20,s,s", "2,3").parseMove("move 1 by 3").get()).isEqualTo(32 | 9);
    }

    @Test
    void atTheEndAndAtARollOnlyTheRightWordsRead() {
      LudoState end = pos(STD.withPlayers(2), "10,s,s,s/h3,h4,h5,h6 - - 1,0");
      IllegalMove over = end.parseMove("pass").getLeft();
      assertThat(over.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
      assertThat(over.reason()).isEqualTo("the game is over: no move can be played");
      assertThat(unreadable(STD.initialState(), "roll -")).isEqualTo("no roll is named");
      assertThat(unreadable(STD.initialState(), "pass"))
          .isEqualTo("the dice must be rolled first (say roll 4)");
      assertThat(unreadable(LudoRules.TWO_DICE.initialState(), "move 0 by 3"))
          .isEqualTo("the dice must be rolled first (say roll 3,5)");
      assertThat(unreadable(p0(EACH, "10,s,s,s", "2,5:5"), "roll 3"))
          .isEqualTo("the roll is already 2,5:5: choose an action for it");
      assertThat(unreadable(STD.initialState(), null)).isEqualTo("move text is missing");
    }
  }

  @Nested
  class ReadingTypedMoves {
    @Test
    void moveOfGivesTheTypedMoveInOneCall() {
      LudoState s = p0(LudoRules.TWO_DICE, "10,51,s,s", "3,5");
      assertThat(s.moveOf("move 0 by 8").get())
          .isEqualTo(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.SUM, 8));
      // Onto the own door (cell 55) the 4 alone would do; here the 5 is too far, the 3 short.
      assertThat(s.moveOf("move 1 by 3").getLeft().reason()).contains("a lone die counts only");
      LudoState door = p0(LudoRules.TWO_DICE, "10,52,s,s", "3,5");
      LudoMove onto = door.moveOf("move 1 by 3").get();
      assertThat(onto).isEqualTo(new LudoMove(LudoMove.Kind.MOVE, 1, LudoMove.Die.A, 3));
      assertThat(onto.code()).isEqualTo(32 | 8);
      assertThat(door.play(onto).get().ringCell(0, 1)).isEqualTo(55);
    }

    @Test
    void aNumberTheRollDoesNotAllowIsIllegalNotUnreadable() {
      // The case: move 0 by 3 on a roll of 3,5 under diceUse=sum.
      LudoState s = p0(LudoRules.TWO_DICE, "10,s,s,s", "3,5");
      IllegalMove refused = s.moveOf("move 0 by 3").getLeft();
      assertThat(refused.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
      assertThat(refused.move()).isEqualTo(8);
      assertThat(refused.reason()).isEqualTo("the dice are played as their sum 8 (diceUse=sum);"
          + " a lone die counts only to land on the horse's own door, to enter the home column or"
          + " to climb in it, so move 0 by 3 would use the 3 alone: move 0 by 8 uses the sum");
      // A number no die and no sum shows is illegal too, with what the roll gives.
      IllegalMove four = s.moveOf("move 0 by 4").getLeft();
      assertThat(four.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
      assertThat(four.move()).isEqualTo(-1);
      assertThat(four.reason()).isEqualTo("the roll 3,5 gives 8 (diceUse=sum: a"
          + " lone die, 3 or 5, only onto the horse's own door and in its home column), not 4");
      // Text that is no move at all stays unreadable.
      assertThat(unreadable(s, "move 0 for 3")).startsWith("not a move");
      assertThat(s.moveOf("move 0 for 3").getLeft().kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    }

    @Test
    void underTheSumNoRefusalAsksForANumberNoRollGives() {
      // Horse 1 stands one cell before its door (55): a 1 alone lands on it, which a die shows.
      LudoState s = p0(LudoRules.TWO_DICE, "10,54,s,s", "3,5");
      assertThat(s.moveOf("move 1 by 8").getLeft().reason()).isEqualTo("horse 1 would pass its own"
          + " door (cell 55): it needs exactly 1 (a die showing 1) to land on it");
      LudoState far = p0(LudoRules.TWO_DICE, "10,45,s,s", "6,6");
      assertThat(far.moveOf("move 1 by 12").getLeft().reason()).isEqualTo("horse 1 would pass"
          + " its own door (cell 55): it needs exactly 10 (two dice adding up to 10) to land on"
          + " it");
      assertThat(p0(LudoRules.TWO_DICE, "10,50,s,s", "6,6").moveOf("move 1 by 6").getLeft()
          .reason()).endsWith("it needs exactly 5 (a die showing 5, or two dice adding up to it)"
          + " to land on it");
    }

    @Test
    void atAChanceNodeARollIsNoTypedMove() {
      IllegalMove roll = LudoRules.TWO_DICE.initialState().moveOf("roll 3,5").getLeft();
      assertThat(roll.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
      assertThat(roll.move()).isEqualTo(29);
      assertThat(roll.reason()).contains("is a roll, not a move");
      assertThat(STD.initialState().moveOf("pass").getLeft().reason())
          .isEqualTo("the dice must be rolled first (say roll 4)");
    }
  }

  @Nested
  class TheRollField {
    @Test
    void aDieIsLeftOnlyUnderDiceUseEachAndOnlyOneOfTheRoll() {
      String four = S + "/" + S + "/" + S + "/" + S;
      assertThat(STD.withDice(2).position(four + " 0 2,5:5 -").getLeft().message())
          .endsWith("roll '2,5:5': a die is left over only when the dice are played one by one"
              + " (diceUse=each)");
      assertThat(EACH.position(four + " 0 2,5:3 -").getLeft().message())
          .endsWith("roll '2,5:3': the die left after ':' must be one of the roll's dice");
      assertThat(EACH.position(four + " 0 -:3 -").getLeft().message())
          .endsWith("roll '-:3': the die left after ':' must be one of the roll's dice");
      assertThat(EACH.position(four + " 0 2,5:55 -").getLeft().message())
          .endsWith("roll '2,5:55': the die left after ':' must be one of the roll's dice");
      // The die left decides which is played: the other one.
      assertThat(pos(EACH, four + " 0 2,5:2 -").diceLeft()).containsExactly(2);
      assertThat(pos(EACH, four + " 0 2,5:5 -").diceLeft()).containsExactly(5);
      assertThat(pos(EACH, four + " 0 4,4:4 -").diceLeft()).containsExactly(4);
      assertThat(pos(EACH, four + " 0 4,4:4 -").toString()).endsWith(" 0 4,4:4 -");
    }

    @Test
    void aFaceThatIsNoNumberIsNamed() {
      String four = S + "/" + S + "/" + S + "/" + S;
      assertThat(STD.position(four + " 0 x -").getLeft().message())
          .endsWith("roll 'x': 'x' is not a die");
      assertThat(LudoRules.TWO_DICE.position(four + " 0 2,66666 -").getLeft().message())
          .endsWith("roll '2,66666': a die shows 1 to 6, not 9999");
    }
  }

  @Nested
  class ReadingPositions {
    private String error(LudoRules rules, String text) {
      return rules.position(text).getLeft().problems().head().message();
    }

    @Test
    void everyMalformedFieldIsNamed() {
      String rest = "/" + S + "/" + S + "/" + S;
      assertThat(error(STD, "h0,s,s,s" + rest + " 0 - -"))
          .endsWith("player 0, horse 0: home cell 0 is not a home cell (h1..h6)");
      assertThat(error(STD, "s,h123456,s,s" + rest + " 0 - -"))
          .endsWith("player 0, horse 1: home cell 123456 is beyond the end of the column (h1..h6)");
      assertThat(error(STD, "s,s,123456,s" + rest + " 0 - -"))
          .endsWith("player 0, horse 2: cell 123456 is off the ring (0..55)");
      assertThat(error(STD, S + rest + " 0 - x")).endsWith("places: 'x' is not a player (0..3)");
      assertThat(error(STD, S + rest + " 0 - 4")).endsWith("places: '4' is not a player (0..3)");
      assertThat(error(STD, S + rest + " x - -")).endsWith("turn: 'x' is not a player (0..3)");
      assertThat(error(STD.withPlayers(2), "h3,h4,h5,h6/h3,h4,h5,h6 - - 0,1"))
          .endsWith("player 1 has the last place but has finished");
      assertThat(Notation.parseState(null, S).getLeft()).isEqualTo("rules are missing");
      // The door is a ring cell; cell 0 and player 0 are cells and players like the others.
      assertThat(error(STD, "55,55,s,s" + rest + " 0 - -"))
          .endsWith("player 0 has two horses (0 and 1) on cell 55");
      assertThat(error(STD, "0,s,s,s/0,s,s,s/" + S + "/" + S + " 0 - -"))
          .endsWith("players 0 and 1 both have a horse on cell 0; a ring cell holds one horse");
      assertThat(error(STD, "12,s,s,s/" + S + "/12,s,s,s/" + S + " 0 - -"))
          .endsWith("players 0 and 2 both have a horse on cell 12; a ring cell holds one horse");
      assertThat(error(STD, S + rest + " 0 1234 -")).endsWith("roll '1234': a die shows 1 to 6,"
          + " not 1234");
      assertThat(error(EACH, S + rest + " 0 :3 -"))
          .endsWith("roll '': these rules roll two dice (write them as 3,5)");
    }

    @Test
    void underPlayUntilFirstOnePlaceEndsTheGame() {
      LudoRules first = STD.withPlayUntil(PlayUntil.FIRST);
      String rest = "/" + S + "/" + S + "/" + S;
      LudoState end = pos(first, "h3,h4,h5,h6" + rest + " - - 0");
      assertThat(end.isTerminal()).isTrue();
      assertThat(end.toString()).isEqualTo("h3,h4,h5,h6" + rest + " - - 0");
      assertThat(error(first, "h3,h4,h5,h6" + rest + " 1 - 0")).endsWith("the game is over (a"
          + " player has finished): turn and roll must be '-'");
      assertThat(error(first, "h3,h4,h5,h6/h3,h4,h5,h6/" + S + "/" + S + " - - 0,1"))
          .endsWith("places: the game ends at the first finisher, yet 2 players are placed");
      assertThat(error(STD, "h3,h4,h5,h6/h3,h4,h5,h6/h3,h4,h5,h6/" + S + " 3 6 0,1,2,3"))
          .endsWith("the game is over (every place is decided): turn and roll must be '-'");
      // Three of four placed under ALL: the last one takes place 4 and the game is over.
      LudoState all = pos(STD, "h3,h4,h5,h6/h3,h4,h5,h6/h3,h4,h5,h6/" + S + " - - 0,1,2,3");
      assertThat(all.isTerminal()).isTrue();
      assertThat(all.place(3)).isEqualTo(4);
    }

    @Test
    void caseAndSpacingAreFree() {
      LudoState s = pos(STD, "  H3,S,10,s/" + S + "/" + S + "/" + S + "   0  4   - ");
      assertThat(s.homeCell(0, 0)).isEqualTo(3);
      assertThat(s.inStable(0, 1)).isTrue();
      assertThat(s.ringCell(0, 2)).isEqualTo(10);
      assertThat(s.toString()).isEqualTo("h3,s,10,s/" + S + "/" + S + "/" + S + " 0 4 -");
    }
  }

  @Nested
  class TypedValues {
    @Test
    void aTypedMoveChecksItsShape() {
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.MOVE, 4, LudoMove.Die.A))
          .isInstanceOf(IllegalArgumentException.class).hasMessage("horse must be 0..3, was 4");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.MOVE, -1, LudoMove.Die.A))
          .isInstanceOf(IllegalArgumentException.class).hasMessage("horse must be 0..3, was -1");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.PASS, 0, LudoMove.Die.B))
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("PASS uses");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.JUMP, 0, LudoMove.Die.SUM))
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("JUMP uses");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.ENTER, 0, LudoMove.Die.SUM))
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("ENTER uses");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.PASS, 1, LudoMove.Die.A))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("names no horse");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A, -1))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was -1");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.PASS, 0, LudoMove.Die.A, 1))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 1");
      assertThatThrownBy(() -> new LudoMove(null, 0, LudoMove.Die.A))
          .isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.MOVE, 0, null))
          .isInstanceOf(NullPointerException.class);
      // The limits themselves are allowed.
      assertThat(new LudoMove(LudoMove.Kind.MOVE, 3, LudoMove.Die.SUM, 12).steps()).isEqualTo(12);
      assertThat(new LudoMove(LudoMove.Kind.ENTER, 0, LudoMove.Die.B).die())
          .isEqualTo(LudoMove.Die.B);
      assertThat(new LudoMove(LudoMove.Kind.JUMP, 2, LudoMove.Die.A).horse()).isEqualTo(2);
    }

    @Test
    void aTypedMovePrintsItsStepsOrItsDie() {
      assertThat(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.B, 6).toString())
          .isEqualTo("enter with 6");
      assertThat(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.A).toString())
          .isEqualTo("enter");
      assertThat(new LudoMove(LudoMove.Kind.HOME, 1, LudoMove.Die.A, 4).toString())
          .isEqualTo("home 1 to 4");
      assertThat(new LudoMove(LudoMove.Kind.CLIMB, 2, LudoMove.Die.B).toString())
          .isEqualTo("climb 2 to die B");
      assertThat(new LudoMove(LudoMove.Kind.JUMP, 3, LudoMove.Die.A).toString())
          .isEqualTo("jump 3");
      assertThat(new LudoMove(LudoMove.Kind.BACK, 0, LudoMove.Die.SUM, 7).toString())
          .isEqualTo("back 0 by 7");
      assertThat(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.SUM).toString())
          .isEqualTo("move 0 by die SUM");
    }

    @Test
    void rollCodesAreFacesOrEightATimesPlusB() {
      assertThat(LudoMove.rollCode(1)).isEqualTo(1);
      assertThat(LudoMove.rollCode(6)).isEqualTo(6);
      assertThat(LudoMove.rollCode(6, 1)).isEqualTo(14);
      assertThatThrownBy(() -> LudoMove.rollCode(7)).hasMessage("a die shows 1 to 6, not 7");
      assertThatThrownBy(() -> LudoMove.rollCode(0)).hasMessage("a die shows 1 to 6, not 0");
      assertThatThrownBy(() -> LudoMove.rollCode(3, 0)).isInstanceOf(
          IllegalArgumentException.class);
      Roll one = Roll.of(6);
      assertThat(one.isDouble()).isFalse();
      assertThat(one.weight()).isEqualTo(1);
      assertThat(one.total()).isEqualTo(6);
      assertThat(one.code()).isEqualTo(6);
      assertThat(Roll.of(4, 4).isDouble()).isTrue();
      assertThat(Roll.of(4, 4).weight()).isEqualTo(1);
      assertThat(Roll.of(2, 4).isDouble()).isFalse();
      assertThat(new Roll(List.of(3, 3)).code()).isEqualTo(27);
      assertThatThrownBy(() -> new Roll(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void everyEffectTellsItsStep() {
      assertThat(new LudoEffect.Rolled(1, Roll.of(2, 5)).describe())
          .isEqualTo("player 1 rolls 2,5");
      assertThat(new LudoEffect.Moved(0, 2, 10, 14).describe())
          .isEqualTo("player 0's horse 2 moves from cell 10 to cell 14");
      assertThat(new LudoEffect.Jumped(3, 1, 44, 55).describe())
          .isEqualTo("player 3's horse 1 jumps from cell 44 to the door cell 55");
      assertThat(new LudoEffect.Climbed(2, 0, 4, 5).describe())
          .isEqualTo("player 2's horse 0 climbs from home cell 4 to home cell 5");
      assertThat(new LudoEffect.GameOver(List.of(2, 0, 1)).describe())
          .isEqualTo("game over: places 2, 0, 1");
      assertThatThrownBy(() -> new LudoEffect.Rolled(0, null))
          .isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> new LudoEffect.GameOver(null))
          .isInstanceOf(NullPointerException.class);
    }
  }
}
