package dev.tabletop.ludo;

/**
 * The geometry of the board as precomputed tables: where each seat's relative progress lies on
 * the ring, the doors, and where every cell is drawn on the 15×15 cross.
 *
 * <p>A horse's position is one small number, its <em>progress code</em>: 0 in the stable, 1 to 56
 * on the ring (its start cell is 1, its own door 56), 57 to 62 on home cells 1 to 6. The code only
 * grows as the horse goes round (except when it is kicked, or kicks back), so one number tells
 * where the horse is for its own seat.
 */
final class Track {
  /** Cells on the ring. */
  static final int RING = 56;
  /** Progress code of a horse in the stable. */
  static final int STABLE = 0;
  /** Progress code of a horse on its start cell. */
  static final int START = 1;
  /** Progress code of a horse on its own door (cửa chuồng). */
  static final int DOOR = 56;
  /** Progress code of home cell 0: home cell k is {@code HOME0 + k}. */
  static final int HOME0 = 56;
  /** Progress code of the top home cell (6). */
  static final int TOP = 62;
  /** The least progress code of a horse counted as finished (home cell 3). */
  static final int FINISHED = 59;
  /** A mask of the 56 ring bits. */
  static final long RING_MASK = (1L << RING) - 1;

  /** {@code ABS[seat * 64 + code]}: the ring cell of a progress code 1..56, else -1. */
  static final int[] ABS = new int[4 * 64];

  /**
   * {@code NEXT_DOOR[r]}: for relative progress r (0..54), the relative progress of the next door
   * cell strictly ahead. Doors sit at cells 13, 27, 41 and 55 of every seat's own count, because
   * seats are 14 cells apart.
   */
  static final int[] NEXT_DOOR = new int[RING];

  /** Grid row and column of each ring cell on the 15×15 cross. */
  static final int[] CELL_ROW = new int[RING];
  static final int[] CELL_COL = new int[RING];

  static {
    for (int seat = 0; seat < 4; seat++) {
      for (int code = 0; code < 64; code++) {
        ABS[seat * 64 + code] = code >= START && code <= DOOR ? (14 * seat + code - 1) % RING : -1;
      }
    }
    for (int r = 0; r < RING; r++) {
      NEXT_DOOR[r] = r < 13 ? 13 : r < 27 ? 27 : r < 41 ? 41 : 55;
    }
    // Walk the outline of the cross counter-clockwise from seat 0's start at the top of the north
    // arm: down, west, down, east, down, east, up, east, up, west, up, west.
    int[][] legs = {{1, 0, 6}, {0, -1, 6}, {1, 0, 2}, {0, 1, 6}, {1, 0, 6}, {0, 1, 2},
        {-1, 0, 6}, {0, 1, 6}, {-1, 0, 2}, {0, -1, 6}, {-1, 0, 6}, {0, -1, 2}};
    int row = 0;
    int col = 6;
    int cell = 0;
    for (int[] leg : legs) {
      for (int i = 0; i < leg[2]; i++) {
        CELL_ROW[cell] = row;
        CELL_COL[cell] = col;
        cell++;
        row += leg[0];
        col += leg[1];
      }
    }
  }

  private Track() {}

  /**
   * The ring cell of a progress code for a seat.
   *
   * @return 0..55, or -1 when the code is not on the ring
   */
  static int cell(int seat, int code) {
    return ABS[seat * 64 + code];
  }

  /** The progress code (1..56) of a ring cell for a seat. */
  static int codeOfCell(int seat, int cell) {
    return Math.floorMod(cell - 14 * seat, RING) + 1;
  }

  /** The grid row and column of home cell k (1..6) of a seat. */
  static int homeRow(int seat, int k) {
    switch (seat) {
      case 0:
        return k;
      case 2:
        return 14 - k;
      default:
        return 7;
    }
  }

  static int homeCol(int seat, int k) {
    switch (seat) {
      case 1:
        return k;
      case 3:
        return 14 - k;
      default:
        return 7;
    }
  }

  /**
   * A ring occupancy mask seen from a seat: bit r is the cell at relative progress r.
   *
   * @param abs bit c set for each occupied ring cell c
   * @param seat the seat looking
   * @return the rotated mask
   */
  static long relative(long abs, int seat) {
    int k = 14 * seat;
    if (k == 0) {
      return abs;
    }
    return ((abs >>> k) | (abs << (RING - k))) & RING_MASK;
  }

  /**
   * The cells strictly between relative progress {@code from} and {@code to} (from &lt; to).
   */
  static long between(int from, int to) {
    return ((1L << (to - from - 1)) - 1) << (from + 1);
  }
}
