package dev.tabletop.core.tools;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** Sums over simulated games; every field is a sum, so merging in any order gives one result. */
final class Tally {
  private final int players;
  private final long[] returnSum;
  private final long[] wins;
  private final long[] draws;
  private final Map<Integer, long[]> returnCounts = new HashMap<>();
  private final long[] lengths;
  private final Map<String, Long> endings = new HashMap<>();
  private long games;
  private long plies;

  Tally(int players, int maxPlies) {
    this.players = players;
    this.returnSum = new long[players];
    this.wins = new long[players];
    this.draws = new long[players];
    this.lengths = new long[maxPlies + 1];
  }

  void add(Playout.PlayoutResult<?> result) {
    games++;
    plies += result.plies();
    lengths[result.plies()]++;
    endings.merge(result.reason(), 1L, Long::sum);
    int max = Integer.MIN_VALUE;
    int min = Integer.MAX_VALUE;
    for (int p = 0; p < players; p++) {
      int r = result.returns(p);
      max = Math.max(max, r);
      min = Math.min(min, r);
    }
    for (int p = 0; p < players; p++) {
      int r = result.returns(p);
      returnSum[p] += r;
      returnCounts.computeIfAbsent(r, k -> new long[players])[p]++;
      if (max == min) {
        draws[p]++;
      } else if (r == max) {
        wins[p]++;
      }
    }
  }

  void merge(Tally other) {
    games += other.games;
    plies += other.plies;
    for (int p = 0; p < players; p++) {
      returnSum[p] += other.returnSum[p];
      wins[p] += other.wins[p];
      draws[p] += other.draws[p];
    }
    for (int i = 0; i < lengths.length; i++) {
      lengths[i] += other.lengths[i];
    }
    other.endings.forEach((k, v) -> endings.merge(k, v, Long::sum));
    other.returnCounts.forEach((k, v) -> {
      long[] mine = returnCounts.computeIfAbsent(k, x -> new long[players]);
      for (int p = 0; p < players; p++) {
        mine[p] += v[p];
      }
    });
  }

  SimulationReport report(String spec, long seed, long elapsedNanos) {
    io.vavr.collection.List<SimulationReport.Seat> seats = io.vavr.collection.List.empty();
    for (int p = players - 1; p >= 0; p--) {
      io.vavr.collection.SortedMap<Integer, Long> counts = io.vavr.collection.TreeMap.empty();
      for (Map.Entry<Integer, long[]> e : new TreeMap<>(returnCounts).entrySet()) {
        if (e.getValue()[p] > 0) {
          counts = counts.put(e.getKey(), e.getValue()[p]);
        }
      }
      seats = seats.prepend(new SimulationReport.Seat(p, wins[p], draws[p],
          games == 0 ? 0 : (double) returnSum[p] / games, counts));
    }
    return new SimulationReport(spec, seed, games, plies, elapsedNanos, seats,
        percentile(0.0), percentile(0.5), percentile(0.9), percentile(0.99), percentile(1.0),
        io.vavr.collection.TreeMap.ofAll(endings));
  }

  private int percentile(double q) {
    if (games == 0) {
      return 0;
    }
    long rank = Math.max(1, (long) Math.ceil(q * games));
    long seen = 0;
    for (int i = 0; i < lengths.length; i++) {
      seen += lengths[i];
      if (seen >= rank) {
        return i;
      }
    }
    return lengths.length - 1;
  }
}
