package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.testgame.TwoPlayerGame;

/** Noughts and crosses, for testing searches: a draw with best play. Moves are cells 0..8. */
final class TicTacToe implements TwoPlayerGame<TicTacToe.State> {
  static final TicTacToe GAME = new TicTacToe();
  private static final long[] KEYS = Zobrist.keys(0x7177ac70eL, 19);
  private static final int[] LINES = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

  @Override
  public String name() {
    return "tictactoe";
  }

  @Override
  public String spec() {
    return "tictactoe()";
  }

  @Override
  public int maxLegalMoves() {
    return 9;
  }

  @Override
  public State initialState() {
    return new State(0, 0, 0);
  }

  static boolean line(int mask) {
    for (int l : LINES) {
      if ((mask & l) == l) {
        return true;
      }
    }
    return false;
  }

  /** A position: the cells of each player and who moves. */
  record State(int x, int o, int toMove) implements GameState<State> {
    @Override
    public TicTacToe game() {
      return GAME;
    }

    @Override
    public int currentPlayer() {
      if (line(x) || line(o) || Integer.bitCount(x | o) == 9) {
        return Players.TERMINAL;
      }
      return toMove;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      if (isTerminal()) {
        return;
      }
      for (int c = 0; c < 9; c++) {
        if (((x | o) >>> c & 1) == 0) {
          out.add(c);
        }
      }
    }

    @Override
    public State apply(int move) {
      if (move < 0 || move > 8 || ((x | o) >>> move & 1) != 0) {
        throw new IllegalArgumentException("not a free cell: " + move);
      }
      return toMove == 0 ? new State(x | 1 << move, o, 1) : new State(x, o | 1 << move, 0);
    }

    @Override
    public int chanceTotal() {
      return 0;
    }

    @Override
    public int returns(int player) {
      int winner = line(x) ? 0 : line(o) ? 1 : -1;
      return winner < 0 ? 0 : winner == player ? 1 : -1;
    }

    @Override
    public long hash() {
      return hashFromScratch();
    }

    @Override
    public long hashFromScratch() {
      long h = toMove == 1 ? KEYS[18] : 0;
      for (int c = 0; c < 9; c++) {
        h ^= (x >>> c & 1) != 0 ? KEYS[c] : (o >>> c & 1) != 0 ? KEYS[9 + c] : 0;
      }
      return h;
    }

    @Override
    public String moveText(int move) {
      return "c" + move;
    }
  }
}
