package dev.tabletop.jungle;

import static dev.tabletop.jungle.Fixtures.code;
import static dev.tabletop.jungle.Fixtures.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Position strings, move text, typed moves, refusal reasons and the board diagram. */
class NotationTest {

  @Test
  void theStartPositionPrintsAsTheRulesFileWritesIt() {
    assertThat(Jungle.start().toString())
        .isEqualTo("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w");
  }

  @Test
  void positionsParseAndPrintBack() {
    for (String text : new String[] {"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b",
        "7/7/7/7/7/eR5/1rE4/7/7 w", "3C3/7/6e/7/7/7/7/7/7 b", "7/7/7/7/7/7/7/c6/Rd5 w"}) {
      assertThat(position(text).toString()).isEqualTo(text);
    }
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void randomPositionsRoundTrip(@ForAll long seed) {
    String text = Fixtures.randomPosition(new SplittableRandom(seed));
    JungleState s = position(text);
    assertThat(s.toString()).isEqualTo(text);
    assertThat(position(s.toString())).isEqualTo(s);
    assertThat(position(s.toString()).hash()).isEqualTo(s.hash());
  }

  @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
  void positionsReachedByPlayRoundTripWithTheirHash(
      @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(JungleRules.STANDARD);
    JungleState s = Jungle.start();
    for (int choice : choices) {
      s.legalMoves(buffer);
      if (buffer.isEmpty()) {
        break;
      }
      s = s.apply(buffer.get(choice % buffer.size()));
      JungleState reread = position(s.toString());
      assertThat(reread).isEqualTo(s);
      assertThat(reread.hash()).isEqualTo(s.hash());
    }
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "|position is empty",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L|must be the board and the side to move",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x|side to move must be 'w' (Red) or 'b' (Blue), was 'x'",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 w|expected 9 ranks separated by '/', found 8",
      "l5t/1d3c1/r1p1w1e/7/7/7/7/E1W1P1R/1C3D1/T5L w|expected 9 ranks separated by '/', found 10",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D/T5L w|rank 2 '1C3D' has 6 squares, expected 7",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D2/T5L w|rank 2 '1C3D2' has more than 7 squares",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5X w|rank 1: unknown piece letter 'X'",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T4L0 w|rank 1: '0' is not a run of empty squares",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/E5L w|two Red Elephants, on a3 and a1",
      "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w|",
      "7/7/7/1L5/7/7/7/7/r6 w|the Red Lion on b6 stands in the water, where only the Rat may go",
      "7/7/7/7/7/7/7/7/3C2r w|the Red Cat on d1 stands in its own den",
      "3r3/7/7/7/7/7/7/7/L6 b|the Blue Rat on d9 stands in its own den",
      "3C3/7/7/7/7/7/7/7/3r3 w|both dens are entered",
      "7/7/7/7/7/7/7/7/7 w|the board has no pieces",
      "8/7/7/7/7/7/7/7/R6 w|rank 9: '8' is not a run of empty squares (1 to 7)",
      "l5tt/7/7/7/7/7/7/7/R6 w|rank 9 'l5tt' has more than 7 squares",
      "7/7/7/7/7/1e5/7/7/R6 w|the Blue Elephant on b4 stands in the water, where only the Rat may go",
      "7/7/7/7/7/7/7/7/R6 w x|must be the board and the side to move",
      "7/7/7/7/7/7/7/7/R6 W|side to move must be 'w' (Red) or 'b' (Blue), was 'W'",
      "7/7/7/7/7/7/7/7/RR5 w|two Red Rats, on a1 and b1",
  })
  void malformedPositionsAreRefusedWithAPreciseReason(String text, String reason) {
    Either<dev.tabletop.core.InvalidInput, JungleState> parsed = JungleRules.STANDARD.position(text);
    if (reason == null) {
      assertThat(parsed.isRight()).isTrue();
    } else {
      assertThat(parsed.getLeft().message()).contains(reason);
    }
  }

  @Test
  void aParsedPositionTerminalForSeveralReasonsCountsTheDenThenASideWithoutPiecesThenNoMove() {
    // Red in Blue's den and Blue without pieces: the den counts.
    assertThat(position("3C3/7/7/7/7/7/7/7/7 b").result()).contains(
        new JungleResult(Option.some(Side.RED), JungleResult.Reason.DEN));
    // Blue in Red's den and Red without pieces, Red to move: the den counts.
    assertThat(position("7/7/7/7/7/7/7/7/3l3 w").result()).contains(
        new JungleResult(Option.some(Side.BLUE), JungleResult.Reason.DEN));
    // Blue without pieces loses whoever is to move.
    for (String text : new String[] {"7/7/7/7/7/7/7/7/R6 w", "7/7/7/7/7/7/7/7/R6 b"}) {
      JungleState s = position(text);
      assertThat(s.result()).as(text).contains(
          new JungleResult(Option.some(Side.RED), JungleResult.Reason.ALL_CAPTURED));
      assertThat(s.returns(0)).isEqualTo(1);
      assertThat(Jungle.perft(s, 3)).as("a side without pieces is one perft leaf").isEqualTo(1);
    }
    // Red without pieces, Blue to move: Blue wins, even though Blue could move.
    assertThat(position("6l/7/7/7/7/7/7/7/7 b").result()).contains(
        new JungleResult(Option.some(Side.BLUE), JungleResult.Reason.ALL_CAPTURED));
  }

  @Test
  void moveTextIsFromSquareThenToSquare() {
    JungleState s = Jungle.start();
    assertThat(s.moveText(code("a3a4"))).isEqualTo("a3a4");
    JungleMove m = s.move(code("a3a4"));
    assertThat(m).isEqualTo(new JungleMove(Side.RED, Piece.ELEPHANT, Squares.parse("a3").get(),
        Squares.parse("a4").get(), Option.none(), false));
    assertThat(m.code()).isEqualTo(14 * 64 + 21);
    assertThat(m.text()).isEqualTo("a3a4");
    assertThat(m.describe()).isEqualTo("Red Elephant a3a4");
  }

  @Test
  void aJumpIsWrittenTheSameWay() {
    JungleState rank = position("l6/7/7/7/3L3/7/7/7/7 w");
    assertThat(rank.move(code("d5a5")).jump()).isTrue();
    JungleState file = position("l6/7/7/7/7/7/1T5/7/7 w");
    JungleMove b3b7 = file.move(code("b3b7"));
    assertThat(b3b7.jump()).isTrue();
    assertThat(b3b7.piece()).isEqualTo(Piece.TIGER);
    assertThat(b3b7.describe()).isEqualTo("Red Tiger b3b7 (jump)");
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "a3|UNREADABLE|unreadable move 'a3': a move is two squares like a3a4",
      "a3a4a5|UNREADABLE|unreadable move 'a3a4a5': a move is two squares like a3a4",
      "h3a4|UNREADABLE|unreadable move 'h3a4': 'h3' is not a square: the file must be a to g",
      "a3a0|UNREADABLE|unreadable move 'a3a0': 'a0' is not a square: the rank must be 1 to 9",
      "a4a5|ILLEGAL|illegal move 'a4a5': there is no piece on a4",
      "a7a6|ILLEGAL|illegal move 'a7a6': the Rat on a7 is Blue's, and it is Red's turn",
      "a1a3|ILLEGAL|illegal move 'a1a3': the Tiger cannot move onto Red's own Elephant on a3",
      "c3c4|ILLEGAL|illegal move 'c3c4': only the Rat may enter the water",
      "a3b4|ILLEGAL|illegal move 'a3b4': pieces never move diagonally",
  })
  void moveTextIsCheckedAgainstThePosition(String text, IllegalMove.Kind kind, String message) {
    Either<IllegalMove, Integer> m = Jungle.start().parseMove(text);
    assertThat(m.getLeft().kind()).isEqualTo(kind);
    assertThat(m.getLeft().message()).startsWith(message);
    assertThat(m.getLeft().move()).isEqualTo(kind == IllegalMove.Kind.UNREADABLE ? -1 : code(text));
  }

  @Test
  void validatedPlayExplainsInTheGamesTerms() {
    assertThat(position("7/7/7/7/7/3r3/3E3/7/7 w").play("d3d4").getLeft().reason())
        .isEqualTo("the Elephant cannot take the Rat");
    assertThat(position("l5t/7/7/7/2rL3/7/7/7/7 w").play("d5a5").getLeft().reason())
        .isEqualTo("the jump is blocked by the Blue Rat on c5");
    assertThat(Jungle.start().play(code("c3c4")).getLeft().reason())
        .isEqualTo("only the Rat may enter the water");
    assertThat(position("l6/7/7/7/7/7/7/3C3/7 w").play(code("d2d1")).getLeft().reason())
        .isEqualTo("a piece may not enter its own den");
    assertThat(Jungle.start().play(-5).getLeft().reason()).contains("is not a Jungle move");
    assertThat(Jungle.start().play(63 * 64).getLeft().reason()).contains("is not a Jungle move");
    assertThat(position("3C3/7/6e/7/7/7/7/7/7 b").play(code("g7g6")).getLeft().reason())
        .isEqualTo("the game is over: Red wins (den)");
  }

  @Test
  void applyRejectsCodesThatAreNotWellFormedMoves() {
    JungleState s = Jungle.start();
    // Each refusal names the reason apply's Javadoc lists for it.
    assertThatThrownBy(() -> s.apply(-1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a Jungle move code (from * 64 + to): -1");
    assertThatThrownBy(() -> s.apply(4096)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a Jungle move code (from * 64 + to): 4096");
    assertThatThrownBy(() -> s.apply(63 * 64)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("move code 4032 names a square off the board");
    assertThatThrownBy(() -> s.apply(63)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("move code 63 names a square off the board");
    assertThatThrownBy(() -> s.apply(code("a4a5"))).hasMessageContaining("no Red piece on a4");
    assertThatThrownBy(() -> s.apply(code("a7a6"))).hasMessage("move a7a6: no Red piece on a7");
    assertThatThrownBy(() -> s.apply(code("g1g3"))).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("move g1g3: g3 holds a piece of the side to move");
    // Codes that name no squares print as themselves, and describe nothing.
    assertThat(s.moveText(63)).isEqualTo("?63");
    assertThat(s.moveText(63 * 64)).isEqualTo("?4032");
    assertThat(s.moveText(-1)).isEqualTo("?-1");
    assertThatThrownBy(() -> s.move(63)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a Jungle move code: 63");
    assertThatThrownBy(() -> s.move(63 * 64)).hasMessage("not a Jungle move code: 4032");
    assertThatThrownBy(() -> s.move(code("a4a5"))).hasMessage("no piece on a4");
  }

  @Test
  void applyRefusesAnyMoveOnceTheGameIsOver() {
    // Without this check a Blue move after Red entered the den gave a state with a Red piece in
    // Blue's den that was not terminal, had moves, and differed from the same position re-read.
    JungleState won = position("7/3C3/6e/7/7/7/7/7/7 w").play("d8d9").get();
    assertThat(won.isTerminal()).isTrue();
    assertThatThrownBy(() -> won.apply(code("g7g6")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("move g7g6: the game is over (den)");
    JungleState boxed = position("7/7/7/7/7/7/7/c6/Rd5 w");
    assertThatThrownBy(() -> boxed.apply(code("a1b1")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the game is over");
  }

  @Test
  void typedMovesListTheLegalMovesInCodeOrder() {
    JungleState s = Jungle.start();
    MoveBuffer buffer = MoveBuffer.forGame(JungleRules.STANDARD);
    s.legalMoves(buffer);
    assertThat(s.moves().map(JungleMove::code).toJavaList())
        .containsExactly(java.util.Arrays.stream(buffer.toArray()).boxed().toArray(Integer[]::new));
    assertThat(s.moves().map(JungleMove::text).toJavaList()).startsWith("a1b1", "a1a2", "g1f1");
  }

  @Test
  void aCaptureIsDescribedWithThePieceTaken() {
    JungleMove m = position("7/7/7/7/7/3e3/3R3/7/7 w").move(code("d3d4"));
    assertThat(m.captured()).contains(Piece.ELEPHANT);
    assertThat(m.describe()).isEqualTo("Red Rat d3d4, takes the Elephant");
  }

  @Test
  void theBoardDiagramShowsPiecesWaterTrapsAndDens() {
    assertThat(Jungle.start().diagram()).isEqualTo(String.join("\n",
        "  +---------------+",
        "9 | l . # @ # . t |",
        "8 | . d . # . c . |",
        "7 | r . p . w . e |",
        "6 | . ~ ~ . ~ ~ . |",
        "5 | . ~ ~ . ~ ~ . |",
        "4 | . ~ ~ . ~ ~ . |",
        "3 | E . W . P . R |",
        "2 | . C . # . D . |",
        "1 | T . # @ # . L |",
        "  +---------------+",
        "    a b c d e f g",
        "Red to move",
        ""));
    assertThat(position("3C3/7/6e/7/7/7/7/7/7 b").diagram()).contains("9 | . . # C # . . |")
        .endsWith("Red wins (den)\n");
  }

  @Test
  void squaresParseAndPrint() {
    assertThat(Squares.parse("g9").get()).isEqualTo(62);
    assertThat(Squares.parse("a10").getLeft().message()).contains("is not a square");
    assertThat(Squares.parse(null).isLeft()).isTrue();
    assertThatThrownBy(() -> Squares.name(63)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void piecesKnowTheirLettersAndNames() {
    assertThat(Piece.ofLetter('p')).contains(Piece.LEOPARD);
    assertThat(Piece.ofLetter('x')).isEmpty();
    assertThat(Piece.ELEPHANT.vietnamese()).isEqualTo("Voi");
    assertThat(Piece.RAT.letter(Side.BLUE)).isEqualTo('r');
    assertThat(Side.RED.opponent()).isEqualTo(Side.BLUE);
    assertThat(Side.ofPlayer(1)).isEqualTo(Side.BLUE);
  }
}
