package dev.tabletop.jungle;

import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Objects;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * Writes Cờ Thú endgame tables by retrograde analysis, for {@link JungleTablebase} to read.
 *
 * <p>One material is solved together with its colour-swapped twin (a position of {@code LRvE}
 * with Blue to move is one of {@code EvLR} with Red to move, turned), since play alternates
 * between the two; moves that take an animal lead to smaller materials, solved first. Every move
 * is generated and applied by {@link JungleState} itself, so the tables follow exactly the rules
 * the engine plays: a position's predecessors are found as the non-capturing moves of the other
 * side played backwards (a step or jump is legal one way exactly when it is legal the other way,
 * the squares' kinds and a jump's lake being the same).
 *
 * <p>The solution goes by distance: the positions lost at once (no move) and those one move from
 * a known end are queued at their distance; a position taken from the queue at distance {@code d}
 * settles its predecessors: after a loss, each is won at {@code d + 1}; after a win, each loses
 * one way out, and a predecessor whose ways out are all lost for it loses at the longest. So each
 * value is found at its shortest win or longest loss, and what is never settled is a draw.
 *
 * <p>Entries are one byte: 0 a draw, {@code distance + 1} otherwise (an odd distance is a win for
 * the side to move, an even one a loss); a distance over 253 plies stops the generator with an
 * error rather than writing a wrong table.
 */
public final class TablebaseGenerator {
  /**
   * What the generator wrote for one material.
   *
   * @param material the material (Red to move)
   * @param wins positions (on the whole board, mirror images counted) won for Red to move
   * @param draws positions drawn
   * @param losses positions lost
   * @param longest the longest distance to the end, in plies
   * @param entries entries in the file
   * @param millis time to solve the material and its twin, in milliseconds
   */
  public record Report(TablebaseMaterial material, long wins, long draws, long losses,
      int longest, int entries, long millis) {
    /**
     * The line the command prints.
     *
     * @return material, counts, longest distance, size, time
     */
    public String line() {
      return String.format(java.util.Locale.ROOT, "%-8s wins %,10d  draws %,10d  losses %,10d"
          + "  longest %3d  entries %,10d  %,7d ms", material.name(), wins, draws, losses,
          longest, entries, millis);
    }
  }

  private static final int DRAW_SETTLED = 255;
  private static final int MAX_DISTANCE = 253;
  private static final byte HAS_WIN = 1;
  private static final byte HAS_DRAW = 2;

  private final JungleRules rules;
  private final JungleTablebase tablebase;
  /** Tables solved in this run and still needed by larger ones, by material code. */
  private final ConcurrentHashMap<Integer, byte[]> solved = new ConcurrentHashMap<>();

  private TablebaseGenerator(JungleRules rules, Path root) {
    this.rules = rules;
    this.tablebase = JungleTablebase.open(rules, root);
  }

  /**
   * Writes the tables of some materials, and those of the smaller materials they lead to that the
   * directory lacks (a material is solved with its colour-swapped twin, so both are written).
   *
   * @param rules the rules (one set of tables per {@link JungleTablebase#ruleSetName})
   * @param root the directory; tables go to {@code root/<rule set>/}
   * @param materials the materials wanted
   * @param threads materials solved at once (1 or more)
   * @param progress told of each material written
   * @return a report per material written, smallest first
   * @throws UncheckedIOException if a file cannot be written
   * @throws IllegalStateException if a distance exceeds what a byte holds
   */
  public static List<Report> generate(JungleRules rules, Path root,
      Iterable<TablebaseMaterial> materials, int threads, Consumer<Report> progress) {
    Objects.requireNonNull(progress, "progress");
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, was " + threads);
    }
    TablebaseGenerator g = new TablebaseGenerator(rules, root);
    try {
      Files.createDirectories(g.tablebase.directory());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    // The twins to solve, by piece count, each named by the smaller code of the two.
    TreeSet<Integer> wanted = new TreeSet<>();
    ArrayList<TablebaseMaterial> stack = new ArrayList<>();
    materials.forEach(stack::add);
    java.util.HashSet<Integer> seen = new java.util.HashSet<>();
    while (!stack.isEmpty()) {
      TablebaseMaterial m = stack.remove(stack.size() - 1);
      if (!seen.add(code(m))) {
        continue;
      }
      boolean requested = materials instanceof java.util.Collection<?> c ? c.contains(m)
          : List.ofAll(materials).contains(m);
      if (!requested && Files.isRegularFile(g.tablebase.file(m))
          && Files.isRegularFile(g.tablebase.file(m.swapped()))) {
        continue;
      }
      wanted.add(Math.min(code(m), code(m.swapped())) | m.pieces() << 16);
      for (TablebaseMaterial t : List.of(m, m.swapped())) {
        for (int p = 0; p < 8; p++) {
          if ((t.blue() >>> p & 1) != 0 && Integer.bitCount(t.blue()) > 1) {
            stack.add(t.without(Side.BLUE, Piece.ofIndex(p)));
          }
        }
      }
    }
    java.util.List<Report> reports = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tablebase");
      t.setDaemon(true);
      return t;
    });
    try {
      int maxPieces = wanted.isEmpty() ? 0 : wanted.last() >>> 16;
      for (int pieces = 2; pieces <= maxPieces; pieces++) {
        java.util.List<Future<Report[]>> jobs = new ArrayList<>();
        for (int w : wanted) {
          if (w >>> 16 != pieces) {
            continue;
          }
          TablebaseMaterial m = new TablebaseMaterial(w >>> 8 & 0xFF, w & 0xFF);
          boolean keep = pieces < maxPieces;
          jobs.add(pool.submit(() -> {
            Report[] r = g.solve(m, keep);
            for (Report x : r) {
              synchronized (progress) {
                progress.accept(x);
              }
            }
            return r;
          }));
        }
        for (Future<Report[]> job : jobs) {
          reports.addAll(Arrays.asList(job.get()));
        }
      }
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } finally {
      pool.shutdownNow();
    }
    return List.ofAll(reports);
  }

  private static int code(TablebaseMaterial m) {
    return m.red() << 8 | m.blue();
  }

  /** A growable list of ints: the queue of one distance. */
  private static final class Ints {
    int[] items = new int[16];
    int size;

    void add(int v) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }
  }

  /** Solves a material and its twin; writes both files. */
  private Report[] solve(TablebaseMaterial a, boolean keep) {
    long start = System.nanoTime();
    TablebaseMaterial b = a.swapped();
    TablebaseMaterial[] mats = a.equals(b) ? new TablebaseMaterial[] {a}
        : new TablebaseMaterial[] {a, b};
    int[] base = new int[mats.length + 1];
    for (int t = 0; t < mats.length; t++) {
      base[t + 1] = Math.addExact(base[t], mats[t].size());
    }
    Solver s = new Solver(mats, base);
    s.run();
    long millis = (System.nanoTime() - start) / 1_000_000;
    Report[] out = new Report[mats.length];
    for (int t = 0; t < mats.length; t++) {
      byte[] values = Arrays.copyOfRange(s.value, base[t], base[t + 1]);
      out[t] = write(mats[t], values, millis);
      if (keep) {
        solved.put(code(mats[t]), values);
      }
    }
    return out;
  }

  private Report write(TablebaseMaterial m, byte[] values, long millis) {
    CRC32 crc = new CRC32();
    crc.update(values);
    var header = new JungleTablebase.Header(JungleTablebase.MAGIC, JungleTablebase.VERSION,
        m.red(), m.blue(), values.length, crc.getValue(), JungleTablebase.ruleSetName(rules));
    Path file = tablebase.file(m);
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try {
      try (var out = Files.newOutputStream(tmp)) {
        out.write(header.bytes());
        out.write(values);
      }
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long[] counts = new long[3];
    int longest = 0;
    int[] order = m.order();
    for (int i = 0; i < values.length; i++) {
      int v = values[i] & 0xFF;
      // An entry whose first piece is off file d stands for itself and its mirror image.
      int weight = Squares.file(TablebaseMaterial.firstSquare(order, i)) == 3 ? 1 : 2;
      counts[v == 0 ? 1 : (v - 1) % 2 == 1 ? 0 : 2] += weight;
      longest = Math.max(longest, v == 0 ? 0 : v - 1);
    }
    return new Report(m, counts[0], counts[1], counts[2], longest, values.length, millis);
  }

  /** The value byte of a smaller material's position, from this run or from its file. */
  private int exitValue(long key) {
    int code = (int) (key >>> 32);
    byte[] mem = solved.get(code);
    if (mem != null) {
      return mem[(int) key] & 0xFF;
    }
    Object table = tablebase.table(code);
    if (table instanceof String error) {
      throw new IllegalStateException(error);
    }
    return ((ByteBuffer) table).get((int) key) & 0xFF;
  }

  /** The solution of one material and its twin: all nodes of both tables, one array each. */
  private final class Solver {
    final TablebaseMaterial[] mats;
    final int[][] orders;
    final int[] base;
    final byte[] value;
    final byte[] count;
    final byte[] flags;
    final byte[] exitLoss;
    final java.util.List<Ints> queue = new ArrayList<>();
    final MoveBuffer moves = MoveBuffer.forGame(rules);
    final int[] squares;
    /** Scratch for {@link TablebaseMaterial#squares(int[], int, int[], int[])}. */
    final int[] digits = new int[16];
    final int[] squareOf = new int[16];
    final int[] next = new int[16];
    /** Distinct entries met among one position's moves. */
    final int[] found = new int[256];

    Solver(TablebaseMaterial[] mats, int[] base) {
      this.mats = mats;
      this.base = base;
      this.orders = new int[mats.length][];
      for (int t = 0; t < mats.length; t++) {
        orders[t] = mats[t].order();
      }
      int n = base[mats.length];
      value = new byte[n];
      count = new byte[n];
      flags = new byte[n];
      exitLoss = new byte[n];
      squares = new int[orders[0].length];
    }

    void run() {
      for (int node = 0; node < value.length; node++) {
        // place() leaves the node's placement in squareOf for init to use.
        if (canonical(node) == node) {
          init(node);
        }
      }
      for (int d = 0; d < queue.size(); d++) {
        Ints list = queue.get(d);
        for (int i = 0; i < list.size; i++) {
          int node = list.items[i];
          if (value[node] != 0) {
            continue;
          }
          value[node] = (byte) (d + 1);
          settlePredecessors(node, d);
        }
        queue.set(d, null);
      }
      for (int node = 0; node < value.length; node++) {
        if ((value[node] & 0xFF) == DRAW_SETTLED) {
          value[node] = 0;
        }
      }
      for (int node = 0; node < value.length; node++) {
        int t = table(node);
        if (Squares.file(TablebaseMaterial.firstSquare(orders[t], node - base[t])) == 3) {
          value[node] = value[canonical(node)];
        }
      }
    }

    /**
     * The node that stands for this one: itself, or the entry of its mirror image when the first
     * piece stands on file d and the image's index is smaller.
     */
    int canonical(int node) {
      place(node);
      if (Squares.file(squares[0]) != 3) {
        return node;
      }
      return base[table(node)] + (int) JungleTablebase.key(squareOf, true);
    }

    void push(int distance, int node) {
      if (distance > MAX_DISTANCE) {
        throw new IllegalStateException("a distance of " + distance + " plies in "
            + mats[0].name() + " exceeds the " + MAX_DISTANCE + " a table entry holds");
      }
      while (queue.size() <= distance) {
        queue.add(new Ints());
      }
      queue.get(distance).add(node);
    }

    int table(int node) {
      return node >= base[1] ? 1 : 0;
    }

    /** Fills {@link #squareOf} with the placement of a node. */
    void place(int node) {
      int t = table(node);
      int[] order = orders[t];
      TablebaseMaterial.squares(order, node - base[t], squares, digits);
      Arrays.fill(squareOf, -1);
      for (int k = 0; k < order.length; k++) {
        squareOf[order[k]] = squares[k];
      }
    }

    JungleState state(boolean redToMove) {
      return JungleState.ofPlacement(rules, squareOf, redToMove);
    }

    /**
     * The first look at a node, whose placement is in {@link #squareOf}: its moves, and what those
     * leaving the material are worth.
     */
    void init(int node) {
      JungleState s = state(true);
      if (s.isTerminal()) {
        // Both sides have animals and no den is entered: Red has no move.
        if (rules.noMoveLoses()) {
          push(0, node);
        } else {
          value[node] = (byte) DRAW_SETTLED;
        }
        return;
      }
      int blue = mats[table(node)].blue();
      s.legalMoves(moves);
      int inside = 0;
      int win = Integer.MAX_VALUE;
      int loss = 0;
      boolean draw = false;
      for (int i = 0; i < moves.size(); i++) {
        int move = moves.get(i);
        int from = JungleMove.from(move);
        int to = JungleMove.to(move);
        int victim = pieceOn(8, to);
        if (to == Squares.BLUE_DEN || victim >= 0 && (blue & ~(1 << victim)) == 0) {
          win = 1;
          continue;
        }
        if (victim < 0) {
          // Mirror-image moves of a symmetric position reach one entry: count it once, as the
          // predecessors of that entry name this one once.
          System.arraycopy(squareOf, 0, next, 0, 16);
          next[pieceOn(0, from)] = to;
          inside = addOnce(found, inside, (int) JungleTablebase.key(next, false));
          continue;
        }
        System.arraycopy(squareOf, 0, next, 0, 16);
        next[pieceOn(0, from)] = to;
        next[8 + victim] = -1;
        int v = exitValue(JungleTablebase.key(next, false));
        if (v == 0) {
          draw = true;
        } else if ((v - 1) % 2 == 0) {
          win = Math.min(win, v);
        } else {
          loss = Math.max(loss, v);
        }
      }
      count[node] = (byte) inside;
      exitLoss[node] = (byte) loss;
      flags[node] = (byte) ((win != Integer.MAX_VALUE ? HAS_WIN : 0) | (draw ? HAS_DRAW : 0));
      if (win != Integer.MAX_VALUE) {
        push(win, node);
      } else if (inside == 0) {
        if (draw) {
          value[node] = (byte) DRAW_SETTLED;
        } else {
          push(loss, node);
        }
      }
    }

    /** Adds a value to the first {@code n} of {@link #found} unless there; the new count. */
    int addOnce(int[] list, int n, int v) {
      for (int i = 0; i < n; i++) {
        if (list[i] == v) {
          return n;
        }
      }
      list[n] = v;
      return n + 1;
    }

    /** The piece of one side ({@code 0} Red, {@code 8} Blue) on a square, or -1. */
    int pieceOn(int side, int square) {
      for (int p = 0; p < 8; p++) {
        if (squareOf[side + p] == square) {
          return p;
        }
      }
      return -1;
    }

    /**
     * A node settled at distance {@code d} (a loss when even) tells its predecessors: Blue's
     * non-capturing moves in the same placement with Blue to move, played backwards.
     */
    void settlePredecessors(int node, int d) {
      place(node);
      JungleState s = state(false);
      if (s.isTerminal()) {
        return;
      }
      s.legalMoves(moves);
      int twin = mats.length - 1 - table(node);
      int seen = 0;
      for (int i = 0; i < moves.size(); i++) {
        int move = moves.get(i);
        int from = JungleMove.from(move);
        int to = JungleMove.to(move);
        if (to == Squares.RED_DEN || pieceOn(0, to) >= 0) {
          continue;
        }
        System.arraycopy(squareOf, 0, next, 0, 16);
        next[8 + pieceOn(8, from)] = to;
        long key = JungleTablebase.key(next, false);
        assert (int) (key >>> 32) == code(mats[twin]);
        int pred = base[twin] + (int) key;
        if (value[pred] != 0 || seen == (seen = addOnce(found, seen, pred))) {
          continue;
        }
        if (d % 2 == 0) {
          push(d + 1, pred);
        } else if (--count[pred] == 0 && (flags[pred] & HAS_WIN) == 0) {
          if ((flags[pred] & HAS_DRAW) != 0) {
            value[pred] = (byte) DRAW_SETTLED;
          } else {
            push(Math.max(d + 1, exitLoss[pred] & 0xFF), pred);
          }
        }
      }
    }
  }

  /**
   * Writes the position notation of a placement into {@code out}: ranks 9 to 1, runs of empty
   * squares as digits, then the side to move.
   *
   * @return the length written
   */
  static int text(int[] squareOf, boolean redToMove, char[] out) {
    char[] board = new char[Squares.COUNT];
    for (int i = 0; i < 16; i++) {
      if (squareOf[i] >= 0) {
        char c = Piece.ofIndex(i & 7).letter();
        board[squareOf[i]] = i < 8 ? c : Character.toLowerCase(c);
      }
    }
    int n = 0;
    for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < Squares.FILES; file++) {
        char c = board[Squares.of(file, rank)];
        if (c == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          out[n++] = (char) ('0' + empty);
          empty = 0;
        }
        out[n++] = c;
      }
      if (empty > 0) {
        out[n++] = (char) ('0' + empty);
      }
      if (rank > 0) {
        out[n++] = '/';
      }
    }
    out[n++] = ' ';
    out[n++] = redToMove ? 'w' : 'b';
    return n;
  }
}
