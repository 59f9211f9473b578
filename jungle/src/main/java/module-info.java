/**
 * Cờ Thú (Jungle) on the tabletop core contract: its rules engine, notation and typed values in
 * {@code dev.tabletop.jungle}, and its computer players (an evaluation for the core's alpha-beta
 * search, six levels, a greedy baseline) in {@code dev.tabletop.jungle.players}.
 */
module dev.tabletop.jungle {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.jungle;
  exports dev.tabletop.jungle.players;
}
