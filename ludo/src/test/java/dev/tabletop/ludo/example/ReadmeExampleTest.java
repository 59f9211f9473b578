package dev.tabletop.ludo.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The example of the README section, verbatim between the markers, so it cannot rot. It lives in
 * its own package: it uses only the public API, as a user of the library would.
 */
class ReadmeExampleTest {

  @Test
  void theReadmeExampleRuns() {
    java.io.PrintStream console = System.out;
    java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
    System.setOut(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      example(printed);
    } finally {
      System.setOut(console);
    }
  }

  private void example(java.io.ByteArrayOutputStream printed) {
    // README example begins
    // Two players in opposite seats, with đá hậu (kick back) and the one-roll jump.
    LudoRules rules = Ludo.rules("ludo(players=2,kickBack=true,oneRollJump=true)").get();
    LudoState state = rules.initialState();        // every horse in its stable; player 0 rolls
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    RandomGenerator dice = new SplittableRandom(2026);

    state = state.apply(LudoMove.rollCode(6));     // a roll is a chance outcome: here a 6
    System.out.println(state.moves());             // List(LudoMove[kind=ENTER, horse=0, die=A])
    state = state.play("enter").get();             // validated play by text
    System.out.println(state);                     // 0,s,s,s/s,s,s,s 0 - -  (a 6 rolls again)

    state = state.apply(Chance.sampleOutcome(state, buffer, dice));   // a seeded roll
    Either<IllegalMove, LudoState> refused = state.play("enter");
    System.out.println(refused.isLeft() ? refused.getLeft().reason() : "entered");

    while (!state.isTerminal()) {                  // play on: the last legal move each time
      state.legalMoves(buffer);
      int move = state.isChance() ? Chance.pickWeighted(buffer, state.chanceTotal(), dice)
          : buffer.get(buffer.size() - 1);
      state = state.apply(move);
    }
    System.out.println(state.board());
    System.out.println("places " + state.places() + ", returns " + state.returns(0) + " "
        + state.returns(1));                       // places List(1, 0), returns -1 1
    // README example ends

    String[] lines = printed.toString(java.nio.charset.StandardCharsets.UTF_8).split("\n");
    assertThat(lines[0]).isEqualTo("List(LudoMove[kind=ENTER, horse=0, die=A])");
    assertThat(lines[1]).isEqualTo("0,s,s,s/s,s,s,s 0 - -");
    assertThat(lines[2]).matches("own horse on the start cell 0 \\(horse 0\\)"
        + "|a roll of [1-5] does not bring a horse out \\(entry faces \\{6\\}\\)");
    assertThat(lines[lines.length - 1]).isEqualTo("places List(" + state.places().get(0) + ", "
        + state.places().get(1) + "), returns " + state.returns(0) + " " + state.returns(1));
    assertThat(printed.toString(java.nio.charset.StandardCharsets.UTF_8))
        .contains(state.board());
    assertThat(state.places().sorted()).containsExactly(0, 1);
    int winner = state.places().get(0);
    assertThat(state.returns(winner)).isEqualTo(1);
    assertThat(state.returns(1 - winner)).isEqualTo(-1);
    assertThat(state.isFinished(winner)).isTrue();
    // Horse 0 stands on the start cell, so no roll lets another horse enter there.
    assertThat(refused.isLeft()).isTrue();
  }

  @Test
  void theReadmeHoldsTheExampleVerbatim() throws java.io.IOException {
    java.nio.file.Path readme = java.nio.file.Path.of("..", "README.md");
    java.nio.file.Path source = java.nio.file.Path.of(
        "src/test/java/dev/tabletop/ludo/example/ReadmeExampleTest.java");
    String test = java.nio.file.Files.readString(source);
    String block = test.substring(test.indexOf('\n', test.indexOf("// README example begins")) + 1,
        test.indexOf("    // README example ends"));
    String unindented = block.lines().map(l -> l.startsWith("    ") ? l.substring(4) : l)
        .collect(java.util.stream.Collectors.joining("\n"));
    assertThat(java.nio.file.Files.readString(readme)).contains(unindented);
  }

  @Test
  void theReadmeExampleFirstStepsAreAsPrinted() {
    LudoRules rules = Ludo.rules("ludo(players=2,kickBack=true,oneRollJump=true)").get();
    LudoState state = rules.initialState().apply(LudoMove.rollCode(6));
    assertThat(state.moves()).containsExactly(new LudoMove(LudoMove.Kind.ENTER, 0,
        LudoMove.Die.A));
    state = state.play("enter").get();
    assertThat(state.toString()).isEqualTo("0,s,s,s/s,s,s,s 0 - -");
  }
}
