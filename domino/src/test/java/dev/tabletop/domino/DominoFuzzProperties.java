package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.testkit.Fuzz;
import dev.tabletop.testkit.GameFuzz;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/**
 * Fuzzing every public Domino parser with random and mutated text, and the int entry points with
 * random codes on reachable states, deals, draws and ends included: the kit's five properties
 * (positions, moves, codes, specs, records) under every preset, and the tiles here. Every input
 * is read (and then round-trips and plays on) or refused with the documented {@code Left}, never
 * thrown at. 10,000 tries a property; ten times as many with {@code -Pdeep}.
 */
class DominoFuzzProperties extends GameFuzz<DominoState> {

  @Override
  protected GameType<DominoState, ?> type() {
    return Domino.TYPE;
  }

  @Override
  protected List<DominoRules> presets() {
    return DominoRules.PRESETS.asJava();
  }

  @Override
  protected Either<InvalidInput, DominoState> position(Game<DominoState> rules, String text) {
    return ((DominoRules) rules).position(text);
  }

  /** A Domino state's equals compares its history too, and its text reads back as a root. */
  @Override
  protected boolean textIsTheWholeState() {
    return false;
  }

  @Override
  protected int largestCode() {
    return 5000;
  }

  private static boolean isLegal(DominoState s, int code) {
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    s.legalMoves(buffer);
    return buffer.contains(code);
  }

  @Provide
  Arbitrary<String> tiles() {
    List<String> seeds = new ArrayList<>();
    for (int t = 0; t < Tiles.COUNT; t++) {
      seeds.add(Tiles.text(t));
    }
    seeds.add("6:6 5:4 0:0");
    seeds.add("-");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aTileOrASetOfTilesIsReadAndRoundTripsOrRefused(@ForAll("tiles") String text) {
    Either<InvalidInput, Integer> tile = Tiles.parse(text);
    if (tile.isRight()) {
      assertThat(Tiles.parse(Tiles.text(tile.get())).get()).isEqualTo(tile.get());
    } else {
      assertThat(tile.getLeft().message()).isNotBlank();
    }
    Either<InvalidInput, Integer> set = Tiles.parseSet(text);
    if (set.isRight()) {
      assertThat(Tiles.parseSet(Tiles.setText(set.get())).get()).isEqualTo(set.get());
    } else {
      assertThat(set.getLeft().message()).isNotBlank();
    }
  }

  /**
   * The public helpers that take a tile index, a tile mask or a placement code refuse any other
   * int with an {@link IllegalArgumentException} naming the argument, never an index exception.
   */
  @Property(tries = 10_000)
  void helpersRefuseAnIntThatIsNoTileMaskOrCodeNamingIt(@ForAll int any) {
    DominoRules rules = DominoRules.STANDARD;
    if (any < 0 || any >= Tiles.COUNT) {
      String tile = "tile " + any + " is not a tile index";
      List<ThrowingCallable> calls = List.of(() -> Tiles.text(any), () -> Tiles.low(any),
          () -> Tiles.high(any), () -> Tiles.pips(any), () -> Tiles.isDouble(any),
          () -> rules.tileCount(any), () -> DominoMoves.lead(any), () -> DominoMoves.outcome(any),
          () -> DominoMoves.place(any, DominoMoves.LEFT, false),
          () -> rules.initialState().playable(any), () -> Tile.ofIndex(any));
      for (ThrowingCallable call : calls) {
        assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(String.valueOf(any));
      }
      assertThatThrownBy(() -> Tiles.text(any)).hasMessageStartingWith(tile);
    } else {
      assertThat(Tiles.text(any)).isEqualTo(Tile.ofIndex(any).text());
      assertThat(rules.tileCount(any)).isEqualTo(any == 0 ? 13 : Tiles.pips(any));
      assertThatThrownBy(() -> DominoMoves.place(any, 2 + (any & 1), false))
          .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("side ");
    }
    if ((any & ~Tiles.ALL) != 0) {
      for (ThrowingCallable call : List.<ThrowingCallable>of(() -> Tiles.setText(any),
          () -> Tiles.list(any), () -> rules.handCount(any))) {
        assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("mask " + any);
      }
    } else {
      assertThat(Tiles.parseSet(Tiles.setText(any)).get()).isEqualTo(any);
      assertThat(Tiles.list(any).size()).isEqualTo(Integer.bitCount(any));
    }
    if (any < 0 || any >= DominoMoves.DRAW) {
      for (ThrowingCallable call : List.<ThrowingCallable>of(() -> DominoMoves.tile(any),
          () -> DominoMoves.side(any), () -> DominoMoves.touching(any),
          () -> DominoMoves.outer(any))) {
        assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
            .hasMessage("code " + any + " is not a placement code (0..111)");
      }
    }
  }

  @Example
  void theHelpersOnceThrowingIndexExceptionsNameTheirArgument() {
    assertThatThrownBy(() -> Tiles.text(28)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("tile 28 is not a tile index: tiles are 0..27");
    assertThatThrownBy(() -> Tiles.setText(-1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("mask -1 names a tile index above 27");
    assertThatThrownBy(() -> DominoRules.STANDARD.tileCount(64))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("tile 64 is not a tile index: tiles are 0..27");
    assertThatThrownBy(() -> DominoMoves.touching(500)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("code 500 is not a placement code (0..111)");
  }

  @Example
  void unicodeDigitsInASpecAreRefused() {
    assertThat(Domino.rules("domino(players=\uff13)").getLeft().subject()).isEqualTo("spec");
  }

  /**
   * A well-formed but illegal placement (a held tile on a line it does not join) is refused by
   * {@code play}; {@code apply} places it anyway, and the result is unspecified, as {@code
   * GameState.apply} documents: here a position the parser refuses.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    int found = 0;
    for (DominoState s : states()) {
      if (s.isChance() || s.isTerminal()) {
        continue;
      }
      for (int code = 0; code < Tiles.COUNT * 4; code++) {
        if (isLegal(s, code)) {
          continue;
        }
        DominoState after;
        try {
          after = s.apply(code);
        } catch (IllegalArgumentException e) {
          continue;
        }
        assertThat(s.play(code).isLeft()).isTrue();
        if (s.game().position(after.toString()).isLeft()) {
          found++;
        }
      }
    }
    assertThat(found).as("illegal placements whose result the parser refuses").isPositive();
  }
}
