package dev.tabletop.core.learn;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import java.util.Objects;

/**
 * How one game's rules are encoded for a learner: the rules, the observer and the action space.
 * Each game module makes its own ({@code Jungle.encoding(rules)}, {@code Ludo.encoding(rules)},
 * {@code Domino.encoding(rules)}); a {@link VectorEnv} is built from one.
 *
 * @param game the rules
 * @param observer the observation tensor of these rules
 * @param actions the action space of these rules
 * @param <S> the game's state type
 */
public record Encoding<S extends GameState<S>>(Game<S> game, Observer<S> observer,
    ActionSpace<S> actions) {

  /**
   * Checks the parts.
   *
   * @throws NullPointerException if a part is null
   */
  public Encoding {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(observer, "observer");
    Objects.requireNonNull(actions, "actions");
  }
}
