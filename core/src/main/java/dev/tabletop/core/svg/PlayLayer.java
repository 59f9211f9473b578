package dev.tabletop.core.svg;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;

/**
 * The play layer of a game's picture, asked for by {@link SvgOptions#play()}: what a user
 * interface needs to let the player to move make a move on the picture itself, drawn by the game
 * module once and hidden until the interface shows a part of it. Every game's picture writes the
 * same elements, at the end of the picture so they lie on top:
 *
 * <pre>{@code
 * <g class="play" data-player="0">
 *   <circle class="play-mark" data-from="a3" data-codes="2049 2113" visibility="hidden" …/>
 *   <g class="play-targets" data-from="a3" visibility="hidden">
 *     <circle class="play-dot" data-code="2049" data-to="a4" …/>
 *     <circle class="play-dot ring" data-code="2113" data-to="b3" …/>   (a piece stands there)
 *   </g>
 *   …
 *   <g class="play-hint" data-code="2049" visibility="hidden"> an arrow </g>
 *   …
 * </g>
 * }</pre>
 *
 * <p>{@code data-from} names what moves in the picture's own terms (Cờ Thú a square, Cờ Cá Ngựa a
 * horse number, Domino a tile such as {@code 6:4}), {@code data-to} where it goes (a square, a
 * horse's place as its {@code data-where} writes it, an end {@code left} or {@code right}); a move
 * with nowhere to go on the picture (a Domino lead) has a mark and no dot. {@code data-codes}
 * lists every move code of that piece. A move with no piece (a pass, a draw) has neither. A
 * {@code visibility} presentation attribute hides each part, so a style sheet shows it with
 * {@code visibility: visible}. The layer is drawn from the legal moves of the position pictured,
 * or of the view it is drawn from, so it shows nothing the picture's reader may not know.
 */
public final class PlayLayer {
  /** The ring on a piece that may move. */
  public static final String MARK = "#f2b705";
  /** A dot where the picked-up piece may go. */
  public static final String DOT = "#1b5e20";
  /**
   * A hint's arrow: a colour of its own, not the yellow of the marks and the last move nor the
   * green of the dots and of the guide's analysis arrows ({@link SvgWriter#ARROW}).
   */
  public static final String HINT = "#8e24aa";

  private PlayLayer() {}

  /**
   * The moves the play layer draws: the legal moves of the player to move, when the options ask
   * for the layer and a player (not chance) moves.
   *
   * @param state the position pictured
   * @param options the picture's options
   * @return the legal move codes in ascending order, or none
   */
  public static int[] moves(GameState<?> state, SvgOptions options) {
    if (!options.play() || state.isTerminal() || state.isChance()) {
      return new int[0];
    }
    MoveBuffer buffer = MoveBuffer.forGame(state.game());
    state.legalMoves(buffer);
    return buffer.toArray();
  }

  /**
   * Opens the layer.
   *
   * @param svg the picture being written
   * @param player the player whose moves it holds
   */
  public static void open(SvgWriter svg, int player) {
    svg.open("g", "class", "play", "data-player", player);
  }

  /**
   * A round mark on a piece that may move.
   *
   * @param svg the picture being written
   * @param from the piece, in the picture's terms
   * @param codes its move codes
   * @param cx the centre's x
   * @param cy the centre's y
   * @param r the ring's radius
   */
  public static void mark(SvgWriter svg, String from, int[] codes, double cx, double cy,
      double r) {
    svg.circle(cx, cy, r, "class", "play-mark", "data-from", from, "data-codes", list(codes),
        "visibility", "hidden", "fill", "none", "stroke", MARK, "stroke-width", 5);
  }

  /**
   * A square mark on a piece that may move (a tile).
   *
   * @param svg the picture being written
   * @param from the piece, in the picture's terms
   * @param codes its move codes
   * @param box the piece's box
   */
  public static void mark(SvgWriter svg, String from, int[] codes, Box box) {
    svg.rect(box.x() - 3, box.y() - 3, box.width() + 6, box.height() + 6, "class", "play-mark",
        "data-from", from, "data-codes", list(codes), "visibility", "hidden", "rx", 6,
        "fill", "none", "stroke", MARK, "stroke-width", 5);
  }

  /**
   * Opens the group of one piece's dots; {@link SvgWriter#close()} ends it.
   *
   * @param svg the picture being written
   * @param from the piece, in the picture's terms
   */
  public static void openTargets(SvgWriter svg, String from) {
    svg.open("g", "class", "play-targets", "data-from", from, "visibility", "hidden");
  }

  /**
   * A dot where a move takes its piece: a filled dot on an empty place, a ring around a piece
   * that stands there.
   *
   * @param svg the picture being written
   * @param code the move's code
   * @param to the place, in the picture's terms
   * @param x the place's centre x
   * @param y the place's centre y
   * @param r the ring's radius (a dot is a third of it)
   * @param ring whether a piece stands there
   */
  public static void dot(SvgWriter svg, int code, String to, double x, double y, double r,
      boolean ring) {
    if (ring) {
      svg.circle(x, y, r, "class", "play-dot ring", "data-code", code, "data-to", to,
          "fill", "none", "stroke", DOT, "stroke-width", 5, "stroke-opacity", 0.7);
    } else {
      svg.circle(x, y, Math.max(6, r / 3), "class", "play-dot", "data-code", code, "data-to", to,
          "fill", DOT, "fill-opacity", 0.55);
    }
  }

  /**
   * Opens the hidden hint arrow of one move; the game draws the arrow inside, then {@link
   * SvgWriter#close()}.
   *
   * @param svg the picture being written
   * @param code the move's code
   */
  public static void openHint(SvgWriter svg, int code) {
    svg.open("g", "class", "play-hint", "data-code", code, "visibility", "hidden");
  }

  private static String list(int[] codes) {
    StringBuilder sb = new StringBuilder();
    for (int c : codes) {
      sb.append(sb.length() == 0 ? "" : " ").append(c);
    }
    return sb.toString();
  }
}
