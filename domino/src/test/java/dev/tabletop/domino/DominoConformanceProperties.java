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
    return DominoRules.PRESETS.<Game<DominoState>>map(r -> r).asJava();
  }

  @Override
  protected Arbitrary<Game<DominoState>> games() {
    return Arbitraries.oneOf(Arbitraries.of(presets()), randomRules().map(r -> r));
  }

  /** A preset or rules with every flag at random. */
  static Arbitrary<DominoRules> presetOrRandomRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.PRESETS.asJava()), randomRules());
  }

  /** Every flag at random; partnership only where it is allowed (4 players). */
  static Arbitrary<DominoRules> randomRules() {
    Arbitrary<DominoRules> base = Combinators.combine(Arbitraries.integers().between(2, 4),
        Arbitraries.of(true, false), Arbitraries.of(BlankWild.class), Arbitraries.of(DrawRule.class),
        Arbitraries.of(true, false), Arbitraries.of(Scoring.class))
        .as((players, thirteen, wild, draw, partnership, scoring) -> new DominoRules(players,
            thirteen, wild, draw, partnership && players == 4, scoring, Ties.BREAK,
            FirstLead.FORCED));
    return Combinators.combine(base, Arbitraries.of(Ties.class), Arbitraries.of(FirstLead.class))
        .as((r, ties, lead) -> r.withTies(ties).withFirstLead(lead));
  }
}
