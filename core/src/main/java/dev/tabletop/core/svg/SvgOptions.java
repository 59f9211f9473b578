package dev.tabletop.core.svg;

import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * How a game's picture is drawn: the same options for every game's {@code render} ({@code
 * JungleSvg}, {@code LudoSvg}, {@code DominoSvg}).
 *
 * @param size the picture's width in pixels, 32 to 8192 (its height follows the board's shape;
 *     the {@code viewBox} is fixed per game, so the size only scales the picture)
 * @param bottom the player drawn at the bottom (Cờ Thú: 0 Red, 1 Blue; Cờ Cá Ngựa: the player
 *     whose arm of the cross is at the bottom; Domino: the hand drawn at the bottom), or {@link
 *     #GAME_DEFAULT} for the game's own choice (Red; player 0; the viewer of a view, else seat 0)
 * @param coordinates whether the picture names its squares: Cờ Thú's files and ranks, Cờ Cá Ngựa's
 *     ring cell numbers (Domino has none: its line and hands need no names)
 * @param lastMove whether the move that led to the position is marked, where the picture knows it
 *     (see each game's {@code render(before, move, options)})
 * @param arrows move codes legal in the pictured position, drawn as arrows (a hint, an analysis's
 *     best moves), the first one strongest; a move without a path on the board (a pass, a draw) is
 *     written below it instead
 * @param play whether the picture carries the play layer ({@link PlayLayer}): for the player to
 *     move, drawn hidden, a mark on each piece that may move, a dot on each place it may go and an
 *     arrow for each move, all named by their move codes, for a user interface to show
 */
public record SvgOptions(int size, int bottom, boolean coordinates, boolean lastMove,
    List<Integer> arrows, boolean play) {

  /** The least picture width in pixels. */
  public static final int MIN_SIZE = 32;
  /** The greatest picture width in pixels. */
  public static final int MAX_SIZE = 8192;
  /** {@link #bottom()} when the game chooses who sits at the bottom. */
  public static final int GAME_DEFAULT = -1;
  /** 400 pixels wide, the game's orientation, coordinates shown, last move marked, no arrows. */
  public static final SvgOptions DEFAULT = new SvgOptions(400, GAME_DEFAULT, true, true,
      List.empty());

  /**
   * Options without the play layer (the pictures of a guide, a notebook, a report).
   *
   * @param size the picture's width in pixels
   * @param bottom the player at the bottom, or {@link #GAME_DEFAULT}
   * @param coordinates whether squares and cells are named
   * @param lastMove whether the last move is marked
   * @param arrows move codes drawn as arrows
   * @throws IllegalArgumentException as the canonical constructor
   */
  public SvgOptions(int size, int bottom, boolean coordinates, boolean lastMove,
      List<Integer> arrows) {
    this(size, bottom, coordinates, lastMove, arrows, false);
  }

  /**
   * Checks the options.
   *
   * @throws IllegalArgumentException if the size is outside 32..8192 or {@code bottom} is below
   *     {@link #GAME_DEFAULT}
   * @throws NullPointerException if the arrows or one of them is null
   */
  public SvgOptions {
    if (size < MIN_SIZE || size > MAX_SIZE) {
      throw new IllegalArgumentException("size must be " + MIN_SIZE + " to " + MAX_SIZE
          + " pixels, was " + size);
    }
    if (bottom < GAME_DEFAULT) {
      throw new IllegalArgumentException("bottom must be a player (0 or more) or GAME_DEFAULT (-1),"
          + " was " + bottom);
    }
    Objects.requireNonNull(arrows, "arrows");
    if (arrows.contains(null)) {
      throw new NullPointerException("an arrow's move code is null");
    }
  }

  /**
   * These options at another width.
   *
   * @param pixels 32 to 8192
   * @return the new options
   */
  public SvgOptions withSize(int pixels) {
    return new SvgOptions(pixels, bottom, coordinates, lastMove, arrows, play);
  }

  /**
   * These options with another player at the bottom.
   *
   * @param player a player of the game, or {@link #GAME_DEFAULT}
   * @return the new options
   */
  public SvgOptions withBottom(int player) {
    return new SvgOptions(size, player, coordinates, lastMove, arrows, play);
  }

  /**
   * These options with the coordinates shown or hidden.
   *
   * @param shown whether to name squares and cells
   * @return the new options
   */
  public SvgOptions withCoordinates(boolean shown) {
    return new SvgOptions(size, bottom, shown, lastMove, arrows, play);
  }

  /**
   * These options with the last move marked or not.
   *
   * @param marked whether to mark it
   * @return the new options
   */
  public SvgOptions withLastMove(boolean marked) {
    return new SvgOptions(size, bottom, coordinates, marked, arrows, play);
  }

  /**
   * These options with arrows for the given moves, the first one strongest.
   *
   * @param moves move codes legal in the pictured position
   * @return the new options
   */
  public SvgOptions withArrows(List<Integer> moves) {
    return new SvgOptions(size, bottom, coordinates, lastMove, moves, play);
  }

  /**
   * These options with the play layer drawn or not.
   *
   * @param drawn whether the picture carries, hidden, the marks, dots and arrows of the moves of
   *     the player to move ({@link PlayLayer})
   * @return the new options
   */
  public SvgOptions withPlay(boolean drawn) {
    return new SvgOptions(size, bottom, coordinates, lastMove, arrows, drawn);
  }

  /**
   * These options with arrows for the given moves, the first one strongest.
   *
   * @param moves move codes legal in the pictured position
   * @return the new options
   */
  public SvgOptions withArrows(int... moves) {
    return withArrows(List.ofAll(moves));
  }

  /**
   * These options with arrows for an analysis's best moves: its hint first.
   *
   * @param analysis an analysis of the pictured position
   * @param count how many of its best moves to draw, 1 or more (fewer when it ranks fewer)
   * @return the new options
   * @throws IllegalArgumentException if the count is below 1
   */
  public SvgOptions withAnalysis(Analysis analysis, int count) {
    if (count < 1) {
      throw new IllegalArgumentException("draw at least one of the analysis's moves, not " + count);
    }
    return withArrows(analysis.moves().take(count).map(RankedMove::move));
  }

  /**
   * The player at the bottom, the game's choice filled in.
   *
   * @param gameDefault the game's choice
   * @return {@link #bottom()}, or {@code gameDefault} when it is {@link #GAME_DEFAULT}
   */
  public int bottomOr(int gameDefault) {
    return bottom == GAME_DEFAULT ? gameDefault : bottom;
  }
}
