package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

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
