package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import io.vavr.control.Option;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The exact endgame against plain expectiminimax over every world, rebuilt by brute force. */
class DominoEndgameTest {
  static final DominoRules[] FOUR = {DominoRules.PARTNERSHIP, DominoRules.PARTNERSHIP_STAKES,
      DominoRules.STANDARD, DominoRules.BLOCK_TWO};

  @Test
  void theSolverGivesExpectiminimaxValuesOfFullStatesWithDrawsLeft() {
    int compared = 0;
    for (DominoRules rules : new DominoRules[] {DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP, DominoRules.STANDARD}) {
      DominoEndgame solver = new DominoEndgame(rules);
      for (long seed = 0; seed < 60 && compared < 60; seed++) {
        DominoState s = lateFull(rules, seed);
        if (s == null) {
          continue;
        }
        for (int seat = 0; seat < rules.players(); seat++) {
          assertThat(solver.value(s, seat)).as("%s seat %d", s, seat)
              .isCloseTo(BruteForce.expectiminimax(s, seat), within(1e-9));
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(20);
  }

  @Test
  void theEndgameRanksMovesByTheirExpectedPayoutOverEveryWeightedWorld() {
    int compared = 0;
    for (DominoRules rules : FOUR) {
      DominoEndgame solver = new DominoEndgame(rules);
      for (long seed = 0; seed < 30; seed++) {
        DominoState real = BruteForce.late(rules, seed, rules.players() == 2 ? 400 : 90);
        if (real == null) {
          continue;
        }
        int me = real.currentPlayer();
        DominoView view = Domino.view(real, me);
        for (DominoPlayModel model : new DominoPlayModel[] {DominoPlayModel.UNIFORM,
            DominoPlayModel.DEFAULT}) {
          Option<Analysis> a = solver.analyze(view, model, 10_000, Long.MAX_VALUE, Long.MAX_VALUE);
          assertThat(a.isDefined()).as("%s", view).isTrue();
          Map<DominoState, Double> worlds = BruteForce.worlds(real, me, model);
          double best = Double.NEGATIVE_INFINITY;
          for (RankedMove m : a.get().moves()) {
            double expected = 0;
            for (Map.Entry<DominoState, Double> w : worlds.entrySet()) {
              expected += w.getValue() * BruteForce.expectiminimax(w.getKey().apply(m.move()), me);
            }
            assertThat(m.score()).as("%s %s", view, m.text()).isCloseTo(expected, within(1e-9));
            best = Math.max(best, expected);
          }
          assertThat(a.get().moves().head().score()).isCloseTo(best, within(1e-9));
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThan(40);
  }

  @Test
  void theEndgameGivesUpWhenTheWorldsAreTooManyOrTheNodesRunOut() {
    DominoRules rules = DominoRules.PARTNERSHIP;
    DominoState start = Domino.deal(rules, new SplittableRandom(5));
    DominoView first = Domino.view(start, start.currentPlayer());
    DominoEndgame solver = new DominoEndgame(rules);
    assertThat(DominoWorlds.placements(first)).isEqualTo(399_072_960L); // 21! / (7!)^3
    assertThat(solver.analyze(first, DominoPlayModel.UNIFORM, 100_000, Long.MAX_VALUE,
        Long.MAX_VALUE).isEmpty()).isTrue();
    DominoState late = BruteForce.late(rules, 3, 90);
    DominoView view = Domino.view(late, late.currentPlayer());
    assertThat(solver.analyze(view, DominoPlayModel.UNIFORM, 10_000, 5, Long.MAX_VALUE).isEmpty())
        .isTrue();
    assertThat(solver.analyze(view, DominoPlayModel.UNIFORM, 10_000, Long.MAX_VALUE,
        Long.MAX_VALUE).isDefined()).isTrue();
  }

  /** A full state of random play with at most 10 tiles in the hands and boneyard, or null. */
  private static DominoState lateFull(DominoRules rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    DominoState s = Domino.deal(rules, random);
    while (!s.isTerminal()) {
      int held = Integer.bitCount(s.boneyard());
      for (int p = 0; p < rules.players(); p++) {
        held += Integer.bitCount(s.hand(p));
      }
      if (held <= 10 && !s.isChance()) {
        return s;
      }
      s = s.apply(dev.tabletop.core.tools.Chance.randomMove(s, buffer, random));
    }
    return null;
  }
}
