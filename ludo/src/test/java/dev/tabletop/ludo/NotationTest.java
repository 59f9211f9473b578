package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.pos;
import static dev.tabletop.ludo.Positions.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.IllegalMove;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** The position text, move text, typed moves, validated play and the board drawing. */
class NotationTest {
  private static final LudoRules STD = LudoRules.STANDARD;

  private static String error(LudoRules rules, String text) {
    Either<dev.tabletop.core.InvalidInput, LudoState> s = rules.position(text);
    assertThat(s.isLeft()).as("'%s' is refused", text).isTrue();
    return s.getLeft().message();
  }

  @Test
  void positionTextRoundTrips() {
    String[] texts = {
        "s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -",
        "0,55,h2,s/14,20,s,s/s,s,s,27/h6,41,42,s 1 6 -",
        "h3,h4,h5,h6/10,s,s,s/s,s,s,s/s,s,s,s 2 - 0",
        "h3,h4,h5,h6/h3,h4,h5,h6/h6,h5,h4,h3/s,s,s,12 - - 1,0,2,3"};
    for (String t : texts) {
      assertThat(pos(STD, t).toString()).isEqualTo(t);
    }
    assertThat(pos(LudoRules.TWO_DICE, "s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 3 5,2 -").toString())
        .as("two dice print lower first").isEqualTo("s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 3 2,5 -");
    assertThat(pos(STD, "  S,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s   0 - -  ").toString())
        .isEqualTo("s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -");
  }

  @Test
  void aParsedPositionIsTheSameStateAsThePlayedOne() {
    LudoState played = Positions.play(STD.initialState().apply(6), "enter");
    LudoState parsed = pos(STD, "0,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -");
    assertThat(parsed).isEqualTo(played);
    assertThat(parsed.hash()).isEqualTo(played.hash());
  }

  @Test
  void malformedPositionsGetPreciseErrors() {
    String four = "/s,s,s,s/s,s,s,s/s,s,s,s";
    assertThat(error(STD, "10,10,s,s" + four + " 0 - -"))
        .isEqualTo("player 0 has two horses (0 and 1) on cell 10");
    assertThat(error(STD, "h2,h2,s,s" + four + " 0 - -"))
        .isEqualTo("player 0 has two horses (0 and 1) on home cell 2");
    assertThat(error(STD, "h7,s,s,s" + four + " 0 - -"))
        .isEqualTo("player 0, horse 0: home cell 7 is beyond the end of the column (h1..h6)");
    assertThat(error(STD, "56,s,s,s" + four + " 0 - -"))
        .isEqualTo("player 0, horse 0: cell 56 is off the ring (0..55)");
    assertThat(error(STD, "x9,s,s,s" + four + " 0 - -")).startsWith(
        "player 0, horse 0: 'x9' is not a horse position");
    assertThat(error(STD, "s,s,s,s/12,s,s,s/s,s,12,s/s,s,s,s 0 - -"))
        .isEqualTo("players 1 and 2 both have a horse on cell 12; a ring cell holds one horse");
    assertThat(error(STD, "s,s,s,s" + four + " 0 7 -"))
        .isEqualTo("roll '7': a die shows 1 to 6, not 7");
    assertThat(error(STD, "s,s,s,s" + four + " 0 3,5 -"))
        .isEqualTo("roll '3,5': these rules roll one die (write it as 4)");
    assertThat(error(LudoRules.TWO_DICE, "s,s,s,s" + four + " 0 3 -"))
        .isEqualTo("roll '3': these rules roll two dice (write them as 3,5)");
    assertThat(error(LudoRules.TWO_DICE, "s,s,s,s" + four + " 0 0,5 -"))
        .isEqualTo("roll '0,5': a die shows 1 to 6, not 0");
    assertThat(error(STD, "s,s,s,s" + four + " 4 - -"))
        .isEqualTo("turn: '4' is not a player (0..3)");
    assertThat(error(STD, "s,s,s,s/s,s,s,s 0 - -"))
        .contains("expected 4 horse groups (one per player, separated by '/'), found 2");
    assertThat(error(STD, "s,s,s" + four + " 0 - -"))
        .isEqualTo("player 0 has 3 horses, expected 4");
    assertThat(error(STD, "s,s,s,s" + four + " 0 -")).contains("expected 4 fields");
    assertThat(error(STD, "h3,h4,h5,h6" + four + " 1 - -"))
        .isEqualTo("player 0 has finished (four horses on h3..h6) but is not placed");
    assertThat(error(STD, "h3,h4,h5,h6" + four + " 0 - 0"))
        .isEqualTo("turn: player 0 has finished and is skipped");
    assertThat(error(STD, "s,s,s,s" + four + " 1 - 0"))
        .isEqualTo("player 0 is placed 1 but has not finished (four horses on h3..h6)");
    assertThat(error(STD, "h3,h4,h5,h6" + four + " 1 - 0,0"))
        .isEqualTo("places: player 0 is placed twice");
    assertThat(error(STD, "h3,h4,h5,h6" + four + " - - 0"))
        .isEqualTo("turn: '-' is not a player (0..3)");
    assertThat(error(STD.withPlayers(2), "h3,h4,h5,h6/s,s,s,s 1 - 0")).contains(
        "the last player must be placed too");
    assertThat(error(STD.withPlayers(2), "h3,h4,h5,h6/s,s,s,s 1 - 0,1"))
        .contains("turn and roll must be '-'");
    assertThat(STD.position(null).getLeft().message()).isEqualTo("position text is missing");
  }

  @Test
  void moveTextIsWhatAPlayerSays() {
    LudoRules rules = STD.withKickBack(true).withOneRollJump(true);
    LudoState s = pos(rules, "5,55,h4,s/4,s,s,s/54,s,s,s/s,s,s,s 0 1 -");
    assertThat(Positions.moves(s)).containsExactly("move 0 by 1", "jump 0 to 13", "back 0 by 1",
        "home 1 to 1", "back 1 by 1");
    assertThat(s.moveText(LudoMove.PASS)).isEqualTo("pass");
    assertThat(STD.initialState().moveText(6)).isEqualTo("roll 6");
    assertThat(LudoRules.TWO_DICE.initialState().moveText(LudoMove.rollCode(5, 3)))
        .isEqualTo("roll 3,5");
    assertThat(pos(STD, "h4,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 5 -").moveText(
        new LudoMove(LudoMove.Kind.CLIMB, 0, LudoMove.Die.A).code())).isEqualTo("climb 0 to 5");
  }

  @Test
  void moveTextParsesBackWithClearErrors() {
    LudoState s = pos(STD, "10,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 4 -");
    assertThat(s.parseMove("  Move   0 BY 4 ").get()).isEqualTo(
        new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A).code());
    assertThat(s.parseMove("move 0 by 5").getLeft().reason()).isEqualTo(
        "the roll 4 gives 4, not 5");
    assertThat(s.parseMove("move 7 by 4").getLeft().reason()).contains("horses are numbered 0 to 3");
    assertThat(s.parseMove("fly 0").getLeft().reason()).contains("not a move: say pass, enter");
    assertThat(s.parseMove("roll 4").getLeft().reason()).isEqualTo(
        "the roll is already 4: choose an action for it");
    LudoState chance = STD.initialState();
    assertThat(chance.parseMove("roll 6").get()).isEqualTo(6);
    assertThat(chance.parseMove("enter").getLeft().reason()).contains("the dice must be rolled first");
    assertThat(chance.parseMove("roll 9").getLeft().reason()).contains("a die shows 1 to 6, not 9");
    LudoState two = LudoRules.TWO_DICE.initialState();
    assertThat(two.parseMove("roll 5 3").get()).isEqualTo(LudoMove.rollCode(3, 5));
    assertThat(two.parseMove("roll 5,3").get()).isEqualTo(LudoMove.rollCode(3, 5));
  }

  @Test
  void movesAreDescribedInFullFromTheirEffects() {
    LudoRules rules = STD.withKickBack(true).withOneRollJump(true);
    LudoState s = pos(rules, "5,55,h4,s/4,s,s,s/54,s,s,s/s,s,s,s 0 1 -");
    assertThat(s.describe(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A).code()))
        .isEqualTo("player 0's horse 0 moves from cell 5 to cell 6");
    assertThat(s.describe(new LudoMove(LudoMove.Kind.JUMP, 0, LudoMove.Die.A).code()))
        .isEqualTo("player 0's horse 0 jumps from cell 5 to the door cell 13");
    assertThat(s.describe(new LudoMove(LudoMove.Kind.BACK, 0, LudoMove.Die.A).code()))
        .isEqualTo("player 0's horse 0 steps back from cell 5 to cell 4, player 1's horse 0 is"
            + " kicked from cell 4 back to its stable");
    assertThat(s.describe(new LudoMove(LudoMove.Kind.HOME, 1, LudoMove.Die.A).code()))
        .isEqualTo("player 0's horse 1 goes from its door into home cell 1");
    assertThat(s.describe(new LudoMove(LudoMove.Kind.CLIMB, 2, LudoMove.Die.A).code()))
        .as("not legal with a 1: the short text").isEqualTo("climb 2 to 1");
    LudoState six = pos(STD, "h4,s,s,s/0,s,s,s/s,s,s,s/s,s,s,s 0 6 -");
    assertThat(six.describe(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.A).code()))
        .isEqualTo("player 0's horse 1 enters onto cell 0, player 1's horse 0 is kicked from"
            + " cell 0 back to its stable, player 0 rolls again");
    assertThat(pos(STD, "h4,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 5 -").describe(16))
        .isEqualTo("player 0's horse 0 climbs from home cell 4 to home cell 5");
    assertThat(s.describe(LudoMove.PASS)).as("not legal: moves exist").isEqualTo("pass");
    assertThat(STD.initialState().describe(6)).isEqualTo("player 0 rolls 6");
  }

  @Test
  void playersMayAlsoSayHorseAndKickBack() {
    LudoRules rules = STD.withKickBack(true);
    LudoState s = pos(rules, "20,s,s,s/17,s,s,s/s,s,s,s/s,s,s,s 0 3 -");
    assertThat(s.parseMove("move horse 0 by 3").get()).isEqualTo(s.parseMove("move 0 by 3").get());
    assertThat(s.parseMove("kick back 0 by 3").get()).isEqualTo(s.parseMove("back 0 by 3").get());
    assertThat(s.parseMove("kick back horse 0 by 3").get())
        .isEqualTo(s.parseMove("back 0 by 3").get());
  }

  @Test
  void validatedPlaySaysWhy() {
    // The four refusals the issue names.
    LudoState blocked = pos(STD, "14,s,s,s/17,s,s,s/s,s,s,s/s,s,s,s 0 4 -");
    assertThat(refusal(blocked, "move 0 by 4")).isEqualTo(
        "horse 0 is blocked by player 1's horse on cell 17");
    LudoState door = pos(STD, "53,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 4 -");
    assertThat(refusal(door, "move 0 by 4")).isEqualTo(
        "horse 0 would pass its own door (cell 55): it needs exactly 2 to land on it");
    LudoState climb = pos(STD, "h4,10,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 3 -");
    assertThat(refusal(climb, "climb 0 to 3")).isEqualTo(
        "horse 0 needs exactly 5 to climb from cell 4, not 3");
    LudoState start = pos(STD, "0,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 6 -");
    assertThat(refusal(start, "enter")).isEqualTo("own horse on the start cell 0 (horse 0)");
    Either<IllegalMove, LudoState> byCode = start.play(4 | 32);
    assertThat(byCode.getLeft().reason()).isEqualTo("own horse on the start cell 0 (horse 0)");
    assertThat(start.play(127).getLeft().reason()).contains("not a ludo move code");
    assertThat(STD.initialState().play(7).getLeft().reason()).contains("must roll first");
  }

  @Test
  void typedMovesMatchTheirCodes() {
    for (int code = -3; code < 140; code++) {
      Either<dev.tabletop.core.InvalidInput, LudoMove> m = LudoMove.decode(code);
      assertThat(m.isRight()).isEqualTo(LudoMove.wellFormed(code));
      if (m.isRight()) {
        assertThat(m.get().code()).isEqualTo(code);
      }
    }
    assertThat(LudoMove.PASS_MOVE.code()).isZero();
    assertThat(new LudoMove(LudoMove.Kind.BACK, 3, LudoMove.Die.SUM).code())
        .isEqualTo((3 << 5) | (6 << 2) | 2);
    LudoState s = pos(STD, "10,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 6 -");
    assertThat(s.moves()).containsExactly(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A, 6),
        new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.A));
    assertThat(s.moves().map(LudoMove::toString)).containsExactly("move 0 by 6", "enter");
    assertThat(s.moves().map(LudoMove::code)).containsExactly(8, 36);
    assertThat(s.play(new LudoMove(LudoMove.Kind.ENTER, 1, LudoMove.Die.A)).get().ringCell(0, 1))
        .isZero();
  }

  @Test
  void theBoardIsDrawnAsTheCrossWithHorsesStablesAndHomeColumns() {
    LudoState s = pos(STD, "0,55,h2,s/14,20,s,s/s,s,s,27/h6,41,42,s 1 6 -");
    String expected = String.join("\n",
        "            A A .",
        "            . - .",
        "    o o     . A .     o o",
        "    o A     . - .     o D",
        "            . - .",
        "            . - .",
        ". . . . . . . - . . . . . . D",
        ": - - - - - - # D - - - - - D",
        "B . . . . . B - . . . . . . .",
        "            . - .",
        "            . - .",
        "    o o     . - .     C C",
        "    B B     . - .     C o",
        "            . - .",
        "            . C .",
        "player 1 (B) rolled 6",
        "");
    assertThat(s.board()).isEqualTo(expected);
  }
}
