package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hand-made table of positions and their legal moves in test resources. */
class ScenarioTableTest {

  @Test
  void everyScenarioHasExactlyTheMovesWorkedOutByHand() throws IOException {
    String text;
    try (InputStream in = getClass().getResourceAsStream("/domino/scenarios.txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    int checked = 0;
    List<String> failures = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] sides = line.split("=>");
      String[] parts = sides[0].split("\\|");
      DominoRules rules = Domino.rules(parts[0].strip()).get();
      DominoState s = Positions.position(rules, parts[1].strip(), parts[2].strip(),
          parts[3].strip());
      List<String> expected = Arrays.stream(sides[1].split(",")).map(String::strip).toList();
      if (!Positions.moves(s).equals(expected)) {
        failures.add(line + "\n   got " + Positions.moves(s));
      }
      checked++;
    }
    assertThat(failures).isEmpty();
    assertThat(checked).isEqualTo(19);
  }
}
