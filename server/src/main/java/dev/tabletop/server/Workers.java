package dev.tabletop.server;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.ViewPlayer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the server's searching threads share, the computer seats' and the hints': a bounded pool
 * of named daemon threads, the players each thread keeps between searches, and the one way a
 * seat's search is asked (from the table's history, or in a hidden-information game from the
 * seat's view only).
 */
final class Workers {
  private Workers() {}

  /**
   * A fixed pool whose queue refuses work past its bound, so that a flood waits or is answered
   * {@code busy} instead of growing without end.
   *
   * @param name the threads' name before their number, such as {@code tabletop-hint}
   * @param threads how many threads, 1 or more
   * @param queue how many tasks may wait, 1 or more
   * @return the pool
   */
  static ThreadPoolExecutor pool(String name, int threads, int queue) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    if (queue < 1) {
      throw new IllegalArgumentException("queue must be at least 1, not " + queue);
    }
    AtomicInteger n = new AtomicInteger();
    return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(queue), r -> {
          Thread t = new Thread(r, name + "-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
  }

  /**
   * A seat's move: a player of a hidden-information game gets the seat's view only, any other
   * the table's history (so that repetition rules reach its search).
   *
   * @param player the seat's player
   * @param history the table's game
   * @param seat the seat to move
   * @param budget how long to think
   * @param seed the search's seed
   * @param <S> the state type
   * @return the move code
   */
  static <S extends GameState<S>> int decide(Player<S> player, GameHistory<S> history, int seat,
      Budget budget, long seed) {
    if (player instanceof ViewPlayer<S, ?> viewer) {
      return fromView(viewer, history.state(), seat, budget, seed);
    }
    return player.chooseMove(history, budget, seed);
  }

  /**
   * A seat's analysis, from what {@link #decide} would give the player.
   *
   * @param player the player whose search ranks the moves
   * @param history the table's game
   * @param seat the seat to move
   * @param budget how long to think
   * @param seed the search's seed
   * @param <S> the state type
   * @return the ranked moves
   */
  static <S extends GameState<S>> Analysis analyse(Player<S> player, GameHistory<S> history,
      int seat, Budget budget, long seed) {
    if (player instanceof ViewPlayer<S, ?> viewer) {
      return analyseView(viewer, history.state(), seat, budget, seed);
    }
    return player.analyze(history, budget, seed);
  }

  private static <S extends GameState<S>, V> int fromView(ViewPlayer<S, V> player, S state,
      int seat, Budget budget, long seed) {
    return player.chooseMove(player.hiddenInformation().view(state, seat), budget, seed);
  }

  private static <S extends GameState<S>, V> Analysis analyseView(ViewPlayer<S, V> player,
      S state, int seat, Budget budget, long seed) {
    return player.analyze(player.hiddenInformation().view(state, seat), budget, seed);
  }

  /**
   * The players one thread keeps between searches (their tables), the least recently used let
   * go past a bound; a player that last served another table starts a new game first, so that one
   * table's search never carries into another's.
   */
  static final class Kept {
    private final ThreadLocal<Map<String, Held>> held;

    /**
     * Keeps at most {@code perThread} players a thread.
     *
     * @param perThread the bound, 1 or more
     */
    Kept(int perThread) {
      held = ThreadLocal.withInitial(() -> new LinkedHashMap<>(8, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Held> eldest) {
          return size() > perThread;
        }
      });
    }

    /**
     * This thread's player of a level and budget under a table's rules, ready for that table.
     *
     * @param table the table it plays at
     * @param level the level
     * @param budget the budget it is made with
     * @param <S> the state type
     * @return the player
     */
    <S extends GameState<S>> Player<S> player(Table<S> table, Level level, Budget budget) {
      Held h = held.get().computeIfAbsent(table.rules().spec() + "|" + level.id() + "|"
          + SeatSpec.budgetText(budget), k -> new Held(Games.player(table.rules(), level, budget)));
      @SuppressWarnings("unchecked")
      Player<S> player = (Player<S>) h.player;
      if (!h.table.equals(table.id())) {
        player.newGame();
        h.table = table.id();
      }
      return player;
    }

    private static final class Held {
      final Player<?> player;
      String table = "";

      Held(Player<?> player) {
        this.player = player;
      }
    }
  }
}
