package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.players.DominoLevel;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.players.LudoLevel;
import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * How much of a time budget the searching levels use: each game's two searching levels (Cao thủ
 * and Đại sư) play moves of a seeded game under a time budget of 100 ms and of 1 s, and for each
 * the command prints the mean share of the budget used, the smallest, and the largest overshoot
 * (time beyond the budget), with how much of that move's wall time the thread was not running
 * (wall time less the thread's CPU time: waiting for a core, or paused by the collector). Wall
 * time on this thread: run it on a quiet machine.
 *
 * <pre>
 * java -jar benchmarks.jar budgets [--moves N] [--long-moves M] [--seed S] [--game G]
 * </pre>
 */
final class BudgetCommand {
  private BudgetCommand() {}

  /** One game's searching levels, as players with a given budget. */
  private record Entry<S extends GameState<S>>(String game, Game<S> rules, Level level,
      Function<Budget, Player<S>> player) {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    int moves = 20;
    int longMoves = 5;
    long seed = 1;
    String only = "";
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--moves" -> moves = Integer.parseInt(args[++i]);
          case "--long-moves" -> longMoves = Integer.parseInt(args[++i]);
          case "--seed" -> seed = Long.parseLong(args[++i]);
          case "--game" -> only = args[++i];
          default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
        }
      }
      if (moves < 1 || longMoves < 1) {
        throw new IllegalArgumentException("--moves and --long-moves must be at least 1");
      }
    } catch (ArrayIndexOutOfBoundsException | IllegalArgumentException e) {
      err.println("budgets: " + (e instanceof ArrayIndexOutOfBoundsException
          ? "an option lacks its value" : e.getMessage()));
      err.println("usage: java -jar benchmarks.jar budgets [--moves N] [--long-moves M] "
          + "[--seed S] [--game G]");
      return 2;
    }
    out.printf(Locale.ROOT, "%d cores, %s, load average %.2f%n",
        Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.version"),
        java.lang.management.ManagementFactory.getOperatingSystemMXBean()
            .getSystemLoadAverage());
    out.println("| game | level | budget | moves | mean used | least used | largest overshoot "
        + "| of which not running |");
    out.println("|---|---|---:|---:|---:|---:|---:|---:|");
    for (Level level : new Level[] {Level.EXPERT, Level.MASTER}) {
      JungleRules jungle = JungleRules.STANDARD;
      LudoRules ludo = LudoRules.STANDARD;
      DominoRules domino = DominoRules.TWO_PLAYERS;
      Entry<?>[] entries = {
          new Entry<>("jungle", jungle, level, b -> JungleLevel.of(level).player(jungle, b)),
          new Entry<>("ludo", ludo, level, b -> LudoLevel.of(level).player(ludo, b)),
          new Entry<>("domino", domino, level, b -> DominoLevel.of(level).player(domino, b))};
      for (Entry<?> e : entries) {
        if (!only.isEmpty() && !only.equals(e.game())) {
          continue;
        }
        measure(e, 100, moves, seed, out, err);
        measure(e, 1_000, longMoves, seed, out, err);
      }
    }
    return 0;
  }

  private static <S extends GameState<S>> void measure(Entry<S> e, long millis, int moves,
      long seed, PrintStream out, PrintStream err) {
    err.printf(Locale.ROOT, "%s %s %d ms%n", e.game(), e.level().id(), millis);
    Budget budget = Budget.millis(millis);
    Player<S> player = e.player().apply(budget);
    SplittableRandom chance = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(e.rules());
    GameHistory<S> h = GameHistory.start(e.rules());
    long limit = budget.deadline(0);
    double sum = 0;
    double least = Double.MAX_VALUE;
    long overshoot = Long.MIN_VALUE;
    long idleAtOvershoot = 0;
    java.lang.management.ThreadMXBean cpu =
        java.lang.management.ManagementFactory.getThreadMXBean();
    // The first two decisions warm the code up and are not counted.
    int warmUp = 2;
    for (int done = 0; done < moves; ) {
      if (h.isOver()) {
        h = GameHistory.start(e.rules());
        player.newGame();
      }
      if (h.state().isChance()) {
        h = h.playUnchecked(Chance.sampleOutcome(h.state(), buffer, chance));
        continue;
      }
      h.state().legalMoves(buffer);
      if (buffer.size() < 2) {
        // A forced move is played at once by some players: it says nothing about the budget.
        h = h.playUnchecked(buffer.get(0));
        continue;
      }
      long c0 = cpu.getCurrentThreadCpuTime();
      long t0 = System.nanoTime();
      int move = player.chooseMove(h, budget, seed + done);
      long used = System.nanoTime() - t0;
      long busy = cpu.getCurrentThreadCpuTime() - c0;
      h = h.playUnchecked(move);
      if (warmUp > 0) {
        warmUp--;
        continue;
      }
      sum += (double) used / limit;
      least = Math.min(least, (double) used / limit);
      if (used - limit > overshoot) {
        overshoot = used - limit;
        idleAtOvershoot = Math.max(0, used - busy);
      }
      done++;
    }
    out.printf(Locale.ROOT, "| %s | %s | %d ms | %d | %.1f%% | %.1f%% | %+.1f ms | %.1f ms |%n",
        e.game(), e.level().vietnamese(), millis, moves, 100 * sum / moves, 100 * least,
        overshoot / 1e6, idleAtOvershoot / 1e6);
  }
}
