package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.testgame.Shuttle;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta against independent oracles: every root score of an exact analysis, and the value of
 * the move it chooses, equal plain negamax ({@link Negamax}) on seeded {@link Lattice} games with
 * and without quiescence, at every depth, with tables from one entry to many and warm from earlier
 * searches; full-depth Nim scores equal the memoized mate distances; the principal variation
 * plays out to its score; repetition on the line scores 0; and {@link AlphaBeta#newGame()} gives
 * back a fresh searcher.
 */
class AlphaBetaReferenceTest {
  private static final int WIN = Evaluation.WIN;
  private static final long[] SEEDS = {1, 2, 3, 5, 8, 13};
  private static final Budget PLENTY = Budget.nodes(100_000_000);

  private static Lattice lattice(long seed) {
    return new Lattice(seed, 6, 4, 9);
  }

  private static <S extends GameState<S>> AlphaBeta<S> searcher(dev.tabletop.core.Game<S> game,
      Evaluation<S> eval, int depth, int tableBits, boolean quiescence) {
    return new AlphaBeta<>(game, eval,
        new AlphaBeta.Config("ab", depth, tableBits, 0, quiescence, PLENTY));
  }

  private static final Map<String, Map<Integer, Integer>> TRUTH = new HashMap<>();

  /**
   * Negamax's root scores on a lattice (which never repeats a position, so the oracle may
   * remember scores by position), computed once for all tests.
   */
  private static Map<Integer, Integer> truth(Lattice.State root, int depth, boolean q) {
    return TRUTH.computeIfAbsent(root.game().seed() + " " + root + " " + depth + " " + q,
        k -> new Negamax<>(root.game().evaluation(), q, false).rootScores(root, depth));
  }

  private static int best(Map<Integer, Integer> truth) {
    return truth.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
  }

  private static Map<Integer, Integer> scores(Analysis a) {
    Map<Integer, Integer> out = new HashMap<>();
    for (RankedMove m : a.moves()) {
      out.put(m.move(), (int) m.score());
    }
    return out;
  }

  @Test
  void everyRootScoreOfAnExactAnalysisIsTheNegamaxScore() {
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      for (boolean q : new boolean[] {false, true}) {
        for (int depth = 1; depth <= 5; depth++) {
          for (int bits : new int[] {0, 3, 16}) {
            // One searcher for every root: entries of earlier roots meet later ones on the same
            // ply at the same depth, so the warm table's bounds are used, and must be right.
            AlphaBeta<Lattice.State> ab = searcher(g, g.evaluation(), depth, bits, q);
            for (int id = 0; id < g.width(); id++) {
              Lattice.State root = new Lattice.State(g, 0, id);
              Map<Integer, Integer> truth = truth(root, depth, q);
              String where = "seed " + seed + " id " + id + " depth " + depth + " bits " + bits
                  + " quiescence " + q;
              Analysis a = ab.analyze(root, PLENTY, 0);
              assertThat(scores(a)).as(where).isEqualTo(truth);
              assertThat(a.depth()).as(where).isEqualTo(depth);
              assertThat((int) a.hint().score()).as(where).isEqualTo(best(truth));
              // Best first.
              assertThat(a.moves().map(RankedMove::score).sorted().reverse())
                  .isEqualTo(a.moves().map(RankedMove::score));
            }
          }
        }
      }
    }
  }

  @Test
  void theChosenMoveHasTheBestNegamaxScore() {
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      for (boolean q : new boolean[] {false, true}) {
        for (int depth = 1; depth <= 5; depth++) {
          for (int bits : new int[] {0, 4}) {
            AlphaBeta<Lattice.State> ab = searcher(g, g.evaluation(), depth, bits, q);
            for (int pass = 0; pass < 2; pass++) {
              for (int id = 0; id < g.width(); id++) {
                Lattice.State root = new Lattice.State(g, 0, id);
                Map<Integer, Integer> truth = truth(root, depth, q);
                int best = best(truth);
                int move = ab.chooseMove(root, PLENTY, 0);
                assertThat(truth.get(move)).as("seed %d id %d depth %d bits %d q %s pass %d",
                    seed, id, depth, bits, q, pass).isEqualTo(best);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void thePrincipalVariationPlaysOutToItsScore() {
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      Evaluation<Lattice.State> eval = g.evaluation();
      for (int depth = 1; depth <= 5; depth++) {
        AlphaBeta<Lattice.State> ab = searcher(g, eval, depth, 12, false);
        for (int id = 0; id < g.width(); id++) {
          Lattice.State s = new Lattice.State(g, 0, id);
          int me = s.currentPlayer();
          Analysis a = ab.analyze(s, PLENTY, 0);
          String where = "seed " + seed + " id " + id + " depth " + depth;
          assertThat(a.principalVariation().head()).as(where).isEqualTo(a.best());
          MoveBuffer b = MoveBuffer.forGame(g);
          int ply = 0;
          for (int m : a.principalVariation()) {
            s.legalMoves(b);
            assertThat(b.contains(m)).as(where).isTrue();
            s = s.apply(m);
            ply++;
          }
          int end;
          if (s.isTerminal()) {
            end = Negamax.terminalScore(s, me, ply);
          } else {
            // Only a line cut by the depth ends in a non-terminal position.
            assertThat(ply).as(where).isEqualTo(depth);
            end = s.currentPlayer() == me ? eval.evaluate(s) : -eval.evaluate(s);
          }
          assertThat(end).as(where).isEqualTo((int) a.hint().score());
        }
      }
    }
  }

  /**
   * The exact value of a Nim position for its mover, with mate distances counted from it: every
   * line of Nim ends, so a search deeper than the longest line must find exactly this.
   */
  private static int nimValue(Nim.State s, Map<Nim.State, Integer> memo) {
    Integer known = memo.get(s);
    if (known != null) {
      return known;
    }
    MoveBuffer b = MoveBuffer.forGame(Nim.GAME);
    s.legalMoves(b);
    int best = Integer.MIN_VALUE;
    for (int m : b.toArray()) {
      best = Math.max(best, nimMoveScore(s, m, memo));
    }
    memo.put(s, best);
    return best;
  }

  private static int nimMoveScore(Nim.State s, int m, Map<Nim.State, Integer> memo) {
    Nim.State c = s.apply(m);
    if (c.isTerminal()) {
      return WIN - 1;
    }
    // The reply's value, one ply further from here, for the other player.
    int v = nimValue(c, memo);
    return -(v > WIN / 2 ? v - 1 : v < -WIN / 2 ? v + 1 : v);
  }

  @Test
  void aFullDepthSearchOfNimFindsEveryMoveExactMateDistance() {
    // Lines of different lengths reach the same heaps on different plies: the table must carry
    // a mate score from the ply it was found on to the ply it is used on.
    Map<Nim.State, Integer> memo = new HashMap<>();
    for (int bits : new int[] {0, 3, 10}) {
      assertEveryNimMoveScoreIsExact(searcher(Nim.GAME, s -> 0, 10, bits, false), bits, memo);
    }
  }

  private static void assertEveryNimMoveScoreIsExact(AlphaBeta<Nim.State> ab, int bits,
      Map<Nim.State, Integer> memo) {
    for (int[] h : new int[][] {{2, 3, 4}, {1, 2, 4}, {3, 3, 2}, {1, 4, 4}, {2, 2, 5}, {0, 3, 6}}) {
      Nim.State s = Nim.of(h[0], h[1], h[2]);
      Analysis a = ab.analyze(s, PLENTY, 0);
      Map<Integer, Integer> truth = new LinkedHashMap<>();
      MoveBuffer b = MoveBuffer.forGame(Nim.GAME);
      s.legalMoves(b);
      for (int m : b.toArray()) {
        truth.put(m, nimMoveScore(s, m, memo));
      }
      assertThat(scores(a)).as("%s bits %d", s, bits).isEqualTo(truth);
    }
  }

  @Test
  void withReductionsASearchDeepEnoughToEndEveryLineStillFindsEveryNimMoveExactMateDistance() {
    // A reduction takes at most two plies off a move (three a ply in all), so nominal depth 30
    // ends every line of these heaps (at most 9 plies): a complete tree has only its exact value.
    Map<Nim.State, Integer> memo = new HashMap<>();
    for (int bits : new int[] {0, 3, 10}) {
      assertEveryNimMoveScoreIsExact(new AlphaBeta<>(Nim.GAME, s -> 0,
          new AlphaBeta.Config("lmr", 30, bits, 0, false, true, PLENTY)), bits, memo);
    }
  }

  @Test
  void reductionsLeaveASearchOfThreePliesAsItWas() {
    // Only a node with three plies left below it reduces, and the root's children are the first
    // that could: within three plies the search with reductions is the very same, exact like
    // negamax, node for node.
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      for (int depth = 1; depth <= 3; depth++) {
        for (int id = 0; id < g.width(); id++) {
          Lattice.State root = new Lattice.State(g, 0, id);
          AlphaBeta<Lattice.State> full = new AlphaBeta<>(g, g.evaluation(),
              new AlphaBeta.Config("full", depth, 16, 0, true, false, PLENTY));
          AlphaBeta<Lattice.State> lmr = new AlphaBeta<>(g, g.evaluation(),
              new AlphaBeta.Config("lmr", depth, 16, 0, true, true, PLENTY));
          String where = "seed " + seed + " id " + id + " depth " + depth;
          assertThat(scores(lmr.analyze(root, PLENTY, 0))).as(where)
              .isEqualTo(truth(root, depth, true));
          full.analyze(root, PLENTY, 0);
          assertThat(lmr.lastNodes()).as(where).isEqualTo(full.lastNodes());
        }
      }
    }
  }

  @Test
  void aPositionThatRepeatsOneOnTheLineScoresAsADraw() {
    // Shuttle on a track of 8, scored by how far ahead the mover's token is. Within four plies
    // only a return to the root repeats a position (each token moves one cell a turn), so within
    // one search the table cannot carry a draw from one line to another, and plain negamax is
    // exact. (Across searches it could: an entry holds draws against the root it was searched
    // from, so each root starts from newGame().)
    Shuttle.Rules rules = new Shuttle.Rules(8, 3);
    Evaluation<Shuttle.State> ahead = s -> 10 * (s.toMove() == 0 ? s.a() - s.b() : s.b() - s.a())
        + (s.a() + s.b());
    boolean sawRepetition = false;
    for (boolean q : new boolean[] {false, true}) {
      Evaluation<Shuttle.State> eval = q ? new Evaluation<>() {
        @Override
        public int evaluate(Shuttle.State s) {
          return ahead.evaluate(s);
        }

        @Override
        public boolean isNoisy(Shuttle.State s, int move) {
          // Stepping onto the last free cell before the end.
          return move == 1 && (s.toMove() == 0 ? s.a() : s.b()) >= 5;
        }
      } : ahead;
      Negamax<Shuttle.State> oracle = new Negamax<>(eval, q);
      Negamax<Shuttle.State> noRepetition = new Negamax<>(eval, q, false);
      for (int depth = 1; depth <= 4; depth++) {
        AlphaBeta<Shuttle.State> ab = searcher(rules, eval, depth, 10, q);
        for (int a = 1; a <= 6; a++) {
          for (int b = 1; b <= 6; b++) {
            Shuttle.State root = new Shuttle.State(rules, a, b, (a + b) & 1);
            ab.newGame();
            Analysis an = ab.analyze(root, PLENTY, 0);
            Map<Integer, Integer> truth = oracle.rootScores(root, depth);
            assertThat(scores(an)).as("%s depth %d q %s", root, depth, q).isEqualTo(truth);
            if (!truth.equals(noRepetition.rootScores(root, depth))) {
              sawRepetition = true;
            }
          }
        }
      }
    }
    // The case was not vacuous: somewhere the draw changed a score.
    assertThat(sawRepetition).isTrue();
  }

  @Test
  void newGameGivesBackAFreshSearcher() {
    // The documented promise: the result depends only on the state, budget, seed and the calls
    // since newGame(); so after newGame() a used searcher repeats a fresh one exactly, nodes too.
    Lattice g = lattice(21);
    for (boolean q : new boolean[] {false, true}) {
      AlphaBeta<Lattice.State> used = searcher(g, g.evaluation(), 5, 6, q);
      for (int id = 0; id < g.width(); id++) {
        used.analyze(new Lattice.State(g, 0, id), PLENTY, 0);
        Lattice.State later = new Lattice.State(g, 2, id);
        if (!later.isTerminal()) {
          used.chooseMove(later, PLENTY, 0);
        }
      }
      used.newGame();
      AlphaBeta<Lattice.State> fresh = searcher(g, g.evaluation(), 5, 6, q);
      AlphaBeta<Lattice.State> freshCleared = searcher(g, g.evaluation(), 5, 6, q);
      freshCleared.newGame();
      for (int id = 0; id < g.width(); id++) {
        Lattice.State root = new Lattice.State(g, 0, id);
        Analysis x = used.analyze(root, PLENTY, 0);
        Analysis y = fresh.analyze(root, PLENTY, 0);
        Analysis z = freshCleared.analyze(root, PLENTY, 0);
        assertThat(x).usingRecursiveComparison().ignoringFields("nanos").isEqualTo(y);
        assertThat(z).usingRecursiveComparison().ignoringFields("nanos").isEqualTo(y);
        assertThat(used.lastNodes()).isEqualTo(fresh.lastNodes());
      }
    }
  }

  @Test
  void aRepeatedSearchWithTheTableWarmVisitsFewerNodes() {
    // The second search finds the first one's entries at the same depths and cuts where the first
    // had to search.
    long firsts = 0;
    long seconds = 0;
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      for (int id = 0; id < g.width(); id++) {
        AlphaBeta<Lattice.State> ab = searcher(g, g.evaluation(), 5, 14, false);
        Lattice.State root = new Lattice.State(g, 0, id);
        Map<Integer, Integer> truth = truth(root, 5, false);
        int move = ab.chooseMove(root, PLENTY, 0);
        long first = ab.lastNodes();
        // Equally good moves may change places; the value may not.
        assertThat(truth.get(ab.chooseMove(root, PLENTY, 0))).isEqualTo(truth.get(move));
        assertThat(ab.lastNodes()).as("seed %d id %d", seed, id).isLessThanOrEqualTo(first);
        firsts += first;
        seconds += ab.lastNodes();
      }
    }
    assertThat(seconds).isLessThan(firsts);
  }

  @Test
  void aNodeBudgetIsKeptAfterTheFirstIterationAndTheResultIsTheLastFinishedOne() {
    // The first iteration always finishes; after it the search stops at the budget, and the
    // answer is the last finished iteration's: its depth, its exact scores, its principal
    // variation (no longer than that depth, and playing out to the best score).
    for (long seed : SEEDS) {
      Lattice g = lattice(seed);
      for (int id = 0; id < g.width(); id++) {
        Lattice.State root = new Lattice.State(g, 0, id);
        AlphaBeta<Lattice.State> one = searcher(g, g.evaluation(), 1, 0, false);
        one.analyze(root, PLENTY, 0);
        long firstIteration = one.lastNodes();
        for (long budget : new long[] {1, 7, 30, 120}) {
          AlphaBeta<Lattice.State> ab = searcher(g, g.evaluation(), 6, 8, false);
          Analysis a = ab.analyze(root, Budget.nodes(budget), 0);
          String where = "seed " + seed + " id " + id + " budget " + budget;
          assertThat(a.depth()).as(where).isBetween(1, 6);
          if (a.depth() < 6) {
            // The node that finds the budget spent is counted.
            assertThat(a.nodes()).as(where)
                .isLessThanOrEqualTo(Math.max(budget, firstIteration + 1));
          }
          assertThat(scores(a)).as(where).isEqualTo(truth(root, a.depth(), false));
          assertThat(a.principalVariation().size()).as(where).isBetween(1, a.depth());
          assertThat(a.principalVariation().head()).as(where).isEqualTo(a.best());
          Lattice.State s = root;
          for (int m : a.principalVariation()) {
            s = s.apply(m);
          }
          int end = s.isTerminal()
              ? Negamax.terminalScore(s, root.currentPlayer(), a.principalVariation().size())
              : (s.currentPlayer() == root.currentPlayer() ? 1 : -1) * g.evaluation().evaluate(s);
          if (!s.isTerminal()) {
            assertThat(a.principalVariation().size()).as(where).isEqualTo(a.depth());
          }
          assertThat(end).as(where).isEqualTo((int) a.hint().score());
        }
      }
    }
  }

  @Test
  void aTimeBudgetStopsASearchThatCouldNotFinish() {
    // A lattice of a million positions a ply, 60 plies long: no search reaches its end, so only
    // the clock can stop this one.
    Lattice huge = new Lattice(4, 1 << 20, 6, 60);
    AlphaBeta<Lattice.State> ab = new AlphaBeta<>(huge, huge.evaluation(),
        new AlphaBeta.Config("ab", 60, 12, 0, true, Budget.millis(30)));
    Lattice.State root = huge.initialState();
    int move = ab.chooseMove(root, 1);
    MoveBuffer b = MoveBuffer.forGame(huge);
    root.legalMoves(b);
    assertThat(b.contains(move)).isTrue();
    assertThat(ab.lastDepth()).isBetween(1, 59);
  }

  @Test
  void aSearchOfAFinishedGameIsRefusedAndItsTimeIsWithinTheCall() {
    Lattice g = lattice(3);
    AlphaBeta<Lattice.State> ab = searcher(g, g.evaluation(), 3, 4, true);
    Lattice.State over = new Lattice.State(g, 9, 0);
    assertThat(over.isTerminal()).isTrue();
    assertThatThrownBy(() -> ab.analyze(over, PLENTY, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("game is over");
    long before = System.nanoTime();
    Analysis a = ab.analyze(new Lattice.State(g, 0, 1), PLENTY, 0);
    long after = System.nanoTime();
    assertThat(a.nanos()).isBetween(0L, after - before);
  }
}
