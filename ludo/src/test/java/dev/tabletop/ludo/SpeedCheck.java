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
    generation(rules, seconds);
  }

  /** Nanoseconds per legal-move generation over the positions of a few random games. */
  private static void generation(LudoRules rules, double seconds) {
    java.util.List<LudoState> states = new java.util.ArrayList<>();
    for (long seed = 1; seed <= 5; seed++) {
      states.addAll(Games.randomGame(rules, seed));
    }
    LudoState[] corpus = states.toArray(new LudoState[0]);
    dev.tabletop.core.MoveBuffer buffer = dev.tabletop.core.MoveBuffer.forGame(rules);
    for (int round = 0; round < 3; round++) {
      long calls = 0;
      long sink = 0;
      long t0 = System.nanoTime();
      long end = t0 + (long) (seconds * 1e9);
      while (System.nanoTime() < end) {
        for (int i = 0; i < corpus.length; i++) {
          corpus[i].legalMoves(buffer);
          sink += buffer.size();
        }
        calls += corpus.length;
      }
      double ns = (System.nanoTime() - t0) / (double) calls;
      System.out.printf("generation: %.1f ns per call over %d positions (%d)%n", ns,
          corpus.length, sink % 10);
    }
  }
}
