package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import dev.tabletop.core.tools.Playout;
import dev.tabletop.ludo.LudoRules;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
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
      assertThat(words).hasSize(5);
      assertThat(words[0]).isEqualTo("ok");
      assertThat(Long.parseLong(words[1])).isEqualTo(i < 2 ? 12_240 : 260_099);
      assertThat(Long.parseLong(words[2])).as("elapsed ns").isPositive();
      assertThat(Long.parseLong(words[3])).as("CPU ns").isNotNegative();
      // The process's CPU time includes the thread's (the clocks' ticks aside).
      assertThat(Long.parseLong(words[4])).as("process CPU ns").isNotNegative();
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
        + " (perft DEPTH leaf|bulk [SPEC], playouts N, movegen N, turns N SPEC, quit)");
    assertThat(answers[2]).startsWith("error ").contains("x");
  }

  @Test
  void perftOfAVariantCountsItsOwnRules() {
    PeerWorkloads workloads = new PeerWorkloads();
    // The Elephant taking the Rat adds one leaf at depth 4 (Red's Rat g3-g4-g5 and Blue's
    // Elephant g7-g6 meet; the Elephant takes it); Ludii's Jungle counts that way.
    assertThat(workloads.answer("perft 4 leaf jungle(elephantTakesRat=true)").split(" ")[1])
        .isEqualTo("260100");
    assertThat(workloads.answer("perft 4 bulk jungle(elephantTakesRat=true)").split(" ")[1])
        .isEqualTo("260100");
    assertThat(workloads.answer("perft 4 leaf jungle()").split(" ")[1]).isEqualTo("260099");
    assertThat(workloads.answer("perft 2 leaf ludo()"))
        .isEqualTo("error perft counts Cờ Thú variants only, not ludo()");
  }

  @Test
  void movegenCountsItsGenerationsAndCyclesOverTheCorpus() throws Exception {
    // The corpus holds 65,536 positions; 70,000 calls wrap around it without running off its end.
    String[] answers = serve("movegen 1000\nmovegen 70000\nmovegen -1\nquit\n");
    assertThat(answers).hasSize(3);
    assertThat(answers[0].split(" ")[1]).isEqualTo("1000");
    assertThat(answers[1].split(" ")[1]).isEqualTo("70000");
    assertThat(answers[2]).isEqualTo("error movegen needs 0 or more calls, was -1");
  }

  @Test
  void turnsCountThePliesWherePlayersChoseNotTheRolls() {
    PeerWorkloads workloads = new PeerWorkloads();
    // A four-player game has one roll before every player's turn (and another after a six), so
    // turns are at most the plies less one roll each: fewer than the plies of the same game.
    long turns = Long.parseLong(workloads.answer("turns 1 ludo(players=4)").split(" ")[1]);
    // The same seed plays the same game through core's Playout, which counts every ply.
    LudoRules four = (LudoRules) Games.ALL.require("ludo(players=4)");
    long plies = new Playout<>(four, 100_000)
        .play(four.initialState(), new SplittableRandom(20261129L)).plies();
    assertThat(turns).isPositive().isLessThanOrEqualTo(plies / 2);
  }

  @Test
  void turnsOfACoThuGameAreItsPliesAndBadSpecsAreRefused() {
    PeerWorkloads workloads = new PeerWorkloads();
    assertThat(workloads.answer("turns 1 jungle(repetitionLimit=0)")).startsWith("ok ");
    assertThat(workloads.answer("turns 1 jungle()"))
        .isEqualTo("error turns plays variants without a repetition rule; this one ends on the"
            + " 5th repetition");
    assertThat(workloads.answer("turns 1 chess()")).startsWith("error ").contains("chess");
  }
}
