package dev.tabletop.server;

import dev.tabletop.core.Refusal;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why the server refused a request: a code a program can switch on, a sentence a person can read,
 * and, for a refused move, the library's own refusal. A rejected request changes nothing.
 *
 * @param code one of the constants of this record, such as {@link #STALE_MOVE}
 * @param message what was wrong
 * @param refusal the library's refusal behind it (an illegal or unreadable move), if any
 */
public record Rejection(String code, String message, Option<Refusal> refusal) {
  /** The message is not JSON, or not one of the protocol's messages. */
  public static final String MALFORMED = "malformed";
  /** The message is larger than the server accepts. */
  public static final String TOO_LARGE = "too-large";
  /** The connection sends faster than the server accepts. */
  public static final String RATE_LIMITED = "rate-limited";
  /** No table has that id. */
  public static final String UNKNOWN_TABLE = "unknown-table";
  /** The seat number is not a seat of the table. */
  public static final String UNKNOWN_SEAT = "unknown-seat";
  /** The token is not the seat's. */
  public static final String BAD_TOKEN = "bad-token";
  /** The seat is a computer's or has been joined already. */
  public static final String SEAT_TAKEN = "seat-taken";
  /** The table waits for people to join its open seats. */
  public static final String NOT_STARTED = "not-started";
  /** The game is over. */
  public static final String GAME_OVER = "game-over";
  /** The move was computed for another move number than the table's. */
  public static final String STALE_MOVE = "stale-move";
  /** Another seat is to move. */
  public static final String NOT_YOUR_TURN = "not-your-turn";
  /** The move does not read as a move of the game. */
  public static final String UNREADABLE_MOVE = "unreadable-move";
  /** The move reads but the rules do not allow it here. */
  public static final String ILLEGAL_MOVE = "illegal-move";
  /** The seat to move ran out of time before the move came. */
  public static final String TIME_OUT = "time-out";
  /** The request to create a table is not valid (spec, clock or seats). */
  public static final String BAD_TABLE = "bad-table";
  /** The server holds as many tables as it is allowed to. */
  public static final String FULL = "full";
  /** The record of a game with hidden hands is published only when the game is over. */
  public static final String HIDDEN = "hidden";
  /** The database refused the write: nothing was stored, nothing changed. */
  public static final String STORAGE = "storage";
  /** No such address under {@code /api/}. */
  public static final String NOT_FOUND = "not-found";
  /** The address does not take this method. */
  public static final String NOT_ALLOWED = "not-allowed";
  /** The server failed before the API read the request. */
  public static final String SERVER_ERROR = "server-error";
  /** A draw offer that does not fit: not two people at Cờ Thú, none waits, or one waits already. */
  public static final String NO_DRAW_OFFER = "no-draw-offer";
  /**
   * A takeback that does not fit: another person sits at the table, the game is Domino or timed,
   * or the seat has made no move to take back.
   */
  public static final String NO_TAKEBACK = "no-takeback";

  /**
   * Checks the values.
   *
   * @throws NullPointerException if a value is null
   */
  public Rejection {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(refusal, "refusal");
  }

  /**
   * A rejection with no refusal behind it.
   *
   * @param code the code
   * @param message the sentence
   * @return the rejection
   */
  public static Rejection of(String code, String message) {
    return new Rejection(code, message, Option.none());
  }
}
