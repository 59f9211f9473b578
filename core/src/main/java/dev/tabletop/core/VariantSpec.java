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
   * Creates a spec.
   *
   * @throws NullPointerException if an argument is null
   */
  public VariantSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(params, "params");
  }

  /**
   * A spec with a name and no parameters.
   *
   * @param name the game name
   * @return {@code name()}
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
   */
  public VariantSpec with(String key, Object value) {
    return new VariantSpec(name, params.put(key, String.valueOf(value)));
  }

  /**
   * Parses the text form. Spaces around names, keys and values are ignored.
   *
   * @param text such as {@code ludo(players=4, entryFaces={1,6})}
   * @return the spec, or a message saying where the syntax is wrong
   */
  public static Either<String, VariantSpec> parse(String text) {
    if (text == null) {
      return Either.left("spec is missing");
    }
    String s = text.strip();
    int open = s.indexOf('(');
    String name = (open < 0 ? s : s.substring(0, open)).strip();
    if (!name.matches("[a-z][a-z0-9_-]*")) {
      return Either.left("spec '" + text + "': '" + name + "' is not a game name (lowercase letters first)");
    }
    if (open < 0) {
      return Either.right(of(name));
    }
    if (!s.endsWith(")")) {
      return Either.left("spec '" + text + "': missing closing ')'");
    }
    String body = s.substring(open + 1, s.length() - 1);
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
          return Either.left("spec '" + text + "': unbalanced '" + c + "'");
        }
      } else if (c == ',' && depth == 0) {
        String pair = body.substring(start, i).strip();
        start = i + 1;
        int eq = pair.indexOf('=');
        if (eq <= 0) {
          return Either.left("spec '" + text + "': '" + pair + "' is not key=value");
        }
        String key = pair.substring(0, eq).strip();
        String value = pair.substring(eq + 1).strip();
        if (!key.matches("[A-Za-z][A-Za-z0-9_]*")) {
          return Either.left("spec '" + text + "': '" + key + "' is not a key");
        }
        if (params.containsKey(key)) {
          return Either.left("spec '" + text + "': key '" + key + "' is given twice");
        }
        params = params.put(key, value);
      }
    }
    if (depth != 0) {
      return Either.left("spec '" + text + "': unbalanced braces");
    }
    return Either.right(new VariantSpec(name, params));
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
