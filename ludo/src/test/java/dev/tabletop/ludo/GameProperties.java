package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Properties of random play under the presets and random flag combinations. */
class GameProperties {

  @Provide
  Arbitrary<LudoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(Presets.all()), RandomRules.rules());
  }

  /** The states of a scenario: from the start or late in a game, then by the choices. */
  private static java.util.List<LudoState> states(LudoRules rules, long seed, boolean late,
      java.util.List<Integer> choices) {
    LudoState start = late ? Games.lateStart(rules, seed) : rules.initialState();
    return Games.play(start, choices);
  }

  @Property(tries = 150)
  void fourHorsesPerPlayerAreAlwaysAccountedFor(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll boolean late,
      @ForAll @Size(max = 400) java.util.List<@IntRange(min = 0, max = 999) Integer> choices) {
    for (LudoState s : states(rules, seed, late, choices)) {
      Set<Integer> ringCells = new HashSet<>();
      int ringHorses = 0;
      for (int p = 0; p < rules.playerCount(); p++) {
        int stable = 0;
        int ring = 0;
        int home = 0;
        Set<Integer> homeCells = new HashSet<>();
        for (int h = 0; h < 4; h++) {
          boolean inStable = s.inStable(p, h);
          boolean onRing = s.ringCell(p, h) >= 0;
          boolean inHome = s.homeCell(p, h) > 0;
          assertThat((inStable ? 1 : 0) + (onRing ? 1 : 0) + (inHome ? 1 : 0))
              .as("horse %d of player %d is in exactly one place in %s", h, p, s).isEqualTo(1);
          stable += inStable ? 1 : 0;
          ring += onRing ? 1 : 0;
          home += inHome ? 1 : 0;
          if (onRing) {
            ringCells.add(s.ringCell(p, h));
            ringHorses++;
          }
          if (inHome) {
            homeCells.add(s.homeCell(p, h));
          }
        }
        assertThat(stable + ring + home).isEqualTo(4);
        assertThat(homeCells).as("home cells of player %d distinct in %s", p, s).hasSize(home);
      }
      assertThat(ringCells).as("one horse per ring cell in %s", s).hasSize(ringHorses);
    }
  }

  @Property(tries = 150)
  void aHorseInTheHomeColumnNeverLeavesIt(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll boolean late,
      @ForAll @Size(max = 400) java.util.List<@IntRange(min = 0, max = 999) Integer> choices) {
    java.util.List<LudoState> states = states(rules, seed, late, choices);
    for (int i = 1; i < states.size(); i++) {
      LudoState before = states.get(i - 1);
      LudoState after = states.get(i);
      for (int p = 0; p < rules.playerCount(); p++) {
        for (int h = 0; h < 4; h++) {
          if (before.homeCell(p, h) > 0) {
            assertThat(after.homeCell(p, h)).as("horse %d of player %d after %s", h, p, before)
                .isGreaterThanOrEqualTo(before.homeCell(p, h));
          }
        }
      }
    }
  }

  /** Bonus as the rules file words it, from the flags alone. */
  private static boolean bonus(LudoRules rules, int[] dice) {
    boolean face = false;
    for (int d : dice) {
      face |= rules.bonusFaces().contains(d);
    }
    return face || (rules.doublesBonus() && dice.length == 2 && dice[0] == dice[1]);
  }

  @Property(tries = 150)
  void aBonusRollFollowsExactlyTheRollsTheFlagsName(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll boolean late,
      @ForAll @Size(max = 400) java.util.List<@IntRange(min = 0, max = 999) Integer> choices) {
    java.util.List<LudoState> states = states(rules, seed, late, choices);
    for (int i = 1; i < states.size(); i++) {
      LudoState before = states.get(i - 1);
      LudoState after = states.get(i);
      if (before.isChance() || after.isTerminal()) {
        continue;
      }
      if (!after.isChance()) {
        // The first of two dice played one by one: the same player plays the other.
        assertThat(rules.diceUse()).isEqualTo(DiceUse.EACH);
        assertThat(after.turn()).isEqualTo(before.turn());
        assertThat(after.diceLeft()).hasSize(1);
        assertThat(after.rollCode()).isEqualTo(before.rollCode());
        continue;
      }
      int p = before.turn();
      boolean again = bonus(rules, before.dice()) && !after.isFinished(p);
      assertThat(after.isChance()).isTrue();
      assertThat(after.turn() == p).as("roll %s by player %d in %s", List.ofAll(
          java.util.Arrays.stream(before.dice()).boxed()), p, before).isEqualTo(again);
    }
  }

  @Property(tries = 80)
  void placesAreAPermutationOfThePlayersAtTheEnd(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed) {
    java.util.List<LudoState> game = Games.randomGame(rules, seed);
    LudoState end = game.get(game.size() - 1);
    assertThat(end.isTerminal()).as("random game ends").isTrue();
    int n = rules.playerCount();
    int sum = 0;
    for (int p = 0; p < n; p++) {
      sum += end.returns(p);
    }
    assertThat(sum).isZero();
    if (rules.playUntil() == PlayUntil.ALL) {
      assertThat(end.places().sorted()).containsExactlyElementsOf(List.range(0, n));
      for (int q = 0; q < n; q++) {
        int player = end.places().get(q);
        assertThat(end.place(player)).isEqualTo(q + 1);
        assertThat(end.returns(player)).isEqualTo(n + 1 - 2 * (q + 1));
        assertThat(end.isFinished(player)).isEqualTo(q < n - 1);
      }
    } else {
      assertThat(end.places()).hasSize(1);
      int winner = end.places().get(0);
      assertThat(end.isFinished(winner)).isTrue();
      assertThat(end.returns(winner)).isEqualTo(n - 1);
    }
  }

  @Property(tries = 60)
  void textFormsRoundTrip(@ForAll("anyRules") LudoRules rules, @ForAll long seed,
      @ForAll boolean late,
      @ForAll @Size(max = 300) java.util.List<@IntRange(min = 0, max = 999) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    for (LudoState s : states(rules, seed, late, choices)) {
      assertThat(rules.position(s.toString()).get()).isEqualTo(s);
      s.legalMoves(buffer);
      java.util.List<Integer> codes = new ArrayList<>();
      for (int i = 0; i < buffer.size(); i++) {
        int code = buffer.get(i);
        codes.add(code);
        assertThat(s.parseMove(s.moveText(code)).get()).as("%s in %s", s.moveText(code), s)
            .isEqualTo(code);
      }
      if (!s.isChance()) {
        assertThat(s.moves().map(LudoMove::code)).containsExactlyElementsOf(codes);
      }
    }
  }

  @Property(tries = 40)
  void theExplanationOfIllegalityAgreesWithTheGenerator(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll boolean late,
      @ForAll @Size(max = 200) java.util.List<@IntRange(min = 0, max = 999) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    for (LudoState s : states(rules, seed, late, choices)) {
      if (s.isChance() || s.isTerminal()) {
        continue;
      }
      s.legalMoves(buffer);
      for (int code = 0; code < 128; code++) {
        if (!LudoMove.wellFormed(code)) {
          continue;
        }
        String reason = Referee.reason(s, code);
        if (buffer.contains(code)) {
          assertThat(reason).as("%s (code %d) is legal in %s", s.moveText(code), code, s)
              .isNull();
        } else {
          assertThat(reason).as("%s (code %d) is illegal in %s", s.moveText(code), code, s)
              .isNotNull();
        }
      }
    }
  }
}
