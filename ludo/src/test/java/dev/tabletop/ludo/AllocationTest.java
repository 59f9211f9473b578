package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Move generation allocates nothing: measured with the JVM's per-thread allocation counter over a
 * corpus of positions from random games (not a timing assertion; the JMH figures are in the
 * benchmarks module).
 */
class AllocationTest {
  private static final Object BEAN;
  private static final Method ALLOCATED;

  // Reached by reflection: the test sources are compiled inside the module, which (rightly) does
  // not read java.management.
  static {
    Object bean = null;
    Method m = null;
    try {
      bean = Class.forName("java.lang.management.ManagementFactory")
          .getMethod("getThreadMXBean").invoke(null);
      m = Class.forName("com.sun.management.ThreadMXBean")
          .getMethod("getThreadAllocatedBytes", long.class);
    } catch (ReflectiveOperationException e) {
      m = null;
    }
    BEAN = bean;
    ALLOCATED = m;
  }

  private static long allocatedBytes() {
    try {
      return (Long) ALLOCATED.invoke(BEAN, Thread.currentThread().getId());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Bytes allocated while generating the moves of every corpus state {@code reps} times. */
  private static long generate(LudoState[] corpus, MoveBuffer buffer, int reps) {
    long before = allocatedBytes();
    for (int rep = 0; rep < reps; rep++) {
      for (int i = 0; i < corpus.length; i++) { // an index loop: an iterator would allocate
        corpus[i].legalMoves(buffer);
      }
    }
    return allocatedBytes() - before;
  }

  /** Bytes allocated while rolling at every chance state of the corpus {@code reps} times. */
  private static long roll(LudoState[] chance, MoveBuffer buffer, SplittableRandom random,
      int reps) {
    long before = allocatedBytes();
    long sink = 0;
    for (int rep = 0; rep < reps; rep++) {
      for (int i = 0; i < chance.length; i++) {
        sink += chance[i].sampleOutcome(buffer, random);
      }
    }
    assertThat(sink).isPositive();
    return allocatedBytes() - before;
  }

  @Test
  void rollingAllocatesNothing() {
    Assumptions.assumeTrue(ALLOCATED != null && BEAN != null, "needs the allocation counter");
    List<LudoState> states = new ArrayList<>();
    for (LudoRules rules : Presets.all()) {
      for (LudoState s : Games.randomGame(rules, 12)) {
        if (s.isChance()) {
          states.add(s);
        }
      }
    }
    LudoState[] chance = states.toArray(new LudoState[0]);
    MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
    SplittableRandom random = new SplittableRandom(12);
    roll(chance, buffer, random, 20); // warm up
    long extra = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 3 && extra >= 64; attempt++) {
      long once = roll(chance, buffer, random, 1);
      long many = roll(chance, buffer, random, 21);
      extra = Math.min(extra, many - once);
    }
    assertThat(extra).as("extra bytes for %d more rolls", 20 * chance.length).isLessThan(64);
  }

  @Test
  void legalMoveGenerationAllocatesNothing() {
    Assumptions.assumeTrue(ALLOCATED != null && BEAN != null, "needs the allocation counter");
    List<LudoState> states = new ArrayList<>();
    for (LudoRules rules : Presets.all()) {
      List<LudoState> game = Games.randomGame(rules, 11);
      for (int i = 0; i < game.size(); i += 7) {
        states.add(game.get(i));
      }
    }
    LudoState[] corpus = states.toArray(new LudoState[0]);
    MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
    generate(corpus, buffer, 20); // warm up
    // Twenty more passes over thousands of positions would cost hundreds of kilobytes if a
    // generation allocated even one small object; reading the counter costs the same both times.
    // A one-off event of the JVM on this thread (a deoptimization, say, when the machine is busy
    // and compilation comes late) can add a few hundred bytes to one measurement, never to every
    // one: the least of three measurements is the generator's own cost.
    long extra = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 3 && extra >= 64; attempt++) {
      long once = generate(corpus, buffer, 1);
      long many = generate(corpus, buffer, 21);
      extra = Math.min(extra, many - once);
    }
    assertThat(extra).as("extra bytes for %d more generations", 20 * corpus.length)
        .isLessThan(64);
    corpus[0].legalMoves(buffer); // the start: the buffer really was written to
    assertThat(buffer.size()).isPositive();
  }
}
