package dev.tabletop.spark;

import dev.tabletop.core.GameTypes;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;

/**
 * The three games by name. A job ships the spec text to its executors and each one builds the
 * rules from it, so no rules object ever has to be serialized.
 */
final class Games {
  /** Cờ Thú, Cờ Cá Ngựa and Domino: {@code ALL.require(spec)} gives a spec's rules. */
  static final GameTypes ALL = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}
}
