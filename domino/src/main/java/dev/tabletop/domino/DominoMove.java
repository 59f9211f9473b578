package dev.tabletop.domino;

import java.util.Objects;

/**
 * A Domino move or chance outcome as a value, for user interfaces, logs and tests; the hot path
 * keeps the int codes of {@link DominoMoves}. {@link DominoState#move(int)} reads a code in its
 * position and {@link DominoState#moves()} lists the legal ones. {@code toString()} prints the
 * move text {@link DominoState#parseMove(String)} reads back.
 *
 * <p>Orientation: a {@link Tile} alone prints high half first; a {@link Place} prints the
 * <em>touching</em> half first ({@code 4:6 right} puts the 4 against the right end, 6 becomes the
 * new end), which is a placement, not a tile.
 */
public sealed interface DominoMove {

  /**
   * The move's code.
   *
   * @return the int code of {@link DominoMoves}
   */
  int code();

  /**
   * The first tile on an empty table (ra bài): it shows its low half on the left.
   *
   * @param seat who leads
   * @param tile the tile led
   */
  record Lead(int seat, Tile tile) implements DominoMove {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Lead {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public int code() {
      return DominoMoves.lead(tile.index());
    }

    @Override
    public String toString() {
      return tile.text();
    }
  }

  /**
   * A tile put against an open end.
   *
   * @param seat who plays
   * @param tile the tile
   * @param end the end it goes on
   * @param touching the half against the end
   * @param outer the half that becomes the new open end
   */
  record Place(int seat, Tile tile, End end, int touching, int outer) implements DominoMove {
    /**
     * Checks that the halves are the tile's.
     *
     * @throws NullPointerException if a value is null
     * @throws IllegalArgumentException if the halves are not the tile's
     */
    public Place {
      Objects.requireNonNull(tile, "tile");
      Objects.requireNonNull(end, "end");
      if (!tile.has(touching) || tile.other(touching) != outer) {
        throw new IllegalArgumentException(touching + ":" + outer + " is not a way round of "
            + tile);
      }
    }

    @Override
    public int code() {
      return DominoMoves.place(tile.index(), end == End.LEFT ? DominoMoves.LEFT : DominoMoves.RIGHT,
          !tile.isDouble() && touching == tile.high());
    }

    @Override
    public String toString() {
      return touching + ":" + outer + " " + end.word();
    }
  }

  /**
   * Draw a tile from the boneyard (bốc bài); the tile is the next chance outcome.
   *
   * @param seat who draws
   */
  record Draw(int seat) implements DominoMove {
    @Override
    public int code() {
      return DominoMoves.DRAW;
    }

    @Override
    public String toString() {
      return "draw";
    }
  }

  /**
   * Pass the turn (đứng).
   *
   * @param seat who passes
   */
  record Pass(int seat) implements DominoMove {
    @Override
    public int code() {
      return DominoMoves.PASS;
    }

    @Override
    public String toString() {
      return "pass";
    }
  }

  /**
   * A chance outcome of the deal: the next tile goes to a seat.
   *
   * @param seat who receives it
   * @param tile the tile dealt
   */
  record Deal(int seat, Tile tile) implements DominoMove {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Deal {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public int code() {
      return DominoMoves.outcome(tile.index());
    }

    @Override
    public String toString() {
      return "deal " + tile + " to " + seat;
    }
  }

  /**
   * A chance outcome of a draw: the tile that came from the boneyard.
   *
   * @param seat who drew it
   * @param tile the tile drawn
   */
  record Drew(int seat, Tile tile) implements DominoMove {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the tile is null
     */
    public Drew {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public int code() {
      return DominoMoves.outcome(tile.index());
    }

    @Override
    public String toString() {
      return "drew " + tile;
    }
  }
}
