package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The fast bitboard generator against the plain {@link ReferenceJungle}: same legal moves, same
 * results, same positions after each move, on positions reached by random play in every preset
 * and in random flag combinations, and on random positions.
 */
class DifferentialProperties {
  /** The plies of each random game of the first property under the mutation profile. */
  private static final int MUTATION_PLIES = 60;

  @Provide
  Arbitrary<JungleRules> anyRules() {
    return Fixtures.rules();
  }

  /** Compares engine and reference at one position; returns the legal codes. */
  static int[] compare(JungleState state, MoveBuffer buffer) {
    ReferenceJungle ref = ReferenceJungle.parse(state.game(), state.toString());
    assertThat(ref.position()).isEqualTo(state.toString());
    state.legalMoves(buffer);
    int[] fast = buffer.toArray();
    List<Integer> slow = ref.legalMoves();
    assertThat(fast).as("legal moves in %s under %s", state, state.game())
        .containsExactly(slow.stream().mapToInt(Integer::intValue).toArray());
    assertThat(state.countMoves()).isEqualTo(fast.length);
    assertThat(Fixtures.label(state.result())).as("result of %s under %s", state, state.game())
        .isEqualTo(ref.result());
    assertThat(state.isTerminal()).isEqualTo(ref.result() != null);
    for (int move : fast) {
      assertThat(state.apply(move).toString()).as("after %s in %s", state.moveText(move), state)
          .isEqualTo(ref.apply(move).position());
    }
    return fast;
  }

  /** Every code from a piece of the side to move: isLegal agrees with the list, and refusals explain. */
  static void compareMembership(JungleState state, int[] legal) {
    long own = state.occupancy(state.sideToMove());
    for (int from = 0; from < Squares.COUNT; from++) {
      if ((own >>> from & 1) == 0) {
        continue;
      }
      for (int to = 0; to < Squares.COUNT; to++) {
        int code = JungleMove.code(from, to);
        boolean listed = Arrays.binarySearch(legal, code) >= 0;
        assertThat(state.isLegal(code)).as("isLegal(%s) in %s", state.moveText(code), state)
            .isEqualTo(listed);
        if (!listed) {
          assertThat(state.whyIllegal(code)).as("why %s in %s", state.moveText(code), state)
              .doesNotEndWith(" is legal").doesNotEndWith("is not legal here");
        } else {
          assertThat(state.whyIllegal(code)).as("why %s in %s", state.moveText(code), state)
              .isEqualTo(state.moveText(code) + " is legal");
        }
      }
    }
  }

  /**
   * Random games in random rules. Under {@code -Dtabletop.mutation=true} each game stops after
   * {@link #MUTATION_PLIES} plies: every surviving mutant reruns this property, and the counted
   * sweep below still plays long games.
   */
  @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
  void fastAndReferenceAgreeAlongRandomPlay(@ForAll("anyRules") JungleRules rules,
      @ForAll @Size(min = 40, max = 300) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    JungleState state = rules.initialState();
    List<Integer> played = Boolean.getBoolean("tabletop.mutation")
        ? choices.subList(0, Math.min(choices.size(), MUTATION_PLIES)) : choices;
    for (int choice : played) {
      int[] legal = compare(state, buffer);
      if (legal.length == 0) {
        return;
      }
      state = state.apply(legal[choice % legal.length]);
    }
    compare(state, buffer);
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void fastAndReferenceAgreeOnRandomPositions(@ForAll("anyRules") JungleRules rules,
      @ForAll long seed,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    JungleState state = Fixtures.position(rules, Fixtures.randomPosition(new SplittableRandom(seed)));
    int[] legal = compare(state, buffer);
    compareMembership(state, legal);
    for (int choice : choices) {
      if (legal.length == 0) {
        return;
      }
      state = state.apply(legal[choice % legal.length]);
      legal = compare(state, buffer);
    }
    compareMembership(state, legal);
  }

  /**
   * Thousands of positions in every preset and four random flag sets, from seeded random games: a
   * fixed, counted sweep (25 times longer with {@code -Dtabletop.deep=true}, a tenth as long with
   * {@code -Dtabletop.mutation=true}, which the mutation profile sets: each surviving mutant
   * reruns it).
   */
  @Test
  void thousandsOfRandomPlayPositionsAgreeInEveryPreset() {
    List<JungleRules> all = new ArrayList<>(JungleRules.PRESETS.asJava());
    SplittableRandom random = new SplittableRandom(20261129);
    for (int i = 0; i < 4; i++) {
      all.add(Fixtures.randomRules(random));
    }
    for (JungleRules rules : all) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      int positions = 0;
      int games = Boolean.getBoolean("tabletop.deep") ? 1000
          : Boolean.getBoolean("tabletop.mutation") ? 4 : 40;
      for (int game = 0; game < games; game++) {
        JungleState state = rules.initialState();
        for (int ply = 0; ply < 250; ply++) {
          int[] legal = compare(state, buffer);
          positions++;
          if (legal.length == 0) {
            break;
          }
          state = state.apply(legal[random.nextInt(legal.length)]);
        }
      }
      assertThat(positions).as("positions checked under %s", rules).isGreaterThan(games * 50);
    }
  }
}
