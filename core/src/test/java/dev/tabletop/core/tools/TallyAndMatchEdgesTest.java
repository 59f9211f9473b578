package dev.tabletop.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.Shuttle;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The simulator's tally at its edges (games of exactly 64 plies, of hundreds, of none; seats that
 * only ever won), the shard's argument checks, the match runner's smallest legal match, and the
 * p-value and normal-tail texts.
 */
class TallyAndMatchEdgesTest {
  /** A track no random walk finishes within a few hundred plies, without repetition draws. */
  private static final Shuttle.Rules LONG = new Shuttle.Rules(1_000, 0);

  @Test
  void gamesCutAtTheirPlyLimitAreCountedAtThatLength() {
    // 64 is the tally's first table size, 200 is past its first doubling.
    for (int limit : new int[] {63, 64, 65, 200}) {
      SimulationReport r = Simulator.shard(LONG, 0, 5, 1, limit);
      assertThat(r.lengths()).as("limit %d", limit).containsExactly(io.vavr.Tuple.of(limit, 5L));
      assertThat(r.plies()).isEqualTo(5L * limit);
      SimulationReport threaded = Simulator.run(LONG, 5, 1, 2, limit, null);
      assertThat(threaded.lengths()).containsExactly(io.vavr.Tuple.of(limit, 5L));
    }
  }

  @Test
  void gamesOfNoPliesSurviveTheMergeOfThreads() {
    // A ply limit of 0 ends every game before its first move.
    SimulationReport r = Simulator.run(LONG, 7, 3, 2, 0, null);
    assertThat(r.lengths()).containsExactly(io.vavr.Tuple.of(0, 7L));
    assertThat(r.games()).isEqualTo(7);
  }

  @Test
  void aSeatCountsOnlyTheReturnsItGot() {
    // On a track of 1 the first player's only move wins: every game is 1 to player 0, -1 to 1.
    Shuttle.Rules one = new Shuttle.Rules(1, 0);
    SimulationReport r = Simulator.run(one, 9, 1, 1, 10, null);
    assertThat(r.seats().get(0).returnCounts()).containsExactly(io.vavr.Tuple.of(1, 9L));
    assertThat(r.seats().get(1).returnCounts()).containsExactly(io.vavr.Tuple.of(-1, 9L));
    assertThat(r.seats().get(0).wins()).isEqualTo(9);
  }

  @Test
  void aShardRefusesANegativePlyLimitByName() {
    assertThatThrownBy(() -> Simulator.shard(LONG, 0, 1, 1, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxPlies must be at least 0, got -1");
  }

  @Test
  void theElapsedTimeOfARunIsWithinTheCall() {
    long before = System.nanoTime();
    SimulationReport shard = Simulator.shard(LONG, 0, 3, 1, 50);
    SimulationReport run = Simulator.run(LONG, 3, 1, 1, 50, null);
    MatchRunner.Report match = MatchRunner.play(LONG, List.of(forward("a"), forward("b")),
        i -> LONG.initialState(), 2, 1, 1, 30, null);
    long after = System.nanoTime();
    assertThat(shard.elapsedNanos()).isBetween(0L, after - before);
    assertThat(run.elapsedNanos()).isBetween(0L, after - before);
    assertThat(match.nanos()).isBetween(0L, after - before);
  }

  private static MatchRunner.Entrant<Shuttle.State> forward(String name) {
    return new MatchRunner.Entrant<>(name, () -> Shuttle.forward(LONG, name));
  }

  @Test
  void theSmallestMatchHasOneGameOneThreadAndOnePly() {
    // One ply of a long race: nobody wins, the game is drawn at the limit.
    MatchRunner.Report r = MatchRunner.play(LONG, List.of(forward("a"), forward("b")),
        i -> LONG.initialState(), 1, 5, 1, 1, null);
    assertThat(r.games()).isEqualTo(1);
    assertThat(r.results().get(0).draws()).isEqualTo(1);
  }

  @Test
  void pValuesShowFourDecimalsDownTo0Point0001() {
    assertThat(MatchRunner.pText(0.0001)).isEqualTo("0.0001");
    assertThat(MatchRunner.pText(0.00009)).isEqualTo("<0.0001");
    assertThat(MatchRunner.pText(0.0211)).isEqualTo("0.0211");
    assertThat(MatchRunner.Elo.upperTail(Double.NaN)).isNaN();
  }
}
