package dev.tabletop.json;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * A move sent by a client, as a {@code move} message carries it: the move as text in the game's
 * notation or as its code (exactly one of the two), the move number it was chosen at, and the
 * seat token that authorises it.
 *
 * <pre>{@code {"type":"move","ply":12,"move":"a3a4","token":"k3J..."}}</pre>
 *
 * @param ply the move number of the position the move was chosen in ({@code ply} of the view),
 *     if given
 * @param text the move in the game's notation, such as {@code a3a4}, {@code move 2 by 5} or
 *     {@code 6:4 left}
 * @param code the move's code, when sent as a number
 * @param token the seat token, when the message carries it
 */
public record MoveMessage(Option<Integer> ply, Option<String> text, Option<Integer> code,
    Option<String> token) {

  /**
   * Checks that the move is given one way.
   *
   * @throws NullPointerException if a field is null
   * @throws IllegalArgumentException unless exactly one of text and code is given, or if the ply
   *     is negative
   */
  public MoveMessage {
    Objects.requireNonNull(ply, "ply");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(token, "token");
    if (text.isDefined() == code.isDefined()) {
      throw new IllegalArgumentException("a move is given as text or as a code, exactly one");
    }
    if (ply.isDefined() && ply.get() < 0) {
      throw new IllegalArgumentException("a move number is 0 or more, was " + ply.get());
    }
  }

  /**
   * A move as text, with its move number.
   *
   * @param ply the move number
   * @param text the move in notation
   * @return the message
   */
  public static MoveMessage text(int ply, String text) {
    return new MoveMessage(Option.some(ply), Option.some(text), Option.none(), Option.none());
  }

  /**
   * A move as a code, with its move number.
   *
   * @param ply the move number
   * @param code the move's code
   * @return the message
   */
  public static MoveMessage code(int ply, int code) {
    return new MoveMessage(Option.some(ply), Option.none(), Option.some(code), Option.none());
  }

  /**
   * This message carrying a seat token.
   *
   * @param token the seat's token
   * @return a new message
   */
  public MoveMessage withToken(String token) {
    return new MoveMessage(ply, text, code, Option.some(token));
  }

  /** The move as sent, for refusals: the text, or the code in decimal. */
  String shown() {
    return text.getOrElse(() -> String.valueOf(code.get())).strip();
  }
}
