package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * Text that does not read as what was asked for: a position, a variant spec, a record, a view, a
 * tile, a clock. It lists every problem found (a spec reports every bad key at once; most other
 * parsers stop at the first problem).
 *
 * @param subject what was being read, such as {@code "position"}, {@code "spec"} or {@code
 *     "record"}
 * @param problems what is wrong, at least one, in the order found
 */
public record InvalidInput(String subject, Seq<Problem> problems) implements Refusal {

  /**
   * Creates the refusal.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if there is no problem
   */
  public InvalidInput {
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(problems, "problems");
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an invalid input needs at least one problem");
    }
  }

  /**
   * A refusal with one problem and no location.
   *
   * @param subject what was being read
   * @param message what is wrong
   * @return the refusal
   */
  public static InvalidInput of(String subject, String message) {
    return new InvalidInput(subject, List.of(Problem.of(message)));
  }

  /**
   * A refusal with one problem at a place in the input.
   *
   * @param subject what was being read
   * @param offset the 0-based character index where the problem starts, or -1
   * @param message what is wrong
   * @return the refusal
   */
  public static InvalidInput at(String subject, int offset, String message) {
    return new InvalidInput(subject, List.of(new Problem(message, offset)));
  }

  /**
   * A refusal listing several problems, each without a location.
   *
   * @param subject what was being read
   * @param messages what is wrong, at least one
   * @return the refusal
   */
  public static InvalidInput ofAll(String subject, Seq<String> messages) {
    return new InvalidInput(subject, messages.map(Problem::of));
  }

  /**
   * Turns a reader's plain message into this family: the bridge from a parser that reports one
   * message on the left.
   *
   * @param subject what was being read
   * @param result the reader's answer
   * @param <T> the value read
   * @return the same value, or the message as an invalid input
   */
  public static <T> Either<InvalidInput, T> from(String subject, Either<String, T> result) {
    return result.mapLeft(message -> of(subject, message));
  }

  /**
   * Every problem's message, joined by {@code "; "} (the offsets are in {@link #problems()}).
   *
   * @return the text of the problems
   */
  @Override
  public String message() {
    return problems.map(Problem::message).mkString("; ");
  }

  @Override
  public String toString() {
    return "invalid " + subject + ": " + message();
  }
}
