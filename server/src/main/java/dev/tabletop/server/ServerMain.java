package dev.tabletop.server;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The command line: {@code java -jar server/target/tabletop-server.jar [options]}. Starts a
 * server, prints its address, and serves until the process is stopped.
 */
public final class ServerMain {
  private ServerMain() {}

  /** The text of {@code --help}. */
  static final String HELP = String.join("\n",
      "usage: java -jar tabletop-server.jar [options]",
      "",
      "Serves tables of Cờ Thú (jungle), Cờ Cá Ngựa (ludo) and Domino over HTTP and WebSocket.",
      "",
      "  --host ADDRESS      address to listen on (default 127.0.0.1; 0.0.0.0 for every one)",
      "  --port N            port (default 8080; 0 picks a free one)",
      "  --db FILE           H2 database file, without .mv.db (default ./tabletop)",
      "  --jdbc URL          a PostgreSQL database instead, e.g."
          + " jdbc:postgresql://localhost/tabletop",
      "  --db-user NAME      database user (with --jdbc)",
      "                      the password is read from the TABLETOP_DB_PASSWORD variable",
      "  --workers N         threads for computer seats (default: one per core)",
      "  --max-tables N      most tables held at once (default 10000)",
      "  --max-message N     most characters of a WebSocket message (default 8192)",
      "  --rate N            messages a second per WebSocket connection (default 20)",
      "  --post-rate N       tables created or seats joined a second per address (default 20)",
      "  --cluster           one of several servers on the same --jdbc PostgreSQL database",
      "                      (behind a load balancer; any of them serves any table)",
      "  --lease MILLIS      with --cluster: a table's lease; a dead server's tables are taken",
      "                      over within about 1.25 leases (default 3000)",
      "  --help              this text",
      "");

  /**
   * Runs the server.
   *
   * @param args the options
   * @throws Exception when it cannot start
   */
  public static void main(String[] args) throws Exception {
    TableServer.Options options;
    try {
      options = parse(args, System.getenv("TABLETOP_DB_PASSWORD"));
    } catch (IllegalArgumentException e) {
      System.err.println("tabletop-server: " + e.getMessage());
      System.err.print(HELP);
      System.exit(2);
      return;
    }
    if (options == null) {
      System.out.print(HELP);
      return;
    }
    TableServer server = TableServer.start(options);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        server.close();
      } catch (Exception e) {
        e.printStackTrace(System.err);
      }
    }, "tabletop-shutdown"));
    announce(server, System.out);
  }

  static void announce(TableServer server, PrintStream out) {
    out.println("tabletop server on " + server.uri() + " (database "
        + server.store().url().replaceFirst(";.*$", "") + ", "
        + server.lobby().tables().size() + " unfinished tables resumed)");
    out.flush();
  }

  /**
   * Reads the options.
   *
   * @param args the command line
   * @param password the database password from the environment, or null
   * @return the options, or null for {@code --help}
   * @throws IllegalArgumentException naming a bad option
   */
  static TableServer.Options parse(String[] args, String password) {
    TableServer.Options d = TableServer.Options.defaults();
    String host = d.host();
    int port = d.port();
    String db = null;
    String jdbc = null;
    String user = null;
    int workers = d.workers();
    int maxTables = d.maxTables();
    int maxMessage = d.maxMessage();
    double rate = d.messagesPerSecond();
    double postRate = d.postsPerSecond();
    boolean cluster = false;
    int lease = 3000;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--help") || a.equals("-h")) {
        return null;
      }
      if (a.equals("--cluster")) {
        cluster = true;
        continue;
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(a.startsWith("--") ? a + " needs a value"
            : "unknown argument '" + a + "'");
      }
      String v = args[++i];
      switch (a) {
        case "--host" -> host = v;
        case "--port" -> port = number(a, v, 0, 65_535);
        case "--db" -> db = v;
        case "--jdbc" -> jdbc = v;
        case "--db-user" -> user = v;
        case "--workers" -> workers = number(a, v, 1, 256);
        case "--max-tables" -> maxTables = number(a, v, 1, 1_000_000);
        case "--max-message" -> maxMessage = number(a, v, 256, 1 << 20);
        case "--rate" -> rate = number(a, v, 1, 100_000);
        case "--post-rate" -> postRate = number(a, v, 1, 100_000);
        case "--lease" -> lease = number(a, v, 500, 600_000);
        default -> throw new IllegalArgumentException("unknown option '" + a + "'");
      }
    }
    if (db != null && jdbc != null) {
      throw new IllegalArgumentException("give --db or --jdbc, not both");
    }
    if (jdbc != null && !jdbc.startsWith("jdbc:postgresql:") && !jdbc.startsWith("jdbc:h2:")) {
      throw new IllegalArgumentException("--jdbc takes a jdbc:postgresql: (or jdbc:h2:) URL");
    }
    if (cluster && (jdbc == null || !jdbc.startsWith("jdbc:postgresql:"))) {
      throw new IllegalArgumentException("--cluster needs a PostgreSQL database (--jdbc"
          + " jdbc:postgresql://...): several servers cannot share an H2 file; one server alone"
          + " needs no --cluster");
    }
    String url = jdbc != null ? jdbc : db != null ? Store.h2Url(Path.of(db)) : d.jdbcUrl();
    return new TableServer.Options(host, port, url, user, jdbc != null ? password : null,
        workers, maxTables, maxMessage, rate, postRate, cluster ? lease : 0);
  }

  private static int number(String option, String value, int min, int max) {
    try {
      int n = Integer.parseInt(value);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // Reported below with the range.
    }
    throw new IllegalArgumentException(option + " takes a number from " + min + " to " + max
        + ", not '" + value + "'");
  }
}
