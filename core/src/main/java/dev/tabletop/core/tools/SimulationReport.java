package dev.tabletop.core.tools;

import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import java.util.Locale;

/**
 * What a simulation found: per-seat outcomes, game lengths, endings and throughput.
 *
 * @param spec the variant simulated
 * @param seed the run's seed
 * @param games how many games were played
 * @param plies how many moves and outcomes in all
 * @param elapsedNanos wall-clock time of the run
 * @param seats each seat's outcomes
 * @param minLength the shortest game, in plies
 * @param medianLength the median game length
 * @param p90Length the 90th percentile of game length
 * @param p99Length the 99th percentile of game length
 * @param maxLength the longest game
 * @param endings how many games ended each way ("den", "domino", "repetition", …)
 */
public record SimulationReport(String spec, long seed, long games, long plies, long elapsedNanos,
    List<Seat> seats, int minLength, int medianLength, int p90Length, int p99Length, int maxLength,
    SortedMap<String, Long> endings) {

  /**
   * One seat's outcomes.
   *
   * @param seat the seat number
   * @param wins games where this seat had the highest return and not everyone tied
   * @param draws games where every seat had the same return
   * @param meanReturn the average return
   * @param returnCounts how many games ended with each return value (for Ludo, the places; for
   *     Domino, the payouts)
   */
  public record Seat(int seat, long wins, long draws, double meanReturn,
      SortedMap<Integer, Long> returnCounts) {}

  /**
   * Games per second of wall-clock time.
   *
   * @return the throughput
   */
  public double gamesPerSecond() {
    return elapsedNanos == 0 ? 0 : games * 1e9 / elapsedNanos;
  }

  /**
   * Plies per second of wall-clock time.
   *
   * @return the throughput
   */
  public double pliesPerSecond() {
    return elapsedNanos == 0 ? 0 : plies * 1e9 / elapsedNanos;
  }

  /**
   * The mean game length in plies.
   *
   * @return plies per game
   */
  public double meanLength() {
    return games == 0 ? 0 : (double) plies / games;
  }

  /**
   * A seat's win rate with its 95% Wilson score interval.
   *
   * @param seat a seat number
   * @return {rate, low, high}
   */
  public double[] winRate(int seat) {
    double n = games;
    if (n == 0) {
      return new double[] {0, 0, 1};
    }
    double p = seats.get(seat).wins() / n;
    double z = 1.959964;
    double denom = 1 + z * z / n;
    double centre = (p + z * z / (2 * n)) / denom;
    double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
    return new double[] {p, Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /**
   * A readable report.
   *
   * @return several lines of text
   */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%s, seed %d: %d games in %.2f s (%.0f games/s, %.0f plies/s)%n",
        spec, seed, games, elapsedNanos / 1e9, gamesPerSecond(), pliesPerSecond()));
    sb.append(String.format(Locale.ROOT, "length (plies): mean %.1f, min %d, median %d, p90 %d, p99 %d, max %d%n",
        meanLength(), minLength, medianLength, p90Length, p99Length, maxLength));
    for (Seat s : seats) {
      double[] w = winRate(s.seat());
      sb.append(String.format(Locale.ROOT,
          "seat %d: wins %.2f%% [95%% CI %.2f%%, %.2f%%], draws %d, mean return %+.3f, returns %s%n",
          s.seat(), 100 * w[0], 100 * w[1], 100 * w[2], s.draws(), s.meanReturn(),
          s.returnCounts().iterator().map(kv -> kv._1 + ":" + kv._2).mkString("{", ", ", "}")));
    }
    sb.append("endings: ");
    sb.append(endings.iterator().map(kv -> String.format(Locale.ROOT, "%s %d (%.1f%%)",
        kv._1, kv._2, games == 0 ? 0.0 : 100.0 * kv._2 / games)).mkString(", "));
    sb.append(System.lineSeparator());
    return sb.toString();
  }
}
