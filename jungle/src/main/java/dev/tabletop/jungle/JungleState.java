package dev.tabletop.jungle;

import dev.tabletop.core.GameState;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A position of Cờ Thú: where every animal stands and which side moves, under some {@link
 * JungleRules}. An immutable value of a few longs.
 *
 * <p>Representation: one occupancy bitboard per side and three bit planes of the piece type (the
 * type of the piece on square {@code s} is bit {@code s} of planes 0, 1 and 2, read as a number
 * 0..7 = {@link Piece#ordinal()}). Bit 63 of plane 2, which is no square, carries the side to
 * move, so a position is five longs; with the rules and the end, decided when first asked, a
 * state is 64 bytes. Generation is table look-ups and masks; {@link #apply(int)} changes a few
 * bits and leaves the end undecided: whether the new position ends the game is worked out the
 * first time anyone asks ({@link #isTerminal()}, {@link #currentPlayer()}, generation, or an
 * {@code apply} from it) and kept, so that the leaves of perft, which nobody asks, pay nothing
 * for it. The hash, likewise, is worked out from the five longs when asked ({@link #hash()}).
 *
 * <p>Moves are ints laid out as {@link JungleMove} documents ({@code from * 64 + to}). The state
 * does not know its past: the repetition draw is applied by {@code GameHistory} and {@code
 * Playout} through {@link #hash()}, which includes the side to move. The state is terminal when a
 * piece stands in the enemy den, when a side has no pieces, or when the side to move has no legal
 * move (a loss for it, or a draw under {@code noMoveLoses=false}).
 */
public final class JungleState implements GameState<JungleState> {

  /**
   * One seed a word for {@link #hash()}, so that the same bits in two words (Red's occupancy and
   * a type plane, say) mix to different values.
   */
  private static final long[] SEEDS = Zobrist.keys(0x4A554E474C45L, 5);

  /** File a: bits 0, 7, ..., 56. */
  private static final long FILE_A = 0x0102040810204081L;
  private static final long FILE_G = FILE_A << 6;
  /** The land squares. */
  private static final long LAND = Squares.BOARD & ~Squares.WATER;

  /** Bit 63 of plane 2 (never a square): set when Blue is to move. */
  private static final long SIDE_BIT = 1L << 63;
  /** {@link #end}: not worked out yet. */
  private static final int UNDECIDED = 0;
  /** {@link #end}: the game goes on here. */
  private static final int GOES_ON = 1;
  /** {@link #end}: the game is over here. */
  private static final int OVER = 2;

  /** The start position in the notation. */
  public static final String START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w";

  private final JungleRules rules;
  private final long moving;
  private final long waiting;
  private final long t0;
  private final long t1;
  private final long t2;
  /**
   * Whether the game is over here: {@link #UNDECIDED} until first asked, then {@link #GOES_ON}
   * or {@link #OVER}. A cache of a function of the final fields, like {@code String}'s hash: two
   * threads that both find it undecided work out and write the same value, so it needs no lock,
   * and it takes no part in equality or the hash.
   */
  private int end;

  private JungleState(JungleRules rules, long moving, long waiting, long t0, long t1, long t2) {
    this.rules = rules;
    this.moving = moving;
    this.waiting = waiting;
    this.t0 = t0;
    this.t1 = t1;
    this.t2 = t2;
  }

  private static JungleState build(JungleRules rules, long red, long blue, long t0, long t1,
      long t2, int side) {
    return side == 0
        ? new JungleState(rules, red, blue, t0, t1, t2)
        : new JungleState(rules, blue, red, t0, t1, t2 | SIDE_BIT);
  }

  /** Red's occupancy. */
  private long red() {
    return t2 >= 0 ? moving : waiting;
  }

  /** Blue's occupancy. */
  private long blue() {
    return t2 >= 0 ? waiting : moving;
  }

  private int side() {
    return (int) (t2 >>> 63);
  }

  /**
   * The state of a placement, {@code squareOf[side * 8 + piece]} (-1 when absent), for the
   * tablebase generator, which builds millions of them: unlike {@link #parse} it neither writes
   * nor checks text, so the placement must be one {@link #parse} would accept.
   */
  static JungleState ofPlacement(JungleRules rules, int[] squareOf, boolean redToMove) {
    long red = 0;
    long blue = 0;
    long p0 = 0;
    long p1 = 0;
    long p2 = 0;
    for (int i = 0; i < 16; i++) {
      int sq = squareOf[i];
      if (sq < 0) {
        continue;
      }
      long bit = 1L << sq;
      if (i < 8) {
        red |= bit;
      } else {
        blue |= bit;
      }
      int type = i & 7;
      p0 |= (long) (type & 1) << sq;
      p1 |= (long) (type >>> 1 & 1) << sq;
      p2 |= (long) (type >>> 2 & 1) << sq;
    }
    return build(rules, red, blue, p0, p1, p2, redToMove ? 0 : 1);
  }

  static JungleState initial(JungleRules rules) {
    return parse(rules, START).get();
  }

  // ---------------------------------------------------------------- queries

  private int typeAt(int sq) {
    return typeAt(t0, t1, t2, sq);
  }

  /**
   * The piece type on an occupied square ({@link Piece#ordinal()}), without the {@code Option}
   * of {@link #pieceAt(int)}: for the observer, which must not allocate.
   */
  int pieceIndexAt(int square) {
    return typeAt(square);
  }

  /**
   * The squares whose occupant (side and animal, or none) differs between this state and another:
   * for the observer, which rewrites only those.
   */
  long changedSquares(JungleState other) {
    long r = red();
    long b = blue();
    long otherRed = other.red();
    long otherBlue = other.blue();
    long both = (r | b) & (otherRed | otherBlue);
    long types = ((t0 ^ other.t0) | (t1 ^ other.t1) | (t2 ^ other.t2)) & both;
    return (r ^ otherRed) | (b ^ otherBlue) | types;
  }

  private static int typeAt(long p0, long p1, long p2, int sq) {
    return (int) (p0 >>> sq & 1) | (int) (p1 >>> sq & 1) << 1 | (int) (p2 >>> sq & 1) << 2;
  }

  @Override
  public JungleRules game() {
    return rules;
  }

  /**
   * The side whose turn it is (also in a finished game: the side that would move next).
   *
   * @return Red or Blue
   */
  public Side sideToMove() {
    return t2 >= 0 ? Side.RED : Side.BLUE;
  }

  /**
   * The animal on a square.
   *
   * @param square 0 to 62
   * @return the piece, or none for an empty square
   */
  public Option<Piece> pieceAt(int square) {
    if (!Squares.isSquare(square) || ((red() | blue()) >>> square & 1) == 0) {
      return Option.none();
    }
    return Option.some(Piece.ofIndex(typeAt(square)));
  }

  /**
   * The owner of the piece on a square.
   *
   * @param square 0 to 62
   * @return the side, or none for an empty square
   */
  public Option<Side> sideAt(int square) {
    if (!Squares.isSquare(square)) {
      return Option.none();
    }
    if ((red() >>> square & 1) != 0) {
      return Option.some(Side.RED);
    }
    return (blue() >>> square & 1) != 0 ? Option.some(Side.BLUE) : Option.none();
  }

  /**
   * The squares a side occupies, as a bitboard (bit {@code i} = square {@code i}).
   *
   * @param owner the side
   * @return the occupancy
   */
  public long occupancy(Side owner) {
    return owner == Side.RED ? red() : blue();
  }

  /**
   * The square of one side's animal.
   *
   * @param owner the side
   * @param piece the animal
   * @return its square, or none if it was captured
   */
  public Option<Integer> squareOf(Side owner, Piece piece) {
    long m = occupancy(owner) & planeMask(piece.ordinal());
    return m == 0 ? Option.none() : Option.some(Long.numberOfTrailingZeros(m));
  }

  private long planeMask(int type) {
    long m = (type & 1) != 0 ? t0 : ~t0;
    m &= (type & 2) != 0 ? t1 : ~t1;
    m &= (type & 4) != 0 ? t2 : ~t2;
    return m & (red() | blue());
  }

  // ---------------------------------------------------------------- status

  @Override
  public int currentPlayer() {
    return isTerminal() ? Players.TERMINAL : side();
  }

  @Override
  public boolean isTerminal() {
    int e = end;
    if (e == UNDECIDED) {
      e = endsHere() ? OVER : GOES_ON;
      end = e;
    }
    return e == OVER;
  }

  private boolean endsHere() {
    // A den entered (by either side: parse allows the mover in the enemy den too), a side
    // without pieces, or no move for the side to move.
    int myDen = t2 >= 0 ? Squares.RED_DEN : Squares.BLUE_DEN;
    int theirDen = Squares.RED_DEN + Squares.BLUE_DEN - myDen;
    return ((waiting >>> myDen | moving >>> theirDen) & 1) != 0 || moving == 0 || waiting == 0
        || !hasAnyMove(side(), moving, waiting, t0, t1, t2);
  }

  /** The reason for the end (ordinal) and the winner (0 Red, 1 Blue, 2 draw); only when over. */
  private int endReasonIndex() {
    if ((red() >>> Squares.BLUE_DEN & 1) != 0 || (blue() >>> Squares.RED_DEN & 1) != 0) {
      return JungleResult.Reason.DEN.ordinal();
    }
    if (red() == 0 || blue() == 0) {
      return JungleResult.Reason.ALL_CAPTURED.ordinal();
    }
    return JungleResult.Reason.NO_MOVE.ordinal();
  }

  private int winnerIndex() {
    if ((red() >>> Squares.BLUE_DEN & 1) != 0) {
      return 0;
    }
    if ((blue() >>> Squares.RED_DEN & 1) != 0) {
      return 1;
    }
    if (red() == 0) {
      return 1;
    }
    if (blue() == 0) {
      return 0;
    }
    return rules.noMoveLoses() ? 1 - side() : 2;
  }

  /**
   * Whether a side has a legal move in the position given by its own and the enemy's occupancy
   * and the type planes.
   */
  private boolean hasAnyMove(int side, long own, long enemy, long p0, long p1, long p2) {
    long occ = own | enemy;
    long ownDen = 1L << (side == 0 ? Squares.RED_DEN : Squares.BLUE_DEN);
    // Every piece may step onto an empty land square next to it that is not its own den; that
    // settles almost every position without looking at captures or jumps.
    long empty = Squares.BOARD & ~occ & ~Squares.WATER & ~ownDen;
    long near = (own << 7) | (own >>> 7) | ((own & ~FILE_G) << 1) | ((own & ~FILE_A) >>> 1);
    if ((near & empty) != 0) {
      return true;
    }
    long myTraps = side == 0 ? Squares.RED_TRAPS : Squares.BLUE_TRAPS;
    long mayGo = ~own & ~ownDen;
    long rats = rats(own, p0, p1, p2);
    long jumpers = jumpers(own, p0, p1, p2);
    for (long pieces = own; pieces != 0; pieces &= pieces - 1) {
      int from = Long.numberOfTrailingZeros(pieces);
      if (targets(from, rats, jumpers, mayGo, enemy, occ, myTraps, p0, p1, p2) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * How the game ended here, without regard to repetition (which needs the history: see {@link
   * JungleResult#of(dev.tabletop.core.GameHistory)}).
   *
   * @return the result, or none while the game goes on
   */
  public Option<JungleResult> result() {
    if (!isTerminal()) {
      return Option.none();
    }
    int winner = winnerIndex();
    return Option.some(new JungleResult(
        winner == 2 ? Option.none() : Option.some(Side.ofPlayer(winner)),
        JungleResult.Reason.values()[endReasonIndex()]));
  }

  /**
   * Whether this terminal position is the no-move kind, which the perft convention counts as 0
   * leaves (a den entry or a side without pieces counts 1).
   *
   * @return {@code true} when the side to move is out of moves with pieces left
   */
  public boolean isNoMoveEnd() {
    return isTerminal() && endReasonIndex() == JungleResult.Reason.NO_MOVE.ordinal();
  }

  @Override
  public int returns(int player) {
    Players.checkSeat(player, 2);
    if (!isTerminal()) {
      return 0;
    }
    int winner = winnerIndex();
    if (winner == 2) {
      return 0;
    }
    return winner == player ? 1 : -1;
  }

  @Override
  public String endReason() {
    return isTerminal() ? JungleResult.Reason.values()[endReasonIndex()].label() : "";
  }

  @Override
  public int chanceTotal() {
    return 0;
  }

  // ---------------------------------------------------------------- generation

  /**
   * The squares the piece on {@code from} may move to: the heart of the generator, and its only
   * copy (legal moves, counting, legality and the end test all call it).
   *
   * <p>The common piece costs a table look-up and a few masks, with no branch on its type and
   * without reading its type at all: {@code rats} lets the Rat into the water, and only a Lion or
   * Tiger on a lake's bank ({@code jumpers}, rare) and targets holding an enemy (rarer) take a
   * branch that reads the type planes.
   *
   * @param rats the mover's Rat as a bitboard (0 or one bit)
   * @param jumpers the mover's Lion and Tiger where they stand on a bank
   * @param mayGo the squares not held by the mover's side and not its own den
   * @param p0 type plane 0 of the position (planes are passed so that {@link #apply(int)} can
   *     ask about a position before it makes the state), likewise {@code p1} and {@code p2}
   */
  private long targets(int from, long rats, long jumpers, long mayGo, long enemy, long occ,
      long myTraps, long p0, long p1, long p2) {
    // Land everywhere, plus the water when the piece is the Rat: -(bit) is all ones or zero.
    long m = Tables.STEP[from] & (LAND | -(rats >>> from & 1));
    if ((jumpers >>> from & 1) != 0) {
      m |= jumps(from, typeAt(p0, p1, p2, from), occ);
    }
    m &= mayGo;
    long caps = m & enemy;
    if (caps != 0) {
      m = withoutForbiddenCaptures(from, typeAt(p0, p1, p2, from), m, caps, myTraps, p0, p1, p2);
    }
    return m;
  }

  /**
   * The landing squares of a Lion's or Tiger's jumps from a bank square. A jump survives when the
   * water it crosses is empty: {@code (occ & path) - 1} is negative exactly when {@code occ & path}
   * is 0, so its sign spread by {@code >> 63} is the mask; {@link JungleRules#jumpLandings} then
   * keeps the jumps the piece may make under the rules.
   */
  private long jumps(int from, int type, long occ) {
    long j = (Tables.JUMP_A[from] & (occ & Tables.PATH_A[from]) - 1 >> 63)
        | (Tables.JUMP_B[from] & (occ & Tables.PATH_B[from]) - 1 >> 63);
    return j & rules.jumpLandings[type];
  }

  /** The targets {@code m} less the captures in {@code caps} that the rules forbid. */
  private long withoutForbiddenCaptures(int from, int type, long m, long caps, long myTraps,
      long p0, long p1, long p2) {
    long result = m;
    for (long c = caps; c != 0; c &= c - 1) {
      int to = Long.numberOfTrailingZeros(c);
      // A capture between water and land (only a Rat moves so) follows its own table; on the
      // same terrain an enemy on the mover's trap is always taken, else the capture table rules.
      long table = ((Squares.WATER >>> from ^ Squares.WATER >>> to) & 1) != 0
          ? rules.canTakeAcrossBank : rules.canTake | myTraps >>> to << 63 >> 63;
      result &= ~((~table >>> (8 * type + typeAt(p0, p1, p2, to)) & 1) << to);
    }
    return result;
  }

  /** The type-0 squares (the Rat's) among some pieces: all three planes clear. */
  private static long rats(long pieces, long p0, long p1, long p2) {
    return pieces & ~(p0 | p1 | p2);
  }

  /** The Lion (type 6: planes 0 1 1) and Tiger (5: planes 1 0 1) among some pieces, on a bank. */
  private static long jumpers(long pieces, long p0, long p1, long p2) {
    return pieces & Tables.JUMP_BANKS & p2 & (p0 ^ p1);
  }

  @Override
  public void legalMoves(MoveBuffer out) {
    out.clear();
    if (isTerminal()) {
      return;
    }
    long own = moving;
    long enemy = waiting;
    long notOwnDen = ~(1L << (t2 >= 0 ? Squares.RED_DEN : Squares.BLUE_DEN));
    long myTraps = t2 >= 0 ? Squares.RED_TRAPS : Squares.BLUE_TRAPS;
    long occ = own | enemy;
    long mayGo = ~own & notOwnDen;
    long rats = rats(own, t0, t1, t2);
    long jumpers = jumpers(own, t0, t1, t2);
    for (long pieces = own; pieces != 0; pieces &= pieces - 1) {
      int from = Long.numberOfTrailingZeros(pieces);
      long targets = targets(from, rats, jumpers, mayGo, enemy, occ, myTraps, t0, t1, t2);
      // A piece that cannot move skips the buffer's call and its four speculative writes.
      if (targets != 0) {
        out.addTargets(from << 6, targets);
      }
    }
  }

  /**
   * The number of legal moves, without writing them anywhere. Allocates nothing.
   *
   * @return 0 in a terminal position
   */
  public int countMoves() {
    if (isTerminal()) {
      return 0;
    }
    int side = side();
    long own = moving;
    long enemy = waiting;
    long notOwnDen = ~(1L << (side == 0 ? Squares.RED_DEN : Squares.BLUE_DEN));
    long myTraps = side == 0 ? Squares.RED_TRAPS : Squares.BLUE_TRAPS;
    long occ = moving | waiting;
    long mayGo = ~own & notOwnDen;
    long rats = rats(own, t0, t1, t2);
    long jumpers = jumpers(own, t0, t1, t2);
    int n = 0;
    for (long pieces = own; pieces != 0; pieces &= pieces - 1) {
      int from = Long.numberOfTrailingZeros(pieces);
      n += Long.bitCount(targets(from, rats, jumpers, mayGo, enemy, occ, myTraps, t0, t1, t2));
    }
    return n;
  }

  /**
   * Whether a code is a legal move here, without generating the others.
   *
   * @param move any int
   * @return {@code true} when {@link #legalMoves(MoveBuffer)} would list it
   */
  public boolean isLegal(int move) {
    if ((move & ~0xFFF) != 0 || isTerminal()) {
      return false;
    }
    int from = move >>> 6;
    int to = move & 63;
    int side = side();
    long own = moving;
    if (from >= Squares.COUNT || to >= Squares.COUNT || (own >>> from & 1) == 0) {
      return false;
    }
    long enemy = waiting;
    long notOwnDen = ~(1L << (side == 0 ? Squares.RED_DEN : Squares.BLUE_DEN));
    long myTraps = side == 0 ? Squares.RED_TRAPS : Squares.BLUE_TRAPS;
    long mayGo = ~own & notOwnDen;
    return (targets(from, rats(own, t0, t1, t2), jumpers(own, t0, t1, t2), mayGo, enemy,
        moving | waiting, myTraps, t0, t1, t2) >>> to & 1) != 0;
  }

  // ---------------------------------------------------------------- apply

  /**
   * The position after a move: one new 64-byte state. Unchecked beyond well-formedness: a code
   * from {@link #legalMoves(MoveBuffer)} is expected, and the result of a well-formed but illegal
   * code is unspecified (it may be no reachable position: the Wolf in the lake, which {@link
   * JungleRules#position(String)} refuses); use {@link #play(int)} or {@link #play(String)} for
   * input from outside.
   *
   * @param move a move code, {@code from * 64 + to}
   * @return the next state
   * @throws IllegalArgumentException if the game is over here (no code is a move then), or the
   *     code is outside 0..4095, names a square off the board, its from-square holds no piece of
   *     the side to move, or its to-square holds one
   */
  @Override
  public JungleState apply(int move) {
    int from = move >>> 6 & 63;
    int to = move & 63;
    long own = moving;
    long enemy = waiting;
    long fromBit = 1L << from;
    long toBit = 1L << to;
    // Every well-formedness check in one branch, taken only by bad input: the code fits in 12
    // bits, the from-square holds a piece of the mover (never bit 63, which no side occupies),
    // and the to-square is on the board and not the mover's; then that the game goes on (decided
    // once a state, usually by the generation that produced the move).
    if ((move & ~0xFFF | ~own >>> from & 1 | (own | ~Squares.BOARD) >>> to & 1) != 0
        || isTerminal()) {
      throw new IllegalArgumentException(whyNotApplicable(move));
    }
    // Each type plane's bit moves from the from-square to the to-square, over whatever the victim
    // left there; the type is never read as a number. (from < 63, so t2's bit 63, the side to
    // move, is not the one moved.)
    long keep = ~(fromBit | toBit);
    long n0 = (t0 & keep) | (t0 >>> from & 1) << to;
    long n1 = (t1 & keep) | (t1 >>> from & 1) << to;
    long n2 = ((t2 ^ SIDE_BIT) & keep) | (t2 >>> from & 1) << to;
    long ownAfter = own ^ fromBit | toBit;
    long enemyAfter = enemy & ~toBit;
    // The end (a den entry, the last enemy taken, or no reply for the enemy) is left to the new
    // state's first isTerminal(): a perft leaf never asks.
    // The side that waited moves next: no branch on whose turn it was.
    return new JungleState(rules, enemyAfter, ownAfter, n0, n1, n2);
  }

  /** The message of {@link #apply(int)} for a code it refuses. */
  private String whyNotApplicable(int move) {
    if ((move & ~0xFFF) != 0) {
      return "not a Jungle move code (from * 64 + to): " + move;
    }
    if (isTerminal()) {
      return "move " + moveText(move) + ": the game is over (" + endReason() + ")";
    }
    int from = move >>> 6;
    int to = move & 63;
    if (from >= Squares.COUNT || to >= Squares.COUNT) {
      return "move code " + move + " names a square off the board";
    }
    long own = moving;
    if ((own >>> from & 1) == 0) {
      return "move " + moveText(move) + ": no " + sideToMove().title() + " piece on "
          + Squares.name(from);
    }
    return "move " + moveText(move) + ": " + Squares.name(to)
        + " holds a piece of the side to move";
  }

  // ---------------------------------------------------------------- hashing and equality

  @Override
  public long hash() {
    return hashOf(red(), blue(), t0, t1, t2);
  }

  /**
   * The hash of a position's five words: each word xor its seed through SplitMix64's bijective
   * finalizer, the five results xor-ed. The five mixes are independent of one another, so they
   * run side by side; a position's words are canonical (type bits only on occupied squares, bit
   * 63 only for the side to move and the end), so equal positions hash alike.
   */
  private static long hashOf(long red, long blue, long t0, long t1, long t2) {
    return Zobrist.mix(red ^ SEEDS[0]) ^ Zobrist.mix(blue ^ SEEDS[1]) ^ Zobrist.mix(t0 ^ SEEDS[2])
        ^ Zobrist.mix(t1 ^ SEEDS[3]) ^ Zobrist.mix(t2 ^ SEEDS[4]);
  }

  @Override
  public long hashFromScratch() {
    // The words rebuilt square by square from what stands where, so that a stray type bit on an
    // empty square shows as a different hash.
    long p0 = 0;
    long p1 = 0;
    long p2 = t2 & SIDE_BIT;
    for (long pieces = moving | waiting; pieces != 0; pieces &= pieces - 1) {
      int sq = Long.numberOfTrailingZeros(pieces);
      int type = typeAt(sq);
      p0 |= (long) (type & 1) << sq;
      p1 |= (long) (type >>> 1 & 1) << sq;
      p2 |= (long) (type >>> 2) << sq;
    }
    return hashOf(red(), blue(), p0, p1, p2);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof JungleState s && s.moving == moving && s.waiting == waiting && s.t0 == t0
        && s.t1 == t1 && s.t2 == t2 && s.rules.equals(rules);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash()) * 31 + rules.hashCode();
  }

  // ---------------------------------------------------------------- notation

  /**
   * The position in the notation: ranks 9 to 1 separated by {@code /}, files a..g, digits for runs
   * of empty squares, uppercase Red and lowercase Blue, then {@code w} or {@code b} for the side
   * to move.
   *
   * @return such as {@code l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w}
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(64);
    for (int r = Squares.RANKS - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < Squares.FILES; f++) {
        int sq = Squares.of(f, r);
        Option<Side> owner = sideAt(sq);
        if (owner.isEmpty()) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(Piece.ofIndex(typeAt(sq)).letter(owner.get()));
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    return sb.append(' ').append(sideToMove().letter()).toString();
  }

  /**
   * Reads a position in the notation (see {@link #toString()}), checking that it could stand on a
   * Jungle board.
   *
   * @param rules the rules to play it under
   * @param text the position
   * @return the state, or a message naming the first thing that is malformed: the rank count, a
   *     rank's length, an unknown letter, a duplicated animal, an animal in water that cannot swim,
   *     an animal in its own den, both dens entered, or an empty board
   */
  static Either<String, JungleState> parse(JungleRules rules, String text) {
    if (rules == null) {
      return Either.left("rules are missing");
    }
    if (text == null || text.isBlank()) {
      return Either.left("position is empty");
    }
    String[] parts = text.strip().split("\\s+");
    if (parts.length != 2) {
      return Either.left("position '" + text + "' must be the board and the side to move"
          + " separated by a space, like '" + START + "'");
    }
    int toMove;
    if (parts[1].equals("w")) {
      toMove = 0;
    } else if (parts[1].equals("b")) {
      toMove = 1;
    } else {
      return Either.left("side to move must be 'w' (Red) or 'b' (Blue), was '" + parts[1] + "'");
    }
    String[] ranks = parts[0].split("/", -1);
    if (ranks.length != Squares.RANKS) {
      return Either.left("expected 9 ranks separated by '/', found " + ranks.length);
    }
    long[] occ = new long[2];
    long[] planes = new long[3];
    int[][] seen = new int[2][8];
    for (int i = 0; i < Squares.RANKS; i++) {
      int rank = Squares.RANKS - 1 - i;
      String row = ranks[i];
      int file = 0;
      for (int k = 0; k < row.length(); k++) {
        char c = row.charAt(k);
        if (c >= '0' && c <= '9') {
          if (c == '0' || c > '7') {
            return Either.left("rank " + (rank + 1) + ": '" + c
                + "' is not a run of empty squares (1 to 7)");
          }
          file += c - '0';
          if (file > Squares.FILES) {
            return Either.left("rank " + (rank + 1) + " '" + row + "' has more than 7 squares");
          }
          continue;
        }
        Option<Piece> piece = Piece.ofLetter(c);
        if (piece.isEmpty() || !Character.isLetter(c)) {
          return Either.left("rank " + (rank + 1) + ": unknown piece letter '" + c
              + "' (letters are E L T P W D C R, uppercase Red, lowercase Blue)");
        }
        if (file >= Squares.FILES) {
          return Either.left("rank " + (rank + 1) + " '" + row + "' has more than 7 squares");
        }
        int owner = Character.isUpperCase(c) ? 0 : 1;
        Side s = owner == 0 ? Side.RED : Side.BLUE;
        Piece p = piece.get();
        int sq = Squares.of(file, rank);
        if (seen[owner][p.ordinal()] != 0) {
          return Either.left("two " + s.title() + " " + p.title() + "s, on "
              + Squares.name(seen[owner][p.ordinal()] - 1) + " and " + Squares.name(sq));
        }
        seen[owner][p.ordinal()] = sq + 1;
        if (Squares.isWater(sq) && p != Piece.RAT) {
          return Either.left("the " + s.title() + " " + p.title() + " on " + Squares.name(sq)
              + " stands in the water, where only the Rat may go");
        }
        if (sq == Squares.den(s)) {
          return Either.left("the " + s.title() + " " + p.title() + " on " + Squares.name(sq)
              + " stands in its own den");
        }
        occ[owner] |= 1L << sq;
        for (int b = 0; b < 3; b++) {
          planes[b] |= (long) (p.ordinal() >>> b & 1) << sq;
        }
        file++;
      }
      if (file != Squares.FILES) {
        return Either.left("rank " + (rank + 1) + " '" + row + "' has " + file
            + " squares, expected 7");
      }
    }
    if ((occ[0] >>> Squares.BLUE_DEN & 1) != 0 && (occ[1] >>> Squares.RED_DEN & 1) != 0) {
      return Either.left("both dens are entered; a game ends at the first");
    }
    if (occ[0] == 0 && occ[1] == 0) {
      return Either.left("the board has no pieces");
    }
    return Either.right(build(rules, occ[0], occ[1], planes[0], planes[1], planes[2], toMove));
  }

  /**
   * A board diagram for people: ranks 9 (Blue's side) down to 1, pieces as notation letters
   * (uppercase Red, lowercase Blue), {@code ~} water, {@code #} trap, {@code @} den, {@code .}
   * land, then whose turn it is or how the game ended.
   *
   * @return several lines of text
   */
  public String diagram() {
    StringBuilder sb = new StringBuilder(256);
    sb.append("  +---------------+\n");
    for (int r = Squares.RANKS - 1; r >= 0; r--) {
      sb.append(r + 1).append(" |");
      for (int f = 0; f < Squares.FILES; f++) {
        int sq = Squares.of(f, r);
        Option<Side> owner = sideAt(sq);
        char c;
        if (owner.isDefined()) {
          c = Piece.ofIndex(typeAt(sq)).letter(owner.get());
        } else if (Squares.isWater(sq)) {
          c = '~';
        } else if (sq == Squares.RED_DEN || sq == Squares.BLUE_DEN) {
          c = '@';
        } else if (((Squares.RED_TRAPS | Squares.BLUE_TRAPS) >>> sq & 1) != 0) {
          c = '#';
        } else {
          c = '.';
        }
        sb.append(' ').append(c);
      }
      sb.append(" |\n");
    }
    sb.append("  +---------------+\n");
    sb.append("    a b c d e f g\n");
    Option<JungleResult> result = result();
    sb.append(result.map(JungleResult::toString).getOrElse(sideToMove().title() + " to move"));
    return sb.append('\n').toString();
  }

  // ---------------------------------------------------------------- moves for people

  /**
   * A move in notation: from-square then to-square.
   *
   * @param move a move code
   * @return such as {@code a3a4}, or {@code ?} and the code when it names no squares
   */
  @Override
  public String moveText(int move) {
    int from = move >>> 6;
    int to = move & 63;
    if ((move & ~0xFFF) != 0 || from >= Squares.COUNT || to >= Squares.COUNT) {
      return "?" + move;
    }
    return Squares.name(from) + Squares.name(to);
  }

  /**
   * The typed description of a move from this position: the moving animal, the squares, what it
   * takes and whether it jumps. Meant for legal moves; it describes any code whose from-square
   * holds a piece.
   *
   * @param move a move code
   * @return the description
   * @throws IllegalArgumentException if the code names no squares or its from-square is empty
   */
  public JungleMove move(int move) {
    int from = move >>> 6;
    int to = move & 63;
    if ((move & ~0xFFF) != 0 || from >= Squares.COUNT || to >= Squares.COUNT) {
      throw new IllegalArgumentException("not a Jungle move code: " + move);
    }
    Option<Side> mover = sideAt(from);
    if (mover.isEmpty()) {
      throw new IllegalArgumentException("no piece on " + Squares.name(from));
    }
    Option<Piece> captured = sideAt(to).contains(mover.get().opponent()) ? pieceAt(to)
        : Option.none();
    return new JungleMove(mover.get(), Piece.ofIndex(typeAt(from)), from, to, captured,
        Tables.jumpSlot(from, to) >= 0);
  }

  /**
   * The legal moves as typed records, in code order. Allocates; for user interfaces and tests,
   * not for search.
   *
   * @return the moves, empty when the game is over
   */
  public List<JungleMove> moves() {
    MoveBuffer buffer = new MoveBuffer(JungleRules.MAX_MOVES);
    legalMoves(buffer);
    List<JungleMove> result = List.empty();
    for (int i = buffer.size() - 1; i >= 0; i--) {
      result = result.prepend(move(buffer.get(i)));
    }
    return result;
  }

  /**
   * Reads move text such as {@code a3a4} against this position and checks that it is legal: {@link
   * IllegalMove.Kind#UNREADABLE} when the text is not two squares of the board, {@link
   * IllegalMove.Kind#ILLEGAL} with the rule (and the code) when it names two squares but the move
   * is not legal here.
   *
   * @param text from-square then to-square
   * @return the legal code, or why the text was refused
   */
  @Override
  public Either<IllegalMove, Integer> parseMove(String text) {
    if (text == null || text.strip().length() != 4) {
      return Either.left(IllegalMove.unreadable(text == null ? null : text.strip(),
          "a move is two squares like a3a4"));
    }
    String t = text.strip();
    Either<String, Integer> from = Squares.read(t.substring(0, 2));
    if (from.isLeft()) {
      return Either.left(IllegalMove.unreadable(t, from.getLeft()));
    }
    Either<String, Integer> to = Squares.read(t.substring(2));
    if (to.isLeft()) {
      return Either.left(IllegalMove.unreadable(t, to.getLeft()));
    }
    int code = JungleMove.code(from.get(), to.get());
    if (!isLegal(code)) {
      return Either.left(IllegalMove.illegal(t, code, whyIllegal(code)));
    }
    return Either.right(code);
  }

  /**
   * Reads move text such as {@code a3a4} against this position and gives the typed move: {@link
   * #parseMove(String)} and {@link #move(int)} in one call, with the same refusals as {@code
   * parseMove}. Off the hot path: it allocates.
   *
   * @param text from-square then to-square; surrounding white space is ignored
   * @return the legal move, with its piece, squares, capture and jump; or why the text was
   *     refused ({@link IllegalMove.Kind#UNREADABLE} or {@link IllegalMove.Kind#ILLEGAL})
   */
  public Either<IllegalMove, JungleMove> moveOf(String text) {
    return parseMove(text).map(this::move);
  }

  /**
   * What a legal move does here, in order: the piece moves or jumps, the enemy piece it takes,
   * and the end of the game when the move ends it. Off the hot path.
   *
   * @param move a legal move here
   * @return the effects, the move first
   * @throws IllegalArgumentException if the move is not legal here
   */
  @Override
  public Seq<JungleEffect> effects(int move) {
    if (!isLegal(move)) {
      throw new IllegalArgumentException("move " + move + " is not legal here: " + whyIllegal(move));
    }
    JungleMove m = move(move);
    Seq<JungleEffect> out = List.of(m.jump()
        ? new JungleEffect.Jumped(m.side(), m.piece(), m.from(), m.to())
        : new JungleEffect.Moved(m.side(), m.piece(), m.from(), m.to()));
    if (m.captured().isDefined()) {
      out = out.append(new JungleEffect.Captured(m.piece(), m.side().opponent(), m.captured().get(),
          m.to()));
    }
    Option<JungleResult> end = apply(move).result();
    if (end.isDefined()) {
      out = out.append(new JungleEffect.GameEnded(end.get()));
    }
    return out;
  }

  /**
   * The rules file's perft convention: a den entry or a side without pieces is one leaf, a side
   * to move with pieces but no legal move is none.
   *
   * @return 0 for a no-move end, else 1
   */
  @Override
  public long perftTerminalLeaves() {
    return isNoMoveEnd() ? 0 : 1;
  }

  /**
   * The validated entry point for a move code: applies it when legal, else says why not.
   * Allocates nothing but the result (no move list).
   *
   * @param move the code a client sent
   * @return the next state, or the reason the move is illegal
   */
  @Override
  public Either<IllegalMove, JungleState> play(int move) {
    if (isLegal(move)) {
      return Either.right(apply(move));
    }
    return Either.left(new IllegalMove(move, whyIllegal(move)));
  }

  /**
   * Why a code is not a legal move here, in the game's terms, such as "the Elephant cannot take
   * the Rat", "the jump is blocked by the Rat on c5", "only the Rat may enter the water" or "a
   * piece may not enter its own den".
   *
   * @param move a code
   * @return the reason; for a legal code, a sentence saying that it is legal
   */
  @Override
  public String whyIllegal(int move) {
    Option<JungleResult> result = result();
    if (result.isDefined()) {
      return "the game is over: " + result.get();
    }
    if ((move & ~0xFFF) != 0 || (move >>> 6) >= Squares.COUNT || (move & 63) >= Squares.COUNT) {
      return "code " + move + " is not a Jungle move (from-square * 64 + to-square, squares 0-62)";
    }
    int from = move >>> 6;
    int to = move & 63;
    String fromName = Squares.name(from);
    String toName = Squares.name(to);
    Side me = sideToMove();
    Option<Side> owner = sideAt(from);
    if (owner.isEmpty()) {
      return "there is no piece on " + fromName;
    }
    Piece piece = Piece.ofIndex(typeAt(from));
    if (owner.get() != me) {
      return "the " + piece.title() + " on " + fromName + " is " + owner.get().title()
          + "'s, and it is " + me.title() + "'s turn";
    }
    String the = "the " + piece.title();
    if (from == to) {
      return "a move must take " + the + " to another square";
    }
    if (sideAt(to).contains(me)) {
      return the + " cannot move onto " + me.title() + "'s own "
          + Piece.ofIndex(typeAt(to)).title() + " on " + toName;
    }
    int slot = Tables.jumpSlot(from, to);
    boolean step = (Tables.STEP[from] >>> to & 1) != 0;
    if (!step && slot < 0) {
      int df = Math.abs(Squares.file(from) - Squares.file(to));
      int dr = Math.abs(Squares.rank(from) - Squares.rank(to));
      if (df == dr) {
        return "pieces never move diagonally; " + the + " moves one square up, down, left or right";
      }
      return the + " moves one square up, down, left or right"
          + (piece == Piece.LION || piece == Piece.TIGER
              ? ", or jumps straight across a lake from bank to bank" : "");
    }
    if (to == Squares.den(me)) {
      return "a piece may not enter its own den";
    }
    if (slot >= 0) {
      if (piece != Piece.LION && piece != Piece.TIGER) {
        return "only the Lion and the Tiger jump across the water";
      }
      if (piece == Piece.TIGER && Tables.JUMP_ALONG_RANK[slot] && !rules.tigerJumpsRanks()) {
        return "under these rules the Tiger jumps across the water only along files";
      }
      long blockers = Tables.JUMP_PATH[slot] & (moving | waiting);
      if (blockers != 0) {
        int b = Long.numberOfTrailingZeros(blockers);
        return "the jump is blocked by the " + sideAt(b).get().title() + " Rat on "
            + Squares.name(b);
      }
    } else if (Squares.isWater(to) && piece != Piece.RAT) {
      return "only the Rat may enter the water";
    }
    if (sideAt(to).contains(me.opponent())) {
      Piece victim = Piece.ofIndex(typeAt(to));
      String their = "the " + victim.title();
      boolean fromWater = Squares.isWater(from);
      boolean toWater = Squares.isWater(to);
      boolean ratsAcrossBank = piece == Piece.RAT && victim == Piece.RAT
          && rules.ratTakesAcrossBank();
      if (fromWater && !toWater && !ratsAcrossBank) {
        return "the Rat in the water cannot take " + their + " on land";
      }
      if (!fromWater && toWater && !ratsAcrossBank) {
        return "no piece on land can take a Rat in the water";
      }
      if (!((Squares.traps(me) >>> to & 1) != 0 || rules.takes(piece, victim))) {
        if (piece == Piece.ELEPHANT && victim == Piece.RAT) {
          return "the Elephant cannot take the Rat";
        }
        return the + " (rank " + rules.rank(piece) + ") cannot take " + their + " (rank "
            + rules.rank(victim) + ")";
      }
    }
    if (isLegal(move)) {
      return moveText(move) + " is legal";
    }
    return moveText(move) + " is not legal here";
  }
}
