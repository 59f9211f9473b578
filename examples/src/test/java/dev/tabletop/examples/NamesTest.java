package dev.tabletop.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No stale names: every Java name the guide mentions in a code span resolves.
 *
 * <p>A name here is a token of the shape {@code Type}, {@code Type.member}, {@code
 * Type.member(...).member}, {@code Type::member} or {@code Type#member} that starts with an
 * upper-case identifier (an identifier after a dot or a letter does not start one; a lower-case
 * start such as {@code state.apply(move)} is a variable, not checked). It resolves when:
 *
 * <ul>
 *   <li>its type is a public type of an exported package of a published module, and each member
 *       after it is a field, an enum constant, a method, a record component or a nested type of
 *       what the member before it gives (checked as long as that is a project type);
 *   <li>or it is a type of the repository's sources that is not API (a test, a benchmark, an
 *       internal class), and each member after it is a word of that source;
 *   <li>or it is a type of the JDK or of a dependency the pages talk about (vavr, jqwik, JUnit,
 *       Spark), and its members are not checked;
 *   <li>or it does not look like a Java name at all: one capital and no member ({@code Red},
 *       {@code Left}), or no lower-case letter ({@code STANDARD}, {@code DEN}, {@code E L T P}).
 * </ul>
 *
 * <p>Everything else fails, naming the page and line: a CamelCase name with no type behind it,
 * or a member its type does not have ({@code Jungle.PERFT_TERMINAL_LEAVES}). A qualified package
 * such as {@code dev.tabletop.jungle.players} must be a package of the sources, and a type after
 * it one of that package.
 */
class NamesTest {
  private static final List<String> EXTERNAL_PACKAGES = List.of("java.lang", "java.util",
      "java.util.function", "java.util.random", "java.io", "java.nio.file", "javax.tools",
      "io.vavr", "io.vavr.control", "io.vavr.collection", "net.jqwik.api",
      "org.junit.jupiter.api", "org.apache.spark.sql", "org.apache.spark.sql.types",
      "org.apache.spark.rdd");
  /** Names of libraries not on the checker's class path, each said of its library. */
  private static final Set<String> EXTERNAL_NAMES = Set.of(
      "EngineTestKit"); // JUnit Platform's test kit, which the testkit module's tests use
  private static final Pattern PACKAGE =
      Pattern.compile("(?<![\\w.])dev\\.tabletop(?:\\.[a-z][a-z0-9_]*)*(?:\\.([A-Z]\\w*))?");

  /** A name: its segments, and whether each is called. */
  record Name(List<String> segments, List<Boolean> calls, String text) {}

  /** The names in a code span, as the class comment says. */
  static List<Name> names(String span) {
    List<Name> out = new ArrayList<>();
    int i = 0;
    while (i < span.length()) {
      char c = span.charAt(i);
      boolean starts = c >= 'A' && c <= 'Z' && (i == 0 || !continues(span.charAt(i - 1)));
      if (!starts) {
        i++;
        continue;
      }
      List<String> segments = new ArrayList<>();
      List<Boolean> calls = new ArrayList<>();
      int j = identifierEnd(span, i);
      segments.add(span.substring(i, j));
      calls.add(false);
      int headEnd = j;
      while (j < span.length()) {
        char d = span.charAt(j);
        if (d == '(' || d == '<') {
          int close = balanced(span, j, d, d == '(' ? ')' : '>');
          if (close < 0) {
            break;
          }
          if (d == '(') {
            calls.set(calls.size() - 1, true);
          }
          j = close + 1;
        } else if ((d == '.' || d == '#') && j + 1 < span.length()
            && Character.isJavaIdentifierStart(span.charAt(j + 1))) {
          int end = identifierEnd(span, j + 1);
          segments.add(span.substring(j + 1, end));
          calls.add(false);
          j = end;
        } else if (d == ':' && span.startsWith("::", j) && j + 2 < span.length()
            && Character.isJavaIdentifierStart(span.charAt(j + 2))) {
          int end = identifierEnd(span, j + 2);
          segments.add(span.substring(j + 2, end));
          calls.add(false);
          j = end;
        } else {
          break;
        }
      }
      out.add(new Name(segments, calls, span.substring(i, j)));
      i = headEnd; // names inside the arguments are names too
    }
    return out;
  }

  private static boolean continues(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.' || c == '#'
        || c == ':' || c == '-' || c == '/' || c == '\\';
  }

  private static int identifierEnd(String s, int from) {
    int j = from;
    while (j < s.length() && Character.isJavaIdentifierPart(s.charAt(j))) {
      j++;
    }
    return j;
  }

  private static int balanced(String s, int open, char o, char c) {
    int depth = 0;
    for (int k = open; k < s.length(); k++) {
      if (s.charAt(k) == o) {
        depth++;
      } else if (s.charAt(k) == c && --depth == 0) {
        return k;
      }
    }
    return -1;
  }

  /**
   * Why a name does not resolve, or null when it does.
   *
   * @param name the name
   * @return the reason, or null
   */
  static String problem(Name name) {
    Project project = Project.get();
    String head = name.segments().get(0);
    List<Class<?>> api = project.types.get(head);
    if (api != null) {
      for (Class<?> c : api) {
        if (resolves(c, name, 1)) {
          return null;
        }
      }
      return "'" + name.text() + "': " + api.get(0).getName() + " has no member "
          + String.join(".", name.segments().subList(1, name.segments().size()));
    }
    List<Path> files = project.sources.get(head);
    if (files != null) {
      for (String member : name.segments().subList(1, name.segments().size())) {
        Pattern word = Pattern.compile("\\b" + Pattern.quote(member) + "\\b");
        if (files.stream().noneMatch(f -> word.matcher(Project.read(f)).find())) {
          return "'" + name.text() + "': " + member + " is not in "
              + Pages.ROOT.relativize(files.get(0));
        }
      }
      return null;
    }
    if (external(head) || EXTERNAL_NAMES.contains(head)) {
      return null;
    }
    if (head.chars().noneMatch(Character::isLowerCase)) {
      return null; // a constant or a file name (STANDARD, DEN, README.md), not a type
    }
    boolean looksLikeJava = name.segments().size() > 1 || name.calls().get(0)
        || head.chars().filter(Character::isUpperCase).count() >= 2;
    return looksLikeJava ? "'" + name.text() + "': no type " + head + " in the published API, "
        + "the sources, or the libraries the guide names" : null;
  }

  private static boolean resolves(Class<?> c, Name name, int i) {
    if (i == name.segments().size() || !Project.isProjectType(c)) {
      return true;
    }
    for (Class<?> next : Project.member(c, name.segments().get(i), name.calls().get(i))) {
      if (next.isPrimitive() || next.isArray() || resolves(next, name, i + 1)) {
        return true;
      }
    }
    return false;
  }

  private static boolean external(String head) {
    for (String pkg : EXTERNAL_PACKAGES) {
      try {
        Class.forName(pkg + "." + head, false, NamesTest.class.getClassLoader());
        return true;
      } catch (ClassNotFoundException | LinkageError e) {
        // not in this package
      }
    }
    return false;
  }

  /** Why a qualified package name does not resolve, or null. */
  static String packageProblem(String text, String type) {
    Project project = Project.get();
    String pkg = type == null ? text : text.substring(0, text.length() - type.length() - 1);
    boolean prefix = project.packages.stream().anyMatch(p -> p.startsWith(pkg + "."));
    if (type == null && prefix) {
      return null; // the root of deeper packages, as in dev.tabletop.<game>
    }
    if (!project.packages.contains(pkg)) {
      return "'" + text + "': no package " + pkg + " in the sources";
    }
    if (type != null) {
      List<Path> files = project.sources.getOrDefault(type, List.of());
      String dir = pkg.replace('.', '/');
      if (files.stream().noneMatch(f -> f.getParent().toString().endsWith(dir))) {
        return "'" + text + "': no type " + type + " in package " + pkg;
      }
    }
    return null;
  }

  @Test
  void everyNameTheGuideMentionsResolves() {
    List<String> problems = new ArrayList<>();
    int checked = 0;
    for (Pages.Page page : Pages.all()) {
      for (Pages.Span span : page.spans()) {
        for (Name name : names(span.text())) {
          checked++;
          String p = problem(name);
          if (p != null) {
            problems.add(span.where() + ": " + p);
          }
        }
        Matcher m = PACKAGE.matcher(span.text());
        while (m.find()) {
          String p = packageProblem(m.group(), m.group(1));
          if (p != null) {
            problems.add(span.where() + ": " + p);
          }
        }
      }
    }
    assertThat(problems).as("names in code spans that do not resolve").isEmpty();
    assertThat(checked).as("names checked").isGreaterThan(300);
  }

  @Test
  void theCheckIsStrictWhereItMatters() {
    // The checker's own test: a name that is gone fails, names that are there pass.
    assertThat(problem(names("Jungle.PERFT_TERMINAL_LEAVES").get(0)))
        .contains("has no member PERFT_TERMINAL_LEAVES");
    assertThat(problem(names("JungleLevel.NOVICE").get(0))).isNotNull();
    assertThat(problem(names("JungleStateView").get(0))).contains("no type JungleStateView");
    assertThat(problem(names("Domino.sample(view, random).get()").get(0))).isNull();
    for (String ok : List.of("JungleLevel.MASTER", "Domino.sample", "GameRecord.parse",
        "DominoEffect.DrawStarted", "Refusal::exception", "RoundResult.winner",
        "LudoEvaluation.Weights.standard(rules)", "Weights.FOUR_PLAYERS",
        "Jungle.TYPE.parse(\"jungle()\")", "AlphaBeta.Config.reductions()", "Budget.nodes(n)",
        "Expectimax.Opponents.ONE_PLY", "GameConformance", "Tile.of(4, 6).index()",
        "ExactDeterminizerTest", "MoveBenchmarks.generate",
        "JungleLadderDeepTest#theMastersReductionsBeatTheFullWidthSearchAtEqualNodes",
        "Either", "SplittableRandom", "STANDARD", "Red", "DEN")) {
      for (Name n : names(ok)) {
        assertThat(problem(n)).as(ok).isNull();
      }
    }
    assertThat(problem(names("MoveBenchmarks.generateAll").get(0))).contains("not in");
    assertThat(names("state.apply(move)")).isEmpty();
    assertThat(names("JungleLevel.of(Level.HARD)")).extracting(Name::text)
        .containsExactly("JungleLevel.of(Level.HARD)", "Level.HARD");
    assertThat(packageProblem("dev.tabletop.jungle.players", null)).isNull();
    assertThat(packageProblem("dev.tabletop.jungle.search", null)).contains("no package");
    assertThat(packageProblem("dev.tabletop.core.search.AlphaBeta", "AlphaBeta")).isNull();
    assertThat(packageProblem("dev.tabletop.core.AlphaBeta", "AlphaBeta")).contains("no type");
  }

  @Test
  void everyPublishedModuleIsOnTheCheckersClassPath() throws Exception {
    // A module the BOM manages but the examples module does not depend on would load no types.
    String pom = Files.readString(Pages.ROOT.resolve("examples/pom.xml"));
    for (String module : Project.publishedModules()) {
      assertThat(pom).as("examples/pom.xml depends on tabletop-" + module)
          .contains("<artifactId>tabletop-" + module + "</artifactId>");
    }
    assertThat(Project.get().types).containsKeys("GameState", "JungleState", "LudoState",
        "DominoState", "GameConformance", "SparkSimulation");
  }
}
