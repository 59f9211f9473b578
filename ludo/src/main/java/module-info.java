/**
 * Cờ Cá Ngựa (Vietnamese Ludo) on the tabletop core contract: its rules engine with every variant
 * flag and dice as chance nodes, notation and typed values in {@code dev.tabletop.ludo}, and its
 * computer players (an evaluation, expectimax over the dice, six levels, a greedy baseline) in
 * {@code dev.tabletop.ludo.players}.
 */
module dev.tabletop.ludo {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.ludo;
  exports dev.tabletop.ludo.players;
}
