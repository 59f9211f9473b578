package dev.tabletop.core;

/**
 * Why a game record does not replay.
 *
 * @param ply the 1-based position of the refused code in the record, or 0 for a problem with the
 *     spec itself
 * @param code the refused code (0 when {@code ply} is 0)
 * @param reason what was wrong, in the game's terms
 */
public record ReplayError(int ply, int code, String reason) {
  @Override
  public String toString() {
    return ply == 0 ? reason : "ply " + ply + ", code " + code + ": " + reason;
  }
}
