package dev.tabletop.ludo;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;

/**
 * A move of Cờ Cá Ngựa as a value: what kind of action, which horse, which die. It is the typed
 * twin of the int move code, which it converts to and from ({@link #code()}, {@link
 * #decode(int)}).
 *
 * <p>The move-code layout (stable; game records depend on it):
 *
 * <pre>
 *   bits 0-1  die: 0 = the die (two dice: the lower one, a), 1 = the higher die b, 2 = a+b
 *   bits 2-4  kind: 0 pass, 1 enter, 2 move forward, 3 enter the home column, 4 climb,
 *             5 one-roll jump, 6 kick back
 *   bits 5-6  horse 0..3
 * </pre>
 *
 * A pass is code 0. Jump and pass carry die 0; so does enter, which uses the whole roll, except
 * under {@code diceUse=each}, where each die is one action and an action names the die it plays:
 * enter carries the die showing the entry face (die 1, b, when it is the higher die: codes
 * {@code 32h + 5}, the only codes added for that flag), the jump the die showing 1 (always a), and
 * on a double, whose dice are alike, every action carries die 0. Under {@code diceUse=sum} a move
 * on the ring and a kick back carry die 2, the sum; a move onto the horse's own door, a home entry
 * and a climb carry the die they use, 0, 1 or 2, as under {@code diceUse=one}. A chance outcome (a roll) is coded apart: one die is its face 1..6, two dice {@code
 * 8a + b} with {@code a <= b}.
 *
 * <p>A move prints as its move text ({@link #toString()}), which {@link
 * LudoState#parseMove(String)} reads back. The text of most actions names the number the die
 * shows ({@code move 2 by 6}), which the code does not hold: a move taken from a position ({@link
 * LudoState#move(int)}, {@link LudoState#moves()}) carries it as {@link #steps()}; one decoded
 * from its code alone ({@link #decode(int)}) has steps 0 and prints the die instead ({@code move
 * 2 by die A}), which is not move text.
 *
 * @param kind the action
 * @param horse the horse 0..3 (0 for a pass)
 * @param die which die or the sum the action uses
 * @param steps the number the die (or the sum) shows in the position the move is played from:
 *     the cells of a move or a kick back, the home cell reached by a home entry or a climb, the
 *     face of an enter by one die; 0 for a pass, a jump, an enter by the whole roll, or when not
 *     known
 */
public record LudoMove(Kind kind, int horse, Die die, int steps) {
  /** The code of a pass. */
  public static final int PASS = 0;

  static final int ENTER = 1;
  static final int FORWARD = 2;
  static final int HOME = 3;
  static final int CLIMB = 4;
  static final int JUMP = 5;
  static final int BACK = 6;

  /** The kinds of action, in code order. */
  public enum Kind {
    /** Pass: take no action for this roll (bỏ lượt). */
    PASS,
    /** Enter (xuất quân): bring the lowest-numbered stable horse onto the start cell. */
    ENTER,
    /** Move a horse on the ring forward exactly d cells. */
    MOVE,
    /** Enter the home column (vào chuồng): from the own door to home cell d. */
    HOME,
    /** Climb inside the home column from cell k to k+1, with exactly k+1. */
    CLIMB,
    /** The one-roll jump: on a 1, fly to the next door cell ahead. */
    JUMP,
    /** Kick back (đá hậu): move backward exactly d cells onto an opponent. */
    BACK
  }

  /** Which die of the roll an action uses. */
  public enum Die {
    /** The only die, or with two dice the lower one. */
    A,
    /** With two dice, the higher one. */
    B,
    /** With two dice, their sum. */
    SUM
  }

  /**
   * Checks the fields.
   *
   * @throws IllegalArgumentException if the horse is not 0..3, a pass or a jump names a die other
   *     than {@link Die#A}, an enter names the sum, a pass names a horse, or the steps are not
   *     0..12 (0 for a pass or a jump)
   * @throws NullPointerException if a field is null
   */
  public LudoMove {
    java.util.Objects.requireNonNull(kind, "kind");
    java.util.Objects.requireNonNull(die, "die");
    if (horse < 0 || horse > 3) {
      throw new IllegalArgumentException("horse must be 0..3, was " + horse);
    }
    if ((kind == Kind.PASS || kind == Kind.JUMP) && die != Die.A) {
      throw new IllegalArgumentException(kind + " uses the whole roll or the die showing 1: die"
          + " must be A");
    }
    if (kind == Kind.ENTER && die == Die.SUM) {
      throw new IllegalArgumentException("ENTER uses the whole roll (die A) or one die (A or B),"
          + " never the sum");
    }
    if (kind == Kind.PASS && horse != 0) {
      throw new IllegalArgumentException("a pass names no horse: horse must be 0");
    }
    if (steps < 0 || steps > 12 || steps != 0 && (kind == Kind.PASS || kind == Kind.JUMP)) {
      throw new IllegalArgumentException("steps must be 0..12 (0 for a pass or a jump), was "
          + steps);
    }
  }

  /**
   * A move without the number its die shows, as {@link #decode(int)} gives it.
   *
   * @param kind the action
   * @param horse the horse 0..3 (0 for a pass)
   * @param die which die or the sum the action uses
   * @throws IllegalArgumentException as the canonical constructor
   */
  public LudoMove(Kind kind, int horse, Die die) {
    this(kind, horse, die, 0);
  }

  /** The pass. */
  public static final LudoMove PASS_MOVE = new LudoMove(Kind.PASS, 0, Die.A);

  /**
   * The int code of this move.
   *
   * @return the code in the layout above
   */
  public int code() {
    return (horse << 5) | (kind.ordinal() << 2) | die.ordinal();
  }

  /**
   * The move an int code stands for, if it is well formed.
   *
   * @param code a move code
 * @return the move (with steps 0: see {@link LudoState#move(int)} for the move as played in a
   *     position), or why the code is not one (subject {@code move code})
   */
  public static Either<InvalidInput, LudoMove> decode(int code) {
    if (!wellFormed(code)) {
      return Either.left(InvalidInput.of("move code", "code " + code + " is not a ludo move code (horse in bits 5-6, kind 1..6"
          + " in bits 2-4, die 0..2 in bits 0-1 (0 for a jump, 0 or 1 for an enter), or 0 for a"
          + " pass)"));
    }
    return Either.right(new LudoMove(Kind.values()[(code >>> 2) & 7], code >>> 5,
        Die.values()[code & 3]));
  }

  /**
   * Whether a code decodes to a move, ignoring the position.
   *
   * @param code a move code
   * @return {@code true} if well formed
   */
  public static boolean wellFormed(int code) {
    if (code == PASS) {
      return true;
    }
    if (code < 0 || code >= 128) {
      return false;
    }
    int kind = (code >>> 2) & 7;
    int die = code & 3;
    if (kind == 0 || kind == 7 || die == 3) {
      return false;
    }
    return die == 0 || kind != JUMP && (kind != ENTER || die == 1);
  }

  /**
   * The outcome code of a roll of one die.
   *
   * @param face 1..6
   * @return the code (the face)
   * @throws IllegalArgumentException if the face is not 1..6
   */
  public static int rollCode(int face) {
    if (face < 1 || face > 6) {
      throw new IllegalArgumentException("a die shows 1 to 6, not " + face);
    }
    return face;
  }

  /**
   * The outcome code of a roll of two dice, in either order.
   *
   * @param a one die, 1..6
   * @param b the other, 1..6
   * @return {@code 8 * min + max}
   * @throws IllegalArgumentException if a face is not 1..6
   */
  public static int rollCode(int a, int b) {
    rollCode(a);
    rollCode(b);
    return 8 * Math.min(a, b) + Math.max(a, b);
  }

  /**
   * The move text: {@code pass}, {@code enter}, {@code enter with 6}, {@code move 2 by 6}, {@code
   * home 2 to 4}, {@code climb 2 to 5}, {@code jump 2}, {@code back 2 by 3}. With steps 0 where
   * the text needs a number, the die stands in for it ({@code move 2 by die A}).
   */
  @Override
  public String toString() {
    String n = steps > 0 ? Integer.toString(steps) : "die " + die;
    switch (kind) {
      case PASS:
        return "pass";
      case ENTER:
        return steps > 0 ? "enter with " + steps : "enter";
      case MOVE:
        return "move " + horse + " by " + n;
      case HOME:
        return "home " + horse + " to " + n;
      case CLIMB:
        return "climb " + horse + " to " + n;
      case JUMP:
        return "jump " + horse;
      default:
        return "back " + horse + " by " + n;
    }
  }
}
