package dev.tabletop.domino.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.RoundResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The README's example, verbatim, so it cannot rot; and a check that the README still shows it.
 * A black-box test: another package, the exported API only.
 */
class ReadmeExampleTest {

  @Test
  void theReadmeExampleRuns() {
    // README example begins
    DominoRules rules = DominoRules.STANDARD;                  // 4 players, the page's defaults
    RandomGenerator random = new SplittableRandom(2026);
    DominoState round = Domino.deal(rules, random);             // 28 chance nodes, then the lead
    System.out.println(round);                                  // every hand: the omniscient state

    DominoView seen = Domino.view(round, 1);                    // what seat 1 may know
    System.out.println(seen);
    DominoState guess = Domino.sample(seen, random).get();      // a deal consistent with that view

    round = round.play(round.legalMoveTexts().head()).get();    // checked play from text: "6:6"
    System.out.println(round.play("0:0 left").getLeft().reason());       // why not, in the game's words

    MoveBuffer moves = MoveBuffer.forGame(rules);
    while (!round.isTerminal()) {
      round = round.apply(Chance.randomMove(round, moves, random));
    }
    RoundResult result = round.result().get();
    System.out.println(result);         // e.g. domino by seat 2, counts [...], payouts [-1, -3, 6, -2]
    // README example ends

    assertThat(seen.hand()).isEqualTo(Domino.deal(rules, new SplittableRandom(2026)).hand(1));
    assertThat(Domino.view(guess, 1)).isEqualTo(seen);
    assertThat(result.payouts().sum().intValue()).isZero();
    assertThat(result.reason()).isIn("domino", "blocked");
  }

  @Test
  void theReadmeShowsThisExample() throws IOException {
    Path readme = Path.of("..", "README.md");
    Path self = Path.of("src/test/java/dev/tabletop/domino/example/ReadmeExampleTest.java");
    String source = Files.readString(self);
    String example = source.substring(source.indexOf("// README example begins"),
        source.indexOf("// README example ends"));
    String code = example.lines().skip(1).map(String::strip).reduce("", (a, b) -> a + b + "\n");
    String shown = Files.readString(readme).lines().map(String::strip)
        .reduce("", (a, b) -> a + b + "\n");
    assertThat(shown).contains(code.strip());
  }
}
