package dev.tabletop.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.tools.SimulationReport.Seat;
import io.vavr.collection.List;
import io.vavr.collection.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The report's statistics against values worked by hand or taken from published tables: the
 * Wilson score interval, throughput, percentiles and the text.
 */
class SimulationReportStatisticsTest {
  private static SimulationReport withWins(long games, long wins0, long wins1) {
    return new SimulationReport("t()", 1, games, 0, 0,
        List.of(new Seat(0, wins0, 0, TreeMap.empty()), new Seat(1, wins1, 0, TreeMap.empty())),
        TreeMap.empty(), TreeMap.empty());
  }

  @Test
  void wilsonIntervalOfHalfOfAHundredIsTheTextbookOne() {
    // 50 of 100: the 95% Wilson interval is [0.4038, 0.5962], centred on 1/2 by symmetry.
    double[] w = withWins(100, 50, 50).winRate(0);
    assertThat(w[0]).isEqualTo(0.5);
    assertThat(w[1]).isCloseTo(0.40383, within(1e-5));
    assertThat(w[2]).isCloseTo(0.59617, within(1e-5));
    assertThat(w[1] + w[2]).isCloseTo(1.0, within(1e-12));
  }

  @Test
  void wilsonIntervalOfEightOfTen() {
    // 8 of 10: [0.4902, 0.9433] (Newcombe 1998, method 3), asymmetric about 0.8.
    double[] w = withWins(10, 8, 2).winRate(0);
    assertThat(w[0]).isEqualTo(0.8);
    assertThat(w[1]).isCloseTo(0.49016, within(1e-5));
    assertThat(w[2]).isCloseTo(0.94332, within(1e-5));
    // Seat 1 won the other 2: its interval is seat 0's mirrored about 1/2.
    double[] v = withWins(10, 8, 2).winRate(1);
    assertThat(v[0]).isCloseTo(0.2, within(1e-12));
    assertThat(v[1]).isCloseTo(1 - w[2], within(1e-12));
    assertThat(v[2]).isCloseTo(1 - w[1], within(1e-12));
  }

  @Test
  void wilsonIntervalAtTheEdgesStaysInZeroToOne() {
    // 0 of 10: the interval is [0, z^2 / (n + z^2)] = [0, 0.2775]; 10 of 10 mirrors it.
    double[] none = withWins(10, 0, 10).winRate(0);
    assertThat(none[0]).isZero();
    assertThat(none[1]).isCloseTo(0.0, within(1e-12)).isGreaterThanOrEqualTo(0.0);
    assertThat(none[2]).isCloseTo(0.27753, within(1e-5));
    double[] all = withWins(10, 0, 10).winRate(1);
    assertThat(all[0]).isEqualTo(1.0);
    assertThat(all[1]).isCloseTo(0.72247, within(1e-5));
    assertThat(all[2]).isCloseTo(1.0, within(1e-12)).isLessThanOrEqualTo(1.0);
  }

  @Test
  void wilsonIntervalOfOneOfFour() {
    // 1 of 4: p = 1/4, centre (1/4 + z^2/8) / (1 + z^2/4), half z sqrt(3/64 + z^2/64) / (1 + z^2/4).
    double z = 1.959964;
    double d = 1 + z * z / 4;
    double centre = (0.25 + z * z / 8) / d;
    double half = z * Math.sqrt(3.0 / 64 + z * z / 64) / d;
    double[] w = withWins(4, 1, 3).winRate(0);
    assertThat(w[1]).isCloseTo(centre - half, within(1e-12)).isCloseTo(0.04559, within(1e-5));
    assertThat(w[2]).isCloseTo(centre + half, within(1e-12)).isCloseTo(0.69936, within(1e-5));
  }

  @Test
  void noGamesGiveTheWholeIntervalAndZeroRates() {
    double[] w = SimulationReport.empty("t()", 1, 2).winRate(1);
    assertThat(w).containsExactly(0, 0, 1);
    SimulationReport empty = SimulationReport.empty("t()", 1, 2);
    assertThat(empty.gamesPerSecond()).isZero();
    assertThat(empty.pliesPerSecond()).isZero();
    assertThat(empty.meanLength()).isZero();
    assertThat(empty.minLength()).isZero();
    assertThat(empty.p99Length()).isZero();
  }

  @Test
  void throughputIsCountsOverSeconds() {
    // 30 games and 120 plies in half a second: 60 games/s, 240 plies/s.
    SimulationReport r = new SimulationReport("t()", 1, 30, 120, 500_000_000L,
        List.of(new Seat(0, 0, 0, TreeMap.empty())), TreeMap.of(4, 30L), TreeMap.empty());
    assertThat(r.gamesPerSecond()).isCloseTo(60.0, within(1e-9));
    assertThat(r.pliesPerSecond()).isCloseTo(240.0, within(1e-9));
    assertThat(r.meanLength()).isCloseTo(4.0, within(1e-12));
  }

  @Test
  void percentilesCountGamesFromTheShortest() {
    // 100 games: 90 of length 3, 9 of length 7, 1 of length 20.
    SimulationReport r = new SimulationReport("t()", 1, 100, 90 * 3 + 9 * 7 + 20, 1,
        List.of(new Seat(0, 0, 0, TreeMap.empty())), TreeMap.of(3, 90L, 7, 9L, 20, 1L),
        TreeMap.empty());
    assertThat(r.minLength()).isEqualTo(3);
    assertThat(r.medianLength()).isEqualTo(3);
    // The 90th game is the last of length 3; the 91st is the first of length 7.
    assertThat(r.p90Length()).isEqualTo(3);
    assertThat(r.lengthPercentile(0.91)).isEqualTo(7);
    assertThat(r.p99Length()).isEqualTo(7);
    assertThat(r.lengthPercentile(0.995)).isEqualTo(20);
    assertThat(r.maxLength()).isEqualTo(20);
  }

  @Test
  void aHistogramWithFewerGamesThanTheCountFallsBackToTheLongest() {
    // A report whose histogram holds fewer games than its count (two reports' counts added by
    // hand): the top percentiles are the longest length seen, not 0.
    SimulationReport r = new SimulationReport("t()", 1, 10, 12, 1,
        List.of(new Seat(0, 0, 0, TreeMap.empty())), TreeMap.of(5, 1L, 7, 1L), TreeMap.empty());
    assertThat(r.maxLength()).isEqualTo(7);
    assertThat(r.minLength()).isEqualTo(5);
  }

  @Test
  void meanReturnWeighsEachReturnByItsCount() {
    // Returns -2 once, +1 three times: (−2 + 3) / 4.
    Seat s = new Seat(0, 3, 0, TreeMap.of(-2, 1L, 1, 3L));
    assertThat(s.meanReturn()).isCloseTo(0.25, within(1e-12));
  }

  @Test
  void theTextShowsEveryFigure() {
    // 4 games, 18 plies in 2 s; seat 0 won 3 (+1 each), seat 1 won 1 (+1), none drawn.
    SimulationReport r = new SimulationReport("t()", 9, 4, 18, 2_000_000_000L,
        List.of(new Seat(0, 3, 0, TreeMap.of(-1, 1L, 1, 3L)),
            new Seat(1, 1, 0, TreeMap.of(-1, 3L, 1, 1L))),
        TreeMap.of(4, 2L, 5, 2L), TreeMap.of("den", 3L, "repetition", 1L));
    String text = r.toText();
    String nl = System.lineSeparator();
    assertThat(text).startsWith("t(), seed 9: 4 games in 2.00 s (2 games/s, 9 plies/s)" + nl);
    assertThat(text).contains("length (plies): mean 4.5, min 4, median 4, p90 5, p99 5, max 5" + nl);
    // Seat 0: 3 of 4 = 75.00%; seat 1: 25.00%; mean returns (−1 + 3) / 4 = +0.5 and −0.5.
    // The Wilson intervals of 3 of 4 and 1 of 4 (the latter worked out above).
    assertThat(text).contains("seat 0: wins 75.00% [95% CI 30.06%, 95.44%], ");
    assertThat(text).contains("draws 0, mean return +0.500, returns {-1:1, 1:3}" + nl);
    assertThat(text).contains("seat 1: wins 25.00% [95% CI 4.56%, 69.94%], ");
    assertThat(text).contains("mean return -0.500, returns {-1:3, 1:1}" + nl);
    assertThat(text).endsWith("endings: den 3 (75.0%), repetition 1 (25.0%)" + nl);
  }
}
