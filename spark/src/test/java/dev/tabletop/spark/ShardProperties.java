package dev.tabletop.spark;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** The cut of {@code [0, games)} into shards, without Spark. */
class ShardProperties {
  @Property
  void shardsAreContiguousCoverTheRunAndDifferByAtMostOneGame(
      @ForAll @LongRange(min = 1, max = Long.MAX_VALUE / 2) long games,
      @ForAll @IntRange(min = 1, max = 10_000) int partitions) {
    assertThat(SparkSimulation.shardStart(games, partitions, 0)).isZero();
    assertThat(SparkSimulation.shardStart(games, partitions, partitions)).isEqualTo(games);
    long smallest = Long.MAX_VALUE;
    long largest = 0;
    for (int k = 0; k < partitions; k++) {
      long size = SparkSimulation.shardStart(games, partitions, k + 1)
          - SparkSimulation.shardStart(games, partitions, k);
      assertThat(size).isNotNegative();
      smallest = Math.min(smallest, size);
      largest = Math.max(largest, size);
    }
    assertThat(largest - smallest).isLessThanOrEqualTo(1);
  }

  @Test
  void tenGamesInFourShardsAreThreeThreeTwoTwo() {
    long[] starts = new long[5];
    for (int k = 0; k <= 4; k++) {
      starts[k] = SparkSimulation.shardStart(10, 4, k);
    }
    assertThat(starts).containsExactly(0, 3, 6, 8, 10);
  }
}
