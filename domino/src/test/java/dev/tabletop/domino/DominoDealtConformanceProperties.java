package dev.tabletop.domino;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.testkit.GameConformance;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * The conformance kit again, starting after a deal so that the choices drive play rather than the
 * deal: draws, passes, blocked rounds and the views in mid-round get most of the tries.
 */
class DominoDealtConformanceProperties extends GameConformance<DominoState> {
  private static final AtomicLong SEEDS = new AtomicLong(20261129L);

  @Override
  protected GameType<DominoState, ?> type() {
    return Domino.TYPE;
  }

  @Override
  protected List<Game<DominoState>> presets() {
    return List.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS, DominoRules.THREE_PLAYERS,
        DominoRules.PARTNERSHIP, DominoRules.BLOCK_TWO);
  }

  @Override
  protected Arbitrary<Game<DominoState>> games() {
    return Arbitraries.oneOf(Arbitraries.of(presets()),
        DominoConformanceProperties.randomRules().map(r -> r));
  }

  @Override
  protected int maxPlies() {
    return 120;
  }

  @Override
  protected DominoState start(Game<DominoState> game) {
    return Domino.deal((DominoRules) game, new SplittableRandom(SEEDS.getAndIncrement()));
  }
}
