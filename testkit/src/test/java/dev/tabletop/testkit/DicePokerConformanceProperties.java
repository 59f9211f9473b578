package dev.tabletop.testkit;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import java.util.List;

/** The conformance kit run on the test game: it must pass. */
class DicePokerConformanceProperties extends GameConformance<DicePoker.State> {
  @Override
  protected GameType<DicePoker.State, ?> type() {
    return DicePoker.TYPE;
  }

  @Override
  protected List<Game<DicePoker.State>> presets() {
    return List.of(DicePoker.Rules.STANDARD, new DicePoker.Rules(2, 3, DicePoker.Defect.NONE),
        new DicePoker.Rules(20, 1, DicePoker.Defect.NONE));
  }
}
