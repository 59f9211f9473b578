package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/**
 * Under a time budget the search deepens past its level's depth while the next iteration is worth
 * starting; under a node budget it searches exactly as it always did. No test here reads the real
 * clock: the timed searches run on a clock that moves a fixed step each time it is read.
 */
class ExpectimaxTimeBudgetTest {
  static final LudoRules TWO = LudoRules.STANDARD.withPlayers(2);
  static final long MS = 1_000_000;

  /** A clock that moves {@code step} nanoseconds each time it is read. */
  static LongSupplier steppingClock(long step) {
    long[] now = {0};
    return () -> now[0] += step;
  }

  /** Decision positions with two moves or more, reached by random play from the start. */
  static java.util.List<LudoState> positions(LudoRules rules, long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    java.util.List<LudoState> out = new ArrayList<>();
    while (out.size() < count) {
      LudoState s = rules.initialState();
      int steps = random.nextInt(10, 160);
      for (int k = 0; k < steps && !s.isTerminal(); k++) {
        s.legalMoves(buffer);
        s = s.apply(buffer.get(random.nextInt(buffer.size())));
      }
      if (!s.isTerminal() && !s.isChance()) {
        s.legalMoves(buffer);
        if (buffer.size() >= 2) {
          out.add(s);
        }
      }
    }
    return out;
  }

  @Test
  void aNodeBudgetChoosesTheSameMovesAsBeforeTimeBudgetsDeepened() {
    // Every level at every size of table on random positions, by its own node budget. The
    // digest was taken from the search as it was before time budgets searched deeper than the
    // level's depth: the measured ladders and every seeded game stay as they were.
    java.util.List<LudoRules> tables = java.util.List.of(TWO, LudoRules.TWO_DICE.withPlayers(2),
        LudoRules.STANDARD.withPlayers(3), LudoRules.TWO_DICE.withPlayers(3),
        LudoRules.STANDARD);
    StringBuilder moves = new StringBuilder();
    long seed = 1;
    for (LudoRules rules : tables) {
      for (LudoState s : positions(rules, seed++, 4)) {
        for (Level level : Level.values()) {
          Expectimax player = LudoLevel.of(level).player(rules);
          int move = player.chooseMove(s, 17);
          assertThat(player.analyze(s, player.budget(), 17).best()).isEqualTo(move);
          moves.append(move).append(' ');
        }
      }
    }
    assertThat(Long.toHexString(digest(moves.toString())))
        .as("moves %s", moves).isEqualTo(PINNED);
  }

  static final String PINNED = "25d2435e0bf14a42";

  static long digest(String text) {
    long h = 1125899906842597L;
    for (int i = 0; i < text.length(); i++) {
      h = 31 * h + text.charAt(i);
    }
    return h;
  }

  @Test
  void underATimeBudgetTheSearchGoesPastTheLevelsDepthToAFinishedIteration() {
    LudoState s = TWO.position("10,30,s,s/14,s,s,s 0 4 -").get();
    // One decision deep by its level; each look at the clock takes a millisecond, so a second
    // is about a thousand looks, one per CHECK_INTERVAL inner nodes.
    Expectimax player = new Expectimax(TWO, LudoLevel.HARD.config(TWO, Budget.millis(1_000)),
        steppingClock(MS));
    Analysis a = player.analyze(s, Budget.millis(1_000), 3);
    assertThat(a.depth()).isGreaterThan(1).isLessThan(Expectimax.TIMED_DEPTH);
    // The finished iteration's scores are the plain expectimax at its depth.
    Analysis same = new Expectimax(TWO, new Expectimax.Config("same", a.depth(), 0,
        ExpectimaxSearchTest.PLENTY)).analyze(s, ExpectimaxSearchTest.PLENTY, 3);
    assertThat(a.moves()).hasSameSizeAs(same.moves());
    for (var m : same.moves()) {
      assertThat(ExpectimaxSearchTest.scores(a).get(m.move())).isCloseTo(m.score(), within(1e-9));
    }
    MoveBuffer buffer = MoveBuffer.forGame(TWO);
    s.legalMoves(buffer);
    int chosen = new Expectimax(TWO, LudoLevel.HARD.config(TWO, Budget.millis(1_000)),
        steppingClock(MS)).chooseMove(s, Budget.millis(1_000), 3);
    assertThat(buffer.contains(chosen)).isTrue();
    // The same level under a node budget stays at its depth.
    assertThat(LudoLevel.HARD.player(TWO).analyze(s, Budget.nodes(100_000_000L), 3).depth())
        .isEqualTo(1);
  }

  @Test
  void underATimeBudgetTheMovesChosenAreLegalEverywhere() {
    for (LudoRules rules : java.util.List.of(TWO, LudoRules.TWO_DICE.withPlayers(3),
        LudoRules.STANDARD)) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (LudoState s : positions(rules, 99, 5)) {
        s.legalMoves(buffer);
        for (Level level : java.util.List.of(Level.PRACTICE, Level.EXPERT, Level.MASTER)) {
          Expectimax player = new Expectimax(rules,
              LudoLevel.of(level).config(rules, Budget.millis(200)), steppingClock(MS));
          assertThat(buffer.contains(player.chooseMove(s, Budget.millis(200), 5)))
              .as("%s at %s", level, s).isTrue();
        }
      }
    }
  }

  @Test
  void aTimeBudgetStopsWhenTheNextIterationIsNotWorthStarting() {
    LudoState s = TWO.position("10,30,s,s/14,s,s,s 0 4 -").get();
    // A clock so coarse that the level's own iteration looks long: nothing more is started.
    Expectimax player = new Expectimax(TWO, LudoLevel.HARD.config(TWO, Budget.millis(10)),
        steppingClock(9 * MS));
    Analysis a = player.analyze(s, Budget.millis(10), 3);
    // The level's own depth ran (a 9 ms iteration, ending past the deadline; depth 1 always
    // finishes, its children being leaves), and no second iteration was started.
    assertThat(a.depth()).isEqualTo(1);
  }

  @Test
  void aCutIterationGivesTheMoveItValuedAboveThePreviousBest() {
    int[] moves = {10, 11, 12, 13};
    Integer[] order = {2, 0, 3, 1}; // 12 was the previous best, searched first
    double[] trial = {5, 9, 4, 7};
    double[] noise = new double[4];
    // Only the previous best valued: nothing proven.
    assertThat(Expectimax.provenBetter(moves, order, trial, noise, 1)).isEqualTo(-1);
    // 10 scored 5 at the new depth, above 12's 4.
    assertThat(Expectimax.provenBetter(moves, order, trial, noise, 2)).isEqualTo(10);
    // 13 scored 7: the best of those valued; 11 (9) was never reached.
    assertThat(Expectimax.provenBetter(moves, order, trial, noise, 3)).isEqualTo(13);
    // The previous best still best: its move stands.
    double[] lower = {1, 9, 4, 2};
    assertThat(Expectimax.provenBetter(moves, order, lower, noise, 3)).isEqualTo(-1);
    // The noise counts, as in the ranking.
    double[] blur = {0, 0, 3, 0};
    assertThat(Expectimax.provenBetter(moves, order, trial, blur, 3)).isEqualTo(-1);
  }
}
