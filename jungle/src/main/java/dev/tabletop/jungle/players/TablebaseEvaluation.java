package dev.tabletop.jungle.players;

import dev.tabletop.core.search.Evaluation;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.Side;
import java.util.Objects;

/**
 * {@link JungleEvaluation} that answers from the endgame tables where they cover a position: a
 * won position scores {@link #TABLE_WIN} less its distance, a lost one the negative, a drawn one
 * 0 (the search then prefers a table win to any material gain, and the shorter of two). Elsewhere,
 * and where a table is missing, the plain evaluation's score. The search calls it at its horizon
 * and in quiescence, so every line that reaches a position the tables know is scored exactly.
 */
public final class TablebaseEvaluation implements Evaluation<JungleState> {
  /** The score of a table win at distance 0; well inside the evaluation's bounds. */
  public static final int TABLE_WIN = WIN / 4;

  private final JungleEvaluation plain;
  private final JungleTablebase tablebase;
  private final int maxPieces;

  /**
   * Creates the evaluation.
   *
   * @param rules the rules played
   * @param tablebase the tables
   * @param maxPieces the most animals of a position looked up (the largest tables generated);
   *     positions with more are never probed, which costs nothing
   */
  public TablebaseEvaluation(JungleRules rules, JungleTablebase tablebase, int maxPieces) {
    this.plain = new JungleEvaluation(rules);
    this.tablebase = Objects.requireNonNull(tablebase, "tablebase");
    this.maxPieces = maxPieces;
  }

  @Override
  public int evaluate(JungleState state) {
    long all = state.occupancy(Side.RED) | state.occupancy(Side.BLUE);
    if (Long.bitCount(all) <= maxPieces) {
      int entry = tablebase.entry(state);
      if (entry == 0) {
        return 0;
      }
      if (entry > 0) {
        int distance = entry - 1;
        return distance % 2 == 1 ? TABLE_WIN - distance : -(TABLE_WIN - distance);
      }
    }
    return plain.evaluate(state);
  }

  @Override
  public void start(JungleState root) {
    plain.start(root);
  }

  @Override
  public void push(JungleState state, int move) {
    plain.push(state, move);
  }

  @Override
  public void pop(JungleState state, int move) {
    plain.pop(state, move);
  }

  @Override
  public boolean isNoisy(JungleState state, int move) {
    return plain.isNoisy(state, move);
  }

  @Override
  public int moveOrder(JungleState state, int move) {
    return plain.moveOrder(state, move);
  }
}
