package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.tools.Perft;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs {@code perft.txt}: every position's counts from the fast generator ({@link Jungle#perft},
 * bulk-counted, and to depth 4 core's generic {@code Perft} with every leaf made, both with the
 * rules file's convention) and from the plain reference generator. Depths
 * above 5 run only with {@code -Dtabletop.deep=true} ({@code -Pdeep}); the reference, being slow,
 * is asked for depth 6 at most.
 */
class PerftFileTest {
  private static final boolean DEEP = Boolean.getBoolean("tabletop.deep");
  /**
   * Under the mutation profile the reference checks itself only to depth 3: its counts test the
   * reference, not the engine, and each surviving mutant would rerun them.
   */
  private static final boolean MUTATION = Boolean.getBoolean("tabletop.mutation");

  record Case(String rules, String position, int depth, long count, int line) {}

  static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    try (InputStream in = PerftFileTest.class.getResourceAsStream("/perft.txt")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      String rules = JungleRules.STANDARD.spec();
      String position = null;
      for (int n = 0; n < lines.length; n++) {
        String line = lines[n].strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        if (line.startsWith("rules ")) {
          rules = line.substring(6);
        } else if (line.startsWith("position ")) {
          position = line.substring(9);
        } else if (line.startsWith("perft ")) {
          String[] p = line.split(" ");
          cases.add(new Case(rules, position, Integer.parseInt(p[1]), Long.parseLong(p[2]), n + 1));
        } else {
          throw new AssertionError("perft.txt line " + (n + 1) + ": cannot read '" + line + "'");
        }
      }
    }
    return cases;
  }

  @TestFactory
  List<DynamicTest> perftCountsFromTheFastGenerator() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      if (c.depth() > 5 && !DEEP) {
        continue;
      }
      tests.add(DynamicTest.dynamicTest("line " + c.line() + ": perft " + c.depth() + " of "
          + c.position(), () -> {
            JungleRules rules = Jungle.rules(c.rules()).get();
            JungleState state = Fixtures.position(rules, c.position());
            assertThat(Jungle.perft(state, c.depth())).isEqualTo(c.count());
          }));
    }
    return tests;
  }

  /**
   * The counts to depth 4 again through core's generic {@code Perft} with every leaf made: {@code
   * apply} at every leaf and the end decided by whoever asks first, where {@link Jungle#perft}
   * counts the last ply with {@code countMoves}.
   */
  @TestFactory
  List<DynamicTest> perftCountsWithEveryLeafMade() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      if (c.depth() > 4) {
        continue;
      }
      tests.add(DynamicTest.dynamicTest("line " + c.line() + ": every-leaf perft " + c.depth()
          + " of " + c.position(), () -> {
            JungleRules rules = Jungle.rules(c.rules()).get();
            JungleState state = Fixtures.position(rules, c.position());
            assertThat(Perft.of(state, Math.max(c.depth(), 1), false).perft(state, c.depth()))
                .isEqualTo(c.count());
          }));
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> perftCountsFromTheReferenceGenerator() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      if (c.depth() > (DEEP ? 6 : MUTATION ? 3 : 5)) {
        continue;
      }
      tests.add(DynamicTest.dynamicTest("line " + c.line() + ": reference perft " + c.depth()
          + " of " + c.position(), () -> {
            JungleRules rules = Jungle.rules(c.rules()).get();
            assertThat(ReferenceJungle.parse(rules, c.position()).perft(c.depth()))
                .isEqualTo(c.count());
          }));
    }
    return tests;
  }

  @Test
  void theFileCoversTheStartAndEveryRuleFeature() throws IOException {
    List<Case> cases = cases();
    assertThat(cases).extracting(Case::position).contains(JungleState.START);
    assertThat(cases).filteredOn(c -> c.position().equals(JungleState.START))
        .extracting(Case::depth).contains(5, 7);
    assertThat(cases.stream().map(Case::rules).distinct().count()).isGreaterThanOrEqualTo(5);
    assertThat(cases).anyMatch(c -> c.count() == 0);
  }

  @Test
  void perftZeroIsOneAndNoMovePositionsCountZero() {
    JungleState boxed = Fixtures.position("7/7/7/7/7/7/7/c6/Rd5 w");
    assertThat(Jungle.perft(boxed, 0)).isEqualTo(1);
    assertThat(Jungle.perft(boxed, 1)).isZero();
    JungleState denEntered = Fixtures.position("3C3/7/6e/7/7/7/7/7/7 b");
    assertThat(denEntered.isTerminal()).isTrue();
    assertThat(Jungle.perft(denEntered, 3)).isEqualTo(1);
  }

  @Test
  void aNegativeDepthIsRefusedClearly() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Jungle.perft(Jungle.start(), -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth");
  }
}
