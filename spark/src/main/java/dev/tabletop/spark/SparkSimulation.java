package dev.tabletop.spark;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.tools.Playout;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import io.vavr.control.Either;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The seeded simulator as a Spark job. The game indices {@code [0, games)} are cut into one
 * contiguous shard per partition; each task plays its shard with {@link Simulator#shard}, game
 * {@code i} from {@link Simulator#gameRandom} exactly as on one machine, and the shard reports are
 * {@link SimulationReport#merge merged}. Since the merge is exact and associative, the job's report
 * equals {@link Simulator#run}'s for the same spec, games and seed, whatever the number of
 * partitions or executors (throughput aside).
 *
 * <p>Only the spec text, the seed and the shard bounds travel to the executors; each builds the
 * rules from the spec. Run from the command line ({@link #main}) it uses embedded local mode unless
 * a master is configured, as {@code spark-submit} does.
 */
public final class SparkSimulation {
  /** The schema of {@link #gameTable}: one row per game. */
  public static final StructType GAME_SCHEMA = new StructType()
      .add("spec", DataTypes.StringType, false)
      .add("seed", DataTypes.LongType, false)
      .add("game", DataTypes.LongType, false)
      .add("winners", DataTypes.createArrayType(DataTypes.IntegerType, false), false)
      .add("returns", DataTypes.createArrayType(DataTypes.IntegerType, false), false)
      .add("plies", DataTypes.IntegerType, false)
      .add("ending", DataTypes.StringType, false);

  private SparkSimulation() {}

  /**
   * Plays {@code games} seeded random games of a variant on the cluster and merges their report.
   *
   * @param spark the session
   * @param spec the variant, such as {@code ludo(players=4,kickBack=true)}
   * @param games how many games (1 or more)
   * @param seed the seed of the whole run
   * @param partitions how many shards, one task each (1 or more; more than {@code games} leaves
   *     some empty)
   * @param maxPlies the ply limit of one game (0 or more)
   * @return the same report as {@code Simulator.run} with these arguments, with the job's wall
   *     clock as its elapsed time
   * @throws IllegalArgumentException naming the argument, if one is out of range or the spec names
   *     no valid variant
   */
  public static SimulationReport run(SparkSession spark, String spec, long games, long seed,
      int partitions, int maxPlies) {
    Objects.requireNonNull(spark, "spark");
    String canonical = validate(spec, games, partitions, maxPlies);
    long t0 = System.nanoTime();
    SimulationReport total = shards(spark, partitions)
        .map(k -> Simulator.shard(Games.ALL.require(canonical), shardStart(games, partitions, k),
            shardStart(games, partitions, k + 1), seed, maxPlies))
        .reduce(SimulationReport::merge);
    return total.withElapsedNanos(System.nanoTime() - t0);
  }

  /**
   * Runs the job of {@link #run} over no games, to pay before a timed run what Spark spends once
   * per JVM: loading, interpreting and compiling its scheduler, closure serializer, broadcast and
   * task code, and each executor's first build of the rules. Measured in local mode on 2 cores,
   * that first job costs about 2.5 CPU-seconds, the CPU time of nearly half a million Domino
   * games, so without it a run of a million short games shows Spark's start-up rather than its
   * cost per game. It plays nothing and changes no later report.
   *
   * @param spark the session
   * @param spec the variant the timed run will play
   * @param partitions how many tasks (1 or more; the cluster's default parallelism reaches every
   *     core once in local mode)
   * @return the report of no games, seed 0
   * @throws IllegalArgumentException naming the argument, if {@code partitions} is below 1 or the
   *     spec names no valid variant
   */
  public static SimulationReport warmUp(SparkSession spark, String spec, int partitions) {
    Objects.requireNonNull(spark, "spark");
    String canonical = validate(spec, 1, partitions, 0);
    return shards(spark, partitions)
        .map(k -> Simulator.shard(Games.ALL.require(canonical), 0, 0, 0, 0))
        .reduce(SimulationReport::merge);
  }

  /**
   * The same games as {@link #run}, one row each (schema {@link #GAME_SCHEMA}), for Spark SQL or
   * for writing as Parquet: {@code spec}, {@code seed}, {@code game} (the index, which with the
   * seed replays it through {@link Simulator#gameRandom}), {@code winners} (the seats with the
   * highest return, empty when every seat tied), {@code returns} (per seat: the places in Ludo,
   * the payouts in Domino), {@code plies} and {@code ending}. Lazy: games are played as the rows
   * are read, so a table of a billion games never sits in memory.
   *
   * @param spark the session
   * @param spec the variant
   * @param games how many games (1 or more)
   * @param seed the seed of the whole run
   * @param partitions how many shards (1 or more)
   * @param maxPlies the ply limit of one game (0 or more)
   * @return the table
   * @throws IllegalArgumentException naming the argument, if one is out of range or the spec names
   *     no valid variant
   */
  public static Dataset<Row> gameTable(SparkSession spark, String spec, long games, long seed,
      int partitions, int maxPlies) {
    Objects.requireNonNull(spark, "spark");
    String canonical = validate(spec, games, partitions, maxPlies);
    JavaRDD<Row> rows = shards(spark, partitions)
        .flatMap(k -> rows(Games.ALL.require(canonical), shardStart(games, partitions, k),
            shardStart(games, partitions, k + 1), seed, maxPlies));
    return spark.createDataFrame(rows, GAME_SCHEMA);
  }

  /**
   * The first game index of shard {@code k}: the shards are contiguous, cover {@code [0, games)}
   * and differ in size by at most one game.
   *
   * @param games the games of the run
   * @param partitions the number of shards
   * @param k a shard, from 0 to {@code partitions} (which gives {@code games})
   * @return the index
   */
  static long shardStart(long games, int partitions, int k) {
    // Written to avoid games * k, which overflows for very long runs.
    return games / partitions * k + Math.min(k, games % partitions);
  }

  private static String validate(String spec, long games, int partitions, int maxPlies) {
    Objects.requireNonNull(spec, "spec");
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, got " + games);
    }
    if (partitions < 1) {
      throw new IllegalArgumentException("partitions must be at least 1, got " + partitions);
    }
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be at least 0, got " + maxPlies);
    }
    return Games.ALL.require(spec).spec();
  }

  private static JavaRDD<Integer> shards(SparkSession spark, int partitions) {
    List<Integer> ids = new ArrayList<>(partitions);
    for (int k = 0; k < partitions; k++) {
      ids.add(k);
    }
    return JavaSparkContext.fromSparkContext(spark.sparkContext()).parallelize(ids, partitions);
  }

  private static <S extends GameState<S>> Iterator<Row> rows(Game<S> game, long from, long to,
      long seed, int maxPlies) {
    Playout<S> playout = new Playout<>(game, maxPlies);
    S start = game.initialState();
    String spec = game.spec();
    int players = game.playerCount();
    return new Iterator<>() {
      private long next = from;

      @Override
      public boolean hasNext() {
        return next < to;
      }

      @Override
      public Row next() {
        if (next >= to) {
          throw new NoSuchElementException();
        }
        long i = next++;
        Playout.PlayoutResult<S> result = playout.play(start, Simulator.gameRandom(seed, i));
        int[] returns = new int[players];
        int max = Integer.MIN_VALUE;
        int min = Integer.MAX_VALUE;
        for (int p = 0; p < players; p++) {
          returns[p] = result.returns(p);
          max = Math.max(max, returns[p]);
          min = Math.min(min, returns[p]);
        }
        int winnerCount = 0;
        for (int p = 0; p < players && max != min; p++) {
          if (returns[p] == max) {
            winnerCount++;
          }
        }
        // Object arrays: Spark's row encoder takes arrays or Scala sequences, not Java lists.
        Integer[] winners = new Integer[winnerCount];
        Integer[] returnValues = new Integer[players];
        for (int p = 0, w = 0; p < players; p++) {
          returnValues[p] = returns[p];
          if (winnerCount > 0 && returns[p] == max) {
            winners[w++] = p;
          }
        }
        return RowFactory.create(spec, seed, i, winners, returnValues, result.plies(),
            result.reason());
      }
    };
  }

  /**
   * The command line.
   *
   * <pre>
   * SPEC [--games N] [--seed S] [--partitions P] [--max-plies M] [--table DIR] [--warm-up B]
   * </pre>
   *
   * Prints the report; {@code --table} also writes the per-game table as Parquet to {@code DIR}.
   * Unless {@code --warm-up false}, a {@link #warmUp} job runs first, so the report's elapsed time
   * is the simulation's; the start-up times and the job's CPU time go to standard error.
   * Embedded local mode on every core unless a master is configured (as by {@code spark-submit}).
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** A parsed command line. */
  record Options(String spec, long games, long seed, int partitions, int maxPlies, String table,
      boolean warmUp) {}

  /**
   * Parses the command line.
   *
   * @param args SPEC then options
   * @return the options (partitions 0 for "the cluster's default parallelism"), or a message
   */
  static Either<String, Options> parse(String[] args) {
    if (args.length == 0) {
      return Either.left("usage: SPEC [--games N] [--seed S] [--partitions P] [--max-plies M]"
          + " [--table DIR] [--warm-up true|false]");
    }
    long games = 100_000;
    long seed = 1;
    int partitions = 0;
    int maxPlies = 10_000;
    String table = null;
    boolean warmUp = true;
    try {
      for (int i = 1; i < args.length; i += 2) {
        if (i + 1 >= args.length) {
          return Either.left("option " + args[i] + " needs a value");
        }
        String value = args[i + 1];
        switch (args[i]) {
          case "--games":
            games = Long.parseLong(value);
            break;
          case "--seed":
            seed = Long.parseLong(value);
            break;
          case "--partitions":
            partitions = Integer.parseInt(value);
            if (partitions < 1) {
              return Either.left("--partitions must be at least 1, got " + partitions);
            }
            break;
          case "--max-plies":
            maxPlies = Integer.parseInt(value);
            break;
          case "--table":
            table = value;
            break;
          case "--warm-up":
            if (!value.equals("true") && !value.equals("false")) {
              return Either.left("--warm-up must be true or false, got " + value);
            }
            warmUp = value.equals("true");
            break;
          default:
            return Either.left("unknown option " + args[i]);
        }
      }
    } catch (NumberFormatException e) {
      return Either.left("bad number: " + e.getMessage());
    }
    if (games < 1) {
      return Either.left("--games must be at least 1, got " + games);
    }
    if (maxPlies < 0) {
      return Either.left("--max-plies must be at least 0, got " + maxPlies);
    }
    Either<String, Game<?>> game = Games.ALL.parse(args[0]).mapLeft(dev.tabletop.core.Refusal::message);
    if (game.isLeft()) {
      return Either.left(game.getLeft());
    }
    return Either.right(
        new Options(game.get().spec(), games, seed, partitions, maxPlies, table, warmUp));
  }

  /** This JVM's CPU time so far, every thread (JIT and GC too), or -1 where the JVM hides it. */
  private static long processCpuNanos() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean
        ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime() : -1;
  }

  private static int run(String[] args, PrintStream out, PrintStream err) {
    Either<String, Options> parsed = parse(args);
    if (parsed.isLeft()) {
      err.println(parsed.getLeft());
      return 2;
    }
    Options o = parsed.get();
    SparkConf conf = new SparkConf().setAppName("tabletop-simulate");
    if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    if (conf.get("spark.master").startsWith("local") && !conf.contains("spark.ui.enabled")) {
      // A one-machine run is over before anyone opens the web UI.
      conf.set("spark.ui.enabled", "false");
    }
    long t0 = System.nanoTime();
    SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
    try {
      int cores = spark.sparkContext().defaultParallelism();
      int partitions = o.partitions() > 0 ? o.partitions() : cores;
      err.printf(Locale.ROOT, "Spark session started in %.1f s%n", (System.nanoTime() - t0) / 1e9);
      if (o.warmUp()) {
        long w0 = System.nanoTime();
        long c0 = processCpuNanos();
        warmUp(spark, o.spec(), cores);
        err.printf(Locale.ROOT, "warm-up job (no games, %d tasks): %.1f s, %.1f CPU-s%n", cores,
            (System.nanoTime() - w0) / 1e9, (processCpuNanos() - c0) / 1e9);
      }
      err.printf(Locale.ROOT, "simulating %d games of %s in %d partitions on %s, seed %d%n",
          o.games(), o.spec(), partitions, spark.sparkContext().master(), o.seed());
      long c0 = processCpuNanos();
      SimulationReport report =
          run(spark, o.spec(), o.games(), o.seed(), partitions, o.maxPlies());
      long cpu = processCpuNanos() - c0;
      out.print(report.toText());
      if (cpu > 0) {
        // On a shared machine the wall clock says more about the neighbours than about the job.
        err.printf(Locale.ROOT, "job: %.2f s, %.2f CPU-s of this JVM (%.0f games per CPU-s)%n",
            report.elapsedNanos() / 1e9, cpu / 1e9, o.games() / (cpu / 1e9));
      }
      if (o.table() != null) {
        long w0 = System.nanoTime();
        gameTable(spark, o.spec(), o.games(), o.seed(), partitions, o.maxPlies())
            .write().mode("overwrite").parquet(o.table());
        err.printf(Locale.ROOT, "wrote %d games to %s in %.1f s%n", o.games(), o.table(),
            (System.nanoTime() - w0) / 1e9);
      }
      return 0;
    } finally {
      spark.stop();
    }
  }
}
