package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;
import io.vavr.collection.List;
import io.vavr.control.Either;

/** The three games by name, so benchmarks and the simulator take a variant spec as text. */
final class Games {
  private static final List<GameType<?, ?>> TYPES = List.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}

  /**
   * The rules a spec names.
   *
   * @param spec such as {@code ludo(players=4)}
   * @return the rules, or every problem with the spec
   */
  static Either<String, Game<?>> parse(String spec) {
    Either<InvalidInput, VariantSpec> parsed = VariantSpec.parse(spec);
    if (parsed.isLeft()) {
      return Either.left(parsed.getLeft().message());
    }
    String name = parsed.get().name();
    return TYPES.find(t -> t.name().equals(name))
        .toEither("unknown game '" + name + "' (known: " + TYPES.map(GameType::name).mkString(", ") + ")")
        .flatMap(t -> t.rules(parsed.get()).<Game<?>>map(g -> g).mapLeft(InvalidInput::message));
  }

  /**
   * The rules a spec names, or an exception naming every problem.
   *
   * @param spec the spec text
   * @return the rules
   */
  static Game<?> require(String spec) {
    return parse(spec).getOrElseThrow((String message) -> new IllegalArgumentException(message));
  }
}
