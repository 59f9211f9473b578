package dev.tabletop.domino;

import dev.tabletop.core.InvalidInput;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * The double-six set (bộ domino 28 quân): tile indices, halves, pips and the {@code 6:4} notation.
 *
 * <p>A tile is an int 0..27. Tile {@code (a, b)} with {@code a <= b} has index {@code b(b+1)/2 + a},
 * so {@code 0:0} is 0, {@code 0:1} is 1, {@code 1:1} is 2, … and {@code 6:6} is 27. A set of tiles
 * is a 28-bit mask with bit {@code i} for tile {@code i}. Every method here is a table lookup or a
 * few bit operations.
 */
public final class Tiles {
  /** The number of tiles in the set. */
  public static final int COUNT = 28;

  /** The mask of all 28 tiles. */
  public static final int ALL = (1 << COUNT) - 1;

  private static final int[] LOW = new int[COUNT];
  private static final int[] HIGH = new int[COUNT];
  private static final String[] TEXT = new String[COUNT];
  /**
   * PIP_SUM[chunk * 128 + bits]: the pips of the tiles {@code 7 * chunk + i} for each set bit
   * {@code i} of {@code bits}, so a mask's pips are four look-ups, one per 7-tile chunk.
   */
  private static final byte[] PIP_SUM = new byte[4 * 128];

  static {
    for (int b = 0; b <= 6; b++) {
      for (int a = 0; a <= b; a++) {
        int t = b * (b + 1) / 2 + a;
        LOW[t] = a;
        HIGH[t] = b;
        TEXT[t] = b + ":" + a;
      }
    }
    for (int i = 0; i < PIP_SUM.length; i++) {
      int sum = 0;
      for (int bit = 0; bit < 7; bit++) {
        if ((i & 1 << bit) != 0) {
          sum += pips(i / 128 * 7 + bit);
        }
      }
      PIP_SUM[i] = (byte) sum;
    }
  }

  private Tiles() {}

  /** Refuses an index outside the set, naming the argument, instead of an index exception. */
  static void checkTile(int tile) {
    if (tile < 0 || tile >= COUNT) {
      throw new IllegalArgumentException("tile " + tile + " is not a tile index: tiles are 0..27");
    }
  }

  /** Refuses a mask with a bit above tile 27, naming the argument. */
  static void checkMask(int mask) {
    if ((mask & ~ALL) != 0) {
      throw new IllegalArgumentException("mask " + mask + " names a tile index above 27");
    }
  }

  /**
   * The tile with two given halves, in either order.
   *
   * @param a one half, 0..6
   * @param b the other half, 0..6
   * @return the tile index
   * @throws IllegalArgumentException if a half is outside 0..6
   */
  public static int of(int a, int b) {
    if (a < 0 || a > 6 || b < 0 || b > 6) {
      throw new IllegalArgumentException("no tile " + a + ":" + b + " in a double-six set");
    }
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    return hi * (hi + 1) / 2 + lo;
  }

  /**
   * The smaller half.
   *
   * @param tile a tile index
   * @return 0..6
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public static int low(int tile) {
    checkTile(tile);
    return LOW[tile];
  }

  /**
   * The larger half.
   *
   * @param tile a tile index
   * @return 0..6
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public static int high(int tile) {
    checkTile(tile);
    return HIGH[tile];
  }

  /**
   * Whether the tile is a double, a "Bò".
   *
   * @param tile a tile index
   * @return {@code true} when both halves are equal
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public static boolean isDouble(int tile) {
    checkTile(tile);
    return LOW[tile] == HIGH[tile];
  }

  /**
   * The tile's pips, the sum of its halves (0:0 is 0 here; the 13-point rule is the rules' count).
   *
   * @param tile a tile index
   * @return 0..12
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public static int pips(int tile) {
    checkTile(tile);
    return LOW[tile] + HIGH[tile];
  }

  /**
   * The pips of a set of tiles (0:0 is 0 here, as in {@link #pips(int)}).
   *
   * @param mask a set of tiles
   * @return 0..168
   */
  static int pipsOf(int mask) {
    return PIP_SUM[mask & 127] + PIP_SUM[128 + (mask >>> 7 & 127)]
        + PIP_SUM[256 + (mask >>> 14 & 127)] + PIP_SUM[384 + (mask >>> 21 & 127)];
  }

  /**
   * The {@code k}-th tile of a set in index order, counting from 0: a sampled draw from the
   * boneyard in one step. Halves the set twice by bit counts, then steps over at most seven tiles.
   *
   * @param mask a set of tiles
   * @param k 0 to {@code Integer.bitCount(mask) - 1}
   * @return the tile index
   */
  static int nth(int mask, int k) {
    int m = mask;
    int shift = 0;
    int low = Integer.bitCount(m & 0xFFFF);
    if (k >= low) {
      k -= low;
      m >>>= 16;
      shift = 16;
    }
    low = Integer.bitCount(m & 0xFF);
    if (k >= low) {
      k -= low;
      m >>>= 8;
      shift += 8;
    }
    for (; k > 0; k--) {
      m &= m - 1;
    }
    return shift + Integer.numberOfTrailingZeros(m);
  }

  /**
   * The tile in notation, larger half first.
   *
   * @param tile a tile index
   * @return text such as {@code 6:4}
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public static String text(int tile) {
    checkTile(tile);
    return TEXT[tile];
  }

  /**
   * Reads a tile written {@code a:b} in either order.
   *
   * @param text such as {@code 6:4} or {@code 4:6}
   * @return the tile index, or an {@link InvalidInput} with subject {@code tile} saying why the
   *     text is not a tile of the set
   */
  public static Either<InvalidInput, Integer> parse(String text) {
    return InvalidInput.from("tile", read(text));
  }

  /** {@link #parse(String)} with a bare message, for the parsers of this package. */
  static Either<String, Integer> read(String text) {
    if (text == null) {
      return Either.left("tile is missing");
    }
    String s = text.strip();
    if (!s.matches("\\d+:\\d+")) {
      return Either.left("'" + s + "' is not a tile: write it as two halves like 6:4");
    }
    String[] halves = s.split(":");
    int a;
    int b;
    try {
      a = Integer.parseInt(halves[0]);
      b = Integer.parseInt(halves[1]);
    } catch (NumberFormatException e) {
      return Either.left("'" + s + "' is not a tile: halves are 0 to 6");
    }
    if (a > 6 || b > 6) {
      return Either.left("there is no tile " + s + ": halves go from 0 to 6 in a double-six set");
    }
    return Either.right(of(a, b));
  }

  /**
   * Names the first character of a text that Java counts as white space ({@link String#strip()}
   * removes it) but the notation does not: anything but space, tab, line feed, carriage return,
   * form feed and vertical tab, such as U+2003, U+2028 or U+001C.
   *
   * @param text the text to check
   * @return a refusal naming the character, or null when every space is ordinary
   */
  static String oddSpace(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean plain = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B;
      if (!plain && (Character.isWhitespace(c) || Character.isSpaceChar(c))) {
        return String.format("character U+%04X at offset %d is not a space the notation reads:"
            + " separate with ordinary spaces", (int) c, i);
      }
    }
    return null;
  }

  /**
   * The tiles of a mask in notation, ascending by index, separated by spaces.
   *
   * @param mask a set of tiles
   * @return text such as {@code 1:0 4:2 6:6}, or {@code -} for the empty set
   * @throws IllegalArgumentException if the mask has a bit above tile 27
   */
  public static String setText(int mask) {
    checkMask(mask);
    if (mask == 0) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (int m = mask; m != 0; m &= m - 1) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(TEXT[Integer.numberOfTrailingZeros(m)]);
    }
    return sb.toString();
  }

  /**
   * The tiles of a mask as a list, ascending by index.
   *
   * @param mask a set of tiles
   * @return the tile indices
   * @throws IllegalArgumentException if the mask has a bit above tile 27
   */
  public static List<Integer> list(int mask) {
    checkMask(mask);
    List<Integer> out = List.empty();
    for (int m = mask; m != 0; m &= m - 1) {
      out = out.prepend(Integer.numberOfTrailingZeros(m));
    }
    return out.reverse();
  }

  /**
   * Reads a set of tiles separated by spaces ({@code -} or nothing for none), refusing a tile
   * written twice.
   *
   * @param text such as {@code 6:6 5:4 0:0}
   * @return the mask, or an {@link InvalidInput} with subject {@code tiles} naming the first bad or
   *     repeated tile
   */
  public static Either<InvalidInput, Integer> parseSet(String text) {
    return InvalidInput.from("tiles", readSet(text));
  }

  /** {@link #parseSet(String)} with a bare message, for the parsers of this package. */
  static Either<String, Integer> readSet(String text) {
    String s = text == null ? "" : text.strip();
    if (s.isEmpty() || s.equals("-")) {
      return Either.right(0);
    }
    int mask = 0;
    for (String part : s.split("\\s+")) {
      Either<String, Integer> tile = read(part);
      if (tile.isLeft()) {
        return tile;
      }
      int bit = 1 << tile.get();
      if ((mask & bit) != 0) {
        return Either.left("tile " + text(tile.get()) + " is written twice");
      }
      mask |= bit;
    }
    return Either.right(mask);
  }
}
