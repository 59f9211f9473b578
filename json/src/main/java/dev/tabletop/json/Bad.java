package dev.tabletop.json;

import dev.tabletop.core.Problem;
import io.vavr.collection.List;
import io.vavr.control.Option;

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
    return new Bad(List.of(problem(pointer, message)));
  }

  /**
   * A problem at a JSON pointer: the pointer both as the problem's field (exact for any key) and
   * at the head of its message (for a reader of the text).
   */
  static Problem problem(String pointer, String message) {
    return new Problem(where(pointer) + message, -1, Option.some(pointer));
  }

  /**
   * Every problem of a value's own parser (a spec, a position, a clock), each at the pointer of
   * the field that held the text. The parser's offsets count in that text, not in the document,
   * so they are dropped.
   */
  static Bad at(String pointer, dev.tabletop.core.InvalidInput refused) {
    return new Bad(refused.problems().map(p -> problem(pointer, p.message())).toList());
  }

  static String where(String pointer) {
    return (pointer.isEmpty() ? "(root)" : pointer) + ": ";
  }

  List<Problem> problems() {
    return problems;
  }
}
