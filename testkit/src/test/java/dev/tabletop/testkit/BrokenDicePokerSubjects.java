package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.testkit.DicePoker.Defect;
import java.util.List;

/**
 * The kit pointed at deliberately broken versions of the test game. These classes are not picked up
 * by the build's test run (their names match no test pattern); {@link ConformanceKitCatchesDefectsTest}
 * runs them through the jqwik engine and expects failures.
 */
final class BrokenDicePokerSubjects {
  private BrokenDicePokerSubjects() {}

  abstract static class Broken extends GameConformance<DicePoker.State> {
    private final Defect defect;

    Broken(Defect defect) {
      this.defect = defect;
    }

    @Override
    protected GameType<DicePoker.State> type() {
      return DicePoker.TYPE;
    }

    @Override
    protected List<Game<DicePoker.State>> presets() {
      return List.of(new DicePoker.Rules(6, 1, defect));
    }
  }

  static final class UnsortedMoves extends Broken {
    UnsortedMoves() {
      super(Defect.UNSORTED_MOVES);
    }
  }

  static final class StaleHash extends Broken {
    StaleHash() {
      super(Defect.STALE_HASH);
    }
  }

  static final class LeakySampler extends Broken {
    LeakySampler() {
      super(Defect.LEAKY_SAMPLER);
    }
  }
}
