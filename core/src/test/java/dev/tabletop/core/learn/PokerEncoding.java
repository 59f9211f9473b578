package dev.tabletop.core.learn;

import dev.tabletop.core.testgame.DicePoker;
import java.nio.FloatBuffer;

/**
 * A small encoding of the test game {@link DicePoker}, for testing the vector environment: the
 * observation is the viewer's own die (one-hot, 6), the betting so far (three actions, one-hot
 * over the four codes, 12) and the viewer's seat (1); the actions are the four codes.
 */
final class PokerEncoding {
  static final int SIZE = 19;

  private PokerEncoding() {}

  static Encoding<DicePoker.State> of(DicePoker.Rules rules) {
    return new Encoding<>(rules, new PokerObserver(rules), new PokerActions());
  }

  static final class PokerObserver implements Observer<DicePoker.State> {
    private final DicePoker.Rules rules;

    PokerObserver(DicePoker.Rules rules) {
      this.rules = rules;
    }

    @Override
    public int[] shape() {
      return new int[] {SIZE};
    }

    @Override
    public int size() {
      return SIZE;
    }

    @Override
    public void write(DicePoker.State state, int player, int plies, int occurrences, float[] out,
        int offset) {
      fill(state, player, out, null, offset);
    }

    @Override
    public void write(DicePoker.State state, int player, int plies, int occurrences,
        FloatBuffer out, int index) {
      fill(state, player, null, out, index);
    }

    private void fill(DicePoker.State s, int player, float[] a, FloatBuffer b, int base) {
      Tensors.clear(a, b, base, SIZE);
      DicePoker.View v = rules.view(s, player);
      if (v.ownDie() > 0) {
        Tensors.set(a, b, base + v.ownDie() - 1, 1f);
      }
      for (int i = 0; i < v.count(); i++) {
        Tensors.set(a, b, base + 6 + 4 * i + ((v.actions() >>> (2 * i)) & 3), 1f);
      }
      Tensors.set(a, b, base + 18, player);
    }
  }

  static final class PokerActions implements ActionSpace<DicePoker.State> {
    @Override
    public int size() {
      return 4;
    }

    @Override
    public int action(DicePoker.State state, int move) {
      return move >= 0 && move < 4 ? move : NONE;
    }

    @Override
    public int move(DicePoker.State state, int action) {
      return checkAction(action);
    }
  }
}
