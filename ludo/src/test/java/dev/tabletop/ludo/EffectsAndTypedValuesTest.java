package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.pos;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.ludo.LudoEffect.BonusRoll;
import dev.tabletop.ludo.LudoEffect.Climbed;
import dev.tabletop.ludo.LudoEffect.Entered;
import dev.tabletop.ludo.LudoEffect.EnteredHome;
import dev.tabletop.ludo.LudoEffect.Finished;
import dev.tabletop.ludo.LudoEffect.GameOver;
import dev.tabletop.ludo.LudoEffect.Jumped;
import dev.tabletop.ludo.LudoEffect.Kicked;
import dev.tabletop.ludo.LudoEffect.Moved;
import dev.tabletop.ludo.LudoEffect.MovedBack;
import dev.tabletop.ludo.LudoEffect.Passed;
import dev.tabletop.ludo.LudoEffect.Rolled;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Issue 9 for Cờ Cá Ngựa: typed rolls and moves, and what a move did, on hand-set positions whose
 * effects are worked out by hand from {@code rules/ludo.md}. Cells: seat k starts on cell 14k and
 * its door is 14k - 1 (55, 13, 27, 41).
 */
class EffectsAndTypedValuesTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final LudoRules KICK_JUMP = STD.withKickBack(true).withOneRollJump(true);
  private static final LudoRules EACH = LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH);
  private static final String S = "s,s,s,s";

  private static Seq<LudoEffect> effects(LudoState s, String move) {
    return s.effects(s.parseMove(move).get());
  }

  @Nested
  class Effects {
    @Test
    void aRollAtAChanceNodeIsRolledWithItsFaces() {
      assertThat(STD.initialState().effects(6)).containsExactly(new Rolled(0, Roll.of(6)));
      LudoState two = LudoRules.TWO_DICE.initialState();
      assertThat(two.effects(LudoMove.rollCode(5, 3))).containsExactly(new Rolled(0,
          Roll.of(3, 5)));
      assertThat(two.describe(LudoMove.rollCode(5, 3))).isEqualTo("player 0 rolls 3,5");
    }

    @Test
    void enteringOntoAnEmptyStartCellOnASixThenTheBonusRoll() {
      // Player 1 sits in seat 1, whose start cell is 14; the 6 is a bonus face.
      LudoState s = pos(STD, S + "/" + S + "/" + S + "/" + S + " 1 6 -");
      assertThat(effects(s, "enter")).containsExactly(new Entered(1, 0, 14), new BonusRoll(1));
    }

    @Test
    void enteringOntoAnOpponentKicksIt() {
      LudoState s = pos(STD, "h4,s,s,s/0,s,s,s/" + S + "/" + S + " 0 6 -");
      // The lowest-numbered stable horse, 1, enters; player 1's horse 0 on cell 0 goes home.
      assertThat(effects(s, "enter")).containsExactly(new Entered(0, 1, 0),
          new Kicked(1, 0, 0, 0), new BonusRoll(0));
    }

    @Test
    void seed000sExampleWithA4TheFreeHorsesMoveAndNobodyIsKicked() {
      LudoState s = pos(STD, "h2,0,10,20/18,21,s,s/" + S + "/" + S + " 0 4 -");
      assertThat(effects(s, "move 1 by 4")).containsExactly(new Moved(0, 1, 0, 4));
      assertThat(effects(s, "move 2 by 4")).containsExactly(new Moved(0, 2, 10, 14));
    }

    @Test
    void seed000sExampleWithA1TheWedgedHorseKicksTheHorseInFrontOfIt() {
      LudoState s = pos(STD, "h2,0,10,20/18,21,s,s/" + S + "/" + S + " 0 1 -");
      assertThat(effects(s, "move 3 by 1")).containsExactly(new Moved(0, 3, 20, 21),
          new Kicked(1, 1, 21, 0));
    }

    @Test
    void aKickBackStepsBackOntoTheOpponentAndKicksIt() {
      LudoState s = pos(KICK_JUMP, "5,55,h4,s/4,s,s,s/54,s,s,s/" + S + " 0 1 -");
      assertThat(effects(s, "back 0 by 1")).containsExactly(new MovedBack(0, 0, 5, 4),
          new Kicked(1, 0, 4, 0));
    }

    @Test
    void theOneRollJumpFliesToTheNextDoorCell() {
      LudoState s = pos(KICK_JUMP, "5,55,h4,s/4,s,s,s/54,s,s,s/" + S + " 0 1 -");
      assertThat(effects(s, "jump 0")).containsExactly(new Jumped(0, 0, 5, 13));
    }

    @Test
    void aJumpOntoAnOpponentOnTheDoorCellKicksIt() {
      LudoState s = pos(KICK_JUMP, "5,s,s,s/13,s,s,s/" + S + "/" + S + " 0 1 -");
      assertThat(effects(s, "jump 0")).containsExactly(new Jumped(0, 0, 5, 13),
          new Kicked(1, 0, 13, 0));
    }

    @Test
    void aHorseOnTheDoorWithASixGoesStraightToHomeCell6() {
      LudoState s = pos(STD, "55,s,s,s/" + S + "/" + S + "/" + S + " 0 6 -");
      assertThat(effects(s, "home 0 to 6")).containsExactly(new EnteredHome(0, 0, 6),
          new BonusRoll(0));
    }

    @Test
    void aHorseOnHomeCell4ClimbsWithExactly5() {
      LudoState s = pos(STD, "h4,s,s,s/" + S + "/" + S + "/" + S + " 0 5 -");
      assertThat(effects(s, "climb 0 to 5")).containsExactly(new Climbed(0, 0, 4, 5));
    }

    @Test
    void aPassOnABonusFaceStillGivesTheBonusRoll() {
      // Horse 3 on home cell 2 needs exactly 3; the others are home: a 6 has no action.
      LudoState s = pos(STD, "h6,h5,h4,h2/" + S + "/" + S + "/" + S + " 0 6 -");
      assertThat(effects(s, "pass")).containsExactly(new Passed(0), new BonusRoll(0));
      LudoState three = pos(STD, "h6,h5,h4,h2/" + S + "/" + S + "/" + S + " 0 4 -");
      assertThat(effects(three, "pass")).containsExactly(new Passed(0));
    }

    @Test
    void theFourthHorseHomeFinishesThePlayerInTheNextPlace() {
      LudoState first = pos(STD, "h6,h5,h4,h2/" + S + "/" + S + "/" + S + " 0 3 -");
      assertThat(effects(first, "climb 3 to 3")).containsExactly(new Climbed(0, 3, 2, 3),
          new Finished(0, 1));
      LudoState second = pos(STD, "h6,h5,h4,h3/h6,h5,h4,h2/" + S + "/" + S + " 1 3 0");
      assertThat(effects(second, "climb 3 to 3")).containsExactly(new Climbed(1, 3, 2, 3),
          new Finished(1, 2));
    }

    @Test
    void theLastPlaceDecidedEndsTheGame() {
      LudoState s = pos(STD.withPlayers(2), "h6,h5,h4,h2/" + S + " 0 3 -");
      assertThat(effects(s, "climb 3 to 3")).containsExactly(new Climbed(0, 3, 2, 3),
          new Finished(0, 1), new GameOver(List.of(0, 1)));
      assertThat(s.describe(s.parseMove("climb 3 to 3").get())).isEqualTo("player 0's horse 3"
          + " climbs from home cell 2 to home cell 3, player 0 finishes in place 1, game over:"
          + " places 0, 1");
    }

    @Test
    void underPlayUntilFirstTheFirstFinisherEndsTheGame() {
      LudoState s = pos(STD.withPlayers(3).withPlayUntil(PlayUntil.FIRST),
          "h6,h5,h4,h2/" + S + "/" + S + " 0 3 -");
      assertThat(effects(s, "climb 3 to 3")).containsExactly(new Climbed(0, 3, 2, 3),
          new Finished(0, 1), new GameOver(List.of(0)));
    }

    @Test
    void theFirstOfTwoDicePlayedOneByOneTellsOnlyTheStep() {
      LudoState s = pos(EACH, "10,s,s,s/" + S + "/" + S + "/" + S + " 0 2,3 -");
      assertThat(effects(s, "move 0 by 2")).containsExactly(new Moved(0, 0, 10, 12));
    }

    @Test
    void anIllegalCodeHasNoEffectsAndNothingChanges() {
      LudoState s = pos(STD, "10,s,s,s/" + S + "/" + S + "/" + S + " 0 3 -");
      String before = s.toString();
      assertThatThrownBy(() -> s.effects(LudoMove.PASS))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("a pass is allowed only when no other move is");
      assertThatThrownBy(() -> STD.initialState().effects(7))
          .isInstanceOf(IllegalArgumentException.class);
      assertThat(s.toString()).isEqualTo(before);
      assertThat(s.describe(LudoMove.PASS)).isEqualTo("pass");
    }

    @Test
    void everyEffectDescribesItself() {
      assertThat(new Kicked(1, 2, 30, 0).describe())
          .isEqualTo("player 1's horse 2 is kicked from cell 30 back to its stable");
      assertThat(new MovedBack(0, 1, 9, 6).describe())
          .isEqualTo("player 0's horse 1 steps back from cell 9 to cell 6");
      assertThat(new Passed(2).describe()).isEqualTo("player 2 passes");
      assertThat(new BonusRoll(3).describe()).isEqualTo("player 3 rolls again");
      assertThat(new Finished(1, 2).describe()).isEqualTo("player 1 finishes in place 2");
      assertThat(new EnteredHome(0, 3, 4).describe())
          .isEqualTo("player 0's horse 3 goes from its door into home cell 4");
      assertThat(new Entered(2, 0, 28).describe()).isEqualTo("player 2's horse 0 enters onto cell"
          + " 28");
    }
  }

  @Nested
  class TypedRollsAndMoves {
    @Test
    void oneDieRollsAreTheSixFacesEachOneInSix() {
      List<Roll> rolls = STD.initialState().rolls();
      assertThat(rolls.map(Roll::code)).containsExactly(1, 2, 3, 4, 5, 6);
      assertThat(rolls.map(Roll::weight)).containsOnly(1);
      assertThat(rolls.map(Roll::outOf)).containsOnly(6);
      assertThat(rolls.map(Roll::toString)).startsWith("roll 1", "roll 2");
      assertThat(STD.initialState().moves()).as("a chance node has no actions").isEmpty();
    }

    @Test
    void twoDiceRollsAreTheTwentyOneUnorderedPairsDoublesOneInThirtySix() {
      List<Roll> rolls = LudoRules.TWO_DICE.initialState().rolls();
      assertThat(rolls).hasSize(21);
      assertThat(rolls.map(Roll::weight).sum().intValue()).isEqualTo(36);
      assertThat(rolls.filter(Roll::isDouble)).hasSize(6).allMatch(r -> r.weight() == 1);
      assertThat(rolls.filter(r -> !r.isDouble())).allMatch(r -> r.weight() == 2);
      assertThat(rolls.head()).isEqualTo(Roll.of(1, 1));
      Roll r = Roll.of(5, 3);
      assertThat(r.faces()).containsExactly(3, 5);
      assertThat(r.code()).isEqualTo(8 * 3 + 5).isEqualTo(LudoMove.rollCode(3, 5));
      assertThat(r.total()).isEqualTo(8);
      assertThat(r.outOf()).isEqualTo(36);
      assertThat(r.toString()).isEqualTo("roll 3,5");
    }

    @Test
    void theRollWaitingIsItsFacesAndItsCodeStaysUnderItsOwnName() {
      LudoState s = LudoRules.TWO_DICE.initialState();
      assertThat(s.roll()).isEmpty();
      assertThat(s.rollCode()).isZero();
      LudoState rolled = s.apply(LudoMove.rollCode(2, 6));
      assertThat(rolled.roll()).contains(Roll.of(2, 6));
      assertThat(rolled.rollCode()).isEqualTo(22);
      assertThat(rolled.rolls()).as("not a chance node").isEmpty();
      assertThat(STD.initialState().apply(4).roll()).contains(Roll.of(4));
    }

    @Test
    void aRollRefusesFacesThatNoDieShows() {
      assertThatThrownBy(() -> Roll.of(0)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("1 to 6");
      assertThatThrownBy(() -> Roll.of(3, 7)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> new Roll(List.of(5, 3)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lower first");
      assertThatThrownBy(() -> new Roll(List.of(1, 2, 3)))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> new Roll(List.empty())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMoveFromAPositionKnowsItsNumberAndPrintsAsItsMoveText() {
      LudoState s = pos(KICK_JUMP, "5,55,h4,s/4,s,s,s/54,s,s,s/" + S + " 0 1 -");
      // Roll 1: horse 0 moves 1, jumps to 13 or kicks back 1 onto player 1 on cell 4; horse 1,
      // on its door, enters home cell 1 or kicks back 1 onto player 2's horse on cell 54.
      assertThat(s.moves().map(LudoMove::toString)).containsExactly("move 0 by 1", "jump 0",
          "back 0 by 1", "home 1 to 1", "back 1 by 1");
      LudoMove move = s.move(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A).code());
      assertThat(move).isEqualTo(new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.A, 1));
      assertThat(pos(STD, "h4,s,s,s/" + S + "/" + S + "/" + S + " 0 5 -").move(16).toString())
          .isEqualTo("climb 0 to 5");
      assertThat(pos(STD, S + "/" + S + "/" + S + "/" + S + " 0 6 -").move(4).toString())
          .isEqualTo("enter");
    }

    @Test
    void underDiceUseEachAnEnterNamesTheFaceItUses() {
      LudoState s = pos(EACH, S + "/" + S + "/" + S + "/" + S + " 0 2,6 -");
      // Die b (the 6) brings horse 0 out: code 32*0 + 4*1 + 1.
      assertThat(s.move(5)).isEqualTo(new LudoMove(LudoMove.Kind.ENTER, 0, LudoMove.Die.B, 6));
      assertThat(s.move(5).toString()).isEqualTo("enter with 6");
      assertThat(s.parseMove("enter with 6").get()).isEqualTo(5);
    }

    @Test
    void aMoveDecodedWithoutAPositionShowsItsDie() {
      assertThat(LudoMove.decode(8).get().toString()).isEqualTo("move 0 by die A");
      assertThat(LudoMove.decode(0).get().toString()).isEqualTo("pass");
      assertThat(LudoMove.decode(3).getLeft().subject()).isEqualTo("move code");
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.JUMP, 0, LudoMove.Die.A, 1))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.SUM, 13))
          .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void moveRefusesCodesThatAreNoActionHere() {
      assertThatThrownBy(() -> STD.initialState().move(1))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rolls()");
      LudoState half = pos(EACH, "10,s,s,s/" + S + "/" + S + "/" + S + " 0 2,3:3 -");
      assertThatThrownBy(() -> half.move(8)).as("die a is played")
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not an action");
      assertThatThrownBy(() -> half.move(3)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Independent of the code's own text: every typed move read back from its printed text is the
     * same code, and the typed rolls are the generator's outcomes with its weights, over random
     * games of every preset and the two-dice rules played one die at a time.
     */
    @Test
    void typedMovesAndRollsAgreeWithTheCodesOverRandomGames() {
      MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
      for (LudoRules rules : LudoRules.PRESETS.append(EACH)) {
        SplittableRandom random = new SplittableRandom(9);
        LudoState s = rules.initialState();
        for (int ply = 0; ply < 600 && !s.isTerminal(); ply++) {
          s.legalMoves(buffer);
          if (s.isChance()) {
            List<Roll> rolls = s.rolls();
            assertThat(rolls).hasSize(buffer.size());
            for (int i = 0; i < buffer.size(); i++) {
              assertThat(rolls.get(i).code()).isEqualTo(buffer.get(i));
              assertThat(rolls.get(i).weight()).isEqualTo(buffer.weight(i));
              assertThat(s.parseMove(rolls.get(i).toString()).get()).isEqualTo(buffer.get(i));
            }
          } else {
            List<LudoMove> moves = s.moves();
            assertThat(moves).hasSize(buffer.size());
            for (int i = 0; i < buffer.size(); i++) {
              LudoMove m = moves.get(i);
              assertThat(m.code()).isEqualTo(buffer.get(i));
              assertThat(s.parseMove(m.toString()).get()).as("%s in %s", m, s)
                  .isEqualTo(buffer.get(i));
              assertThat(s.effects(m.code())).isNotEmpty();
            }
          }
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
      }
    }
  }
}
