package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import java.lang.reflect.Method;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Generation allocates nothing and apply allocates one small state, measured by the JVM's
 * per-thread allocation counter (a byte count, not a timing).
 */
class AllocationTest {

  // Reached by reflection: the test sources compile inside the module, which does not read
  // jdk.management; the tests themselves run on the class path.
  private static Object bean;
  private static Method counter;

  private static boolean counterAvailable() {
    try {
      bean = Class.forName("java.lang.management.ManagementFactory")
          .getMethod("getThreadMXBean").invoke(null);
      counter = Class.forName("com.sun.management.ThreadMXBean")
          .getMethod("getThreadAllocatedBytes", long.class);
      return (long) counter.invoke(bean, Thread.currentThread().getId()) >= 0;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  private static long allocated() {
    try {
      return (long) counter.invoke(bean, Thread.currentThread().getId());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private static JungleState[] corpus() {
    SplittableRandom random = new SplittableRandom(42);
    JungleState[] states = new JungleState[64];
    MoveBuffer buffer = MoveBuffer.forGame(JungleRules.STANDARD);
    JungleState s = Jungle.start();
    for (int i = 0; i < states.length; i++) {
      s.legalMoves(buffer);
      if (buffer.isEmpty()) {
        s = Jungle.start();
        s.legalMoves(buffer);
      }
      s = s.apply(buffer.get(random.nextInt(buffer.size())));
      s.legalMoves(buffer);
      states[i] = buffer.isEmpty() ? Jungle.start() : s;
    }
    return states;
  }

  @Test
  void legalMoveGenerationAllocatesNothing() {
    assumeTrue(counterAvailable());
    JungleState[] states = corpus();
    MoveBuffer buffer = MoveBuffer.forGame(JungleRules.STANDARD);
    long sink = 0;
    for (int i = 0; i < 200_000; i++) {
      states[i & 63].legalMoves(buffer);
      sink += buffer.size();
    }
    long before = allocated();
    for (int i = 0; i < 1_000_000; i++) {
      states[i & 63].legalMoves(buffer);
      sink += buffer.size() + states[i & 63].currentPlayer();
    }
    long bytes = allocated() - before;
    assertThat(sink).isPositive();
    assertThat(bytes).as("bytes allocated by a million generations").isLessThan(4096);
  }

  @Test
  void applyAllocatesOneSmallStatePerMove() {
    assumeTrue(counterAvailable());
    JungleState[] states = corpus();
    MoveBuffer buffer = MoveBuffer.forGame(JungleRules.STANDARD);
    int[] moves = new int[64];
    for (int i = 0; i < 64; i++) {
      states[i].legalMoves(buffer);
      moves[i] = buffer.get(0);
    }
    long sink = 0;
    for (int i = 0; i < 200_000; i++) {
      sink += states[i & 63].apply(moves[i & 63]).hash();
    }
    long before = allocated();
    int n = 1_000_000;
    for (int i = 0; i < n; i++) {
      sink += states[i & 63].apply(moves[i & 63]).hash();
    }
    long perApply = (allocated() - before) / n;
    assertThat(sink).isNotZero();
    // One 64-byte state (five longs, the rules and the end once decided, with compressed
    // pointers).
    assertThat(perApply).as("bytes per apply").isLessThanOrEqualTo(64);
  }
}
