package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.ReplayError;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.core.tools.Perft;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleState;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The README's example of the generic tools; the README quotes the body of this test. */
class ToolsReadmeExampleTest {

  @Test
  void toolsExample() {
    // Any game through the same contract: rules from a spec, perft, a seeded simulation.
    Game<JungleState> rules = Jungle.TYPE.parse("jungle(repetitionLimit=3)").get();
    long leaves = Perft.count(rules.initialState(), 3);                // 12240
    SimulationReport report = Simulator.run(rules, 2_000, 42, 2, 10_000, null);
    System.out.print(report.toText());                             // win rates, lengths, endings

    // Play a seeded random game through a history, save it as text, replay it.
    GameHistory<JungleState> game = GameHistory.start(rules);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    SplittableRandom random = new SplittableRandom(7);
    while (!game.isOver()) {
      game = game.playUnchecked(Chance.randomMove(game.state(), buffer, random));
    }
    String saved = game.record().toText();
    GameHistory<JungleState> replayed = GameRecord.parse(saved).get().replay(Jungle.TYPE).get();
    Either<ReplayError, GameHistory<JungleState>> corrupt =
        GameRecord.parse(saved.replaceFirst("\n(\\d+)", "\n9999")).get().replay(Jungle.TYPE);
    System.out.println(corrupt.getLeft());                  // ply 1, code 9999: <why, in Jungle terms>

    assertThat(leaves).isEqualTo(12240);
    assertThat(report.games()).isEqualTo(2_000);
    assertThat(Simulator.run(rules, 2_000, 42, 1, 10_000, null).seats()).isEqualTo(report.seats());
    assertThat(replayed.state()).isEqualTo(game.state());
    assertThat(replayed.isOver()).isTrue();
    assertThat(corrupt.getLeft().ply()).isEqualTo(1);
    assertThat(corrupt.getLeft().code()).isEqualTo(9999);
  }
}
