package dev.tabletop.core;

/**
 * One thing a move did, for user interfaces that animate it and logs that tell it: a piece moved,
 * a capture, a kick, a draw, the end of the game. Each game has its own sealed family of effects,
 * in its own terms ({@code JungleEffect}, {@code LudoEffect}, {@code DominoEffect}); {@link
 * GameState#effects(int)} lists them in the order they happen.
 *
 * <p>Effects are worked out on request from the state before the move; they are off the hot path
 * and cost a few small objects.
 */
public interface Effect {

  /**
   * The effect as a short sentence in the game's terms, such as {@code "Red Lion takes the Blue
   * Dog on d5"}.
   *
   * @return the sentence
   */
  String describe();

  /**
   * The account a game gives when it has none of its own: the move was played, as its text says.
   *
   * @param move the move's text
   */
  record Played(String move) implements Effect {
    @Override
    public String describe() {
      return "played " + move;
    }
  }
}
