package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded corpus of positions reached by random play, with one legal move chosen for each: the
 * input that generation and apply benchmarks cycle over, so no single position (and no branch
 * predictor trained on it) flatters the figure.
 */
final class Corpus {
  final GameState<?>[] states;
  final int[] moves;

  private Corpus(GameState<?>[] states, int[] moves) {
    this.states = states;
    this.moves = moves;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static Corpus of(Game<?> game, int size, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(game);
    List<GameState<?>> states = new ArrayList<>(size);
    List<Integer> moves = new ArrayList<>(size);
    while (states.size() < size) {
      GameState state = game.initialState();
      int plies = 0;
      while (!state.isTerminal() && plies < 2_000 && states.size() < size) {
        int move = Chance.randomMove(state, buffer, random);
        // Keep about one position in three, so the corpus spans many games.
        if (random.nextInt(3) == 0) {
          states.add(state);
          moves.add(move);
        }
        state = state.apply(move);
        plies++;
      }
    }
    int[] codes = new int[size];
    for (int i = 0; i < size; i++) {
      codes[i] = moves.get(i);
    }
    return new Corpus(states.toArray(new GameState<?>[0]), codes);
  }
}
