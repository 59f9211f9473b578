package dev.tabletop.testkit;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.testgame.DicePoker.Defect;
import java.util.List;

/**
 * The kit pointed at deliberately broken versions of the test game, one defect each. These classes
 * are not picked up by the build's test run (their names match no test pattern);
 * {@link ConformanceKitCatchesDefectsTest} runs them through the jqwik engine and checks which
 * property fails.
 */
final class BrokenDicePokerSubjects {
  private BrokenDicePokerSubjects() {}

  abstract static class Broken extends GameConformance<DicePoker.State> {
    private final Defect defect;

    Broken(Defect defect) {
      this.defect = defect;
    }

    @Override
    protected GameType<DicePoker.State, ?> type() {
      // Parsed rules carry the same defect: only the record property may object to the spec.
      return DicePoker.type(defect);
    }

    @Override
    protected List<Game<DicePoker.State>> presets() {
      // An ante other than the default, so a spec that drops it parses back to other rules.
      return List.of(new DicePoker.Rules(6, 2, defect));
    }
  }

  static final class DuplicateMove extends Broken {
    DuplicateMove() {
      super(Defect.DUPLICATE_MOVE);
    }
  }

  static final class StaleHash extends Broken {
    StaleHash() {
      super(Defect.STALE_HASH);
    }
  }

  static final class IdentityWeights extends Broken {
    IdentityWeights() {
      super(Defect.IDENTITY_WEIGHTS);
    }
  }

  static final class SpecWithoutAnte extends Broken {
    SpecWithoutAnte() {
      super(Defect.SPEC_WITHOUT_ANTE);
    }
  }

  static final class LeakySampler extends Broken {
    LeakySampler() {
      super(Defect.LEAKY_SAMPLER);
    }
  }

  static final class MisreadText extends Broken {
    MisreadText() {
      super(Defect.MISREAD_TEXT);
    }
  }

  static final class PeekingMoves extends Broken {
    PeekingMoves() {
      super(Defect.PEEKING_MOVES);
    }
  }
}
