package dev.tabletop.jungle;

import static dev.tabletop.jungle.Fixtures.code;
import static dev.tabletop.jungle.Fixtures.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The text entry points a client uses: {@link JungleState#moveOf(String)}, which reads a move and
 * gives the typed move or the refusal in one call, and {@link JungleRules#parse(String)}, which
 * reads a spec beside {@link JungleRules#position(String)}.
 */
class EntryPointsTest {

  @Test
  void moveOfGivesTheTypedMoveWithItsCaptureAndJump() {
    JungleState s = position("l6/7/7/7/r2L3/7/7/7/7 w");
    JungleMove jump = s.moveOf(" d5a5 ").get();
    assertThat(jump).isEqualTo(new JungleMove(Side.RED, Piece.LION, code("d5a5") >>> 6,
        code("d5a5") & 63, Option.some(Piece.RAT), true));
    assertThat(jump.code()).isEqualTo(code("d5a5"));
    assertThat(s.moveOf("d5d4").get().describe()).isEqualTo("Red Lion d5d4");
  }

  @Test
  void moveOfRefusesAsParseMoveDoes() {
    JungleState s = Jungle.start();
    Either<IllegalMove, JungleMove> unreadable = s.moveOf("a3-a4");
    assertThat(unreadable.getLeft().kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(unreadable.getLeft()).isEqualTo(s.parseMove("a3-a4").getLeft());
    Either<IllegalMove, JungleMove> illegal = s.moveOf("a3a5");
    assertThat(illegal.getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(illegal.getLeft().move()).isEqualTo(code("a3a5"));
    assertThat(illegal.getLeft()).isEqualTo(s.parseMove("a3a5").getLeft());
    assertThat(s.moveOf(null).getLeft().kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(s.moveOf("a7a6").getLeft().reason()).isEqualTo(s.whyIllegal(code("a7a6")));
  }

  @Test
  void moveOfInAFinishedGameIsRefused() {
    JungleState over = position("7/7/7/7/7/7/7/7/R2r3 w");
    assertThat(over.isTerminal()).isTrue();
    assertThat(over.moveOf("a1a2").getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
  }

  /** Along random games: every pair of squares reads as parseMove says, typed as move(code) says. */
  @Property(tries = 60)
  void moveOfIsParseMoveThenMoveOnRandomGames(
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    JungleState s = JungleRules.STANDARD.initialState();
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    for (int ply = 0; ply <= choices.size(); ply++) {
      if (ply % 20 == 0 || ply == choices.size() || s.isTerminal()) {
        for (int from = 0; from < Squares.COUNT; from++) {
          for (int to = 0; to < Squares.COUNT; to++) {
            String text = Squares.name(from) + Squares.name(to);
            Either<IllegalMove, Integer> parsed = s.parseMove(text);
            Either<IllegalMove, JungleMove> typed = s.moveOf(text);
            assertThat(typed.map(JungleMove::code)).as(text).isEqualTo(parsed);
            if (typed.isRight()) {
              assertThat(typed.get()).isEqualTo(s.move(typed.get().code()));
            }
          }
        }
      }
      if (ply == choices.size() || s.isTerminal()) {
        return;
      }
      s.legalMoves(buffer);
      s = s.apply(buffer.get(choices.get(ply) % buffer.size()));
    }
  }

  @Test
  void theRulesClassReadsSpecsAsTheGameTypeDoes() {
    for (JungleRules preset : JungleRules.PRESETS) {
      assertThat(JungleRules.parse(preset.spec()).get()).isEqualTo(preset);
    }
    assertThat(JungleRules.parse("jungle(repetitionLimit=3)").get())
        .isEqualTo(JungleRules.THREEFOLD);
    for (String bad : new String[] {"jungle(repetitionLimit=1,colour=red)", "ludo()", "(", null}) {
      Either<InvalidInput, JungleRules> refused = JungleRules.parse(bad);
      assertThat(refused.getLeft().subject()).isEqualTo("spec");
      assertThat(refused).isEqualTo(Jungle.rules(bad));
    }
  }
}
