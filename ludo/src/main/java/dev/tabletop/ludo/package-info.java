/**
 * Cờ Cá Ngựa (Vietnamese Ludo) on the tabletop core contract: the rules of {@code rules/ludo.md}
 * with every variant flag, dice as explicit chance nodes.
 *
 * <p>Start from {@link dev.tabletop.ludo.Ludo} ({@code Ludo.TYPE}, {@code Ludo.rules(spec)})
 * or a preset of {@link dev.tabletop.ludo.LudoRules} ({@code STANDARD}, {@code BEGINNERS}, {@code
 * TWO_DICE}, {@code HOUSE}, all in {@code PRESETS}); {@code rules.initialState()} and {@code
 * rules.position(text)} give {@link dev.tabletop.ludo.LudoState} values. Moves are int codes laid
 * out in {@link dev.tabletop.ludo.LudoMove}, their typed form; rolls are {@link
 * dev.tabletop.ludo.Roll} values; {@link dev.tabletop.ludo.LudoEffect} tells what a move did.
 */
package dev.tabletop.ludo;
