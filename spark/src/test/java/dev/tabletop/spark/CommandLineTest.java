package dev.tabletop.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The command line, parsed before any Spark session starts. */
class CommandLineTest {
  @Test
  void defaultsAndOptions() {
    SparkSimulation.Options o = SparkSimulation.parse(new String[] {"jungle()"}).get();
    assertThat(o.games()).isEqualTo(100_000);
    assertThat(o.partitions()).isZero();
    assertThat(o.table()).isNull();
    assertThat(o.warmUp()).isTrue();
    o = SparkSimulation.parse(new String[] {"domino(players=2)", "--games", "7", "--seed", "-3",
        "--partitions", "4", "--max-plies", "50", "--table", "/tmp/t", "--warm-up", "false"}).get();
    assertThat(o).isEqualTo(new SparkSimulation.Options(
        Games.ALL.require("domino(players=2)").spec(), 7, -3, 4, 50, "/tmp/t", false));
  }

  @Test
  void badCommandLinesGetAMessageNamingTheProblem() {
    assertThat(SparkSimulation.parse(new String[0]).getLeft()).startsWith("usage:");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--games"}).getLeft())
        .isEqualTo("option --games needs a value");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--games", "x"}).getLeft())
        .startsWith("bad number");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--games", "0"}).getLeft())
        .isEqualTo("--games must be at least 1, got 0");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--partitions", "0"}).getLeft())
        .isEqualTo("--partitions must be at least 1, got 0");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--max-plies", "-2"}).getLeft())
        .isEqualTo("--max-plies must be at least 0, got -2");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--threads", "2"}).getLeft())
        .isEqualTo("unknown option --threads");
    assertThat(SparkSimulation.parse(new String[] {"jungle()", "--warm-up", "no"}).getLeft())
        .isEqualTo("--warm-up must be true or false, got no");
    assertThat(SparkSimulation.parse(new String[] {"go()"}).getLeft()).contains("unknown game");
  }
}
