package dev.tabletop.ludo;

import io.vavr.collection.List;

/**
 * A roll of the dice (gieo xúc xắc) as a value: the outcome of a chance node. One die is one face
 * 1..6, each with weight 1 of 6; two dice are an unordered pair, the lower face first, a double
 * with weight 1 of 36 and any other pair with weight 2 of 36 (it can fall two ways). {@link
 * #code()} is the chance outcome code of {@link LudoMove#rollCode(int)}; {@link #toString()} is
 * its move text, such as {@code roll 6} or {@code roll 3,5}, which {@link
 * LudoState#parseMove(String)} reads back.
 *
 * @param faces one face, or two faces with the lower first
 */
public record Roll(List<Integer> faces) {

  /**
   * Checks the faces.
   *
   * @throws IllegalArgumentException if there are not one or two faces, a face is not 1..6, or
   *     two faces are not lower first
   * @throws NullPointerException if the faces or one of them is null
   */
  public Roll {
    java.util.Objects.requireNonNull(faces, "faces");
    if (faces.isEmpty() || faces.size() > 2) {
      throw new IllegalArgumentException("a roll is one die or two, not " + faces.size());
    }
    for (Integer f : faces) {
      LudoMove.rollCode(java.util.Objects.requireNonNull(f, "face"));
    }
    if (faces.size() == 2 && faces.get(0) > faces.get(1)) {
      throw new IllegalArgumentException("two faces are given lower first, not " + faces.get(0)
          + "," + faces.get(1));
    }
  }

  /**
   * A roll of one die.
   *
   * @param face 1..6
   * @return the roll
   * @throws IllegalArgumentException if the face is not 1..6
   */
  public static Roll of(int face) {
    return new Roll(List.of(face));
  }

  /**
   * A roll of two dice, in either order.
   *
   * @param a one die, 1..6
   * @param b the other, 1..6
   * @return the roll, lower face first
   * @throws IllegalArgumentException if a face is not 1..6
   */
  public static Roll of(int a, int b) {
    return new Roll(List.of(Math.min(a, b), Math.max(a, b)));
  }

  /** The roll an outcome code stands for under rules rolling the given number of dice. */
  static Roll ofCode(int dice, int code) {
    return dice == 1 ? of(code) : of(code >>> 3, code & 7);
  }

  /**
   * Whether the two dice show the same face (đôi).
   *
   * @return {@code true} for a double; {@code false} for one die
   */
  public boolean isDouble() {
    return faces.size() == 2 && faces.get(0).equals(faces.get(1));
  }

  /**
   * The number of cells the roll counts as a whole: the face, or the sum of two.
   *
   * @return 1..12
   */
  public int total() {
    return faces.sum().intValue();
  }

  /**
   * How many of the {@link #outOf()} equally likely throws give this roll.
   *
   * @return 1 for one die or a double, 2 for two different faces
   */
  public int weight() {
    return faces.size() == 2 && !isDouble() ? 2 : 1;
  }

  /**
   * The number of equally likely throws: 6 for one die, 36 for two.
   *
   * @return 6 or 36
   */
  public int outOf() {
    return faces.size() == 1 ? 6 : 36;
  }

  /**
   * The chance outcome code: the face for one die, {@code 8a + b} for two.
   *
   * @return the code, as in {@link LudoMove#rollCode(int, int)}
   */
  public int code() {
    return faces.size() == 1 ? faces.get(0) : 8 * faces.get(0) + faces.get(1);
  }

  /** The move text: {@code roll 6}, or {@code roll 3,5} for two dice. */
  @Override
  public String toString() {
    return "roll " + faces.mkString(",");
  }
}
