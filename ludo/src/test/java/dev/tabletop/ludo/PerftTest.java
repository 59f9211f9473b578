package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.tools.Perft;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's perft against the table in {@code perft.txt}, whose counts the reference made. */
class PerftTest {

  private static List<String[]> table() throws IOException {
    try (InputStream in = PerftTest.class.getResourceAsStream("/perft.txt")) {
      List<String[]> rows = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] f = line.split("\\|");
          for (int i = 0; i < f.length; i++) {
            f[i] = f[i].strip();
          }
          rows.add(f);
        }
      }
      return rows;
    }
  }

  @Test
  void perftMatchesTheTable() throws IOException {
    boolean deep = Boolean.getBoolean("tabletop.deep");
    int checked = 0;
    for (String[] row : table()) {
      if (row.length > 4 && row[4].equals("deep") && !deep) {
        continue;
      }
      LudoRules rules = Ludo.rules(row[0]).get();
      LudoState start = rules.position(row[1]).get();
      int depth = Integer.parseInt(row[2]);
      long expected = Long.parseLong(row[3]);
      assertThat(Perft.count(start, depth)).as("perft %d of %s under %s", depth, row[1], row[0])
          .isEqualTo(expected);
      assertThat(Perft.of(start, depth, false, s -> 1L).perft(start, depth))
          .as("without bulk counting").isEqualTo(expected);
      checked++;
    }
    assertThat(checked).isGreaterThanOrEqualTo(24);
  }

  @Test
  void theReferenceStillGivesTheTable() throws IOException {
    for (String[] row : table()) {
      if (row.length > 4) {
        continue;
      }
      LudoRules rules = Ludo.rules(row[0]).get();
      LudoState start = rules.position(row[1]).get();
      assertThat(ReferencePerft.perft(Reference.of(start), Integer.parseInt(row[2])))
          .isEqualTo(Long.parseLong(row[3]));
    }
  }

  @Test
  void perftFromTheStartCountsRollsAndTheirOnlyAction() {
    // Hand count: 6 rolls; each has one action (enter on a 6, else pass); then 6 rolls again.
    LudoState start = LudoRules.STANDARD.initialState();
    assertThat(Perft.count(start, 1)).isEqualTo(6);
    assertThat(Perft.count(start, 2)).isEqualTo(6);
    assertThat(Perft.count(start, 3)).isEqualTo(36);
  }
}
