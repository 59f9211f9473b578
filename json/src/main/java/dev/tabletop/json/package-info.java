/**
 * The wire format of tabletop: JSON messages, each with a {@code type} field, for the rules (as
 * their canonical spec), omniscient states for storage, a seat's view with its legal moves, moves
 * sent in, effects as each audience may see them, results, game records, clocks, analyses and
 * refusals, for the three games, with the games' own notation inside. Start at {@link
 * dev.tabletop.json.WireFormat}, which gives each game's {@link dev.tabletop.json.GameCodec} and
 * reads and writes the messages every game shares; every message has a JSON Schema in the jar
 * under {@code dev/tabletop/json/schema/}. Readers never throw: they return {@code Either} with
 * the library's {@link dev.tabletop.core.InvalidInput} (a JSON pointer in every problem) or {@link
 * dev.tabletop.core.IllegalMove}.
 */
package dev.tabletop.json;
