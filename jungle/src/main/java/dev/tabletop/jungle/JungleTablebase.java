package dev.tabletop.jungle;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.VariantSpec;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.zip.CRC32;

/**
 * Perfect play for Cờ Thú positions with few animals, read from the endgame tables that {@link
 * TablebaseGenerator} writes: for a position, whether the side to move wins, draws or loses, in
 * how many plies (the game ends by a den entry, the capture of the last animal, or a side left
 * without a move, as the rules file says), and the moves that keep that value.
 *
 * <p>Tables live in {@code dir/<rule set>/<material>.jtb}: the rule set is {@link
 * #ruleSetName(JungleRules)} (the rules' spec without the repetition limit, which cannot change a
 * value: see below), the material {@link TablebaseMaterial#name()}. A file is mapped into memory
 * the first time a position of its material is probed, and its checksum is checked then; a
 * missing, foreign or damaged file is reported by name, never read as a value.
 *
 * <p><b>Repetition.</b> The values are those of the position alone, without its history. A won
 * position is won along a line whose distance falls by one every ply, so the winner never meets a
 * position twice and the repetition draw cannot stop it (unless the game had already visited a
 * position of that line {@code limit - 1} times before). A drawn position is one that neither side
 * can force to an end: play goes on for ever, and the repetition rule (which the rules file uses to
 * end such games) only makes it finite. So every {@code repetitionLimit} shares one set of tables.
 *
 * <p>Thread-safe: tables are mapped once and shared.
 */
public final class JungleTablebase {
  /** The outcome for the side to move under perfect play. */
  public enum Outcome {
    /** The side to move can force a win. */
    WIN,
    /** Neither side can force an end. */
    DRAW,
    /** The opponent can force a win. */
    LOSS
  }

  /**
   * A position's value for the side to move.
   *
   * @param outcome win, draw or loss
   * @param distance plies to the end of the game under best play (the winner the shortest, the
   *     loser the longest); 0 for a draw and for a finished game
   */
  public record Value(Outcome outcome, int distance) {
    /**
     * Checks the distance.
     *
     * @throws IllegalArgumentException for a negative distance or a distance with a draw
     */
    public Value {
      Objects.requireNonNull(outcome, "outcome");
      if (distance < 0 || outcome == Outcome.DRAW && distance != 0) {
        throw new IllegalArgumentException("distance " + distance + " with " + outcome);
      }
    }

    @Override
    public String toString() {
      return outcome == Outcome.DRAW ? "draw" : outcome.name().toLowerCase(java.util.Locale.ROOT)
          + " in " + distance;
    }
  }

  /**
   * What {@link #verify} found in one table.
   *
   * @param material the table's material (Red to move)
   * @param checked the entries checked (up to and including the faulty one, if any)
   * @param fault the first entry whose value its moves contradict, described, or none
   */
  public record Check(TablebaseMaterial material, long checked, Option<String> fault) {
    /**
     * Checks the parts.
     *
     * @throws NullPointerException for a missing material or fault
     * @throws IllegalArgumentException for a negative count
     */
    public Check {
      Objects.requireNonNull(material, "material");
      Objects.requireNonNull(fault, "fault");
      if (checked < 0) {
        throw new IllegalArgumentException("checked must not be negative, was " + checked);
      }
    }
  }

  /** The file's first four bytes, {@code JTB1}. */
  static final int MAGIC = 0x4A544231;
  /** The format version. */
  static final int VERSION = 1;
  /** The data starts at this offset; the header before it is padded with zeros. */
  static final int HEADER = 256;
  /** A file's name ends so. */
  static final String SUFFIX = ".jtb";

  private final JungleRules rules;
  private final Path root;
  private final Path dir;
  private final String ruleSet;
  /** Per material ({@code red << 8 | blue}): a {@link ByteBuffer} of values or an error text. */
  private final ConcurrentHashMap<Integer, Object> tables = new ConcurrentHashMap<>();
  /** The same, by code, read without boxing the code: a search probes at every node. */
  private final AtomicReferenceArray<Object> byCode = new AtomicReferenceArray<>(1 << 16);
  /** Each thread's work arrays for a key: where each animal stands, turned, in table order. */
  private static final ThreadLocal<int[][]> SCRATCH = ThreadLocal.withInitial(() -> new int[3][16]);

  private JungleTablebase(JungleRules rules, Path root) {
    this.rules = rules;
    this.root = root;
    this.ruleSet = ruleSetName(rules);
    this.dir = root.resolve(ruleSet);
  }

  /**
   * The tablebase of some rules in a directory. Nothing is read until a position is probed.
   *
   * @param rules the rules played
   * @param root the directory the generator wrote into (its {@code --dir})
   * @return the tablebase
   */
  public static JungleTablebase open(JungleRules rules, Path root) {
    return new JungleTablebase(Objects.requireNonNull(rules, "rules"),
        Objects.requireNonNull(root, "root"));
  }

  /**
   * The rule set's name, under which its tables are kept: the spec of the flags that change how
   * animals move and take or how a game without moves ends (not the repetition limit).
   *
   * @param rules the rules
   * @return such as {@code
   *     jungle(noMoveLoses=true,elephantTakesRat=false,dogOutranksWolf=false,ratTakesAcrossBank=false,tigerJumpsRanks=true)}
   */
  public static String ruleSetName(JungleRules rules) {
    return VariantSpec.of("jungle")
        .with("noMoveLoses", rules.noMoveLoses())
        .with("elephantTakesRat", rules.elephantTakesRat())
        .with("dogOutranksWolf", rules.dogOutranksWolf())
        .with("ratTakesAcrossBank", rules.ratTakesAcrossBank())
        .with("tigerJumpsRanks", rules.tigerJumpsRanks())
        .toString();
  }

  /**
   * The rules.
   *
   * @return the rules the tables were asked for
   */
  public JungleRules rules() {
    return rules;
  }

  /**
   * The directory of this rule set's tables.
   *
   * @return {@code root/<rule set>}
   */
  public Path directory() {
    return dir;
  }

  /**
   * The most animals of any table in the directory: positions with more are never covered.
   *
   * @return 0 when the directory holds no table
   */
  public int largest() {
    if (!Files.isDirectory(dir)) {
      return 0;
    }
    try (var files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(SUFFIX))
          .map(n -> TablebaseMaterial.parse(n.substring(0, n.length() - SUFFIX.length())))
          .filter(Either::isRight).mapToInt(m -> m.get().pieces()).max().orElse(0);
    } catch (IOException e) {
      return 0;
    }
  }

  /**
   * The file of one material's table.
   *
   * @param material the material
   * @return its path (which may not exist)
   */
  public Path file(TablebaseMaterial material) {
    return dir.resolve(material.name() + SUFFIX);
  }

  /**
   * The value of a position for the side to move. A finished position is worth its result at
   * distance 0; otherwise its material's table is read.
   *
   * @param state the position
   * @return the value, or why there is none: the table is missing or damaged, or the state is of
   *     other rules
   */
  public Either<String, Value> probe(JungleState state) {
    Objects.requireNonNull(state, "state");
    if (!sameTables(state.game())) {
      return Either.left("the position is played under " + state.game().spec()
          + ", these tables are for " + ruleSet);
    }
    if (state.isTerminal()) {
      var winner = state.result().get().winner();
      if (winner.isEmpty()) {
        return Either.right(new Value(Outcome.DRAW, 0));
      }
      return Either.right(new Value(
          winner.get() == state.sideToMove() ? Outcome.WIN : Outcome.LOSS, 0));
    }
    long key = key(state);
    Object table = table((int) (key >>> 32));
    if (table instanceof String error) {
      return Either.left(error);
    }
    return Either.right(decode(((ByteBuffer) table).get((int) key) & 0xFF));
  }

  /**
   * The raw entry of a non-terminal position, for searches: no allocation once its table is
   * mapped.
   *
   * @param state a position that is not over, under these tables' rules
   * @return 0 for a draw, {@code distance + 1} for a win (odd distance) or loss (even), or -1 when
   *     its table is missing or damaged
   */
  public int entry(JungleState state) {
    long key = key(state);
    Object table = table((int) (key >>> 32));
    return table instanceof ByteBuffer b ? b.get((int) key) & 0xFF : -1;
  }

  /**
   * The value an entry of {@link #entry(JungleState)} stands for.
   *
   * @param entry 0 to 255
   * @return the value
   */
  public static Value decode(int entry) {
    if (entry == 0) {
      return new Value(Outcome.DRAW, 0);
    }
    int distance = entry - 1;
    return new Value(distance % 2 == 1 ? Outcome.WIN : Outcome.LOSS, distance);
  }

  /**
   * The moves that keep a position's value: for a win, those that win in the fewest plies; for a
   * loss, those that lose in the most; for a draw, those that draw.
   *
   * @param state a position that is not over
   * @return the move codes ascending, or why they cannot be told (a table is missing; the game is
   *     over)
   */
  public Either<String, List<Integer>> bestMoves(JungleState state) {
    var own = probe(state);
    if (own.isLeft()) {
      return Either.left(own.getLeft());
    }
    if (state.isTerminal()) {
      return Either.left("the game is over: " + state.endReason());
    }
    Value value = own.get();
    MoveBuffer moves = MoveBuffer.forGame(state.game());
    state.legalMoves(moves);
    java.util.List<Integer> best = new java.util.ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      int move = moves.get(i);
      var child = probe(state.apply(move));
      if (child.isLeft()) {
        return Either.left(child.getLeft());
      }
      Value c = child.get();
      boolean keeps = switch (value.outcome()) {
        case WIN -> c.outcome() == Outcome.LOSS && c.distance() == value.distance() - 1;
        case LOSS -> c.outcome() == Outcome.WIN && c.distance() == value.distance() - 1;
        case DRAW -> c.outcome() == Outcome.DRAW;
      };
      if (keeps) {
        best.add(move);
      }
    }
    return Either.right(List.ofAll(best));
  }

  /**
   * Checks a table against the rules, entry by entry, through {@link JungleState} alone (not the
   * generator's backward moves): a won position has a move to a position lost at one ply less and
   * none to a shorter loss; a lost one has no move to a loss or a draw, and its longest move to a
   * win is one ply shorter; a drawn one has a move to a draw and none to a loss; a finished one
   * holds its result. The tables of the materials its captures lead to must be there.
   *
   * @param material the table to check
   * @param sample how many entries to check, drawn at random; 0, or as many as the table holds or
   *     more, checks every entry once
   * @param seed the seed of the draw
   * @return the check (with the first contradiction found, if any), or why the table or one it
   *     leads to cannot be read
   * @throws IllegalArgumentException for a negative sample
   */
  public Either<String, Check> verify(TablebaseMaterial material, long sample, long seed) {
    Objects.requireNonNull(material, "material");
    if (sample < 0) {
      throw new IllegalArgumentException("sample must be 0 (every entry) or more, was " + sample);
    }
    Object own = table(material.red() << 8 | material.blue());
    if (own instanceof String error) {
      return Either.left(error);
    }
    ByteBuffer data = (ByteBuffer) own;
    int size = material.size();
    int[] order = material.order();
    int[] squares = new int[order.length];
    int[] digits = new int[16];
    int[] squareOf = new int[16];
    MoveBuffer moves = MoveBuffer.forGame(rules);
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    boolean every = sample == 0 || sample >= size;
    long count = every ? size : sample;
    for (long k = 0; k < count; k++) {
      int index = every ? (int) k : random.nextInt(size);
      TablebaseMaterial.squares(order, index, squares, digits);
      java.util.Arrays.fill(squareOf, -1);
      for (int j = 0; j < order.length; j++) {
        squareOf[order[j]] = squares[j];
      }
      JungleState s = JungleState.ofPlacement(rules, squareOf, true);
      Value value = decode(data.get(index) & 0xFF);
      Either<String, String> fault = fault(s, value, moves);
      if (fault.isLeft()) {
        return Either.left(fault.getLeft());
      }
      if (!fault.get().isEmpty()) {
        return Either.right(new Check(material, k + 1, Option.some(material.name() + " entry "
            + index + " (" + s + "), stored as " + value + ": " + fault.get())));
      }
    }
    return Either.right(new Check(material, count, Option.none()));
  }

  /** How a position's moves contradict its stored value ("" when they agree), or a read error. */
  private Either<String, String> fault(JungleState s, Value value, MoveBuffer moves) {
    if (s.isTerminal()) {
      Value result = probe(s).get();
      return Either.right(result.equals(value) ? "" : "the game is over there, " + result);
    }
    s.legalMoves(moves);
    int shortestLoss = Integer.MAX_VALUE;
    int longestWin = -1;
    boolean draw = false;
    for (int i = 0; i < moves.size(); i++) {
      JungleState child = s.apply(moves.get(i));
      Value c;
      if (child.isTerminal()) {
        c = probe(child).get();
      } else {
        int e = entry(child);
        if (e < 0) {
          return Either.left((String) table((int) (key(child) >>> 32)));
        }
        c = decode(e);
      }
      switch (c.outcome()) {
        case LOSS -> shortestLoss = Math.min(shortestLoss, c.distance());
        case WIN -> longestWin = Math.max(longestWin, c.distance());
        default -> draw = true;
      }
    }
    String why = switch (value.outcome()) {
      case WIN -> shortestLoss == value.distance() - 1 ? ""
          : shortestLoss == Integer.MAX_VALUE ? "no move leads to a lost position"
          : "its shortest move to a lost position takes " + (shortestLoss + 1) + " plies";
      case LOSS -> shortestLoss != Integer.MAX_VALUE ? "a move leads to a lost position (a loss in "
          + shortestLoss + ")"
          : draw ? "a move leads to a drawn position"
          : longestWin != value.distance() - 1 ? "its longest move to a won position takes "
              + (longestWin + 1) + " plies" : "";
      case DRAW -> shortestLoss != Integer.MAX_VALUE ? "a move leads to a lost position (a loss in "
          + shortestLoss + ")" : draw ? "" : "no move leads to a drawn position";
    };
    return Either.right(why);
  }

  /**
   * Whether these tables hold the values of positions played under some rules: the same rules,
   * the repetition limit aside (the tables know no history).
   *
   * @param other the rules played
   * @return {@code true} when this tablebase answers for them
   */
  public boolean coversRules(JungleRules other) {
    return sameTables(other);
  }

  private boolean sameTables(JungleRules other) {
    return other.withRepetitionLimit(rules.repetitionLimit()).equals(rules);
  }

  /** The table of a material code, mapped and checked on first use, or the error text. */
  Object table(int code) {
    Object known = byCode.get(code);
    if (known == null) {
      known = tables.computeIfAbsent(code, c -> load(new TablebaseMaterial(c >>> 8, c & 0xFF)));
      byCode.set(code, known);
    }
    return known;
  }

  private Object load(TablebaseMaterial material) {
    Path file = file(material);
    if (!Files.isRegularFile(file)) {
      return "no tablebase for " + material.name() + " (" + material.pieces() + " animals) under "
          + ruleSet + ": " + file + " is missing; write it with `java -jar benchmarks.jar"
          + " tablebase --material " + material.name() + " --dir " + root + "`";
    }
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long length = ch.size();
      int size = material.size();
      if (length != HEADER + (long) size) {
        return file + " has " + length + " bytes, a table of " + material.name() + " has "
            + (HEADER + (long) size);
      }
      MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, length);
      Header h = Header.read(map);
      if (h.magic() != MAGIC || h.version() != VERSION) {
        return file + " is not a tablebase file of format " + VERSION;
      }
      if (h.red() != material.red() || h.blue() != material.blue() || h.size() != size) {
        return file + " holds another material than " + material.name();
      }
      if (!h.ruleSet().equals(ruleSet)) {
        return file + " was written for " + h.ruleSet() + ", not " + ruleSet;
      }
      ByteBuffer data = map.slice(HEADER, size);
      CRC32 crc = new CRC32();
      crc.update(data.duplicate());
      if (crc.getValue() != h.crc()) {
        return file + " is damaged: its checksum is " + Long.toHexString(crc.getValue())
            + ", the header says " + Long.toHexString(h.crc());
      }
      return data;
    } catch (IOException e) {
      return file + " cannot be read: " + e.getMessage();
    }
  }

  /** A file's header: format, material, size, checksum of the data, rule set. */
  record Header(int magic, int version, int red, int blue, int size, long crc, String ruleSet) {
    static Header read(ByteBuffer b) {
      ByteBuffer h = b.duplicate();
      int magic = h.getInt();
      int version = h.getInt();
      int red = h.getInt();
      int blue = h.getInt();
      int size = h.getInt();
      long crc = h.getLong();
      int len = h.getShort() & 0xFFFF;
      if (len > HEADER - h.position()) {
        return new Header(magic, version, red, blue, size, crc, "");
      }
      byte[] text = new byte[len];
      h.get(text);
      return new Header(magic, version, red, blue, size, crc,
          new String(text, StandardCharsets.UTF_8));
    }

    byte[] bytes() {
      ByteBuffer h = ByteBuffer.allocate(HEADER);
      byte[] text = ruleSet.getBytes(StandardCharsets.UTF_8);
      h.putInt(magic).putInt(version).putInt(red).putInt(blue).putInt(size).putLong(crc)
          .putShort((short) text.length).put(text);
      return h.array();
    }
  }

  // ---------------------------------------------------------------- placement

  /**
   * A non-terminal position's material code ({@code red << 8 | blue} of its table) in the high
   * half and its index in the low half: Blue to move is turned by 180° with colours swapped, and
   * the first piece mirrored onto files a to d.
   */
  static long key(JungleState state) {
    int[] squareOf = SCRATCH.get()[0];
    java.util.Arrays.fill(squareOf, -1);
    for (int side = 0; side < 2; side++) {
      long occ = state.occupancy(side == 0 ? Side.RED : Side.BLUE);
      for (long m = occ; m != 0; m &= m - 1) {
        int sq = Long.numberOfTrailingZeros(m);
        squareOf[side * 8 + state.pieceIndexAt(sq)] = sq;
      }
    }
    return key(squareOf, state.sideToMove() == Side.RED);
  }

  /**
   * The key of a placement, {@code squareOf[side * 8 + piece]} (-1 when absent), with either
   * side to move; see {@link #key(JungleState)}.
   */
  static long key(int[] squareOf, boolean redToMove) {
    int[][] scratch = SCRATCH.get();
    int[] own = scratch[1];
    int[] squares = scratch[2];
    int red = 0;
    int blue = 0;
    for (int i = 0; i < 16; i++) {
      // Turned: Blue's animals become Red's on the square 62 - s.
      int from = redToMove ? i : i ^ 8;
      int sq = squareOf[from];
      own[i] = sq < 0 ? -1 : redToMove ? sq : Squares.COUNT - 1 - sq;
      if (sq >= 0) {
        if (i < 8) {
          red |= 1 << i;
        } else {
          blue |= 1 << (i - 8);
        }
      }
    }
    int[] order = TablebaseMaterial.order(red, blue);
    int n = order.length;
    for (int k = 0; k < n; k++) {
      squares[k] = own[order[k]];
    }
    int file = Squares.file(squares[0]);
    if (file > 3) {
      for (int k = 0; k < n; k++) {
        squares[k] = MIRROR[squares[k]];
      }
    }
    int index = TablebaseMaterial.index(order, squares);
    if (file == 3) {
      // Both images have an entry; the smaller index stands for the pair, so that every
      // position has one entry that the generator solves (the other gets its value copied).
      for (int k = 0; k < n; k++) {
        squares[k] = MIRROR[squares[k]];
      }
      index = Math.min(index, TablebaseMaterial.index(order, squares));
    }
    return (long) (red << 8 | blue) << 32 | index & 0xFFFFFFFFL;
  }

  /** Each square's left-right mirror image (a table: the generator asks millions of times). */
  private static final int[] MIRROR = new int[Squares.COUNT];

  static {
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      MIRROR[sq] = sq - Squares.file(sq) + Squares.FILES - 1 - Squares.file(sq);
    }
  }
}
