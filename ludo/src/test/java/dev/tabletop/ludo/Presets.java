package dev.tabletop.ludo;

import java.util.List;

/** The named presets and a few seatings of them, for tests that run over every preset. */
final class Presets {
  private Presets() {}

  static List<LudoRules> all() {
    return List.of(LudoRules.STANDARD, LudoRules.TWO_DICE, LudoRules.HOUSE,
        LudoRules.STANDARD.withPlayers(2), LudoRules.STANDARD.withPlayers(3),
        LudoRules.TWO_DICE.withPlayers(2), LudoRules.HOUSE.withSeats(1, 3));
  }
}
