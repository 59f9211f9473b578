package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The merge of reports over real shards of seeded dice-poker runs: associative, commutative, with
 * the empty report as identity, and the shards of {@code [0, n)} merging into the whole run.
 */
class SimulationReportProperties {
  private static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;
  private static final int MAX_PLIES = 100;

  private static SimulationReport shard(long from, long to, long seed) {
    return Simulator.shard(RULES, from, to, seed, MAX_PLIES);
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void mergeIsAssociative(@ForAll @IntRange(max = 300) int a, @ForAll @IntRange(max = 300) int b,
      @ForAll @IntRange(max = 300) int c, @ForAll long seed) {
    SimulationReport x = shard(0, a, seed);
    SimulationReport y = shard(a, a + b, seed);
    SimulationReport z = shard(a + b, a + b + c, seed);
    assertThat(x.merge(y).merge(z)).isEqualTo(x.merge(y.merge(z)));
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void mergeIsCommutative(@ForAll @IntRange(max = 300) int a, @ForAll @IntRange(max = 300) int b,
      @ForAll long seed) {
    SimulationReport x = shard(0, a, seed);
    SimulationReport y = shard(a, a + b, seed);
    assertThat(x.merge(y)).isEqualTo(y.merge(x));
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void theEmptyReportIsTheIdentity(@ForAll @IntRange(max = 300) int from,
      @ForAll @IntRange(max = 300) int length, @ForAll long seed) {
    SimulationReport r = shard(from, from + length, seed);
    SimulationReport empty = SimulationReport.empty(RULES.spec(), seed, RULES.playerCount());
    assertThat(empty.merge(r)).isEqualTo(r);
    assertThat(r.merge(empty)).isEqualTo(r);
  }

  @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
  void shardsOfARunMergeIntoTheWholeRun(@ForAll @IntRange(min = 1, max = 3000) int n,
      @ForAll @Size(max = 6) List<@IntRange(max = 3000) Integer> cuts, @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 3) int threads) {
    List<Long> bounds = new ArrayList<>();
    bounds.add(0L);
    cuts.stream().map(cut -> (long) (cut % (n + 1))).sorted().forEach(bounds::add);
    bounds.add((long) n);
    SimulationReport merged = SimulationReport.empty(RULES.spec(), seed, RULES.playerCount());
    // Merged from the last shard to the first, to show the order does not matter.
    for (int i = bounds.size() - 2; i >= 0; i--) {
      merged = shard(bounds.get(i), bounds.get(i + 1), seed).merge(merged);
    }
    SimulationReport whole = Simulator.run(RULES, n, seed, threads, MAX_PLIES, null);
    assertThat(merged.withElapsedNanos(0)).isEqualTo(whole.withElapsedNanos(0));
    assertThat(merged.games()).isEqualTo(n);
  }
}
