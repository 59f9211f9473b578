package dev.tabletop.jungle;

/**
 * Precomputed move tables for the generator, all in one place: the orthogonal neighbours of every
 * square, and the Lion's and Tiger's jumps across the lakes with the water squares each jump
 * crosses.
 */
final class Tables {
  /** The up to four orthogonal neighbours of each square. */
  static final long[] STEP = new long[Squares.COUNT];
  /**
   * The two jumps of each square as masks, for the branch-free generator: {@code JUMP_A[sq]} is
   * the landing square's bit (0 when there is no jump) and {@code PATH_A[sq]} the water it
   * crosses; likewise {@code JUMP_B}, {@code PATH_B} for the second. A square with two jumps
   * (d4, d5, d6) has both along its rank; no square has a jump along a file and one along a rank.
   */
  static final long[] JUMP_A = new long[Squares.COUNT];
  static final long[] PATH_A = new long[Squares.COUNT];
  static final long[] JUMP_B = new long[Squares.COUNT];
  static final long[] PATH_B = new long[Squares.COUNT];
  /**
   * The landing squares of the jumps along a file (b3, c3, e3, f3, b7, c7, e7, f7). Those of the
   * jumps along a rank (files a, d and g, ranks 4 to 6) are disjoint from them, so "may the Tiger
   * jump along a rank" becomes a mask on the landing square.
   */
  static final long FILE_JUMP_LANDINGS;
  /**
   * The jumps from each square, two slots a square: {@code JUMP_TO[2 * sq + k]} is the landing
   * square or -1; {@code JUMP_PATH} the water squares crossed; {@code JUMP_ALONG_RANK} whether the
   * jump runs along a rank (which the Tiger may be forbidden).
   */
  static final int[] JUMP_TO = new int[2 * Squares.COUNT];
  static final long[] JUMP_PATH = new long[2 * Squares.COUNT];
  static final boolean[] JUMP_ALONG_RANK = new boolean[2 * Squares.COUNT];
  /** Every square that some jump lands on or starts from. */
  static final long JUMP_BANKS;

  private Tables() {}

  static {
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      int f = Squares.file(sq);
      int r = Squares.rank(sq);
      long m = 0;
      if (f > 0) {
        m |= 1L << (sq - 1);
      }
      if (f < Squares.FILES - 1) {
        m |= 1L << (sq + 1);
      }
      if (r > 0) {
        m |= 1L << (sq - Squares.FILES);
      }
      if (r < Squares.RANKS - 1) {
        m |= 1L << (sq + Squares.FILES);
      }
      STEP[sq] = m;
      JUMP_TO[2 * sq] = -1;
      JUMP_TO[2 * sq + 1] = -1;
    }
    long banks = 0;
    // A jump starts on land next to water and runs straight over water only, to the first land
    // square beyond; that describes both lakes in both directions without listing them.
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      if (Squares.isWater(sq)) {
        continue;
      }
      for (int[] d : dirs) {
        int f = Squares.file(sq) + d[0];
        int r = Squares.rank(sq) + d[1];
        long path = 0;
        while (f >= 0 && f < Squares.FILES && r >= 0 && r < Squares.RANKS
            && Squares.isWater(Squares.of(f, r))) {
          path |= 1L << Squares.of(f, r);
          f += d[0];
          r += d[1];
        }
        if (path == 0 || f < 0 || f >= Squares.FILES || r < 0 || r >= Squares.RANKS) {
          continue;
        }
        int slot = JUMP_TO[2 * sq] < 0 ? 2 * sq : 2 * sq + 1;
        if (JUMP_TO[slot] >= 0) {
          throw new AssertionError("more than two jumps from " + Squares.name(sq));
        }
        JUMP_TO[slot] = Squares.of(f, r);
        JUMP_PATH[slot] = path;
        JUMP_ALONG_RANK[slot] = d[1] == 0;
        banks |= 1L << sq;
      }
    }
    JUMP_BANKS = banks;
    long fileLandings = 0;
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      for (int k = 2 * sq; k < 2 * sq + 2; k++) {
        if (JUMP_TO[k] < 0) {
          continue;
        }
        long landing = 1L << JUMP_TO[k];
        if (k == 2 * sq) {
          JUMP_A[sq] = landing;
          PATH_A[sq] = JUMP_PATH[k];
        } else {
          JUMP_B[sq] = landing;
          PATH_B[sq] = JUMP_PATH[k];
        }
        if (!JUMP_ALONG_RANK[k]) {
          fileLandings |= landing;
        }
      }
    }
    FILE_JUMP_LANDINGS = fileLandings;
  }

  /**
   * Where the jumps of a piece type may land under some rules: anywhere for the Lion, for the
   * Tiger anywhere or only at the ends of jumps along files, nowhere for the others.
   *
   * @return eight masks, by piece type
   */
  static long[] jumpLandings(boolean tigerJumpsRanks) {
    long[] landings = new long[8];
    landings[Piece.LION.ordinal()] = Squares.BOARD;
    landings[Piece.TIGER.ordinal()] = tigerJumpsRanks ? Squares.BOARD : FILE_JUMP_LANDINGS;
    return landings;
  }

  /**
   * The jump slot from one square to another.
   *
   * @return the slot index into the jump arrays, or -1 when no jump joins them
   */
  static int jumpSlot(int from, int to) {
    if (!Squares.isSquare(from)) {
      return -1;
    }
    for (int k = 2 * from; k < 2 * from + 2; k++) {
      if (JUMP_TO[k] == to) {
        return k;
      }
    }
    return -1;
  }
}
