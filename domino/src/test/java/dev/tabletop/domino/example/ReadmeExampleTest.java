package dev.tabletop.domino.example;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoEffect;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's example, verbatim between the markers below, run with its output captured and
 * compared to the output the README shows; a second test checks that README.md still holds this
 * exact code and output. A black-box test: another package, the exported API only.
 */
class ReadmeExampleTest {
  private static DominoState guess;
  private static DominoView seen;

  private static void example() {
    // README-BEGIN
    DominoRules rules = Domino.rules("domino(players=2)").get(); // or DominoRules.TWO_PLAYERS
    DominoState round = Domino.fromHands(rules, -1, "6:6 6:2 6:5 5:5", "4:3 4:4").get();
    for (String text : new String[] {"6:6", "draw", "1:1", "pass", "6:2 left"}) {
      round = round.play(text).get();                 // Left(IllegalMove) when refused
    }
    System.out.println(round);
    System.out.println("seat 1 holds " + round.handTiles(1) + " and may " + round.moves());
    System.out.println(round.parseMove("4:3 left").getLeft());
    System.out.println(round.parseMove("4:3 up").getLeft());
    System.out.println(Tile.parse("4:6").get() + " is tile " + Tile.of(4, 6).index());

    for (String text : new String[] {"draw", "3:0", "pass", "6:5 right", "draw", "0:0", "pass"}) {
      round = round.play(text).get();
    }
    seen = Domino.view(round, 0);                     // what seat 0 may know
    System.out.println(seen.passes().map(DominoEffect::describe));
    System.out.println("draws " + seen.drawCounts() + ", lacking " + seen.provenLacking());
    guess = Domino.sample(seen, new SplittableRandom(7)).get(); // a state that fits the view

    int last = round.parseMove("5:5 right").get();
    round.effects(last).forEach(effect -> System.out.println(effect.describe()));
    // README-END
  }

  private static final String OUTPUT = String.join("\n",
      "5:5 6:5 / 1:1 4:3 4:4 | 0:0 1:0 2:0 2:1 2:2 3:0 3:1 3:2 3:3 4:0 4:1 4:2 5:0 5:1 5:2 5:3 5:4 6:0 6:1 6:3 6:4 | 2:6 6:6 | play turn=1 passes=0 last=0 drew=false forced=- lead=first",
      "seat 1 holds TreeSet(1:1, 4:3, 4:4) and may List(draw)",
      "illegal move '4:3 left': the tile does not match either end (the ends are 2 and 6)",
      "unreadable move '4:3 up': 'up' is not an end: write left or right",
      "6:4 is tile 25",
      "List(seat 1 passes on 6 and 6, seat 1 passes on 2 and 6, seat 1 passes on 2 and 5)",
      "draws List(0, 3), lacking List(TreeSet(), TreeSet(2, 5))",
      "seat 0 plays 5:5 on the right end (5 touching); that end is now 5",
      "round over: domino by seat 0, counts [0, 33], payouts [1, -1]",
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
    assertThat(Domino.view(guess, 0)).isEqualTo(seen);
  }

  @Test
  void theReadmeHoldsThisExactExampleAndOutput() throws IOException {
    String source = Files.readString(
        Path.of("src/test/java/dev/tabletop/domino/example/ReadmeExampleTest.java"));
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
