package dev.tabletop.jungle;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.conformance.GameConformance;
import java.util.List;
import net.jqwik.api.Arbitrary;

/** The core conformance kit on every preset and on random combinations of every flag. */
class JungleConformanceProperties extends GameConformance<JungleState> {
  @Override
  protected GameType<JungleState> type() {
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
}
