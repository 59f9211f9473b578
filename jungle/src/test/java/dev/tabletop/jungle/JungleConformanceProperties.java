package dev.tabletop.jungle;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.testkit.Conformance;
import dev.tabletop.testkit.GameConformance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import org.junit.jupiter.api.Test;

/** The core conformance kit on every preset and on random combinations of every flag. */
class JungleConformanceProperties extends GameConformance<JungleState> {
  @Override
  protected GameType<JungleState, ?> type() {
    return Jungle.TYPE;
  }

  @Override
  protected List<Game<JungleState>> presets() {
    return List.copyOf(JungleRules.PRESETS.map(r -> (Game<JungleState>) r).asJava());
  }

  @Override
  protected Arbitrary<Game<JungleState>> games() {
    return Fixtures.rules().map(r -> r);
  }

  /**
   * The kit's checks on long seeded games too: jqwik favours short choice lists, and Jungle games
   * run to hundreds of plies.
   */
  @Test
  void theKitsChecksHoldOnLongSeededGamesInEveryPreset() {
    SplittableRandom random = new SplittableRandom(5);
    List<JungleRules> all = new ArrayList<>(JungleRules.PRESETS.asJava());
    all.add(Fixtures.randomRules(random));
    all.add(Fixtures.randomRules(random));
    for (JungleRules rules : all) {
      // Two games a preset under the mutation profile, where each surviving mutant reruns this.
      int games = Boolean.getBoolean("tabletop.mutation") ? 2 : 6;
      for (int game = 0; game < games; game++) {
        List<Integer> choices = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
          choices.add(random.nextInt(1 << 20));
        }
        Conformance.checkPlay(rules.initialState(), choices);
        Conformance.checkRecord(Jungle.TYPE, rules, choices);
      }
    }
  }
}
