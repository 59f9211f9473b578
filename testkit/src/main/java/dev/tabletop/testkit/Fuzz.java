package dev.tabletop.testkit;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Inputs for fuzzing a parser: random text over all of Unicode, strings of the characters parsers
 * trip on (odd white space, separators, non-ASCII digits, lone surrogates), and one to four edits
 * of valid inputs (an inserted, deleted or replaced character, a duplicated token, a digit swapped
 * for another digit, ASCII or not, a cut, an inserted number). Every game's fuzz properties use it;
 * a user's game can too:
 *
 * <pre>{@code
 * @Property(tries = 10_000)
 * @AddLifecycleHook(value = Fuzz.Deep.class, propagateTo = PropagationMode.ALL_DESCENDANTS)
 * void positionsAreReadOrRefused(@ForAll("positions") String text) { ... }
 *
 * @Provide
 * Arbitrary<String> positions() {
 *   return Fuzz.around(List.of(START_TEXT));
 * }
 * }</pre>
 */
public final class Fuzz {
  /** Characters a parser is likely to trip on: odd white space, separators, non-ASCII digits. */
  private static final char[] ODD = {'\u2003', '\u2028', '\u001C', '\u0085', '\u00A0', '\t', '\n', '\r',
      ' ', '\uff13', '\u0660', '\u0967', '\uD800', '\uDC00', '\uFEFF', '\u0000', '-', '+', '=',
      ',', '(', ')', '/', ':', '|', '#', '0', '9', 'e', 'x', '.', '_'};

  private Fuzz() {}

  /**
   * Random strings and mutations of the seeds, the mutations most often.
   *
   * @param seeds valid inputs
   * @return the inputs to try
   */
  public static Arbitrary<String> around(List<String> seeds) {
    Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(40);
    Arbitrary<String> odd = Arbitraries.strings().withChars(ODD).ofMaxLength(16);
    Arbitrary<String> mutated = Combinators.combine(Arbitraries.of(seeds), Arbitraries.longs())
        .as((seed, random) -> mutate(seed, new SplittableRandom(random)));
    return Arbitraries.frequencyOf(Tuple.of(1, any), Tuple.of(1, odd), Tuple.of(1,
        Arbitraries.of(seeds)), Tuple.of(7, mutated));
  }

  /**
   * One to four random edits of a valid input.
   *
   * @param text a valid input
   * @param random the edits' source
   * @return the edited text
   */
  public static String mutate(String text, SplittableRandom random) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int at = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
      switch (random.nextInt(7)) {
        case 0 -> sb.insert(at, someChar(random));
        case 1 -> {
          if (at < sb.length()) {
            sb.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (at < sb.length()) {
            sb.setCharAt(at, someChar(random));
          }
        }
        case 3 -> {
          // Duplicate the token around the position (a repeated key, code or field).
          int start = at;
          while (start > 0 && !isCut(sb.charAt(start - 1))) {
            start--;
          }
          int end = at;
          while (end < sb.length() && !isCut(sb.charAt(end))) {
            end++;
          }
          String token = sb.substring(Math.max(0, start - 1), end);
          sb.insert(end, token);
        }
        case 4 -> {
          // Swap a digit for another digit, ASCII or not.
          for (int i = 0; i < sb.length(); i++) {
            int j = (at + i) % sb.length();
            if (Character.isDigit(sb.charAt(j))) {
              sb.setCharAt(j, random.nextInt(3) == 0 ? DIGITS[random.nextInt(DIGITS.length)]
                  : (char) ('0' + random.nextInt(10)));
              break;
            }
          }
        }
        case 5 -> sb.setLength(Math.min(sb.length(), at));
        default -> sb.insert(at, String.valueOf(random.nextInt(3) == 0
            ? random.nextLong() : random.nextInt(1000)));
      }
    }
    return sb.toString();
  }

  private static final char[] DIGITS = {'\uff13', '\u0660', '\u0669', '\u0967', '\u00B2',
      '\u2463', '\uD835'};

  private static boolean isCut(char c) {
    return c == ' ' || c == ',' || c == '/' || c == '\n' || c == '(' || c == '|' || c == ';';
  }

  private static char someChar(SplittableRandom random) {
    return switch (random.nextInt(3)) {
      case 0 -> ODD[random.nextInt(ODD.length)];
      case 1 -> (char) (0x20 + random.nextInt(0x5F));
      default -> (char) random.nextInt(0x10000);
    };
  }

  /** With {@code -Dtabletop.deep=true} ({@code -Pdeep}) every property runs ten times longer. */
  public static final class Deep implements AroundPropertyHook {
    /** The hook jqwik instantiates. */
    public Deep() {}

    @Override
    public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context,
        PropertyExecutor property) {
      if (Boolean.getBoolean("tabletop.deep")) {
        context.attributes().setTries(context.attributes().tries().orElse(1000) * 10);
      }
      return property.execute();
    }
  }
}
