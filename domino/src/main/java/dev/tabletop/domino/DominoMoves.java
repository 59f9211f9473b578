package dev.tabletop.domino;

/**
 * The move-code layout, read and written only here. Codes are stable: game records depend on them.
 *
 * <pre>
 * placement   bits 2..6 tile (0..27), bit 1 side (0 left end, 1 right end),
 *             bit 0 flip (0: the tile's low half touches the end and its high half becomes the
 *             new end; 1: the high half touches). Codes 0..111. A double has flip 0 only.
 *             The lead on an empty table is side 0, flip 0: the line becomes low|high.
 * DRAW  112   draw from the boneyard (bốc bài)
 * PASS  113   pass (đứng, mất lượt)
 * chance 128 + tile: the tile dealt (to the next seat in the deal) or drawn (by the drawer)
 * </pre>
 */
public final class DominoMoves {
  /** Draw one tile from the boneyard; the outcome is a chance node. */
  public static final int DRAW = 112;
  /** Pass the turn. */
  public static final int PASS = 113;
  /** The first chance outcome code: {@code OUTCOME + tile}. */
  public static final int OUTCOME = 128;
  /** The left end of the line. */
  public static final int LEFT = 0;
  /** The right end of the line. */
  public static final int RIGHT = 1;

  /**
   * OUTER[code] for codes 0..111: the half the placement leaves as the new end, plus {@link
   * #NOT_PLACEMENT} for the codes that are no placement (a double with flip 1).
   */
  private static final byte[] OUTER = new byte[DRAW];
  private static final int NOT_PLACEMENT = 8;

  static {
    for (int code = 0; code < DRAW; code++) {
      int t = code >>> 2;
      int outer = (code & 1) == 0 ? Tiles.high(t) : Tiles.low(t);
      boolean doubleFlipped = (code & 1) == 1 && Tiles.isDouble(t);
      OUTER[code] = (byte) (doubleFlipped ? outer | NOT_PLACEMENT : outer);
    }
  }

  private DominoMoves() {}

  private static void checkPlacementCode(int code) {
    if (code < 0 || code >= DRAW) {
      throw new IllegalArgumentException("code " + code + " is not a placement code (0..111)");
    }
  }

  /**
   * A placement code. A double has one orientation (both halves are the same number), so its
   * code always has flip 0: {@code highTouches} is ignored for a double, and {@code place(9, 0,
   * true)} (3:3 on the left) is the same code as {@code place(9, 0, false)}, 36, which {@link
   * #isPlacement(int)} accepts.
   *
   * @param tile the tile index
   * @param side {@link #LEFT} or {@link #RIGHT}
   * @param highTouches whether the high half touches the end (so the low half is the new end);
   *     ignored for a double
   * @return the code, a placement
   * @throws IllegalArgumentException if the tile is not 0..27 or the side not 0 or 1
   */
  public static int place(int tile, int side, boolean highTouches) {
    Tiles.checkTile(tile);
    if (side != LEFT && side != RIGHT) {
      throw new IllegalArgumentException("side " + side + " is not LEFT (0) or RIGHT (1)");
    }
    // Flip 1 on a double would be a code no move has ("a double has flip 0 only").
    return tile << 2 | side << 1 | (highTouches && !Tiles.isDouble(tile) ? 1 : 0);
  }

  /**
   * The lead on an empty table.
   *
   * @param tile the tile index
   * @return the code
   * @throws IllegalArgumentException if the tile is not 0..27
   */
  public static int lead(int tile) {
    Tiles.checkTile(tile);
    return tile << 2;
  }

  /**
   * Whether a code is a placement (a play of a tile).
   *
   * @param code any int
   * @return {@code true} for 0..111 well formed
   */
  public static boolean isPlacement(int code) {
    return code >= 0 && code < DRAW && (OUTER[code] & NOT_PLACEMENT) == 0;
  }

  /**
   * The tile of a placement code.
   *
   * @param code a placement code
   * @return the tile index
   * @throws IllegalArgumentException if the code is not 0..111
   */
  public static int tile(int code) {
    checkPlacementCode(code);
    return code >>> 2;
  }

  /**
   * The side of a placement code.
   *
   * @param code a placement code
   * @return {@link #LEFT} or {@link #RIGHT}
   * @throws IllegalArgumentException if the code is not 0..111
   */
  public static int side(int code) {
    checkPlacementCode(code);
    return (code >>> 1) & 1;
  }

  /**
   * The half that touches the end.
   *
   * @param code a placement code
   * @return 0..6
   * @throws IllegalArgumentException if the code is not 0..111
   */
  public static int touching(int code) {
    checkPlacementCode(code);
    int t = code >>> 2;
    return (code & 1) == 0 ? Tiles.low(t) : Tiles.high(t);
  }

  /**
   * The half that becomes the new end.
   *
   * @param code a placement code
   * @return 0..6
   * @throws IllegalArgumentException if the code is not 0..111
   */
  public static int outer(int code) {
    checkPlacementCode(code);
    return OUTER[code] & 7;
  }

  /**
   * The chance outcome code of a tile.
   *
   * @param tile the tile dealt or drawn
   * @return {@code OUTCOME + tile}
   * @throws IllegalArgumentException if the tile is not 0..27
   */
  public static int outcome(int tile) {
    Tiles.checkTile(tile);
    return OUTCOME + tile;
  }
}
