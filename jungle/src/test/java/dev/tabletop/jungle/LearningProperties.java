package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.testkit.EncodingConformance;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The learning encoding along random play in every preset and random flags: the kit's encoding
 * checks (each legal move's action maps back to it, the mask is exactly the legal moves, the
 * observation fills its region with values in [0, 1] whatever the target), and the mirror, which
 * maps the observation, the mask and every action to those of the mirrored position.
 */
class LearningProperties {

  @Provide
  Arbitrary<JungleRules> anyRules() {
    return Fixtures.rules();
  }

  /** The mirror's properties at one position. */
  static void checkMirror(JungleState s, Encoding<JungleState> enc, int plies, int occurrences) {
    JungleState image = JungleSymmetry.mirror(s);
    assertThat(JungleSymmetry.mirror(image)).isEqualTo(s);
    Observer<JungleState> observer = enc.observer();
    for (int player = 0; player < 2; player++) {
      float[] obs = new float[observer.size()];
      observer.write(s, player, plies, occurrences, obs, 0);
      float[] mirrored = new float[observer.size()];
      JungleSymmetry.mirrorObservation(obs, 0, mirrored, 0);
      float[] ofImage = new float[observer.size()];
      observer.write(image, player, plies, occurrences, ofImage, 0);
      assertThat(ofImage).as("seat %d's observation of the mirror of %s", player, s)
          .isEqualTo(mirrored);
      JungleSymmetry.mirrorObservation(mirrored, 0, mirrored, 0);
      assertThat(mirrored).as("mirrored twice").isEqualTo(obs);
    }
    ActionSpace<JungleState> actions = enc.actions();
    byte[] mask = actions.mask(s);
    byte[] mirroredMask = new byte[actions.size()];
    JungleSymmetry.mirrorMask(mask, 0, mirroredMask, 0);
    assertThat(actions.mask(image)).as("mask of the mirror of %s", s).isEqualTo(mirroredMask);
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    s.legalMoves(buffer);
    int[] legal = buffer.toArray();
    int[] imageActions = new int[legal.length];
    int[] mirroredActions = new int[legal.length];
    for (int i = 0; i < legal.length; i++) {
      int from = JungleSymmetry.mirrorSquare(JungleMove.from(legal[i]));
      int to = JungleSymmetry.mirrorSquare(JungleMove.to(legal[i]));
      imageActions[i] = actions.action(image, JungleMove.code(from, to));
      mirroredActions[i] = JungleSymmetry.mirrorAction(actions.action(s, legal[i]));
    }
    assertThat(imageActions).as("actions of mirrored moves in %s", s)
        .containsExactly(mirroredActions);
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void theEncodingHoldsAlongRandomPlay(@ForAll("anyRules") JungleRules rules,
      @ForAll @Size(min = 1, max = 300) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkPlay(Jungle.encoding(rules), choices);
  }

  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void theMirrorHoldsAlongRandomPlay(@ForAll("anyRules") JungleRules rules,
      @ForAll @Size(min = 1, max = 150) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    Encoding<JungleState> enc = Jungle.encoding(rules);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    JungleState s = rules.initialState();
    int ply = 0;
    for (int choice : choices) {
      checkMirror(s, enc, ply, 1 + choice % 4);
      s.legalMoves(buffer);
      if (buffer.isEmpty()) {
        return;
      }
      s = s.apply(buffer.get(choice % buffer.size()));
      ply++;
    }
    checkMirror(s, enc, ply, 1);
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void theEncodingAndTheMirrorHoldOnRandomPositions(@ForAll("anyRules") JungleRules rules,
      @ForAll long seed) {
    JungleState s = Fixtures.position(rules, Fixtures.randomPosition(new SplittableRandom(seed)));
    EncodingConformance.checkState(Jungle.encoding(rules), s, 0, 1);
    checkMirror(s, Jungle.encoding(rules), 0, 1);
  }

  @Property(tries = 50)
  void mirroringAnActionOrAPolicyTwiceGivesItBack(
      @ForAll @IntRange(min = 0, max = JungleActions.SIZE - 1) int action,
      @ForAll @Size(JungleActions.SIZE) List<@IntRange(min = 0, max = 1000) Integer> values) {
    assertThat(JungleSymmetry.mirrorAction(JungleSymmetry.mirrorAction(action))).isEqualTo(action);
    float[] policy = new float[JungleActions.SIZE];
    for (int a = 0; a < policy.length; a++) {
      policy[a] = values.get(a);
    }
    float[] image = new float[policy.length];
    JungleSymmetry.mirrorPolicy(policy, 0, image, 0);
    assertThat(image[JungleSymmetry.mirrorAction(action)]).isEqualTo(policy[action]);
    JungleSymmetry.mirrorPolicy(image, 0, image, 0);
    assertThat(image).isEqualTo(policy);
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void incrementalObservationsEqualWholeOnes(@ForAll("anyRules") JungleRules rules,
      @ForAll @Size(min = 1, max = 300) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    EncodingConformance.checkRewrite(Jungle.encoding(rules), choices);
  }

  @Example
  void incrementalObservationsEqualWholeOnesInEveryPreset() {
    SplittableRandom random = new SplittableRandom(39);
    for (JungleRules rules : JungleRules.PRESETS) {
      EncodingConformance.checkRewrite(Jungle.encoding(rules),
          random.ints(300, 0, 1 << 20).boxed().toList());
    }
  }
}
