package dev.tabletop.ludo;

import dev.tabletop.core.Effect;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * What a Cờ Cá Ngựa roll or action did, for user interfaces that animate it and logs that tell
 * it. {@link LudoState#effects(int)} lists them in order: at a chance node {@link Rolled}; for an
 * action the horse's own step ({@link Entered}, {@link Moved}, {@link MovedBack}, {@link Jumped},
 * {@link EnteredHome}, {@link Climbed}) or {@link Passed}, then the {@link Kicked} opponent if the
 * horse landed on one, then {@link Finished} when the player's fourth horse is home, {@link
 * GameOver} when that ends the game, and {@link BonusRoll} when the same player rolls again.
 *
 * <p>Players are numbered 0..{@code playerCount() - 1} as in the position text; cells are the
 * ring cells 0..55 every seat shares; home cells are 1..6 from the door inward.
 */
public sealed interface LudoEffect extends Effect {

  /**
   * The dice were rolled (gieo xúc xắc).
   *
   * @param player who rolled
   * @param roll the faces
   */
  record Rolled(int player, Roll roll) implements LudoEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if the roll is null
     */
    public Rolled {
      Objects.requireNonNull(roll, "roll");
    }

    @Override
    public String describe() {
      return "player " + player + " rolls " + roll.faces().mkString(",");
    }
  }

  /**
   * A horse left the stable for its start cell (xuất quân). An opponent standing there is kicked:
   * a {@link Kicked} effect follows.
   *
   * @param player the owner
   * @param horse 0..3
   * @param cell the start cell, 14 times the seat
   */
  record Entered(int player, int horse, int cell) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " enters onto cell " + cell;
    }
  }

  /**
   * A horse moved forward along the ring.
   *
   * @param player the owner
   * @param horse 0..3
   * @param from the cell it left
   * @param to the cell it reached
   */
  record Moved(int player, int horse, int from, int to) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " moves from cell " + from + " to cell " + to;
    }
  }

  /**
   * A horse moved backward onto an opponent (đá hậu, under {@code kickBack}); the {@link Kicked}
   * effect follows.
   *
   * @param player the owner
   * @param horse 0..3
   * @param from the cell it left
   * @param to the cell it reached
   */
  record MovedBack(int player, int horse, int from, int to) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " steps back from cell " + from + " to cell " + to;
    }
  }

  /**
   * A horse flew to the next door cell on a 1 (under {@code oneRollJump}).
   *
   * @param player the owner
   * @param horse 0..3
   * @param from the cell it left
   * @param to the door cell it reached
   */
  record Jumped(int player, int horse, int from, int to) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " jumps from cell " + from + " to the door cell " + to;
    }
  }

  /**
   * An opponent's horse was kicked (đá) back to its stable by a horse landing on its cell.
   *
   * @param player the kicked horse's owner
   * @param horse its number 0..3
   * @param cell the cell it stood on
   * @param by the player whose horse landed there
   */
  record Kicked(int player, int horse, int cell, int by) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " is kicked from cell " + cell + " back to its stable";
    }
  }

  /**
   * A horse went from its own door into the home column (vào chuồng).
   *
   * @param player the owner
   * @param horse 0..3
   * @param home the home cell reached, 1..6
   */
  record EnteredHome(int player, int horse, int home) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " goes from its door into home cell " + home;
    }
  }

  /**
   * A horse climbed one cell inside the home column.
   *
   * @param player the owner
   * @param horse 0..3
   * @param from the home cell it left, 1..5
   * @param to the home cell it reached, {@code from + 1}
   */
  record Climbed(int player, int horse, int from, int to) implements LudoEffect {
    @Override
    public String describe() {
      return LudoEffect.horseOf(player, horse) + " climbs from home cell " + from + " to home cell " + to;
    }
  }

  /**
   * The player took no action for the roll (bỏ lượt).
   *
   * @param player who passed
   */
  record Passed(int player) implements LudoEffect {
    @Override
    public String describe() {
      return "player " + player + " passes";
    }
  }

  /**
   * The roll showed a bonus face (or a double under {@code doublesBonus}): the same player rolls
   * again.
   *
   * @param player who rolls again
   */
  record BonusRoll(int player) implements LudoEffect {
    @Override
    public String describe() {
      return "player " + player + " rolls again";
    }
  }

  /**
   * The player's four horses stand on home cells 6, 5, 4 and 3.
   *
   * @param player who finished
   * @param place 1 for the first to finish, and so on
   */
  record Finished(int player, int place) implements LudoEffect {
    @Override
    public String describe() {
      return "player " + player + " finishes in place " + place;
    }
  }

  /**
   * The game ended: every place is decided, or the first player finished under {@code
   * playUntil=first}.
   *
   * @param places the players in finishing order, first place first
   */
  record GameOver(List<Integer> places) implements LudoEffect {
    /**
     * Creates the effect.
     *
     * @throws NullPointerException if the places are null
     */
    public GameOver {
      Objects.requireNonNull(places, "places");
    }

    @Override
    public String describe() {
      return "game over: places " + places.mkString(", ");
    }
  }

  private static String horseOf(int player, int horse) {
    return "player " + player + "'s horse " + horse;
  }
}
