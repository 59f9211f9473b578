package dev.tabletop.core;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.random.RandomGenerator;

/**
 * One position of a game: an immutable value that carries its rules.
 *
 * <p>The contract every game keeps:
 *
 * <ul>
 *   <li>A state never changes. {@link #apply(int)} returns a new state; {@code equals} and {@code
 *       hashCode} compare positions by value; states may be shared between threads.
 *   <li>Moves are ints with a layout each game documents and keeps stable. {@link
 *       #legalMoves(MoveBuffer)} writes them in ascending order without duplicates and allocates
 *       nothing.
 *   <li>Every non-terminal state has at least one move; a pass is an explicit move where the rules
 *       allow or force it.
 *   <li>Chance is explicit: at a chance node ({@link #currentPlayer()} is {@link Players#CHANCE})
 *       the moves are the outcomes, each with a positive integer weight, and the weights sum to
 *       {@link #chanceTotal()}. Nothing in a state is random.
 * </ul>
 *
 * @param <S> the game's own state type
 */
public interface GameState<S extends GameState<S>> {

  /**
   * The rules this position is played under.
   *
   * @return the immutable rules object shared by every state of the game
   */
  Game<S> game();

  /**
   * Who acts now.
   *
   * @return a seat number from 0, {@link Players#CHANCE} at a chance node, or {@link
   *     Players#TERMINAL} when the game is over
   */
  int currentPlayer();

  /**
   * Whether the game is over here. A terminal state has no legal move.
   *
   * @return {@code true} when nobody moves any more
   */
  default boolean isTerminal() {
    return currentPlayer() == Players.TERMINAL;
  }

  /**
   * Whether this is a chance node.
   *
   * @return {@code true} when the moves are outcomes of chance
   */
  default boolean isChance() {
    return currentPlayer() == Players.CHANCE;
  }

  /**
   * Clears {@code out} and writes the legal moves (or chance outcomes with their weights) into it
   * in ascending order, without duplicates. Allocates nothing.
   *
   * @param out a buffer of at least {@link Game#maxLegalMoves()} capacity
   */
  void legalMoves(MoveBuffer out);

  /**
   * The position after a move or chance outcome. Pure: this state is unchanged. Costs one new
   * state object.
   *
   * <p>This is the unchecked fast path: the code must be legal here. A code that does not decode
   * to a well-formed move is rejected; the result of a well-formed but illegal code is
   * unspecified: an immutable state, but not necessarily one the rules can reach, nor one the
   * game's position parser reads back (a piece where it may not stand, a tile on a line it does
   * not join). Use {@link #play(int)} for input from outside.
   *
   * @param move a code from {@link #legalMoves(MoveBuffer)}
   * @return the next state
   * @throws IllegalArgumentException if the code is not a well-formed move of this game
   */
  S apply(int move);

  /**
   * The number of equally likely cases behind a chance node: the sum of its outcome weights (6 for
   * a die, 36 for two dice, the boneyard's size for a draw).
   *
   * @return the total weight here, or 0 when this is not a chance node
   */
  int chanceTotal();

  /**
   * Draws one outcome of this chance node in proportion to its weight, with the caller's
   * generator: the fast path of random playouts, simulations and sampled search.
   *
   * <p>The default writes the outcomes into {@code scratch} and picks one with {@link
   * MoveBuffer#pickWeighted(int, RandomGenerator)}. A game may override it to draw without
   * listing (a die face from one random number, a tile from the boneyard's mask), but must return
   * the code the default would and leave the generator where the default would, so that a seed
   * gives the same game either way; {@code testkit}'s conformance check holds every game to
   * that. Allocates nothing.
   *
   * @param scratch a buffer of at least {@link Game#maxLegalMoves()} capacity; its contents
   *     afterwards are unspecified
   * @param random the caller's generator
   * @return the outcome code
   * @throws IllegalStateException if this is not a chance node
   */
  default int sampleOutcome(MoveBuffer scratch, RandomGenerator random) {
    if (!isChance()) {
      throw new IllegalStateException("not a chance node");
    }
    legalMoves(scratch);
    return scratch.pickWeighted(chanceTotal(), random);
  }

  /**
   * A player's score for the finished game: wins, places or payouts as the game defines them. Zero
   * for every player while the game goes on.
   *
   * @param player a seat from 0 to {@code game().playerCount() - 1}
   * @return the integer return
   * @throws IllegalArgumentException if {@code player} is not a seat of this game (every game
   *     refuses it the same way, through {@link Players#checkSeat})
   */
  int returns(int player);

  /**
   * The position's 64-bit hash: Zobrist keys kept up by {@link #apply(int)}, or worked out from
   * the state's fields when asked (Jungle, Domino), so that callers that never ask pay nothing.
   * Equal positions have equal hashes in every run (keys and seeds are fixed).
   *
   * @return the 64-bit hash
   */
  long hash();

  /**
   * The same hash as {@link #hash()}, recomputed from the whole position. A check for tests and
   * debugging, not for the hot path.
   *
   * @return the 64-bit hash computed from scratch
   */
  long hashFromScratch();

  /**
   * A move in the game's own notation, for people and logs.
   *
   * @param move a move code for this state
   * @return text such as {@code a3a4}, {@code enter}, {@code 6:4 left}
   */
  String moveText(int move);

  /**
   * Why a move is not legal here, in the game's own terms. Called by {@link #play(int)} for a code
   * that is not among the legal moves; games override it to say what rule forbids it.
   *
   * @param move a code that is not legal in this state
   * @return a sentence a player can read
   */
  default String whyIllegal(int move) {
    if (isTerminal()) {
      return "the game is over";
    }
    return "move " + move + " is not legal in this position";
  }

  /**
   * A short label for how the game ended (for statistics): "den", "domino", "blocked", ….
   *
   * @return the reason, or the empty string while the game goes on
   */
  default String endReason() {
    return isTerminal() ? "end" : "";
  }

  /**
   * The validated entry point for a move from outside: checks it against the legal moves and
   * applies it, or says why not. Allocates a move buffer; use {@link #apply(int)} on the hot path.
   *
   * @param move the code a client sent
   * @return the next state, or the reason the move is illegal
   */
  default Either<IllegalMove, S> play(int move) {
    MoveBuffer buffer = MoveBuffer.forGame(game());
    legalMoves(buffer);
    if (buffer.contains(move)) {
      return Either.right(apply(move));
    }
    return Either.left(new IllegalMove(move, whyIllegal(move)));
  }

  /**
   * Reads a move in the game's own notation and checks it against the rules here: the validating
   * counterpart of {@link #moveText(int)}, with the same semantics in every game. The refusal says
   * which check failed: {@link IllegalMove.Kind#UNREADABLE} when the text is not a move of the game
   * at all, {@link IllegalMove.Kind#ILLEGAL} (with the rule) when it reads but may not be played
   * here, including every move of a finished game.
   *
   * <p>The default reads the text as the {@link #moveText(int)} of one of the legal moves, which
   * is right for any game but cannot tell unreadable text from an illegal move; the three games
   * override it with their notation's parser. Off the hot path: it allocates.
   *
   * @param text the move as a client sent it, such as {@code a3a4}, {@code move 2 by 5} or {@code
   *     6:4 left}; surrounding white space is ignored
   * @return the move's code, or why it was refused
   */
  default Either<IllegalMove, Integer> parseMove(String text) {
    if (text == null) {
      return Either.left(IllegalMove.unreadable(null, "the move is missing"));
    }
    String t = text.strip();
    MoveBuffer buffer = MoveBuffer.forGame(game());
    legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      if (moveText(buffer.get(i)).equals(t)) {
        return Either.right(buffer.get(i));
      }
    }
    // The refusal quotes the text already: the reason does not repeat it.
    String why = isTerminal() ? "the game is over" : "no legal move here has this text";
    return Either.left(IllegalMove.unreadable(t, why));
  }

  /**
   * The validated entry point for a move as text: {@link #parseMove(String)}, then {@link
   * #apply(int)}.
   *
   * @param text the move as a client sent it
   * @return the next state, or why the move was refused
   */
  default Either<IllegalMove, S> play(String text) {
    return parseMove(text).map(this::apply);
  }

  /**
   * What a legal move does here, in the order it happens, for user interfaces and logs: the piece
   * moved, a capture or kick and its victim, a draw, the end of the game and its result. Each game
   * returns its own effect type ({@code JungleEffect}, {@code LudoEffect}, {@code DominoEffect}).
   * Off the hot path: it applies the move and compares.
   *
   * <p>The default says only that the move was played; the three games override it.
   *
   * @param move a legal move or chance outcome here
   * @return the effects, never empty
   * @throws IllegalArgumentException if the move is not legal here
   */
  default Seq<? extends Effect> effects(int move) {
    if (play(move).isLeft()) {
      throw new IllegalArgumentException("move " + move + " is not legal here: " + whyIllegal(move));
    }
    return List.of(new Effect.Played(moveText(move)));
  }

  /**
   * How many leaves this state counts in perft when it is terminal above depth 0: the game's own
   * perft convention, so that {@link dev.tabletop.core.tools.Perft#count} gives the counts its rules
   * file gives. One by default; Cờ Thú counts a side with pieces but no move as 0.
   *
   * @return the leaf count of this terminal state
   */
  default long perftTerminalLeaves() {
    return 1;
  }
}
