package dev.tabletop.domino;

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
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The kit's encoding checks along random rounds (deal and draws included) in every preset and in
 * random flag combinations, and the hidden-information property: a state sampled from a seat's
 * view gives that seat the same observation (and the mover the same mask), so the tensor is a
 * function of the view.
 */
class LearningProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.PRESETS.asJava()),
        DominoConformanceProperties.randomRules());
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void theEncodingHoldsAlongRandomRounds(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 1, max = 120) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkPlay(Domino.encoding(rules), choices);
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void twoStatesWithTheSameViewGiveTheSameTensor(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 1, max = 120) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll long seed) {
    EncodingConformance.checkViews(Domino.encoding(rules), choices, seed);
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void incrementalObservationsEqualWholeOnes(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 1, max = 120) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkRewrite(Domino.encoding(rules), choices);
  }

  @Example
  void incrementalObservationsEqualWholeOnesInEveryPreset() {
    SplittableRandom random = new SplittableRandom(39);
    for (DominoRules rules : DominoRules.PRESETS.asJava()) {
      EncodingConformance.checkRewrite(Domino.encoding(rules),
          random.ints(120, 0, 1 << 20).boxed().toList());
    }
  }
}
