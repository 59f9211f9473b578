package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.svg.SvgOptions;
import io.vavr.control.Either;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The module's public helpers that take numbers (players, horses, seats, cells, home cells, move
 * codes, faces) on positions reached by random play: each answers, or refuses a bad argument with
 * an {@link IllegalArgumentException} that names it, never an index exception. And {@link
 * LudoState#moveOf(String)} gives the typed move of every legal move's text, and refuses what
 * {@link LudoState#parseMove(String)} refuses.
 */
class ArgumentProperties {

  @Provide
  Arbitrary<LudoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(Presets.all()), RandomRules.rules());
  }

  /** Small numbers around every range the helpers take, and the extremes. */
  @Provide
  Arbitrary<Integer> anyNumber() {
    return Arbitraries.oneOf(Arbitraries.integers().between(-3, 130),
        Arbitraries.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 20));
  }

  @Property(tries = 300)
  void everyHelperAnswersOrNamesTheBadArgument(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll("anyNumber") int x, @ForAll("anyNumber") int y) {
    List<LudoState> states = Games.play(rules.initialState(), choices);
    LudoState s = states.get(states.size() - 1);
    SvgOptions options = SvgOptions.DEFAULT;
    answersOrNames(() -> s.ringCell(x, y), "player", "horse");
    answersOrNames(() -> s.homeCell(x, y), "player", "horse");
    answersOrNames(() -> s.inStable(x, y), "player", "horse");
    answersOrNames(() -> s.progress(x, y), "player", "horse");
    answersOrNames(() -> s.isFinished(x), "player");
    answersOrNames(() -> s.place(x), "player");
    answersOrNames(() -> s.returns(x), "player");
    answersOrNames(() -> rules.seat(x), "player");
    answersOrNames(() -> LudoRules.startCell(x), "seat");
    answersOrNames(() -> LudoRules.door(x), "seat");
    answersOrNames(() -> LudoRules.ringSquare(x), "cell");
    answersOrNames(() -> LudoRules.homeSquare(x, y), "seat", "home");
    answersOrNames(() -> LudoSvg.colourName(x), "seat");
    answersOrNames(() -> LudoSvg.ringCell(rules, x, options), "ring cells");
    answersOrNames(() -> LudoSvg.homeCell(rules, x, y, options), "player", "home cells");
    answersOrNames(() -> LudoSvg.stable(rules, x, y, options), "player", "horses");
    answersOrNames(() -> LudoMove.rollCode(x), "a die shows");
    answersOrNames(() -> s.move(x), "code", "game is over", "dice are to be rolled");
  }

  @Property(tries = 200)
  void moveOfGivesTheTypedMoveOfEveryLegalMoveText(@ForAll("anyRules") LudoRules rules,
      @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 999) Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    for (LudoState s : Games.play(rules.initialState(), choices)) {
      if (s.isChance() || s.isTerminal()) {
        // No action here: every text is refused, a roll included (it is not a LudoMove).
        assertThat(s.moveOf("pass").isLeft()).isTrue();
        assertThat(s.moveOf(s.isChance() ? "roll 2" + (rules.dice() == 2 ? ",3" : "") : "pass")
            .getLeft().isIllegal()).isTrue();
        continue;
      }
      s.legalMoves(buffer);
      for (int i = 0; i < buffer.size(); i++) {
        int code = buffer.get(i);
        Either<IllegalMove, LudoMove> typed = s.moveOf(s.moveText(code));
        assertThat(typed.get()).isEqualTo(s.move(code));
        assertThat(typed.get().code()).isEqualTo(code);
        // The typed jump prints without its door ("jump 2"); the text names it ("jump 2 to 27").
        assertThat(s.moveText(code)).startsWith(typed.get().toString());
      }
    }
  }

  @Property(tries = 200)
  void moveOfRefusesWhatParseMoveRefuses(@ForAll("anyRules") LudoRules rules,
      @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll("moveText") String text) {
    List<LudoState> states = Games.play(rules.initialState(), choices);
    LudoState s = states.get(states.size() - 1);
    Either<IllegalMove, Integer> read = s.parseMove(text);
    Either<IllegalMove, LudoMove> typed = s.moveOf(text);
    if (read.isLeft()) {
      assertThat(typed.getLeft()).isEqualTo(read.getLeft());
    } else if (s.isChance()) {
      assertThat(typed.getLeft().isIllegal()).isTrue();
    } else {
      assertThat(typed.get().code()).isEqualTo(read.get());
    }
  }

  /** Move text of every form, with numbers in and out of range, and some noise. */
  @Provide
  Arbitrary<String> moveText() {
    Arbitrary<Integer> n = Arbitraries.integers().between(-1, 13);
    return Arbitraries.oneOf(
        Arbitraries.of("pass", "enter", "enter with 1", "enter with 6", "enter with 9", "fly 0",
            "", "roll 6", "roll 3,5"),
        Arbitraries.of("move", "home", "climb", "back").flatMap(kind -> n.flatMap(h -> n.map(
            d -> kind + " " + h + (kind.equals("move") || kind.equals("back") ? " by " : " to ")
                + d))),
        n.map(h -> "jump " + h));
  }

  /** The call answers, or throws an IllegalArgumentException whose message names an argument. */
  private static void answersOrNames(Supplier<?> call, String... names) {
    Throwable thrown = catchThrowable(call::get);
    if (thrown != null) {
      assertThat(thrown).isInstanceOf(IllegalArgumentException.class);
      assertThat(thrown.getMessage()).containsAnyOf(names);
    }
  }
}
