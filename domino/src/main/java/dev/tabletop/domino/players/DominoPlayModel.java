package dev.tabletop.domino.players;

import dev.tabletop.domino.BlankWild;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.Tiles;
import java.util.ArrayList;

/**
 * A model of how a seat chooses its tile when it has a choice, used to weigh hidden deals by how
 * well they explain the play: a seat that held a heavy double and played a light tile instead is
 * less likely than one that had nothing better.
 *
 * <p>The model. When a seat may place more than one of its tiles (not a forced first lead, not a
 * drawn tile it must play at once), it picks tile {@code t} among the tiles {@code T} of its hand
 * that fit an open end with probability {@code exp(sharpness * f(t)) / sum over u in T of
 * exp(sharpness * f(u))}, where {@code f(t)} is the tile's count in a hand (so 0:0 is 13 under
 * {@code doubleBlankThirteen}: heavier tiles first), plus {@code doubleBonus} for a double (doubles
 * early, they are hard to place later), minus {@code partnerEnd} under {@code partnership} when
 * every placement of the tile covers an end the seat's partner made (keep the partner's ends; not
 * used under {@code blankWild}, where which end a tile covers is the player's choice). Which end
 * a tile goes on is not modelled: every world gives the same number of placements for the same
 * tile at the same ends, so it would change no weight.
 *
 * <p>A deal's weight under the model is the product, over the other seats' choices in its
 * history, of the probability of the tile each chose. A sharpness of 0 ({@link #UNIFORM}) reads
 * nothing from the play: every weight is 1 and the weighted worlds are the rules-only posterior
 * of {@link dev.tabletop.domino.Domino#sample} (not the posterior of a seat that picks among its
 * fitting tiles at random, which would weigh a world by one over its number of choices).
 *
 * @param sharpness how strongly seats prefer higher-scoring tiles; 0 for no preference
 * @param doubleBonus what a double adds to a tile's score
 * @param partnerEnd what covering the partner's end takes from it
 */
public record DominoPlayModel(double sharpness, double doubleBonus, double partnerEnd) {
  /**
   * The documented heuristic: a pip is worth 0.25 (the heaviest tile is about 20 times as likely as
   * the lightest), a double 3 pips, covering the partner's end 4 pips.
   */
  public static final DominoPlayModel DEFAULT = new DominoPlayModel(0.25, 3, 4);

  /** No preference: every deal that fits the rules weighs the same. */
  public static final DominoPlayModel UNIFORM = new DominoPlayModel(0, 0, 0);

  /**
   * Checks the values.
   *
   * @throws IllegalArgumentException if a value is not finite or the sharpness is negative
   */
  public DominoPlayModel {
    if (!(sharpness >= 0) || Double.isInfinite(sharpness) || !Double.isFinite(doubleBonus)
        || !Double.isFinite(partnerEnd)) {
      throw new IllegalArgumentException("the model needs a finite sharpness of 0 or more and"
          + " finite bonuses, was " + sharpness + ", " + doubleBonus + ", " + partnerEnd);
    }
  }

  /**
   * The natural logarithm of the probability, under the model, of every choice the seats other
   * than the viewer made in the round's history up to this state (0 when none had a choice).
   *
   * @param full a full state with its history (as {@link dev.tabletop.domino.Domino#sample}
   *     returns it)
   * @param viewer the seat whose own choices are not weighed (it knows its own hand)
   * @return the log-likelihood, 0 or less; 0 for every history at a sharpness of 0
   */
  public double logLikelihood(DominoState full, int viewer) {
    if (sharpness == 0) {
      return 0;
    }
    ArrayList<DominoState> chain = new ArrayList<>();
    for (DominoState st = full; st != null; st = st.parent().getOrNull()) {
      chain.add(st);
    }
    DominoRules rules = full.rules();
    boolean partnerFeature = rules.partnership() && rules.blankWild() == BlankWild.OFF;
    // Who made each open end: the leader both, then whoever placed on that side last.
    int leftMaker = -1;
    int rightMaker = -1;
    double sum = 0;
    for (int i = chain.size() - 1; i > 0; i--) {
      DominoState before = chain.get(i);
      if (before.isChance() || before.isTerminal()) {
        continue;
      }
      int code = chain.get(i - 1).lastCode();
      if (!DominoMoves.isPlacement(code)) {
        continue;
      }
      int seat = before.currentPlayer();
      int tile = DominoMoves.tile(code);
      int choice = before.hand(seat) & before.playableMask();
      if (seat != viewer && before.forcedTile() < 0 && Integer.bitCount(choice) > 1) {
        int partnerEnds = 0;
        if (partnerFeature && before.lineTiles() != 0) {
          int partner = (seat + 2) % 4;
          partnerEnds = (leftMaker == partner ? 1 : 0) | (rightMaker == partner ? 2 : 0);
        }
        double norm = 0;
        for (int m = choice; m != 0; m &= m - 1) {
          int u = Integer.numberOfTrailingZeros(m);
          norm += Math.exp(sharpness * score(rules, before, u, partnerEnds));
        }
        sum += sharpness * score(rules, before, tile, partnerEnds) - Math.log(norm);
      }
      if (before.lineTiles() == 0) {
        leftMaker = seat;
        rightMaker = seat;
      } else if (DominoMoves.side(code) == DominoMoves.LEFT) {
        leftMaker = seat;
      } else {
        rightMaker = seat;
      }
    }
    return sum;
  }

  /**
   * A tile's score {@code f} in the model.
   *
   * @param rules the rules played (for the tile's count)
   * @param s the state before the choice (for the open ends)
   * @param tile the tile
   * @param partnerEnds which open ends the partner made: bit 0 the left, bit 1 the right
   * @return the score
   */
  double score(DominoRules rules, DominoState s, int tile, int partnerEnds) {
    double f = rules.tileCount(tile) + (Tiles.isDouble(tile) ? doubleBonus : 0);
    if (partnerEnds != 0) {
      boolean left = fits(tile, s.leftEnd());
      boolean right = fits(tile, s.rightEnd());
      // Every placement covers a partner's end: it fits only partner-made ends.
      boolean coversOnly = (!left || (partnerEnds & 1) != 0) && (!right || (partnerEnds & 2) != 0);
      if (coversOnly) {
        f -= partnerEnd;
      }
    }
    return f;
  }

  private static boolean fits(int tile, int end) {
    return Tiles.low(tile) == end || Tiles.high(tile) == end;
  }
}
