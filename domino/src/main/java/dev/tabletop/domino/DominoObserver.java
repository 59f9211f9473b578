package dev.tabletop.domino;

import dev.tabletop.core.Players;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.core.learn.Tensors;
import java.nio.FloatBuffer;

/**
 * A player's observation of a Domino round: a flat vector of 229 floats computed from what that
 * seat may know ({@link DominoView}) and nothing else, so two states with the same view give the
 * same tensor. Seats are rotated so that the observer is seat 0: seat {@code r} is the player
 * {@code r} places after the observer in turn order ({@code r} = 0 to 3; seats past the player
 * count are empty). Tiles are numbered 0 to 27 as in {@link Tiles}.
 *
 * <table>
 *   <caption>Entries</caption>
 *   <tr><th>index</th><th>value</th></tr>
 *   <tr><td>0 to 27</td><td>1 for each tile in the observer's hand</td></tr>
 *   <tr><td>28 to 55</td><td>1 for each tile on the table</td></tr>
 *   <tr><td>56 to 63</td><td>the left open end: 1 at {@code 56 + number} (0 to 6), or at 63 on an
 *       empty table</td></tr>
 *   <tr><td>64 to 71</td><td>the right open end, likewise</td></tr>
 *   <tr><td>72 to 75</td><td>seat {@code r}'s hand size divided by 21</td></tr>
 *   <tr><td>76</td><td>the boneyard's size divided by 14, at most 1</td></tr>
 *   <tr><td>77 to 188</td><td>what each seat is proven to lack: 1 at {@code 77 + 28r + tile} when
 *       seat {@code r} passed or drew at ends the tile fits (such a pass or draw proves the seat
 *       then held no tile fitting either end, and a seat only ever adds tiles it cannot play
 *       there, so the proof stands for the rest of the round)</td></tr>
 *   <tr><td>189 to 192</td><td>1 at the seat to move (at a draw: the drawer); all 0 during the deal
 *       and at the end</td></tr>
 *   <tr><td>193 to 196</td><td>1 for each seat with a player</td></tr>
 *   <tr><td>197 to 224</td><td>1 at the tile the seat to move must play, when the observer may
 *       know it: the announced first lead, or the observer's own just-drawn tile</td></tr>
 *   <tr><td>225</td><td>the stake in the observer's hand: its count under the rules (0:0 counting
 *       13 under {@code doubleBlankThirteen}) divided by 100, at most 1</td></tr>
 *   <tr><td>226</td><td>passes in a row since the last play, divided by the player count, at most
 *       1</td></tr>
 *   <tr><td>227</td><td>1 under {@code partnership} (seats 0 and 2 a team)</td></tr>
 *   <tr><td>228</td><td>1 under {@code scoring=POINTS}</td></tr>
 * </table>
 */
public final class DominoObserver implements Observer<DominoState> {
  /** The floats of one observation. */
  public static final int SIZE = 229;
  static final int HAND = 0;
  static final int LINE = 28;
  static final int LEFT = 56;
  static final int RIGHT = 64;
  static final int SIZES = 72;
  static final int BONEYARD = 76;
  static final int LACKS = 77;
  static final int TO_MOVE = 189;
  static final int PRESENT = 193;
  static final int FORCED = 197;
  static final int COUNT = 225;
  static final int PASSES = 226;
  static final int PARTNERSHIP = 227;
  static final int POINTS = 228;

  private final DominoRules rules;

  DominoObserver(DominoRules rules) {
    this.rules = rules;
  }

  @Override
  public int[] shape() {
    return new int[] {SIZE};
  }

  @Override
  public int size() {
    return SIZE;
  }

  @Override
  public void write(DominoState state, int player, int plies, int occurrences, float[] out,
      int offset) {
    Players.checkSeat(player, rules.players());
    Tensors.checkRegion(out.length, offset, SIZE);
    fill(state, player, out, null, offset);
  }

  @Override
  public void write(DominoState state, int player, int plies, int occurrences, FloatBuffer out,
      int index) {
    Players.checkSeat(player, rules.players());
    Tensors.checkRegion(out.limit(), index, SIZE);
    if (out.hasArray()) {
      fill(state, player, out.array(), null, out.arrayOffset() + index);
    } else {
      fill(state, player, null, out, index);
    }
  }

  private void fill(DominoState s, int player, float[] a, FloatBuffer b, int base) {
    Tensors.clear(a, b, base, SIZE);
    int n = rules.players();
    int hand = s.hand(player);
    bits(a, b, base + HAND, hand);
    bits(a, b, base + LINE, s.lineTiles());
    Tensors.set(a, b, base + LEFT + s.rawLeft(), 1f);
    Tensors.set(a, b, base + RIGHT + s.rawRight(), 1f);
    for (int r = 0; r < n; r++) {
      int seat = (player + r) % n;
      Tensors.set(a, b, base + SIZES + r, Integer.bitCount(s.hand(seat)) / 21f);
      Tensors.set(a, b, base + PRESENT + r, 1f);
    }
    Tensors.set(a, b, base + BONEYARD, Math.min(1f, Integer.bitCount(s.boneyard()) / 14f));
    // The public proofs, by walking the round back: each pass or draw, at the ends it was made at.
    BlankWild wild = rules.blankWild();
    int lack0 = 0;
    int lack1 = 0;
    int lack2 = 0;
    int lack3 = 0;
    DominoState child = s;
    for (DominoState p = s.parentOrNull(); p != null; child = p, p = p.parentOrNull()) {
      int code = child.lastCode();
      if (p.phase() == DominoState.PLAY && (code == DominoMoves.DRAW || code == DominoMoves.PASS)) {
        int fits = DominoState.matchMask(wild, p.rawLeft()) | DominoState.matchMask(wild,
            p.rawRight());
        switch (p.rawTurn()) {
          case 0:
            lack0 |= fits;
            break;
          case 1:
            lack1 |= fits;
            break;
          case 2:
            lack2 |= fits;
            break;
          default:
            lack3 |= fits;
            break;
        }
      }
    }
    for (int r = 0; r < n; r++) {
      int seat = (player + r) % n;
      int lack = seat == 0 ? lack0 : seat == 1 ? lack1 : seat == 2 ? lack2 : lack3;
      bits(a, b, base + LACKS + 28 * r, lack);
    }
    int mover = s.turn();
    if (mover >= 0) {
      Tensors.set(a, b, base + TO_MOVE + Math.floorMod(mover - player, n), 1f);
    }
    int forced = s.forcedTile();
    // The forced tile is the announced first lead (public) or a drawn tile (the drawer's secret).
    if (forced >= 0 && (mover == player || s.lineTiles() == 0)) {
      Tensors.set(a, b, base + FORCED + forced, 1f);
    }
    Tensors.set(a, b, base + COUNT, Math.min(1f, rules.handCount(hand) / 100f));
    Tensors.set(a, b, base + PASSES, Math.min(1f, s.passesInRow() / (float) n));
    if (rules.partnership()) {
      Tensors.set(a, b, base + PARTNERSHIP, 1f);
    }
    if (rules.scoring() == Scoring.POINTS) {
      Tensors.set(a, b, base + POINTS, 1f);
    }
  }

  private static void bits(float[] a, FloatBuffer b, int base, int mask) {
    for (int m = mask; m != 0; m &= m - 1) {
      Tensors.set(a, b, base + Integer.numberOfTrailingZeros(m), 1f);
    }
  }
}
