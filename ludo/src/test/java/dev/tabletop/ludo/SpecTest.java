package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Variant specs, presets, the {@code with…} modifiers and game records. */
class SpecTest {

  @Test
  void theDefaultSpecListsEveryFlag() {
    assertThat(LudoRules.STANDARD.spec()).isEqualTo("ludo(players=4,seats={0,1,2,3},"
        + "entryFaces={6},bonusFaces={6},ownPiecesBlock=true,kickBack=false,oneRollJump=false,"
        + "voluntaryPass=false,dice=1,diceUse=one,doublesEnter=false,entryPair=false,"
        + "doublesBonus=false,turnOrder=ascending,playUntil=all)");
    assertThat(Ludo.rules("ludo").get()).isEqualTo(LudoRules.STANDARD);
    assertThat(Ludo.rules("ludo()").get()).isEqualTo(LudoRules.STANDARD);
  }

  @Test
  void presetsFollowTheSeeds() {
    assertThat(LudoRules.BEGINNERS.spec()).isEqualTo("ludo(players=4,seats={0,1,2,3},"
        + "entryFaces={6},bonusFaces={6},ownPiecesBlock=false,kickBack=false,oneRollJump=true,"
        + "voluntaryPass=true,dice=1,diceUse=one,doublesEnter=false,entryPair=false,"
        + "doublesBonus=false,turnOrder=ascending,playUntil=all)");
    assertThat(LudoRules.TWO_DICE.spec()).isEqualTo("ludo(players=4,seats={0,1,2,3},"
        + "entryFaces={1,6},bonusFaces={1,6},ownPiecesBlock=true,kickBack=false,"
        + "oneRollJump=false,voluntaryPass=false,dice=2,diceUse=sum,doublesEnter=false,"
        + "entryPair=false,doublesBonus=false,turnOrder=ascending,playUntil=all)");
    assertThat(LudoRules.HOUSE).isEqualTo(Ludo.rules("ludo(ownPiecesBlock=false,kickBack=true,"
        + "oneRollJump=true,voluntaryPass=true)").get());
  }

  @Test
  void everyNewFlagIsReachableBySpecAndRoundTrips() {
    LudoRules r = Ludo.rules("ludo(dice=2,diceUse=each,doublesEnter=true,doublesBonus=true,"
        + "turnOrder=descending)").get();
    assertThat(r.diceUse()).isEqualTo(DiceUse.EACH);
    assertThat(r.doublesEnter()).isTrue();
    assertThat(r.doublesBonus()).isTrue();
    assertThat(r.turnOrder()).isEqualTo(TurnOrder.DESCENDING);
    assertThat(Ludo.rules(r.spec()).get()).isEqualTo(r);
    assertThat(r).isEqualTo(LudoRules.STANDARD.withDice(2).withDiceUse(DiceUse.EACH)
        .withDoublesEnter(true).withDoublesBonus(true).withTurnOrder(TurnOrder.DESCENDING));
    LudoRules pair = Ludo.rules("ludo(dice=2,entryPair=true)").get();
    assertThat(pair.entryPair()).isTrue();
    assertThat(pair.spec()).contains("entryFaces={}").contains("entryPair=true");
    assertThat(Ludo.rules(pair.spec()).get()).isEqualTo(pair);
    assertThat(Ludo.rules("ludo(dice=2,diceUse=sum)").get().diceUse()).isEqualTo(DiceUse.SUM);
  }

  @Test
  void theTwoDiceFlagsNeedTwoDiceAndEntryPairTakesNoFaces() {
    assertThat(Ludo.rules("ludo(diceUse=each,doublesBonus=true)").getLeft().problems().map(dev.tabletop.core.Problem::message)).containsExactly(
        "ludo: diceUse=each applies only to two dice (dice=2)",
        "ludo: doublesBonus=true applies only to two dice (dice=2)");
    assertThat(Ludo.rules("ludo(dice=2,entryPair=true,entryFaces={1,6})").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactly("ludo: entryFaces {1,6} has no effect with entryPair=true (the pair"
            + " alone decides): write entryFaces={}");
    assertThat(Ludo.rules("ludo(dice=2,entryPair=true,doublesEnter=true)").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactly("ludo: doublesEnter has no effect with entryPair=true (every double"
            + " already enters)");
    assertThat(Ludo.rules("ludo(dice=2,diceUse=both,turnOrder=left)").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactlyInAnyOrder("ludo: diceUse must be one of one, sum, each, was 'both'",
            "ludo: turnOrder must be one of ascending, descending, was 'left'");
    assertThatThrownBy(() -> LudoRules.STANDARD.withDiceUse(DiceUse.EACH))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dice=2");
    assertThatThrownBy(() -> LudoRules.STANDARD.withDice(2).withEntryPair(true).withEntryFaces(6))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("entryPair");
    // Going back to one die puts the two-dice flags back to their defaults.
    assertThat(LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH).withDoublesBonus(true).withDice(1))
        .isEqualTo(LudoRules.STANDARD.withEntryFaces(1, 6).withBonusFaces(1, 6));
    assertThat(LudoRules.STANDARD.withDice(2).withEntryPair(true).withDice(1))
        .isEqualTo(LudoRules.STANDARD);
  }

  @Test
  void everySpecParsesBackToEqualRules() {
    for (LudoRules r : Presets.all()) {
      assertThat(Ludo.rules(r.spec()).get()).isEqualTo(r);
      assertThat(Ludo.TYPE.parse(r.spec()).get()).isEqualTo(r);
    }
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 200; i++) {
      LudoRules r = RandomRules.random(random);
      assertThat(Ludo.rules(r.spec()).get()).isEqualTo(r);
      assertThat(Ludo.rules(r.spec()).get().hashCode()).isEqualTo(r.hashCode());
    }
  }

  @Test
  void seatsAndPlayersCombine() {
    assertThat(Ludo.rules("ludo(players=2)").get().seats()).containsExactly(0, 2);
    assertThat(Ludo.rules("ludo(players=3)").get().seats()).containsExactly(0, 1, 2);
    assertThat(Ludo.rules("ludo(seats={1,2,3})").get().playerCount()).isEqualTo(3);
    assertThat(Ludo.rules("ludo(players=2,seats={0,1})").get().seats()).containsExactly(0, 1);
    assertThat(Ludo.rules("ludo(players=3,seats={0,1})").getLeft().problems().map(dev.tabletop.core.Problem::message))
        .containsExactly("ludo: seats {0,1} names 2 seats but players=3");
    assertThat(Ludo.rules("ludo(seats={2})").getLeft().message())
        .contains("names fewer than 2 seats");
    assertThat(Ludo.rules("ludo(players=2,seats={1})").getLeft().problems().map(dev.tabletop.core.Problem::message)).containsExactly(
        "ludo: seats {1} names fewer than 2 seats", "ludo: seats {1} names 1 seat but players=2");
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    Either<dev.tabletop.core.InvalidInput, LudoRules> v = Ludo.rules(
        "ludo(players=5,dice=3,kickBack=yes,entryFaces={7},colour=red,playUntil=never)");
    assertThat(v.isLeft()).isTrue();
    assertThat(v.getLeft().problems().map(dev.tabletop.core.Problem::message)).containsExactlyInAnyOrder(
        "ludo: players must be an integer from 2 to 4, was '5'",
        "ludo: entryFaces must be a set like {1,6} of integers from 1 to 6, was '{7}'",
        "ludo: kickBack must be true or false, was 'yes'",
        "ludo: dice must be an integer from 1 to 2, was '3'",
        "ludo: playUntil must be one of all, first, was 'never'",
        "ludo: unknown key 'colour'");
    assertThat(Ludo.rules("jungle()").getLeft().problems().head().message()).contains("expected 'ludo'");
    assertThat(Ludo.rules("ludo(").getLeft().problems().head().message()).contains("missing closing ')'");
  }

  @Test
  void combinationsThatCouldNeverEndAreRefused() {
    assertThat(Ludo.rules("ludo(entryFaces={})").getLeft().message())
        .contains("no horse could ever enter");
    assertThat(Ludo.rules("ludo(dice=2,entryFaces={})").getLeft().message())
        .contains("no horse could ever enter");
    assertThat(Ludo.rules("ludo(dice=2,entryFaces={},doublesEnter=true)").isRight())
        .as("doubles still enter").isTrue();
    assertThat(Ludo.rules("ludo(dice=2,entryFaces={},entryPair=true)").isRight()).isTrue();
    assertThat(Ludo.rules("ludo(bonusFaces={1,2,3,4,5,6})").getLeft().message())
        .contains("a turn could never end");
    assertThat(Ludo.rules("ludo(dice=2,bonusFaces={1,2,3,4,5,6})").getLeft().message())
        .contains("every roll would be a bonus roll");
    assertThat(Ludo.rules("ludo(dice=2,bonusFaces={1,2,3,4,5})").isRight())
        .as("6,6 ends the turn").isTrue();
    assertThat(Ludo.rules("ludo(dice=2,bonusFaces={1,2,3,4,5},doublesBonus=true)").getLeft().message()).contains("every roll would be a bonus roll");
    assertThat(Ludo.rules("ludo(dice=2,bonusFaces={1,2,3,4},doublesBonus=true)").isRight())
        .isTrue();
    assertThatThrownBy(() -> LudoRules.STANDARD.withEntryFaces())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LudoRules.STANDARD.withDice(3))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LudoRules.STANDARD.withSeats(0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LudoRules.STANDARD.withPlayers(5))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LudoRules.STANDARD.withBonusFaces(7))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void withModifiersChangeOneFlag() {
    LudoRules r = LudoRules.STANDARD.withKickBack(true);
    assertThat(r.kickBack()).isTrue();
    assertThat(r.spec()).isEqualTo(LudoRules.STANDARD.spec().replace("kickBack=false",
        "kickBack=true"));
    assertThat(LudoRules.STANDARD.withPlayUntil(PlayUntil.FIRST).spec())
        .endsWith("playUntil=first)");
    assertThat(LudoRules.STANDARD.withVoluntaryPass(true).voluntaryPass()).isTrue();
    assertThat(LudoRules.STANDARD.withOneRollJump(true).oneRollJump()).isTrue();
    assertThat(LudoRules.STANDARD.withOwnPiecesBlock(false).ownPiecesBlock()).isFalse();
    assertThat(LudoRules.TWO_DICE.dice()).isEqualTo(2);
    assertThat(LudoRules.TWO_DICE.entryFaces()).containsExactly(1, 6);
    assertThat(LudoRules.TWO_DICE.bonusFaces()).containsExactly(1, 6);
    assertThat(LudoRules.STANDARD.withKickBack(true)).isNotEqualTo(LudoRules.STANDARD);
  }

  @Test
  void aWholeGameRecordRoundTripsAndReplays() {
    for (LudoRules rules : Presets.all()) {
      SplittableRandom random = new SplittableRandom(rules.spec().hashCode());
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      GameHistory<LudoState> history = GameHistory.start(rules);
      while (!history.isOver()) {
        history = history.playUnchecked(Chance.randomMove(history.state(), buffer, random));
      }
      GameRecord record = GameRecord.parse(history.record().toText()).get();
      GameHistory<LudoState> replayed = record.replay(Ludo.TYPE).get();
      assertThat(replayed.state()).isEqualTo(history.state());
      assertThat(replayed.state().isTerminal()).isEqualTo(history.isOver());
      assertThat(replayed.state().places()).isEqualTo(history.state().places());
    }
  }

  @Test
  void aRecordWithAnIllegalMoveSaysWhereAndWhy() {
    GameRecord record = GameRecord.of(LudoRules.STANDARD.spec()).append(3).append(4);
    assertThat(record.replay(Ludo.TYPE).getLeft().toString()).isEqualTo(
        "ply 2, code 4: the roll 3 does not bring a horse out (entry faces {6})"
            .replace("the roll 3", "a roll of 3"));
  }
}
