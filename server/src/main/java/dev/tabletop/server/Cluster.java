package dev.tabletop.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Several servers on one PostgreSQL database: who serves which table, and how each server hears
 * of the others' changes.
 *
 * <p><b>Ownership.</b> Each unfinished table has one owner server at a time, a row of {@code
 * tabletop_leases}: the owner, a lease (the database's time until which it holds the table) and a
 * fencing number, raised by one at every change of owner. The owner renews its leases every third
 * of the lease. Every write of a table's game first locks that row and checks, in the write's own
 * transaction, that this server is the owner with the fencing number it took and that the lease
 * has not run out ({@link #fence}); so a server that lost a table (it was paused, or cut off from
 * the database, while another took the table over) can never write a move, even one it computed
 * before. The computer seats and the clock's timer of a table run on its owner only.
 *
 * <p><b>Moves on any server.</b> A person's move or join that reaches a server that is not the
 * owner takes the table over at once ({@link #takeOver}: a new fencing number), brings the table
 * up to the database, and plays it there; the former owner's next write is refused, and it hears
 * of the change below. A change the former owner refuses by the rules before it has heard asks
 * the database first ({@link #stillOwns}), since its copy of the table may be behind.
 *
 * <p><b>Fail-over.</b> Every server looks for leases that ran out (a server killed, or whose
 * database connection went) every quarter of the lease, and takes those tables over: it brings
 * each up to the database, starts its computer seat and its timer. The clock is not stopped:
 * the seat to move is charged the time the table was not served, at most the lease and a quarter
 * of it (a person to move can move at any server meanwhile, which takes the table over at once).
 *
 * <p><b>Notifications.</b> Every write of a table sends {@code NOTIFY tabletop_changes} with the
 * server, the table and the writer's fencing number, in its transaction (PostgreSQL delivers it when the write commits, not
 * before). Each server {@code LISTEN}s on a connection of its own; a table it holds that another
 * server changed is read back from the database and brought up step by step ({@link
 * Table#catchUp}), each step told to its watchers in order, so a notification that is missed or
 * late loses nothing: the next one, or the reconnection of the listening connection (after which
 * every table is read back), brings the whole record.
 */
final class Cluster implements Store.Guard, AutoCloseable {
  private static final Logger LOG = Logger.getLogger(Cluster.class.getName());
  /** The channel of the notifications. */
  static final String CHANNEL = "tabletop_changes";
  /** The database's time in milliseconds: one clock for every server's leases. */
  private static final String NOW = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";
  /** The leases taken over at once by one look. */
  private static final int TAKE_AT_ONCE = 50;

  /** What the cluster needs of the lobby. */
  interface Tables {
    /**
     * This server now owns a table: bring it up to the database, then take it (before that its
     * steps are told to its watchers without starting a computer seat at each), then start its
     * duties.
     *
     * @param id the table
     * @param take marks the table as this server's
     */
    void gained(String id, Runnable take);

    /**
     * This server no longer owns a table: stop its duties.
     *
     * @param id the table
     */
    void lost(String id);

    /**
     * Another server changed a table.
     *
     * @param id the table
     */
    void changedElsewhere(String id);

    /** Notifications may have been missed: every table held is to be read back. */
    void missedNotifications();
  }

  private final Store store;
  private final long leaseMillis;
  private final String instance = Tokens.newId();
  private final Map<String, Long> fences = new ConcurrentHashMap<>();
  private final ScheduledExecutorService scheduler;
  private final Thread listener;
  private volatile Tables tables;
  private volatile boolean closed;

  private Cluster(Store store, long leaseMillis) {
    this.store = store;
    this.leaseMillis = leaseMillis;
    this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tabletop-leases");
      t.setDaemon(true);
      return t;
    });
    this.listener = new Thread(this::listen, "tabletop-listen");
    this.listener.setDaemon(true);
  }

  /**
   * The PostgreSQL settings of a cluster member's connections: a transaction left open longer
   * than half a lease ends its session. A server paused in the middle of a write (its lease row
   * locked) would otherwise keep every other server from taking its tables over for as long as it
   * is paused.
   *
   * @param leaseMillis the lease
   * @return the driver's settings
   */
  static java.util.Properties sessionSettings(long leaseMillis) {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("options", "-c idle_in_transaction_session_timeout=" + leaseMillis / 2);
    return p;
  }

  /**
   * Joins the cluster of servers on a database: creates the lease table if it is not there and
   * gives every unfinished table without a lease (stored by a server alone) a lease that has run
   * out, so that some server takes it over.
   *
   * @param store the database, PostgreSQL
   * @param leaseMillis how long a lease lasts without renewal
   * @return the cluster, not yet started
   * @throws IllegalArgumentException when the database is not PostgreSQL
   * @throws SQLException when the database fails
   */
  static Cluster open(Store store, long leaseMillis) throws SQLException {
    if (!store.isPostgres()) {
      throw new IllegalArgumentException("several servers share a PostgreSQL database only"
          + " (--jdbc jdbc:postgresql://...); an H2 file serves one server, without --cluster");
    }
    store.inTransaction(c -> {
      try (Statement s = c.createStatement()) {
        s.execute("SELECT pg_advisory_xact_lock(" + Store.SCHEMA_LOCK + ")");
        s.execute("CREATE TABLE IF NOT EXISTS tabletop_leases (table_id VARCHAR(32) PRIMARY KEY,"
            + " owner VARCHAR(32) NOT NULL, fence BIGINT NOT NULL, lease_until BIGINT NOT NULL)");
        s.execute("INSERT INTO tabletop_leases (table_id, owner, fence, lease_until)"
            + " SELECT id, '', 0, 0 FROM tabletop_tables WHERE status <> 'over'"
            + " ON CONFLICT (table_id) DO NOTHING");
      }
      return null;
    });
    return new Cluster(store, leaseMillis);
  }

  /**
   * Starts listening, renewing and taking over.
   *
   * @param lobby the tables
   */
  void start(Tables lobby) {
    attach(lobby);
    LOG.info("one of several servers on " + store.url().replaceFirst("\\?.*$", "")
        + ", named " + instance + " in tabletop_leases; leases of " + leaseMillis + " ms");
    listener.start();
    scheduler.scheduleWithFixedDelay(this::renew, leaseMillis / 3, leaseMillis / 3,
        TimeUnit.MILLISECONDS);
    scheduler.scheduleWithFixedDelay(this::takeExpired, 0, leaseMillis / 4,
        TimeUnit.MILLISECONDS);
  }

  /**
   * Guards the store's writes and answers to the lobby, without listening, renewing or taking
   * over ({@link #start} does those): a member that holds only what it creates or takes over.
   *
   * @param lobby the tables
   */
  void attach(Tables lobby) {
    this.tables = lobby;
    store.guard(this);
  }

  /**
   * This server's name in the lease table, new at every start.
   *
   * @return the name
   */
  String instance() {
    return instance;
  }

  /**
   * Whether this server holds a table's lease, as far as it knows (every write checks it).
   *
   * @param id the table
   * @return true when it owns it
   */
  boolean owns(String id) {
    return fences.containsKey(id);
  }

  /**
   * Whether this server still holds a table's lease, asked of the database as a write asks it
   * ({@link #fence}): another server may have taken the table over a moment ago, its notification
   * not yet heard. A table found lost is given up at once, as at a fenced write.
   *
   * @param id the table
   * @return false when another server took it over, its lease ran out, or it was never this
   *     server's; true when the database still names this server with its fencing number, or
   *     cannot be asked
   */
  boolean stillOwns(String id) {
    if (!owns(id)) {
      return false;
    }
    try {
      store.inTransaction(c -> {
        fence(c, id);
        return null;
      });
      return true;
    } catch (Store.FencedException e) {
      return false;
    } catch (SQLException e) {
      LOG.log(Level.WARNING, "table " + id + ": its lease could not be read", e);
      return true;
    }
  }

  /**
   * Takes a table over now, whoever holds it: the next fencing number, a new lease.
   *
   * @param id the table
   * @return whether this server owns it now (false for a table that has no lease: not stored)
   * @throws SQLException when the database fails
   */
  boolean takeOver(String id) throws SQLException {
    Long fence = store.inTransaction(c -> {
      try (PreparedStatement s = c.prepareStatement("UPDATE tabletop_leases SET owner = ?,"
          + " fence = fence + 1, lease_until = " + NOW + " + ? WHERE table_id = ?"
          + " RETURNING fence")) {
        s.setString(1, instance);
        s.setLong(2, leaseMillis);
        s.setString(3, id);
        try (ResultSet r = s.executeQuery()) {
          return r.next() ? r.getLong(1) : null;
        }
      }
    });
    if (fence == null) {
      return false;
    }
    tables.gained(id, () -> fences.put(id, fence));
    return true;
  }

  @Override
  public void fence(Connection c, String id) throws SQLException {
    Long fence = fences.get(id);
    if (fence == null) {
      throw new Store.FencedException("this server does not hold table " + id);
    }
    try (PreparedStatement s = c.prepareStatement("SELECT owner, fence, lease_until > " + NOW
        + " FROM tabletop_leases WHERE table_id = ? FOR UPDATE")) {
      s.setString(1, id);
      try (ResultSet r = s.executeQuery()) {
        boolean held = r.next() && r.getString(1).equals(instance) && r.getLong(2) == fence
            && r.getBoolean(3);
        if (!held) {
          if (fences.remove(id, fence)) {
            tables.lost(id);
          }
          LOG.info("table " + id + ": lease lost (fencing number " + fence + "), not written");
          throw new Store.FencedException("this server's lease of table " + id
              + " (fencing number " + fence + ") is over");
        }
      }
    }
  }

  @Override
  public void written(Connection c, String id, boolean created) throws SQLException {
    if (created) {
      try (PreparedStatement s = c.prepareStatement("INSERT INTO tabletop_leases (table_id,"
          + " owner, fence, lease_until) VALUES (?, ?, 1, " + NOW + " + ?)")) {
        s.setString(1, id);
        s.setString(2, instance);
        s.setLong(3, leaseMillis);
        s.executeUpdate();
      }
      // Before the commit: the table's first write (its start) follows at once. Should this
      // transaction fail, the entry only makes that write's check fail.
      fences.put(id, 1L);
    }
    try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
      s.setString(1, CHANNEL);
      s.setString(2, instance + " " + id + " " + fences.getOrDefault(id, 0L));
      s.execute();
    }
  }

  /** Renews every lease this server holds; a table whose lease was not renewed is lost. */
  private void renew() {
    Map<String, Long> held = new HashMap<>(fences);
    if (held.isEmpty()) {
      return;
    }
    try {
      java.util.Set<String> renewed = store.inTransaction(c -> {
        java.util.Set<String> out = new java.util.HashSet<>();
        try (PreparedStatement s = c.prepareStatement("UPDATE tabletop_leases SET lease_until = "
            + NOW + " + ? WHERE owner = ? AND lease_until > " + NOW + " RETURNING table_id")) {
          s.setLong(1, leaseMillis);
          s.setString(2, instance);
          try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
              out.add(r.getString(1));
            }
          }
        }
        return out;
      });
      held.forEach((id, fence) -> {
        if (!renewed.contains(id) && fences.remove(id, fence)) {
          LOG.info("table " + id + ": lease lost to another server");
          tables.lost(id);
        }
      });
    } catch (SQLException | RuntimeException e) {
      LOG.log(Level.WARNING, "leases not renewed", e);
    }
  }

  /** Takes over the unfinished tables whose lease ran out. */
  private void takeExpired() {
    try {
      Map<String, Long> taken = store.inTransaction(c -> {
        Map<String, Long> out = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement("UPDATE tabletop_leases l SET owner = ?,"
            + " fence = l.fence + 1, lease_until = " + NOW + " + ? FROM (SELECT x.table_id"
            + " FROM tabletop_leases x JOIN tabletop_tables t ON t.id = x.table_id"
            + " WHERE x.lease_until < " + NOW + " AND t.status <> 'over' LIMIT " + TAKE_AT_ONCE
            + " FOR UPDATE OF x SKIP LOCKED) e WHERE l.table_id = e.table_id"
            + " AND l.lease_until < " + NOW
            + " RETURNING l.table_id, l.fence")) {
          s.setString(1, instance);
          s.setLong(2, leaseMillis);
          try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
              out.put(r.getString(1), r.getLong(2));
            }
          }
        }
        return out;
      });
      taken.forEach((id, fence) -> {
        LOG.info("table " + id + ": taken over (fencing number " + fence + ")");
        try {
          tables.gained(id, () -> fences.put(id, fence));
        } catch (RuntimeException e) {
          LOG.log(Level.SEVERE, "table " + id + " could not be taken over", e);
        }
      });
    } catch (SQLException | RuntimeException e) {
      LOG.log(Level.WARNING, "expired leases not taken over", e);
    }
  }

  /** Listens for the other servers' changes, on a connection of its own, reconnecting. */
  private void listen() {
    while (!closed) {
      try (Connection c = store.dedicatedConnection()) {
        try (Statement s = c.createStatement()) {
          s.execute("LISTEN " + CHANNEL);
        }
        // Whatever changed while this server did not listen is read back.
        tables.missedNotifications();
        PGConnection pg = c.unwrap(PGConnection.class);
        while (!closed) {
          PGNotification[] got = pg.getNotifications(500);
          if (got == null) {
            continue;
          }
          for (PGNotification n : got) {
            String[] parts = n.getParameter().split(" ", 3);
            if (parts.length == 3 && !parts[0].equals(instance)) {
              // A server that wrote with a higher fencing number took the table: its duties stop
              // here now, not at the next renewal (nor at a write refused meanwhile).
              Long mine = fences.get(parts[1]);
              if (mine != null && Long.parseLong(parts[2]) > mine
                  && fences.remove(parts[1], mine)) {
                LOG.info("table " + parts[1] + ": lease lost to " + parts[0] + " (fencing number "
                    + parts[2] + ")");
                tables.lost(parts[1]);
              }
              try {
                tables.changedElsewhere(parts[1]);
              } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "table " + parts[1] + " could not be brought up", e);
              }
            }
          }
        }
      } catch (SQLException e) {
        if (!closed) {
          LOG.log(Level.WARNING, "the notifications' connection failed; reconnecting", e);
          try {
            Thread.sleep(500);
          } catch (InterruptedException stop) {
            return;
          }
        }
      }
    }
  }

  /**
   * Stops renewing and listening, and gives the leases up so that the other servers take the
   * tables over at once (a server that is killed instead loses them when they run out).
   */
  @Override
  public void close() {
    closed = true;
    scheduler.shutdownNow();
    listener.interrupt();
    if (fences.isEmpty()) {
      return;
    }
    try {
      store.inTransaction(c -> {
        try (PreparedStatement s = c.prepareStatement(
            "UPDATE tabletop_leases SET lease_until = 0 WHERE owner = ?")) {
          s.setString(1, instance);
          s.executeUpdate();
        }
        return null;
      });
    } catch (SQLException e) {
      LOG.log(Level.WARNING, "leases not given up; they run out", e);
    }
    fences.clear();
  }
}
