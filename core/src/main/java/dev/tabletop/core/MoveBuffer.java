package dev.tabletop.core;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A caller-owned, reusable list of move codes that a state writes its legal moves into.
 *
 * <p>One buffer serves any number of generations: {@link GameState#legalMoves(MoveBuffer)} clears
 * it and fills it again, so a search or a playout keeps one buffer per ply and allocates nothing.
 * At a chance node the entries are the outcomes, each with its integer {@linkplain #weight(int)
 * weight}; at a player's node every weight is 1.
 *
 * <p>A buffer is not thread-safe; give each thread its own. Its capacity is fixed: size it with
 * {@link Game#maxLegalMoves()} (see {@link #forGame(Game)}).
 */
public final class MoveBuffer {
  /** Slots past the capacity that {@link #addTargets(int, long)} may scribble on. */
  private static final int PAD = 4;

  private final int[] moves;
  private final int capacity;
  private final int[] weights;
  private int size;
  // Player nodes write only codes; weights are stored once a chance outcome is added.
  private boolean weighted;

  /**
   * Creates an empty buffer.
   *
   * @param capacity the most entries it may hold; must be positive
   * @throws IllegalArgumentException if {@code capacity} is not positive
   */
  public MoveBuffer(int capacity) {
    if (capacity <= 0) {
      throw new IllegalArgumentException("capacity must be positive, was " + capacity);
    }
    this.capacity = capacity;
    moves = new int[capacity + PAD];
    weights = new int[capacity];
  }

  /**
   * Creates a buffer large enough for every state of the given game.
   *
   * @param game the rules whose largest move list the buffer must hold
   * @return a new empty buffer
   */
  public static MoveBuffer forGame(Game<?> game) {
    return new MoveBuffer(game.maxLegalMoves());
  }

  /** Empties the buffer; generation calls this itself. */
  public void clear() {
    size = 0;
    weighted = false;
  }

  /**
   * Appends a player's move (weight 1). Generators must append in ascending order.
   *
   * @param move the move code
   */
  public void add(int move) {
    if (weighted) {
      weights[size] = 1;
    }
    moves[size++] = move;
  }

  /**
   * Appends {@code base + i} for every set bit {@code i} of a mask, lowest bit first: the targets
   * of one piece on a bitboard, in ascending order, in one call. Weight 1 each.
   *
   * @param base the code of bit 0 (for example the from-square shifted into place)
   * @param targets the bits to add
   */
  public void addTargets(int base, long targets) {
    int n = size;
    int count = Long.bitCount(targets);
    if (n + count > capacity) {
      throw new IndexOutOfBoundsException("buffer of capacity " + capacity + " holds " + n
          + " entries and cannot take " + count + " more");
    }
    if (weighted) {
      Arrays.fill(weights, n, n + count, 1);
    }
    // Four slots a round, written whether or not a bit is left (a spent mask writes base + 64
    // into slots past the new size, which the array's padding of PAD holds): for the usual piece
    // with at most four targets the loop runs once, so no branch depends on how many there are.
    int[] m = moves;
    long t = targets;
    do {
      m[n] = base + Long.numberOfTrailingZeros(t);
      t &= t - 1;
      m[n + 1] = base + Long.numberOfTrailingZeros(t);
      t &= t - 1;
      m[n + 2] = base + Long.numberOfTrailingZeros(t);
      t &= t - 1;
      m[n + 3] = base + Long.numberOfTrailingZeros(t);
      t &= t - 1;
      n += 4;
    } while (t != 0);
    size += count;
  }


  /**
   * Appends a chance outcome with its weight. Generators must append in ascending code order.
   *
   * @param outcome the outcome code
   * @param weight how many of {@link GameState#chanceTotal()} equally likely cases give it
   */
  public void add(int outcome, int weight) {
    if (!weighted) {
      Arrays.fill(weights, 0, size, 1);
      weighted = true;
    }
    moves[size] = outcome;
    weights[size] = weight;
    size++;
  }

  /**
   * The number of entries.
   *
   * @return how many moves or outcomes the last generation wrote
   */
  public int size() {
    return size;
  }

  /**
   * Whether the buffer holds no entry.
   *
   * @return {@code true} when empty
   */
  public boolean isEmpty() {
    return size == 0;
  }

  /**
   * The move code at an index.
   *
   * @param index 0 to {@code size() - 1}
   * @return the code
   * @throws IndexOutOfBoundsException if the index is out of range
   */
  public int get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " out of 0.." + (size - 1));
    }
    return moves[index];
  }

  /**
   * The weight at an index: 1 for a player's move, the outcome's weight at a chance node.
   *
   * @param index 0 to {@code size() - 1}
   * @return the weight
   * @throws IndexOutOfBoundsException if the index is out of range
   */
  public int weight(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " out of 0.." + (size - 1));
    }
    return weighted ? weights[index] : 1;
  }

  /**
   * The sum of all weights. O(size).
   *
   * @return the total weight of the entries
   */
  public long totalWeight() {
    if (!weighted) {
      return size;
    }
    long total = 0;
    for (int i = 0; i < size; i++) {
      total += weights[i];
    }
    return total;
  }

  /**
   * Picks an entry in proportion to the weights, with the caller's generator: one {@code
   * nextInt(total)} draw, and no scan when every weight is 1 (a die, a deal, a draw). The
   * contract's {@link GameState#sampleOutcome(MoveBuffer, RandomGenerator)} draws chance outcomes
   * with it, so a game that draws its own way must consume the generator as this does. Allocates
   * nothing.
   *
   * @param total the sum of the weights ({@link GameState#chanceTotal()} at a chance node)
   * @param random the caller's generator
   * @return the chosen code
   */
  public int pickWeighted(int total, RandomGenerator random) {
    int n = size;
    if (n == total) {
      // Every outcome has weight 1: the draw is the index.
      return moves[random.nextInt(n)];
    }
    int r = random.nextInt(total);
    for (int i = 0; i < n - 1; i++) {
      r -= weighted ? weights[i] : 1;
      if (r < 0) {
        return moves[i];
      }
    }
    return moves[n - 1];
  }

  /**
   * Whether a code is among the entries, by binary search over the ascending codes. O(log size).
   *
   * @param move the code to look for
   * @return {@code true} if present
   */
  public boolean contains(int move) {
    return indexOf(move) >= 0;
  }

  /**
   * The index of a code, by binary search over the ascending codes.
   *
   * @param move the code to look for
   * @return its index, or a negative number if absent
   */
  public int indexOf(int move) {
    return Arrays.binarySearch(moves, 0, size, move);
  }

  /**
   * The capacity the buffer was made with.
   *
   * @return the most entries it can hold
   */
  public int capacity() {
    return capacity;
  }

  /**
   * A copy of the codes, for tests and tools off the hot path.
   *
   * @return a new array of {@code size()} codes
   */
  public int[] toArray() {
    return Arrays.copyOf(moves, size);
  }

  @Override
  public String toString() {
    return Arrays.toString(toArray());
  }
}
