package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.List;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * What every database behind the server must do, run against H2 in a file and against a real
 * PostgreSQL by the subclasses.
 */
abstract class StoreContract {

  /** The store under test, fresh or shared (every test uses its own table ids). */
  abstract Store store();

  private static Store.Row newRow(String id) {
    return new Store.Row(id, "jungle(repetitionLimit=5,noMoveLoses=true)", "clock(move=90,game=0,"
        + "increment=0)", 42L, 1_000L, null, 0, "waiting", null, List.of(
            new Store.Seat(0, "open", null, null, null, null),
            new Store.Seat(1, "computer", "hard", "nodes:60000", null, null)),
        new int[0], new long[0]);
  }

  private static String id() {
    return Tokens.newId();
  }

  @Test
  void aCreatedTableComesBackWithItsSeatsAndNoPlies() throws SQLException {
    String id = id();
    store().create(newRow(id));
    Store.Row back = store().load(id).get();
    assertThat(back.spec()).isEqualTo("jungle(repetitionLimit=5,noMoveLoses=true)");
    assertThat(back.clock()).isEqualTo("clock(move=90,game=0,increment=0)");
    assertThat(back.seed()).isEqualTo(42L);
    assertThat(back.status()).isEqualTo("waiting");
    assertThat(back.startedAt()).isNull();
    assertThat(back.ending()).isNull();
    assertThat(back.codes()).isEmpty();
    assertThat(back.seats()).containsExactly(new Store.Seat(0, "open", null, null, null, null),
        new Store.Seat(1, "computer", "hard", "nodes:60000", null, null));
    assertThat(store().load("no-such-table")).isEmpty();
  }

  @Test
  void aCommitWritesItsPliesAndTheStatusTogether() throws SQLException {
    String id = id();
    store().create(newRow(id));
    store().commit(new Store.Commit(id, 0, new int[] {7, 8}, 2_000L, "playing", 2_000L, null));
    store().commit(new Store.Commit(id, 2, new int[] {9}, 2_500L, "playing", null, null));
    Store.Row back = store().load(id).get();
    assertThat(back.codes()).containsExactly(7, 8, 9);
    assertThat(back.times()).containsExactly(2_000L, 2_000L, 2_500L);
    assertThat(back.startedAt()).isEqualTo(2_000L);
    assertThat(back.status()).isEqualTo("playing");
    assertThat(store().loadUnfinished().map(Store.Row::id)).contains(id);
  }

  @Test
  void aStepComputedFromAnotherPlyCountIsRefusedAndWritesNothing() throws SQLException {
    String id = id();
    store().create(newRow(id));
    store().commit(new Store.Commit(id, 0, new int[] {7}, 2_000L, "playing", 2_000L, null));
    // The same step again (a move applied twice), and a step from the future.
    assertThatThrownBy(() -> store().commit(new Store.Commit(id, 0, new int[] {7}, 2_100L,
        "playing", null, null))).isInstanceOf(Store.ConflictException.class)
        .hasMessageContaining("not at ply 0");
    assertThatThrownBy(() -> store().commit(new Store.Commit(id, 5, new int[] {1}, 2_100L,
        "over", null, null))).isInstanceOf(Store.ConflictException.class);
    Store.Row back = store().load(id).get();
    assertThat(back.codes()).containsExactly(7);
    assertThat(back.status()).isEqualTo("playing");
  }

  @Test
  void aTakebackKeepsThePliesApartAndTheTableLoadsAsItIsNow() throws SQLException {
    String id = id();
    store().create(newRow(id));
    store().commit(new Store.Commit(id, 0, new int[] {7, 8}, 2_000L, "playing", 2_000L, null));
    store().commit(new Store.Commit(id, 2, new int[] {9, 10}, 2_500L, "playing", null, null));
    // Asked at another ply count: refused, nothing written.
    assertThatThrownBy(() -> store().takeBack(id, 3, 1, 2_600L))
        .isInstanceOf(Store.ConflictException.class);
    assertThat(store().load(id).get().codes()).containsExactly(7, 8, 9, 10);
    store().takeBack(id, 4, 1, 2_700L);
    Store.Row back = store().load(id).get();
    assertThat(back.codes()).containsExactly(7);
    assertThat(back.times()).containsExactly(2_000L);
    assertThat(back.takebacks()).isEqualTo(1);
    assertThat(store().takenBack(id)).extracting(p -> p[0] + "/" + p[1] + "/" + p[2])
        .containsExactly("1/1/8", "1/2/9", "1/3/10");
    // The line goes on from there, and a second takeback is numbered apart.
    store().commit(new Store.Commit(id, 1, new int[] {11, 12}, 2_800L, "playing", null, null));
    store().takeBack(id, 3, 2, 2_900L);
    back = store().load(id).get();
    assertThat(back.codes()).containsExactly(7, 11);
    assertThat(back.takebacks()).isEqualTo(2);
    assertThat(store().takenBack(id)).extracting(p -> p[0] + "/" + p[1] + "/" + p[2])
        .containsExactly("1/1/8", "1/2/9", "1/3/10", "2/2/12");
  }

  /**
   * A load sees a table as one write left it, never the takeback count of one moment with the
   * plies of another: what another server rebuilds a table from. One thread plays two plies and
   * takes one back, over and over, so the table always has one or three plies more than its
   * takeback count; another loads it meanwhile on its own connection. (A load that read the count
   * before a takeback and the plies after it would see two more.)
   */
  @Test
  void aLoadSeesThePliesOfTheTakebackCountItReads() throws Exception {
    String id = id();
    store().create(newRow(id));
    store().commit(new Store.Commit(id, 0, new int[] {1}, 2_000L, "playing", 2_000L, null));
    int cycles = 400;
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Future<Void> writer = pool.submit(() -> {
        for (int k = 0; k < cycles; k++) {
          store().commit(new Store.Commit(id, k + 1, new int[] {2, 3}, 3_000L + k, "playing",
              null, null));
          store().takeBack(id, k + 3, k + 2, 3_000L + k);
        }
        return null;
      });
      Future<java.util.List<String>> loader = pool.submit(() -> {
        java.util.List<String> mixed = new java.util.ArrayList<>();
        while (!writer.isDone()) {
          Store.Row row = store().load(id).get();
          int more = row.codes().length - row.takebacks();
          if (more != 1 && more != 3) {
            mixed.add(row.takebacks() + " takebacks with " + row.codes().length + " plies");
          }
        }
        return mixed;
      });
      writer.get();
      assertThat(loader.get()).isEmpty();
    } finally {
      pool.shutdownNow();
    }
    Store.Row end = store().load(id).get();
    assertThat(end.takebacks()).isEqualTo(cycles);
    assertThat(end.codes()).hasSize(cycles + 1);
  }

  @Test
  void anEndingOnTimeIsStoredAndTheTableIsNoLongerUnfinished() throws SQLException {
    String id = id();
    store().create(newRow(id));
    store().commit(new Store.Commit(id, 0, new int[] {3}, 2_000L, "playing", 2_000L, null));
    store().commit(new Store.Commit(id, 1, new int[0], 95_000L, "over", null,
        new Store.Ending("time", 1, "player 1 took more than 90 s for a move")));
    Store.Row back = store().load(id).get();
    assertThat(back.ending()).isEqualTo(new Store.Ending("time", 1,
        "player 1 took more than 90 s for a move"));
    assertThat(back.codes()).containsExactly(3);
    assertThat(store().loadUnfinished().map(Store.Row::id)).doesNotContain(id);
  }

  @Test
  void anOpenSeatGoesToExactlyOneOfManyJoiningAtOnce() throws Exception {
    String id = id();
    store().create(newRow(id));
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      java.util.List<Callable<Boolean>> joins = new java.util.ArrayList<>();
      for (int i = 0; i < 8; i++) {
        String digest = Tokens.digest(Tokens.newToken());
        joins.add(() -> store().claim(id, 0, digest, "p"));
      }
      int won = 0;
      for (Future<Boolean> f : pool.invokeAll(joins)) {
        won += f.get() ? 1 : 0;
      }
      assertThat(won).isEqualTo(1);
    } finally {
      pool.shutdownNow();
    }
    assertThat(store().claim(id, 1, Tokens.digest("x"), "p")).as("a computer seat").isFalse();
    assertThat(store().load(id).get().seats().get(0).tokenDigest()).hasSize(64);
  }

  @Test
  void theHeartbeatIsKept() throws SQLException {
    store().alive(123_456L);
    assertThat(store().lastAlive()).hasValue(123_456L);
    store().alive(123_999L);
    assertThat(store().lastAlive()).hasValue(123_999L);
  }
}
