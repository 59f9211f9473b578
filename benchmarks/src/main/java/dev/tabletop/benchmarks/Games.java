package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameTypes;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;

/** The three games by name, so benchmarks and the simulator take a variant spec as text. */
final class Games {
  /** Cờ Thú, Cờ Cá Ngựa and Domino: {@code ALL.require(spec)} gives a spec's rules. */
  static final GameTypes ALL = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}

  /**
   * The learning encoding of a variant.
   *
   * @param spec a variant spec of one of the three games
   * @return its observer and action space
   */
  static Encoding<?> encoding(String spec) {
    Game<?> game = ALL.require(spec);
    if (game instanceof JungleRules j) {
      return Jungle.encoding(j);
    }
    if (game instanceof LudoRules l) {
      return Ludo.encoding(l);
    }
    return Domino.encoding((DominoRules) game);
  }
}
