package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.testkit.Fuzz;
import dev.tabletop.testkit.GameFuzz;
import io.vavr.control.Either;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import java.util.List;
import net.jqwik.api.Arbitraries;
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
   * Any int given to a public square helper is answered (consistently with the others) or refused
   * with an {@link IllegalArgumentException} that names the argument; no index exception, no
   * answer for a square that is not one.
   */
  @Property(tries = 10_000)
  void squareHelpersAnswerOrRefuseEveryIntByName(@ForAll("ints") int a, @ForAll("ints") int b) {
    boolean square = a >= 0 && a < Squares.COUNT;
    assertThat(Squares.isSquare(a)).isEqualTo(square);
    if (square) {
      assertThat(Squares.of(Squares.file(a), Squares.rank(a))).isEqualTo(a);
      assertThat(Squares.parse(Squares.name(a)).get()).isEqualTo(a);
      assertThat(JungleSymmetry.mirrorSquare(JungleSymmetry.mirrorSquare(a))).isEqualTo(a);
      assertThat(JungleObserver.frame(JungleObserver.frame(a, 1), 1)).isEqualTo(a);
      assertThat(JungleSvg.square(a, SvgOptions.DEFAULT).width()).isPositive();
    } else {
      String named = "square must be 0 to 62, was " + a;
      for (ThrowingCallable call : List.<ThrowingCallable>of(() -> Squares.file(a),
          () -> Squares.rank(a), () -> Squares.name(a), () -> JungleSymmetry.mirrorSquare(a),
          () -> JungleObserver.frame(a, 0), () -> JungleSvg.square(a, SvgOptions.DEFAULT))) {
        assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class).hasMessage(named);
      }
    }
    if (a >= 0 && a < Squares.FILES && b >= 0 && b < Squares.RANKS) {
      assertThat(Squares.file(Squares.of(a, b))).isEqualTo(a);
      assertThat(Squares.rank(Squares.of(a, b))).isEqualTo(b);
    } else {
      assertThatThrownBy(() -> Squares.of(a, b)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith(a >= 0 && a < Squares.FILES ? "rank" : "file");
    }
    if (b != 0 && b != 1) {
      assertThatThrownBy(() -> JungleObserver.frame(0, b))
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("player " + b);
    }
  }

  @Provide
  Arbitrary<Integer> ints() {
    return Arbitraries.oneOf(Arbitraries.integers(), Arbitraries.integers().between(-3, 66));
  }

  /** A region that does not fit is refused before anything is written. */
  @Example
  void mirrorsRefuseARegionThatDoesNotFitAndWriteNothing() {
    float[] obs = new float[JungleObserver.SIZE + 3];
    java.util.Arrays.fill(obs, 7f);
    assertThatThrownBy(() -> JungleSymmetry.mirrorObservation(obs, 4, obs, 4))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> JungleSymmetry.mirrorObservation(obs, 0, obs, -1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    float[] policy = new float[JungleActions.SIZE];
    policy[0] = 1f;
    assertThatThrownBy(() -> JungleSymmetry.mirrorPolicy(policy, 0, policy, 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    byte[] mask = new byte[JungleActions.SIZE];
    mask[0] = 1;
    assertThatThrownBy(() -> JungleSymmetry.mirrorMask(mask, 0, mask, 2))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(obs).containsOnly(7f);
    assertThat(policy[0]).isEqualTo(1f);
    assertThat(mask[0]).isEqualTo((byte) 1);
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
