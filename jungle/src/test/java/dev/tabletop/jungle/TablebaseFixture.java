package dev.tabletop.jungle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The tables the tests read, generated once per test JVM into a temporary directory (deleted at
 * exit): every two-animal material and {@code ERvR} with its twin (the Rat in and out of the
 * water against the Elephant); with {@code -Dtabletop.deep=true} every three-animal material and
 * the four-animal {@code ELvTR} with its twin.
 */
public final class TablebaseFixture {
  /** Whether the deep profile runs. */
  public static final boolean DEEP = Boolean.getBoolean("tabletop.deep");
  /** The rules of the fixture's tables. */
  public static final JungleRules RULES = JungleRules.STANDARD;

  private static Path dir;
  private static List<TablebaseMaterial> written;

  private TablebaseFixture() {}

  /**
   * The directory, generated on first use.
   *
   * @return the root to give {@link JungleTablebase#open}
   */
  public static synchronized Path directory() {
    if (dir == null) {
      try {
        Path d = Files.createTempDirectory("tablebase-test");
        List<TablebaseMaterial> wanted = new ArrayList<>();
        TablebaseMaterial.withPieces(2).forEach(wanted::add);
        if (DEEP) {
          TablebaseMaterial.withPieces(3).forEach(wanted::add);
          // One four-animal pair, so that the deep checks reach four animals too.
          wanted.add(TablebaseMaterial.parse("ELvTR").get());
        } else {
          wanted.add(TablebaseMaterial.parse("ERvR").get());
        }
        List<TablebaseMaterial> out = new ArrayList<>();
        TablebaseGenerator.generate(RULES, d, wanted, 2, r -> out.add(r.material()));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(d)));
        written = out;
        dir = d;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return dir;
  }

  /**
   * The materials written.
   *
   * @return every table of {@link #directory()}
   */
  public static synchronized List<TablebaseMaterial> materials() {
    directory();
    return written;
  }

  private static void delete(Path d) {
    try (var files = Files.walk(d)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // A temporary directory left behind is harmless.
    }
  }
}
