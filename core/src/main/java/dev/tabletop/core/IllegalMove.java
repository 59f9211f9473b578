package dev.tabletop.core;

/**
 * A move refused by a validating entry point, with the reason in the game's own terms.
 *
 * @param move the refused code
 * @param reason why it is not legal, as a sentence a player can read
 */
public record IllegalMove(int move, String reason) {
  /**
   * Creates the refusal.
   *
   * @throws NullPointerException if {@code reason} is null
   */
  public IllegalMove {
    java.util.Objects.requireNonNull(reason, "reason");
  }

  @Override
  public String toString() {
    return "illegal move " + move + ": " + reason;
  }
}
