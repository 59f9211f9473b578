package dev.tabletop.ludo.players;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.ludo.LudoRules;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). Each is a fixed configuration of {@link Expectimax} with {@link
 * LudoEvaluation}: the lower four look one decision ahead, the lower three of them blurred by
 * deliberate noise on the root moves' scores. Cao thủ and Đại sư read the dice further, within a
 * node budget per move, in the way that measured strongest at each size of table:
 *
 * <ul>
 *   <li>two and four players: every decision searched (max-n), Cao thủ three decisions deep and
 *       Đại sư five; with two players two decisions measured no better than one and four no
 *       better than three;
 *   <li>three players: the opponents' replies are Khó's choice ({@link
 *       Expectimax.Opponents#ONE_PLY}) and only the player's own decisions count, Cao thủ two
 *       deep (own move, every roll and reply of both opponents, the next own move) and Đại sư
 *       three, each with the table of roll nodes; max-n's three decisions there end on an
 *       opponent's and measured no better than Khó.
 * </ul>
 *
 * <p>At four players neither search measured above Khó (four-player Cờ Cá Ngựa against Khó is
 * nearly all dice); max-n is kept there, at a twentieth of the other's cost.
 */
public enum LudoLevel {
  /** Tập chơi: one decision ahead, root scores blurred by up to ±40 (about half a horse). */
  PRACTICE(Level.PRACTICE, 1, 40, 1_000),
  /** Dễ: one decision ahead, noise up to ±12. */
  EASY(Level.EASY, 1, 12, 1_000),
  /** Vừa: one decision ahead, noise up to ±4. */
  MEDIUM(Level.MEDIUM, 1, 4, 1_000),
  /** Khó: one decision ahead, no noise. */
  HARD(Level.HARD, 1, 0, 1_000),
  /**
   * Cao thủ: three decisions (own move, every roll, the reply, every roll, the next move), at most
   * 30,000 nodes; with three players two of its own decisions with Khó's replies between and the
   * table, at most 200,000 nodes (else the deepest finished iteration).
   */
  EXPERT(Level.EXPERT, 3, 0, 30_000, 2, 200_000),
  /**
   * Đại sư: five decisions, with three players three of its own with Khó's replies between; the
   * table of the roll nodes already valued, at most 2,000,000 nodes (else the deepest finished
   * iteration).
   */
  MASTER(Level.MASTER, 5, 0, 2_000_000, 3, 2_000_000);

  private final Level level;
  private final int depth;
  private final double noise;
  private final Budget budget;
  private final int threeDepth;
  private final Budget threeBudget;

  LudoLevel(Level level, int depth, double noise, long nodes) {
    this(level, depth, noise, nodes, depth, nodes);
  }

  LudoLevel(Level level, int depth, double noise, long nodes, int threeDepth, long threeNodes) {
    this.level = level;
    this.depth = depth;
    this.noise = noise;
    this.budget = Budget.nodes(nodes);
    this.threeDepth = threeDepth;
    this.threeBudget = Budget.nodes(threeNodes);
  }

  /** Whether these rules get the search with Khó's replies: the top two levels at three players. */
  private boolean repliesByEvaluation(LudoRules rules) {
    return rules.playerCount() == 3 && depth > 1;
  }

  /**
   * The level this configuration plays, with its place among the six.
   *
   * @return such as {@link Level#EXPERT}
   */
  public Level level() {
    return level;
  }

  /**
   * The level's Vietnamese name.
   *
   * @return such as {@code Cao thủ}
   */
  public String vietnamese() {
    return level.vietnamese();
  }

  /**
   * The level's identifier in tables and on the command line.
   *
   * @return such as {@code expert}
   */
  public String id() {
    return level.id();
  }

  /**
   * The configuration of one of the six levels.
   *
   * @param level the level
   * @return its configuration in this game
   */
  public static LudoLevel of(Level level) {
    return values()[level.ordinal()];
  }

  /**
   * The level's node budget per move under these rules.
   *
   * @param rules the rules played (the budget depends on the number of players)
   * @return the budget
   */
  public Budget budget(LudoRules rules) {
    return repliesByEvaluation(rules) ? threeBudget : budget;
  }

  /**
   * The level's search configuration under these rules.
   *
   * @param rules the rules played (the search depends on the number of players)
   * @param budget the budget to use per move
   * @return the configuration
   */
  public Expectimax.Config config(LudoRules rules, Budget budget) {
    String name = "ludo-" + id();
    if (repliesByEvaluation(rules)) {
      return new Expectimax.Config(name, threeDepth, noise, budget, true,
          Expectimax.Opponents.ONE_PLY);
    }
    return new Expectimax.Config(name, depth, noise, budget, depth >= 5);
  }

  /**
   * A new player at this level, with its own buffers (one per thread).
   *
   * @param rules the rules played
   * @return the player
   */
  public Expectimax player(LudoRules rules) {
    return player(rules, budget(rules));
  }

  /**
   * A new player at this level with another budget per move.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public Expectimax player(LudoRules rules, Budget budget) {
    return new Expectimax(rules, config(rules, budget));
  }
}
