package dev.tabletop.json;

import dev.tabletop.core.Problem;
import io.vavr.collection.List;

/**
 * The problems found in a document, thrown from deep inside a reader and caught at its entry
 * point, where they become an {@link dev.tabletop.core.InvalidInput}. Never leaves the package.
 */
final class Bad extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient List<Problem> problems;

  Bad(List<Problem> problems) {
    super(null, null, false, false);
    this.problems = problems;
  }

  /** One problem at a JSON pointer: the message reads {@code /moves/3/code: ...}. */
  static Bad at(String pointer, String message) {
    return new Bad(List.of(Problem.of(where(pointer) + message)));
  }

  static String where(String pointer) {
    return (pointer.isEmpty() ? "(root)" : pointer) + ": ";
  }

  List<Problem> problems() {
    return problems;
  }
}
