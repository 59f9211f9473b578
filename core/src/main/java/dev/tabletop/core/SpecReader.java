package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.ArrayList;
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
  private final java.util.List<String> problems = new ArrayList<>();
  private int unreported;

  /** The most problems one refusal lists; the rest are counted in a last line. */
  public static final int MAX_PROBLEMS = 20;

  /**
   * Starts reading a spec for a game.
   *
   * @param spec the parsed spec
   * @param gameName the name the spec must carry
   */
  public SpecReader(VariantSpec spec, String gameName) {
    this.spec = spec;
    if (!spec.name().equals(gameName)) {
      problems.add("spec names game '" + spec.name() + "', expected '" + gameName + "'");
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
      int v = parseAsciiInt(text);
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
   * A duration flag written in seconds with up to three decimals ({@code 90}, {@code 1.5}, {@code
   * 0.25}), read to the millisecond.
   *
   * @param key the flag's name
   * @param defaultMillis the value when absent, in milliseconds
   * @param maxMillis the greatest allowed value, in milliseconds
   * @return the value in milliseconds, or the default if absent or bad
   */
  public long seconds(String key, long defaultMillis, long maxMillis) {
    if (!has(key)) {
      return defaultMillis;
    }
    String text = spec.params().get(key).get();
    long millis = parseMillis(text);
    if (millis >= 0 && millis <= maxMillis) {
      return millis;
    }
    problem(key + " must be a number of seconds from 0 to " + formatSeconds(maxMillis)
        + " with at most three decimals, was '" + text + "'");
    return defaultMillis;
  }

  /** Seconds as ASCII digits with an optional fraction of 1 to 3 digits, in ms; -1 if malformed. */
  private static long parseMillis(String text) {
    int dot = text.indexOf('.');
    String whole = dot < 0 ? text : text.substring(0, dot);
    String frac = dot < 0 ? "" : text.substring(dot + 1);
    if (whole.isEmpty() || whole.length() > 9 || dot >= 0 && (frac.isEmpty() || frac.length() > 3)) {
      return -1;
    }
    long ms = 0;
    for (int i = 0; i < whole.length(); i++) {
      char c = whole.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      ms = ms * 10 + (c - '0');
    }
    ms *= 1000;
    long scale = 100;
    for (int i = 0; i < frac.length(); i++, scale /= 10) {
      char c = frac.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      ms += (c - '0') * scale;
    }
    return ms;
  }

  /**
   * Milliseconds as the shortest seconds text that {@link #seconds} reads back exactly.
   *
   * @param millis a duration, 0 or more
   * @return text such as {@code 90}, {@code 1.5} or {@code 0.001}
   */
  public static String formatSeconds(long millis) {
    long whole = millis / 1000;
    long frac = millis % 1000;
    if (frac == 0) {
      return Long.toString(whole);
    }
    String f = String.format(Locale.ROOT, "%03d", frac);
    while (f.endsWith("0")) {
      f = f.substring(0, f.length() - 1);
    }
    return whole + "." + f;
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
          int v = parseAsciiInt(part.strip());
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
    if (problems.size() < MAX_PROBLEMS) {
      problems.add(spec.name() + ": " + message);
    } else {
      unreported++;
    }
  }

  /**
   * Ends reading: reports unknown keys and every problem found, or builds the rules.
   *
   * @param build makes the rules from the values read; called only when there is no problem
   * @param <T> the rules type
   * @return the rules, or every problem at once (at most {@link #MAX_PROBLEMS}, then a count of
   *     the rest)
   */
  public <T> Either<InvalidInput, T> finish(Supplier<T> build) {
    for (String key : spec.params().keySet()) {
      if (!known.contains(key)) {
        problem("unknown key '" + key + "'");
      }
    }
    if (problems.isEmpty()) {
      return Either.right(build.get());
    }
    Vector<String> all = Vector.ofAll(problems);
    if (unreported > 0) {
      all = all.append(spec.name() + ": and " + unreported + " more problems");
    }
    return Either.left(InvalidInput.ofAll("spec", all));
  }

  /**
   * An integer written in ASCII digits with an optional minus sign, anywhere in the int range
   * ({@code -2147483648} to {@code 2147483647}, leading zeros allowed): what {@link
   * Integer#toString(int)} writes reads back. Unicode digits that {@link Integer#parseInt} would
   * accept are refused.
   *
   * @throws NumberFormatException if the text is not such a number or is beyond the int range
   */
  static int parseAsciiInt(String text) {
    int i = text.startsWith("-") ? 1 : 0;
    if (text.length() == i) {
      throw new NumberFormatException(text);
    }
    // Accumulated negative, as Integer.parseInt does, so that -2147483648 fits; a long holds
    // every step, and the bound is checked at each digit so that no length of zeros or digits
    // can wrap it.
    long limit = i == 1 ? -(long) Integer.MIN_VALUE : Integer.MAX_VALUE;
    long v = 0;
    for (int k = i; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c < '0' || c > '9') {
        throw new NumberFormatException(text);
      }
      v = v * 10 + (c - '0');
      if (v > limit) {
        throw new NumberFormatException(text);
      }
    }
    return (int) (i == 1 ? -v : v);
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
