package dev.tabletop.core;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * One thing wrong with a piece of text: a message and, where it helps, where it is.
 *
 * @param message what is wrong, in the game's terms
 * @param offset the 0-based character index in the input where the problem starts, or {@code -1}
 *     when no single place is to blame
 * @param pointer for a JSON document, the RFC 6901 JSON pointer of the value at fault ({@code ""}
 *     for the whole document, {@code /codes/3}, {@code /a~1b} for the key {@code a/b}); none for
 *     text that is not JSON. Kept as a field, not only in the message, so that any key (one with
 *     a space or {@code ": "} in it) reads back exactly.
 */
public record Problem(String message, int offset, Option<String> pointer) {

  /**
   * Creates a problem.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code offset} is below -1, or the pointer is not an RFC
   *     6901 JSON pointer (empty, or {@code /} before each reference token, {@code ~} only in
   *     {@code ~0} and {@code ~1})
   */
  public Problem {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(pointer, "pointer");
    if (offset < -1) {
      throw new IllegalArgumentException("offset must be -1 or more, was " + offset);
    }
    if (pointer.isDefined() && !isJsonPointer(pointer.get())) {
      throw new IllegalArgumentException("not a JSON pointer: '" + pointer.get() + "'");
    }
  }

  /**
   * A problem in text that is not JSON, so without a pointer.
   *
   * @param message what is wrong
   * @param offset the 0-based character index where it starts, or {@code -1}
   * @throws NullPointerException if {@code message} is null
   * @throws IllegalArgumentException if {@code offset} is below -1
   */
  public Problem(String message, int offset) {
    this(message, offset, Option.none());
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

  /**
   * Whether a string is a JSON pointer by RFC 6901: empty (the whole document), or each reference
   * token after a {@code /}, with {@code ~} only as the escapes {@code ~0} ({@code ~}) and {@code
   * ~1} ({@code /}).
   *
   * @param pointer the string
   * @return whether it is a JSON pointer
   * @throws NullPointerException if {@code pointer} is null
   */
  public static boolean isJsonPointer(String pointer) {
    if (!pointer.isEmpty() && pointer.charAt(0) != '/') {
      return false;
    }
    for (int i = 0; i < pointer.length(); i++) {
      if (pointer.charAt(i) == '~') {
        if (i + 1 >= pointer.length() || (pointer.charAt(i + 1) != '0'
            && pointer.charAt(i + 1) != '1')) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return offset < 0 ? message : message + " (at " + offset + ")";
  }
}
