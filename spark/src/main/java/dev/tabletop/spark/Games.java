package dev.tabletop.spark;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * The three games by name. A job ships the spec text to its executors and each one builds the
 * rules from it, so no rules object ever has to be serialized.
 */
final class Games {
  private static final List<GameType<?>> TYPES = List.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}

  /**
   * The rules a spec names.
   *
   * @param spec such as {@code ludo(players=4)}
   * @return the rules, or every problem with the spec
   */
  static Either<String, Game<?>> parse(String spec) {
    Either<String, VariantSpec> parsed = VariantSpec.parse(spec);
    if (parsed.isLeft()) {
      return Either.left(parsed.getLeft());
    }
    String name = parsed.get().name();
    return TYPES.find(t -> t.name().equals(name))
        .toEither("unknown game '" + name + "' (known: "
            + TYPES.map(GameType::name).mkString(", ") + ")")
        .flatMap(t -> t.rules(parsed.get()).<Game<?>>map(g -> g)
            .toEither().mapLeft(errors -> errors.mkString("; ")));
  }

  /**
   * The rules a spec names, or an exception naming every problem.
   *
   * @param spec the spec text
   * @return the rules
   * @throws IllegalArgumentException if the spec names no valid variant
   */
  static Game<?> require(String spec) {
    return parse(spec).getOrElseThrow((String message) -> new IllegalArgumentException(message));
  }
}
