package dev.tabletop.ludo;

import dev.tabletop.testkit.EncodingConformance;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The kit's encoding checks along random play (rolls included) in every preset and in random
 * flag combinations: each legal action maps back to its move, the mask is exactly the legal moves,
 * and the observation fills its region with values in [0, 1] for every seat, whatever the target.
 */
class LearningProperties {

  @Provide
  Arbitrary<LudoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(Presets.all()), RandomRules.rules());
  }

  @Provide
  Arbitrary<List<Integer>> longChoices() {
    // Uniform lengths: horses reach home only in long games.
    return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(1).ofMaxSize(500)
        .withSizeDistribution(RandomDistribution.uniform());
  }

  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void theEncodingHoldsAlongRandomPlay(@ForAll("anyRules") LudoRules rules,
      @ForAll("longChoices") List<Integer> choices) {
    EncodingConformance.checkPlay(Ludo.encoding(rules), choices);
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void theEncodingHoldsInShortGamesOfTheTwoDicePresets(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkPlay(Ludo.encoding(LudoRules.TWO_DICE), choices);
    EncodingConformance.checkPlay(Ludo.encoding(LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH)),
        choices);
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void incrementalObservationsEqualWholeOnes(@ForAll("anyRules") LudoRules rules,
      @ForAll @Size(min = 1, max = 500) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkRewrite(Ludo.encoding(rules), choices);
  }

  @Example
  void incrementalObservationsEqualWholeOnesInEveryPreset() {
    SplittableRandom random = new SplittableRandom(39);
    for (LudoRules rules : LudoRules.PRESETS) {
      EncodingConformance.checkRewrite(Ludo.encoding(rules),
          random.ints(500, 0, 1 << 20).boxed().toList());
    }
  }
}
