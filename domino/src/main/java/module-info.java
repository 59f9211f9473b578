/**
 * Vietnamese Domino on the tabletop core contract: its rules engine, notation, typed values,
 * per-player views and the exact sampler of hidden hands in {@code dev.tabletop.domino}, and its
 * computer players (a heuristic, determinized Monte Carlo from the player's view, six levels, a
 * greedy baseline) in {@code dev.tabletop.domino.players}.
 */
module dev.tabletop.domino {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.domino;
  exports dev.tabletop.domino.players;
}
