package dev.tabletop.core.testgame;

import dev.tabletop.core.learn.ActionSpace;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.learn.Observer;
import dev.tabletop.core.learn.Tensors;
import java.nio.FloatBuffer;

/**
 * A small learning encoding of {@link DicePoker}, for testing the vector environment and the
 * encoding checks of the conformance kit: the observation is the viewer's own die (one-hot, 6),
 * the betting so far (three actions, one-hot over the four codes, 12) and the viewer's seat (1);
 * the actions are the four codes. Deliberate defects show that the kit catches each of them.
 */
public final class DicePokerEncoding {
  /** The floats of one observation. */
  public static final int SIZE = 19;

  /** Deliberate defects, each one caught by one of the kit's encoding checks. */
  public enum Defect {
    /** The correct encoding. */
    NONE,
    /** The observation shows the opponent's die as well: hidden information leaks. */
    LEAKY_OBSERVER,
    /** The observer leaves its last float as the region held it. */
    PARTIAL_WRITE,
    /** A bet and a call share one action, so a legal move does not come back from its index. */
    SHARED_ACTION,
    /** The observation of a direct buffer differs from that of an array. */
    BUFFER_DIFFERS,
    /** A roll, whose code is also an action's, is given that action at a chance node. */
    CHANCE_HAS_ACTION
  }

  private DicePokerEncoding() {}

  /**
   * The correct encoding.
   *
   * @param rules the rules
   * @return the encoding
   */
  public static Encoding<DicePoker.State> of(DicePoker.Rules rules) {
    return of(rules, Defect.NONE);
  }

  /**
   * An encoding with a defect.
   *
   * @param rules the rules
   * @param defect the defect
   * @return the encoding
   */
  public static Encoding<DicePoker.State> of(DicePoker.Rules rules, Defect defect) {
    return new Encoding<>(rules, new PokerObserver(rules, defect), new PokerActions(defect));
  }

  static final class PokerObserver implements Observer<DicePoker.State> {
    private final DicePoker.Rules rules;
    private final Defect defect;

    PokerObserver(DicePoker.Rules rules, Defect defect) {
      this.rules = rules;
      this.defect = defect;
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
      if (defect == Defect.BUFFER_DIFFERS) {
        out.put(index + 18, 0.5f);
      }
    }

    private void fill(DicePoker.State s, int player, float[] a, FloatBuffer b, int base) {
      Tensors.clear(a, b, base, defect == Defect.PARTIAL_WRITE ? SIZE - 1 : SIZE);
      DicePoker.View v = rules.view(s, player);
      if (v.ownDie() > 0) {
        Tensors.set(a, b, base + v.ownDie() - 1, 1f);
      }
      if (defect == Defect.LEAKY_OBSERVER) {
        int theirs = rules.view(s, 1 - player).ownDie();
        if (theirs > 0) {
          Tensors.set(a, b, base + theirs - 1, 1f);
        }
      }
      for (int i = 0; i < v.count(); i++) {
        Tensors.set(a, b, base + 6 + 4 * i + ((v.actions() >>> (2 * i)) & 3), 1f);
      }
      if (player == 1) {
        Tensors.set(a, b, base + 18, 1f);
      }
    }
  }

  static final class PokerActions implements ActionSpace<DicePoker.State> {
    private final Defect defect;

    PokerActions(Defect defect) {
      this.defect = defect;
    }

    @Override
    public int size() {
      return 4;
    }

    @Override
    public int action(DicePoker.State state, int move) {
      // A roll's code (a face) is also an action's code: at a chance node nothing has an index.
      if (state.isChance() && defect != Defect.CHANCE_HAS_ACTION) {
        return NONE;
      }
      if (defect == Defect.SHARED_ACTION && move == DicePoker.CALL) {
        return DicePoker.BET;
      }
      return move >= 0 && move < 4 ? move : NONE;
    }

    @Override
    public int move(DicePoker.State state, int action) {
      return checkAction(action);
    }
  }
}
