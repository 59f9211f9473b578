package dev.tabletop.jungle;

import dev.tabletop.core.Refusal;
import dev.tabletop.core.svg.Box;
import dev.tabletop.core.svg.PlayLayer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.core.svg.SvgWriter;
import io.vavr.control.Option;

/**
 * Pictures of Cờ Thú positions as SVG text: the 7 × 9 board with its two lakes (sông), the traps
 * (bẫy) and dens (hang), every animal as a disc in its side's colour (Red, Blue) with its letter
 * and rank, the files a..g and ranks 1..9, the side to move, the last move and arrows for a hint.
 *
 * <p>A pure function of the position and the {@link SvgOptions}: the same input gives the same
 * text, byte for byte. Red sits at the bottom unless {@link SvgOptions#bottom()} is 1 (Blue). Each
 * square is a {@code rect} with a {@code data-square} attribute (such as {@code a3}) and each
 * animal a {@code g} with {@code data-square}, {@code data-side} and {@code data-piece}, so a user
 * interface can find them; {@link #square(int, SvgOptions)} gives a square's place.
 */
public final class JungleSvg {
  /** The side of a square in {@code viewBox} units. */
  public static final int SQUARE = 64;

  private static final int PAD = 10;
  private static final int LABELS = 26;
  private static final int CAPTION = 40;
  /** The caption's font size. */
  private static final int CAPTION_FONT = 18;

  private static final String BACKGROUND = "#f3ecd9";
  private static final String LAND = "#b7d68a";
  private static final String GRID = "#6d8c4a";
  private static final String WATER = "#4f9bd4";
  private static final String WAVE = "#a8d2f0";
  private static final String TRAP = "#dcc08c";
  private static final String NET = "#8a5b2e";
  private static final String CAVE = "#5a3b1f";
  private static final String INK = "#3f3222";
  private static final String RED = "#c62828";
  private static final String BLUE = "#1f5bb5";
  private static final String RED_PALE = "#f2c2b8";
  private static final String BLUE_PALE = "#bcd0f0";

  private JungleSvg() {}

  /**
   * A picture of a position, with the arrows the options ask for.
   *
   * @param state the position
   * @param options size, orientation, coordinates, arrows (moves legal in {@code state}), the
   *     names of Red and Blue (named in the caption)
   * @return the SVG text
   * @throws IllegalArgumentException if {@code bottom} is not 0, 1 or {@link
   *     SvgOptions#GAME_DEFAULT}, an arrow is not a legal move of the position, or there are more
   *     than two names
   */
  public static String render(JungleState state, SvgOptions options) {
    return draw(state, -1, options);
  }

  /**
   * A picture of the position after a move, the move's two squares marked (unless {@link
   * SvgOptions#lastMove()} is off).
   *
   * @param before the position the move is played in
   * @param move a legal move code of {@code before}
   * @param options size, orientation, coordinates, arrows (moves legal after the move)
   * @return the SVG text of {@code before.apply(move)}
   * @throws dev.tabletop.core.RefusedException (an {@link IllegalArgumentException}) if the move
   *     is not legal in {@code before}
   * @throws IllegalArgumentException if an option does not fit, as for {@link #render(JungleState,
   *     SvgOptions)}
   */
  public static String render(JungleState before, int move, SvgOptions options) {
    JungleState after = Refusal.orThrow(before.play(move));
    return draw(after, options.lastMove() ? move : -1, options);
  }

  /**
   * Where a square lies in the picture the options give.
   *
   * @param square 0 to 62 (see {@link Squares})
   * @param options the picture's options (orientation and coordinates move the board)
   * @return the square's box in {@code viewBox} units
   * @throws IllegalArgumentException if the index is not a square or {@code bottom} does not fit
   */
  public static Box square(int square, SvgOptions options) {
    Squares.checkSquare(square);
    boolean redBottom = redAtBottom(options);
    int col = redBottom ? Squares.file(square) : Squares.FILES - 1 - Squares.file(square);
    int row = redBottom ? Squares.RANKS - 1 - Squares.rank(square) : Squares.rank(square);
    return new Box(left(options) + col * SQUARE, PAD + row * SQUARE, SQUARE, SQUARE);
  }

  private static boolean redAtBottom(SvgOptions options) {
    int bottom = options.bottomOr(Side.RED.player());
    if (bottom > 1) {
      throw new IllegalArgumentException("Cờ Thú has players 0 (Red) and 1 (Blue), not " + bottom);
    }
    return bottom == Side.RED.player();
  }

  private static int left(SvgOptions options) {
    return options.coordinates() ? LABELS : PAD;
  }

  private static String draw(JungleState state, int last, SvgOptions options) {
    SvgWriter.requireLegal(state, options.arrows());
    options.requireNames(Side.values().length);
    boolean redBottom = redAtBottom(options);
    int left = left(options);
    int boardWidth = Squares.FILES * SQUARE;
    int boardHeight = Squares.RANKS * SQUARE;
    int below = options.coordinates() ? LABELS : PAD;
    int width = left + boardWidth + PAD;
    int height = PAD + boardHeight + below + CAPTION;
    String status = status(state, last, options);
    SvgWriter svg = new SvgWriter(width, height, options.size(), "Cờ Thú (Jungle): " + status,
        describe(state, status, last, options));
    svg.rect(0, 0, width, height, "fill", BACKGROUND);
    drawBoard(svg, options);
    if (last >= 0) {
      for (int sq : new int[] {JungleMove.from(last), JungleMove.to(last)}) {
        Box b = square(sq, options);
        svg.rect(b.x(), b.y(), SQUARE, SQUARE, "fill", SvgWriter.LAST_MOVE, "fill-opacity", 0.6,
            "data-last", Squares.name(sq));
      }
    }
    if (options.coordinates()) {
      for (int i = 0; i < Squares.FILES; i++) {
        int file = redBottom ? i : Squares.FILES - 1 - i;
        svg.text(left + i * SQUARE + SQUARE / 2.0, PAD + boardHeight + 19,
            String.valueOf((char) ('a' + file)), "font-size", 16, "text-anchor", "middle",
            "fill", INK);
      }
      for (int i = 0; i < Squares.RANKS; i++) {
        int rank = redBottom ? Squares.RANKS - 1 - i : i;
        svg.text(LABELS / 2.0, PAD + i * SQUARE + SQUARE / 2.0 + 6, String.valueOf(rank + 1),
            "font-size", 16, "text-anchor", "middle", "fill", INK);
      }
    }
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      Option<Side> side = state.sideAt(sq);
      if (side.isDefined()) {
        drawPiece(svg, state, sq, side.get(), state.pieceAt(sq).get(), options);
      }
    }
    drawArrows(svg, options);
    drawPlay(svg, state, options);
    drawCaption(svg, state, status, last, left, PAD + boardHeight + below, options);
    return svg.finish();
  }

  private static void drawBoard(SvgWriter svg, SvgOptions options) {
    svg.open("g", "stroke", GRID, "stroke-width", 1);
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      Box b = square(sq, options);
      String fill = Squares.isWater(sq) ? WATER
          : sq == Squares.RED_DEN ? RED_PALE
          : sq == Squares.BLUE_DEN ? BLUE_PALE
          : isTrap(sq) ? TRAP : LAND;
      svg.rect(b.x(), b.y(), SQUARE, SQUARE, "fill", fill, "data-square", Squares.name(sq));
    }
    svg.close();
    svg.open("g", "fill", "none", "stroke-linecap", "round");
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      Box b = square(sq, options);
      double x = b.x();
      double y = b.y();
      if (Squares.isWater(sq)) {
        for (int k = 0; k < 2; k++) {
          double wy = y + 22 + k * 22;
          double wx = x + 10 + k * 8;
          svg.element("path", "d", "M" + n(wx) + " " + n(wy) + "q9 -7 18 0t18 0",
              "stroke", WAVE, "stroke-width", 2.5);
        }
      } else if (isTrap(sq)) {
        svg.open("g", "stroke", NET, "stroke-width", 2, "stroke-opacity", 0.75);
        svg.title((owner(sq) == Side.RED ? "Red" : "Blue") + " trap (bẫy), " + Squares.name(sq));
        for (int k = 1; k <= 3; k++) {
          svg.line(x + 16 * k, y + 6, x + 16 * k, y + SQUARE - 6);
          svg.line(x + 6, y + 16 * k, x + SQUARE - 6, y + 16 * k);
        }
        svg.close();
      } else if (sq == Squares.RED_DEN || sq == Squares.BLUE_DEN) {
        Side owner = sq == Squares.RED_DEN ? Side.RED : Side.BLUE;
        svg.open("g", "stroke", owner == Side.RED ? RED : BLUE, "stroke-width", 3);
        svg.title(owner.title() + " den (hang), " + Squares.name(sq));
        svg.element("path", "d", "M" + n(x + 12) + " " + n(y + 54) + "v-20a20 20 0 0 1 40 0v20z",
            "fill", CAVE);
        svg.close();
      }
    }
    svg.close();
  }

  private static boolean isTrap(int square) {
    return ((Squares.RED_TRAPS | Squares.BLUE_TRAPS) >>> square & 1) != 0;
  }

  private static Side owner(int trap) {
    return (Squares.RED_TRAPS >>> trap & 1) != 0 ? Side.RED : Side.BLUE;
  }

  private static void drawPiece(SvgWriter svg, JungleState state, int sq, Side side, Piece piece,
      SvgOptions options) {
    Box b = square(sq, options);
    double cx = b.centerX();
    double cy = b.centerY();
    String colour = side == Side.RED ? RED : BLUE;
    int rank = state.game().rank(piece);
    svg.open("g", "data-square", Squares.name(sq), "data-side",
        side.title().toLowerCase(java.util.Locale.ROOT),
        "data-piece", String.valueOf(piece.letter(side)));
    boolean trapped = (Squares.traps(side.opponent()) >>> sq & 1) != 0;
    svg.title(side.title() + " " + piece.title() + " (" + piece.vietnamese() + "), rank " + rank
        + ", on " + Squares.name(sq) + (trapped ? ", in a " + side.opponent().title()
            + " trap (rank 0 there)" : ""));
    svg.circle(cx + 1.5, cy + 2, 26, "fill", "#000", "fill-opacity", 0.22);
    svg.circle(cx, cy, 26, "fill", colour, "stroke", "#fff", "stroke-width", 3);
    svg.text(cx - 3, cy + 9, String.valueOf(piece.letter()), "font-size", 26,
        "font-weight", "bold", "text-anchor", "middle", "fill", "#fff");
    svg.circle(cx + 17, cy + 17, 10, "fill", "#fff", "stroke", colour, "stroke-width", 2);
    svg.text(cx + 17, cy + 22, String.valueOf(rank), "font-size", 14, "font-weight", "bold",
        "text-anchor", "middle", "fill", colour);
    svg.close();
  }

  private static void drawArrows(SvgWriter svg, SvgOptions options) {
    int i = 0;
    for (int code : options.arrows()) {
      drawArrow(svg, code, SvgWriter.ARROW, SvgWriter.arrowOpacity(i), options);
      i++;
    }
  }

  /** The play layer ({@link PlayLayer}): marks on what may move, dots, a hint arrow per move. */
  private static void drawPlay(SvgWriter svg, JungleState state, SvgOptions options) {
    int[] moves = PlayLayer.moves(state, options);
    if (moves.length == 0) {
      return;
    }
    PlayLayer.open(svg, state.currentPlayer());
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      final int from = sq;
      int[] mine = java.util.Arrays.stream(moves).filter(m -> JungleMove.from(m) == from)
          .toArray();
      if (mine.length == 0) {
        continue;
      }
      Box b = square(sq, options);
      PlayLayer.mark(svg, Squares.name(sq), mine, b.centerX(), b.centerY(), 29);
      PlayLayer.openTargets(svg, Squares.name(sq));
      for (int code : mine) {
        int to = JungleMove.to(code);
        Box t = square(to, options);
        PlayLayer.dot(svg, code, Squares.name(to), t.centerX(), t.centerY(), 29,
            state.sideAt(to).isDefined());
      }
      svg.close();
    }
    for (int code : moves) {
      PlayLayer.openHint(svg, code);
      drawArrow(svg, code, PlayLayer.HINT, SvgWriter.arrowOpacity(0), options);
      svg.close();
    }
    svg.close();
  }

  private static void drawArrow(SvgWriter svg, int code, String colour, double opacity,
      SvgOptions options) {
    Box from = square(JungleMove.from(code), options);
    Box to = square(JungleMove.to(code), options);
    double dx = to.centerX() - from.centerX();
    double dy = to.centerY() - from.centerY();
    double length = Math.hypot(dx, dy);
    // The arrow leaves the mover's edge and stops short of the target's centre, so both
    // animals stay readable.
    double start = 12;
    double cut = 14;
    svg.arrow(new double[] {from.centerX() + dx / length * start,
        from.centerY() + dy / length * start, to.centerX() - dx / length * cut,
        to.centerY() - dy / length * cut}, 10, colour, opacity,
        "data-move", moveText(code));
  }

  private static void drawCaption(SvgWriter svg, JungleState state, String status, int last,
      int left, int top, SvgOptions options) {
    double y = top + 26;
    if (!state.isTerminal()) {
      svg.circle(left + 10, y - 6, 9, "fill", state.sideToMove() == Side.RED ? RED : BLUE,
          "stroke", "#fff", "stroke-width", 2);
    }
    svg.text(state.isTerminal() ? left : left + 26, y, status + captionTail(last, options),
        "font-size", CAPTION_FONT, "fill", INK);
  }

  /** What the caption says after the status: the last move and the hint. */
  private static String captionTail(int last, SvgOptions options) {
    StringBuilder line = new StringBuilder();
    if (last >= 0) {
      line.append(" · last ").append(Squares.name(JungleMove.from(last)))
          .append(Squares.name(JungleMove.to(last)));
    }
    if (!options.arrows().isEmpty()) {
      line.append(" · hint ").append(moveText(options.arrows().head()));
    }
    return line.toString();
  }

  private static String moveText(int code) {
    return Squares.name(JungleMove.from(code)) + Squares.name(JungleMove.to(code));
  }

  /**
   * Who is to move, or how the game ended: the side with its player's name, shortened so the
   * caption (this and {@link #captionTail}) fits beside the turn's disc.
   */
  private static String status(JungleState state, int last, SvgOptions options) {
    Option<JungleResult> result = state.result();
    String tail = captionTail(last, options);
    double room = Squares.FILES * SQUARE - (result.isDefined() ? 0 : 26);
    if (result.isDefined()) {
      JungleResult r = result.get();
      String why = " (" + r.reason().label() + ")";
      return r.winner().map(s -> options.named(s.title(), s.player(),
          w -> w + " wins" + why + tail, CAPTION_FONT, room) + " wins").getOrElse("Draw") + why;
    }
    Side side = state.sideToMove();
    return options.named(side.title(), side.player(), w -> w + " to move" + tail, CAPTION_FONT,
        room) + " to move";
  }

  private static String describe(JungleState state, String status, int last,
      SvgOptions options) {
    StringBuilder sb = new StringBuilder("Position ").append(state).append(". ").append(status)
        .append('.');
    for (Side side : Side.values()) {
      sb.append(' ').append(options.named(side.title(), side.player())).append(':');
      boolean any = false;
      for (int sq = 0; sq < Squares.COUNT; sq++) {
        if (state.sideAt(sq).contains(side)) {
          sb.append(any ? ", " : " ").append(state.pieceAt(sq).get().title()).append(' ')
              .append(Squares.name(sq));
          any = true;
        }
      }
      sb.append(any ? "." : " no pieces.");
    }
    if (last >= 0) {
      sb.append(" Last move ").append(moveText(last)).append('.');
    }
    if (!options.arrows().isEmpty()) {
      sb.append(" Arrows: ").append(options.arrows().map(JungleSvg::moveText).mkString(", "))
          .append('.');
    }
    return sb.toString();
  }

  private static String n(double value) {
    return SvgWriter.number(value);
  }
}
