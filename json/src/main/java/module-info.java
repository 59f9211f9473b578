/**
 * The tabletop wire format: JSON codecs for the rules, states, seat views, legal moves, effects,
 * records, clocks, analyses and refusals of Cờ Thú, Cờ Cá Ngựa and Domino, with the JSON Schema
 * files of the messages in {@code dev/tabletop/json/schema/}.
 */
module dev.tabletop.json {
  requires transitive dev.tabletop.core;
  requires transitive dev.tabletop.jungle;
  requires transitive dev.tabletop.ludo;
  requires transitive dev.tabletop.domino;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;

  exports dev.tabletop.json;
}
