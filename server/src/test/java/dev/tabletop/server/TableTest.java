package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table engine on a real H2 database, with a wall clock the test moves by hand. */
class TableTest {
  @TempDir
  Path dir;

  private Store store;
  private final AtomicLong wall = new AtomicLong(1_000_000L);
  private final java.util.List<Table.Snapshot<?>> changes = new java.util.ArrayList<>();

  @BeforeEach
  void open() throws SQLException {
    store = Store.open(Store.h2Url(dir.resolve("tabletop")), null, null, 2);
  }

  @AfterEach
  void close() {
    store.close();
  }

  private <S extends GameState<S>> Table<S> table(dev.tabletop.core.Game<S> rules, String clock,
      long seed) throws SQLException {
    Option<ClockRules> c = clock == null ? Option.none() : Option.some(ClockRules.parse(clock).get());
    List<SeatSpec> seats = List.fill(rules.playerCount(), SeatSpec.Open::new);
    Table<S> t = Table.create(Tokens.newId(), rules, c, seats, seed, store, wall::get,
        changes::add);
    t.startIfReady();
    return t;
  }

  private static String[] joinAll(Table<?> t) {
    String[] tokens = new String[t.seatCount()];
    for (int s = 0; s < tokens.length; s++) {
      tokens[s] = t.join(s, "seat " + s).get();
    }
    return tokens;
  }

  private int storedPlies(Table<?> t) throws SQLException {
    return store.load(t.id()).get().codes().length;
  }

  private static String firstLegal(GameState<?> state) {
    MoveBuffer b = MoveBuffer.forGame(state.game());
    state.legalMoves(b);
    return state.moveText(b.get(0));
  }

  @Test
  void aTableWaitsForEveryOpenSeatAndEachSeatIsJoinedOnce() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, null, 1);
    assertThat(t.snapshot().status()).isEqualTo(Table.Status.WAITING);
    String token = t.join(0, "An").get();
    assertThat(t.move(0, token, 0, new Table.MoveInput.Text("a3a4")).getLeft().code())
        .isEqualTo(Rejection.NOT_STARTED);
    assertThat(t.join(0, "Bình").getLeft().code()).isEqualTo(Rejection.SEAT_TAKEN);
    assertThat(t.join(2, "Bình").getLeft().code()).isEqualTo(Rejection.UNKNOWN_SEAT);
    t.join(1, "Bình").get();
    assertThat(t.snapshot().status()).isEqualTo(Table.Status.PLAYING);
    assertThat(t.snapshot().names()).containsExactly("An", "Bình");
    assertThat(store.load(t.id()).get().status()).isEqualTo("playing");
  }

  @Test
  void aMoveIsCheckedAndARefusedMoveChangesNothing() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, null, 1);
    String[] tokens = joinAll(t);
    Table.Snapshot<JungleState> before = t.snapshot();
    Table.MoveInput legal = new Table.MoveInput.Text(firstLegal(before.history().state()));
    java.util.Map<String, Either<Rejection, ?>> refused = new java.util.LinkedHashMap<>();
    refused.put(Rejection.BAD_TOKEN, t.move(0, tokens[1], 0, legal));
    refused.put(Rejection.UNKNOWN_SEAT, t.move(5, tokens[0], 0, legal));
    refused.put(Rejection.STALE_MOVE, t.move(0, tokens[0], 3, legal));
    refused.put(Rejection.NOT_YOUR_TURN, t.move(1, tokens[1], 0, legal));
    refused.put(Rejection.UNREADABLE_MOVE, t.move(0, tokens[0], 0,
        new Table.MoveInput.Text("z9z9")));
    refused.put(Rejection.ILLEGAL_MOVE, t.move(0, tokens[0], 0,
        new Table.MoveInput.Text("a1a3")));
    refused.put(Rejection.ILLEGAL_MOVE + " code", t.move(0, tokens[0], 0,
        new Table.MoveInput.Code(-5)));
    refused.forEach((code, result) -> {
      assertThat(result.isLeft()).as(code).isTrue();
      assertThat(result.getLeft().code()).as(code).isEqualTo(code.replace(" code", ""));
      assertThat(result.getLeft().message()).as(code).isNotBlank();
    });
    assertThat(refused.get(Rejection.ILLEGAL_MOVE).getLeft().refusal()).isNotEmpty();
    assertThat(t.snapshot().history()).isEqualTo(before.history());
    assertThat(storedPlies(t)).isZero();

    Table.Snapshot<JungleState> after = t.move(0, tokens[0], 0, legal).get();
    assertThat(after.number()).isEqualTo(1);
    assertThat(after.toMove()).isEqualTo(1);
    assertThat(after.last().get().seat()).isZero();
    assertThat(storedPlies(t)).isEqualTo(1);
    // The same move again, as a client that did not see its answer would send it.
    assertThat(t.move(0, tokens[0], 0, legal).getLeft().code()).isEqualTo(Rejection.STALE_MOVE);
    assertThat(storedPlies(t)).isEqualTo(1);
  }

  @Test
  void aMoveTheDatabaseDidNotTakeDidNotHappen() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, null, 1);
    String[] tokens = joinAll(t);
    Table.Snapshot<JungleState> before = t.snapshot();
    store.close();
    Either<Rejection, Table.Snapshot<JungleState>> r = t.move(0, tokens[0], 0,
        new Table.MoveInput.Text(firstLegal(before.history().state())));
    assertThat(r.getLeft().code()).isEqualTo(Rejection.STORAGE);
    assertThat(t.snapshot().history()).isEqualTo(before.history());
    store = Store.open(Store.h2Url(dir.resolve("tabletop")), null, null, 2);
  }

  /** Plays random legal moves through the seats' tokens; returns the texts played. */
  private static <S extends GameState<S>> java.util.List<String> playRandom(Table<S> t,
      String[] tokens, int moves, SplittableRandom random) {
    java.util.List<String> played = new java.util.ArrayList<>();
    for (int i = 0; i < moves && t.snapshot().status() == Table.Status.PLAYING; i++) {
      Table.Snapshot<S> s = t.snapshot();
      MoveBuffer b = MoveBuffer.forGame(t.rules());
      s.history().state().legalMoves(b);
      String text = s.history().state().moveText(b.get(random.nextInt(b.size())));
      t.move(s.toMove(), tokens[s.toMove()], s.number(), new Table.MoveInput.Text(text)).get();
      played.add(text);
    }
    return played;
  }

  @Test
  void aResumedTableIsTheSameTableAndDrawsTheSameChance() throws SQLException {
    LudoRules rules = LudoRules.STANDARD;
    Table<LudoState> a = table(rules, "clock(game=600,increment=2)", 7);
    Table<LudoState> b = table(rules, "clock(game=600,increment=2)", 7);
    String[] ta = joinAll(a);
    String[] tb = joinAll(b);
    assertThat(b.record().moves()).isEqualTo(a.record().moves());
    java.util.List<String> played = playRandom(a, ta, 60, new SplittableRandom(3));
    for (String text : played) {
      Table.Snapshot<LudoState> s = b.snapshot();
      b.move(s.toMove(), tb[s.toMove()], s.number(), new Table.MoveInput.Text(text)).get();
    }
    assertThat(b.record().moves()).as("the same seed draws the same dice")
        .isEqualTo(a.record().moves());

    Table<LudoState> back = Table.resume(store.load(a.id()).get(), rules, OptionalLong.empty(),
        store, wall::get, s -> { });
    Table.Snapshot<LudoState> was = a.snapshot();
    Table.Snapshot<LudoState> is = back.snapshot();
    assertThat(is.history().state()).isEqualTo(was.history().state());
    assertThat(is.history().record()).isEqualTo(was.history().record());
    assertThat(is.clock()).isEqualTo(was.clock());
    assertThat(is.status()).isEqualTo(was.status());
    assertThat(back.plyTimes()).containsExactly(a.plyTimes());
    assertThat(back.holds(0, ta[0])).isTrue();
    assertThat(back.holds(0, ta[1])).isFalse();

    // The next move after the restart draws what the table without a restart draws.
    String next = playRandom(back, ta, 1, new SplittableRandom(11)).get(0);
    Table.Snapshot<LudoState> s = b.snapshot();
    b.move(s.toMove(), tb[s.toMove()], s.number(), new Table.MoveInput.Text(next)).get();
    assertThat(back.record().moves()).isEqualTo(b.record().moves());
  }

  @Test
  void serverDowntimeIsNotChargedToTheSeatToMove() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, "clock(game=60)", 1);
    String[] tokens = joinAll(t);
    wall.addAndGet(5_000);
    t.move(0, tokens[0], 0, new Table.MoveInput.Text(firstLegal(t.snapshot().history().state())))
        .get();
    wall.addAndGet(3_000);
    store.alive(wall.get());
    // The server dies here, and comes back an hour later.
    wall.addAndGet(3_600_000);
    Table<JungleState> back = Table.resume(store.load(t.id()).get(), JungleRules.STANDARD,
        store.lastAlive(), store, wall::get, s -> { });
    Table.Snapshot<JungleState> s = back.snapshot();
    assertThat(s.clock().get().remaining(0, s.now())).isEqualTo(55_000);
    assertThat(s.clock().get().remaining(1, s.now())).isEqualTo(57_000);
    assertThat(back.checkTime()).isFalse();
    wall.addAndGet(2_000);
    Table.Snapshot<JungleState> later = back.snapshot();
    assertThat(later.clock().get().remaining(1, later.now())).isEqualTo(55_000);
    assertThat(store.load(t.id()).get().pausedMillis()).isEqualTo(3_600_000);
  }

  @Test
  void aSeatThatRunsOutOfTimeLoses() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, "clock(move=2)", 1);
    String[] tokens = joinAll(t);
    assertThat(t.deadline()).hasValue(wall.get() + 2_001);
    wall.addAndGet(2_000);
    assertThat(t.checkTime()).as("exactly at the limit").isFalse();
    wall.addAndGet(1);
    assertThat(t.checkTime()).isTrue();
    Table.Snapshot<JungleState> s = t.snapshot();
    assertThat(s.status()).isEqualTo(Table.Status.OVER);
    assertThat(s.ending().get().seat()).isZero();
    assertThat(s.returns(0)).isEqualTo(-1);
    assertThat(s.returns(1)).isEqualTo(1);
    assertThat(store.load(t.id()).get().ending().reason()).isEqualTo("time");
    // The guide: a move that arrives after the seat ran out of time is refused with time-out.
    assertThat(t.move(0, tokens[0], 0, new Table.MoveInput.Text("a3a4")).getLeft().code())
        .isEqualTo(Rejection.TIME_OUT);
  }

  @Test
  void aMoveThatComesTooLateEndsTheGameInsteadOfBeingPlayed() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, "clock(move=2)", 1);
    String[] tokens = joinAll(t);
    wall.addAndGet(2_500);
    Either<Rejection, Table.Snapshot<JungleState>> late = t.move(0, tokens[0], 0,
        new Table.MoveInput.Text(firstLegal(t.snapshot().history().state())));
    assertThat(late.getLeft().code()).isEqualTo(Rejection.TIME_OUT);
    assertThat(t.snapshot().status()).isEqualTo(Table.Status.OVER);
    assertThat(storedPlies(t)).isZero();
  }

  @Test
  void everyChangeIsAnnouncedInOrder() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, null, 1);
    String[] tokens = joinAll(t);
    playRandom(t, tokens, 5, new SplittableRandom(1));
    assertThat(changes).extracting(Table.Snapshot::number).containsExactly(0, 0, 1, 2, 3, 4, 5);
  }

  // ------------------------------------------------------------------------------ takeback

  private Table<JungleState> againstTheComputer() throws SQLException {
    JungleRules rules = JungleRules.STANDARD;
    List<SeatSpec> seats = List.of(new SeatSpec.Open(),
        SeatSpec.of("computer", "practice", null, rules).get());
    Table<JungleState> t = Table.create(Tokens.newId(), rules, Option.none(), seats, 5, store,
        wall::get, changes::add);
    t.startIfReady();
    return t;
  }

  private static void person(Table<JungleState> t, String token, String move) {
    Table.Snapshot<JungleState> s = t.snapshot();
    t.move(0, token, s.number(), new Table.MoveInput.Text(move)).get();
  }

  private static void computer(Table<JungleState> t, String move) {
    Table.Snapshot<JungleState> s = t.snapshot();
    JungleState state = s.history().state();
    t.computerMove(1, s.number(), state.parseMove(move).get(), state).get();
  }

  @Test
  void aTakebackRewindsToThePersonsTurnAndIsStoredForARestartAndACopy() throws SQLException {
    Table<JungleState> t = againstTheComputer();
    String token = t.join(0, "An").get();
    assertThat(t.takeBack(0, token).getLeft().code()).as("nothing to take back yet")
        .isEqualTo(Rejection.NO_TAKEBACK);
    person(t, token, "a3a4");
    computer(t, "a7a6");
    person(t, token, "g3g4");
    computer(t, "g7g6");
    Table<JungleState> copy = Table.replica(store.load(t.id()).get(), JungleRules.STANDARD,
        store, wall::get, s -> { });
    java.util.List<Integer> before = t.record().moves().toJavaList();
    assertThat(before).hasSize(4);

    // Asked at another move number than the table's (sent twice, say): stale, nothing changes.
    Either<Rejection, Table.Snapshot<JungleState>> stale = t.takeBack(0, token, 2);
    assertThat(stale.getLeft().code()).isEqualTo(Rejection.STALE_MOVE);
    assertThat(stale.getLeft().message()).contains("move number 2", "at 4");
    assertThat(t.snapshot().number()).isEqualTo(4);
    assertThat(store.load(t.id()).get().takebacks()).isZero();
    Table.Snapshot<JungleState> back = t.takeBack(0, token, 4).get();
    // Back to the person's previous turn: g3g4 and the reply are gone, a3a4 a7a6 stay.
    assertThat(back.number()).isEqualTo(2);
    assertThat(back.toMove()).isZero();
    assertThat(t.record().moves()).containsExactlyElementsOf(before.subList(0, 2));
    assertThat(back.history().state()).isEqualTo(JungleRules.STANDARD.initialState()
        .play("a3a4").get().play("a7a6").get());
    // Stored at once: the line as it is now, and the plies taken back kept apart.
    Store.Row row = store.load(t.id()).get();
    assertThat(row.codes()).containsExactly(before.get(0), before.get(1));
    assertThat(row.takebacks()).isEqualTo(1);
    assertThat(store.takenBack(t.id())).extracting(p -> p[0] + "/" + p[1] + "/" + p[2])
        .containsExactly("1/2/" + before.get(2), "1/3/" + before.get(3));
    // A restart replays it; a copy on another server, behind, rebuilds from it.
    Table<JungleState> resumed = Table.resume(row, JungleRules.STANDARD, OptionalLong.empty(),
        store, wall::get, s -> { });
    assertThat(resumed.snapshot().history().state()).isEqualTo(back.history().state());
    assertThat(copy.catchUp(row)).isTrue();
    assertThat(copy.snapshot().history().record()).isEqualTo(back.history().record());

    // A computer move decided before the takeback, for a number the table reaches again in
    // another position, is stale.
    JungleState old = copy.snapshot().history().state();
    person(t, token, "b2b3");
    Table.Snapshot<JungleState> now = t.snapshot();
    int oldReply = JungleRules.STANDARD.initialState().play("a3a4").get().play("a7a6").get()
        .play("g3g4").get().parseMove("g7g6").get();
    assertThat(t.computerMove(1, now.number(), oldReply, old.play("g3g4").get()).getLeft()
        .code()).isEqualTo(Rejection.STALE_MOVE);
    assertThat(t.snapshot().number()).isEqualTo(now.number());
  }

  @Test
  void aTakebackIsRefusedWithAnotherPersonAtTheTableAndChangesNothing() throws SQLException {
    Table<JungleState> t = table(JungleRules.STANDARD, null, 3);
    String[] tokens = joinAll(t);
    Table.Snapshot<JungleState> s = t.snapshot();
    t.move(0, tokens[0], s.number(), new Table.MoveInput.Text("a3a4")).get();
    Either<Rejection, Table.Snapshot<JungleState>> refused = t.takeBack(0, tokens[0]);
    assertThat(refused.getLeft().code()).isEqualTo(Rejection.NO_TAKEBACK);
    assertThat(refused.getLeft().message()).contains("seat 1 is a person's");
    assertThat(t.snapshot().number()).isEqualTo(1);
    assertThat(storedPlies(t)).isEqualTo(1);
    assertThat(t.takeBack(0, "not-the-token").getLeft().code()).isEqualTo(Rejection.BAD_TOKEN);
  }

  /** A two-player Cờ Cá Ngựa table: a person at seat 0, a Tập chơi computer at seat 1. */
  private Table<LudoState> ludoAgainstTheComputer() throws SQLException {
    LudoRules rules = LudoRules.STANDARD.withPlayers(2);
    List<SeatSpec> seats = List.of(new SeatSpec.Open(),
        SeatSpec.of("computer", "practice", null, rules).get());
    Table<LudoState> t = Table.create(Tokens.newId(), rules, Option.none(), seats, 5, store,
        wall::get, changes::add);
    t.startIfReady();
    return t;
  }

  /**
   * One decision at a Cờ Cá Ngựa table, each seat playing its first legal move (the table draws
   * the rolls); returns whether the person had a choice (more than one legal move).
   */
  private static boolean decide(Table<LudoState> t, String token) {
    Table.Snapshot<LudoState> s = t.snapshot();
    LudoState state = s.history().state();
    MoveBuffer b = MoveBuffer.forGame(state.game());
    state.legalMoves(b);
    int first = b.get(0);
    if (s.toMove() == 0) {
      t.move(0, token, s.number(), new Table.MoveInput.Code(first)).get();
      return b.size() > 1;
    }
    t.computerMove(1, s.number(), first, state).get();
    return false;
  }

  @Test
  void aLudoTakebackSkipsForcedPassesAndDoesNotMeetTheSameRollsAgain() throws SQLException {
    Table<LudoState> t = ludoAgainstTheComputer();
    String token = t.join(0, "An").get();
    // Play until the person's last decision was forced (a pass, say) after one with a choice.
    int choiceAt = -1;
    boolean lastForced = false;
    for (int i = 0; i < 2_000 && !(choiceAt >= 0 && lastForced); i++) {
      Table.Snapshot<LudoState> s = t.snapshot();
      assertThat(s.history().state().isTerminal()).isFalse();
      boolean person = s.toMove() == 0;
      int number = s.number();
      boolean choice = decide(t, token);
      if (person) {
        lastForced = !choice;
        if (choice) {
          choiceAt = number;
        }
      }
    }
    assertThat(choiceAt).as("a choice, then a forced decision").isNotNegative();
    assertThat(lastForced).isTrue();
    java.util.List<Integer> seen = t.record().moves().toJavaList();
    // Back past the forced pass to the last decision with a choice.
    Table.Snapshot<LudoState> back = t.takeBack(0, token).get();
    assertThat(back.number()).isEqualTo(choiceAt);
    assertThat(back.toMove()).isZero();
    // Played again the same way, the rolls are drawn afresh: the line does not come back as it
    // was (with the same rolls at the same plies, first-move play would repeat it exactly).
    while (t.snapshot().number() < seen.size() && !t.snapshot().history().state().isTerminal()) {
      decide(t, token);
    }
    java.util.List<Integer> again = t.record().moves().toJavaList();
    assertThat(again.subList(choiceAt, Math.min(again.size(), seen.size())))
        .isNotEqualTo(seen.subList(choiceAt, Math.min(again.size(), seen.size())));
  }

  @Test
  void aTakebackMessageReadsItsOptionalMoveNumberAndRefusesABadOne() {
    assertThat(Protocol.readTakeBack("{\"type\":\"takeback\",\"seat\":0,\"token\":\"t\"}").get())
        .isEqualTo(new Protocol.TakeBack(0, "t", -1));
    assertThat(Protocol.readTakeBack(
        "{\"type\":\"takeback\",\"seat\":1,\"token\":\"t\",\"ply\":7}").get())
        .isEqualTo(new Protocol.TakeBack(1, "t", 7));
    for (String ply : new String[] {"-1", "\"4\"", "2.5", "99999999999"}) {
      var refused = Protocol.readTakeBack(
          "{\"type\":\"takeback\",\"seat\":0,\"token\":\"t\",\"ply\":" + ply + "}");
      assertThat(refused.getLeft().message()).as(ply).startsWith("/ply: a takeback's 'ply'");
    }
    assertThat(Protocol.readTakeBack(
        "{\"type\":\"takeback\",\"seat\":0,\"token\":\"t\",\"plies\":7}").isLeft()).isTrue();
  }
}
