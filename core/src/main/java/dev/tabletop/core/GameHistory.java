package dev.tabletop.core;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A game in progress with its history: the current state, the record of every move and outcome
 * played, and how often each position has occurred. Immutable; each {@link #play(int)} returns a
 * new history sharing the old one's structure.
 *
 * <p>Repetition rules live here rather than in the state (a state does not know its past): when
 * the game has a {@linkplain Game#repetitionLimit() repetition limit} and a position occurs that
 * many times, the game is drawn and every return is 0.
 *
 * @param <S> the game's state type
 */
public final class GameHistory<S extends GameState<S>> {
  private final S start;
  private final S state;
  private final GameRecord record;
  private final Map<Long, Integer> occurrences;
  private final boolean repetitionDraw;

  private GameHistory(S start, S state, GameRecord record, Map<Long, Integer> occurrences,
      boolean draw) {
    this.start = start;
    this.state = state;
    this.record = record;
    this.occurrences = occurrences;
    this.repetitionDraw = draw;
  }

  /**
   * A history that starts at the game's initial state.
   *
   * @param game the rules
   * @param <S> the state type
   * @return a history with no move played
   */
  public static <S extends GameState<S>> GameHistory<S> start(Game<S> game) {
    S initial = game.initialState();
    return new GameHistory<>(initial, initial, GameRecord.of(game.spec()),
        HashMap.of(initial.hash(), 1), false);
  }

  /**
   * A history that starts at a given position: one set up from notation, or reached in a game
   * whose earlier moves are not known (an engine told {@code position fen … moves …}, say). The
   * position counts as occurring once, and the repetition rule applies from there on; positions
   * before it are not known, so a repetition that began earlier is counted from this point only.
   *
   * <p>The {@linkplain #record() record} holds the moves played from the position, under the
   * game's spec; replaying it ({@link GameRecord#replay}) starts from the game's initial state,
   * so keep {@link #startState()} with it (as notation) when the position is another.
   *
   * @param position where the history starts; a finished position gives a history that is over
   * @param <S> the state type
   * @return a history with no move played, at that position
   * @throws NullPointerException if position is null
   */
  public static <S extends GameState<S>> GameHistory<S> startAt(S position) {
    Objects.requireNonNull(position, "position");
    return new GameHistory<>(position, position, GameRecord.of(position.game().spec()),
        HashMap.of(position.hash(), 1), false);
  }

  /**
   * The position this history starts at.
   *
   * @return the game's initial state for {@link #start}, the position given to {@link #startAt}
   */
  public S startState() {
    return start;
  }

  /**
   * The current position.
   *
   * @return the state after every move played
   */
  public S state() {
    return state;
  }

  /**
   * The record of this game: the spec and every code played.
   *
   * @return the record, ready to save as text
   */
  public GameRecord record() {
    return record;
  }

  /**
   * How many moves and outcomes have been played.
   *
   * @return the ply count
   */
  public int plies() {
    return record.moves().size();
  }

  /**
   * How many times a position (by hash) has occurred in this game, the current one included.
   *
   * @param hash a position's {@link GameState#hash()}
   * @return the count, 0 if never
   */
  public int occurrences(long hash) {
    return occurrences.get(hash).getOrElse(0);
  }

  /**
   * Every position that has occurred in this game, by hash, with how many times (for a search
   * that must know which positions a repetition would draw).
   *
   * @return the counts, the current position included
   */
  public Map<Long, Integer> occurrences() {
    return occurrences;
  }

  /**
   * Whether the game ended by the repetition rule.
   *
   * @return {@code true} when the current position reached the repetition limit
   */
  public boolean isDrawnByRepetition() {
    return repetitionDraw;
  }

  /**
   * Whether the game is over: the state is terminal or the repetition rule drew it.
   *
   * @return {@code true} when no more moves may be played
   */
  public boolean isOver() {
    return repetitionDraw || state.isTerminal();
  }

  /**
   * A player's return: 0 for everyone after a repetition draw, else the state's.
   *
   * @param player a seat
   * @return the integer return
   */
  public int returns(int player) {
    return repetitionDraw ? 0 : state.returns(player);
  }

  /**
   * Plays a move from outside, checking it: refused when the game is over or the move is not
   * legal, with the reason.
   *
   * @param move a move or outcome code
   * @return the longer history, or why the move was refused
   */
  public Either<IllegalMove, GameHistory<S>> play(int move) {
    if (repetitionDraw) {
      return Either.left(new IllegalMove(move, "the game is drawn by repetition"));
    }
    return state.play(move).map(next -> extend(move, next));
  }

  /**
   * Plays a move given as text, checking it as {@link GameState#parseMove(String)} does: refused
   * when the text is not a move of the game, when the game is over (by its rules or by
   * repetition), or when the move is not legal here.
   *
   * @param text the move in the game's notation
   * @return the longer history, or why the move was refused
   */
  public Either<IllegalMove, GameHistory<S>> play(String text) {
    if (repetitionDraw) {
      String t = text == null ? "null" : text.strip();
      return Either.left(state.parseMove(text).fold(
          unreadable -> unreadable,
          code -> IllegalMove.illegal(t, code, "the game is drawn by repetition")));
    }
    return state.parseMove(text).map(move -> extend(move, state.apply(move)));
  }

  /**
   * Plays a move known to be legal, without checking it.
   *
   * @param move a legal code
   * @return the longer history
   * @throws IllegalStateException if the game is over
   */
  public GameHistory<S> playUnchecked(int move) {
    if (isOver()) {
      throw new IllegalStateException("the game is over");
    }
    return extend(move, state.apply(move));
  }

  private GameHistory<S> extend(int move, S next) {
    long h = next.hash();
    int count = occurrences(h) + 1;
    int limit = state.game().repetitionLimit();
    boolean draw = limit > 0 && count >= limit && !next.isTerminal();
    return new GameHistory<>(start, next, record.append(move), occurrences.put(h, count), draw);
  }
}
