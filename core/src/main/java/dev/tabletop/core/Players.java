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
}
