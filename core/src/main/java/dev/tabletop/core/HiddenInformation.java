package dev.tabletop.core;

import io.vavr.control.Either;
import java.util.random.RandomGenerator;

/**
 * What each player may know of a state, and how to sample a full state from that knowledge.
 *
 * <p>A game with hidden hands keeps the omniscient state; a view is the part one player sees (their
 * own hand, the public history). The legal moves of the player to move depend only on their view,
 * and {@link #sample} (a determinizer) turns a view back into a full state consistent with it.
 *
 * @param <S> the game's state type
 * @param <V> the game's view type; views compare by value and print as an information-state key
 */
public interface HiddenInformation<S extends GameState<S>, V> {

  /**
   * What a player may know of a state.
   *
   * @param state the full state
   * @param player the seat looking
   * @return that player's view
   */
  V view(S state, int player);

  /**
   * A full state consistent with a view: same view for the viewing player, hidden parts drawn at
   * random among those the public history allows.
   *
   * @param view a view made by {@link #view}
   * @param random the source of randomness, owned by the caller
   * @return a full state, or why no state fits the view (a view made by {@link #view} from a real
   *     state always has one)
   */
  Either<InvalidInput, S> sample(V view, RandomGenerator random);
}
