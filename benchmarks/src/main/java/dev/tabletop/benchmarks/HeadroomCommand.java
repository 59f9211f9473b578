package dev.tabletop.benchmarks;

import dev.tabletop.core.tools.Headroom;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The {@code headroom} command: how many more games a Cờ Cá Ngựa player could win against given
 * opponents by one step of rollout policy improvement ({@link Headroom}).
 *
 * <pre>
 * headroom ludo --players A,B[,C,D] [--rules SPEC] [--games N] [--rollouts R] [--sample Q]
 *               [--seed S] [--threads T]
 * </pre>
 *
 * The first player is measured against the others, seats rotated, on the same games as {@code
 * match ludo} with the same seed; players are named as in {@code match}. The rules are {@code
 * STANDARD} for as many players as named unless {@code --rules} gives a variant spec. Only Cờ Cá
 * Ngựa: Domino hides tiles that rollouts would see, and Cờ Thú's searching players are too slow to
 * play thousands of games to the end for each decision.
 */
final class HeadroomCommand {
  private HeadroomCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      if (args.length == 0 || !args[0].equals("ludo")) {
        throw new IllegalArgumentException("usage: headroom ludo --players A,B[,C,D] "
            + "[--rules SPEC] [--games N] [--rollouts R] [--sample Q] [--seed S] [--threads T]"
            + " (Cờ Cá Ngựa only: Domino hides tiles that rollouts would see)");
      }
      Options o = Options.of(args, 1, Set.of("--players", "--rules", "--games", "--rollouts",
          "--sample", "--seed", "--threads"));
      String players = o.text("--players", null);
      String spec = o.text("--rules", null);
      long games = o.number("--games", 100);
      int rollouts = (int) o.number("--rollouts", 1000);
      double sample = o.decimal("--sample", 0.1);
      long seed = o.number("--seed", 1);
      int threads = (int) o.number("--threads", Runtime.getRuntime().availableProcessors());
      if (players == null) {
        throw new IllegalArgumentException("give --players, the measured player first");
      }
      String[] names = players.split(",");
      LudoRules rules = spec == null ? LudoRules.STANDARD.withPlayers(names.length)
          : GameMatchCommand.parsed(Ludo.TYPE, spec);
      List<MatchRunner.Entrant<LudoState>> entrants = new ArrayList<>();
      for (String name : names) {
        entrants.add(GameMatchCommand.ludo(rules, name.strip()));
      }
      Headroom.Report report = Headroom.measure(rules, entrants, i -> rules.initialState(),
          games, rollouts, sample, seed, threads, 3000);
      out.print(report.table());
      return 0;
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 2;
    }
  }
}
