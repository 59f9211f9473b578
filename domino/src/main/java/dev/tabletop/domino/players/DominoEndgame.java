package dev.tabletop.domino.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tiles;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The exact endgame: every hidden world of a view ({@link DominoWorlds}), each solved to the end
 * of the round with every hand in sight, and the move with the best expected payout over the
 * weighted worlds.
 *
 * <p>The value of a position is the viewer's {@link #margin margin} at the end of the round under
 * the rules' scoring (stakes or points, the team's under {@code partnership}): its payout less the
 * mean payout of the seats not on its side. The viewer and its partner
 * maximise it and every other seat minimises it: exact for two sides (two players, or two
 * partnerships), and the cautious (paranoid) reading for three or four players alone, where the
 * others are taken to play against the viewer. A draw from the boneyard is a chance node: each
 * tile left is equally likely, and its value is the mean of the outcomes. The search is alpha-beta
 * with a transposition table keyed on the hands, the line and the turn's facts, the bounds passed through the seats' nodes and
 * reopened at chance nodes, whose mean needs every outcome exactly.
 *
 * <p>Each root move's value in each world is computed exactly (a full window), so that the means
 * over the worlds compare the moves; a move's score in the {@link Analysis} is that weighted mean.
 * Not thread-safe: one instance per thread.
 */
public final class DominoEndgame {
  private static final int PLIES = 160;
  private static final int TABLE_BITS = 18;
  private static final byte EXACT = 1;
  private static final byte LOWER = 2;
  private static final byte UPPER = 3;

  private final DominoRules rules;
  private final MoveBuffer[] buffers = new MoveBuffer[PLIES];
  private final long[] keys = new long[1 << TABLE_BITS];
  private final double[] values = new double[1 << TABLE_BITS];
  private final byte[] flags = new byte[1 << TABLE_BITS];
  private int viewer;
  private long nodes;
  private long nodeLimit;
  private long deadline;

  /**
   * Creates a solver for a rules set.
   *
   * @param rules the rules played
   */
  public DominoEndgame(DominoRules rules) {
    this.rules = rules;
    for (int i = 0; i < PLIES; i++) {
      buffers[i] = MoveBuffer.forGame(rules);
    }
  }

  /**
   * Solves a view exactly, or gives up: none when the worlds cannot be enumerated or number more
   * than {@code worldLimit} placements ({@link DominoWorlds#enumerate}), or when the search would
   * pass {@code nodeLimit} nodes or the deadline.
   *
   * @param view the view of the seat to move
   * @param model the weights of the worlds
   * @param worldLimit the most placements of the unseen tiles to enumerate
   * @param nodeLimit the most search nodes in all
   * @param deadline a {@link System#nanoTime()} by which to give up, or {@link Long#MAX_VALUE}
   * @return the moves ranked by expected payout, best first, or none
   * @throws IllegalArgumentException if the view is not of the seat to move or of these rules
   */
  public Option<Analysis> analyze(DominoView view, DominoPlayModel model, long worldLimit,
      long nodeLimit, long deadline) {
    if (view == null || !view.rules().equals(rules)) {
      throw new IllegalArgumentException("a view of " + rules.spec() + " is required");
    }
    if (view.currentPlayer() != view.viewer()) {
      throw new IllegalArgumentException("the view is of seat " + view.viewer()
          + ", who is not to move");
    }
    long t0 = System.nanoTime();
    Option<List<DominoWorlds.World>> found = DominoWorlds.enumerate(view, model, worldLimit,
        deadline);
    if (found.isEmpty() || System.nanoTime() > deadline) {
      return Option.none();
    }
    List<DominoWorlds.World> worlds = found.get();
    DominoState first = worlds.head().state();
    MoveBuffer rootMoves = MoveBuffer.forGame(rules);
    first.legalMoves(rootMoves);
    int count = rootMoves.size();
    double[] mean = new double[count];
    this.viewer = view.viewer();
    this.nodes = 0;
    this.nodeLimit = nodeLimit;
    this.deadline = deadline;
    java.util.Arrays.fill(keys, 0L);
    try {
      for (DominoWorlds.World w : worlds) {
        for (int i = 0; i < count; i++) {
          DominoState child = w.state().apply(rootMoves.get(i));
          mean[i] += w.weight() * search(child, 0, Double.NEGATIVE_INFINITY,
              Double.POSITIVE_INFINITY);
        }
      }
    } catch (GiveUp e) {
      return Option.none();
    }
    List<RankedMove> ranked = List.empty();
    for (int i = count - 1; i >= 0; i--) {
      int m = rootMoves.get(i);
      ranked = ranked.prepend(new RankedMove(m, first.moveText(m), mean[i], 0));
    }
    // Best first; among equals the lower code, so the order is a function of the view.
    ranked = ranked.sorted((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
        : Integer.compare(a.move(), b.move()));
    return Option.some(new Analysis(ranked, List.of(ranked.head().move()),
        Analysis.ScoreKind.MEAN_RETURN, 0, nodes, System.nanoTime() - t0));
  }

  /**
   * The value of one full state for a seat: its margin at the end of the round under the search
   * above (its side maximising, the others minimising, draws averaged).
   *
   * @param state a full state
   * @param seat the seat whose payout it is
   * @return the value
   */
  public double value(DominoState state, int seat) {
    this.viewer = seat;
    this.nodes = 0;
    this.nodeLimit = Long.MAX_VALUE;
    this.deadline = Long.MAX_VALUE;
    java.util.Arrays.fill(keys, 0L);
    return search(state, 0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
  }

  /**
   * The search nodes of the last solve.
   *
   * @return the count
   */
  public long nodes() {
    return nodes;
  }

  /** Thrown to unwind a search past its limits. */
  private static final class GiveUp extends RuntimeException {
    GiveUp() {
      super(null, null, false, false);
    }
  }

  /**
   * What a finished round is worth to a seat: its payout less the mean payout of the seats not on
   * its side. Under points scoring only the winners score, so the payout alone would not care how
   * much a losing side gives away; for zero-sum stakes it ranks outcomes as the payout does.
   *
   * @param s a finished round
   * @param seat the seat
   * @return the margin
   */
  public static double margin(DominoState s, int seat) {
    DominoRules rules = s.rules();
    double others = 0;
    int count = 0;
    for (int p = 0; p < rules.players(); p++) {
      if (!rules.sameTeam(p, seat)) {
        others += s.returns(p);
        count++;
      }
    }
    return s.returns(seat) - others / count;
  }

  /**
   * The table's key: every hand, the line and the facts that decide what follows (ends, whose turn,
   * a chance node, a forced tile, passes in a row, the last player, a draw this turn); not {@link
   * DominoState#hash()}, whose first word lets seat 0's tiles under the seed's set bits collide.
   */
  private static long key(DominoState s) {
    long z = Zobrist.mix(s.hand(0) | (long) s.hand(1) << 32);
    z = Zobrist.mix(z ^ (s.hand(2) | (long) s.hand(3) << 32));
    long facts = (s.leftEnd() + 1L) | (s.rightEnd() + 1L) << 3 | (s.turn() + 1L) << 6
        | (s.isChance() ? 1L : 0L) << 9 | (s.forcedTile() + 1L) << 10
        | (long) Math.min(s.passesInRow(), 63) << 15 | (s.lastPlayer() + 1L) << 21
        | (s.drewThisTurn() ? 1L : 0L) << 24;
    return Zobrist.mix(z ^ (s.lineTiles() | facts << Tiles.COUNT)) | 1L;
  }

  private double search(DominoState s, int ply, double alpha, double beta) {
    if (s.isTerminal()) {
      return margin(s, viewer);
    }
    if (++nodes > nodeLimit || ((nodes & 1023) == 0 && System.nanoTime() > deadline)) {
      throw new GiveUp();
    }
    long key = key(s);
    int slot = (int) (key >>> (64 - TABLE_BITS));
    if (keys[slot] == key) {
      double v = values[slot];
      byte f = flags[slot];
      if (f == EXACT || (f == LOWER && v >= beta) || (f == UPPER && v <= alpha)) {
        return v;
      }
    }
    MoveBuffer moves = buffers[ply];
    s.legalMoves(moves);
    int n = moves.size();
    double best;
    byte flag;
    if (s.isChance()) {
      // Each tile left in the boneyard is equally likely: the mean of every outcome, exactly.
      double sum = 0;
      for (int i = 0; i < n; i++) {
        sum += search(s.apply(moves.get(i)), ply + 1, Double.NEGATIVE_INFINITY,
            Double.POSITIVE_INFINITY);
      }
      best = sum / n;
      flag = EXACT;
    } else {
      boolean max = rules.sameTeam(s.currentPlayer(), viewer);
      double a = alpha;
      double b = beta;
      best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        double v = search(s.apply(moves.get(i)), ply + 1, a, b);
        if (max) {
          best = Math.max(best, v);
          a = Math.max(a, v);
        } else {
          best = Math.min(best, v);
          b = Math.min(b, v);
        }
        if (a >= b) {
          break;
        }
      }
      flag = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
    }
    keys[slot] = key;
    values[slot] = best;
    flags[slot] = flag;
    return best;
  }
}
