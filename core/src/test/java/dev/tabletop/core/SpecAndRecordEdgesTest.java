package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** The spec reader's bounds and number forms, and the record's line layout and offsets. */
class SpecAndRecordEdgesTest {
  private static SpecReader reader(String spec) {
    return new SpecReader(VariantSpec.parse(spec).get(), "g");
  }

  private static Messages problems(SpecReader r) {
    return new Messages(
        r.finish(() -> "built").getLeft().problems().map(Problem::message).toJavaList());
  }

  private record Messages(java.util.List<String> messages) {}

  @Test
  void integerBoundsAreInclusiveAndDefaultsFillAbsentKeys() {
    SpecReader r = reader("g(a=2,b=6,c=1,d=7,e=-3,f=2147483648,h=-,i=1234567890)");
    assertThat(r.integer("a", 0, 2, 6)).isEqualTo(2);
    assertThat(r.integer("b", 0, 2, 6)).isEqualTo(6);
    assertThat(r.integer("c", 4, 2, 6)).isEqualTo(4);
    assertThat(r.integer("d", 4, 2, 6)).isEqualTo(4);
    assertThat(r.integer("e", 0, -5, 5)).isEqualTo(-3);
    assertThat(r.integer("f", 9, 0, Integer.MAX_VALUE)).isEqualTo(9);
    assertThat(r.integer("h", 9, -5, 5)).isEqualTo(9);
    assertThat(r.integer("i", 9, 0, Integer.MAX_VALUE)).isEqualTo(1_234_567_890);
    assertThat(r.integer("absent", 11, 0, 5)).isEqualTo(11);
    assertThat(problems(r).messages()).containsExactly(
        "g: c must be an integer from 2 to 6, was '1'",
        "g: d must be an integer from 2 to 6, was '7'",
        "g: f must be an integer from 0 to 2147483647, was '2147483648'",
        "g: h must be an integer from -5 to 5, was '-'");
    assertThat(SpecReader.parseAsciiInt("123456789")).isEqualTo(123_456_789);
    assertThat(SpecReader.parseAsciiInt("-123456789")).isEqualTo(-123_456_789);
    assertThat(SpecReader.parseAsciiInt("0")).isZero();
    assertThat(SpecReader.parseAsciiInt("2147483647")).isEqualTo(Integer.MAX_VALUE);
    assertThat(SpecReader.parseAsciiInt("-2147483648")).isEqualTo(Integer.MIN_VALUE);
    assertThat(SpecReader.parseAsciiInt("000000000000012")).isEqualTo(12);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("2147483648"))
        .isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("-2147483649"))
        .isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("-")).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("")).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("1/")).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> SpecReader.parseAsciiInt("1:")).isInstanceOf(NumberFormatException.class);
  }

  @Test
  void secondsReadToTheMillisecondWithinTheirBound() {
    SpecReader r = reader("g(a=1.5,b=0.001,c=2,d=1.,e=.5,f=1.2345,h=1234567890,i=1a,j=1.a,k=10,"
        + "l=10.001,m=9.999,n=0/,o=1.:)");
    assertThat(r.seconds("a", -1, 10_000)).isEqualTo(1_500);
    assertThat(r.seconds("b", -1, 10_000)).isEqualTo(1);
    assertThat(r.seconds("c", -1, 10_000)).isEqualTo(2_000);
    for (String bad : new String[] {"d", "e", "f", "h", "i", "j", "l", "n", "o"}) {
      assertThat(r.seconds(bad, 77, 10_000)).as(bad).isEqualTo(77);
    }
    assertThat(r.seconds("k", -1, 10_000)).isEqualTo(10_000);
    assertThat(r.seconds("m", -1, 10_000)).isEqualTo(9_999);
    assertThat(r.seconds("absent", 5, 10_000)).isEqualTo(5);
    assertThat(problems(r).messages()).hasSize(9).first().isEqualTo(
        "g: d must be a number of seconds from 0 to 10 with at most three decimals, was '1.'");
    assertThat(SpecReader.formatSeconds(1_500)).isEqualTo("1.5");
    assertThat(SpecReader.formatSeconds(1)).isEqualTo("0.001");
    assertThat(SpecReader.formatSeconds(1_010)).isEqualTo("1.01");
    assertThat(SpecReader.formatSeconds(2_000)).isEqualTo("2");
    assertThat(SpecReader.formatSeconds(0)).isEqualTo("0");
    assertThat(SpecReader.formatSeconds(90_250)).isEqualTo("90.25");
  }

  @Test
  void setsBooleansAndChoices() {
    SpecReader r = reader("g(a={},b={1,1},c={0},d=1,e={a},f={ 2 , 5 },h=false,i=None,j={6})");
    assertThat(r.intSet("a", TreeSet.of(3), 1, 6)).isEmpty();
    assertThat(r.intSet("b", TreeSet.of(3), 1, 6)).containsExactly(3);
    assertThat(r.intSet("c", TreeSet.of(3), 1, 6)).containsExactly(3);
    assertThat(r.intSet("d", TreeSet.of(3), 1, 6)).containsExactly(3);
    assertThat(r.intSet("e", TreeSet.of(3), 1, 6)).containsExactly(3);
    assertThat(r.intSet("f", TreeSet.of(3), 1, 6)).containsExactly(2, 5);
    assertThat(r.intSet("j", TreeSet.of(3), 1, 6)).containsExactly(6);
    assertThat(r.intSet("absent", TreeSet.of(4), 1, 6)).containsExactly(4);
    assertThat(r.bool("h", true)).isFalse();
    assertThat(r.bool("absent", true)).isTrue();
    assertThat(r.choice("i", Mode.class, Mode.ONE)).isEqualTo(Mode.NONE);
    assertThat(r.choice("absent", Mode.class, Mode.ONE)).isEqualTo(Mode.ONE);
    assertThat(problems(r).messages()).hasSize(4)
        .allMatch(m -> m.contains("must be a set like {1,6} of integers from 1 to 6"));
    assertThat(r.has("a")).isTrue();
    assertThat(r.has("zzz")).isFalse();
  }

  enum Mode { ONE, NONE }

  @Test
  void problemsBeyondTheCapAreCounted() {
    // 20 problems are reported; the 21st and 22nd become one line that counts them.
    SpecReader r = reader("g()");
    for (int i = 1; i <= 22; i++) {
      r.problem("p" + i);
    }
    java.util.List<String> m = problems(r).messages();
    assertThat(m).hasSize(SpecReader.MAX_PROBLEMS + 1);
    assertThat(m.get(19)).isEqualTo("g: p20");
    assertThat(m.get(20)).isEqualTo("g: and 2 more problems");
    SpecReader exactly = reader("g()");
    for (int i = 1; i <= 20; i++) {
      exactly.problem("p" + i);
    }
    assertThat(problems(exactly).messages()).hasSize(20).last().isEqualTo("g: p20");
    SpecReader fine = reader("g(a=1)");
    assertThat(fine.integer("a", 0, 0, 9)).isEqualTo(1);
    fine.require(true, "never said");
    assertThat(fine.finish(() -> "built")).isEqualTo(Either.right("built"));
  }

  @Test
  void aRecordBreaksItsCodesEverySixteen() {
    assertThat(GameRecord.of("g()").toText()).isEqualTo("tabletop-record 1\nspec g()\n");
    GameRecord sixteen = new GameRecord("g()", Vector.range(0, 16));
    assertThat(sixteen.toText()).isEqualTo(
        "tabletop-record 1\nspec g()\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n");
    GameRecord seventeen = sixteen.append(16);
    assertThat(seventeen.toText()).endsWith("14 15\n16\n");
    GameRecord thirtyThree = new GameRecord("g()", Vector.range(0, 33));
    assertThat(thirtyThree.toText().split("\n")).hasSize(2 + 3);
    assertThat(GameRecord.parse(thirtyThree.toText()).get()).isEqualTo(thirtyThree);
  }

  @Test
  void aRecordReadsCommentsBlankLinesAndWindowsLineEnds() {
    String text = "\n# a saved game\ntabletop-record 1  # version\r\n\r\nspec  g(a=1) \r\n1 2 # two\n"
        + "\t3\n";
    GameRecord r = GameRecord.parse(text).get();
    assertThat(r.spec()).isEqualTo("g(a=1)");
    assertThat(r.moves()).containsExactly(1, 2, 3);
    assertThat(GameRecord.parse(null).getLeft().problems().head().offset()).isEqualTo(-1);
    assertThat(GameRecord.parse("# nothing\n").getLeft().problems().head().offset()).isEqualTo(-1);
  }

  @Test
  void aRecordsProblemPointsAtTheStartOfItsLine() {
    // "tabletop-record 1\n" is 18 characters, "spec g()\n" 9, "1 2\n" 4: line 4 starts at 31.
    InvalidInput bad = GameRecord.parse("tabletop-record 1\nspec g()\n1 2\n3 x9\n").getLeft();
    assertThat(bad.problems().head().offset()).isEqualTo(31);
    assertThat(bad.message()).isEqualTo("line 4: 'x9' is not a move code");
    assertThat(GameRecord.parse("tabletop-record 1\nrules\n").getLeft().problems().head().offset())
        .isEqualTo(18);
    assertThat(GameRecord.parse("  nope\n").getLeft().problems().head().offset()).isZero();
    // With Windows line ends each line ends in two characters: line 3 starts at 19 + 10 = 29.
    InvalidInput crlf = GameRecord.parse("tabletop-record 1\r\nspec g()\r\nx\r\n").getLeft();
    assertThat(crlf.message()).isEqualTo("line 3: 'x' is not a move code");
    assertThat(crlf.problems().head().offset()).isEqualTo(29);
  }

  @Test
  void problemsAndInvalidInputsSayWhereAndWhat() {
    assertThat(new Problem("bad", 4)).hasToString("bad (at 4)");
    assertThat(Problem.of("bad")).hasToString("bad");
    assertThat(new Problem("bad", 0)).hasToString("bad (at 0)");
    assertThatThrownBy(() -> new Problem("bad", -2)).isInstanceOf(IllegalArgumentException.class);
    InvalidInput two = InvalidInput.ofAll("spec", Vector.of("a", "b"));
    assertThat(two.message()).isEqualTo("a; b");
    assertThat(two).hasToString("invalid spec: a; b");
    assertThat(InvalidInput.from("tile", Either.left("no such tile")).getLeft())
        .isEqualTo(InvalidInput.of("tile", "no such tile"));
    assertThat(InvalidInput.from("tile", Either.right(3)).get()).isEqualTo(3);
    assertThatThrownBy(() -> InvalidInput.ofAll("spec", Vector.empty()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
