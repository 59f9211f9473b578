package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.collection.Vector;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A record reads back whatever it writes: any int code, and only specs that fit on the record's
 * spec line. (Random games of each game round-trip in the conformance kit's record property.)
 */
class GameRecordRoundTripProperties {

  @Provide
  Arbitrary<List<Integer>> codes() {
    Arbitrary<Integer> any = Arbitraries.oneOf(Arbitraries.integers(),
        Arbitraries.integers().between(999_999_990, Integer.MAX_VALUE),
        Arbitraries.integers().between(Integer.MIN_VALUE, -999_999_990),
        Arbitraries.of(0, -1, 1_000_000_000, Integer.MAX_VALUE, Integer.MIN_VALUE));
    return any.list().ofMaxSize(40);
  }

  @Property(tries = 2_000)
  void anyRecordOfIntCodesReadsBackEqual(@ForAll("codes") List<Integer> codes) {
    GameRecord record = new GameRecord("dicepoker(faces=6)", Vector.ofAll(codes));
    assertThat(GameRecord.parse(record.toText()).get()).isEqualTo(record);
  }

  @Example
  void aTenDigitCodeAndTheIntExtremesReadBack() {
    GameRecord record = GameRecord.of("g()").append(1_000_000_000).append(Integer.MAX_VALUE)
        .append(Integer.MIN_VALUE).append(-1_000_000_000);
    assertThat(record.toText()).endsWith("\n1000000000 2147483647 -2147483648 -1000000000\n");
    assertThat(GameRecord.parse(record.toText()).get()).isEqualTo(record);
  }

  @Example
  void aNumberBeyondTheIntRangeIsNoMoveCode() {
    for (String code : new String[] {"2147483648", "-2147483649", "99999999999", "00000000001x"}) {
      assertThat(GameRecord.parse("tabletop-record 1\nspec g()\n1 " + code + "\n").getLeft()
          .message()).as(code).isEqualTo("line 3: '" + code + "' is not a move code");
    }
    assertThat(GameRecord.parse("tabletop-record 1\nspec g()\n0002147483647\n").get().moves())
        .containsExactly(Integer.MAX_VALUE);
  }

  @Example
  void aSpecThatTheSpecLineCannotCarryIsRefusedWhenTheRecordIsMade() {
    // Each of these would be written and then read back as another record, or not at all.
    for (String spec : new String[] {"g(a=1)\n5 6", "g(a=#1)", " g()", "g() ", "G()", "g(a",
        "", "g(a=1)\r"}) {
      assertThatThrownBy(() -> GameRecord.of(spec)).as("'%s'", spec)
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("spec ");
    }
    assertThatThrownBy(() -> new GameRecord("g()", Vector.of(1, null)).toText())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("index 1");
    GameRecord fine = GameRecord.of("g(a={1,2},b=x y,c=1\r2)");
    assertThat(GameRecord.parse(fine.toText()).get()).isEqualTo(fine);
  }
}
