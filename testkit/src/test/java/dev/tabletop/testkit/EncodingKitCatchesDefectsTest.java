package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.DicePokerEncoding;
import dev.tabletop.core.testgame.DicePokerEncoding.Defect;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/**
 * The encoding checks fail on a broken encoding: each defect of the test game's encoding is caught
 * with the message of the check that should catch it, and the correct encoding passes them all.
 */
class EncodingKitCatchesDefectsTest {
  /** Both dice, a bet and a call: every action and both seats' dice are seen on the way. */
  private static final List<Integer> BET_AND_CALL = List.of(3, 4, 1, 1, 0);
  private static final List<Integer> CHECK_THEN_BET = List.of(2, 5, 0, 1, 1);

  private static Encoding<DicePoker.State> encoding(Defect defect) {
    return DicePokerEncoding.of(DicePoker.Rules.STANDARD, defect);
  }

  static Stream<Arguments> defects() {
    return Stream.of(
        Arguments.of(Defect.PARTIAL_WRITE, "not written, or outside [0, 1]"),
        Arguments.of(Defect.SHARED_ACTION, "gives back move"),
        Arguments.of(Defect.BUFFER_DIFFERS, "in a direct buffer differs"),
        Arguments.of(Defect.CHANCE_HAS_ACTION, "has action 1, not NONE"));
  }

  @ParameterizedTest(name = "{0} is caught")
  @MethodSource("defects")
  void eachDefectIsCaughtAlongPlay(Defect defect, String check) {
    assertThatThrownBy(() -> EncodingConformance.checkPlay(encoding(defect), BET_AND_CALL))
        .isInstanceOf(AssertionError.class).hasMessageContaining(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(value = Defect.class, names = {"NONE", "LEAKY_OBSERVER"})
  void aLeakIsInvisibleToThePlayChecksButCaughtByTheViewCheck(Defect defect) {
    assertThatCode(() -> EncodingConformance.checkPlay(encoding(defect), BET_AND_CALL))
        .doesNotThrowAnyException();
    assertThatCode(() -> EncodingConformance.checkPlay(encoding(defect), CHECK_THEN_BET))
        .doesNotThrowAnyException();
    if (defect == Defect.NONE) {
      assertThatCode(() -> EncodingConformance.checkViews(encoding(defect), BET_AND_CALL, 7))
          .doesNotThrowAnyException();
    } else {
      assertThatThrownBy(() -> EncodingConformance.checkViews(encoding(defect), BET_AND_CALL, 7))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("observes two states with the same view differently");
    }
  }
}
