package dev.tabletop.jungle;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.tools.Perft;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.function.ToLongFunction;

/**
 * Cờ Thú (Jungle, Dou Shou Qi, 斗兽棋): the entry point. {@link #TYPE} is how records, the
 * benchmarks and other tools find the game; {@link JungleRules#STANDARD} and its {@code with…}
 * modifiers give rules; {@link JungleRules#initialState()} the start.
 */
public final class Jungle {
  private Jungle() {}

  /** The game type named {@code jungle}: builds {@link JungleRules} from variant specs. */
  public static final GameType<JungleState> TYPE = new GameType<>() {
    @Override
    public String name() {
      return "jungle";
    }

    @Override
    public Validation<Seq<String>, Game<JungleState>> rules(VariantSpec spec) {
      return JungleRules.of(spec).map(r -> r);
    }
  };

  /**
   * The rules' perft convention for terminal positions: a den entry or a side without pieces is
   * one leaf, a side to move with pieces but no legal move is 0 leaves. Pass it to {@link
   * Perft#of}.
   */
  public static final ToLongFunction<JungleState> PERFT_TERMINAL_LEAVES =
      s -> s.isNoMoveEnd() ? 0L : 1L;

  /**
   * The start position of the standard rules.
   *
   * @return {@code l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w}
   */
  public static JungleState start() {
    return JungleRules.STANDARD.initialState();
  }

  /**
   * Perft with the rules file's convention (perft(0) = 1, a den entry or capture of the last
   * piece is one leaf, a no-move position 0 leaves, no repetition), with bulk counting.
   *
   * @param state the root
   * @param depth plies, 0 or more
   * @return the leaf count
   * @throws IllegalArgumentException for a negative depth
   */
  public static long perft(JungleState state, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be 0 or more, was " + depth);
    }
    return Perft.of(state, Math.max(depth, 1), true, PERFT_TERMINAL_LEAVES).perft(state, depth);
  }
}
