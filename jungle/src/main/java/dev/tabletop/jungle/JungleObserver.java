package dev.tabletop.jungle;

import dev.tabletop.core.Players;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.core.learn.Tensors;
import java.nio.FloatBuffer;

/**
 * A player's observation of Cờ Thú: 24 planes of 9 ranks × 7 files, shape {@code [24, 9, 7]},
 * seen from the observer's side of the board. For Red the board is as written (a1 at rank 0, file
 * 0); for Blue it is turned by 180° (d9, Blue's den, at rank 0, file 3), so the observer's den is
 * always at the bottom and its pieces start on ranks 0 to 2. Index {@code (channel * 9 + rank) * 7
 * + file}.
 *
 * <table>
 *   <caption>Channels</caption>
 *   <tr><th>channel</th><th>value</th></tr>
 *   <tr><td>0 to 7</td><td>1 on the square of the observer's Rat, Cat, Dog, Wolf, Leopard, Tiger,
 *       Lion, Elephant ({@link Piece} order, weakest first); all 0 once it is taken</td></tr>
 *   <tr><td>8 to 15</td><td>the same for the opponent's pieces</td></tr>
 *   <tr><td>16</td><td>1 on water (the two lakes)</td></tr>
 *   <tr><td>17</td><td>1 on the observer's traps</td></tr>
 *   <tr><td>18</td><td>1 on the opponent's traps</td></tr>
 *   <tr><td>19</td><td>1 on the observer's den</td></tr>
 *   <tr><td>20</td><td>1 on the opponent's den</td></tr>
 *   <tr><td>21</td><td>all 1 when the observer is the side to move (in a finished game: would
 *       move next), else all 0</td></tr>
 *   <tr><td>22</td><td>repetition: every square {@code (occurrences - 1) / (limit - 1)} of the
 *       rules' repetition limit, clipped to 1 (0 for a first occurrence, 1 when the position
 *       draws); all 0 when the rule is off</td></tr>
 *   <tr><td>23</td><td>plies played: every square {@code min(plies, 500) / 500}</td></tr>
 * </table>
 *
 * <p>The board, its rules and the capture table are mirror-symmetric left to right; {@link
 * JungleSymmetry} maps an observation and an action to their mirror images.
 */
public final class JungleObserver implements Observer<JungleState> {
  /** The number of planes. */
  public static final int CHANNELS = 24;
  /** The floats of one plane. */
  public static final int PLANE = Squares.COUNT;
  /** The floats of one observation. */
  public static final int SIZE = CHANNELS * PLANE;
  /** The plies at which channel 23 reads 1. */
  public static final int PLY_SCALE = 500;

  static final int OWN = 0;
  static final int ENEMY = 8;
  static final int WATER = 16;
  static final int OWN_TRAPS = 17;
  static final int ENEMY_TRAPS = 18;
  static final int OWN_DEN = 19;
  static final int ENEMY_DEN = 20;
  static final int TO_MOVE = 21;
  static final int REPETITION = 22;
  static final int PLIES = 23;

  /** The constant planes (terrain) with every other plane 0: copied first, instead of clearing. */
  private static final float[] TEMPLATE = new float[SIZE];

  static {
    // In the observer's frame the own traps and den are always Red's squares as written.
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      if (Squares.isWater(sq)) {
        TEMPLATE[WATER * PLANE + sq] = 1;
      }
      if ((Squares.RED_TRAPS >>> sq & 1) != 0) {
        TEMPLATE[OWN_TRAPS * PLANE + sq] = 1;
      }
      if ((Squares.BLUE_TRAPS >>> sq & 1) != 0) {
        TEMPLATE[ENEMY_TRAPS * PLANE + sq] = 1;
      }
    }
    TEMPLATE[OWN_DEN * PLANE + Squares.RED_DEN] = 1;
    TEMPLATE[ENEMY_DEN * PLANE + Squares.BLUE_DEN] = 1;
  }

  private final JungleRules rules;

  JungleObserver(JungleRules rules) {
    this.rules = rules;
  }

  /**
   * A square in a player's frame: itself for Red, turned by 180° for Blue.
   *
   * @param square a square index 0 to 62
   * @param player 0 (Red) or 1 (Blue)
   * @return the square's index in that player's frame
   * @throws IllegalArgumentException if the square is not one or the player is not 0 or 1
   */
  public static int frame(int square, int player) {
    Squares.checkSquare(square);
    Players.checkSeat(player, 2);
    return player == 0 ? square : Squares.COUNT - 1 - square;
  }

  @Override
  public int[] shape() {
    return new int[] {CHANNELS, Squares.RANKS, Squares.FILES};
  }

  @Override
  public int size() {
    return SIZE;
  }

  @Override
  public void write(JungleState state, int player, int plies, int occurrences, float[] out,
      int offset) {
    Players.checkSeat(player, 2);
    Tensors.checkRegion(out.length, offset, SIZE);
    fill(state, player, plies, occurrences, out, null, offset);
  }

  @Override
  public void write(JungleState state, int player, int plies, int occurrences, FloatBuffer out,
      int index) {
    Players.checkSeat(player, 2);
    Tensors.checkRegion(out.limit(), index, SIZE);
    if (out.hasArray()) {
      fill(state, player, plies, occurrences, out.array(), null, out.arrayOffset() + index);
    } else {
      fill(state, player, plies, occurrences, null, out, index);
    }
  }

  /**
   * Rewrites only what differs: for the same observer, the squares whose occupant changed; for the
   * other side's observer (whose frame is turned), the squares of the pieces that stood before
   * (cleared, in the previous frame) and of those that stand now (set); then each of the three
   * constant planes (to move, repetition, plies) whose value changed. The terrain planes are the
   * same in every observer's frame and are never rewritten. A step writes some 70 to 100 floats
   * of 1,512.
   */
  @Override
  public void rewrite(JungleState previous, int previousPlayer, int previousPlies,
      int previousOccurrences, JungleState state, int player, int plies, int occurrences,
      FloatBuffer out, int index) {
    Players.checkSeat(player, 2);
    Players.checkSeat(previousPlayer, 2);
    Tensors.checkRegion(out.limit(), index, SIZE);
    float[] a = null;
    FloatBuffer b = out;
    int base = index;
    if (out.hasArray()) {
      a = out.array();
      b = null;
      base = out.arrayOffset() + index;
    }
    if (previousPlayer == player) {
      // The same frame: only the squares whose occupant changed (a move's two or three).
      long mine = state.occupancy(Side.ofPlayer(player));
      long minePrevious = previous.occupancy(Side.ofPlayer(player));
      long occupied = mine | state.occupancy(Side.ofPlayer(player).opponent());
      long occupiedPrevious = minePrevious
          | previous.occupancy(Side.ofPlayer(player).opponent());
      int flip = player == 0 ? 0 : Squares.COUNT - 1;
      for (long c = previous.changedSquares(state); c != 0; c &= c - 1) {
        int sq = Long.numberOfTrailingZeros(c);
        int at = base + Math.abs(flip - sq);
        if ((occupiedPrevious >>> sq & 1) != 0) {
          int channel = ((minePrevious >>> sq & 1) != 0 ? OWN : ENEMY)
              + previous.pieceIndexAt(sq);
          Tensors.set(a, b, at + channel * PLANE, 0f);
        }
        if ((occupied >>> sq & 1) != 0) {
          int channel = ((mine >>> sq & 1) != 0 ? OWN : ENEMY) + state.pieceIndexAt(sq);
          Tensors.set(a, b, at + channel * PLANE, 1f);
        }
      }
    } else {
      pieces(previous, previousPlayer, 0f, a, b, base);
      pieces(state, player, 1f, a, b, base);
    }
    float toMove = toMove(state, player);
    if (toMove != toMove(previous, previousPlayer)) {
      Tensors.fill(a, b, base + TO_MOVE * PLANE, PLANE, toMove);
    }
    float repetition = repetition(occurrences);
    if (repetition != repetition(previousOccurrences)) {
      Tensors.fill(a, b, base + REPETITION * PLANE, PLANE, repetition);
    }
    float ply = plies(plies);
    if (ply != plies(previousPlies)) {
      Tensors.fill(a, b, base + PLIES * PLANE, PLANE, ply);
    }
  }

  /** Writes {@code value} on the square of each piece of the state, in the player's frame. */
  private static void pieces(JungleState s, int player, float value, float[] a, FloatBuffer b,
      int base) {
    Side me = Side.ofPlayer(player);
    int flip = player == 0 ? 0 : Squares.COUNT - 1;
    for (long own = s.occupancy(me); own != 0; own &= own - 1) {
      int sq = Long.numberOfTrailingZeros(own);
      Tensors.set(a, b, base + (OWN + s.pieceIndexAt(sq)) * PLANE + Math.abs(flip - sq), value);
    }
    for (long enemy = s.occupancy(me.opponent()); enemy != 0; enemy &= enemy - 1) {
      int sq = Long.numberOfTrailingZeros(enemy);
      Tensors.set(a, b, base + (ENEMY + s.pieceIndexAt(sq)) * PLANE + Math.abs(flip - sq),
          value);
    }
  }

  private static float toMove(JungleState s, int player) {
    return s.sideToMove() == Side.ofPlayer(player) ? 1f : 0f;
  }

  private float repetition(int occurrences) {
    int limit = rules.repetitionLimit();
    return limit > 0 && occurrences > 1
        ? Math.min(1f, (occurrences - 1) / (float) (limit - 1)) : 0f;
  }

  private static float plies(int plies) {
    return plies > 0 ? Math.min(plies, PLY_SCALE) / (float) PLY_SCALE : 0f;
  }

  private void fill(JungleState s, int player, int plies, int occurrences, float[] a,
      FloatBuffer b, int base) {
    Tensors.copy(TEMPLATE, a, b, base);
    pieces(s, player, 1f, a, b, base);
    float toMove = toMove(s, player);
    if (toMove != 0f) {
      Tensors.fill(a, b, base + TO_MOVE * PLANE, PLANE, toMove);
    }
    float repetition = repetition(occurrences);
    if (repetition != 0f) {
      Tensors.fill(a, b, base + REPETITION * PLANE, PLANE, repetition);
    }
    float ply = plies(plies);
    if (ply != 0f) {
      Tensors.fill(a, b, base + PLIES * PLANE, PLANE, ply);
    }
  }
}
