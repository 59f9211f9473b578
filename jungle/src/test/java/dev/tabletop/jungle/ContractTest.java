package dev.tabletop.jungle;

import static dev.tabletop.jungle.Fixtures.code;
import static dev.tabletop.jungle.Fixtures.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.Effect;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.tools.Perft;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Cờ Thú through the core contract: typed rules, text moves, effects, perft, seats. */
class ContractTest {

  @Test
  void theGameTypeGivesJungleRulesWithoutACast() {
    JungleRules rules = Jungle.TYPE.parse("jungle(repetitionLimit=3)").get();
    assertThat(rules).isEqualTo(JungleRules.THREEFOLD);
    assertThat(Jungle.rules("jungle(speed=1)").getLeft().subject()).isEqualTo("spec");
    assertThat(JungleRules.STANDARD.position("8/7 w").getLeft().subject()).isEqualTo("position");
  }

  @Test
  void parseMoveSaysWhetherTheTextIsUnreadableOrTheMoveIllegal() {
    JungleState start = Jungle.start();
    assertThat(start.parseMove(" a3a4 ").get()).isEqualTo(code("a3a4"));
    IllegalMove unreadable = start.parseMove("a3-a4").getLeft();
    assertThat(unreadable.kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    IllegalMove illegal = start.parseMove("a3a5").getLeft();
    assertThat(illegal.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(illegal.move()).isEqualTo(code("a3a5"));
    assertThat(start.play("a3a4").get()).isEqualTo(start.apply(code("a3a4")));
  }

  @Test
  void aStepIsOneMovedEffect() {
    JungleState start = Jungle.start();
    assertThat(start.effects(code("a3a4"))).containsExactly(
        new JungleEffect.Moved(Side.RED, Piece.ELEPHANT, code("a3a4") >>> 6, code("a3a4") & 63));
    assertThat(start.effects(code("a3a4")).map(Effect::describe))
        .containsExactly("Red Elephant moves from a3 to a4");
  }

  @Test
  void aJumpingCaptureIsAJumpThenTheVictim() {
    JungleState s = position("l6/7/7/7/e2L2t/7/7/7/7 w");
    assertThat(s.effects(code("d5g5")).map(Effect::describe)).containsExactly(
        "Red Lion jumps the lake from d5 to g5", "Red Lion takes the Blue Tiger on g5");
  }

  @Test
  void takingTheLastPieceEndsTheGame() {
    JungleState s = position("7/7/7/7/7/3e3/3R3/7/7 w");
    assertThat(s.effects(code("d3d4")).map(Effect::describe)).containsExactly(
        "Red Rat moves from d3 to d4", "Red Rat takes the Blue Elephant on d4",
        "game over: Red wins (all captured)");
    assertThat(s.effects(code("d3d4")).last()).isEqualTo(new JungleEffect.GameEnded(
        new JungleResult(Option.some(Side.RED), JungleResult.Reason.ALL_CAPTURED)));
  }

  @Test
  void effectsRefuseAnIllegalMove() {
    assertThatThrownBy(() -> Jungle.start().effects(code("c3c4")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only the Rat");
  }

  @Test
  void theGenericPerftCountsAsTheRulesFileDoes() {
    // rules/jungle.md, perft convention: a side to move with pieces but no legal move counts 0.
    // Blue plays 7 moves; after one of them Red is walled in, so perft(2) is 6, not 8.
    JungleState s = position("6l/7/7/7/7/7/7/c6/Rd5 b");
    assertThat(Perft.count(s, 2)).isEqualTo(6);
    assertThat(Perft.count(s, 2)).isEqualTo(Jungle.perft(s, 2));
    Map<String, Long> divide = Perft.countByMove(Jungle.start(), 3);
    assertThat(divide.size()).isEqualTo(24);
    assertThat(divide.values().sum().longValue()).isEqualTo(Perft.count(Jungle.start(), 3));
  }

  @Test
  void returnsRefusesASeatOutsideTheGame() {
    JungleState won = position("7/3C3/6e/7/7/7/7/7/7 w").play("d8d9").get();
    assertThat(won.returns(0)).isEqualTo(1);
    assertThat(won.returns(1)).isEqualTo(-1);
    assertThatThrownBy(() -> won.returns(2)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("player 2");
  }
}
