package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.Shuttle;
import dev.tabletop.core.tools.Perft;
import dev.tabletop.core.tools.Playout;
import io.vavr.collection.Map;
import org.junit.jupiter.api.Test;

/** The parts of the contract every game shares: text moves, the error family, tools' arguments. */
class ContractTest {
  private static final DicePoker.State DEALT =
      DicePoker.Rules.STANDARD.initialState().apply(3).apply(5);

  @Test
  void parseMoveReadsTheTextOfALegalMove() {
    assertThat(DEALT.parseMove("bet").get()).isEqualTo(DicePoker.BET);
    assertThat(DEALT.parseMove("  check ").get()).isEqualTo(DicePoker.CHECK);
    assertThat(DEALT.play("bet").get()).isEqualTo(DEALT.apply(DicePoker.BET));
  }

  @Test
  void parseMoveRefusesTextThatIsNoLegalMove() {
    IllegalMove refused = DEALT.parseMove("raise").getLeft();
    assertThat(refused.kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(refused.move()).isEqualTo(-1);
    assertThat(refused.text()).isEqualTo("raise");
    assertThat(refused.message())
        .isEqualTo("unreadable move 'raise': no legal move here has this text");
    assertThat(DEALT.parseMove(null).getLeft().reason()).isEqualTo("the move is missing");
  }

  @Test
  void playOfACodeSaysWhichRuleForbidsIt() {
    IllegalMove refused = DEALT.apply(DicePoker.BET).play(DicePoker.CHECK).getLeft();
    assertThat(refused.isIllegal()).isTrue();
    assertThat(refused.text()).isEqualTo("0");
    assertThat(refused.message()).isEqualTo("illegal move '0': facing a bet you may only fold or call");
  }

  @Test
  void historyPlaysTextAndRecordsTheCodes() {
    GameHistory<DicePoker.State> h = GameHistory.start(DicePoker.Rules.STANDARD)
        .play("roll 3").get().play("roll 5").get().play("bet").get().play("call").get();
    assertThat(h.isOver()).isTrue();
    assertThat(h.record().moves()).containsExactly(3, 5, DicePoker.BET, DicePoker.CALL);
    assertThat(h.play("fold").getLeft().reason()).isEqualTo("the game is over");
  }

  @Test
  void historyRefusesTextAfterARepetitionDrawAsIllegal() {
    GameHistory<Shuttle.State> h = GameHistory.start(new Shuttle.Rules(5, 2));
    MoveBuffer buffer = MoveBuffer.forGame(h.state().game());
    // forward, forward, back, back: the start position with player 0 to move comes back.
    for (int code : new int[] {1, 1, 0, 0}) {
      h = h.play(code).get();
    }
    assertThat(h.isDrawnByRepetition()).isTrue();
    h.state().legalMoves(buffer);
    String legal = h.state().moveText(buffer.get(0));
    IllegalMove refused = h.play(legal).getLeft();
    assertThat(refused.isIllegal()).isTrue();
    assertThat(refused.reason()).isEqualTo("the game is drawn by repetition");
  }

  @Test
  void everyRefusalIsOfTheOneFamily() {
    Refusal[] all = {
      InvalidInput.of("position", "no board"),
      IllegalMove.unreadable("x", "not a move"),
      new ReplayError(2, IllegalMove.illegal("bet", 1, "not now"))
    };
    assertThat(all).extracting(Refusal::message).containsExactly(
        "no board", "unreadable move 'x': not a move", "ply 2, code 1: not now");
    assertThatThrownBy(() -> new InvalidInput("spec", io.vavr.collection.List.empty()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new IllegalMove(IllegalMove.Kind.UNREADABLE, "x", 4, "?"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void invalidInputKeepsEveryProblemAndItsPlace() {
    InvalidInput spec = VariantSpec.parse("ludo(players=4,players=2)").getLeft();
    assertThat(spec.subject()).isEqualTo("spec");
    assertThat(spec.problems().head().offset()).isEqualTo(15);
    assertThat(spec.message()).contains("key 'players' is given twice");
    InvalidInput record = GameRecord.parse("tabletop-record 1\nspec dicepoker()\n1 x\n").getLeft();
    assertThat(record.problems().head().offset()).isEqualTo(35);
  }

  @Test
  void specIntegersAreAsciiDigitsOnly() {
    assertThat(DicePoker.TYPE.parse("dicepoker(faces=\uff13)").getLeft().message())
        .isEqualTo("dicepoker: faces must be an integer from 2 to 20, was '\uff13'");
    assertThat(GameRecord.parse("tabletop-record 1\nspec dicepoker()\n\u06601039\n").isLeft()).isTrue();
    assertThat(DicePoker.TYPE.parse("dicepoker(faces=4)").get().faces()).isEqualTo(4);
  }

  @Test
  void manyUnknownKeysAreReportedUpToACap() {
    StringBuilder sb = new StringBuilder("dicepoker(");
    int keys = 80_000;
    for (int i = 0; i < keys; i++) {
      sb.append(i == 0 ? "" : ",").append('k').append(i).append("=1");
    }
    InvalidInput refused = DicePoker.TYPE.parse(sb.append(')').toString()).getLeft();
    assertThat(refused.problems()).hasSize(SpecReader.MAX_PROBLEMS + 1);
    assertThat(refused.problems().last().message())
        .isEqualTo("dicepoker: and " + (keys - SpecReader.MAX_PROBLEMS) + " more problems");
  }

  @Test
  void clockSpecsRoundTripToTheMillisecond() {
    ClockRules oneAndAHalf = new ClockRules(1500, 0, 0);
    assertThat(oneAndAHalf.spec()).isEqualTo("clock(move=1.5,game=0,increment=0)");
    assertThat(ClockRules.parse(oneAndAHalf.spec()).get()).isEqualTo(oneAndAHalf);
    ClockRules half = new ClockRules(500, 0, 0);
    assertThat(half.spec()).isEqualTo("clock(move=0.5,game=0,increment=0)");
    assertThat(ClockRules.parse(half.spec()).get()).isEqualTo(half);
    ClockRules odd = new ClockRules(1, 600_001, 25);
    assertThat(ClockRules.parse(odd.spec()).get()).isEqualTo(odd);
    assertThat(ClockRules.parse("clock(move=1.2345)").getLeft().message())
        .contains("move must be a number of seconds");
    assertThat(ClockRules.parse("clock(move=1.)").isLeft()).isTrue();
    assertThatThrownBy(() -> new ClockRules(604_800_001L, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void returnsRefusesASeatOutsideTheGame() {
    DicePoker.State end = DEALT.apply(DicePoker.CHECK).apply(DicePoker.CHECK);
    assertThat(end.returns(1)).isEqualTo(1);
    assertThatThrownBy(() -> end.returns(2)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("player 2 is not a seat of this game (seats 0 to 1)");
    assertThatThrownBy(() -> end.returns(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void toolsRefuseBadArgumentsNamingThem() {
    assertThatThrownBy(() -> Perft.count(DEALT, -1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("depth");
    assertThatThrownBy(() -> Perft.of(DEALT, -2, true)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxDepth");
    assertThatThrownBy(() -> Perft.of(DEALT, 2, true).perft(DEALT, 3))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxDepth");
    assertThatThrownBy(() -> Perft.countByMove(DEALT, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("depth");
    assertThatThrownBy(() -> new Playout<>(DicePoker.Rules.STANDARD, -5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxPlies");
  }

  @Test
  void divideAddsUpToTheCount() {
    DicePoker.State root = DicePoker.Rules.STANDARD.initialState();
    Map<String, Long> divide = Perft.countByMove(root, 4);
    assertThat(divide.keySet()).hasSize(6);
    assertThat(divide.values().sum().longValue()).isEqualTo(Perft.count(root, 4));
    // Two dice (36 rolls), then check/bet (2), then two answers each: 36 * 4 leaves at depth 4.
    assertThat(Perft.count(root, 4)).isEqualTo(36 * 4);
  }

  @Test
  void theDefaultEffectSaysTheMoveWasPlayed() {
    assertThat(DEALT.effects(DicePoker.BET)).extracting(Effect::describe).containsExactly("played bet");
    assertThatThrownBy(() -> DEALT.effects(DicePoker.CALL)).isInstanceOf(IllegalArgumentException.class);
  }
}
