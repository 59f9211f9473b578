package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The move-code layout of the docs page: "a double has flip 0 only". */
class MoveCodesTest {

  @Test
  void moveCodesEveryPlacementCodeIsAPlacementADoubleHasFlipZeroOnly() {
    // The case: 3:3 (tile 9) on the left with the high half touching.
    assertThat(DominoMoves.place(9, DominoMoves.LEFT, true)).isEqualTo(36);
    for (int t = 0; t < Tiles.COUNT; t++) {
      for (int side : new int[] {DominoMoves.LEFT, DominoMoves.RIGHT}) {
        for (boolean high : new boolean[] {false, true}) {
          int code = DominoMoves.place(t, side, high);
          assertThat(DominoMoves.isPlacement(code)).as("place(%d, %d, %b)", t, side, high).isTrue();
          assertThat(DominoMoves.tile(code)).isEqualTo(t);
          assertThat(DominoMoves.side(code)).isEqualTo(side);
          // The half asked for touches; for a double both halves are the same number.
          assertThat(DominoMoves.touching(code)).isEqualTo(high ? Tiles.high(t) : Tiles.low(t));
          assertThat(DominoMoves.outer(code)).isEqualTo(high ? Tiles.low(t) : Tiles.high(t));
        }
        boolean oneWay = DominoMoves.place(t, side, true) == DominoMoves.place(t, side, false);
        assertThat(oneWay).as("tile %s has one code a side", Tiles.text(t))
            .isEqualTo(Tiles.isDouble(t));
      }
    }
  }
}
