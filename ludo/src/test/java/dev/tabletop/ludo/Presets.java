package dev.tabletop.ludo;

import java.util.List;

/** The named presets and a few seatings of them, for tests that run over every preset. */
final class Presets {
  private Presets() {}

  static List<LudoRules> all() {
    return List.of(LudoRules.STANDARD, LudoRules.BEGINNERS, LudoRules.TWO_DICE, LudoRules.HOUSE,
        LudoRules.STANDARD.withPlayers(2), LudoRules.STANDARD.withPlayers(3),
        LudoRules.BEGINNERS.withPlayers(2), LudoRules.TWO_DICE.withPlayers(2),
        LudoRules.TWO_DICE.withPlayers(3).withTurnOrder(TurnOrder.DESCENDING),
        LudoRules.HOUSE.withSeats(1, 3),
        // The two-dice flags the presets do not use.
        LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH).withKickBack(true).withOneRollJump(true),
        LudoRules.STANDARD.withDice(2).withEntryPair(true).withDoublesBonus(true)
            .withDiceUse(DiceUse.EACH).withPlayers(3));
  }
}
