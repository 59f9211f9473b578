package dev.tabletop.ludo;

import dev.tabletop.core.tools.Playout;
import java.util.SplittableRandom;

/**
 * A rough throughput figure, not a test: random games to the end through core's {@link Playout}.
 * Run with {@code java -cp ... dev.tabletop.ludo.SpeedCheck [spec] [seconds]}.
 */
final class SpeedCheck {
  private SpeedCheck() {}

  public static void main(String[] args) {
    LudoRules rules = args.length > 0 ? Ludo.rules(args[0]).get() : LudoRules.STANDARD;
    double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
    Playout<LudoState> playout = new Playout<>(rules, 1_000_000);
    SplittableRandom random = new SplittableRandom(42);
    LudoState start = rules.initialState();
    for (int round = 0; round < 3; round++) {
      long games = 0;
      long plies = 0;
      long cut = 0;
      long t0 = System.nanoTime();
      long end = t0 + (long) (seconds * 1e9);
      while (System.nanoTime() < end) {
        Playout.PlayoutResult<LudoState> r = playout.play(start, random);
        games++;
        plies += r.plies();
        if (r.ending() != Playout.Ending.TERMINAL) {
          cut++;
        }
      }
      double s = (System.nanoTime() - t0) / 1e9;
      System.out.printf("%s: %.0f games/s, %.1f M plies/s, %.0f plies/game, %d cut off%n",
          rules.spec(), games / s, plies / s / 1e6, (double) plies / games, cut);
    }
  }
}
