package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * No random game stalls, under any preset: the fix of seed 003's two-dice stall (under {@code
 * diceUse=sum} a horse one cell before its door could never move again, and almost every random
 * four-player game froze on passes).
 *
 * <p>A game <em>stalls</em> when it is not over after {@link #PLY_BOUND} plies (rolls and actions
 * both count), or when {@link #PASS_BOUND} actions in a row are passes by players who have a horse
 * out (on the ring, or in the home column below cell 6), which is how a frozen game looks. The
 * bounds are generous: the longest of the random games below is far shorter, and a frozen game
 * passes for ever. Random play picks every legal action and
 * every roll with its weight, seeded, so a failure names the seed that reproduces it.
 *
 * <p>2,000 games a preset in the normal build (about 4 s); 10,000 with {@code -Pdeep} ({@code
 * -Dtabletop.deep=true}).
 */
class NoStallTest {
  /** Plies after which a game that is not over counts as stalled. */
  static final int PLY_BOUND = 20_000;
  /** Passes in a row by players with a horse out after which a game counts as frozen. */
  static final int PASS_BOUND = 1_000;

  @Test
  void noRandomGameStallsUnderAnyPreset() {
    int games = Boolean.getBoolean("tabletop.deep") ? 10_000 : 2_000;
    for (LudoRules rules : LudoRules.PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      int longest = 0;
      for (int seed = 0; seed < games; seed++) {
        int plies = plies(rules, seed, buffer);
        assertThat(plies).as("game %d under %s stalls", seed, rules.spec()).isPositive();
        longest = Math.max(longest, plies);
      }
      assertThat(longest).as("longest game under %s", rules.spec()).isLessThan(PLY_BOUND);
    }
  }

  /** Two dice spent as their sum, before the fix: this state froze, passing for ever. */
  @Test
  void theSeed003PositionThatFrozeNowFinishes() {
    // Every player left stands one cell before the door with three horses home.
    LudoState s = Positions.pos(LudoRules.TWO_DICE.withPlayers(2),
        "54,h6,h5,h4/26,h6,h5,h4 0 - -");
    MoveBuffer buffer = MoveBuffer.forGame(s.rules());
    SplittableRandom random = new SplittableRandom(3);
    int plies = 0;
    while (!s.isTerminal() && plies < PLY_BOUND) {
      s = s.apply(Chance.randomMove(s, buffer, random));
      plies++;
    }
    assertThat(s.isTerminal()).isTrue();
    assertThat(plies).isLessThan(200);
  }

  /**
   * Plays one seeded random game to its end.
   *
   * @return its length in plies, or -1 if it stalls as defined above
   */
  private static int plies(LudoRules rules, long seed, MoveBuffer buffer) {
    SplittableRandom random = new SplittableRandom(seed);
    LudoState s = rules.initialState();
    int plies = 0;
    int passes = 0;
    while (!s.isTerminal()) {
      if (plies == PLY_BOUND) {
        return -1;
      }
      int move = Chance.randomMove(s, buffer, random);
      if (!s.isChance()) {
        // A pass by a player with no horse in the stable to wait for: a frozen horse passes.
        passes = move == LudoMove.PASS && !waitsToEnter(s) ? passes + 1 : 0;
        if (passes == PASS_BOUND) {
          return -1;
        }
      }
      s = s.apply(move);
      plies++;
    }
    return plies;
  }

  /** Whether every horse of the player to move that is not finished waits in the stable. */
  private static boolean waitsToEnter(LudoState s) {
    int p = s.turn();
    for (int h = 0; h < 4; h++) {
      int c = s.progress(p, h);
      if (c != 0 && c < 62) {
        return false;
      }
    }
    return true;
  }
}
