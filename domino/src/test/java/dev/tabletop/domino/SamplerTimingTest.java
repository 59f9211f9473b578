package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The distribution of sampling times over mid-round views of random rounds, printed for the README
 * (never asserted: timings depend on the machine). Runs only with {@code -Dtabletop.deep=true}.
 */
class SamplerTimingTest {

  @Test
  void samplingTimesOverMidRoundViews() {
    Assumptions.assumeTrue(Boolean.getBoolean("tabletop.deep"), "timing runs with -Pdeep");
    DominoRules[] all = {DominoRules.STANDARD, DominoRules.THREE_PLAYERS, DominoRules.TWO_PLAYERS,
        DominoRules.TWO_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE),
        DominoRules.THREE_PLAYERS.withFirstLead(FirstLead.HOLDER)};
    for (DominoRules rules : all) {
      SplittableRandom random = new SplittableRandom(2026);
      MoveBuffer b = MoveBuffer.forGame(rules);
      int views = 2000;
      long[] nanos = new long[views];
      long[] medians = new long[views];
      for (int pass = 0; pass < 2; pass++) { // the first pass warms the JIT up
        for (int k = 0; k < views; k++) {
          DominoState s = Domino.deal(rules, random);
          int plies = random.nextInt(4, 30);
          for (int i = 0; i < plies && !s.isTerminal(); i++) {
            s.legalMoves(b);
            DominoState next = s.apply(b.get(random.nextInt(b.size())));
            if (next.isTerminal()) {
              break;
            }
            s = next;
          }
          DominoView view = Domino.view(s, random.nextInt(rules.players()));
          long t0 = System.nanoTime();
          boolean ok = Domino.sample(view, random).isRight();
          nanos[k] = System.nanoTime() - t0;
          assertThat(ok).as("a real view is always sampled: %s", s).isTrue();
          long[] again = new long[3];
          for (int r = 0; r < 3; r++) {
            long t1 = System.nanoTime();
            Domino.sample(view, random);
            again[r] = System.nanoTime() - t1;
          }
          Arrays.sort(again);
          medians[k] = again[1];
          if (pass == 1 && medians[k] > 3_000_000 && Boolean.getBoolean("tabletop.timing.debug")) {
            System.out.println("slow median " + medians[k] / 1000 + " us: " + s + "\n" + view);
          }
          if (pass == 1 && nanos[k] > 2_000_000 && Boolean.getBoolean("tabletop.timing.verbose")) {
            long t1 = System.nanoTime();
            for (int r = 0; r < 5; r++) {
              Domino.sample(view, random);
            }
            System.out.println("slow " + nanos[k] / 1000 + " us, again " + (System.nanoTime() - t1)
                / 5000 + " us: " + s + "\n" + view);
          }
        }
      }
      long[] raw = nanos.clone();
      Arrays.sort(nanos);
      if (Boolean.getBoolean("tabletop.timing.debug")) {
        long slow = nanos[views - 3];
        for (int k = 0; k < views; k++) {
          if (raw[k] >= slow) {
            System.out.println("slow view " + k + ": " + raw[k] / 1000 + " us");
          }
        }
      }
      Arrays.sort(medians);
      System.out.printf("sampler %s: first sample p50 %.1f us, p90 %.1f us, p99 %.1f us, max %.1f"
          + " us; median of 3 repeats p50 %.1f us, p90 %.1f us, p99 %.1f us, max %.1f us%n",
          rules.spec(), nanos[views / 2] / 1e3, nanos[views * 9 / 10] / 1e3,
          nanos[views * 99 / 100] / 1e3, nanos[views - 1] / 1e3, medians[views / 2] / 1e3,
          medians[views * 9 / 10] / 1e3, medians[views * 99 / 100] / 1e3,
          medians[views - 1] / 1e3);
    }
  }
}
