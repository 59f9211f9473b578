package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * A search allocates per node only the state its move makes (56 bytes in Jungle), measured by
 * the JVM's per-thread allocation counter over a whole search: a byte count, not a timing.
 */
class SearchAllocationTest {
  private static Object bean;
  private static Method counter;

  // Reached by reflection: the test sources compile inside the module, which does not read
  // jdk.management.
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

  @Test
  void aSearchAllocatesAboutOneStatePerNode() {
    assertAboutOneStatePerNode(JungleLevel.HARD);
  }

  @Test
  void aSearchWithReductionsAllocatesAboutOneStatePerNodeToo() {
    assertAboutOneStatePerNode(JungleLevel.MASTER);
  }

  private static void assertAboutOneStatePerNode(JungleLevel level) {
    assumeTrue(counterAvailable(), "no per-thread allocation counter on this JVM");
    JungleRules rules = JungleRules.STANDARD;
    JungleState start = rules.initialState();
    // A fifth of the nodes under the mutation profile, where each surviving mutant reruns this.
    int nodes = Boolean.getBoolean("tabletop.mutation") ? 40_000 : 200_000;
    AlphaBeta<JungleState> ab = level.player(rules, Budget.nodes(nodes));
    ab.chooseMove(start, 1); // warm up: compiled code allocates less than the interpreter
    ab.newGame();
    long before = allocated();
    ab.chooseMove(start, 1);
    long bytes = allocated() - before;
    assertThat(ab.lastNodes()).isGreaterThan(nodes / 2);
    // 56 bytes of state per node, a second one where a move ends the game; nothing per node else.
    assertThat((double) bytes / ab.lastNodes()).isLessThan(100.0);
  }
}
