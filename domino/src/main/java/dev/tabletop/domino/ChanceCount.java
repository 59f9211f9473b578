package dev.tabletop.domino;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Counts and samples the ways to put hidden tiles into slots: each tile has a set of slots it may
 * go to, each slot takes exactly its capacity. The count is a recursion over the tiles in order,
 * memoised on the slots' remaining capacities (which also fix how many tiles are placed); sampling
 * walks the tiles once more, choosing each slot with probability proportional to the completions
 * it leaves. Exact: no rejection, no budget.
 */
final class ChanceCount {
  private final int[] allowed;
  private final int[] capacity;
  private final int[] offset;
  private final int[] width;
  private long[] keys = new long[1024];
  private long[] values = new long[1024];
  private int size;

  /**
   * A problem.
   *
   * @param allowed per tile, the mask of slots it may go to
   * @param capacity per slot, how many tiles it takes
   */
  ChanceCount(int[] allowed, int[] capacity) {
    this.allowed = allowed;
    this.capacity = capacity;
    this.offset = new int[capacity.length];
    this.width = new int[capacity.length];
    int bits = 0;
    for (int s = 0; s < capacity.length; s++) {
      width[s] = 32 - Integer.numberOfLeadingZeros(capacity[s]);
      offset[s] = bits;
      bits += width[s];
    }
    if (bits > 62) {
      throw new IllegalStateException("slot capacities need " + bits + " bits");
    }
  }

  private long initialKey() {
    long key = 0L;
    for (int s = 0; s < capacity.length; s++) {
      key |= (long) capacity[s] << offset[s];
    }
    return key;
  }

  private int cap(long key, int s) {
    return (int) ((key >>> offset[s]) & ((1L << width[s]) - 1));
  }

  /**
   * The number of complete placements.
   *
   * @return the count, 0 when none fits
   */
  long total() {
    int sum = 0;
    for (int c : capacity) {
      sum += c;
    }
    if (sum != allowed.length) {
      return 0L;
    }
    for (int a : allowed) {
      if (a == 0) {
        return 0L;
      }
    }
    return count(0, initialKey());
  }

  private long count(int item, long key) {
    if (item == allowed.length) {
      return 1L;
    }
    long memo = get(key);
    if (memo >= 0) {
      return memo;
    }
    long sum = 0L;
    for (int m = allowed[item]; m != 0; m &= m - 1) {
      int s = Integer.numberOfTrailingZeros(m);
      if (cap(key, s) > 0) {
        sum = Math.addExact(sum, count(item + 1, key - (1L << offset[s])));
      }
    }
    put(key, sum);
    return sum;
  }

  /**
   * One placement, uniformly among all of them. Call after {@link #total()} returned more than 0.
   *
   * @param random the generator
   * @return per tile, its slot
   */
  int[] sample(RandomGenerator random) {
    int[] slot = new int[allowed.length];
    long key = initialKey();
    for (int item = 0; item < allowed.length; item++) {
      long pick = random.nextLong(count(item, key));
      for (int m = allowed[item]; m != 0; m &= m - 1) {
        int s = Integer.numberOfTrailingZeros(m);
        if (cap(key, s) == 0) {
          continue;
        }
        long w = count(item + 1, key - (1L << offset[s]));
        if (pick < w) {
          slot[item] = s;
          key -= 1L << offset[s];
          break;
        }
        pick -= w;
      }
    }
    return slot;
  }

  private long get(long key) {
    int mask = keys.length - 1;
    for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == 0L) {
        return -1L;
      }
      if (k == key + 1) {
        return values[i];
      }
    }
  }

  private void put(long key, long value) {
    if (2 * (size + 1) > keys.length) {
      long[] oldKeys = keys;
      long[] oldValues = values;
      keys = new long[oldKeys.length * 2];
      values = new long[oldKeys.length * 2];
      size = 0;
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldKeys[i] != 0L) {
          put(oldKeys[i] - 1, oldValues[i]);
        }
      }
    }
    int mask = keys.length - 1;
    int i = mix(key) & mask;
    while (keys[i] != 0L && keys[i] != key + 1) {
      i = (i + 1) & mask;
    }
    if (keys[i] == 0L) {
      size++;
    }
    keys[i] = key + 1;
    values[i] = value;
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 29));
  }

  @Override
  public String toString() {
    return "ChanceCount" + Arrays.toString(capacity);
  }
}
