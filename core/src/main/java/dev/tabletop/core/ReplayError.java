package dev.tabletop.core;

import java.util.Objects;

/**
 * Why a game record does not replay: its spec is refused, or one of its steps is.
 *
 * @param ply the 1-based position of the refused step in the record, or 0 for a problem with the
 *     spec itself
 * @param cause the underlying refusal: an {@link InvalidInput} for the spec, an {@link IllegalMove}
 *     for a step
 */
public record ReplayError(int ply, Refusal cause) implements Refusal {

  /**
   * Creates the refusal.
   *
   * @throws NullPointerException if {@code cause} is null
   * @throws IllegalArgumentException if {@code ply} is negative
   */
  public ReplayError {
    Objects.requireNonNull(cause, "cause");
    if (ply < 0) {
      throw new IllegalArgumentException("ply must be 0 or more, was " + ply);
    }
  }

  /**
   * The refused step's code.
   *
   * @return the code of the refused move, or -1 for a spec problem or an unreadable step
   */
  public int code() {
    return cause instanceof IllegalMove m ? m.move() : -1;
  }

  /**
   * What was wrong with the spec or the step, without the ply.
   *
   * @return the cause's reason
   */
  public String reason() {
    return cause instanceof IllegalMove m ? m.reason() : cause.message();
  }

  /**
   * The refusal with its place: {@code bad spec: …}, {@code ply 4, code 0: …} for an illegal
   * code, {@code ply 4: …} for a step that does not read.
   *
   * @return the message
   */
  @Override
  public String message() {
    if (ply == 0) {
      return "bad spec: " + cause.message();
    }
    if (cause instanceof IllegalMove m && m.isIllegal()) {
      return "ply " + ply + ", code " + m.move() + ": " + m.reason();
    }
    return "ply " + ply + ": " + reason();
  }

  @Override
  public String toString() {
    return message();
  }
}
