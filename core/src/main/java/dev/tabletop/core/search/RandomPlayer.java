package dev.tabletop.core.search;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import java.util.SplittableRandom;

/**
 * The baseline every user understands: a uniformly random legal move, drawn from the seed alone
 * (never from hidden parts of the state).
 *
 * @param <S> the game's state type
 */
public final class RandomPlayer<S extends GameState<S>> implements Player<S> {
  private final MoveBuffer buffer;

  /**
   * Creates the player.
   *
   * @param game the rules
   */
  public RandomPlayer(Game<S> game) {
    this.buffer = MoveBuffer.forGame(game);
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Budget budget() {
    return Budget.nodes(1);
  }

  @Override
  public int chooseMove(S state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    return buffer.get(new SplittableRandom(Zobrist.mix(seed)).nextInt(buffer.size()));
  }

  /** Every legal move with score 0, the random choice first. */
  @Override
  public Analysis analyze(S state, Budget budget, long seed) {
    int pick = chooseMove(state, budget, seed);
    List<RankedMove> ranked = List.of(new RankedMove(pick, state.moveText(pick), 0, 0));
    for (int i = buffer.size() - 1; i >= 0; i--) {
      int m = buffer.get(i);
      if (m != pick) {
        ranked = ranked.insert(1, new RankedMove(m, state.moveText(m), 0, 0));
      }
    }
    return new Analysis(ranked, List.of(pick), Analysis.ScoreKind.EVALUATION, 0, 1, 0);
  }
}
