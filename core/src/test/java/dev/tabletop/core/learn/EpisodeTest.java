package dev.tabletop.core.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RandomPlayer;
import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.DicePokerEncoding;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One game through the encoding: the single environment PettingZoo and Gymnasium wrap. */
class EpisodeTest {
  private static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;
  private static final Encoding<DicePoker.State> POKER = DicePokerEncoding.of(RULES);

  private static List<String> game(Episode<DicePoker.State> e, long seed) {
    List<String> out = new ArrayList<>();
    e.reset(seed);
    SplittableRandom policy = new SplittableRandom(1);
    while (e.ending() == Episode.RUNNING) {
      out.add(e.state().toString());
      e.step(e.randomAction(policy));
    }
    out.add(e.state() + " " + e.reward(0) + " " + e.reward(1));
    return out;
  }

  @Test
  void anEpisodeRunsToTheEndAndKeepsTheFinalState() {
    Episode<DicePoker.State> e = Episode.selfPlay(POKER, 0);
    e.reset(3);
    assertThat(e.state().isChance()).isFalse();
    assertThat(e.plies()).as("two dice rolled").isEqualTo(2);
    assertThat(e.player()).isZero();
    int steps = 0;
    SplittableRandom policy = new SplittableRandom(2);
    while (e.ending() == Episode.RUNNING) {
      e.step(e.randomAction(policy));
      steps++;
    }
    assertThat(e.ending()).isEqualTo(Episode.TERMINAL);
    assertThat(e.steps()).isEqualTo(steps);
    assertThat(e.player()).isEqualTo(-1);
    assertThat(e.reward(0)).isEqualTo(e.state().returns(0));
    assertThat(e.reward(0) + e.reward(1)).isZero();
    byte[] mask = new byte[4];
    assertThat(e.mask(mask, 0)).isZero();
    assertThat(mask).containsOnly(0);
    assertThatThrownBy(() -> e.step(0)).isInstanceOf(IllegalStateException.class)
        .hasMessage("the episode is over: reset it");
  }

  @Test
  void theSameSeedGivesTheSameGameAndResetGoesOnWithTheGenerator() {
    Episode<DicePoker.State> a = Episode.selfPlay(POKER, 0);
    Episode<DicePoker.State> b = Episode.selfPlay(POKER, 0);
    assertThat(game(a, 9)).isEqualTo(game(b, 9));
    List<String> dice = new ArrayList<>();
    a.reset(9);
    for (int i = 0; i < 30; i++) {
      dice.add(a.state().toString());
      a.reset();
    }
    assertThat(dice.stream().distinct().count()).as("later games deal other dice").isGreaterThan(5);
  }

  @Test
  void anIllegalActionIsRefusedWithTheRuleAndChangesNothing() {
    Episode<DicePoker.State> e = Episode.selfPlay(POKER, 0);
    assertThatThrownBy(() -> e.step(0)).isInstanceOf(IllegalStateException.class)
        .hasMessage("reset the episode before stepping it");
    e.reset(1);
    DicePoker.State before = e.state();
    assertThatThrownBy(() -> e.step(DicePoker.CALL)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("action 3 is not legal for seat 0 (");
    assertThatThrownBy(() -> e.step(4)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("action 4 is not an index of the action space (0 to 3)");
    assertThat(e.state()).isSameAs(before);
    assertThat(e.steps()).isZero();
  }

  @Test
  void theStepLimitTruncatesWithNoReward() {
    Episode<DicePoker.State> e = Episode.selfPlay(POKER, 1);
    e.reset(4);
    assertThat(e.step(DicePoker.CHECK)).isEqualTo(Episode.TRUNCATED);
    assertThat(e.reward(0)).isZero();
    assertThat(e.reward(1)).isZero();
    assertThat(e.state().isTerminal()).isFalse();
  }

  @Test
  void withRotatingSeatsTheSeedDecidesTheLearnersSeat() {
    @SuppressWarnings("unchecked")
    Player<DicePoker.State>[] seating = new Player[] {null, new RandomPlayer<>(RULES)};
    Episode<DicePoker.State> e = new Episode<>(POKER, seating, true, 0, 0);
    Episode<DicePoker.State> fixed = new Episode<>(POKER, seating, false, 0, 0);
    int[] firstSeats = new int[2];
    for (long seed = 0; seed < 64; seed++) {
      e.reset(seed);
      int seat = e.learnerSeat();
      String start = e.state().toString();
      firstSeats[seat]++;
      e.reset();
      assertThat(e.learnerSeat()).isEqualTo(1 - seat);
      // The same seed again (after any number of episodes) gives the same seat and game.
      e.reset(seed);
      assertThat(e.learnerSeat()).isEqualTo(seat);
      assertThat(e.state().toString()).isEqualTo(start);
      fixed.reset(seed);
      assertThat(fixed.learnerSeat()).isZero();
    }
    assertThat(firstSeats[0]).isBetween(16, 48);
  }

  @Test
  void aComputerSeatMovesItselfAndRotationMovesTheLearner() {
    @SuppressWarnings("unchecked")
    Player<DicePoker.State>[] seating = new Player[] {null, new RandomPlayer<>(RULES)};
    Episode<DicePoker.State> e = new Episode<>(POKER, seating, true, 0, 0);
    e.reset(5);
    int first = e.learnerSeat();
    SplittableRandom policy = new SplittableRandom(3);
    int[] seats = new int[2];
    for (int game = 0; game < 40; game++) {
      int learner = e.learnerSeat();
      seats[learner]++;
      assertThat(learner).isEqualTo((first + game) % 2);
      while (e.ending() == Episode.RUNNING) {
        assertThat(e.player()).isEqualTo(learner);
        e.step(e.randomAction(policy));
      }
      e.reset();
    }
    assertThat(seats).containsExactly(20, 20);
    @SuppressWarnings("unchecked")
    Player<DicePoker.State>[] full = new Player[] {new RandomPlayer<>(RULES),
        new RandomPlayer<>(RULES)};
    assertThatThrownBy(() -> new Episode<>(POKER, full, false, 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no seat is left for a learner");
  }
  @Test
  void stepIntoStepsWritesTheSeatsViewAndPacksTheStatus() {
    Episode<DicePoker.State> a = Episode.selfPlay(POKER, 0);
    Episode<DicePoker.State> b = Episode.selfPlay(POKER, 0);
    int size = POKER.observer().size();
    FloatBuffer obs = ByteBuffer.allocateDirect(4 * size).asFloatBuffer();
    ByteBuffer mask = ByteBuffer.allocateDirect(4);
    a.reset(7);
    b.reset(7);
    assertThat(b.status()).isEqualTo(Episode.RUNNING | 1L << 8 | (long) b.plies() << 16);
    SplittableRandom policy = new SplittableRandom(4);
    while (a.ending() == Episode.RUNNING) {
      int action = a.randomAction(policy);
      int seat = a.player();
      a.step(action);
      long status = b.stepInto(action, seat, obs, mask);
      assertThat(status & 0xFF).isEqualTo(a.ending());
      assertThat((status >> 8 & 0xFF) - 1).isEqualTo(a.player());
      assertThat(status >> 16).isEqualTo(a.plies());
      float[] expected = new float[size];
      a.observe(seat, expected, 0);
      float[] written = new float[size];
      obs.get(0, written);
      assertThat(written).containsExactly(expected);
      byte[] expectedMask = new byte[4];
      if (seat == a.player()) {
        a.mask(expectedMask, 0);
      }
      byte[] writtenMask = new byte[4];
      mask.get(0, writtenMask);
      assertThat(writtenMask).as("the mask only on the seat's own turn").containsExactly(
          expectedMask);
    }
    assertThat(b.ending()).isEqualTo(a.ending());
    mask.put(0, (byte) 7);
    assertThatThrownBy(() -> b.stepInto(0, 0, obs, mask))
        .isInstanceOf(IllegalStateException.class);
    assertThat(mask.get(0)).as("nothing written for a refused step").isEqualTo((byte) 7);
    assertThat(b.observeInto(0, obs, mask) & 0xFF).isEqualTo(b.ending());
    assertThat(mask.get(0)).as("no legal actions once over").isZero();
  }
}
