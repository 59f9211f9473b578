package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Validation;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Reads the typed flags of a {@link VariantSpec} and collects every problem at once: unknown keys,
 * bad values and bad combinations are all reported together by {@link #finish(Supplier)}.
 *
 * <p>Each read returns the flag's value, or its default when the key is absent or bad (so reading
 * can go on and find the next problem). A reader is used once, by one thread, while parsing.
 */
public final class SpecReader {
  private final VariantSpec spec;
  private final Set<String> known = new HashSet<>();
  private List<String> problems = List.empty();

  /**
   * Starts reading a spec for a game.
   *
   * @param spec the parsed spec
   * @param gameName the name the spec must carry
   */
  public SpecReader(VariantSpec spec, String gameName) {
    this.spec = spec;
    if (!spec.name().equals(gameName)) {
      problems = problems.append("spec names game '" + spec.name() + "', expected '" + gameName + "'");
    }
  }

  /**
   * Whether the spec gives this key.
   *
   * @param key the flag's name
   * @return {@code true} if present
   */
  public boolean has(String key) {
    known.add(key);
    return spec.params().containsKey(key);
  }

  /**
   * An integer flag.
   *
   * @param key the flag's name
   * @param defaultValue the value when absent
   * @param min the least allowed value
   * @param max the greatest allowed value
   * @return the value, or the default if absent or bad
   */
  public int integer(String key, int defaultValue, int min, int max) {
    if (!has(key)) {
      return defaultValue;
    }
    String text = spec.params().get(key).get();
    try {
      int v = Integer.parseInt(text);
      if (v >= min && v <= max) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    problem(key + " must be an integer from " + min + " to " + max + ", was '" + text + "'");
    return defaultValue;
  }

  /**
   * A boolean flag, {@code true} or {@code false}.
   *
   * @param key the flag's name
   * @param defaultValue the value when absent
   * @return the value, or the default if absent or bad
   */
  public boolean bool(String key, boolean defaultValue) {
    if (!has(key)) {
      return defaultValue;
    }
    String text = spec.params().get(key).get();
    if (text.equals("true")) {
      return true;
    }
    if (text.equals("false")) {
      return false;
    }
    problem(key + " must be true or false, was '" + text + "'");
    return defaultValue;
  }

  /**
   * An enumerated flag, matched to the constant names without regard to case.
   *
   * @param key the flag's name
   * @param type the enum class
   * @param defaultValue the value when absent
   * @param <E> the enum type
   * @return the value, or the default if absent or bad
   */
  public <E extends Enum<E>> E choice(String key, Class<E> type, E defaultValue) {
    if (!has(key)) {
      return defaultValue;
    }
    String text = spec.params().get(key).get();
    for (E e : type.getEnumConstants()) {
      if (e.name().equalsIgnoreCase(text)) {
        return e;
      }
    }
    problem(key + " must be one of "
        + List.of(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT)).mkString(", ")
        + ", was '" + text + "'");
    return defaultValue;
  }

  /**
   * A set of integers written in braces, {@code {1,6}}, each within a range.
   *
   * @param key the flag's name
   * @param defaultValue the value when absent
   * @param min the least allowed element
   * @param max the greatest allowed element
   * @return the value, or the default if absent or bad
   */
  public SortedSet<Integer> intSet(String key, SortedSet<Integer> defaultValue, int min, int max) {
    if (!has(key)) {
      return defaultValue;
    }
    String text = spec.params().get(key).get();
    String message = key + " must be a set like {1,6} of integers from " + min + " to " + max
        + ", was '" + text + "'";
    if (!text.startsWith("{") || !text.endsWith("}")) {
      problem(message);
      return defaultValue;
    }
    String body = text.substring(1, text.length() - 1).strip();
    SortedSet<Integer> result = TreeSet.empty();
    if (!body.isEmpty()) {
      for (String part : body.split(",")) {
        try {
          int v = Integer.parseInt(part.strip());
          if (v < min || v > max || result.contains(v)) {
            problem(message);
            return defaultValue;
          }
          result = result.add(v);
        } catch (NumberFormatException e) {
          problem(message);
          return defaultValue;
        }
      }
    }
    return result;
  }

  /**
   * Records a problem with a combination of flags when a condition fails.
   *
   * @param condition what must hold
   * @param message what is wrong when it does not
   */
  public void require(boolean condition, String message) {
    if (!condition) {
      problem(message);
    }
  }

  /**
   * Records a problem.
   *
   * @param message what is wrong
   */
  public void problem(String message) {
    problems = problems.append(spec.name() + ": " + message);
  }

  /**
   * Ends reading: reports unknown keys and every problem found, or builds the rules.
   *
   * @param build makes the rules from the values read; called only when there is no problem
   * @param <T> the rules type
   * @return the rules, or every problem at once
   */
  public <T> Validation<Seq<String>, T> finish(Supplier<T> build) {
    for (String key : spec.params().keySet()) {
      if (!known.contains(key)) {
        problem("unknown key '" + key + "'");
      }
    }
    return problems.isEmpty() ? Validation.valid(build.get()) : Validation.invalid(problems);
  }

  /**
   * Formats a set flag value the way {@link #intSet} reads it.
   *
   * @param set the values
   * @return text such as {@code {1,6}}
   */
  public static String formatSet(Iterable<Integer> set) {
    return List.ofAll(set).mkString("{", ",", "}");
  }
}
