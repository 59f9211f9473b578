package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.testkit.Fuzz;
import dev.tabletop.testkit.GameFuzz;
import io.vavr.control.Either;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing every public Jungle parser with random and mutated text, and the int entry points with
 * random codes on reachable states: the kit's five properties (positions, moves, codes, specs,
 * records) under every preset, and the squares here. Every input is read (and then round-trips
 * and plays on) or refused with the documented {@code Left}, never thrown at. 10,000 tries a
 * property; ten times as many with {@code -Pdeep}.
 */
class JungleFuzzProperties extends GameFuzz<JungleState> {
  private static final JungleRules RULES = JungleRules.STANDARD;

  @Override
  protected GameType<JungleState, ?> type() {
    return Jungle.TYPE;
  }

  @Override
  protected List<JungleRules> presets() {
    return JungleRules.PRESETS.asJava();
  }

  @Override
  protected Either<InvalidInput, JungleState> position(Game<JungleState> rules, String text) {
    return ((JungleRules) rules).position(text);
  }

  @Override
  protected int largestCode() {
    return 4200;
  }

  @Override
  protected List<String> extraSeeds() {
    return List.of("7/7/2p4/7/e6/7/7/7/1W5 w", "a3a4", " d9d8 ",
        "jungle(repetitionLimit=3,elephantTakesRat=true)", "jungle(repetitionLimit=03)");
  }

  @Provide
  Arbitrary<String> squares() {
    return Fuzz.around(List.of("a1", "g9", "d5", "c7", "b2"));
  }

  @Property(tries = 10_000)
  void aSquareIsReadAndNamedOrRefused(@ForAll("squares") String text) {
    Either<InvalidInput, Integer> read = Squares.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    assertThat(Squares.parse(Squares.name(read.get())).get()).isEqualTo(read.get());
  }

  /**
   * The rules leave a well-formed but illegal code to {@code play}: {@code apply} does what it is
   * told, and what it gives may be no position of the game at all (here the Wolf stands in the
   * lake, which the position parser refuses), as {@code GameState.apply} documents.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    JungleState s = RULES.position("7/7/2p4/7/e6/7/7/7/1W5 w").get();
    assertThat(s.play(93).getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    JungleState wolfInTheLake = s.apply(93);
    assertThat(RULES.position(wolfInTheLake.toString()).getLeft().message()).contains("water");
    assertThatThrownBy(() -> s.apply(4095)).isInstanceOf(IllegalArgumentException.class);
    assertThatCode(() -> s.whyIllegal(Integer.MIN_VALUE)).doesNotThrowAnyException();
  }
}
