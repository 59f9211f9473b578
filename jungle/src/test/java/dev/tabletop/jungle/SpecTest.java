package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.Game;
import io.vavr.collection.Seq;
import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Variant specs: canonical text, round trips, and every problem reported at once. */
class SpecTest {

  @Test
  void theStandardSpecListsEveryFlagWithItsDefault() {
    assertThat(JungleRules.STANDARD.spec()).isEqualTo("jungle(repetitionLimit=5,noMoveLoses=true,"
        + "elephantTakesRat=false,dogOutranksWolf=false,ratTakesAcrossBank=false,"
        + "tigerJumpsRanks=true)");
  }

  @Test
  void absentFlagsTakeTheirDefaults() {
    assertThat(Jungle.rules("jungle").get()).isEqualTo(JungleRules.STANDARD);
    assertThat(Jungle.rules("jungle()").get()).isEqualTo(JungleRules.STANDARD);
    assertThat(Jungle.rules("jungle(repetitionLimit=3)").get())
        .isEqualTo(JungleRules.THREEFOLD);
    assertThat(Jungle.rules("jungle(dogOutranksWolf=true, noMoveLoses=false)").get())
        .isEqualTo(JungleRules.LEIDEN);
  }

  @Provide
  Arbitrary<JungleRules> anyRules() {
    return Fixtures.rules();
  }

  @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
  void specsRoundTripThroughTheGameType(@ForAll("anyRules") JungleRules rules) {
    Either<InvalidInput, JungleRules> back = Jungle.TYPE.parse(rules.spec());
    assertThat(back.get()).isEqualTo(rules);
    assertThat(back.get().hashCode()).isEqualTo(rules.hashCode());
    assertThat(rules.toString()).isEqualTo(rules.spec());
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    Either<InvalidInput, JungleRules> bad = Jungle.rules(
        "jungle(repetitionLimit=1,noMoveLoses=maybe,tigerJumpsRanks=1,speed=fast)");
    assertThat(bad.isLeft()).isTrue();
    assertThat(bad.getLeft().problems().map(dev.tabletop.core.Problem::message).toJavaList()).containsExactlyInAnyOrder(
        "jungle: repetitionLimit must be 0 (off) or at least 2, was 1",
        "jungle: noMoveLoses must be true or false, was 'maybe'",
        "jungle: tigerJumpsRanks must be true or false, was '1'",
        "jungle: unknown key 'speed'");
  }

  @Test
  void syntaxErrorsAndOtherGamesAreRefused() {
    assertThat(Jungle.rules("jungle(repetitionLimit=3").getLeft().problems().head().message())
        .contains("missing closing ')'");
    assertThat(Jungle.rules("ludo(players=4)").getLeft().problems().head().message())
        .contains("expected 'jungle'");
    assertThat(Jungle.rules("jungle(repetitionLimit=-2)").getLeft().problems().head().message())
        .contains("repetitionLimit must be an integer from 0");
  }

  @Test
  void withModifiersRejectARepetitionLimitOfOne() {
    assertThatThrownBy(() -> JungleRules.STANDARD.withRepetitionLimit(1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(JungleRules.STANDARD.withRepetitionLimit(0).repetitionLimit()).isZero();
  }

  @Test
  void presetsAreDistinctAndNamedByTheirFlags() {
    assertThat(JungleRules.PRESETS.distinct().size()).isEqualTo(JungleRules.PRESETS.size());
    assertThat(JungleRules.HOUSE.elephantTakesRat()).isTrue();
    assertThat(JungleRules.HOUSE.ratTakesAcrossBank()).isTrue();
    assertThat(JungleRules.HOUSE.tigerJumpsRanks()).isFalse();
    assertThat(JungleRules.LEIDEN.noMoveLoses()).isFalse();
    assertThat(JungleRules.LEIDEN.dogOutranksWolf()).isTrue();
  }

  @Test
  void theGameDeclaresItsShape() {
    JungleRules r = JungleRules.STANDARD;
    assertThat(r.name()).isEqualTo("jungle");
    assertThat(Jungle.TYPE.name()).isEqualTo("jungle");
    assertThat(r.playerCount()).isEqualTo(2);
    assertThat(r.hasChance()).isFalse();
    assertThat(r.perfectInformation()).isTrue();
    assertThat(r.zeroSum()).isTrue();
    assertThat(r.maxLegalMoves()).isEqualTo(32);
    assertThat(r.hiddenInformation()).isEmpty();
  }
}
