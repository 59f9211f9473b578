package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;

/**
 * A game as a family of variants: turns a {@link VariantSpec} into rules. Game records name their
 * rules by spec, and replaying a record asks the game type to rebuild them.
 *
 * @param <S> the game's state type
 */
public interface GameType<S extends GameState<S>> {

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
  Validation<Seq<String>, Game<S>> rules(VariantSpec spec);

  /**
   * The rules a spec text describes.
   *
   * @param spec text such as {@code jungle(repetitionLimit=3)}
   * @return the rules, or every problem found (a syntax error is one problem)
   */
  default Validation<Seq<String>, Game<S>> parse(String spec) {
    return VariantSpec.parse(spec)
        .fold(error -> Validation.invalid(List.of(error)), this::rules);
  }
}
