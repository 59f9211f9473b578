package dev.tabletop.jungle.blackbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleResult;
import dev.tabletop.jungle.JungleState;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Uses the module only as a client does: through its exported, public API. */
class PublicApiTest {

  @Test
  void aClientPlaysSavesAndReplaysAGameThroughTheGameType() {
    Game<JungleState> rules = Jungle.TYPE.parse("jungle(repetitionLimit=3,dogOutranksWolf=true)")
        .get();
    GameHistory<JungleState> game = GameHistory.start(rules);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    SplittableRandom random = new SplittableRandom(11);
    while (!game.isOver()) {
      game = game.playUnchecked(Chance.randomMove(game.state(), buffer, random));
    }
    Option<JungleResult> result = JungleResult.of(game);
    assertThat(result).isNotEmpty();
    assertThat(game.returns(0) + game.returns(1)).isZero();
    assertThat(result.get().isDraw()).isEqualTo(game.returns(0) == 0);
    GameHistory<JungleState> replayed = GameRecord.parse(game.record().toText()).get()
        .replay(Jungle.TYPE).get();
    assertThat(replayed.state()).isEqualTo(game.state());
    assertThat(JungleResult.of(replayed)).isEqualTo(result);
  }

  @Test
  void aClientReadsPositionsAndMovesAsText() {
    JungleState start = Jungle.start();
    JungleState next = start.play("g3g4").get().play("a7a6").get();
    assertThat(next.toString()).isEqualTo("l5t/1d3c1/2p1w1e/r6/7/6R/E1W1P2/1C3D1/T5L w");
    assertThat(Jungle.perft(start, 2)).isEqualTo(576);
  }
}
