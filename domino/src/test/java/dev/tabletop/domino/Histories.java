package dev.tabletop.domino;

import dev.tabletop.core.IllegalMove;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Brute force for the determinizer's tests: every complete chance history that a view allows,
 * found by trying every hidden root hand and every identity of every hidden draw, replaying the
 * public moves through the engine, and keeping the histories whose view is the given one.
 * Independent of the sampler: it knows nothing of proofs, slots or counts.
 */
final class Histories {
  private Histories() {}

  /**
   * The key of a history: the other seats' root hands, then each hidden draw's tile, in order.
   * Works for states whose root is a position (parsed or dealt by hand), not a deal.
   */
  static String key(DominoState s, int viewer) {
    DominoState[] chain = s.chain();
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < s.rules().players(); p++) {
      if (p != viewer) {
        sb.append(Tiles.setText(chain[0].hand(p))).append(" / ");
      }
    }
    for (int i = 0; i + 1 < chain.length; i++) {
      if (chain[i].phase() == DominoState.DRAWING && chain[i].rawTurn() != viewer) {
        sb.append(' ').append(Tiles.text(chain[i + 1].lastCode() - DominoMoves.OUTCOME));
      }
    }
    return sb.toString();
  }

  /** Every history consistent with the viewer's view of {@code real}, by key. */
  static Set<String> consistent(DominoState real, int viewer) {
    DominoState[] chain = real.chain();
    DominoState root = chain[0];
    DominoView view = Domino.view(real, viewer);
    DominoRules rules = real.rules();
    int n = rules.players();
    int hidden = Tiles.ALL & ~root.hand(viewer) & ~root.lineTiles();
    List<Integer> others = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      if (p != viewer) {
        others.add(p);
      }
    }
    Set<String> out = new LinkedHashSet<>();
    int[] hands = new int[n];
    hands[viewer] = root.hand(viewer);
    split(real, chain, view, viewer, others, 0, hidden, hands, out);
    return out;
  }

  private static void split(DominoState real, DominoState[] chain, DominoView view, int viewer,
      List<Integer> others, int k, int rest, int[] hands, Set<String> out) {
    DominoState root = chain[0];
    if (k == others.size()) {
      // A round dealt by hand under the first-round lead rule: let the engine choose the leader
      // (and, with firstLead=forced, the lead tile) from the trial hands, as it did for the real one.
      boolean dealtByHand = root.phase() == DominoState.PLAY && root.lineTiles() == 0
          && root.leaderRule() < 0 && root.lastPlayer() < 0 && root.passesInRow() == 0
          && !root.drewThisTurn();
      String text = rootText(root, hands, rest);
      Either<String, DominoState> start = dealtByHand
          ? DominoState.checkHands(root.rules(), hands, -1)
          : DominoState.parse(root.rules(), text);
      if (start.isRight()) {
        replay(start.get(), chain, 0, view, viewer, out);
      }
      return;
    }
    int seat = others.get(k);
    int size = Integer.bitCount(root.hand(seat));
    for (int sub : subsets(rest, size)) {
      hands[seat] = sub;
      split(real, chain, view, viewer, others, k + 1, rest & ~sub, hands, out);
    }
  }

  private static void replay(DominoState s, DominoState[] chain, int i, DominoView view,
      int viewer, Set<String> out) {
    if (i + 1 == chain.length) {
      if (Domino.view(s, viewer).equals(view)) {
        out.add(key(s, viewer));
      }
      return;
    }
    if (s.phase() == DominoState.DRAWING && s.rawTurn() != viewer) {
      for (int m = s.boneyard(); m != 0; m &= m - 1) {
        replay(s.apply(DominoMoves.outcome(Integer.numberOfTrailingZeros(m))), chain, i + 1, view,
            viewer, out);
      }
      return;
    }
    Either<IllegalMove, DominoState> next = s.play(chain[i + 1].lastCode());
    if (next.isRight()) {
      replay(next.get(), chain, i + 1, view, viewer, out);
    }
  }

  private static String rootText(DominoState root, int[] hands, int boneyard) {
    String[] parts = root.toString().split(" \\| ");
    StringBuilder h = new StringBuilder();
    for (int p = 0; p < hands.length; p++) {
      h.append(p == 0 ? "" : " / ").append(Tiles.setText(hands[p]));
    }
    return h + " | " + Tiles.setText(boneyard) + " | " + parts[2] + " | " + parts[3];
  }

  static List<Integer> subsets(int mask, int size) {
    List<Integer> out = new ArrayList<>();
    int[] tiles = Tiles.list(mask).toJavaStream().mapToInt(Integer::intValue).toArray();
    collect(tiles, 0, size, 0, out);
    return out;
  }

  private static void collect(int[] tiles, int from, int left, int acc, List<Integer> out) {
    if (left == 0) {
      out.add(acc);
      return;
    }
    for (int i = from; i <= tiles.length - left; i++) {
      collect(tiles, i + 1, left - 1, acc | 1 << tiles[i], out);
    }
  }

  /**
   * Pearson's chi-square statistic of observed counts against a uniform distribution.
   *
   * @param counts the count of each category
   * @return the statistic
   */
  static double chiSquare(long[] counts) {
    long total = 0;
    for (long c : counts) {
      total += c;
    }
    double e = (double) total / counts.length;
    double x = 0;
    for (long c : counts) {
      x += (c - e) * (c - e) / e;
    }
    return x;
  }

  /**
   * A bound the statistic of a uniform sampler exceeds with probability well below 1e-6: the
   * Wilson-Hilferty approximation of the chi-square quantile at z = 5.
   *
   * @param df degrees of freedom
   * @return the bound
   */
  static double bound(int df) {
    double a = 2.0 / (9.0 * df);
    double c = 1 - a + 5.0 * Math.sqrt(a);
    return df * c * c * c;
  }
}
