package dev.tabletop.benchmarks;

import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.JungleTablebase.Outcome;
import dev.tabletop.jungle.JungleTablebase.Value;
import dev.tabletop.jungle.TablebaseMaterial;
import dev.tabletop.jungle.players.JungleEvaluation;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.jungle.players.TablebaseOracle;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How well a level plays the positions of one material above the tables it is given: for random
 * won and drawn positions of the material, whose own table in {@code --dir} is the judge, the
 * level's move with the tables of fewer animals probed inside its search, and without tables;
 * the share of moves that keep the value (a won position stays won, a drawn one drawn) and that
 * keep the shortest win. {@code --min-distance} keeps only the wins that long or longer (most
 * random positions are won in a few plies, which any search sees).
 *
 * <pre>
 * java -jar benchmarks.jar tablebase-play --dir D --material ELvTR [--level expert]
 *                                         [--nodes N] [--positions K] [--seed S]
 *                                         [--min-distance PLIES]
 * </pre>
 */
final class TablebasePlayCommand {
  private TablebasePlayCommand() {}

  static final String USAGE = "usage: java -jar benchmarks.jar tablebase-play --dir D"
      + " --material M [--level L] [--nodes N] [--positions K] [--seed S]"
      + " [--min-distance PLIES]";

  static int run(String[] args, PrintStream out, PrintStream err) {
    Path dir = null;
    TablebaseMaterial material = null;
    JungleLevel level = JungleLevel.EXPERT;
    long nodes = 20_000;
    int positions = 200;
    long seed = 1;
    int minDistance = 0;
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--dir" -> dir = Path.of(args[++i]);
          case "--material" -> {
            var m = TablebaseMaterial.parse(args[++i]);
            if (m.isLeft()) {
              throw new IllegalArgumentException(m.getLeft().message());
            }
            material = m.get();
          }
          case "--level" -> {
            String id = args[++i];
            level = JungleLevel.of(Level.ofId(id).getOrElseThrow(
                () -> new IllegalArgumentException("unknown level '" + id + "'")));
          }
          case "--nodes" -> nodes = Long.parseLong(args[++i]);
          case "--positions" -> positions = Integer.parseInt(args[++i]);
          case "--seed" -> seed = Long.parseLong(args[++i]);
          case "--min-distance" -> minDistance = Integer.parseInt(args[++i]);
          default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
        }
      }
      if (dir == null || material == null) {
        throw new IllegalArgumentException("--dir and --material are required");
      }
      if (nodes < 1 || positions < 1 || minDistance < 0) {
        throw new IllegalArgumentException("--nodes and --positions must be positive,"
            + " --min-distance 0 or more");
      }
    } catch (ArrayIndexOutOfBoundsException | IllegalArgumentException e) {
      err.println("tablebase-play: " + (e instanceof ArrayIndexOutOfBoundsException
          ? "an option lacks its value" : e.getMessage()));
      err.println(USAGE);
      return 2;
    }
    JungleRules rules = JungleRules.STANDARD;
    JungleTablebase tables = JungleTablebase.open(rules, dir);
    SplittableRandom random = new SplittableRandom(seed);
    JungleState probe = material.randomPosition(rules, random);
    if (tables.probe(probe).isLeft()) {
      err.println("tablebase-play: " + tables.probe(probe).getLeft());
      return 1;
    }
    int below = material.pieces() - 1;
    Budget budget = Budget.nodes(nodes);
    AlphaBeta<JungleState> with = new AlphaBeta<>(rules, new JungleEvaluation(rules),
        level.config(budget), new TablebaseOracle(tables, below));
    AlphaBeta<JungleState> without = level.player(rules, budget);
    int[] kept = new int[2];
    int[] shortest = new int[2];
    int won = 0;
    int drawn = 0;
    long start = System.nanoTime();
    while (won + drawn < positions) {
      JungleState s = material.randomPosition(rules, random);
      Value v = tables.probe(s).get();
      if (v.outcome() == Outcome.LOSS || v.outcome() == Outcome.WIN && v.distance() < minDistance) {
        continue;
      }
      if (v.outcome() == Outcome.WIN) {
        won++;
      } else {
        drawn++;
      }
      int k = 0;
      for (AlphaBeta<JungleState> player : java.util.List.of(with, without)) {
        player.newGame();
        Value after = tables.probe(s.apply(player.chooseMove(s, budget, seed))).get();
        boolean keeps = v.outcome() == Outcome.WIN ? after.outcome() == Outcome.LOSS
            : after.outcome() == Outcome.DRAW;
        if (keeps) {
          kept[k]++;
          if (v.outcome() == Outcome.WIN && after.distance() == v.distance() - 1) {
            shortest[k]++;
          }
        }
        k++;
      }
    }
    out.printf(Locale.ROOT, "%s, %s, %d nodes a move: %d won (in %d plies or more) and %d drawn"
        + " positions (%.0f s)%n", material.name(), level.id(), nodes, won, minDistance, drawn,
        (System.nanoTime() - start) / 1e9);
    String[] names = {"with the tables of " + below + " animals and fewer", "without tables"};
    for (int k = 0; k < 2; k++) {
      out.printf(Locale.ROOT, "%-38s: keeps the value %5.1f%%, the shortest win %5.1f%%%n",
          names[k], 100.0 * kept[k] / positions, won == 0 ? 0.0 : 100.0 * shortest[k] / won);
    }
    return 0;
  }
}
