package dev.tabletop.domino;

import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * How a round ended and what it pays.
 *
 * @param reason {@code domino} (a player played their last tile) or {@code blocked} (triệt: nobody
 *     could play or draw)
 * @param winner the seat that won the round and leads the next one (in a partnership, the member
 *     of the winning team who went out or, when blocked, who counts less; a round voided by
 *     {@code ties=void} still names the seat the tie-breaks put first, who leads next)
 * @param winningTeam in a partnership, 0 for seats 0+2 or 1 for seats 1+3; else none
 * @param counts each seat's hand count (0:0 counting 13 when the rules say so)
 * @param ranking seats from the winner to the biggest loser (người thua nhất)
 * @param payouts each seat's stakes or points, as {@link DominoState#returns(int)} gives them
 */
public record RoundResult(String reason, int winner, Option<Integer> winningTeam,
    List<Integer> counts, List<Integer> ranking, List<Integer> payouts) {

  /**
   * A one-line summary.
   *
   * @return text such as {@code domino by seat 2, counts [7, 12, 0, 30], payouts [-1, -2, 6, -3]}
   */
  @Override
  public String toString() {
    return reason + " by seat " + winner
        + winningTeam.map(t -> " (team " + (t == 0 ? "0+2" : "1+3") + ")").getOrElse("")
        + ", counts " + counts.mkString("[", ", ", "]")
        + ", payouts " + payouts.mkString("[", ", ", "]");
  }
}
