package dev.tabletop.ludo.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
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
 * compared to the output the README shows; a second test checks that README.md still holds this
 * exact code and output. It lives in its own package: it uses only the public API, as a user of
 * the library would.
 */
class ReadmeExampleTest {

  private static void example() {
    // README-BEGIN
    LudoRules rules = LudoRules.STANDARD.withPlayers(2); // or Ludo.rules("ludo(players=2)").get()
    GameHistory<LudoState> game = GameHistory.start(rules);
    for (String text : new String[] {"roll 6", "enter", "roll 4", "move 0 by 4", "roll 6"}) {
      game = game.play(text).get();                 // Left(IllegalMove) when refused
    }
    LudoState now = game.state();
    System.out.println(now);
    System.out.println(now.roll().get() + ": " + now.moves());
    System.out.println(now.parseMove("move 1 by 6").getLeft());
    System.out.println(now.parseMove("fly 0").getLeft());
    System.out.println(rules.initialState().rolls() + ", each 1 in 6");

    LudoState race = rules.position("h6,h5,h4,20/24,s,s,s 0 4 -").get();
    int move = race.parseMove("move 3 by 4").get();
    race.effects(move).forEach(effect -> System.out.println(effect.describe()));
    LudoState last = rules.position("h6,h5,h4,h2/24,s,s,s 0 3 -").get();
    move = last.parseMove("climb 3 to 3").get();
    last.effects(move).forEach(effect -> System.out.println(effect.describe()));
    System.out.println(last.apply(move).places() + ", returns " + last.apply(move).returns(0));
    // README-END
  }

  private static final String OUTPUT = String.join("\n",
      "4,s,s,s/s,s,s,s 1 6 -",
      "roll 6: List(enter)",
      "illegal move 'move 1 by 6': horse 1 is in the stable: it must enter first",
      "unreadable move 'fly 0': 'fly 0' is not a move: say pass, enter, enter with D, move H by D, "
          + "home H to K, climb H to K, jump H, back H by D (horses H are 0..3)",
      "List(roll 1, roll 2, roll 3, roll 4, roll 5, roll 6), each 1 in 6",
      "player 0's horse 3 moves from cell 20 to cell 24",
      "player 1's horse 0 is kicked from cell 24 back to its stable",
      "player 0's horse 3 climbs from home cell 2 to home cell 3",
      "player 0 finishes in place 1",
      "game over: places 0, 1",
      "List(0, 1), returns 1",
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
        Path.of("src/test/java/dev/tabletop/ludo/example/ReadmeExampleTest.java"));
    Matcher m = Pattern.compile("// README-BEGIN\n(.*?)\n\\s*// README-END", Pattern.DOTALL)
        .matcher(source);
    assertThat(m.find()).isTrue();
    String code = m.group(1).lines().map(l -> l.length() >= 4 ? l.substring(4) : l.strip())
        .collect(Collectors.joining("\n"));
    String text = Files.readString(Path.of("..", "README.md"));
    assertThat(text).contains("```java\n" + code + "\n```");
    assertThat(text).contains("```text\n" + OUTPUT + "```");
  }
}
