package dev.tabletop.domino;

/** What a blocked round (triệt) does when the lowest count is shared: the {@code ties} flag. */
public enum Ties {
  /** The rules file's tie-breaks: fewer tiles, then seat order after the last player (default). */
  BREAK,
  /**
   * The round scores 0 for everyone (as abw333/dominoes and OpenSpiel do); the seat the
   * tie-breaks put first still leads the next round.
   */
  VOID
}
