package dev.tabletop.ludo;

/**
 * When a game of Cờ Cá Ngựa ends: the {@code playUntil} flag.
 */
public enum PlayUntil {
  /**
   * Play on until every place is decided: finishers take 1st, 2nd, 3rd in order and the last
   * player left takes the last place (seed 000, the default).
   */
  ALL,
  /** Stop at the first player to finish, who wins; nobody else is placed. */
  FIRST;

  /**
   * The value as the spec writes it.
   *
   * @return {@code all} or {@code first}
   */
  public String specValue() {
    return this == ALL ? "all" : "first";
  }
}
