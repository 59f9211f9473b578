package dev.tabletop.ludo;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Helpers that play random games for the tests. */
final class Games {
  private Games() {}

  /**
   * Every state of one random game from the start to its end, in order, or its first 50,000
   * states if it lasts longer (no game does: see {@link NoStallTest}).
   */
  static List<LudoState> randomGame(LudoRules rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    List<LudoState> states = new ArrayList<>();
    LudoState s = rules.initialState();
    states.add(s);
    while (!s.isTerminal() && states.size() < 50_000) {
      s = s.apply(Chance.randomMove(s, buffer, random));
      states.add(s);
    }
    return states;
  }

  /**
   * A position late in a random game (a few hundred plies before its end), so that short random
   * play from it reaches finishing, places and the end.
   */
  static LudoState lateStart(LudoRules rules, long seed) {
    List<LudoState> game = randomGame(rules, seed);
    return game.get(Math.max(0, game.size() - 1 - (int) Math.floorMod(seed, 300L)));
  }

  /** Plays {@code moves[choice % count]} for each choice and returns every state visited. */
  static List<LudoState> play(LudoState start, List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(start.rules());
    List<LudoState> states = new ArrayList<>();
    LudoState s = start;
    states.add(s);
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      s = s.apply(buffer.get(Math.floorMod(choice, buffer.size())));
      states.add(s);
    }
    return states;
  }
}
