package dev.tabletop.jungle;

import dev.tabletop.core.InvalidInput;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * The animals on the board in a tablebase position: which of its eight animals each side still
 * has, as two sets of {@link Piece#ordinal()} bits. A table holds the positions of one material
 * with <b>Red to move</b>; a position with Blue to move is looked up turned by 180° with the
 * colours swapped (the board, its dens, traps and lakes are symmetric so), in the table of the
 * swapped material.
 *
 * <p>Its name is Red's letters, {@code v}, Blue's letters, strongest first, all uppercase (file
 * names must not depend on case): {@code LRvE} is Red Lion and Rat against Blue Elephant.
 *
 * <p>Index ("without waste"): the pieces are listed non-Rats first (Red's, then Blue's, strongest
 * first), the Rats last. No piece stands in a den (that position is over) and only a Rat stands in
 * water, so a non-Rat has 49 squares and a Rat 61, and every square an earlier piece holds is
 * among a later piece's squares: the {@code k}-th piece is numbered among its squares with the
 * {@code k} held ones skipped, so overlapping placements get no index. The board's left-right
 * mirror (dens, traps and lakes are all symmetric about file d) keeps the first piece on files a
 * to d. Positions whose first piece stands on file d are indexed in both mirror images, the only
 * redundancy (about 1 in 8 entries).
 *
 * @param red Red's animals, bit {@code p.ordinal()} for each piece {@code p}
 * @param blue Blue's animals, likewise
 */
public record TablebaseMaterial(int red, int blue) {
  /** The non-Rat squares a piece may stand on in a table: land, dens excluded, ascending. */
  private static final int[] LAND = squares(false, false);
  /** The squares a Rat may stand on in a table: all but the dens. */
  private static final int[] ANY = squares(true, false);
  /** {@link #LAND} on files a to d: the first piece's, mirror symmetry applied. */
  private static final int[] LAND_HALF = squares(false, true);
  /** {@link #ANY} on files a to d. */
  private static final int[] ANY_HALF = squares(true, true);
  private static final int[] LAND_ORD = ordinals(LAND);
  private static final int[] ANY_ORD = ordinals(ANY);
  private static final int[] LAND_HALF_ORD = ordinals(LAND_HALF);
  private static final int[] ANY_HALF_ORD = ordinals(ANY_HALF);

  /** The letters strongest first, for names. */
  private static final String ORDER = "ELTPWDCR";

  /**
   * Checks the sets.
   *
   * @throws IllegalArgumentException if a set is empty or has bits beyond the eight animals
   */
  public TablebaseMaterial {
    if (red <= 0 || red > 0xFF || blue <= 0 || blue > 0xFF) {
      throw new IllegalArgumentException("a tablebase material needs one to eight animals a side,"
          + " was red=" + red + " blue=" + blue);
    }
  }

  private static int[] squares(boolean rat, boolean half) {
    int[] out = new int[Squares.COUNT];
    int n = 0;
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      if (sq == Squares.RED_DEN || sq == Squares.BLUE_DEN || !rat && Squares.isWater(sq)
          || half && Squares.file(sq) > 3) {
        continue;
      }
      out[n++] = sq;
    }
    return java.util.Arrays.copyOf(out, n);
  }

  private static int[] ordinals(int[] set) {
    int[] ord = new int[Squares.COUNT];
    java.util.Arrays.fill(ord, -1);
    for (int i = 0; i < set.length; i++) {
      ord[set[i]] = i;
    }
    return ord;
  }

  /**
   * Reads a name such as {@code LRvE}.
   *
   * @param name Red's letters, {@code v}, Blue's letters (any case, any order, no repeats)
   * @return the material, or what is wrong with the name (subject {@code material})
   */
  public static Either<InvalidInput, TablebaseMaterial> parse(String name) {
    if (name == null) {
      return bad("material name is missing");
    }
    String[] parts = name.strip().toUpperCase(java.util.Locale.ROOT).split("V", -1);
    if (parts.length != 2 || parts[0].isEmpty() || parts[1].isEmpty()) {
      return bad("material '" + name + "' must be Red's letters, 'v', Blue's letters,"
          + " like LRvE");
    }
    int[] sets = new int[2];
    for (int s = 0; s < 2; s++) {
      for (char c : parts[s].toCharArray()) {
        var piece = Piece.ofLetter(c);
        if (piece.isEmpty()) {
          return bad("material '" + name + "': unknown animal letter '" + c
              + "' (letters are E L T P W D C R)");
        }
        int bit = 1 << piece.get().ordinal();
        if ((sets[s] & bit) != 0) {
          return bad("material '" + name + "': a side has one " + piece.get().title());
        }
        sets[s] |= bit;
      }
    }
    return Either.right(new TablebaseMaterial(sets[0], sets[1]));
  }

  private static Either<InvalidInput, TablebaseMaterial> bad(String message) {
    return Either.left(InvalidInput.of("material", message));
  }

  /**
   * Every material with {@code pieces} animals in all, each side with at least one.
   *
   * @param pieces 2 or more
   * @return the materials, in a fixed order
   */
  public static List<TablebaseMaterial> withPieces(int pieces) {
    java.util.List<TablebaseMaterial> out = new java.util.ArrayList<>();
    for (int r = 1; r < 256; r++) {
      for (int b = 1; b < 256; b++) {
        if (Integer.bitCount(r) + Integer.bitCount(b) == pieces) {
          out.add(new TablebaseMaterial(r, b));
        }
      }
    }
    return List.ofAll(out);
  }

  /**
   * The name, such as {@code LRvE}.
   *
   * @return Red's letters, {@code v}, Blue's letters, strongest first
   */
  public String name() {
    return letters(red) + "v" + letters(blue);
  }

  private static String letters(int set) {
    StringBuilder sb = new StringBuilder();
    for (char c : ORDER.toCharArray()) {
      if ((set >>> Piece.ofLetter(c).get().ordinal() & 1) != 0) {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * A random position of these animals that is not over: each animal on a square drawn uniformly
   * until the animals stand apart and the rules accept the position (no animal in water it may
   * not enter, none in its own den), the side to move drawn too. For tests and measurements over
   * a material's positions.
   *
   * @param rules the rules the position is played under
   * @param random the generator
   * @return the position
   */
  public JungleState randomPosition(JungleRules rules, java.util.random.RandomGenerator random) {
    int[] animals = new int[pieces()];
    int n = 0;
    for (int side = 0; side < 2; side++) {
      for (char c : letters(side == 0 ? red : blue).toCharArray()) {
        animals[n++] = side * 8 + Piece.ofLetter(c).get().ordinal();
      }
    }
    int[] squareOf = new int[16];
    char[] text = new char[80];
    while (true) {
      java.util.Arrays.fill(squareOf, -1);
      long taken = 0;
      for (int animal : animals) {
        int sq = random.nextInt(Squares.COUNT);
        taken |= 1L << sq;
        squareOf[animal] = sq;
      }
      if (Long.bitCount(taken) < animals.length) {
        continue;
      }
      // Through the notation, so that the rules check the placement as for any position given.
      int length = TablebaseGenerator.text(squareOf, random.nextBoolean(), text);
      var s = rules.position(new String(text, 0, length));
      if (s.isRight() && !s.get().isTerminal()) {
        return s.get();
      }
    }
  }

  /**
   * The number of animals.
   *
   * @return both sides' animals
   */
  public int pieces() {
    return Integer.bitCount(red) + Integer.bitCount(blue);
  }

  /**
   * The same animals with the colours swapped: the table where a position of this material with
   * Blue to move is found, turned by 180°.
   *
   * @return Blue's animals as Red's and Red's as Blue's
   */
  public TablebaseMaterial swapped() {
    return new TablebaseMaterial(blue, red);
  }

  /**
   * The material after one animal is taken.
   *
   * @param side the side losing it
   * @param piece the animal
   * @return the smaller material
   * @throws IllegalArgumentException if that side does not have it or it was its last
   */
  public TablebaseMaterial without(Side side, Piece piece) {
    int bit = 1 << piece.ordinal();
    return side == Side.RED ? new TablebaseMaterial(red & ~bit, blue)
        : new TablebaseMaterial(red, blue & ~bit);
  }

  /**
   * The table's pieces in index order: non-Rats first (Red's, then Blue's, strongest first), the
   * Rats last (Red's, then Blue's), each as {@code side * 8 + piece ordinal}.
   *
   * @return one entry a piece (a shared array: do not change it)
   */
  int[] order() {
    return order(red, blue);
  }

  /** {@link #order()} of every material of at most five animals, made once. */
  private static final int[][] ORDERS = new int[1 << 16][];

  static {
    for (int r = 1; r < 256; r++) {
      for (int b = 1; b < 256; b++) {
        if (Integer.bitCount(r) + Integer.bitCount(b) <= 5) {
          ORDERS[r << 8 | b] = makeOrder(r, b);
        }
      }
    }
  }

  /** {@link #order()} of a material given by its two sets (shared: do not change it). */
  static int[] order(int red, int blue) {
    int[] cached = ORDERS[red << 8 | blue];
    return cached != null ? cached : makeOrder(red, blue);
  }

  private static int[] makeOrder(int red, int blue) {
    int[] out = new int[Integer.bitCount(red) + Integer.bitCount(blue)];
    int n = 0;
    for (int side = 0; side < 2; side++) {
      int set = side == 0 ? red : blue;
      for (int p = 7; p >= 1; p--) {
        if ((set >>> p & 1) != 0) {
          out[n++] = side * 8 + p;
        }
      }
    }
    for (int side = 0; side < 2; side++) {
      if (((side == 0 ? red : blue) & 1) != 0) {
        out[n++] = side * 8;
      }
    }
    return out;
  }

  /**
   * The number of entries of the table.
   *
   * @return the product of each piece's free squares
   * @throws ArithmeticException beyond {@code int} range (more than five animals)
   */
  public int size() {
    int[] order = order();
    long size = 1;
    for (int k = 0; k < order.length; k++) {
      boolean rat = (order[k] & 7) == 0;
      int n = k == 0 ? (rat ? ANY_HALF : LAND_HALF).length : (rat ? ANY : LAND).length - k;
      size *= n;
    }
    return Math.toIntExact(size);
  }

  /**
   * The index of a placement, in {@link #order()}, already mirrored so that the first piece is on
   * files a to d.
   *
   * @param order the pieces ({@link #order()})
   * @param squares each piece's square
   * @return the index, or -1 when a piece may not stand there (a den, water, file e to g first)
   */
  static int index(int[] order, int[] squares) {
    int idx = 0;
    for (int k = 0; k < order.length; k++) {
      boolean rat = (order[k] & 7) == 0;
      int sq = squares[k];
      int r = k == 0 ? (rat ? ANY_HALF_ORD : LAND_HALF_ORD)[sq] : (rat ? ANY_ORD : LAND_ORD)[sq];
      if (r < 0) {
        return -1;
      }
      for (int j = 0; j < k; j++) {
        if (squares[j] == sq) {
          return -1;
        }
        if (squares[j] < sq) {
          r--;
        }
      }
      int n = k == 0 ? (rat ? ANY_HALF : LAND_HALF).length : (rat ? ANY : LAND).length - k;
      idx = idx * n + r;
    }
    return idx;
  }

  /**
   * The first piece's square of an index, without unranking the rest: the generator and the
   * counts need only its file.
   *
   * @param order the pieces ({@link #order()})
   * @param index 0 to {@link #size()} - 1
   * @return the square of {@code order[0]}
   */
  static int firstSquare(int[] order, int index) {
    int stride = 1;
    for (int k = 1; k < order.length; k++) {
      stride *= ((order[k] & 7) == 0 ? ANY : LAND).length - k;
    }
    return ((order[0] & 7) == 0 ? ANY_HALF : LAND_HALF)[index / stride];
  }

  /**
   * The placement of an index: the inverse of {@link #index(int[], int[])}.
   *
   * @param order the pieces
   * @param index 0 to {@link #size()} - 1
   * @param squares receives each piece's square
   */
  static void squares(int[] order, int index, int[] squares) {
    squares(order, index, squares, new int[16]);
  }

  /**
   * {@link #squares(int[], int, int[])} with a scratch array of 16 ints, for the generator, which
   * unranks every entry: the digits go to its first half, the held squares' ranks to its second.
   */
  static void squares(int[] order, int index, int[] squares, int[] scratch) {
    int rest = index;
    for (int k = order.length - 1; k >= 0; k--) {
      boolean rat = (order[k] & 7) == 0;
      int n = k == 0 ? (rat ? ANY_HALF : LAND_HALF).length : (rat ? ANY : LAND).length - k;
      scratch[k] = rest % n;
      rest /= n;
    }
    for (int k = 0; k < order.length; k++) {
      boolean rat = (order[k] & 7) == 0;
      if (k == 0) {
        squares[0] = (rat ? ANY_HALF : LAND_HALF)[scratch[0]];
        continue;
      }
      int[] set = rat ? ANY : LAND;
      int[] ord = rat ? ANY_ORD : LAND_ORD;
      // The digit counts the free squares: step over the held ones at or below it, lowest first.
      for (int j = 0; j < k; j++) {
        int r = ord[squares[j]];
        int at = 8 + j;
        while (at > 8 && scratch[at - 1] > r) {
          scratch[at] = scratch[at - 1];
          at--;
        }
        scratch[at] = r;
      }
      int c = scratch[k];
      for (int j = 0; j < k && scratch[8 + j] <= c; j++) {
        c++;
      }
      squares[k] = set[c];
    }
  }

  @Override
  public String toString() {
    return name();
  }
}
