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
    if (maxDepth < 0) {
      throw new IllegalArgumentException("maxDepth must be 0 or more, was " + maxDepth);
    }
    if (maxDepth == Integer.MAX_VALUE) {
      throw new IllegalArgumentException("maxDepth is too large: " + maxDepth);
    }
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
   * @throws IllegalArgumentException if {@code maxDepth} is negative
   * @throws NullPointerException if {@code start} or {@code terminalLeaves} is null
   */
  public static <S extends GameState<S>> Perft<S> of(
      S start, int maxDepth, boolean bulk, ToLongFunction<S> terminalLeaves) {
    java.util.Objects.requireNonNull(terminalLeaves, "terminalLeaves");
    return new Perft<>(maxDepth, start.game().maxLegalMoves(), bulk, terminalLeaves);
  }

  /**
   * A perft counter with the game's own terminal convention ({@link
   * GameState#perftTerminalLeaves()}).
   *
   * @param start any state of the game (used for the buffer size)
   * @param maxDepth the deepest depth it will be asked for
   * @param bulk whether to count the moves at depth 1 instead of applying them
   * @param <S> the state type
   * @return the counter
   * @throws IllegalArgumentException if {@code maxDepth} is negative
   */
  public static <S extends GameState<S>> Perft<S> of(S start, int maxDepth, boolean bulk) {
    return of(start, maxDepth, bulk, GameState::perftTerminalLeaves);
  }

  /**
   * The leaf count with the game's own conventions, the count its rules file gives: bulk
   * counting, perft(0) = 1, and a terminal state above depth 0 counting {@link
   * GameState#perftTerminalLeaves()} leaves.
   *
   * @param state the root
   * @param depth how many plies, 0 or more
   * @param <S> the state type
   * @return the number of leaves
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  public static <S extends GameState<S>> long count(S state, int depth) {
    checkDepth(depth);
    return of(state, Math.max(depth, 1), true).perft(state, depth);
  }

  /**
   * The game's own leaf count under each move of the root, in move order ("divide"): what {@link
   * #count} adds up, for finding the move where two generators disagree.
   *
   * @param state the root
   * @param depth how many plies, 1 or more
   * @param <S> the state type
   * @return each root move's text and its subtree's leaf count; empty at a terminal root
   * @throws IllegalArgumentException if {@code depth} is below 1
   */
  public static <S extends GameState<S>> Map<String, Long> countByMove(S state, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide depth must be 1 or more, was " + depth);
    }
    return of(state, depth, true).divide(state, depth);
  }

  private static void checkDepth(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be 0 or more, was " + depth);
    }
  }

  /**
   * The number of leaves under a state.
   *
   * @param state the root
   * @param depth how many plies, from 0 to the {@code maxDepth} this counter was made for
   * @return the leaf count
   * @throws IllegalArgumentException if {@code depth} is negative or above {@code maxDepth}
   */
  public long perft(S state, int depth) {
    if (depth < 0 || depth >= buffers.length) {
      checkDepth(depth);
      throw new IllegalArgumentException("perft depth " + depth + " is above this counter's maxDepth "
          + (buffers.length - 1));
    }
    return leaves(state, depth);
  }

  private long leaves(S state, int depth) {
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
      total += leaves(state.apply(buffer.get(i)), depth - 1);
    }
    return total;
  }

  /**
   * The leaf count under each move of the root, in move order: "divide", for finding the move where
   * two generators disagree.
   *
   * @param state the root
   * @param depth how many plies, from 1 to the {@code maxDepth} this counter was made for
   * @return each root move's text and its subtree's leaf count; empty at a terminal root
   * @throws IllegalArgumentException if {@code depth} is below 1 or above {@code maxDepth}
   */
  public Map<String, Long> divide(S state, int depth) {
    if (depth < 1 || depth >= buffers.length) {
      throw new IllegalArgumentException("divide depth must be from 1 to " + (buffers.length - 1)
          + ", was " + depth);
    }
    Map<String, Long> result = LinkedHashMap.empty();
    if (state.isTerminal()) {
      return result;
    }
    MoveBuffer buffer = new MoveBuffer(buffers[0].capacity());
    state.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      int move = buffer.get(i);
      result = result.put(state.moveText(move), leaves(state.apply(move), depth - 1));
    }
    return result;
  }
}
