package dev.tabletop.core.testgame;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.OnePlyPlayer;
import dev.tabletop.core.search.Player;

/**
 * A two-player race on a track of {@code length} cells, for testing repetition: each player moves
 * a token one cell forward (code 1) or back (code 0, not from cell 0); the first to reach the end
 * wins. Shuffling back and forth repeats positions.
 */
public final class Shuttle {
  private static final long[] KEYS = Zobrist.keys(0x5407713L, 2 * 64 + 1);

  private Shuttle() {}

  /**
   * The rules.
   *
   * @param length the track's length
   * @param repetitionLimit the draw-by-repetition limit
   */
  public record Rules(int length, int repetitionLimit) implements TwoPlayerGame<State> {
    @Override
    public String name() {
      return "shuttle";
    }

    @Override
    public String spec() {
      return VariantSpec.of("shuttle").with("length", length).with("repetitionLimit", repetitionLimit)
          .toString();
    }

    @Override
    public int maxLegalMoves() {
      return 2;
    }

    @Override
    public State initialState() {
      return new State(this, 0, 0, 0);
    }
  }

  /** A position: both tokens and the player to move. */
  public record State(Rules game, int a, int b, int toMove) implements GameState<State> {
    @Override
    public int currentPlayer() {
      return a == game.length || b == game.length ? Players.TERMINAL : toMove;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      if (isTerminal()) {
        return;
      }
      if ((toMove == 0 ? a : b) > 0) {
        out.add(0);
      }
      out.add(1);
    }

    @Override
    public State apply(int move) {
      if (move != 0 && move != 1) {
        throw new IllegalArgumentException("move must be 0 or 1");
      }
      int d = move == 1 ? 1 : -1;
      return toMove == 0 ? new State(game, a + d, b, 1) : new State(game, a, b + d, 0);
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
      int winner = a == game.length ? 0 : 1;
      return player == winner ? 1 : -1;
    }

    @Override
    public long hash() {
      return hashFromScratch();
    }

    @Override
    public long hashFromScratch() {
      return KEYS[a] ^ KEYS[64 + b] ^ (toMove == 1 ? KEYS[128] : 0);
    }

    @Override
    public String moveText(int move) {
      return move == 1 ? "forward" : "back";
    }
  }

  /**
   * A player that always steps forward (the higher code), under a name: the runner who wins the
   * race when it moves first.
   *
   * @param rules the track
   * @param name the player's name
   * @return a new player
   */
  public static Player<State> forward(Rules rules, String name) {
    return new OnePlyPlayer<State>(rules) {
      @Override
      protected int key(State state, int move) {
        return move;
      }

      @Override
      public String name() {
        return name;
      }
    };
  }
}
