package dev.tabletop.ludo;

/**
 * A square of the 15×15 cross the board is laid on, as {@link LudoState#board()} draws it: row 0
 * at the top (seat 0's arm, where ring cell 0 is), column 0 at the left. A user interface that
 * draws its own board places ring cells ({@link LudoRules#ringSquare(int)}) and home cells
 * ({@link LudoRules#homeSquare(int, int)}) with it.
 *
 * @param row 0..14, top to bottom
 * @param col 0..14, left to right
 */
public record GridSquare(int row, int col) {
  /**
   * Checks the square is on the 15×15 grid.
   *
   * @throws IllegalArgumentException if {@code row} or {@code col} is not 0..14
   */
  public GridSquare {
    if (row < 0 || row > 14) {
      throw new IllegalArgumentException("row must be 0..14, was " + row);
    }
    if (col < 0 || col > 14) {
      throw new IllegalArgumentException("col must be 0..14, was " + col);
    }
  }
}
