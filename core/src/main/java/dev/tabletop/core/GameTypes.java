package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * Several games by name: turns any of their variant specs into rules, so a server, a simulator or
 * a command line can take {@code "ludo(players=2)"} or {@code "jungle()"} as text and hand back a
 * {@link Game} without knowing which game it is.
 *
 * <pre>{@code
 * GameTypes games = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);
 * Game<?> rules = games.parse("domino(players=2)").get();
 * }</pre>
 */
public final class GameTypes {
  private final List<GameType<?, ?>> types;

  private GameTypes(List<GameType<?, ?>> types) {
    this.types = types;
  }

  /**
   * A catalogue of game types.
   *
   * @param types the games, with distinct names
   * @return the catalogue
   * @throws IllegalArgumentException if two types share a name
   * @throws NullPointerException if a type is null
   */
  public static GameTypes of(GameType<?, ?>... types) {
    List<GameType<?, ?>> all = List.of(types);
    all.forEach(t -> Objects.requireNonNull(t, "type"));
    if (all.map(GameType::name).distinct().size() != all.size()) {
      throw new IllegalArgumentException("two game types share a name: " + names(all));
    }
    return new GameTypes(all);
  }

  /**
   * The games' names, in the order given.
   *
   * @return such as {@code jungle, ludo, domino}
   */
  public String names() {
    return names(types);
  }

  private static String names(List<GameType<?, ?>> types) {
    return types.map(GameType::name).mkString(", ");
  }

  /**
   * The rules a spec names.
   *
   * @param spec such as {@code ludo(players=4)}
   * @return the rules, or every problem with the spec (an unknown game is one problem)
   */
  public Either<InvalidInput, Game<?>> parse(String spec) {
    return VariantSpec.parse(spec).flatMap(parsed -> types.find(t -> t.name().equals(parsed.name()))
        .toEither(() -> InvalidInput.of("spec", "unknown game '" + parsed.name() + "' (known: "
            + names() + ")"))
        .flatMap(t -> t.rules(parsed).map(g -> (Game<?>) g)));
  }

  /**
   * The rules a spec names, for tools that stop on a bad spec.
   *
   * @param spec the spec text
   * @return the rules
   * @throws IllegalArgumentException naming every problem when the spec names no valid variant
   */
  public Game<?> require(String spec) {
    return parse(spec).getOrElseThrow(refusal -> new IllegalArgumentException(refusal.message()));
  }
}
