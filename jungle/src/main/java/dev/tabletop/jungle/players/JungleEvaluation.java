package dev.tabletop.jungle.players;

import dev.tabletop.core.search.Evaluation;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Piece;
import dev.tabletop.jungle.Side;
import dev.tabletop.jungle.Squares;
import java.util.Arrays;

/**
 * A static evaluation of Cờ Thú positions for {@link dev.tabletop.core.search.AlphaBeta}.
 *
 * <p>Terms, from the side to move: material by rank (the Rat valued for the enemy Elephant it can
 * take while that Elephant lives); each animal's distance to the enemy den (hang), rising steeply
 * on the last squares, where standing on an enemy trap (bẫy) next to the den is a threat of
 * entering it; defenders near the own den against attackers near it; the Rat safe in the water and
 * the Lion and Tiger on a lake bank ready to jump, and more for each jump open now (no Rat in the
 * water) that lands within three steps of the enemy den on a square it may take: a threat to break
 * into the enemy camp that the defender must block with a Rat or guard; the side to move's tempo.
 * Captures and den entries are the noisy moves that quiescence follows, ordered most valuable
 * victim first.
 *
 * <p>It keeps a mirror of the board and the sums of every term, updated by {@link #push} and
 * {@link #pop}, so that the hot path reads squares from an array instead of asking the state
 * (whose accessors return options) and {@link #evaluate} costs a few additions.
 * One instance serves one search on one thread.
 */
public final class JungleEvaluation implements Evaluation<JungleState> {
  private static final int EMPTY = -1;
  private static final int MAX_PLY = 256;
  private static final int RAT = 0;
  private static final int TIGER = 5;
  private static final int LION = 6;
  private static final int ELEPHANT = 7;

  private final int[] value = new int[8];
  /** Piece-square values: [side * 8 + type][square], from that side's point of view. */
  private final int[][] pst = new int[16][Squares.COUNT];
  private final int[] board = new int[Squares.COUNT];
  private static final int[] NEAR_RED_DEN = new int[Squares.COUNT];
  private static final int[] NEAR_BLUE_DEN = new int[Squares.COUNT];
  /** An open jump into the enemy camp, for the standard evaluation. */
  static final int JUMP_THREAT = 40;
  /**
   * The jumps of each square that land within three steps of the den Red (0) or Blue (1)
   * attacks: {@code [side][2 * square + slot]} the landing square, or -1.
   */
  private static final int[][] JUMP_INTO_CAMP = new int[2][2 * Squares.COUNT];
  /** The water each jump crosses, {@code [2 * square + slot]}. */
  private static final long[] JUMP_WATER = new long[2 * Squares.COUNT];
  /** Whether each jump runs along a rank. */
  private static final boolean[] ALONG_RANK = new boolean[2 * Squares.COUNT];

  /** The squares beside each den (its side's traps), from which an enemy animal enters it. */
  private static final int[] BESIDE_RED_DEN = beside(Squares.RED_DEN);
  private static final int[] BESIDE_BLUE_DEN = beside(Squares.BLUE_DEN);

  static {
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      NEAR_RED_DEN[sq] = distance(sq, Squares.RED_DEN);
      NEAR_BLUE_DEN[sq] = distance(sq, Squares.BLUE_DEN);
    }
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      for (int slot = 0; slot < 2; slot++) {
        int k = 2 * sq + slot;
        int to = Squares.jumpLanding(sq, slot);
        JUMP_WATER[k] = Squares.jumpWater(sq, slot);
        ALONG_RANK[k] = Squares.jumpsAlongRank(sq, slot);
        JUMP_INTO_CAMP[0][k] = to >= 0 && NEAR_BLUE_DEN[to] <= 3 ? to : -1;
        JUMP_INTO_CAMP[1][k] = to >= 0 && NEAR_RED_DEN[to] <= 3 ? to : -1;
      }
    }
  }

  private static int[] beside(int den) {
    long m = neighbours(den);
    int[] out = new int[Long.bitCount(m)];
    for (int i = 0; m != 0; m &= m - 1) {
      out[i++] = Long.numberOfTrailingZeros(m);
    }
    return out;
  }
  private final int[] captured = new int[MAX_PLY];
  // The terms, kept up to date by push and pop: per side, material plus piece-square values,
  // pieces within two steps of the own den, rank weight within three of the enemy den, and
  // whether the Elephant and the Rat live.
  private final int[] sum = new int[2];
  private final int[] nearOwn = new int[2];
  private final int[] nearEnemy = new int[2];
  private final int[] elephants = new int[2];
  private final int[] rats = new int[2];
  /** Where each animal stands, {@code [side * 8 + type]}, -1 once taken. */
  private final int[] at = new int[16];
  private final int jumpThreat;
  private final boolean tigerJumpsRanks;
  private int depth;

  /**
   * Creates the evaluation for some rules (ranks follow {@code dogOutranksWolf}).
   *
   * @param rules the rules played
   */
  public JungleEvaluation(JungleRules rules) {
    this(rules, JUMP_THREAT);
  }

  /**
   * The evaluation with another weight for an open jump into the enemy camp (0 leaves the term
   * out), so that tests can see the term alone.
   */
  JungleEvaluation(JungleRules rules, int jumpThreat) {
    this.jumpThreat = jumpThreat;
    this.tigerJumpsRanks = rules.tigerJumpsRanks();
    int[] byRank = {0, 450, 200, 300, 350, 500, 800, 900, 1000};
    for (Piece p : Piece.values()) {
      value[p.ordinal()] = byRank[rules.rank(p)];
    }
    // A lake bank is a square a jump starts from (every land square beside the water is one).
    long banks = 0;
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      if (Squares.jumpLanding(sq, 0) >= 0) {
        banks |= 1L << sq;
      }
    }
    for (int side = 0; side < 2; side++) {
      int enemyDen = side == 0 ? Squares.BLUE_DEN : Squares.RED_DEN;
      long enemyTraps = side == 0 ? Squares.BLUE_TRAPS : Squares.RED_TRAPS;
      for (int type = 0; type < 8; type++) {
        for (int sq = 0; sq < Squares.COUNT; sq++) {
          int d = distance(sq, enemyDen);
          int adv;
          if (d == 0) {
            adv = 0;
          } else if (d == 1) {
            adv = 400;
          } else if (d == 2) {
            adv = 150;
          } else if (d == 3) {
            adv = 70;
          } else {
            adv = (12 - d) * 6;
          }
          // Big animals are worth advancing; the small ones mostly guard.
          adv = adv * (type >= 4 ? 3 : 2) / 3;
          int v = adv;
          if ((enemyTraps >>> sq & 1) != 0) {
            v -= 40;
          }
          if (type == RAT && Squares.isWater(sq)) {
            v += 20;
          }
          if ((type == TIGER || type == LION) && (banks >>> sq & 1) != 0) {
            v += 15;
          }
          pst[side * 8 + type][sq] = v;
        }
      }
    }
  }

  private static long neighbours(int sq) {
    long m = 0;
    int f = Squares.file(sq);
    int r = Squares.rank(sq);
    if (f > 0) {
      m |= 1L << (sq - 1);
    }
    if (f < Squares.FILES - 1) {
      m |= 1L << (sq + 1);
    }
    if (r > 0) {
      m |= 1L << (sq - Squares.FILES);
    }
    if (r < Squares.RANKS - 1) {
      m |= 1L << (sq + Squares.FILES);
    }
    return m;
  }

  private static int distance(int a, int b) {
    return Math.abs(Squares.file(a) - Squares.file(b)) + Math.abs(Squares.rank(a) - Squares.rank(b));
  }

  /**
   * The material value of an animal under these rules.
   *
   * @param piece the animal
   * @return its value in the evaluation's units (a Cat is 200)
   */
  public int value(Piece piece) {
    return value[piece.ordinal()];
  }

  @Override
  public void start(JungleState root) {
    depth = 0;
    for (int side = 0; side < 2; side++) {
      sum[side] = 0;
      nearOwn[side] = 0;
      nearEnemy[side] = 0;
      elephants[side] = 0;
      rats[side] = 0;
    }
    Arrays.fill(at, -1);
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      var piece = root.pieceAt(sq);
      board[sq] = piece.isEmpty() ? EMPTY
          : root.sideAt(sq).get().player() * 8 + piece.get().ordinal();
      if (board[sq] != EMPTY) {
        place(board[sq], sq, 1);
      }
    }
  }

  /** Adds (sign 1) or removes (sign -1) a piece's share of every term. */
  private void place(int p, int sq, int sign) {
    int side = p >>> 3;
    int type = p & 7;
    sum[side] += sign * (value[type] + pst[p][sq]);
    int own = side == 0 ? NEAR_RED_DEN[sq] : NEAR_BLUE_DEN[sq];
    int enemy = side == 0 ? NEAR_BLUE_DEN[sq] : NEAR_RED_DEN[sq];
    if (own <= 2) {
      nearOwn[side] += sign;
    }
    if (enemy <= 3) {
      nearEnemy[side] += sign * (type + 1);
    }
    at[p] = sign > 0 ? sq : -1;
    if (type == ELEPHANT) {
      elephants[side] += sign;
    } else if (type == RAT) {
      rats[side] += sign;
    }
  }

  @Override
  public void push(JungleState state, int move) {
    int from = move >>> 6;
    int to = move & 63;
    int p = board[from];
    int c = board[to];
    captured[depth++] = c;
    place(p, from, -1);
    if (c != EMPTY) {
      place(c, to, -1);
    }
    place(p, to, 1);
    board[to] = p;
    board[from] = EMPTY;
  }

  @Override
  public void pop(JungleState state, int move) {
    int from = move >>> 6;
    int to = move & 63;
    int p = board[to];
    int c = captured[--depth];
    place(p, to, -1);
    place(p, from, 1);
    if (c != EMPTY) {
      place(c, to, 1);
    }
    board[from] = p;
    board[to] = c;
  }

  @Override
  public boolean isNoisy(JungleState state, int move) {
    int to = move & 63;
    return board[to] != EMPTY || to == Squares.RED_DEN || to == Squares.BLUE_DEN;
  }

  @Override
  public int moveOrder(JungleState state, int move) {
    int victim = board[move & 63];
    int attacker = board[move >>> 6] & 7;
    return victim == EMPTY ? 2000 : value[victim & 7] * 8 - attacker;
  }

  /**
   * An enemy animal beside the den of the side to move: it enters next move unless taken now (a
   * den cannot be blocked, and the squares beside it are that side's traps, where any defender
   * takes it).
   */
  @Override
  public boolean threatened(JungleState state) {
    boolean red = state.sideToMove() == Side.RED;
    int[] around = red ? BESIDE_RED_DEN : BESIDE_BLUE_DEN;
    int enemy = red ? 1 : 0;
    for (int sq : around) {
      int p = board[sq];
      if (p != EMPTY && p >>> 3 == enemy) {
        return true;
      }
    }
    return false;
  }

  /** A side's open jumps into the enemy camp, by Lion and Tiger, at the term's weight each. */
  private int jumps(int side) {
    int total = 0;
    int[] intoCamp = JUMP_INTO_CAMP[side];
    for (int type = TIGER; type <= LION; type++) {
      int sq = at[side * 8 + type];
      if (sq < 0) {
        continue;
      }
      for (int k = 2 * sq; k < 2 * sq + 2; k++) {
        int to = intoCamp[k];
        if (to < 0 || (type == TIGER && ALONG_RANK[k] && !tigerJumpsRanks)) {
          continue;
        }
        int there = board[to];
        // Only a piece it may take stands on the landing square (no trap there: those are beside
        // the dens, three steps from the lakes).
        if (there != EMPTY && (there >>> 3 == side || (there & 7) > type)) {
          continue;
        }
        if (!swimmer(JUMP_WATER[k])) {
          total += jumpThreat;
        }
      }
    }
    return total;
  }

  /** Whether a Rat (the only animal that swims) is on any of these water squares. */
  private boolean swimmer(long water) {
    for (long w = water; w != 0; w &= w - 1) {
      if (board[Long.numberOfTrailingZeros(w)] != EMPTY) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int evaluate(JungleState state) {
    int score = sum[0] - sum[1];
    // The Rat's worth is the Elephant it threatens: with that Elephant gone it is a weak piece.
    if (rats[0] > 0 && elephants[1] == 0) {
      score -= 250;
    }
    if (rats[1] > 0 && elephants[0] == 0) {
      score += 250;
    }
    // Defenders matter only when attackers come near.
    if (nearEnemy[1] > 0) {
      score += Math.min(nearOwn[0], 2) * 30 - nearEnemy[1] * 8;
    }
    if (nearEnemy[0] > 0) {
      score -= Math.min(nearOwn[1], 2) * 30 - nearEnemy[0] * 8;
    }
    // The jump term is worked out here rather than kept by push and pop: it depends on the Rats
    // in the water and on the landing squares, which moves of other animals change.
    score += jumps(0) - jumps(1);
    boolean red = state.sideToMove() == Side.RED;
    score += red ? 10 : -10;
    return red ? score : -score;
  }
}
