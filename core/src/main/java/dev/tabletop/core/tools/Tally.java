package dev.tabletop.core.tools;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Sums over simulated games, mutable and thread-confined for speed; {@link #report} turns them
 * into the immutable, mergeable {@link SimulationReport}. Every field is a sum, so merging in any
 * order gives one result.
 */
final class Tally {
  private final int players;
  private final long[] wins;
  private final long[] draws;
  private final Map<Integer, long[]> returnCounts = new HashMap<>();
  // Grown on demand rather than sized by the ply limit, which may be huge.
  private long[] lengths = new long[64];
  private final Map<String, Long> endings = new HashMap<>();
  private long games;
  private long plies;

  Tally(int players) {
    this.players = players;
    this.wins = new long[players];
    this.draws = new long[players];
  }

  void add(Playout.PlayoutResult<?> result) {
    games++;
    plies += result.plies();
    countLength(result.plies(), 1);
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
      returnCounts.computeIfAbsent(r, k -> new long[players])[p]++;
      if (max == min) {
        draws[p]++;
      } else if (r == max) {
        wins[p]++;
      }
    }
  }

  private void countLength(int length, long count) {
    if (length >= lengths.length) {
      lengths = Arrays.copyOf(lengths, Math.max(length + 1, 2 * lengths.length));
    }
    lengths[length] += count;
  }

  void merge(Tally other) {
    games += other.games;
    plies += other.plies;
    for (int p = 0; p < players; p++) {
      wins[p] += other.wins[p];
      draws[p] += other.draws[p];
    }
    for (int i = other.lengths.length - 1; i >= 0; i--) {
      if (other.lengths[i] != 0) {
        countLength(i, other.lengths[i]);
      }
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
    Map<Integer, long[]> sortedReturns = new TreeMap<>(returnCounts);
    for (int p = players - 1; p >= 0; p--) {
      io.vavr.collection.SortedMap<Integer, Long> counts = io.vavr.collection.TreeMap.empty();
      for (Map.Entry<Integer, long[]> e : sortedReturns.entrySet()) {
        if (e.getValue()[p] > 0) {
          counts = counts.put(e.getKey(), e.getValue()[p]);
        }
      }
      seats = seats.prepend(new SimulationReport.Seat(p, wins[p], draws[p], counts));
    }
    io.vavr.collection.SortedMap<Integer, Long> lengthCounts = io.vavr.collection.TreeMap.empty();
    for (int i = 0; i < lengths.length; i++) {
      if (lengths[i] != 0) {
        lengthCounts = lengthCounts.put(i, lengths[i]);
      }
    }
    return new SimulationReport(spec, seed, games, plies, elapsedNanos, seats, lengthCounts,
        io.vavr.collection.TreeMap.ofAll(endings));
  }
}
