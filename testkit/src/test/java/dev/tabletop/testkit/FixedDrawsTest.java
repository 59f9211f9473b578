package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class FixedDrawsTest {

  @Test
  void returnsItsDrawForTheExpectedBoundOnly() {
    RandomGenerator third = FixedDraws.of(2, 6);
    assertThat(third.nextInt(6)).isEqualTo(2);
    assertThat(third.nextInt(6)).isEqualTo(2);
    assertThatThrownBy(() -> third.nextInt(36)).isInstanceOf(AssertionError.class)
        .hasMessage("drew below 36, expected below 6");
    assertThatThrownBy(third::nextLong).isInstanceOf(AssertionError.class)
        .hasMessage("only nextInt(6) is expected");
  }

  @Test
  void refusesADrawOutsideItsBound() {
    assertThatThrownBy(() -> FixedDraws.of(6, 6)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a draw below 6 cannot be 6");
    assertThatThrownBy(() -> FixedDraws.of(-1, 6)).isInstanceOf(IllegalArgumentException.class);
    assertThat(FixedDraws.of(0, 1).nextInt(1)).isZero();
  }
}
