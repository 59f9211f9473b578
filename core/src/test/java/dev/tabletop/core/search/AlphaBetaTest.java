package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.testgame.DicePoker;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AlphaBetaTest {
  /** A material-free evaluation: every non-terminal position is level. */
  static <S extends dev.tabletop.core.GameState<S>> Evaluation<S> level() {
    return s -> 0;
  }

  static AlphaBeta<TicTacToe.State> ticTacToe(int depth, int noise) {
    return new AlphaBeta<>(TicTacToe.GAME, level(),
        new AlphaBeta.Config("ab", depth, 12, noise, false, Budget.nodes(1_000_000)));
  }

  static List<TicTacToe.State> allTicTacToe() {
    List<TicTacToe.State> out = new ArrayList<>();
    Set<TicTacToe.State> seen = new HashSet<>();
    List<TicTacToe.State> todo = new ArrayList<>(List.of(TicTacToe.GAME.initialState()));
    MoveBuffer buf = MoveBuffer.forGame(TicTacToe.GAME);
    while (!todo.isEmpty()) {
      TicTacToe.State s = todo.remove(todo.size() - 1);
      if (!seen.add(s) || s.isTerminal()) {
        continue;
      }
      out.add(s);
      s.legalMoves(buf);
      for (int m : buf.toArray()) {
        todo.add(s.apply(m));
      }
    }
    return out;
  }

  @Test
  void ticTacToeFromTheStartIsADrawAndEveryMoveIsRanked() {
    Analysis a = ticTacToe(9, 0).analyze(TicTacToe.GAME.initialState(), Budget.nodes(10_000_000), 1);
    assertThat(a.hint().score()).isEqualTo(0.0);
    assertThat(a.moves()).hasSize(9);
    assertThat(a.principalVariation().head()).isEqualTo(a.best());
    assertThat(a.depth()).isEqualTo(9);
    // Exact root scores agree with the exhaustive solver, move by move.
    Solver<TicTacToe.State> solver = new Solver<>();
    for (RankedMove m : a.moves()) {
      int truth = solver.valueFor(TicTacToe.GAME.initialState().apply(m.move()), 0);
      assertThat(Math.signum(m.score())).as(m.text()).isEqualTo((double) truth);
    }
  }

  /**
   * {@code bestLine} tells {@code chooseMove}'s search: the same move, and (at a fixed depth, where
   * the best move's score is exact either way) the same score as the full-window analysis gives
   * its best move; the line starts with the move.
   */
  @Test
  void theBestLineIsTheMoveChooseMovePlaysWithTheAnalysisScore() {
    int checked = 0;
    for (TicTacToe.State s : allTicTacToe()) {
      if (checked++ % 7 != 0) {
        continue;
      }
      var history = dev.tabletop.core.GameHistory.startAt(s);
      Analysis line = ticTacToe(4, 0).bestLine(history, Budget.nodes(10_000_000), 3);
      int move = ticTacToe(4, 0).chooseMove(history, Budget.nodes(10_000_000), 3);
      Analysis all = ticTacToe(4, 0).analyze(history, Budget.nodes(10_000_000), 3);
      assertThat(line.moves()).hasSize(1);
      assertThat(line.best()).as(s.toString()).isEqualTo(move);
      assertThat(line.hint().score()).as(s.toString()).isEqualTo(all.hint().score());
      assertThat(line.principalVariation().head()).isEqualTo(move);
      if (Math.abs(line.hint().score()) < Evaluation.WIN / 2) {
        assertThat(line.depth()).isEqualTo(all.depth());
      } else {
        // A proven end stops the deepening early (the analysis ranks every move, so goes on).
        assertThat(line.depth()).isBetween(1, all.depth());
      }
    }
    assertThat(checked).isGreaterThan(1000);
  }

  /**
   * With contempt a draw costs the side searched for: at full depth every drawn tic-tac-toe
   * position scores exactly {@code -contempt} for its mover (a draw is the best it can force, and
   * the opponent, for whom a draw is worth {@code +contempt}, forces no less), while won and lost
   * positions keep their sign, and the move still keeps the solver's value.
   */
  @Test
  void contemptScoresADrawAgainstTheSideSearchedFor() {
    Solver<TicTacToe.State> solver = new Solver<>();
    var config = new AlphaBeta.Config("contempt", 9, 12, 0, false, Budget.nodes(10_000_000))
        .withContempt(37);
    int draws = 0;
    for (TicTacToe.State s : allTicTacToe()) {
      var ab = new AlphaBeta<>(TicTacToe.GAME, AlphaBetaTest.<TicTacToe.State>level(), config);
      Analysis a = ab.analyze(s, config.budget(), 1);
      int truth = solver.value(s);
      if (truth == 0) {
        assertThat(a.hint().score()).as(s.toString()).isEqualTo(-37.0);
        draws++;
      } else {
        assertThat(Math.signum(a.hint().score())).as(s.toString()).isEqualTo((double) truth);
      }
      int me = s.currentPlayer();
      assertThat(solver.valueFor(s.apply(a.best()), me)).as(s.toString()).isEqualTo(truth);
    }
    assertThat(draws).isGreaterThan(100);
    assertThatThrownBy(() -> config.withContempt(10_001))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contempt");
  }

  @Test
  void aFullDepthSearchPlaysAnOptimalMoveInEveryTicTacToePosition() {
    Solver<TicTacToe.State> solver = new Solver<>();
    AlphaBeta<TicTacToe.State> ab = ticTacToe(9, 0);
    for (TicTacToe.State s : allTicTacToe()) {
      int move = ab.chooseMove(s, 7);
      int me = s.currentPlayer();
      assertThat(solver.valueFor(s.apply(move), me)).as(s.toString()).isEqualTo(solver.value(s));
    }
  }

  @Test
  void withReductionsASearchDeepEnoughToEndEveryLinePlaysOptimallyInEveryTicTacToePosition() {
    // Nine plies at most, and a move loses at most three plies of depth: 27 ends every line.
    Solver<TicTacToe.State> solver = new Solver<>();
    AlphaBeta<TicTacToe.State> ab = new AlphaBeta<>(TicTacToe.GAME, level(),
        new AlphaBeta.Config("lmr", 27, 12, 0, false, true, Budget.nodes(10_000_000)));
    assertThat(ab.config().reductions()).isTrue();
    for (TicTacToe.State s : allTicTacToe()) {
      int move = ab.chooseMove(s, 7);
      int me = s.currentPlayer();
      assertThat(solver.valueFor(s.apply(move), me)).as(s.toString()).isEqualTo(solver.value(s));
    }
    AlphaBeta.Config plain = ticTacToe(9, 0).config();
    assertThat(plain.reductions()).as("the six-value form").isFalse();
    assertThat(plain.withReductions(true)).isEqualTo(new AlphaBeta.Config(plain.name(),
        plain.maxDepth(), plain.tableBits(), plain.noise(), plain.quiescence(), true,
        plain.budget()));
    assertThat(plain.withReductions(true).withReductions(false)).isEqualTo(plain);
  }

  @Test
  void reductionsSearchTicTacToeToTheSameDepthInFewerNodes() {
    for (int depth = 5; depth <= 9; depth++) {
      AlphaBeta<TicTacToe.State> full = new AlphaBeta<>(TicTacToe.GAME, level(),
          new AlphaBeta.Config("full", depth, 12, 0, false, false, Budget.nodes(10_000_000)));
      AlphaBeta<TicTacToe.State> lmr = new AlphaBeta<>(TicTacToe.GAME, level(),
          new AlphaBeta.Config("lmr", depth, 12, 0, false, true, Budget.nodes(10_000_000)));
      full.chooseMove(TicTacToe.GAME.initialState(), 1);
      lmr.chooseMove(TicTacToe.GAME.initialState(), 1);
      assertThat(lmr.lastNodes()).as("depth " + depth).isLessThan(full.lastNodes());
    }
  }

  @Test
  void nimMovesLeaveAZeroXorWheneverTheMoverCanWin() {
    AlphaBeta<Nim.State> ab = new AlphaBeta<>(Nim.GAME, level(),
        new AlphaBeta.Config("ab", 30, 14, 0, false, Budget.nodes(5_000_000)));
    for (int a = 0; a <= 3; a++) {
      for (int b = 0; b <= 4; b++) {
        for (int c = 0; c <= 5; c++) {
          Nim.State s = Nim.of(a, b, c);
          if (s.isTerminal() || (a ^ b ^ c) == 0) {
            continue;
          }
          Nim.State next = s.apply(ab.chooseMove(s, 3));
          assertThat(next.a() ^ next.b() ^ next.c()).as("%d %d %d", a, b, c).isZero();
        }
      }
    }
  }

  @Test
  void theSameBudgetAndSeedGiveTheSameMoveAndNoiseDependsOnTheSeed() {
    TicTacToe.State s = TicTacToe.GAME.initialState();
    Set<Integer> picks = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      int first = ticTacToe(2, 5).chooseMove(s, seed);
      assertThat(ticTacToe(2, 5).chooseMove(s, seed)).isEqualTo(first);
      picks.add(first);
    }
    assertThat(picks).hasSizeGreaterThan(1);
    AlphaBeta<TicTacToe.State> one = ticTacToe(9, 0);
    AlphaBeta<TicTacToe.State> two = ticTacToe(9, 0);
    assertThat(one.analyze(s, Budget.nodes(300), 5)).usingRecursiveComparison()
        .ignoringFields("nanos").isEqualTo(two.analyze(s, Budget.nodes(300), 5));
  }

  @Test
  void aNodeBudgetStopsTheSearchAfterTheFirstIteration() {
    AlphaBeta<TicTacToe.State> ab = ticTacToe(9, 0);
    Analysis a = ab.analyze(TicTacToe.GAME.initialState(), Budget.nodes(50), 1);
    assertThat(a.depth()).isBetween(1, 8);
    assertThat(a.nodes()).isLessThan(1000);
  }

  @Test
  void aTimeBudgetReturnsALegalMove() {
    AlphaBeta<Nim.State> ab = new AlphaBeta<>(Nim.GAME, level(),
        new AlphaBeta.Config("ab", 100, 10, 0, false, Budget.millis(20)));
    Nim.State s = Nim.of(7, 7, 6);
    MoveBuffer buf = MoveBuffer.forGame(Nim.GAME);
    s.legalMoves(buf);
    assertThat(buf.contains(ab.chooseMove(s, 1))).isTrue();
  }

  @Test
  void gamesWithChanceAreRefusedAndTerminalStatesHaveNoMove() {
    assertThatThrownBy(() -> new AlphaBeta<>(DicePoker.Rules.STANDARD, s -> 0,
        new AlphaBeta.Config("ab", 3, 4, 0, false, Budget.nodes(10))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Mcts");
    TicTacToe.State over = new TicTacToe.State(0007, 0030, 1);
    assertThatThrownBy(() -> ticTacToe(3, 0).chooseMove(over, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("over");
  }

  @Test
  void configurationsOutOfRangeAreRejected() {
    assertThatThrownBy(() -> new AlphaBeta.Config("x", 0, 4, 0, false, Budget.nodes(1)))
        .hasMessageContaining("maxDepth");
    assertThatThrownBy(() -> Budget.nodes(0)).hasMessageContaining("positive");
    assertThatThrownBy(() -> Budget.millis(0)).hasMessageContaining("positive");
  }

  @Test
  void randomPlayerPicksLegalMovesFromTheSeed() {
    RandomPlayer<Nim.State> r = new RandomPlayer<>(Nim.GAME);
    SplittableRandom seeds = new SplittableRandom(1);
    Nim.State s = Nim.GAME.initialState();
    MoveBuffer buf = MoveBuffer.forGame(Nim.GAME);
    s.legalMoves(buf);
    for (int i = 0; i < 50; i++) {
      long seed = seeds.nextLong();
      int m = r.chooseMove(s, seed);
      assertThat(buf.contains(m)).isTrue();
      assertThat(r.analyze(s, Budget.nodes(1), seed).best()).isEqualTo(m);
    }
    assertThat(r.analyze(s, Budget.nodes(1), 3).moves()).hasSize(buf.size());
  }
}
