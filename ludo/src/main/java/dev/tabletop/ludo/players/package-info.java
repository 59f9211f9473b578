/**
 * Computer players for Cờ Cá Ngựa: the {@link dev.tabletop.ludo.players.LudoEvaluation}
 * heuristic, the {@link dev.tabletop.ludo.players.Expectimax} search over the dice, the six
 * {@link dev.tabletop.ludo.players.LudoLevel levels} from Tập chơi (Practice) to Đại sư (Master),
 * and the greedy baseline.
 */
package dev.tabletop.ludo.players;
