package dev.tabletop.json;

import dev.tabletop.core.Effect;
import java.util.Objects;

/**
 * An effect whose tile the reader of a seat's message may not see: another seat was dealt or drew
 * a tile. A Domino {@code effects} message written for a seat or a spectator carries these as
 * {@code {"type":"drew","seat":1}} and {@code {"type":"dealt","seat":1}}, without the tile, and
 * {@link GameCodec#readEffects(String)} reads them back as this value.
 *
 * @param kind what happened
 * @param seat the seat that received the tile
 */
public record HiddenEffect(Kind kind, int seat) implements Effect {

  /** What happened out of sight. */
  public enum Kind {
    /** A tile of the deal went to the seat. */
    DEALT,
    /** The seat drew a tile from the boneyard. */
    DREW
  }

  /**
   * Checks the values.
   *
   * @throws NullPointerException if the kind is null
   * @throws IllegalArgumentException if the seat is negative
   */
  public HiddenEffect {
    Objects.requireNonNull(kind, "kind");
    if (seat < 0) {
      throw new IllegalArgumentException("seat must be 0 or more, was " + seat);
    }
  }

  @Override
  public String describe() {
    return "seat " + seat + (kind == Kind.DEALT ? " is dealt a tile" : " drew a tile");
  }
}
