package dev.tabletop.domino;

/**
 * Whether blanks are free (ô trống thành ô tự do), and where: the {@code blankWild} flag of
 * {@code rules/domino.md}.
 */
public enum BlankWild {
  /** Blanks are ordinary numbers (the default). */
  OFF,
  /**
   * An open end showing a blank is free: any tile may be attached to it, either half touching; a
   * blank in hand is ordinary (the page: "biến ô như vậy thành ô tự do", the blank end on the
   * table).
   */
  TABLE,
  /** As {@link #TABLE}, and in addition a blank half in hand matches any end (a house rule). */
  ANYWHERE;

  /**
   * Whether a half may touch an end under this rule.
   *
   * @param half the touching half, 0..6
   * @param end the open end, 0..6
   * @return {@code true} when the placement joins
   */
  public boolean joins(int half, int end) {
    return half == end || (this != OFF && end == 0) || (this == ANYWHERE && half == 0);
  }
}
