package dev.tabletop.domino;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.testkit.GameConformance;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The conformance kit, hidden-information properties included, on every preset and random flags. */
class DominoConformanceProperties extends GameConformance<DominoState> {
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
    return Arbitraries.oneOf(Arbitraries.of(presets()), randomRules().map(r -> r));
  }

  /** Every flag at random; partnership only where it is allowed (4 players, points). */
  static Arbitrary<DominoRules> randomRules() {
    return Combinators.combine(Arbitraries.integers().between(2, 4), Arbitraries.of(true, false),
        Arbitraries.of(true, false), Arbitraries.of(DrawRule.class), Arbitraries.of(true, false),
        Arbitraries.of(Scoring.class))
        .as((players, thirteen, wild, draw, partnership, scoring) -> {
          boolean team = partnership && players == 4;
          return new DominoRules(players, thirteen, wild, draw, team,
              team ? Scoring.POINTS : scoring);
        });
  }
}
