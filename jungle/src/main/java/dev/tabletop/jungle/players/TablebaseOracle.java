package dev.tabletop.jungle.players;

import dev.tabletop.core.search.Oracle;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.Side;
import java.util.Objects;

/**
 * The endgame tables as the search's {@link Oracle}: a position with few enough animals whose
 * table is there is worth its exact value (a win or loss in the tables' distance, a draw 0), so
 * the search stops there, at any depth, and prefers the shortest win it can reach; any other
 * position, or one whose table is missing, is left to the search. A probe reads one byte of a
 * memory-mapped table, so the levels ask at every node.
 */
public final class TablebaseOracle implements Oracle<JungleState> {
  private final JungleTablebase tablebase;
  private final int maxPieces;

  /**
   * Creates the oracle.
   *
   * @param tablebase the tables
   * @param maxPieces the most animals of a position looked up (the largest tables generated,
   *     {@link JungleTablebase#largest()}); positions with more are never probed, which costs
   *     nothing
   */
  public TablebaseOracle(JungleTablebase tablebase, int maxPieces) {
    this.tablebase = Objects.requireNonNull(tablebase, "tablebase");
    this.maxPieces = maxPieces;
  }

  @Override
  public int score(JungleState state) {
    long all = state.occupancy(Side.RED) | state.occupancy(Side.BLUE);
    if (Long.bitCount(all) > maxPieces) {
      return UNKNOWN;
    }
    int entry = tablebase.entry(state);
    if (entry <= 0) {
      return entry == 0 ? 0 : UNKNOWN;
    }
    // The entry is distance + 1; an odd distance is the mover's win, an even one its loss.
    int distance = entry - 1;
    return distance % 2 == 1 ? Oracle.win(distance) : Oracle.loss(distance);
  }
}
