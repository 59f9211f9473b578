package dev.tabletop.core.tools;

import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;

/**
 * What a simulation found: per-seat outcomes, game lengths, endings and throughput.
 *
 * <p>Every count in a report is a sum over its games, and lengths are kept as a histogram rather
 * than as percentiles, so two reports of disjoint sets of games of one run {@link #merge merge}
 * into exactly the report of their union. That is how the simulator's threads and the shards of a
 * distributed run (the {@code tabletop-spark} module) come to the same report. The report is
 * {@link Serializable} so that shards can send it between processes.
 *
 * @param spec the variant simulated
 * @param seed the run's seed
 * @param games how many games were played
 * @param plies how many moves and outcomes in all
 * @param elapsedNanos wall-clock time of the run
 * @param seats each seat's outcomes, in seat order
 * @param lengths how many games lasted each number of plies (only lengths that occurred)
 * @param endings how many games ended each way ("den", "domino", "repetition", …)
 */
public record SimulationReport(String spec, long seed, long games, long plies, long elapsedNanos,
    List<Seat> seats, SortedMap<Integer, Long> lengths, SortedMap<String, Long> endings)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks that the parts are present.
   *
   * @param spec the variant simulated
   * @param seed the run's seed
   * @param games how many games were played
   * @param plies how many moves and outcomes in all
   * @param elapsedNanos wall-clock time of the run
   * @param seats each seat's outcomes, in seat order
   * @param lengths how many games lasted each number of plies
   * @param endings how many games ended each way
   */
  public SimulationReport {
    Objects.requireNonNull(spec, "spec");
    Objects.requireNonNull(seats, "seats");
    Objects.requireNonNull(lengths, "lengths");
    Objects.requireNonNull(endings, "endings");
  }

  /**
   * One seat's outcomes.
   *
   * @param seat the seat number
   * @param wins games where this seat had the highest return and not everyone tied
   * @param draws games where every seat had the same return
   * @param returnCounts how many games ended with each return value (for Ludo, the places; for
   *     Domino, the payouts); only values that occurred
   */
  public record Seat(int seat, long wins, long draws, SortedMap<Integer, Long> returnCounts)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Checks that the counts are present.
     *
     * @param seat the seat number
     * @param wins games won
     * @param draws games drawn by everyone
     * @param returnCounts games per return value
     */
    public Seat {
      Objects.requireNonNull(returnCounts, "returnCounts");
    }

    /**
     * The average return, from the histogram (every game gives each seat one return).
     *
     * @return the mean, or 0 for no games
     */
    public double meanReturn() {
      long n = 0;
      long sum = 0;
      for (var kv : returnCounts) {
        n += kv._2;
        sum += kv._1 * kv._2;
      }
      return n == 0 ? 0 : (double) sum / n;
    }

    private Seat plus(Seat other) {
      return new Seat(seat, wins + other.wins, draws + other.draws,
          returnCounts.merge(other.returnCounts, Long::sum));
    }
  }

  /**
   * The report of no games: the identity of {@link #merge} for reports of this spec and seed.
   *
   * @param spec the variant
   * @param seed the run's seed
   * @param players the number of seats
   * @return a report with every count zero
   * @throws IllegalArgumentException if {@code players} is below 1
   */
  public static SimulationReport empty(String spec, long seed, int players) {
    if (players < 1) {
      throw new IllegalArgumentException("players must be at least 1, got " + players);
    }
    List<Seat> seats = List.range(0, players).map(p -> new Seat(p, 0, 0, TreeMap.empty()));
    return new SimulationReport(spec, seed, 0, 0, 0, seats, TreeMap.empty(), TreeMap.empty());
  }

  /**
   * The report of both runs' games together. Exact, associative and commutative: merging the
   * reports of the shards of {@code [0, n)} in any grouping gives the report of the whole run.
   * The elapsed times add up (time spent over the parts); a caller that ran the parts at once sets
   * the wall clock with {@link #withElapsedNanos}.
   *
   * @param other a report of other games of the same run
   * @return the combined report
   * @throws IllegalArgumentException if the spec, the seed or the number of seats differ
   */
  public SimulationReport merge(SimulationReport other) {
    if (!spec.equals(other.spec)) {
      throw new IllegalArgumentException(
          "cannot merge reports of different variants: " + spec + " and " + other.spec);
    }
    if (seed != other.seed) {
      throw new IllegalArgumentException(
          "cannot merge reports of different seeds: " + seed + " and " + other.seed);
    }
    if (seats.size() != other.seats.size()) {
      throw new IllegalArgumentException("cannot merge reports of " + seats.size() + " and "
          + other.seats.size() + " seats");
    }
    return new SimulationReport(spec, seed, games + other.games, plies + other.plies,
        elapsedNanos + other.elapsedNanos, seats.zipWith(other.seats, Seat::plus),
        lengths.merge(other.lengths, Long::sum), endings.merge(other.endings, Long::sum));
  }

  /**
   * This report with another elapsed time, for comparing results with timing left out or for
   * setting the wall clock of a run whose parts ran at once.
   *
   * @param nanos the elapsed time
   * @return the same counts with that time
   */
  public SimulationReport withElapsedNanos(long nanos) {
    return new SimulationReport(spec, seed, games, plies, nanos, seats, lengths, endings);
  }

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
   * The shortest game.
   *
   * @return its plies, or 0 for no games
   */
  public int minLength() {
    return lengthPercentile(0.0);
  }

  /**
   * The median game length.
   *
   * @return plies
   */
  public int medianLength() {
    return lengthPercentile(0.5);
  }

  /**
   * The 90th percentile of game length.
   *
   * @return plies
   */
  public int p90Length() {
    return lengthPercentile(0.9);
  }

  /**
   * The 99th percentile of game length.
   *
   * @return plies
   */
  public int p99Length() {
    return lengthPercentile(0.99);
  }

  /**
   * The longest game.
   *
   * @return its plies, or 0 for no games
   */
  public int maxLength() {
    return lengthPercentile(1.0);
  }

  /**
   * A percentile of game length: the shortest length that at least {@code q} of the games (and at
   * least one game) do not exceed.
   *
   * @param q a fraction from 0 to 1
   * @return plies, or 0 for no games
   * @throws IllegalArgumentException if {@code q} is outside [0, 1]
   */
  public int lengthPercentile(double q) {
    if (!(q >= 0 && q <= 1)) {
      throw new IllegalArgumentException("q must be in [0, 1], got " + q);
    }
    long rank = Math.max(1, (long) Math.ceil(q * games));
    long seen = 0;
    for (var kv : lengths) {
      seen += kv._2;
      if (seen >= rank) {
        return kv._1;
      }
    }
    return lengths.isEmpty() ? 0 : lengths.last()._1;
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
        meanLength(), minLength(), medianLength(), p90Length(), p99Length(), maxLength()));
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
