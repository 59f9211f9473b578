package dev.tabletop.core;

/**
 * Zobrist key tables made from a fixed seed, so that position hashes are the same in every run and
 * may be stored.
 */
public final class Zobrist {
  private Zobrist() {}

  /**
   * A table of pseudo-random 64-bit keys from the SplitMix64 sequence of a seed.
   *
   * @param seed a constant chosen by the game
   * @param size how many keys
   * @return a new array of {@code size} keys, the same for the same seed
   * @throws IllegalArgumentException if {@code size} is negative
   */
  public static long[] keys(long seed, int size) {
    if (size < 0) {
      throw new IllegalArgumentException("size must not be negative, was " + size);
    }
    long[] keys = new long[size];
    long x = seed;
    for (int i = 0; i < size; i++) {
      x += 0x9E3779B97F4A7C15L;
      keys[i] = mix(x);
    }
    return keys;
  }

  /**
   * The SplitMix64 finalizer: a bijective scramble of 64 bits.
   *
   * @param z the input
   * @return the mixed value
   */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
