package dev.tabletop.core.tools;

import java.util.Arrays;

/**
 * Counts occurrences of 64-bit position hashes in an open-addressing table: the primitive form of
 * the history that repetition rules read, for playouts on the hot path. Reused across games with
 * {@link #clear()}; not thread-safe.
 */
public final class HashCounts {
  private long[] keys;
  private int[] counts;
  private int size;
  private int mask;

  /** An empty table. */
  public HashCounts() {
    keys = new long[256];
    counts = new int[256];
    mask = 255;
  }

  /** Forgets every hash, keeping the storage. O(capacity). */
  public void clear() {
    if (size > 0) {
      Arrays.fill(counts, 0);
      size = 0;
    }
  }

  /**
   * Counts one more occurrence of a hash.
   *
   * @param hash a position hash
   * @return how many times it has now occurred
   */
  public int increment(long hash) {
    int i = slot(hash);
    while (counts[i] != 0) {
      if (keys[i] == hash) {
        return ++counts[i];
      }
      i = (i + 1) & mask;
    }
    keys[i] = hash;
    counts[i] = 1;
    if (++size * 2 > keys.length) {
      grow();
    }
    return 1;
  }

  /**
   * How many times a hash has occurred.
   *
   * @param hash a position hash
   * @return the count, 0 if never
   */
  public int get(long hash) {
    int i = slot(hash);
    while (counts[i] != 0) {
      if (keys[i] == hash) {
        return counts[i];
      }
      i = (i + 1) & mask;
    }
    return 0;
  }

  private int slot(long hash) {
    return (int) (hash ^ (hash >>> 32)) & mask;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldCounts = counts;
    keys = new long[oldKeys.length * 2];
    counts = new int[oldCounts.length * 2];
    mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldCounts[j] != 0) {
        int i = slot(oldKeys[j]);
        while (counts[i] != 0) {
          i = (i + 1) & mask;
        }
        keys[i] = oldKeys[j];
        counts[i] = oldCounts[j];
      }
    }
  }
}
