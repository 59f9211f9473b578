package dev.tabletop.benchmarks;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The variants every per-game benchmark runs: each game's main rules, with 2 and 4 players where
 * the game has them, and two-dice Ludo (entry and bonus on a die showing 1 or 6; each action spends a, b or a+b).
 */
@State(Scope.Thread)
public abstract class VariantBenchmark {

  /** The variant, as a spec. */
  @Param({
      "jungle()",
      "ludo(players=2)",
      "ludo(players=4)",
      "ludo(players=4,dice=2,entryFaces={1,6},bonusFaces={1,6})",
      "domino(players=2)",
      "domino(players=4)"})
  public String spec;
}
