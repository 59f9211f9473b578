package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.testgame.DicePoker;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Fuzzing the core's public parsers (variant specs, game types, records and their replay,
 * clocks) with random and mutated text: every input is read (and then round-trips) or refused
 * with the documented {@code Left}, never thrown at. 10,000 tries a property; ten times as many
 * with {@code -Pdeep}.
 */
@AddLifecycleHook(value = CoreFuzzProperties.Fuzz.Deep.class,
    propagateTo = PropagationMode.ALL_DESCENDANTS)
class CoreFuzzProperties {

  @Provide
  Arbitrary<String> specs() {
    return Fuzz.around(List.of("dicepoker(faces=6,ante=1)", "dicepoker()", "dicepoker",
        "ludo(players=4, entryFaces={1,6})", "x(a=1,b={2,3},c=true)", " jungle ( k = v ) "));
  }

  @Property(tries = 10_000)
  void aSpecIsReadAndRoundTripsOrRefused(@ForAll("specs") String text) {
    Either<InvalidInput, VariantSpec> read = VariantSpec.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("spec");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    VariantSpec spec = read.get();
    assertThat(VariantSpec.parse(spec.toString()).get()).isEqualTo(spec);
    assertThat((spec.name() + spec.params().keySet().mkString()).chars()
        .allMatch(c -> c > 0x20 && c < 0x7F))
        .as("a spec that reads has an ASCII name and keys: %s", spec).isTrue();
  }

  @Property(tries = 10_000)
  void aGameTypeSpecIsReadAndRoundTripsOrRefused(@ForAll("specs") String text) {
    Either<InvalidInput, Game<?>> read = GameTypes.of(DicePoker.TYPE).parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("spec");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    Game<?> rules = read.get();
    assertThat(GameTypes.of(DicePoker.TYPE).parse(rules.spec()).get()).isEqualTo(rules);
  }

  @Provide
  Arbitrary<String> records() {
    List<String> seeds = new ArrayList<>();
    seeds.add("tabletop-record 1\nspec dicepoker(faces=6,ante=1)\n5 2 1 3\n");
    seeds.add("tabletop-record 1\n# a comment\nspec dicepoker()\n1 1\n0 0\n");
    seeds.add("tabletop-record 1\r\nspec dicepoker(faces=20)\r\n20 19 1 2\r\n");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aRecordIsReadAndReplaysOrRefused(@ForAll("records") String text) {
    Either<InvalidInput, GameRecord> read = GameRecord.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("record");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    GameRecord record = read.get();
    assertThat(GameRecord.parse(record.toText()).get()).isEqualTo(record);
    Either<ReplayError, GameHistory<DicePoker.State>> replayed = record.replay(DicePoker.TYPE);
    if (replayed.isLeft()) {
      assertThat(replayed.getLeft().ply()).isBetween(0, record.moves().size());
      assertThat(replayed.getLeft().reason()).isNotBlank();
    } else {
      assertThat(replayed.get().plies()).isEqualTo(record.moves().size());
    }
  }

  @Provide
  Arbitrary<String> clocks() {
    List<String> seeds = new ArrayList<>();
    for (ClockRules c : List.of(ClockRules.PER_MOVE_90S, ClockRules.GAME_10_MIN,
        ClockRules.GAME_30_MIN, ClockRules.GAME_60_MIN, new ClockRules(1500, 60_000, 250))) {
      seeds.add(c.spec());
    }
    seeds.add("clock(move=1.5)");
    seeds.add("clock(game=604800,increment=0.001)");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aClockIsReadAndRoundTripsOrRefused(@ForAll("clocks") String text) {
    Either<InvalidInput, ClockRules> read = ClockRules.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isIn("spec", "clock");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    ClockRules clock = read.get();
    assertThat(ClockRules.parse(clock.spec()).get()).isEqualTo(clock);
  }

  @Example
  void unicodeDigitsAreRefusedInSpecsRecordsAndClocks() {
    assertThat(GameTypes.of(DicePoker.TYPE).parse("dicepoker(faces=\uff13)").isLeft()).isTrue();
    assertThat(GameRecord.parse("tabletop-record 1\nspec dicepoker()\n\u06601039\n").getLeft()
        .message()).contains("is not a move code");
    assertThat(ClockRules.parse("clock(move=\u0669)").isLeft()).isTrue();
  }

  @Example
  void eightyThousandUnknownKeysAreReportedUpToTheCapQuickly() {
    StringBuilder sb = new StringBuilder("dicepoker(");
    for (int i = 0; i < 80_000; i++) {
      sb.append(i == 0 ? "" : ",").append('k').append(i).append("=1");
    }
    String text = sb.append(')').toString();
    long start = System.nanoTime();
    InvalidInput refusal = GameTypes.of(DicePoker.TYPE).parse(text).getLeft();
    long millis = (System.nanoTime() - start) / 1_000_000;
    // Quadratic parsing took 17 s here; linear parsing takes well under one.
    assertThat(millis).isLessThan(5_000);
    assertThat(refusal.problems().size()).isLessThanOrEqualTo(SpecReader.MAX_PROBLEMS + 1);
  }

  /**
   * The fuzzer's inputs: random text over all of Unicode (surrogates and odd white space
   * included) and mutations of valid inputs. Kept in this class so that each module's fuzz class
   * stands alone.
   */
  static final class Fuzz {
    /** Characters a parser is likely to trip on: odd white space, separators, non-ASCII digits. */
    static final char[] ODD = {'\u2003', '\u2028', '\u001C', '\u0085', '\u00A0', '\t', '\n', '\r',
        ' ', '\uff13', '\u0660', '\u0967', '\uD800', '\uDC00', '\uFEFF', '\u0000', '-', '+', '=',
        ',', '(', ')', '/', ':', '|', '#', '0', '9', 'e', 'x', '.', '_'};

    private Fuzz() {}

    /**
     * Random strings and mutations of the seeds, the mutations most often.
     *
     * @param seeds valid inputs
     * @return the inputs to try
     */
    static Arbitrary<String> around(List<String> seeds) {
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
    static String mutate(String text, SplittableRandom random) {
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
    static final class Deep implements AroundPropertyHook {
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
}
