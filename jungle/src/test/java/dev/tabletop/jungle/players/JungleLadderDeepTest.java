package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The lower rungs of the ladder, each level against the one below over 200 seat-balanced games
 * from positions four random plies from the start: at least 60% and significant at p &lt; 0.01.
 * Minutes of play, so only with {@code -Dtabletop.deep=true} ({@code -Pdeep}).
 */
class JungleLadderDeepTest {
  static final JungleRules RULES = JungleRules.STANDARD;

  static Function<Long, JungleState> openings() {
    return i -> {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(i / 2));
      MoveBuffer buffer = MoveBuffer.forGame(RULES);
      JungleState s = RULES.initialState();
      for (int p = 0; p < 4; p++) {
        JungleState next = s.apply(Chance.randomMove(s, buffer, random));
        if (next.isTerminal()) {
          break;
        }
        s = next;
      }
      return s;
    };
  }

  static MatchRunner.Entrant<JungleState> entrant(JungleLevel level) {
    return new MatchRunner.Entrant<>(level.id(), () -> level.player(RULES));
  }

  @Test
  void eachLowerLevelBeatsTheOneBelowIt() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    List<MatchRunner.Rung> rungs = MatchRunner.ladder(RULES,
        List.of(entrant(JungleLevel.PRACTICE), entrant(JungleLevel.EASY),
            entrant(JungleLevel.MEDIUM), entrant(JungleLevel.HARD)),
        openings(), 200, 21, Runtime.getRuntime().availableProcessors(), 300, null);
    for (MatchRunner.Rung r : rungs) {
      assertThat(r.report().results().get(0).score()).as(r.upper()).isGreaterThanOrEqualTo(0.6);
      assertThat(r.report().elo().z()).as(r.upper()).isGreaterThan(2.33);
    }
  }
}
