package dev.tabletop.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The command lines the guide shows in its ```sh blocks name what exists: CI runs the README's
 * test command; a {@code benchmarks.jar} command names one of the jar's commands and only options
 * its parsers read; a Spark command only options the job reads; a {@code ./mvnw} command only
 * modules and profiles the build has. (Running them is the job of the people who measure: a
 * match takes minutes to hours.)
 */
class CommandsTest {
  private static final Set<String> JAR_COMMANDS =
      Set.of("quick", "full", "simulate", "match", "budgets", "peer", "domino-duel", "tablebase",
          "tablebase-play", "engine", "engine-match", "headroom", "jmh", "help",
          "-h", "--help");
  private static final Set<String> MATCH_GAMES = Set.of("jungle", "ludo", "domino");
  private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*");
  private static final Pattern PROFILE_ID = Pattern.compile("<profile>\\s*(?:<!--.*?-->\\s*)?<id>([\\w-]+)</id>",
      Pattern.DOTALL);

  /** One command of a ```sh block: its page line and its words, quotes and comments removed. */
  record Command(String where, List<String> words) {}

  static List<Command> commands() {
    List<Command> out = new ArrayList<>();
    for (Pages.Page page : Pages.all()) {
      for (Pages.Fence f : page.fences()) {
        if (!f.lang().equals("sh")) {
          continue;
        }
        String[] lines = f.text().split("\n");
        StringBuilder joined = new StringBuilder();
        int start = -1;
        for (int i = 0; i < lines.length; i++) {
          String line = lines[i];
          if (start < 0) {
            start = i;
          }
          if (line.endsWith("\\")) {
            joined.append(line, 0, line.length() - 1).append(' ');
            continue;
          }
          joined.append(line);
          for (String part : joined.toString().split("&&")) {
            List<String> words = words(part);
            if (!words.isEmpty()) {
              out.add(new Command(page.name() + ":" + (f.line() + 1 + start), words));
            }
          }
          joined.setLength(0);
          start = -1;
        }
      }
    }
    return out;
  }

  /** Shell words: split at blanks outside quotes, a {@code #} comment dropped. */
  static List<String> words(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    char quote = 0;
    boolean inWord = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '#' && !inWord) {
        break;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          out.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      out.add(word.toString());
    }
    return out;
  }

  /** Every string literal {@code "--option"} of a module's main sources. */
  static Set<String> optionsIn(String module) {
    try (Stream<Path> s = Files.walk(Pages.ROOT.resolve(module).resolve("src/main/java"))) {
      Pattern literal = Pattern.compile("\"(--[a-z][a-z-]*)\"");
      return s.filter(p -> p.toString().endsWith(".java")).flatMap(p -> {
        Matcher m = literal.matcher(Project.read(p));
        List<String> found = new ArrayList<>();
        while (m.find()) {
          found.add(m.group(1));
        }
        return found.stream();
      }).collect(Collectors.toSet());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Why a command names something that does not exist, or null. */
  static String problem(List<String> w, Set<String> jarOptions, Set<String> sparkOptions) {
    int jar = w.indexOf("benchmarks/target/benchmarks.jar");
    if (jar > 0 && w.get(jar - 1).equals("-jar")) {
      List<String> rest = w.subList(jar + 1, w.size());
      if (rest.isEmpty()) {
        return null;
      }
      String command = rest.get(0);
      if (!JAR_COMMANDS.contains(command)) {
        return "benchmarks.jar has no command '" + command + "'";
      }
      if (command.equals("jmh")) {
        return null; // JMH's own command line
      }
      if (command.equals("match") && (rest.size() < 2 || !MATCH_GAMES.contains(rest.get(1)))) {
        return "match needs a game, one of " + MATCH_GAMES;
      }
      return unknownOptions(rest, jarOptions, "benchmarks.jar");
    }
    int spark = indexOfSparkJob(w);
    if (spark >= 0) {
      return unknownOptions(w.subList(spark + 1, w.size()), sparkOptions, "the Spark job");
    }
    if (!w.isEmpty() && w.get(0).equals("./mvnw")) {
      return mavenProblem(w);
    }
    return null;
  }

  private static int indexOfSparkJob(List<String> w) {
    for (int i = 0; i < w.size(); i++) {
      String word = w.get(i);
      if (word.equals("@spark/target/spark-local.args")
          || word.equals("dev.tabletop.spark.SparkSimulation") && i > 0
              && !w.get(i - 1).equals("--class")
          || word.startsWith("spark/target/tabletop-spark-") && word.endsWith("-job.jar")
              && !w.contains("-cp")) {
        return i;
      }
    }
    return -1;
  }

  private static String unknownOptions(List<String> words, Set<String> known, String tool) {
    for (String word : words) {
      if (OPTION.matcher(word).matches() && !known.contains(word)) {
        return tool + " reads no option " + word;
      }
    }
    return null;
  }

  private static String mavenProblem(List<String> w) {
    String pom = Project.read(Pages.ROOT.resolve("pom.xml"));
    Set<String> profiles = new java.util.HashSet<>();
    Matcher m = PROFILE_ID.matcher(pom);
    while (m.find()) {
      profiles.add(m.group(1));
    }
    for (int i = 0; i < w.size(); i++) {
      String word = w.get(i);
      if (word.equals("-pl") && i + 1 < w.size()) {
        for (String module : w.get(i + 1).split(",")) {
          if (!Files.exists(Pages.ROOT.resolve(module.replace("!", "")).resolve("pom.xml"))) {
            return "no module " + module;
          }
        }
      } else if (word.startsWith("-P")) {
        for (String profile : word.substring(2).split(",")) {
          if (!profiles.contains(profile.replace("!", ""))) {
            return "no profile " + profile + " (the build has " + profiles + ")";
          }
        }
      }
    }
    return null;
  }

  @Test
  void everyCommandTheGuideShowsNamesWhatExists() {
    Set<String> jar = optionsIn("benchmarks");
    Set<String> spark = optionsIn("spark");
    List<String> problems = new ArrayList<>();
    List<Command> all = commands();
    for (Command c : all) {
      String p = problem(c.words(), jar, spark);
      if (p != null) {
        problems.add(c.where() + ": " + String.join(" ", c.words()) + ": " + p);
      }
    }
    assertThat(problems).as("command lines naming what does not exist").isEmpty();
    assertThat(all).as("commands checked").hasSizeGreaterThan(40);
  }

  @Test
  void ciRunsTheReadmeTestCommand() throws IOException {
    String ci = Files.readString(Pages.ROOT.resolve(".ci/run"));
    assertThat(ci).containsPattern("(?m)^\\./mvnw( -B)?( -ntp)? verify$");
    assertThat(commands()).filteredOn(c -> c.where().startsWith("README.md:"))
        .extracting(c -> String.join(" ", c.words())).contains("./mvnw verify");
  }

  @Test
  void theCheckFindsUnknownCommandsAndOptions() {
    Set<String> jar = optionsIn("benchmarks");
    Set<String> spark = optionsIn("spark");
    assertThat(jar).contains("--players", "--top-nodes", "--games", "--out", "--max-plies");
    assertThat(spark).contains("--partitions", "--warm-up", "--table");
    assertThat(problem(words("java -jar benchmarks/target/benchmarks.jar match jungle "
        + "--players hard,medium --games 400"), jar, spark)).isNull();
    assertThat(problem(words("java -jar benchmarks/target/benchmarks.jar match jungle "
        + "--player hard,medium"), jar, spark)).contains("no option --player");
    assertThat(problem(words("java -jar benchmarks/target/benchmarks.jar bench"), jar, spark))
        .contains("no command 'bench'");
    assertThat(problem(words("java -jar benchmarks/target/benchmarks.jar match chess"), jar,
        spark)).contains("needs a game");
    assertThat(problem(words("java @spark/target/spark-local.args 'jungle()' --shards 8"), jar,
        spark)).contains("no option --shards");
    assertThat(problem(words("./mvnw -B -Pdeeper verify"), jar, spark)).contains("no profile");
    assertThat(problem(words("./mvnw -pl core,chess -am verify"), jar, spark))
        .contains("no module chess");
    assertThat(words("./mvnw verify   # build and test 'it'")).containsExactly("./mvnw", "verify");
    assertThat(words("simulate 'ludo(players=4,kickBack=true)' --games 1"))
        .containsExactly("simulate", "ludo(players=4,kickBack=true)", "--games", "1");
  }
}
