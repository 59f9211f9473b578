package dev.tabletop.jungle;

import dev.tabletop.core.GameHistory;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * How a game of Cờ Thú ended: the winner (none for a draw) and why.
 *
 * @param winner the side that won, or none when the game is drawn
 * @param reason what ended the game
 */
public record JungleResult(Option<Side> winner, Reason reason) {

  /** What ended a game. */
  public enum Reason {
    /** A piece entered the enemy den (vào hang). */
    DEN("den"),
    /** One side captured every enemy piece. */
    ALL_CAPTURED("all captured"),
    /**
     * The side to move had no legal move: it loses under {@code noMoveLoses=true}, else the game
     * is drawn.
     */
    NO_MOVE("no move"),
    /** The same position with the same side to move occurred {@code repetitionLimit} times. */
    REPETITION("repetition");

    private final String label;

    Reason(String label) {
      this.label = label;
    }

    /**
     * The short label that {@link JungleState#endReason()} reports.
     *
     * @return such as {@code den}
     */
    public String label() {
      return label;
    }
  }

  /**
   * Creates a result.
   *
   * @throws NullPointerException if an argument is null
   */
  public JungleResult {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
  }

  /**
   * The result of a position, without regard to repetition.
   *
   * @param state any position
   * @return the result, or none while the game goes on
   */
  public static Option<JungleResult> of(JungleState state) {
    return state.result();
  }

  /**
   * The result of a game in progress, repetition included: a draw when the history's current
   * position reached the repetition limit, else the result of its state.
   *
   * @param history the game so far
   * @return the result, or none while the game goes on
   */
  public static Option<JungleResult> of(GameHistory<JungleState> history) {
    if (history.isDrawnByRepetition()) {
      return Option.some(new JungleResult(Option.none(), Reason.REPETITION));
    }
    return history.state().result();
  }

  /**
   * Whether nobody won.
   *
   * @return {@code true} for a draw
   */
  public boolean isDraw() {
    return winner.isEmpty();
  }

  @Override
  public String toString() {
    return winner.map(s -> s.title() + " wins").getOrElse("draw") + " (" + reason.label() + ")";
  }
}
