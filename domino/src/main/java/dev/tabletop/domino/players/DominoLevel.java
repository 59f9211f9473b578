package dev.tabletop.domino.players;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Determinized;
import dev.tabletop.core.search.Mcts;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). The lower four are {@link DominoHeuristic}, held back by deliberate noise
 * on its scores: Tập chơi so much that it plays almost at random (but never misses its last tile),
 * Dễ and Vừa less, Khó none; Cao thủ is perfect-information Monte Carlo ({@link Determinized}):
 * full deals sampled exactly from the player's view, each searched by UCT ({@link Mcts}) with
 * random playouts, the playouts shared among the samples; Đại sư ({@link DominoMaster}) searches
 * deals weighted by the play ({@link DominoPlayModel}) the same way and solves the ending exactly
 * ({@link DominoEndgame}). Under {@code partnership} the returns are the team's, so the search
 * plays for the partner as well.
 *
 * <p>The steps are where a difference was measured (docs/players.md, "Domino levels"): a
 * two-player round is ruled by the deal, so the heuristic's noise gives the lower steps; a search
 * of 4 deals and 400 playouts beats the heuristic, 12 deals and 3,000 playouts beat that, and
 * more deals and playouts measured no stronger.
 */
public enum DominoLevel {
  /** Tập chơi: the heuristic drowned in noise up to ±1,000 (it plays almost any tile). */
  PRACTICE(Level.PRACTICE, 1_000, 0, 0),
  /** Dễ: the heuristic, noise up to ±40 (more than a heavy tile's worth). */
  EASY(Level.EASY, 40, 0, 0),
  /** Vừa: the heuristic, noise up to ±15. */
  MEDIUM(Level.MEDIUM, 15, 0, 0),
  /** Khó: the heuristic, no noise. */
  HARD(Level.HARD, 0, 0, 0),
  /** Cao thủ: 4 sampled deals, 400 playouts in all. */
  EXPERT(Level.EXPERT, 0, 4, 400),
  /**
   * Đại sư: 12 deals kept from 48 weighed by the play, 3,000 playouts in all, and the exact
   * endgame ({@link DominoMaster#DEFAULT}).
   */
  MASTER(Level.MASTER, 0, 12, 3_000);

  private final Level level;
  private final double noise;
  private final int samples;
  private final Budget budget;

  DominoLevel(Level level, double noise, int samples, long playouts) {
    this.level = level;
    this.noise = noise;
    this.samples = samples;
    this.budget = Budget.nodes(Math.max(1, playouts));
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
  public static DominoLevel of(Level level) {
    return values()[level.ordinal()];
  }

  /**
   * The level's budget per move: playouts for the searching levels (1 for the heuristic ones).
   *
   * @return the budget
   */
  public Budget budget() {
    return budget;
  }

  /**
   * Whether the level searches sampled deals (else it is the one-move heuristic).
   *
   * @return true from {@link #EXPERT} up
   */
  public boolean searches() {
    return samples > 0;
  }

  /**
   * How many full deals the level samples from the view per move.
   *
   * @return 0 for the heuristic levels
   */
  public int samples() {
    return samples;
  }

  /**
   * The most the level's root scores are blurred by.
   *
   * @return the noise amplitude, 0 for none
   */
  public double noise() {
    return noise;
  }

  /**
   * A new player at this level (one per thread). It decides from a view ({@code
   * chooseMove(view, budget, seed)}), as a client holding a {@link DominoView} has it; given a
   * state, from the mover's view of it.
   *
   * @param rules the rules played
   * @return the player
   */
  public ViewPlayer<DominoState, DominoView> player(DominoRules rules) {
    return player(rules, budget);
  }

  /**
   * A new player at this level with another budget per move.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public ViewPlayer<DominoState, DominoView> player(DominoRules rules, Budget budget) {
    String name = "domino-" + id();
    if (samples == 0) {
      return new DominoHeuristic(rules, name, noise, budget);
    }
    if (this == MASTER) {
      return new DominoMaster(rules, name, DominoMaster.DEFAULT, budget);
    }
    return uniformSearch(rules, name, samples, budget);
  }

  /**
   * The previous Đại sư, kept for comparison ({@code match domino --players master,master-uniform}):
   * 12 deals drawn from the rules-only posterior, 3,000 playouts, no exact endgame.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public static ViewPlayer<DominoState, DominoView> previousMaster(DominoRules rules,
      Budget budget) {
    return uniformSearch(rules, "domino-master-uniform", MASTER.samples, budget);
  }

  private static ViewPlayer<DominoState, DominoView> uniformSearch(DominoRules rules, String name,
      int samples, Budget budget) {
    Mcts<DominoState> inner = new Mcts<>(rules,
        new Mcts.Config(name + "-uct", 1.4, 200, 1 << 18, budget));
    return new Determinized<>(Domino.HIDDEN, inner, samples, name, budget);
  }
}
