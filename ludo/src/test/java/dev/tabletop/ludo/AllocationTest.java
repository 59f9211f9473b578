package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Move generation allocates nothing: measured with the JVM's per-thread allocation counter over a
 * corpus of positions from random games (not a timing assertion; the JMH figures are in the
 * benchmarks module).
 */
class AllocationTest {

  // Reached by reflection: the test sources are compiled inside the module, which (rightly) does
  // not read java.management.
  private static long allocatedBytes() {
    try {
      Object bean = Class.forName("java.lang.management.ManagementFactory")
          .getMethod("getThreadMXBean").invoke(null);
      Method m = Class.forName("com.sun.management.ThreadMXBean")
          .getMethod("getThreadAllocatedBytes", long.class);
      return (Long) m.invoke(bean, Thread.currentThread().getId());
    } catch (ReflectiveOperationException | ClassCastException e) {
      return -1;
    }
  }

  @Test
  void legalMoveGenerationAllocatesNothing() {
    Assumptions.assumeTrue(allocatedBytes() >= 0, "needs the HotSpot allocation counter");
    List<LudoState> corpus = new ArrayList<>();
    for (LudoRules rules : Presets.all()) {
      List<LudoState> game = Games.randomGame(rules, 11);
      for (int i = 0; i < game.size(); i += 7) {
        corpus.add(game.get(i));
      }
    }
    MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
    long sink = 0;
    for (int round = 0; round < 3; round++) { // warm up, then measure the last round
      long idle = allocatedBytes();
      idle = allocatedBytes() - idle; // what reading the counter costs by itself
      long before = allocatedBytes();
      for (int rep = 0; rep < 20; rep++) {
        for (LudoState s : corpus) {
          s.legalMoves(buffer);
          sink += buffer.size();
        }
      }
      long allocated = allocatedBytes() - before - idle;
      if (round == 2) {
        // Generation over tens of thousands of positions must cost nothing beyond the counter.
        assertThat(allocated).as("bytes allocated over %d generations", 20 * corpus.size())
            .isLessThan(256);
      }
    }
    assertThat(sink).isPositive();
  }
}
