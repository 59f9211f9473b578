package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
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
 * java -jar benchmarks.jar jmh [JMH options]  JMH's own command line
 * </pre>
 *
 * Both presets run JMH's {@code gc} profiler, so every figure comes with its bytes per operation
 * ({@code gc.alloc.rate.norm}), and write {@code jmh-result.json}.
 */
public final class Main {
  private Main() {}

  /**
   * Runs a preset, the simulator, or JMH.
   *
   * @param args the command line
   * @throws Exception if JMH fails
   */
  public static void main(String[] args) throws Exception {
    String command = args.length == 0 ? "quick" : args[0];
    String[] rest = args.length == 0 ? args : Arrays.copyOfRange(args, 1, args.length);
    switch (command) {
      case "quick":
        runPreset(true, rest);
        break;
      case "full":
        runPreset(false, rest);
        break;
      case "simulate":
        System.exit(simulate(rest, System.out, System.err));
        break;
      case "match":
        System.exit(MatchCommand.run(rest, System.out, System.err));
        break;
      case "jmh":
        org.openjdk.jmh.Main.main(rest);
        break;
      default:
        System.err.println("unknown command '" + command + "'");
        usage(System.err);
        System.exit(2);
    }
  }

  private static void usage(PrintStream out) {
    out.println("usage: java -jar benchmarks.jar [quick [REGEX] | full [REGEX] | "
        + "simulate SPEC [--games N] [--seed S] [--threads T] [--max-plies P] | jmh ARGS...]");
  }

  private static void runPreset(boolean quick, String[] filter) throws RunnerException {
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(filter.length > 0 ? filter[0] : "dev\\.tabletop\\.benchmarks\\..*")
        .addProfiler(GCProfiler.class)
        .resultFormat(ResultFormatType.JSON)
        .result("jmh-result.json")
        .jvmArgsAppend("-Xms1g", "-Xmx1g");
    if (quick) {
      options.forks(1)
          .warmupIterations(2).warmupTime(TimeValue.seconds(1))
          .measurementIterations(3).measurementTime(TimeValue.seconds(1));
    }
    new Runner(options.build()).run();
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
    var parsed = Games.parse(args[0]);
    if (parsed.isLeft()) {
      err.println(parsed.getLeft());
      return 2;
    }
    Game<?> game = parsed.get();
    err.printf(Locale.ROOT, "simulating %d games of %s on %d threads, seed %d%n",
        games, game.spec(), threads, seed);
    SimulationReport report = Simulator.run(game, games, seed, threads, maxPlies,
        (done, total, nanos) -> err.printf(Locale.ROOT, "  %d / %d games (%.0f%%), %.1f s%n",
            done, total, 100.0 * done / total, nanos / 1e9));
    out.print(report.toText());
    return 0;
  }
}
