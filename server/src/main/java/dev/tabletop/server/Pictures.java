package dev.tabletop.server;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tabletop.core.GameState;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoSvg;
import dev.tabletop.domino.Tile;
import dev.tabletop.json.GameCodec;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleSvg;
import dev.tabletop.ludo.LudoState;
import dev.tabletop.ludo.LudoSvg;
import io.vavr.collection.List;
import java.io.IOException;

/**
 * The picture a connection gets with each update: the game module's own drawing ({@link
 * JungleSvg}, {@link LudoSvg}, {@link DominoSvg}) of what that connection may see, turned toward
 * its seat, the last move marked. The browser draws no board of its own: it shows this picture
 * and finds squares, pieces, horses, cells, tiles and open ends by their {@code data-}
 * attributes to click them. The picture of the seat to move carries the play layer ({@link
 * dev.tabletop.core.svg.PlayLayer}): the marks, dots and hint arrows of its moves, hidden, which
 * the page shows.
 *
 * <p>Domino is drawn from the seat's view only (DominoSvg's {@code render} of a {@code
 * DominoView}), and for a spectator from a view with no hand face up ({@link
 * DominoSvg#renderPublic}), so a picture holds no tile its reader may not see.
 *
 * <p>Every picture names the people at the table's open seats ({@link SvgOptions#names()}), the
 * names they joined with, which every connection is sent anyway in {@code seats}; a computer's
 * seat, a seat nobody has taken and a person who joined without a name (shown as {@code seat 1},
 * which the picture's own seat label already says) stay unnamed.
 */
final class Pictures {
  /** The pictures' width in pixels; the page scales them to fit. */
  static final int SIZE = 480;

  private Pictures() {}

  /**
   * The picture of a table for one connection.
   *
   * @param s the table
   * @param seat the connection's seat, or {@link GameCodec#SPECTATOR}
   * @return the SVG text
   */
  static String of(Table.Snapshot<?> s, int seat) {
    GameState<?> state = s.history().state();
    // The seat to move gets the play layer: its moves' marks, dots and hint arrows, hidden until
    // the page shows them. Nobody else's picture carries it.
    boolean play = seat != GameCodec.SPECTATOR && state.currentPlayer() == seat;
    SvgOptions options = new SvgOptions(SIZE, Math.max(0, seat), true, true, List.empty(), play,
        names(s));
    Table.Ply<?> lastMove = null;
    Table.Ply<?> lastPly = null;
    if (s.last().isDefined()) {
      for (Table.Ply<?> p : s.last().get().plies()) {
        lastPly = p;
        if (!p.before().isChance()) {
          lastMove = p;
        }
      }
    }
    if (state instanceof JungleState j) {
      return lastMove != null && lastMove == lastPly
          ? JungleSvg.render((JungleState) lastMove.before(), lastMove.code(), options)
          : JungleSvg.render(j, options);
    }
    if (state instanceof LudoState l) {
      if (lastMove != null) {
        return LudoSvg.render(l, (LudoState) lastMove.before(), lastMove.code(), options);
      }
      return lastPly != null ? LudoSvg.render((LudoState) lastPly.before(), lastPly.code(), options)
          : LudoSvg.render(l, options);
    }
    if (state instanceof DominoState d) {
      if (seat != GameCodec.SPECTATOR) {
        return DominoSvg.render(Domino.view(d, seat), options);
      }
      // The same seat the wire format's spectator view is taken from: one not drawing now.
      int n = d.rules().players();
      int viewer = d.turn() >= 0 ? (d.turn() + 1) % n : 0;
      return DominoSvg.renderPublic(Domino.view(d, viewer), options.withBottom(0));
    }
    throw new IllegalArgumentException("no picture of " + state.game().name());
  }

  /**
   * The names of the people at the table, by seat: as they joined (a name the protocol accepted,
   * which a picture accepts too), empty for a seat with nobody's name or the name the server
   * gave a person who joined without one.
   */
  private static List<String> names(Table.Snapshot<?> s) {
    // Empty names leave a picture as it is without names, so no table needs telling apart.
    return s.names().zipWithIndex((n, seat) -> n == null || n.equals(Protocol.unnamed(seat))
        ? "" : n);
  }

  /**
   * At the end of a Domino round played out, every hand is turned face up to be counted, as at a
   * real table: the update then carries {@code hands}, each seat's tiles left (an empty list for
   * the seat that went out). Nothing is written for the other games, a round still on, or one
   * that ended on time (its hands were never shown).
   *
   * @param g the update being written
   * @param s the table
   * @throws IOException if writing fails
   */
  static void handsAtEnd(JsonGenerator g, Table.Snapshot<?> s) throws IOException {
    if (s.status() != Table.Status.OVER || s.ending().isDefined()
        || !(s.history().state() instanceof DominoState d) || !d.isTerminal()) {
      return;
    }
    g.writeArrayFieldStart("hands");
    for (int p = 0; p < d.rules().players(); p++) {
      g.writeStartArray();
      for (Tile t : d.handTiles(p)) {
        g.writeString(t.text());
      }
      g.writeEndArray();
    }
    g.writeEndArray();
  }
}
