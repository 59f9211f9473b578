package dev.tabletop.ludo;

import dev.tabletop.core.Refusal;
import dev.tabletop.core.svg.Box;
import dev.tabletop.core.svg.PlayLayer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.core.svg.SvgWriter;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.ArrayList;

/**
 * Pictures of Cờ Cá Ngựa positions as SVG text: the cross of 56 ring cells on its 15×15 grid (the
 * petits chevaux board), each seat's start cell (an arrow showing the way round) and door (cửa
 * chuồng, an arrow into the home column), the four home columns of 6 cells (chuồng) and the four
 * stables in the corners, every horse as a disc in its seat's colour with its number, and below
 * the board whose turn it is and the dice (the roll waiting to be played, a die already played
 * greyed).
 *
 * <p>Seat colours, the four of the Vietnamese board: seat 0 red (đỏ), seat 1 blue (xanh dương),
 * seat 2 yellow (vàng), seat 3 green (xanh lá), in the order of play, so red sits opposite yellow
 * and blue opposite green. A seat nobody plays keeps its colours, with empty stables.
 *
 * <p>A pure function of the position and the {@link SvgOptions}: the same input gives the same
 * text, byte for byte. {@link SvgOptions#bottom()} names the player whose arm of the cross is
 * drawn at the bottom (player 0 by default); the board turns by quarter turns, so play still goes
 * counter-clockwise. Ring cells carry {@code data-cell} (0..55), home cells {@code data-seat} and
 * {@code data-home} (1..6), horses {@code data-player}, {@code data-horse} and {@code data-where}
 * ({@code s}, a ring cell, or {@code h} and a home cell, as the wire format names places); {@link
 * #ringCell}, {@link #homeCell} and {@link #stable} give where they lie.
 */
public final class LudoSvg {
  /** The side of a grid cell in {@code viewBox} units. */
  public static final int CELL = 40;

  private static final int GRID = 15;
  private static final int PAD = 10;
  private static final int CAPTION = 64;
  private static final int DIE = 38;
  /** The caption's first line's font size. */
  private static final int CAPTION_FONT = 18;
  /** The font size of a name on its stable's frame. */
  private static final int NAME_FONT = 14;

  /** Seat colours, seats 0..3: red, blue, yellow, green. */
  private static final String[] COLOUR = {"#d32f2f", "#1e63c6", "#f2b705", "#2e8b3a"};
  private static final String[] PALE = {"#f7c9c4", "#c6d8f5", "#fbe6a0", "#c5e5c3"};
  private static final String[] INK_ON = {"#fff", "#fff", "#3b2c00", "#fff"};
  private static final String[] NAME = {"Red", "Blue", "Yellow", "Green"};
  private static final String[] VIETNAMESE = {"Đỏ", "Xanh dương", "Vàng", "Xanh lá"};
  /** The top-left cell of each seat's stable corner on the unturned grid (seat 0's arm at top). */
  private static final int[][] CORNER = {{0, 0}, {9, 0}, {9, 9}, {0, 9}};

  private static final String BOARD = "#fbf7ee";
  private static final String LINE = "#8d8270";
  private static final String INK = "#3d3426";

  private LudoSvg() {}

  /**
   * The colour name of a seat, as the pictures use it.
   *
   * @param seat 0..3
   * @return {@code Red}, {@code Blue}, {@code Yellow} or {@code Green}
   * @throws IllegalArgumentException for any other seat
   */
  public static String colourName(int seat) {
    if (seat < 0 || seat > 3) {
      throw new IllegalArgumentException("seat must be 0..3, was " + seat);
    }
    return NAME[seat];
  }

  /**
   * A picture of a position, with the arrows the options ask for.
   *
   * @param state the position
   * @param options size, orientation, coordinates (ring cell numbers), arrows (moves legal in
   *     {@code state}; a pass is written below the board), the players' names (each on its
   *     stable's frame, and in the caption the player to roll or who rolled, or the winner)
   * @return the SVG text
   * @throws IllegalArgumentException if {@code bottom} is not a player of the game, an arrow is
   *     not a legal move of the position (arrows at a chance node included), or there are more
   *     names than players
   */
  public static String render(LudoState state, SvgOptions options) {
    return draw(state, null, -1, options);
  }

  /**
   * A picture of the position after a roll or a move, the move marked (unless {@link
   * SvgOptions#lastMove()} is off): the cells it left and reached, the horse it kicked (now in its
   * stable), or for a roll the dice.
   *
   * @param before the position the roll or move is played in
   * @param move a legal code of {@code before}: a roll outcome at a chance node, else a move
   * @param options size, orientation, coordinates, arrows (moves legal after the move)
   * @return the SVG text of {@code before.apply(move)}
   * @throws dev.tabletop.core.RefusedException (an {@link IllegalArgumentException}) if the code
   *     is not legal in {@code before}
   * @throws IllegalArgumentException if an option does not fit, as for {@link #render(LudoState,
   *     SvgOptions)}
   */
  public static String render(LudoState before, int move, SvgOptions options) {
    LudoState after = Refusal.orThrow(before.play(move));
    return options.lastMove() ? draw(after, before, move, options) : draw(after, null, -1,
        options);
  }

  /**
   * A picture of a position with an earlier move marked: what a table shows after a move and the
   * roll that followed it, the move's cells marked and the new roll on the dice.
   *
   * @param state the position pictured
   * @param before the position the marked move was played in
   * @param move a legal code of {@code before} (not at a chance node: a move of a horse or a pass)
   * @param options size, orientation, coordinates, arrows (moves legal in {@code state})
   * @return the SVG text of {@code state}
   * @throws IllegalArgumentException if {@code before} is a chance node or the code is not legal
   *     there, or an option does not fit
   */
  public static String render(LudoState state, LudoState before, int move, SvgOptions options) {
    if (before.isChance()) {
      throw new IllegalArgumentException("the marked move is a horse's move or a pass, not a roll");
    }
    Refusal.orThrow(before.play(move));
    return options.lastMove() ? draw(state, before, move, options) : draw(state, null, -1,
        options);
  }

  /**
   * Where a ring cell lies in the picture the options give.
   *
   * @param rules the game's rules (who sits where)
   * @param cell 0..55
   * @param options the picture's options (the player at the bottom turns the board)
   * @return the cell's box in {@code viewBox} units
   * @throws IllegalArgumentException if the cell is not 0..55 or {@code bottom} is not a player
   */
  public static Box ringCell(LudoRules rules, int cell, SvgOptions options) {
    if (cell < 0 || cell >= Track.RING) {
      throw new IllegalArgumentException("ring cells are 0 to 55, not " + cell);
    }
    return cellBox(Track.CELL_ROW[cell], Track.CELL_COL[cell], turns(rules, options));
  }

  /**
   * Where a player's home cell lies in the picture the options give.
   *
   * @param rules the game's rules
   * @param player the owner
   * @param home 1..6, counted from the door inward
   * @param options the picture's options
   * @return the cell's box in {@code viewBox} units
   * @throws IllegalArgumentException if the home cell is not 1..6, there is no such player, or
   *     {@code bottom} is not a player
   */
  public static Box homeCell(LudoRules rules, int player, int home, SvgOptions options) {
    if (home < 1 || home > 6) {
      throw new IllegalArgumentException("home cells are 1 to 6, not " + home);
    }
    int seat = rules.seat(player);
    return cellBox(Track.homeRow(seat, home), Track.homeCol(seat, home), turns(rules, options));
  }

  /**
   * Where a horse waits in its player's stable in the picture the options give.
   *
   * @param rules the game's rules
   * @param player the owner
   * @param horse 0..3 (each horse has its own place in the stable)
   * @param options the picture's options
   * @return the place's box (one grid cell) in {@code viewBox} units
   * @throws IllegalArgumentException if the horse is not 0..3, there is no such player, or
   *     {@code bottom} is not a player
   */
  public static Box stable(LudoRules rules, int player, int horse, SvgOptions options) {
    if (horse < 0 || horse > 3) {
      throw new IllegalArgumentException("horses are 0 to 3, not " + horse);
    }
    double[] p = spot(rules.seat(player), horse, turns(rules, options));
    return new Box(p[0] - CELL / 2.0, p[1] - CELL / 2.0, CELL, CELL);
  }

  // ---------------------------------------------------------------- geometry

  /** How many quarter turns bring the bottom player's arm (seat 2's place unturned) down. */
  private static int turns(LudoRules rules, SvgOptions options) {
    int bottom = options.bottomOr(0);
    if (bottom >= rules.playerCount()) {
      throw new IllegalArgumentException("bottom must be a player 0 to " + (rules.playerCount() - 1)
          + ", not " + bottom);
    }
    return Math.floorMod(2 - rules.seat(bottom), 4);
  }

  /** A point of the unturned grid ({@code y}, {@code x} in cells) turned and in viewBox units. */
  private static double[] at(double y, double x, int turns) {
    for (int i = 0; i < turns; i++) {
      double ny = GRID - x;
      x = y;
      y = ny;
    }
    return new double[] {PAD + x * CELL, PAD + y * CELL};
  }

  private static Box cellBox(int row, int col, int turns) {
    double[] c = at(row + 0.5, col + 0.5, turns);
    return new Box(c[0] - CELL / 2.0, c[1] - CELL / 2.0, CELL, CELL);
  }

  private static double[] centre(int row, int col, int turns) {
    return at(row + 0.5, col + 0.5, turns);
  }

  /** The place of a horse in its stable: a square of four, upright whichever way the board is. */
  private static double[] spot(int seat, int horse, int turns) {
    double[] c = at(CORNER[seat][0] + 3, CORNER[seat][1] + 3, turns);
    return new double[] {c[0] + (horse % 2 == 0 ? -1.05 : 1.05) * CELL,
        c[1] + (horse / 2 == 0 ? -1.4 : 0.7) * CELL};
  }

  // ---------------------------------------------------------------- drawing

  private static String draw(LudoState state, LudoState before, int move, SvgOptions options) {
    SvgWriter.requireLegal(state, options.arrows());
    LudoRules rules = state.rules();
    options.requireNames(rules.playerCount());
    int turns = turns(rules, options);
    int size = GRID * CELL;
    int width = size + 2 * PAD;
    int height = size + 2 * PAD + CAPTION;
    Marks marks = before == null ? Marks.NONE : marks(before, move, options);
    String status = status(state, options);
    SvgWriter svg = new SvgWriter(width, height, options.size(), "Cờ Cá Ngựa (Ludo): " + status,
        describe(state, status, marks, options));
    svg.rect(0, 0, width, height, "fill", BOARD);
    drawStables(svg, state, turns, options);
    drawTrack(svg, turns, options);
    drawCentre(svg, turns);
    for (Box b : marks.cells()) {
      svg.rect(b.x() + 2, b.y() + 2, b.width() - 4, b.height() - 4, "fill", SvgWriter.LAST_MOVE,
          "fill-opacity", 0.75, "rx", 4);
    }
    drawHorses(svg, state, turns, marks);
    drawArrows(svg, state, options);
    drawPlay(svg, state, turns, options);
    drawCaption(svg, state, status, marks, options, size + 2 * PAD);
    return svg.finish();
  }

  private static void drawStables(SvgWriter svg, LudoState state, int turns,
      SvgOptions options) {
    LudoRules rules = state.rules();
    int mover = state.isTerminal() ? -1 : rules.seat(state.turn());
    for (int seat = 0; seat < 4; seat++) {
      int player = playerOf(rules, seat);
      double[] a = at(CORNER[seat][0] + 0.2, CORNER[seat][1] + 0.2, turns);
      double[] b = at(CORNER[seat][0] + 5.8, CORNER[seat][1] + 5.8, turns);
      double x = Math.min(a[0], b[0]);
      double y = Math.min(a[1], b[1]);
      double side = Math.abs(a[0] - b[0]);
      svg.open("g", "data-stable", seat);
      svg.title(NAME[seat] + " stable (" + VIETNAMESE[seat] + ")"
          + (player < 0 ? ", nobody plays it" : ""));
      svg.rect(x, y, side, side, "rx", 14, "fill", COLOUR[seat], "fill-opacity",
          player < 0 ? 0.35 : 1, "stroke", seat == mover ? INK : "none", "stroke-width", 4);
      svg.rect(x + 26, y + 26, side - 52, side - 52, "rx", 10, "fill", "#fff",
          "fill-opacity", 0.9);
      for (int h = 0; h < 4; h++) {
        double[] p = spot(seat, h, turns);
        svg.circle(p[0], p[1], 17, "fill", PALE[seat], "stroke", COLOUR[seat], "stroke-width", 2);
      }
      double[] middle = at(CORNER[seat][0] + 3, CORNER[seat][1] + 3, turns);
      svg.text(middle[0], middle[1] + 2.05 * CELL, NAME[seat], "font-size", 15,
          "text-anchor", "middle", "fill", INK);
      // The player's name on the frame below the colour's word, in the frame's own ink.
      String name = SvgWriter.fit(options.name(player), NAME_FONT, true, side - 36);
      if (player >= 0 && !name.isEmpty()) {
        svg.text(x + side / 2, y + side - 8.5, name, "font-size", NAME_FONT, "font-weight",
            "bold", "text-anchor", "middle", "fill", INK_ON[seat], "data-name", player);
      }
      svg.close();
    }
  }

  private static void drawTrack(SvgWriter svg, int turns, SvgOptions options) {
    svg.open("g", "stroke", LINE, "stroke-width", 1.2);
    for (int cell = 0; cell < Track.RING; cell++) {
      Box b = cellBox(Track.CELL_ROW[cell], Track.CELL_COL[cell], turns);
      int seat = cell / 14;
      boolean start = cell % 14 == 0;
      boolean door = cell % 14 == 13;
      int owner = door ? (seat + 1) % 4 : seat;
      String fill = start ? COLOUR[seat] : door ? PALE[owner] : "#fff";
      svg.rect(b.x(), b.y(), CELL, CELL, "fill", fill, "data-cell", cell);
    }
    for (int seat = 0; seat < 4; seat++) {
      for (int k = 1; k <= 6; k++) {
        Box b = cellBox(Track.homeRow(seat, k), Track.homeCol(seat, k), turns);
        svg.rect(b.x(), b.y(), CELL, CELL, "fill", PALE[seat], "data-seat", seat, "data-home", k);
      }
    }
    svg.close();
    // Start cells: an arrow along the way round; doors: an arrow into the home column.
    for (int seat = 0; seat < 4; seat++) {
      int start = LudoRules.startCell(seat);
      int door = LudoRules.door(seat);
      double[] s0 = centre(Track.CELL_ROW[start], Track.CELL_COL[start], turns);
      int next = start + 1;
      double[] s1 = centre(Track.CELL_ROW[next], Track.CELL_COL[next], turns);
      triangle(svg, s0, s1, 11, INK_ON[seat], NAME[seat] + " start cell " + start);
      double[] d0 = centre(Track.CELL_ROW[door], Track.CELL_COL[door], turns);
      double[] d1 = centre(Track.homeRow(seat, 1), Track.homeCol(seat, 1), turns);
      triangle(svg, d0, d1, 10, COLOUR[seat], NAME[seat] + " door (cửa chuồng), cell " + door);
    }
    svg.open("g", "font-size", 15, "font-weight", "bold", "text-anchor", "middle");
    for (int seat = 0; seat < 4; seat++) {
      for (int k = 1; k <= 6; k++) {
        double[] c = centre(Track.homeRow(seat, k), Track.homeCol(seat, k), turns);
        svg.text(c[0], c[1] + 5, String.valueOf(k), "fill", COLOUR[seat], "fill-opacity", 0.75);
      }
    }
    svg.close();
    if (options.coordinates()) {
      svg.open("g", "font-size", 10, "fill", "#7b7262");
      for (int cell = 0; cell < Track.RING; cell++) {
        if (cell % 14 == 0 || cell % 14 == 13) {
          continue;
        }
        Box b = cellBox(Track.CELL_ROW[cell], Track.CELL_COL[cell], turns);
        svg.text(b.x() + 3, b.y() + 11, String.valueOf(cell));
      }
      svg.close();
    }
  }

  /** A small triangle in a cell pointing towards another cell's centre. */
  private static void triangle(SvgWriter svg, double[] from, double[] to, double r, String fill,
      String title) {
    double dx = to[0] - from[0];
    double dy = to[1] - from[1];
    double l = Math.hypot(dx, dy);
    double ux = dx / l;
    double uy = dy / l;
    String points = n(from[0] + ux * r) + "," + n(from[1] + uy * r) + " "
        + n(from[0] - ux * r * 0.6 - uy * r * 0.9) + "," + n(from[1] - uy * r * 0.6 + ux * r * 0.9)
        + " " + n(from[0] - ux * r * 0.6 + uy * r * 0.9) + ","
        + n(from[1] - uy * r * 0.6 - ux * r * 0.9);
    svg.open("polygon", "points", points, "fill", fill);
    svg.title(title);
    svg.close();
  }

  private static void drawCentre(SvgWriter svg, int turns) {
    double[] c = centre(7, 7, turns);
    double h = CELL / 2.0;
    for (int seat = 0; seat < 4; seat++) {
      // The triangle on the side of the centre where this seat's home column ends.
      double[] tip = centre(Track.homeRow(seat, 6), Track.homeCol(seat, 6), turns);
      double dx = Math.signum(tip[0] - c[0]);
      double dy = Math.signum(tip[1] - c[1]);
      String points = n(c[0]) + "," + n(c[1]) + " " + n(c[0] + dx * h - dy * h) + ","
          + n(c[1] + dy * h + dx * h) + " " + n(c[0] + dx * h + dy * h) + ","
          + n(c[1] + dy * h - dx * h);
      svg.element("polygon", "points", points, "fill", COLOUR[seat], "stroke", LINE,
          "stroke-width", 1.2);
    }
  }

  private static void drawHorses(SvgWriter svg, LudoState state, int turns, Marks marks) {
    LudoRules rules = state.rules();
    for (int p = 0; p < rules.playerCount(); p++) {
      int seat = rules.seat(p);
      for (int h = 0; h < 4; h++) {
        double[] c = placeCentre(state, p, h, turns);
        // data-where names the place as the wire format does: s, a ring cell, or h and a home cell.
        String place = place(state, p, h);
        String where = place.equals("s") ? "in the stable"
            : place.startsWith("h") ? "on home cell " + place.substring(1) : "on cell " + place;
        svg.open("g", "data-player", p, "data-horse", h, "data-where", place);
        svg.title(NAME[seat] + " horse " + h + " " + where);
        if (marks.kicked() == p * 4 + h) {
          svg.circle(c[0], c[1] - HORSE_LIFT, HORSE_RING, "fill", SvgWriter.LAST_MOVE);
        }
        drawHorse(svg, c[0], c[1], seat, h);
        svg.close();
      }
    }
  }

  /** A horse's place as the wire format names it: s, a ring cell, or h and a home cell. */
  private static String place(LudoState state, int player, int horse) {
    if (state.inStable(player, horse)) {
      return "s";
    }
    int cell = state.ringCell(player, horse);
    return cell >= 0 ? String.valueOf(cell) : "h" + state.homeCell(player, horse);
  }

  /** The centre of the place a horse stands on. */
  private static double[] placeCentre(LudoState state, int player, int horse, int turns) {
    int seat = state.rules().seat(player);
    if (state.inStable(player, horse)) {
      return spot(seat, horse, turns);
    }
    int cell = state.ringCell(player, horse);
    if (cell >= 0) {
      return centreOfCell(cell, turns);
    }
    int k = state.homeCell(player, horse);
    return centre(Track.homeRow(seat, k), Track.homeCol(seat, k), turns);
  }

  /**
   * How far a horse's middle stands above its cell's centre, and the radius of a ring around it
   * (a kick, the play layer's mark).
   */
  private static final double HORSE_LIFT = 3;
  private static final double HORSE_RING = 26;

  /**
   * A horse standing on its place: a piece like a pawn, a head over a body on a base, taller than
   * a cell (about 47 units against the cell's 40), so that on a phone's width it is still a thing
   * a finger can find; its number on its head.
   */
  private static void drawHorse(SvgWriter svg, double x, double y, int seat, int horse) {
    svg.element("ellipse", "cx", x + 1.2, "cy", y + 20, "rx", 17, "ry", 5, "fill", "#000",
        "fill-opacity", 0.25);
    svg.element("polygon", "points", n(x - 12) + "," + n(y + 13) + " " + n(x + 12) + ","
        + n(y + 13) + " " + n(x + 7) + "," + n(y - 6) + " " + n(x - 7) + "," + n(y - 6),
        "fill", COLOUR[seat], "stroke", "#fff", "stroke-width", 2, "stroke-linejoin", "round");
    svg.rect(x - 16, y + 11, 32, 9, "rx", 4.5, "fill", COLOUR[seat], "stroke", "#fff",
        "stroke-width", 2);
    svg.circle(x, y - 12.5, 12.5, "fill", COLOUR[seat], "stroke", "#fff", "stroke-width", 2.5);
    svg.text(x, y - 7, String.valueOf(horse), "font-size", 16, "font-weight", "bold",
        "text-anchor", "middle", "fill", INK_ON[seat]);
  }

  private static void drawArrows(SvgWriter svg, LudoState state, SvgOptions options) {
    int turns = turns(state.rules(), options);
    int i = 0;
    for (int code : options.arrows()) {
      drawArrow(svg, state, code, SvgWriter.ARROW, SvgWriter.arrowOpacity(i), turns);
      i++;
    }
  }

  private static void drawArrow(SvgWriter svg, LudoState state, int code, String colour,
      double opacity, int turns) {
    double[] path = path(state, code, turns);
    if (path.length >= 4) {
      // The arrow leaves the horse's edge and stops short of the last centre, so the horses
      // at both ends stay readable.
      shorten(path, 0, 2, 10);
      shorten(path, path.length - 2, path.length - 4, 9);
      svg.arrow(path, 9, colour, opacity, "data-move", state.moveText(code));
    }
  }

  /**
   * The play layer ({@link PlayLayer}): a mark on each horse of the player to move that may
   * move, a dot where each of its moves takes it, a hint arrow per move. The horse a move moves
   * is the mover's horse whose place it changes (a pass moves none and has no mark).
   */
  private static void drawPlay(SvgWriter svg, LudoState state, int turns, SvgOptions options) {
    int[] moves = PlayLayer.moves(state, options);
    if (moves.length == 0) {
      return;
    }
    int p = state.currentPlayer();
    int[] horseOf = new int[moves.length];
    LudoState[] after = new LudoState[moves.length];
    for (int i = 0; i < moves.length; i++) {
      after[i] = state.apply(moves[i]);
      horseOf[i] = -1;
      for (int h = 0; h < 4; h++) {
        if (!place(state, p, h).equals(place(after[i], p, h))) {
          horseOf[i] = h;
          break;
        }
      }
    }
    PlayLayer.open(svg, p);
    for (int h = 0; h < 4; h++) {
      int count = 0;
      for (int x : horseOf) {
        count += x == h ? 1 : 0;
      }
      if (count == 0) {
        continue;
      }
      int[] mine = new int[count];
      int k = 0;
      for (int i = 0; i < moves.length; i++) {
        if (horseOf[i] == h) {
          mine[k++] = moves[i];
        }
      }
      double[] c = placeCentre(state, p, h, turns);
      String from = String.valueOf(h);
      PlayLayer.mark(svg, from, mine, c[0], c[1] - HORSE_LIFT, HORSE_RING);
      PlayLayer.openTargets(svg, from);
      for (int i = 0; i < moves.length; i++) {
        if (horseOf[i] == h) {
          double[] to = placeCentre(after[i], p, h, turns);
          PlayLayer.dot(svg, moves[i], place(after[i], p, h), to[0], to[1] - HORSE_LIFT,
              HORSE_RING, occupied(state, after[i], p, h));
        }
      }
      svg.close();
    }
    for (int code : moves) {
      PlayLayer.openHint(svg, code);
      drawArrow(svg, state, code, PlayLayer.HINT, SvgWriter.arrowOpacity(0), turns);
      svg.close();
    }
    svg.close();
  }

  /** Whether another horse stands where a move takes the horse (a ring around it, not a dot). */
  private static boolean occupied(LudoState before, LudoState after, int player, int horse) {
    String to = place(after, player, horse);
    if (to.equals("s")) {
      return false;
    }
    for (int q = 0; q < before.rules().playerCount(); q++) {
      for (int h = 0; h < 4; h++) {
        if ((q != player || h != horse) && to.equals(place(before, q, h))
            && (q == player || !to.startsWith("h"))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Moves point {@code at} of a path towards point {@code towards}, by at most a third. */
  private static void shorten(double[] path, int at, int towards, double by) {
    double dx = path[towards] - path[at];
    double dy = path[towards + 1] - path[at + 1];
    double length = Math.hypot(dx, dy);
    if (length > 0) {
      double cut = Math.min(by, length / 3);
      path[at] += dx / length * cut;
      path[at + 1] += dy / length * cut;
    }
  }

  /**
   * The centres a legal move takes its horse through, read from its effects; empty for a pass.
   * Each leg of the horse's own steps is followed cell by cell, so an arrow goes round corners.
   */
  private static double[] path(LudoState before, int code, int turns) {
    LudoRules rules = before.rules();
    ArrayList<double[]> points = new ArrayList<>();
    Seq<LudoEffect> effects = before.effects(code);
    int player = -1;
    int horse = -1;
    int ring = -1;
    int home = 0;
    for (LudoEffect e : effects) {
      if (e instanceof LudoEffect.Entered en) {
        player = en.player();
        horse = en.horse();
        points.add(spot(rules.seat(player), horse, turns));
        ring = en.cell();
        points.add(centreOfCell(ring, turns));
      } else if (e instanceof LudoEffect.Moved m) {
        player = m.player();
        horse = m.horse();
        ring = walk(points, m.from(), m.to(), 1, turns);
      } else if (e instanceof LudoEffect.Jumped j) {
        player = j.player();
        horse = j.horse();
        ring = walk(points, j.from(), j.to(), 1, turns);
      } else if (e instanceof LudoEffect.MovedBack m) {
        player = m.player();
        horse = m.horse();
        ring = walk(points, m.from(), m.to(), -1, turns);
      } else if (e instanceof LudoEffect.EnteredHome eh) {
        player = eh.player();
        horse = eh.horse();
        int seat = rules.seat(player);
        int door = LudoRules.door(seat);
        int from = ring >= 0 ? ring : before.ringCell(player, horse);
        if (from >= 0) {
          walk(points, from, door, 1, turns);
        }
        for (int k = 1; k <= eh.home(); k++) {
          points.add(centre(Track.homeRow(seat, k), Track.homeCol(seat, k), turns));
        }
        ring = -1;
        home = eh.home();
      } else if (e instanceof LudoEffect.Climbed c) {
        player = c.player();
        horse = c.horse();
        int seat = rules.seat(player);
        for (int k = home > 0 ? home : c.from(); k <= c.to(); k++) {
          points.add(centre(Track.homeRow(seat, k), Track.homeCol(seat, k), turns));
        }
        home = c.to();
      }
    }
    double[] out = new double[points.size() * 2];
    int n = 0;
    for (double[] p : points) {
      // Two legs meet on one cell: keep it once.
      if (n >= 2 && out[n - 2] == p[0] && out[n - 1] == p[1]) {
        continue;
      }
      out[n++] = p[0];
      out[n++] = p[1];
    }
    return java.util.Arrays.copyOf(out, n);
  }

  private static double[] centreOfCell(int cell, int turns) {
    return centre(Track.CELL_ROW[cell], Track.CELL_COL[cell], turns);
  }

  /** Adds the ring cells from one cell to another, a step at a time; returns the last. */
  private static int walk(ArrayList<double[]> points, int from, int to, int step, int turns) {
    int c = from;
    points.add(centreOfCell(c, turns));
    while (c != to) {
      c = Math.floorMod(c + step, Track.RING);
      points.add(centreOfCell(c, turns));
    }
    return to;
  }

  // ---------------------------------------------------------------- the last move

  /** What the last roll or move marks: cells, the kicked horse, the dice, and in words. */
  private record Marks(List<Box> cells, int kicked, boolean dice, String text) {
    static final Marks NONE = new Marks(List.empty(), -1, false, "");
  }

  private static Marks marks(LudoState before, int move, SvgOptions options) {
    if (before.isChance()) {
      return new Marks(List.empty(), -1, true, "rolled " + rollText(before.apply(move).dice()));
    }
    LudoRules rules = before.rules();
    List<Box> cells = List.empty();
    int kicked = -1;
    StringBuilder text = new StringBuilder(before.moveText(move));
    for (LudoEffect e : before.effects(move)) {
      if (e instanceof LudoEffect.Entered en) {
        cells = cells.append(stable(rules, en.player(), en.horse(), options))
            .append(ringCell(rules, en.cell(), options));
      } else if (e instanceof LudoEffect.Moved m) {
        cells = cells.append(ringCell(rules, m.from(), options))
            .append(ringCell(rules, m.to(), options));
      } else if (e instanceof LudoEffect.MovedBack m) {
        cells = cells.append(ringCell(rules, m.from(), options))
            .append(ringCell(rules, m.to(), options));
      } else if (e instanceof LudoEffect.Jumped j) {
        cells = cells.append(ringCell(rules, j.from(), options))
            .append(ringCell(rules, j.to(), options));
      } else if (e instanceof LudoEffect.EnteredHome eh) {
        int from = before.ringCell(eh.player(), eh.horse());
        if (from >= 0) {
          cells = cells.append(ringCell(rules, from, options));
        }
        cells = cells.append(homeCell(rules, eh.player(), eh.home(), options));
      } else if (e instanceof LudoEffect.Climbed c) {
        cells = cells.append(homeCell(rules, c.player(), c.from(), options))
            .append(homeCell(rules, c.player(), c.to(), options));
      } else if (e instanceof LudoEffect.Kicked k) {
        kicked = k.player() * 4 + k.horse();
        text.append(", kicks ").append(who(rules, k.player())).append(" horse ")
            .append(k.horse());
      }
    }
    return new Marks(cells.distinct(), kicked, false, text.toString());
  }

  // ---------------------------------------------------------------- caption and words

  private static void drawCaption(SvgWriter svg, LudoState state, String status, Marks marks,
      SvgOptions options, double top) {
    LudoRules rules = state.rules();
    double y = top + 24;
    double x = PAD + 4;
    if (!state.isTerminal()) {
      int seat = rules.seat(state.turn());
      svg.circle(x + 9, y - 6, 9, "fill", COLOUR[seat], "stroke", "#fff", "stroke-width", 2);
      x += 26;
    }
    svg.text(x, y, status, "font-size", CAPTION_FONT, "fill", INK);
    StringBuilder second = new StringBuilder();
    if (!marks.text().isEmpty()) {
      second.append("last: ").append(marks.text());
    }
    if (!options.arrows().isEmpty()) {
      second.append(second.length() > 0 ? " · " : "").append("hint: ")
          .append(state.moveText(options.arrows().head()));
    }
    if (second.length() > 0) {
      svg.text(PAD + 4, y + 26, second.toString(), "font-size", 15, "fill", INK);
    }
    int[] dice = state.dice();
    int[] left = state.diceLeft();
    double dx = PAD + GRID * CELL - 4 - DIE;
    for (int i = dice.length - 1; i >= 0; i--) {
      // A die already played (diceUse=each) is drawn faint; the other one stays.
      boolean played = dice.length == 2 && left.length == 1 && left[0] != dice[i]
          || dice.length == 2 && left.length == 1 && dice[0] == dice[1] && i == 0;
      drawDie(svg, dx, top + 6, dice[i], played, marks.dice());
      dx -= DIE + 10;
    }
  }

  private static void drawDie(SvgWriter svg, double x, double y, int face, boolean played,
      boolean marked) {
    svg.open("g", "data-die", face, "opacity", played ? 0.35 : 1);
    svg.title(played ? "die " + face + " (played)" : "die " + face);
    if (marked) {
      svg.rect(x - 4, y - 4, DIE + 8, DIE + 8, "rx", 9, "fill", SvgWriter.LAST_MOVE);
    }
    svg.rect(x, y, DIE, DIE, "rx", 7, "fill", "#fff", "stroke", INK, "stroke-width", 2);
    double q = DIE / 4.0;
    double[][] pips = {
        {}, {2, 2}, {1, 1, 3, 3}, {1, 1, 2, 2, 3, 3}, {1, 1, 1, 3, 3, 1, 3, 3},
        {1, 1, 1, 3, 2, 2, 3, 1, 3, 3}, {1, 1, 1, 2, 1, 3, 3, 1, 3, 2, 3, 3}};
    double[] p = pips[face];
    for (int i = 0; i < p.length; i += 2) {
      svg.circle(x + p[i] * q, y + p[i + 1] * q, 3.6, "fill", face == 1 ? "#c62828" : INK);
    }
    svg.close();
  }

  private static int playerOf(LudoRules rules, int seat) {
    for (int p = 0; p < rules.playerCount(); p++) {
      if (rules.seat(p) == seat) {
        return p;
      }
    }
    return -1;
  }

  /**
   * A player as the picture's words name them: by colour, as the table page names seats (a player
   * number counted from 0 means nothing to a reader; it stays in {@code data-player}).
   */
  private static String who(LudoRules rules, int player) {
    return NAME[rules.seat(player)];
  }

  private static String rollText(int[] dice) {
    return dice.length == 1 ? String.valueOf(dice[0]) : dice[0] + " and " + dice[1];
  }

  /**
   * Whose turn it is and what they rolled, or the places at the end: seats by colour, the one
   * the line is about (the player to roll or who rolled, the winner) with its player's name,
   * shortened so the caption's first line ends before the dice.
   */
  private static String status(LudoState state, SvgOptions options) {
    LudoRules rules = state.rules();
    // The caption starts after the turn's disc (none at the end) and ends before the dice, each
    // with room for its last-roll frame.
    double room = GRID * CELL - 4 - state.dice().length * (DIE + 10) - 6
        - (state.isTerminal() ? 4 : 30);
    if (state.isTerminal()) {
      List<Integer> places = state.places();
      if (places.isEmpty()) {
        return "Game over:";
      }
      StringBuilder others = new StringBuilder();
      for (int i = 1; i < places.size(); i++) {
        others.append(", ").append(ordinal(i + 1)).append(' ').append(who(rules, places.get(i)));
      }
      String first = "Game over: " + ordinal(1) + " ";
      int winner = places.head();
      return first + options.named(who(rules, winner), winner, w -> first + w + others,
          CAPTION_FONT, room) + others;
    }
    int[] dice = state.dice();
    int[] left = state.diceLeft();
    String rolled = state.isChance() ? " to roll" : " rolled " + rollText(dice)
        + (dice.length == 2 && left.length == 1 ? ", " + left[0] + " left to play" : "");
    return options.named(who(rules, state.turn()), state.turn(), w -> w + rolled, CAPTION_FONT,
        room) + rolled;
  }

  private static String ordinal(int place) {
    return place + (place == 1 ? "st" : place == 2 ? "nd" : place == 3 ? "rd" : "th");
  }

  private static String describe(LudoState state, String status, Marks marks,
      SvgOptions options) {
    LudoRules rules = state.rules();
    StringBuilder sb = new StringBuilder("Position ").append(state).append(" of ")
        .append(rules.spec()).append(". ").append(status).append('.');
    for (int p = 0; p < rules.playerCount(); p++) {
      sb.append(' ').append(options.named(who(rules, p), p)).append(':');
      for (int h = 0; h < 4; h++) {
        sb.append(h == 0 ? " " : ", ").append("horse ").append(h).append(' ');
        if (state.inStable(p, h)) {
          sb.append("in the stable");
        } else if (state.ringCell(p, h) >= 0) {
          sb.append("on cell ").append(state.ringCell(p, h));
        } else {
          sb.append("on home cell ").append(state.homeCell(p, h));
        }
      }
      sb.append(state.place(p) > 0 ? ", finished " + ordinal(state.place(p)) + "." : ".");
    }
    if (!marks.text().isEmpty()) {
      sb.append(" Last: ").append(marks.text()).append('.');
    }
    if (!options.arrows().isEmpty()) {
      sb.append(" Arrows: ").append(options.arrows().map(state::moveText).mkString(", "))
          .append('.');
    }
    return sb.toString();
  }

  private static String n(double value) {
    return SvgWriter.number(value);
  }
}
