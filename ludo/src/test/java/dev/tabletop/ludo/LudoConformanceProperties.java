package dev.tabletop.ludo;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.testkit.GameConformance;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** The conformance kit on every preset and on random flag combinations. */
class LudoConformanceProperties extends GameConformance<LudoState> {
  @Override
  protected GameType<LudoState, ?> type() {
    return Ludo.TYPE;
  }

  @Override
  protected List<Game<LudoState>> presets() {
    return List.copyOf(Presets.all());
  }

  /**
   * Half of the games (by their spec's hash) start late in a random game, so the kit's few hundred
   * plies reach finishing, places and the end as well as the opening.
   */
  @Override
  protected LudoState start(Game<LudoState> game) {
    int h = game.spec().hashCode();
    return (h & 1) == 0 ? game.initialState() : Games.lateStart((LudoRules) game, h);
  }

  @Override
  protected Arbitrary<Game<LudoState>> games() {
    return Arbitraries.oneOf(Arbitraries.of(presets()), RandomRules.rules().map(r -> r));
  }
}
