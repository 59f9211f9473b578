package dev.tabletop.domino;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.learn.Encoding;
import dev.tabletop.core.tools.Chance;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import dev.tabletop.core.InvalidInput;
import java.util.random.RandomGenerator;

/**
 * Domino, Vietnamese rules (luật chơi Domino truyền thống): the entry point. {@link #TYPE} turns
 * specs into {@link DominoRules}; the helpers deal, view and sample.
 *
 * <pre>{@code
 * DominoState round = Domino.deal(DominoRules.STANDARD, new SplittableRandom(7));
 * DominoView seen = Domino.view(round, round.currentPlayer());
 * }</pre>
 */
public final class Domino {
  /** The game type: name {@code domino}, specs parsed with every problem reported at once. */
  public static final GameType<DominoState, DominoRules> TYPE = new GameType<>() {
    @Override
    public String name() {
      return DominoRules.NAME;
    }

    @Override
    public Either<InvalidInput, DominoRules> rules(VariantSpec spec) {
      return DominoRules.fromSpec(spec);
    }
  };

  /**
   * Views and the determinizer with their types: the same object {@link
   * DominoRules#hiddenInformation()} returns.
   */
  public static final HiddenInformation<DominoState, DominoView> HIDDEN = Determinizer.INSTANCE;

  private Domino() {}

  /**
   * Reads rules from spec text.
   *
   * @param spec such as {@code domino(players=2,draw=until_playable)}
   * @return the rules, or every problem at once
   */
  public static Either<InvalidInput, DominoRules> rules(String spec) {
    return VariantSpec.parse(spec).flatMap(DominoRules::fromSpec);
  }

  /**
   * Resolves the deal's chance nodes with a caller's generator: the first player's turn of a first
   * round.
   *
   * @param rules the rules
   * @param random the generator; the same seed deals the same hands
   * @return the state after the deal
   */
  public static DominoState deal(DominoRules rules, RandomGenerator random) {
    return finishDeal(rules.initialState(), random);
  }

  /**
   * Resolves every chance node of a deal in progress.
   *
   * @param state a state during the deal (or after it, returned as is)
   * @param random the generator
   * @return the first state that is not a deal chance node
   */
  public static DominoState finishDeal(DominoState state, RandomGenerator random) {
    MoveBuffer buffer = MoveBuffer.forGame(state.rules());
    DominoState s = state;
    while (s.phase() == DominoState.DEAL) {
      s = s.apply(Chance.sampleOutcome(s, buffer, random));
    }
    return s;
  }

  /**
   * A round from hands dealt elsewhere; see {@link DominoState#fromHands}.
   *
   * @param rules the rules
   * @param hands each seat's tiles in notation, such as {@code "6:6 5:4 0:0"}
   * @param leader the seat that leads a later round, or -1 for the first-round lead rule
   * @return the state, or what is wrong with the hands (subject {@code hands}: a tile that does
   *     not exist, a tile held twice, too many tiles)
   */
  public static Either<InvalidInput, DominoState> fromHands(DominoRules rules, int leader,
      String... hands) {
    int[] masks = new int[hands.length];
    for (int p = 0; p < hands.length; p++) {
      Either<String, Integer> h = Tiles.readSet(hands[p]);
      if (h.isLeft()) {
        return Either.left(InvalidInput.of("hands", "hand " + p + ": " + h.getLeft()));
      }
      masks[p] = h.get();
    }
    return DominoState.fromHands(rules, masks, leader);
  }

  /**
   * Rules from a parsed spec, every problem reported at once.
   *
   * @param spec a parsed spec named {@code domino}
   * @return the rules, or every problem (subject {@code spec})
   */
  public static Either<InvalidInput, DominoRules> rules(VariantSpec spec) {
    return DominoRules.fromSpec(spec);
  }

  /**
   * What a player may know of a state.
   *
   * @param state the full state
   * @param player the seat looking
   * @return the view
   * @throws IllegalArgumentException if the seat is not at the table
   */
  public static DominoView view(DominoState state, int player) {
    return Determinizer.INSTANCE.view(state, player);
  }

  /**
   * A full state consistent with a view and with everything its passes, draws and lead proved.
   *
   * @param view a view
   * @param random the caller's generator
   * @return a state, or why no state fits the view
   */
  public static Either<InvalidInput, DominoState> sample(DominoView view, RandomGenerator random) {
    return Determinizer.INSTANCE.sample(view, random);
  }

  /**
   * The game encoded for a learner: {@link DominoObserver}'s 229 floats, computed from the
   * observer's view only, and {@link DominoActions}' 114 actions.
   *
   * @param rules the rules played
   * @return the encoding a {@code VectorEnv} is built on
   */
  public static Encoding<DominoState> encoding(DominoRules rules) {
    return new Encoding<>(rules, new DominoObserver(rules), new DominoActions());
  }
}
