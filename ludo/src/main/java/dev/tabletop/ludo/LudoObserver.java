package dev.tabletop.ludo;

import dev.tabletop.core.Players;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.core.learn.Tensors;
import java.nio.FloatBuffer;

/**
 * A player's observation of Cờ Cá Ngựa: a flat vector of 1297 floats, every seat rotated so that
 * the observer is seat 0 of the board (the seat {@code r} places after it along the ring, {@code r}
 * = 0 to 3, whether or not a player sits there). Ring cells are counted from the observer's start
 * cell; a horse's progress is counted for its own seat (0 in the stable, 1 on its start cell to 56
 * on its own door, 57 to 62 on home cells 1 to 6).
 *
 * <table>
 *   <caption>Entries</caption>
 *   <tr><th>index</th><th>value</th></tr>
 *   <tr><td>0 to 1007</td><td>horse {@code h} of seat {@code r}: 1 at {@code (4r + h) * 63 +
 *       progress}</td></tr>
 *   <tr><td>1008 to 1231</td><td>the ring: 1 at {@code 1008 + 56r + cell} where a horse of seat
 *       {@code r} stands on ring cell {@code cell} (from the observer's start)</td></tr>
 *   <tr><td>1232 to 1255</td><td>the home columns: 1 at {@code 1232 + 6r + k - 1} where a horse
 *       of seat {@code r} stands on its home cell {@code k}</td></tr>
 *   <tr><td>1256 to 1259</td><td>the stables: seat {@code r}'s horses in its stable, divided by
 *       4</td></tr>
 *   <tr><td>1260 to 1263</td><td>1 when seat {@code r} has finished (its place is decided)</td></tr>
 *   <tr><td>1264 to 1267</td><td>1 when a player sits at seat {@code r}</td></tr>
 *   <tr><td>1268 to 1271</td><td>1 at the seat whose turn it is (to roll or to act on the roll);
 *       all 0 at the end</td></tr>
 *   <tr><td>1272 to 1283</td><td>the roll waiting to be played: 1 at {@code 1272 + a - 1} for die
 *       a (the only die, or the lower of two) and at {@code 1278 + b - 1} for die b</td></tr>
 *   <tr><td>1284 to 1295</td><td>the dice left to play, in the same layout (under {@code
 *       diceUse=each}, once one die is played, only the other)</td></tr>
 *   <tr><td>1296</td><td>1 at a chance node: the dice are to be rolled</td></tr>
 * </table>
 */
public final class LudoObserver implements Observer<LudoState> {
  /** The floats of one observation. */
  public static final int SIZE = 1297;
  static final int HORSES = 0;
  static final int RING = 1008;
  static final int HOME = 1232;
  static final int STABLE = 1256;
  static final int FINISHED = 1260;
  static final int PRESENT = 1264;
  static final int TURN = 1268;
  static final int ROLL = 1272;
  static final int LEFT = 1284;
  static final int CHANCE = 1296;

  private final LudoRules rules;
  /** The player at each board seat, or -1. */
  private final int[] playerAt = {-1, -1, -1, -1};

  LudoObserver(LudoRules rules) {
    this.rules = rules;
    for (int p = 0; p < rules.players; p++) {
      playerAt[rules.seatOf[p]] = p;
    }
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
  public void write(LudoState state, int player, int plies, int occurrences, float[] out,
      int offset) {
    Players.checkSeat(player, rules.players);
    Tensors.checkRegion(out.length, offset, SIZE);
    fill(state, player, out, null, offset);
  }

  @Override
  public void write(LudoState state, int player, int plies, int occurrences, FloatBuffer out,
      int index) {
    Players.checkSeat(player, rules.players);
    Tensors.checkRegion(out.limit(), index, SIZE);
    if (out.hasArray()) {
      fill(state, player, out.array(), null, out.arrayOffset() + index);
    } else {
      fill(state, player, null, out, index);
    }
  }

  private void fill(LudoState s, int player, float[] a, FloatBuffer b, int base) {
    Tensors.clear(a, b, base, SIZE);
    int mine = rules.seatOf[player];
    int turn = s.turn();
    for (int r = 0; r < 4; r++) {
      int seat = (mine + r) & 3;
      int q = playerAt[seat];
      if (q < 0) {
        continue;
      }
      Tensors.set(a, b, base + PRESENT + r, 1f);
      if (q == turn) {
        Tensors.set(a, b, base + TURN + r, 1f);
      }
      if (s.place(q) > 0) {
        Tensors.set(a, b, base + FINISHED + r, 1f);
      }
      int stable = 0;
      for (int h = 0; h < 4; h++) {
        int c = s.code(q, h);
        Tensors.set(a, b, base + HORSES + (4 * r + h) * 63 + c, 1f);
        if (c == Track.STABLE) {
          stable++;
        } else if (c > Track.HOME0) {
          Tensors.set(a, b, base + HOME + 6 * r + c - Track.HOME0 - 1, 1f);
        } else {
          // Ring cell c - 1 steps after the seat's start, 14 * r cells after the observer's.
          int cell = (14 * r + c - 1) % Track.RING;
          Tensors.set(a, b, base + RING + Track.RING * r + cell, 1f);
        }
      }
      if (stable > 0) {
        Tensors.set(a, b, base + STABLE + r, stable / 4f);
      }
    }
    if (s.isChance()) {
      Tensors.set(a, b, base + CHANCE, 1f);
      return;
    }
    int roll = s.rollCode();
    if (roll == 0) {
      return;
    }
    int dieA = rules.dice() == 1 ? roll : roll >>> 3;
    int dieB = rules.dice() == 1 ? 0 : roll & 7;
    Tensors.set(a, b, base + ROLL + dieA - 1, 1f);
    if (dieB > 0) {
      Tensors.set(a, b, base + ROLL + 6 + dieB - 1, 1f);
    }
    int used = s.used();
    if (used != 1) {
      Tensors.set(a, b, base + LEFT + dieA - 1, 1f);
    }
    if (dieB > 0 && used != 2) {
      Tensors.set(a, b, base + LEFT + 6 + dieB - 1, 1f);
    }
  }
}
