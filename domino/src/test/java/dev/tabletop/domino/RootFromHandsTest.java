package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A round dealt elsewhere ({@code Domino.fromHands}) is a root like a parsed one: its hash is the
 * hash of its position, so it must equal the one computed from scratch and the one of the same
 * position read back from its text.
 */
class RootFromHandsTest {

  /** Random hands: the 28 tiles shuffled, each seat given 1 to 7 of them, the rest left over. */
  private static int[] randomHands(DominoRules rules, SplittableRandom random) {
    int[] order = new int[Tiles.COUNT];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    for (int i = order.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    int[] hands = new int[rules.players()];
    int next = 0;
    for (int p = 0; p < hands.length; p++) {
      int size = 1 + random.nextInt(7);
      for (int k = 0; k < size; k++) {
        hands[p] |= 1 << order[next++];
      }
    }
    return hands;
  }

  @Test
  void aRootFromHandsHashesLikeItsPositionFromScratchAndFromItsText() {
    SplittableRandom random = new SplittableRandom(13);
    for (DominoRules rules : DominoRules.PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int deal = 0; deal < 20; deal++) {
        int[] hands = randomHands(rules, random);
        for (int leader = -1; leader < rules.players(); leader++) {
          DominoState root = DominoState.fromHands(rules, hands, leader).get();
          assertThat(root.hash()).as("%s %s", rules, root).isEqualTo(root.hashFromScratch());
          DominoState read = DominoState.parse(rules, root.toString()).get();
          assertThat(read.hash()).as("%s %s", rules, root).isEqualTo(root.hash());
          // The incremental hash of every child starts from the root's.
          root.legalMoves(buffer);
          for (int i = 0; i < buffer.size(); i++) {
            DominoState child = root.apply(buffer.get(i));
            assertThat(child.hash()).isEqualTo(child.hashFromScratch());
          }
        }
      }
    }
  }

  @Test
  void whoHoldsATileIsPartOfTheRootsHash() {
    // The same tiles split two ways: 2:1 in seat 1's hand or in seat 0's.
    DominoState a = Positions.hands(DominoRules.TWO_PLAYERS, 0, "6:6 1:0", "2:1 3:1");
    DominoState b = Positions.hands(DominoRules.TWO_PLAYERS, 0, "6:6 1:0 2:1", "3:1");
    DominoState c = Positions.hands(DominoRules.TWO_PLAYERS, 0, "6:6 1:0", "3:1");
    assertThat(a.hash()).isNotEqualTo(b.hash());
    // A tile in the boneyard is hashed unlike one in a hand.
    assertThat(a.hash()).isNotEqualTo(c.hash());
    assertThat(b.hash()).isNotEqualTo(c.hash());
  }
}
