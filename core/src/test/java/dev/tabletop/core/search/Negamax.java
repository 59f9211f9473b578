package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tests' oracle for {@link AlphaBeta}: plain fixed-depth negamax over every move, without
 * windows, tables or ordering, under the rules AlphaBeta documents. A win in {@code n} plies
 * scores {@code WIN - n}; a position that repeats one on the line (other than the one just left)
 * scores 0; the score changes sign only when the mover changes; depth 0 is the evaluation, or
 * with quiescence the best of standing pat and every noisy move followed to its end.
 *
 * @param <S> the state type
 */
final class Negamax<S extends GameState<S>> {
  private final Evaluation<S> eval;
  private final boolean quiescence;
  private final boolean repetition;
  private final List<Long> path = new ArrayList<>();
  private final Map<Key<S>, Integer> memo = new java.util.HashMap<>();

  private record Key<S>(S state, int depth, int ply) {}

  Negamax(Evaluation<S> eval, boolean quiescence) {
    this(eval, quiescence, true);
  }

  /**
   * With {@code repetition} false, a repeated position is searched like any other, and scores are
   * remembered by position, depth and ply (they no longer depend on the line).
   */
  Negamax(Evaluation<S> eval, boolean quiescence, boolean repetition) {
    this.eval = eval;
    this.quiescence = quiescence;
    this.repetition = repetition;
  }

  /** Each root move's exact score at a depth, for the root's mover, in move order. */
  Map<Integer, Integer> rootScores(S root, int depth) {
    Map<Integer, Integer> out = new LinkedHashMap<>();
    path.clear();
    path.add(root.hash());
    int me = root.currentPlayer();
    for (int m : moves(root)) {
      out.put(m, childScore(root.apply(m), me, depth - 1, 1, false));
    }
    return out;
  }

  /** The best root score. */
  int value(S root, int depth) {
    return rootScores(root, depth).values().stream().mapToInt(Integer::intValue).max().orElseThrow();
  }

  private static <S extends GameState<S>> int[] moves(S s) {
    MoveBuffer b = MoveBuffer.forGame(s.game());
    s.legalMoves(b);
    return b.toArray();
  }

  static int terminalScore(GameState<?> c, int me, int ply) {
    int r = c.returns(me);
    return r > 0 ? Evaluation.WIN - ply : r < 0 ? ply - Evaluation.WIN : 0;
  }

  /** A child's score for {@code me}, the player who moved into it at {@code ply}. */
  private int childScore(S c, int me, int depth, int ply, boolean checkRepetition) {
    if (c.isTerminal()) {
      return terminalScore(c, me, ply);
    }
    if (repetition && checkRepetition && path.subList(0, ply - 1).contains(c.hash())) {
      return 0;
    }
    path.add(c.hash());
    int v = search(c, depth, ply);
    path.remove(path.size() - 1);
    return c.currentPlayer() == me ? v : -v;
  }

  private int search(S s, int depth, int ply) {
    if (repetition) {
      return searchLine(s, depth, ply);
    }
    Key<S> key = new Key<>(s, depth, ply);
    Integer known = memo.get(key);
    if (known == null) {
      known = searchLine(s, depth, ply);
      memo.put(key, known);
    }
    return known;
  }

  private int searchLine(S s, int depth, int ply) {
    if (depth <= 0) {
      return quiescence ? quiesce(s, ply) : eval.evaluate(s);
    }
    int me = s.currentPlayer();
    int best = Integer.MIN_VALUE;
    for (int m : moves(s)) {
      best = Math.max(best, childScore(s.apply(m), me, depth - 1, ply + 1, true));
    }
    return best;
  }

  private int quiesce(S s, int ply) {
    int best = eval.evaluate(s);
    int me = s.currentPlayer();
    for (int m : moves(s)) {
      if (!eval.isNoisy(s, m)) {
        continue;
      }
      S c = s.apply(m);
      int v;
      if (c.isTerminal()) {
        v = terminalScore(c, me, ply + 1);
      } else {
        v = c.currentPlayer() == me ? quiesce(c, ply + 1) : -quiesce(c, ply + 1);
      }
      best = Math.max(best, v);
    }
    return best;
  }
}
