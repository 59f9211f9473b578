package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Perft;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whole game trees (every move and every chance outcome) counted by core's perft on the engine and
 * by the plain reference, from mid-round positions of every kind of rules; and small trees counted
 * by hand.
 */
class PerftTest {

  @Test
  void handCountedTrees() {
    // The forced first lead: one move; then seat 1 holding 6:4 and 6:1 has four placements.
    DominoState s = Positions.hands(DominoRules.STANDARD, -1, "6:6 1:0", "6:4 6:1", "2:1", "3:1");
    assertThat(Perft.count(s, 1)).isEqualTo(1);
    assertThat(Perft.count(s, 2)).isEqualTo(4);
    // Two players, seat 1 stuck after 6:6 with a 24-tile boneyard: draw, then 24 outcomes.
    DominoState t = Positions.hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    assertThat(Perft.count(t, 2)).isEqualTo(1);
    assertThat(Perft.count(t, 3)).isEqualTo(24);
  }

  @Test
  void engineTreesMatchTheReferenceTrees() {
    DominoRules[] all = {DominoRules.STANDARD, DominoRules.TWO_PLAYERS, DominoRules.THREE_PLAYERS,
        DominoRules.PARTNERSHIP, DominoRules.BLOCK_TWO,
        DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.ANYWHERE).withDraw(DrawRule.UNTIL_PLAYABLE),
        DominoRules.THREE_PLAYERS.withBlankWild(BlankWild.ANYWHERE)};
    int depth = Boolean.getBoolean("tabletop.deep") ? 6 : 4;
    SplittableRandom random = new SplittableRandom(77);
    for (DominoRules rules : all) {
      for (int k = 0; k < 4; k++) {
        // Walk engine and reference together to a random mid-round position.
        DominoState fast = rules.initialState();
        ReferenceDomino ref = new ReferenceDomino(rules, -1);
        MoveBuffer b = MoveBuffer.forGame(rules);
        int plies = 7 * rules.players() + random.nextInt(20);
        for (int i = 0; i < plies && !fast.isTerminal(); i++) {
          fast.legalMoves(b);
          int m = b.get(random.nextInt(b.size()));
          fast = fast.apply(m);
          ref.apply(m);
        }
        assertThat(Perft.count(fast, depth)).as("%s at %s", rules.spec(), fast)
            .isEqualTo(ref.perft(depth));
      }
    }
  }
}
