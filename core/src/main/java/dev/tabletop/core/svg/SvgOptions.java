package dev.tabletop.core.svg;

import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import io.vavr.collection.List;
import java.util.Objects;
import java.util.function.UnaryOperator;

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
 * @param names the players' names, indexed by player (the names of the people at a table): each
 *     picture writes a player's name where it labels the player's seat, beside the seat's colour
 *     or number, shortened with an ellipsis where it would not fit; an empty name, or no name
 *     at all past the end of the list, leaves a seat unnamed, so with none (or only empty ones)
 *     a picture names seats by colour or number alone. At most {@link #MAX_NAME} characters
 *     each, no control or format character; a picture refuses more names than its game has
 *     players
 */
public record SvgOptions(int size, int bottom, boolean coordinates, boolean lastMove,
    List<Integer> arrows, boolean play, List<String> names) {

  /** The least picture width in pixels. */
  public static final int MIN_SIZE = 32;
  /** The greatest picture width in pixels. */
  public static final int MAX_SIZE = 8192;
  /** The most characters (code points) of a player's name. */
  public static final int MAX_NAME = 40;
  /** {@link #bottom()} when the game chooses who sits at the bottom. */
  public static final int GAME_DEFAULT = -1;
  /**
   * 400 pixels wide, the game's orientation, coordinates shown, last move marked, no arrows, no
   * play layer, no names.
   */
  public static final SvgOptions DEFAULT = new SvgOptions(400, GAME_DEFAULT, true, true,
      List.empty());

  /**
   * Options without the play layer and without names (the pictures of a guide, a notebook, a
   * report).
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
   * Options without names (a picture that names seats by colour or number only).
   *
   * @param size the picture's width in pixels
   * @param bottom the player at the bottom, or {@link #GAME_DEFAULT}
   * @param coordinates whether squares and cells are named
   * @param lastMove whether the last move is marked
   * @param arrows move codes drawn as arrows
   * @param play whether the picture carries the play layer
   * @throws IllegalArgumentException as the canonical constructor
   */
  public SvgOptions(int size, int bottom, boolean coordinates, boolean lastMove,
      List<Integer> arrows, boolean play) {
    this(size, bottom, coordinates, lastMove, arrows, play, List.empty());
  }

  /**
   * Checks the options.
   *
   * @throws IllegalArgumentException if the size is outside 32..8192, {@code bottom} is below
   *     {@link #GAME_DEFAULT}, or a name is null, longer than {@link #MAX_NAME} characters or holds
   *     a control or format character, a line or paragraph separator or an unpaired surrogate
   * @throws NullPointerException if the arrows, one of them or the names are null
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
    Objects.requireNonNull(names, "names");
    int player = 0;
    for (String name : names) {
      String why = whyNotAName(name);
      if (why != null) {
        throw new IllegalArgumentException("the name of player " + player + " " + why);
      }
      player++;
    }
  }

  /** Why a name cannot be drawn (completing "the name of player 2 …"), or null. */
  private static String whyNotAName(String name) {
    if (name == null) {
      return "is null (an empty name leaves a seat unnamed)";
    }
    int count = name.codePointCount(0, name.length());
    if (count > MAX_NAME) {
      return "has " + count + " characters, more than " + MAX_NAME;
    }
    for (int i = 0, at = 1; i < name.length(); at++) {
      int c = name.codePointAt(i);
      int type = Character.getType(c);
      if (type == Character.CONTROL || type == Character.FORMAT
          || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
          || type == Character.SURROGATE) {
        return String.format(java.util.Locale.ROOT, "has U+%04X at character %d: a name is one"
            + " line of visible text, without control or format characters", c, at);
      }
      i += Character.charCount(c);
    }
    return null;
  }

  /**
   * These options at another width.
   *
   * @param pixels 32 to 8192
   * @return the new options
   */
  public SvgOptions withSize(int pixels) {
    return new SvgOptions(pixels, bottom, coordinates, lastMove, arrows, play, names);
  }

  /**
   * These options with another player at the bottom.
   *
   * @param player a player of the game, or {@link #GAME_DEFAULT}
   * @return the new options
   */
  public SvgOptions withBottom(int player) {
    return new SvgOptions(size, player, coordinates, lastMove, arrows, play, names);
  }

  /**
   * These options with the coordinates shown or hidden.
   *
   * @param shown whether to name squares and cells
   * @return the new options
   */
  public SvgOptions withCoordinates(boolean shown) {
    return new SvgOptions(size, bottom, shown, lastMove, arrows, play, names);
  }

  /**
   * These options with the last move marked or not.
   *
   * @param marked whether to mark it
   * @return the new options
   */
  public SvgOptions withLastMove(boolean marked) {
    return new SvgOptions(size, bottom, coordinates, marked, arrows, play, names);
  }

  /**
   * These options with arrows for the given moves, the first one strongest.
   *
   * @param moves move codes legal in the pictured position
   * @return the new options
   */
  public SvgOptions withArrows(List<Integer> moves) {
    return new SvgOptions(size, bottom, coordinates, lastMove, moves, play, names);
  }

  /**
   * These options with the play layer drawn or not.
   *
   * @param drawn whether the picture carries, hidden, the marks, dots and arrows of the moves of
   *     the player to move ({@link PlayLayer})
   * @return the new options
   */
  public SvgOptions withPlay(boolean drawn) {
    return new SvgOptions(size, bottom, coordinates, lastMove, arrows, drawn, names);
  }

  /**
   * These options with the players' names.
   *
   * @param players the names by player, an empty one for a seat without a name; none for no
   *     names
   * @return the new options
   * @throws IllegalArgumentException if a name is null, longer than {@link #MAX_NAME} characters
   *     or holds a control or format character
   * @throws NullPointerException if the list is null
   */
  public SvgOptions withNames(List<String> players) {
    return new SvgOptions(size, bottom, coordinates, lastMove, arrows, play, players);
  }

  /**
   * These options with the players' names.
   *
   * @param players the names by player, an empty one for a seat without a name
   * @return the new options
   * @throws IllegalArgumentException as {@link #withNames(List)}
   * @throws NullPointerException if the array is null
   */
  public SvgOptions withNames(String... players) {
    return withNames(List.ofAll(java.util.Arrays.asList(players)));
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
   * A player's name.
   *
   * @param player a player of the game
   * @return its name, or the empty text when it has none
   */
  public String name(int player) {
    return player >= 0 && player < names.size() ? names.get(player) : "";
  }

  /**
   * Checks that the names fit the game pictured: a picture calls it first.
   *
   * @param players how many players the game has
   * @throws IllegalArgumentException if there are more names than players
   */
  public void requireNames(int players) {
    if (names.size() > players) {
      throw new IllegalArgumentException(names.size() + " names for a game of " + players
          + " players: a picture names players 0 to " + (players - 1) + " only");
    }
  }

  /**
   * How a picture's descriptions name a player: the seat's own word, and the player's whole
   * name in brackets after it.
   *
   * @param word the seat as the picture says it, such as {@code Red} or {@code Seat 1}
   * @param player the seat's player
   * @return such as {@code Red (An)}, or the word alone when the player has no name
   */
  public String named(String word, int player) {
    String name = name(player);
    return name.isEmpty() ? word : word + " (" + name + ")";
  }

  /**
   * How a picture's line of text (a caption) names a player: as {@link #named(String, int)}, the
   * name shortened with an ellipsis ({@link SvgWriter#fit}) so that the whole line fits its
   * width.
   *
   * @param word the seat as the picture says it, such as {@code Red}
   * @param player the seat's player
   * @param line the whole line, made from the words that name the seat
   * @param fontSize the line's font size
   * @param width the room for the line
   * @return the words naming the seat, such as {@code Red (Nguyễn…)}: the word alone when the
   *     player has no name or not one character of it fits
   */
  public String named(String word, int player, UnaryOperator<String> line, double fontSize,
      double width) {
    String name = name(player);
    if (name.isEmpty()) {
      return word;
    }
    double room = width - SvgWriter.textWidth(line.apply(word + " ()"), fontSize, false);
    String fitted = SvgWriter.fit(name, fontSize, false, room);
    return fitted.isEmpty() ? word : word + " (" + fitted + ")";
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
