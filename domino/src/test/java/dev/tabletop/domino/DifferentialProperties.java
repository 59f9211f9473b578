package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/** The fast engine against the plain reference, over random play in every preset and flag mix. */
class DifferentialProperties {

  /**
   * A fifth of the tries with {@code -Dtabletop.mutation=true}, which the mutation profile sets:
   * every mutant of the engine that the other tests miss reruns the whole property.
   */
  static final class FewerRoundsUnderMutation implements AroundPropertyHook {
    @Override
    public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context,
        PropertyExecutor property) {
      if (Boolean.getBoolean("tabletop.mutation")) {
        context.attributes().setTries(60);
      }
      return property.execute();
    }
  }

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP, DominoRules.PARTNERSHIP_STAKES,
        DominoRules.BLOCK_TWO),
        DominoConformanceProperties.randomRules());
  }

  /** 300 whole rounds (60 under the mutation profile). */
  @Property(tries = 300)
  @AddLifecycleHook(FewerRoundsUnderMutation.class)
  void engineAgreesWithReferenceOverWholeRounds(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 200, max = 200) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll @IntRange(min = -1, max = 3) int leaderChoice) {
    int leader = leaderChoice < rules.players() ? leaderChoice : -1;
    DominoState fast = leader < 0 ? rules.initialState() : rules.initialState(leader);
    ReferenceDomino ref = new ReferenceDomino(rules, leader);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    for (int ply = 0; ply < choices.size(); ply++) {
      fast.legalMoves(buffer);
      List<Integer> moves = new ArrayList<>();
      for (int i = 0; i < buffer.size(); i++) {
        moves.add(buffer.get(i));
      }
      String where = "ply " + ply + " at " + fast;
      assertThat(moves).as(where).isEqualTo(ref.legal());
      assertThat(fast.currentPlayer()).as(where).isEqualTo(ref.currentPlayer());
      for (int p = 0; p < rules.players(); p++) {
        assertThat(Tiles.list(fast.hand(p)).asJava()).as(where).containsExactlyElementsOf(ref.hands.get(p));
      }
      assertThat(fast.leftEnd()).as(where).isEqualTo(ref.leftEnd == null ? -1 : ref.leftEnd);
      assertThat(fast.rightEnd()).as(where).isEqualTo(ref.rightEnd == null ? -1 : ref.rightEnd);
      if (fast.isTerminal()) {
        assertThat(fast.endReason()).as(where).isEqualTo(ref.reason);
        for (int p = 0; p < rules.players(); p++) {
          assertThat(fast.returns(p)).as(where + " seat " + p).isEqualTo(ref.payouts()[p]);
        }
        return;
      }
      int move = moves.get(choices.get(ply) % moves.size());
      fast = fast.apply(move);
      ref.apply(move);
    }
  }
}
