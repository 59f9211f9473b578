package dev.tabletop.ludo.players;

import dev.tabletop.ludo.DiceUse;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;

/**
 * A static judgement of a Cờ Cá Ngựa position for every player: how far each horse has come
 * (progress, with the home column (chuồng) above the whole ring), less what the horses standing
 * within reach of an opponent's roll risk (safety from kicks, the horse on an opponent's start
 * cell included while that opponent has a horse to enter), plus a little for the opponents' horses
 * an own horse holds up (blocking). Kicking needs no term of its own: a kick sends the victim's
 * progress back to 0.
 *
 * <p>Exactly: a player's raw value is the sum over their horses of {@link #horseValue} of its
 * progress, less, for a horse on the ring (its start cell to its door), its threat times its worth
 * times 0.7 with two players (0.15 with three or four, where the higher charge measured no better
 * than the greedy baseline), plus 0.5 for each opponent horse it holds up; plus 200 once the
 * player has finished.
 * A horse's threat is the sum, capped at 1, of 1/6 for each opponent horse on the ring one to six
 * cells behind it (with two dice, 1/18 for one seven to twelve cells behind) that would not pass
 * its own door getting there, and, on an opponent's start cell while that opponent has a horse in
 * the stable, the chance of an entry roll (the entry faces out of 6 with one die, 0.3 with two). A
 * horse holds up each opponent horse on the ring one to six cells behind it whose door lies beyond
 * it. A player's score is their raw value less the average of the others' raw values; at the end
 * of the game it is their returns times {@link #WIN}.
 *
 * <p>Under two dice spent as their sum ({@code diceUse=sum}, seed 003's preset {@link
 * LudoRules#TWO_DICE}) without the one-roll jump, the least move is 2 and a horse must land
 * exactly on its door, so a horse one cell short of its door never moves again unless it is
 * kicked: it is {@linkplain #isTrapped trapped} and worth 0, and when any horse blocks ({@code
 * ownPiecesBlock}) so is every horse of its player on the ring behind it, since none can pass it
 * to reach the door. Without that knowledge the progress bonus walked horses into the trap by
 * choice; now a search enters it only when no other move is legal.
 *
 * <p>Stateless apart from its rules; safe to share between threads.
 */
public final class LudoEvaluation {
  /** The score of a won game for the winner, far above any position's. */
  public static final double WIN = 10_000;

  /** The progress code one cell short of the own door (the door is 56). */
  private static final int TRAP = 55;

  private final LudoRules rules;
  private final int players;
  private final int reach;
  private final double entryChance;
  private final double threatFactor;
  private final boolean trap;

  /**
   * Creates the evaluation.
   *
   * @param rules the rules played (player count, dice, entry faces)
   */
  public LudoEvaluation(LudoRules rules) {
    this.rules = rules;
    this.players = rules.playerCount();
    this.reach = 6 * rules.dice();
    this.entryChance = rules.dice() == 1 ? rules.entryFaces().size() / 6.0 : 0.3;
    // Measured against greedy players: 0.7 is best with two players, but with three or four it
    // made the one-decision search no better than greedy, and 0.15 beat greedy.
    this.threatFactor = players == 2 ? 0.7 : 0.15;
    this.trap = rules.dice() == 2 && rules.diceUse() == DiceUse.SUM && !rules.oneRollJump();
  }

  /**
   * Whether a horse with this progress can never move again under these rules unless it is
   * kicked: one cell short of its door ({@code progress == 55}) when the least move is 2 (two dice
   * spent as their sum, no one-roll jump).
   *
   * @param progress the progress code 0..62 ({@link LudoState#progress})
   * @return whether the horse is stuck there
   */
  public boolean isTrapped(int progress) {
    return trap && progress == TRAP;
  }

  /**
   * The worth of one horse by its progress code: 0 in the stable, 19 on entering (a horse on the
   * board is worth much more than one waiting for a 6), then one more per cell and a growing bonus
   * (the leading horse is pushed home first and is worth more to kick) up to 130 on the own door,
   * then 142 to 202 on home cells 1 to 6, which are safe and slow to climb.
   *
   * @param progress the progress code 0..62 ({@link LudoState#progress})
   * @return the worth
   */
  public static double horseValue(int progress) {
    if (progress == 0) {
      return 0;
    }
    return progress <= 56 ? 18 + progress + progress * progress / 56.0 : 130 + 12 * (progress - 56);
  }

  /**
   * The chance that a horse on ring cell {@code cell} is hit by one of the next opponent's rolls,
   * roughly: 1/6 per opponent horse standing a reachable distance behind it (1/18 per horse past
   * one die's reach with two dice), plus the entry chance on an opponent's start cell.
   */
  private double threat(LudoState s, int owner, int cell) {
    double t = 0;
    for (int q = 0; q < players; q++) {
      if (q == owner) {
        continue;
      }
      boolean stable = false;
      for (int h = 0; h < 4; h++) {
        int c = s.progress(q, h);
        if (c == 0) {
          stable = true;
          continue;
        }
        if (c > 56) {
          continue;
        }
        int y = s.ringCell(q, h);
        int d = Math.floorMod(cell - y, 56);
        if (d >= 1 && d <= reach && c + d <= 56) {
          t += d <= 6 ? 1 / 6.0 : 1 / 18.0;
        }
      }
      if (stable && cell == 14 * rules.seat(q) % 56) {
        t += entryChance;
      }
    }
    return Math.min(1, t);
  }

  /**
   * Writes every player's value of a position, terminal or not.
   *
   * @param s the state
   * @param out one slot per player
   */
  public void values(LudoState s, double[] out) {
    if (s.isTerminal()) {
      for (int p = 0; p < players; p++) {
        out[p] = s.returns(p) * WIN;
      }
      return;
    }
    for (int p = 0; p < players; p++) {
      // A trapped horse freezes itself, and with any horse blocking every own horse behind it.
      boolean trapped = false;
      for (int h = 0; trap && h < 4; h++) {
        trapped |= isTrapped(s.progress(p, h));
      }
      double v = 0;
      for (int h = 0; h < 4; h++) {
        int c = s.progress(p, h);
        double worth = trapped && (c == TRAP || rules.ownPiecesBlock() && c < TRAP) ? 0
            : horseValue(c);
        v += worth;
        if (c >= 1 && c <= 56) {
          int cell = s.ringCell(p, h);
          v -= threatFactor * worth * threat(s, p, cell);
          v += 0.5 * heldUp(s, p, cell);
        }
      }
      if (s.isFinished(p)) {
        v += 200;
      }
      out[p] = v;
    }
    // Scores relative to the field, so that each player maximises its lead.
    double sum = 0;
    for (int p = 0; p < players; p++) {
      sum += out[p];
    }
    for (int p = 0; p < players; p++) {
      double others = (sum - out[p]) / (players - 1);
      out[p] = out[p] - others;
    }
  }

  /** Opponent horses up to six cells behind an own horse, which it blocks or may be kicked by. */
  private int heldUp(LudoState s, int owner, int cell) {
    int n = 0;
    for (int q = 0; q < players; q++) {
      if (q == owner) {
        continue;
      }
      for (int h = 0; h < 4; h++) {
        int c = s.progress(q, h);
        if (c >= 1 && c <= 56) {
          int d = Math.floorMod(cell - s.ringCell(q, h), 56);
          if (d >= 1 && d <= 6 && c + d < 56) {
            n++;
          }
        }
      }
    }
    return n;
  }

  /**
   * One player's value of a position: their lead over the average of the others.
   *
   * @param s the state
   * @param player the player
   * @return the value, {@code ±WIN} scaled by the returns at the end
   */
  public double score(LudoState s, int player) {
    double[] v = new double[players];
    values(s, v);
    return v[player];
  }
}
