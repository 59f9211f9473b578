package dev.tabletop.core.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The worker threads of the simulator, the match runner and the headroom measure: one task a
 * thread, on daemon threads (a run left behind never keeps the JVM alive), results in thread
 * order, a failure or an interrupt reported as what the run was doing.
 */
final class Workers {
  private Workers() {}

  /**
   * Runs {@code task} once on each of {@code threads} threads and waits for them all.
   *
   * @param threads how many threads, 1 or more
   * @param run what the run is ("simulation"): the threads are named {@code tabletop-} and it,
   *     and an interrupt says it
   * @param what what one task does, for the failure's message ("a simulated game")
   * @param poll called about once a second while waiting (progress reports), or {@code null}
   * @param task what each thread runs; it shares its work with the others through its captures
   * @param <T> what a task returns
   * @return the tasks' results, in thread order
   * @throws IllegalStateException if a task fails or the wait is interrupted
   */
  static <T> List<T> run(int threads, String run, String what, Runnable poll,
      Callable<T> task) {
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tabletop-" + run);
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(pool.submit(task));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> f : futures) {
        while (true) {
          try {
            results.add(f.get(1, TimeUnit.SECONDS));
            break;
          } catch (TimeoutException e) {
            if (poll != null) {
              poll.run();
            }
          }
        }
      }
      return results;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(run + " interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(what + " failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
