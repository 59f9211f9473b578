package dev.tabletop.jungle;

import dev.tabletop.core.Effect;
import java.util.Objects;

/**
 * What a Cờ Thú move did, for user interfaces that animate it and logs that tell it. {@link
 * JungleState#effects(int)} lists a move's effects in order: the piece {@link Moved} (or {@link
 * Jumped} over the lake), then the {@link Captured} enemy piece if any, then {@link GameEnded}
 * when the move ends the game.
 */
public sealed interface JungleEffect extends Effect {

  /**
   * A piece stepped one square.
   *
   * @param side whose piece
   * @param piece the animal
   * @param from the square it left
   * @param to the square it reached
   */
  record Moved(Side side, Piece piece, int from, int to) implements JungleEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if a value is null
     */
    public Moved {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(piece, "piece");
    }

    @Override
    public String describe() {
      return side.title() + " " + piece.title() + " moves from " + Squares.name(from) + " to "
          + Squares.name(to);
    }
  }

  /**
   * A Lion or Tiger jumped across the lake (nhảy qua sông).
   *
   * @param side whose piece
   * @param piece the Lion or the Tiger
   * @param from the bank it left
   * @param to the bank it reached
   */
  record Jumped(Side side, Piece piece, int from, int to) implements JungleEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if a value is null
     */
    public Jumped {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(piece, "piece");
    }

    @Override
    public String describe() {
      return side.title() + " " + piece.title() + " jumps the lake from " + Squares.name(from)
          + " to " + Squares.name(to);
    }
  }

  /**
   * An enemy piece was taken (ăn quân) and leaves the board.
   *
   * @param by the capturing piece
   * @param side the victim's side
   * @param victim the animal taken
   * @param square where it stood
   */
  record Captured(Piece by, Side side, Piece victim, int square) implements JungleEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if a value is null
     */
    public Captured {
      Objects.requireNonNull(by, "by");
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(victim, "victim");
    }

    @Override
    public String describe() {
      return side.opponent().title() + " " + by.title() + " takes the " + side.title() + " "
          + victim.title() + " on " + Squares.name(square);
    }
  }

  /**
   * The move ended the game (not counting repetition, which the game's history decides).
   *
   * @param result who won and why: a den entry, the last piece taken, or no move for the side to
   *     move next
   */
  record GameEnded(JungleResult result) implements JungleEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if the result is null
     */
    public GameEnded {
      Objects.requireNonNull(result, "result");
    }

    @Override
    public String describe() {
      return "game over: " + result;
    }
  }
}
