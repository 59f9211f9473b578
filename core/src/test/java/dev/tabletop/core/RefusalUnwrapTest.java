package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

class RefusalUnwrapTest {

  @Test
  void aRightUnwrapsToItsValueEitherWay() {
    Either<InvalidInput, VariantSpec> spec = VariantSpec.parse("jungle(repetitionLimit=3)");
    assertThat(Refusal.orThrow(spec)).isEqualTo(spec.get());
    assertThat(spec.getOrElseThrow(Refusal::exception)).isEqualTo(spec.get());
  }

  @Test
  void aLeftIsThrownWithItsOwnMessageAndCarriesTheRefusal() {
    Either<InvalidInput, VariantSpec> spec = VariantSpec.parse("jungle(repetitionLimit=");
    InvalidInput refusal = spec.getLeft();
    assertThat(refusal.message()).isNotBlank();
    assertThatThrownBy(() -> Refusal.orThrow(spec))
        .isInstanceOf(RefusedException.class)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(refusal.message())
        .satisfies(e -> assertThat(((RefusedException) e).refusal()).isSameAs(refusal));
    assertThatThrownBy(() -> spec.getOrElseThrow(Refusal::exception))
        .isInstanceOf(RefusedException.class)
        .hasMessage(refusal.message());
  }

  @Test
  void anIllegalMoveSaysWhyWhenUnwrapped() {
    IllegalMove move = IllegalMove.unreadable("z9z9", "'z9' is not a square");
    Either<IllegalMove, Integer> result = Either.left(move);
    assertThatThrownBy(() -> Refusal.orThrow(result)).hasMessage(move.message());
    assertThat(move.exception().refusal()).isEqualTo(move);
  }
}
