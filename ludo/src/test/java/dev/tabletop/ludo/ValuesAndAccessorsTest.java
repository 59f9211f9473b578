package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.pos;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules compared flag by flag, and the readers of a position: what each says where a horse stands,
 * and the clear refusal of a player or horse that does not exist.
 */
class ValuesAndAccessorsTest {
  private static final LudoRules STD = LudoRules.STANDARD;
  private static final LudoRules TWO = STD.withDice(2);

  @Test
  void rulesDifferingInOneFlagAreDifferentRules() {
    List<LudoRules> one = List.of(STD.withPlayers(3), STD.withEntryFaces(1, 6),
        STD.withBonusFaces(5), STD.withOwnPiecesBlock(false), STD.withKickBack(true),
        STD.withOneRollJump(true), STD.withVoluntaryPass(true), TWO,
        STD.withTurnOrder(TurnOrder.DESCENDING), STD.withPlayUntil(PlayUntil.FIRST));
    for (LudoRules r : one) {
      assertThat(r).as(r.spec()).isNotEqualTo(STD);
      assertThat(STD).as(r.spec()).isNotEqualTo(r);
      assertThat(r).isEqualTo(Ludo.rules(r.spec()).get());
    }
    List<LudoRules> two = List.of(TWO.withDiceUse(DiceUse.SUM), TWO.withDiceUse(DiceUse.EACH),
        TWO.withDoublesEnter(true), TWO.withEntryPair(true), TWO.withDoublesBonus(true));
    for (LudoRules r : two) {
      assertThat(r).as(r.spec()).isNotEqualTo(TWO);
      assertThat(r).isEqualTo(Ludo.rules(r.spec()).get());
      assertThat(r.hashCode()).isEqualTo(Ludo.rules(r.spec()).get().hashCode());
    }
    assertThat(STD).isNotEqualTo("ludo").isNotEqualTo(null).isEqualTo(STD);
    assertThat(STD.withSeats(0, 1)).isNotEqualTo(STD.withSeats(0, 2));
    assertThat(STD.name()).isEqualTo("ludo");
    assertThat(STD.toString()).isEqualTo(STD.spec());
    assertThat(STD.hasChance()).isTrue();
    assertThat(STD.perfectInformation()).isTrue();
    assertThat(STD.zeroSum()).isTrue();
    assertThat(STD.maxLegalMoves()).isEqualTo(32);
  }

  @Test
  void aStateIsEqualOnlyUnderEqualRules() {
    String text = "10,s,s,s/s,s,s,s 0 - -";
    LudoState a = pos(STD.withPlayers(2), text);
    LudoState b = pos(STD.withPlayers(2).withKickBack(true), text);
    assertThat(a).isNotEqualTo(b).isNotEqualTo(text).isEqualTo(pos(STD.withPlayers(2), text));
    assertThat(a.hashCode()).isEqualTo(pos(STD.withPlayers(2), text).hashCode());
    assertThat(a.game()).isSameAs(a.rules());
  }

  @Test
  void theReadersSayWhereEachHorseStands() {
    LudoState s = pos(STD, "s,10,55,h3/20,s,s,s/s,s,s,s/s,s,s,s 1 - -");
    assertThat(s.inStable(0, 0)).isTrue();
    assertThat(s.inStable(0, 1)).isFalse();
    assertThat(new int[] {s.ringCell(0, 0), s.ringCell(0, 1), s.ringCell(0, 2), s.ringCell(0, 3)})
        .containsExactly(-1, 10, 55, -1);
    assertThat(new int[] {s.homeCell(0, 0), s.homeCell(0, 1), s.homeCell(0, 2), s.homeCell(0, 3)})
        .containsExactly(0, 0, 0, 3);
    assertThat(new int[] {s.progress(0, 0), s.progress(0, 1), s.progress(0, 2), s.progress(0, 3)})
        .containsExactly(0, 11, 56, 59);
    // Seat 1 counts from cell 14: cell 20 is its seventh cell.
    assertThat(s.progress(1, 0)).isEqualTo(7);
    assertThat(s.ringCell(1, 0)).isEqualTo(20);
    assertThat(s.isFinished(0)).isFalse();
    assertThat(s.place(0)).isZero();
    assertThat(s.dice()).isEmpty();
    assertThat(s.diceLeft()).isEmpty();
    assertThat(s.roll()).isEmpty();
    assertThat(s.turn()).isEqualTo(1);
    assertThat(s.currentPlayer()).isEqualTo(dev.tabletop.core.Players.CHANCE);
    assertThat(s.chanceTotal()).isEqualTo(6);
    LudoState rolled = s.apply(3);
    assertThat(rolled.chanceTotal()).isZero();
    assertThat(rolled.currentPlayer()).isEqualTo(1);
    assertThat(rolled.dice()).containsExactly(3);
    assertThat(rolled.diceLeft()).containsExactly(3);
    LudoState two = pos(TWO, "s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 2,5 -");
    assertThat(two.dice()).containsExactly(2, 5);
    assertThat(two.diceLeft()).containsExactly(2, 5);
    assertThat(two.roll().get()).isEqualTo(Roll.of(2, 5));
  }

  @Test
  void aPlayerOrHorseThatDoesNotExistIsRefusedNamingTheArgument() {
    LudoState s = pos(STD.withPlayers(2), "10,s,s,s/s,s,s,s 0 - -");
    for (int horse : new int[] {-1, 4, 5}) {
      String message = "horse must be 0..3, was " + horse;
      assertThatThrownBy(() -> s.ringCell(0, horse)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage(message);
      assertThatThrownBy(() -> s.inStable(0, horse)).hasMessage(message);
      assertThatThrownBy(() -> s.homeCell(0, horse)).hasMessage(message);
      assertThatThrownBy(() -> s.progress(0, horse)).hasMessage(message);
    }
    for (int player : new int[] {-1, 2}) {
      String message = "player " + player + " is not a seat of this game (seats 0 to 1)";
      assertThatThrownBy(() -> s.ringCell(player, 0)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage(message);
      assertThatThrownBy(() -> s.isFinished(player)).hasMessage(message);
      assertThatThrownBy(() -> s.place(player)).hasMessage(message);
      assertThatThrownBy(() -> s.progress(player, 0)).hasMessage(message);
      assertThatThrownBy(() -> STD.withPlayers(2).seat(player)).hasMessage(message);
    }
    assertThat(STD.withPlayers(2).seat(1)).isEqualTo(2);
  }

  @Test
  void eachSeatsStartCellDoorAndHomeCellsAreReadFromTheRules() {
    // Rules file: seat k starts on ring cell 14k; its door is 14k - 1 mod 56.
    assertThat(io.vavr.collection.List.of(0, 1, 2, 3).map(LudoRules::startCell)).containsExactly(0, 14, 28, 42);
    assertThat(io.vavr.collection.List.of(0, 1, 2, 3).map(LudoRules::door)).containsExactly(55, 13, 27, 41);
    // Seat 0's arm is at the top: its start is the top of the arm's right-hand column, the door
    // beside it on the left, and the home column runs down the middle column from row 1 to 6.
    assertThat(LudoRules.ringSquare(0)).isEqualTo(new GridSquare(0, 6));
    assertThat(LudoRules.ringSquare(LudoRules.door(0))).isEqualTo(new GridSquare(0, 7));
    assertThat(LudoRules.homeSquare(0, 1)).isEqualTo(new GridSquare(1, 7));
    assertThat(LudoRules.homeSquare(0, 6)).isEqualTo(new GridSquare(6, 7));
    assertThat(LudoRules.homeSquare(2, 6)).isEqualTo(new GridSquare(8, 7));
    assertThat(LudoRules.homeSquare(1, 1)).isEqualTo(new GridSquare(7, 1));
    assertThat(LudoRules.homeSquare(3, 1)).isEqualTo(new GridSquare(7, 13));
    // The squares are where board() draws them: the door ':' and the home cells '-'.
    String[] rows = STD.initialState().board().split("\n");
    for (int seat = 0; seat < 4; seat++) {
      GridSquare door = LudoRules.ringSquare(LudoRules.door(seat));
      assertThat(rows[door.row()].charAt(2 * door.col())).isEqualTo(':');
      for (int k = 1; k <= 6; k++) {
        GridSquare home = LudoRules.homeSquare(seat, k);
        assertThat(rows[home.row()].charAt(2 * home.col())).isEqualTo('-');
      }
    }
    // A horse entering stands on its player's start cell.
    LudoRules three = STD.withSeats(1, 2, 3);
    LudoState entered = Positions.play(pos(three, "s,s,s,s/s,s,s,s/s,s,s,s 2 6 -"), "enter");
    assertThat(entered.ringCell(2, 0)).isEqualTo(LudoRules.startCell(three.seat(2)));
  }

  @Test
  void theBoardAccessorsRefuseBadArgumentsNamingThem() {
    assertThatThrownBy(() -> LudoRules.startCell(4)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat must be 0..3, was 4");
    assertThatThrownBy(() -> LudoRules.door(-1)).hasMessage("seat must be 0..3, was -1");
    assertThatThrownBy(() -> LudoRules.ringSquare(56))
        .hasMessage("cell must be a ring cell 0..55, was 56");
    assertThatThrownBy(() -> LudoRules.homeSquare(0, 7))
        .hasMessage("home must be a home cell 1..6, was 7");
    assertThatThrownBy(() -> LudoRules.homeSquare(5, 1)).hasMessage("seat must be 0..3, was 5");
    assertThatThrownBy(() -> new GridSquare(15, 0)).hasMessage("row must be 0..14, was 15");
    assertThatThrownBy(() -> LudoSvg.colourName(4)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seat must be 0..3, was 4");
  }

  @Test
  void theFlagsReadBackAsSet() {
    LudoRules r = TWO.withDiceUse(DiceUse.EACH).withDoublesEnter(true).withDoublesBonus(true)
        .withSeats(1, 2, 3).withTurnOrder(TurnOrder.DESCENDING).withPlayUntil(PlayUntil.FIRST);
    assertThat(r.seats()).containsExactly(1, 2, 3);
    assertThat(r.playerCount()).isEqualTo(3);
    assertThat(r.seat(0)).isEqualTo(1);
    assertThat(r.dice()).isEqualTo(2);
    assertThat(r.diceUse()).isEqualTo(DiceUse.EACH);
    assertThat(r.doublesEnter()).isTrue();
    assertThat(r.doublesBonus()).isTrue();
    assertThat(r.entryPair()).isFalse();
    assertThat(r.turnOrder()).isEqualTo(TurnOrder.DESCENDING);
    assertThat(r.playUntil()).isEqualTo(PlayUntil.FIRST);
    assertThat(TWO.withEntryPair(true).entryPair()).isTrue();
    assertThat(TWO.withEntryPair(true).entryFaces()).isEmpty();
    assertThat(TWO.withEntryPair(true).withEntryPair(false).entryFaces()).containsExactly(6);
    assertThat(TWO.withEntryPair(false)).isEqualTo(TWO);
    assertThat(TWO.withDoublesEnter(true).withEntryPair(true).doublesEnter()).isFalse();
    assertThat(LudoRules.defaultSeats(2)).containsExactly(0, 2);
    assertThatThrownBy(() -> LudoRules.defaultSeats(1)).hasMessage("players must be 2 to 4, was 1");
    assertThatThrownBy(() -> STD.withSeats(0, 4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> STD.withSeats(-1, 2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> STD.withEntryFaces(0)).hasMessage("a die face is 1 to 6, was 0");
    assertThatThrownBy(() -> STD.withEntryFaces(7)).hasMessage("a die face is 1 to 6, was 7");
    assertThat(STD.withEntryFaces(1).entryFaces()).containsExactly(1);
    assertThat(STD.withBonusFaces(6, 1).bonusFaces()).containsExactly(1, 6);
    assertThat(STD.isEntryRoll(6)).isTrue();
    assertThat(STD.isEntryRoll(5)).isFalse();
    assertThat(STD.isEntryRoll(0)).isFalse();
    assertThat(STD.isEntryRoll(64)).isFalse();
    assertThat(STD.isBonusRoll(6)).isTrue();
    assertThat(STD.isBonusRoll(7)).isFalse();
    assertThat(STD.isBonusRoll(-1)).isFalse();
    assertThat(TWO.isEntryRoll(LudoMove.rollCode(2, 6))).isTrue();
    assertThat(TWO.isEntryRoll(6)).as("not a roll of two dice").isFalse();
    assertThat(TWO.isEntryRoll(63)).isFalse();
  }
}
