package dev.tabletop.core;

/**
 * The special values that {@link GameState#currentPlayer()} returns besides a seat number.
 * Seats are numbered from 0.
 */
public final class Players {
  /** The state is a chance node: its "moves" are the outcomes of a die, a deal or a draw. */
  public static final int CHANCE = -1;

  /** The state is terminal: nobody moves. */
  public static final int TERMINAL = -2;

  private Players() {}

  /**
   * Refuses a seat outside the game, the same way in every game: the check behind {@link
   * GameState#returns(int)} and every other per-player query.
   *
   * @param player the seat asked for
   * @param playerCount the number of seats in the game
   * @return {@code player}, when it is a seat from 0 to {@code playerCount - 1}
   * @throws IllegalArgumentException naming the seat and the game's seats otherwise
   */
  public static int checkSeat(int player, int playerCount) {
    if (player < 0 || player >= playerCount) {
      throw new IllegalArgumentException("player " + player + " is not a seat of this game (seats 0 to "
          + (playerCount - 1) + ")");
    }
    return player;
  }
}
