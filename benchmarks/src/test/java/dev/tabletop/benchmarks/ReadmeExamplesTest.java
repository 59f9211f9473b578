package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps the README honest: every Java example in it is marked with the test that runs it, and
 * must stand in that test line for line; and CI runs the test command the README gives.
 */
class ReadmeExamplesTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern EXAMPLE =
      Pattern.compile("<!-- example: (\\S+) -->\\s*```java\\n(.*?)```", Pattern.DOTALL);

  private static String readme() throws IOException {
    return Files.readString(ROOT.resolve("README.md"));
  }

  @Test
  void everyJavaBlockInTheReadmeIsMarkedWithItsTest() throws IOException {
    String readme = readme();
    long blocks = Pattern.compile("```java").matcher(readme).results().count();
    long marked = EXAMPLE.matcher(readme).results().count();
    assertThat(marked).as("java blocks with an '<!-- example: path -->' marker").isEqualTo(blocks);
    assertThat(blocks).isGreaterThanOrEqualTo(3);
  }

  @Test
  void everyReadmeExampleStandsInItsTest() throws IOException {
    Matcher m = EXAMPLE.matcher(readme());
    while (m.find()) {
      Path test = ROOT.resolve(m.group(1));
      assertThat(test).as("test file of a README example").exists();
      List<String> source = new ArrayList<>();
      for (String line : Files.readAllLines(test)) {
        source.add(line.strip());
      }
      int at = 0;
      for (String line : m.group(2).split("\n")) {
        String want = line.strip();
        if (want.isEmpty()) {
          continue;
        }
        int found = -1;
        for (int i = at; i < source.size(); i++) {
          if (source.get(i).equals(want)) {
            found = i;
            break;
          }
        }
        assertThat(found).as("README line '" + want + "' in " + m.group(1) + " (in order)")
            .isGreaterThanOrEqualTo(0);
        at = found + 1;
      }
    }
  }

  @Test
  void ciRunsTheReadmeTestCommand() throws IOException {
    String ci = Files.readString(ROOT.resolve(".ci/run"));
    assertThat(readme()).contains("./mvnw verify");
    assertThat(ci).containsPattern("\\./mvnw( -B)?( -ntp)? verify");
  }
}
