package dev.tabletop.core.learn;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.nio.ByteBuffer;

/**
 * A game's moves numbered densely, 0 to {@code size() - 1}, for a learner's policy: a fixed size
 * per rules, a documented meaning for each index, and the legal-action mask of the player to move.
 *
 * <p>An index means the same thing in every state of one set of rules, given the state's player to
 * move: a game may number moves from the mover's side of the board (Cờ Thú turns the board for
 * Blue), so {@link #action} and {@link #move} take the state. Both directions are exact for every
 * legal move: {@code move(s, action(s, m)) == m}, and no two legal moves of a state share an index.
 * Chance outcomes have no index: the environment draws them.
 *
 * <p>Masks are written into caller arrays or buffers with one byte (or boolean) per index; writing
 * allocates nothing. Action spaces are immutable and may be shared between threads.
 *
 * @param <S> the game's state type
 */
public interface ActionSpace<S extends GameState<S>> {

  /** What {@link #action} and {@link #move} return for no index or no move. */
  int NONE = -1;

  /**
   * The number of actions.
   *
   * @return a positive count, the same for every state of these rules
   */
  int size();

  /**
   * The index of a move of the player to move.
   *
   * @param state the state the move is played in
   * @param move a move code of the game
   * @return its index, or {@link #NONE} if the code has no index (a chance outcome, a code that is
   *     no move of the game)
   */
  int action(S state, int move);

  /**
   * The move an index stands for in a state.
   *
   * @param state the state, with a player to move
   * @param action an index from 0 to {@code size() - 1}
   * @return the move code (legal or not: check it against the mask), or {@link #NONE} when the
   *     index names no move in this state (a step off the board, say)
   * @throws IllegalArgumentException if the index is not in {@code 0 .. size() - 1}
   */
  int move(S state, int action);

  /**
   * Checks an index against the size.
   *
   * @param action an index
   * @return the index
   * @throws IllegalArgumentException naming the index and the size when it is out of range
   */
  default int checkAction(int action) {
    if (action < 0 || action >= size()) {
      throw new IllegalArgumentException("action " + action + " is not an index of this action"
          + " space (0 to " + (size() - 1) + ")");
    }
    return action;
  }

  /**
   * Writes the legal-action mask of the player to move: 1 at the index of each legal move, 0
   * elsewhere; all zeros at a chance node or at the end. Leaves the legal moves in {@code legal}.
   *
   * @param state the state
   * @param legal a move buffer for the game, overwritten with the state's legal moves
   * @param out the caller's array
   * @param offset where the mask starts
   * @return the number of legal actions
   * @throws IndexOutOfBoundsException if the region does not fit
   */
  default int mask(S state, MoveBuffer legal, byte[] out, int offset) {
    Tensors.checkRegion(out.length, offset, size());
    return writeMask(state, legal, out, null, offset);
  }

  /**
   * Writes the legal-action mask into a buffer at absolute indexes, leaving its position alone; a
   * direct buffer is written in place.
   *
   * @param state the state
   * @param legal a move buffer for the game, overwritten with the state's legal moves
   * @param out the caller's buffer
   * @param index where the mask starts
   * @return the number of legal actions
   * @throws IndexOutOfBoundsException if the region does not fit below the limit
   */
  default int mask(S state, MoveBuffer legal, ByteBuffer out, int index) {
    Tensors.checkRegion(out.limit(), index, size());
    if (out.hasArray()) {
      return writeMask(state, legal, out.array(), null, out.arrayOffset() + index);
    }
    return writeMask(state, legal, null, out, index);
  }

  /**
   * Writes the legal-action mask as booleans.
   *
   * @param state the state
   * @param legal a move buffer for the game, overwritten with the state's legal moves
   * @param out the caller's array
   * @param offset where the mask starts
   * @return the number of legal actions
   * @throws IndexOutOfBoundsException if the region does not fit
   */
  default int mask(S state, MoveBuffer legal, boolean[] out, int offset) {
    int n = size();
    Tensors.checkRegion(out.length, offset, n);
    java.util.Arrays.fill(out, offset, offset + n, false);
    if (state.isChance()) {
      legal.clear();
      return 0;
    }
    state.legalMoves(legal);
    for (int i = 0; i < legal.size(); i++) {
      out[offset + action(state, legal.get(i))] = true;
    }
    return legal.size();
  }

  /**
   * A mask in a new array, for tests and tools off the hot path.
   *
   * @param state the state
   * @return a new array of {@link #size()} bytes
   */
  default byte[] mask(S state) {
    byte[] out = new byte[size()];
    mask(state, MoveBuffer.forGame(state.game()), out, 0);
    return out;
  }

  private int writeMask(S state, MoveBuffer legal, byte[] array, ByteBuffer buffer, int base) {
    Tensors.clear(array, buffer, base, size());
    if (state.isChance()) {
      legal.clear();
      return 0;
    }
    state.legalMoves(legal);
    int n = legal.size();
    for (int i = 0; i < n; i++) {
      int a = action(state, legal.get(i));
      if (array != null) {
        array[base + a] = 1;
      } else {
        buffer.put(base + a, (byte) 1);
      }
    }
    return n;
  }
}
