package dev.tabletop.benchmarks;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.players.DominoLevel;
import dev.tabletop.domino.players.DominoMaster;
import dev.tabletop.domino.players.DominoPlayModel;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The {@code domino-duel} command: two Domino players on paired deals, in points a round.
 *
 * <pre>
 * domino-duel [--rules SPEC] [--a NAME] [--b NAME] [--rounds N] [--millis M | --playouts P]
 *             [--seed S] [--threads T]
 * </pre>
 *
 * The rules have two sides: two players, or four in {@code partnership}. Each deal (drawn from
 * {@code (seed, pair)}) is played twice, player A on the even seats and then on the odd ones, so
 * the luck of the deal cancels in the pair; a round's score is A's payout less B's (the teams'
 * under {@code partnership}; under points scoring only the winners score), and the report is A's mean over the rounds with a 95% interval from the
 * pairs' spread. Players: {@code master} (the level), {@code master-uniform} (the previous Đại
 * sư), {@code master-sN} (the level with N searched deals, for the split of the time), {@code
 * expert}, {@code hard}. A decision with one legal move is played without asking the player.
 */
final class DominoDuelCommand {
  private DominoDuelCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      Options o = Options.of(args, 1, Set.of("--rules", "--a", "--b", "--rounds", "--millis",
          "--playouts", "--seed", "--threads"));
      String spec = o.text("--rules", "domino(players=4,partnership=true,scoring=points)");
      String a = o.text("--a", "master");
      String b = o.text("--b", "master-uniform");
      long rounds = o.number("--rounds", 200);
      long millis = o.number("--millis", 30);
      long playouts = o.number("--playouts", 0);
      long seed = o.number("--seed", 1);
      int threads = (int) o.number("--threads", 2);
      DominoRules rules = Domino.rules(spec).getOrElseThrow(
          problem -> new IllegalArgumentException("--rules: " + problem.message()));
      if (!(rules.players() == 2 || (rules.players() == 4 && rules.partnership()))) {
        throw new IllegalArgumentException("a duel needs two sides: two players, or four in "
            + "partnership");
      }
      if (rounds < 2 || rounds % 2 != 0) {
        throw new IllegalArgumentException("--rounds must be even (deals are played in pairs)");
      }
      Budget budget = playouts > 0 ? Budget.nodes(playouts) : Budget.millis(millis);
      Supplier<Player<DominoState>> pa = player(rules, a, budget);
      Supplier<Player<DominoState>> pb = player(rules, b, budget);
      long pairs = rounds / 2;
      double[] pairMean = new double[(int) pairs];
      AtomicLong done = new AtomicLong();
      long t0 = System.nanoTime();
      err.printf(Locale.ROOT, "%s: %s against %s, %d rounds, %s a decision, seed %d, %d threads%n",
          rules.spec(), a, b, rounds, playouts > 0 ? playouts + " playouts" : millis + " ms", seed,
          threads);
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        java.util.List<Future<?>> jobs = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int first = t;
          int step = threads;
          long s = seed;
          jobs.add(pool.submit(() -> {
            Player<DominoState> playerA = pa.get();
            Player<DominoState> playerB = pb.get();
            for (int p = first; p < pairs; p += step) {
              double sum = 0;
              for (int side = 0; side < 2; side++) {
                sum += round(rules, playerA, playerB, side, Zobrist.mix(s ^ p * 0x9E37L));
              }
              pairMean[p] = sum / 2;
              long n = done.incrementAndGet();
              err.printf(Locale.ROOT, "\r%d/%d pairs, %.0f s", n, pairs,
                  (System.nanoTime() - t0) / 1e9);
            }
            return null;
          }));
        }
        for (Future<?> f : jobs) {
          f.get();
        }
      } catch (Exception e) {
        throw new IllegalStateException(e);
      } finally {
        pool.shutdown();
      }
      err.println();
      double mean = 0;
      for (double m : pairMean) {
        mean += m;
      }
      mean /= pairs;
      double var = 0;
      for (double m : pairMean) {
        var += (m - mean) * (m - mean);
      }
      double se = Math.sqrt(var / (pairs - 1) / pairs);
      out.printf(Locale.ROOT, "%s against %s: %+.2f points a round for %s (95%% interval %+.2f to"
          + " %+.2f), %d rounds (%d paired deals), %s a decision (%.0f s)%n", a, b, mean, a,
          mean - 1.96 * se, mean + 1.96 * se, rounds, pairs,
          playouts > 0 ? playouts + " playouts" : millis + " ms",
          (System.nanoTime() - t0) / 1e9);
      return 0;
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 2;
    }
  }

  /** One round of a deal: A on the even seats ({@code side} 0) or the odd ones; A's less B's. */
  private static double round(DominoRules rules, Player<DominoState> pa, Player<DominoState> pb,
      int side, long dealSeed) {
    SplittableRandom chance = new SplittableRandom(dealSeed);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    DominoState s = Domino.deal(rules, chance);
    pa.newGame();
    pb.newGame();
    int ply = 0;
    while (!s.isTerminal()) {
      int move;
      if (s.isChance()) {
        move = Chance.sampleOutcome(s, buffer, chance);
      } else {
        s.legalMoves(buffer);
        if (buffer.size() == 1) {
          move = buffer.get(0);
        } else {
          boolean isA = (s.currentPlayer() & 1) == side;
          long moveSeed = Zobrist.mix(dealSeed ^ (ply + 1L) ^ (isA ? 0xA : 0xB));
          move = (isA ? pa : pb).chooseMove(s, moveSeed);
        }
      }
      s = s.apply(move);
      ply++;
    }
    // Under points scoring only the winners score: A's points less B's, so an even match is 0.
    return s.returns(side) - s.returns(1 - side);
  }

  private static Supplier<Player<DominoState>> player(DominoRules rules, String name,
      Budget budget) {
    if (name.equals("master")) {
      return () -> DominoLevel.MASTER.player(rules, budget);
    }
    if (name.equals("master-uniform")) {
      return () -> DominoLevel.previousMaster(rules, budget);
    }
    if (name.equals("master-exact")) {
      // The endgame alone: deals from the rules' posterior, unweighted.
      DominoMaster.Config c = DominoMaster.DEFAULT;
      return () -> new DominoMaster(rules, name, new DominoMaster.Config(c.samples(), c.samples(),
          DominoPlayModel.UNIFORM, c.endgameWorlds(), c.endgameNodes(), c.endgameTime()), budget);
    }
    if (name.equals("master-weighted")) {
      // The weighted deals alone: no endgame.
      DominoMaster.Config c = DominoMaster.DEFAULT;
      return () -> new DominoMaster(rules, name, new DominoMaster.Config(c.samples(),
          c.candidates(), c.model(), 0, c.endgameNodes(), c.endgameTime()), budget);
    }
    if (name.startsWith("master-s")) {
      int samples = Integer.parseInt(name.substring("master-s".length()));
      DominoMaster.Config c = DominoMaster.DEFAULT;
      return () -> new DominoMaster(rules, name, new DominoMaster.Config(samples, 4 * samples,
          c.model(), c.endgameWorlds(), c.endgameNodes(), c.endgameTime()), budget);
    }
    for (DominoLevel level : DominoLevel.values()) {
      if (level.id().equals(name)) {
        return () -> level.player(rules, level.searches() ? budget : level.budget());
      }
    }
    throw new IllegalArgumentException("unknown player '" + name + "': master, master-uniform, "
        + "master-exact, master-weighted, master-sN, or a level id");
  }
}
