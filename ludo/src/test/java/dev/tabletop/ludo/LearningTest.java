package dev.tabletop.ludo;

import static dev.tabletop.ludo.Positions.play;
import static dev.tabletop.ludo.Positions.pos;
import static dev.tabletop.ludo.Positions.roll;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.VectorEnv;
import dev.tabletop.testkit.Allocation;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Cờ Cá Ngựa's observation and actions by hand, and its vector environment. */
class LearningTest {
  private static final Encoding<LudoState> ENC = Ludo.encoding(LudoRules.STANDARD);

  private static float[] observe(Encoding<LudoState> enc, LudoState s, int player) {
    return enc.observer().observe(s, player);
  }

  @Test
  void theStartShowsEveryHorseInItsStableAndTheRollToCome() {
    float[] obs = observe(ENC, LudoRules.STANDARD.initialState(), 0);
    assertThat(obs).hasSize(1297);
    for (int r = 0; r < 4; r++) {
      for (int h = 0; h < 4; h++) {
        assertThat(obs[(4 * r + h) * 63]).as("seat %d horse %d in the stable", r, h).isEqualTo(1f);
      }
      assertThat(obs[1256 + r]).isEqualTo(1f);
      assertThat(obs[1264 + r]).isEqualTo(1f);
    }
    assertThat(obs[1268]).as("seat 0 rolls").isEqualTo(1f);
    assertThat(obs[1296]).as("a chance node").isEqualTo(1f);
    float sum = 0;
    for (float v : obs) {
      sum += v;
    }
    assertThat(sum).isEqualTo(16 + 4 + 4 + 1 + 1);
  }

  @Test
  void anEnteredHorseStandsOnItsStartSeenFromEverySeat() {
    LudoState s = play(roll(LudoRules.STANDARD.initialState(), 6), "enter");
    float[] own = observe(ENC, s, 0);
    assertThat(own[1]).as("horse 0 of seat 0 at progress 1").isEqualTo(1f);
    assertThat(own[1008]).as("ring cell 0, seat 0's start").isEqualTo(1f);
    assertThat(own[1256]).isEqualTo(0.75f);
    // Seat 1 sees seat 0 three seats on: its start cell is 42 cells after seat 1's own.
    float[] next = observe(ENC, s, 1);
    assertThat(next[(4 * 3) * 63 + 1]).isEqualTo(1f);
    assertThat(next[1008 + 56 * 3 + 42]).isEqualTo(1f);
    assertThat(next[1256 + 3]).isEqualTo(0.75f);
    // A bonus roll: seat 0 rolls again, which seat 1 sees as seat 3's turn.
    assertThat(next[1268 + 3]).isEqualTo(1f);
  }

  @Test
  void aTwoPlayerTableSitsOppositeAndTheEmptySeatsStayEmpty() {
    Encoding<LudoState> two = Ludo.encoding(LudoRules.STANDARD.withPlayers(2));
    float[] obs = observe(two, LudoRules.STANDARD.withPlayers(2).initialState(), 1);
    assertThat(new float[] {obs[1264], obs[1265], obs[1266], obs[1267]})
        .containsExactly(1f, 0f, 1f, 0f);
    assertThat(obs[1268 + 2]).as("player 0 rolls, two seats after player 1").isEqualTo(1f);
  }

  @Test
  void theRollAndTheDiceLeftAreShown() {
    LudoRules each = LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH);
    Encoding<LudoState> enc = Ludo.encoding(each);
    LudoState s = pos(each, "0,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -");
    s = roll(s, 2, 5);
    float[] obs = observe(enc, s, 0);
    assertThat(obs[1272 + 1]).as("die a shows 2").isEqualTo(1f);
    assertThat(obs[1278 + 4]).as("die b shows 5").isEqualTo(1f);
    assertThat(obs[1284 + 1] + obs[1290 + 4]).as("both left").isEqualTo(2f);
    s = s.apply(s.parseMove("move 0 by 2").get());
    obs = observe(enc, s, 0);
    assertThat(obs[1272 + 1] + obs[1278 + 4]).as("the roll still shows").isEqualTo(2f);
    assertThat(obs[1284 + 1]).as("die a is played").isZero();
    assertThat(obs[1290 + 4]).as("die b is left").isEqualTo(1f);
    assertThat(obs[1 + 2]).as("horse 0 two cells on").isEqualTo(1f);
  }

  @Test
  void actionsAreTheMoveCodesNumberedDensely() {
    ActionSpace<LudoState> one = ENC.actions();
    assertThat(one.size()).isEqualTo(25);
    assertThat(Ludo.encoding(LudoRules.TWO_DICE).actions().size()).isEqualTo(61);
    LudoState s = roll(LudoRules.STANDARD.initialState(), 6);
    int enter = s.parseMove("enter").get();
    assertThat(one.action(s, LudoMove.PASS)).isZero();
    // Horse 0's enter, the first action after the pass.
    assertThat(one.action(s, enter)).isEqualTo(1);
    assertThat(one.move(s, 1)).isEqualTo(enter);
    // Horse 2's kick back: 1 + 6 * 2 + 5.
    int back = new LudoMove(LudoMove.Kind.BACK, 2, LudoMove.Die.A).code();
    assertThat(one.action(s, back)).isEqualTo(18);
    // With one die, a code that names the second die has no action.
    assertThat(one.action(s, new LudoMove(LudoMove.Kind.MOVE, 0, LudoMove.Die.B).code()))
        .isEqualTo(ActionSpace.NONE);
    assertThatThrownBy(() -> one.move(s, 25)).isInstanceOf(IllegalArgumentException.class);
    // The mask of a roll of 6 at the start: enter only.
    byte[] mask = one.mask(s);
    assertThat(mask[1]).isEqualTo((byte) 1);
    int ones = 0;
    for (byte b : mask) {
      ones += b;
    }
    assertThat(ones).isEqualTo(1);
  }

  @Test
  void theLearnersSeatsAreTheOnlyOnesAskedAndChanceIsDrawnByTheEnvironment() {
    VectorEnv<LudoState> env = VectorEnv.builder(ENC).envs(4).build();
    Batch b = Batch.allocate(env);
    env.reset(1, b);
    int[] actions = new int[4];
    SplittableRandom random = new SplittableRandom(4);
    for (int t = 0; t < 2_000; t++) {
      for (int i = 0; i < 4; i++) {
        assertThat(env.state(i).isChance()).isFalse();
        assertThat(b.players().get(i)).isEqualTo(env.state(i).currentPlayer());
        // The observation is the mover's: seat 0 of the board is the one to move.
        assertThat(b.observations().get(i * 1297 + 1268)).isEqualTo(1f);
      }
      env.randomActions(random, actions);
      env.step(actions, b);
      for (int i = 0; i < 4; i++) {
        if (b.terminated().get(i) == 1) {
          float sum = 0;
          for (int p = 0; p < 4; p++) {
            sum += b.rewards().get(4 * i + p);
          }
          // Places 1st to 4th: returns 3, 1, -1, -3 as the rules give them; zero-sum.
          assertThat(sum).isZero();
        }
      }
    }
    assertThat(env.totalEpisodes()).isPositive();
  }

  // ---------------------------------------------------------------- allocation

  @Test
  void aStepAllocatesNothingButTheStatesItPlays() {
    assumeTrue(Allocation.available());
    double perPly = Allocation.bytesPerPly(LudoRules.STANDARD, 100_000, 5);
    assertThat(perPly).isBetween(40.0, 72.0);
    for (boolean direct : new boolean[] {false, true}) {
      double beyond = Allocation.vectorEnvBytesBeyondStates(ENC, direct,
          16, 6_000, 0, perPly, 9);
      assertThat(beyond).as("bytes beyond the states (direct=%b)", direct)
          .isLessThan(4096);
    }
  }
}
