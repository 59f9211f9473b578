package dev.tabletop.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every fenced Java block of README.md and docs/*.md is a whole class that compiles on its own
 * and whose {@code main} prints exactly the fenced text block that follows it. One dynamic test
 * per block, named by its page, line and class, so a failure says which example broke.
 */
class ExamplesTest {
  private static final Pattern CLASS_NAME =
      Pattern.compile("(?m)^public\\s+(?:final\\s+)?class\\s+(\\w+)");
  private static final Pattern INDENTED_JAVA_FENCE = Pattern.compile("^\\s+`{3,}\\s*java\\b.*");

  private static ExampleRunner runner;

  @BeforeAll
  static void startCompiler() {
    runner = new ExampleRunner();
  }

  @AfterAll
  static void stopCompiler() throws Exception {
    runner.close();
  }

  /** A Java block and the block after it (null when it is the page's last). */
  private record Example(Pages.Fence code, Pages.Fence next, List<String> between) {
    String name() {
      Matcher m = CLASS_NAME.matcher(code.text());
      return code.where() + " " + (m.find() ? m.group(1) : "(no public class)");
    }
  }

  private static List<Example> examples() {
    List<Example> out = new ArrayList<>();
    for (Pages.Page page : Pages.all()) {
      List<Pages.Fence> fences = page.fences();
      for (int i = 0; i < fences.size(); i++) {
        Pages.Fence f = fences.get(i);
        if (!f.lang().equals("java")) {
          continue;
        }
        Pages.Fence next = i + 1 < fences.size() ? fences.get(i + 1) : null;
        List<String> between = next == null ? List.of()
            : page.lines().subList(f.endLine(), next.line() - 1);
        out.add(new Example(f, next, between));
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyJavaBlockCompilesAloneAndPrintsTheTextBlockAfterIt() {
    return examples().stream().map(e -> DynamicTest.dynamicTest(e.name(), () -> check(e)));
  }

  private static void check(Example e) {
    String where = e.code().where();
    if (e.next() == null || !e.next().lang().equals("text")
        || e.between().stream().anyMatch(line -> !line.isBlank())) {
      fail(where + ": a Java block is followed at once by a ```text block holding exactly what "
          + "its main prints" + (e.next() == null ? "; this one is the page's last block"
              : "; the next block is ```" + e.next().lang() + " at line " + e.next().line()));
    }
    ExampleRunner.Outcome outcome = runner.run(e.code().text(), where, e.code().line() + 1);
    if (!outcome.ok()) {
      fail(outcome.problem());
    }
    String expected = e.next().text();
    if (!outcome.output().equals(expected)) {
      fail(where + ": main printed something else than the text block at line "
          + e.next().line() + ":\n" + difference(expected, outcome.output()));
    }
  }

  /** The first line where the two texts differ, and both texts. */
  static String difference(String expected, String actual) {
    List<String> a = expected.lines().toList();
    List<String> b = actual.lines().toList();
    int n = 0;
    while (n < a.size() && n < b.size() && a.get(n).equals(b.get(n))) {
      n++;
    }
    String first = n < a.size() || n < b.size()
        ? "first difference at output line " + (n + 1) + ": expected "
            + (n < a.size() ? "'" + a.get(n) + "'" : "no more lines") + ", printed "
            + (n < b.size() ? "'" + b.get(n) + "'" : "no more lines")
        : "the same lines, but the line ends differ (the block ends with a line break; print "
            + "with println)";
    return first + "\n--- expected ---\n" + expected + "--- printed ---\n" + actual;
  }

  @Test
  void theGuideHasItsExamples() {
    // A parser that found no blocks would pass every block vacuously.
    List<Example> all = examples();
    assertThat(all).hasSizeGreaterThanOrEqualTo(10);
    assertThat(all).filteredOn(e -> e.code().page().name().equals("README.md"))
        .hasSizeGreaterThanOrEqualTo(3);
  }

  @Test
  void noJavaBlockHidesFromTheChecker() {
    // The checker reads fences at the start of a line; an indented one would go unchecked.
    for (Pages.Page page : Pages.all()) {
      for (int i = 0; i < page.lines().size(); i++) {
        assertThat(page.lines().get(i))
            .as(page.name() + ":" + (i + 1) + ": a ```java fence starts at the line's start")
            .doesNotMatch(INDENTED_JAVA_FENCE);
      }
    }
  }

  @Test
  void everyExampleKeepsTheHouseStyle() {
    // The code a reader copies follows the project's style: 100 columns, spaces, no .get() on a
    // refusal's Either (Refusal.orThrow says why; vavr's get() throws without a word).
    for (Example e : examples()) {
      String[] lines = e.code().text().split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        String where = e.code().page().name() + ":" + (e.code().line() + 1 + i);
        assertThat(lines[i].length()).as(where + ": at most 100 columns").isLessThanOrEqualTo(100);
        assertThat(lines[i]).as(where + ": spaces, not tabs").doesNotContain("\t");
        assertThat(lines[i]).as(where + ": unwrap a refusal with Refusal.orThrow")
            .doesNotContainPattern("\\.(?:play|parseMove|position|rules|parse|sample|replay)"
                + "\\([^()]*(?:\\([^()]*\\)[^()]*)*\\)\\.get\\(\\)");
      }
    }
  }

  @Test
  void theCheckerRefusesWhatTheConventionForbids() {
    // The checker's own test: each broken example is caught, with the page line of the error.
    String ok = "public class Ok {\n  public static void main(String[] args) {\n"
        + "    System.out.println(\"hi\");\n  }\n}\n";
    assertThat(runner.run(ok, "t.md:1", 2).output()).isEqualTo("hi\n");

    String undeclared = "public class Undeclared {\n  public static void main(String[] args) {\n"
        + "    seen = 1;\n  }\n}\n";
    ExampleRunner.Outcome o = runner.run(undeclared, "t.md:10", 11);
    assertThat(o.ok()).isFalse();
    assertThat(o.problem()).contains("t.md:10", "does not compile alone", "page line 13");

    String missingImport = "public class NoImport {\n  public static void main(String[] args) {\n"
        + "    System.out.println(JungleRules.STANDARD);\n  }\n}\n";
    assertThat(runner.run(missingImport, "t.md:1", 2).problem()).contains("does not compile");

    String packaged = "package x;\npublic class P {\n  public static void main(String[] a) {}\n}\n";
    assertThat(runner.run(packaged, "t.md:1", 2).problem()).contains("no package line");

    String noMain = "public class NoMain {\n}\n";
    assertThat(runner.run(noMain, "t.md:1", 2).problem()).contains("has no public static main");

    String throwing = "public class Throws {\n  public static void main(String[] args) {\n"
        + "    throw new IllegalStateException(\"boom\");\n  }\n}\n";
    assertThat(runner.run(throwing, "t.md:1", 2).problem()).contains("threw", "boom");

    String deprecated = "import dev.tabletop.core.search.Level;\npublic class Old {\n"
        + "  public static void main(String[] args) {\n"
        + "    System.out.println(Level.ofIdOptional(\"hard\"));\n  }\n}\n";
    assertThat(runner.run(deprecated, "t.md:1", 2).problem()).contains("deprecat");
  }

  @Test
  void aDifferenceNamesTheFirstLineThatDiffers() {
    assertThat(difference("a\nb\n", "a\nc\n")).startsWith(
        "first difference at output line 2: expected 'b', printed 'c'");
    assertThat(difference("a\n", "a")).contains("line ends differ");
  }
}
