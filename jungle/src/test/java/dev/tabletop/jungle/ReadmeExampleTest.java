package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's example, verbatim between the markers below, run with its output captured and
 * compared to the output the README shows. A second test checks that README.md still holds this
 * exact code and output, so neither can drift.
 */
class ReadmeExampleTest {

  private static void example() {
    // README-BEGIN
    JungleRules rules = JungleRules.STANDARD; // or Jungle.rules("jungle(repetitionLimit=3)").get()
    GameHistory<JungleState> game = GameHistory.start(rules);
    for (String text : new String[] {"g3g4", "a7a6", "g4f4", "a6b6"}) {
      game = game.play(text).get();                 // Left(IllegalMove) when refused
    }
    JungleState now = game.state();
    System.out.print(now.diagram());
    System.out.println(now);
    System.out.println(now.parseMove("c3c4").getLeft());
    System.out.println(now.parseMove("d9").getLeft());

    JungleState endgame = rules.position("7/3C3/6e/7/7/7/7/7/7 w").get();
    int move = endgame.parseMove("d8d9").get();
    endgame.effects(move).forEach(effect -> System.out.println(effect.describe()));
    JungleState won = endgame.apply(move);
    System.out.println(won.result().get() + ", Red's return " + won.returns(0));
    // README-END
  }

  private static final String OUTPUT = String.join("\n",
      "  +---------------+",
      "9 | l . # @ # . t |",
      "8 | . d . # . c . |",
      "7 | . . p . w . e |",
      "6 | . r ~ . ~ ~ . |",
      "5 | . ~ ~ . ~ ~ . |",
      "4 | . ~ ~ . ~ R . |",
      "3 | E . W . P . . |",
      "2 | . C . # . D . |",
      "1 | T . # @ # . L |",
      "  +---------------+",
      "    a b c d e f g",
      "Red to move",
      "l5t/1d3c1/2p1w1e/1r5/7/5R1/E1W1P2/1C3D1/T5L w",
      "illegal move 'c3c4': only the Rat may enter the water",
      "unreadable move 'd9': a move is two squares like a3a4",
      "Red Cat moves from d8 to d9",
      "game over: Red wins (den)",
      "Red wins (den), Red's return 1",
      "");

  @Test
  void theReadmeExampleRunsAndPrintsWhatTheReadmeShows() {
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      example();
    } finally {
      System.setOut(original);
    }
    assertThat(captured.toString(StandardCharsets.UTF_8)).isEqualTo(OUTPUT);
  }

  @Test
  void theReadmeHoldsThisExactExampleAndOutput() throws IOException {
    String source = Files.readString(
        Path.of("src/test/java/dev/tabletop/jungle/ReadmeExampleTest.java"));
    Matcher m = Pattern.compile("// README-BEGIN\n(.*?)\n\\s*// README-END", Pattern.DOTALL)
        .matcher(source);
    assertThat(m.find()).isTrue();
    String code = m.group(1).lines().map(l -> l.length() >= 4 ? l.substring(4) : l.strip())
        .collect(Collectors.joining("\n"));
    Path readme = Path.of("..", "README.md");
    String text = Files.readString(readme);
    assertThat(text).contains("```java\n" + code + "\n```");
    assertThat(text).contains("```text\n" + OUTPUT + "```");
  }
}
