package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.jungle.JungleMove;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Squares;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The greedy baseline as its Javadoc states it: enter the enemy den if it can, else capture the
 * biggest piece it can, else make the move that brings its animal nearest the enemy den; among
 * equals, the first in move order. Checked against that sentence written out here as a plain
 * chooser over the typed moves, along seeded random games.
 */
class GreedyPlayerTest {

  /** Steps along files plus steps along ranks: the distance the Javadoc's "nearest" measures. */
  private static int steps(int a, int b) {
    return Math.abs(a % 7 - b % 7) + Math.abs(a / 7 - b / 7);
  }

  /** The move the baseline's sentence picks: den, else biggest victim, else most progress. */
  private static int byTheSentence(JungleRules rules, JungleState s) {
    int den = s.sideToMove() == dev.tabletop.jungle.Side.RED ? Squares.BLUE_DEN : Squares.RED_DEN;
    int best = -1;
    int bestClass = -1;
    int bestValue = Integer.MIN_VALUE;
    for (JungleMove m : s.moves()) {
      int cls;
      int value;
      if (m.to() == den) {
        cls = 2;
        value = 0;
      } else if (m.captured().isDefined()) {
        cls = 1;
        value = rules.rank(m.captured().get());
      } else {
        cls = 0;
        value = steps(m.from(), den) - steps(m.to(), den);
      }
      if (cls > bestClass || cls == bestClass && value > bestValue) {
        best = m.code();
        bestClass = cls;
        bestValue = value;
      }
    }
    return best;
  }

  @Test
  void greedyEntersTheDenElseTakesTheBiggestPieceElseAdvancesFirstAmongEquals() {
    SplittableRandom random = new SplittableRandom(13);
    int captures = 0;
    int advances = 0;
    for (JungleRules rules : new JungleRules[] {JungleRules.STANDARD, JungleRules.LEIDEN,
        JungleRules.HOUSE}) {
      GreedyPlayer greedy = new GreedyPlayer(rules);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int game = 0; game < 6; game++) {
        JungleState s = rules.initialState();
        for (int ply = 0; ply < 150 && !s.isTerminal(); ply++) {
          int expected = byTheSentence(rules, s);
          assertThat(s.moveText(greedy.chooseMove(s, ply))).as("greedy in %s", s)
              .isEqualTo(s.moveText(expected));
          if (s.move(expected).captured().isDefined()) {
            captures++;
          } else {
            advances++;
          }
          s.legalMoves(buffer);
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
      }
    }
    // The games reached both kinds of choice, so neither branch went unchecked.
    assertThat(captures).isGreaterThan(10);
    assertThat(advances).isGreaterThan(500);
  }

  @Test
  void greedyEntersTheDenRatherThanTakeAPiece() {
    // Red's Dog on d8 (Blue's trap) may take the Cat on c8, or enter the den d9.
    JungleState s = JungleRules.STANDARD.position("7/2cD3/7/7/7/7/7/7/e6 w").get();
    assertThat(s.moveText(new GreedyPlayer(JungleRules.STANDARD).chooseMove(s, 1)))
        .isEqualTo("d8d9");
  }

  @Test
  void greedyTakesByTheRanksOfTheRulesPlayed() {
    // Red's Lion on d4 may take Blue's Wolf on d5 or Blue's Dog on d3 (d4d3 comes first).
    String text = "6e/7/7/7/3w3/3L3/3d3/7/7 w";
    JungleState standard = JungleRules.STANDARD.position(text).get();
    assertThat(standard.moveText(new GreedyPlayer(JungleRules.STANDARD).chooseMove(standard, 1)))
        .isEqualTo("d4d5");
    // With the Dog outranking the Wolf, the Dog is the bigger prize.
    JungleState leiden = JungleRules.LEIDEN.position(text).get();
    assertThat(leiden.moveText(new GreedyPlayer(JungleRules.LEIDEN).chooseMove(leiden, 1)))
        .isEqualTo("d4d3");
  }

  @Test
  void greedyIsNamedGreedy() {
    assertThat(new GreedyPlayer(JungleRules.STANDARD).name()).isEqualTo("greedy");
  }
}
