/**
 * Vietnamese domino (luật chơi Domino truyền thống) on the tabletop core contract.
 *
 * <p>{@link dev.tabletop.domino.Domino} is the entry point ({@code Domino.TYPE} parses specs);
 * {@link dev.tabletop.domino.DominoRules} holds the variant flags and presets;
 * {@link dev.tabletop.domino.DominoState} is the omniscient, immutable round state with int move
 * codes laid out in {@link dev.tabletop.domino.DominoMoves}; {@link dev.tabletop.domino.DominoView}
 * is what one player may know, and the rules' hidden-information object samples full states
 * consistent with a view; {@link dev.tabletop.domino.RoundResult} and
 * {@link dev.tabletop.domino.Match} report rounds and running totals;
 * {@link dev.tabletop.domino.Tiles} is the double-six set and its {@code 6:4} notation.
 */
package dev.tabletop.domino;
