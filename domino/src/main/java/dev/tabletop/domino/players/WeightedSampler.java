package dev.tabletop.domino.players;

import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Zobrist;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A sampler of full deals that follows the play as well as the rules: deals are drawn from the
 * exact sampler ({@link Domino#sample}, the rules' posterior) and weighed by a {@link
 * DominoPlayModel} of how the seats choose, then kept in proportion to their weights (sampling
 * importance resampling). The deals it returns approach the posterior under the model as the
 * number of candidates grows; with few candidates they lean toward the rules' posterior.
 *
 * <p>A separate choice from {@link Domino#sample}, which stays the rules-only posterior: a search
 * that wants its worlds to follow the play uses this one ({@link DominoMaster} does).
 */
public final class WeightedSampler implements HiddenInformation<DominoState, DominoView> {
  private final DominoPlayModel model;
  private final int candidates;

  /**
   * Creates the sampler.
   *
   * @param model how the seats are taken to choose
   * @param candidates how many deals are drawn and weighed for each one returned, 1 or more
   * @throws IllegalArgumentException if the model is null or candidates is below 1
   */
  public WeightedSampler(DominoPlayModel model, int candidates) {
    if (model == null || candidates < 1) {
      throw new IllegalArgumentException("a model and 1 or more candidates are required, was "
          + model + ", " + candidates);
    }
    this.model = model;
    this.candidates = candidates;
  }

  @Override
  public DominoView view(DominoState state, int player) {
    return Domino.view(state, player);
  }

  @Override
  public Either<InvalidInput, DominoState> sample(DominoView view, RandomGenerator random) {
    try {
      return Either.right(draw(view, model, candidates, 1, random.nextLong())[0]);
    } catch (IllegalArgumentException e) {
      return Either.left(InvalidInput.of("view", e.getMessage()));
    }
  }

  /**
   * Draws {@code candidates} deals from the exact sampler, weighs each by the model, and keeps
   * {@code keep} of them by systematic resampling (one uniform offset, then evenly spaced pointers
   * into the cumulative weights), so a deal is kept about {@code keep} times its share of the
   * weight.
   *
   * @param view the view
   * @param model the model of play
   * @param candidates how many deals to draw, 1 or more
   * @param keep how many to keep, 1 or more
   * @param seed the seed of every draw
   * @return the kept deals, in the order drawn (a deal may appear more than once)
   * @throws IllegalArgumentException if no deal fits the view or a count is below 1
   */
  public static DominoState[] draw(DominoView view, DominoPlayModel model, int candidates,
      int keep, long seed) {
    if (candidates < 1 || keep < 1) {
      throw new IllegalArgumentException("candidates and keep must be 1 or more, were "
          + candidates + " and " + keep);
    }
    DominoState[] deals = new DominoState[candidates];
    double[] logWeight = new double[candidates];
    double top = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < candidates; k++) {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed + 0x9E3779B97F4A7C15L * k));
      deals[k] = Domino.sample(view, random).getOrElseThrow(why -> new IllegalArgumentException(
          "no deal fits the view: " + why.message()));
      logWeight[k] = model.logLikelihood(deals[k], view.viewer());
      top = Math.max(top, logWeight[k]);
    }
    double total = 0;
    double[] weight = new double[candidates];
    for (int k = 0; k < candidates; k++) {
      weight[k] = Math.exp(logWeight[k] - top);
      total += weight[k];
    }
    DominoState[] kept = new DominoState[keep];
    double step = total / keep;
    double pointer = new SplittableRandom(Zobrist.mix(seed ^ 0x51A7E5L)).nextDouble() * step;
    double cumulative = weight[0];
    int k = 0;
    for (int j = 0; j < keep; j++) {
      while (pointer >= cumulative && k + 1 < candidates) {
        k++;
        cumulative += weight[k];
      }
      kept[j] = deals[k];
      pointer += step;
    }
    return kept;
  }
}
