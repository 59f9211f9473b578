package dev.tabletop.core.search;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Perfect-information Monte Carlo: decides from the acting player's view only. From that player's
 * view it samples full states consistent with it through the game's {@link
 * HiddenInformation#sample}, lets an inner perfect-information player analyse each sample with a
 * share of the budget, and ranks the moves by their playouts (or mean score) over all samples.
 *
 * <p>It decides from a view ({@link #analyze(Object, Budget, long)}); given a state it takes the
 * mover's view of it and decides from that, so nothing but the view reaches the decision: two
 * states with the same view for the player to move give the same move for the same seed and a
 * node budget, and so does the view itself.
 *
 * <p>A node budget is shared evenly among the samples. A time budget runs to its deadline: each
 * sample gets the time left divided by the samples left, recomputed after every sample, so time a
 * sample did not use goes to the next.
 *
 * @param <S> the game's state type
 * @param <V> the game's view type
 */
public final class Determinized<S extends GameState<S>, V> implements ViewPlayer<S, V> {
  private final HiddenInformation<S, V> hidden;
  private final Player<S> inner;
  private final int samples;
  private final String name;
  private final Budget budget;

  /**
   * Creates the player.
   *
   * @param hidden the game's views and sampler
   * @param inner the player that searches each sampled full state
   * @param samples how many states to sample per decision, 1 or more
   * @param name the player's name
   * @param budget the default budget, shared among the samples
   * @throws IllegalArgumentException if an argument is null or samples is below 1
   */
  public Determinized(HiddenInformation<S, V> hidden, Player<S> inner, int samples, String name,
      Budget budget) {
    if (hidden == null || inner == null || name == null || budget == null) {
      throw new IllegalArgumentException("hidden, inner, name and budget are required");
    }
    if (samples < 1) {
      throw new IllegalArgumentException("samples must be >= 1, was " + samples);
    }
    this.hidden = hidden;
    this.inner = inner;
    this.samples = samples;
    this.name = name;
    this.budget = budget;
  }

  /**
   * Creates the player for a game whose view type the caller does not name.
   *
   * @param game the rules, with hidden information
   * @param inner the player that searches each sampled full state
   * @param samples how many states to sample per decision, 1 or more
   * @param name the player's name
   * @param budget the default budget, shared among the samples
   * @param <S> the game's state type
   * @return the player
   * @throws IllegalArgumentException if the game has no hidden information or samples is below 1
   */
  public static <S extends GameState<S>> Determinized<S, ?> of(Game<S> game, Player<S> inner,
      int samples, String name, Budget budget) {
    if (game.hiddenInformation().isEmpty()) {
      throw new IllegalArgumentException(game.spec() + " has no hidden information to sample");
    }
    return create(game.hiddenInformation().get(), inner, samples, name, budget);
  }

  private static <S extends GameState<S>, V> Determinized<S, V> create(
      HiddenInformation<S, V> hidden, Player<S> inner, int samples, String name, Budget budget) {
    return new Determinized<>(hidden, inner, samples, name, budget);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Budget budget() {
    return budget;
  }

  @Override
  public HiddenInformation<S, V> hiddenInformation() {
    return hidden;
  }

  @Override
  public void newGame() {
    inner.newGame();
  }

  @Override
  public Analysis analyze(V view, Budget budget, long seed) {
    if (view == null || budget == null) {
      throw new IllegalArgumentException("view and budget are required");
    }
    long t0 = System.nanoTime();
    long deadline = budget.deadline(t0);
    Map<Integer, double[]> totals = new HashMap<>();
    Map<Integer, String> texts = new HashMap<>();
    long nodes = 0;
    int depth = 0;
    for (int k = 0; k < samples; k++) {
      Budget share;
      if (budget instanceof Budget.Nodes n) {
        share = Budget.nodes(Math.max(1, n.count() / samples));
      } else {
        long left = deadline - System.nanoTime();
        if (k > 0 && left <= 0) {
          break;
        }
        share = new Budget.Time(Duration.ofNanos(Math.max(1, left / (samples - k))));
      }
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed + 0x9E3779B97F4A7C15L * k));
      S full = hidden.sample(view, random).getOrElseThrow(why -> new IllegalArgumentException(
          "no state fits the view: " + why.message()));
      if (k == 0) {
        requireMoverView(full, view);
      }
      Analysis a = inner.analyze(full, share, Zobrist.mix(seed ^ (k + 1L)));
      nodes += a.nodes();
      depth = Math.max(depth, a.depth());
      for (RankedMove m : a.moves()) {
        double[] t = totals.computeIfAbsent(m.move(), x -> new double[3]);
        t[0] += m.visits();
        t[1] += m.score();
        t[2] += 1;
        texts.putIfAbsent(m.move(), m.text());
      }
    }
    List<RankedMove> ranked = List.ofAll(totals.entrySet())
        .map(e -> new RankedMove(e.getKey(), texts.get(e.getKey()),
            e.getValue()[1] / e.getValue()[2], (long) e.getValue()[0]))
        .sortBy(m -> m.move())
        .sorted((a, b) -> a.visits() != b.visits() ? Long.compare(b.visits(), a.visits())
            : Double.compare(b.score(), a.score()));
    return new Analysis(ranked, List.of(ranked.head().move()), Analysis.ScoreKind.MEAN_RETURN,
        depth, nodes, System.nanoTime() - t0);
  }

  /** A view to decide from is the view of the player to move in every state that fits it. */
  private void requireMoverView(S full, V view) {
    if (full.isTerminal()) {
      throw new IllegalArgumentException("the view is of a finished game: no move to choose");
    }
    if (full.isChance()) {
      throw new IllegalArgumentException("the view is of a chance node: the outcome is drawn");
    }
    if (!hidden.view(full, full.currentPlayer()).equals(view)) {
      throw new IllegalArgumentException("the view is of a player who is not to move (player "
          + full.currentPlayer() + " is)");
    }
  }
}
