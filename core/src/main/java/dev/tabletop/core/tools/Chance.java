package dev.tabletop.core.tools;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.util.random.RandomGenerator;

/**
 * Resolves chance nodes and picks random moves with a caller-supplied generator, so that a seed
 * reproduces a game exactly. Nothing here allocates.
 */
public final class Chance {
  private Chance() {}

  /**
   * Draws one outcome of a chance node in proportion to its weight, through the state's own
   * {@link GameState#sampleOutcome(MoveBuffer, RandomGenerator)} (which a game may make faster than
   * listing every outcome).
   *
   * @param state a chance node
   * @param buffer scratch space for the outcomes; its contents afterwards are unspecified
   * @param random the caller's generator
   * @return the outcome code
   * @throws IllegalArgumentException if the state is not a chance node
   */
  public static int sampleOutcome(GameState<?> state, MoveBuffer buffer, RandomGenerator random) {
    if (!state.isChance()) {
      throw new IllegalArgumentException("not a chance node");
    }
    return state.sampleOutcome(buffer, random);
  }

  /**
   * Picks an entry of a filled buffer in proportion to the weights: {@link
   * MoveBuffer#pickWeighted(int, RandomGenerator)}, which the contract's default draw uses.
   *
   * @param buffer outcomes and weights
   * @param total the sum of the weights
   * @param random the caller's generator
   * @return the chosen code
   */
  public static int pickWeighted(MoveBuffer buffer, int total, RandomGenerator random) {
    return buffer.pickWeighted(total, random);
  }

  /**
   * A random move: a weighted outcome at a chance node (drawn by {@link
   * GameState#sampleOutcome(MoveBuffer, RandomGenerator)}), a uniformly chosen legal move
   * otherwise.
   *
   * @param state a non-terminal state
   * @param buffer scratch space for the moves; its contents afterwards are unspecified
   * @param random the caller's generator
   * @return the chosen code
   * @throws IllegalStateException if the state is terminal
   */
  public static int randomMove(GameState<?> state, MoveBuffer buffer, RandomGenerator random) {
    if (state.isChance()) {
      return state.sampleOutcome(buffer, random);
    }
    state.legalMoves(buffer);
    if (buffer.isEmpty()) {
      throw new IllegalStateException("no move: the state is terminal");
    }
    return buffer.get(random.nextInt(buffer.size()));
  }
}
