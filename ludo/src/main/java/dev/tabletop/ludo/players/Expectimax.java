package dev.tabletop.ludo.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Deepening;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * Expectimax over the dice for 2–4 players (max-n: at each decision the player to move takes the
 * move best for themself), with {@link LudoEvaluation} (its configured weights) at the leaves.
 * Chance nodes (rolls) are expanded in full, weighted by their chance; a decision counts one ply
 * of depth, a roll none.
 * With {@link Opponents#ONE_PLY} the other players' decisions are not searched: each takes the
 * move the evaluation rates best for them, and only the searching player's own decisions count as
 * depth, so the search reaches its next decision past three opponents' turns.
 * Iterative deepening from one ply to the configured depth: an iteration that would pass the node
 * budget is abandoned and the last finished one decides, so a node budget makes the move depend
 * only on the state, the budget and the seed. The lower levels add deliberate noise to the root
 * moves' scores. Optionally a table of the roll nodes valued in the current search (keyed by the
 * position's hash and the depth left) values a position reached again, as after a pass on any roll
 * but a 6, without searching it twice; the values, and so the move, are the same as without it.
 *
 * <p>Under a {@link Budget.Time time budget} the search goes on past the configured depth, one
 * more decision at a time up to {@link #TIMED_DEPTH}, while {@link Deepening#startNext} says the
 * next iteration is worth starting (predicted from the last two iterations' times), and it looks
 * at the clock every {@value #CHECK_INTERVAL} inner nodes. From the second iteration on it
 * searches the root moves best first by the last finished iteration; an iteration cut by the
 * deadline is abandoned, except that {@link #chooseMove(LudoState, Budget, long)} plays a move
 * the cut iteration valued, at its full depth, above the previous best (an {@link #analyze} keeps
 * every score from one depth). A node budget searches the configured depth as before, the root
 * moves in code order, so its move depends only on the state, the budget and the seed.
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
   * @param opponents how the other players' decisions are searched
   * @param weights the evaluation's weights, or none for the hand-set ones of the table ({@link
   *     LudoEvaluation.Weights#standard})
   */
  public record Config(String name, int depth, double noise, Budget budget, boolean table,
      Opponents opponents, Option<LudoEvaluation.Weights> weights) {
    /**
     * Checks the configuration.
     *
     * @param name the player's name
     * @param depth 1..8
     * @param noise 0 or more
     * @param budget the default budget
     * @param table whether to keep a table of valued roll nodes
     * @param opponents how the other players' decisions are searched
     * @param weights the evaluation's weights, or none for the hand-set ones
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config {
      if (name == null || budget == null || opponents == null || weights == null || depth < 1
          || depth > 8 || !(noise >= 0)) {
        throw new IllegalArgumentException("bad expectimax configuration: depth " + depth
            + ", noise " + noise + ", opponents " + opponents + ", weights " + weights);
      }
    }

    /**
     * A configuration with the hand-set evaluation.
     *
     * @param name the player's name
     * @param depth 1..8
     * @param noise 0 or more
     * @param budget the default budget
     * @param table whether to keep a table of valued roll nodes
     * @param opponents how the other players' decisions are searched
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config(String name, int depth, double noise, Budget budget, boolean table,
        Opponents opponents) {
      this(name, depth, noise, budget, table, opponents, Option.none());
    }

    /**
     * A configuration that searches every player's decisions alike.
     *
     * @param name the player's name
     * @param depth 1..8
     * @param noise 0 or more
     * @param budget the default budget
     * @param table whether to keep a table of valued roll nodes
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config(String name, int depth, double noise, Budget budget, boolean table) {
      this(name, depth, noise, budget, table, Opponents.SEARCHED);
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

  /**
   * How a search treats the decisions of the players other than the one it chooses for.
   */
  public enum Opponents {
    /**
     * Max-n: each opponent takes the move best for themself by the same search, and each of their
     * decisions counts one ply of depth, like the player's own.
     */
    SEARCHED,
    /**
     * Each opponent takes the move {@link LudoEvaluation} rates best for them one decision ahead
     * (Khó's choice, the first of equal moves in code order), and only the player's own decisions
     * count as depth. An opponent's decision then costs one evaluation per legal move instead of a
     * subtree per move, so with three opponents, whose three decisions lie between two of the
     * player's own, a search of depth 2 reaches the player's next decision: with {@link #SEARCHED}
     * it would take depth 5.
     */
    ONE_PLY
  }

  /**
   * The most decisions a search under a time budget reaches (or the configured depth, if more):
   * one decision more multiplies the tree by the rolls and moves, so even a long budget stops
   * short of it in all but the last moves of a game, and the per-ply buffers stay small.
   */
  public static final int TIMED_DEPTH = 8;
  /** How many inner nodes are searched between two looks at the clock. */
  static final int CHECK_INTERVAL = 64;
  private static final int TABLE_BITS = 16;

  private final Config config;
  private final LudoEvaluation evaluation;
  private final int players;
  private final boolean onePly;
  /** The most opponent decisions by evaluation between two of the player's own. */
  private final int maxReplies;
  private final MoveBuffer[] buffers;
  private final double[][] best;
  private final double[][] child;
  /** Keys (never 0 when used) and value vectors of roll nodes valued in this search, or null. */
  private final long[] tableKeys;
  private final double[] tableValues;
  private long nodes;
  private int me;
  private long limit;
  private long deadline;
  private boolean aborted;
  private int untilCheck;
  /** The move a cut iteration proved better than the last finished one's, or -1. */
  private int promoted;
  private final LongSupplier clock;

  /**
   * Creates the player.
   *
   * @param rules the rules played
   * @param config its fixed configuration
   */
  public Expectimax(LudoRules rules, Config config) {
    this(rules, config, System::nanoTime);
  }

  /** The player with another clock, in nanoseconds, so that tests can set the time. */
  Expectimax(LudoRules rules, Config config, LongSupplier clock) {
    this.config = config;
    this.clock = clock;
    this.evaluation = config.weights().map(w -> new LudoEvaluation(rules, w))
        .getOrElse(() -> new LudoEvaluation(rules));
    this.players = rules.playerCount();
    this.onePly = config.opponents() == Opponents.ONE_PLY;
    this.maxReplies = players;
    // A roll and a decision per ply of depth, or a roll and a decision for each reply too.
    int depth = Math.max(config.depth(), TIMED_DEPTH);
    int levels = 2 * depth * (onePly ? maxReplies + 1 : 1) + 2;
    buffers = new MoveBuffer[levels];
    best = new double[levels][];
    child = new double[levels][];
    for (int i = 0; i < levels; i++) {
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
    return search(root, budget, seed);
  }

  /**
   * The move to play: the analysis's best, or under a time budget a move the iteration cut by the
   * deadline valued above the previous best at its full depth.
   */
  @Override
  public int chooseMove(LudoState root, Budget budget, long seed) {
    Analysis a = search(root, budget, seed);
    return promoted >= 0 ? promoted : a.best();
  }

  private Analysis search(LudoState root, Budget budget, long seed) {
    Player.requireMover(root);
    long t0 = clock.getAsLong();
    boolean timed = budget instanceof Budget.Time;
    limit = budget.nodeLimit();
    deadline = budget.deadline(t0);
    nodes = 0;
    untilCheck = CHECK_INTERVAL;
    promoted = -1;
    if (tableKeys != null) {
      // Emptied per search, so the move depends on the state, budget and seed alone.
      Arrays.fill(tableKeys, 0);
    }
    me = root.currentPlayer();
    MoveBuffer rootMoves = MoveBuffer.forGame(root.rules());
    root.legalMoves(rootMoves);
    int n = rootMoves.size();
    int[] moves = new int[n];
    for (int i = 0; i < n; i++) {
      moves[i] = rootMoves.get(i);
    }
    double[] noise = new double[n];
    if (config.noise() > 0) {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed) ^ root.hash());
      for (int i = 0; i < n; i++) {
        noise[i] = (random.nextDouble() * 2 - 1) * config.noise();
      }
    }
    double[] scores = new double[n];
    double[] trial = new double[n];
    // The order the root moves are searched in: code order, then (under a time budget) best
    // first, so that a cut iteration has valued the previous best and its rivals.
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    int top = timed ? Math.max(config.depth(), TIMED_DEPTH) : config.depth();
    long last = 0;
    long previous = 0;
    int reached = 0;
    for (int d = 1; d <= top; d++) {
      long iterationStart = clock.getAsLong();
      aborted = false;
      int done = 0;
      for (int k = 0; k < n && !aborted; k++) {
        int i = order[k];
        LudoState next = root.apply(moves[i]);
        nodes++;
        value(next, d - 1, 0, 0);
        trial[i] = best[0][me];
        if (!aborted) {
          done = k + 1;
        }
      }
      // Depth 1 always finishes (its children are leaves, which never abort): without it there
      // would be nothing to choose by.
      if (aborted) {
        if (timed) {
          promoted = provenBetter(moves, order, trial, noise, done);
        }
        break;
      }
      System.arraycopy(trial, 0, scores, 0, n);
      reached = d;
      if (n == 1) {
        break;
      }
      if (timed) {
        long now = clock.getAsLong();
        previous = last;
        last = now - iterationStart;
        // The level's own depth is always tried; past it, only an iteration worth starting.
        if (d >= config.depth() && !Deepening.startNext(last, previous, deadline - now)) {
          break;
        }
        Arrays.sort(order, (a, b) -> Double.compare(scores[b] + noise[b], scores[a] + noise[a]));
      }
    }
    for (int i = 0; i < n; i++) {
      scores[i] += noise[i];
    }
    Integer[] ranking = new Integer[n];
    for (int i = 0; i < n; i++) {
      ranking[i] = i;
    }
    // Stable sort: among equal scores the earlier move in code order wins.
    Arrays.sort(ranking, (a, b) -> Double.compare(scores[b], scores[a]));
    List<RankedMove> ranked = List.empty();
    for (int k = n - 1; k >= 0; k--) {
      int i = ranking[k];
      ranked = ranked.prepend(new RankedMove(moves[i], root.moveText(moves[i]), scores[i], 0));
    }
    if (promoted == moves[ranking[0]]) {
      promoted = -1;
    }
    return new Analysis(ranked, List.of(moves[ranking[0]]), Analysis.ScoreKind.EVALUATION, reached,
        nodes, clock.getAsLong() - t0);
  }

  /**
   * The move a cut iteration proved better than the previous best, or -1: among the first {@code
   * done} root moves in {@code order} (the previous best first), all valued at the cut
   * iteration's depth, the one with the highest score if it beats the previous best's.
   */
  static int provenBetter(int[] moves, Integer[] order, double[] trial, double[] noise,
      int done) {
    if (done < 2) {
      return -1;
    }
    int first = order[0];
    int bestIndex = first;
    for (int k = 1; k < done; k++) {
      int i = order[k];
      if (trial[i] + noise[i] > trial[bestIndex] + noise[bestIndex]) {
        bestIndex = i;
      }
    }
    return bestIndex == first ? -1 : moves[bestIndex];
  }

  /**
   * Writes the value vector of {@code s} searched {@code depth} more decisions into best[ply],
   * {@code replies} opponent decisions by evaluation having been made since the searching player's
   * last decision.
   */
  private void value(LudoState s, int depth, int ply, int replies) {
    double[] out = best[ply];
    // A roll is followed by a decision, which takes one ply of depth, or, with opponents by
    // evaluation, is one of at most maxReplies before the player's own: the arrays are sized so.
    if (s.isTerminal() || depth == 0) {
      evaluation.values(s, out);
      return;
    }
    // Once cut, every node returns at once (a node budget's count stays past its limit anyway).
    if (aborted || nodes >= limit || --untilCheck == 0 && pastDeadline()) {
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
        // A roll node's value depends only on the position, the depth left and the replies made,
        // never on the path.
        key = Zobrist.mix(s.hash() + depth + 9L * replies) | 1;
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
        value(s.apply(buffer.get(i)), depth, ply + 1, replies);
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
    if (onePly && mover != me) {
      if (replies == maxReplies) {
        // Every bonus roll is a further reply, and their run has no end in the rules; the
        // search stops at the cap, where the chance of a longer run is below 1 in 6.
        evaluation.values(s, out);
        return;
      }
      LudoState pick = null;
      for (int i = 0; i < n; i++) {
        nodes++;
        LudoState c = s.apply(buffer.get(i));
        if (n == 1) {
          pick = c;
          break;
        }
        evaluation.values(c, sub);
        if (sub[mover] > top) {
          top = sub[mover];
          pick = c;
        }
      }
      value(pick, depth, ply + 1, replies + 1);
      System.arraycopy(sub, 0, out, 0, players);
      return;
    }
    for (int i = 0; i < n; i++) {
      nodes++;
      value(s.apply(buffer.get(i)), depth - 1, ply + 1, 0);
      if (sub[mover] > top) {
        top = sub[mover];
        System.arraycopy(sub, 0, out, 0, players);
      }
    }
  }

  /** Looks at the clock, and sets when to look next. */
  private boolean pastDeadline() {
    untilCheck = CHECK_INTERVAL;
    return deadline != Long.MAX_VALUE && clock.getAsLong() > deadline;
  }
}
