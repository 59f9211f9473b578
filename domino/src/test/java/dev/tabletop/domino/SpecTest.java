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
        + "blankWild=off,draw=one,partnership=false,scoring=stakes,ties=break,firstLead=forced)");
    assertThat(Domino.rules("domino").get()).isEqualTo(DominoRules.STANDARD);
    assertThat(Domino.TYPE.parse("domino()").get()).isEqualTo(DominoRules.STANDARD);
  }

  @Test
  void everyFlagIsReachableBySpec() {
    DominoRules r = Domino.rules("domino(players=3,doubleBlankThirteen=false,blankWild=table,"
        + "draw=until_playable,scoring=points,ties=void,firstLead=holder)").get();
    assertThat(r).isEqualTo(new DominoRules(3, false, BlankWild.TABLE, DrawRule.UNTIL_PLAYABLE,
        false, Scoring.POINTS, Ties.VOID, FirstLead.HOLDER));
    assertThat(Domino.rules("domino(blankWild=anywhere)").get().blankWild())
        .isEqualTo(BlankWild.ANYWHERE);
    assertThat(Domino.rules("domino(partnership=true)").get())
        .isEqualTo(DominoRules.PARTNERSHIP_STAKES);
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
        "domino: blankWild must be one of off, table, anywhere, was 'maybe'",
        "domino: draw must be one of one, until_playable, none, was 'twice'",
        "domino: unknown key 'colour'");
  }

  @Test
  void partnershipNeedsFourPlayers() {
    assertThat(Domino.rules("domino(players=3,partnership=true,scoring=points)").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactly("domino: partnership needs 4 players (0+2 against 1+3), was 3");
    assertThatThrownBy(() -> DominoRules.STANDARD.withPlayers(3).withScoring(Scoring.POINTS)
        .withPartnership(true).withPlayers(3)).isInstanceOf(IllegalArgumentException.class);
    assertThat(DominoRules.TWO_PLAYERS.withPartnership(true))
        .isEqualTo(DominoRules.PARTNERSHIP_STAKES);
    assertThat(DominoRules.TWO_PLAYERS.withScoring(Scoring.POINTS).withPartnership(true))
        .isEqualTo(DominoRules.PARTNERSHIP);
  }

  @Test
  void theOldBooleanBlankWildIsReadAsWhatItPlayed() {
    // Decision (README, Rules decisions): true meant a blank half in hand and a blank end were
    // both wild, which is anywhere; old records keep replaying the same game.
    assertThat(Domino.rules("domino(blankWild=true)").get().blankWild())
        .isEqualTo(BlankWild.ANYWHERE);
    assertThat(Domino.rules("domino(blankWild=false)").get()).isEqualTo(DominoRules.STANDARD);
    assertThat(Domino.rules("domino(blankWild=true)").get().spec()).contains("blankWild=anywhere");
  }

  @Test
  void aSpecForAnotherGameIsRefused() {
    assertThat(Domino.rules("jungle(players=4)").getLeft().problems().head().message())
        .contains("spec names game 'jungle', expected 'domino'");
  }


  @Test
  void theSameFactoriesAsEveryGame() {
    // Six presets, all different, each read back from its canonical spec by both entry points.
    assertThat(DominoRules.PRESETS).hasSize(6).doesNotHaveDuplicates()
        .contains(DominoRules.STANDARD, DominoRules.PARTNERSHIP_STAKES, DominoRules.BLOCK_TWO);
    for (DominoRules preset : DominoRules.PRESETS) {
      dev.tabletop.core.VariantSpec spec = dev.tabletop.core.VariantSpec.parse(preset.spec()).get();
      assertThat(Domino.rules(spec).get()).isEqualTo(preset);
      assertThat(Domino.TYPE.rules(spec).get()).isEqualTo(preset);
      assertThat(Domino.rules(preset.spec()).get()).isEqualTo(preset);
    }
    assertThat(Domino.rules(dev.tabletop.core.VariantSpec.parse("domino(players=9)").get())
        .getLeft().subject()).isEqualTo("spec");
    // A position from text through the rules, refused as an InvalidInput about the position.
    DominoState s = DominoRules.TWO_PLAYERS.initialState();
    assertThat(DominoRules.TWO_PLAYERS.position(s.toString()).get().toString()).isEqualTo(s.toString());
    assertThat(DominoRules.TWO_PLAYERS.position("6:6 | 5:5").getLeft().subject())
        .isEqualTo("position");
    assertThat(DominoRules.TWO_PLAYERS.position("6:6 | 5:5").getLeft().message())
        .startsWith("a position has four parts");
  }
}
