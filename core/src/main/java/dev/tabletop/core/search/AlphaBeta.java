package dev.tabletop.core.search;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import java.util.Arrays;

/**
 * Principal variation search with iterative deepening and a transposition table, for two-player
 * zero-sum games without chance, on any game through the contract and a game's {@link Evaluation}.
 *
 * <p>Move ordering: the transposition-table move, then noisy moves (captures) by the evaluation's
 * {@link Evaluation#moveOrder}, then two killer moves per ply, then the history heuristic. At depth
 * 0 a quiescence search follows the noisy moves. A position that repeats one on the current line
 * scores as a draw. Given the game's {@link GameHistory}, a move (at the root or anywhere on the
 * line) that brings a position up to the game's {@linkplain Game#repetitionLimit() repetition
 * limit} scores as the draw it is, so a side that is behind claims such a draw and a side that is
 * ahead avoids it. A game whose player moves twice in a row is handled: the score is negated only
 * when the mover changes.
 *
 * <p>Under a time budget the search deepens while it can use the time: the next iteration's time
 * is predicted from the last two, and an iteration starts when it is predicted to finish or when
 * a tenth of it fits in the time left (it searches the previous best move first, and may prove
 * another better before the deadline). An iteration still running at the deadline is cut off;
 * {@link #chooseMove} then plays its best move if it was proven better than the last finished
 * iteration's (a root move searched in full that beat the previous best), else the last finished
 * iteration's move. An {@link #analyze analysis}, and any search under a node budget, gives the
 * last finished iteration's moves and scores.
 *
 * <p>Where the evaluation finds the side to move {@linkplain Evaluation#threatened threatened}
 * (the opponent wins next move unless a noisy move answers), quiescence does not stand pat and the
 * search goes a ply deeper at that node (not beyond twice the iteration's depth), so that the
 * horizon does not fall between a threat and its answer. With {@link Config#contempt()} a draw,
 * by repetition or by the rules, scores {@code -contempt} for the side the search is for.
 *
 * <p>With {@link Config#reductions()} a late quiet move (the fourth or later, not the table's
 * move, a noisy move or a killer, with three or more plies left) is searched first one ply
 * shallower (two from the ninth move on, off the principal variation, with six or more plies
 * left), and again at the full depth if it beats alpha: deeper in the same nodes, but an
 * iteration's value is then no longer the exact value of its depth, so the option is off by
 * default.
 *
 * <p>Allocation: the move buffers, ordering arrays, tables and principal-variation arrays are made
 * once per instance ({@link #newGame()} clears the table, it does not make another: the table
 * takes {@link #tableBytes()}, {@code 16 × 2^tableBits} bytes); a node costs the one state object
 * its {@code apply} makes. Under a node budget the result depends only on the state (and the
 * history given), the budget, the seed and the calls made since {@link #newGame()} (the table
 * carries over between moves of one game). Deliberate noise, for weak levels, adds a seeded random
 * amount to each root move's score.
 *
 * <p>Given an {@link Oracle} (an endgame table, say), the search asks it about every node it
 * visits below the root, before expanding the node: an answer is the node's exact value (a win or
 * loss scored by its distance from the root, so the shorter win is preferred; a draw 0), asked
 * again at each visit rather than kept in the transposition table. Without one, or where it does
 * not answer, the search is the same, node for node.
 *
 * @param <S> the game's state type
 */
public final class AlphaBeta<S extends GameState<S>> implements Player<S> {
  private static final int MAX_PLY = 128;
  private static final int INF = Evaluation.WIN + 1;
  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;
  private static final int NONE = Integer.MIN_VALUE;
  private static final int HISTORY_SIZE = 4096;
  private static final int SCORE_OFFSET = 1 << 21;
  // Ordering keys, best first: the table's move, noisy moves (plus their moveOrder), the two
  // killers, then quiet moves by history, which stays below the killers.
  private static final int KEY_TABLE_MOVE = 1 << 30;
  private static final int KEY_NOISY = 1 << 29;
  private static final int KEY_KILLER = 1 << 28;
  private static final int HISTORY_MAX = 1 << 27;

  /**
   * A fixed configuration of the search.
   *
   * @param name the player's name
   * @param maxDepth the deepest iteration, 1 or more
   * @param tableBits the transposition table holds {@code 2^tableBits} entries (0 for none)
   * @param noise the largest random amount added to a root move's score, 0 for none
   * @param quiescence whether depth 0 follows noisy moves
   * @param reductions whether late quiet moves are searched a ply shallower first (late move
   *     reductions: deeper in the same time, no longer the exact value of the nominal depth)
   * @param budget the default budget
   * @param contempt what a draw costs the side the search is for (a draw scores {@code
   *     -contempt} for it, {@code +contempt} for its opponent), so that it plays on rather than
   *     repeat in a position it judges about level; 0 (the levels') scores a draw 0
   */
  public record Config(String name, int maxDepth, int tableBits, int noise, boolean quiescence,
      boolean reductions, Budget budget, int contempt) {
    /**
     * Checks the configuration.
     *
     * @param name the player's name
     * @param maxDepth 1 to 120
     * @param tableBits 0 to 28
     * @param noise 0 or more
     * @param quiescence whether depth 0 follows noisy moves
     * @param reductions whether late quiet moves are searched a ply shallower first
     * @param budget the default budget
     * @param contempt -10,000 to 10,000
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config {
      if (maxDepth < 1 || maxDepth > MAX_PLY - 8) {
        throw new IllegalArgumentException("maxDepth must be 1.." + (MAX_PLY - 8) + ", was "
            + maxDepth);
      }
      if (tableBits < 0 || tableBits > 28) {
        throw new IllegalArgumentException("tableBits must be 0..28, was " + tableBits);
      }
      if (noise < 0) {
        throw new IllegalArgumentException("noise must be >= 0, was " + noise);
      }
      if (name == null || budget == null) {
        throw new IllegalArgumentException("name and budget are required");
      }
      if (Math.abs(contempt) > 10_000) {
        throw new IllegalArgumentException("contempt must be -10000..10000, was " + contempt);
      }
    }

    /**
     * A configuration whose draws score 0.
     *
     * @param name the player's name
     * @param maxDepth 1 to 120
     * @param tableBits 0 to 28
     * @param noise 0 or more
     * @param quiescence whether depth 0 follows noisy moves
     * @param reductions whether late quiet moves are searched a ply shallower first
     * @param budget the default budget
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config(String name, int maxDepth, int tableBits, int noise, boolean quiescence,
        boolean reductions, Budget budget) {
      this(name, maxDepth, tableBits, noise, quiescence, reductions, budget, 0);
    }

    /**
     * A configuration that searches every move to the full depth (no reductions), so that an
     * iteration's value is the exact minimax value of its depth.
     *
     * @param name the player's name
     * @param maxDepth 1 to 120
     * @param tableBits 0 to 28
     * @param noise 0 or more
     * @param quiescence whether depth 0 follows noisy moves
     * @param budget the default budget
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config(String name, int maxDepth, int tableBits, int noise, boolean quiescence,
        Budget budget) {
      this(name, maxDepth, tableBits, noise, quiescence, false, budget, 0);
    }

    /**
     * This configuration with late move reductions on or off, everything else the same (for
     * example a level's search without them, to compare).
     *
     * @param on whether late quiet moves are searched shallower first
     * @return the configuration
     */
    public Config withReductions(boolean on) {
      return new Config(name, maxDepth, tableBits, noise, quiescence, on, budget, contempt);
    }

    /**
     * This configuration with another transposition table size, everything else the same.
     *
     * @param bits the table holds {@code 2^bits} entries of 16 bytes (0 for none); 0 to 28
     * @return the configuration
     * @throws IllegalArgumentException if bits is out of range
     */
    public Config withTableBits(int bits) {
      return new Config(name, maxDepth, bits, noise, quiescence, reductions, budget, contempt);
    }

    /**
     * This configuration with another contempt for draws, everything else the same.
     *
     * @param contempt what a draw costs the side searched for; -10,000 to 10,000
     * @return the configuration
     * @throws IllegalArgumentException if contempt is out of range
     */
    public Config withContempt(int contempt) {
      return new Config(name, maxDepth, tableBits, noise, quiescence, reductions, budget,
          contempt);
    }

    /**
     * The memory the transposition table of a search with this configuration takes.
     *
     * @return {@code 16 × 2^tableBits} bytes
     */
    public long tableBytes() {
      return 16L << tableBits;
    }
  }

  private final Evaluation<S> eval;
  private final Config config;
  /** Exact values asked for before a node is expanded; null for none. */
  private final Oracle<S> oracle;

  /** Entry i is {@code table[2i]} (the hash) and {@code table[2i+1]} (move, score, depth, bound). */
  private final long[] table;
  private final int ttMask;

  private final MoveBuffer[] buffers = new MoveBuffer[MAX_PLY + 1];
  private final int[][] moves = new int[MAX_PLY + 1][];
  private final int[][] keys = new int[MAX_PLY + 1][];
  private final int[][] killers = new int[MAX_PLY + 1][2];
  private final int[][] history = new int[2][HISTORY_SIZE];
  private final long[] path = new long[MAX_PLY + 2];
  private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
  private final int[] pvLength = new int[MAX_PLY + 2];
  private final int[] rootScores;

  private long nodes;
  private long nodeLimit;
  private long deadline;
  private boolean mayStop;
  private boolean stopped;
  private int completedDepth;
  /** The depth of the iteration running: threat extensions stop at twice as many plies. */
  private int iterationDepth;
  /** The player the running search is for: a draw costs it the contempt. */
  private int rootPlayer;
  /** Hashes of the positions a move would bring to the repetition limit; sorted. */
  private long[] drawHashes = new long[0];
  private int drawCount;

  /**
   * Creates a searcher for a game.
   *
   * @param game the rules: two players, zero-sum, without chance
   * @param eval the game's evaluation (owned by this searcher from now on)
   * @param config the fixed configuration
   * @throws IllegalArgumentException if the game has chance, is not zero-sum or not for two
   */
  public AlphaBeta(Game<S> game, Evaluation<S> eval, Config config) {
    this(game, eval, config, null);
  }

  /**
   * Creates a searcher for a game that asks an oracle for exact values before it expands a node.
   *
   * @param game the rules: two players, zero-sum, without chance
   * @param eval the game's evaluation (owned by this searcher from now on)
   * @param config the fixed configuration
   * @param oracle exact values of the positions it knows (owned by this searcher from now on), or
   *     null for none
   * @throws IllegalArgumentException if the game has chance, is not zero-sum or not for two
   */
  public AlphaBeta(Game<S> game, Evaluation<S> eval, Config config, Oracle<S> oracle) {
    if (game.hasChance() || !game.zeroSum() || game.playerCount() != 2) {
      throw new IllegalArgumentException("alpha-beta needs a two-player zero-sum game without "
          + "chance; " + game.spec() + " is not one (use Mcts)");
    }
    this.eval = eval;
    this.config = config;
    this.oracle = oracle;
    int size = config.tableBits() == 0 ? 1 : 1 << config.tableBits();
    table = new long[2 * size];
    ttMask = size - 1;
    int cap = game.maxLegalMoves();
    for (int i = 0; i <= MAX_PLY; i++) {
      buffers[i] = new MoveBuffer(cap);
      moves[i] = new int[cap];
      keys[i] = new int[cap];
    }
    rootScores = new int[cap];
    newGame();
  }

  @Override
  public String name() {
    return config.name();
  }

  @Override
  public Budget budget() {
    return config.budget();
  }

  /**
   * The configuration.
   *
   * @return the fixed settings
   */
  public Config config() {
    return config;
  }

  @Override
  public void newGame() {
    Arrays.fill(table, 0L);
    for (int[] h : history) {
      Arrays.fill(h, 0);
    }
    for (int[] k : killers) {
      Arrays.fill(k, NONE);
    }
  }

  /**
   * The memory the transposition table takes: 16 bytes an entry.
   *
   * @return the table's size in bytes
   */
  public long tableBytes() {
    return (long) table.length * Long.BYTES;
  }

  @Override
  public int chooseMove(S state, Budget budget, long seed) {
    Player.requireMover(state);
    noRepetitions();
    run(state, budget, seed, false);
    return moves[0][0];
  }

  @Override
  public int chooseMove(GameHistory<S> history, Budget budget, long seed) {
    Player.requireMover(history);
    repetitions(history);
    run(history.state(), budget, seed, false);
    return moves[0][0];
  }

  /**
   * Searches and ranks every root move with an exact score (each root move gets a full window,
   * which costs more than {@link #chooseMove}).
   */
  @Override
  public Analysis analyze(S state, Budget budget, long seed) {
    Player.requireMover(state);
    noRepetitions();
    return analysis(state, budget, seed);
  }

  /**
   * Searches and ranks every root move with an exact score, a move that brings a position up to
   * the repetition limit scoring as a draw.
   */
  @Override
  public Analysis analyze(GameHistory<S> history, Budget budget, long seed) {
    Player.requireMover(history);
    repetitions(history);
    return analysis(history.state(), budget, seed);
  }

  /**
   * Searches as {@link #chooseMove(GameHistory, Budget, long)} does (principal variation search,
   * so deeper than {@link #analyze} in the same time) and tells what it found: the move it plays,
   * the only one in the analysis, with its score, the depth and the principal variation. For an
   * engine protocol's {@code info} lines, which need no other move's score.
   *
   * @param history the game so far (its repetition rule applies)
   * @param budget the budget
   * @param seed the seed for the level's noise
   * @return an analysis of one move: the move {@link #chooseMove} would play
   */
  public Analysis bestLine(GameHistory<S> history, Budget budget, long seed) {
    Player.requireMover(history);
    repetitions(history);
    S state = history.state();
    long t0 = System.nanoTime();
    run(state, budget, seed, false);
    List<Integer> line = List.empty();
    for (int i = pvLength[0] - 1; i >= 0; i--) {
      line = line.prepend(pv[0][i]);
    }
    return new Analysis(List.of(new RankedMove(moves[0][0], state.moveText(moves[0][0]),
        rootScores[0], 0)), line, Analysis.ScoreKind.EVALUATION, completedDepth, nodes,
        System.nanoTime() - t0);
  }

  private void noRepetitions() {
    drawCount = 0;
  }

  /** Collects the positions one more occurrence of which draws: seen limit − 1 times already. */
  private void repetitions(GameHistory<S> history) {
    drawCount = 0;
    int limit = history.state().game().repetitionLimit();
    if (limit <= 0) {
      return;
    }
    for (var e : history.occurrences()) {
      if (e._2 >= limit - 1) {
        if (drawCount == drawHashes.length) {
          drawHashes = Arrays.copyOf(drawHashes, Math.max(8, 2 * drawCount));
        }
        drawHashes[drawCount++] = e._1;
      }
    }
    Arrays.sort(drawHashes, 0, drawCount);
  }

  /** Whether reaching a position draws by the repetition rule of the game given. */
  private boolean drawsByHistory(long hash) {
    return drawCount > 0 && Arrays.binarySearch(drawHashes, 0, drawCount, hash) >= 0;
  }

  private Analysis analysis(S state, Budget budget, long seed) {
    long t0 = System.nanoTime();
    int n = run(state, budget, seed, true);
    List<RankedMove> ranked = List.empty();
    for (int i = n - 1; i >= 0; i--) {
      ranked = ranked.prepend(new RankedMove(moves[0][i], state.moveText(moves[0][i]),
          rootScores[i], 0));
    }
    List<Integer> line = List.empty();
    for (int i = pvLength[0] - 1; i >= 0; i--) {
      line = line.prepend(pv[0][i]);
    }
    return new Analysis(ranked, line, Analysis.ScoreKind.EVALUATION, completedDepth, nodes,
        System.nanoTime() - t0);
  }

  /**
   * The nodes the last search visited.
   *
   * @return the node count
   */
  public long lastNodes() {
    return nodes;
  }

  /**
   * The depth of the last finished iteration of the last search.
   *
   * @return 1 or more
   */
  public int lastDepth() {
    return completedDepth;
  }

  /** Runs iterative deepening; leaves the ranked root moves in moves[0] and rootScores. */
  private int run(S root, Budget budget, long seed, boolean exact) {
    long start = System.nanoTime();
    deadline = budget.deadline(start);
    nodeLimit = budget.nodeLimit();
    nodes = 0;
    stopped = false;
    mayStop = false;
    completedDepth = 0;
    for (int[] h : history) {
      for (int i = 0; i < HISTORY_SIZE; i++) {
        h[i] >>= 2;
      }
    }
    eval.start(root);
    MoveBuffer buf = buffers[0];
    root.legalMoves(buf);
    int n = buf.size();
    int[] rm = moves[0];
    int[] rootNoise = keys[0];
    long rootHash = root.hash();
    for (int i = 0; i < n; i++) {
      rm[i] = buf.get(i);
      rootNoise[i] = noise(seed, rootHash, rm[i]);
    }
    path[0] = rootHash;
    int me = root.currentPlayer();
    rootPlayer = me;
    boolean fullWindow = exact || config.noise() > 0;
    int[] scores = new int[n];
    int[] savedMoves = new int[n];
    int[] savedNoise = new int[n];
    int[] savedPv = new int[MAX_PLY + 2];
    int savedPvLength = 0;
    long last = 0;
    long previous = 0;
    for (int depth = 1; depth <= config.maxDepth(); depth++) {
      long iterationStart = System.nanoTime();
      iterationDepth = depth;
      mayStop = depth > 1;
      int alpha = -INF;
      int bestIndex = 0;
      for (int i = 0; i < n; i++) {
        int m = rm[i];
        S c = root.apply(m);
        int v;
        pvLength[1] = 1;
        if (c.isTerminal()) {
          v = terminalScore(c, me, 1);
        } else if (drawsByHistory(c.hash())) {
          v = draw(me);
        } else {
          path[1] = c.hash();
          eval.push(root, m);
          boolean same = c.currentPlayer() == me;
          if (fullWindow || i == 0) {
            v = child(c, depth - 1, -INF, INF, 1, same);
          } else {
            v = child(c, depth - 1, alpha, alpha + 1, 1, same);
            if (v > alpha && !stopped) {
              v = child(c, depth - 1, alpha, INF, 1, same);
            }
          }
          eval.pop(root, m);
        }
        if (stopped) {
          break;
        }
        v += rootNoise[i];
        scores[i] = v;
        if (v > alpha) {
          alpha = v;
          bestIndex = i;
          pv[0][0] = m;
          System.arraycopy(pv[1], 1, pv[0], 1, pvLength[1] - 1);
          pvLength[0] = pvLength[1];
        }
      }
      if (stopped) {
        if (bestIndex > 0 && !exact && deadline != Long.MAX_VALUE) {
          // A root move searched in full beat the previous best at this depth: a proven gain.
          // (Only for a move chosen under a time budget: a node budget's answer stays the last
          // finished iteration's, and an analysis keeps every score from one depth.)
          promote(savedMoves, savedNoise, bestIndex, scores[bestIndex]);
          System.arraycopy(pv[0], 0, savedPv, 0, pvLength[0]);
          savedPvLength = pvLength[0];
        }
        break;
      }
      completedDepth = depth;
      sortRoot(rm, scores, rootNoise, n, bestIndex);
      System.arraycopy(rm, 0, savedMoves, 0, n);
      System.arraycopy(rootNoise, 0, savedNoise, 0, n);
      System.arraycopy(scores, 0, rootScores, 0, n);
      System.arraycopy(pv[0], 0, savedPv, 0, pvLength[0]);
      savedPvLength = pvLength[0];
      if (!exact && Math.abs(scores[0]) > Evaluation.WIN - depth - 1 && config.noise() == 0) {
        break;
      }
      long now = System.nanoTime();
      previous = last;
      last = now - iterationStart;
      if (deadline != Long.MAX_VALUE && !Deepening.startNext(last, previous, deadline - now)) {
        // Too little time left for the next iteration to change the move.
        break;
      }
    }
    System.arraycopy(savedMoves, 0, rm, 0, n);
    System.arraycopy(savedNoise, 0, rootNoise, 0, n);
    System.arraycopy(savedPv, 0, pv[0], 0, savedPvLength);
    pvLength[0] = savedPvLength;
    return n;
  }

  /** Moves the root move at {@code best} to the front, with its score from a cut iteration. */
  private void promote(int[] order, int[] noise, int best, int score) {
    int m = order[best];
    int z = noise[best];
    System.arraycopy(order, 0, order, 1, best);
    System.arraycopy(noise, 0, noise, 1, best);
    System.arraycopy(rootScores, 0, rootScores, 1, best);
    order[0] = m;
    noise[0] = z;
    rootScores[0] = score;
  }

  /** Orders the root moves best first by score (stable), the best of the iteration at the top. */
  private static void sortRoot(int[] rm, int[] scores, int[] noise, int n, int bestIndex) {
    for (int i = 1; i < n; i++) {
      int m = rm[i];
      int s = scores[i];
      int z = noise[i];
      boolean best = i == bestIndex;
      int j = i - 1;
      while (j >= 0 && (scores[j] < s || best)) {
        rm[j + 1] = rm[j];
        scores[j + 1] = scores[j];
        noise[j + 1] = noise[j];
        j--;
      }
      rm[j + 1] = m;
      scores[j + 1] = s;
      noise[j + 1] = z;
    }
  }

  private int noise(long seed, long hash, int move) {
    if (config.noise() == 0) {
      return 0;
    }
    long r = Zobrist.mix(seed * 0x9E3779B97F4A7C15L + Zobrist.mix(hash ^ move));
    return (int) Math.floorMod(r, 2L * config.noise() + 1) - config.noise();
  }

  private int child(S c, int depth, int alpha, int beta, int ply, boolean same) {
    return same ? search(c, depth, alpha, beta, ply) : -search(c, depth, -beta, -alpha, ply);
  }

  private int terminalScore(GameState<?> c, int me, int ply) {
    int r = c.returns(me);
    return r > 0 ? Evaluation.WIN - ply : r < 0 ? ply - Evaluation.WIN : draw(me);
  }

  /** A draw's score for a mover: the contempt against the player searched for, for the other. */
  private int draw(int mover) {
    return mover == rootPlayer ? -config.contempt() : config.contempt();
  }

  private boolean repeated(long h, int ply) {
    for (int j = ply - 2; j >= 0; j--) {
      if (path[j] == h) {
        return true;
      }
    }
    return false;
  }

  private boolean checkStop() {
    if (mayStop && (nodes >= nodeLimit
        || ((nodes & 1023) == 0 && System.nanoTime() > deadline))) {
      stopped = true;
    }
    return stopped;
  }

  private static int historyIndex(int move) {
    return (move ^ (move >>> 12) ^ (move >>> 24)) & (HISTORY_SIZE - 1);
  }

  private int search(S s, int depth, int alpha, int beta, int ply) {
    pvLength[ply] = ply;
    if (depth > 0 && ply < 2 * iterationDepth && eval.threatened(s)) {
      // A threat to answer: the horizon must not fall on the answer (capped, so that a line of
      // threats cannot extend without end).
      depth++;
    }
    if (depth <= 0) {
      return config.quiescence() ? quiesce(s, alpha, beta, ply) : leaf(s, ply);
    }
    nodes++;
    if (checkStop()) {
      return 0;
    }
    if (ply >= MAX_PLY - 1) {
      return eval.evaluate(s);
    }
    long h = s.hash();
    int idx = ((int) h & ttMask) << 1;
    int hashMove = NONE;
    boolean pvNode = beta - alpha > 1;
    long entry = table[idx + 1];
    int info = (int) entry & 0x3FF;
    if (table[idx] == h && info != 0) {
      hashMove = (int) (entry >>> 32);
      if (!pvNode && (info >> 2) - 1 >= depth) {
        int sc = fromTable((int) (entry >>> 10 & 0x3FFFFF) - SCORE_OFFSET, ply);
        int flag = info & 3;
        if (flag == EXACT || (flag == LOWER && sc >= beta) || (flag == UPPER && sc <= alpha)) {
          return sc;
        }
      }
    }
    if (oracle != null) {
      int known = oracle.score(s);
      if (known != Oracle.UNKNOWN) {
        // Not stored in the table: asking again costs about what a table read does, and an entry
        // that no search could replace would hold its slot for the rest of the game.
        return fromTable(known, ply);
      }
    }
    MoveBuffer buf = buffers[ply];
    s.legalMoves(buf);
    int n = buf.size();
    int[] mv = moves[ply];
    int[] key = keys[ply];
    int me = s.currentPlayer();
    int[] hist = history[me & 1];
    int k0 = killers[ply][0];
    int k1 = killers[ply][1];
    for (int i = 0; i < n; i++) {
      int m = buf.get(i);
      mv[i] = m;
      int k;
      if (m == hashMove) {
        k = KEY_TABLE_MOVE;
      } else if (eval.isNoisy(s, m)) {
        k = KEY_NOISY + eval.moveOrder(s, m);
      } else if (m == k0) {
        k = KEY_KILLER;
      } else if (m == k1) {
        k = KEY_KILLER - 1;
      } else {
        k = hist[historyIndex(m)];
      }
      key[i] = k;
    }
    int origAlpha = alpha;
    int best = -INF;
    int bestMove = mv[0];
    for (int i = 0; i < n; i++) {
      int top = i;
      for (int j = i + 1; j < n; j++) {
        if (key[j] > key[top]) {
          top = j;
        }
      }
      int m = mv[top];
      mv[top] = mv[i];
      mv[i] = m;
      int kt = key[top];
      key[top] = key[i];
      key[i] = kt;
      S c = s.apply(m);
      int v;
      pvLength[ply + 1] = ply + 1;
      if (c.isTerminal()) {
        v = terminalScore(c, me, ply + 1);
      } else {
        long ch = c.hash();
        if (repeated(ch, ply + 1) || drawsByHistory(ch)) {
          v = draw(me);
        } else {
          path[ply + 1] = ch;
          eval.push(s, m);
          boolean same = c.currentPlayer() == me;
          if (i == 0) {
            v = child(c, depth - 1, alpha, beta, ply + 1, same);
          } else {
            int r = reduction(depth, i, kt, pvNode);
            v = child(c, depth - 1 - r, alpha, alpha + 1, ply + 1, same);
            if (r > 0 && v > alpha && !stopped) {
              v = child(c, depth - 1, alpha, alpha + 1, ply + 1, same);
            }
            if (v > alpha && v < beta && !stopped) {
              v = child(c, depth - 1, alpha, beta, ply + 1, same);
            }
          }
          eval.pop(s, m);
        }
      }
      if (stopped) {
        return 0;
      }
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          int[] line = pv[ply];
          line[ply] = m;
          int len = pvLength[ply + 1];
          System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, len - ply - 1);
          pvLength[ply] = len;
          if (alpha >= beta) {
            if (kt < KEY_NOISY) {
              if (killers[ply][0] != m) {
                killers[ply][1] = killers[ply][0];
                killers[ply][0] = m;
              }
              int hi = historyIndex(m);
              hist[hi] = Math.min(hist[hi] + depth * depth, HISTORY_MAX);
            }
            break;
          }
        }
      }
    }
    int flag = best <= origAlpha ? UPPER : best >= beta ? LOWER : EXACT;
    int stored = (int) table[idx + 1] & 0x3FF;
    if (stored == 0 || table[idx] == h || (stored >> 2) - 1 <= depth + 1) {
      table[idx] = h;
      table[idx + 1] = (long) bestMove << 32
          | (long) (toTable(best, ply) + SCORE_OFFSET) << 10 | ((depth + 1) << 2 | flag);
    }
    return best;
  }

  /**
   * Plies taken off a late quiet move's first, null-window search; a move that then beats alpha is
   * searched again at the full depth. Moves the ordering ranks high (the table's move, captures
   * and the killers) and the first few are never reduced, nor anything near the horizon.
   */
  private int reduction(int depth, int index, int orderKey, boolean pvNode) {
    if (!config.reductions() || depth < 3 || index < 3 || orderKey >= KEY_KILLER - 1) {
      return 0;
    }
    return !pvNode && depth >= 6 && index >= 8 ? 2 : 1;
  }

  private int leaf(S s, int ply) {
    nodes++;
    checkStop();
    if (oracle != null) {
      int known = oracle.score(s);
      if (known != Oracle.UNKNOWN) {
        return fromTable(known, ply);
      }
    }
    return eval.evaluate(s);
  }

  private int quiesce(S s, int alpha, int beta, int ply) {
    nodes++;
    pvLength[ply] = ply;
    if (checkStop()) {
      return 0;
    }
    if (oracle != null) {
      int known = oracle.score(s);
      if (known != Oracle.UNKNOWN) {
        return fromTable(known, ply);
      }
    }
    // Under a threat only a noisy move helps: standing pat would lose at the opponent's next move.
    int standPat = eval.threatened(s) ? ply + 2 - Evaluation.WIN : eval.evaluate(s);
    if (standPat >= beta || ply >= MAX_PLY - 1) {
      return standPat;
    }
    if (standPat > alpha) {
      alpha = standPat;
    }
    MoveBuffer buf = buffers[ply];
    s.legalMoves(buf);
    int n = 0;
    int[] mv = moves[ply];
    int[] key = keys[ply];
    for (int i = 0, size = buf.size(); i < size; i++) {
      int m = buf.get(i);
      if (eval.isNoisy(s, m)) {
        mv[n] = m;
        key[n] = eval.moveOrder(s, m);
        n++;
      }
    }
    int me = s.currentPlayer();
    int best = standPat;
    for (int i = 0; i < n; i++) {
      int top = i;
      for (int j = i + 1; j < n; j++) {
        if (key[j] > key[top]) {
          top = j;
        }
      }
      int m = mv[top];
      mv[top] = mv[i];
      mv[i] = m;
      int kt = key[top];
      key[top] = key[i];
      key[i] = kt;
      S c = s.apply(m);
      int v;
      if (c.isTerminal()) {
        v = terminalScore(c, me, ply + 1);
      } else {
        eval.push(s, m);
        v = c.currentPlayer() == me ? quiesce(c, alpha, beta, ply + 1)
            : -quiesce(c, -beta, -alpha, ply + 1);
        eval.pop(s, m);
      }
      if (stopped) {
        return 0;
      }
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  private static int toTable(int score, int ply) {
    return score > Evaluation.WIN / 2 ? score + ply : score < -Evaluation.WIN / 2 ? score - ply
        : score;
  }

  private static int fromTable(int score, int ply) {
    return score > Evaluation.WIN / 2 ? score - ply : score < -Evaluation.WIN / 2 ? score + ply
        : score;
  }
}
