package dev.tabletop.ludo.players;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.ludo.LudoRules;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). Each is a fixed configuration of {@link Expectimax} with {@link
 * LudoEvaluation}: the lower four look one decision ahead, the lower three of them blurred by
 * deliberate noise on the root moves' scores; Cao thủ reads the dice three decisions deep and Đại
 * sư five, within a node budget per move. The rungs are where strength measurably differs: two
 * decisions measured no better than one and four no better than three.
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
   * 30,000 nodes (else the deepest finished iteration).
   */
  EXPERT(Level.EXPERT, 3, 0, 30_000),
  /**
   * Đại sư: five decisions with a table of the roll nodes already valued, at most 2,000,000 nodes
   * (else the deepest finished iteration).
   */
  MASTER(Level.MASTER, 5, 0, 2_000_000);

  private final Level level;
  private final int depth;
  private final double noise;
  private final Budget budget;

  LudoLevel(Level level, int depth, double noise, long nodes) {
    this.level = level;
    this.depth = depth;
    this.noise = noise;
    this.budget = Budget.nodes(nodes);
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
   * The level's node budget per move.
   *
   * @return the budget
   */
  public Budget budget() {
    return budget;
  }

  /**
   * The level's search configuration.
   *
   * @param budget the budget to use per move
   * @return the configuration
   */
  public Expectimax.Config config(Budget budget) {
    return new Expectimax.Config("ludo-" + id(), depth, noise, budget, depth >= 5);
  }

  /**
   * A new player at this level, with its own buffers (one per thread).
   *
   * @param rules the rules played
   * @return the player
   */
  public Expectimax player(LudoRules rules) {
    return player(rules, budget);
  }

  /**
   * A new player at this level with another budget per move.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public Expectimax player(LudoRules rules, Budget budget) {
    return new Expectimax(rules, config(budget));
  }
}
