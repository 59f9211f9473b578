package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tablebase command: its refusals, and one small material written with its counts; and
 * {@code tablebase-play}, which judges a level's moves by a material's own table.
 */
class TablebaseCommandTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) throws Exception {
    return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void badCommandLinesAreRefusedWithTheUsage() throws Exception {
    assertThat(run("tablebase", "--pieces", "2")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--dir is required")
        .contains("usage: java -jar benchmarks.jar tablebase");
    err.reset();
    assertThat(run("tablebase", "--dir", "x", "--material", "LXvE")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown animal letter 'X'");
    err.reset();
    assertThat(run("tablebase", "--dir", "x", "--pieces", "9")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--pieces must be 2 to 5");
    err.reset();
    assertThat(run("tablebase", "--dir", "x", "--rules", "jungle(lionsFly=true)"))
        .isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown key 'lionsFly'");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void aMaterialIsWrittenWithItsTwinAndCounted(@TempDir Path dir) throws Exception {
    assertThat(run("tablebase", "--material", "LvR", "--dir", dir.toString(), "--threads", "1"))
        .isZero();
    String text = out.toString(StandardCharsets.UTF_8);
    // Every placement counted once: the Lion on 49 land squares (no den), the Rat on the 60
    // other squares that are not a den, 2,940 positions in each file.
    for (String name : new String[] {"RvL", "LvR"}) {
      var m = java.util.regex.Pattern.compile(name + " +wins +([\\d,]+) +draws +([\\d,]+)"
          + " +losses +([\\d,]+)").matcher(text);
      assertThat(m.find()).as(text).isTrue();
      long sum = 0;
      for (int g = 1; g <= 3; g++) {
        sum += Long.parseLong(m.group(g).replace(",", ""));
      }
      assertThat(sum).as(name).isEqualTo(49 * 60);
    }
    assertThat(text).contains("total");
    try (var files = Files.walk(dir)) {
      assertThat(files.filter(p -> p.toString().endsWith(".jtb")).count()).isEqualTo(2);
    }
  }

  @Test
  void tablebasePlayJudgesALevelByTheMaterialsOwnTable(@TempDir Path dir) throws Exception {
    assertThat(run("tablebase-play", "--dir", dir.toString(), "--material", "LvR"))
        .isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("no tablebase for").containsPattern("(LvR|RvL).jtb is missing");
    err.reset();
    assertThat(run("tablebase-play", "--dir", dir.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--material are required")
        .contains("usage: java -jar benchmarks.jar tablebase-play");
    err.reset();
    assertThat(run("tablebase", "--material", "LvR", "--dir", dir.toString(), "--threads", "1"))
        .isZero();
    out.reset();
    assertThat(run("tablebase-play", "--dir", dir.toString(), "--material", "LvR",
        "--positions", "30", "--nodes", "2000", "--min-distance", "3")).isZero();
    String text = out.toString(StandardCharsets.UTF_8);
    var m = java.util.regex.Pattern.compile("LvR, expert, 2000 nodes a move: (\\d+) won \\(in 3"
        + " plies or more\\) and (\\d+) drawn positions").matcher(text);
    assertThat(m.find()).as(text).isTrue();
    assertThat(Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2))).isEqualTo(30);
    String share = " +\\d+\\.\\d%";
    assertThat(text)
        .containsPattern("with the tables of 1 animals and fewer *: keeps the value" + share)
        .containsPattern("without tables *: keeps the value" + share + ", the shortest win" + share);
  }
}
