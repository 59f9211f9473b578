package dev.tabletop.ludo.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Expectimax over the dice for 2–4 players (max-n: at each decision the player to move takes the
 * move best for themself), with {@link LudoEvaluation} at the leaves. Chance nodes (rolls) are
 * expanded in full, weighted by their chance; a decision counts one ply of depth, a roll none.
 * Iterative deepening from one ply to the configured depth: an iteration that would pass the node
 * budget is abandoned and the last finished one decides, so a node budget makes the move depend
 * only on the state, the budget and the seed. The lower levels add deliberate noise to the root
 * moves' scores. Optionally a table of the roll nodes valued in the current search (keyed by the
 * position's hash and the depth left) values a position reached again, as after a pass on any roll
 * but a 6, without searching it twice; the values, and so the move, are the same as without it.
 *
 * <p>Buffers and value vectors are kept per ply; a node allocates only the state its move makes.
 * Not thread-safe: one instance per thread.
 */
public final class Expectimax implements Player<LudoState> {

  /**
   * A fixed configuration.
   *
   * @param name the player's name
   * @param depth the most decision plies searched, 1 or more
   * @param noise the largest random amount added to or taken from a root move's score, 0 or more
   * @param budget the default budget
   * @param table whether to keep a table of roll nodes already valued in a search (the same
   *     position after different rolls, such as the pass on every roll but a 6, is searched once)
   */
  public record Config(String name, int depth, double noise, Budget budget, boolean table) {
    /**
     * Checks the configuration.
     *
     * @param name the player's name
     * @param depth 1..8
     * @param noise 0 or more
     * @param budget the default budget
     * @param table whether to keep a table of valued roll nodes
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config {
      if (name == null || budget == null || depth < 1 || depth > 8 || !(noise >= 0)) {
        throw new IllegalArgumentException("bad expectimax configuration: depth " + depth
            + ", noise " + noise);
      }
    }

    /**
     * A configuration without the table.
     *
     * @param name the player's name
     * @param depth 1..8
     * @param noise 0 or more
     * @param budget the default budget
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config(String name, int depth, double noise, Budget budget) {
      this(name, depth, noise, budget, false);
    }
  }

  private static final int LEVELS = 40;
  private static final int TABLE_BITS = 16;

  private final Config config;
  private final LudoEvaluation evaluation;
  private final int players;
  private final MoveBuffer[] buffers = new MoveBuffer[LEVELS];
  private final double[][] best = new double[LEVELS][];
  private final double[][] child = new double[LEVELS][];
  /** Keys (never 0 when used) and value vectors of roll nodes valued in this search, or null. */
  private final long[] tableKeys;
  private final double[] tableValues;
  private long nodes;
  private long limit;
  private long deadline;
  private boolean aborted;

  /**
   * Creates the player.
   *
   * @param rules the rules played
   * @param config its fixed configuration
   */
  public Expectimax(LudoRules rules, Config config) {
    this.config = config;
    this.evaluation = new LudoEvaluation(rules);
    this.players = rules.playerCount();
    for (int i = 0; i < LEVELS; i++) {
      buffers[i] = MoveBuffer.forGame(rules);
      best[i] = new double[players];
      child[i] = new double[players];
    }
    tableKeys = config.table() ? new long[1 << TABLE_BITS] : null;
    tableValues = config.table() ? new double[(1 << TABLE_BITS) * players] : null;
  }

  @Override
  public String name() {
    return config.name();
  }

  @Override
  public Budget budget() {
    return config.budget();
  }

  @Override
  public Analysis analyze(LudoState root, Budget budget, long seed) {
    Player.requireMover(root);
    long t0 = System.nanoTime();
    limit = budget.nodeLimit();
    deadline = budget.deadline(t0);
    nodes = 0;
    if (tableKeys != null) {
      // Emptied per search, so the move depends on the state, budget and seed alone.
      Arrays.fill(tableKeys, 0);
    }
    int me = root.currentPlayer();
    MoveBuffer rootMoves = MoveBuffer.forGame(root.rules());
    root.legalMoves(rootMoves);
    int n = rootMoves.size();
    int[] moves = new int[n];
    for (int i = 0; i < n; i++) {
      moves[i] = rootMoves.get(i);
    }
    double[] scores = new double[n];
    double[] trial = new double[n];
    int reached = 0;
    for (int d = 1; d <= config.depth(); d++) {
      aborted = false;
      for (int i = 0; i < n && !aborted; i++) {
        LudoState next = root.apply(moves[i]);
        nodes++;
        value(next, d - 1, 0);
        trial[i] = best[0][me];
      }
      // Depth 1 always finishes (its children are leaves, which never abort): without it there
      // would be nothing to choose by.
      if (aborted) {
        break;
      }
      System.arraycopy(trial, 0, scores, 0, n);
      reached = d;
      if (n == 1) {
        break;
      }
    }
    if (config.noise() > 0) {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed) ^ root.hash());
      for (int i = 0; i < n; i++) {
        scores[i] += (random.nextDouble() * 2 - 1) * config.noise();
      }
    }
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    // Stable sort: among equal scores the earlier move in code order wins.
    Arrays.sort(order, (a, b) -> Double.compare(scores[b], scores[a]));
    List<RankedMove> ranked = List.empty();
    for (int k = n - 1; k >= 0; k--) {
      int i = order[k];
      ranked = ranked.prepend(new RankedMove(moves[i], root.moveText(moves[i]), scores[i], 0));
    }
    return new Analysis(ranked, List.of(moves[order[0]]), Analysis.ScoreKind.EVALUATION, reached,
        nodes, System.nanoTime() - t0);
  }

  /** Writes the value vector of {@code s} searched {@code depth} more decisions into best[ply]. */
  private void value(LudoState s, int depth, int ply) {
    double[] out = best[ply];
    // Every roll is followed by a decision, which takes one of at most 8 plies of depth, so ply
    // stays below 2 * 8 + 1, well inside LEVELS.
    if (s.isTerminal() || depth == 0) {
      evaluation.values(s, out);
      return;
    }
    if (nodes >= limit || (nodes & 255) == 0 && System.nanoTime() > deadline) {
      aborted = true; // the iteration is abandoned, so no value written here is ever read
      return;
    }
    MoveBuffer buffer = buffers[ply];
    s.legalMoves(buffer);
    int n = buffer.size();
    double[] sub = best[ply + 1];
    if (s.isChance()) {
      long key = 0;
      int slot = 0;
      if (tableKeys != null) {
        // A roll node's value depends only on the position and the depth left, never on the path.
        key = Zobrist.mix(s.hash() + depth) | 1;
        slot = (int) (key >>> (64 - TABLE_BITS));
        if (tableKeys[slot] == key) {
          System.arraycopy(tableValues, slot * players, out, 0, players);
          return;
        }
      }
      double[] acc = child[ply];
      Arrays.fill(acc, 0);
      int total = s.chanceTotal();
      for (int i = 0; i < n; i++) {
        int w = buffer.weight(i);
        nodes++;
        value(s.apply(buffer.get(i)), depth, ply + 1);
        for (int p = 0; p < players; p++) {
          acc[p] += sub[p] * w;
        }
      }
      for (int p = 0; p < players; p++) {
        out[p] = acc[p] / total;
      }
      if (tableKeys != null && !aborted) {
        tableKeys[slot] = key;
        System.arraycopy(out, 0, tableValues, slot * players, players);
      }
      return;
    }
    int mover = s.currentPlayer();
    double top = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      nodes++;
      value(s.apply(buffer.get(i)), depth - 1, ply + 1);
      if (sub[mover] > top) {
        top = sub[mover];
        System.arraycopy(sub, 0, out, 0, players);
      }
    }
  }
}
