package dev.tabletop.benchmarks;

import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.RandomPlayer;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.players.GreedyPlayer;
import dev.tabletop.jungle.players.JungleLevel;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The {@code match} command: Jungle matches and ladders between computer players, and the search
 * speed measurement.
 *
 * <pre>
 * match jungle --players hard,medium [--games N] [--seed S] [--threads T] [--max-plies P]
 *              [--random-plies K] [--top-nodes EXPERT,MASTER]
 * match jungle --ladder practice,easy,medium,hard,expert,master [same options]
 * match jungle --speed SECONDS
 * match jungle --depth 1,10,90
 * </pre>
 *
 * Players: the six level ids, {@code random} and {@code greedy}. Game {@code i} starts from a
 * position {@code K} random plies from the start, the same for games {@code 2j} and {@code 2j+1},
 * which swap the colours. {@code --top-nodes} replaces the time budgets of the two
 * timed levels by node budgets, which makes their games reproducible. {@code --depth} searches
 * the start position on one thread for each wall-clock budget given (seconds) and reports the
 * depth completed, the nodes and nodes per second: a measurement for a quiet machine.
 */
final class MatchCommand {
  private MatchCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length > 0 && (args[0].equals("ludo") || args[0].equals("domino"))) {
      return GameMatchCommand.run(args, out, err);
    }
    if (args.length == 0 || !args[0].equals("jungle")) {
      err.println("usage: match ludo|domino (see GameMatchCommand), or match jungle (--players A,B | --ladder A,B,C... | --speed SECONDS | --depth S1,S2,...) "
          + "[--games N] [--seed S] [--threads T] [--max-plies P] [--random-plies K] "
          + "[--top-nodes EXPERT,MASTER]");
      return 2;
    }
    String players = null;
    String ladder = null;
    double speed = 0;
    String depths = null;
    long games = 400;
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    int maxPlies = 300;
    int randomPlies = 4;
    long[] top = null;
    try {
      for (int i = 1; i < args.length; i += 2) {
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + args[i] + " needs a value");
        }
        String v = args[i + 1];
        switch (args[i]) {
          case "--players" -> players = v;
          case "--ladder" -> ladder = v;
          case "--speed" -> speed = Double.parseDouble(v);
          case "--depth" -> depths = v;
          case "--games" -> games = Long.parseLong(v);
          case "--seed" -> seed = Long.parseLong(v);
          case "--threads" -> threads = Integer.parseInt(v);
          case "--max-plies" -> maxPlies = Integer.parseInt(v);
          case "--random-plies" -> randomPlies = Integer.parseInt(v);
          case "--top-nodes" -> top = java.util.Arrays.stream(v.split(","))
              .mapToLong(Long::parseLong).toArray();
          default -> throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
      if (speed > 0) {
        return speed(speed, out);
      }
      if (depths != null) {
        double[] seconds = java.util.Arrays.stream(depths.split(","))
            .mapToDouble(x -> Double.parseDouble(x.strip())).toArray();
        for (double t : seconds) {
          if (!(t > 0) || t > 3600) {
            throw new IllegalArgumentException("--depth takes seconds between 0 and 3600, was " + t);
          }
        }
        return depth(seconds, out, err);
      }
      if ((players == null) == (ladder == null)) {
        throw new IllegalArgumentException("give either --players or --ladder");
      }
      List<MatchRunner.Entrant<JungleState>> entrants = new ArrayList<>();
      for (String name : (players != null ? players : ladder).split(",")) {
        entrants.add(entrant(name.strip(), top));
      }
      JungleRules rules = JungleRules.STANDARD;
      Function<Long, JungleState> start = MatchRunner.randomOpenings(rules, seed, randomPlies);
      long t0 = System.nanoTime();
      MatchRunner.Progress progress = (done, total, nanos) -> err.printf(Locale.ROOT,
          "\r%d/%d games, %.0f s", done, total, nanos / 1e9);
      err.printf(Locale.ROOT, "%s, %d games a pairing, seed %d, %d threads, %d random plies, "
          + "%d plies at most%n", rules.spec(), games, seed, threads, randomPlies, maxPlies);
      if (players != null) {
        if (entrants.size() != 2) {
          throw new IllegalArgumentException("--players needs two players");
        }
        MatchRunner.Report r = MatchRunner.play(rules, entrants, start, games, seed, threads,
            maxPlies, progress);
        err.println();
        out.print(r.table());
        out.print(MatchRunner.ladderTable(List.of(new MatchRunner.Rung(entrants.get(0).name(),
            entrants.get(1).name(), r))));
      } else {
        List<MatchRunner.Rung> rungs = MatchRunner.ladder(rules, entrants, start, games, seed,
            threads, maxPlies, progress);
        err.println();
        out.print(MatchRunner.ladderTable(rungs));
      }
      out.printf(Locale.ROOT, "(%.0f s)%n", (System.nanoTime() - t0) / 1e9);
      return 0;
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 2;
    }
  }

  static MatchRunner.Entrant<JungleState> entrant(String name, long[] top) {
    JungleRules rules = JungleRules.STANDARD;
    if (name.equals("random")) {
      return new MatchRunner.Entrant<>(name, () -> new RandomPlayer<>(rules));
    }
    if (name.equals("greedy")) {
      return new MatchRunner.Entrant<>(name, () -> new GreedyPlayer(rules));
    }
    for (JungleLevel level : JungleLevel.values()) {
      if (level.id().equals(name)) {
        Budget b = level.budget();
        if (top != null && level.ordinal() >= JungleLevel.EXPERT.ordinal()) {
          if (top.length != 2) {
            throw new IllegalArgumentException("--top-nodes takes two counts: EXPERT,MASTER");
          }
          b = Budget.nodes(top[level.ordinal() - JungleLevel.EXPERT.ordinal()]);
        }
        Budget budget = b;
        return new MatchRunner.Entrant<>(name, () -> level.player(rules, budget));
      }
    }
    throw GameMatchCommand.unknownPlayer(name);
  }

  /**
   * The Master level's search of the start position on this thread for each wall-clock budget,
   * after a 2-second warm-up search: the depth completed within the time, the nodes, nodes per
   * wall second and per CPU second (equal on a quiet machine), and the best move. Each budget gets
   * a fresh player, so no search inherits an earlier one's table.
   */
  private static int depth(double[] seconds, PrintStream out, PrintStream err) {
    JungleRules rules = JungleRules.STANDARD;
    JungleState start = rules.initialState();
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    err.println("warming up (2 s)");
    JungleLevel.MASTER.player(rules).chooseMove(start, Budget.millis(2_000), 1);
    out.println("| time a move | depth completed | nodes | nodes/s (wall) | nodes/s (CPU) | best |");
    out.println("|---:|---:|---:|---:|---:|---|");
    for (double t : seconds) {
      err.printf(Locale.ROOT, "searching %.0f s%n", t);
      AlphaBeta<JungleState> p = JungleLevel.MASTER.player(rules);
      long c0 = cpu.getCurrentThreadCpuTime();
      long t0 = System.nanoTime();
      int best = p.chooseMove(start, Budget.millis((long) (t * 1000)), 1);
      double wall = (System.nanoTime() - t0) / 1e9;
      double busy = (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
      out.printf(Locale.ROOT, "| %s s | %d | %,d | %.2f M | %.2f M | %s |%n",
          t == Math.rint(t) ? String.valueOf((long) t) : String.valueOf(t), p.lastDepth(),
          p.lastNodes(), p.lastNodes() / wall / 1e6, p.lastNodes() / busy / 1e6,
          start.moveText(best));
    }
    return 0;
  }

  /**
   * Nodes per CPU second of one thread from the start position (after a warm-up of the same
   * search), then the depth reached within the nodes of 1 s and of {@code seconds} s at that rate:
   * CPU time, not wall time, so that a loaded machine does not understate the search.
   */
  private static int speed(double seconds, PrintStream out) {
    JungleRules rules = JungleRules.STANDARD;
    JungleState start = rules.initialState();
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    JungleLevel.MASTER.player(rules).chooseMove(start, Budget.nodes(3_000_000), 1);
    AlphaBeta<JungleState> ab = JungleLevel.MASTER.player(rules);
    long c0 = cpu.getCurrentThreadCpuTime();
    long t0 = System.nanoTime();
    ab.chooseMove(start, Budget.nodes(4_000_000), 1);
    double busy = (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
    double wall = (System.nanoTime() - t0) / 1e9;
    double rate = ab.lastNodes() / busy;
    out.printf(Locale.ROOT, "start position, one thread: %d nodes in %.2f s CPU (%.2f s wall): "
        + "%.2f M nodes per CPU second%n", ab.lastNodes(), busy, wall, rate / 1e6);
    for (double t : new double[] {1, seconds}) {
      AlphaBeta<JungleState> p = JungleLevel.MASTER.player(rules);
      int best = p.chooseMove(start, Budget.nodes((long) (rate * t)), 1);
      out.printf(Locale.ROOT, "%.0f s of CPU at that rate (%d nodes): depth %d, best %s%n", t,
          (long) (rate * t), p.lastDepth(), start.moveText(best));
    }
    return 0;
  }


}
