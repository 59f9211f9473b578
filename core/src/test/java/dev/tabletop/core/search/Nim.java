package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.testgame.TwoPlayerGame;

/**
 * Nim on three heaps of up to 7, normal play (who takes the last object wins): the player to move
 * loses exactly when the heaps' xor is 0. Move code {@code heap * 8 + take}.
 */
final class Nim implements TwoPlayerGame<Nim.State> {
  static final Nim GAME = new Nim();
  private static final long[] KEYS = Zobrist.keys(0x4e494dL, 3 * 8 + 1);

  @Override
  public String name() {
    return "nim";
  }

  @Override
  public String spec() {
    return "nim()";
  }

  @Override
  public int maxLegalMoves() {
    return 21;
  }

  @Override
  public State initialState() {
    return of(3, 5, 7);
  }

  static State of(int a, int b, int c) {
    return new State(a, b, c, 0);
  }

  /** A position: three heaps and who moves. */
  record State(int a, int b, int c, int toMove) implements GameState<State> {
    int heap(int i) {
      return i == 0 ? a : i == 1 ? b : c;
    }

    @Override
    public Nim game() {
      return GAME;
    }

    @Override
    public int currentPlayer() {
      return a + b + c == 0 ? Players.TERMINAL : toMove;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      for (int h = 0; h < 3; h++) {
        for (int t = 1; t <= heap(h); t++) {
          out.add(h * 8 + t);
        }
      }
    }

    @Override
    public State apply(int move) {
      int h = move / 8;
      int t = move % 8;
      if (h < 0 || h > 2 || t < 1 || t > heap(h)) {
        throw new IllegalArgumentException("not a Nim move: " + move);
      }
      return new State(h == 0 ? a - t : a, h == 1 ? b - t : b, h == 2 ? c - t : c, 1 - toMove);
    }

    @Override
    public int chanceTotal() {
      return 0;
    }

    @Override
    public int returns(int player) {
      if (!isTerminal()) {
        return 0;
      }
      // The player to move faces empty heaps: the other one took the last object.
      return player == toMove ? -1 : 1;
    }

    @Override
    public long hash() {
      return hashFromScratch();
    }

    @Override
    public long hashFromScratch() {
      return KEYS[a] ^ KEYS[8 + b] ^ KEYS[16 + c] ^ (toMove == 1 ? KEYS[24] : 0);
    }

    @Override
    public String moveText(int move) {
      return "take " + move % 8 + " from heap " + move / 8;
    }
  }
}
