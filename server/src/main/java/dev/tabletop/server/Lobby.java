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

  /** Threads reading back the tables another server changed (with several servers). */
  private static final int READERS = 4;

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
  /** The other servers on the database, or null for a server alone. */
  private final Cluster cluster;
  /** Tables held that another server changed since they were last read back. */
  private final Set<String> stale = ConcurrentHashMap.newKeySet();
  /** Watched tables whose read-back waits for a reader thread: one read serves every change. */
  private final Set<String> queued = ConcurrentHashMap.newKeySet();
  /** The threads that read watched tables back (a read at a time per table suffices). */
  private final java.util.concurrent.ExecutorService readers;

  private Lobby(Store store, LongSupplier wall, Limits limits, Cluster cluster) {
    this.store = store;
    this.wall = wall;
    this.limits = limits;
    this.cluster = cluster;
    this.readers = cluster == null ? null : Executors.newFixedThreadPool(READERS, r -> {
      Thread t = new Thread(r, "tabletop-read-back");
      t.setDaemon(true);
      return t;
    });
    this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tabletop-timers");
      t.setDaemon(true);
      return t;
    });
    this.computers = new ComputerSeats(limits.workers(), Math.max(16, limits.maxTables()),
        t -> scheduler.schedule(() -> {
          if (owns(t)) {
            computers().schedule(t.snapshot());
          }
        }, 1, TimeUnit.SECONDS));
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
    return open(store, wall, limits, null);
  }

  /**
   * Opens the lobby on a store, alone or as one of several servers on one PostgreSQL database.
   * With others, every unfinished table is held as it is stored, without sparing its clock; this
   * server serves those whose lease it takes over (see {@link Cluster}).
   *
   * @param store the database
   * @param wall the wall clock, in milliseconds
   * @param limits the limits
   * @param cluster the servers on the database, or null for a server alone
   * @return the lobby
   * @throws SQLException when the store cannot be read
   */
  static Lobby open(Store store, LongSupplier wall, Limits limits, Cluster cluster)
      throws SQLException {
    Lobby lobby = new Lobby(store, wall, limits, cluster);
    if (cluster != null) {
      for (Store.Row row : store.loadUnfinished()) {
        try {
          Table<?> t = lobby.replica(row);
          lobby.tables.put(t.id(), t);
        } catch (RuntimeException e) {
          LOG.log(Level.SEVERE, "table " + row.id() + " could not be read", e);
        }
      }
      cluster.start(lobby.new Shared());
      return lobby;
    }
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

  private Table<?> replica(Store.Row row) {
    return replicaAs(row, Games.rules(row.spec()).getOrElseThrow(Refusal::exception));
  }

  private <S extends GameState<S>> Table<S> replicaAs(Store.Row row, Game<S> rules) {
    return Table.replica(row, rules, store, wall, listener);
  }

  /** The lobby as the cluster sees it: tables gained, lost and changed by other servers. */
  private final class Shared implements Cluster.Tables {
    @Override
    public void gained(String id, Runnable take) {
      Option<Table<?>> t = readBack(id);
      take.run();
      if (t.isDefined()) {
        t.get().startIfReady();
        if (!t.get().checkTime()) {
          duties(t.get().snapshot());
        }
      }
    }

    @Override
    public void lost(String id) {
      ScheduledFuture<?> old = timers.remove(id);
      if (old != null) {
        old.cancel(false);
      }
    }

    @Override
    public void changedElsewhere(String id) {
      // Marked first: a watcher that subscribes meanwhile finds the mark (see watching).
      stale.add(id);
      Set<Subscriber> s = subscribers.get(id);
      if ((!tables.containsKey(id) || (s != null && !s.isEmpty())) && queued.add(id)) {
        // Off the listening thread, and once for every change that arrives before the read:
        // a read brings every step stored so far. Two reads of one table at once are safe, a
        // table being brought up only forwards, step by step, under its lock.
        readers.execute(() -> {
          queued.remove(id);
          readBack(id);
        });
      }
      // Else nobody watches it here: it is read back when someone asks.
    }

    @Override
    public void missedNotifications() {
      for (String id : tables.keySet()) {
        changedElsewhere(id);
      }
    }
  }

  /** Reads a table back from the store and brings the one held up to it, or holds it. */
  private Option<Table<?>> readBack(String id) {
    stale.remove(id);
    try {
      Option<Store.Row> row = store.load(id);
      if (row.isEmpty()) {
        return Option.none();
      }
      Table<?> held = tables.get(id);
      if (held == null) {
        Table<?> t = replica(row.get());
        held = tables.putIfAbsent(id, t);
        if (held == null) {
          return Option.some(t);
        }
      }
      held.catchUp(row.get());
      return Option.some(held);
    } catch (SQLException | RuntimeException e) {
      LOG.log(Level.WARNING, "table " + id + " could not be read back", e);
      return Option.none();
    }
  }

  /**
   * Runs a person's change of a table (a move, a join) where it can be written: alone, at once;
   * with other servers, after taking the table over if another server holds it (and up to
   * twice more if another server took it meanwhile, so that a move lost to a race is answered by
   * the rules, such as {@code stale-move}, not by a storage error; and when the rules refuse the
   * change on a table this server believes it holds, after the database says another server took
   * it over, unheard of yet, so that its copy was behind).
   *
   * @param t the table
   * @param refusal why the change would be refused before it is tried, if it would be (asked of
   *     the table as stored, before taking it over)
   * @param action the change
   * @param <T> what the change answers
   * @return what it answered, or why the table could not be taken over
   */
  public <T> Either<Rejection, T> acting(Table<?> t,
      java.util.function.Supplier<Option<Rejection>> refusal,
      java.util.function.Supplier<Either<Rejection, T>> action) {
    if (cluster == null) {
      return action.get();
    }
    for (int attempt = 0; ; attempt++) {
      if (!cluster.owns(t.id())) {
        // A change that the table as stored refuses anyway (a stale move, say) is answered
        // without taking the table from the server that plays it.
        readBack(t.id());
        Option<Rejection> refused = refusal.get();
        if (refused.isDefined()) {
          return Either.left(refused.get());
        }
        try {
          if (!cluster.takeOver(t.id())) {
            return Either.left(Rejection.of(Rejection.STORAGE, "table " + t.id()
                + " has no lease in the database; nothing changed"));
          }
        } catch (SQLException e) {
          return Either.left(Rejection.of(Rejection.STORAGE, "the table could not be taken"
              + " over, nothing changed: " + e.getMessage()));
        }
      }
      Either<Rejection, T> r = action.get();
      if (attempt >= 2 || r.isRight()) {
        return r;
      }
      // A refusal by the rules (a stale move, say) judged the table as this server holds it. If
      // another server took the table over a moment ago, its notification not yet heard, that
      // copy is behind: the change is tried again against the table as stored.
      boolean lost = r.getLeft().code().equals(Rejection.STORAGE) ? !cluster.owns(t.id())
          : !cluster.stillOwns(t.id());
      if (!lost) {
        return r;
      }
    }
  }

  /**
   * With other servers, reads a table back from the store now (a token this server does not know
   * may be of a seat joined through another server a moment ago).
   *
   * @param t the table
   * @return whether it was read back (false for a server alone: it knows every join)
   */
  public boolean readBack(Table<?> t) {
    return cluster != null && readBack(t.id()).isDefined();
  }

  private boolean owns(Table<?> t) {
    return cluster == null || cluster.owns(t.id());
  }

  private void heartbeat() {
    try {
      store.alive(wall.getAsLong());
    } catch (SQLException e) {
      LOG.log(Level.WARNING, "heartbeat not stored", e);
    }
    long idle = abandonMillis();
    for (Table<?> t : tables.values()) {
      // With other servers, only the owner ends a table (another's write would be fenced anyway).
      if (!owns(t)) {
        continue;
      }
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
    if (cluster != null && (t == null || stale.contains(id))) {
      return readBack(id);
    }
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
    for (String id : stale) {
      readBack(id);
    }
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
   * Called by a new subscriber once it has its first snapshot: with other servers, a table that
   * changed elsewhere while it subscribed is read back now, and the subscriber told.
   *
   * @param id the table
   */
  public void watching(String id) {
    if (cluster != null && stale.contains(id)) {
      readBack(id);
    }
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
    duties(snapshot);
  }

  /** The owner's duties after a change: the computer seat to move, the clock's timer. */
  private void duties(Table.Snapshot<?> snapshot) {
    if (!owns(snapshot.table())) {
      return;
    }
    if (snapshot.status() == Table.Status.PLAYING) {
      computers.schedule(snapshot);
    }
    setTimer(snapshot.table());
  }

  private void setTimer(Table<?> t) {
    ScheduledFuture<?> old = timers.remove(t.id());
    if (old != null) {
      old.cancel(false);
    }
    if (!owns(t)) {
      return;
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

  /**
   * Stops the timers and the computer seats, and with other servers gives this one's leases up;
   * the store is the caller's to close.
   */
  @Override
  public void close() {
    scheduler.shutdownNow();
    computers.close();
    if (cluster != null) {
      readers.shutdownNow();
      cluster.close();
    }
  }
}
