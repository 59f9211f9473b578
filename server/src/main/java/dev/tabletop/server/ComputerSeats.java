package dev.tabletop.server;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.ViewPlayer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The computer seats' worker pool: a fixed number of threads, apart from the network's, with a
 * bounded queue. Each worker keeps its own players (a player is not thread-safe and holds search
 * tables worth keeping between moves), a few per worker, the least recently used dropped. A
 * player that moves at another table than its last one starts a new game ({@link
 * Player#newGame()}: its tables cleared, not made again), so no table's moves depend on another's.
 *
 * <p>A computer seat decides from what that seat may know: in a game with hidden information
 * from the seat's view ({@link ViewPlayer}), never the full state; otherwise from the table's
 * {@link GameHistory}, so a search sees which moves would repeat a position up to the game's
 * repetition limit.
 *
 * <p>A computer move is made from a snapshot and handed back to the table with the move number it
 * was computed for, through the same checks as a person's move: if the table moved on meanwhile
 * (a time-out), the move is stale and dropped.
 */
final class ComputerSeats implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(ComputerSeats.class.getName());
  private static final int PLAYERS_PER_WORKER = 4;

  private final ThreadPoolExecutor pool;
  private final java.util.function.Consumer<Table<?>> retry;
  private final Workers.Kept players = new Workers.Kept(PLAYERS_PER_WORKER);

  /**
   * Starts the workers.
   *
   * @param threads how many moves are computed at once
   * @param queue how many may wait (one per table at most: the server's table limit is enough)
   * @param retry what to do with a table whose computer move the database did not take
   */
  ComputerSeats(int threads, int queue, java.util.function.Consumer<Table<?>> retry) {
    this.retry = retry;
    pool = Workers.pool("tabletop-computer", threads, queue);
  }

  /**
   * Queues the move of the computer seat to move in a snapshot, if a computer is to move.
   *
   * @param snapshot the table after a change
   */
  void schedule(Table.Snapshot<?> snapshot) {
    int seat = snapshot.toMove();
    if (seat < 0 || !(snapshot.table().seats().get(seat) instanceof SeatSpec.Computer c)) {
      return;
    }
    try {
      pool.execute(() -> play(snapshot, seat, c));
    } catch (RejectedExecutionException e) {
      LOG.warning("computer queue full: table " + snapshot.table().id() + " waits");
    }
  }

  private <S extends GameState<S>> void play(Table.Snapshot<S> snapshot, int seat,
      SeatSpec.Computer spec) {
    Table<S> table = snapshot.table();
    S state = snapshot.history().state();
    int number = snapshot.number();
    int code;
    try {
      Player<S> player = players.player(table, spec.level(), spec.budget());
      code = Workers.decide(player, snapshot.history(), seat, spec.budget(),
          Table.seedFor(table.seed(), number, 1));
    } catch (RuntimeException e) {
      // A player's failure must not stop the game: play the first legal move and say so.
      LOG.log(Level.SEVERE, "computer seat " + seat + " of " + table + " failed; it plays its"
          + " first legal move", e);
      MoveBuffer moves = MoveBuffer.forGame(table.rules());
      state.legalMoves(moves);
      code = moves.get(0);
    }
    table.computerMove(seat, number, code, state).peekLeft(r -> {
      if (r.code().equals(Rejection.STORAGE)) {
        LOG.warning("computer move not stored at " + table + ", retried: " + r.message());
        retry.accept(table);
      } else if (!r.code().equals(Rejection.STALE_MOVE) && !r.code().equals(Rejection.GAME_OVER)) {
        LOG.warning("computer move refused at " + table + ": " + r.message());
      }
    });
  }

  /**
   * How many moves wait for a worker.
   *
   * @return the queue's length
   */
  int waiting() {
    return pool.getQueue().size();
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
