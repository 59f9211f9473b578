package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * Whole-game properties over many simulated games of each game, checked on the simulator's
 * report. Each game's scoring fixes how the seats' returns must add up in every single game, so
 * the histograms must balance exactly. The default run plays thousands of games; {@code -Pdeep}
 * plays a hundred times more.
 */
class SimulationInvariantsTest {
  private static final long GAMES = Boolean.getBoolean("tabletop.deep") ? 200_000 : 2_000;

  private static SimulationReport simulate(String spec) {
    Game<?> game = Games.ALL.require(spec);
    SimulationReport r = Simulator.run(game, GAMES, 2026, 2, 100_000, null);
    assertThat(r.games()).isEqualTo(GAMES);
    assertThat(r.endings().values().sum().longValue()).isEqualTo(GAMES);
    assertThat(r.endings().containsKey("ply limit")).isFalse();
    return r;
  }

  /** How many games gave a return value, over all seats. */
  private static long count(SimulationReport r, int value) {
    return r.seats().map(s -> s.returnCounts().get(value).getOrElse(0L))
        .sum().longValue();
  }

  @Test
  void jungleGamesEndInAWinForOneSideOrADraw() {
    SimulationReport r = simulate("jungle()");
    SimulationReport.Seat red = r.seats().get(0);
    SimulationReport.Seat blue = r.seats().get(1);
    assertThat(red.wins() + blue.wins() + red.draws()).isEqualTo(GAMES);
    assertThat(red.returnCounts().get(1).getOrElse(0L))
        .isEqualTo(blue.returnCounts().get(-1).getOrElse(0L));
    assertThat(red.returnCounts().keySet()).isSubsetOf(List.of(-1, 0, 1));
    assertThat(r.endings().keySet()).isSubsetOf(
        List.of("den", "all captured", "no move", "repetition"));
  }

  @Test
  void everyLudoGameHandsOutEachPlaceExactlyOnce() {
    SimulationReport r = simulate("ludo(players=4)");
    for (int place : new int[] {3, 1, -1, -3}) {
      assertThat(count(r, place)).as("games with return " + place).isEqualTo(GAMES);
    }
    for (SimulationReport.Seat s : r.seats()) {
      SortedMap<Integer, Long> counts = s.returnCounts();
      assertThat(counts.keySet()).isSubsetOf(List.of(3, 1, -1, -3));
    }
  }

  @Test
  void everyDominoRoundPaysTheStakeTable() {
    // Four players: a domino pays +6 / -3, -2, -1; a blocked round +12 / -4, -4, -4.
    SimulationReport r = simulate("domino(players=4)");
    long dominoes = r.endings().get("domino").getOrElse(0L);
    long blocked = r.endings().get("blocked").getOrElse(0L);
    assertThat(count(r, 6)).isEqualTo(dominoes);
    assertThat(count(r, -3)).isEqualTo(dominoes);
    assertThat(count(r, -2)).isEqualTo(dominoes);
    assertThat(count(r, -1)).isEqualTo(dominoes);
    assertThat(count(r, 12)).isEqualTo(blocked);
    assertThat(count(r, -4)).isEqualTo(3 * blocked);
    // Two players: +1 / -1, or +4 / -4 when blocked.
    SimulationReport two = simulate("domino(players=2)");
    long twoBlocked = two.endings().get("blocked").getOrElse(0L);
    assertThat(count(two, 4)).isEqualTo(twoBlocked);
    assertThat(count(two, -4)).isEqualTo(twoBlocked);
    assertThat(count(two, 1)).isEqualTo(GAMES - twoBlocked);
  }
}
