package dev.tabletop.core;

import io.vavr.control.Option;

/**
 * A game under one set of rules: the immutable object that every state of the game carries.
 * Each game's rules record (with its variant flags) implements this.
 *
 * <p>It declares up front what tools need to know: the number of players, whether chance and
 * hidden information are involved, whether returns sum to zero, and the most moves a state can
 * have.
 *
 * @param <S> the game's state type
 */
public interface Game<S extends GameState<S>> {

  /**
   * The game's name in variant specs and records, such as {@code jungle}.
   *
   * @return a lowercase identifier
   */
  String name();

  /**
   * The canonical variant spec of these rules, {@code name(key=value,...)}, listing every flag.
   * {@link GameType#parse(String)} of it gives equal rules back.
   *
   * @return the spec text
   */
  String spec();

  /**
   * The number of seats at the table.
   *
   * @return 1 or more
   */
  int playerCount();

  /**
   * Whether states may be chance nodes.
   *
   * @return {@code true} for dice, deals and draws
   */
  boolean hasChance();

  /**
   * Whether every player sees the whole state.
   *
   * @return {@code false} when there are hidden hands
   */
  boolean perfectInformation();

  /**
   * Whether the returns of a finished game always sum to zero.
   *
   * @return {@code true} for zero-sum games
   */
  boolean zeroSum();

  /**
   * The most legal moves (or chance outcomes) any state can have; the capacity a {@link
   * MoveBuffer} needs.
   *
   * @return a positive bound
   */
  int maxLegalMoves();

  /**
   * The position a game starts from (a chance node where the game starts with a deal or a roll).
   *
   * @return the initial state
   */
  S initialState();

  /**
   * The draw-by-repetition limit: the game is drawn when one position (with the same player to
   * move) occurs this many times. Repetition is read from the history a {@link GameHistory} keeps,
   * not from the state.
   *
   * @return the number of occurrences that draws, or 0 when the game has no such rule
   */
  default int repetitionLimit() {
    return 0;
  }

  /**
   * The hidden-information part of the game, for games with hidden hands.
   *
   * @return the views and determinizer, or none for a perfect-information game
   */
  default Option<HiddenInformation<S, ?>> hiddenInformation() {
    return Option.none();
  }
}
