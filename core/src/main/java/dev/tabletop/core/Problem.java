package dev.tabletop.core;

import java.util.Objects;

/**
 * One thing wrong with a piece of text: a message and, where it helps, where it is.
 *
 * @param message what is wrong, in the game's terms
 * @param offset the 0-based character index in the input where the problem starts, or {@code -1}
 *     when no single place is to blame
 */
public record Problem(String message, int offset) {

  /**
   * Creates a problem.
   *
   * @throws NullPointerException if {@code message} is null
   * @throws IllegalArgumentException if {@code offset} is below -1
   */
  public Problem {
    Objects.requireNonNull(message, "message");
    if (offset < -1) {
      throw new IllegalArgumentException("offset must be -1 or more, was " + offset);
    }
  }

  /**
   * A problem with no location.
   *
   * @param message what is wrong
   * @return the problem
   */
  public static Problem of(String message) {
    return new Problem(message, -1);
  }

  @Override
  public String toString() {
    return offset < 0 ? message : message + " (at " + offset + ")";
  }
}
