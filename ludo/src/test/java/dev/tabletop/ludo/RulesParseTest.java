package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/**
 * {@link LudoRules#parse(String)}: the rules class reads spec text beside positions, as in every
 * game, with the same answers as {@link Ludo#rules(String)}.
 */
class RulesParseTest {

  @Test
  void theRulesClassReadsSpecsAsTheGameTypeDoes() {
    for (LudoRules preset : LudoRules.PRESETS) {
      assertThat(LudoRules.parse(preset.spec()).get()).isEqualTo(preset);
    }
    assertThat(LudoRules.parse("ludo(players=2)").get()).isEqualTo(Ludo.rules("ludo(players=2)").get());
    assertThat(LudoRules.parse("ludo(players=2)").get().playerCount()).isEqualTo(2);
    for (String bad : new String[] {"ludo(players=2,colour=red)", "jungle()", "(", null}) {
      Either<InvalidInput, LudoRules> refused = LudoRules.parse(bad);
      assertThat(refused.isLeft()).as(bad).isTrue();
      assertThat(refused.getLeft().subject()).isEqualTo("spec");
      assertThat(refused).isEqualTo(Ludo.rules(bad));
    }
  }
}
