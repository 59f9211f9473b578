package dev.tabletop.ludo.players;

import dev.tabletop.ludo.DiceUse;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import dev.tabletop.ludo.TurnOrder;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A static judgement of a Cờ Cá Ngựa position for every player: how far each horse has come
 * (progress, with the home column (chuồng) above the whole ring), less what the horses standing
 * within reach of an opponent's roll risk (safety from kicks, the horse on an opponent's start
 * cell included while that opponent has a horse to enter), plus a little for the opponents' horses
 * an own horse holds up (blocking). Kicking needs no term of its own: a kick sends the victim's
 * progress back to 0.
 *
 * <p>Exactly, with the hand-set {@linkplain Weights#standard weights}: a player's raw value is the
 * sum over their horses of {@link #horseValue} of its progress, less, for a horse on the ring (its
 * start cell to its door), its threat times its worth times 0.7 with two players (0.15 with three
 * or four, where the higher charge measured no better than the greedy baseline), plus 0.5 for each
 * opponent horse it holds up; plus 200 once the player has finished.
 * A horse's threat is the sum, capped at 1, of 1/6 for each opponent horse on the ring one to six
 * cells behind it (with two dice, 1/18 for one seven to twelve cells behind) that would not pass
 * its own door getting there, and, on an opponent's start cell while that opponent has a horse in
 * the stable, the chance of an entry roll (the entry faces out of 6 with one die, 0.3 with two);
 * other {@link Weights} scale these terms, and can weigh the threat from the opponents after the
 * next to roll apart. A
 * horse holds up each opponent horse on the ring one to six cells behind it whose door lies beyond
 * it. A player's score is their raw value less the average of the others' raw values; at the end
 * of the game it is their returns times {@link #WIN}.
 *
 * <p>Stateless apart from its rules and weights; safe to share between threads.
 */
public final class LudoEvaluation {
  /** The score of a won game for the winner, far above any position's. */
  public static final double WIN = 10_000;

  /**
   * The numbers of the evaluation, as data: the worth of a horse by its progress (from {@code
   * entry} on entering, one per cell plus {@code curve} times progress²/56 on the ring, then
   * {@code homeBonus} and {@code homeStep} a home cell above the door's worth), the charge for the
   * threat to a horse on the ring ({@code threat} times its worth times its threat, where an
   * opponent's entry roll counts {@code entryThreat} times its chance and every opponent but the
   * next to roll counts {@code laterThreat} times), {@code heldUp} for each opponent horse held up
   * and {@code finished} once the player is home. {@link #standard} gives the hand-set values
   * every level plays except three-player Cao thủ, four-player Đại sư and two-player Khó with two
   * dice, which play the {@linkplain #tuned tuned} ones: {@link #THREE_PLAYERS}, {@link
   * #FOUR_PLAYERS} and {@link #TWO_PLAYERS_TWO_DICE}, tuned by self-play for three and four
   * players with one die and for two with two dice.
   *
   * @param entry a horse's worth on entering, less the one for its first cell
   * @param curve the weight of the growing bonus, progress²/56, on the ring
   * @param homeBonus the step from the door's worth to the first home cell's, less {@code homeStep}
   * @param homeStep the worth of each home cell climbed
   * @param threat the share of a threatened horse's worth charged per unit of threat
   * @param entryThreat the weight of an opponent's entry roll in the threat on its start cell
   * @param laterThreat the weight of the threat from every opponent but the next to roll (the
   *     player to roll, or when that is the horse's owner the first unfinished player after them
   *     in turn order)
   * @param heldUp the worth of each opponent horse held up
   * @param finished the bonus once all the player's horses are home
   */
  public record Weights(double entry, double curve, double homeBonus, double homeStep,
      double threat, double entryThreat, double laterThreat, double heldUp, double finished) {
    /**
     * Tuned for four players with one die ({@link LudoRules#STANDARD}) by simultaneous-perturbation
     * stochastic approximation (SPSA) from {@link #standard}: 1,300 steps, each two 1,000-game
     * matches of one decision, the weights nudged up in one seat against three nudged down, and
     * the other way round. Less for entering and more for the last cells before the door; the
     * first home cell worth a little less than the door, since a horse on its door enters any
     * home cell with that roll while one on cell k climbs only with exactly k + 1; a heavier
     * charge for threats, the entry roll heavier, and the threat of the opponents after the next
     * to roll lighter. One decision by these weights scored 51.8% over 20,000 games against three
     * by the hand-set ones (p &lt; 0.0001); with three players the two measured level, and with
     * two the hand-set ones are better.
     */
    public static final Weights FOUR_PLAYERS = new Weights(12.5, 1.16, -11.3, 10.2, 0.23, 1.18,
        0.87, 0.5, 200);

    /**
     * Tuned for three players with one die ({@code ludo(players=3)}) by the same self-play from
     * {@link #standard}: 1,000 steps, each two 1,000-game matches of one decision, the weights
     * nudged up in one seat against two nudged down, and the other way round; these are the last
     * step's, rounded. Far more for entering and a much steeper bonus toward the door than by
     * hand, the first home cell well below the door's worth with steep home cells, a heavier
     * charge for threats, the entry roll lighter and the opponent after the next heavier, and six
     * times the hand-set worth for an opponent horse held up. One decision by these weights
     * scored 51.4% over 20,000 games against two by the hand-set ones (z = 4.9), and it is
     * three-player Cao thủ.
     */
    public static final Weights THREE_PLAYERS = new Weights(45.3, 3.45, -61.2, 29.1, 0.51, 0.71,
        1.15, 3.3, 200);

    /**
     * Tuned for two players with two dice spent as die a, die b or their sum ({@code
     * ludo(players=2,dice=2)}) by the same self-play from {@link #standard}: 1,600 steps, each two
     * 2,000-game matches of one decision, the weights nudged up in one seat and down in the other,
     * then the other way round. More for entering, a steeper bonus toward the door, the first
     * home cell well below the door's worth with steeper home cells, and a heavier charge for
     * threats. One decision by these weights scored about 54% against one by the hand-set ones
     * in the tuning (100,000 games; 53.3% of 20,000 once rounded), where no change by hand had
     * beaten them, and it is Khó there; deeper searches did not gain from them (three decisions
     * by them 46.4% against three by the hand-set ones, 1,000 games). ({@code laterThreat} plays
     * no part with two players.)
     */
    public static final Weights TWO_PLAYERS_TWO_DICE = new Weights(26.3, 1.94, -34.4, 17.2, 0.88,
        1.12, 1, 0.49, 181);

    /**
     * Checks the weights.
     *
     * @throws IllegalArgumentException if a weight is not finite, or a weight of threat is
     *     negative
     */
    public Weights {
      double[] all = {entry, curve, homeBonus, homeStep, threat, entryThreat, laterThreat, heldUp,
          finished};
      for (double w : all) {
        if (!Double.isFinite(w)) {
          throw new IllegalArgumentException("evaluation weights must be finite: " + w);
        }
      }
      if (threat < 0 || entryThreat < 0 || laterThreat < 0) {
        throw new IllegalArgumentException("the weights of threat must be 0 or more: threat "
            + threat + ", entry " + entryThreat + ", later " + laterThreat);
      }
    }

    /**
     * The hand-set weights for a table: entering worth 18, the growing bonus at weight 1, home
     * cells 12 apart, every threat at its chance, 0.5 a horse held up, 200 for finishing, and
     * the charge for threats 0.7 with two players and 0.15 with three or four (measured against
     * greedy players: 0.7 made the one-decision search no better than greedy there, 0.15 beat
     * it).
     *
     * @param rules the rules played
     * @return the weights
     */
    public static Weights standard(LudoRules rules) {
      return new Weights(18, 1, 0, 12, rules.playerCount() == 2 ? 0.7 : 0.15, 1, 1, 0.5, 200);
    }

    /**
     * The weights tuned by self-play for a table, where the library has them: {@link
     * #THREE_PLAYERS} and {@link #FOUR_PLAYERS} for three and four players with one die, {@link
     * #TWO_PLAYERS_TWO_DICE} for two players with two dice spent as die a, die b or their sum
     * ({@code diceUse=one}, the flags they were tuned under), none elsewhere.
     *
     * @param rules the rules played
     * @return the tuned weights, or none
     */
    public static Option<Weights> tuned(LudoRules rules) {
      int players = rules.playerCount();
      int dice = rules.dice();
      if (players == 4 && dice == 1) {
        return Option.some(FOUR_PLAYERS);
      }
      if (players == 3 && dice == 1) {
        return Option.some(THREE_PLAYERS);
      }
      return players == 2 && dice == 2 && rules.diceUse() == DiceUse.ONE
          ? Option.some(TWO_PLAYERS_TWO_DICE) : Option.none();
    }

    /**
     * The worth of one horse by its progress code under these weights.
     *
     * @param progress the progress code 0..62 ({@link LudoState#progress})
     * @return the worth, 0 in the stable
     */
    public double worth(int progress) {
      if (progress == 0) {
        return 0;
      }
      double door = entry + 56 + curve * 56;
      return progress <= 56 ? entry + progress + curve * progress * progress / 56.0
          : door + homeBonus + homeStep * (progress - 56);
    }
  }

  /** The hand-set horse worths, which do not depend on the table. */
  private static final Weights HAND_SET = Weights.standard(LudoRules.STANDARD);

  private final LudoRules rules;
  private final Weights weights;
  private final int players;
  private final int reach;
  private final double entryChance;
  private final boolean descending;
  /** Horse worth by progress code, from the weights. */
  private final double[] worth = new double[63];

  /**
   * Creates the evaluation with the hand-set weights for the table ({@link Weights#standard}).
   *
   * @param rules the rules played (player count, dice, entry faces)
   */
  public LudoEvaluation(LudoRules rules) {
    this(rules, Weights.standard(rules));
  }

  /**
   * Creates the evaluation with other weights.
   *
   * @param rules the rules played (player count, dice, entry faces)
   * @param weights its numbers
   */
  public LudoEvaluation(LudoRules rules, Weights weights) {
    this.rules = rules;
    this.weights = Objects.requireNonNull(weights, "weights");
    this.players = rules.playerCount();
    this.reach = 6 * rules.dice();
    this.entryChance = (rules.dice() == 1 ? rules.entryFaces().size() / 6.0 : 0.3)
        * weights.entryThreat();
    this.descending = rules.turnOrder() == TurnOrder.DESCENDING;
    for (int c = 0; c < worth.length; c++) {
      worth[c] = weights.worth(c);
    }
  }

  /**
   * The weights this evaluation uses.
   *
   * @return its numbers
   */
  public Weights weights() {
    return weights;
  }

  /**
   * The worth of one horse by its progress code under the hand-set weights: 0 in the stable, 19
   * on entering (a horse on the board is worth much more than one waiting for a 6), then one more
   * per cell and a growing bonus (the leading horse is pushed home first and is worth more to
   * kick) up to 130 on the own door, then 142 to 202 on home cells 1 to 6, which are safe and slow
   * to climb.
   *
   * @param progress the progress code 0..62 ({@link LudoState#progress})
   * @return the worth
   */
  public static double horseValue(int progress) {
    return HAND_SET.worth(progress);
  }

  /**
   * The chance that a horse on ring cell {@code cell} is hit by one of the next opponent's rolls,
   * roughly: 1/6 per opponent horse standing a reachable distance behind it (1/18 per horse past
   * one die's reach with two dice), plus the entry chance on an opponent's start cell.
   */
  private double threat(LudoState s, int owner, int cell, int next) {
    double t = 0;
    for (int q = 0; q < players; q++) {
      if (q == owner) {
        continue;
      }
      double w = q == next ? 1 : weights.laterThreat();
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
          t += w * (d <= 6 ? 1 / 6.0 : 1 / 18.0);
        }
      }
      if (stable && cell == LudoRules.startCell(rules.seat(q))) {
        t += w * entryChance;
      }
    }
    return Math.min(1, t);
  }

  /**
   * The opponent of {@code owner} who rolls next: the player to roll, or when that is the owner
   * (about to roll or act), the first player after them in turn order who has not finished.
   */
  private int nextToRoll(LudoState s, int owner) {
    int turn = s.turn();
    if (turn != owner) {
      return turn;
    }
    int step = descending ? players - 1 : 1;
    for (int q = (owner + step) % players; q != owner; q = (q + step) % players) {
      if (!s.isFinished(q)) {
        return q;
      }
    }
    return -1;
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
      double v = 0;
      int next = nextToRoll(s, p);
      for (int h = 0; h < 4; h++) {
        int c = s.progress(p, h);
        double w = worth[c];
        v += w;
        if (c >= 1 && c <= 56) {
          int cell = s.ringCell(p, h);
          v -= weights.threat() * w * threat(s, p, cell, next);
          v += weights.heldUp() * heldUp(s, p, cell);
        }
      }
      if (s.isFinished(p)) {
        v += weights.finished();
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
