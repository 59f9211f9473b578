/**
 * The game contract every tabletop game implements, so that a server, a user interface or a
 * player written against it works for any game: immutable {@link dev.tabletop.core.GameState
 * states} with int moves written into a caller-owned {@link dev.tabletop.core.MoveBuffer}, the
 * rules of one variant as a {@link dev.tabletop.core.Game}, a game as a family of variants read
 * from a spec as a {@link dev.tabletop.core.GameType}, chance as weighted outcomes, hidden
 * information as per-player views ({@link dev.tabletop.core.HiddenInformation}), typed
 * {@link dev.tabletop.core.Effect effects}, and one family of errors, the sealed
 * {@link dev.tabletop.core.Refusal}.
 *
 * <p>Start with {@link dev.tabletop.core.GameState}: {@code legalMoves}, {@code apply},
 * {@code currentPlayer}, and the validated {@code parseMove} and {@code play}. A game in progress
 * is a {@link dev.tabletop.core.GameHistory}, saved and replayed as a
 * {@link dev.tabletop.core.GameRecord}; time controls are {@link dev.tabletop.core.ClockRules}
 * and {@link dev.tabletop.core.GameClock}, apart from the board rules.
 */
package dev.tabletop.core;
