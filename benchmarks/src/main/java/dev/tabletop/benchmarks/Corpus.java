package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.core.tools.HashCounts;
import java.util.SplittableRandom;

/**
 * A seeded corpus of positions from whole random games, in the order they were played, with the
 * move (or chance outcome) that was played from each: the input that generation and apply
 * benchmarks cycle over.
 *
 * <p>Every position of every game is kept, from the start (or the deal) to the end, so the corpus
 * has the mix of openings, middle games and endings that playouts and search see. A game ends as
 * {@link dev.tabletop.core.tools.Playout} ends it: at a terminal state, at the variant's
 * repetition limit, or after 2,000 plies. The last game is cut when the corpus is full. A big
 * corpus matters: over a few thousand positions swept again and again, the branch predictor learns
 * the sequence and a generation call looks two to three times cheaper than it is in play.
 */
final class Corpus {
  /** The big corpus: at least 50,000 positions, a power of two so the index is a mask. */
  static final int BIG = 1 << 16;
  /** The small corpus of earlier figures, kept beside the big one for comparison. */
  static final int SMALL = 1 << 12;

  final GameState<?>[] states;
  final int[] moves;
  /** How many games the positions come from (the last one possibly cut). */
  final int games;

  private Corpus(GameState<?>[] states, int[] moves, int games) {
    this.states = states;
    this.moves = moves;
    this.games = games;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static Corpus of(Game<?> game, int size, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(game);
    HashCounts seen = new HashCounts();
    int limit = game.repetitionLimit();
    GameState<?>[] states = new GameState<?>[size];
    int[] moves = new int[size];
    int n = 0;
    int games = 0;
    while (n < size) {
      games++;
      GameState state = game.initialState();
      seen.clear();
      seen.increment(state.hash());
      int plies = 0;
      while (!state.isTerminal() && plies < 2_000 && n < size) {
        int move = Chance.randomMove(state, buffer, random);
        states[n] = state;
        moves[n] = move;
        n++;
        state = state.apply(move);
        plies++;
        if (limit > 0 && seen.increment(state.hash()) >= limit) {
          break;
        }
      }
    }
    return new Corpus(states, moves, games);
  }
}
