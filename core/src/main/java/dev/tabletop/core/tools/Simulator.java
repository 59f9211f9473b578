package dev.tabletop.core.tools;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.Zobrist;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
   * @param games how many games
   * @param seed the seed of the whole run
   * @param threads how many worker threads (1 or more)
   * @param maxPlies the ply limit of one game
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return the report
   */
  public static <S extends GameState<S>> SimulationReport run(
      Game<S> game, long games, long seed, int threads, int maxPlies, Progress progress) {
    return run(game, i -> game.initialState(), games, seed, threads, maxPlies, progress);
  }

  /**
   * Plays games, each from a start position chosen by its index.
   *
   * @param game the rules
   * @param start the start position of game {@code i}
   * @param games how many games
   * @param seed the seed of the whole run
   * @param threads how many worker threads (1 or more)
   * @param maxPlies the ply limit of one game
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return the report
   * @throws IllegalArgumentException if {@code games} is negative or {@code threads} below 1
   */
  public static <S extends GameState<S>> SimulationReport run(Game<S> game, Function<Long, S> start,
      long games, long seed, int threads, int maxPlies, Progress progress) {
    if (games < 0 || threads < 1) {
      throw new IllegalArgumentException("games must be >= 0 and threads >= 1");
    }
    AtomicLong next = new AtomicLong();
    AtomicLong done = new AtomicLong();
    long t0 = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tabletop-simulator");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<Tally>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(pool.submit(() -> {
          Playout<S> playout = new Playout<>(game, maxPlies);
          Tally tally = new Tally(game.playerCount(), maxPlies);
          long from;
          while ((from = next.getAndAdd(CHUNK)) < games) {
            long to = Math.min(games, from + CHUNK);
            for (long i = from; i < to; i++) {
              SplittableRandom random = new SplittableRandom(Zobrist.mix(seed + Zobrist.mix(i)));
              tally.add(playout.play(start.apply(i), random));
            }
            done.addAndGet(to - from);
          }
          return tally;
        }));
      }
      Tally total = new Tally(game.playerCount(), maxPlies);
      for (Future<Tally> f : futures) {
        while (true) {
          try {
            total.merge(f.get(1, TimeUnit.SECONDS));
            break;
          } catch (TimeoutException e) {
            if (progress != null) {
              progress.update(done.get(), games, System.nanoTime() - t0);
            }
          }
        }
      }
      long elapsed = System.nanoTime() - t0;
      return total.report(game.spec(), seed, elapsed);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("simulation interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
