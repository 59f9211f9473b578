package dev.tabletop.benchmarks;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** A command's {@code --option value} pairs, checked against the options it knows. */
final class Options {
  private final Map<String, String> values;

  private Options(Map<String, String> values) {
    this.values = values;
  }

  /**
   * Reads {@code args[from..]} as option and value pairs.
   *
   * @param args the command line
   * @param from where the options start
   * @param known the options the command reads
   * @return the options given
   * @throws IllegalArgumentException naming an unknown option or one without its value
   */
  static Options of(String[] args, int from, Set<String> known) {
    Map<String, String> values = new LinkedHashMap<>();
    for (int i = from; i < args.length; i += 2) {
      if (!known.contains(args[i])) {
        throw new IllegalArgumentException("unknown option " + args[i]);
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("option " + args[i] + " needs a value");
      }
      values.put(args[i], args[i + 1]);
    }
    return new Options(values);
  }

  /** The option's text, or {@code otherwise} if it is not given. */
  String text(String option, String otherwise) {
    return values.getOrDefault(option, otherwise);
  }

  /** The option as a whole number, or {@code otherwise}; a bad number names the option. */
  long number(String option, long otherwise) {
    return parsed(option, otherwise, Long::parseLong, "a whole number");
  }

  /** The option as a number, or {@code otherwise}; a bad number names the option. */
  double decimal(String option, double otherwise) {
    return parsed(option, otherwise, Double::parseDouble, "a number");
  }

  private <T> T parsed(String option, T otherwise, Function<String, T> parse, String kind) {
    String v = values.get(option);
    try {
      return v == null ? otherwise : parse.apply(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " takes " + kind + ", not '" + v + "'");
    }
  }
}
