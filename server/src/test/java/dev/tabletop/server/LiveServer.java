package dev.tabletop.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real server on loopback with its own H2 file in a fresh directory, and a client of it, for a
 * whole test class: {@code @RegisterExtension static final LiveServer LIVE = new
 * LiveServer(2_000);}.
 */
final class LiveServer implements BeforeAllCallback, AfterAllCallback {
  private final double rate;
  private Path dir;
  private TableServer server;
  private TestClient client;

  /**
   * A server to start before the class's tests.
   *
   * @param rate messages and requests a second it allows a client
   */
  LiveServer(double rate) {
    this.rate = rate;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    dir = Files.createTempDirectory("tabletop-live");
    server = TableServer.start(TableServer.Options.defaults().withPort(0)
        .withDatabase(Store.h2Url(dir.resolve("tabletop")), null, null).withRates(rate, rate));
    client = new TestClient(server.uri());
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    client.close();
    server.close();
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (IOException e) {
      // A temporary directory left behind is not a test failure.
    }
  }

  TableServer server() {
    return server;
  }

  TestClient client() {
    return client;
  }

  /** Where this server's files are (for a second server beside it). */
  Path dir() {
    return dir;
  }
}
