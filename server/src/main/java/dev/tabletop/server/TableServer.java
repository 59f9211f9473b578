package dev.tabletop.server;

import java.net.URI;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.server.handler.ResourceHandler;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * A running tabletop server: the store, the lobby of tables, and Jetty serving the HTTP API, the
 * tables' WebSockets and the static files ({@code dev/tabletop/server/static/} at {@code /}).
 *
 * <pre>{@code
 * TableServer server = TableServer.start(TableServer.Options.defaults());
 * System.out.println(server.uri());
 * }</pre>
 */
public final class TableServer implements AutoCloseable {
  /** Where the static files are on the class path. */
  public static final String STATIC = "dev/tabletop/server/static/";

  /**
   * How a server runs.
   *
   * @param host the address to listen on, such as {@code 127.0.0.1} or {@code 0.0.0.0}
   * @param port the port, 0 for any free one
   * @param jdbcUrl the database: {@link Store#h2Url} of a file, or a PostgreSQL URL
   * @param dbUser the database user, or null when the URL says it
   * @param dbPassword the database password, or null
   * @param workers the computer seats' threads
   * @param maxTables the most tables held at once
   * @param maxMessage the most characters of a WebSocket message
   * @param messagesPerSecond a connection's messages a second
   * @param postsPerSecond tables created and seats joined a second per client address
   * @param leaseMillis 0 for a server alone; else the lease of a table, in milliseconds, when
   *     several servers share one PostgreSQL database (see {@link #withCluster})
   */
  public record Options(String host, int port, String jdbcUrl, String dbUser, String dbPassword,
      int workers, int maxTables, int maxMessage, double messagesPerSecond,
      double postsPerSecond, long leaseMillis) {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if the host or the URL is null
     */
    public Options {
      Objects.requireNonNull(host, "host");
      Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    }

    /**
     * The defaults: {@code 127.0.0.1:8080}, the database file {@code tabletop.mv.db} in the
     * working directory, one worker per core, 10,000 tables, 8 KiB messages, 20 messages a second
     * a connection, 20 creations or joins a second an address.
     *
     * @return the options
     */
    public static Options defaults() {
      return new Options("127.0.0.1", 8080, Store.h2Url(java.nio.file.Path.of("tabletop")), null,
          null, Runtime.getRuntime().availableProcessors(), 10_000, 8 * 1024, 20, 20, 0);
    }

    /**
     * These options on another port.
     *
     * @param p the port
     * @return the options
     */
    public Options withPort(int p) {
      return new Options(host, p, jdbcUrl, dbUser, dbPassword, workers, maxTables, maxMessage,
          messagesPerSecond, postsPerSecond, leaseMillis);
    }

    /**
     * These options on another database.
     *
     * @param url the JDBC URL
     * @param user the user, or null
     * @param password the password, or null
     * @return the options
     */
    public Options withDatabase(String url, String user, String password) {
      return new Options(host, port, url, user, password, workers, maxTables, maxMessage,
          messagesPerSecond, postsPerSecond, leaseMillis);
    }

    /**
     * These options with other client limits.
     *
     * @param perSecond a connection's messages a second
     * @param posts creations and joins a second an address
     * @return the options
     */
    public Options withRates(double perSecond, double posts) {
      return new Options(host, port, jdbcUrl, dbUser, dbPassword, workers, maxTables, maxMessage,
          perSecond, posts, leaseMillis);
    }

    /**
     * These options as one of several servers on one PostgreSQL database: each table is served
     * by one of them at a time, which holds its lease, and taken over by another within a few
     * seconds of the lease running out when that server dies.
     *
     * @param lease the lease, in milliseconds (renewed every third of it)
     * @return the options
     */
    public Options withCluster(long lease) {
      return new Options(host, port, jdbcUrl, dbUser, dbPassword, workers, maxTables, maxMessage,
          messagesPerSecond, postsPerSecond, lease);
    }
  }

  private final Store store;
  private final Lobby lobby;
  private final Server jetty;
  private final Hints hints;

  private TableServer(Store store, Lobby lobby, Server jetty, Hints hints) {
    this.store = store;
    this.lobby = lobby;
    this.jetty = jetty;
    this.hints = hints;
  }

  /**
   * Opens the database, resumes every unfinished table, and starts serving.
   *
   * @param options how to run
   * @return the running server
   * @throws IllegalArgumentException when several servers are asked for on a database that is
   *     not PostgreSQL
   * @throws Exception when the database cannot be opened or the port cannot be bound
   */
  public static TableServer start(Options options) throws Exception {
    // With several servers, four more connections: the read-backs of tables changed elsewhere.
    Store store = Store.open(options.jdbcUrl(), options.dbUser(), options.dbPassword(),
        options.leaseMillis() > 0 ? 8 : 4,
        options.leaseMillis() > 0 ? Cluster.sessionSettings(options.leaseMillis())
            : new java.util.Properties());
    Lobby lobby;
    try {
      Cluster cluster = options.leaseMillis() > 0 ? Cluster.open(store, options.leaseMillis())
          : null;
      lobby = Lobby.open(store, System::currentTimeMillis, new Lobby.Limits(options.maxTables(),
          options.workers()), cluster);
    } catch (SQLException | RuntimeException e) {
      store.close();
      throw e;
    }
    QueuedThreadPool threads = new QueuedThreadPool(200, 8);
    threads.setName("tabletop-http");
    Server jetty = new Server(threads);
    ServerConnector connector = new ServerConnector(jetty);
    connector.setHost(options.host());
    connector.setPort(options.port());
    jetty.addConnector(connector);

    ContextHandler context = new ContextHandler("/");
    ResourceHandler files = new ResourceHandler();
    files.setBaseResource(ResourceFactory.of(files).newClassLoaderResource(STATIC));
    files.setDirAllowed(false);
    files.setWelcomeFiles(java.util.List.of("index.html"));
    // Hints search with the Khó level's budget: half the computer seats' threads, a short queue.
    Hints hints = new Hints(Math.max(1, options.workers() / 2), 32);
    Api api = new Api(lobby, new Api.Limits(16 * 1024, options.maxMessage(),
        options.messagesPerSecond(), options.postsPerSecond()), hints);
    WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(jetty, context, container -> {
      container.setMaxTextMessageSize(options.maxMessage());
      container.setMaxBinaryMessageSize(1024);
      container.setIdleTimeout(Duration.ofMinutes(10));
      container.setMaxOutgoingFrames(256);
    });
    ws.setHandler(new Handler.Sequence(api, files));
    context.setHandler(ws);
    jetty.setHandler(context);
    jetty.setErrorHandler(new Api.Errors());
    try {
      jetty.start();
    } catch (Exception e) {
      hints.close();
      lobby.close();
      store.close();
      throw e;
    }
    return new TableServer(store, lobby, jetty, hints);
  }

  /**
   * Where the server listens.
   *
   * @return such as {@code http://127.0.0.1:8080/}
   */
  public URI uri() {
    ServerConnector c = (ServerConnector) jetty.getConnectors()[0];
    String host = c.getHost() == null || c.getHost().equals("0.0.0.0") ? "127.0.0.1" : c.getHost();
    return URI.create("http://" + host + ":" + c.getLocalPort() + "/");
  }

  /**
   * The tables.
   *
   * @return the lobby
   */
  public Lobby lobby() {
    return lobby;
  }

  /**
   * The database.
   *
   * @return the store
   */
  public Store store() {
    return store;
  }

  /**
   * Stops serving, stops the timers and the computer seats, and closes the database.
   *
   * @throws IllegalStateException if Jetty fails to stop (the database is closed all the same)
   */
  @Override
  public void close() {
    try {
      jetty.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop cleanly", e);
    } finally {
      hints.close();
      lobby.close();
      store.close();
    }
  }
}
