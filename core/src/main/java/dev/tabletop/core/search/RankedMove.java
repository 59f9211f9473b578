package dev.tabletop.core.search;

/**
 * One legal move with the score a search gave it, for a user interface's move list or hint.
 *
 * @param move the move code
 * @param text the move in the game's notation
 * @param score how good the move is for the player to move, higher is better: an evaluation for
 *     alpha-beta (see {@link Evaluation#WIN} for won and lost lines), a mean return for Monte
 *     Carlo search
 * @param visits how many playouts went through the move (Monte Carlo), or 0
 */
public record RankedMove(int move, String text, double score, long visits) {}
