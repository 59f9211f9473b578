package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The small typed values, case by case from {@code rules/domino.md}'s definitions. */
class SmallValuesTest {

  @Test
  void blankWildJoinsAsEachRuleSays() {
    for (int half = 0; half <= 6; half++) {
      for (int end = 0; end <= 6; end++) {
        // Off: equal numbers only. Table: also anything on a blank end. Anywhere: also a blank
        // half on any end.
        assertThat(BlankWild.OFF.joins(half, end)).as("off %d on %d", half, end)
            .isEqualTo(half == end);
        assertThat(BlankWild.TABLE.joins(half, end)).as("table %d on %d", half, end)
            .isEqualTo(half == end || end == 0);
        assertThat(BlankWild.ANYWHERE.joins(half, end)).as("anywhere %d on %d", half, end)
            .isEqualTo(half == end || end == 0 || half == 0);
      }
    }
    // The cases that tell the rules apart.
    assertThat(BlankWild.OFF.joins(3, 0)).isFalse();
    assertThat(BlankWild.TABLE.joins(3, 0)).isTrue();
    assertThat(BlankWild.TABLE.joins(0, 3)).isFalse();
    assertThat(BlankWild.ANYWHERE.joins(0, 3)).isTrue();
    assertThat(BlankWild.ANYWHERE.joins(2, 5)).isFalse();
  }

  @Test
  void aTileShowsExactlyItsTwoHalves() {
    Tile t = new Tile(2, 5);
    for (int n = 0; n <= 6; n++) {
      assertThat(t.has(n)).as("2:5 has %d", n).isEqualTo(n == 2 || n == 5);
    }
    assertThat(new Tile(0, 0).has(0)).isTrue();
    assertThat(new Tile(0, 0).has(1)).isFalse();
  }

  @Test
  void tileHalvesAreCheckedAtTheirBounds() {
    // 0 and 6 are the bounds of a double-six set; low may equal high (a double).
    assertThat(new Tile(0, 6).low()).isZero();
    assertThat(new Tile(6, 6).high()).isEqualTo(6);
    assertThat(new Tile(0, 0).high()).isZero();
    assertThatThrownBy(() -> new Tile(-1, 3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no tile with halves -1 and 3");
    assertThatThrownBy(() -> new Tile(2, 7)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Tile(4, 3)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSetReadsInIndexOrder() {
    assertThat(Tiles.setText(0)).isEqualTo("-");
    int set = 1 << Tiles.of(0, 1) | 1 << Tiles.of(2, 4) | 1 << Tiles.of(6, 6);
    assertThat(Tiles.setText(set)).isEqualTo("1:0 4:2 6:6");
  }
}
