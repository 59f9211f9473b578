package dev.tabletop.jungle;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * The 63 squares of the 7 × 9 board and their terrain, as indexes and bitboards.
 *
 * <p>A square's index is {@code rank * 7 + file} with files a..g as 0..6 and ranks 1..9 as 0..8,
 * so a1 is 0, g1 is 6, a2 is 7 and g9 is 62. A bitboard is a {@code long} whose bit {@code i} stands
 * for square {@code i}; bit 63 is never used.
 *
 * <p>Terrain: the two lakes (sông) b4 c4 b5 c5 b6 c6 and e4 f4 e5 f5 e6 f6; Red's traps (bẫy) c1
 * e1 d2 and den (hang) d1; Blue's traps c9 e9 d8 and den d9.
 */
public final class Squares {
  /** The number of squares. */
  public static final int COUNT = 63;
  /** The number of files (a..g). */
  public static final int FILES = 7;
  /** The number of ranks (1..9). */
  public static final int RANKS = 9;

  /** Every square of the board. */
  public static final long BOARD = (1L << COUNT) - 1;
  /** The twelve water squares. */
  public static final long WATER = mask("b4", "c4", "b5", "c5", "b6", "c6",
      "e4", "f4", "e5", "f5", "e6", "f6");
  /** Red's traps: c1, e1, d2. */
  public static final long RED_TRAPS = mask("c1", "e1", "d2");
  /** Blue's traps: c9, e9, d8. */
  public static final long BLUE_TRAPS = mask("c9", "e9", "d8");
  /** Red's den, d1. */
  public static final int RED_DEN = 3;
  /** Blue's den, d9. */
  public static final int BLUE_DEN = 59;

  private Squares() {}

  /**
   * The index of a square.
   *
   * @param file 0 (a) to 6 (g)
   * @param rank 0 (rank 1) to 8 (rank 9)
   * @return {@code rank * 7 + file}
   * @throws IllegalArgumentException naming {@code file} or {@code rank} when it is off the board
   */
  public static int of(int file, int rank) {
    if (file < 0 || file >= FILES) {
      throw new IllegalArgumentException("file must be 0 (a) to 6 (g), was " + file);
    }
    if (rank < 0 || rank >= RANKS) {
      throw new IllegalArgumentException("rank must be 0 (rank 1) to 8 (rank 9), was " + rank);
    }
    return rank * FILES + file;
  }

  /**
   * A square's file.
   *
   * @param square 0 to 62
   * @return 0 (a) to 6 (g)
   * @throws IllegalArgumentException if the index is not a square
   */
  public static int file(int square) {
    return checkSquare(square) % FILES;
  }

  /**
   * A square's rank, counted from 0.
   *
   * @param square 0 to 62
   * @return 0 (rank 1) to 8 (rank 9)
   * @throws IllegalArgumentException if the index is not a square
   */
  public static int rank(int square) {
    return checkSquare(square) / FILES;
  }

  /** The square, when it is one; the refusal every helper here gives otherwise. */
  static int checkSquare(int square) {
    if (!isSquare(square)) {
      throw new IllegalArgumentException("square must be 0 to 62, was " + square);
    }
    return square;
  }

  /**
   * Whether an int is a square index.
   *
   * @param square any int
   * @return {@code true} for 0 to 62
   */
  public static boolean isSquare(int square) {
    return square >= 0 && square < COUNT;
  }

  /**
   * A square's name.
   *
   * @param square 0 to 62
   * @return such as {@code a3}
   * @throws IllegalArgumentException if the index is not a square
   */
  public static String name(int square) {
    checkSquare(square);
    return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
  }

  /**
   * Reads a square's name.
   *
   * @param text such as {@code d5}
   * @return the index, or why the text is not a square
   */
  public static Either<InvalidInput, Integer> parse(String text) {
    return InvalidInput.from("square", read(text));
  }

  /** The square a name names, or why the text is not one: the step {@link #parse} wraps. */
  static Either<String, Integer> read(String text) {
    if (text == null || text.length() != 2) {
      return Either.left("'" + text + "' is not a square: expected a file a-g and a rank 1-9, like d5");
    }
    char f = text.charAt(0);
    char r = text.charAt(1);
    if (f < 'a' || f > 'g') {
      return Either.left("'" + text + "' is not a square: the file must be a to g");
    }
    if (r < '1' || r > '9') {
      return Either.left("'" + text + "' is not a square: the rank must be 1 to 9");
    }
    return Either.right(of(f - 'a', r - '1'));
  }

  /**
   * Whether a square is water (only the Rat may stand there).
   *
   * @param square 0 to 62
   * @return {@code true} for the twelve lake squares
   */
  public static boolean isWater(int square) {
    return isSquare(square) && (WATER >>> square & 1) != 0;
  }

  /**
   * The traps a side owns: an enemy piece on one of them may be taken by any piece of that side.
   *
   * @param side the owner
   * @return {@link #RED_TRAPS} or {@link #BLUE_TRAPS}
   */
  public static long traps(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.RED ? RED_TRAPS : BLUE_TRAPS;
  }

  /**
   * A side's own den, which its pieces may not enter and the enemy wins by entering.
   *
   * @param side the owner
   * @return d1 for Red, d9 for Blue
   */
  public static int den(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.RED ? RED_DEN : BLUE_DEN;
  }

  /**
   * Where a jump from a square lands: the Lion (and the Tiger) jumps from a lake bank straight
   * over the water to the first land square beyond, unless a Rat swims in the way. A square has
   * at most two jumps, in slots 0 and 1 (d4, d5 and d6 have two, along their rank both ways).
   *
   * @param square 0 to 62
   * @param slot 0 or 1
   * @return the landing square, or -1 when the square has no jump in that slot
   * @throws IllegalArgumentException if the square is off the board or the slot not 0 or 1
   */
  public static int jumpLanding(int square, int slot) {
    return Tables.JUMP_TO[jumpSlot(square, slot)];
  }

  /**
   * The water a jump crosses: a Rat of either side on any of these squares blocks it.
   *
   * @param square 0 to 62
   * @param slot 0 or 1
   * @return the squares as a mask, 0 when the square has no jump in that slot
   * @throws IllegalArgumentException if the square is off the board or the slot not 0 or 1
   */
  public static long jumpWater(int square, int slot) {
    return Tables.JUMP_PATH[jumpSlot(square, slot)];
  }

  /**
   * Whether a jump runs along a rank (across a lake sideways), which the Tiger may not make under
   * {@code tigerJumpsRanks=false}.
   *
   * @param square 0 to 62
   * @param slot 0 or 1
   * @return {@code true} for a jump along a rank, {@code false} along a file or for no jump
   * @throws IllegalArgumentException if the square is off the board or the slot not 0 or 1
   */
  public static boolean jumpsAlongRank(int square, int slot) {
    return Tables.JUMP_ALONG_RANK[jumpSlot(square, slot)];
  }

  private static int jumpSlot(int square, int slot) {
    if (!isSquare(square) || (slot & ~1) != 0) {
      throw new IllegalArgumentException("no jump slot " + slot + " of square " + square
          + ": squares are 0 to 62, slots 0 and 1");
    }
    return 2 * square + slot;
  }

  private static long mask(String... names) {
    long m = 0;
    for (String n : names) {
      m |= 1L << parse(n).get();
    }
    return m;
  }
}
