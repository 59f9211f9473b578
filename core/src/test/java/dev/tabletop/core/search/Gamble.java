package dev.tabletop.core.search;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.testgame.TwoPlayerGame;

/**
 * One decision and one weighted chance node, with an expected value known by hand. Player 0 picks
 * {@link #DIE} (a fair die: 5 or 6 wins, else loses: expectation -1/3), {@link #COIN} (outcome
 * "win" weight 3, "lose" weight 1: expectation +1/2) or {@link #STOP} (a draw, 0). Player 1 always
 * receives the opposite. A search that ignored the weights would value the coin at 0.
 */
final class Gamble implements TwoPlayerGame<Gamble.State> {
  static final Gamble GAME = new Gamble();
  static final int DIE = 0;
  static final int COIN = 1;
  static final int STOP = 2;

  @Override
  public String name() {
    return "gamble";
  }

  @Override
  public String spec() {
    return "gamble()";
  }

  @Override
  public boolean hasChance() {
    return true;
  }

  @Override
  public int maxLegalMoves() {
    return 6;
  }

  @Override
  public State initialState() {
    return new State(-1, 0);
  }

  /**
   * A position.
   *
   * @param choice player 0's pick, -1 before it
   * @param result player 0's return once settled, 0 while open; 2 marks "stopped"
   */
  record State(int choice, int result) implements GameState<State> {
    @Override
    public Gamble game() {
      return GAME;
    }

    @Override
    public int currentPlayer() {
      if (choice < 0) {
        return 0;
      }
      if (choice == STOP || result != 0) {
        return Players.TERMINAL;
      }
      return Players.CHANCE;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      int p = currentPlayer();
      if (p == 0) {
        out.add(DIE);
        out.add(COIN);
        out.add(STOP);
      } else if (p == Players.CHANCE) {
        if (choice == DIE) {
          for (int f = 1; f <= 6; f++) {
            out.add(f, 1);
          }
        } else {
          out.add(1, 1); // lose
          out.add(2, 3); // win
        }
      }
    }

    @Override
    public State apply(int move) {
      if (choice < 0) {
        return new State(move, 0);
      }
      boolean win = choice == DIE ? move >= 5 : move == 2;
      return new State(choice, win ? 1 : -1);
    }

    @Override
    public int chanceTotal() {
      return currentPlayer() != Players.CHANCE ? 0 : choice == DIE ? 6 : 4;
    }

    @Override
    public int returns(int player) {
      return player == 0 ? result : -result;
    }

    @Override
    public long hash() {
      return hashFromScratch();
    }

    @Override
    public long hashFromScratch() {
      return (choice + 2) * 0x9E3779B97F4A7C15L + result * 0xC2B2AE3D27D4EB4FL;
    }

    @Override
    public String moveText(int move) {
      return choice < 0 ? new String[] {"die", "coin", "stop"}[move] : "outcome " + move;
    }
  }
}
