/**
 * Cờ Thú (Jungle, Dou Shou Qi) on the tabletop core contract: the rules of {@code
 * rules/jungle.md} with every variant flag, bitboard states, the position and move notation,
 * typed moves and effects, and the result.
 *
 * <p>Start from {@link dev.tabletop.jungle.Jungle} ({@code Jungle.TYPE}, {@code
 * Jungle.rules(spec)}, {@code Jungle.perft}) or a preset of {@link dev.tabletop.jungle.JungleRules}
 * ({@code STANDARD}, {@code THREEFOLD}, {@code LEIDEN}, {@code HOUSE}, all in {@code PRESETS});
 * {@code rules.initialState()} and {@code rules.position(text)} give
 * {@link dev.tabletop.jungle.JungleState} values. Moves are int codes ({@code from * 64 + to})
 * laid out in {@link dev.tabletop.jungle.JungleMove}, their typed form;
 * {@link dev.tabletop.jungle.JungleEffect} tells what a move did and
 * {@link dev.tabletop.jungle.JungleResult} who won and why.
 */
package dev.tabletop.jungle;
