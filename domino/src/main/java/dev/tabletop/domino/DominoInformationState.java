package dev.tabletop.domino;

import java.util.Arrays;

/**
 * A seat's information state as a tensor, with perfect recall: what {@link DominoObserver} gives
 * (the seat's hand, the table, the ends, the proofs of what others lack, …), then every event of
 * the round the seat has seen, in order, one fixed-size slot each. Computed from the seat's
 * {@link DominoView} alone (its {@link DominoView#events()}), so two states the seat cannot tell
 * apart give the same tensor, and two rounds that reach the same table in another order do not.
 * For search and game-theory code (CFR, information-set MCTS); the learning environments use the
 * shorter observation. Off the hot path: it builds the view.
 *
 * <p>Layout: floats 0 to 228 are the observation; slot {@code k} (0 to {@link #EVENTS} − 1,
 * oldest first, unused slots all 0) starts at {@code 229 + 55k}:
 *
 * <table>
 *   <caption>One event</caption>
 *   <tr><th>offset</th><th>value</th></tr>
 *   <tr><td>0 to 4</td><td>1 at the kind: a lead, a play, a pass, a draw begun, a tile the seat
 *       itself drew</td></tr>
 *   <tr><td>5 to 8</td><td>1 at the acting seat, rotated as the observation's (the observer is
 *       0)</td></tr>
 *   <tr><td>9 to 36</td><td>1 at the tile led, played or drawn by the seat itself</td></tr>
 *   <tr><td>37, 38</td><td>a play's end: 1 at the left or the right</td></tr>
 *   <tr><td>39 to 46</td><td>a lead's, pass's or draw's left end (1 at its number, 7 for an
 *       empty table); a play's touching half</td></tr>
 *   <tr><td>47 to 54</td><td>their right end; a play's new open end</td></tr>
 * </table>
 */
public final class DominoInformationState {
  /** The event slots: more than any round has (at most 28 plays, two events per boneyard tile,
   * and fewer passes than the players between two plays). */
  public static final int EVENTS = 200;
  /** The floats of one event slot. */
  public static final int EVENT = 55;
  /** The floats of the whole tensor. */
  public static final int SIZE = DominoObserver.SIZE + EVENTS * EVENT;

  private static final int KIND = 0;
  private static final int SEAT = 5;
  private static final int TILE = 9;
  private static final int END = 37;
  private static final int FIRST = 39;
  private static final int SECOND = 47;

  private final DominoObserver observer;
  private final int players;

  /**
   * The information-state tensor of a set of rules.
   *
   * @param rules the rules
   */
  public DominoInformationState(DominoRules rules) {
    this.observer = new DominoObserver(rules);
    this.players = rules.playerCount();
  }

  /**
   * The tensor's shape: one dimension of {@link #SIZE} floats.
   *
   * @return {@code [SIZE]}
   */
  public int[] shape() {
    return new int[] {SIZE};
  }

  /**
   * Writes a seat's information state.
   *
   * @param state the round (what the seat may not see is not read)
   * @param player the seat
   * @param out the caller's array
   * @param offset where the tensor starts
   * @throws IllegalArgumentException if the seat is not at the table or the array is too short
   */
  public void write(DominoState state, int player, float[] out, int offset) {
    if (offset < 0 || out.length - offset < SIZE) {
      throw new IllegalArgumentException("the information state needs " + SIZE
          + " floats from offset " + offset + ", the array has " + out.length);
    }
    DominoView view = Domino.view(state, player);
    Arrays.fill(out, offset, offset + SIZE, 0f);
    observer.write(state, player, 0, 1, out, offset);
    int k = 0;
    for (DominoEffect e : view.events()) {
      if (k == EVENTS) {
        throw new IllegalStateException("more than " + EVENTS + " events in a round");
      }
      int base = offset + DominoObserver.SIZE + k * EVENT;
      if (e instanceof DominoEffect.Led l) {
        event(out, base, 0, l.seat(), player);
        out[base + TILE + l.tile().index()] = 1;
        ends(out, base, l.left(), l.right());
      } else if (e instanceof DominoEffect.Played p) {
        event(out, base, 1, p.seat(), player);
        out[base + TILE + p.tile().index()] = 1;
        out[base + END + (p.end() == End.LEFT ? 0 : 1)] = 1;
        ends(out, base, p.touching(), p.newEnd());
      } else if (e instanceof DominoEffect.Passed p) {
        event(out, base, 2, p.seat(), player);
        ends(out, base, p.left(), p.right());
      } else if (e instanceof DominoEffect.DrawStarted d) {
        event(out, base, 3, d.seat(), player);
        ends(out, base, d.left(), d.right());
      } else if (e instanceof DominoEffect.Drew d) {
        event(out, base, 4, d.seat(), player);
        out[base + TILE + d.tile().index()] = 1;
      } else {
        continue; // deals and the round's end are not events of the view
      }
      k++;
    }
  }

  /**
   * A seat's information state in a new array.
   *
   * @param state the round
   * @param player the seat
   * @return {@link #SIZE} floats
   */
  public float[] of(DominoState state, int player) {
    float[] out = new float[SIZE];
    write(state, player, out, 0);
    return out;
  }

  private void event(float[] out, int base, int kind, int seat, int viewer) {
    out[base + KIND + kind] = 1;
    out[base + SEAT + Math.floorMod(seat - viewer, players)] = 1;
  }

  private static void ends(float[] out, int base, int first, int second) {
    out[base + FIRST + (first < 0 || first > 6 ? 7 : first)] = 1;
    out[base + SECOND + (second < 0 || second > 6 ? 7 : second)] = 1;
  }
}
