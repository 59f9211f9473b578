package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import dev.tabletop.core.Refusal;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The wire format's entry points as their Javadoc says: a chance outcome is never taken from a
 * seat or the spectator, every problem names its place as an exact JSON pointer (malformed text
 * too), and a refused move says its text once.
 */
class EntryPointsTest {

  @Test
  void aChanceOutcomeIsNotTakenFromTheSpectatorSeat() {
    LudoState start = LudoRules.STANDARD.initialState();
    Either<Refusal, Integer> read = WireFormat.ludo().readMove(
        "{\"type\":\"move\",\"code\":6}", start, GameCodec.SPECTATOR);
    assertThat(read.isLeft()).as("%s", read).isTrue();
    assertThat(read.getLeft().message())
        .isEqualTo("illegal move '6': chance decides the next step, not a seat");
    DominoState deal = DominoRules.TWO_PLAYERS.initialState();
    assertThat(deal.isChance()).isTrue();
    assertThat(WireFormat.domino().readMove("{\"type\":\"move\",\"code\":128}", deal,
        GameCodec.SPECTATOR).isLeft()).isTrue();
    assertThat(WireFormat.domino().readMove("{\"type\":\"move\",\"code\":128}", deal, 0)
        .isLeft()).isTrue();
  }

  @Test
  void theSpectatorDoesNotMoveWhereASeatIsToMove() {
    LudoState rolled = LudoRules.STANDARD.initialState().apply(6);
    assertThat(rolled.currentPlayer()).isZero();
    assertThat(WireFormat.ludo().readMove("{\"type\":\"move\",\"move\":\"enter 0\"}", rolled,
        GameCodec.SPECTATOR).getLeft().message()).endsWith(": a spectator does not move");
  }

  @Test
  void aKeyWithASpaceOrAColonReadsBackAsItsPointer() {
    assertThat(pointers("{\"type\":\"move\",\"pl y\":10,\"code\":93}")).containsExactly("/pl y");
    assertThat(pointers("{\"type\":\"move\",\"code\":93,\"a: b\":1}")).containsExactly("/a: b");
    assertThat(pointers("{\"type\":\"move\",\"code\":93,\"a/b~c\":1}"))
        .containsExactly("/a~1b~0c");
    assertThat(pointers("{\"type\":\"move\",\"code\":93,\"\":1}")).containsExactly("/");
    String refusal = WireFormat.writeRefusal(WireFormat.readMove(
        "{\"type\":\"move\",\"pl y\":10,\"code\":93}").getLeft());
    assertThat(refusal).contains("\"pointer\":\"/pl y\"");
    assertThat(WireFormat.readRefusal(refusal).get()).isEqualTo(WireFormat.readMove(
        "{\"type\":\"move\",\"pl y\":10,\"code\":93}").getLeft());
  }

  @Test
  void malformedJsonNamesAPointerToo() {
    InvalidInput in = WireFormat.ludo().readRules(")").getLeft();
    assertThat(in.problems().map(WireFormat::pointer)).containsExactly(Option.some(""));
    assertThat(in.problems().head().offset()).isZero();
    assertThat(pointers("{\"type\":\"move\",\"code\":")).containsExactly("/code");
    assertThat(pointers("{\"type\":\"move\",\"code\":1,\"code\":2}")).containsExactly("/code");
    assertThat(pointers("[".repeat(40) + "]".repeat(40))).hasSize(1);
    assertThat(WireFormat.writeRefusal(in)).contains("\"pointer\":\"\"");
  }

  @Test
  void aRefusalMessageWithABrokenPointerIsRefused() {
    String bad = "{\"type\":\"refusal\",\"refusal\":\"invalidInput\",\"message\":\"x\","
        + "\"subject\":\"move message\",\"problems\":[{\"message\":\"x\",\"pointer\":\"/a~2\"}]}";
    assertThat(WireFormat.readRefusal(bad).getLeft().message())
        .isEqualTo("/problems/0/pointer: is not a JSON pointer (RFC 6901)");
    assertThat(Problem.isJsonPointer("a")).isFalse();
    assertThat(Problem.isJsonPointer("/a~")).isFalse();
    assertThat(Problem.isJsonPointer("/a~0~1")).isTrue();
  }

  @Test
  void aRefusedMoveSaysItsTextOnceInEveryGame() {
    LudoState rolled = LudoRules.STANDARD.initialState().apply(3);
    String ludo = WireFormat.ludo().readMove("{\"type\":\"move\",\"move\":\"move 0 by 4\"}",
        rolled, 0).getLeft().message();
    assertThat(ludo).startsWith("illegal move 'move 0 by 4': ");
    assertThat(occurrences(ludo, "move 0 by 4")).as(ludo).isEqualTo(1);
    String jungle = WireFormat.jungle().readMove("{\"type\":\"move\",\"move\":\"a3a5\"}",
        dev.tabletop.jungle.JungleRules.STANDARD.initialState(), 0).getLeft().message();
    assertThat(occurrences(jungle, "a3a5")).as(jungle).isEqualTo(1);
  }

  private static int occurrences(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static java.util.List<String> pointers(String json) {
    return WireFormat.readMove(json).getLeft().problems()
        .map(p -> WireFormat.pointer(p).getOrElse("none")).asJava();
  }
}
