package dev.tabletop.ludo;

import java.util.Locale;

/**
 * Which way the turn goes round the table: the {@code turnOrder} flag. Seed 003 lets the table fix
 * either direction for the whole game ("bên trái hoặc phải nhưng lượt đi này cố định suốt cuộc
 * chơi"). With two players both directions are the same game, and the flag is always {@link
 * #ASCENDING}.
 */
public enum TurnOrder {
  /** To the next playing seat in increasing order, 0, 1, 2, 3, 0, … (the default). */
  ASCENDING,
  /** To the next playing seat in decreasing order, 0, 3, 2, 1, 0, …. */
  DESCENDING;

  /**
   * The value as the spec writes it.
   *
   * @return {@code ascending} or {@code descending}
   */
  public String specValue() {
    return name().toLowerCase(Locale.ROOT);
  }
}
