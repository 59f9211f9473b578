package dev.tabletop.core;

import io.vavr.control.Either;

/**
 * A game as a family of variants: turns a variant spec into the game's own rules type. Game
 * records name their rules by spec, and replaying a record asks the game type to rebuild them.
 *
 * <p>Typed by the rules, so {@code Jungle.TYPE.parse("jungle(repetitionLimit=3)")} gives {@code
 * JungleRules} with no cast, and a tool written for any game still sees a {@link Game}.
 *
 * @param <S> the game's state type
 * @param <R> the game's rules type
 */
public interface GameType<S extends GameState<S>, R extends Game<S>> {

  /**
   * The game's name in specs, such as {@code ludo}.
   *
   * @return a lowercase identifier
   */
  String name();

  /**
   * The rules a parsed spec describes, reporting every unknown key, bad value and bad combination
   * at once.
   *
   * @param spec a spec whose name should be {@link #name()}
   * @return the rules, or every problem found
   */
  Either<InvalidInput, R> rules(VariantSpec spec);

  /**
   * The rules a spec text describes.
   *
   * @param spec text such as {@code jungle(repetitionLimit=3)}
   * @return the rules, or every problem found (a syntax error is one problem)
   */
  default Either<InvalidInput, R> parse(String spec) {
    return VariantSpec.parse(spec).flatMap(this::rules);
  }
}
