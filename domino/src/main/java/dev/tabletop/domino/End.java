package dev.tabletop.domino;

/** An end of the line (đầu dây) a tile is played on. */
public enum End {
  /** The left end, placement side {@link DominoMoves#LEFT}. */
  LEFT,
  /** The right end, placement side {@link DominoMoves#RIGHT}. */
  RIGHT;

  /**
   * The end of a placement side.
   *
   * @param side {@link DominoMoves#LEFT} or {@link DominoMoves#RIGHT}
   * @return the end
   */
  static End ofSide(int side) {
    return side == DominoMoves.LEFT ? LEFT : RIGHT;
  }

  /**
   * The word in move text.
   *
   * @return {@code left} or {@code right}
   */
  public String word() {
    return this == LEFT ? "left" : "right";
  }
}
