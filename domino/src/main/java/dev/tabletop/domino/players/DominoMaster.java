package dev.tabletop.domino.players;

import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Mcts;
import dev.tabletop.core.search.Determinized;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * Đại sư: determinized Monte Carlo on worlds weighted by the play, and an exact endgame.
 *
 * <p>First the exact endgame ({@link DominoEndgame}): when the view's hidden worlds can be
 * enumerated and number at most {@link Config#endgameWorlds} placements, every world is solved to
 * the end of the round and the move with the best expected payout over the worlds, weighted by the
 * {@link DominoPlayModel}, is played; the solve gives up past {@link Config#endgameNodes} nodes
 * or a share of a time budget, and then the search below decides.
 *
 * <p>Otherwise {@link Config#candidates} full deals are drawn from the exact sampler and weighed by
 * the model (importance weights: the sampler gives the rules' posterior, the weight turns it into
 * the posterior under the model of play); {@link Config#samples} of them are kept by systematic
 * resampling in proportion to their weights, and each is searched by UCT ({@link Mcts}) with an
 * equal share of the budget, the playouts counted over all of them as in {@link
 * dev.tabletop.core.search.Determinized}.
 *
 * <p>Everything is drawn from the seed and the view, so under a node budget the same view and
 * seed give the same analysis, and a state gives what its mover's view gives. Not thread-safe:
 * one instance per thread.
 */
public final class DominoMaster implements ViewPlayer<DominoState, DominoView> {

  /**
   * The player's settings.
   *
   * @param samples how many weighted deals are searched per decision, 1 or more
   * @param candidates how many deals are drawn and weighed to choose them, at least {@code
   *     samples}
   * @param model how the other seats are taken to choose
   * @param endgameWorlds the most placements the exact endgame enumerates; 0 turns it off
   * @param endgameNodes the most nodes the exact endgame searches before it gives up
   * @param endgameTime the share of a time budget the exact endgame may use, in (0, 1]
   */
  public record Config(int samples, int candidates, DominoPlayModel model, long endgameWorlds,
      long endgameNodes, double endgameTime) {
    /**
     * Checks the settings.
     *
     * @throws IllegalArgumentException if a value is out of range
     */
    public Config {
      if (samples < 1 || candidates < samples || model == null || endgameWorlds < 0
          || endgameNodes < 1 || !(endgameTime > 0 && endgameTime <= 1)) {
        throw new IllegalArgumentException("bad Đại sư settings: samples " + samples
            + ", candidates " + candidates + ", endgameWorlds " + endgameWorlds
            + ", endgameNodes " + endgameNodes + ", endgameTime " + endgameTime);
      }
    }
  }

  /** The settings of the level: see docs/players.md, "Domino levels", for how they were chosen. */
  public static final Config DEFAULT = new Config(12, 48, DominoPlayModel.DEFAULT, 500,
      100_000, 0.5);

  private final DominoRules rules;
  private final String name;
  private final Config config;
  private final Budget budget;
  private final Mcts<DominoState> inner;
  private final DominoEndgame endgame;

  /**
   * Creates the player.
   *
   * @param rules the rules played
   * @param name the player's name
   * @param config its settings
   * @param budget the default budget per move: playouts, or time
   */
  public DominoMaster(DominoRules rules, String name, Config config, Budget budget) {
    if (rules == null || name == null || config == null || budget == null) {
      throw new IllegalArgumentException("rules, name, config and budget are required");
    }
    this.rules = rules;
    this.name = name;
    this.config = config;
    this.budget = budget;
    this.inner = new Mcts<>(rules, new Mcts.Config(name + "-uct", 1.4, 200, 1 << 18, budget));
    this.endgame = new DominoEndgame(rules);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Budget budget() {
    return budget;
  }

  /**
   * The player's settings.
   *
   * @return the settings
   */
  public Config config() {
    return config;
  }

  @Override
  public HiddenInformation<DominoState, DominoView> hiddenInformation() {
    return Domino.HIDDEN;
  }

  @Override
  public void newGame() {
    inner.newGame();
  }

  @Override
  public Analysis analyze(DominoView view, Budget budget, long seed) {
    if (view == null || budget == null) {
      throw new IllegalArgumentException("view and budget are required");
    }
    if (view.currentPlayer() != view.viewer()) {
      throw new IllegalArgumentException("the view is of seat " + view.viewer()
          + ", who is not to move");
    }
    long t0 = System.nanoTime();
    long deadline = budget.deadline(t0);
    if (config.endgameWorlds() > 0) {
      long endgameDeadline = budget instanceof Budget.Time t
          ? t0 + (long) (t.limit().toNanos() * config.endgameTime()) : Long.MAX_VALUE;
      Option<Analysis> exact = endgame.analyze(view, config.model(), config.endgameWorlds(),
          config.endgameNodes(), endgameDeadline);
      if (exact.isDefined()) {
        return exact.get();
      }
    }
    return sampled(view, budget, seed, t0, deadline);
  }

  private Analysis sampled(DominoView view, Budget budget, long seed, long t0, long deadline) {
    DominoState[] kept = WeightedSampler.draw(view, config.model(), config.candidates(),
        config.samples(), seed);
    // The kept deals are searched as Determinized searches its samples: in order, one each.
    HiddenInformation<DominoState, DominoView> pool = new HiddenInformation<>() {
      private int next;

      @Override
      public DominoView view(DominoState state, int player) {
        return Domino.view(state, player);
      }

      @Override
      public Either<InvalidInput, DominoState> sample(DominoView v, RandomGenerator random) {
        return Either.right(kept[next++ % kept.length]);
      }
    };
    Budget rest = budget;
    if (budget instanceof Budget.Time) {
      rest = new Budget.Time(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
    }
    Analysis a = new Determinized<>(pool, inner, kept.length, name, budget).analyze(view, rest,
        seed);
    return new Analysis(a.moves(), a.principalVariation(), a.kind(), a.depth(), a.nodes(),
        System.nanoTime() - t0);
  }
}
