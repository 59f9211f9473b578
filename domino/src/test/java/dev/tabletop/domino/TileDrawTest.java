package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.testkit.FixedDraws;
import org.junit.jupiter.api.Test;

/**
 * {@link DominoState#sampleOutcome}: a deal or a draw takes the k-th tile of the boneyard for one
 * random number k. Its agreement with the listed outcomes on every reachable chance node is the
 * conformance kit's check; these cases work the boneyard by hand.
 */
class TileDrawTest {

  @Test
  void nthCountsTheSetsTilesInIndexOrder() {
    // Tiles 0, 5, 9, 16, 17, 24 and 27: one below each byte boundary test and one above.
    int mask = 1 | 1 << 5 | 1 << 9 | 1 << 16 | 1 << 17 | 1 << 24 | 1 << 27;
    int[] tiles = {0, 5, 9, 16, 17, 24, 27};
    for (int k = 0; k < tiles.length; k++) {
      assertThat(Tiles.nth(mask, k)).as("k = %d", k).isEqualTo(tiles[k]);
    }
    for (int k = 0; k < 28; k++) {
      assertThat(Tiles.nth(Tiles.ALL, k)).isEqualTo(k);
      assertThat(Tiles.nth(1 << k, 0)).isEqualTo(k);
    }
    // Eight tiles in one byte above two empty ones: the last step walks seven tiles.
    assertThat(Tiles.nth(0xFF << 16, 7)).isEqualTo(23);
    assertThat(Tiles.nth(0xFF << 16 | 0xF, 11)).isEqualTo(23);
  }

  @Test
  void theFirstDealtTileIsTheDrawnIndexOfTheFullSet() {
    DominoState start = DominoRules.STANDARD.initialState();
    MoveBuffer scratch = MoveBuffer.forGame(DominoRules.STANDARD);
    for (int k = 0; k < 28; k++) {
      assertThat(start.sampleOutcome(scratch, FixedDraws.of(k, 28))).isEqualTo(DominoMoves.OUTCOME + k);
    }
    // Once tile 0 is dealt, draw 0 of the 27 left is tile 1, and draw 26 still tile 27.
    DominoState next = start.apply(DominoMoves.OUTCOME);
    assertThat(next.sampleOutcome(scratch, FixedDraws.of(0, 27))).isEqualTo(DominoMoves.OUTCOME + 1);
    assertThat(next.sampleOutcome(scratch, FixedDraws.of(26, 27))).isEqualTo(DominoMoves.OUTCOME + 27);
  }

  @Test
  void aPlayersTurnIsNoDraw() {
    DominoState s = DominoRules.STANDARD.initialState();
    for (int k = 0; k < 28; k++) {
      s = s.apply(DominoMoves.OUTCOME + k);
    }
    DominoState dealt = s;
    assertThat(dealt.isChance()).isFalse();
    MoveBuffer scratch = MoveBuffer.forGame(DominoRules.STANDARD);
    assertThatThrownBy(() -> dealt.sampleOutcome(scratch, FixedDraws.of(0, 1)))
        .isInstanceOf(IllegalStateException.class).hasMessage("not a chance node");
  }
}
