package dev.tabletop.ludo;

import dev.tabletop.core.learn.ActionSpace;

/**
 * The actions of Cờ Cá Ngựa: the move codes of {@link LudoMove} numbered densely in code order.
 * Index 0 is the pass; then, horse by horse (0 to 3), each kind of action (enter, move, home,
 * climb, jump, kick back) with each die it may use. With one die an action uses the die (die A):
 * 25 actions, {@code 1 + 6 * horse + kind - 1} for kinds 1 (enter) to 6 (kick back). With two dice
 * every well-formed code is an action: 61, {@code 1 + 15 * horse + slot} with the slots enter by
 * die A, enter by die B, move by A, B, A+B, home by A, B, A+B, climb by A, B, A+B, jump, kick back
 * by A, B, A+B.
 *
 * <p>The numbering does not depend on the state: a move code has one index under given rules,
 * wherever a player is to move. At a chance node no code has one: a roll is a chance outcome,
 * though its code is also a move's.
 * Horses are the state's numbered horses, whose places {@link LudoObserver} gives horse by horse.
 */
public final class LudoActions implements ActionSpace<LudoState> {
  private final int[] codes;
  private final byte[] index = new byte[128];

  LudoActions(LudoRules rules) {
    int n = 0;
    int[] all = new int[128];
    java.util.Arrays.fill(index, (byte) NONE);
    for (int code = 0; code < 128; code++) {
      if (LudoMove.wellFormed(code) && (rules.dice() == 2 || (code & 3) == 0)) {
        index[code] = (byte) n;
        all[n++] = code;
      }
    }
    codes = java.util.Arrays.copyOf(all, n);
  }

  @Override
  public int size() {
    return codes.length;
  }

  @Override
  public int action(LudoState state, int move) {
    // A roll's code is also a move's code (roll 4 and code 4 share the number): at a chance node
    // every code is a chance outcome or nothing, and chance outcomes have no index.
    return move < 0 || move >= 128 || state.isChance() ? NONE : index[move];
  }

  @Override
  public int move(LudoState state, int action) {
    return codes[checkAction(action)];
  }
}
