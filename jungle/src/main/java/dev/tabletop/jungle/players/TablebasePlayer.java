package dev.tabletop.jungle.players;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Evaluation;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.JungleTablebase.Outcome;
import dev.tabletop.jungle.JungleTablebase.Value;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * A searching level that knows the endgame tables: where the position's table is there, it plays
 * the table's move (the shortest win, the longest loss, a drawing move; the first in move order
 * when several are equal, so play stays reproducible) and its analysis gives every move's exact
 * value; elsewhere it searches as its level does, and every node of the search that the tables
 * cover, at any depth, takes its exact value from them ({@link TablebaseOracle}).
 * {@link JungleLevel#player(dev.tabletop.jungle.JungleRules, JungleTablebase)} makes one.
 */
public final class TablebasePlayer implements Player<JungleState> {
  private final AlphaBeta<JungleState> search;
  private final JungleTablebase tablebase;

  TablebasePlayer(AlphaBeta<JungleState> search, JungleTablebase tablebase) {
    this.search = Objects.requireNonNull(search, "search");
    this.tablebase = Objects.requireNonNull(tablebase, "tablebase");
  }

  /**
   * The tables this player reads.
   *
   * @return the tablebase
   */
  public JungleTablebase tablebase() {
    return tablebase;
  }

  @Override
  public String name() {
    return search.name() + "-tb";
  }

  @Override
  public Budget budget() {
    return search.budget();
  }

  @Override
  public void newGame() {
    search.newGame();
  }

  @Override
  public Analysis analyze(JungleState state, Budget budget, long seed) {
    Player.requireMover(state);
    Analysis known = fromTables(state, null);
    return known != null ? known : search.analyze(state, budget, seed);
  }

  @Override
  public Analysis analyze(GameHistory<JungleState> history, Budget budget, long seed) {
    Player.requireMover(history);
    Analysis known = fromTables(history.state(), history);
    return known != null ? known : search.analyze(history, budget, seed);
  }

  @Override
  public int chooseMove(JungleState state, Budget budget, long seed) {
    Player.requireMover(state);
    Analysis known = fromTables(state, null);
    return known != null ? known.best() : search.chooseMove(state, budget, seed);
  }

  @Override
  public int chooseMove(GameHistory<JungleState> history, Budget budget, long seed) {
    Player.requireMover(history);
    Analysis known = fromTables(history.state(), history);
    return known != null ? known.best() : search.chooseMove(history, budget, seed);
  }

  /**
   * Every move ranked by its exact value from the tables (a win in {@code n} plies scores {@link
   * Evaluation#WIN} − n, a loss −(WIN − n), a draw 0), or null when a table is missing. The tables
   * know nothing of the game's history, so with one given, a move to a position that has already
   * occurred one time short of the repetition limit scores 0, the draw it is: a lost side takes
   * that draw rather than the longest loss, and a winning side never walks into it.
   */
  private Analysis fromTables(JungleState state, GameHistory<JungleState> history) {
    int limit = state.game().repetitionLimit();
    long start = System.nanoTime();
    MoveBuffer moves = MoveBuffer.forGame(state.game());
    state.legalMoves(moves);
    int n = moves.size();
    int[] codes = new int[n];
    int[] scores = new int[n];
    for (int i = 0; i < n; i++) {
      JungleState next = state.apply(moves.get(i));
      var child = tablebase.probe(next);
      if (child.isLeft()) {
        return null;
      }
      codes[i] = moves.get(i);
      scores[i] = history != null && limit > 0 && !next.isTerminal()
          && history.occurrences(next.hash()) >= limit - 1 ? 0 : score(child.get());
    }
    // Best first; equal scores keep move order (a stable insertion sort of a few moves).
    for (int i = 1; i < n; i++) {
      for (int j = i; j > 0 && scores[j] > scores[j - 1]; j--) {
        int s = scores[j];
        scores[j] = scores[j - 1];
        scores[j - 1] = s;
        int c = codes[j];
        codes[j] = codes[j - 1];
        codes[j - 1] = c;
      }
    }
    List<RankedMove> ranked = List.empty();
    for (int i = n - 1; i >= 0; i--) {
      ranked = ranked.prepend(new RankedMove(codes[i], state.moveText(codes[i]), scores[i], 0));
    }
    return new Analysis(ranked, line(state, codes[0]), Analysis.ScoreKind.EVALUATION,
        Math.abs(scores[0]) > Evaluation.WIN / 2 ? Evaluation.WIN - Math.abs(scores[0]) : 1, 0,
        System.nanoTime() - start);
  }

  /** The mover's score of a move whose resulting position, for the opponent, is worth {@code v}. */
  private static int score(Value v) {
    return switch (v.outcome()) {
      case LOSS -> Evaluation.WIN - (v.distance() + 1);
      case WIN -> -(Evaluation.WIN - (v.distance() + 1));
      case DRAW -> 0;
    };
  }

  /** The tables' line from a first move: each side's table move, up to 64 plies. */
  private List<Integer> line(JungleState state, int first) {
    java.util.List<Integer> line = new java.util.ArrayList<>();
    line.add(first);
    JungleState s = state.apply(first);
    while (!s.isTerminal() && line.size() < 64) {
      var best = tablebase.bestMoves(s);
      if (best.isLeft() || best.get().isEmpty()
          || tablebase.probe(s).get().outcome() == Outcome.DRAW) {
        break;
      }
      line.add(best.get().head());
      s = s.apply(best.get().head());
    }
    return List.ofAll(line);
  }
}
