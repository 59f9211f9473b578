package dev.tabletop.core.svg;

/**
 * Where a square, cell or tile lies in a picture, in the picture's {@code viewBox} units (the
 * same for every size), for user interfaces that place their own marks or click targets on it.
 *
 * @param x left edge
 * @param y top edge
 * @param width width
 * @param height height
 */
public record Box(double x, double y, double width, double height) {
  /**
   * The horizontal centre.
   *
   * @return {@code x + width / 2}
   */
  public double centerX() {
    return x + width / 2;
  }

  /**
   * The vertical centre.
   *
   * @return {@code y + height / 2}
   */
  public double centerY() {
    return y + height / 2;
  }
}
