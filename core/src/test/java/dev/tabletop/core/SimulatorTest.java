package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import org.junit.jupiter.api.Test;

class SimulatorTest {
  private final DicePoker.Rules rules = DicePoker.Rules.STANDARD;

  @Test
  void sameSeedSameReportWhateverTheThreadCount() {
    SimulationReport one = Simulator.run(rules, 20_000, 42, 1, 100, null);
    SimulationReport three = Simulator.run(rules, 20_000, 42, 3, 100, null);
    assertThat(three.seats()).isEqualTo(one.seats());
    assertThat(three.endings()).isEqualTo(one.endings());
    assertThat(three.plies()).isEqualTo(one.plies());
    assertThat(three.medianLength()).isEqualTo(one.medianLength());
    SimulationReport other = Simulator.run(rules, 20_000, 43, 2, 100, null);
    assertThat(other.plies()).isNotEqualTo(one.plies());
  }

  @Test
  void countsAddUpAndAZeroSumGameAveragesToZeroInTotal() {
    SimulationReport r = Simulator.run(rules, 10_000, 7, 2, 100, null);
    assertThat(r.games()).isEqualTo(10_000);
    assertThat(r.endings().values().sum().longValue()).isEqualTo(10_000);
    assertThat(r.endings().keySet()).containsExactly("fold", "showdown");
    assertThat(r.seats().get(0).meanReturn() + r.seats().get(1).meanReturn()).isCloseTo(0.0,
        org.assertj.core.api.Assertions.within(1e-9));
    for (SimulationReport.Seat s : r.seats()) {
      assertThat(s.returnCounts().values().sum().longValue()).isEqualTo(10_000);
    }
    // Each hand takes 2 die rolls and 2 or 3 actions.
    assertThat(r.minLength()).isEqualTo(4);
    assertThat(r.maxLength()).isEqualTo(5);
    assertThat(r.toText()).contains("seat 0: wins").contains("endings: fold");
  }

  @Test
  void winRatesMatchTheHandWorkedOddsOfRandomPlay() {
    // Uniform random actions: check-check 1/4, check-bet-fold 1/8, check-bet-call 1/8, bet-fold
    // 1/4, bet-call 1/4. Showdowns (5/8) split 5/12, 5/12, tie 1/6. So seat 0 wins
    // 1/4 + 5/8 * 5/12 = 49/96, seat 1 wins 1/8 + 25/96 = 37/96, and 5/48 are draws.
    SimulationReport r = Simulator.run(rules, 60_000, 11, 2, 100, null);
    double[] w0 = r.winRate(0);
    double[] w1 = r.winRate(1);
    assertThat(49.0 / 96).isBetween(w0[1], w0[2]);
    assertThat(37.0 / 96).isBetween(w1[1], w1[2]);
    assertThat(r.seats().get(0).draws() / 60_000.0).isCloseTo(5.0 / 48,
        org.assertj.core.api.Assertions.within(0.006));
  }

  @Test
  void runRefusesBadArgumentsNamingEachOne() {
    assertThatThrownBy(() -> Simulator.run(rules, 0, 1, 2, 100, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("games must be at least 1, got 0");
    assertThatThrownBy(() -> Simulator.run(rules, -3, 1, 2, 100, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("games");
    assertThatThrownBy(() -> Simulator.run(rules, 10, 1, 0, 100, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("threads must be at least 1, got 0");
    assertThatThrownBy(() -> Simulator.run(rules, 10, 1, 2, -5, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxPlies must be at least 0, got -5");
    assertThatThrownBy(() -> Simulator.run(null, 10, 1, 2, 100, null))
        .isInstanceOf(NullPointerException.class).hasMessage("game");
    assertThatThrownBy(() -> Simulator.run(rules, null, 10, 1, 2, 100, null))
        .isInstanceOf(NullPointerException.class).hasMessage("start");
  }

  @Test
  void shardRefusesBadRangesNamingEachArgument() {
    assertThatThrownBy(() -> Simulator.shard(rules, -1, 5, 1, 100))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("from must be at least 0, got -1");
    assertThatThrownBy(() -> Simulator.shard(rules, 5, 4, 1, 100))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("to must be at least from (5), got 4");
    assertThatThrownBy(() -> Simulator.shard(rules, 0, 4, 1, -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxPlies");
  }

  @Test
  void aHugePlyLimitCostsNothingAndAZeroLimitCutsEveryGameAtOnce() {
    // The length histogram grows with the games played, not with the limit.
    SimulationReport huge = Simulator.run(rules, 1_000, 3, 2, Integer.MAX_VALUE, null);
    assertThat(huge.withElapsedNanos(0))
        .isEqualTo(Simulator.run(rules, 1_000, 3, 1, 100, null).withElapsedNanos(0));
    SimulationReport zero = Simulator.run(rules, 50, 3, 1, 0, null);
    assertThat(zero.endings().toJavaMap()).isEqualTo(java.util.Map.of("ply limit", 50L));
    assertThat(zero.maxLength()).isZero();
    assertThat(zero.seats().get(0).draws()).isEqualTo(50);
  }

  @Test
  void theFirstGameOfARunIsTheGameTheGeneratorOfIndexZeroPlays() {
    SimulationReport one = Simulator.run(rules, 1, 77, 1, 100, null);
    var played = new dev.tabletop.core.tools.Playout<>(rules, 100)
        .play(rules.initialState(), Simulator.gameRandom(77, 0));
    assertThat(one.plies()).isEqualTo(played.plies());
    assertThat(one.endings().keySet()).containsExactly(played.reason());
  }
}
