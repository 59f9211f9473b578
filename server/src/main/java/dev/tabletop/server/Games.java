package dev.tabletop.server;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameTypes;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.players.DominoLevel;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.players.JungleLevel;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.players.LudoLevel;
import io.vavr.control.Either;

/**
 * The three games a server hosts, by spec, and their computer players: Cờ Thú ({@link
 * JungleLevel}), Cờ Cá Ngựa ({@link LudoLevel}) and Domino ({@link DominoLevel}).
 */
public final class Games {
  /** Every game the server hosts: {@code jungle}, {@code ludo}, {@code domino}. */
  public static final GameTypes TYPES = GameTypes.of(Jungle.TYPE, Ludo.TYPE, Domino.TYPE);

  private Games() {}

  /**
   * The rules a spec names.
   *
   * @param spec such as {@code ludo(players=2)}
   * @return the rules, or every problem with the spec
   */
  public static Either<InvalidInput, Game<?>> rules(String spec) {
    return TYPES.parse(spec);
  }

  /**
   * A level's own budget per move in a game: what a computer seat uses when the table names none.
   *
   * @param rules the rules played
   * @param level the level
   * @return the level's budget there
   */
  public static Budget defaultBudget(Game<?> rules, Level level) {
    if (rules instanceof JungleRules) {
      return JungleLevel.of(level).budget();
    }
    if (rules instanceof LudoRules r) {
      return LudoLevel.of(level).budget(r);
    }
    if (rules instanceof DominoRules) {
      return DominoLevel.of(level).budget();
    }
    throw new IllegalArgumentException("no computer players for " + rules.name());
  }

  /**
   * A new computer player (not thread-safe: one per worker thread).
   *
   * @param rules the rules played
   * @param level the level
   * @param budget the budget per move
   * @param <S> the state type
   * @return the player
   */
  @SuppressWarnings("unchecked")
  public static <S extends GameState<S>> Player<S> player(Game<S> rules, Level level,
      Budget budget) {
    if (rules instanceof JungleRules r) {
      return (Player<S>) JungleLevel.of(level).player(r, budget);
    }
    if (rules instanceof LudoRules r) {
      return (Player<S>) LudoLevel.of(level).player(r, budget);
    }
    if (rules instanceof DominoRules r) {
      return (Player<S>) DominoLevel.of(level).player(r, budget);
    }
    throw new IllegalArgumentException("no computer players for " + rules.name());
  }
}
