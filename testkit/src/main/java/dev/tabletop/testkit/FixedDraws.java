package dev.tabletop.testkit;

import java.util.random.RandomGenerator;

/**
 * A generator for working chance by hand: every bounded draw returns one chosen number, and asks
 * for the bound the test expects, so a test can say "the k-th of n outcomes" and check that the
 * game drew among exactly n. Any other use of the generator fails the test.
 */
public final class FixedDraws {
  private FixedDraws() {}

  /**
   * A generator whose {@code nextInt(bound)} returns {@code value}, failing unless the bound is
   * {@code bound}.
   *
   * @param value the draw, 0 to {@code bound - 1}
   * @param bound the bound the game must ask for
   * @return the generator
   * @throws IllegalArgumentException if {@code value} is not below {@code bound}
   */
  public static RandomGenerator of(int value, int bound) {
    if (value < 0 || value >= bound) {
      throw new IllegalArgumentException("a draw below " + bound + " cannot be " + value);
    }
    return new RandomGenerator() {
      @Override
      public long nextLong() {
        throw new AssertionError("only nextInt(" + bound + ") is expected");
      }

      @Override
      public int nextInt(int asked) {
        if (asked != bound) {
          throw new AssertionError("drew below " + asked + ", expected below " + bound);
        }
        return value;
      }
    };
  }
}
