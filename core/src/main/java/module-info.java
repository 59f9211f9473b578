/**
 * The game contract shared by every tabletop rules engine, and the generic tools that work on any
 * game through it: perft, random playouts, the seeded simulator, game records and variant specs,
 * the writer of the games' pictures (SVG), and the learning contract (observations, action
 * spaces, vector environments).
 */
module dev.tabletop.core {
  requires transitive io.vavr;

  exports dev.tabletop.core;
  exports dev.tabletop.core.learn;
  exports dev.tabletop.core.search;
  exports dev.tabletop.core.svg;
  exports dev.tabletop.core.tools;
}
