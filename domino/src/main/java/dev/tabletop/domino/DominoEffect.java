package dev.tabletop.domino;

import dev.tabletop.core.Effect;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * What a Domino move did, for user interfaces that animate it and logs that tell it. {@link
 * DominoState#effects(int)} lists a move's effects in order: the act ({@link Led}, {@link Played},
 * {@link DrawStarted}, {@link Passed}, or at a chance node {@link Dealt} / {@link Drew}), then
 * {@link RoundEnded} when the move ends the round. A drawn tile is known only to the drawer: the
 * full state names it in {@link Drew}, a view shows others only a draw count.
 */
public sealed interface DominoEffect extends Effect {

  /**
   * The first tile went on the empty table; its halves are the two open ends.
   *
   * @param seat who led
   * @param tile the tile
   * @param left the left open end after it (the low half)
   * @param right the right open end after it (the high half)
   * @param forced whether the first-lead rule made this the only tile the leader could lead
   *     ({@code firstLead=forced} in the first round of a match); {@code false} for a free lead
   */
  record Led(int seat, Tile tile, int left, int right, boolean forced) implements DominoEffect {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Led {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public String describe() {
      return "seat " + seat + " leads " + tile + (forced ? ", as the first-lead rule demands" : "")
          + "; the ends are " + left + " and " + right;
    }
  }

  /**
   * A tile went against an open end.
   *
   * @param seat who played
   * @param tile the tile
   * @param end the end it went on
   * @param touching the half against the end
   * @param newEnd the number now open at that end
   */
  record Played(int seat, Tile tile, End end, int touching, int newEnd) implements DominoEffect {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if a value is null
     */
    public Played {
      Objects.requireNonNull(tile, "tile");
      Objects.requireNonNull(end, "end");
    }

    @Override
    public String describe() {
      return "seat " + seat + " plays " + tile + " on the " + end.word() + " end (" + touching
          + " touching); that end is now " + newEnd;
    }
  }

  /**
   * A seat asked to draw, which proves, as a pass does, that it held nothing for either open end;
   * the tile is the next chance outcome ({@link Drew}).
   *
   * @param seat who draws
   * @param left the left open end at the draw
   * @param right the right open end at the draw
   */
  record DrawStarted(int seat, int left, int right) implements DominoEffect {
    @Override
    public String describe() {
      return "seat " + seat + " draws from the boneyard, holding nothing for " + left + " or "
          + right;
    }
  }

  /**
   * A tile came from the boneyard into a hand. Only the drawer sees which.
   *
   * @param seat who drew
   * @param tile the tile drawn
   * @param mustPlay whether it fits an end, so the drawer must play it now
   */
  record Drew(int seat, Tile tile, boolean mustPlay) implements DominoEffect {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Drew {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public String describe() {
      return "seat " + seat + " draws " + tile + (mustPlay ? ", which fits and must be played" : "");
    }
  }

  /**
   * A tile of the deal went to a seat.
   *
   * @param seat who received it
   * @param tile the tile
   */
  record Dealt(int seat, Tile tile) implements DominoEffect {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Dealt {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public String describe() {
      return "seat " + seat + " is dealt " + tile;
    }
  }

  /**
   * A seat passed (đứng), which proves it held nothing for either open end.
   *
   * @param seat who passed
   * @param left the left open end at the pass
   * @param right the right open end at the pass
   */
  record Passed(int seat, int left, int right) implements DominoEffect {
    @Override
    public String describe() {
      return "seat " + seat + " passes on " + left + " and " + right;
    }
  }

  /**
   * The round ended: domino (a hand emptied) or blocked (triệt).
   *
   * @param result how it ended, the winner, counts and payouts
   */
  record RoundEnded(RoundResult result) implements DominoEffect {
    /**
     * Checks the value.
     *
     * @throws NullPointerException if the result is null
     */
    public RoundEnded {
      Objects.requireNonNull(result, "result");
    }

    /**
     * Whether a player went out.
     *
     * @return {@code true} for domino, {@code false} for blocked
     */
    public boolean domino() {
      return result.reason() == RoundResult.Reason.DOMINO;
    }

    /**
     * Each seat's payout.
     *
     * @return payouts by seat
     */
    public List<Integer> payouts() {
      return result.payouts();
    }

    @Override
    public String describe() {
      return "round over: " + result;
    }
  }
}
