package dev.tabletop.domino.players;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Determinized;
import dev.tabletop.core.search.Mcts;
import dev.tabletop.core.search.Player;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;

/**
 * The six levels of computer opponent, named after the levels players know (Tập chơi, Dễ, Vừa,
 * Khó, Cao thủ, Đại sư). The lower three are {@link DominoHeuristic} with less and less noise; the
 * upper three are perfect-information Monte Carlo ({@link Determinized}): full deals sampled
 * exactly from the player's view, each searched by UCT ({@link Mcts}) with random playouts, the
 * playouts shared among the samples. Under {@code partnership} the returns are the team's, so the
 * search plays for the partner as well.
 */
public enum DominoLevel {
  /** Tập chơi: the heuristic, scores blurred by up to ±25 (a heavy tile's worth and more). */
  PRACTICE("Tập chơi", "practice", 25, 0, 0),
  /** Dễ: the heuristic, noise up to ±8. */
  EASY("Dễ", "easy", 8, 0, 0),
  /** Vừa: the heuristic, no noise. */
  MEDIUM("Vừa", "medium", 0, 0, 0),
  /** Khó: 8 sampled deals, 1,000 playouts in all. */
  HARD("Khó", "hard", 0, 8, 1_000),
  /** Cao thủ: 12 sampled deals, 3,000 playouts in all. */
  EXPERT("Cao thủ", "expert", 0, 12, 3_000),
  /** Đại sư: 16 sampled deals, 8,000 playouts in all. */
  MASTER("Đại sư", "master", 0, 16, 8_000);

  private final String vietnamese;
  private final String id;
  private final double noise;
  private final int samples;
  private final Budget budget;

  DominoLevel(String vietnamese, String id, double noise, int samples, long playouts) {
    this.vietnamese = vietnamese;
    this.id = id;
    this.noise = noise;
    this.samples = samples;
    this.budget = Budget.nodes(Math.max(1, playouts));
  }

  /**
   * The level's Vietnamese name.
   *
   * @return such as {@code Cao thủ}
   */
  public String vietnamese() {
    return vietnamese;
  }

  /**
   * The level's identifier in tables and on the command line.
   *
   * @return such as {@code expert}
   */
  public String id() {
    return id;
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
   * A new player at this level (one per thread).
   *
   * @param rules the rules played
   * @return the player
   */
  public Player<DominoState> player(DominoRules rules) {
    return player(rules, budget);
  }

  /**
   * A new player at this level with another budget per move.
   *
   * @param rules the rules played
   * @param budget the budget per move
   * @return the player
   */
  public Player<DominoState> player(DominoRules rules, Budget budget) {
    String name = "domino-" + id;
    if (samples == 0) {
      return new DominoHeuristic(rules, name, noise, budget);
    }
    Mcts<DominoState> inner = new Mcts<>(rules,
        new Mcts.Config(name + "-uct", 1.4, 200, 1 << 18, budget));
    return new Determinized<>(rules, inner, samples, name, budget);
  }
}
