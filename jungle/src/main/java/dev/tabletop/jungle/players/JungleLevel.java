package dev.tabletop.jungle.players;

import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). Each is a fixed configuration of the principal variation search with
 * {@link JungleEvaluation}: the lower levels are held back by depth and by deliberate noise on the
 * root moves' scores, the top levels are given time, and the top one also reduces late quiet
 * moves.
 *
 * <p>Memory: each player holds one transposition table of {@link #tableBytes()} (16 bytes an
 * entry, {@code 2^tableBits} entries: 1 MB at Tập chơi and Dễ, 4 MB at Vừa, 16 MB at Khó, 32 MB at
 * Cao thủ, 64 MB at Đại sư) plus well under a megabyte of move lists. A player keeps its table
 * for its life: {@link AlphaBeta#newGame()} clears it without allocating another, so keep one
 * player per thread across games. {@link #player(JungleRules, Budget, int)} sets another size.
 */
public enum JungleLevel {
  /** Tập chơi: one ply and quiescence, root scores blurred by up to ±700 (a Leopard and more). */
  PRACTICE(Level.PRACTICE, 1, 700, 16, false, Budget.nodes(100_000)),
  /** Dễ: two plies, noise up to ±250. */
  EASY(Level.EASY, 2, 250, 16, false, Budget.nodes(200_000)),
  /** Vừa: four plies, noise up to ±60. */
  MEDIUM(Level.MEDIUM, 4, 60, 18, false, Budget.nodes(500_000)),
  /** Khó: no noise, iterative deepening to 64 plies within 60,000 nodes. */
  HARD(Level.HARD, 64, 0, 20, false, Budget.nodes(60_000)),
  /** Cao thủ: no noise, one second a move. */
  EXPERT(Level.EXPERT, 64, 0, 21, false, Budget.millis(1_000)),
  /**
   * Đại sư: no noise, five seconds a move, and late quiet moves searched a ply or two shallower
   * first ({@link AlphaBeta.Config#reductions()}), which reaches deeper in the same time.
   */
  MASTER(Level.MASTER, 64, 0, 22, true, Budget.millis(5_000));

  private final Level level;
  private final int depth;
  private final int noise;
  private final int tableBits;
  private final boolean reductions;
  private final Budget budget;

  JungleLevel(Level level, int depth, int noise, int tableBits, boolean reductions,
      Budget budget) {
    this.level = level;
    this.depth = depth;
    this.noise = noise;
    this.tableBits = tableBits;
    this.reductions = reductions;
    this.budget = budget;
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
  public static JungleLevel of(Level level) {
    return values()[level.ordinal()];
  }

  /**
   * The level's budget per move.
   *
   * @return a node budget for the lower levels, a time budget for the top two
   */
  public Budget budget() {
    return budget;
  }

  /**
   * The size of the level's transposition table, as a power of two.
   *
   * @return the table holds {@code 2^tableBits} entries
   */
  public int tableBits() {
    return tableBits;
  }

  /**
   * The memory the level's transposition table takes, per player.
   *
   * @return {@code 16 × 2^tableBits} bytes
   */
  public long tableBytes() {
    return 16L << tableBits;
  }

  /**
   * The level's search configuration.
   *
   * @param budget the budget to use per move
   * @return the configuration
   */
  public AlphaBeta.Config config(Budget budget) {
    return new AlphaBeta.Config("jungle-" + id(), depth, tableBits, noise, true, reductions,
        budget);
  }

  /**
   * A new player at this level, with its own tables (one per thread).
   *
   * @param rules the rules played
   * @return the player
   */
  public AlphaBeta<JungleState> player(JungleRules rules) {
    return player(rules, budget);
  }

  /**
   * A new player at this level with another budget per move (a node budget makes a timed level
   * reproducible, for matches).
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public AlphaBeta<JungleState> player(JungleRules rules, Budget budget) {
    return new AlphaBeta<>(rules, new JungleEvaluation(rules), config(budget));
  }

  /**
   * A new player at this level that plays endings from the tables: at Cao thủ and Đại sư a {@link
   * TablebasePlayer} (the table's move where the position's table is there, and a search that
   * takes every node the tables cover at its exact value, {@link TablebaseOracle}); the lower
   * levels play as {@link #player(JungleRules)} does, tables or not. Without tables in the
   * directory every level plays exactly as without this argument.
   *
   * @param rules the rules played
   * @param tablebase the tables ({@link JungleTablebase#open})
   * @return the player
   */
  public Player<JungleState> player(JungleRules rules, JungleTablebase tablebase) {
    return player(rules, budget, tablebase);
  }

  /**
   * {@link #player(JungleRules, JungleTablebase)} with another budget per move.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @param tablebase the tables
   * @return the player
   * @throws IllegalArgumentException if the tables are for other rules (the repetition limit
   *     aside), whose values would mislead the search
   */
  public Player<JungleState> player(JungleRules rules, Budget budget,
      JungleTablebase tablebase) {
    if (!tablebase.coversRules(rules)) {
      throw new IllegalArgumentException("these tables are for " + tablebase.rules().spec()
          + ", not for " + rules.spec());
    }
    int largest = tablebase.largest();
    if (ordinal() < EXPERT.ordinal() || largest == 0) {
      return player(rules, budget);
    }
    return new TablebasePlayer(new AlphaBeta<>(rules, new JungleEvaluation(rules),
        config(budget), new TablebaseOracle(tablebase, largest)), tablebase);
  }

  /**
   * A new player at this level with another budget per move and another transposition table
   * size, to plan memory: a smaller table costs strength mostly in long searches.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @param tableBits the table holds {@code 2^tableBits} entries of 16 bytes; 0 (none) to 28
   * @return the player
   * @throws IllegalArgumentException if tableBits is out of range
   */
  public AlphaBeta<JungleState> player(JungleRules rules, Budget budget, int tableBits) {
    return new AlphaBeta<>(rules, new JungleEvaluation(rules),
        config(budget).withTableBits(tableBits));
  }
}
