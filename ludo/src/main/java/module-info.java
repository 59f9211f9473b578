/** The ludo rules engine on the tabletop core contract. */
module dev.tabletop.ludo {
  requires transitive dev.tabletop.core;

  exports dev.tabletop.ludo;
  exports dev.tabletop.ludo.players;
}
