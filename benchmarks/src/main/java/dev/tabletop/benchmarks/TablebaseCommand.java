package dev.tabletop.benchmarks;

import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.TablebaseGenerator;
import dev.tabletop.jungle.TablebaseMaterial;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes Cờ Thú endgame tables: every material of up to {@code --pieces} animals, or the
 * materials named by {@code --material} (with the smaller ones they need that the directory
 * lacks), under the rules of {@code --rules}, into {@code --dir}. Prints a line per material (wins,
 * draws and losses for Red to move on the whole board, the longest distance, the entries, the
 * time) and the totals.
 *
 * <p>With {@code --verify} it writes nothing and checks the tables already there instead, each
 * entry against its moves ({@link dev.tabletop.jungle.JungleTablebase#verify}): every entry, or
 * {@code --sample N} random entries of each table. It prints a line per table and exits with 1 at
 * the first contradiction or missing table.
 *
 * <pre>
 * java -jar benchmarks.jar tablebase --dir D [--pieces N | --material LRvE[,...]]
 *                                    [--rules SPEC] [--threads T] [--verify [--sample N]]
 * </pre>
 */
final class TablebaseCommand {
  private TablebaseCommand() {}

  static final String USAGE = "usage: java -jar benchmarks.jar tablebase --dir D"
      + " [--pieces N | --material LRvE[,EvR...]] [--rules SPEC] [--threads T]"
      + " [--verify [--sample N]]";

  static int run(String[] args, PrintStream out, PrintStream err) {
    Path dir = null;
    int pieces = 0;
    List<TablebaseMaterial> materials = new ArrayList<>();
    JungleRules rules = JungleRules.STANDARD;
    int threads = Runtime.getRuntime().availableProcessors();
    boolean verify = false;
    long sample = 0;
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--dir" -> dir = Path.of(args[++i]);
          case "--pieces" -> pieces = Integer.parseInt(args[++i]);
          case "--threads" -> threads = Integer.parseInt(args[++i]);
          case "--verify" -> verify = true;
          case "--sample" -> sample = Long.parseLong(args[++i]);
          case "--rules" -> {
            String spec = args[++i];
            rules = JungleRules.parse(spec).getOrElseThrow(
                e -> new IllegalArgumentException("--rules: " + e.message()));
          }
          case "--material" -> {
            for (String name : args[++i].split(",")) {
              var material = TablebaseMaterial.parse(name);
              if (material.isLeft()) {
                throw new IllegalArgumentException(material.getLeft().message());
              }
              materials.add(material.get());
            }
          }
          default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
        }
      }
      if (dir == null) {
        throw new IllegalArgumentException("--dir is required");
      }
      if ((pieces == 0) == materials.isEmpty()) {
        throw new IllegalArgumentException("give either --pieces or --material");
      }
      if (pieces != 0 && (pieces < 2 || pieces > 5)) {
        throw new IllegalArgumentException("--pieces must be 2 to 5, was " + pieces);
      }
      if (threads < 1) {
        throw new IllegalArgumentException("--threads must be at least 1");
      }
      if (sample < 0 || sample > 0 && !verify) {
        throw new IllegalArgumentException("--sample takes a count of 1 or more, with --verify");
      }
    } catch (ArrayIndexOutOfBoundsException | IllegalArgumentException e) {
      err.println("tablebase: " + (e instanceof ArrayIndexOutOfBoundsException
          ? "an option lacks its value" : e.getMessage()));
      err.println(USAGE);
      return 2;
    }
    for (int n = 2; n <= pieces; n++) {
      TablebaseMaterial.withPieces(n).forEach(materials::add);
    }
    out.printf(Locale.ROOT, "rules %s, %d threads, %d cores, load average %.2f%n",
        dev.tabletop.jungle.JungleTablebase.ruleSetName(rules), threads,
        Runtime.getRuntime().availableProcessors(),
        java.lang.management.ManagementFactory.getOperatingSystemMXBean()
            .getSystemLoadAverage());
    if (verify) {
      return verify(rules, dir, materials, threads, sample, out, err);
    }
    long start = System.nanoTime();
    long[] totals = new long[4];
    try {
      TablebaseGenerator.generate(rules, dir, materials, threads, r -> {
        out.println(r.line());
        totals[0] += r.wins();
        totals[1] += r.draws();
        totals[2] += r.losses();
        totals[3] += r.entries();
      });
    } catch (UncheckedIOException | IllegalStateException e) {
      err.println("tablebase: " + e.getMessage());
      return 1;
    }
    out.printf(Locale.ROOT, "total    wins %,10d  draws %,10d  losses %,10d  entries %,d"
        + " (%,d bytes of data), %.1f s%n", totals[0], totals[1], totals[2], totals[3],
        totals[3], (System.nanoTime() - start) / 1e9);
    return 0;
  }

  /** Checks the tables of some materials (each once), in parallel; 0 when all are consistent. */
  private static int verify(JungleRules rules, Path dir, List<TablebaseMaterial> materials,
      int threads, long sample, PrintStream out, PrintStream err) {
    JungleTablebase tables = JungleTablebase.open(rules, dir);
    List<TablebaseMaterial> todo = new ArrayList<>(new java.util.LinkedHashSet<>(materials));
    long start = System.nanoTime();
    AtomicLong entries = new AtomicLong();
    AtomicInteger next = new AtomicInteger();
    AtomicReference<String> failure = new AtomicReference<>();
    Runnable worker = () -> {
      for (int k; failure.get() == null && (k = next.getAndIncrement()) < todo.size(); ) {
        TablebaseMaterial m = todo.get(k);
        long t0 = System.nanoTime();
        // A fixed seed per material, so a sampled check is the same every run.
        var check = tables.verify(m, sample, m.red() << 8 | m.blue());
        long millis = (System.nanoTime() - t0) / 1_000_000;
        String problem = check.isLeft() ? check.getLeft() : check.get().fault().getOrNull();
        if (problem != null) {
          failure.compareAndSet(null, problem);
          return;
        }
        entries.addAndGet(check.get().checked());
        synchronized (out) {
          out.printf(Locale.ROOT, "%-8s checked %,10d entries  consistent  %,7d ms%n", m.name(),
              check.get().checked(), millis);
        }
      }
    };
    Thread[] pool = new Thread[Math.min(threads, Math.max(1, todo.size()))];
    for (int t = 0; t < pool.length; t++) {
      pool[t] = new Thread(worker, "tablebase-verify");
      pool[t].start();
    }
    for (Thread t : pool) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        err.println("tablebase: interrupted");
        return 1;
      }
    }
    if (failure.get() != null) {
      err.println("tablebase: " + failure.get());
      return 1;
    }
    out.printf(Locale.ROOT, "total    %,d tables, %,d entries checked, all consistent, %.1f s%n",
        todo.size(), entries.get(), (System.nanoTime() - start) / 1e9);
    return 0;
  }
}
