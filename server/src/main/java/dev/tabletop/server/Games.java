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
import io.vavr.collection.List;
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
   * A named variant of a game, for a client's menu of presets.
   *
   * @param name the preset's name, such as {@code standard} or {@code twoPlayers}
   * @param spec its full spec
   * @param players how many seats it has
   */
  public record Preset(String name, String spec, int players) {}

  /**
   * A game's presets ({@code JungleRules.PRESETS}, {@code LudoRules.PRESETS}, {@code
   * DominoRules.PRESETS}), in the order the game declares them.
   *
   * @param game {@code jungle}, {@code ludo} or {@code domino}
   * @return its presets, named
   * @throws IllegalArgumentException if the server hosts no such game
   */
  public static List<Preset> presets(String game) {
    switch (game) {
      case "jungle":
        return named(List.of("standard", "threefold", "leiden", "house"), JungleRules.PRESETS);
      case "ludo":
        return named(List.of("standard", "beginners", "twoDice", "house"), LudoRules.PRESETS);
      case "domino":
        return named(List.of("standard", "twoPlayers", "threePlayers", "partnership",
            "partnershipStakes", "blockTwo"), DominoRules.PRESETS);
      default:
        throw new IllegalArgumentException("game: no such game here: '" + game + "'");
    }
  }

  private static List<Preset> named(List<String> names,
      List<? extends Game<?>> presets) {
    if (names.size() != presets.size()) {
      throw new IllegalStateException("a preset has no name: " + presets.size() + " presets, "
          + names.size() + " names");
    }
    return names.zipWith(presets, (n, g) -> new Preset(n, g.spec(), g.playerCount()));
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
