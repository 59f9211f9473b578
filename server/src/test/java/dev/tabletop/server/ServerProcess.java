package dev.tabletop.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The server as a child JVM, started from the test's class path with the command line a person
 * uses, and killed the way a crash kills it ({@link Process#destroyForcibly()}: no shutdown hook,
 * no clean close of the database).
 */
final class ServerProcess {
  private final Process process;
  private final URI uri;

  private ServerProcess(Process process, URI uri) {
    this.process = process;
    this.uri = uri;
  }

  /** A port that was free a moment ago. */
  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  /**
   * Starts a server and waits for its address line.
   *
   * @param log where its output goes (appended)
   * @param args the server's options
   * @return the running server
   */
  static ServerProcess start(Path log, String... args) throws Exception {
    return start(log, List.of("-Xmx512m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"), args);
  }

  /**
   * Starts a server with the given JVM options and waits for its address line.
   *
   * @param log where its output goes (appended)
   * @param jvm the JVM's options
   * @param args the server's options
   * @return the running server
   */
  static ServerProcess start(Path log, List<String> jvm, String... args) throws Exception {
    String classPath = System.getProperty("surefire.test.class.path",
        System.getProperty("java.class.path"));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(List.of("-cp", classPath, ServerMain.class.getName()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    CompletableFuture<URI> ready = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
          StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          Files.writeString(log, line + "\n", StandardOpenOption.CREATE,
              StandardOpenOption.APPEND);
          if (line.startsWith("tabletop server on ")) {
            ready.complete(URI.create(line.substring(19, line.indexOf(' ', 19))));
          }
        }
      } catch (IOException e) {
        ready.completeExceptionally(e);
      }
      ready.completeExceptionally(new IOException("the server stopped before it started; see "
          + log));
    }, "server-output");
    reader.setDaemon(true);
    reader.start();
    try {
      return new ServerProcess(p, ready.get(60, TimeUnit.SECONDS));
    } catch (Exception e) {
      p.destroyForcibly();
      throw e;
    }
  }

  URI uri() {
    return uri;
  }

  /**
   * Sends the process a signal, such as {@code STOP} (it is paused: no thread runs, its sockets
   * stay open) or {@code CONT} (it runs on).
   *
   * @param signal the signal's name without {@code SIG}
   */
  void signal(String signal) throws Exception {
    Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
        .redirectErrorStream(true).start();
    if (kill.waitFor() != 0) {
      throw new IllegalStateException("kill -" + signal + " failed: "
          + new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  /** Whether the process still runs. */
  boolean isAlive() {
    return process.isAlive();
  }

  /** Kills the process at once, as a crash would, and waits for it to be gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(30, TimeUnit.SECONDS);
  }
}
