package dev.tabletop.core.tools;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.Zobrist;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Plays many random games of one variant, in parallel, and reports per-seat outcomes, game lengths
 * and how the games ended.
 *
 * <p>Reproducible: game {@code i} draws its randomness from a generator seeded by {@code (seed,
 * i)} alone, and every statistic is a sum, so the same seed gives the same report (throughput
 * aside) whatever the number of threads.
 */
public final class Simulator {
  private static final int CHUNK = 256;

  private Simulator() {}

  /** Receives progress from a running simulation, on the calling thread, about once a second. */
  @FunctionalInterface
  public interface Progress {
    /**
     * Called with the games finished so far.
     *
     * @param done games finished
     * @param total games asked for
     * @param elapsedNanos time since the start
     */
    void update(long done, long total, long elapsedNanos);
  }

  /**
   * Plays games from the game's initial state.
   *
   * @param game the rules
   * @param games how many games (1 or more)
   * @param seed the seed of the whole run
   * @param threads how many worker threads (1 or more)
   * @param maxPlies the ply limit of one game (0 or more)
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return the report
   * @throws IllegalArgumentException naming the argument, if {@code games}, {@code threads} or
   *     {@code maxPlies} is out of range
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends GameState<S>> SimulationReport run(
      Game<S> game, long games, long seed, int threads, int maxPlies, Progress progress) {
    Objects.requireNonNull(game, "game");
    return run(game, i -> game.initialState(), games, seed, threads, maxPlies, progress);
  }

  /**
   * The generator of game {@code index} of a run: a function of the run's seed and the index
   * alone, so any split of a run over threads or machines plays the same games.
   *
   * @param seed the seed of the whole run
   * @param index the game's index in the run
   * @return a fresh generator
   */
  public static SplittableRandom gameRandom(long seed, long index) {
    return new SplittableRandom(Zobrist.mix(seed + Zobrist.mix(index)));
  }

  /**
   * Plays games {@code from} to {@code to - 1} of a run on the calling thread, from the game's
   * initial state. Game {@code i} is the same game as in {@link #run} with that seed, so the
   * {@link SimulationReport#merge merged} shards of {@code [0, n)} equal the report of the whole
   * run of {@code n} games, elapsed time aside.
   *
   * @param game the rules
   * @param from the first game index (0 or more)
   * @param to one past the last game index ({@code from} or more; equal for an empty shard)
   * @param seed the seed of the whole run
   * @param maxPlies the ply limit of one game (0 or more)
   * @param <S> the state type
   * @return the report of those games
   * @throws IllegalArgumentException naming the argument, if {@code from}, {@code to} or
   *     {@code maxPlies} is out of range
   * @throws NullPointerException if {@code game} is null
   */
  public static <S extends GameState<S>> SimulationReport shard(
      Game<S> game, long from, long to, long seed, int maxPlies) {
    Objects.requireNonNull(game, "game");
    if (from < 0) {
      throw new IllegalArgumentException("from must be at least 0, got " + from);
    }
    if (to < from) {
      throw new IllegalArgumentException("to must be at least from (" + from + "), got " + to);
    }
    requireMaxPlies(maxPlies);
    long t0 = System.nanoTime();
    Playout<S> playout = new Playout<>(game, maxPlies);
    Tally tally = new Tally(game.playerCount());
    S start = game.initialState();
    for (long i = from; i < to; i++) {
      tally.add(playout.play(start, gameRandom(seed, i)));
    }
    return tally.report(game.spec(), seed, System.nanoTime() - t0);
  }

  /**
   * Plays games, each from a start position chosen by its index.
   *
   * @param game the rules
   * @param start the start position of game {@code i}
   * @param games how many games (1 or more)
   * @param seed the seed of the whole run
   * @param threads how many worker threads (1 or more)
   * @param maxPlies the ply limit of one game (0 or more)
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return the report
   * @throws IllegalArgumentException naming the argument, if {@code games}, {@code threads} or
   *     {@code maxPlies} is out of range
   * @throws NullPointerException if {@code game} or {@code start} is null
   */
  public static <S extends GameState<S>> SimulationReport run(Game<S> game, Function<Long, S> start,
      long games, long seed, int threads, int maxPlies, Progress progress) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(start, "start");
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, got " + games);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    requireMaxPlies(maxPlies);
    AtomicLong next = new AtomicLong();
    AtomicLong done = new AtomicLong();
    long t0 = System.nanoTime();
    List<Tally> tallies = Workers.run(threads, "simulation", "a simulated game",
        progress == null ? null : () -> progress.update(done.get(), games, System.nanoTime() - t0),
        () -> {
          Playout<S> playout = new Playout<>(game, maxPlies);
          Tally tally = new Tally(game.playerCount());
          long from;
          while ((from = next.getAndAdd(CHUNK)) < games) {
            long to = Math.min(games, from + CHUNK);
            for (long i = from; i < to; i++) {
              tally.add(playout.play(start.apply(i), gameRandom(seed, i)));
            }
            done.addAndGet(to - from);
          }
          return tally;
        });
    Tally total = new Tally(game.playerCount());
    for (Tally t : tallies) {
      total.merge(t);
    }
    return total.report(game.spec(), seed, System.nanoTime() - t0);
  }

  private static void requireMaxPlies(int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be at least 0, got " + maxPlies);
    }
  }
}
