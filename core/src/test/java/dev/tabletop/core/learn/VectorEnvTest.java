package dev.tabletop.core.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.search.RandomPlayer;
import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.DicePokerEncoding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The vector environment over a small game with chance, hidden dice and betting. */
class VectorEnvTest {
  private static final DicePoker.Rules RULES = DicePoker.Rules.STANDARD;
  private static final Encoding<DicePoker.State> POKER = DicePokerEncoding.of(RULES);

  private static VectorEnv<DicePoker.State> env(int n) {
    return VectorEnv.builder(POKER).envs(n).build();
  }

  /** Everything a step wrote, as text, for comparing two runs. */
  private static String snapshot(VectorEnv<?> env, Batch b) {
    float[] obs = new float[env.envs() * env.observationSize()];
    b.observations().get(0, obs);
    byte[] masks = new byte[env.envs() * env.actionCount()];
    b.masks().get(0, masks);
    float[] rewards = new float[env.envs() * env.players()];
    b.rewards().get(0, rewards);
    int[] players = new int[env.envs()];
    b.players().get(0, players);
    byte[] term = new byte[env.envs()];
    b.terminated().get(0, term);
    byte[] trunc = new byte[env.envs()];
    b.truncated().get(0, trunc);
    return Arrays.toString(obs) + Arrays.toString(masks) + Arrays.toString(rewards)
        + Arrays.toString(players) + Arrays.toString(term) + Arrays.toString(trunc);
  }

  private static List<String> run(VectorEnv<DicePoker.State> env, Batch b, long seed, int steps) {
    List<String> out = new ArrayList<>();
    env.reset(seed, b);
    out.add(snapshot(env, b));
    SplittableRandom policy = new SplittableRandom(99);
    int[] actions = new int[env.envs()];
    for (int t = 0; t < steps; t++) {
      env.randomActions(policy, actions);
      env.step(actions, b);
      out.add(snapshot(env, b));
    }
    return out;
  }

  @Test
  void eachWrittenObservationAndMaskIsTheEncodingOfTheStateToMove() {
    VectorEnv<DicePoker.State> env = env(8);
    Batch b = Batch.allocate(env);
    env.reset(5, b);
    SplittableRandom policy = new SplittableRandom(1);
    int[] actions = new int[8];
    MoveBuffer legal = MoveBuffer.forGame(RULES);
    for (int t = 0; t < 200; t++) {
      for (int i = 0; i < 8; i++) {
        DicePoker.State s = env.state(i);
        assertThat(s.isChance()).isFalse();
        assertThat(s.isTerminal()).isFalse();
        int seat = s.currentPlayer();
        assertThat(b.players().get(i)).isEqualTo(seat);
        float[] expected = POKER.observer().observe(s, seat);
        assertThat(Arrays.copyOfRange(b.observations().array(), i * DicePokerEncoding.SIZE,
            (i + 1) * DicePokerEncoding.SIZE)).containsExactly(expected);
        byte[] mask = Arrays.copyOfRange(b.masks().array(), i * 4, i * 4 + 4);
        s.legalMoves(legal);
        for (int a = 0; a < 4; a++) {
          assertThat(mask[a] == 1).isEqualTo(legal.contains(a));
        }
      }
      env.randomActions(policy, actions);
      env.step(actions, b);
    }
  }

  @Test
  void theSameSeedGivesTheSameGamesAndAnotherSeedOthers() {
    VectorEnv<DicePoker.State> a = env(16);
    VectorEnv<DicePoker.State> c = env(16);
    List<String> first = run(a, Batch.allocate(a), 42, 100);
    assertThat(run(c, Batch.allocate(c), 42, 100)).isEqualTo(first);
    assertThat(run(c, Batch.direct(c), 42, 100)).as("direct buffers").isEqualTo(first);
    assertThat(run(c, Batch.allocate(c), 43, 100)).isNotEqualTo(first);
  }

  @Test
  void anEnvironmentsGamesDependOnlyOnTheSeedAndItsIndex() {
    // Environment 0 of a batch of one and of a batch of eight play the same games when the
    // actions taken in it are the same.
    VectorEnv<DicePoker.State> one = env(1);
    VectorEnv<DicePoker.State> eight = env(8);
    Batch b1 = Batch.allocate(one);
    Batch b8 = Batch.allocate(eight);
    one.reset(7, b1);
    eight.reset(7, b8);
    int[] a1 = new int[1];
    int[] a8 = new int[8];
    for (int t = 0; t < 300; t++) {
      assertThat(one.state(0)).isEqualTo(eight.state(0));
      // The lowest legal action, in both.
      int first = 0;
      while (b1.masks().get(first) == 0) {
        first++;
      }
      a1[0] = first;
      for (int i = 0; i < 8; i++) {
        int k = 0;
        while (b8.masks().get(4 * i + k) == 0) {
          k++;
        }
        a8[i] = k;
      }
      one.step(a1, b1);
      eight.step(a8, b8);
    }
  }

  @Test
  void anEpisodeEndsWithEverySeatsReturnAndTheNextStartsAtOnce() {
    VectorEnv<DicePoker.State> env = env(4);
    Batch b = Batch.allocate(env);
    env.reset(11, b);
    SplittableRandom policy = new SplittableRandom(3);
    int[] actions = new int[4];
    int ended = 0;
    for (int t = 0; t < 400; t++) {
      DicePoker.State[] before = new DicePoker.State[4];
      for (int i = 0; i < 4; i++) {
        before[i] = env.state(i);
      }
      env.randomActions(policy, actions);
      env.step(actions, b);
      for (int i = 0; i < 4; i++) {
        DicePoker.State after = before[i].apply(actions[i]);
        boolean done = b.terminated().get(i) == 1;
        assertThat(done).isEqualTo(after.isTerminal());
        assertThat(b.truncated().get(i)).isZero();
        for (int p = 0; p < 2; p++) {
          assertThat(b.rewards().get(2 * i + p)).isEqualTo(done ? after.returns(p) : 0f);
        }
        if (done) {
          ended++;
          assertThat(env.plies(i)).as("a new episode's plies: two dice").isEqualTo(2);
        } else {
          assertThat(env.state(i)).isEqualTo(after);
        }
      }
    }
    assertThat(ended).isGreaterThan(300);
    assertThat(env.totalEpisodes()).isEqualTo(ended);
  }

  @Test
  void anIllegalActionIsRefusedAndNothingIsStepped() {
    VectorEnv<DicePoker.State> env = env(3);
    Batch b = Batch.allocate(env);
    env.reset(1, b);
    String before = snapshot(env, b);
    DicePoker.State[] states = {env.state(0), env.state(1), env.state(2)};
    int[] actions = new int[3];
    for (int i = 0; i < 3; i++) {
      actions[i] = b.masks().get(4 * i) == 1 ? 0 : 1;
    }
    // Environment 2 gets an action its mask does not allow: a fold before any bet.
    int bad = b.masks().get(4 * 2 + DicePoker.FOLD) == 0 ? DicePoker.FOLD : DicePoker.CALL;
    actions[2] = bad;
    assertThatThrownBy(() -> env.step(actions, b)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("environment 2: action " + bad + " is not legal for seat 0");
    actions[2] = 9;
    assertThatThrownBy(() -> env.step(actions, b)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("environment 2: action 9 is not an index of the action space (0 to 3)");
    assertThat(snapshot(env, b)).isEqualTo(before);
    for (int i = 0; i < 3; i++) {
      assertThat(env.state(i)).isSameAs(states[i]);
    }
  }

  @Test
  void aStepLimitTruncatesTheEpisodeWithoutRewards() {
    VectorEnv<DicePoker.State> env = VectorEnv.builder(POKER).envs(2).maxSteps(1).build();
    Batch b = Batch.allocate(env);
    env.reset(3, b);
    int truncated = 0;
    int[] actions = new int[2];
    for (int t = 0; t < 50; t++) {
      // Check (or fold): never ends the game at the first action.
      env.step(actions, b);
      for (int i = 0; i < 2; i++) {
        assertThat(b.truncated().get(i)).isEqualTo((byte) 1);
        assertThat(b.terminated().get(i)).isZero();
        assertThat(b.rewards().get(2 * i) + b.rewards().get(2 * i + 1)).isZero();
        assertThat(b.rewards().get(2 * i)).isZero();
        truncated++;
      }
    }
    assertThat(truncated).isEqualTo(100);
  }

  @Test
  void aComputerPlayerTakesTheOtherSeatAndTheLearnerOnlySeesItsOwn() {
    VectorEnv<DicePoker.State> env = VectorEnv.builder(POKER).envs(6)
        .opponent(new RandomPlayer<>(RULES)).learnerSeat(1).build();
    Batch b = Batch.allocate(env);
    env.reset(8, b);
    SplittableRandom policy = new SplittableRandom(4);
    int[] actions = new int[6];
    double learnerTotal = 0;
    for (int t = 0; t < 300; t++) {
      for (int i = 0; i < 6; i++) {
        assertThat(b.players().get(i)).isEqualTo(1);
        assertThat(env.state(i).currentPlayer()).isEqualTo(1);
        assertThat(env.learnerSeat(i)).isEqualTo(1);
      }
      env.randomActions(policy, actions);
      env.step(actions, b);
      for (int i = 0; i < 6; i++) {
        assertThat(b.rewards().get(2 * i) + b.rewards().get(2 * i + 1)).isZero();
        learnerTotal += b.rewards().get(2 * i + 1);
      }
    }
    assertThat(env.totalEpisodes()).isGreaterThan(100);
    assertThat(learnerTotal).isNotZero();
  }

  @Test
  void aFinishedEpisodesLastObservationIsKeptForTheSeatThatEndedIt() {
    VectorEnv<DicePoker.State> env = env(3);
    Batch b = Batch.allocate(env);
    int size = POKER.observer().size();
    java.nio.FloatBuffer finals = java.nio.FloatBuffer.allocate(3 * size);
    env.keepFinalObservations(finals);
    env.reset(21, b);
    // A twin of environment 1, stepped with the same actions, shows what its final state is.
    Episode<DicePoker.State> twin = Episode.selfPlay(POKER, 0);
    twin.reset(Episode.seedOf(21, 1));
    SplittableRandom policy = new SplittableRandom(6);
    int[] actions = new int[3];
    float[] expected = new float[size];
    int ended = 0;
    for (int t = 0; t < 300; t++) {
      env.randomActions(policy, actions);
      int mover = twin.player();
      twin.step(actions[1]);
      env.step(actions, b);
      if (twin.ending() != Episode.RUNNING) {
        assertThat(b.terminated().get(1)).isEqualTo((byte) 1);
        twin.observe(mover, expected, 0);
        float[] kept = new float[size];
        finals.get(size, kept);
        assertThat(kept).containsExactly(expected);
        ended++;
        twin.reset();
      } else {
        assertThat(b.terminated().get(1)).isZero();
      }
    }
    assertThat(ended).isGreaterThan(10);
    assertThatThrownBy(() -> env.keepFinalObservations(java.nio.FloatBuffer.allocate(size)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need " + 3 * size);
  }

  @Test
  void nextStepAutoresetShowsTheFinalObservationThenStartsAgainIgnoringTheAction() {
    VectorEnv<DicePoker.State> env = VectorEnv.builder(POKER).envs(3).nextStepAutoreset(true)
        .build();
    Batch b = Batch.allocate(env);
    int size = POKER.observer().size();
    int count = POKER.actions().size();
    env.reset(21, b);
    Episode<DicePoker.State> twin = Episode.selfPlay(POKER, 0);
    twin.reset(Episode.seedOf(21, 1));
    SplittableRandom policy = new SplittableRandom(6);
    int[] actions = new int[3];
    float[] expected = new float[size];
    float[] written = new float[size];
    boolean restart = false;
    int ended = 0;
    for (int t = 0; t < 300; t++) {
      env.randomActions(policy, actions);
      if (restart) {
        actions[1] = 12345; // ignored: not even an action index
      }
      int mover = twin.player();
      env.step(actions, b);
      if (restart) {
        twin.reset();
        restart = false;
        assertThat(b.terminated().get(1)).isZero();
        assertThat(b.rewards().get(2)).isZero();
        twin.observe(twin.player(), expected, 0);
      } else {
        twin.step(actions[1]);
        if (twin.ending() != Episode.RUNNING) {
          restart = true;
          ended++;
          assertThat(b.terminated().get(1)).isEqualTo((byte) 1);
          assertThat(b.players().get(1)).isEqualTo(-1);
          for (int a = 0; a < count; a++) {
            assertThat(b.masks().get(count + a)).isZero();
          }
          twin.observe(mover, expected, 0);
        } else {
          twin.observe(twin.player(), expected, 0);
        }
      }
      b.observations().get(size, written);
      assertThat(written).containsExactly(expected);
    }
    assertThat(ended).isGreaterThan(10);
  }

  @Test
  void rotatingSeatsPutsTheLearnerInEverySeat() {
    VectorEnv<DicePoker.State> env = VectorEnv.builder(POKER).envs(4)
        .opponent(new RandomPlayer<>(RULES)).rotateSeats(true).build();
    Batch b = Batch.allocate(env);
    env.reset(8, b);
    int[] seen = new int[2];
    int[] actions = new int[4];
    SplittableRandom policy = new SplittableRandom(4);
    for (int t = 0; t < 200; t++) {
      for (int i = 0; i < 4; i++) {
        assertThat(b.players().get(i)).isEqualTo(env.learnerSeat(i));
        seen[env.learnerSeat(i)]++;
      }
      env.randomActions(policy, actions);
      env.step(actions, b);
    }
    assertThat(seen[0]).isPositive();
    assertThat(seen[1]).isPositive();
  }

  @Test
  void computerPlayersInEverySeatAreRefused() {
    assertThatThrownBy(() -> VectorEnv.builder(POKER).seat(0, new RandomPlayer<>(RULES))
        .seat(1, new RandomPlayer<>(RULES)).build()).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no seat is left for a learner");
  }

  @Test
  void aBatchForOtherDimensionsAndAStepBeforeResetAreRefused() {
    VectorEnv<DicePoker.State> env = env(2);
    Batch other = Batch.allocate(env(3));
    assertThatThrownBy(() -> env.reset(1, other)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("this environment has 2 games");
    Batch b = Batch.allocate(env);
    assertThatThrownBy(() -> env.step(new int[2], b)).isInstanceOf(IllegalStateException.class)
        .hasMessage("reset the environment before stepping it");
    assertThat(Players.CHANCE).isNegative();
  }

  @Test
  void stepReadsTheBatchsOwnActionsBuffer() {
    VectorEnv<DicePoker.State> a = env(5);
    VectorEnv<DicePoker.State> c = env(5);
    Batch ba = Batch.allocate(a);
    Batch bc = Batch.direct(c);
    a.reset(2, ba);
    c.reset(2, bc);
    SplittableRandom pa = new SplittableRandom(6);
    SplittableRandom pc = new SplittableRandom(6);
    int[] actions = new int[5];
    for (int t = 0; t < 100; t++) {
      a.randomActions(pa, actions);
      a.step(actions, ba);
      c.randomActions(pc, bc);
      c.step(bc);
      assertThat(snapshot(c, bc)).isEqualTo(snapshot(a, ba));
    }
  }
}
