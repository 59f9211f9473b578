package dev.tabletop.core;

import java.util.Objects;

/**
 * A move refused by a validating entry point ({@link GameState#play(int)}, {@link
 * GameState#parseMove(String)}, {@link GameHistory#play(String)}): either its text does not read
 * as a move of the game ({@link Kind#UNREADABLE}), or it reads but is not legal where it was
 * played ({@link Kind#ILLEGAL}), with the rule that forbids it.
 *
 * @param kind whether the move could not be read or is not legal
 * @param text the move as it was sent: its text, or the code in decimal when a code was sent
 * @param move the move's code as sent or read, or {@code -1} when the text did not read as a move
 * @param reason why it was refused, as a sentence a player can read
 */
public record IllegalMove(Kind kind, String text, int move, String reason) implements Refusal {

  /** Which check a move failed. */
  public enum Kind {
    /** The text is not a move of this game at all (syntax, an unknown square, a bad tile). */
    UNREADABLE,
    /** The move reads, but the rules do not allow it here (or the game is over). */
    ILLEGAL
  }

  /**
   * Creates the refusal.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if an unreadable move carries a code other than -1
   */
  public IllegalMove {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(reason, "reason");
    if (kind == Kind.UNREADABLE && move != -1) {
      throw new IllegalArgumentException("an unreadable move has code -1, was " + move);
    }
  }

  /**
   * A code that is not legal here.
   *
   * @param move the refused code
   * @param reason the rule that forbids it
   */
  public IllegalMove(int move, String reason) {
    this(Kind.ILLEGAL, Integer.toString(move), move, reason);
  }

  /**
   * Text that reads as a move, refused by the rules.
   *
   * @param text the text sent
   * @param move the code it reads as
   * @param reason the rule that forbids it
   * @return the refusal
   */
  public static IllegalMove illegal(String text, int move, String reason) {
    return new IllegalMove(Kind.ILLEGAL, text, move, reason);
  }

  /**
   * Text that does not read as a move of the game.
   *
   * @param text the text sent ({@code "null"} for a null reference)
   * @param reason what is wrong with it
   * @return the refusal
   */
  public static IllegalMove unreadable(String text, String reason) {
    return new IllegalMove(Kind.UNREADABLE, String.valueOf(text), -1, reason);
  }

  /**
   * Whether the move was read but is against the rules.
   *
   * @return {@code true} for {@link Kind#ILLEGAL}
   */
  public boolean isIllegal() {
    return kind == Kind.ILLEGAL;
  }

  @Override
  public String message() {
    return (kind == Kind.UNREADABLE ? "unreadable move '" : "illegal move '") + text + "': " + reason;
  }

  @Override
  public String toString() {
    return message();
  }
}
