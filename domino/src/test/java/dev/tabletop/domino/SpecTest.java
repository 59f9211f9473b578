package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Seq;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Variant specs: every flag reachable by text, canonical form round trips, bad input reported. */
class SpecTest {

  @Test
  void theStandardSpecListsEveryFlag() {
    assertThat(DominoRules.STANDARD.spec()).isEqualTo("domino(players=4,doubleBlankThirteen=true,"
        + "blankWild=false,draw=one,partnership=false,scoring=stakes)");
    assertThat(Domino.rules("domino").get()).isEqualTo(DominoRules.STANDARD);
    assertThat(Domino.TYPE.parse("domino()").get()).isEqualTo(DominoRules.STANDARD);
  }

  @Test
  void everyFlagIsReachableBySpec() {
    DominoRules r = Domino.rules("domino(players=3,doubleBlankThirteen=false,blankWild=true,"
        + "draw=until_playable,scoring=points)").get();
    assertThat(r).isEqualTo(new DominoRules(3, false, true, DrawRule.UNTIL_PLAYABLE, false,
        Scoring.POINTS));
    assertThat(Domino.rules("domino(draw=none,players=2)").get()).isEqualTo(DominoRules.BLOCK_TWO);
    assertThat(Domino.rules("domino(partnership=true,scoring=points)").get())
        .isEqualTo(DominoRules.PARTNERSHIP);
  }

  @Property(tries = 100)
  void specsRoundTrip(@ForAll("rules") DominoRules rules) {
    assertThat(Domino.TYPE.parse(rules.spec()).get()).isEqualTo(rules);
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<DominoRules> rules() {
    return DominoConformanceProperties.randomRules();
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    Seq<String> errors = Domino.rules("domino(players=5,blankWild=maybe,draw=twice,colour=red)")
        .getLeft().problems().map(dev.tabletop.core.Problem::message);
    assertThat(errors).containsExactlyInAnyOrder(
        "domino: players must be an integer from 2 to 4, was '5'",
        "domino: blankWild must be true or false, was 'maybe'",
        "domino: draw must be one of one, until_playable, none, was 'twice'",
        "domino: unknown key 'colour'");
  }

  @Test
  void partnershipNeedsFourPlayersAndPoints() {
    assertThat(Domino.rules("domino(players=3,partnership=true,scoring=points)").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactly("domino: partnership needs 4 players (0+2 against 1+3), was 3");
    assertThat(Domino.rules("domino(partnership=true)").getLeft().problems().map(dev.tabletop.core.Problem::message)).containsExactly(
        "domino: partnership scores the losing team's count in points: use scoring=points");
    assertThatThrownBy(() -> DominoRules.STANDARD.withPlayers(3).withScoring(Scoring.POINTS)
        .withPartnership(true).withPlayers(3)).isInstanceOf(IllegalArgumentException.class);
    assertThat(DominoRules.TWO_PLAYERS.withPartnership(true)).isEqualTo(DominoRules.PARTNERSHIP);
  }

  @Test
  void aSpecForAnotherGameIsRefused() {
    assertThat(Domino.rules("jungle(players=4)").getLeft().problems().head().message())
        .contains("spec names game 'jungle', expected 'domino'");
  }

}
