package dev.tabletop.domino;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * A match: rounds in sequence with running totals; the first round uses the lead rule, every later
 * round is led by the previous round's winner. Immutable.
 *
 * @param rules the rules of every round
 * @param round the round being played (or just finished)
 * @param totals each seat's running total of the finished rounds' payouts
 * @param results the finished rounds' results, oldest first
 */
public record Match(DominoRules rules, DominoState round, List<Integer> totals,
    List<RoundResult> results) {

  /**
   * A new match: the first round's deal, totals at zero.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match start(DominoRules rules) {
    return new Match(rules, rules.initialState(), List.fill(rules.players(), 0), List.empty());
  }

  /**
   * Plays a move or chance outcome in the current round, checked.
   *
   * @param code a legal code of the current round
   * @return the match with the round advanced, or why the move is illegal
   */
  public Either<IllegalMove, Match> play(int code) {
    return round.play(code).map(next -> new Match(rules, next, totals, results));
  }

  /**
   * The match with the current round replaced by a later state of it (for callers that play the
   * round with {@link DominoState#apply(int)} themselves).
   *
   * @param later a state reached from the current round
   * @return the match, or an {@link InvalidInput} (subject {@code match}) if the state is not a continuation of this round
   */
  public Either<InvalidInput, Match> withRound(DominoState later) {
    DominoState s = later;
    while (s != null && s.ply() > round.ply()) {
      s = s.parentOrNull();
    }
    if (s == null || !s.equals(round)) {
      return Either.left(InvalidInput.of("match", "that state does not continue the current round"));
    }
    return Either.right(new Match(rules, later, totals, results));
  }

  /**
   * Closes the finished round: adds its payouts to the totals and deals the next round, led by the
   * winner.
   *
   * @return the next match state, or an {@link InvalidInput} (subject {@code match}) if the round is not over
   */
  public Either<InvalidInput, Match> nextRound() {
    if (!round.isTerminal()) {
      return Either.left(InvalidInput.of("match", "the round is not over yet"));
    }
    RoundResult result = round.result().get();
    List<Integer> sums = totals.zipWith(result.payouts(), Integer::sum);
    return Either.right(new Match(rules, rules.initialState(result.winner()), sums,
        results.append(result)));
  }

  /**
   * How many rounds are finished and counted.
   *
   * @return the number of results
   */
  public int roundsPlayed() {
    return results.size();
  }
}
