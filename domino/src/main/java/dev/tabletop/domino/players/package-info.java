/**
 * Computer players for Domino: the {@link dev.tabletop.domino.players.DominoHeuristic} of the lower
 * levels, the six {@link dev.tabletop.domino.players.DominoLevel levels} from Tập chơi (Practice)
 * to Đại sư (Master), Cao thủ's determinized Monte Carlo search on the player's view, Đại sư's
 * {@link dev.tabletop.domino.players.DominoMaster} with its parts (the {@link
 * dev.tabletop.domino.players.DominoPlayModel model of how seats choose}, the {@link
 * dev.tabletop.domino.players.WeightedSampler weighted sampler}, the enumerated {@link
 * dev.tabletop.domino.players.DominoWorlds worlds} and the exact {@link
 * dev.tabletop.domino.players.DominoEndgame endgame}), and the greedy baseline. Every player here
 * decides from the acting player's view only.
 */
package dev.tabletop.domino.players;
