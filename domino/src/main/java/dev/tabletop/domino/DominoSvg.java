package dev.tabletop.domino;

import dev.tabletop.core.Players;
import dev.tabletop.core.Refusal;
import dev.tabletop.core.svg.Box;
import dev.tabletop.core.svg.PlayLayer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.core.svg.SvgWriter;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/**
 * Pictures of Domino rounds as SVG text: the line of play (dây) on the table with its two open
 * ends marked, laid as a snake that turns at the table's edge so a long line fits, doubles (Bò)
 * drawn across it; every hand below and above it, face up or face down with its size; the
 * boneyard (bài dư) and its size; whose turn it is, the last play and arrows for a hint.
 *
 * <p>Two kinds of picture. Of a {@link DominoState} (omniscient: every hand and the boneyard face
 * up), and of a {@link DominoView}: what one seat may know, its own hand face up, every other
 * hand and the boneyard as face-down backs with their counts. A view's picture is made from the
 * view alone, so it cannot show a tile the seat may not see, and two situations the seat cannot
 * tell apart give the same picture, byte for byte.
 *
 * <p>Both kinds remember how they came about, so the last act (a lead, a play, a pass, a draw)
 * is marked whenever {@link SvgOptions#lastMove()} is on: the tile just played is outlined, and a
 * pass or a draw is written below the table. {@link SvgOptions#bottom()} names the hand drawn at
 * the bottom (the viewer by default, or seat 0); the others follow in seat order from the top.
 * Tiles carry {@code data-tile} (such as {@code 6:4}) only where they are face up: line tiles
 * with {@code data-line} (0 the left end), hands with {@code data-seat}, the boneyard with {@code
 * data-boneyard}.
 */
public final class DominoSvg {
  /** The picture's width in {@code viewBox} units. */
  public static final int WIDTH = 800;

  private static final int PAD = 12;
  /** {@code Table.viewer} of a spectator's picture: no seat's hand is shown. */
  private static final int SPECTATOR = -2;
  /** Half a tile on the table and in the bottom hand. */
  private static final double Q = 32;
  /** Half a tile in the other hands and the boneyard. */
  private static final double SMALL = 22;
  private static final double LABEL = 22;
  /** The font size of a hand's label and of its player's name beside it. */
  private static final int LABEL_FONT = 15;
  /** The caption's first line's font size. */
  private static final int CAPTION_FONT = 17;

  private static final String BACKGROUND = "#f4f1ea";
  private static final String FELT = "#2f7d4f";
  private static final String FELT_EDGE = "#1f5a37";
  private static final String IVORY = "#fffdf4";
  private static final String EDGE = "#3a3a3a";
  private static final String PIP = "#1d1d1d";
  private static final String BACK = "#27466f";
  private static final String BACK_LINE = "#7f9cc4";
  private static final String INK = "#2f2a22";
  private static final String TO_MOVE = "#c0392b";

  private DominoSvg() {}

  /**
   * A picture of a round as nobody at the table sees it: every hand and the boneyard face up.
   *
   * @param state the round
   * @param options size, the seat at the bottom, the last move, arrows (moves legal in {@code
   *     state}), the players' names (each beside its hand's label, and in the caption the seat
   *     it speaks of); Domino draws no coordinates
   * @return the SVG text
   * @throws IllegalArgumentException if {@code bottom} is not a seat of the round, an arrow is
   *     not a legal move of the position, or there are more names than seats
   */
  public static String render(DominoState state, SvgOptions options) {
    SvgWriter.requireLegal(state, options.arrows());
    options.requireNames(state.rules().players());
    return draw(Table.of(state, options), options, PlayLayer.moves(state, options));
  }

  /**
   * A picture of the round after a move or a chance outcome, omniscient; the move is marked as
   * for {@link #render(DominoState, SvgOptions)} (a state remembers its last move, so this is
   * that picture of {@code before.apply(move)}).
   *
   * @param before the round before the move
   * @param move a legal code of {@code before}
   * @param options size, the seat at the bottom, last move, arrows (moves legal after it)
   * @return the SVG text
   * @throws dev.tabletop.core.RefusedException (an {@link IllegalArgumentException}) if the code
   *     is not legal in {@code before}
   */
  public static String render(DominoState before, int move, SvgOptions options) {
    return render(Refusal.orThrow(before.play(move)), options);
  }

  /**
   * A picture of what one seat may know: its hand face up, the others and the boneyard face down
   * with their counts, the line, the public last act.
   *
   * @param view a seat's view ({@link Domino#view(DominoState, int)})
   * @param options size, the seat at the bottom (the viewer by default), the last move, arrows
   *     (the viewer's own legal moves, only when it is the viewer's turn), the players' names
   *     (public: drawn as for a round's picture)
   * @return the SVG text
   * @throws IllegalArgumentException if {@code bottom} is not a seat, arrows are asked when it is
   *     not the viewer's turn or name a move the viewer may not make, or there are more names
   *     than seats
   */
  public static String render(DominoView view, SvgOptions options) {
    options.requireNames(view.rules().players());
    if (!options.arrows().isEmpty()) {
      if (view.currentPlayer() != view.viewer()) {
        throw new IllegalArgumentException("arrows in seat " + view.viewer()
            + "'s view are its own moves, and it is not its turn");
      }
      // The mover's legal moves depend on its view alone, so any state consistent with the view
      // has the same ones.
      DominoState any = Refusal.orThrow(Domino.sample(view, new SplittableRandom(0)));
      SvgWriter.requireLegal(any, options.arrows());
    }
    int[] play = new int[0];
    if (options.play() && view.currentPlayer() == view.viewer()) {
      // As for the arrows: the viewer's moves follow from its view alone.
      play = PlayLayer.moves(Refusal.orThrow(Domino.sample(view, new SplittableRandom(0))),
          options);
    }
    return draw(Table.of(view, options, false), options, play);
  }

  /**
   * A picture of what a spectator may know from a seat's view: every hand face down with its
   * count, the boneyard face down, the line and the public last act (a tile drawn is not named).
   * The viewer's own hand and draws are left out, so the picture holds no tile in any hand.
   *
   * @param view a seat's view ({@link Domino#view(DominoState, int)}); for a spectator the view of
   *     a seat other than the one drawing
   * @param options size, the seat at the bottom (seat 0 by default), the last move, the players'
   *     names; no arrows
   * @return the SVG text
   * @throws IllegalArgumentException if {@code bottom} is not a seat, arrows are asked, or there
   *     are more names than seats
   */
  public static String renderPublic(DominoView view, SvgOptions options) {
    options.requireNames(view.rules().players());
    if (!options.arrows().isEmpty()) {
      throw new IllegalArgumentException("a spectator's picture has no moves to draw as arrows");
    }
    // A spectator makes no moves: no play layer, whatever the options ask.
    return draw(Table.of(view, options, true), options, new int[0]);
  }

  // ---------------------------------------------------------------- what the picture shows

  /**
   * Everything a picture shows, gathered from a state or from a view; the drawing reads only
   * this, so a view's picture holds nothing the view does not.
   *
   * @param hands each seat's tiles, or -1 where they are face down
   * @param sizes each seat's hand size
   * @param boneyard the boneyard's tiles, or -1 when face down
   * @param mover the seat to act (also while its draw is resolved), or -1
   * @param marked the index in {@code line} of the tile just played, or -1
   */
  private record Table(DominoRules rules, int viewer, int bottom, int[] hands, int[] sizes,
      int boneyard, int boneyardSize, int[] line, int left, int right, int mover,
      boolean drawing, boolean dealing, boolean over, String status, int[] counts, int marked,
      String last, int forced) {

    static Table of(DominoState s, SvgOptions options) {
      DominoRules rules = s.rules();
      int n = rules.players();
      int[] hands = new int[n];
      int[] sizes = new int[n];
      for (int p = 0; p < n; p++) {
        hands[p] = s.hand(p);
        sizes[p] = Integer.bitCount(hands[p]);
      }
      int[] line = s.lineCells();
      int marked = -1;
      String last = "";
      Option<DominoState> parent = s.parent();
      if (options.lastMove() && parent.isDefined() && s.lastCode() >= 0) {
        DominoMove m = parent.get().move(s.lastCode());
        if (m instanceof DominoMove.Lead l) {
          marked = 0;
          last = "seat " + l.seat() + " led " + l.tile();
        } else if (m instanceof DominoMove.Place p) {
          marked = p.end() == End.LEFT ? 0 : line.length - 1;
          last = "seat " + p.seat() + " played " + p.touching() + ":" + p.outer() + " on the "
              + p.end().word();
        } else if (m instanceof DominoMove.Draw d) {
          last = "seat " + d.seat() + " draws from the boneyard";
        } else if (m instanceof DominoMove.Pass p) {
          last = "seat " + p.seat() + " passed";
        } else if (m instanceof DominoMove.Drew d) {
          last = "seat " + d.seat() + " drew " + d.tile();
        }
      }
      int phase = s.phase();
      boolean over = phase == DominoState.OVER;
      int[] counts = null;
      String status;
      if (over) {
        RoundResult r = s.result().get();
        counts = r.counts().toJavaStream().mapToInt(Integer::intValue).toArray();
        String head = "Round over: " + r.reason().label() + ", ";
        String tail = " wins"
            + r.winningTeam().map(t -> " (team " + (t == 0 ? "0+2" : "1+3") + ")").getOrElse("")
            + " · payouts " + r.payouts().map(v -> v > 0 ? "+" + v : String.valueOf(v))
                .mkString(" ");
        status = aboutSeat("seat " + r.winner(), r.winner(), w -> head + w + tail, options);
      } else {
        status = status(phase == DominoState.DEAL, phase == DominoState.DRAWING, s.turn(),
            s.forcedTile(), -1, s.dealt(), rules, options);
      }
      return new Table(rules, -1, bottom(options, rules, 0), hands, sizes, s.boneyard(),
          Integer.bitCount(s.boneyard()), line, s.leftEnd(), s.rightEnd(), s.turn(),
          phase == DominoState.DRAWING, phase == DominoState.DEAL, over, status, counts, marked,
          last, s.forcedTile());
    }

    static Table of(DominoView v, SvgOptions options, boolean spectator) {
      DominoRules rules = v.rules();
      int n = rules.players();
      int[] hands = new int[n];
      int[] sizes = new int[n];
      // A spectator's picture is drawn as nobody's: no hand face up, no seat called "you".
      int viewer = spectator ? SPECTATOR : v.viewer();
      for (int p = 0; p < n; p++) {
        hands[p] = p == viewer ? v.hand() : -1;
        sizes[p] = v.handSizes().get(p);
      }
      int[] line = cells(v.line());
      List<DominoEffect> events = v.events();
      int marked = -1;
      String last = "";
      int drawer = -1;
      if (!events.isEmpty()) {
        DominoEffect e = events.last();
        if (e instanceof DominoEffect.DrawStarted d) {
          drawer = d.seat();
        }
        if (options.lastMove()) {
          String who = e instanceof DominoEffect.Led l ? seat(l.seat(), viewer)
              : e instanceof DominoEffect.Played p ? seat(p.seat(), viewer)
              : e instanceof DominoEffect.DrawStarted d ? seat(d.seat(), viewer)
              : e instanceof DominoEffect.Drew d ? seat(d.seat(), viewer)
              : e instanceof DominoEffect.Passed p ? seat(p.seat(), viewer) : "";
          if (e instanceof DominoEffect.Led l) {
            marked = 0;
            last = who + " led " + l.tile();
          } else if (e instanceof DominoEffect.Played p) {
            marked = p.end() == End.LEFT ? 0 : line.length - 1;
            last = who + " played " + p.touching() + ":" + p.newEnd() + " on the "
                + p.end().word();
          } else if (e instanceof DominoEffect.DrawStarted) {
            last = who + " draws from the boneyard";
          } else if (e instanceof DominoEffect.Drew d) {
            last = who + (spectator ? " drew a tile" : " drew " + d.tile());
          } else if (e instanceof DominoEffect.Passed) {
            last = who + " passed";
          }
        }
      }
      int current = v.currentPlayer();
      boolean over = current == Players.TERMINAL;
      boolean dealing = current == Players.CHANCE && drawer < 0;
      int mover = current >= 0 ? current : current == Players.CHANCE ? drawer : -1;
      String status;
      if (over) {
        int out = -1;
        for (int p = 0; p < n; p++) {
          if (sizes[p] == 0) {
            out = p;
          }
        }
        status = out < 0 ? "Round over: blocked" : out == viewer ? "Round over: domino by you"
            : aboutSeat("seat " + out, out, w -> "Round over: domino by " + w, options);
      } else {
        int dealt = 0;
        for (int size : sizes) {
          dealt += size;
        }
        status = status(dealing, current == Players.CHANCE && drawer >= 0, mover,
            v.visibleForcedTile(), viewer, dealt, rules, options);
      }
      return new Table(rules, viewer, bottom(options, rules, Math.max(0, viewer)), hands, sizes, -1,
          v.boneyardSize(), line, v.leftEnd(), v.rightEnd(), mover,
          current == Players.CHANCE && drawer >= 0, dealing, over, status, null, marked, last,
          v.visibleForcedTile());
    }

    private static int bottom(SvgOptions options, DominoRules rules, int fallback) {
      int b = options.bottomOr(fallback);
      if (b >= rules.players()) {
        throw new IllegalArgumentException("bottom must be a seat 0 to " + (rules.players() - 1)
            + ", not " + b);
      }
      return b;
    }

    private static String status(boolean dealing, boolean drawing, int mover, int forced,
        int viewer, int dealt, DominoRules rules, SvgOptions options) {
      if (dealing) {
        return "Dealing: " + dealt + " of " + 7 * rules.players() + " tiles dealt";
      }
      if (drawing) {
        return mover == viewer ? "You draw from the boneyard"
            : aboutSeat("Seat " + mover, mover, w -> w + " draws from the boneyard", options);
      }
      String must = forced >= 0 ? ", must play " + Tiles.text(forced) : "";
      return mover == viewer ? "Your turn" + must
          : aboutSeat("Seat " + mover, mover, w -> w + " to play" + must, options);
    }

    /**
     * The caption's sentence about a seat: its word, and its player's name after it where the
     * line has room.
     */
    private static String aboutSeat(String word, int seat, UnaryOperator<String> line,
        SvgOptions options) {
      return line.apply(options.named(word, seat, line, CAPTION_FONT, WIDTH - 2 * PAD));
    }

    private static String seat(int seat, int viewer) {
      return seat == viewer ? "you" : "seat " + seat;
    }

    /** The line's text ({@code 4:6 6:6 6:3}, or {@code -}) as {@code left * 8 + right} cells. */
    private static int[] cells(String text) {
      if (text.equals("-")) {
        return new int[0];
      }
      String[] tiles = text.split(" ");
      int[] out = new int[tiles.length];
      for (int i = 0; i < tiles.length; i++) {
        out[i] = (tiles[i].charAt(0) - '0') * 8 + (tiles[i].charAt(2) - '0');
      }
      return out;
    }
  }

  // ---------------------------------------------------------------- the line's layout

  /**
   * A tile laid on the table: a wide box holds its halves left and right, a tall one top and
   * bottom.
   */
  private record Laid(double x, double y, double w, double h, int first, int second) {}

  /** The line laid out: its tiles, and where each open end is (a point outside the end tile). */
  private record Snake(java.util.List<Laid> tiles, double[] leftEnd, double[] rightEnd) {}

  /**
   * Lays the line from its left end, left to right, then turning down at the edge and back right
   * to left, and so on: a tile turning the corner goes down under the last half, and the next row
   * starts under that tile's lower end. Doubles lie across the row; a double turning a corner lies
   * along it, so the rows keep their distance. The first tile's centre line is y = 0.
   */
  private static Snake layout(int[] cells, double xmin, double xmax) {
    java.util.List<Laid> laid = new ArrayList<>();
    double x = xmin;
    double y = 0;
    int dir = 1;
    double lastHalfAcross = Q / 2;
    double pendingTop = Double.NaN;
    double[] right = null;
    for (int i = 0; i < cells.length; i++) {
      int a = cells[i] / 8;
      int b = cells[i] % 8;
      boolean dbl = a == b;
      double along = dbl ? Q : 2 * Q;
      if (!Double.isNaN(pendingTop)) {
        y = pendingTop + (dbl ? Q : Q / 2);
        pendingTop = Double.NaN;
      } else if (i > 0 && (dir > 0 ? x + along > xmax : x - along < xmin)) {
        double xc = x - dir * Q / 2;
        double top = y + lastHalfAcross;
        laid.add(new Laid(xc - Q / 2, top, Q, 2 * Q, a, b));
        pendingTop = top + 2 * Q;
        dir = -dir;
        x = xc - dir * Q / 2;
        right = new double[] {xc, pendingTop + 0.7 * Q};
        continue;
      }
      if (dbl) {
        laid.add(new Laid(dir > 0 ? x : x - Q, y - Q, Q, 2 * Q, a, a));
        lastHalfAcross = Q;
      } else {
        laid.add(new Laid(dir > 0 ? x : x - 2 * Q, y - Q / 2, 2 * Q, Q, dir > 0 ? a : b,
            dir > 0 ? b : a));
        lastHalfAcross = Q / 2;
      }
      x += dir * along;
      right = new double[] {x + dir * 0.7 * Q, y};
    }
    double[] left = {xmin - 0.7 * Q, 0};
    return new Snake(laid, left, right == null ? new double[] {(xmin + xmax) / 2, 0} : right);
  }

  // ---------------------------------------------------------------- drawing

  private static String draw(Table t, SvgOptions options, int[] play) {
    DominoRules rules = t.rules();
    int n = rules.players();
    double y = PAD;
    // The layout first: where each block goes, so the height is known before the root is written.
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = (t.bottom() + 1 + i) % n;
    }
    double smallStep = SMALL + 4;
    int smallPerRow = (int) ((WIDTH - 2 * PAD + 4) / smallStep);
    double bigStep = Q + 6;
    int bigPerRow = (int) ((WIDTH - 2 * PAD + 6) / bigStep);
    double[] handTop = new double[n];
    for (int i = 0; i < n - 1; i++) {
      int seat = order[i];
      handTop[seat] = y;
      y += LABEL + rows(t.sizes()[seat], smallPerRow) * (2 * SMALL + 6) + 10;
    }
    double tableTop = y;
    double xmin = PAD + 1.4 * Q;
    double xmax = WIDTH - PAD - 1.4 * Q;
    Snake snake = layout(t.line(), xmin, xmax);
    double top = -Q;
    double bottom = Q;
    for (Laid l : snake.tiles()) {
      top = Math.min(top, l.y());
      bottom = Math.max(bottom, l.y() + l.h());
    }
    bottom = Math.max(bottom, snake.rightEnd()[1] + 14);
    double shift = tableTop + 0.7 * Q - top;
    double tableHeight = bottom - top + 1.4 * Q;
    y = tableTop + tableHeight + 10;
    boolean showBoneyard = rules.drawing() || t.boneyardSize() > 0;
    double boneyardTop = y;
    if (showBoneyard) {
      y += LABEL + Math.max(1, rows(t.boneyardSize(), smallPerRow)) * (2 * SMALL + 6) + 6;
    }
    int bottomSeat = t.bottom();
    handTop[bottomSeat] = y;
    y += LABEL + Math.max(1, rows(t.sizes()[bottomSeat], bigPerRow)) * (2 * Q + 8) + 6;
    double captionTop = y;
    double height = captionTop + 56;

    SvgWriter svg = new SvgWriter(WIDTH, height, options.size(), title(t), describe(t, options));
    svg.rect(0, 0, WIDTH, height, "fill", BACKGROUND);
    // Hands, the bottom one large; remember where each face-up tile is for the arrows.
    java.util.Map<Integer, Box> handBoxes = new java.util.TreeMap<>();
    for (int i = 0; i < n; i++) {
      int seat = order[i];
      boolean big = seat == bottomSeat;
      drawHand(svg, t, seat, handTop[seat], big ? Q : SMALL, big ? bigPerRow : smallPerRow,
          seat == t.mover() ? handBoxes : null, options.name(seat));
    }
    // The table and the line.
    svg.rect(PAD, tableTop, WIDTH - 2 * PAD, tableHeight, "rx", 16, "fill", FELT, "stroke",
        FELT_EDGE, "stroke-width", 4);
    if (t.line().length == 0) {
      svg.text(WIDTH / 2.0, tableTop + tableHeight / 2 + 6, t.dealing() ? "dealing…"
          : "the table is empty: the first tile leads", "font-size", 16, "text-anchor", "middle",
          "fill", "#d8eadc");
    }
    for (int i = 0; i < snake.tiles().size(); i++) {
      Laid l = snake.tiles().get(i);
      String text = Tiles.text(Tiles.of(t.line()[i] / 8, t.line()[i] % 8));
      if (i == t.marked()) {
        svg.rect(l.x() - 4, l.y() + shift - 4, l.w() + 8, l.h() + 8, "rx", 8, "fill",
            SvgWriter.LAST_MOVE);
      }
      drawTile(svg, l.x(), l.y() + shift, l.w(), l.h(), l.first(), l.second(), true,
          "data-line", i, "data-tile", text);
    }
    if (t.line().length > 0) {
      drawEnd(svg, snake.leftEnd()[0], snake.leftEnd()[1] + shift, t.left(), "left");
      drawEnd(svg, snake.rightEnd()[0], snake.rightEnd()[1] + shift, t.right(), "right");
    }
    double[] boneyardPoint = null;
    if (showBoneyard) {
      svg.text(PAD, boneyardTop + 16, "Boneyard (bài dư): " + t.boneyardSize()
          + (t.boneyardSize() == 1 ? " tile" : " tiles"), "font-size", 15, "fill", INK);
      int[] tiles = t.boneyard() >= 0 ? tilesOf(t.boneyard()) : new int[t.boneyardSize()];
      for (int i = 0; i < tiles.length; i++) {
        double tx = PAD + (i % smallPerRow) * smallStep;
        double ty = boneyardTop + LABEL + (i / smallPerRow) * (2 * SMALL + 6);
        if (t.boneyard() >= 0) {
          drawTile(svg, tx, ty, SMALL, 2 * SMALL, Tiles.high(tiles[i]), Tiles.low(tiles[i]), true,
              "data-boneyard", i, "data-tile", Tiles.text(tiles[i]));
        } else {
          drawTile(svg, tx, ty, SMALL, 2 * SMALL, 0, 0, false, "data-boneyard", i);
        }
      }
      boneyardPoint = new double[] {PAD + SMALL / 2, boneyardTop + LABEL + SMALL};
    }
    Ends ends = new Ends(handBoxes, snake, shift, boneyardPoint,
        new double[] {WIDTH / 2.0, tableTop + tableHeight / 2});
    drawArrows(svg, t, options, ends);
    drawPlay(svg, t, play, ends);
    drawCaption(svg, t, options, captionTop);
    return svg.finish();
  }

  private static int rows(int count, int perRow) {
    return Math.max(1, (count + perRow - 1) / perRow);
  }

  private static int[] tilesOf(int mask) {
    int[] out = new int[Integer.bitCount(mask)];
    int i = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      out[i++] = Integer.numberOfTrailingZeros(m);
    }
    return out;
  }

  private static void drawHand(SvgWriter svg, Table t, int seat, double top, double half,
      int perRow, java.util.Map<Integer, Box> boxes, String name) {
    boolean faceUp = t.hands()[seat] >= 0;
    int size = t.sizes()[seat];
    StringBuilder label = new StringBuilder(seat == t.viewer() ? "You (seat " + seat + ")"
        : "Seat " + seat);
    if (t.rules().partnership()) {
      label.append(", team ").append(seat % 2 == 0 ? "0+2" : "1+3");
    }
    label.append(" · ").append(size).append(size == 1 ? " tile" : " tiles");
    if (t.counts() != null) {
      label.append(" · count ").append(t.counts()[seat]);
    }
    double x = PAD;
    if (seat == t.mover()) {
      svg.element("polygon", "points", n(PAD) + "," + n(top + 5) + " " + n(PAD + 12) + ","
          + n(top + 11) + " " + n(PAD) + "," + n(top + 17), "fill", TO_MOVE);
      x += 18;
      label.append(t.drawing() ? " · drawing" : " · to play");
    }
    boolean bold = seat == t.mover();
    svg.text(x, top + 16, label.toString(), "font-size", LABEL_FONT, "fill", INK, "font-weight",
        bold ? "bold" : "normal");
    // The player's name at the label row's right end, shortened to keep clear of the label.
    String shown = SvgWriter.fit(name, LABEL_FONT, true, WIDTH - PAD - 16 - x
        - SvgWriter.textWidth(label.toString(), LABEL_FONT, bold));
    if (!shown.isEmpty()) {
      svg.text(WIDTH - PAD, top + 16, shown, "font-size", LABEL_FONT, "fill", INK,
          "font-weight", "bold", "text-anchor", "end", "data-name", seat);
    }
    int[] tiles = faceUp ? tilesOf(t.hands()[seat]) : new int[size];
    double step = half + (half == Q ? 6 : 4);
    for (int i = 0; i < tiles.length; i++) {
      double tx = PAD + (i % perRow) * step;
      double ty = top + LABEL + (i / perRow) * (2 * half + (half == Q ? 8 : 6));
      if (faceUp) {
        int tile = tiles[i];
        if (tile == t.forced() && seat == t.mover()) {
          svg.rect(tx - 3, ty - 3, half + 6, 2 * half + 6, "rx", 6, "fill", TO_MOVE,
              "fill-opacity", 0.7);
        }
        drawTile(svg, tx, ty, half, 2 * half, Tiles.high(tile), Tiles.low(tile), true,
            "data-seat", seat, "data-tile", Tiles.text(tile));
        if (boxes != null) {
          boxes.put(tile, new Box(tx, ty, half, 2 * half));
        }
      } else {
        drawTile(svg, tx, ty, half, 2 * half, 0, 0, false, "data-seat", seat);
      }
    }
  }

  /** One tile: face up with its pips, or its back. */
  private static void drawTile(SvgWriter svg, double x, double y, double w, double h, int first,
      int second, boolean faceUp, Object... attributes) {
    double r = Math.min(w, h) * 0.16;
    svg.open("g", attributes);
    if (!faceUp) {
      svg.rect(x + 0.5, y + 0.5, w - 1, h - 1, "rx", r, "fill", BACK, "stroke", "#14253d",
          "stroke-width", 1.2);
      svg.rect(x + w * 0.2, y + h * 0.12, w * 0.6, h * 0.76, "rx", r * 0.6, "fill", "none",
          "stroke", BACK_LINE, "stroke-width", 1.2);
      svg.close();
      return;
    }
    svg.rect(x + 0.5, y + 0.5, w - 1, h - 1, "rx", r, "fill", IVORY, "stroke", EDGE,
        "stroke-width", 1.4);
    boolean wide = w > h;
    double half = wide ? h : w;
    if (wide) {
      svg.line(x + w / 2, y + half * 0.15, x + w / 2, y + half * 0.85, "stroke", EDGE,
          "stroke-width", 1.2);
      pips(svg, x, y, half, first, true);
      pips(svg, x + half, y, half, second, true);
    } else {
      svg.line(x + half * 0.15, y + h / 2, x + half * 0.85, y + h / 2, "stroke", EDGE,
          "stroke-width", 1.2);
      pips(svg, x, y, half, first, false);
      pips(svg, x, y + half, half, second, false);
    }
    svg.close();
  }

  /** Pip places on a 3 × 3 grid (column, row) of a half standing upright. */
  private static final int[][] PIPS = {
      {}, {1, 1}, {0, 0, 2, 2}, {0, 0, 1, 1, 2, 2}, {0, 0, 2, 0, 0, 2, 2, 2},
      {0, 0, 2, 0, 1, 1, 0, 2, 2, 2}, {0, 0, 0, 1, 0, 2, 2, 0, 2, 1, 2, 2}};

  private static void pips(SvgWriter svg, double x, double y, double half, int value,
      boolean wide) {
    int[] p = PIPS[value];
    double step = half * 0.27;
    double r = half * 0.1;
    for (int i = 0; i < p.length; i += 2) {
      // Halves of a tile lying across turn their pips a quarter, so a six runs along the tile.
      int col = wide ? p[i + 1] : p[i];
      int row = wide ? p[i] : p[i + 1];
      svg.circle(x + half / 2 + (col - 1) * step, y + half / 2 + (row - 1) * step, r, "fill", PIP);
    }
  }

  private static void drawEnd(SvgWriter svg, double x, double y, int value, String side) {
    svg.open("g", "data-end", side);
    svg.title(side + " end: " + value);
    svg.circle(x, y, 12, "fill", "#fff", "stroke", SvgWriter.LAST_MOVE, "stroke-width", 3);
    svg.text(x, y + 5.5, String.valueOf(value), "font-size", 15, "font-weight", "bold",
        "text-anchor", "middle", "fill", INK);
    svg.close();
  }

  /**
   * Where arrows start and end: the mover's face-up tiles, the line's open ends (moved down by
   * {@code shift}), the boneyard and the table's centre (where a lead goes).
   */
  private record Ends(java.util.Map<Integer, Box> hand, Snake snake, double shift,
      double[] boneyard, double[] centre) {}

  private static void drawArrows(SvgWriter svg, Table t, SvgOptions options, Ends ends) {
    int i = 0;
    for (int code : options.arrows()) {
      drawArrow(svg, t, code, SvgWriter.ARROW, SvgWriter.arrowOpacity(i), ends);
      i++;
    }
  }

  private static void drawArrow(SvgWriter svg, Table t, int code, String colour,
      double opacity, Ends ends) {
    double[] to = null;
    double[] from = null;
    if (DominoMoves.isPlacement(code)) {
      Box b = ends.hand().get(DominoMoves.tile(code));
      from = new double[] {b.centerX(), b.centerY()};
      to = t.line().length == 0 ? ends.centre() : endPoint(code, ends);
    } else if (code == DominoMoves.DRAW && ends.boneyard() != null && !ends.hand().isEmpty()) {
      Box b = ends.hand().values().iterator().next();
      from = new double[] {b.centerX(), b.centerY()};
      to = ends.boneyard();
    }
    if (from != null && to != null) {
      svg.arrow(new double[] {from[0], from[1], to[0], to[1]}, 8, colour, opacity,
          "data-move", MoveText.text(code, t.line().length == 0));
    }
  }

  private static double[] endPoint(int code, Ends ends) {
    double[] end = DominoMoves.side(code) == DominoMoves.LEFT ? ends.snake().leftEnd()
        : ends.snake().rightEnd();
    return new double[] {end[0], end[1] + ends.shift()};
  }

  /**
   * The play layer ({@link PlayLayer}): a mark on each tile of the mover's hand that may be
   * played, a ring on each open end it fits (a lead has none: it goes to the middle), a hint
   * arrow per move (a draw's goes to the boneyard; a pass has none).
   */
  private static void drawPlay(SvgWriter svg, Table t, int[] moves, Ends ends) {
    if (moves.length == 0) {
      return;
    }
    PlayLayer.open(svg, t.mover());
    for (int tile : ends.hand().keySet()) {
      int[] mine = java.util.Arrays.stream(moves)
          .filter(m -> DominoMoves.isPlacement(m) && DominoMoves.tile(m) == tile).toArray();
      if (mine.length == 0) {
        continue;
      }
      String from = Tiles.text(tile);
      PlayLayer.mark(svg, from, mine, ends.hand().get(tile));
      PlayLayer.openTargets(svg, from);
      for (int code : mine) {
        if (t.line().length > 0) {
          double[] at = endPoint(code, ends);
          PlayLayer.dot(svg, code, DominoMoves.side(code) == DominoMoves.LEFT ? "left" : "right",
              at[0], at[1], 17, true);
        }
      }
      svg.close();
    }
    for (int code : moves) {
      PlayLayer.openHint(svg, code);
      drawArrow(svg, t, code, PlayLayer.HINT, SvgWriter.arrowOpacity(0), ends);
      svg.close();
    }
    svg.close();
  }

  private static void drawCaption(SvgWriter svg, Table t, SvgOptions options, double top) {
    svg.text(PAD, top + 20, t.status(), "font-size", CAPTION_FONT, "fill", INK);
    StringBuilder second = new StringBuilder();
    if (!t.last().isEmpty()) {
      second.append("last: ").append(t.last());
    }
    if (!options.arrows().isEmpty()) {
      second.append(second.length() > 0 ? " · " : "").append("hint: ")
          .append(MoveText.text(options.arrows().head(), t.line().length == 0));
    }
    if (second.length() > 0) {
      svg.text(PAD, top + 44, second.toString(), "font-size", 15, "fill", INK);
    }
  }

  private static String title(Table t) {
    return (t.viewer() == SPECTATOR ? "Domino, as a spectator sees it: " : t.viewer() < 0
        ? "Domino: " : "Domino, seat " + t.viewer() + "'s view: ") + t.status();
  }

  private static String describe(Table t, SvgOptions options) {
    StringBuilder sb = new StringBuilder();
    sb.append(t.viewer() == SPECTATOR ? "What a spectator may know. " : t.viewer() < 0
        ? "Every hand face up. " : "What seat " + t.viewer() + " may know. ");
    sb.append(t.status()).append(". Line: ");
    if (t.line().length == 0) {
      sb.append("empty");
    } else {
      for (int i = 0; i < t.line().length; i++) {
        sb.append(i > 0 ? " " : "").append(t.line()[i] / 8).append(':').append(t.line()[i] % 8);
      }
      sb.append(" (ends ").append(t.left()).append(" and ").append(t.right()).append(')');
    }
    sb.append('.');
    for (int p = 0; p < t.rules().players(); p++) {
      sb.append(' ').append(options.named("Seat " + p, p)).append(p == t.viewer() ? " (you)" : "");
      if (t.hands()[p] >= 0) {
        sb.append(": ").append(t.sizes()[p] == 0 ? "no tiles" : Tiles.setText(t.hands()[p]));
      } else {
        sb.append(": ").append(t.sizes()[p]).append(t.sizes()[p] == 1 ? " tile" : " tiles")
            .append(" face down");
      }
      if (t.counts() != null) {
        sb.append(", count ").append(t.counts()[p]);
      }
      sb.append('.');
    }
    sb.append(" Boneyard: ");
    if (t.boneyard() >= 0 && t.boneyardSize() > 0) {
      sb.append(Tiles.setText(t.boneyard()));
    } else {
      sb.append(t.boneyardSize()).append(t.boneyardSize() == 1 ? " tile" : " tiles");
      sb.append(t.boneyard() < 0 && t.boneyardSize() > 0 ? " face down" : "");
    }
    sb.append('.');
    if (!t.last().isEmpty()) {
      sb.append(" Last: ").append(t.last()).append('.');
    }
    if (!options.arrows().isEmpty()) {
      sb.append(" Arrows: ").append(options.arrows()
          .map(c -> MoveText.text(c, t.line().length == 0)).mkString(", ")).append('.');
    }
    return sb.toString();
  }

  private static String n(double value) {
    return SvgWriter.number(value);
  }
}
