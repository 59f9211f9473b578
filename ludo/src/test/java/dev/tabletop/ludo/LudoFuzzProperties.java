package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.testkit.GameFuzz;
import io.vavr.control.Either;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Fuzzing every public Ludo parser with random and mutated text, and the int entry points with
 * random codes on reachable states, chance nodes and ends included: the kit's five properties
 * (positions, moves, codes, specs, records) under every preset. Every input is read (and then
 * round-trips and plays on) or refused with the documented {@code Left}, never thrown at. 10,000
 * tries a property; ten times as many with {@code -Pdeep}.
 */
class LudoFuzzProperties extends GameFuzz<LudoState> {

  @Override
  protected GameType<LudoState, ?> type() {
    return Ludo.TYPE;
  }

  @Override
  protected List<LudoRules> presets() {
    return LudoRules.PRESETS.asJava();
  }

  @Override
  protected Either<InvalidInput, LudoState> position(Game<LudoState> rules, String text) {
    return ((LudoRules) rules).position(text);
  }

  @Override
  protected int largestCode() {
    return 5000;
  }

  /**
   * A well-formed but illegal code (here: moving a horse out of the stable on a roll that does
   * not enter) is refused by {@code play}; {@code apply} only keeps the state's shape, and what it
   * gives is unspecified, as {@code GameState.apply} documents.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    LudoState start = LudoRules.STANDARD.initialState();
    MoveBuffer buffer = MoveBuffer.forGame(LudoRules.STANDARD);
    start.legalMoves(buffer);
    LudoState rolled = start.apply(buffer.get(0));
    rolled.legalMoves(buffer);
    int illegal = -1;
    for (int code = 0; code < 5000 && illegal < 0; code++) {
      if (!buffer.contains(code)) {
        try {
          rolled.apply(code);
          illegal = code;
        } catch (IllegalArgumentException e) {
          // not well formed here: refused, as documented
        }
      }
    }
    assertThat(rolled.play(illegal).isLeft()).isTrue();
  }
}
