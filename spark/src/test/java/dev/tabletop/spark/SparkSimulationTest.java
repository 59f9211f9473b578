package dev.tabletop.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.Game;
import dev.tabletop.core.tools.SimulationReport;
import dev.tabletop.core.tools.Simulator;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job in embedded local mode on two cores: its report equals the single-machine simulator's
 * for every game, whatever the number of partitions. One session for the class, since Spark takes
 * seconds to start; game counts are small so the module stays within its time budget.
 */
class SparkSimulationTest {
  private static final int MAX_PLIES = 10_000;
  private static SparkSession spark;

  @BeforeAll
  static void start() {
    spark = SparkSession.builder()
        .appName("tabletop-spark-test")
        .master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "2")
        // Tiny tables: compiling whole-stage code and re-planning cost more than they save.
        .config("spark.sql.codegen.wholeStage", "false")
        .config("spark.sql.adaptive.enabled", "false")
        .getOrCreate();
  }

  @AfterAll
  static void stop() {
    spark.stop();
  }

  private static void assertSameAsSimulator(String spec, long games, long seed, int... partitions) {
    Game<?> game = Games.ALL.require(spec);
    SimulationReport expected =
        Simulator.run(game, games, seed, 2, MAX_PLIES, null).withElapsedNanos(0);
    for (int p : partitions) {
      SimulationReport actual = SparkSimulation.run(spark, spec, games, seed, p, MAX_PLIES);
      assertThat(actual.withElapsedNanos(0)).as(spec + " in " + p + " partitions")
          .isEqualTo(expected);
      assertThat(actual.elapsedNanos()).isPositive();
    }
  }

  @Test
  void jungleReportEqualsTheSimulatorsWhateverThePartitions() {
    assertSameAsSimulator("jungle()", 40, 2026, 1, 2, 3, 7);
  }

  @Test
  void ludoReportEqualsTheSimulatorsWhateverThePartitions() {
    assertSameAsSimulator("ludo(players=4,kickBack=true)", 60, 7, 1, 2, 5);
    assertSameAsSimulator("ludo(players=2)", 60, 7, 3);
  }

  @Test
  void dominoReportEqualsTheSimulatorsWhateverThePartitions() {
    assertSameAsSimulator("domino(players=4)", 500, 11, 1, 2, 9);
    assertSameAsSimulator("domino(players=2)", 500, 11, 4);
  }

  @Test
  void morePartitionsThanGamesLeavesSomeEmptyAndChangesNothing() {
    assertSameAsSimulator("domino(players=3)", 3, 5, 8);
  }

  @Test
  void aWarmUpPlaysNoGamesAndTheNextRunStillEqualsTheSimulators() {
    String spec = Games.ALL.require("jungle()").spec();
    SimulationReport none = SparkSimulation.warmUp(spark, "jungle()", 3);
    assertThat(none.withElapsedNanos(0))
        .isEqualTo(SimulationReport.empty(spec, 0, 2).withElapsedNanos(0));
    assertThat(none.games()).isZero();
    assertSameAsSimulator("jungle()", 12, 4, 2);
    assertThatThrownBy(() -> SparkSimulation.warmUp(spark, "jungle()", 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("partitions must be at least 1, got 0");
    assertThatThrownBy(() -> SparkSimulation.warmUp(spark, "chess()", 2))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown game 'chess'");
  }

  @Test
  void theReportKeepsTheCanonicalSpecAndTheSeed() {
    SimulationReport r = SparkSimulation.run(spark, "domino(players=2)", 10, 99, 2, MAX_PLIES);
    assertThat(r.spec()).isEqualTo(Games.ALL.require("domino(players=2)").spec());
    assertThat(r.seed()).isEqualTo(99);
    assertThat(r.games()).isEqualTo(10);
  }

  @Test
  void theGameTableWrittenAsParquetHasOneRowPerGameAgreeingWithTheReport(@TempDir Path dir) {
    String spec = "ludo(players=4)";
    long games = 80;
    long seed = 3;
    SimulationReport report = SparkSimulation.run(spark, spec, games, seed, 3, MAX_PLIES);
    String path = dir.resolve("ludo").toString();
    SparkSimulation.gameTable(spark, spec, games, seed, 3, MAX_PLIES).write().parquet(path);
    Dataset<Row> back = spark.read().parquet(path);
    assertThat(back.schema().fieldNames())
        .containsExactly(SparkSimulation.GAME_SCHEMA.fieldNames());

    // The README's query: how often seat 0 wins.
    back.createOrReplaceTempView("games");
    Row seat0 = spark.sql("SELECT spec, avg(CASE WHEN array_contains(winners, 0) THEN 1.0"
        + " ELSE 0.0 END) AS seat0 FROM games GROUP BY spec").first();
    assertThat(seat0.getString(0)).isEqualTo(report.spec());
    assertThat(seat0.getDecimal(1).doubleValue())
        .isCloseTo(report.winRate(0)[0], within(1e-6));

    List<Row> rows = back.collectAsList();
    assertThat(rows).hasSize((int) games);
    Set<Long> indices = new HashSet<>();
    long plies = 0;
    long seat0Wins = 0;
    long seat2Returns = 0;
    Map<String, Long> endings = new HashMap<>();
    for (Row r : rows) {
      indices.add(r.getLong(r.fieldIndex("game")));
      plies += r.getInt(r.fieldIndex("plies"));
      seat0Wins += r.getList(r.fieldIndex("winners")).contains(0) ? 1 : 0;
      seat2Returns += r.<Integer>getList(r.fieldIndex("returns")).get(2);
      endings.merge(r.getString(r.fieldIndex("ending")), 1L, Long::sum);
      assertThat(r.getLong(r.fieldIndex("seed"))).isEqualTo(seed);
    }
    assertThat(indices).hasSize((int) games).contains(0L, games - 1);
    assertThat(plies).isEqualTo(report.plies());
    assertThat(seat0Wins).isEqualTo(report.seats().get(0).wins());
    assertThat(seat2Returns / (double) games).isEqualTo(report.seats().get(2).meanReturn());
    assertThat(endings).isEqualTo(report.endings().toJavaMap());

    // Game 0 replayed on its own: the same length.
    Row first = rows.stream().filter(r -> r.getLong(r.fieldIndex("game")) == 0).findFirst().get();
    SimulationReport alone = Simulator.shard(Games.ALL.require(spec), 0, 1, seed, MAX_PLIES);
    assertThat((long) first.getInt(first.fieldIndex("plies"))).isEqualTo(alone.plies());
  }

  @Test
  void runRefusesBadArgumentsNamingEachOne() {
    assertThatThrownBy(() -> SparkSimulation.run(spark, "jungle()", 0, 1, 2, 10))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("games must be at least 1, got 0");
    assertThatThrownBy(() -> SparkSimulation.run(spark, "jungle()", 5, 1, 0, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("partitions must be at least 1, got 0");
    assertThatThrownBy(() -> SparkSimulation.run(spark, "jungle()", 5, 1, 2, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxPlies must be at least 0, got -1");
    assertThatThrownBy(() -> SparkSimulation.run(spark, "chess()", 5, 1, 2, 10))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown game 'chess'");
    assertThatThrownBy(() -> SparkSimulation.gameTable(spark, "ludo(players=9)", 5, 1, 2, 10))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("players");
  }
}
