package dev.tabletop.jungle;

import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.tools.Perft;
import io.vavr.control.Either;

/**
 * Cờ Thú (Jungle, Dou Shou Qi, 斗兽棋): the entry point. {@link #TYPE} is how records, the
 * benchmarks and other tools find the game; {@link JungleRules#STANDARD} and its {@code with…}
 * modifiers give rules; {@link JungleRules#initialState()} the start.
 */
public final class Jungle {
  private Jungle() {}

  /** The game type named {@code jungle}: builds {@link JungleRules} from variant specs. */
  public static final GameType<JungleState, JungleRules> TYPE = new GameType<>() {
    @Override
    public String name() {
      return "jungle";
    }

    @Override
    public Either<InvalidInput, JungleRules> rules(VariantSpec spec) {
      return JungleRules.fromSpec(spec);
    }
  };

  /**
   * Rules from spec text such as {@code jungle(repetitionLimit=3)}; absent flags take their
   * standard values.
   *
   * @param spec the spec text
   * @return the rules, or every problem in the spec at once
   */
  public static Either<InvalidInput, JungleRules> rules(String spec) {
    return TYPE.parse(spec);
  }

  /**
   * Rules from a parsed spec.
   *
   * @param spec the spec, named {@code jungle}
   * @return the rules, or every unknown key and bad value at once
   */
  public static Either<InvalidInput, JungleRules> rules(VariantSpec spec) {
    return JungleRules.fromSpec(spec);
  }

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
   * piece is one leaf, a no-move position 0 leaves, no repetition), with bulk counting: the same
   * count as the generic {@link Perft#count}, which reads the convention from {@link
   * JungleState#perftTerminalLeaves()}, but the last ply's moves are counted with {@link
   * JungleState#countMoves()} (a population count a piece) instead of being written out.
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
    MoveBuffer[] buffers = new MoveBuffer[depth + 1];
    for (int i = 2; i <= depth; i++) {
      buffers[i] = new MoveBuffer(JungleRules.MAX_MOVES);
    }
    return bulk(state, depth, buffers);
  }

  /** {@link #perft}'s recursion: one buffer a depth from 2 up; depth 1 only counts. */
  private static long bulk(JungleState state, int depth, MoveBuffer[] buffers) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return state.perftTerminalLeaves();
    }
    if (depth == 1) {
      return state.countMoves();
    }
    MoveBuffer buffer = buffers[depth];
    state.legalMoves(buffer);
    long total = 0;
    for (int i = 0, n = buffer.size(); i < n; i++) {
      total += bulk(state.apply(buffer.get(i)), depth - 1, buffers);
    }
    return total;
  }

  /**
   * The game encoded for a learner: {@link JungleObserver}'s 24 planes and {@link JungleActions}'
   * 504 actions, both seen from the side to move.
   *
   * @param rules the rules played
   * @return the encoding a {@code VectorEnv} is built on
   */
  public static Encoding<JungleState> encoding(JungleRules rules) {
    return new Encoding<>(rules, new JungleObserver(rules), new JungleActions());
  }
}
