package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The fast engine against the plain reference implementation: same chance outcomes and weights,
 * same legal codes, and the same position after every code, on many thousands of states from random
 * play under the presets and random flag combinations.
 */
class DifferentialProperties {

  /** Compares one state with the reference, move by move; returns how many states were checked. */
  static void check(LudoState s, MoveBuffer buffer) {
    Reference ref = Reference.of(s);
    s.legalMoves(buffer);
    String where = s + " under " + s.rules().spec();
    if (s.isChance()) {
      Map<Integer, Integer> engine = new TreeMap<>();
      for (int i = 0; i < buffer.size(); i++) {
        engine.put(buffer.get(i), buffer.weight(i));
      }
      assertThat(engine).as("rolls at %s", where).isEqualTo(new TreeMap<>(ref.outcomes()));
      for (int code : engine.keySet()) {
        assertThat(Reference.of(s.apply(code))).as("roll %d at %s", code, where)
            .isEqualTo(ref.rolled(code));
      }
      return;
    }
    Map<Integer, Reference> expected = new TreeMap<>(ref.actions());
    assertThat(java.util.Arrays.stream(buffer.toArray()).boxed().toList())
        .as("legal codes at %s", where)
        .containsExactlyElementsOf(expected.keySet());
    for (Map.Entry<Integer, Reference> e : expected.entrySet()) {
      LudoState next = s.apply(e.getKey());
      assertThat(Reference.of(next)).as("%s (code %d) at %s", s.moveText(e.getKey()), e.getKey(),
          where).isEqualTo(e.getValue());
    }
  }

  static int checkGame(List<LudoState> states) {
    MoveBuffer buffer = MoveBuffer.forGame(states.get(0).rules());
    for (LudoState s : states) {
      check(s, buffer);
    }
    return states.size();
  }

  @Provide
  Arbitrary<LudoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(Presets.all()), RandomRules.rules());
  }

  @Property(tries = 150)
  void engineAgreesWithTheReferenceFromTheStart(@ForAll("anyRules") LudoRules rules,
      @ForAll @Size(max = 500) List<@net.jqwik.api.constraints.IntRange(min = 0, max = 1 << 20)
          Integer> choices) {
    checkGame(Games.play(rules.initialState(), choices));
  }

  @Property(tries = 200)
  void engineAgreesWithTheReferenceNearTheEnd(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed,
      @ForAll @Size(max = 500) List<@net.jqwik.api.constraints.IntRange(min = 0, max = 1 << 20)
          Integer> choices) {
    checkGame(Games.play(Games.lateStart(rules, seed), choices));
  }

  /**
   * Two seeded whole games in every preset and sixteen under random flags: a fixed, counted sweep.
   * With {@code -Dtabletop.mutation=true}, which the mutation profile sets (each surviving mutant
   * reruns this sweep), one game a preset and two random flag sets, each checked on its first and
   * last 500 states only: the opening and the finish, where the properties above also look.
   */
  @Test
  void engineAgreesWithTheReferenceOnWholeGames() {
    boolean mutation = Boolean.getBoolean("tabletop.mutation");
    int states = 0;
    for (LudoRules rules : Presets.all()) {
      for (long seed = 1; seed <= (mutation ? 1 : 2); seed++) {
        states += checkGame(ends(Games.randomGame(rules, seed), mutation));
      }
    }
    SplittableRandom random = new SplittableRandom(2026);
    for (int i = 0; i < (mutation ? 2 : 16); i++) {
      LudoRules rules = RandomRules.random(random);
      states += checkGame(ends(Games.randomGame(rules, random.nextLong()), mutation));
    }
    assertThat(states).isGreaterThan(mutation ? 10_000 : 20_000);
  }

  /** The whole game, or when {@code shorten} its first and last 500 states. */
  private static List<LudoState> ends(List<LudoState> game, boolean shorten) {
    if (!shorten || game.size() <= 1_000) {
      return game;
    }
    List<LudoState> ends = new java.util.ArrayList<>(game.subList(0, 500));
    ends.addAll(game.subList(game.size() - 500, game.size()));
    return ends;
  }

  /** With -Pdeep: hundreds of whole games under random flag combinations. */
  @Test
  void engineAgreesWithTheReferenceOnManyWholeGames() {
    org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("tabletop.deep"),
        "deep run only");
    SplittableRandom random = new SplittableRandom(4);
    int states = 0;
    for (int i = 0; i < 300; i++) {
      LudoRules rules = RandomRules.random(random);
      states += checkGame(Games.randomGame(rules, random.nextLong()));
    }
    assertThat(states).isGreaterThan(300_000);
  }
}
