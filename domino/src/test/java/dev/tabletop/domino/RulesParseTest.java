package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/**
 * {@link DominoRules#parse(String)}: the rules class reads spec text beside positions, as in every
 * game, with the same answers as {@link Domino#rules(String)}.
 */
class RulesParseTest {

  @Test
  void theRulesClassReadsSpecsAsTheGameTypeDoes() {
    for (DominoRules preset : DominoRules.PRESETS) {
      assertThat(DominoRules.parse(preset.spec()).get()).isEqualTo(preset);
    }
    assertThat(DominoRules.parse("domino(players=2)").get()).isEqualTo(Domino.rules("domino(players=2)").get());
    assertThat(DominoRules.parse("domino(players=2)").get().playerCount()).isEqualTo(2);
    for (String bad : new String[] {"domino(players=2,colour=red)", "jungle()", "(", null}) {
      Either<InvalidInput, DominoRules> refused = DominoRules.parse(bad);
      assertThat(refused.isLeft()).as(bad).isTrue();
      assertThat(refused.getLeft().subject()).isEqualTo("spec");
      assertThat(refused).isEqualTo(Domino.rules(bad));
    }
  }
}
