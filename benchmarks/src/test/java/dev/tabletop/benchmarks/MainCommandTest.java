package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** The command line of benchmarks.jar, short of running a whole preset. */
class MainCommandTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) throws Exception {
    return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @ParameterizedTest
  @ValueSource(strings = {"help", "-h", "--help"})
  void helpPrintsTheUsageAndSucceeds(String help) throws Exception {
    assertThat(run(help)).isZero();
    assertThat(out()).startsWith("usage: java -jar benchmarks.jar")
        .contains("quick [REGEX] [--out FILE]", "full [REGEX]", "simulate SPEC", "jmh ARGS",
            "help, -h, --help", "benchmarks/target/");
    assertThat(err()).isEmpty();
  }

  @Test
  void theDominoDuelPlaysPairedDealsAndRefusesWhatItCannotPlay() throws Exception {
    assertThat(run("domino-duel", "--a", "hard", "--b", "hard", "--rounds", "4", "--playouts",
        "10", "--threads", "1")).isZero();
    // The same player on both sides of paired deals: every pair cancels exactly.
    assertThat(out()).startsWith("hard against hard: +0.00 points a round for hard")
        .contains("4 rounds (2 paired deals)");
    err.reset();
    assertThat(run("domino-duel", "--rounds", "3")).isEqualTo(2);
    assertThat(err()).contains("--rounds must be even");
    err.reset();
    assertThat(run("domino-duel", "--rules", "domino(players=3)")).isEqualTo(2);
    assertThat(err()).contains("a duel needs two sides");
    err.reset();
    assertThat(run("domino-duel", "--a", "nobody")).isEqualTo(2);
    assertThat(err()).contains("unknown player 'nobody'");
  }

  @Test
  void theHeadroomCommandPlaysTheMatchesGamesAndRefusesWhatItCannotMeasure() throws Exception {
    assertThat(run("headroom", "ludo", "--players", "hard,random", "--games", "4", "--rollouts",
        "4", "--sample", "0.05", "--seed", "3", "--threads", "1")).isZero();
    String headroom = out();
    out.reset();
    assertThat(run("match", "ludo", "--players", "hard,random", "--games", "4", "--seed", "3",
        "--threads", "1")).isZero();
    // The same games as the match: the measured player's wins are the match's.
    String wins = out().lines().filter(l -> l.startsWith("hard ")).findFirst().orElseThrow()
        .trim().split(" +")[2];
    assertThat(headroom).contains("ludo(players=2,").contains("4 games, seed 3: " + wins + " won")
        .contains("decisions with a choice:").contains("4 rollouts a move")
        .contains("one-step rollout gain:").contains("clearly worse moves:");
    err.reset();
    assertThat(run("headroom", "domino", "--players", "hard,random")).isEqualTo(2);
    assertThat(err()).contains("usage: headroom ludo").contains("Domino hides tiles");
    err.reset();
    assertThat(run("headroom", "ludo", "--games", "2")).isEqualTo(2);
    assertThat(err()).contains("give --players, the measured player first");
    err.reset();
    assertThat(run("headroom", "ludo", "--players", "hard,random", "--sample", "2")).isEqualTo(2);
    assertThat(err()).contains("the sample rate must be in (0, 1], got 2.0");
    err.reset();
    assertThat(run("headroom", "ludo", "--players", "hard,random", "--games", "ten")).isEqualTo(2);
    assertThat(err()).contains("--games takes a whole number, not 'ten'");
    err.reset();
    assertThat(run("headroom", "ludo", "--players", "hard,random", "--depth", "2")).isEqualTo(2);
    assertThat(err()).contains("unknown option --depth");
    err.reset();
    assertThat(run("headroom", "ludo", "--players", "hard,random", "--seed")).isEqualTo(2);
    assertThat(err()).contains("option --seed needs a value");
    err.reset();
    assertThat(run("headroom", "ludo", "--players", "hard,oracle")).isEqualTo(2);
    assertThat(err()).contains("unknown player 'oracle'");
  }

  @Test
  void anUnknownCommandIsRefusedWithTheUsage() throws Exception {
    assertThat(run("benchmark")).isEqualTo(2);
    assertThat(err()).startsWith("unknown command 'benchmark'").contains("usage:");
    assertThat(out()).isEmpty();
  }

  @Test
  void theBudgetsCommandRefusesBadOptionsWithItsUsage() throws Exception {
    assertThat(run("budgets", "--moves", "0")).isEqualTo(2);
    assertThat(err()).contains("--moves and --long-moves must be at least 1")
        .contains("usage: java -jar benchmarks.jar budgets");
    assertThat(run("budgets", "--speed")).isEqualTo(2);
    assertThat(err()).contains("unknown option '--speed'");
    assertThat(run("budgets", "--seed")).isEqualTo(2);
    assertThat(err()).contains("an option lacks its value");
  }

  @Test
  void badPresetOptionsAreRefusedBeforeAnyBenchmarkRuns() throws Exception {
    assertThat(run("quick", "--out")).isEqualTo(2);
    assertThat(err()).contains("option --out needs a file");
    assertThat(run("full", "Perft", "Move")).isEqualTo(2);
    assertThat(err()).contains("unknown option Move");
    assertThat(run("quick", "--forks", "3")).isEqualTo(2);
    assertThat(err()).contains("unknown option --forks");
    assertThat(out()).isEmpty();
  }

  @Test
  void oneThreadIsSingular() throws Exception {
    assertThat(run("simulate", "jungle()", "--games", "1", "--threads", "1")).isZero();
    assertThat(err()).contains("simulating 1 game of jungle(").contains(" on 1 thread, seed 1")
        .doesNotContain("1 threads").doesNotContain("1 games");
    err.reset();
    assertThat(run("simulate", "jungle()", "--games", "2", "--threads", "2")).isZero();
    assertThat(err()).contains("simulating 2 games of jungle(").contains(" on 2 threads, seed 1");
  }

  @Test
  void resultsGoUnderTargetByDefaultOrWhereOutSays(@TempDir Path dir) {
    Path byDefault = Main.defaultResultFile();
    // Tests run from benchmarks/target/classes, the jar lives in benchmarks/target: both give
    // benchmarks/target, never the current directory.
    assertThat(byDefault.getFileName()).hasToString("jmh-result.json");
    assertThat(byDefault.getParent().getFileName()).hasToString("target");
    assertThat(byDefault.getParent()).isNotEqualTo(Path.of("").toAbsolutePath());
    Path named = dir.resolve("runs/today.json");
    assertThat(Main.presetOptions(true, "x", named).getResult().get()).isEqualTo(named.toString());
    assertThat(Main.presetOptions(false, "x", byDefault).getResult().get())
        .isEqualTo(byDefault.toString());
  }

  @Test
  void figuresHaveThreeSignificantDigits() {
    assertThat(Main.number(455_123_456.0)).isEqualTo("455,000,000");
    assertThat(Main.number(21_934.2)).isEqualTo("21,900");
    assertThat(Main.number(1_005.0)).isEqualTo("1,010");
    assertThat(Main.number(456.4)).isEqualTo("456");
    assertThat(Main.number(75.83)).isEqualTo("75.8");
    assertThat(Main.number(9.87)).isEqualTo("9.87");
    assertThat(Main.number(Double.NaN)).isEqualTo("NaN");
  }

  @Test
  void theSummaryListsEachFigureAndWhereTheResultsAre() {
    List<Main.Figure> figures = List.of(
        new Main.Figure("MoveBenchmarks.generate", "spec=jungle()", 75.83, 1.234, "ns/op", 0.0, ""),
        new Main.Figure("PerftBenchmarks.perft", "bulk=true depth=5 spec=jungle()", 12.1, Double.NaN,
            "ops/s", 1024.4, "leaves 455,000,000 ops/s"));
    Path result = Path.of("/tmp/x/jmh-result.json");
    assertThat(Main.summary(figures, result)).isEqualTo(
        "summary: 2 benchmarks (score ± 99.9% error, bytes allocated per operation)\n"
        + "  MoveBenchmarks.generate spec=jungle()                  75.8 ± 1.23 ns/op, 0 B/op\n"
        + "  PerftBenchmarks.perft bulk=true depth=5 spec=jungle()  12.1 ops/s, 1024 B/op, "
        + "leaves 455,000,000 ops/s\n"
        + "results: /tmp/x/jmh-result.json\n");
  }

  @Test
  void figuresAreReadFromARealRun(@TempDir Path dir) throws Exception {
    // In this JVM, one short iteration: enough to read the primary score, bytes per op and a
    // counter from JMH's own results. The figure itself is not the point, so a benchmark run
    // elsewhere on the machine (which holds JMH's lock) must not stop this one.
    System.setProperty("jmh.ignoreLock", "true");
    Collection<RunResult> results = new Runner(new OptionsBuilder()
        .include("PlayoutBenchmarks.playout")
        .param("spec", "domino(players=2)")
        .addProfiler(GCProfiler.class)
        .forks(0).warmupIterations(0).measurementIterations(1)
        .measurementTime(TimeValue.milliseconds(200))
        .output(dir.resolve("jmh.log").toString())
        .build()).run();
    List<Main.Figure> figures = Main.Figure.of(results);
    assertThat(figures).hasSize(1);
    Main.Figure f = figures.get(0);
    assertThat(f.benchmark()).isEqualTo("PlayoutBenchmarks.playout");
    assertThat(f.params()).isEqualTo("spec=domino(players=2)");
    assertThat(f.score()).isPositive();
    assertThat(f.unit()).isEqualTo("ops/s");
    assertThat(f.bytesPerOp()).isPositive();
    assertThat(f.counters()).startsWith("plies ");
    assertThat(Files.exists(dir.resolve("jmh.log"))).isTrue();
  }
  @Test
  void aPlayersBytesPerNodeAreMeasuredAndSmall(@TempDir Path dir) throws Exception {
    // One short in-JVM iteration of alpha-beta at its fixed node budget: the summary's bytes per
    // node come from JMH's own figures, and a node may cost its one state (about 64 bytes) and
    // little more, never a per-node table or buffer.
    System.setProperty("jmh.ignoreLock", "true");
    Collection<RunResult> results = new Runner(new OptionsBuilder()
        .include("PlayerBenchmarks.chooseMove")
        .param("player", "jungle-alphabeta")
        .addProfiler(GCProfiler.class)
        .forks(0).warmupIterations(1).warmupTime(TimeValue.milliseconds(300))
        .measurementIterations(1).measurementTime(TimeValue.milliseconds(500))
        .output(dir.resolve("jmh.log").toString())
        .build()).run();
    Main.Figure f = Main.Figure.of(results).get(0);
    assertThat(f.counters()).startsWith("nodes ").contains(" B/node)");
    String perNode = f.counters().replaceAll(".*\\(([0-9.]+) B/node\\).*", "$1");
    assertThat(Double.parseDouble(perNode)).isBetween(1.0, 200.0);
  }

  @Test
  void theDepthCommandReportsTheDepthAndTheSpeedOfEachBudget() throws Exception {
    assertThat(run("match", "jungle", "--depth", "0.3")).isZero();
    assertThat(out()).contains("| time a move | depth completed | nodes |").contains("| 0.3 s | ");
    String row = out().lines().filter(l -> l.startsWith("| 0.3 s")).findFirst().orElseThrow();
    assertThat(Integer.parseInt(row.split("\\|")[2].strip())).isGreaterThanOrEqualTo(2);
  }

  @Test
  void theDepthCommandRefusesABadBudget() throws Exception {
    assertThat(run("match", "jungle", "--depth", "0")).isEqualTo(2);
    assertThat(err()).contains("--depth takes seconds");
  }

  @Test
  void aMatchPlaysAnyVariantSpecGivenByRules() throws Exception {
    assertThat(run("match", "ludo", "--rules", "ludo(players=3,dice=2)", "--players",
        "hard,greedy,random", "--games", "6", "--threads", "1")).isZero();
    assertThat(err()).contains("ludo(players=3,").contains("dice=2,diceUse=one");
    assertThat(out().lines().filter(l -> l.matches("(hard|greedy|random) +6 .*")).count())
        .isEqualTo(3);
    assertThat(run("match", "domino", "--rules", "domino(players=3)", "--players",
        "easy,practice,practice", "--games", "6", "--threads", "1")).isZero();
    assertThat(err()).contains("domino(players=3");
  }

  @Test
  void aMatchRefusesABadSpecAndASpecWithItsOwnFlags() throws Exception {
    assertThat(run("match", "ludo", "--rules", "ludo(dice=7)", "--players", "hard,greedy"))
        .isEqualTo(2);
    assertThat(err()).contains("--rules: ").contains("dice must be an integer from 1 to 2");
    assertThat(run("match", "ludo", "--rules", "ludo(players=2)", "--dice", "2", "--players",
        "hard,greedy")).isEqualTo(2);
    assertThat(err()).contains("give no --seats, --dice or --partnership");
  }
}
