package dev.tabletop.jungle;

import dev.tabletop.core.learn.ActionSpace;

/**
 * The moves of Cờ Thú as 504 actions, shape {@code [8, 9, 7]}: a plane per kind of move and
 * direction, over the from-square, all in the mover's frame (the board turned by 180° for Blue, as
 * {@link JungleObserver} turns it), so a policy reads one way for both sides. Action {@code (plane
 * * 9 + rank) * 7 + file}, where rank and file are the from-square's in the mover's frame:
 *
 * <table>
 *   <caption>Planes</caption>
 *   <tr><th>plane</th><th>move</th></tr>
 *   <tr><td>0</td><td>one square forward (toward the opponent's den)</td></tr>
 *   <tr><td>1</td><td>one square right (toward file g for Red, file a for Blue)</td></tr>
 *   <tr><td>2</td><td>one square back</td></tr>
 *   <tr><td>3</td><td>one square left</td></tr>
 *   <tr><td>4 to 7</td><td>the Lion's or Tiger's jump across a lake, forward, right, back, left
 *       </td></tr>
 * </table>
 *
 * <p>Every move code of the game ({@code from * 64 + to}: a step to a neighbour or a jump) has one
 * action for each side, and an action one code; actions that name no move (a step off the board,
 * a jump from a square by no lake) are never legal.
 */
public final class JungleActions implements ActionSpace<JungleState> {
  /** The number of planes: four steps and four jumps. */
  public static final int PLANES = 8;
  /** The number of actions. */
  public static final int SIZE = PLANES * Squares.COUNT;

  /** The move of each action, by side to move; -1 for none. */
  private static final int[][] CODE = new int[2][SIZE];
  /** The action of each move code 0..4095, by side to move; -1 for none. */
  private static final short[][] ACTION = new short[2][1 << 12];

  /** Rank and file steps of directions 0 to 3 (forward, right, back, left) for Red. */
  private static final int[] DRANK = {1, 0, -1, 0};
  private static final int[] DFILE = {0, 1, 0, -1};

  static {
    for (int side = 0; side < 2; side++) {
      java.util.Arrays.fill(CODE[side], NONE);
      java.util.Arrays.fill(ACTION[side], (short) NONE);
    }
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      for (int dir = 0; dir < 4; dir++) {
        int f = Squares.file(sq) + DFILE[dir];
        int r = Squares.rank(sq) + DRANK[dir];
        if (f >= 0 && f < Squares.FILES && r >= 0 && r < Squares.RANKS) {
          define(dir, sq, Squares.of(f, r));
        }
      }
      for (int k = 2 * sq; k < 2 * sq + 2; k++) {
        int to = Tables.JUMP_TO[k];
        if (to >= 0) {
          define(4 + direction(sq, to), sq, to);
        }
      }
    }
  }

  /** The direction (0 to 3, Red's frame) of a straight line from one square to another. */
  private static int direction(int from, int to) {
    int dr = Integer.signum(Squares.rank(to) - Squares.rank(from));
    int df = Integer.signum(Squares.file(to) - Squares.file(from));
    for (int dir = 0; dir < 4; dir++) {
      if (DRANK[dir] == dr && DFILE[dir] == df) {
        return dir;
      }
    }
    throw new AssertionError("no straight line from " + from + " to " + to);
  }

  /** Gives the move from {@code from} to {@code to} its action for each side. */
  private static void define(int plane, int from, int to) {
    int code = JungleMove.code(from, to);
    int red = plane * Squares.COUNT + from;
    // Blue's frame turns the board: the square is mirrored through the centre and every
    // direction reversed (forward is toward rank 1).
    int bluePlane = plane / 4 * 4 + (plane % 4 + 2) % 4;
    int blue = bluePlane * Squares.COUNT + JungleObserver.frame(from, 1);
    CODE[0][red] = code;
    CODE[1][blue] = code;
    ACTION[0][code] = (short) red;
    ACTION[1][code] = (short) blue;
  }

  JungleActions() {}

  @Override
  public int size() {
    return SIZE;
  }

  @Override
  public int action(JungleState state, int move) {
    if ((move & ~0xFFF) != 0) {
      return NONE;
    }
    return ACTION[state.sideToMove().player()][move];
  }

  @Override
  public int move(JungleState state, int action) {
    return CODE[state.sideToMove().player()][checkAction(action)];
  }
}
