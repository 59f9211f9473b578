package dev.tabletop.core;

import io.vavr.control.Either;

/**
 * Why a validating entry point refused its input: the one error family of tabletop.
 *
 * <p>Every entry point that reads something from outside returns {@code Either<…, value>} with
 * one of these on the left, the same way in every game:
 *
 * <ul>
 *   <li>{@link InvalidInput}: text that does not read as what was asked for (a position, a variant
 *       spec, a record, a view, a tile, a clock), with every problem found and where it is;
 *   <li>{@link IllegalMove}: a move that is unreadable, or readable but not legal where it was
 *       played, with the rule that forbids it;
 *   <li>{@link ReplayError}: a game record whose spec or one of whose steps is refused, naming the
 *       ply and the underlying refusal.
 * </ul>
 *
 * A refusal never leaves a changed object behind: whatever was asked of stays as it was.
 */
public sealed interface Refusal permits InvalidInput, IllegalMove, ReplayError {

  /**
   * What was wrong, as a sentence a player or a developer can read.
   *
   * @return the message, never empty
   */
  String message();

  /**
   * This refusal as an exception that carries it, for {@code
   * either.getOrElseThrow(Refusal::exception)}.
   *
   * @return a {@link RefusedException} whose message is {@link #message()}
   */
  default RefusedException exception() {
    return new RefusedException(this);
  }

  /**
   * The value of a validating entry point's result, or the refusal thrown as a {@link
   * RefusedException} that says why: the one-call unwrap of the whole error family.
   *
   * @param result what a parser or a checked play returned
   * @param <T> the value's type
   * @return the value when the result is a {@code Right}
   * @throws RefusedException carrying the refusal when the result is a {@code Left}
   * @throws NullPointerException if {@code result} is null
   */
  static <T> T orThrow(Either<? extends Refusal, ? extends T> result) {
    if (result.isLeft()) {
      throw result.getLeft().exception();
    }
    return result.get();
  }
}
