package dev.tabletop.core.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.Shuttle;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The hash table behind repetition in playouts, and the playout's use of it, by hand. */
class RepetitionInPlayoutsTest {
  /** Always the first legal move: on the shuttle track, forward from 0 and back from 1. */
  private static final RandomGenerator FIRST = new RandomGenerator() {
    @Override
    public long nextLong() {
      throw new AssertionError("only nextInt(bound) is expected");
    }

    @Override
    public int nextInt(int bound) {
      return 0;
    }
  };

  @Test
  void countsEachHashSeparatelyAndForgetsOnClear() {
    HashCounts c = new HashCounts();
    assertThat(c.get(42)).isZero();
    assertThat(c.increment(42)).isEqualTo(1);
    assertThat(c.increment(42)).isEqualTo(2);
    assertThat(c.increment(7)).isEqualTo(1);
    assertThat(c.get(42)).isEqualTo(2);
    assertThat(c.get(7)).isEqualTo(1);
    assertThat(c.get(8)).isZero();
    c.clear();
    assertThat(c.get(42)).isZero();
    assertThat(c.get(7)).isZero();
    assertThat(c.increment(42)).isEqualTo(1);
    c.clear();
    c.clear();
    assertThat(c.get(42)).isZero();
  }

  @Test
  void hashesThatShareASlotAreKeptApart() {
    // The slot is (h ^ h >>> 32) & 255 at first: 1, 257, 1L << 32 and 0 all land in slot 1
    // (0 in slot 0, next to them), so the probe sequence must step past each to find the next.
    long[] same = {1, 257, 1L << 32, 513, 0};
    HashCounts c = new HashCounts();
    for (int round = 1; round <= 3; round++) {
      for (long h : same) {
        assertThat(c.increment(h)).as("hash %d round %d", h, round).isEqualTo(round);
      }
    }
    for (long h : same) {
      assertThat(c.get(h)).isEqualTo(3);
    }
    assertThat(c.get(769)).isZero();
    assertThat(c.get(2L << 32 | 3)).isZero();
  }

  @Test
  void growsPastItsFirstCapacityKeepingEveryCount() {
    // 5,000 distinct hashes (far more than the 256 first slots), hash i counted i % 3 + 1 times,
    // many of them colliding (multiples of 256 share the low byte).
    HashCounts c = new HashCounts();
    for (int round = 0; round < 3; round++) {
      for (long i = 0; i < 5_000; i++) {
        if (round <= i % 3) {
          c.increment(i * 256);
        }
      }
    }
    for (long i = 0; i < 5_000; i++) {
      assertThat(c.get(i * 256)).as("hash %d", i * 256).isEqualTo((int) (i % 3) + 1);
    }
    assertThat(c.get(5_000L * 256)).isZero();
    c.clear();
    assertThat(c.get(256)).isZero();
    assertThat(c.increment(256)).isEqualTo(1);
  }

  @Test
  void theStartPositionCountsAndTheThirdOccurrenceDraws() {
    // Always the first move: A forward, B forward, A back, B back, so the start position recurs
    // at plies 4 and 8. Counting the start as its first occurrence, the third is at ply 8; the
    // next position to recur, (1, 0, B to move), would reach three only at ply 9.
    Shuttle.Rules rules = new Shuttle.Rules(60, 3);
    Playout<Shuttle.State> playout = new Playout<>(rules, 1_000);
    Playout.PlayoutResult<Shuttle.State> r = playout.play(rules.initialState(), FIRST);
    assertThat(r.ending()).isEqualTo(Playout.Ending.REPETITION);
    assertThat(r.plies()).isEqualTo(8);
    assertThat(r.state()).isEqualTo(rules.initialState());
    // The same playout object forgets the last game: the second game is the same game.
    Playout.PlayoutResult<Shuttle.State> again = playout.play(rules.initialState(), FIRST);
    assertThat(again.plies()).isEqualTo(8);
    assertThat(again.ending()).isEqualTo(Playout.Ending.REPETITION);
  }

  @Test
  void aLimitOfTwoDrawsAtTheFirstReturn() {
    Shuttle.Rules rules = new Shuttle.Rules(60, 2);
    Playout.PlayoutResult<Shuttle.State> r =
        new Playout<>(rules, 1_000).play(rules.initialState(), FIRST);
    assertThat(r.plies()).isEqualTo(4);
    assertThat(r.reason()).isEqualTo("repetition");
    assertThat(r.returns(0)).isZero();
    assertThat(r.returns(1)).isZero();
  }

  @Test
  void noRepetitionLimitPlaysOnToThePlyLimit() {
    Shuttle.Rules rules = new Shuttle.Rules(60, 0);
    Playout.PlayoutResult<Shuttle.State> r =
        new Playout<>(rules, 37).play(rules.initialState(), FIRST);
    assertThat(r.ending()).isEqualTo(Playout.Ending.PLY_LIMIT);
    assertThat(r.plies()).isEqualTo(37);
    assertThat(r.returns(0)).isZero();
  }

  @Test
  void aWinningMoveIsAWinEvenWhenItReachesTheLimitAtOnce() {
    // Limit 1 counts every new position as repeated; the move that ends the game still wins.
    Shuttle.Rules rules = new Shuttle.Rules(1, 1);
    Playout.PlayoutResult<Shuttle.State> r =
        new Playout<>(rules, 10).play(rules.initialState(), FIRST);
    assertThat(r.ending()).isEqualTo(Playout.Ending.TERMINAL);
    assertThat(r.plies()).isEqualTo(1);
    assertThat(r.returns(0)).isEqualTo(1);
    assertThat(r.returns(1)).isEqualTo(-1);
    // On a longer track the first move is already the limit's first and only occurrence.
    Shuttle.Rules longer = new Shuttle.Rules(5, 1);
    Playout.PlayoutResult<Shuttle.State> cut =
        new Playout<>(longer, 10).play(longer.initialState(), FIRST);
    assertThat(cut.ending()).isEqualTo(Playout.Ending.REPETITION);
    assertThat(cut.plies()).isEqualTo(1);
  }

  @Test
  void aPlayoutFromATerminalStatePlaysNothing() {
    Shuttle.Rules rules = new Shuttle.Rules(3, 3);
    Shuttle.State over = new Shuttle.State(rules, 3, 1, 1);
    Playout.PlayoutResult<Shuttle.State> r = new Playout<>(rules, 0).play(over, FIRST);
    assertThat(r.ending()).isEqualTo(Playout.Ending.TERMINAL);
    assertThat(r.plies()).isZero();
    assertThat(r.returns(0)).isEqualTo(1);
    assertThat(r.reason()).isEqualTo(over.endReason());
    assertThatThrownBy(() -> new Playout<>(rules, -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxPlies");
  }
}
