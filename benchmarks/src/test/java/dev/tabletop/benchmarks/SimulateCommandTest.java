package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SimulateCommandTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Main.simulate(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void printsAReportForEachGame() {
    assertThat(run("jungle()", "--games", "200", "--seed", "3")).isZero();
    assertThat(run("ludo(players=2)", "--games", "100")).isZero();
    assertThat(run("domino(players=4)", "--games", "500", "--threads", "1")).isZero();
    assertThat(out()).contains("jungle(repetitionLimit=5").contains("200 games")
        .contains("ludo(players=2").contains("domino(players=4").contains("endings: ");
  }

  @Test
  void theSameSeedGivesTheSameReportOnOneOrTwoThreads() {
    run("domino(players=3)", "--games", "3000", "--seed", "9", "--threads", "1");
    String one = out().lines().skip(1).reduce("", (a, b) -> a + b + "\n");
    out.reset();
    run("domino(players=3)", "--games", "3000", "--seed", "9", "--threads", "2");
    String two = out().lines().skip(1).reduce("", (a, b) -> a + b + "\n");
    assertThat(two).isEqualTo(one);
  }

  @Test
  void badInputIsRefusedWithTheReason() {
    assertThat(run("chess()")).isEqualTo(2);
    assertThat(err()).contains("unknown game 'chess' (known: jungle, ludo, domino)");
    assertThat(run("ludo(players=9,colour=red)")).isEqualTo(2);
    assertThat(err()).contains("players").contains("unknown key 'colour'");
    assertThat(run("jungle()", "--games")).isEqualTo(2);
    assertThat(err()).contains("option --games needs a value");
    assertThat(run("jungle()", "--games", "x")).isEqualTo(2);
    assertThat(err()).contains("bad number");
    assertThat(run("jungle()", "--speed", "1")).isEqualTo(2);
    assertThat(err()).contains("unknown option --speed");
    assertThat(run()).isEqualTo(2);
    assertThat(out()).isEmpty();
  }
}
