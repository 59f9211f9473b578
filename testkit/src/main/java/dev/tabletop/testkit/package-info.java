/**
 * The conformance kit: the property suite every game on the core contract runs, ours and yours.
 * Extend {@link dev.tabletop.testkit.GameConformance} in a test class, name the game's type and
 * presets, and jqwik runs the inherited properties (sorted unique moves, chance weights, purity
 * of apply, hash consistency, validated play, determinism from a seed, record round trips, and
 * views for hidden information); extend {@link dev.tabletop.testkit.GameFuzz} to feed every
 * parser random and mutated text.
 *
 * <p>{@link dev.tabletop.testkit.Conformance} offers the same checks as plain methods for long
 * seeded games, and {@link dev.tabletop.testkit.FixedDraws} a generator for working chance by
 * hand. Use the module in test scope.
 */
package dev.tabletop.testkit;
