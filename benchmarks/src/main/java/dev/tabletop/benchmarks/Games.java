package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameTypes;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;
import io.vavr.control.Either;

/** The three games by name, so benchmarks and the simulator take a variant spec as text. */
final class Games {
  private static final GameTypes TYPES = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}

  /**
   * The rules a spec names.
   *
   * @param spec such as {@code ludo(players=4)}
   * @return the rules, or every problem with the spec
   */
  static Either<String, Game<?>> parse(String spec) {
    return TYPES.parse(spec).mapLeft(refusal -> refusal.message());
  }

  /**
   * The rules a spec names, or an exception naming every problem.
   *
   * @param spec the spec text
   * @return the rules
   * @throws IllegalArgumentException if the spec names no valid variant
   */
  static Game<?> require(String spec) {
    return TYPES.require(spec);
  }
}
