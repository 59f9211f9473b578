package dev.tabletop.server;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Where tables live between restarts: an embedded H2 database in a file by default, or PostgreSQL
 * when a JDBC URL names one. The same SQL serves both.
 *
 * <p>A table is three kinds of rows: the table (spec, clock, seed, status, how it ended), its
 * seats (kind, level, budget, the digest of the token of whoever joined) and its plies (one row
 * per move or chance outcome, keyed by table and ply number, with the table time it was played).
 * A {@link Commit} writes the plies of one step and the table's new status in one transaction, and
 * only if the table still has the ply count the step was computed from: a step is stored at most
 * once, and a server that has not stored it does not acknowledge it. A load reads a table's row
 * and its plies in one statement, so it sees them as one write left them.
 */
public final class Store implements AutoCloseable {
  private static final String[] SCHEMA = {
    "CREATE TABLE IF NOT EXISTS tabletop_tables ("
        + "id VARCHAR(32) PRIMARY KEY, spec VARCHAR(1000) NOT NULL, clock VARCHAR(200),"
        + " seed BIGINT NOT NULL, created_at BIGINT NOT NULL, started_at BIGINT,"
        + " paused_ms BIGINT NOT NULL, plies INT NOT NULL, status VARCHAR(10) NOT NULL,"
        + " end_reason VARCHAR(10), end_seat INT, end_text VARCHAR(1000))",
    "CREATE TABLE IF NOT EXISTS tabletop_seats ("
        + "table_id VARCHAR(32) NOT NULL, seat INT NOT NULL, kind VARCHAR(10) NOT NULL,"
        + " level VARCHAR(20), budget VARCHAR(40), token_digest VARCHAR(64), name VARCHAR(100),"
        + " PRIMARY KEY (table_id, seat))",
    "CREATE TABLE IF NOT EXISTS tabletop_plies ("
        + "table_id VARCHAR(32) NOT NULL, ply INT NOT NULL, code INT NOT NULL,"
        + " at_ms BIGINT NOT NULL, PRIMARY KEY (table_id, ply))",
    "CREATE TABLE IF NOT EXISTS tabletop_server (id INT PRIMARY KEY, alive_at BIGINT NOT NULL)",
    // Takebacks (added after the first release: a database made before gets the column and the
    // table here). A takeback moves the plies it takes back out of tabletop_plies into
    // tabletop_takebacks, so the plies replay to the table as it is and the record keeps both;
    // takebacks counts them, so a copy on another server knows to rebuild rather than catch up.
    "ALTER TABLE tabletop_tables ADD COLUMN IF NOT EXISTS takebacks INT DEFAULT 0 NOT NULL",
    "CREATE TABLE IF NOT EXISTS tabletop_takebacks ("
        + "table_id VARCHAR(32) NOT NULL, takeback INT NOT NULL, ply INT NOT NULL,"
        + " code INT NOT NULL, at_ms BIGINT NOT NULL, taken_back_at BIGINT NOT NULL,"
        + " PRIMARY KEY (table_id, takeback, ply))"
  };

  /** The advisory lock that orders the servers creating the schema on one PostgreSQL. */
  static final long SCHEMA_LOCK = 0x7461626c65746f70L;

  private final java.util.Properties settings;
  private final String url;
  private final String user;
  private final String password;
  private final BlockingQueue<Connection> pool;
  private final int size;
  private volatile boolean closed;
  private volatile Guard guard = Guard.NONE;

  /**
   * What several servers on one database add to every write of a table (see {@link Cluster}): a
   * check, inside the write's transaction and before it, that this server still holds the table
   * (its lease and fencing number), and a notice to the other servers, sent when the transaction
   * commits. One server alone has none of this.
   */
  interface Guard {
    /** One server alone: no check, no notice. */
    Guard NONE = new Guard() {};

    /**
     * Called first in the transaction of a write that changes a table's game.
     *
     * @param c the transaction's connection
     * @param id the table
     * @throws SQLException a {@link FencedException} when this server may not write the table
     */
    default void fence(Connection c, String id) throws SQLException {}

    /**
     * Called last in the transaction of any write of a table.
     *
     * @param c the transaction's connection
     * @param id the table
     * @param created whether the write created it
     * @throws SQLException when the database fails
     */
    default void written(Connection c, String id, boolean created) throws SQLException {}
  }

  /** A write refused because this server no longer holds the table's lease. */
  static final class FencedException extends SQLException {
    private static final long serialVersionUID = 1L;

    FencedException(String message) {
      super(message);
    }
  }

  /** A stored seat: how it is filled, and the digest of its token once someone joined it. */
  record Seat(int seat, String kind, String level, String budget, String tokenDigest,
      String name) {}

  /**
   * How a table ended when its state does not say so: {@code time} (a seat ran out of time).
   *
   * @param reason {@code time}
   * @param seat the seat that lost
   * @param text the sentence for the players
   */
  record Ending(String reason, int seat, String text) {}

  /**
   * A table as stored: everything needed to rebuild it exactly.
   *
   * @param takebacks how many takebacks rewound it (its plies are the line as it is now)
   */
  record Row(String id, String spec, String clock, long seed, long createdAt, Long startedAt,
      long pausedMillis, String status, Ending ending, List<Seat> seats, int[] codes,
      long[] times, int takebacks) {

    /** A table never taken back. */
    Row(String id, String spec, String clock, long seed, long createdAt, Long startedAt,
        long pausedMillis, String status, Ending ending, List<Seat> seats, int[] codes,
        long[] times) {
      this(id, spec, clock, seed, createdAt, startedAt, pausedMillis, status, ending, seats,
          codes, times, 0);
    }
  }

  /**
   * One step of a table, written in one transaction.
   *
   * @param id the table
   * @param fromPly the ply count the step was computed from; the commit fails if the stored
   *     table has another
   * @param codes the plies the step adds (a move and the chance outcomes after it), maybe none
   * @param at the table time of the step
   * @param status the table's status after it
   * @param startedAt the table time the game started, when this step starts it, else null
   * @param ending how the table ended, when the step ends it on time, else null
   */
  record Commit(String id, int fromPly, int[] codes, long at, String status, Long startedAt,
      Ending ending) {}

  /** A commit refused because the stored table is not where the step was computed from. */
  static final class ConflictException extends SQLException {
    private static final long serialVersionUID = 1L;

    ConflictException(String message) {
      super(message);
    }
  }

  private Store(String url, String user, String password, int size,
      java.util.Properties settings) {
    this.settings = settings;
    this.url = url;
    this.user = user;
    this.password = password;
    this.size = size;
    this.pool = new ArrayBlockingQueue<>(size);
  }

  /**
   * The JDBC URL of the embedded database in a file. Each commit is written to the file before it
   * returns ({@code WRITE_DELAY=0}; H2's default keeps commits in memory for up to half a second,
   * which a killed process would lose), and the file is not compacted on close ({@code
   * MAX_COMPACT_TIME=0}: the close-time compaction is where H2 2.x has had its data-loss reports).
   *
   * @param file the database file without H2's {@code .mv.db} suffix, such as {@code
   *     tabletop} for {@code tabletop.mv.db}
   * @return the URL
   */
  public static String h2Url(Path file) {
    return "jdbc:h2:file:" + file.toAbsolutePath() + ";WRITE_DELAY=0;MAX_COMPACT_TIME=0";
  }

  /**
   * Opens a database and creates the schema if it is not there.
   *
   * @param url a JDBC URL ({@code jdbc:h2:...} or {@code jdbc:postgresql://...})
   * @param user the user, or null when the URL says it
   * @param password the password, or null
   * @param connections how many connections to keep (writes to different tables go in parallel)
   * @return the store
   * @throws SQLException when the database cannot be opened
   */
  public static Store open(String url, String user, String password, int connections)
      throws SQLException {
    return open(url, user, password, connections, new java.util.Properties());
  }

  /**
   * Opens a database with settings of the driver's for every connection (such as PostgreSQL's
   * {@code options}), and creates the schema if it is not there.
   *
   * @param url a JDBC URL
   * @param user the user, or null when the URL says it
   * @param password the password, or null
   * @param connections how many connections to keep
   * @param settings the driver's settings
   * @return the store
   * @throws SQLException when the database cannot be opened
   */
  static Store open(String url, String user, String password, int connections,
      java.util.Properties settings) throws SQLException {
    Store store = new Store(url, user, password, connections, settings);
    try {
      for (int i = 0; i < connections; i++) {
        store.pool.add(store.connect());
      }
      store.inTransaction(c -> {
        try (Statement s = c.createStatement()) {
          if (store.isPostgres()) {
            // Servers starting together would race to create the same tables.
            s.execute("SELECT pg_advisory_xact_lock(" + SCHEMA_LOCK + ")");
          }
          for (String ddl : SCHEMA) {
            s.execute(ddl);
          }
        }
        return null;
      });
    } catch (SQLException e) {
      store.close();
      throw e;
    }
    return store;
  }

  /**
   * Sets what every write of a table adds (several servers on one database).
   *
   * @param g the guard
   */
  void guard(Guard g) {
    this.guard = Objects.requireNonNull(g, "guard");
  }

  /**
   * Whether the database is PostgreSQL (the only one several servers can share).
   *
   * @return true for a {@code jdbc:postgresql:} URL
   */
  boolean isPostgres() {
    return url.startsWith("jdbc:postgresql:");
  }

  /**
   * A connection of its own, outside the pool, committing each statement (the cluster's
   * {@code LISTEN}).
   *
   * @return the connection; the caller closes it
   * @throws SQLException when the database cannot be reached
   */
  Connection dedicatedConnection() throws SQLException {
    Connection c = connect();
    c.setAutoCommit(true);
    return c;
  }

  private Connection connect() throws SQLException {
    java.util.Properties p = new java.util.Properties();
    p.putAll(settings);
    if (user != null) {
      p.setProperty("user", user);
      if (password != null) {
        p.setProperty("password", password);
      }
    }
    Connection c = DriverManager.getConnection(url, p);
    c.setAutoCommit(false);
    c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
    return c;
  }

  /** A unit of work on one connection, committed at the end or rolled back on failure. */
  @FunctionalInterface
  interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  <T> T inTransaction(Work<T> work) throws SQLException {
    if (closed) {
      throw new SQLException("the store is closed");
    }
    Connection c;
    try {
      c = pool.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SQLException("interrupted while waiting for a connection", e);
    }
    boolean healthy = true;
    try {
      T result = work.run(c);
      c.commit();
      return result;
    } catch (SQLException | RuntimeException e) {
      try {
        c.rollback();
      } catch (SQLException rollback) {
        healthy = false;
        e.addSuppressed(rollback);
      }
      throw e;
    } finally {
      if (!healthy || c.isClosed()) {
        closeQuietly(c);
        c = reconnectOrNull();
      }
      if (c != null) {
        pool.add(c);
      }
    }
  }

  private Connection reconnectOrNull() {
    try {
      return closed ? null : connect();
    } catch (SQLException e) {
      return null;
    }
  }

  /**
   * Stores a new table with its seats.
   *
   * @param row the table, with no plies
   * @throws SQLException when it cannot be stored (an id already taken among others)
   */
  void create(Row row) throws SQLException {
    inTransaction(c -> {
      try (PreparedStatement t = c.prepareStatement("INSERT INTO tabletop_tables (id, spec, clock,"
          + " seed, created_at, started_at, paused_ms, plies, status) VALUES (?,?,?,?,?,?,?,0,?)")) {
        t.setString(1, row.id());
        t.setString(2, row.spec());
        t.setString(3, row.clock());
        t.setLong(4, row.seed());
        t.setLong(5, row.createdAt());
        setLong(t, 6, row.startedAt());
        t.setLong(7, row.pausedMillis());
        t.setString(8, row.status());
        t.executeUpdate();
      }
      try (PreparedStatement s = c.prepareStatement("INSERT INTO tabletop_seats (table_id, seat,"
          + " kind, level, budget, token_digest, name) VALUES (?,?,?,?,?,?,?)")) {
        for (Seat seat : row.seats()) {
          s.setString(1, row.id());
          s.setInt(2, seat.seat());
          s.setString(3, seat.kind());
          s.setString(4, seat.level());
          s.setString(5, seat.budget());
          s.setString(6, seat.tokenDigest());
          s.setString(7, seat.name());
          s.addBatch();
        }
        s.executeBatch();
      }
      guard.written(c, row.id(), true);
      return null;
    });
  }

  /**
   * Gives an open seat that nobody has joined to the holder of a token, atomically: of two people
   * joining the same seat at once, one gets it.
   *
   * @param id the table
   * @param seat the seat
   * @param digest the digest of the new token
   * @param name the name shown at the table
   * @return whether the seat was free and is now taken
   * @throws SQLException when the database fails
   */
  boolean claim(String id, int seat, String digest, String name) throws SQLException {
    return inTransaction(c -> {
      try (PreparedStatement s = c.prepareStatement("UPDATE tabletop_seats SET token_digest = ?,"
          + " name = ? WHERE table_id = ? AND seat = ? AND kind = 'open'"
          + " AND token_digest IS NULL")) {
        s.setString(1, digest);
        s.setString(2, name);
        s.setString(3, id);
        s.setInt(4, seat);
        if (s.executeUpdate() != 1) {
          return false;
        }
      }
      guard.written(c, id, false);
      return true;
    });
  }

  /**
   * Writes one step: its plies and the table's new status, in one transaction, if the stored table
   * is still at the step's starting ply.
   *
   * @param step the step
   * @throws ConflictException when the stored table has moved on (the step is not written)
   * @throws FencedException when another server holds the table now (nothing is written)
   * @throws SQLException when the database fails (nothing is written)
   */
  void commit(Commit step) throws SQLException {
    inTransaction(c -> {
      guard.fence(c, step.id());
      try (PreparedStatement u = c.prepareStatement("UPDATE tabletop_tables SET plies = ?,"
          + " status = ?, started_at = COALESCE(?, started_at), end_reason = ?, end_seat = ?,"
          + " end_text = ? WHERE id = ? AND plies = ?")) {
        u.setInt(1, step.fromPly() + step.codes().length);
        u.setString(2, step.status());
        setLong(u, 3, step.startedAt());
        Ending e = step.ending();
        u.setString(4, e == null ? null : e.reason());
        if (e == null) {
          u.setNull(5, Types.INTEGER);
        } else {
          u.setInt(5, e.seat());
        }
        u.setString(6, e == null ? null : e.text());
        u.setString(7, step.id());
        u.setInt(8, step.fromPly());
        if (u.executeUpdate() != 1) {
          throw new ConflictException("table " + step.id() + " is not at ply " + step.fromPly());
        }
      }
      if (step.codes().length > 0) {
        try (PreparedStatement p = c.prepareStatement("INSERT INTO tabletop_plies (table_id, ply,"
            + " code, at_ms) VALUES (?,?,?,?)")) {
          for (int i = 0; i < step.codes().length; i++) {
            p.setString(1, step.id());
            p.setInt(2, step.fromPly() + i);
            p.setInt(3, step.codes()[i]);
            p.setLong(4, step.at());
            p.addBatch();
          }
          p.executeBatch();
        }
      }
      guard.written(c, step.id(), false);
      return null;
    });
  }

  /**
   * Takes back a table's plies from one ply on, in one transaction, only if the table still has
   * the ply count the takeback was asked at: the plies move to {@code tabletop_takebacks} (kept,
   * numbered by the table's takeback count), the table's ply count goes back and its takeback
   * count goes up.
   *
   * @param id the table
   * @param fromPly the ply count the takeback was asked at
   * @param toPly the ply count after it (the plies from this one on are taken back)
   * @param at the table time of the takeback
   * @throws ConflictException when the stored table has moved on (nothing is written)
   * @throws FencedException when another server holds the table now (nothing is written)
   * @throws SQLException when the database fails (nothing is written)
   */
  void takeBack(String id, int fromPly, int toPly, long at) throws SQLException {
    inTransaction(c -> {
      guard.fence(c, id);
      try (PreparedStatement u = c.prepareStatement("UPDATE tabletop_tables SET plies = ?,"
          + " takebacks = takebacks + 1 WHERE id = ? AND plies = ? AND status = 'playing'")) {
        u.setInt(1, toPly);
        u.setString(2, id);
        u.setInt(3, fromPly);
        if (u.executeUpdate() != 1) {
          throw new ConflictException("table " + id + " is not at ply " + fromPly);
        }
      }
      try (PreparedStatement p = c.prepareStatement("INSERT INTO tabletop_takebacks (table_id,"
          + " takeback, ply, code, at_ms, taken_back_at) SELECT p.table_id, t.takebacks, p.ply,"
          + " p.code, p.at_ms, ? FROM tabletop_plies p JOIN tabletop_tables t ON t.id ="
          + " p.table_id WHERE p.table_id = ? AND p.ply >= ?")) {
        p.setLong(1, at);
        p.setString(2, id);
        p.setInt(3, toPly);
        p.executeUpdate();
      }
      try (PreparedStatement d = c.prepareStatement("DELETE FROM tabletop_plies WHERE table_id = ?"
          + " AND ply >= ?")) {
        d.setString(1, id);
        d.setInt(2, toPly);
        d.executeUpdate();
      }
      guard.written(c, id, false);
      return null;
    });
  }

  /**
   * The plies taken back from a table, oldest takeback first: each as {takeback, ply, code}.
   *
   * @param id the table
   * @return the plies
   * @throws SQLException when the database fails
   */
  java.util.List<int[]> takenBack(String id) throws SQLException {
    return inTransaction(c -> {
      java.util.List<int[]> out = new java.util.ArrayList<>();
      try (PreparedStatement s = c.prepareStatement("SELECT takeback, ply, code FROM"
          + " tabletop_takebacks WHERE table_id = ? ORDER BY takeback, ply")) {
        s.setString(1, id);
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            out.add(new int[] {r.getInt(1), r.getInt(2), r.getInt(3)});
          }
        }
      }
      return out;
    });
  }

  /**
   * Records how much server downtime a table has been spared, so that its clock resumes where it
   * stopped.
   *
   * @param id the table
   * @param pausedMillis the total, in milliseconds
   * @throws SQLException when the database fails
   */
  void setPaused(String id, long pausedMillis) throws SQLException {
    inTransaction(c -> {
      try (PreparedStatement s = c.prepareStatement(
          "UPDATE tabletop_tables SET paused_ms = ? WHERE id = ?")) {
        s.setLong(1, pausedMillis);
        s.setString(2, id);
        s.executeUpdate();
      }
      return null;
    });
  }

  /**
   * Notes that the server is alive now (the heartbeat that tells a restart when it went down).
   *
   * @param wallMillis the wall-clock time
   * @throws SQLException when the database fails
   */
  void alive(long wallMillis) throws SQLException {
    inTransaction(c -> {
      try (PreparedStatement s = c.prepareStatement(
          "UPDATE tabletop_server SET alive_at = ? WHERE id = 1")) {
        s.setLong(1, wallMillis);
        if (s.executeUpdate() == 0) {
          try (PreparedStatement i = c.prepareStatement(
              "INSERT INTO tabletop_server (id, alive_at) VALUES (1, ?)")) {
            i.setLong(1, wallMillis);
            i.executeUpdate();
          }
        }
      }
      return null;
    });
  }

  /**
   * The last heartbeat.
   *
   * @return its wall-clock time, or empty for a new database
   * @throws SQLException when the database fails
   */
  OptionalLong lastAlive() throws SQLException {
    return inTransaction(c -> {
      try (Statement s = c.createStatement();
          ResultSet r = s.executeQuery("SELECT alive_at FROM tabletop_server WHERE id = 1")) {
        return r.next() ? OptionalLong.of(r.getLong(1)) : OptionalLong.empty();
      }
    });
  }

  /**
   * Every table that is not over, with its seats and plies.
   *
   * @return the tables, oldest first
   * @throws SQLException when the database fails
   */
  List<Row> loadUnfinished() throws SQLException {
    return load("t.status <> 'over'", null);
  }

  /**
   * One table.
   *
   * @param id the table
   * @return it, or none
   * @throws SQLException when the database fails
   */
  Option<Row> load(String id) throws SQLException {
    return load("t.id = ?", id).headOption();
  }

  private List<Row> load(String filter, String id) throws SQLException {
    return inTransaction(c -> {
      // A table's row and its plies come from one statement, so they are one moment's: read in
      // two, under READ COMMITTED, a takeback or a step committed between them gave a takeback
      // count, status or ending of one moment with the plies of another, and another server
      // rebuilt the table wrong. (A statement sees one snapshot on PostgreSQL and on H2 alike;
      // a transaction does not, at the isolation level every connection here uses.)
      Map<String, Row> rows = new LinkedHashMap<>();
      Map<String, java.util.List<long[]>> plies = new java.util.HashMap<>();
      try (PreparedStatement s = c.prepareStatement("SELECT t.id, t.spec, t.clock, t.seed,"
          + " t.created_at, t.started_at, t.paused_ms, t.status, t.end_reason, t.end_seat,"
          + " t.end_text, t.takebacks, p.ply, p.code, p.at_ms FROM tabletop_tables t"
          + " LEFT JOIN tabletop_plies p ON p.table_id = t.id WHERE " + filter
          + " ORDER BY t.created_at, t.id, p.ply")) {
        if (id != null) {
          s.setString(1, id);
        }
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            String table = r.getString(1);
            if (!rows.containsKey(table)) {
              long started = r.getLong(6);
              Long startedAt = r.wasNull() ? null : started;
              String reason = r.getString(9);
              Ending ending = reason == null ? null : new Ending(reason, r.getInt(10),
                  r.getString(11));
              rows.put(table, new Row(table, r.getString(2), r.getString(3), r.getLong(4),
                  r.getLong(5), startedAt, r.getLong(7), r.getString(8), ending, List.empty(),
                  new int[0], new long[0], r.getInt(12)));
            }
            int ply = r.getInt(13);
            if (!r.wasNull()) {
              plies.computeIfAbsent(table, k -> new ArrayList<>()).add(
                  new long[] {ply, r.getInt(14), r.getLong(15)});
            }
          }
        }
      }
      // Seats change apart from the plies (a person sits down), so they may be read after.
      Map<String, java.util.List<Seat>> seats = new java.util.HashMap<>();
      try (PreparedStatement s = c.prepareStatement("SELECT s.table_id, s.seat, s.kind, s.level,"
          + " s.budget, s.token_digest, s.name FROM tabletop_seats s JOIN tabletop_tables t"
          + " ON t.id = s.table_id WHERE " + filter + " ORDER BY s.table_id, s.seat")) {
        if (id != null) {
          s.setString(1, id);
        }
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            seats.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(new Seat(
                r.getInt(2), r.getString(3), r.getString(4), r.getString(5), r.getString(6),
                r.getString(7)));
          }
        }
      }
      List<Row> out = List.empty();
      for (Row row : rows.values()) {
        java.util.List<long[]> p = plies.getOrDefault(row.id(), java.util.List.of());
        int[] codes = new int[p.size()];
        long[] times = new long[p.size()];
        for (int i = 0; i < codes.length; i++) {
          if (p.get(i)[0] != i) {
            throw new SQLException("table " + row.id() + " lacks ply " + i);
          }
          codes[i] = (int) p.get(i)[1];
          times[i] = p.get(i)[2];
        }
        out = out.append(new Row(row.id(), row.spec(), row.clock(), row.seed(), row.createdAt(),
            row.startedAt(), row.pausedMillis(), row.status(), row.ending(),
            List.ofAll(seats.getOrDefault(row.id(), java.util.List.of())), codes, times,
            row.takebacks()));
      }
      return out;
    });
  }

  private static void setLong(PreparedStatement s, int index, Long value) throws SQLException {
    if (value == null) {
      s.setNull(index, Types.BIGINT);
    } else {
      s.setLong(index, value);
    }
  }

  private static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException ignored) {
      // The connection is being dropped because it failed; nothing more to do with it.
    }
  }

  /**
   * The JDBC URL this store was opened with.
   *
   * @return the URL
   */
  public String url() {
    return url;
  }

  /** Closes every connection; an H2 file database is closed with its last connection. */
  @Override
  public void close() {
    closed = true;
    for (int i = 0; i < size; i++) {
      Connection c = pool.poll();
      if (c == null) {
        break;
      }
      closeQuietly(c);
    }
  }

  @Override
  public String toString() {
    return "store " + Objects.toString(url);
  }
}
