package dev.tabletop.domino;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * How a round ended and what it pays.
 *
 * @param reason how the round ended: {@link Reason#DOMINO} or {@link Reason#BLOCKED}
 * @param winner the seat that won the round and leads the next one (in a partnership, the member
 *     of the winning team who went out or, when blocked, who counts less; a round voided by
 *     {@code ties=void} still names the seat the tie-breaks put first, who leads next)
 * @param winningTeam in a partnership, 0 for seats 0+2 or 1 for seats 1+3; else none
 * @param counts each seat's hand count (0:0 counting 13 when the rules say so)
 * @param ranking seats from the winner to the biggest loser (người thua nhất)
 * @param payouts each seat's stakes or points, as {@link DominoState#returns(int)} gives them
 */
public record RoundResult(Reason reason, int winner, Option<Integer> winningTeam,
    List<Integer> counts, List<Integer> ranking, List<Integer> payouts) {

  /** The two ways a round ends. */
  public enum Reason {
    /** Domino: a player played their last tile and won the round. */
    DOMINO("domino"),
    /**
     * Blocked (triệt): nobody could play and nobody could draw; the lowest hand count wins (a
     * round voided by {@code ties=void} is a blocked round that pays nothing).
     */
    BLOCKED("blocked");

    private final String label;

    Reason(String label) {
      this.label = label;
    }

    /**
     * The word for this ending, as {@link DominoState#endReason()}, the position text and the
     * wire format write it.
     *
     * @return {@code domino} or {@code blocked}
     */
    public String label() {
      return label;
    }
  }

  /**
   * Checks the values.
   *
   * @throws NullPointerException if a value is null
   */
  public RoundResult {
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(winningTeam, "winningTeam");
    Objects.requireNonNull(counts, "counts");
    Objects.requireNonNull(ranking, "ranking");
    Objects.requireNonNull(payouts, "payouts");
  }

  /**
   * A one-line summary.
   *
   * @return text such as {@code domino by seat 2, counts [7, 12, 0, 30], payouts [-1, -2, 6, -3]}
   */
  @Override
  public String toString() {
    return reason.label() + " by seat " + winner
        + winningTeam.map(t -> " (team " + (t == 0 ? "0+2" : "1+3") + ")").getOrElse("")
        + ", counts " + counts.mkString("[", ", ", "]")
        + ", payouts " + payouts.mkString("[", ", ", "]");
  }
}
