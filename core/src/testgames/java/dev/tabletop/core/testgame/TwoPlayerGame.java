package dev.tabletop.core.testgame;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;

/**
 * The metadata most test games share, stated once: two players, no chance, perfect information,
 * zero-sum. A test game that differs overrides the one method that does (Gamble has chance). The
 * real games keep declaring every property themselves; this is test scaffolding only.
 *
 * @param <S> the game's state type
 */
public interface TwoPlayerGame<S extends GameState<S>> extends Game<S> {
  @Override
  default int playerCount() {
    return 2;
  }

  @Override
  default boolean hasChance() {
    return false;
  }

  @Override
  default boolean perfectInformation() {
    return true;
  }

  @Override
  default boolean zeroSum() {
    return true;
  }
}
