package dev.tabletop.json;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.List;
import io.vavr.collection.Vector;

/**
 * Random legal play driven by a list of choice ints (each picks a legal move or outcome modulo
 * their number), so that jqwik shrinks a failing game to a short one.
 */
final class Play {
  private Play() {}

  /** The states of a game from its start, one per choice until the game ends. */
  static <S extends GameState<S>> Vector<S> states(S start, List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(start.game());
    Vector<S> out = Vector.of(start);
    S s = start;
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      s = s.apply(buffer.get(Math.floorMod(choice, buffer.size())));
      out = out.append(s);
    }
    return out;
  }

  /** A game history played by the choices from the game's initial state. */
  static <S extends GameState<S>> GameHistory<S> history(Game<S> game, List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(game);
    GameHistory<S> h = GameHistory.start(game);
    for (int choice : choices) {
      if (h.isOver()) {
        break;
      }
      h.state().legalMoves(buffer);
      h = h.playUnchecked(buffer.get(Math.floorMod(choice, buffer.size())));
    }
    return h;
  }

  /** The move a choice picks in a state. */
  static int pick(GameState<?> s, int choice) {
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    s.legalMoves(buffer);
    return buffer.get(Math.floorMod(choice, buffer.size()));
  }

  /** Seeded choices, for example-based tests. */
  static List<Integer> seeded(long seed, int n) {
    java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
    return List.fill(n, () -> r.nextInt(1 << 20));
  }
}
