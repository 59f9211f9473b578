/**
 * Tools that work on any game through the core contract: {@link dev.tabletop.core.tools.Perft}
 * (leaf counts with each game's own convention, chance nodes counted per outcome), random
 * {@link dev.tabletop.core.tools.Playout playouts}, seeded {@link dev.tabletop.core.tools.Chance
 * chance}, the {@link dev.tabletop.core.tools.Simulator} that plays many games in parallel into a
 * mergeable {@link dev.tabletop.core.tools.SimulationReport}, and the
 * {@link dev.tabletop.core.tools.MatchRunner} that plays computer players against each other
 * with the seats rotated and reports Elo with a significance test, and
 * {@link dev.tabletop.core.tools.Headroom}, which measures by paired rollouts how many more games
 * one step of policy improvement would win for a player against given opponents.
 *
 * <p>Start with {@link dev.tabletop.core.tools.Simulator#run} for statistics of random play, or
 * {@link dev.tabletop.core.tools.MatchRunner#play} to compare players. Every tool depends on its
 * seed only: the same seed gives the same report on any number of threads.
 */
package dev.tabletop.core.tools;
