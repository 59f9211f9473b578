package dev.tabletop.ludo;

import java.util.Locale;

/**
 * How a roll of two dice is spent: the {@code diceUse} flag. With one die there is nothing to
 * choose and the flag is always {@link #ONE}.
 */
public enum DiceUse {
  /** One action using die a, die b or their sum a+b as the number of cells (the default). */
  ONE,
  /**
   * One action using the sum a+b on the ring: seed 003's "no more and no fewer than the result"
   * (không di chuyển nhiều hay ít hơn kết quả). A move that lands on the horse's own door, enters
   * the home column or climbs in it may use die a alone, die b alone or a+b (seed 003 climbs by a
   * single face: "vào ô số 2 nếu kết quả tung là 'hai'"), so a horse one cell before its door steps
   * onto it with a die showing 1.
   */
  SUM,
  /**
   * Both dice are played one after the other, by one horse or by two, in either order; a die that
   * cannot be used is lost, and when some order lets both dice be used the player must use both.
   * Each die is one action (one move code), so a turn has two actions.
   */
  EACH;

  /**
   * The value as the spec writes it.
   *
   * @return {@code one}, {@code sum} or {@code each}
   */
  public String specValue() {
    return name().toLowerCase(Locale.ROOT);
  }
}
