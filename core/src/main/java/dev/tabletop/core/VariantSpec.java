package dev.tabletop.core;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A variant spec as text: {@code name(key=value,key=value)}, the way rules travel in records,
 * configuration and URLs. A value may be a set in braces, {@code entryFaces={1,6}}.
 *
 * <p>This class is the syntax only; each game's rules parse the keys and values (see {@link
 * SpecReader}). {@link #toString()} prints the canonical form, which {@link #parse(String)} reads
 * back to an equal spec.
 *
 * @param name the game name, a lowercase identifier
 * @param params the keys and their values as text, in the order given
 */
public record VariantSpec(String name, Map<String, String> params) {

  /**
   * Creates a spec, which {@link #toString()} writes and {@link #parse(String)} reads back equal.
   *
   * @throws NullPointerException if an argument, a key or a value is null
   * @throws IllegalArgumentException naming the name, key or value that would not read back: a
   *     name that is not {@code [a-z][a-z0-9_-]*}, a key that is not {@code
   *     [A-Za-z][A-Za-z0-9_]*}, a value with white space around it, a comma outside braces or
   *     brackets that do not pair up
   */
  public VariantSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(params, "params");
    if (!isName(name)) {
      throw new IllegalArgumentException("name '" + name
          + "' is not a game name (a lowercase letter, then lowercase letters, digits, _ or -)");
    }
    for (var kv : params) {
      Objects.requireNonNull(kv._1, "key");
      Objects.requireNonNull(kv._2, "value");
      if (!isKey(kv._1)) {
        throw new IllegalArgumentException("key '" + kv._1
            + "' is not a key (a letter, then letters, digits or _)");
      }
      String problem = unwritableValue(kv._2);
      if (problem != null) {
        throw new IllegalArgumentException("value '" + kv._2 + "' of key '" + kv._1 + "' "
            + problem);
      }
    }
  }

  /**
   * Why a value would not read back from the canonical text, or null: {@link #parse} strips
   * values, splits pairs at commas outside brackets, and counts braces and parentheses together.
   */
  private static String unwritableValue(String value) {
    if (!value.equals(value.strip())) {
      return "has white space around it, which a spec does not keep";
    }
    int depth = 0;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '{' || c == '(') {
        depth++;
      } else if (c == '}' || c == ')') {
        if (--depth < 0) {
          return "closes a bracket it did not open";
        }
      } else if (c == ',' && depth == 0) {
        return "holds a comma outside braces, which would split it";
      }
    }
    return depth == 0 ? null : "leaves a bracket open";
  }

  /**
   * A spec with a name and no parameters.
   *
   * @param name the game name
   * @return {@code name()}
   * @throws IllegalArgumentException if the name is not a game name (see the constructor)
   */
  public static VariantSpec of(String name) {
    return new VariantSpec(name, LinkedHashMap.empty());
  }

  /**
   * This spec with one more parameter (or a new value for it).
   *
   * @param key the flag's name
   * @param value its value as text
   * @return a new spec
   * @throws IllegalArgumentException if the key or the value's text would not read back (see the
   *     constructor)
   */
  public VariantSpec with(String key, Object value) {
    return new VariantSpec(name, params.put(key, String.valueOf(value)));
  }

  /**
   * Parses the text form. Spaces around names, keys and values are ignored. Names and keys are
   * ASCII; the text is read in one pass.
   *
   * @param text such as {@code ludo(players=4, entryFaces={1,6})}
   * @return the spec, or where and why the syntax is wrong
   */
  public static Either<InvalidInput, VariantSpec> parse(String text) {
    if (text == null) {
      return Either.left(InvalidInput.of(SUBJECT, "spec is missing"));
    }
    int lead = 0;
    while (lead < text.length() && Character.isWhitespace(text.charAt(lead))) {
      lead++;
    }
    String s = text.strip();
    int open = s.indexOf('(');
    String name = (open < 0 ? s : s.substring(0, open)).strip();
    if (!isName(name)) {
      return refuse(text, lead, "'" + name + "' is not a game name (lowercase letters first)");
    }
    if (open < 0) {
      return Either.right(of(name));
    }
    if (!s.endsWith(")")) {
      return refuse(text, lead + s.length(), "missing closing ')'");
    }
    String body = s.substring(open + 1, s.length() - 1);
    int bodyStart = lead + open + 1;
    Map<String, String> params = LinkedHashMap.empty();
    if (body.isBlank()) {
      return Either.right(new VariantSpec(name, params));
    }
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= body.length(); i++) {
      char c = i < body.length() ? body.charAt(i) : ',';
      if (c == '{' || c == '(') {
        depth++;
      } else if (c == '}' || c == ')') {
        depth--;
        if (depth < 0) {
          return refuse(text, bodyStart + i, "unbalanced '" + c + "'");
        }
      } else if (c == ',' && depth == 0) {
        String pair = body.substring(start, i).strip();
        int at = bodyStart + start;
        start = i + 1;
        int eq = pair.indexOf('=');
        if (eq <= 0) {
          return refuse(text, at, "'" + pair + "' is not key=value");
        }
        String key = pair.substring(0, eq).strip();
        String value = pair.substring(eq + 1).strip();
        if (!isKey(key)) {
          return refuse(text, at, "'" + key + "' is not a key");
        }
        if (params.containsKey(key)) {
          return refuse(text, at, "key '" + key + "' is given twice");
        }
        params = params.put(key, value);
      }
    }
    if (depth != 0) {
      return refuse(text, bodyStart + body.length(), "unbalanced braces");
    }
    return Either.right(new VariantSpec(name, params));
  }

  private static final String SUBJECT = "spec";

  private static Either<InvalidInput, VariantSpec> refuse(String text, int offset, String message) {
    String shown = text.length() > 80 ? text.substring(0, 77) + "..." : text;
    return Either.left(InvalidInput.at(SUBJECT, offset, "spec '" + shown + "': " + message));
  }

  /** A lowercase ASCII identifier: {@code [a-z][a-z0-9_-]*}. */
  private static boolean isName(String s) {
    if (s.isEmpty() || s.charAt(0) < 'a' || s.charAt(0) > 'z') {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-')) {
        return false;
      }
    }
    return true;
  }

  /** An ASCII key: {@code [A-Za-z][A-Za-z0-9_]*}. */
  private static boolean isKey(String s) {
    if (s.isEmpty() || !isLetter(s.charAt(0))) {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(isLetter(c) || c >= '0' && c <= '9' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  private static boolean isLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  /**
   * The canonical text, {@code name(k=v,k=v)} with no spaces.
   *
   * @return text that {@link #parse(String)} reads back
   */
  @Override
  public String toString() {
    return params.iterator().map(kv -> kv._1 + "=" + kv._2).mkString(name + "(", ",", ")");
  }
}
