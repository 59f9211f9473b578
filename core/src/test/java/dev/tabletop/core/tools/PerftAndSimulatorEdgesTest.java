package dev.tabletop.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.Shuttle;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Perft on the shuttle race, counted by hand, and the simulator's long games, progress and
 * failures.
 */
class PerftAndSimulatorEdgesTest {
  /** A track of 2: A moves first; a token at 1 may go back or forward, at 0 only forward. */
  private final Shuttle.Rules track = new Shuttle.Rules(2, 0);
  private final Shuttle.State start = track.initialState();

  @Test
  void perftCountsTheShuttleTreeByHand() {
    // Ply 1: A forward. Ply 2: B forward, to (1, 1). Ply 3: A back or forward (2 leaves).
    // Ply 4: after A back, B back or forward (2); after A forward A has won (1 terminal leaf).
    assertThat(Perft.count(start, 0)).isEqualTo(1);
    assertThat(Perft.count(start, 1)).isEqualTo(1);
    assertThat(Perft.count(start, 2)).isEqualTo(1);
    assertThat(Perft.count(start, 3)).isEqualTo(2);
    assertThat(Perft.count(start, 4)).isEqualTo(3);
    // Counting ended games as no leaf drops the win.
    assertThat(Perft.of(start, 4, true, s -> 0L).perft(start, 4)).isEqualTo(2);
    assertThat(Perft.of(start, 4, false, s -> 0L).perft(start, 4)).isEqualTo(2);
    // Or as 10 leaves, bulk or not.
    assertThat(Perft.of(start, 4, false, s -> 10L).perft(start, 4)).isEqualTo(12);
    assertThat(Perft.of(start, 4, true, s -> 10L).perft(start, 4)).isEqualTo(12);
  }

  @Test
  void aTerminalRootHasOneLeafAtDepthZeroAndItsOwnCountAbove() {
    Shuttle.State won = new Shuttle.State(track, 2, 1, 1);
    assertThat(Perft.count(won, 0)).isEqualTo(1);
    assertThat(Perft.count(won, 3)).isEqualTo(1);
    assertThat(Perft.of(won, 3, false, s -> 0L).perft(won, 3)).isZero();
    assertThat(Perft.countByMove(won, 2)).isEmpty();
    assertThat(Perft.of(won, 2, false).divide(won, 2)).isEmpty();
  }

  @Test
  void divideGivesEachRootMoveItsSubtreeInMoveOrder() {
    Shuttle.State mid = new Shuttle.State(track, 1, 1, 0);
    // Back: B then has back or forward (2 at depth 2); forward wins at once (1 terminal leaf).
    var divide = Perft.countByMove(mid, 2);
    assertThat(divide.keySet()).containsExactly("back", "forward");
    assertThat(divide.get("back").get()).isEqualTo(2L);
    assertThat(divide.get("forward").get()).isEqualTo(1L);
    assertThat(Perft.countByMove(mid, 1).values()).containsExactly(1L, 1L);
    Perft<Shuttle.State> p = Perft.of(mid, 2, false);
    assertThat(p.divide(mid, 2)).isEqualTo(divide);
    assertThatThrownBy(() -> p.divide(mid, 3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("divide depth must be from 1 to 2, was 3");
    assertThatThrownBy(() -> p.divide(mid, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.perft(mid, 3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("perft depth 3 is above this counter's maxDepth 2");
    assertThatThrownBy(() -> p.perft(mid, -1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0 or more");
    assertThat(p.perft(mid, 2)).isEqualTo(3);
    assertThat(Perft.of(mid, 0, true).perft(mid, 0)).isEqualTo(1);
    assertThatThrownBy(() -> Perft.of(mid, Integer.MAX_VALUE, true))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
    assertThatThrownBy(() -> Perft.of(mid, 2, true, null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void gamesLongerThanTheFirstHistogramAreCountedAtTheirLength() {
    // A track of 70, no repetition rule, 100 plies: at most 50 steps each, nobody gets home,
    // so every game is cut at 100, past the histogram's first 64 lengths.
    Shuttle.Rules longTrack = new Shuttle.Rules(70, 0);
    SimulationReport cut = Simulator.run(longTrack, 200, 4, 2, 100, null);
    assertThat(cut.lengths().toJavaMap()).isEqualTo(java.util.Map.of(100, 200L));
    assertThat(cut.maxLength()).isEqualTo(100);
    assertThat(cut.plies()).isEqualTo(200 * 100);
    assertThat(cut.endings().keySet()).containsExactly("ply limit");
    assertThat(Simulator.shard(longTrack, 0, 200, 4, 100).withElapsedNanos(0))
        .isEqualTo(cut.withElapsedNanos(0));
  }

  @Test
  void aSlowRunReportsProgressOnTheCallingThread() {
    // Each game's start waits 300 ms: four games on one thread take over a second, so the
    // listener hears at least once, with a count between 0 and 4, from the calling thread.
    AtomicLong calls = new AtomicLong();
    AtomicLong lastDone = new AtomicLong(-1);
    Thread caller = Thread.currentThread();
    AtomicInteger wrongThread = new AtomicInteger();
    SimulationReport r = Simulator.run(track, i -> {
      try {
        Thread.sleep(300);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return start;
    }, 4, 1, 1, 100, (done, total, nanos) -> {
      calls.incrementAndGet();
      lastDone.set(done);
      assertThat(total).isEqualTo(4);
      assertThat(nanos).isPositive();
      if (Thread.currentThread() != caller) {
        wrongThread.incrementAndGet();
      }
    });
    assertThat(r.games()).isEqualTo(4);
    assertThat(calls.get()).isPositive();
    assertThat(lastDone.get()).isBetween(0L, 4L);
    assertThat(wrongThread.get()).isZero();
  }

  @Test
  void aFailingGameFailsTheRunWithItsCause() {
    assertThatThrownBy(() -> Simulator.run(track, i -> {
      throw new IllegalStateException("no start for game " + i);
    }, 3, 1, 2, 100, null)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("a simulated game failed")
        .hasRootCauseMessage("no start for game 0");
    assertThatThrownBy(() -> Simulator.shard(null, 0, 1, 1, 1))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void theGeneratorOfAGameDependsOnTheSeedAndTheIndex() {
    long a = Simulator.gameRandom(1, 0).nextLong();
    assertThat(Simulator.gameRandom(1, 0).nextLong()).isEqualTo(a);
    assertThat(Simulator.gameRandom(1, 1).nextLong()).isNotEqualTo(a);
    assertThat(Simulator.gameRandom(2, 0).nextLong()).isNotEqualTo(a);
  }
}
