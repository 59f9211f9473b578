package dev.tabletop.core.search;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.tools.Chance;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search with the UCT rule, for any game: n players, returns of any sign, chance
 * nodes (an outcome is drawn in proportion to its weight each time the search passes), moves that
 * do not alternate. A playout ends at a terminal state or after a fixed number of plies (then
 * every return counts 0); its moves are uniformly random unless a game supplies a {@link
 * PlayoutPolicy} (chance is always drawn by its weights).
 *
 * <p>The tree lives in flat arrays that grow by doubling up to a fixed number of nodes and are kept
 * between searches; a playout allocates only the states its moves make. Under a playout budget the
 * move depends only on the state, the budget and the seed. It reads the whole state: for hidden
 * information wrap it in {@link Determinized}.
 *
 * @param <S> the game's state type
 */
public final class Mcts<S extends GameState<S>> implements Player<S> {

  /**
   * A fixed configuration.
   *
   * @param name the player's name
   * @param exploration the UCT constant (about 1.4 for returns scaled to [-1, 1])
   * @param rolloutPlies the most random plies a playout plays before it is scored 0
   * @param maxNodes the largest tree, in nodes
   * @param budget the default budget (playouts or time)
   */
  public record Config(String name, double exploration, int rolloutPlies, int maxNodes,
      Budget budget) {
    /**
     * Checks the configuration.
     *
     * @param name the player's name
     * @param exploration positive
     * @param rolloutPlies 0 or more
     * @param maxNodes 1024 or more
     * @param budget the default budget
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config {
      if (!(exploration > 0) || rolloutPlies < 0 || maxNodes < 1024 || name == null
          || budget == null) {
        throw new IllegalArgumentException("bad MCTS configuration: exploration " + exploration
            + ", rolloutPlies " + rolloutPlies + ", maxNodes " + maxNodes);
      }
    }
  }

  /**
   * How a playout chooses a player's move: the game's knowledge for Monte Carlo, where {@link
   * Evaluation} is alpha-beta's. A policy sees the whole state the search plays in (in a {@link
   * Determinized} search, one sampled deal), and must return one of the state's legal moves,
   * drawing any randomness from the generator it is given so that a playout budget keeps the
   * choice reproducible. Called once per playout ply at player nodes; chance nodes never reach it.
   *
   * @param <S> the game's state type
   */
  @FunctionalInterface
  public interface PlayoutPolicy<S extends GameState<S>> {
    /**
     * Uniformly random play, the default.
     *
     * @param <S> the game's state type
     * @return a policy that draws one legal move uniformly
     */
    static <S extends GameState<S>> PlayoutPolicy<S> uniform() {
      return Chance::randomMove;
    }

    /**
     * Chooses the move a playout plays.
     *
     * @param state a non-terminal player node
     * @param buffer scratch space of the game's {@code maxLegalMoves()}
     * @param random the playout's generator
     * @return a legal move of {@code state}
     */
    int choose(S state, MoveBuffer buffer, SplittableRandom random);
  }

  private final Config config;
  private final PlayoutPolicy<S> policy;
  private final int players;
  private final MoveBuffer buffer;
  private final double[] rewards;

  private int[] move = new int[1024];
  private int[] weight = new int[1024];
  private int[] firstChild = new int[1024];
  private int[] childCount = new int[1024];
  private long[] visits = new long[1024];
  private double[] value;
  private int size;
  private int[] path = new int[256];
  private double scale;

  /**
   * Creates a searcher with uniformly random playouts.
   *
   * @param game the rules
   * @param config the fixed configuration
   */
  public Mcts(Game<S> game, Config config) {
    this(game, config, PlayoutPolicy.uniform());
  }

  /**
   * Creates a searcher whose playouts follow a game's policy.
   *
   * @param game the rules
   * @param config the fixed configuration
   * @param policy how playouts choose a player's move
   */
  public Mcts(Game<S> game, Config config, PlayoutPolicy<S> policy) {
    this.config = config;
    this.policy = java.util.Objects.requireNonNull(policy, "policy");
    this.players = game.playerCount();
    this.buffer = MoveBuffer.forGame(game);
    this.rewards = new double[players];
    this.value = new double[1024 * players];
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
  public Analysis analyze(S root, Budget budget, long seed) {
    Player.requireMover(root);
    long t0 = System.nanoTime();
    long deadline = budget.deadline(t0);
    long limit = budget.nodeLimit();
    SplittableRandom random = new SplittableRandom(Zobrist.mix(seed) ^ root.hash());
    size = 0;
    scale = 1e-9;
    newNode(-1, 1);
    expand(0, root);
    long playouts = 0;
    int deepest = 0;
    while (playouts < limit && (playouts == 0 || System.nanoTime() < deadline)) {
      int depth = iterate(root, random);
      deepest = Math.max(deepest, depth);
      playouts++;
    }
    int me = root.currentPlayer();
    int first = firstChild[0];
    int n = childCount[0];
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = first + i;
    }
    Arrays.sort(order, (a, b) -> visits[a] != visits[b] ? Long.compare(visits[b], visits[a])
        : Double.compare(mean(b, me), mean(a, me)));
    List<RankedMove> ranked = List.empty();
    for (int i = n - 1; i >= 0; i--) {
      int c = order[i];
      ranked = ranked.prepend(new RankedMove(move[c], root.moveText(move[c]), mean(c, me),
          visits[c]));
    }
    return new Analysis(ranked, List.of(move[order[0]]), Analysis.ScoreKind.MEAN_RETURN,
        deepest, playouts, System.nanoTime() - t0);
  }

  private double mean(int node, int player) {
    return visits[node] == 0 ? 0 : value[node * players + player] / visits[node];
  }

  /** One selection, expansion, playout and back-up; returns the tree depth reached. */
  private int iterate(S root, SplittableRandom random) {
    S s = root;
    int node = 0;
    int len = 0;
    path[len++] = 0;
    while (!s.isTerminal()) {
      if (firstChild[node] < 0 && !expand(node, s)) {
        break;
      }
      int child = s.isChance() ? chanceChild(node, s.chanceTotal(), random)
          : select(node, s.currentPlayer(), random);
      s = s.apply(move[child]);
      if (len == path.length) {
        path = Arrays.copyOf(path, len * 2);
      }
      path[len++] = child;
      node = child;
      if (visits[child] == 0) {
        break;
      }
    }
    rollout(s, random);
    for (int i = 0; i < len; i++) {
      int v = path[i];
      visits[v]++;
      int base = v * players;
      for (int p = 0; p < players; p++) {
        value[base + p] += rewards[p];
      }
    }
    return len - 1;
  }

  private void rollout(S start, SplittableRandom random) {
    S s = start;
    for (int ply = 0; ply < config.rolloutPlies() && !s.isTerminal(); ply++) {
      s = s.apply(s.isChance() ? s.sampleOutcome(buffer, random)
          : policy.choose(s, buffer, random));
    }
    boolean over = s.isTerminal();
    for (int p = 0; p < players; p++) {
      double r = over ? s.returns(p) : 0;
      rewards[p] = r;
      scale = Math.max(scale, Math.abs(r));
    }
  }

  private int select(int node, int mover, SplittableRandom random) {
    int first = firstChild[node];
    int n = childCount[node];
    int start = random.nextInt(n);
    for (int k = 0; k < n; k++) {
      int c = first + (start + k) % n;
      if (visits[c] == 0) {
        return c;
      }
    }
    double logN = Math.log(visits[node]);
    double best = Double.NEGATIVE_INFINITY;
    int pick = first;
    for (int c = first; c < first + n; c++) {
      double u = value[c * players + mover] / (visits[c] * scale)
          + config.exploration() * Math.sqrt(logN / visits[c]);
      if (u > best) {
        best = u;
        pick = c;
      }
    }
    return pick;
  }

  private int chanceChild(int node, int total, SplittableRandom random) {
    int first = firstChild[node];
    int n = childCount[node];
    int r = random.nextInt(total);
    for (int c = first; c < first + n - 1; c++) {
      r -= weight[c];
      if (r < 0) {
        return c;
      }
    }
    return first + n - 1;
  }

  private boolean expand(int node, S s) {
    s.legalMoves(buffer);
    int n = buffer.size();
    if (size + n > config.maxNodes()) {
      return false;
    }
    firstChild[node] = size;
    childCount[node] = n;
    for (int i = 0; i < n; i++) {
      newNode(buffer.get(i), buffer.weight(i));
    }
    return true;
  }

  private void newNode(int code, int w) {
    if (size == move.length) {
      int cap = size * 2;
      move = Arrays.copyOf(move, cap);
      weight = Arrays.copyOf(weight, cap);
      firstChild = Arrays.copyOf(firstChild, cap);
      childCount = Arrays.copyOf(childCount, cap);
      visits = Arrays.copyOf(visits, cap);
      value = Arrays.copyOf(value, cap * players);
    }
    move[size] = code;
    weight[size] = w;
    firstChild[size] = -1;
    childCount[size] = 0;
    visits[size] = 0;
    Arrays.fill(value, size * players, size * players + players, 0.0);
    size++;
  }
}
