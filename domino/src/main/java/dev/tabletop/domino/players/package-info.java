/**
 * Computer players for Domino: the {@link dev.tabletop.domino.players.DominoHeuristic} of the lower
 * levels, the six {@link dev.tabletop.domino.players.DominoLevel levels} from Tập chơi (Practice)
 * to Đại sư (Master), the upper three determinized Monte Carlo search on the player's view, and
 * the greedy baseline. Every player here decides from the acting player's view only.
 */
package dev.tabletop.domino.players;
