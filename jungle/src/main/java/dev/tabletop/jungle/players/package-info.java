/**
 * Computer players for Cờ Thú: the {@link dev.tabletop.jungle.players.JungleEvaluation} that drives
 * the core's principal variation search, the six {@link dev.tabletop.jungle.players.JungleLevel
 * levels} from Tập chơi (Practice) to Đại sư (Master), and the greedy baseline.
 */
package dev.tabletop.jungle.players;
