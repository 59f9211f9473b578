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
 * Perfect-information Monte Carlo: decides from the acting player's view only. It takes that
 * player's view of the state, samples full states consistent with it through the game's {@link
 * HiddenInformation#sample}, lets an inner perfect-information player analyse each sample with a
 * share of the budget, and ranks the moves by their playouts (or mean score) over all samples.
 *
 * <p>Nothing but the view reaches the decision: two states with the same view for the player to
 * move give the same move for the same seed and a node budget.
 *
 * @param <S> the game's state type
 */
public final class Determinized<S extends GameState<S>> implements Player<S> {
  private final HiddenInformation<S, ?> hidden;
  private final Player<S> inner;
  private final int samples;
  private final String name;
  private final Budget budget;

  /**
   * Creates the player.
   *
   * @param game the rules, with hidden information
   * @param inner the player that searches each sampled full state
   * @param samples how many states to sample per decision, 1 or more
   * @param name the player's name
   * @param budget the default budget, shared among the samples
   * @throws IllegalArgumentException if the game has no hidden information or samples is below 1
   */
  public Determinized(Game<S> game, Player<S> inner, int samples, String name, Budget budget) {
    if (game.hiddenInformation().isEmpty()) {
      throw new IllegalArgumentException(game.spec() + " has no hidden information to sample");
    }
    if (samples < 1) {
      throw new IllegalArgumentException("samples must be >= 1, was " + samples);
    }
    this.hidden = game.hiddenInformation().get();
    this.inner = inner;
    this.samples = samples;
    this.name = name;
    this.budget = budget;
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
  public void newGame() {
    inner.newGame();
  }

  @Override
  public Analysis analyze(S state, Budget budget, long seed) {
    Player.requireMover(state);
    long t0 = System.nanoTime();
    int me = state.currentPlayer();
    Budget share = budget instanceof Budget.Nodes n
        ? Budget.nodes(Math.max(1, n.count() / samples))
        : new Budget.Time(Duration.ofNanos(
            Math.max(1, ((Budget.Time) budget).limit().toNanos() / samples)));
    Map<Integer, double[]> totals = new HashMap<>();
    Map<Integer, String> texts = new HashMap<>();
    long nodes = 0;
    int depth = 0;
    for (int k = 0; k < samples; k++) {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed + 0x9E3779B97F4A7C15L * k));
      S full = sample(hidden, state, me, random);
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

  private static <S extends GameState<S>, V> S sample(HiddenInformation<S, V> hidden, S state,
      int player, SplittableRandom random) {
    V view = hidden.view(state, player);
    return hidden.sample(view, random).getOrElseThrow(
        why -> new IllegalStateException("no state fits the view of player " + player + ": " + why));
  }
}
