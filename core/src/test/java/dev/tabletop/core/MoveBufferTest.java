package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.tools.Chance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveBufferTest {

  @Test
  void holdsCodesAndWeightsInOrder() {
    MoveBuffer b = new MoveBuffer(4);
    b.add(3);
    b.add(8, 2);
    b.add(11, 5);
    assertThat(b.size()).isEqualTo(3);
    assertThat(b.toArray()).containsExactly(3, 8, 11);
    assertThat(b.weight(0)).isEqualTo(1);
    assertThat(b.weight(2)).isEqualTo(5);
    assertThat(b.totalWeight()).isEqualTo(8);
    assertThat(b.contains(8)).isTrue();
    assertThat(b.contains(9)).isFalse();
    assertThat(b.indexOf(11)).isEqualTo(2);
    b.clear();
    assertThat(b.isEmpty()).isTrue();
    assertThat(b.contains(3)).isFalse();
  }

  @Test
  void addTargetsWritesEverySetBitInAscendingOrder() {
    MoveBuffer b = new MoveBuffer(16);
    b.add(2);
    b.addTargets(64, (1L << 0) | (1L << 5) | (1L << 62));
    assertThat(b.toArray()).containsExactly(2, 64, 69, 126);
    assertThat(b.weight(3)).isEqualTo(1);
    assertThat(b.totalWeight()).isEqualTo(4);
    b.addTargets(200, 0L);
    assertThat(b.size()).isEqualTo(4);
  }

  @Test
  void addTargetsFillsTheBufferToItsCapacityAndRefusesOneMore() {
    // Capacity 6: four targets, then two (each round writes four slots, past the size).
    MoveBuffer b = new MoveBuffer(6);
    b.addTargets(0, 0b1111L);
    b.addTargets(64, (1L << 1) | (1L << 40));
    assertThat(b.toArray()).containsExactly(0, 1, 2, 3, 65, 104);
    b.addTargets(128, 0L);
    assertThat(b.size()).isEqualTo(6);
    assertThat(b.capacity()).isEqualTo(6);
    assertThatThrownBy(() -> b.addTargets(192, 1L))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("capacity 6");
    assertThat(b.size()).isEqualTo(6);
    MoveBuffer wide = new MoveBuffer(12);
    wide.addTargets(0, 0x7FFL << 3);
    assertThat(wide.toArray()).containsExactly(3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13);
  }

  @Test
  void unitAndWeightedEntriesMixAndClearResetsTheWeights() {
    MoveBuffer b = new MoveBuffer(8);
    b.add(1);
    b.add(2, 5);
    b.add(3);
    b.addTargets(4, 0b11L);
    assertThat(b.toArray()).containsExactly(1, 2, 3, 4, 5);
    assertThat(new int[] {b.weight(0), b.weight(1), b.weight(2), b.weight(3), b.weight(4)})
        .containsExactly(1, 5, 1, 1, 1);
    assertThat(b.totalWeight()).isEqualTo(9);
    b.clear();
    b.add(7);
    assertThat(b.weight(0)).isEqualTo(1);
    assertThat(b.totalWeight()).isEqualTo(1);
  }

  @Test
  void refusesBadIndicesAndCapacity() {
    MoveBuffer b = new MoveBuffer(1);
    assertThatThrownBy(() -> b.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> new MoveBuffer(0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void weightedSamplingFollowsTheWeights() {
    // Outcome 1 has weight 1, outcome 2 weight 3: about a quarter of draws give 1.
    MoveBuffer b = new MoveBuffer(2);
    b.add(1, 1);
    b.add(2, 3);
    SplittableRandom random = new SplittableRandom(3);
    int ones = 0;
    for (int i = 0; i < 40_000; i++) {
      if (Chance.pickWeighted(b, 4, random) == 1) {
        ones++;
      }
    }
    assertThat(ones).isBetween(9_500, 10_500);
  }

  @Test
  void sampleOutcomeRefusesAPlayersNode() {
    DicePoker.State dealt = DicePoker.Rules.STANDARD.initialState().apply(1).apply(2);
    assertThatThrownBy(() -> Chance.sampleOutcome(dealt, new MoveBuffer(6), new SplittableRandom()))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("not a chance node");
  }

  @Test
  void zobristTablesDependOnlyOnTheSeed() {
    assertThat(Zobrist.keys(9, 50)).containsExactly(Zobrist.keys(9, 50));
    assertThat(Zobrist.keys(9, 50)).isNotEqualTo(Zobrist.keys(10, 50));
    assertThat(java.util.Arrays.stream(Zobrist.keys(9, 1000)).distinct().count()).isEqualTo(1000);
  }
}
