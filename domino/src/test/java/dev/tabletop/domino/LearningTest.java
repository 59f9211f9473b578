package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.hands;
import static dev.tabletop.domino.Positions.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Batch;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.VectorEnv;
import dev.tabletop.testkit.Allocation;
import dev.tabletop.testkit.EncodingConformance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Domino's observation and actions by hand, twins over many rounds, and the environment. */
class LearningTest {
  private static final Encoding<DominoState> TWO = Domino.encoding(DominoRules.TWO_PLAYERS);

  private static int tile(int a, int b) {
    return Tiles.of(a, b);
  }

  private static int sum(float[] obs, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      n += obs[i] == 1f ? 1 : 0;
    }
    return n;
  }

  @Test
  void theAnnouncedLeadIsSeenByBothSeatsAndTheHandsOnlyByTheirOwners() {
    DominoState s = hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    float[] zero = TWO.observer().observe(s, 0);
    float[] one = TWO.observer().observe(s, 1);
    assertThat(zero[tile(6, 6)] + zero[tile(1, 0)]).isEqualTo(2f);
    assertThat(sum(zero, 0, 28)).isEqualTo(2);
    assertThat(one[tile(2, 1)] + one[tile(3, 1)]).isEqualTo(2f);
    assertThat(one[tile(6, 6)]).isZero();
    assertThat(zero[63]).as("an empty table, left").isEqualTo(1f);
    assertThat(zero[71]).as("an empty table, right").isEqualTo(1f);
    assertThat(zero[72]).isEqualTo(2f / 21);
    assertThat(zero[73]).isEqualTo(2f / 21);
    assertThat(zero[76]).as("24 tiles in the boneyard, clipped").isEqualTo(1f);
    assertThat(zero[189]).as("seat 0 leads").isEqualTo(1f);
    assertThat(one[190]).as("from seat 1: the seat after it leads").isEqualTo(1f);
    assertThat(zero[197 + tile(6, 6)]).isEqualTo(1f);
    assertThat(one[197 + tile(6, 6)]).as("the forced lead is announced").isEqualTo(1f);
    assertThat(zero[225]).isEqualTo(13f / 100);
    assertThat(sum(zero, 193, 197)).isEqualTo(2);
  }

  @Test
  void aDrawAndAPassProveTheSeatLacksTheEndsAndTheDrawnTileStaysSecret() {
    DominoState s = hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    s = play(play(play(play(s, "6:6"), "draw"), "5:4"), "pass");
    float[] zero = TWO.observer().observe(s, 0);
    assertThat(zero[28 + tile(6, 6)]).as("6:6 on the table").isEqualTo(1f);
    assertThat(zero[56 + 6] + zero[64 + 6]).as("ends 6 and 6").isEqualTo(2f);
    int lack = 77 + 28;
    for (int t = 0; t < 28; t++) {
      boolean six = Tiles.low(t) == 6 || Tiles.high(t) == 6;
      assertThat(zero[lack + t]).as("seat 1 lacks %s", Tiles.text(t)).isEqualTo(six ? 1f : 0f);
    }
    assertThat(sum(zero, 77, 77 + 28)).as("seat 0 has proven nothing").isZero();
    assertThat(zero[73]).as("seat 1 holds three tiles now").isEqualTo(3f / 21);
    float[] one = TWO.observer().observe(s, 1);
    assertThat(one[tile(5, 4)]).as("the drawer sees its tile").isEqualTo(1f);
    assertThat(one[77 + tile(6, 5)]).as("from seat 1 its own proof is seat 0 of the board")
        .isEqualTo(1f);
    assertThat(one[226]).as("one pass of two seats").isEqualTo(0.5f);
  }

  @Test
  void aDrawnTileThatMustBePlayedIsForcedOnlyInTheDrawersObservation() {
    DominoState s = hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    s = play(play(play(s, "6:6"), "draw"), "6:5");
    assertThat(s.forcedTile()).isEqualTo(tile(6, 5));
    assertThat(TWO.observer().observe(s, 1)[197 + tile(6, 5)]).isEqualTo(1f);
    assertThat(sum(TWO.observer().observe(s, 0), 197, 225)).isZero();
  }

  @Test
  void actionsAreTheMoveCodes() {
    ActionSpace<DominoState> actions = TWO.actions();
    assertThat(actions.size()).isEqualTo(114);
    DominoState s = hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    int lead = DominoMoves.lead(tile(6, 6));
    assertThat(actions.action(s, lead)).isEqualTo(lead);
    assertThat(actions.action(s, DominoMoves.outcome(3))).isEqualTo(ActionSpace.NONE);
    byte[] mask = actions.mask(s);
    assertThat(mask[lead]).isEqualTo((byte) 1);
    int ones = 0;
    for (byte b : mask) {
      ones += b;
    }
    assertThat(ones).as("the forced lead only").isEqualTo(1);
    s = play(s, "6:6");
    assertThat(actions.mask(s)[DominoMoves.DRAW]).isEqualTo((byte) 1);
  }

  @Test
  void twinsObserveAlikeOverManyRoundsInEveryPresetAndVariant() {
    SplittableRandom random = new SplittableRandom(20261204);
    List<DominoRules> all = new ArrayList<>(DominoRules.PRESETS.asJava());
    all.add(DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE));
    all.add(DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.TABLE));
    all.add(DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.ANYWHERE)
        .withFirstLead(FirstLead.HOLDER));
    int rounds = Boolean.getBoolean("tabletop.deep") ? 200 : 12;
    for (DominoRules rules : all) {
      for (int round = 0; round < rounds; round++) {
        List<Integer> choices = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
          choices.add(random.nextInt(1 << 20));
        }
        EncodingConformance.checkViews(Domino.encoding(rules), choices, random.nextLong());
      }
    }
  }

  @Test
  void theEnvironmentDealsAndDrawsAndPaysEverySeat() {
    VectorEnv<DominoState> env = VectorEnv.builder(Domino.encoding(DominoRules.STANDARD)).envs(8)
        .build();
    Batch b = Batch.allocate(env);
    env.reset(2, b);
    int[] actions = new int[8];
    SplittableRandom random = new SplittableRandom(1);
    int rounds = 0;
    for (int t = 0; t < 2_000; t++) {
      env.randomActions(random, actions);
      env.step(actions, b);
      for (int i = 0; i < 8; i++) {
        assertThat(env.state(i).isChance()).isFalse();
        if (b.terminated().get(i) == 1) {
          rounds++;
          float total = 0;
          for (int p = 0; p < 4; p++) {
            total += b.rewards().get(4 * i + p);
          }
          assertThat(total).as("stakes are zero-sum").isZero();
        }
      }
    }
    assertThat(rounds).isGreaterThan(50);
  }

  // ---------------------------------------------------------------- allocation

  @Test
  void aStepAllocatesNothingButTheStatesItPlays() {
    assumeTrue(Allocation.available());
    double perPly = Allocation.bytesPerPly(DominoRules.TWO_PLAYERS, 100_000, 5);
    assertThat(perPly).isBetween(40.0, 120.0);
    for (boolean direct : new boolean[] {false, true}) {
      double beyond = Allocation.vectorEnvBytesBeyondStates(
          Domino.encoding(DominoRules.TWO_PLAYERS), direct,
          16, 4_000, 0, perPly, 9);
      // Rounds per ply differ a little between runs, and a round's end builds its result.
      assertThat(beyond).as("bytes beyond the states (direct=%b)", direct)
          .isLessThan(4096 + 0.02 * 4_000 * 16 * 2 * perPly);
    }
  }
}
