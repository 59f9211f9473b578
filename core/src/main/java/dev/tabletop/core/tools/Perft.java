package dev.tabletop.core.tools;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import java.util.function.ToLongFunction;

/**
 * Counts the leaves of the game tree to a fixed depth: the standard check that a move generator is
 * right, and a measure of its speed.
 *
 * <p>Chance nodes are expanded per outcome (each outcome is one child, whatever its weight). A
 * terminal state at depth above 0 counts as {@link #terminalLeaves} says (one leaf by default);
 * perft(0) is 1. A perft object holds one buffer per ply and is not thread-safe.
 *
 * @param <S> the state type
 */
public final class Perft<S extends GameState<S>> {
  private final MoveBuffer[] buffers;
  private final boolean bulk;
  private final ToLongFunction<S> terminalLeaves;

  private Perft(int maxDepth, int capacity, boolean bulk, ToLongFunction<S> terminalLeaves) {
    this.buffers = new MoveBuffer[maxDepth + 1];
    for (int i = 0; i <= maxDepth; i++) {
      buffers[i] = new MoveBuffer(capacity);
    }
    this.bulk = bulk;
    this.terminalLeaves = terminalLeaves;
  }

  /**
   * A perft counter.
   *
   * @param start any state of the game (used for the buffer size)
   * @param maxDepth the deepest depth it will be asked for
   * @param bulk whether to count the moves at depth 1 instead of applying them (same counts,
   *     faster)
   * @param terminalLeaves how many leaves a terminal state above depth 0 counts (1 by the usual
   *     convention; a game may count some terminal states as 0)
   * @param <S> the state type
   * @return the counter
   */
  public static <S extends GameState<S>> Perft<S> of(
      S start, int maxDepth, boolean bulk, ToLongFunction<S> terminalLeaves) {
    return new Perft<>(maxDepth, start.game().maxLegalMoves(), bulk, terminalLeaves);
  }

  /**
   * The leaf count with the usual conventions: bulk counting, a terminal state is one leaf.
   *
   * @param state the root
   * @param depth how many plies
   * @param <S> the state type
   * @return the number of leaves
   */
  public static <S extends GameState<S>> long count(S state, int depth) {
    return Perft.<S>of(state, depth, true, s -> 1L).perft(state, depth);
  }

  /**
   * The number of leaves under a state.
   *
   * @param state the root
   * @param depth how many plies, at most the {@code maxDepth} this counter was made for
   * @return the leaf count
   */
  public long perft(S state, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return terminalLeaves.applyAsLong(state);
    }
    MoveBuffer buffer = buffers[depth];
    state.legalMoves(buffer);
    int n = buffer.size();
    if (depth == 1 && bulk) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      total += perft(state.apply(buffer.get(i)), depth - 1);
    }
    return total;
  }

  /**
   * The leaf count under each move of the root, in move order: "divide", for finding the move where
   * two generators disagree.
   *
   * @param state the root
   * @param depth how many plies, 1 or more
   * @return each root move's text and its subtree's leaf count
   */
  public Map<String, Long> divide(S state, int depth) {
    Map<String, Long> result = LinkedHashMap.empty();
    if (depth < 1 || state.isTerminal()) {
      return result;
    }
    MoveBuffer buffer = new MoveBuffer(buffers[0].capacity());
    state.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      int move = buffer.get(i);
      result = result.put(state.moveText(move), perft(state.apply(move), depth - 1));
    }
    return result;
  }
}
