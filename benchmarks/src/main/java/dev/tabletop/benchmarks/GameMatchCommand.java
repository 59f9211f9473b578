package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.RandomPlayer;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.players.DominoLevel;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import dev.tabletop.ludo.players.LudoLevel;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The {@code match} command for Cờ Cá Ngựa and Domino:
 *
 * <pre>
 * match ludo   --players A,B[,C,D] [--seats N] [--dice 1|2] [--games N] [--seed S] [--threads T]
 * match ludo   --ladder practice,easy,medium,hard,expert,master [same options]
 * match domino --players A,B[,C,D] [--seats N] [--partnership] [same options]
 * match domino --ladder ... [same options]
 * match ludo|domino --rules SPEC --players ... [--games N] [--seed S] [--threads T]
 * </pre>
 *
 * Players: the six level ids, {@code random} and {@code greedy}. Ludo plays {@code STANDARD}
 * (one die) or {@code TWO_DICE} for {@code --dice 2}, for {@code --seats} players (default: as
 * many as named, 2 for a ladder); Domino plays {@code STANDARD} for that many players, or
 * {@code PARTNERSHIP} with {@code --partnership} (four seats, named in seat order). Every game
 * starts from the rules' start (Domino: a fresh deal drawn from the game's seed), seats rotated.
 * {@code --rules} takes any variant spec of the game instead, such as {@code
 * ludo(players=2,dice=2,diceUse=one)}, and then no {@code --seats}, {@code --dice} or {@code
 * --partnership}.
 */
final class GameMatchCommand {
  private GameMatchCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    String gameName = args[0];
    String players = null;
    String ladder = null;
    long games = 200;
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    int seats = 0;
    int dice = 1;
    boolean partnership = false;
    int maxPlies = 3000;
    String spec = null;
    try {
      for (int i = 1; i < args.length; i++) {
        if (args[i].equals("--partnership")) {
          partnership = true;
          continue;
        }
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + args[i] + " needs a value");
        }
        String v = args[++i];
        switch (args[i - 1]) {
          case "--players" -> players = v;
          case "--ladder" -> ladder = v;
          case "--games" -> games = Long.parseLong(v);
          case "--seed" -> seed = Long.parseLong(v);
          case "--threads" -> threads = Integer.parseInt(v);
          case "--seats" -> seats = Integer.parseInt(v);
          case "--dice" -> dice = Integer.parseInt(v);
          case "--max-plies" -> maxPlies = Integer.parseInt(v);
          case "--rules" -> spec = v;
          default -> throw new IllegalArgumentException("unknown option " + args[i - 1]);
        }
      }
      if ((players == null) == (ladder == null)) {
        throw new IllegalArgumentException("give either --players or --ladder");
      }
      String[] names = (players != null ? players : ladder).split(",");
      int n = seats > 0 ? seats : players != null ? names.length : 2;
      if (spec != null && (seats > 0 || dice != 1 || partnership)) {
        throw new IllegalArgumentException("--rules names the whole variant: give no --seats, "
            + "--dice or --partnership with it");
      }
      if (gameName.equals("ludo")) {
        LudoRules rules = spec != null ? parsed(Ludo.TYPE, spec)
            : (dice == 2 ? LudoRules.TWO_DICE : LudoRules.STANDARD).withPlayers(n);
        List<MatchRunner.Entrant<LudoState>> entrants = new ArrayList<>();
        for (String name : names) {
          entrants.add(ludo(rules, name.strip()));
        }
        return play(rules, entrants, i -> rules.initialState(), players != null, games, seed,
            threads, maxPlies, out, err);
      }
      DominoRules rules = spec != null ? parsed(Domino.TYPE, spec)
          : partnership ? DominoRules.PARTNERSHIP : DominoRules.STANDARD.withPlayers(n);
      List<MatchRunner.Entrant<DominoState>> entrants = new ArrayList<>();
      for (String name : names) {
        entrants.add(domino(rules, name.strip()));
      }
      return play(rules, entrants, i -> rules.initialState(), players != null, games, seed,
          threads, maxPlies, out, err);
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 2;
    }
  }

  private static <S extends GameState<S>> int play(Game<S> rules,
      List<MatchRunner.Entrant<S>> entrants, Function<Long, S> start, boolean pair, long games,
      long seed, int threads, int maxPlies, PrintStream out, PrintStream err) {
    long t0 = System.nanoTime();
    MatchRunner.Progress progress = (done, total, nanos) -> err.printf(Locale.ROOT,
        "\r%d/%d games, %.0f s", done, total, nanos / 1e9);
    err.printf(Locale.ROOT, "%s, %d games a pairing, seed %d, %d threads%n", rules.spec(), games,
        seed, threads);
    if (pair) {
      MatchRunner.Report r = MatchRunner.play(rules, entrants, start, games, seed, threads,
          maxPlies, progress);
      err.println();
      out.print(r.table());
      if (entrants.size() == 2) {
        out.print(MatchRunner.ladderTable(List.of(new MatchRunner.Rung(entrants.get(0).name(),
            entrants.get(1).name(), r))));
      }
    } else {
      List<MatchRunner.Rung> rungs = MatchRunner.ladder(rules, entrants, start, games, seed,
          threads, maxPlies, progress);
      err.println();
      out.print(MatchRunner.ladderTable(rungs));
    }
    out.printf(Locale.ROOT, "(%.0f s)%n", (System.nanoTime() - t0) / 1e9);
    return 0;
  }

  static MatchRunner.Entrant<LudoState> ludo(LudoRules rules, String name) {
    if (name.equals("random")) {
      return new MatchRunner.Entrant<>(name, () -> new RandomPlayer<>(rules));
    }
    if (name.equals("greedy")) {
      return new MatchRunner.Entrant<>(name,
          () -> new dev.tabletop.ludo.players.GreedyPlayer(rules));
    }
    LudoLevel level = LudoLevel.of(Level.ofId(name).getOrElseThrow(() -> unknownPlayer(name)));
    return new MatchRunner.Entrant<>(name, () -> level.player(rules));
  }

  static MatchRunner.Entrant<DominoState> domino(DominoRules rules, String name) {
    if (name.equals("random")) {
      return new MatchRunner.Entrant<>(name, () -> new RandomPlayer<>(rules));
    }
    if (name.equals("greedy")) {
      return new MatchRunner.Entrant<>(name,
          () -> new dev.tabletop.domino.players.GreedyPlayer(rules));
    }
    DominoLevel level = DominoLevel.of(Level.ofId(name).getOrElseThrow(() -> unknownPlayer(name)));
    return new MatchRunner.Entrant<>(name, () -> level.player(rules));
  }

  /** The rules of a variant spec, or its problems as the refusal. */
  static <S extends GameState<S>, R extends Game<S>> R parsed(GameType<S, R> type,
      String spec) {
    return type.parse(spec).getOrElseThrow(
        problems -> new IllegalArgumentException("--rules: " + problems.message()));
  }

  /** The refusal of a player name that is no level, {@code random} or {@code greedy}. */
  static IllegalArgumentException unknownPlayer(String name) {
    StringBuilder known = new StringBuilder();
    for (Level level : Level.values()) {
      known.append(level.id()).append(", ");
    }
    return new IllegalArgumentException("unknown player '" + name + "': " + known
        + "random, greedy");
  }
}
