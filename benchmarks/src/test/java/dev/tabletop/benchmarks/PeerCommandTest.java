package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The {@code peer} command's requests and answers, as benchmarks/peers/compare.py reads them. */
class PeerCommandTest {

  private static String[] serve(String requests) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = PeerCommand.run(
        new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8));
    assertThat(status).isZero();
    return out.toString(StandardCharsets.UTF_8).split("\n");
  }

  @Test
  void perftAnswersTheRulesFileCountsWithBothTimes() throws Exception {
    // perft(3) and perft(4) of the start, as the rules file and perft.txt give them.
    String[] answers = serve("perft 3 leaf\nperft 3 bulk\nperft 4 leaf\nperft 4 bulk\nquit\n");
    assertThat(answers).hasSize(4);
    for (int i = 0; i < 4; i++) {
      String[] words = answers[i].split(" ");
      assertThat(words).hasSize(4);
      assertThat(words[0]).isEqualTo("ok");
      assertThat(Long.parseLong(words[1])).isEqualTo(i < 2 ? 12_240 : 260_099);
      assertThat(Long.parseLong(words[2])).as("elapsed ns").isPositive();
      assertThat(Long.parseLong(words[3])).as("CPU ns").isNotNegative();
    }
  }

  @Test
  void playoutsCountTheirPliesAndBadRequestsAreRefusedByName() throws Exception {
    String[] answers = serve("playouts 3\nperft 3 sideways\nperft x leaf\nquit\nperft 3 leaf\n");
    assertThat(answers).hasSize(3);
    assertThat(answers[0]).startsWith("ok ");
    // Three whole games are at least three plies each (no Cờ Thú game ends sooner).
    assertThat(Long.parseLong(answers[0].split(" ")[1])).isGreaterThanOrEqualTo(9);
    assertThat(answers[1]).isEqualTo("error unknown request 'perft 3 sideways'"
        + " (perft DEPTH leaf|bulk, playouts N, quit)");
    assertThat(answers[2]).startsWith("error ").contains("x");
  }
}
