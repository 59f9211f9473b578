package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Mcts;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.players.DominoLevel;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.players.Expectimax;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One {@code chooseMove} of a computer player at a fixed node or playout budget, over a seeded
 * cycle of 64 positions from random games (a few random plies from the start). With the {@code gc}
 * profiler the bytes per operation are the bytes per decision, and the {@code nodes} counter
 * (nodes or playouts per second) turns them into bytes per node: the summary prints {@code
 * B/node} = bytes per operation × operations per second ÷ nodes per second. A player's tables are
 * made once, in its constructor, so what a decision allocates is what its nodes (one state per
 * {@code apply}) and its result cost.
 *
 * <ul>
 *   <li>{@code jungle-alphabeta}: {@code JungleLevel.HARD}'s search at 20,000 nodes;
 *   <li>{@code ludo-expectimax}: max-n three decisions deep (two-player one-die {@code
 *       LudoLevel.EXPERT}'s search) on four-player positions, at 30,000 nodes;
 *   <li>{@code ludo-mcts}: the generic UCT at 2,000 playouts of {@value #PLAYOUT_PLIES} plies
 *       (its nodes are playouts, each about {@value #PLAYOUT_PLIES} applies);
 *   <li>{@code domino-determinized}: {@code DominoLevel.MASTER}'s 12 sampled deals at 2,000 playouts
 *       (its nodes are playouts, each to the end of the sampled round).
 * </ul>
 *
 * <p>Only positions with two or more legal moves are used: a forced move needs no search.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class PlayerBenchmarks {

  /**
   * The Ludo UCT's playout length: a Cờ Cá Ngựa game is hundreds of plies, so a playout of this
   * many plies almost never ends and a playout costs this many applies plus the tree's few, which
   * turns the bytes per playout into bytes per apply.
   */
  static final int PLAYOUT_PLIES = 40;

  /** Which player. */
  @Param({"jungle-alphabeta", "ludo-expectimax", "ludo-mcts", "domino-determinized"})
  public String player;

  @SuppressWarnings("rawtypes")
  private Player chooser;
  private Budget budget;
  private final List<GameState<?>> positions = new ArrayList<>();
  private int next;

  /** Nodes (or playouts) searched, reported by JMH as a rate. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    /** Nodes searched in the iteration. */
    public long nodes;

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void reset() {
      nodes = 0;
    }
  }

  /** Makes the player, once, and the positions. */
  @Setup
  public void setUp() {
    switch (player) {
      case "jungle-alphabeta" -> {
        chooser = JungleLevel.HARD.player(JungleRules.STANDARD);
        budget = Budget.nodes(20_000);
        corpus(JungleRules.STANDARD, 6);
      }
      case "ludo-expectimax" -> {
        // Max-n three decisions deep over four players: two-player Cao thủ's search, the same as
        // this benchmark has always timed (four-player Cao thủ is one decision).
        chooser = new Expectimax(LudoRules.STANDARD,
            new Expectimax.Config("ludo-expectimax", 3, 0, Budget.nodes(30_000)));
        budget = Budget.nodes(30_000);
        corpus(LudoRules.STANDARD, 40);
      }
      case "ludo-mcts" -> {
        budget = Budget.nodes(2_000);
        chooser = new Mcts<>(LudoRules.STANDARD,
            new Mcts.Config("ludo-uct", 1.4, PLAYOUT_PLIES, 1 << 16, budget));
        corpus(LudoRules.STANDARD, 40);
      }
      case "domino-determinized" -> {
        DominoRules rules = DominoRules.STANDARD.withPlayers(2);
        chooser = DominoLevel.MASTER.player(rules);
        budget = Budget.nodes(2_000);
        corpus(rules, 3);
      }
      default -> throw new IllegalArgumentException("unknown player " + player);
    }
  }

  private <S extends GameState<S>> void corpus(Game<S> game, int plies) {
    SplittableRandom random = new SplittableRandom(17);
    MoveBuffer buffer = MoveBuffer.forGame(game);
    for (int games = 0; positions.size() < 64; games++) {
      if (games == 10_000) {
        throw new IllegalStateException("no position with a choice in " + games + " games");
      }
      S s = game.initialState();
      int target = random.nextInt(plies + 1);
      // Chance steps (a deal, a roll) do not count as plies; the first position at or after the
      // target ply with two or more legal moves is taken, since a forced move needs no search.
      for (int p = 0; !s.isTerminal(); ) {
        s.legalMoves(buffer);
        if (!s.isChance()) {
          if (p >= target && buffer.size() >= 2) {
            positions.add(s);
            break;
          }
          p++;
        }
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
    }
  }

  /**
   * Chooses one move at the fixed budget.
   *
   * @param counter the nodes counter
   * @return the move, so the work is not optimised away
   */
  @Benchmark
  @SuppressWarnings({"unchecked", "rawtypes"})
  public int chooseMove(Nodes counter) {
    GameState<?> s = positions.get(next);
    next = (next + 1) & 63;
    if (chooser instanceof AlphaBeta<?> ab) {
      int move = ((AlphaBeta) ab).chooseMove((GameState) s, budget, next);
      counter.nodes += ab.lastNodes();
      return move;
    }
    var analysis = chooser.analyze((GameState) s, budget, next);
    counter.nodes += analysis.nodes();
    return analysis.best();
  }
}
