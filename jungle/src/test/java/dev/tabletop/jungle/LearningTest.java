package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.VectorEnv;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.testkit.Allocation;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Cờ Thú's planes and actions by hand, and its vector environment. */
class LearningTest {
  private static final Encoding<JungleState> ENC = Jungle.encoding(JungleRules.STANDARD);
  private static final int PLANE = 63;

  private static int sq(String name) {
    return Squares.parse(name).get();
  }

  private static float at(float[] obs, int channel, String square) {
    return obs[channel * PLANE + sq(square)];
  }

  private static int ones(float[] obs, int channel) {
    int n = 0;
    for (int i = 0; i < PLANE; i++) {
      n += obs[channel * PLANE + i] == 1f ? 1 : 0;
    }
    return n;
  }

  @Test
  void theStartShowsEachAnimalOnItsSquareAndTheTerrain() {
    float[] red = ENC.observer().observe(Jungle.start(), 0);
    assertThat(ENC.observer().shape()).containsExactly(24, 9, 7);
    assertThat(at(red, Piece.TIGER.ordinal(), "a1")).isEqualTo(1f);
    assertThat(at(red, Piece.LION.ordinal(), "g1")).isEqualTo(1f);
    assertThat(at(red, Piece.ELEPHANT.ordinal(), "a3")).isEqualTo(1f);
    assertThat(at(red, Piece.RAT.ordinal(), "g3")).isEqualTo(1f);
    assertThat(at(red, 8 + Piece.LION.ordinal(), "a9")).isEqualTo(1f);
    assertThat(at(red, 8 + Piece.RAT.ordinal(), "a7")).isEqualTo(1f);
    for (int c = 0; c < 16; c++) {
      assertThat(ones(red, c)).as("channel %d", c).isEqualTo(1);
    }
    assertThat(ones(red, 16)).isEqualTo(12);
    assertThat(at(red, 16, "b4")).isEqualTo(1f);
    assertThat(at(red, 17, "c1") + at(red, 17, "e1") + at(red, 17, "d2")).isEqualTo(3f);
    assertThat(at(red, 18, "c9") + at(red, 18, "e9") + at(red, 18, "d8")).isEqualTo(3f);
    assertThat(at(red, 19, "d1")).isEqualTo(1f);
    assertThat(at(red, 20, "d9")).isEqualTo(1f);
    assertThat(ones(red, 21)).isEqualTo(PLANE);
    assertThat(ones(red, 22) + ones(red, 23)).isZero();
    // Blue is Red turned by 180°: from its own side Blue sees the same board, but not its turn.
    float[] blue = ENC.observer().observe(Jungle.start(), 1);
    for (int i = 0; i < 21 * PLANE; i++) {
      assertThat(blue[i]).as("index %d", i).isEqualTo(red[i]);
    }
    assertThat(ones(blue, 21)).isZero();
  }

  @Test
  void blueSeesTheBoardTurnedSoItsOwnDenIsAtTheBottom() {
    JungleState s = JungleRules.STANDARD.position("7/7/7/7/7/7/7/3r3/7 b").get();
    float[] blue = ENC.observer().observe(s, 1);
    // Blue's Rat on d2 stands, from Blue's side, on d8 (rank 8, file d).
    assertThat(at(blue, Piece.RAT.ordinal(), "d8")).isEqualTo(1f);
    float[] red = ENC.observer().observe(s, 0);
    assertThat(at(red, 8 + Piece.RAT.ordinal(), "d2")).isEqualTo(1f);
  }

  @Test
  void repetitionAndPliesFillTheirPlanes() {
    float[] obs = new float[ENC.observer().size()];
    ENC.observer().write(Jungle.start(), 0, 250, 3, obs, 0);
    // Third occurrence of five: (3 - 1) / (5 - 1).
    assertThat(at(obs, 22, "d5")).isEqualTo(0.5f);
    assertThat(at(obs, 23, "a1")).isEqualTo(0.5f);
    ENC.observer().write(Jungle.start(), 0, 10_000, 9, obs, 0);
    assertThat(at(obs, 22, "g9")).isEqualTo(1f);
    assertThat(at(obs, 23, "g9")).isEqualTo(1f);
    Encoding<JungleState> off = Jungle.encoding(JungleRules.STANDARD.withRepetitionLimit(0));
    off.observer().write(Jungle.start(), 0, 0, 4, obs, 0);
    assertThat(ones(obs, 22) + ones(obs, 23)).isZero();
  }

  @Test
  void actionsNameTheFromSquareAndDirectionFromTheMoversSide() {
    ActionSpace<JungleState> actions = ENC.actions();
    JungleState start = Jungle.start();
    // Red's Elephant a3 one square forward: plane 0, square a3.
    assertThat(actions.action(start, JungleMove.code(sq("a3"), sq("a4")))).isEqualTo(sq("a3"));
    // Red's Rat g3 to the left (f3): plane 3.
    assertThat(actions.action(start, JungleMove.code(sq("g3"), sq("f3"))))
        .isEqualTo(3 * PLANE + sq("g3"));
    // Blue's Rat a7 toward Red (a6) is forward for Blue, from g3 in Blue's frame.
    JungleState blue = start.play("a3a4").get();
    int code = JungleMove.code(sq("a7"), sq("a6"));
    assertThat(actions.action(blue, code)).isEqualTo(sq("g3"));
    assertThat(actions.move(blue, sq("g3"))).isEqualTo(code);
    // A Lion's jump from d5 to a5 (left for Red): plane 7.
    JungleState lion = JungleRules.STANDARD.position("7/7/7/7/3L3/7/7/7/r6 w").get();
    assertThat(actions.action(lion, JungleMove.code(sq("d5"), sq("a5"))))
        .isEqualTo(7 * PLANE + sq("d5"));
    assertThat(actions.mask(lion)[7 * PLANE + sq("d5")]).isEqualTo((byte) 1);
    // A step off the board names no move; an index outside the space is refused.
    assertThat(actions.move(start, 3 * PLANE + sq("a1"))).isEqualTo(ActionSpace.NONE);
    assertThat(actions.action(start, 1 << 12)).isEqualTo(ActionSpace.NONE);
    assertThatThrownBy(() -> actions.move(start, JungleActions.SIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("action 504 is not an index of this action space (0 to 503)");
  }

  @Test
  void theMirrorSwapsFilesAndLeavesTheTurn() {
    JungleState s = JungleRules.STANDARD.position("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b")
        .get();
    assertThat(JungleSymmetry.mirror(s).toString())
        .isEqualTo("t5l/1c3d1/e1w1p1r/7/7/7/R1P1W1E/1D3C1/L5T b");
    assertThat(JungleSymmetry.mirrorSquare(sq("b4"))).isEqualTo(sq("f4"));
    // Forward stays forward; right becomes left.
    assertThat(JungleSymmetry.mirrorAction(sq("a3"))).isEqualTo(sq("g3"));
    assertThat(JungleSymmetry.mirrorAction(PLANE + sq("c5"))).isEqualTo(3 * PLANE + sq("e5"));
    assertThatThrownBy(() -> JungleSymmetry.mirrorSquare(63))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theVectorEnvironmentDrawsTheThirdRepetitionWithNoReward() {
    JungleRules rules = JungleRules.THREEFOLD;
    Encoding<JungleState> enc = Jungle.encoding(rules);
    VectorEnv<JungleState> env = VectorEnv.builder(enc).envs(1).build();
    Batch b = Batch.allocate(env);
    env.reset(1, b);
    String[] shuffle = {"a3a4", "a7a6", "a4a3", "a6a7"};
    int[] action = new int[1];
    for (int ply = 0; ply < 8; ply++) {
      JungleState s = env.state(0);
      int code = s.parseMove(shuffle[ply % 4]).get();
      action[0] = enc.actions().action(s, code);
      env.step(action, b);
      if (ply == 3) {
        // The start again, its second occurrence: (2 - 1) / (3 - 1).
        assertThat(b.observations().get(22 * PLANE)).isEqualTo(0.5f);
        assertThat(b.observations().get(23 * PLANE)).isEqualTo(4f / JungleObserver.PLY_SCALE);
      }
      boolean last = ply == 7;
      assertThat(b.terminated().get(0)).as("ply %d", ply).isEqualTo((byte) (last ? 1 : 0));
    }
    assertThat(b.rewards().get(0)).isZero();
    assertThat(b.rewards().get(1)).isZero();
    assertThat(env.state(0)).isEqualTo(rules.initialState());
    assertThat(env.plies(0)).isZero();
  }

  @Test
  void aLearnerPlaysAgainstAComputerLevel() {
    JungleRules rules = JungleRules.STANDARD;
    VectorEnv<JungleState> env = VectorEnv.builder(Jungle.encoding(rules)).envs(2)
        .opponent(JungleLevel.PRACTICE.player(rules, dev.tabletop.core.search.Budget.nodes(200)))
        .learnerSeat(1).maxSteps(40).build();
    Batch b = Batch.allocate(env);
    env.reset(3, b);
    int[] actions = new int[2];
    SplittableRandom random = new SplittableRandom(2);
    for (int t = 0; t < 100; t++) {
      assertThat(b.players().get(0)).isEqualTo(1);
      assertThat(b.players().get(1)).isEqualTo(1);
      env.randomActions(random, actions);
      env.step(actions, b);
    }
    assertThat(env.totalEpisodes()).isPositive();
  }

  // ---------------------------------------------------------------- allocation

  @Test
  void aStepAllocatesNothingButTheStatesItPlays() {
    assumeTrue(Allocation.available());
    double perPly = Allocation.bytesPerPly(JungleRules.STANDARD, 100_000, 5);
    assertThat(perPly).isBetween(40.0, 72.0);
    for (boolean direct : new boolean[] {false, true}) {
      double beyond = Allocation.vectorEnvBytesBeyondStates(
          Jungle.encoding(JungleRules.STANDARD), direct,
          16, 6_000, 400, perPly, 9);
      assertThat(beyond).as("bytes beyond the states (direct=%b)", direct)
          .isLessThan(4096);
    }
  }
}
