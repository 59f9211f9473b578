package dev.tabletop.ludo.players;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.ludo.LudoRules;
import io.vavr.control.Option;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). Each is a fixed configuration of {@link Expectimax} with {@link
 * LudoEvaluation} for each size of table, the one that measured strongest there: the lower levels
 * look one decision ahead, blurred by deliberate noise on the root moves' scores, and the upper
 * ones read the dice further within a node budget per move.
 *
 * <ul>
 *   <li>two players with one die, and four with two dice: Tập chơi, Dễ and Vừa one decision with
 *       noise ±40, ±12 and ±4, Khó one clean decision; Cao thủ three decisions with every decision
 *       searched (max-n) and Đại sư five (two decisions measured no better than one and four no
 *       better than three);
 *   <li>two players with two dice: the same but Khó one clean decision by the weights tuned for
 *       that table ({@link LudoEvaluation.Weights#TWO_PLAYERS_TWO_DICE}, under {@code
 *       diceUse=one}) and Cao thủ two decisions (there five measured level with three, and two
 *       apart from both one and five);
 *   <li>three players with one die: the same up to Khó; Cao thủ one clean decision by the
 *       weights tuned for that table ({@link LudoEvaluation.Weights#THREE_PLAYERS}), and Đại sư
 *       a search where the opponents' replies are Khó's choice ({@link
 *       Expectimax.Opponents#ONE_PLY}) and only the player's own decisions count, two deep (own
 *       move, every roll and reply of both opponents, the next own move) with the table of roll
 *       nodes (three own decisions measured level with two, and max-n's three decisions, which
 *       end on an opponent's, no better than Khó's one);
 *   <li>three players with two dice: the same up to Khó, then that search with Khó's replies,
 *       Cao thủ two own decisions deep and Đại sư three;
 *   <li>four players with one die ({@link LudoRules#STANDARD}): no search measured above one clean
 *       decision, which is therefore Cao thủ, and the steps are spaced below it: Khó one decision
 *       with noise ±2. Đại sư is one clean decision by the evaluation's weights tuned for that
 *       table ({@link LudoEvaluation.Weights#FOUR_PLAYERS}); searching to its own next decision
 *       past the three opponents' Khó replies measured level with Cao thủ.
 * </ul>
 */
public enum LudoLevel {
  /** Tập chơi: one decision ahead, root scores blurred by up to ±40 (about half a horse). */
  PRACTICE(Level.PRACTICE, Setting.oneDecision(40)),
  /** Dễ: one decision ahead, noise up to ±12. */
  EASY(Level.EASY, Setting.oneDecision(12)),
  /** Vừa: one decision ahead, noise up to ±4. */
  MEDIUM(Level.MEDIUM, Setting.oneDecision(4)),
  /**
   * Khó: one decision ahead, no noise; with two players and two dice by the weights tuned for that
   * table ({@link LudoEvaluation.Weights#TWO_PLAYERS_TWO_DICE}); with four players and one die,
   * noise up to ±2.
   */
  HARD(Level.HARD, Setting.oneDecision(0), Setting.oneDecision(0).tunedWeights(),
      Setting.oneDecision(0), Setting.oneDecision(0), Setting.oneDecision(2)),
  /**
   * Cao thủ: three decisions (own move, every roll, the reply, every roll, the next move), at most
   * 30,000 nodes; with two players and two dice two decisions; with three players and one die one
   * clean decision by the weights tuned for that table ({@link
   * LudoEvaluation.Weights#THREE_PLAYERS}); with three players and two dice two of its own
   * decisions with Khó's replies between and the table, at most 200,000 nodes (else the deepest
   * finished iteration); with four players and one die one clean decision.
   */
  EXPERT(Level.EXPERT, Setting.everyDecision(3, 30_000), Setting.everyDecision(2, 30_000),
      Setting.oneDecision(0).tunedWeights(), Setting.ownDecisions(2, 200_000),
      Setting.oneDecision(0)),
  /**
   * Đại sư: five decisions; with three players and one die two of its own with Khó's replies
   * between, at most 200,000 nodes, and with three players and two dice three, at most 2,000,000;
   * the table of the roll nodes already valued (a search past its budget plays the deepest
   * finished iteration); with four players and one die one clean decision by the weights tuned
   * for that table ({@link LudoEvaluation.Weights#FOUR_PLAYERS}).
   */
  MASTER(Level.MASTER, Setting.everyDecision(5, 2_000_000), Setting.everyDecision(5, 2_000_000),
      Setting.ownDecisions(2, 200_000), Setting.ownDecisions(3, 2_000_000),
      Setting.oneDecision(0).tunedWeights());

  /**
   * One level's search at one size of table; {@code tuned}: with the evaluation's weights tuned
   * for the table where it has some ({@link LudoEvaluation.Weights#tuned}).
   */
  private record Setting(int depth, double noise, Budget budget, Expectimax.Opponents opponents,
      boolean table, boolean tuned) {
    static Setting oneDecision(double noise) {
      return new Setting(1, noise, Budget.nodes(1_000), Expectimax.Opponents.SEARCHED, false,
          false);
    }

    /** Max-n; the table pays only from five decisions on. */
    static Setting everyDecision(int depth, long nodes) {
      return new Setting(depth, 0, Budget.nodes(nodes), Expectimax.Opponents.SEARCHED,
          depth >= 5, false);
    }

    static Setting ownDecisions(int depth, long nodes) {
      return new Setting(depth, 0, Budget.nodes(nodes), Expectimax.Opponents.ONE_PLY, true,
          false);
    }

    /** The same search by the tuned weights where the table has them. */
    Setting tunedWeights() {
      return new Setting(depth, noise, budget, opponents, table, true);
    }
  }

  private final Level level;
  private final Setting two;
  private final Setting twoDice;
  private final Setting three;
  private final Setting threeDice;
  private final Setting four;

  /** The same search at every table. */
  LudoLevel(Level level, Setting everywhere) {
    this(level, everywhere, everywhere, everywhere, everywhere, everywhere);
  }

  LudoLevel(Level level, Setting two, Setting twoDice, Setting three, Setting threeDice,
      Setting four) {
    this.level = level;
    this.two = two;
    this.twoDice = twoDice;
    this.three = three;
    this.threeDice = threeDice;
    this.four = four;
  }

  /**
   * The setting for a table: two and three players apart with two dice; four players with two
   * dice keep the two-player one-die searches, measured there too.
   */
  private Setting setting(LudoRules rules) {
    return switch (rules.playerCount()) {
      case 3 -> rules.dice() == 1 ? three : threeDice;
      case 4 -> rules.dice() == 1 ? four : two;
      default -> rules.dice() == 1 ? two : twoDice;
    };
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
   * @param rules the rules played (the budget depends on the number of players and of dice)
   * @return the budget
   */
  public Budget budget(LudoRules rules) {
    return setting(rules).budget();
  }

  /**
   * The level's search configuration under these rules.
   *
   * @param rules the rules played (the search depends on the number of players and of dice)
   * @param budget the budget to use per move
   * @return the configuration
   */
  public Expectimax.Config config(LudoRules rules, Budget budget) {
    Setting t = setting(rules);
    return new Expectimax.Config("ludo-" + id(), t.depth(), t.noise(), budget, t.table(),
        t.opponents(), t.tuned() ? LudoEvaluation.Weights.tuned(rules) : Option.none());
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
