package dev.tabletop.server;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameClock;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameState;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Refusal;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * One table: a game under a variant spec, its seats (open for people, or computer players), the
 * {@link GameHistory}, the {@link GameClock} on the server's time, and the move number. Every
 * change goes through one lock, is written to the {@link Store} first, and only then becomes the
 * table's state and is announced to the {@link Listener}: a step the database did not take did
 * not happen.
 *
 * <p>The move number is the table's ply count: every move and chance outcome played so far. A move
 * names the number it was made for, so a move sent twice, or made for a position that has passed,
 * is refused as stale rather than played again.
 *
 * <p>Chance (a roll, a deal, a draw) is drawn by the table, right after the move that leads to it,
 * from a generator seeded by the table's secret seed and the ply number, so the same table draws
 * the same outcome at the same ply before and after a restart.
 *
 * <p>Time: the table keeps its own time, the server's wall clock less the server downtime it was
 * spared ({@link #pausedMillis()}), never going backwards. Its clock starts when the last open
 * seat is joined.
 *
 * @param <S> the game's state type
 */
public final class Table<S extends GameState<S>> {
  /** Where a table stands. */
  public enum Status {
    /** Open seats wait for people. */
    WAITING,
    /** The game is on. */
    PLAYING,
    /** The game is over (by its rules, by repetition, or on time). */
    OVER;

    /**
     * The status in the protocol and the database.
     *
     * @return {@code waiting}, {@code playing} or {@code over}
     */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    static Status ofId(String id) {
      return valueOf(id.toUpperCase(java.util.Locale.ROOT));
    }
  }

  /** A move as a client sends it: its code, or its text in the game's notation. */
  public sealed interface MoveInput {
    /**
     * A move code.
     *
     * @param code the code
     */
    record Code(int code) implements MoveInput {}

    /**
     * A move in the game's notation.
     *
     * @param text such as {@code a3a4}
     */
    record Text(String text) implements MoveInput {}
  }

  /**
   * One ply of a step: a move or a chance outcome, with the position it was played in.
   *
   * @param number the ply's number (0 for the first ply of the game)
   * @param code the code played
   * @param before the state it was played in
   * @param <S> the state type
   */
  public record Ply<S extends GameState<S>>(int number, int code, S before) {}

  /**
   * What changed a table: a seat's move and the chance outcomes drawn after it, the start of the
   * game (its opening chance: a deal, a first roll), or the end on time.
   *
   * @param seat the seat that moved, or -1 for the start and the end on time
   * @param at the table time
   * @param plies the plies added, in order (none for the end on time)
   * @param <S> the state type
   */
  public record Step<S extends GameState<S>>(int seat, long at, List<Ply<S>> plies) {}

  /** Told of every change, in order, while the table's lock is held: keep it short. */
  public interface Listener {
    /**
     * The table changed.
     *
     * @param snapshot the table after the change
     */
    void changed(Snapshot<?> snapshot);
  }

  /**
   * The table at one moment: immutable, safe to read on any thread.
   *
   * @param table the table
   * @param status where it stands
   * @param history the game
   * @param clock the clock, once it runs (none for a table without a clock or not started)
   * @param now the table time of the snapshot
   * @param ending how it ended on time, if it did
   * @param last the last change
   * @param joined which seats are taken (by a person or a computer)
   * @param names the names of the people at the open seats (null where none)
   * @param <S> the state type
   */
  public record Snapshot<S extends GameState<S>>(Table<S> table, Status status,
      GameHistory<S> history, Option<GameClock> clock, long now, Option<Store.Ending> ending,
      Option<Step<S>> last, List<Boolean> joined, List<String> names) {

    /**
     * The move number a move must carry now: the ply count.
     *
     * @return the number
     */
    public int number() {
      return history.plies();
    }

    /**
     * The seat to move, when the game is on.
     *
     * @return the seat, or -1 while waiting, at the end, or (never seen by clients) at chance
     */
    public int toMove() {
      int p = history.state().currentPlayer();
      return status == Status.PLAYING && p >= 0 ? p : -1;
    }

    /**
     * A seat's return for the game: the rules' returns, or for a loss on time -1 × (seats − 1)
     * for the seat that ran out and +1 for every other seat.
     *
     * @param seat a seat
     * @return the return, 0 while the game is on
     */
    public int returns(int seat) {
      if (ending.isDefined()) {
        // An ending with no seat (a draw agreed, a table abandoned) gives nobody anything.
        if (ending.get().seat() < 0) {
          return 0;
        }
        int n = table.seatCount();
        return seat == ending.get().seat() ? -(n - 1) : 1;
      }
      return status == Status.OVER ? history.returns(seat) : 0;
    }
  }

  private final String id;
  private final Game<S> rules;
  private final Option<ClockRules> clockRules;
  private final List<SeatSpec> seats;
  private final long seed;
  private final long createdAt;
  private final Store store;
  private final LongSupplier wall;
  private final Listener listener;
  private final MoveBuffer buffer;

  // Guarded by this.
  private final String[] digests;
  private final String[] names;
  private Status status;
  private GameHistory<S> history;
  private long[] times;
  private GameClock clock;
  private long startedAt = -1;
  private long pausedMillis;
  private long lastNow;
  private Store.Ending ending;
  private Step<S> last;
  /** The wall time a person last moved, joined or connected (not stored: a restart resets it). */
  private long personSeenAt = -1;
  /** The seat whose draw offer waits for an answer, or -1 (not stored: a move withdraws it). */
  private int drawOfferBy = -1;
  /** How many takebacks rewound this table (stored with it). */
  private int takebacks;

  private Table(String id, Game<S> rules, Option<ClockRules> clockRules, List<SeatSpec> seats,
      long seed, long createdAt, Store store, LongSupplier wall, Listener listener) {
    this.id = id;
    this.rules = rules;
    this.clockRules = clockRules;
    this.seats = seats;
    this.seed = seed;
    this.createdAt = createdAt;
    this.store = store;
    this.wall = wall;
    this.listener = listener;
    this.buffer = MoveBuffer.forGame(rules);
    this.digests = new String[seats.size()];
    this.names = new String[seats.size()];
    this.history = GameHistory.start(rules);
    this.times = new long[0];
    this.status = Status.WAITING;
  }

  /**
   * Creates a new table and stores it; {@link #startIfReady()} starts one without open seats.
   *
   * @param id the table's id
   * @param rules the rules
   * @param clockRules the time control, or none
   * @param seats one spec per seat of the game
   * @param seed the secret seed of its chance and computer players
   * @param store where it is kept
   * @param wall the server's wall clock, in milliseconds
   * @param listener told of every change
   * @param <S> the state type
   * @return the table
   * @throws SQLException when it cannot be stored (then it does not exist)
   * @throws IllegalArgumentException if the seats do not match the game's player count
   */
  static <S extends GameState<S>> Table<S> create(String id, Game<S> rules,
      Option<ClockRules> clockRules, List<SeatSpec> seats, long seed, Store store,
      LongSupplier wall, Listener listener) throws SQLException {
    if (seats.size() != rules.playerCount()) {
      throw new IllegalArgumentException(rules.name() + " under these rules has "
          + rules.playerCount() + " seats, not " + seats.size());
    }
    long now = wall.getAsLong();
    Table<S> t = new Table<>(id, rules, clockRules, seats, seed, now, store, wall, listener);
    t.lastNow = now;
    store.create(new Store.Row(id, rules.spec(), clockRules.map(ClockRules::spec).getOrNull(),
        seed, now, null, 0, Status.WAITING.id(), null, seats.zipWithIndex().map(p ->
            storedSeat(p._2, p._1, null, null)), new int[0], new long[0]));
    return t;
  }

  /**
   * Starts the game if no open seat waits for a person: called once the table is known to the
   * server (a new table without open seats, or a table whose start a failed write held back).
   *
   * @return why it could not be started now (a failed write), or none
   */
  synchronized Option<Rejection> startIfReady() {
    return status == Status.WAITING && !hasOpenSeat() ? start() : Option.none();
  }

  private static Store.Seat storedSeat(int seat, SeatSpec spec, String digest, String name) {
    if (spec instanceof SeatSpec.Computer c) {
      return new Store.Seat(seat, "computer", c.level().id(), SeatSpec.budgetText(c.budget()),
          null, null);
    }
    return new Store.Seat(seat, "open", null, null, digest, name);
  }

  /**
   * Rebuilds a stored table exactly: its history by replaying every stored ply (each checked
   * against the rules), its clock by pressing it at every stored move time, and its time so that
   * the server downtime since {@code lastAlive} is not charged to anyone.
   *
   * @param row the stored table
   * @param rules the rules its spec names
   * @param lastAlive the server's last heartbeat before this start, in wall time, if any
   * @param store where it is kept
   * @param wall the server's wall clock
   * @param listener told of every change
   * @param <S> the state type
   * @return the table, where it was
   * @throws SQLException when the pause cannot be stored
   * @throws IllegalStateException when the stored plies do not replay (a damaged database)
   */
  static <S extends GameState<S>> Table<S> resume(Store.Row row, Game<S> rules,
      java.util.OptionalLong lastAlive, Store store, LongSupplier wall, Listener listener)
      throws SQLException {
    Table<S> t = replica(row, rules, store, wall, listener);
    synchronized (t) {
      long resumeAt = Math.max(row.createdAt(), t.startedAt);
      if (row.times().length > 0) {
        resumeAt = Math.max(resumeAt, row.times()[row.times().length - 1]);
      }
      if (lastAlive.isPresent()) {
        resumeAt = Math.max(resumeAt, lastAlive.getAsLong() - row.pausedMillis());
      }
      long paused = Math.max(row.pausedMillis(), wall.getAsLong() - resumeAt);
      if (t.status != Status.OVER && paused != row.pausedMillis()) {
        store.setPaused(row.id(), paused);
      }
      t.pausedMillis = paused;
      t.lastNow = resumeAt;
    }
    return t;
  }

  /**
   * Rebuilds a stored table exactly as {@link #resume} does, but spares its clock nothing: a copy
   * of a table that another server of a cluster serves (or served until it stopped: its clock ran
   * on meanwhile, see {@link Cluster}).
   *
   * @param row the stored table
   * @param rules the rules its spec names
   * @param store where it is kept
   * @param wall the server's wall clock
   * @param listener told of every change
   * @param <S> the state type
   * @return the table, where it is stored
   * @throws IllegalStateException when the stored plies do not replay (a damaged database)
   */
  static <S extends GameState<S>> Table<S> replica(Store.Row row, Game<S> rules, Store store,
      LongSupplier wall, Listener listener) {
    Option<ClockRules> clockRules = row.clock() == null ? Option.none()
        : Option.some(ClockRules.parse(row.clock()).getOrElseThrow(Refusal::exception));
    List<SeatSpec> seats = row.seats().map(s -> SeatSpec.of(s.kind(), s.level(), s.budget(),
        rules).getOrElseThrow(Refusal::exception));
    Table<S> t = new Table<>(row.id(), rules, clockRules, seats, row.seed(), row.createdAt(),
        store, wall, listener);
    synchronized (t) {
      for (Store.Seat s : row.seats()) {
        t.digests[s.seat()] = s.tokenDigest();
        t.names[s.seat()] = s.name();
      }
      t.status = Status.ofId(row.status());
      t.ending = row.ending();
      t.pausedMillis = row.pausedMillis();
      t.takebacks = row.takebacks();
      t.replay(row);
      t.lastNow = Math.max(row.createdAt(), t.times.length == 0 ? t.startedAt
          : t.times[t.times.length - 1]);
    }
    return t;
  }

  /**
   * Brings this copy up to the stored table, which another server of a cluster changed: the seats
   * joined, then each step it lacks (a move and the chance after it, or the start), each told to
   * the listener as the server that played it told its own, then the end on time. After a
   * takeback (the stored takeback count is higher), the copy first goes back to where its line and
   * the stored one part, told to the listener as the takeback was, then takes the stored steps
   * from there. A stored table behind this copy (read before this server's own write) changes
   * nothing.
   *
   * @param row the table as stored now
   * @return whether anything changed
   * @throws IllegalStateException when the stored plies do not continue this copy's
   */
  synchronized boolean catchUp(Store.Row row) {
    int[] codes = row.codes();
    boolean rewound = false;
    if (row.takebacks() > takebacks) {
      // Another server took moves back: the stored plies are another line than this copy's. The
      // copy goes back to where the two lines part and says so, as the server that took the moves
      // back told its own connections (an update below the move number a page was shown is what
      // makes it cut its move list there), then follows the stored line below, step by step:
      // play may have gone on past the takeback before this server read it, and a page already
      // at that move number would not know its list was another line.
      takebacks = row.takebacks();
      drawOfferBy = -1;
      int shared = sharedSteps(codes);
      if (shared < history.plies()) {
        status = Status.PLAYING;
        ending = null;
        clock = null;
        replay(row, shared);
        long now = now();
        last = new Step<>(-1, now, List.empty());
        listener.changed(snapshotAt(now));
        rewound = true;
      }
    }
    if (codes.length < history.plies() || row.takebacks() < takebacks) {
      return false;
    }
    for (int i = Math.max(0, history.plies() - 1); i < history.plies(); i++) {
      if (codes[i] != history.record().moves().get(i)) {
        throw new IllegalStateException(this + ": the stored ply " + i + " is not this copy's");
      }
    }
    boolean seated = false;
    for (Store.Seat s : row.seats()) {
      if (s.tokenDigest() != null && !s.tokenDigest().equals(digests[s.seat()])) {
        digests[s.seat()] = s.tokenDigest();
        names[s.seat()] = s.name();
        seated = true;
      }
    }
    pausedMillis = Math.max(pausedMillis, row.pausedMillis());
    long[] at = row.times();
    boolean stepped = false;
    if (status == Status.WAITING && row.startedAt() != null) {
      startedAt = row.startedAt();
      List<Ply<S>> plies = List.empty();
      GameHistory<S> h = history;
      while (h.plies() < codes.length && !h.isOver() && h.state().isChance()) {
        plies = plies.append(new Ply<>(h.plies(), codes[h.plies()], h.state()));
        h = replayPly(h, codes[h.plies()], h.plies());
      }
      status = h.isOver() ? Status.OVER : Status.PLAYING;
      if (clockRules.isDefined() && status == Status.PLAYING) {
        clock = GameClock.start(clockRules.get(), rules.playerCount(), h.state().currentPlayer(),
            startedAt);
      }
      caughtUp(h, at, new Step<>(-1, startedAt, plies));
      stepped = true;
    }
    while (status == Status.PLAYING && history.plies() < codes.length) {
      GameHistory<S> h = history;
      int seat = h.state().currentPlayer();
      List<Ply<S>> plies = List.of(new Ply<>(h.plies(), codes[h.plies()], h.state()));
      h = replayPly(h, codes[h.plies()], h.plies());
      while (h.plies() < codes.length && !h.isOver() && h.state().isChance()) {
        plies = plies.append(new Ply<>(h.plies(), codes[h.plies()], h.state()));
        h = replayPly(h, codes[h.plies()], h.plies());
      }
      long t = at[h.plies() - 1];
      if (clock != null && !h.isOver()) {
        GameClock c = clock;
        clock = c.press(t, h.state().currentPlayer()).getOrElse(c);
      }
      status = h.isOver() ? Status.OVER : Status.PLAYING;
      caughtUp(h, at, new Step<>(seat, t, plies));
      stepped = true;
    }
    if (status == Status.PLAYING && history.plies() == codes.length
        && Status.ofId(row.status()) == Status.OVER) {
      ending = row.ending();
      status = Status.OVER;
      long now = now();
      last = new Step<>(-1, now, List.empty());
      listener.changed(snapshotAt(now));
      stepped = true;
    }
    if (seated && !stepped) {
      listener.changed(snapshotAt(now()));
    }
    return rewound || seated || stepped;
  }

  /**
   * How many plies of a stored line this copy's line begins with, cut back to the start of a
   * step (a decision, not a chance outcome in the middle of one): where a copy goes back to after
   * a takeback. 0 if the lines part within the opening chance.
   */
  private int sharedSteps(int[] codes) {
    int shared = 0;
    for (int code : history.record().moves()) {
      if (shared == codes.length || code != codes[shared]) {
        break;
      }
      shared++;
    }
    GameHistory<S> h = GameHistory.start(rules);
    int i = 0;
    while (i < shared && h.state().isChance()) {
      h = h.playUnchecked(codes[i++]);
    }
    if (h.state().isChance()) {
      return 0;
    }
    int cut = i;
    while (i < shared) {
      h = h.playUnchecked(codes[i++]);
      if (!h.state().isChance()) {
        cut = i;
      }
    }
    return cut;
  }

  private void caughtUp(GameHistory<S> h, long[] at, Step<S> step) {
    history = h;
    times = Arrays.copyOf(at, h.plies());
    last = step;
    lastNow = Math.max(lastNow, step.at());
    listener.changed(snapshotAt(now()));
  }

  private void replay(Store.Row row) {
    replay(row, row.codes().length);
  }

  /** Replays the first {@code plies} stored plies (each step whole) and their times. */
  private void replay(Store.Row row, int plies) {
    int[] codes = Arrays.copyOf(row.codes(), plies);
    long[] at = Arrays.copyOf(row.times(), plies);
    int i = 0;
    GameHistory<S> h = GameHistory.start(rules);
    while (i < codes.length && h.state().isChance()) {
      h = replayPly(h, codes[i], i);
      i++;
    }
    if (row.startedAt() != null) {
      startedAt = row.startedAt();
      if (clockRules.isDefined() && !h.isOver()) {
        clock = GameClock.start(clockRules.get(), rules.playerCount(),
            h.state().currentPlayer(), startedAt);
      }
    }
    while (i < codes.length) {
      long t = at[i];
      h = replayPly(h, codes[i], i);
      i++;
      while (i < codes.length && h.state().isChance()) {
        h = replayPly(h, codes[i], i);
        i++;
      }
      if (clock != null && !h.isOver()) {
        GameClock c = clock;
        int next = h.state().currentPlayer();
        clock = c.press(t, next).getOrElseThrow(out -> new IllegalStateException("table " + id
            + ": the stored clock ran out at ply " + codes.length + ": " + out.reason()));
      }
    }
    history = h;
    times = at;
  }

  private GameHistory<S> replayPly(GameHistory<S> h, int code, int ply) {
    return h.play(code).getOrElseThrow(refusal -> new IllegalStateException("table " + id
        + ": stored ply " + ply + " does not replay: " + refusal.message()));
  }

  // ------------------------------------------------------------------ reading

  /**
   * The table's id: public, the address of the table.
   *
   * @return the id
   */
  public String id() {
    return id;
  }

  /**
   * The rules played.
   *
   * @return the rules
   */
  public Game<S> rules() {
    return rules;
  }

  /**
   * The time control.
   *
   * @return the clock's rules, or none for an untimed table
   */
  public Option<ClockRules> clockRules() {
    return clockRules;
  }

  /**
   * How each seat is filled.
   *
   * @return one spec per seat
   */
  public List<SeatSpec> seats() {
    return seats;
  }

  /**
   * The number of seats.
   *
   * @return the game's player count
   */
  public int seatCount() {
    return seats.size();
  }

  /**
   * When the table was created, in its own time.
   *
   * @return milliseconds since the epoch
   */
  public long createdAt() {
    return createdAt;
  }

  /**
   * The table's secret seed. Never sent to a client.
   *
   * @return the seed
   */
  long seed() {
    return seed;
  }

  /**
   * How much server downtime the table has been spared.
   *
   * @return milliseconds
   */
  public synchronized long pausedMillis() {
    return pausedMillis;
  }

  /**
   * The table now.
   *
   * @return a snapshot
   */
  public synchronized Snapshot<S> snapshot() {
    return snapshotAt(now());
  }

  /**
   * Runs an action on the table now while no change can happen: what a new subscriber needs, so
   * that the snapshot it is sent and the changes it is told of come in order.
   *
   * @param action given the snapshot
   */
  public synchronized void whileStill(java.util.function.Consumer<Snapshot<S>> action) {
    action.accept(snapshotAt(now()));
  }

  private Snapshot<S> snapshotAt(long now) {
    List<Boolean> joined = List.range(0, seats.size()).map(s -> seats.get(s)
        instanceof SeatSpec.Computer || digests[s] != null);
    return new Snapshot<>(this, status, history, Option.of(clock), now, Option.of(ending),
        Option.of(last), joined, List.of(names));
  }

  /**
   * The table time now: the wall clock less the downtime spared, never before an earlier reading.
   */
  private long now() {
    long t = Math.max(lastNow, wall.getAsLong() - pausedMillis);
    lastNow = t;
    return t;
  }

  /**
   * The wall-clock time at which the seat to move runs out of time, if it can.
   *
   * @return the deadline in wall-clock milliseconds, or empty when no clock runs
   */
  public synchronized java.util.OptionalLong deadline() {
    if (status != Status.PLAYING || clock == null) {
      return java.util.OptionalLong.empty();
    }
    long now = now();
    ClockRules r = clock.rules();
    long left = Long.MAX_VALUE;
    if (r.moveMillis() > 0) {
      left = r.moveMillis() - (now - moveStartedAt());
    }
    if (r.gameMillis() > 0) {
      left = Math.min(left, clock.remaining(clock.running(), now));
    }
    return java.util.OptionalLong.of(now + pausedMillis + Math.max(0, left) + 1);
  }

  private long moveStartedAt() {
    return times.length == 0 || times[times.length - 1] < startedAt ? startedAt
        : times[times.length - 1];
  }

  /**
   * The seat a token belongs to, compared in constant time against every joined seat.
   *
   * @param seat the seat the client claims
   * @param token the token it sent
   * @return whether the token is that seat's
   */
  public synchronized boolean holds(int seat, String token) {
    return seat >= 0 && seat < digests.length && Tokens.matches(token, digests[seat]);
  }

  /**
   * The record of the game so far: the spec and every code played, chance outcomes included.
   *
   * @return the record
   */
  public synchronized GameRecord record() {
    return history.record();
  }

  /**
   * The table time of every ply played.
   *
   * @return one time per ply
   */
  public synchronized long[] plyTimes() {
    return times.clone();
  }

  /**
   * Whether the table waits for a person at an open seat.
   *
   * @return true while an open seat has nobody
   */
  private boolean hasOpenSeat() {
    for (int s = 0; s < seats.size(); s++) {
      if (seats.get(s) instanceof SeatSpec.Open && digests[s] == null) {
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------ changing

  /**
   * Gives an open seat to a person: a new token, whose digest is stored; the game starts when the
   * last open seat is taken.
   *
   * @param seat the seat
   * @param name the name shown at the table
   * @return the token (sent to this person only), or why not
   */
  public synchronized Either<Rejection, String> join(int seat, String name) {
    if (seat < 0 || seat >= seats.size()) {
      return Either.left(Rejection.of(Rejection.UNKNOWN_SEAT, "seat " + seat
          + " is not a seat of this table (seats 0 to " + (seats.size() - 1) + ")"));
    }
    if (!(seats.get(seat) instanceof SeatSpec.Open) || digests[seat] != null) {
      return Either.left(Rejection.of(Rejection.SEAT_TAKEN, "seat " + seat + " is taken"));
    }
    String token = Tokens.newToken();
    String digest = Tokens.digest(token);
    try {
      if (!store.claim(id, seat, digest, name)) {
        return Either.left(Rejection.of(Rejection.SEAT_TAKEN, "seat " + seat + " is taken"));
      }
    } catch (SQLException e) {
      return Either.left(storage(e));
    }
    digests[seat] = digest;
    names[seat] = name;
    if (!hasOpenSeat() && status == Status.WAITING) {
      // The seat is stored and is this person's whatever happens to the start: a start the
      // database refused is made again when the server next starts.
      start();
    } else {
      listener.changed(snapshotAt(now()));
    }
    return Either.right(token);
  }

  /** Starts the game: draws its opening chance, stores it with the start time, starts the clock. */
  private Option<Rejection> start() {
    long now = now();
    GameHistory<S> h = history;
    List<Ply<S>> plies = List.empty();
    while (!h.isOver() && h.state().isChance()) {
      int ply = h.plies();
      int code = drawChance(h.state(), ply);
      plies = plies.append(new Ply<>(ply, code, h.state()));
      h = h.playUnchecked(code);
    }
    Status next = h.isOver() ? Status.OVER : Status.PLAYING;
    try {
      store.commit(new Store.Commit(id, history.plies(), codes(plies), now, next.id(), now, null));
    } catch (SQLException e) {
      return Option.some(storage(e));
    }
    startedAt = now;
    status = next;
    history = h;
    times = appendTimes(times, plies.size(), now);
    if (clockRules.isDefined() && next == Status.PLAYING) {
      clock = GameClock.start(clockRules.get(), rules.playerCount(), h.state().currentPlayer(),
          now);
    }
    last = new Step<>(-1, now, plies);
    listener.changed(snapshotAt(now));
    return Option.none();
  }

  /**
   * A move from a person: checked against the token, the game's state, the move number, the seat
   * to move and the rules, in that order; stored; then played.
   *
   * @param seat the seat the move is for
   * @param token that seat's token
   * @param number the move number the move was made for
   * @param move the move
   * @return the table after the move, or why it was refused (then nothing changed)
   */
  public synchronized Either<Rejection, Snapshot<S>> move(int seat, String token, int number,
      MoveInput move) {
    if (seat < 0 || seat >= seats.size()) {
      return Either.left(Rejection.of(Rejection.UNKNOWN_SEAT, "seat " + seat
          + " is not a seat of this table"));
    }
    if (!Tokens.matches(token, digests[seat])) {
      return Either.left(Rejection.of(Rejection.BAD_TOKEN, "the token is not seat " + seat
          + "'s"));
    }
    personSeenAt = wall.getAsLong();
    return play(seat, number, move);
  }

  /**
   * A move from a computer seat, checked like any other (except the token).
   *
   * @param seat the computer's seat
   * @param number the move number it was computed for
   * @param code the move
   * @return the table after the move, or why it was refused
   */
  synchronized Either<Rejection, Snapshot<S>> computerMove(int seat, int number, int code,
      S before) {
    if (!(seats.get(seat) instanceof SeatSpec.Computer)) {
      return Either.left(Rejection.of(Rejection.BAD_TOKEN, "seat " + seat
          + " is not a computer seat"));
    }
    if (number == history.plies() && !history.state().equals(before)) {
      // A takeback, then other moves, brought the table back to this move number in another
      // position: the move was decided for a position that is gone.
      return Either.left(Rejection.of(Rejection.STALE_MOVE, "move number " + number
          + " was decided before a takeback"));
    }
    return play(seat, number, new MoveInput.Code(code));
  }

  /**
   * Why a move for a seat and a move number would be refused now before its clock and its rules
   * are looked at: the game's state, the move number, the seat to move, in that order.
   *
   * @param seat the seat
   * @param number the move number
   * @return the refusal, or none when the move is worth checking further
   */
  synchronized Option<Rejection> turnRefusal(int seat, int number) {
    if (status == Status.OVER) {
      // The guide's words for a game that is over: the time-out that ended it; a move resent
      // for a number the table has passed (the move that ended the game, sent again) is stale;
      // anything else meets a game that is over.
      if (ending != null) {
        return Option.some(Rejection.of(Rejection.TIME_OUT, ending.text()));
      }
      if (number != history.plies()) {
        return Option.some(Rejection.of(Rejection.STALE_MOVE, "move number " + number
            + " is not the table's: it is at move " + history.plies() + ", and the game is over"));
      }
      return Option.some(Rejection.of(Rejection.GAME_OVER, "the game is over"));
    }
    if (status == Status.WAITING) {
      return Option.some(Rejection.of(Rejection.NOT_STARTED,
          "the game starts when every open seat is taken"));
    }
    int plies = history.plies();
    if (number != plies) {
      return Option.some(Rejection.of(Rejection.STALE_MOVE, "move number " + number
          + " is not the table's: it is at move " + plies));
    }
    int toMove = history.state().currentPlayer();
    if (seat != toMove) {
      return Option.some(Rejection.of(Rejection.NOT_YOUR_TURN, "seat " + toMove
          + " is to move, not seat " + seat));
    }
    return Option.none();
  }

  private Either<Rejection, Snapshot<S>> play(int seat, int number, MoveInput move) {
    Option<Rejection> refused = turnRefusal(seat, number);
    if (refused.isDefined()) {
      return Either.left(refused.get());
    }
    int plies = history.plies();
    long now = now();
    if (clock != null) {
      Option<GameClock.TimeOut> out = clock.timeOut(now);
      if (out.isDefined()) {
        Option<Rejection> failed = endOnTime(out.get(), now);
        return Either.left(failed.getOrElse(() -> Rejection.of(Rejection.TIME_OUT,
            out.get().reason())));
      }
    }
    Either<IllegalMove, GameHistory<S>> played = move instanceof MoveInput.Code c
        ? history.play(c.code()) : history.play(((MoveInput.Text) move).text());
    if (played.isLeft()) {
      IllegalMove refusal = played.getLeft();
      return Either.left(new Rejection(refusal.isIllegal() ? Rejection.ILLEGAL_MOVE
          : Rejection.UNREADABLE_MOVE, refusal.message(), Option.some(refusal)));
    }
    GameHistory<S> h = played.get();
    int code = h.record().moves().last();
    List<Ply<S>> plyList = List.of(new Ply<>(plies, code, history.state()));
    while (!h.isOver() && h.state().isChance()) {
      int ply = h.plies();
      int outcome = drawChance(h.state(), ply);
      plyList = plyList.append(new Ply<>(ply, outcome, h.state()));
      h = h.playUnchecked(outcome);
    }
    Status next = h.isOver() ? Status.OVER : Status.PLAYING;
    try {
      store.commit(new Store.Commit(id, plies, codes(plyList), now, next.id(), null, null));
    } catch (SQLException e) {
      return Either.left(storage(e));
    }
    history = h;
    times = appendTimes(times, plyList.size(), now);
    status = next;
    if (clock != null && next == Status.PLAYING) {
      clock = clock.press(now, h.state().currentPlayer()).getOrElseThrow(
          out -> new IllegalStateException("checked above: " + out.reason()));
    }
    last = new Step<>(seat, now, plyList);
    drawOfferBy = -1;
    Snapshot<S> after = snapshotAt(now);
    listener.changed(after);
    return Either.right(after);
  }

  /**
   * Ends the game if the seat to move has run out of time (called by the server's timer, and
   * before every move).
   *
   * @return whether the game ended now
   */
  public synchronized boolean checkTime() {
    if (status != Status.PLAYING || clock == null) {
      return false;
    }
    long now = now();
    Option<GameClock.TimeOut> out = clock.timeOut(now);
    return out.isDefined() && endOnTime(out.get(), now).isEmpty();
  }

  private Option<Rejection> endOnTime(GameClock.TimeOut out, long now) {
    return end(new Store.Ending("time", out.player(), out.reason()), now);
  }

  // ------------------------------------------------------------ endings other than the rules'

  /** {@link Store.Ending#reason()} of a game a seat resigned. */
  static final String RESIGNED = "resigned";
  /** {@link Store.Ending#reason()} of a draw the two people agreed. */
  static final String AGREED = "agreed";
  /** {@link Store.Ending#reason()} of a table nobody played or watched for too long. */
  static final String ABANDONED = "abandoned";

  /**
   * A person gives the game up: it ends at once, stored like a loss on time (the seat loses, every
   * other seat wins).
   *
   * @param seat the seat that resigns
   * @param token its token
   * @return the table after it, or why not (then nothing changed)
   */
  public synchronized Either<Rejection, Snapshot<S>> resign(int seat, String token) {
    Option<Rejection> wrong = checkPerson(seat, token);
    if (wrong.isDefined()) {
      return Either.left(wrong.get());
    }
    long now = now();
    Option<Rejection> failed = end(new Store.Ending(RESIGNED, seat, "seat " + seat
        + " resigned"), now);
    return failed.isDefined() ? Either.left(failed.get()) : Either.right(snapshotAt(now));
  }

  /**
   * A draw offer between the two people of a Cờ Thú table, or its answer: {@code offer} (while
   * no offer waits), {@code accept} or {@code decline} (by the other seat). An accepted offer ends
   * the game drawn, stored; a move withdraws an offer.
   *
   * @param seat the seat
   * @param token its token
   * @param answer {@code offer}, {@code accept} or {@code decline}
   * @return the table after it, or why not (then nothing changed)
   */
  public synchronized Either<Rejection, Snapshot<S>> drawOffer(int seat, String token,
      String answer) {
    Option<Rejection> wrong = checkPerson(seat, token);
    if (wrong.isDefined()) {
      return Either.left(wrong.get());
    }
    if (!rules.name().equals("jungle") || seats.exists(s -> s instanceof SeatSpec.Computer)) {
      return Either.left(Rejection.of(Rejection.NO_DRAW_OFFER,
          "draws are offered between two people at a Cờ Thú table"));
    }
    long now = now();
    switch (answer) {
      case "offer" -> {
        if (drawOfferBy >= 0) {
          return Either.left(Rejection.of(Rejection.NO_DRAW_OFFER, "seat " + drawOfferBy
              + "'s draw offer already waits for an answer"));
        }
        drawOfferBy = seat;
      }
      case "accept", "decline" -> {
        if (drawOfferBy < 0 || drawOfferBy == seat) {
          return Either.left(Rejection.of(Rejection.NO_DRAW_OFFER,
              "no draw offer waits for seat " + seat + "'s answer"));
        }
        drawOfferBy = -1;
        if (answer.equals("accept")) {
          Option<Rejection> failed = end(new Store.Ending(AGREED, -1, "draw agreed"), now);
          return failed.isDefined() ? Either.left(failed.get()) : Either.right(snapshotAt(now));
        }
      }
      default -> {
        return Either.left(Rejection.of(Rejection.MALFORMED, "/answer: offer, accept or decline,"
            + " not '" + answer + "'"));
      }
    }
    Snapshot<S> after = snapshotAt(now);
    listener.changed(after);
    return Either.right(after);
  }

  /**
   * The seat whose draw offer waits for an answer.
   *
   * @return the seat, or -1
   */
  public synchronized int drawOfferBy() {
    return drawOfferBy;
  }

  /**
   * A person playing only against computers takes back their last move and the computers'
   * replies since: the table goes back to that person's previous turn (the same roll, in Cờ Cá
   * Ngựa). Stored at once ({@link Store#takeBack}): the plies taken back are kept apart, and a
   * restart or another server replays the table as it is after the takeback.
   *
   * <p>Refused where it would not be fair or safe: another person sits at the table (they would
   * lose their move), the game is Domino (taking back a draw would show the tile drawn to a seat
   * that must not see it again differently, and the boneyard's order is secret), the table is
   * timed (the clocks cannot be given back fairly), or the seat has no move to take back.
   *
   * @param seat the person's seat
   * @param token its token
   * @return the table after it, or why not
   */
  public Either<Rejection, Snapshot<S>> takeBack(int seat, String token) {
    return takeBack(seat, token, -1);
  }

  /**
   * Takes back the seat's last move, as {@link #takeBack(int, String)}, if the table is still at
   * the move number the asker saw: a takeback sent twice, or sent after a move of the asker's that
   * the asker had not yet seen made, is stale and changes nothing.
   *
   * @param seat the person's seat
   * @param token its token
   * @param seen the move number the asker saw, or -1 for any
   * @return the table after it, or why not
   */
  public synchronized Either<Rejection, Snapshot<S>> takeBack(int seat, String token, int seen) {
    Option<Rejection> wrong = checkPerson(seat, token);
    if (wrong.isDefined()) {
      return Either.left(wrong.get());
    }
    if (seen >= 0 && seen != history.plies()) {
      return Either.left(Rejection.of(Rejection.STALE_MOVE, "the takeback was asked at move number "
          + seen + ", and the table is at " + history.plies() + ": nothing was taken back"));
    }
    for (int s = 0; s < seats.size(); s++) {
      if (s != seat && !(seats.get(s) instanceof SeatSpec.Computer)) {
        return Either.left(Rejection.of(Rejection.NO_TAKEBACK, "seat " + s + " is a person's:"
            + " moves are taken back only at a table where one person plays the computer"));
      }
    }
    if (rules.name().equals("domino")) {
      return Either.left(Rejection.of(Rejection.NO_TAKEBACK, "Domino has no takeback: the tiles"
          + " drawn since would be shown again"));
    }
    if (clockRules.isDefined()) {
      return Either.left(Rejection.of(Rejection.NO_TAKEBACK, "a timed table has no takeback"));
    }
    // The person's last move: the last ply made at a decision of this seat that had a choice (a
    // forced move, such as the pass the page plays by itself, would be played again at once).
    int to = -1;
    GameHistory<S> h = GameHistory.start(rules);
    int ply = 0;
    for (int code : history.record().moves()) {
      if (!h.state().isChance() && h.state().currentPlayer() == seat) {
        h.state().legalMoves(buffer);
        if (buffer.size() > 1) {
          to = ply;
        }
      }
      h = h.playUnchecked(code);
      ply++;
    }
    if (to < 0) {
      return Either.left(Rejection.of(Rejection.NO_TAKEBACK, "seat " + seat
          + " has made no move to take back"));
    }
    long now = now();
    try {
      store.takeBack(id, history.plies(), to, now);
    } catch (SQLException e) {
      return Either.left(storage(e));
    }
    GameHistory<S> back = GameHistory.start(rules);
    for (int i = 0; i < to; i++) {
      back = back.playUnchecked(history.record().moves().get(i));
    }
    history = back;
    times = Arrays.copyOf(times, to);
    takebacks++;
    last = new Step<>(-1, now, List.empty());
    drawOfferBy = -1;
    Snapshot<S> after = snapshotAt(now);
    listener.changed(after);
    return Either.right(after);
  }

  /** A person came by (joined, connected, said hello): the table is not abandoned. */
  synchronized void personSeen() {
    personSeenAt = wall.getAsLong();
  }

  /**
   * Ends a game nobody has played or watched for too long: no person moved, joined or connected
   * within {@code idleMillis} of the server's wall clock, and nobody is connected now. Stored
   * like every other end, with no winner.
   *
   * @param idleMillis how long a table may stay unplayed
   * @param connected whether any connection is open to the table now
   * @return whether the game ended now
   */
  synchronized boolean endIfAbandoned(long idleMillis, boolean connected) {
    long wallNow = wall.getAsLong();
    if (personSeenAt < 0 || connected) {
      personSeenAt = personSeenAt < 0 || connected ? wallNow : personSeenAt;
      return false;
    }
    if (status != Status.PLAYING || wallNow - personSeenAt < idleMillis) {
      return false;
    }
    return end(new Store.Ending(ABANDONED, -1, "nobody played for " + idleMillis / 1000
        + " s"), now()).isEmpty();
  }

  /**
   * Why a person's request at a seat would be refused whatever it asks (an unknown seat, a wrong
   * token, a game not being played), or none: asked before a server takes the table over from
   * another for the request, so that such a request moves nothing.
   *
   * @param seat the seat
   * @param token its token
   * @return the refusal, or none
   */
  synchronized Option<Rejection> personRefusal(int seat, String token) {
    return checkPerson(seat, token);
  }

  private Option<Rejection> checkPerson(int seat, String token) {
    if (seat < 0 || seat >= seats.size()) {
      return Option.some(Rejection.of(Rejection.UNKNOWN_SEAT, "seat " + seat
          + " is not a seat of this table"));
    }
    if (!Tokens.matches(token, digests[seat])) {
      return Option.some(Rejection.of(Rejection.BAD_TOKEN, "the token is not seat " + seat
          + "'s"));
    }
    if (status != Status.PLAYING) {
      return Option.some(status == Status.OVER
          ? Rejection.of(Rejection.GAME_OVER, "the game is over")
          : Rejection.of(Rejection.NOT_STARTED, "the game starts when every open seat is taken"));
    }
    personSeenAt = wall.getAsLong();
    return Option.none();
  }

  /** Ends the game with an ending of the table's own (time, resigned, agreed, abandoned). */
  private Option<Rejection> end(Store.Ending e, long now) {
    try {
      store.commit(new Store.Commit(id, history.plies(), new int[0], now, Status.OVER.id(), null,
          e));
    } catch (SQLException ex) {
      return Option.some(storage(ex));
    }
    ending = e;
    status = Status.OVER;
    drawOfferBy = -1;
    last = new Step<>(-1, now, List.empty());
    listener.changed(snapshotAt(now));
    return Option.none();
  }

  /**
   * The chance outcome the table draws at a ply: from a generator seeded by the table's seed, the
   * ply and how many takebacks the table has had, so that a restart draws the same (the count is
   * stored with the takeback) and a person who takes a move back does not meet the rolls already
   * seen at the same plies again.
   */
  private int drawChance(S state, int ply) {
    long s = seedFor(seed, ply, 0);
    if (takebacks > 0) {
      s ^= seedFor(seed, takebacks, 2);
    }
    return state.sampleOutcome(buffer, new SplittableRandom(s));
  }

  /**
   * A seed derived from the table's seed, a ply and a purpose (0 chance, 1 computer players, 2
   * the takebacks' share of the chance seed).
   *
   * @param seed the table's seed
   * @param ply the ply
   * @param purpose what the seed is for
   * @return a well-mixed 64-bit seed
   */
  static long seedFor(long seed, int ply, int purpose) {
    long z = seed + 0x9E3779B97F4A7C15L * (ply + 1) + 0xD1B54A32D192ED03L * purpose;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private static <S extends GameState<S>> int[] codes(List<Ply<S>> plies) {
    return plies.map(Ply::code).toJavaStream().mapToInt(Integer::intValue).toArray();
  }

  private static long[] appendTimes(long[] times, int n, long at) {
    long[] out = Arrays.copyOf(times, times.length + n);
    Arrays.fill(out, times.length, out.length, at);
    return out;
  }

  private static Rejection storage(SQLException e) {
    return Rejection.of(Rejection.STORAGE, "the table could not be stored, nothing changed: "
        + Objects.toString(e.getMessage(), e.getClass().getSimpleName()));
  }

  @Override
  public String toString() {
    return "table " + id + " " + rules.spec();
  }
}
