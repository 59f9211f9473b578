package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.core.tools.Playout;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Allocation budgets, measured with the JVM's per-thread allocation counter: move generation
 * allocates nothing, apply one state. A rough throughput figure runs only with -Pdeep.
 */
class AllocationTest {

  // Test compilation is patched into the named module, which does not read java.management;
  // reaching the counter by reflection keeps the module descriptor free of test-only needs.
  private static final Object BEAN;
  private static final Method COUNTER;

  static {
    try {
      BEAN = Class.forName("java.lang.management.ManagementFactory")
          .getMethod("getThreadMXBean").invoke(null);
      COUNTER = Class.forName("com.sun.management.ThreadMXBean")
          .getMethod("getCurrentThreadAllocatedBytes");
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private static long allocated() {
    try {
      return (long) COUNTER.invoke(BEAN);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<DominoState> corpus(DominoRules rules) {
    List<DominoState> states = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(4);
    MoveBuffer b = MoveBuffer.forGame(rules);
    for (int g = 0; g < 50; g++) {
      DominoState s = rules.initialState();
      while (!s.isTerminal()) {
        states.add(s);
        s = s.apply(Chance.randomMove(s, b, random));
      }
    }
    return states;
  }

  @Test
  void legalMoveGenerationAllocatesNothing() {
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.ANYWHERE).withDraw(DrawRule.UNTIL_PLAYABLE)}) {
      List<DominoState> states = corpus(rules);
      DominoState[] array = states.toArray(new DominoState[0]);
      MoveBuffer b = MoveBuffer.forGame(rules);
      long sink = 0;
      for (int round = 0; round < 3; round++) {
        long before = allocated();
        for (int rep = 0; rep < 20; rep++) {
          for (DominoState s : array) {
            s.legalMoves(b);
            sink += b.size();
          }
        }
        long bytes = allocated() - before;
        if (round == 2) {
          assertThat(bytes).as("bytes over %d generations", 20L * array.length).isLessThan(1024);
        }
      }
      assertThat(sink).isPositive();
    }
  }

  @Test
  void drawingFromTheBoneyardAllocatesNothing() {
    DominoState[] chance = corpus(DominoRules.TWO_PLAYERS).stream()
        .filter(DominoState::isChance).toArray(DominoState[]::new);
    MoveBuffer b = MoveBuffer.forGame(DominoRules.TWO_PLAYERS);
    SplittableRandom random = new SplittableRandom(5);
    long sink = 0;
    for (int round = 0; round < 3; round++) {
      long before = allocated();
      for (int rep = 0; rep < 20; rep++) {
        for (DominoState s : chance) {
          sink += s.sampleOutcome(b, random);
        }
      }
      long bytes = allocated() - before;
      if (round == 2) {
        assertThat(bytes).as("bytes over %d draws", 20L * chance.length).isLessThan(1024);
      }
    }
    assertThat(sink).isPositive();
  }

  @Test
  void applyAllocatesOneSmallState() {
    List<DominoState> states = corpus(DominoRules.STANDARD);
    MoveBuffer b = MoveBuffer.forGame(DominoRules.STANDARD);
    int[] moves = new int[states.size()];
    for (int i = 0; i < moves.length; i++) {
      states.get(i).legalMoves(b);
      moves[i] = b.get(0);
    }
    long perApply = 0;
    for (int round = 0; round < 3; round++) {
      long before = allocated();
      for (int i = 0; i < moves.length; i++) {
        states.get(i).apply(moves[i]);
      }
      perApply = (allocated() - before) / moves.length;
    }
    // A state object is about 64-80 bytes; the few terminal ones also compute payouts once.
    assertThat(perApply).isLessThan(160);
  }

  @Test
  void roughPlayoutThroughput() {
    Assumptions.assumeTrue(Boolean.getBoolean("tabletop.deep"), "runs with -Pdeep");
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD, DominoRules.TWO_PLAYERS}) {
      Playout<DominoState> playout = new Playout<>(rules, 1000);
      SplittableRandom random = new SplittableRandom(1);
      long plies = 0;
      for (int i = 0; i < 300_000; i++) {
        plies += playout.play(rules.initialState(), random).plies();
      }
      int n = 1_000_000;
      long start = System.nanoTime();
      for (int i = 0; i < n; i++) {
        plies += playout.play(rules.initialState(), random).plies();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("%s: %.0f random rounds/s (deal included)%n", rules.spec(), n / seconds);
      assertThat(plies).isPositive();
    }
  }
}
