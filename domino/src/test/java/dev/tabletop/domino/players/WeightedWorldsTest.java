package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import io.vavr.collection.List;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The enumerated worlds and the weighted sampler against brute force: the same worlds and weights
 * as every deal rebuilt and replayed under the model, the rules' posterior as the exact sampler
 * draws it, and the sampler's kept deals in proportion to the model's weights.
 */
class WeightedWorldsTest {

  @Test
  void theWorldsAndTheirWeightsAreThoseOfEveryDealReplayedUnderTheModel() {
    int compared = 0;
    for (DominoRules rules : DominoEndgameTest.FOUR) {
      for (long seed = 0; seed < 20; seed++) {
        DominoState real = BruteForce.late(rules, seed, rules.players() == 2 ? 400 : 90);
        if (real == null) {
          continue;
        }
        int me = real.currentPlayer();
        DominoView view = Domino.view(real, me);
        for (DominoPlayModel model : new DominoPlayModel[] {DominoPlayModel.UNIFORM,
            DominoPlayModel.DEFAULT, new DominoPlayModel(1, -2, 6)}) {
          Map<String, Double> brute = new HashMap<>();
          BruteForce.worlds(real, me, model).forEach((s, w) -> brute.put(hands(s), w));
          Map<String, Double> mine = new HashMap<>();
          for (DominoWorlds.World w : DominoWorlds.enumerate(view, model, 10_000).get()) {
            assertThat(Domino.view(w.state(), me)).isEqualTo(view);
            mine.put(hands(w.state()), w.weight());
          }
          assertThat(mine.keySet()).as("%s", view).isEqualTo(brute.keySet());
          for (String k : brute.keySet()) {
            assertThat(mine.get(k)).as("%s %s", k, view).isCloseTo(brute.get(k), within(1e-9));
          }
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThan(100);
  }

  @Test
  void underTheRulesAloneTheWorldsAreTheExactSamplersDealsEquallyLikely() {
    DominoRules rules = DominoRules.PARTNERSHIP;
    DominoState real = BruteForce.late(rules, 7, 90);
    DominoView view = Domino.view(real, real.currentPlayer());
    List<DominoWorlds.World> worlds = DominoWorlds.enumerate(view, DominoPlayModel.UNIFORM,
        10_000).get();
    Map<String, Integer> counts = new HashMap<>();
    for (DominoWorlds.World w : worlds) {
      assertThat(w.weight()).isCloseTo(1.0 / worlds.size(), within(1e-12));
      counts.put(hands(w.state()), 0);
    }
    SplittableRandom random = new SplittableRandom(11);
    int draws = 100 * worlds.size();
    for (int i = 0; i < draws; i++) {
      String k = hands(Domino.sample(view, random).get());
      assertThat(counts).as("a sampled deal is an enumerated world").containsKey(k);
      counts.merge(k, 1, Integer::sum);
    }
    // Each count is binomial(draws, 1/worlds): mean 100, standard deviation about 10.
    for (int c : counts.values()) {
      assertThat(c).isBetween(100 - 50, 100 + 50);
    }
  }

  @Test
  void theEnumerationDoesNotApplyOnceAnotherSeatKeptADrawnTile() {
    DominoRules rules = DominoRules.TWO_PLAYERS;
    int found = 0;
    for (long seed = 0; seed < 200 && found < 3; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      DominoState s = Domino.deal(rules, random);
      boolean kept = false;
      while (!s.isTerminal() && !kept) {
        DominoState next = s.apply(Chance.randomMove(s, buffer, random));
        // A draw kept: the drawer's next act is not that tile.
        kept = s.isChance() && !next.isTerminal() && !next.isChance()
            && next.forcedTile() < 0 && next.drewThisTurn();
        s = next;
      }
      if (!kept || s.isTerminal() || s.isChance()) {
        continue;
      }
      int drawer = s.currentPlayer();
      int other = 1 - drawer;
      DominoView view = Domino.view(s, other);
      assertThat(DominoWorlds.enumerate(view, DominoPlayModel.UNIFORM, Long.MAX_VALUE).isEmpty())
          .as("%s", view).isTrue();
      found++;
    }
    assertThat(found).isPositive();
  }

  @Test
  void theWeightedSamplerKeepsDealsInProportionToTheModelsWeights() {
    DominoRules rules = DominoRules.PARTNERSHIP;
    DominoPlayModel model = new DominoPlayModel(0.6, 3, 4);
    DominoState real = BruteForce.late(rules, 7, 90);
    DominoView view = Domino.view(real, real.currentPlayer());
    Map<String, Double> exact = new HashMap<>();
    for (DominoWorlds.World w : DominoWorlds.enumerate(view, model, 10_000).get()) {
      exact.put(hands(w.state()), w.weight());
    }
    int keep = 6_000;
    DominoState[] kept = WeightedSampler.draw(view, model, 6_000, keep, 3);
    Map<String, Integer> counts = new HashMap<>();
    for (DominoState s : kept) {
      assertThat(Domino.view(s, view.viewer())).isEqualTo(view);
      counts.merge(hands(s), 1, Integer::sum);
    }
    // Total variation between the kept frequencies and the exact posterior under the model.
    double distance = 0;
    for (Map.Entry<String, Double> e : exact.entrySet()) {
      distance += Math.abs(counts.getOrDefault(e.getKey(), 0) / (double) keep - e.getValue());
    }
    assertThat(distance / 2).isLessThan(0.08);
    // Under the model the play is informative: the exact weights are not all equal.
    double max = exact.values().stream().mapToDouble(Double::doubleValue).max().getAsDouble();
    assertThat(max).isGreaterThan(2.0 / exact.size());
    // The sampler's single draws are of the view too, and reproducible from the generator's seed.
    WeightedSampler sampler = new WeightedSampler(model, 8);
    DominoState a = sampler.sample(view, new SplittableRandom(4)).get();
    assertThat(sampler.sample(view, new SplittableRandom(4)).get()).isEqualTo(a);
    assertThat(sampler.view(a, view.viewer())).isEqualTo(view);
  }

  /** The hidden part of a world: every hand. */
  static String hands(DominoState s) {
    return s.hand(0) + "/" + s.hand(1) + "/" + s.hand(2) + "/" + s.hand(3);
  }
}
