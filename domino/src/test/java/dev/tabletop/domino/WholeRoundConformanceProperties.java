package dev.tabletop.domino;

import dev.tabletop.testkit.Conformance;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The kit's checks on whole rounds: the generic suite's choice lists are often shorter than a
 * deal, so these drive every round to its end (long lists, still shrinkable) through the same
 * checks, views and determinizer included.
 */
class WholeRoundConformanceProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP, DominoRules.BLOCK_TWO),
        DominoConformanceProperties.randomRules());
  }

  private static int tries() {
    return Boolean.getBoolean("tabletop.deep") ? 10 : 1;
  }

  @Property(tries = 60)
  void stateContractAndViewsHoldOverWholeRounds(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 160, max = 160) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll long seed) {
    for (int i = 0; i < tries(); i++) {
      Conformance.checkPlay(rules.initialState(), choices);
      Conformance.checkViews(rules.initialState(), choices, seed + i);
    }
  }

  @Property(tries = 40)
  void recordsOfWholeRoundsReplay(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 160, max = 160) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    Conformance.checkRecord(Domino.TYPE, rules, choices);
  }
}
