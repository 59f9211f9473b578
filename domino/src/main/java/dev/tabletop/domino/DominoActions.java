package dev.tabletop.domino;

import dev.tabletop.core.learn.ActionSpace;

/**
 * The actions of Domino: the move codes of {@link DominoMoves} themselves, 114 of them. Action
 * {@code 4 * tile + 2 * end + flip} (0 to 111) plays a tile (index 0 to 27, {@link Tiles}) on the
 * left (end 0) or right (end 1) end, with its low half touching (flip 0) or its high half (flip 1;
 * never for a double); the lead on an empty table is flip 0 on the left. Action 112 draws from the
 * boneyard, 113 passes.
 *
 * <p>The numbering does not depend on the state; chance outcomes (the deal and the tiles drawn)
 * have no action.
 */
public final class DominoActions implements ActionSpace<DominoState> {
  /** The number of actions. */
  public static final int SIZE = DominoMoves.PASS + 1;

  DominoActions() {}

  @Override
  public int size() {
    return SIZE;
  }

  @Override
  public int action(DominoState state, int move) {
    return move >= 0 && move < SIZE ? move : NONE;
  }

  @Override
  public int move(DominoState state, int action) {
    return checkAction(action);
  }
}
