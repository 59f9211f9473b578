package dev.tabletop.core.learn;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import java.nio.FloatBuffer;

/**
 * A player's observation of a state as a fixed-shape tensor of floats: what a learner's network
 * reads. Each game documents its channels (which number means what); the shape is the same for
 * every state of one set of rules.
 *
 * <p>An observation holds only what the observing player may know: for a game with hidden hands
 * it is a function of that player's view, so two states with the same view give the same tensor.
 * Besides the state it may read two facts about the game so far that a state does not hold: the
 * number of plies played and how often the current position has occurred (for a repetition rule).
 * Callers that keep a {@link GameHistory} pass it instead ({@link #write(GameHistory, int, float[],
 * int)}).
 *
 * <p>Writing allocates nothing and writes every float of the region (a write never depends on
 * what the region held before). Every value lies in [0, 1]: counts and sizes are divided by a
 * documented scale (and clipped where they could exceed it). The tensor is laid out row-major in
 * the order of {@link #shape()}: the last dimension varies fastest. Observers are immutable and
 * may be shared between threads.
 *
 * @param <S> the game's state type
 */
public interface Observer<S extends GameState<S>> {

  /**
   * The tensor's shape, outermost first, such as {@code [24, 9, 7]} (channels, ranks, files) or
   * {@code [1297]} for a flat vector.
   *
   * @return a new array of positive lengths
   */
  int[] shape();

  /**
   * The number of floats an observation takes: the product of {@link #shape()}.
   *
   * @return a positive count
   */
  int size();

  /**
   * Writes a player's observation into {@code out[offset .. offset + size())}.
   *
   * @param state the state observed
   * @param player the observing seat, from 0
   * @param plies the moves and chance outcomes played since the game started ({@link
   *     GameHistory#plies()}); 0 when not known
   * @param occurrences how many times the current position has occurred in the game, itself
   *     included ({@link GameHistory#occurrences(long)} of its hash); 1 when not known
   * @param out the caller's array
   * @param offset where the observation starts
   * @throws IllegalArgumentException if {@code player} is not a seat of the game
   * @throws IndexOutOfBoundsException if the region does not fit in {@code out}
   */
  void write(S state, int player, int plies, int occurrences, float[] out, int offset);

  /**
   * Writes a player's observation into a buffer at absolute indexes {@code index .. index +
   * size()}, leaving its position and limit alone. A direct buffer (memory shared with NumPy, say)
   * is written in place; a buffer over an array writes the array.
   *
   * @param state the state observed
   * @param player the observing seat, from 0
   * @param plies the plies played since the game started; 0 when not known
   * @param occurrences how many times the current position has occurred; 1 when not known
   * @param out the caller's buffer, not read-only
   * @param index where the observation starts
   * @throws IllegalArgumentException if {@code player} is not a seat of the game
   * @throws IndexOutOfBoundsException if the region does not fit below the buffer's limit
   */
  void write(S state, int player, int plies, int occurrences, FloatBuffer out, int index);

  /**
   * Turns an observation this observer wrote into another, in place: the buffer's region must hold
   * exactly what {@link #write(GameState, int, int, int, FloatBuffer, int) write} wrote there for
   * the {@code previous} arguments, and afterwards it holds exactly what {@code write} would write
   * for the current ones. An observer may rewrite only what differs between the two (a vector
   * environment calls this at every step, where a move changes a few squares of a large tensor);
   * this default writes the whole region.
   *
   * @param previous the state the region was written for
   * @param previousPlayer the seat it was written for
   * @param previousPlies the ply count it was written with
   * @param previousOccurrences the occurrence count it was written with
   * @param state the state observed now
   * @param player the observing seat now
   * @param plies the plies played now
   * @param occurrences how many times the current position has occurred
   * @param out the caller's buffer, holding the previous observation at {@code index}
   * @param index where the observation starts
   * @throws IllegalArgumentException if {@code player} is not a seat of the game
   * @throws IndexOutOfBoundsException if the region does not fit below the buffer's limit
   */
  default void rewrite(S previous, int previousPlayer, int previousPlies, int previousOccurrences,
      S state, int player, int plies, int occurrences, FloatBuffer out, int index) {
    write(state, player, plies, occurrences, out, index);
  }

  /**
   * Writes a player's observation of a game in progress, with its ply count and the occurrences
   * of its current position read from the history.
   *
   * @param history the game so far
   * @param player the observing seat
   * @param out the caller's array
   * @param offset where the observation starts
   */
  default void write(GameHistory<S> history, int player, float[] out, int offset) {
    S state = history.state();
    write(state, player, history.plies(), history.occurrences(state.hash()), out, offset);
  }

  /**
   * A player's observation in a new array, for tests and tools off the hot path.
   *
   * @param state the state observed
   * @param player the observing seat
   * @return a new array of {@link #size()} floats
   */
  default float[] observe(S state, int player) {
    float[] out = new float[size()];
    write(state, player, 0, 1, out, 0);
    return out;
  }
}
