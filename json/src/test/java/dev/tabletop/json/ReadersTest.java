package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import dev.tabletop.core.Refusal;
import dev.tabletop.core.ReplayError;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.ludo.LudoRules;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/**
 * What the readers say about bad input: the refusal names what is wrong and where (a JSON pointer
 * in the message, a character offset for malformed JSON), never a Jackson exception; a move that
 * reads but may not be played is the game's {@link IllegalMove}.
 */
class ReadersTest {
  private static String problem(Either<? extends Refusal, ?> read) {
    assertThat(read.isLeft()).as("refused").isTrue();
    return read.getLeft().message();
  }

  @Test
  void malformedJsonIsRefusedWithItsOffset() {
    InvalidInput in = WireFormat.readMove("{\"type\":\"move\",\"code\":").getLeft();
    assertThat(in.subject()).isEqualTo("move message");
    assertThat(in.message()).startsWith("malformed JSON: Unexpected end-of-input");
    assertThat(in.problems().head().offset()).isEqualTo(22);
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":1,\"code\":2}")))
        .isEqualTo("malformed JSON: Duplicate field 'code'");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":1} x")))
        .startsWith("malformed JSON: Unrecognized token 'x'");
    assertThat(problem(WireFormat.readMove("[".repeat(40) + "]".repeat(40))))
        .isEqualTo("malformed JSON: the document nests deeper than 32 levels or holds a value"
            + " too long to read");
    assertThat(problem(WireFormat.readMove(""))).isEqualTo("(root): the document is empty");
    assertThat(problem(WireFormat.readMove(null))).isEqualTo("(root): the document is missing");
    assertThat(problem(WireFormat.readMove("null")))
        .isEqualTo("(root): expected an object, found null");
  }

  @Test
  void unknownFieldsWrongTypesMissingFieldsAndRangesAreNamedByPointer() {
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":1,\"colour\":\"red\"}")))
        .isEqualTo("/colour: unknown field (known here: type, ply, move, code, token)");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":\"12\"}")))
        .isEqualTo("/code: expected an integer, found a string");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":1.0}")))
        .isEqualTo("/code: expected an integer, found a number with a fraction");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"code\":12345678901}")))
        .isEqualTo("/code: 12345678901 is out of range -2147483648..2147483647");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\",\"ply\":null,\"code\":1}")))
        .isEqualTo("/ply: expected a value or no field, found null");
    assertThat(problem(WireFormat.readMove("{\"type\":\"move\"}")))
        .isEqualTo("(root): give the move as 'move' (its text) or as 'code', exactly one");
    assertThat(problem(WireFormat.readRecord("{\"type\":\"record\",\"spec\":\"jungle()\"}")))
        .isEqualTo("/codes: required field is missing");
    assertThat(problem(WireFormat.readRecord(
        "{\"type\":\"record\",\"spec\":\"jungle()\",\"codes\":[1,2,\"x\"]}")))
        .isEqualTo("/codes/2: expected an integer, found a string");
    // A spec that reads but that a record's text cannot carry is refused at its field, not thrown.
    assertThat(problem(WireFormat.readRecord(
        "{\"type\":\"record\",\"spec\":\"jungle(a=#)\",\"codes\":[]}")))
        .isEqualTo("/spec: spec 'jungle(a=#)' holds '#', which starts a comment in a record");
    assertThat(problem(WireFormat.readClock("{\"type\":\"clock\",\"rules\":\"clock(move=90)\","
        + "\"players\":2,\"running\":5,\"startedAt\":0}")))
        .isEqualTo("/running: 5 is out of range 0..1");
    assertThat(problem(WireFormat.readCreate("{\"type\":\"create\",\"spec\":\"ludo(players=3)\","
        + "\"seats\":[{\"player\":\"open\"},{\"player\":\"open\"},{\"player\":\"computer\","
        + "\"level\":\"grandmaster\"}]}")))
        .isEqualTo("/seats/2/level: 'grandmaster' is not a level (practice, easy, medium, hard,"
            + " expert, master)");
  }

  @Test
  void aSpecIsRefusedWithEveryProblemAtItsField() {
    InvalidInput in = WireFormat.jungle().readRules("{\"type\":\"rules\",\"game\":\"jungle\","
        + "\"spec\":\"jungle(repetitionLimit=1,colour=red)\"}").getLeft();
    assertThat(in.problems().map(Problem::message)).containsExactly(
        "/spec: jungle: repetitionLimit must be 0 (off) or at least 2, was 1",
        "/spec: jungle: unknown key 'colour'");
    assertThat(in.problems().map(p -> WireFormat.pointer(p).get())).containsOnly("/spec");
    assertThat(problem(WireFormat.jungle().readRules("{\"type\":\"rules\",\"game\":\"jungle\","
        + "\"spec\":\"jungle()\",\"flags\":{\"noMoveLoses\":false}}")))
        .startsWith("/flags: does not agree with the spec (expected {\"repetitionLimit\":5,");
    assertThat(problem(WireFormat.readCreate("{\"type\":\"create\",\"spec\":\"chess()\","
        + "\"seats\":[]}"))).isEqualTo("/spec: unknown game 'chess' (known: jungle, ludo, domino)");
  }

  @Test
  void aStateIsRefusedWhenItsPartsDisagreeOrACodeDoesNotReplay() {
    String state = WireFormat.domino().writeState(Play.states(
        DominoRules.TWO_PLAYERS.initialState(), Play.seeded(5, 20)).last());
    assertThat(problem(WireFormat.domino().readState(state.replaceFirst(
        "\"codes\":\\[(\\d+),(\\d+),(\\d+),(\\d+)", "\"codes\":[$1,$2,$3,$3"))))
        .isEqualTo("/codes/3: code 149 does not replay: tile 6:0 is not among the tiles left to"
            + " deal");
    assertThat(problem(WireFormat.domino().readState(state.replace("\"phase\":\"move\"",
        "\"phase\":\"over\"")))).isEqualTo("/phase: does not agree with the state read"
            + " (expected \"move\")");
    assertThat(problem(WireFormat.jungle().readState(state)))
        .isEqualTo("/game: expected 'jungle', found 'domino'");
    String jungle = WireFormat.jungle().writeState(JungleRules.STANDARD.initialState());
    assertThat(problem(WireFormat.jungle().readState(jungle.replace("T5L w", "T5L x"))))
        .isEqualTo("/position: side to move must be 'w' (Red) or 'b' (Blue), was 'x'");
    assertThat(problem(WireFormat.jungle().readState(jungle.replace("\"type\":\"state\"",
        "\"type\":\"view\"")))).isEqualTo("/type: expected 'state', found 'view'");
  }

  @Test
  void aMoveThatReadsButMayNotBePlayedIsTheGamesIllegalMove() {
    GameHistory<JungleState> start = GameHistory.start(JungleRules.STANDARD);
    JungleCodec jungle = WireFormat.jungle();
    Refusal far = jungle.readMove("{\"type\":\"move\",\"move\":\"a3a5\"}", start, 0).getLeft();
    assertThat(far).isEqualTo(IllegalMove.illegal("a3a5", 0b001110_011100,
        "the Elephant moves one square up, down, left or right"));
    Refusal unreadable = jungle.readMove("{\"type\":\"move\",\"move\":\"z9z9\"}", start, 0)
        .getLeft();
    assertThat(((IllegalMove) unreadable).kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(problem(jungle.readMove("{\"type\":\"move\",\"move\":\"a3a4\"}", start, 1)))
        .isEqualTo("illegal move 'a3a4': it is seat 0's turn, not seat 1's");
    assertThat(problem(jungle.readMove("{\"type\":\"move\",\"code\":917,\"ply\":3}", start, 0)))
        .isEqualTo("illegal move '917': move number 3 is not the game's: it is at move 0");
    assertThat(jungle.readMove("{\"type\":\"move\",\"code\":917,\"ply\":0}", start, 0).get())
        .isEqualTo(917);
    assertThat(problem(WireFormat.ludo().readMove("{\"type\":\"move\",\"move\":\"roll 6\"}",
        LudoRules.STANDARD.initialState(), 0)))
        .isEqualTo("illegal move 'roll 6': chance decides the next step, not a seat");
    assertThat(start.plies()).isZero();
  }

  @Test
  void aRecordThatDoesNotReplayGivesTheReplayErrorOfItsStep() {
    Refusal r = WireFormat.jungle().readHistory(
        "{\"type\":\"record\",\"spec\":\"jungle()\",\"codes\":[917,917]}").getLeft();
    assertThat(r).isInstanceOf(ReplayError.class);
    assertThat(r.message()).isEqualTo("ply 2, code 917: there is no piece on a3");
    assertThat(WireFormat.readRefusal(WireFormat.writeRefusal(r)).get()).isEqualTo(r);
  }

  @Test
  void theTypeOfAMessageIsReadBeforeTheMessage() {
    assertThat(WireFormat.type("{\"type\":\"move\",\"code\":1}").get()).isEqualTo("move");
    assertThat(problem(WireFormat.type("{\"code\":1}"))).isEqualTo("/type: required field is"
        + " missing");
  }
}
