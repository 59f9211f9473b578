package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

class GameTypesTest {
  private static final GameTypes GAMES = GameTypes.of(DicePoker.TYPE);

  @Test
  void aSpecFindsItsGameByName() {
    assertThat(GAMES.parse("dicepoker(faces=4)").get()).isEqualTo(new DicePoker.Rules(4, 1,
        DicePoker.Defect.NONE));
    assertThat(GAMES.require("dicepoker()").spec()).isEqualTo("dicepoker(faces=6,ante=1)");
  }

  @Test
  void anUnknownGameOrABadSpecIsRefused() {
    assertThat(GAMES.parse("chess()").getLeft().message())
        .isEqualTo("unknown game 'chess' (known: dicepoker)");
    assertThat(GAMES.parse("dicepoker(faces=1)").getLeft().message())
        .contains("faces must be an integer from 2 to 20");
    assertThatThrownBy(() -> GAMES.require("Dice")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is not a game name");
  }

  @Test
  void twoTypesMayNotShareAName() {
    assertThatThrownBy(() -> GameTypes.of(DicePoker.TYPE, DicePoker.TYPE))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("share a name");
  }
}
