package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The entry point of {@code benchmarks.jar}.
 *
 * <pre>
 * java -jar benchmarks.jar                    the quick preset: every benchmark once, in minutes
 * java -jar benchmarks.jar full               the full suite (2 forks, 5+5 iterations)
 * java -jar benchmarks.jar simulate SPEC [--games N] [--seed S] [--threads T] [--max-plies P]
 * java -jar benchmarks.jar match jungle ...     matches and ladders of computer players
 * java -jar benchmarks.jar budgets [--moves N] how much of a time budget the searching levels use
 * java -jar benchmarks.jar peer               timed perft, playouts and generation asked on standard input
 * java -jar benchmarks.jar domino-duel ...    two Domino players on paired deals, points a round
 * java -jar benchmarks.jar tablebase --dir D [--pieces N | --material M]  Cờ Thú endgame tables
 * java -jar benchmarks.jar engine             a Cờ Thú engine speaking a UCI-like protocol
 * java -jar benchmarks.jar headroom ludo ...   what one step of rollout improvement would win
 * java -jar benchmarks.jar jmh [JMH options]  JMH's own command line
 * java -jar benchmarks.jar help               this usage (also -h, --help)
 * </pre>
 *
 * Both presets run JMH's {@code gc} profiler, so every figure comes with its bytes per operation
 * ({@code gc.alloc.rate.norm}), write their JSON results to {@code jmh-result.json} next to the
 * jar (that is, under {@code benchmarks/target/}) or where {@code --out} says, and end with a
 * short summary of the figures.
 */
public final class Main {
  private Main() {}

  /** The results file's name when {@code --out} is not given. */
  static final String RESULT_FILE = "jmh-result.json";

  /**
   * Runs a preset, the simulator, or JMH.
   *
   * @param args the command line
   * @throws Exception if JMH fails
   */
  public static void main(String[] args) throws Exception {
    if (args.length > 0 && "jmh".equals(args[0])) {
      // JMH's own command line ends the JVM itself, with its own status.
      org.openjdk.jmh.Main.main(Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    int status = run(args, System.out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Every command but {@code jmh}, with its streams given, so tests can run it.
   *
   * @param args the command line
   * @param out where usage, reports and summaries go
   * @param err where progress and errors go
   * @return the exit status: 0 done, 2 a bad command line
   * @throws RunnerException if JMH fails
   */
  static int run(String[] args, PrintStream out, PrintStream err) throws RunnerException {
    String command = args.length == 0 ? "quick" : args[0];
    String[] rest = args.length == 0 ? args : Arrays.copyOfRange(args, 1, args.length);
    switch (command) {
      case "help":
      case "-h":
      case "--help":
        usage(out);
        return 0;
      case "quick":
      case "full":
        return runPreset("quick".equals(command), rest, out, err);
      case "simulate":
        return simulate(rest, out, err);
      case "match":
        return MatchCommand.run(rest, out, err);
      case "budgets":
        return BudgetCommand.run(rest, out, err);
      case "peer":
        try {
          return PeerCommand.run(System.in, out);
        } catch (IOException e) {
          err.println("peer: cannot read the requests: " + e.getMessage());
          return 1;
        }
      case "domino-duel":
        return DominoDuelCommand.run(args, out, err);
      case "tablebase":
        return TablebaseCommand.run(rest, out, err);
      case "tablebase-play":
        return TablebasePlayCommand.run(rest, out, err);
      case "engine":
        return EngineCommand.run(rest, System.in, out, err);
      case "engine-match":
        return EngineMatchCommand.run(rest, out, err);
      case "headroom":
        return HeadroomCommand.run(rest, out, err);
      default:
        err.println("unknown command '" + command + "'");
        usage(err);
        return 2;
    }
  }

  private static void usage(PrintStream out) {
    out.println("usage: java -jar benchmarks.jar [COMMAND]");
    out.println();
    out.println("  quick [REGEX] [--out FILE]  every benchmark (or those matching REGEX) once:");
    out.println("                              1 fork, 2+3 one-second iterations (the default)");
    out.println("  full [REGEX] [--out FILE]   the full suite: 2 forks, 5+5 iterations");
    out.println("  simulate SPEC [--games N] [--seed S] [--threads T] [--max-plies P]");
    out.println("                              many seeded random games of a variant, and a report");
    out.println("  match GAME ...              matches and ladders of computer players (match -h)");
    out.println("  budgets [--moves N] [--long-moves M] [--seed S] [--game G]");
    out.println("                              how much of a 100 ms and a 1 s budget the searching");
    out.println("                              levels use, and by how much they overshoot it");
    out.println("  peer                        timed perft, playouts, generation asked on standard input,");
    out.println("                              one timed answer a line (benchmarks/peers/run.sh)");
    out.println("  domino-duel [--rules SPEC] [--a P] [--b P] [--rounds N] [--millis M | --playouts P]");
    out.println("                              two Domino players on paired deals, points a round");
    out.println("  tablebase --dir D [--pieces N | --material LRvE,...] [--rules SPEC] [--threads T]");
    out.println("                              Cờ Thú endgame tables, with their win/draw/loss counts");
    out.println("  tablebase-play --dir D --material M [--level L] [--nodes N] [--min-distance P]");
    out.println("                              how often a level keeps the tables' value above them");
    out.println("  engine                      a Cờ Thú engine on stdin/stdout (jcei, position, go,");
    out.println("                              bestmove: docs/engine.md)");
    out.println("  engine-match --first CMD --second CMD [--games N] [--movetime MS] ...");
    out.println("                              a refereed match between two protocol engines");
    out.println("  headroom ludo --players A,B[,C,D] [--rules SPEC] [--games N] [--rollouts R] ...");
    out.println("                              the wins one step of rollout improvement would add");
    out.println("  jmh ARGS...                 JMH's own command line (jmh -h for its options)");
    out.println("  help, -h, --help            this text");
    out.println();
    out.println("The presets write JMH's JSON results to " + RESULT_FILE + " next to this jar");
    out.println("(benchmarks/target/) unless --out names a file, and end with a summary.");
  }

  /**
   * The preset's JMH options: which benchmarks, the gc profiler, the iterations, and the results
   * file.
   *
   * @param quick the quick preset, else the full one
   * @param include the benchmarks' regular expression
   * @param result the results file
   * @return the options
   */
  static Options presetOptions(boolean quick, String include, Path result) {
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(include)
        .addProfiler(GCProfiler.class)
        .resultFormat(ResultFormatType.JSON)
        .result(result.toString())
        .jvmArgsAppend("-Xms1g", "-Xmx1g");
    if (quick) {
      options.forks(1)
          .warmupIterations(2).warmupTime(TimeValue.seconds(1))
          .measurementIterations(3).measurementTime(TimeValue.seconds(1));
    }
    return options.build();
  }

  private static int runPreset(boolean quick, String[] args, PrintStream out, PrintStream err)
      throws RunnerException {
    String include = "dev\\.tabletop\\.benchmarks\\..*";
    Path result = null;
    boolean named = false;
    for (int i = 0; i < args.length; i++) {
      if ("--out".equals(args[i])) {
        if (i + 1 >= args.length) {
          err.println("option --out needs a file");
          return 2;
        }
        result = Path.of(args[++i]);
      } else if (args[i].startsWith("-") || named) {
        err.println("unknown option " + args[i]);
        usage(err);
        return 2;
      } else {
        include = args[i];
        named = true;
      }
    }
    if (result == null) {
      result = defaultResultFile();
    }
    try {
      Path parent = result.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException e) {
      err.println("cannot create the directory of " + result + ": " + e.getMessage());
      return 2;
    }
    Collection<RunResult> results = new Runner(presetOptions(quick, include, result)).run();
    out.println();
    out.print(summary(Figure.of(results), result));
    return 0;
  }

  /**
   * Where the presets write their results by default: next to the jar, which Maven builds in
   * {@code benchmarks/target/}; when run from the class files (tests, an IDE), next to the
   * classes directory, which is {@code target/} as well. Never the current directory.
   *
   * @return the default results file
   */
  static Path defaultResultFile() {
    try {
      Path code = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return code.toAbsolutePath().getParent().resolve(RESULT_FILE);
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      return Path.of("target", RESULT_FILE);
    }
  }

  /**
   * One line of the summary: a benchmark at one parameter setting.
   *
   * @param benchmark the benchmark's class and method, without the package
   * @param params its parameters, {@code key=value} separated by spaces
   * @param score the primary score
   * @param error the score's 99.9% error half-width (NaN with too few iterations)
   * @param unit the score's unit
   * @param bytesPerOp the gc profiler's bytes allocated per operation (NaN if absent)
   * @param counters the secondary counters other than gc figures, as text like
   *     {@code leaves 4.5e8 ops/s}
   */
  record Figure(String benchmark, String params, double score, double error, String unit,
      double bytesPerOp, String counters) {

    static List<Figure> of(Collection<RunResult> results) {
      List<Figure> figures = new ArrayList<>();
      for (RunResult r : results) {
        BenchmarkParams p = r.getParams();
        StringBuilder params = new StringBuilder();
        for (String key : p.getParamsKeys()) {
          params.append(params.length() == 0 ? "" : " ").append(key).append('=')
              .append(p.getParam(key));
        }
        Result<?> primary = r.getPrimaryResult();
        double bytes = Double.NaN;
        double nodes = Double.NaN;
        StringBuilder counters = new StringBuilder();
        for (String key : r.getSecondaryResults().keySet()) {
          Result<?> value = r.getSecondaryResults().get(key);
          // JMH before 1.37 prefixed profiler figures with a middle dot.
          String label = key.startsWith("\u00b7") ? key.substring(1) : key;
          if (label.equals("gc.alloc.rate.norm")) {
            bytes = value.getScore();
          } else if (!label.startsWith("gc.")) {
            if (label.equals("nodes")) {
              nodes = value.getScore();
            }
            counters.append(counters.length() == 0 ? "" : ", ").append(label).append(' ')
                .append(number(value.getScore())).append(' ').append(value.getScoreUnit());
          }
        }
        if (nodes > 0 && !Double.isNaN(bytes) && primary.getScoreUnit().equals("ops/s")) {
          // Bytes per operation times operations per node: what one node of a search costs.
          counters.append(String.format(Locale.ROOT, " (%.1f B/node)",
              bytes * primary.getScore() / nodes));
        }
        String name = p.getBenchmark();
        name = name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
        figures.add(new Figure(name, params.toString(), primary.getScore(),
            primary.getScoreError(), primary.getScoreUnit(), bytes, counters.toString()));
      }
      return figures;
    }
  }

  /**
   * The summary printed after a preset: one line per benchmark and parameters with the score, its
   * error, the bytes per operation and any counters, then where the full results are.
   *
   * @param figures the figures, in run order
   * @param result the results file
   * @return the text, ending with a line break
   */
  static String summary(List<Figure> figures, Path result) {
    StringBuilder text = new StringBuilder();
    text.append("summary: ").append(figures.size())
        .append(figures.size() == 1 ? " benchmark" : " benchmarks")
        .append(" (score ± 99.9% error, bytes allocated per operation)\n");
    int width = 0;
    for (Figure f : figures) {
      width = Math.max(width, label(f).length());
    }
    for (Figure f : figures) {
      String label = label(f);
      text.append("  ").append(label).append(" ".repeat(width - label.length())).append("  ")
          .append(number(f.score()));
      if (!Double.isNaN(f.error())) {
        text.append(" ± ").append(number(f.error()));
      }
      text.append(' ').append(f.unit());
      if (!Double.isNaN(f.bytesPerOp())) {
        text.append(", ").append(String.format(Locale.ROOT, "%.0f", f.bytesPerOp())).append(" B/op");
      }
      if (!f.counters().isEmpty()) {
        text.append(", ").append(f.counters());
      }
      text.append('\n');
    }
    text.append("results: ").append(result.toAbsolutePath().normalize()).append('\n');
    return text.toString();
  }

  private static String label(Figure f) {
    return f.params().isEmpty() ? f.benchmark() : f.benchmark() + " " + f.params();
  }

  /**
   * A figure with three significant digits, grouped for reading: 75.8, 11.6, 21,900, 455,000,000.
   *
   * @param x the number
   * @return its text
   */
  static String number(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return String.valueOf(x);
    }
    double a = Math.abs(x);
    if (a >= 1000) {
      double scale = Math.pow(10, Math.floor(Math.log10(a)) - 2);
      return String.format(Locale.ROOT, "%,.0f", Math.round(x / scale) * scale);
    }
    if (a >= 100) {
      return String.format(Locale.ROOT, "%.0f", x);
    }
    if (a >= 10) {
      return String.format(Locale.ROOT, "%.1f", x);
    }
    return String.format(Locale.ROOT, "%.2f", x);
  }

  /**
   * The simulator command: plays many random games of a variant on all cores and prints a report.
   *
   * @param args SPEC then options
   * @param out where the report goes
   * @param err where progress and errors go
   * @return the exit status
   */
  static int simulate(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      usage(err);
      return 2;
    }
    long games = 100_000;
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    int maxPlies = 10_000;
    try {
      for (int i = 1; i < args.length; i += 2) {
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + args[i] + " needs a value");
        }
        String value = args[i + 1];
        switch (args[i]) {
          case "--games":
            games = Long.parseLong(value);
            break;
          case "--seed":
            seed = Long.parseLong(value);
            break;
          case "--threads":
            threads = Integer.parseInt(value);
            break;
          case "--max-plies":
            maxPlies = Integer.parseInt(value);
            break;
          default:
            throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
      if (games < 1 || threads < 1 || maxPlies < 1) {
        throw new IllegalArgumentException("--games, --threads and --max-plies must be positive");
      }
    } catch (NumberFormatException e) {
      err.println("bad number: " + e.getMessage());
      return 2;
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 2;
    }
    var parsed = Games.ALL.parse(args[0]).mapLeft(dev.tabletop.core.Refusal::message);
    if (parsed.isLeft()) {
      err.println(parsed.getLeft());
      return 2;
    }
    Game<?> game = parsed.get();
    err.printf(Locale.ROOT, "simulating %d %s of %s on %d %s, seed %d%n",
        games, games == 1 ? "game" : "games", game.spec(), threads,
        threads == 1 ? "thread" : "threads", seed);
    SimulationReport report = Simulator.run(game, games, seed, threads, maxPlies,
        (done, total, nanos) -> err.printf(Locale.ROOT, "  %d / %d games (%.0f%%), %.1f s%n",
            done, total, 100.0 * done / total, nanos / 1e9));
    out.print(report.toText());
    return 0;
  }
}
