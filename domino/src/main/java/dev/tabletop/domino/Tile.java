package dev.tabletop.domino;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;

/**
 * One tile (quân bài) of the double-six set as a value, for user interfaces, logs and the typed
 * API. The hot path keeps the int index of {@link Tiles}; {@link #index()} and {@link
 * #ofIndex(int)} convert. A tile has no orientation: alone it always prints high half first
 * ({@code 6:4}, {@code 1:0}), and {@link #parse(String)} reads either order.
 *
 * @param low the smaller half, 0..6
 * @param high the larger half, low..6
 */
public record Tile(int low, int high) implements Comparable<Tile> {
  private static final Tile[] ALL = new Tile[Tiles.COUNT];

  static {
    for (int t = 0; t < Tiles.COUNT; t++) {
      ALL[t] = new Tile(Tiles.low(t), Tiles.high(t));
    }
  }

  /**
   * Checks the halves.
   *
   * @throws IllegalArgumentException if a half is outside 0..6 or low is above high
   */
  public Tile {
    if (low < 0 || high > 6 || low > high) {
      throw new IllegalArgumentException("no tile with halves " + low + " and " + high
          + " in a double-six set (low 0..high, high up to 6)");
    }
  }

  /**
   * The tile with two given halves, in either order.
   *
   * @param a one half, 0..6
   * @param b the other half, 0..6
   * @return the tile
   * @throws IllegalArgumentException if a half is outside 0..6
   */
  public static Tile of(int a, int b) {
    return ALL[Tiles.of(a, b)];
  }

  /**
   * The tile of an int index.
   *
   * @param index 0..27 as in {@link Tiles}
   * @return the tile
   * @throws IllegalArgumentException if the index is outside 0..27
   */
  public static Tile ofIndex(int index) {
    if (index < 0 || index >= Tiles.COUNT) {
      throw new IllegalArgumentException("no tile index " + index + ": tile indices are 0..27");
    }
    return ALL[index];
  }

  /**
   * Reads a tile written as two halves, {@code 6:4} or {@code 4:6}.
   *
   * @param text the tile
   * @return the tile, or an {@link InvalidInput} with subject {@code tile} saying why not
   */
  public static Either<InvalidInput, Tile> parse(String text) {
    return InvalidInput.from("tile", Tiles.read(text)).map(Tile::ofIndex);
  }

  /**
   * The int index the hot path uses.
   *
   * @return 0..27
   */
  public int index() {
    return high * (high + 1) / 2 + low;
  }

  /**
   * The tile's pips, the sum of its halves (0:0 is 0 here; the 13-point count is the rules').
   *
   * @return 0..12
   */
  public int pips() {
    return low + high;
  }

  /**
   * Whether this is a double, a "Bò".
   *
   * @return {@code true} when both halves are equal
   */
  public boolean isDouble() {
    return low == high;
  }

  /**
   * Whether one half shows a number.
   *
   * @param number 0..6
   * @return {@code true} when either half is that number
   */
  public boolean has(int number) {
    return low == number || high == number;
  }

  /**
   * The half opposite a given one.
   *
   * @param half a half of this tile
   * @return the other half (the same number for a double)
   * @throws IllegalArgumentException if the number is on neither half
   */
  public int other(int half) {
    if (half == low) {
      return high;
    }
    if (half == high) {
      return low;
    }
    throw new IllegalArgumentException(text() + " has no half " + half);
  }

  /**
   * The tile in notation, high half first.
   *
   * @return text such as {@code 6:4}
   */
  public String text() {
    return Tiles.text(index());
  }

  /** Orders tiles by index: 0:0, 1:0, 1:1, 2:0 … 6:6. */
  @Override
  public int compareTo(Tile o) {
    return Integer.compare(index(), o.index());
  }

  /**
   * The notation, as {@link #text()}.
   *
   * @return text such as {@code 6:4}
   */
  @Override
  public String toString() {
    return text();
  }
}
