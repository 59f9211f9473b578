/** The jungle rules engine on the tabletop core contract. */
module dev.tabletop.jungle {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.jungle;
  exports dev.tabletop.jungle.players;
}
