/**
 * Cờ Cá Ngựa (Vietnamese Ludo) on the tabletop core contract: the rules of {@code rules/ludo.md}
 * with every variant flag, dice as explicit chance nodes.
 *
 * <p>Start from {@link dev.tabletop.ludo.Ludo} ({@code Ludo.TYPE}, {@code Ludo.rules(spec)},
 * {@code Ludo.position(rules, text)}) or a preset of {@link dev.tabletop.ludo.LudoRules}
 * ({@code STANDARD}, {@code BEGINNERS}, {@code TWO_DICE}, {@code HOUSE}); positions are {@link
 * dev.tabletop.ludo.LudoState} values and moves are int codes laid out in {@link
 * dev.tabletop.ludo.LudoMove}, which is also their typed form.
 */
package dev.tabletop.ludo;
