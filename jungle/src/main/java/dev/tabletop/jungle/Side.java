package dev.tabletop.jungle;

/**
 * The two sides of Cờ Thú. Red (Đỏ) sits at the bottom (ranks 1 to 3) and moves first; Blue (Xanh)
 * sits at the top. In the core contract Red is player 0 and Blue is player 1.
 */
public enum Side {
  /** Red (Đỏ): bottom of the board, moves first, player index 0, {@code w} in positions. */
  RED("Red", "Đỏ", 'w'),
  /** Blue (Xanh): top of the board, player index 1, {@code b} in positions. */
  BLUE("Blue", "Xanh", 'b');

  private final String title;
  private final String vietnamese;
  private final char letter;

  Side(String title, String vietnamese, char letter) {
    this.title = title;
    this.vietnamese = vietnamese;
    this.letter = letter;
  }

  /**
   * The other side.
   *
   * @return Blue for Red, Red for Blue
   */
  public Side opponent() {
    return this == RED ? BLUE : RED;
  }

  /**
   * The side's player index in the core contract.
   *
   * @return 0 for Red, 1 for Blue
   */
  public int player() {
    return ordinal();
  }

  /**
   * The side of a player index.
   *
   * @param player 0 or 1
   * @return Red for 0, Blue for 1
   * @throws IllegalArgumentException for any other index
   */
  public static Side ofPlayer(int player) {
    if (player == 0) {
      return RED;
    }
    if (player == 1) {
      return BLUE;
    }
    throw new IllegalArgumentException("Jungle has players 0 (Red) and 1 (Blue), not " + player);
  }

  /**
   * The English name used in messages.
   *
   * @return {@code Red} or {@code Blue}
   */
  public String title() {
    return title;
  }

  /**
   * The Vietnamese name.
   *
   * @return {@code Đỏ} or {@code Xanh}
   */
  public String vietnamese() {
    return vietnamese;
  }

  /**
   * The side-to-move letter of the position notation.
   *
   * @return {@code w} for Red, {@code b} for Blue
   */
  public char letter() {
    return letter;
  }
}
