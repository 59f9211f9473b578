package dev.tabletop.core.tools;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.random.RandomGenerator;

/**
 * Plays random games to the end: uniformly chosen legal moves for the players, weighted outcomes
 * at chance nodes, the game's repetition rule applied through a hash table, and a ply limit as a
 * safety net. One playout object per thread; it reuses its buffer and table, so a playout
 * allocates only the states it visits and its result.
 *
 * @param <S> the state type
 */
public final class Playout<S extends GameState<S>> {
  private final MoveBuffer buffer;
  private final HashCounts history = new HashCounts();
  private final int repetitionLimit;
  private final int maxPlies;

  /**
   * A playout runner.
   *
   * @param game the rules (for the buffer size and the repetition limit)
   * @param maxPlies the ply after which a game is cut off as {@link Ending#PLY_LIMIT}
   */
  public Playout(Game<S> game, int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be 0 or more, was " + maxPlies);
    }
    this.buffer = MoveBuffer.forGame(game);
    this.repetitionLimit = game.repetitionLimit();
    this.maxPlies = maxPlies;
  }

  /**
   * Plays one random game.
   *
   * @param start the position to play from
   * @param random the caller's generator; the same seed gives the same game
   * @return the final state, the ply count and how the game ended
   */
  public PlayoutResult<S> play(S start, RandomGenerator random) {
    S state = start;
    int plies = 0;
    boolean tracking = repetitionLimit > 0;
    if (tracking) {
      history.clear();
      history.increment(state.hash());
    }
    while (!state.isTerminal()) {
      if (plies >= maxPlies) {
        return new PlayoutResult<>(state, plies, Ending.PLY_LIMIT);
      }
      state = state.apply(Chance.randomMove(state, buffer, random));
      plies++;
      if (tracking && history.increment(state.hash()) >= repetitionLimit && !state.isTerminal()) {
        return new PlayoutResult<>(state, plies, Ending.REPETITION);
      }
    }
    return new PlayoutResult<>(state, plies, Ending.TERMINAL);
  }

  /** How a playout stopped. */
  public enum Ending {
    /** The state is terminal; returns are the state's. */
    TERMINAL,
    /** The repetition rule drew the game; every return is 0. */
    REPETITION,
    /** The ply limit cut the game off; every return is 0. */
    PLY_LIMIT
  }

  /**
   * The end of one random game.
   *
   * @param state the last state
   * @param plies how many moves and outcomes were played
   * @param ending how it stopped
   * @param <S> the state type
   */
  public record PlayoutResult<S extends GameState<S>>(S state, int plies, Ending ending) {
    /**
     * A player's return: the state's when it is terminal, else 0 (a draw).
     *
     * @param player a seat
     * @return the integer return
     */
    public int returns(int player) {
      return ending == Ending.TERMINAL ? state.returns(player) : 0;
    }

    /**
     * A label for the ending: the state's {@link GameState#endReason()}, {@code repetition} or
     * {@code ply limit}.
     *
     * @return the label
     */
    public String reason() {
      switch (ending) {
        case TERMINAL:
          return state.endReason();
        case REPETITION:
          return "repetition";
        default:
          return "ply limit";
      }
    }
  }
}
