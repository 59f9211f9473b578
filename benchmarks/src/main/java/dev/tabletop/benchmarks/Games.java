package dev.tabletop.benchmarks;

import dev.tabletop.core.GameTypes;
import dev.tabletop.domino.Domino;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.ludo.Ludo;

/** The three games by name, so benchmarks and the simulator take a variant spec as text. */
final class Games {
  /** Cờ Thú, Cờ Cá Ngựa and Domino: {@code ALL.require(spec)} gives a spec's rules. */
  static final GameTypes ALL = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}
}
