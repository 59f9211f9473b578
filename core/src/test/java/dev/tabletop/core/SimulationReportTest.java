package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.SimulationReport.Seat;
import dev.tabletop.core.tools.Simulator;
import io.vavr.collection.List;
import io.vavr.collection.TreeMap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

class SimulationReportTest {
  private static SimulationReport report(long games, long plies, long nanos, Seat s0, Seat s1,
      TreeMap<Integer, Long> lengths, TreeMap<String, Long> endings) {
    return new SimulationReport("t()", 5, games, plies, nanos, List.of(s0, s1), lengths, endings);
  }

  @Test
  void mergeAddsEveryCountOfTwoHandMadeReports() {
    // 3 games: lengths 4, 4, 5; seat 0 won two (+1, +1), one was drawn (0, 0).
    SimulationReport a = report(3, 13, 100,
        new Seat(0, 2, 1, TreeMap.of(0, 1L, 1, 2L)),
        new Seat(1, 0, 1, TreeMap.of(-1, 2L, 0, 1L)),
        TreeMap.of(4, 2L, 5, 1L), TreeMap.of("fold", 1L, "showdown", 2L));
    // 2 games: lengths 5 and 9; seat 1 won both (+2, +1).
    SimulationReport b = report(2, 14, 50,
        new Seat(0, 0, 0, TreeMap.of(-2, 1L, -1, 1L)),
        new Seat(1, 2, 0, TreeMap.of(1, 1L, 2, 1L)),
        TreeMap.of(5, 1L, 9, 1L), TreeMap.of("showdown", 2L));
    SimulationReport sum = a.merge(b);
    assertThat(sum).isEqualTo(report(5, 27, 150,
        new Seat(0, 2, 1, TreeMap.of(-2, 1L, -1, 1L, 0, 1L, 1, 2L)),
        new Seat(1, 2, 1, TreeMap.of(-1, 2L, 0, 1L, 1, 1L, 2, 1L)),
        TreeMap.of(4, 2L, 5, 2L, 9, 1L), TreeMap.of("fold", 1L, "showdown", 4L)));
    // Lengths 4 4 5 5 9: median is the 3rd (5), p90 the 5th (9), p0 the 1st (4).
    assertThat(sum.minLength()).isEqualTo(4);
    assertThat(sum.medianLength()).isEqualTo(5);
    assertThat(sum.p90Length()).isEqualTo(9);
    assertThat(sum.maxLength()).isEqualTo(9);
    assertThat(sum.lengthPercentile(0.4)).isEqualTo(4);
    // Seat 0: (-2 - 1 + 0 + 1 + 1) / 5.
    assertThat(sum.seats().get(0).meanReturn()).isCloseTo(-0.2, within(1e-12));
    assertThat(sum.meanLength()).isCloseTo(5.4, within(1e-12));
  }

  @Test
  void theEmptyReportHasNoGamesAndZeroStatistics() {
    SimulationReport empty = SimulationReport.empty("t()", 5, 2);
    assertThat(empty.games()).isZero();
    assertThat(empty.seats()).extracting(Seat::seat).containsExactly(0, 1);
    assertThat(empty.medianLength()).isZero();
    assertThat(empty.maxLength()).isZero();
    assertThat(empty.seats().get(1).meanReturn()).isZero();
    assertThat(empty.toText()).contains("0 games");
    assertThatThrownBy(() -> SimulationReport.empty("t()", 5, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("players");
  }

  @Test
  void anEmptyShardIsTheEmptyReport() {
    DicePoker.Rules rules = DicePoker.Rules.STANDARD;
    assertThat(Simulator.shard(rules, 7, 7, 3, 100).withElapsedNanos(0))
        .isEqualTo(SimulationReport.empty(rules.spec(), 3, rules.playerCount()));
  }

  @Test
  void mergeRefusesReportsOfAnotherRun() {
    SimulationReport base = SimulationReport.empty("t()", 5, 2);
    assertThatThrownBy(() -> base.merge(SimulationReport.empty("u()", 5, 2)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("variants");
    assertThatThrownBy(() -> base.merge(SimulationReport.empty("t()", 6, 2)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seeds");
    assertThatThrownBy(() -> base.merge(SimulationReport.empty("t()", 5, 3)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seats");
  }

  @Test
  void lengthPercentileRefusesAFractionOutsideZeroToOne() {
    SimulationReport r = SimulationReport.empty("t()", 5, 2);
    assertThatThrownBy(() -> r.lengthPercentile(1.5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.lengthPercentile(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aReportSurvivesJavaSerialization() throws Exception {
    SimulationReport r = Simulator.run(DicePoker.Rules.STANDARD, 500, 9, 1, 100, null);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(r);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      SimulationReport back = (SimulationReport) in.readObject();
      assertThat(back).isEqualTo(r);
      assertThat(back.merge(r).games()).isEqualTo(1000);
    }
  }
}
