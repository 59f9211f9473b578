package dev.tabletop.server;

import dev.tabletop.core.GameState;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.json.WireFormat;
import io.vavr.control.Either;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.ThreadPoolExecutor;

/**
 * Hints for people at a table: the analysis of the Khó level ({@link Level#HARD}) with its own
 * budget, for the position of the seat that asks, when it is that seat's turn. The searches run
 * on a small pool of their own threads, apart from the network's and the computer seats', with a
 * bounded queue: a request that finds the queue full is refused as {@code busy} at once.
 *
 * <p>A Domino hint is the Khó player's decision from the seat's view: that player samples the
 * hidden tiles from the view alone (see {@code Determinized}), and its seed is fresh randomness,
 * never the table's secret seed that dealt the tiles.
 */
final class Hints implements AutoCloseable {
  /** The level whose analysis a hint is. */
  static final Level LEVEL = Level.HARD;
  /** The code of a hint refused because every hint thread is busy and the queue is full. */
  static final String BUSY = "busy";
  /** The code of a hint whose search failed (a fault of the server, not of the request). */
  static final String FAILED = "hint-failed";
  private static final int PLAYERS_PER_THREAD = 3;

  private final ThreadPoolExecutor pool;
  /** Each hint thread's players (their search tables are worth keeping), a few at most. */
  private final Workers.Kept players = new Workers.Kept(PLAYERS_PER_THREAD);

  /**
   * Starts the hint threads.
   *
   * @param threads how many hints are computed at once (at least 1)
   * @param queue how many may wait
   * @throws IllegalArgumentException if {@code threads} or {@code queue} is below 1
   */
  Hints(int threads, int queue) {
    pool = Workers.pool("tabletop-hint", threads, queue);
  }

  /**
   * A hint for a seat: checked at once (the token, the game on, the seat to move), computed on a
   * hint thread.
   *
   * @param table the table
   * @param seat the seat that asks
   * @param token its token
   * @param <S> the state type
   * @return the {@code hint} message, or why there is none
   */
  <S extends GameState<S>> CompletableFuture<Either<Rejection, String>> hint(Table<S> table,
      int seat, String token) {
    if (seat >= table.seatCount()) {
      return done(Rejection.of(Rejection.UNKNOWN_SEAT, "table " + table.id() + " has seats 0 to "
          + (table.seatCount() - 1) + ", not " + seat));
    }
    if (!table.holds(seat, token)) {
      return done(Rejection.of(Rejection.BAD_TOKEN, "that token is not seat " + seat + "'s"));
    }
    Table.Snapshot<S> s = table.snapshot();
    if (s.status() == Table.Status.WAITING) {
      return done(Rejection.of(Rejection.NOT_STARTED, "the game has not started: an open seat"
          + " waits for a person"));
    }
    if (s.status() == Table.Status.OVER) {
      return done(Rejection.of(Rejection.GAME_OVER, "the game is over"));
    }
    if (s.toMove() != seat) {
      return done(Rejection.of(Rejection.NOT_YOUR_TURN, "a hint is for the seat to move: seat "
          + s.toMove() + " is to move"));
    }
    CompletableFuture<Either<Rejection, String>> out = new CompletableFuture<>();
    try {
      pool.execute(() -> {
        try {
          out.complete(Either.right(analyse(s, seat)));
        } catch (RuntimeException e) {
          out.completeExceptionally(e);
        }
      });
    } catch (RejectedExecutionException e) {
      return done(Rejection.of(BUSY, "the server is computing as many hints as it may: ask"
          + " again in a moment"));
    }
    return out;
  }

  private <S extends GameState<S>> String analyse(Table.Snapshot<S> s, int seat) {
    Table<S> table = s.table();
    Budget budget = Games.defaultBudget(table.rules(), LEVEL);
    Player<S> player = players.player(table, LEVEL, budget);
    // The seat's own search: its view in Domino, the game's history (repetitions) otherwise.
    Analysis analysis = Workers.analyse(player, s.history(), seat, budget,
        ThreadLocalRandom.current().nextLong());
    return Protocol.hint(table.id(), seat, s.number(), LEVEL, WireFormat.writeAnalysis(analysis));
  }

  private static CompletableFuture<Either<Rejection, String>> done(Rejection r) {
    return CompletableFuture.completedFuture(Either.left(r));
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
