package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private static final String SPEC = "dicepoker(faces=6,ante=1)";

  @Test
  void textFormRoundTrips() {
    GameRecord record = new GameRecord(SPEC, Vector.of(5, 2, DicePoker.BET, DicePoker.CALL));
    String text = record.toText();
    assertThat(text).isEqualTo("tabletop-record 1\nspec dicepoker(faces=6,ante=1)\n5 2 1 3\n");
    assertThat(GameRecord.parse(text).get()).isEqualTo(record);
  }

  @Test
  void replayReachesTheFinalStateAndResult() {
    GameRecord record = new GameRecord(SPEC, Vector.of(5, 2, DicePoker.BET, DicePoker.CALL));
    GameHistory<DicePoker.State> end = record.replay(DicePoker.TYPE).get();
    assertThat(end.isOver()).isTrue();
    // Die 5 beats die 2 after bet and call: ante 1 + bet 1.
    assertThat(end.returns(0)).isEqualTo(2);
    assertThat(end.returns(1)).isEqualTo(-2);
    assertThat(end.plies()).isEqualTo(4);
  }

  @Test
  void replayNamesThePlyCodeAndReasonOfAnIllegalMove() {
    GameRecord record = new GameRecord(SPEC, Vector.of(5, 2, DicePoker.BET, DicePoker.CHECK));
    ReplayError error = record.replay(DicePoker.TYPE).getLeft();
    assertThat(error.ply()).isEqualTo(4);
    assertThat(error.code()).isEqualTo(DicePoker.CHECK);
    assertThat(error.reason()).isEqualTo("facing a bet you may only fold or call");
    assertThat(error.toString()).isEqualTo("ply 4, code 0: facing a bet you may only fold or call");
  }

  @Test
  void replayRefusesMovesAfterTheEnd() {
    GameRecord record = new GameRecord(SPEC, Vector.of(1, 1, DicePoker.CHECK, DicePoker.CHECK, 0));
    assertThat(record.replay(DicePoker.TYPE).getLeft().toString())
        .isEqualTo("ply 5, code 0: the hand is over");
  }

  @Test
  void replayReportsABadSpec() {
    ReplayError error = new GameRecord("dicepoker(faces=1)", Vector.empty())
        .replay(DicePoker.TYPE).getLeft();
    assertThat(error.ply()).isZero();
    assertThat(error.reason()).contains("faces must be an integer from 2 to 20, was '1'");
  }

  @Test
  void corruptTextNamesTheLine() {
    assertThat(GameRecord.parse("").getLeft().message()).contains("record is empty");
    assertThat(GameRecord.parse("hello\n").getLeft().message()).isEqualTo(
        "line 1: expected 'tabletop-record 1', found 'hello'");
    assertThat(GameRecord.parse("tabletop-record 1\n# comment\nrules x\n").getLeft().message())
        .isEqualTo("line 3: expected 'spec <variant spec>', found 'rules x'");
    assertThat(GameRecord.parse("tabletop-record 1\nspec dicepoker()\n1 2\n3 x9\n").getLeft().message())
        .isEqualTo("line 4: 'x9' is not a move code");
    assertThat(GameRecord.parse("tabletop-record 1\nspec Dice(\n").getLeft().message()).startsWith("line 2: spec");
    assertThat(GameRecord.parse("tabletop-record 1\n").getLeft().message()).isEqualTo("record has no 'spec' line");
  }
}
