package dev.tabletop.jungle;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * A move described in the game's terms, next to its int {@linkplain #code() code}.
 *
 * <p>Move code layout (stable; records depend on it): bits 11..6 hold the from-square index, bits
 * 5..0 the to-square index ({@code code = from * 64 + to}, 0 to 4095; see {@link Squares} for
 * indexes). Generating pieces by ascending from-square and targets by ascending to-square gives
 * ascending codes.
 *
 * @param side the side that moves
 * @param piece the moving animal
 * @param from the square it leaves
 * @param to the square it reaches
 * @param captured the enemy animal taken on {@code to}, if any
 * @param jump whether the Lion or Tiger jumps across a lake
 */
public record JungleMove(Side side, Piece piece, int from, int to, Option<Piece> captured,
    boolean jump) {

  /**
   * Creates a move description.
   *
   * @throws NullPointerException if an object argument is null
   * @throws IllegalArgumentException if a square index is not on the board
   */
  public JungleMove {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(piece, "piece");
    Objects.requireNonNull(captured, "captured");
    if (!Squares.isSquare(from) || !Squares.isSquare(to)) {
      throw new IllegalArgumentException("squares must be 0..62, were " + from + " and " + to);
    }
  }

  /**
   * The code of a move between two squares.
   *
   * @param from the from-square index
   * @param to the to-square index
   * @return {@code from * 64 + to}
   */
  public static int code(int from, int to) {
    return from << 6 | to;
  }

  /**
   * The from-square of a code.
   *
   * @param code a move code
   * @return bits 11..6
   */
  public static int from(int code) {
    return code >>> 6 & 63;
  }

  /**
   * The to-square of a code.
   *
   * @param code a move code
   * @return bits 5..0
   */
  public static int to(int code) {
    return code & 63;
  }

  /**
   * This move's int code.
   *
   * @return {@code from * 64 + to}
   */
  public int code() {
    return code(from, to);
  }

  /**
   * The move in notation.
   *
   * @return from-square then to-square, such as {@code a3a4} or {@code d5a5}
   */
  public String text() {
    return Squares.name(from) + Squares.name(to);
  }

  /**
   * A sentence for people, such as {@code Red Lion d5a5 (jump), takes the Rat}.
   *
   * @return the description
   */
  public String describe() {
    return side.title() + " " + piece.title() + " " + text() + (jump ? " (jump)" : "")
        + captured.map(p -> ", takes the " + p.title()).getOrElse("");
  }

  /**
   * The notation.
   *
   * @return the same as {@link #text()}
   */
  @Override
  public String toString() {
    return text();
  }
}
