package dev.tabletop.jungle;

import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.learn.Tensors;
import io.vavr.control.Either;

/**
 * The left-right mirror of Cờ Thú (files a and g swapped, b and f, c and e), for data
 * augmentation: the board, the lakes, the traps, the dens and every rule are symmetric under it,
 * so a position's mirror image plays exactly as the position does with each move mirrored. The
 * mirror maps observations ({@link JungleObserver}), actions ({@link JungleActions}), policy
 * vectors and masks to their images; it is its own inverse.
 *
 * <p>The mirror commutes with the observer's 180° turn for Blue, so it applies to observations and
 * actions of either side alike: {@code mirrorObservation(observe(s))} is {@code
 * observe(mirror(s))}, and the mask of {@code mirror(s)} is the mirrored mask of {@code s}.
 */
public final class JungleSymmetry {
  /** The image of each action. */
  private static final int[] ACTION_IMAGE = new int[JungleActions.SIZE];

  static {
    for (int a = 0; a < JungleActions.SIZE; a++) {
      int plane = a / Squares.COUNT;
      int dir = plane % 4;
      // Right and left swap; forward and back stay.
      int mirrored = dir == 1 ? 3 : dir == 3 ? 1 : dir;
      ACTION_IMAGE[a] = (plane / 4 * 4 + mirrored) * Squares.COUNT
          + mirrorSquare(a % Squares.COUNT);
    }
  }

  private JungleSymmetry() {}

  /**
   * A square's mirror image: same rank, file {@code 6 - file}.
   *
   * @param square 0 to 62
   * @return the mirrored square
   * @throws IllegalArgumentException if the index is not a square
   */
  public static int mirrorSquare(int square) {
    Squares.checkSquare(square);
    return Squares.of(Squares.FILES - 1 - Squares.file(square), Squares.rank(square));
  }

  /**
   * An action's mirror image.
   *
   * @param action 0 to {@link JungleActions#SIZE} - 1
   * @return the action of the mirrored move
   * @throws IllegalArgumentException if the index is out of range
   */
  public static int mirrorAction(int action) {
    if (action < 0 || action >= JungleActions.SIZE) {
      throw new IllegalArgumentException("action " + action + " is not an index of the action"
          + " space (0 to " + (JungleActions.SIZE - 1) + ")");
    }
    return ACTION_IMAGE[action];
  }

  /**
   * Writes an observation's mirror image: every plane with its files reversed. The regions may be
   * the same (the observation is mirrored in place); otherwise they must not overlap.
   *
   * @param in the observation
   * @param inOffset where it starts
   * @param out where the image goes
   * @param outOffset where the image starts
   * @throws IndexOutOfBoundsException if a region does not fit in its array (as the learning
   *     API's regions do); nothing is written then
   */
  public static void mirrorObservation(float[] in, int inOffset, float[] out, int outOffset) {
    // Both regions are checked before anything is written, so a bad offset changes nothing.
    Tensors.checkRegion(in.length, inOffset, JungleObserver.SIZE);
    Tensors.checkRegion(out.length, outOffset, JungleObserver.SIZE);
    if (in != out || inOffset != outOffset) {
      System.arraycopy(in, inOffset, out, outOffset, JungleObserver.SIZE);
    }
    for (int row = 0; row < JungleObserver.CHANNELS * Squares.RANKS; row++) {
      int base = outOffset + row * Squares.FILES;
      for (int f = 0; f < Squares.FILES / 2; f++) {
        int g = Squares.FILES - 1 - f;
        float t = out[base + f];
        out[base + f] = out[base + g];
        out[base + g] = t;
      }
    }
  }

  /**
   * Writes a policy vector's mirror image: the value of action {@code a} goes to {@code
   * mirrorAction(a)}. In place when the regions are the same; otherwise they must not overlap.
   *
   * @param in one value per action
   * @param inOffset where it starts
   * @param out where the image goes
   * @param outOffset where the image starts
   * @throws IndexOutOfBoundsException if a region does not fit in its array (as the learning
   *     API's regions do); nothing is written then
   */
  public static void mirrorPolicy(float[] in, int inOffset, float[] out, int outOffset) {
    // Both regions are checked before anything is written, so a bad offset changes nothing.
    Tensors.checkRegion(in.length, inOffset, JungleActions.SIZE);
    Tensors.checkRegion(out.length, outOffset, JungleActions.SIZE);
    if (in != out || inOffset != outOffset) {
      System.arraycopy(in, inOffset, out, outOffset, JungleActions.SIZE);
    }
    for (int a = 0; a < JungleActions.SIZE; a++) {
      int b = ACTION_IMAGE[a];
      if (a < b) {
        float t = out[outOffset + a];
        out[outOffset + a] = out[outOffset + b];
        out[outOffset + b] = t;
      }
    }
  }

  /**
   * Writes a mask's mirror image, as {@link #mirrorPolicy} does for floats.
   *
   * @param in one byte per action
   * @param inOffset where it starts
   * @param out where the image goes
   * @param outOffset where the image starts
   * @throws IndexOutOfBoundsException if a region does not fit in its array (as the learning
   *     API's regions do); nothing is written then
   */
  public static void mirrorMask(byte[] in, int inOffset, byte[] out, int outOffset) {
    // Both regions are checked before anything is written, so a bad offset changes nothing.
    Tensors.checkRegion(in.length, inOffset, JungleActions.SIZE);
    Tensors.checkRegion(out.length, outOffset, JungleActions.SIZE);
    if (in != out || inOffset != outOffset) {
      System.arraycopy(in, inOffset, out, outOffset, JungleActions.SIZE);
    }
    for (int a = 0; a < JungleActions.SIZE; a++) {
      int b = ACTION_IMAGE[a];
      if (a < b) {
        byte t = out[outOffset + a];
        out[outOffset + a] = out[outOffset + b];
        out[outOffset + b] = t;
      }
    }
  }

  /**
   * A position's mirror image, under the same rules and with the same side to move. Off the hot
   * path: it goes through the position's text.
   *
   * @param state the position
   * @return the mirrored position
   */
  public static JungleState mirror(JungleState state) {
    String[] parts = state.toString().split(" ");
    String[] ranks = parts[0].split("/");
    StringBuilder sb = new StringBuilder(64);
    for (int i = 0; i < ranks.length; i++) {
      if (i > 0) {
        sb.append('/');
      }
      sb.append(new StringBuilder(ranks[i]).reverse());
    }
    Either<InvalidInput, JungleState> image = state.game().position(sb + " " + parts[1]);
    return image.getOrElseThrow(refusal -> new IllegalStateException(
        "the mirror of a position must read back: " + refusal.message()));
  }
}
