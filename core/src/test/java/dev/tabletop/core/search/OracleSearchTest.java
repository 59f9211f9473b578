package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The search's {@link Oracle} hook: an oracle that never answers leaves the search unchanged node
 * for node; one that answers the deep positions exactly makes a shallow search give the exact
 * game value, distance included, as a plain solver of the whole game (written here, apart from the
 * search) computes it.
 */
class OracleSearchTest {
  private static final int WIN = Evaluation.WIN;
  private static final Budget PLENTY = Budget.nodes(Long.MAX_VALUE);

  /**
   * The exact value of a position for its mover by plain negamax to the end of the game: a win in
   * n plies is WIN − n, a loss −(WIN − n), so the winner takes the shortest win and the loser the
   * longest loss. A player may move twice in a row (the score is negated only when the mover
   * changes).
   */
  static final class Exact<S extends GameState<S>> {
    private final Map<S, Integer> memo = new HashMap<>();

    int of(S s) {
      Integer known = memo.get(s);
      if (known != null) {
        return known;
      }
      MoveBuffer buf = MoveBuffer.forGame(s.game());
      s.legalMoves(buf);
      int me = s.currentPlayer();
      int best = Integer.MIN_VALUE;
      for (int i = 0; i < buf.size(); i++) {
        S c = s.apply(buf.get(i));
        int v;
        if (c.isTerminal()) {
          int r = c.returns(me);
          v = r > 0 ? WIN - 1 : r < 0 ? -(WIN - 1) : 0;
        } else {
          int cv = of(c);
          v = oneFurther(c.currentPlayer() == me ? cv : -cv);
        }
        best = Math.max(best, v);
      }
      memo.put(s, best);
      return best;
    }

    private static int oneFurther(int v) {
      return v > WIN / 2 ? v - 1 : v < -WIN / 2 ? v + 1 : v;
    }
  }

  @Test
  void anOracleThatNeverAnswersChangesNothingNodeForNode() {
    for (long seed = 1; seed <= 12; seed++) {
      Lattice g = new Lattice(seed, 6, 4, 10);
      for (boolean q : new boolean[] {false, true}) {
        for (boolean lmr : new boolean[] {false, true}) {
          var config = new AlphaBeta.Config("ab", 8, 10, 0, q, lmr, PLENTY);
          AlphaBeta<Lattice.State> plain = new AlphaBeta<>(g, g.evaluation(), config);
          int[] asked = {0};
          AlphaBeta<Lattice.State> hooked = new AlphaBeta<>(g, g.evaluation(), config, s -> {
            asked[0]++;
            return Oracle.UNKNOWN;
          });
          // A game's worth of searches, so that what the tables carry over is compared too.
          Lattice.State s = new Lattice.State(g, 0, (int) (seed % 6));
          while (!s.isTerminal()) {
            Analysis a = plain.analyze(s, Budget.nodes(400), seed);
            Analysis b = hooked.analyze(s, Budget.nodes(400), seed);
            assertThat(b.moves()).isEqualTo(a.moves());
            assertThat(b.principalVariation()).isEqualTo(a.principalVariation());
            assertThat(hooked.lastNodes()).isEqualTo(plain.lastNodes());
            assertThat(hooked.lastDepth()).isEqualTo(plain.lastDepth());
            int m = plain.chooseMove(s, Budget.nodes(300), seed);
            assertThat(hooked.chooseMove(s, Budget.nodes(300), seed)).isEqualTo(m);
            assertThat(hooked.lastNodes()).isEqualTo(plain.lastNodes());
            s = s.apply(m);
          }
          assertThat(asked[0]).as("the oracle was asked").isPositive();
        }
      }
    }
  }

  @Test
  void anOracleOfTheDeepPositionsMakesAShallowSearchExact() {
    int rootsChecked = 0;
    int wrongWithout = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Lattice g = new Lattice(seed, 8, 4, 9);
      Exact<Lattice.State> exact = new Exact<>();
      // The oracle knows every position from ply 3 on; the search looks 3 plies deep.
      Oracle<Lattice.State> deep = s -> s.ply() >= 3 ? exact.of(s) : Oracle.UNKNOWN;
      for (boolean q : new boolean[] {false, true}) {
        var config = new AlphaBeta.Config("ab", 3, 12, 0, q, PLENTY);
        AlphaBeta<Lattice.State> ab = new AlphaBeta<>(g, g.evaluation(), config, deep);
        AlphaBeta<Lattice.State> without = new AlphaBeta<>(g, g.evaluation(), config);
        for (int id = 0; id < 8; id++) {
          Lattice.State root = new Lattice.State(g, 0, id);
          Analysis a = ab.analyze(root, PLENTY, 0);
          Map<Integer, Integer> truth = moveScores(root, exact);
          for (RankedMove r : a.moves()) {
            assertThat(r.score()).as("seed %d root %d move %d", seed, id, r.move())
                .isEqualTo(truth.get(r.move()).doubleValue());
          }
          assertThat(a.hint().score()).isEqualTo((double) exact.of(root));
          Analysis b = without.analyze(root, PLENTY, 0);
          if (b.hint().score() != exact.of(root)) {
            wrongWithout++;
          }
          rootsChecked++;
        }
      }
    }
    assertThat(rootsChecked).isEqualTo(320);
    // The answers mattered: three plies alone do not see the end in these games.
    assertThat(wrongWithout).isGreaterThan(20);
  }

  @Test
  void knownWinsArePreferredByDistanceAndDrawsScoreZero() {
    // Nim: the oracle knows every position of at most four objects. A two-ply search from
    // positions of up to seven then gives each root move its exact distance.
    Exact<Nim.State> exact = new Exact<>();
    int[] asked = {0};
    Oracle<Nim.State> small = s -> {
      if (s.a() + s.b() + s.c() > 4) {
        return Oracle.UNKNOWN;
      }
      asked[0]++;
      return exact.of(s);
    };
    AlphaBeta<Nim.State> ab = new AlphaBeta<>(Nim.GAME, s -> 0,
        new AlphaBeta.Config("nim", 2, 10, 0, false, PLENTY), small);
    int roots = 0;
    for (int a = 0; a <= 3; a++) {
      for (int b = 0; b <= 3; b++) {
        for (int c = 0; c <= 3; c++) {
          if (a + b + c == 0 || a + b + c > 6) {
            continue;
          }
          Nim.State root = Nim.of(a, b, c);
          Analysis an = ab.analyze(root, PLENTY, 0);
          Map<Integer, Integer> truth = moveScores(root, exact);
          for (RankedMove r : an.moves()) {
            assertThat(r.score()).as("%s %s", root, r.text())
                .isEqualTo(truth.get(r.move()).doubleValue());
          }
          // Nim's value by its xor rule, independent of every search here.
          boolean moverWins = (a ^ b ^ c) != 0;
          assertThat(an.hint().score()).isBetween(moverWins ? WIN / 2.0 : -WIN,
              moverWins ? WIN : -WIN / 2.0);
          roots++;
        }
      }
    }
    assertThat(roots).isGreaterThan(40);
    assertThat(asked[0]).isPositive();
    // A draw from the oracle is worth 0 to both sides: a game where every move leads to a
    // position the oracle calls drawn scores 0.
    AlphaBeta<Nim.State> drawn = new AlphaBeta<>(Nim.GAME, s -> 0,
        new AlphaBeta.Config("nim", 3, 10, 0, false, PLENTY), s -> 0);
    assertThat(drawn.analyze(Nim.of(2, 2, 2), PLENTY, 0).moves().map(RankedMove::score))
        .containsOnly(0.0);
  }

  /** Every root move's exact score from the root's side, by the solver. */
  private static <S extends GameState<S>> Map<Integer, Integer> moveScores(S root,
      Exact<S> exact) {
    Map<Integer, Integer> out = new HashMap<>();
    MoveBuffer buf = MoveBuffer.forGame(root.game());
    root.legalMoves(buf);
    int me = root.currentPlayer();
    for (int i = 0; i < buf.size(); i++) {
      S c = root.apply(buf.get(i));
      int v;
      if (c.isTerminal()) {
        int r = c.returns(me);
        v = r > 0 ? WIN - 1 : r < 0 ? -(WIN - 1) : 0;
      } else {
        int cv = c.currentPlayer() == me ? exact.of(c) : -exact.of(c);
        v = cv > WIN / 2 ? cv - 1 : cv < -WIN / 2 ? cv + 1 : cv;
      }
      out.put(buf.get(i), v);
    }
    return out;
  }
}
