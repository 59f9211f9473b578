package dev.tabletop.server;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.Refusal;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Every table of a server: creates them, finds them, resumes the unfinished ones from the store
 * when the server starts, and after each change of a table tells its subscribers (the WebSocket
 * connections), queues its computer seat, and sets its timer (the clock's flag fall).
 *
 * <p>A heartbeat writes the wall-clock time to the store every second; the next start reads it to
 * tell how long the server was down, time that no table's clock is charged.
 */
public final class Lobby implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(Lobby.class.getName());

  /** Heartbeat period: the most server downtime a restart can mistake for thinking time. */
  static final long HEARTBEAT_MILLIS = 1_000;

  /** Told of every change of one table, in order; must not block. */
  public interface Subscriber {
    /**
     * The table changed.
     *
     * @param snapshot the table after the change
     */
    void changed(Table.Snapshot<?> snapshot);
  }

  /**
   * The lobby's limits.
   *
   * @param maxTables the most tables held at once (finished ones are let go first)
   * @param workers the computer seats' threads
   */
  public record Limits(int maxTables, int workers) {}

  private final Store store;
  private final LongSupplier wall;
  private final Limits limits;
  private final Map<String, Table<?>> tables = new ConcurrentHashMap<>();
  private final Map<String, Set<Subscriber>> subscribers = new ConcurrentHashMap<>();
  private final Map<String, ScheduledFuture<?>> timers = new ConcurrentHashMap<>();
  private final ScheduledExecutorService scheduler;
  private final ComputerSeats computers;
  private final Table.Listener listener = this::changed;

  private Lobby(Store store, LongSupplier wall, Limits limits) {
    this.store = store;
    this.wall = wall;
    this.limits = limits;
    this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tabletop-timers");
      t.setDaemon(true);
      return t;
    });
    this.computers = new ComputerSeats(limits.workers(), Math.max(16, limits.maxTables()),
        t -> scheduler.schedule(() -> computers().schedule(t.snapshot()), 1, TimeUnit.SECONDS));
  }

  private ComputerSeats computers() {
    return computers;
  }

  /**
   * Opens the lobby on a store: every unfinished table comes back where it was, its clock
   * resumed as it stood at the last heartbeat, and its computer seat and timer set again.
   *
   * @param store the database
   * @param wall the wall clock, in milliseconds
   * @param limits the limits
   * @return the lobby
   * @throws SQLException when the store cannot be read
   */
  public static Lobby open(Store store, LongSupplier wall, Limits limits) throws SQLException {
    Lobby lobby = new Lobby(store, wall, limits);
    OptionalLong lastAlive = store.lastAlive();
    store.alive(wall.getAsLong());
    for (Store.Row row : store.loadUnfinished()) {
      try {
        Table<?> t = resume(row, lastAlive, lobby);
        lobby.tables.put(t.id(), t);
      } catch (RuntimeException e) {
        LOG.log(Level.SEVERE, "table " + row.id() + " could not be resumed", e);
      }
    }
    for (Table<?> t : lobby.tables.values()) {
      t.startIfReady();
      if (!t.checkTime()) {
        lobby.changed(t.snapshot());
      }
    }
    lobby.scheduler.scheduleAtFixedRate(lobby::heartbeat, HEARTBEAT_MILLIS, HEARTBEAT_MILLIS,
        TimeUnit.MILLISECONDS);
    return lobby;
  }

  private static Table<?> resume(Store.Row row, OptionalLong lastAlive, Lobby lobby)
      throws SQLException {
    Game<?> rules = Games.rules(row.spec()).getOrElseThrow(Refusal::exception);
    return resumeAs(row, rules, lastAlive, lobby);
  }

  private static <S extends GameState<S>> Table<S> resumeAs(Store.Row row, Game<S> rules,
      OptionalLong lastAlive, Lobby lobby) throws SQLException {
    return Table.resume(row, rules, lastAlive, lobby.store, lobby.wall, lobby.listener);
  }

  private void heartbeat() {
    try {
      store.alive(wall.getAsLong());
    } catch (SQLException e) {
      LOG.log(Level.WARNING, "heartbeat not stored", e);
    }
    long idle = abandonMillis();
    for (Table<?> t : tables.values()) {
      Set<Subscriber> s = subscribers.get(t.id());
      t.endIfAbandoned(idle, s != null && !s.isEmpty());
    }
  }

  /** System property: how long a table may go unplayed and unwatched before it ends. */
  static final String ABANDON_PROPERTY = "tabletop.abandonMillis";
  /** The default of {@link #ABANDON_PROPERTY}: 30 minutes. */
  static final long ABANDON_MILLIS = 30 * 60_000L;

  /** Read at each heartbeat, so a test (or an operator's JMX console) can change it live. */
  private static long abandonMillis() {
    return Math.max(HEARTBEAT_MILLIS, Long.getLong(ABANDON_PROPERTY, ABANDON_MILLIS));
  }

  /**
   * Creates a table and stores it; it starts at once when it has no open seat.
   *
   * @param rules the rules
   * @param clock the time control, or none
   * @param seats one per seat of the game
   * @return the table, or why not
   */
  public Either<Rejection, Table<?>> create(Game<?> rules, Option<ClockRules> clock,
      List<SeatSpec> seats) {
    if (seats.size() != rules.playerCount()) {
      return Either.left(Rejection.of(Rejection.BAD_TABLE, rules.spec() + " has "
          + rules.playerCount() + " seats, " + seats.size() + " given"));
    }
    if (tables.size() >= limits.maxTables() && !release()) {
      return Either.left(Rejection.of(Rejection.FULL, "the server holds "
          + limits.maxTables() + " tables, its limit"));
    }
    Table<?> t;
    try {
      t = createAs(rules, clock, seats);
    } catch (SQLException e) {
      return Either.left(Rejection.of(Rejection.STORAGE, "the table could not be stored: "
          + e.getMessage()));
    }
    tables.put(t.id(), t);
    t.startIfReady();
    return Either.right(t);
  }

  private <S extends GameState<S>> Table<S> createAs(Game<S> rules, Option<ClockRules> clock,
      List<SeatSpec> seats) throws SQLException {
    return Table.create(Tokens.newId(), rules, clock, seats, Tokens.newSeed(), store, wall,
        listener);
  }

  /** Lets the oldest finished tables go (their records stay in the store). */
  private boolean release() {
    List<Table<?>> over = List.ofAll(tables.values())
        .filter(t -> t.snapshot().status() == Table.Status.OVER)
        .sortBy(Table::createdAt);
    int excess = tables.size() - limits.maxTables() + 1;
    over.take(excess).forEach(t -> tables.remove(t.id()));
    return tables.size() < limits.maxTables();
  }

  /**
   * A table held in memory.
   *
   * @param id its id
   * @return the table, or none
   */
  public Option<Table<?>> get(String id) {
    return Option.of(tables.get(id));
  }

  /**
   * A table held in memory or, once let go, read back from the store and held again (finished
   * tables only: every unfinished one is held).
   *
   * @param id its id
   * @return the table, or none
   */
  public Option<Table<?>> find(String id) {
    Table<?> t = tables.get(id);
    if (t != null) {
      return Option.some(t);
    }
    try {
      Option<Store.Row> row = store.load(id);
      if (row.isEmpty() || !row.get().status().equals(Table.Status.OVER.id())) {
        // An unfinished table is always held; one that is not is being created or is damaged.
        return Option.none();
      }
      Table<?> back = resume(row.get(), OptionalLong.empty(), this);
      Table<?> held = tables.putIfAbsent(id, back);
      return Option.some(held == null ? back : held);
    } catch (SQLException | RuntimeException e) {
      LOG.log(Level.WARNING, "table " + id + " could not be read", e);
      return Option.none();
    }
  }

  /**
   * The tables held, oldest first.
   *
   * @return the tables
   */
  public List<Table<?>> tables() {
    return List.ofAll(tables.values()).sortBy(Table::createdAt);
  }

  /**
   * Subscribes to a table's changes.
   *
   * @param id the table
   * @param subscriber told of every change
   */
  public void subscribe(String id, Subscriber subscriber) {
    subscribers.computeIfAbsent(id, k -> new CopyOnWriteArraySet<>()).add(subscriber);
  }

  /**
   * Ends a subscription.
   *
   * @param id the table
   * @param subscriber the subscriber
   */
  public void unsubscribe(String id, Subscriber subscriber) {
    Set<Subscriber> s = subscribers.get(id);
    if (s != null) {
      s.remove(subscriber);
    }
  }

  /**
   * How many computer moves wait for a worker.
   *
   * @return the queue's length
   */
  public int computerQueue() {
    return computers.waiting();
  }

  private void changed(Table.Snapshot<?> snapshot) {
    Table<?> t = snapshot.table();
    Set<Subscriber> s = subscribers.get(t.id());
    if (s != null) {
      for (Subscriber sub : s) {
        try {
          sub.changed(snapshot);
        } catch (RuntimeException e) {
          LOG.log(Level.WARNING, "a subscriber of " + t + " failed", e);
        }
      }
    }
    if (snapshot.status() == Table.Status.PLAYING) {
      computers.schedule(snapshot);
    }
    setTimer(t);
  }

  private void setTimer(Table<?> t) {
    ScheduledFuture<?> old = timers.remove(t.id());
    if (old != null) {
      old.cancel(false);
    }
    OptionalLong deadline = t.deadline();
    if (deadline.isPresent()) {
      long delay = Math.max(0, deadline.getAsLong() - wall.getAsLong());
      timers.put(t.id(), scheduler.schedule(() -> {
        if (!t.checkTime()) {
          setTimer(t);
        }
      }, delay, TimeUnit.MILLISECONDS));
    }
  }

  /** Stops the timers and the computer seats; the store is the caller's to close. */
  @Override
  public void close() {
    scheduler.shutdownNow();
    computers.close();
  }
}
