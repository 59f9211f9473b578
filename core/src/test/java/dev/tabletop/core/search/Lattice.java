package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.testgame.TwoPlayerGame;

/**
 * A synthetic two-player game for checking searches against a plain reference: a layered graph of
 * positions, {@code width} of them on each ply, whose moves, movers, endings and scores all come
 * from a seed. Many lines meet again on the same ply (transpositions), a player sometimes moves
 * twice in a row, some positions end the game early, and the game always ends at {@code lastPly}.
 * A position is only ever reached on its own ply, so no line repeats a position, and a table entry
 * is only reused at the depth it was searched to when searches start on the game's line.
 *
 * <p>Move codes are 0 to {@code n - 1}, ascending, with {@code n} from 1 to {@code branching}.
 */
record Lattice(long seed, int width, int branching, int lastPly)
    implements TwoPlayerGame<Lattice.State> {

  @Override
  public String name() {
    return "lattice";
  }

  @Override
  public String spec() {
    return "lattice(seed=" + seed + ")";
  }

  @Override
  public int maxLegalMoves() {
    return branching;
  }

  @Override
  public State initialState() {
    return new State(this, 0, 0);
  }

  /** A seeded scramble of a position and a salt. */
  long mix(int ply, int id, long salt) {
    return Zobrist.mix(Zobrist.mix(seed ^ ply * 0x51L ^ (long) id << 20) + salt);
  }

  /** The position's static score for player 0, from -100 to 100. */
  int scoreFor0(State s) {
    return Math.floorMod(mix(s.ply, s.id, 77), 201) - 100;
  }

  /**
   * A seeded evaluation: the static score for the mover, a third of the moves noisy, ordering keys
   * from 0 to 9.
   */
  Evaluation<State> evaluation() {
    return new Evaluation<>() {
      @Override
      public int evaluate(State s) {
        return s.currentPlayer() == 0 ? scoreFor0(s) : -scoreFor0(s);
      }

      @Override
      public boolean isNoisy(State s, int move) {
        return Math.floorMod(mix(s.ply, s.id, 1000 + move), 3) == 0;
      }

      @Override
      public int moveOrder(State s, int move) {
        return Math.floorMod(mix(s.ply, s.id, 2000 + move), 10);
      }
    };
  }

  /**
   * A position: its ply and which of the ply's {@code width} positions it is.
   *
   * @param game the rules
   * @param ply the ply, from 0 to {@code lastPly}
   * @param id 0 to {@code width - 1}
   */
  record State(Lattice game, int ply, int id) implements GameState<State> {
    private long r() {
      return game.mix(ply, id, 0);
    }

    @Override
    public int currentPlayer() {
      long r = r();
      if (ply == game.lastPly || ply >= 2 && Math.floorMod(r >>> 8, 9) == 0) {
        return Players.TERMINAL;
      }
      // Mostly alternating; one position in five repeats the last mover.
      return (ply + (Math.floorMod(r >>> 16, 5) == 0 ? 1 : 0)) & 1;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      if (isTerminal()) {
        return;
      }
      int n = 1 + Math.floorMod(r() >>> 24, game.branching);
      for (int m = 0; m < n; m++) {
        out.add(m);
      }
    }

    @Override
    public State apply(int move) {
      return new State(game, ply + 1, Math.floorMod(game.mix(ply, id, 5000 + move),
          game.width));
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
      int forZero = Math.floorMod(r() >>> 40, 3) - 1;
      return player == 0 ? forZero : -forZero;
    }

    @Override
    public long hash() {
      return game.mix(ply, id, 99);
    }

    @Override
    public long hashFromScratch() {
      return hash();
    }

    @Override
    public String moveText(int move) {
      return "m" + move;
    }
  }
}
