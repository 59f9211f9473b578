package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import org.junit.jupiter.api.Test;

/** Ludo through core's seeded simulator, found by its spec as the tools find it. */
class SimulationTest {

  @Test
  void theReturnsHistogramReadsAsThePlaceDistribution() {
    Game<LudoState> game = Ludo.TYPE.parse("ludo(players=4)").get();
    int games = 400;
    SimulationReport report = Simulator.run(game, games, 2026L, 2, 100_000, null);
    assertThat(report.games()).isEqualTo(games);
    assertThat(report.endings().get("places").get()).as("every game ends by the rules")
        .isEqualTo((long) games);
    for (SimulationReport.Seat seat : report.seats()) {
      assertThat(seat.returnCounts().keySet()).isSubsetOf(3, 1, -1, -3);
      assertThat(seat.returnCounts().values().sum().longValue()).isEqualTo(games);
    }
    for (int value : new int[] {3, 1, -1, -3}) {
      long total = 0;
      for (SimulationReport.Seat seat : report.seats()) {
        total += seat.returnCounts().get(value).getOrElse(0L);
      }
      assertThat(total).as("each place is taken once per game: return %d", value)
          .isEqualTo(games);
    }
  }

  @Test
  void theSameSeedGivesTheSameReport() {
    Game<LudoState> game = LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH).withPlayers(3);
    SimulationReport a = Simulator.run(game, 60, 9L, 1, 100_000, null);
    SimulationReport b = Simulator.run(game, 60, 9L, 2, 100_000, null);
    assertThat(b.plies()).isEqualTo(a.plies());
    assertThat(b.seats()).isEqualTo(a.seats());
  }
}
