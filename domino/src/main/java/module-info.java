/** The domino rules engine on the tabletop core contract. */
module dev.tabletop.domino {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.domino;
  exports dev.tabletop.domino.players;
}
