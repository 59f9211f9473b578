package dev.tabletop.jungle;

/**
 * Precomputed move tables for the generator: the orthogonal neighbours of every square, and the
 * Lion's and Tiger's jumps across the lakes with the water squares each jump crosses.
 */
final class Tables {
  /** The up to four orthogonal neighbours of each square. */
  static final long[] STEP = new long[Squares.COUNT];
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
