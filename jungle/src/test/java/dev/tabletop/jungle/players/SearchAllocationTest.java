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
 * A search allocates per node only the state its move makes (64 bytes in Jungle), measured by
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

  @Test
  void probingTheTablesAtEveryNodeAllocatesNothingMore() {
    assumeTrue(counterAvailable(), "no per-thread allocation counter on this JVM");
    JungleRules rules = JungleRules.STANDARD;
    var tables = dev.tabletop.jungle.JungleTablebase.open(rules,
        dev.tabletop.jungle.TablebaseFixture.directory());
    // Lions against a Cat and a Rat: every node has three animals or two, so every node is
    // probed; the two-animal tables answer, LvCR's (not in the fixture) is missing.
    int wanted = Boolean.getBoolean("tabletop.mutation") ? 20_000 : 100_000;
    AlphaBeta<JungleState> ab = new AlphaBeta<>(rules, new JungleEvaluation(rules),
        JungleLevel.HARD.config(Budget.nodes(20_000)), new TablebaseOracle(tables, 3));
    java.util.SplittableRandom random = new java.util.SplittableRandom(4);
    for (int i = 0; i < 20; i++) {
      ab.chooseMove(TablebasePlayerTest.random(random, "L", "CR"), 1); // warm up
    }
    long bytes = 0;
    long nodes = 0;
    while (nodes < wanted) {
      JungleState root = TablebasePlayerTest.random(random, "L", "CR");
      ab.newGame();
      long before = allocated();
      ab.chooseMove(root, 1);
      bytes += allocated() - before;
      nodes += ab.lastNodes();
    }
    // The one state per node, and nothing for the probe (each search's root moves and their
    // ordering arrays are its only other allocation).
    assertThat((double) bytes / nodes).isLessThan(100.0);
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
    // 64 bytes of state per node, a second one where a move ends the game; nothing per node else.
    assertThat((double) bytes / ab.lastNodes()).isLessThan(100.0);
  }

  @Test
  void aNewGameClearsTheTableWithoutAllocatingAnother() {
    assumeTrue(counterAvailable(), "no per-thread allocation counter on this JVM");
    JungleRules rules = JungleRules.STANDARD;
    JungleState start = rules.initialState();
    AlphaBeta<JungleState> ab = JungleLevel.MASTER.player(rules, Budget.nodes(50_000));
    assertThat(ab.tableBytes()).isEqualTo(64L << 20).isEqualTo(JungleLevel.MASTER.tableBytes());
    int first = ab.chooseMove(start, 3);
    long nodes = ab.lastNodes();
    ab.newGame();
    long before = allocated();
    ab.newGame();
    long bytes = allocated() - before;
    // Clearing 64 MB allocates nothing: not another table.
    assertThat(bytes).isLessThan(1_024);
    // And it forgets: the next game's first search is the same as a new player's.
    assertThat(ab.chooseMove(start, 3)).isEqualTo(first);
    assertThat(ab.lastNodes()).isEqualTo(nodes);
  }

  @Test
  void theTableSizeCanBeSetToPlanMemory() {
    JungleRules rules = JungleRules.STANDARD;
    AlphaBeta<JungleState> small = JungleLevel.MASTER.player(rules, Budget.nodes(20_000), 16);
    assertThat(small.tableBytes()).isEqualTo(1L << 20);
    assertThat(small.config().reductions()).isTrue();
    assertThat(small.config().tableBits()).isEqualTo(16);
    assertThat(small.chooseMove(rules.initialState(), 1)).isPositive();
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> JungleLevel.MASTER.player(rules, Budget.nodes(1), 29))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tableBits");
  }

  @Test
  void eachLevelStatesItsTableMemory() {
    long[] mb = new long[JungleLevel.values().length];
    for (JungleLevel level : JungleLevel.values()) {
      mb[level.ordinal()] = level.tableBytes() >> 20;
      assertThat(level.player(JungleRules.STANDARD).tableBytes()).isEqualTo(level.tableBytes());
    }
    assertThat(mb).containsExactly(1, 1, 4, 16, 32, 64);
  }
}
