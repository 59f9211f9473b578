/**
 * Computer players that work on any game through the core contract: the {@link
 * dev.tabletop.core.search.Player} contract with its {@link dev.tabletop.core.search.Budget}, the
 * {@link dev.tabletop.core.search.Analysis} a user interface shows, and three generic searches:
 * {@link dev.tabletop.core.search.AlphaBeta} (principal variation search for two-player zero-sum
 * games without chance), {@link dev.tabletop.core.search.Mcts} (UCT for any game) and {@link
 * dev.tabletop.core.search.Determinized} (perfect-information Monte Carlo over a game's sampler,
 * deciding from the acting player's view only).
 */
package dev.tabletop.core.search;
