package dev.tabletop.domino;

import dev.tabletop.core.GameState;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * One moment of a domino round, seen by nobody in particular: every hand, the boneyard (bài dư),
 * the line on the table with its two open ends, whose turn it is, and the history that led here.
 *
 * <p>Hands are 28-bit tile masks; the boneyard is the tiles in no hand and not on the table; the
 * line is a mask; the two end numbers, whose turn it is and the rest of the status are packed into
 * one long, so a state is a 48-byte object, and {@link #hash()} is worked out when asked. The
 * history is kept as a parent pointer: each state remembers the state it came from and the code
 * applied, so {@link #apply(int)} still allocates one object, and views and the line's order are
 * read by walking back (off the hot path). Equality compares the whole history (two deals of the same hands in
 * different orders are different nodes of the game tree); {@link #hash()} covers the current
 * position only, which is consistent with that equality.
 *
 * <p>Phases: the deal (chance nodes, tile {@code k} to seat {@code k mod n}), play (a seat to
 * move), a draw (a chance node whose outcome only the drawer sees), and the end.
 */
public final class DominoState implements GameState<DominoState> {
  static final int DEAL = 0;
  static final int PLAY = 1;
  static final int DRAWING = 2;
  static final int OVER = 3;

  /** The end value of an empty table. */
  static final int EMPTY = 7;

  static final int NO_REASON = 0;
  static final int DOMINO = 1;
  static final int BLOCKED = 2;

  // ---------------------------------------------------------------- the tables, all built below

  /** Tiles by leading rank: 6:6 … 0:0, then the others by pips, ties to the higher half. */
  static final int[] LEAD_ORDER = new int[Tiles.COUNT];
  /** LEAD_RANK[t]: position of t in LEAD_ORDER. */
  static final int[] LEAD_RANK = new int[Tiles.COUNT];

  /** MATCH[blankWild][end]: the tiles playable on an end (end 7, the empty table: all). */
  private static final int[][] MATCH = new int[3][8];
  /**
   * The placement codes legal on one end, whatever the hand: {@code ON_END_LOW[(blankWild * 2 +
   * side) * 8 + end]} holds codes 0..63 (tiles 0..15) as bits, {@code ON_END_HIGH} codes 64..111
   * (tiles 16..27) as bits 0..47. End 7 is the empty table: every lead code on side 0, nothing
   * on side 1.
   */
  private static final long[] ON_END_LOW = new long[3 * 2 * 8];
  private static final long[] ON_END_HIGH = new long[3 * 2 * 8];
  /**
   * SPREAD[b]: each set bit i of the byte b widened to the four bits 4i..4i+3, so that the code
   * bits of a set of tiles (four codes a tile) are four look-ups, see {@link #codesLow(int)}.
   */
  private static final long[] SPREAD = new long[256];
  /** DEAL_SEAT[players * 32 + dealt]: the seat the next tile of the deal goes to. */
  private static final byte[] DEAL_SEAT = new byte[5 * 32];


  static {
    int k = 0;
    for (int d = 6; d >= 0; d--) {
      LEAD_ORDER[k++] = Tiles.of(d, d);
    }
    for (int pips = 11; pips >= 1; pips--) {
      for (int hi = 6; hi >= 0; hi--) {
        int lo = pips - hi;
        if (lo >= 0 && lo < hi) {
          LEAD_ORDER[k++] = Tiles.of(lo, hi);
        }
      }
    }
    for (int i = 0; i < Tiles.COUNT; i++) {
      LEAD_RANK[LEAD_ORDER[i]] = i;
    }
    for (int w = 0; w < 3; w++) {
      BlankWild wild = BlankWild.values()[w];
      MATCH[w][EMPTY] = Tiles.ALL;
      for (int e = 0; e < 7; e++) {
        for (int t = 0; t < Tiles.COUNT; t++) {
          if (matches(Tiles.low(t), e, wild) || matches(Tiles.high(t), e, wild)) {
            MATCH[w][e] |= 1 << t;
          }
        }
      }
      for (int side = 0; side < 2; side++) {
        for (int e = 0; e < 8; e++) {
          for (int t = 0; t < Tiles.COUNT; t++) {
            int code = DominoMoves.place(t, side, false);
            boolean low = e == EMPTY ? side == 0 : matches(Tiles.low(t), e, wild);
            boolean high = e != EMPTY && !Tiles.isDouble(t) && matches(Tiles.high(t), e, wild);
            if (low) {
              setCode((w * 2 + side) * 8 + e, code);
            }
            if (high) {
              setCode((w * 2 + side) * 8 + e, code | 1);
            }
          }
        }
      }
    }
    for (int b = 0; b < 256; b++) {
      for (int i = 0; i < 8; i++) {
        if ((b & 1 << i) != 0) {
          SPREAD[b] |= 0xFL << 4 * i;
        }
      }
    }
    for (int n = 2; n <= 4; n++) {
      for (int dealt = 0; dealt < 32; dealt++) {
        DEAL_SEAT[n * 32 + dealt] = (byte) (dealt % n);
      }
    }
  }

  private static void setCode(int slot, int code) {
    if (code < 64) {
      ON_END_LOW[slot] |= 1L << code;
    } else {
      ON_END_HIGH[slot] |= 1L << code - 64;
    }
  }

  // ---------------------------------------------------------------- the packed status

  // Bits of the status long. Bits 0..29 are the position (the hash covers them), then the code
  // that led here and the ply. Seats and tiles that may be -1 are stored plus one.
  private static final int S_LEFT = 0;
  private static final int S_RIGHT = 3;
  private static final int S_TURN = 6;
  private static final int S_PHASE = 8;
  private static final int S_FORCED = 10;
  private static final int S_STREAK = 15;
  private static final int S_LAST = 21;
  private static final int S_LEADER = 24;
  private static final int S_REASON = 27;
  private static final int S_DREW = 29;
  private static final long POSITION = (1L << 30) - 1;
  private static final long HASH_SEED = 0x0D0A1E5D0A1E5L;
  private static final int S_MOVE = 32;
  private static final int S_PLY = 40;
  /** The status bits a dealt tile keeps: the ends, the leader rule, the code and the ply. */
  private static final long IN_DEAL = 0x3FL << S_LEFT | 7L << S_LEADER | 0xFFFFFFL << S_MOVE;

  private final DominoRules rules;
  /**
   * The state this one came from; at a root, null, or for a parsed root its line left to right
   * ({@code int[]}, each entry {@code leftHalf * 8 + rightHalf}). One field for both keeps the
   * object small; {@link #parentOrNull()} and {@link #rootLine()} tell them apart.
   */
  private final Object parent;
  private final int h0;
  private final int h1;
  private final int h2;
  private final int h3;
  private final int line;
  /** Left and right ends, turn, phase, forced tile, passes, last player, leader, end, code, ply. */
  private final long status;

  private DominoState(DominoRules rules, Object parent, int h0, int h1, int h2, int h3, int line,
      long status) {
    this.rules = rules;
    this.parent = parent;
    this.h0 = h0;
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    this.line = line;
    this.status = status;
  }

  /** Packs a root's status; every field is in range (streak at most 63). */
  private static long pack(int left, int right, int turn, int phase, int forced, int streak,
      int last, int leader, int reason, boolean drew) {
    return (long) left << S_LEFT | (long) right << S_RIGHT | (long) turn << S_TURN
        | (long) phase << S_PHASE | (long) (forced + 1) << S_FORCED
        | (long) Math.min(streak, 63) << S_STREAK | (long) (last + 1) << S_LAST
        | (long) (leader + 1) << S_LEADER | (long) reason << S_REASON
        | (drew ? 1L : 0L) << S_DREW;
  }

  private int bits(int shift, int width) {
    return (int) (status >>> shift) & (1 << width) - 1;
  }

  /** A status with one field replaced (seats and tiles that may be -1 are given plus one). */
  private static long with(long status, int shift, int width, int value) {
    return status & ~((1L << width) - 1 << shift) | (long) value << shift;
  }

  /** This status one ply on, with {@code code} as the code that led there. */
  private long stepped(int code) {
    return with(status, S_MOVE, 8, code + 1) + (1L << S_PLY);
  }

  private static boolean matches(int half, int end, BlankWild wild) {
    return wild.joins(half, end);
  }

  /**
   * The first chance node of a deal.
   *
   * @param rules the rules
   * @param leader the seat that leads after the deal, or -1 for the first-round lead rule
   * @return a state with nothing dealt
   */
  static DominoState dealing(DominoRules rules, int leader) {
    return new DominoState(rules, null, 0, 0, 0, 0, 0,
        pack(EMPTY, EMPTY, 0, DEAL, -1, 0, -1, leader, NO_REASON, false));
  }

  /**
   * A round that starts from hands dealt outside the library (a server that deals itself, a test).
   * The tiles in no hand are the boneyard.
   *
   * @param rules the rules
   * @param hands one tile mask per seat
   * @param leader the seat that leads with any tile, or -1 for the first-round lead rule (6:6, else
   *     the highest double, else the heaviest tile, which must be played)
   * @return the first player's turn, or why the hands are not a deal (subject {@code hands})
   */
  public static Either<InvalidInput, DominoState> fromHands(DominoRules rules, int[] hands,
      int leader) {
    return InvalidInput.from("hands", checkHands(rules, hands, leader));
  }

  static Either<String, DominoState> checkHands(DominoRules rules, int[] hands, int leader) {
    if (hands.length != rules.players()) {
      return Either.left(hands.length + " hands given for " + rules.players() + " players");
    }
    int seen = 0;
    int total = 0;
    for (int p = 0; p < hands.length; p++) {
      if ((hands[p] & ~Tiles.ALL) != 0) {
        return Either.left("hand " + p + " names a tile index above 27");
      }
      if ((seen & hands[p]) != 0) {
        return Either.left("tile " + Tiles.text(Integer.numberOfTrailingZeros(seen & hands[p]))
            + " is held twice");
      }
      if (hands[p] == 0) {
        return Either.left("seat " + p + " has no tile");
      }
      seen |= hands[p];
      total += Integer.bitCount(hands[p]);
    }
    if (total > Tiles.COUNT) {
      return Either.left("the hands hold " + total + " tiles, more than 28");
    }
    if (leader < -1 || leader >= rules.players()) {
      return Either.left("seat " + leader + " is not at a " + rules.players() + "-player table");
    }
    int[] h = Arrays.copyOf(hands, 4);
    int turn = leader;
    int forced = -1;
    if (leader < 0) {
      int t = leadTile(h[0] | h[1] | h[2] | h[3]);
      forced = rules.firstLead() == FirstLead.FORCED ? t : -1;
      turn = holder(h[0], h[1], h[2], t);
    }
    return Either.right(new DominoState(rules, null, h[0], h[1], h[2], h[3], 0,
        pack(EMPTY, EMPTY, turn, PLAY, forced, 0, -1, leader, NO_REASON, false)));
  }

  /**
   * Rebuilds a state from its notation ({@link #toString()}), as a new root with no history.
   *
   * @param rules the rules
   * @param text the notation
   * @return the state, or what is wrong with the text
   */
  static Either<String, DominoState> parse(DominoRules rules, String text) {
    return Notation.parse(rules, text);
  }

  /** Builds a parsed root after {@link Notation} has checked everything. */
  static DominoState root(DominoRules rules, int[] hands, int[] rootLine, int line, int left,
      int right, int turn, int phase, int forced, int streak, int last, int leader, int reason,
      boolean drew) {
    return new DominoState(rules, rootLine.length == 0 ? null : rootLine.clone(), hands[0],
        hands[1], hands[2], hands[3], line,
        pack(left, right, turn, phase, forced, streak, last, leader, reason, drew));
  }

  static int leadTile(int held) {
    for (int t : LEAD_ORDER) {
      if ((held & (1 << t)) != 0) {
        return t;
      }
    }
    return -1;
  }

  private static int holder(int h0, int h1, int h2, int tile) {
    int bit = 1 << tile;
    return (h0 & bit) != 0 ? 0 : (h1 & bit) != 0 ? 1 : (h2 & bit) != 0 ? 2 : 3;
  }

  // ---------------------------------------------------------------- reading the position

  /**
   * The rules.
   *
   * @return the immutable rules this round is played under
   */
  public DominoRules rules() {
    return rules;
  }

  /**
   * The rules, typed: the same object as {@link #rules()}.
   *
   * @return the rules
   */
  @Override
  public DominoRules game() {
    return rules;
  }

  /**
   * A seat's hand.
   *
   * @param seat 0..players-1 (seats from the player count up to 3 are empty and give 0)
   * @return the tile mask
   * @throws IllegalArgumentException for a seat outside 0..3
   */
  public int hand(int seat) {
    switch (seat) {
      case 0:
        return h0;
      case 1:
        return h1;
      case 2:
        return h2;
      case 3:
        return h3;
      default:
        throw new IllegalArgumentException("no seat " + seat);
    }
  }

  /**
   * The boneyard (bài dư): tiles in no hand and not on the table; during the deal, the tiles not
   * yet dealt.
   *
   * @return the tile mask
   */
  public int boneyard() {
    return Tiles.ALL & ~(h0 | h1 | h2 | h3 | line);
  }

  /**
   * The tiles on the table.
   *
   * @return the tile mask
   */
  public int lineTiles() {
    return line;
  }

  /**
   * The left open end.
   *
   * @return 0..6, or -1 on an empty table
   */
  public int leftEnd() {
    int left = rawLeft();
    return left == EMPTY ? -1 : left;
  }

  /**
   * The right open end.
   *
   * @return 0..6, or -1 on an empty table
   */
  public int rightEnd() {
    int right = rawRight();
    return right == EMPTY ? -1 : right;
  }

  /**
   * The seat whose turn it is, also while that seat's draw is being resolved by chance.
   *
   * @return the seat, or -1 during the deal and at the end
   */
  public int turn() {
    int phase = phase();
    return phase == PLAY || phase == DRAWING ? rawTurn() : -1;
  }

  /**
   * The tile the player to move must play: the first-round lead, or a tile just drawn that fits.
   *
   * @return the tile index, or -1 when the choice is free
   */
  public int forcedTile() {
    return bits(S_FORCED, 5) - 1;
  }

  /**
   * How many passes in a row since the last play.
   *
   * @return 0 or more
   */
  public int passesInRow() {
    return bits(S_STREAK, 6);
  }

  /**
   * The seat that made the last play.
   *
   * @return the seat, or -1 before the first play
   */
  public int lastPlayer() {
    return bits(S_LAST, 3) - 1;
  }

  /**
   * How many tiles have been dealt: counted during the deal, 7 per seat after it.
   *
   * @return 0..7n
   */
  public int dealt() {
    return phase() == DEAL ? Integer.bitCount(h0 | h1 | h2 | h3) : 7 * rules.players();
  }

  /**
   * Who leads this round.
   *
   * @return the seat given for a later round, or -1 when the first-round lead rule applies
   */
  public int leaderRule() {
    return bits(S_LEADER, 3) - 1;
  }

  /**
   * The plies since the root (deal outcomes, moves, draws).
   *
   * @return 0 at the root
   */
  public int ply() {
    return (int) (status >>> S_PLY) & 0xFFFF;
  }

  /**
   * The state before the last code, or none at a root.
   *
   * @return the parent
   */
  public Option<DominoState> parent() {
    return Option.of(parentOrNull());
  }

  /**
   * The code applied to the parent to reach this state.
   *
   * @return the code, or -1 at a root
   */
  public int lastCode() {
    return bits(S_MOVE, 8) - 1;
  }

  /**
   * Whether the player to move has drawn this turn (so, with the draw-one rule, may only pass).
   *
   * @return {@code true} after a draw in this turn
   */
  public boolean drewThisTurn() {
    return (status & 1L << S_DREW) != 0;
  }

  DominoState parentOrNull() {
    return parent instanceof DominoState ? (DominoState) parent : null;
  }

  int phase() {
    return bits(S_PHASE, 2);
  }

  int rawLeft() {
    return bits(S_LEFT, 3);
  }

  int rawRight() {
    return bits(S_RIGHT, 3);
  }

  int rawTurn() {
    return bits(S_TURN, 2);
  }

  int reason() {
    return bits(S_REASON, 2);
  }

  /** A parsed root's line, left to right ({@code leftHalf * 8 + rightHalf}); else null. */
  int[] rootLine() {
    return parent instanceof int[] ? (int[]) parent : null;
  }

  /**
   * Whether a tile fits an open end of the line now (any tile fits an empty table).
   *
   * @param tile a tile index
   * @return {@code true} when it has a placement
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public boolean playable(int tile) {
    if (tile < 0 || tile >= Tiles.COUNT) {
      throw new IllegalArgumentException("no tile " + tile + ": tile indices are 0..27");
    }
    return (playableMask() & (1 << tile)) != 0;
  }

  /**
   * The tiles that fit an open end of the line now, as a tile mask (bit {@code t} for tile {@code
   * t}): {@link #playable(int)} for all 28 tiles at once, in two table look-ups and without
   * allocating. Every tile fits an empty table. Whose tiles they are is not asked: and it with
   * {@link #hand(int)} for the tiles a seat could play (the moves themselves also follow a forced
   * tile and the draw rule; {@link #legalMoves(MoveBuffer)} gives those).
   *
   * @return a mask of 28 bits
   */
  public int playableMask() {
    int[] m = MATCH[rules.blankWild().ordinal()];
    return m[rawLeft()] | m[rawRight()];
  }

  static int matchMask(BlankWild wild, int end) {
    return MATCH[wild.ordinal()][end];
  }

  private boolean canDrawNow() {
    return rules.drawing() && boneyard() != 0
        && (rules.draw() == DrawRule.UNTIL_PLAYABLE || !drewThisTurn());
  }

  // ---------------------------------------------------------------- the contract

  @Override
  public int currentPlayer() {
    switch (phase()) {
      case PLAY:
        return rawTurn();
      case OVER:
        return Players.TERMINAL;
      default:
        return Players.CHANCE;
    }
  }

  /**
   * Writes the legal moves, or at a chance node the tiles that may come (each weight 1), in
   * ascending code order. The one generator for every phase and rule: a player's placements are
   * the codes of the tiles they may play (the whole hand, or the one forced tile) that one of the
   * two ends takes, found as 112-bit masks (two longs) in a few look-ups, so no tile is visited
   * one by one; the buffer takes them 64 codes at a time.
   */
  @Override
  public void legalMoves(MoveBuffer out) {
    out.clear();
    int phase = phase();
    if (phase == DEAL || phase == DRAWING) {
      out.addTargets(DominoMoves.OUTCOME, boneyard());
      return;
    }
    if (phase != PLAY) {
      return;
    }
    int forced = forcedTile();
    int pool = forced >= 0 ? 1 << forced : hand(rawTurn());
    int w = rules.blankWild().ordinal() * 16;
    int l = w + rawLeft();
    int r = w + 8 + rawRight();
    long low = codesLow(pool) & (ON_END_LOW[l] | ON_END_LOW[r]);
    long high = codesHigh(pool) & (ON_END_HIGH[l] | ON_END_HIGH[r]);
    if ((low | high) != 0 || forced >= 0) {
      if (low != 0) {
        out.addTargets(0, low);
      }
      if (high != 0) {
        out.addTargets(64, high);
      }
    } else if (canDrawNow()) {
      out.add(DominoMoves.DRAW);
    } else {
      out.add(DominoMoves.PASS);
    }
  }

  /**
   * Draws the tile a deal or a draw brings, uniformly from the boneyard, without listing it: the
   * {@code k}-th tile of the boneyard for one bounded random number {@code k}, which is the code
   * {@link #legalMoves(MoveBuffer)} followed by the default pick would give for the same number.
   * Allocates nothing; {@code scratch} is not touched.
   */
  @Override
  public int sampleOutcome(MoveBuffer scratch, RandomGenerator random) {
    int phase = phase();
    if (phase != DEAL && phase != DRAWING) {
      throw new IllegalStateException("not a chance node");
    }
    int boneyard = boneyard();
    return DominoMoves.OUTCOME + Tiles.nth(boneyard, random.nextInt(Integer.bitCount(boneyard)));
  }

  /** The four codes of each tile 0..15 of a set, as the bits 0..63 of the codes. */
  private static long codesLow(int tiles) {
    return SPREAD[tiles & 0xFF] | SPREAD[tiles >>> 8 & 0xFF] << 32;
  }

  /** The four codes of each tile 16..27 of a set, as the bits 0..47 of the codes minus 64. */
  private static long codesHigh(int tiles) {
    return SPREAD[tiles >>> 16 & 0xFF] | SPREAD[tiles >>> 24 & 0xF] << 32;
  }

  @Override
  public int chanceTotal() {
    int phase = phase();
    return phase == DEAL || phase == DRAWING ? Integer.bitCount(boneyard()) : 0;
  }

  /**
   * The state after a code: one new object. Unchecked beyond what keeps the state whole: a code
   * that is no move, a tile outcome not in the boneyard, a placement of a tile the mover does not
   * hold and a draw from an empty boneyard are refused; the result of other illegal codes is
   * unspecified (it may be no reachable position, such as a tile on a line it does not join, which
   * {@link DominoRules#position(String)} refuses; use {@link #play(int)} for input from outside).
   *
   * @param code a legal code
   * @return the next state
   * @throws IllegalArgumentException as above
   */
  @Override
  public DominoState apply(int code) {
    int phase = phase();
    int turn = rawTurn();
    switch (phase) {
      case DEAL: {
        int tile = outcomeTile(code);
        int dealt = Integer.bitCount(h0 | h1 | h2 | h3);
        int n = rules.players();
        int seat = DEAL_SEAT[n * 32 + dealt];
        int bit = 1 << tile;
        int n0 = seat == 0 ? h0 | bit : h0;
        int n1 = seat == 1 ? h1 | bit : h1;
        int n2 = seat == 2 ? h2 | bit : h2;
        int n3 = seat == 3 ? h3 | bit : h3;
        // The deal keeps only the ends, the leader rule, the code and the ply; the other fields
        // read 0, -1 or false, all stored as zero bits.
        long dealing = stepped(code) & IN_DEAL;
        if (dealt + 1 < 7 * n) {
          return new DominoState(rules, this, n0, n1, n2, n3, line, dealing);
        }
        int leader = leaderRule();
        int turnAfter = leader;
        int lead = -1;
        if (leader < 0) {
          int top = leadTile(n0 | n1 | n2 | n3);
          turnAfter = holder(n0, n1, n2, top);
          lead = rules.firstLead() == FirstLead.FORCED ? top : -1;
        }
        long next = with(with(with(dealing, S_TURN, 2, turnAfter), S_PHASE, 2, PLAY), S_FORCED, 5,
            lead + 1);
        return new DominoState(rules, this, n0, n1, n2, n3, line, next);
      }
      case DRAWING: {
        int tile = outcomeTile(code);
        int bit = 1 << tile;
        int n0 = turn == 0 ? h0 | bit : h0;
        int n1 = turn == 1 ? h1 | bit : h1;
        int n2 = turn == 2 ? h2 | bit : h2;
        int n3 = turn == 3 ? h3 | bit : h3;
        int forced = (playableMask() & bit) != 0 ? tile : -1;
        long next = with(with(with(stepped(code), S_PHASE, 2, PLAY), S_FORCED, 5, forced + 1),
            S_DREW, 1, 1);
        return new DominoState(rules, this, n0, n1, n2, n3, line, next);
      }
      case PLAY:
        break;
      default:
        throw new IllegalArgumentException("the round is over: no code applies");
    }
    int n = rules.players();
    int next = turn + 1 == n ? 0 : turn + 1;
    if (code == DominoMoves.DRAW) {
      if (boneyard() == 0) {
        throw new IllegalArgumentException("draw: the boneyard is empty");
      }
      return new DominoState(rules, this, h0, h1, h2, h3, line,
          with(with(stepped(code), S_PHASE, 2, DRAWING), S_FORCED, 5, 0));
    }
    if (code == DominoMoves.PASS) {
      int passes = passesInRow() + 1;
      boolean blocked = passes >= n && (!rules.drawing() || boneyard() == 0);
      long after = with(with(with(stepped(code), S_STREAK, 6, Math.min(passes, 63)), S_FORCED, 5,
          0), S_DREW, 1, 0);
      after = blocked
          ? with(with(after, S_PHASE, 2, OVER), S_REASON, 2, BLOCKED)
          : with(after, S_TURN, 2, next);
      return new DominoState(rules, this, h0, h1, h2, h3, line, after);
    }
    if (!DominoMoves.isPlacement(code)) {
      throw new IllegalArgumentException("code " + code + " is not a domino move");
    }
    int tile = code >>> 2;
    int bit = 1 << tile;
    if ((hand(turn) & bit) == 0) {
      // Keeps the 28 tiles partitioned even on the unchecked path.
      throw new IllegalArgumentException("tile " + Tiles.text(tile) + " is not in seat " + turn
          + "'s hand");
    }
    long after = stepped(code);
    if (line == 0) {
      after = with(with(after, S_LEFT, 3, Tiles.low(tile)), S_RIGHT, 3, Tiles.high(tile));
    } else if ((code & 2) == 0) {
      after = with(after, S_LEFT, 3, DominoMoves.outer(code));
    } else {
      after = with(after, S_RIGHT, 3, DominoMoves.outer(code));
    }
    // A play ends the passes and any forced tile or draw, and makes the mover the last player.
    after = with(with(with(with(after, S_FORCED, 5, 0), S_STREAK, 6, 0), S_DREW, 1, 0), S_LAST,
        3, turn + 1);
    int n0 = h0;
    int n1 = h1;
    int n2 = h2;
    int n3 = h3;
    int rest;
    switch (turn) {
      case 0:
        rest = n0 &= ~bit;
        break;
      case 1:
        rest = n1 &= ~bit;
        break;
      case 2:
        rest = n2 &= ~bit;
        break;
      default:
        rest = n3 &= ~bit;
        break;
    }
    after = rest == 0
        ? with(with(after, S_PHASE, 2, OVER), S_REASON, 2, DOMINO)
        : with(after, S_TURN, 2, next);
    return new DominoState(rules, this, n0, n1, n2, n3, line | bit, after);
  }

  private int outcomeTile(int code) {
    int tile = code - DominoMoves.OUTCOME;
    if (tile < 0 || tile >= Tiles.COUNT) {
      throw new IllegalArgumentException("code " + code + " is not a tile outcome (128..155)");
    }
    if ((boneyard() & (1 << tile)) == 0) {
      throw new IllegalArgumentException("tile " + Tiles.text(tile) + " is not in the "
          + (phase() == DEAL ? "undealt tiles" : "boneyard"));
    }
    return tile;
  }

  @Override
  public int returns(int player) {
    Players.checkSeat(player, rules.players());
    // Worked out when asked, not in apply: a playout that never reads the returns pays nothing.
    return phase() == OVER ? Payouts.payoutOf(Payouts.payouts(this), player) : 0;
  }

  @Override
  public long hash() {
    // Worked out when asked, from the masks and the position bits of the status (three rounds of
    // a 64-bit mix), so apply keeps no hash: a playout that never asks pays nothing for it.
    long z = Zobrist.mix((h0 | (long) h1 << 32) ^ HASH_SEED);
    z = Zobrist.mix(z ^ (h2 | (long) h3 << 32));
    return Zobrist.mix(z ^ (line | (status & POSITION) << Tiles.COUNT));
  }

  @Override
  public long hashFromScratch() {
    long position = pack(rawLeft(), rawRight(), rawTurn(), phase(), forcedTile(), passesInRow(),
        lastPlayer(), leaderRule(), reason(), drewThisTurn());
    long z = Zobrist.mix((hand(0) | (long) hand(1) << 32) ^ HASH_SEED);
    z = Zobrist.mix(z ^ (hand(2) | (long) hand(3) << 32));
    return Zobrist.mix(z ^ (lineTiles() | position << Tiles.COUNT));
  }

  @Override
  public String endReason() {
    int reason = reason();
    return reason == DOMINO ? RoundResult.Reason.DOMINO.label()
        : reason == BLOCKED ? RoundResult.Reason.BLOCKED.label() : "";
  }

  /**
   * The typed result of a finished round: how it ended, the winner, hand counts, ranking and
   * payouts.
   *
   * @return the result, or none while the round goes on
   */
  public Option<RoundResult> result() {
    return phase() == OVER ? Option.some(Payouts.result(this)) : Option.none();
  }

  // ---------------------------------------------------------------- typed values (off the hot path)

  /**
   * A seat's hand as tiles, for user interfaces; {@link #hand(int)} is the mask for search.
   *
   * @param player a seat of the game
   * @return the tiles, sorted by index
   * @throws IllegalArgumentException for a seat outside the game
   */
  public SortedSet<Tile> handTiles(int player) {
    Players.checkSeat(player, rules.players());
    return tiles(hand(player));
  }

  /**
   * The boneyard as tiles (seen by nobody at the table; the omniscient state knows it).
   *
   * @return the tiles, sorted by index
   */
  public SortedSet<Tile> boneyardTiles() {
    return tiles(boneyard());
  }

  static SortedSet<Tile> tiles(int mask) {
    SortedSet<Tile> out = TreeSet.empty();
    for (int m = mask; m != 0; m &= m - 1) {
      out = out.add(Tile.ofIndex(Integer.numberOfTrailingZeros(m)));
    }
    return out;
  }

  /**
   * A code read in this position as a typed move: a lead, a placement, a draw, a pass, or at a
   * chance node the tile dealt or drawn. The code need not be legal, only of the shape this phase
   * takes; check it with {@link #isLegal(int)} or {@link #play(int)}.
   *
   * @param code a move code
   * @return the move
   * @throws IllegalArgumentException if the code is no move of this phase, or the round is over
   */
  public DominoMove move(int code) {
    int phase = phase();
    int turn = rawTurn();
    switch (phase) {
      case DEAL:
      case DRAWING: {
        int tile = code - DominoMoves.OUTCOME;
        if (tile < 0 || tile >= Tiles.COUNT) {
          throw new IllegalArgumentException("code " + code
              + " is not a tile outcome (128..155) at this chance node");
        }
        return phase == DEAL
            ? new DominoMove.Deal(Integer.bitCount(h0 | h1 | h2 | h3) % rules.players(),
                Tile.ofIndex(tile))
            : new DominoMove.Drew(turn, Tile.ofIndex(tile));
      }
      case PLAY:
        break;
      default:
        throw new IllegalArgumentException("the round is over: code " + code + " is no move");
    }
    if (code == DominoMoves.DRAW) {
      return new DominoMove.Draw(turn);
    }
    if (code == DominoMoves.PASS) {
      return new DominoMove.Pass(turn);
    }
    if (!DominoMoves.isPlacement(code)) {
      throw new IllegalArgumentException("code " + code
          + " is not a domino move (placements are 0..111, draw 112, pass 113)");
    }
    Tile tile = Tile.ofIndex(DominoMoves.tile(code));
    if (line == 0) {
      if (code != DominoMoves.lead(tile.index())) {
        throw new IllegalArgumentException("on an empty table " + tile + " has one placement, code "
            + DominoMoves.lead(tile.index()));
      }
      return new DominoMove.Lead(turn, tile);
    }
    return new DominoMove.Place(turn, tile, End.ofSide(DominoMoves.side(code)),
        DominoMoves.touching(code), DominoMoves.outer(code));
  }

  /**
   * The deal of this round so far, in the order the tiles came: tile {@code k} of the deal went
   * to seat {@code k mod n}, {@code k} counting from the first tile of the whole deal. A round
   * read from a position mid-deal ({@code deal} phase, {@code d} tiles already in hand) lists only
   * the tiles dealt since, whose order it saw: its entry {@code i} is tile {@code d + i} of the
   * deal and went to seat {@code (d + i) mod n}, so the first goes to seat {@code d mod n}, not
   * seat 0. Read from the history, so a sampled state ({@link
   * Domino#sample(DominoView, RandomGenerator)}) tells the deal order it drew without walking
   * {@link #parent()}. The state sees everything: this names every seat's tiles, so it is not for
   * a player (a {@link DominoView} keeps only the viewer's own deal, as a set). Allocates.
   *
   * @return each tile dealt with its seat, oldest first; empty for a round set up from hands or
   *     from a position after the deal, whose hands were not dealt here
   */
  public List<DominoMove.Deal> deal() {
    return outcomes(DEAL, DominoMove.Deal.class);
  }

  /**
   * The tiles a seat was dealt this round, in the order they came ({@link #deal()} for one seat).
   *
   * @param player a seat of the game
   * @return the tiles, first dealt first
   * @throws IllegalArgumentException for a seat outside the game
   */
  public List<Tile> dealtTo(int player) {
    Players.checkSeat(player, rules.players());
    return deal().filter(d -> d.seat() == player).map(DominoMove.Deal::tile);
  }

  /**
   * Every tile drawn from the boneyard this round, in order, with the seat that drew it: the
   * identities a view hides from the other seats, so, like {@link #deal()}, for the omniscient
   * side (a server, a test, a sampled world), not for a player. Allocates.
   *
   * @return the draws, oldest first; empty before the first draw
   */
  public List<DominoMove.Drew> draws() {
    return outcomes(DRAWING, DominoMove.Drew.class);
  }

  /** The chance outcomes since the root at nodes of one phase (a deal or a draw), oldest first. */
  private <M extends DominoMove> List<M> outcomes(int chancePhase, Class<M> type) {
    List<M> out = List.empty();
    for (DominoState s = this; s.ply() > 0; s = s.parentOrNull()) {
      DominoState before = s.parentOrNull();
      if (before.phase() == chancePhase) {
        out = out.prepend(type.cast(before.move(s.lastCode())));
      }
    }
    return out;
  }

  /**
   * The legal moves (or chance outcomes) as typed values, in code order. Allocates; for user
   * interfaces and tests, not for search.
   *
   * @return the moves, empty when the round is over
   */
  public List<DominoMove> moves() {
    MoveBuffer b = MoveBuffer.forGame(rules);
    legalMoves(b);
    List<DominoMove> out = List.empty();
    for (int i = b.size() - 1; i >= 0; i--) {
      out = out.prepend(move(b.get(i)));
    }
    return out;
  }

  /**
   * What a legal move or chance outcome does, in order: the act, then {@link
   * DominoEffect.RoundEnded} when it ends the round. A drawn tile is named here (the state sees
   * everything); a view shows others only that a draw happened.
   *
   * @param code a legal code
   * @return the effects, the act first
   * @throws IllegalArgumentException if the code is not legal here
   */
  @Override
  public Seq<DominoEffect> effects(int code) {
    if (!isLegal(code)) {
      throw new IllegalArgumentException("code " + code + " is not legal here: "
          + whyIllegal(code));
    }
    DominoState next = apply(code);
    DominoMove m = move(code);
    DominoEffect act;
    if (m instanceof DominoMove.Deal d) {
      act = new DominoEffect.Dealt(d.seat(), d.tile());
    } else if (m instanceof DominoMove.Drew d) {
      act = new DominoEffect.Drew(d.seat(), d.tile(), next.forcedTile() == d.tile().index());
    } else if (m instanceof DominoMove.Draw d) {
      act = new DominoEffect.DrawStarted(d.seat(), leftEnd(), rightEnd());
    } else if (m instanceof DominoMove.Pass p) {
      act = new DominoEffect.Passed(p.seat(), leftEnd(), rightEnd());
    } else if (m instanceof DominoMove.Lead l) {
      // A tile forced on an empty table can only be the first-round lead under firstLead=forced.
      act = new DominoEffect.Led(l.seat(), l.tile(), next.leftEnd(), next.rightEnd(),
          forcedTile() >= 0);
    } else {
      DominoMove.Place p = (DominoMove.Place) m;
      act = new DominoEffect.Played(p.seat(), p.tile(), p.end(), p.touching(), p.outer());
    }
    List<DominoEffect> out = List.of(act);
    Option<RoundResult> end = next.result();
    return end.isDefined() ? out.append(new DominoEffect.RoundEnded(end.get())) : out;
  }

  // ---------------------------------------------------------------- notation and validation

  @Override
  public String moveText(int code) {
    int phase = phase();
    if (phase == DEAL || phase == DRAWING) {
      int tile = code - DominoMoves.OUTCOME;
      if (tile < 0 || tile >= Tiles.COUNT) {
        return "?" + code;
      }
      if (phase == DEAL) {
        return "deal " + Tiles.text(tile) + " to " + (Integer.bitCount(h0 | h1 | h2 | h3)
            % rules.players());
      }
      return "drew " + Tiles.text(tile);
    }
    return MoveText.text(code, line == 0);
  }

  /**
   * The legal moves in notation, for people and user interfaces. Allocates.
   *
   * @return each legal move's text, in code order
   */
  public List<String> legalMoveTexts() {
    MoveBuffer b = MoveBuffer.forGame(rules);
    legalMoves(b);
    List<String> out = List.empty();
    for (int i = b.size() - 1; i >= 0; i--) {
      out = out.prepend(moveText(b.get(i)));
    }
    return out;
  }

  /**
   * The legal moves (or chance outcomes) as a list, for callers off the hot path. Allocates.
   *
   * @return the codes in ascending order
   */
  public List<Integer> legalMoveCodes() {
    MoveBuffer b = MoveBuffer.forGame(rules);
    legalMoves(b);
    List<Integer> out = List.empty();
    for (int i = b.size() - 1; i >= 0; i--) {
      out = out.prepend(b.get(i));
    }
    return out;
  }

  /**
   * Reads a move in notation ({@code 6:4 right}, {@code 6:6}, {@code draw}, {@code pass}; at a
   * chance node a tile such as {@code 5:3}, or the {@link #moveText(int)} form {@code drew 5:3} /
   * {@code deal 5:3 to 1}) and checks it is legal here.
   *
   * @param text the move
   * @return its code, or why it was refused: {@link IllegalMove.Kind#UNREADABLE} for text that is
   *     not Domino notation, {@link IllegalMove.Kind#ILLEGAL} with the rule for a move that reads
   *     but may not be played here
   */
  @Override
  public Either<IllegalMove, Integer> parseMove(String text) {
    return MoveText.parse(this, text);
  }

  /**
   * Reads a move in notation, as {@link #parseMove(String)} does, and gives it as a typed move:
   * one call from text to a {@link DominoMove.Lead}, {@link DominoMove.Place}, {@link
   * DominoMove.Draw}, {@link DominoMove.Pass} or, at a chance node, {@link DominoMove.Deal} /
   * {@link DominoMove.Drew}.
   *
   * @param text the move, such as {@code 6:4 right}
   * @return the legal move, or the refusal {@link #parseMove(String)} gives
   */
  public Either<IllegalMove, DominoMove> moveOf(String text) {
    return parseMove(text).map(this::move);
  }

  /**
   * Whether a code is legal here. Allocates a move buffer; for input checks, not for search.
   *
   * @param code any int
   * @return {@code true} when the code is among the legal moves or outcomes
   */
  public boolean isLegal(int code) {
    MoveBuffer b = MoveBuffer.forGame(rules);
    legalMoves(b);
    return b.contains(code);
  }

  @Override
  public Either<IllegalMove, DominoState> play(int code) {
    MoveBuffer b = MoveBuffer.forGame(rules);
    legalMoves(b);
    if (b.contains(code)) {
      return Either.right(apply(code));
    }
    return Either.left(new IllegalMove(code, whyIllegal(code)));
  }

  @Override
  public String whyIllegal(int code) {
    return MoveText.whyIllegal(this, code);
  }

  /**
   * The line left to right, each tile written with its left half first, e.g. {@code 4:6 6:6 6:3}.
   * Walks the history.
   *
   * @return the text, or {@code -} for an empty table
   */
  public String lineText() {
    int[] cells = lineCells();
    if (cells.length == 0) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (int c : cells) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(c / 8).append(':').append(c % 8);
    }
    return sb.toString();
  }

  /** The line left to right as {@code leftHalf * 8 + rightHalf} entries. */
  int[] lineCells() {
    DominoState[] chain = chain();
    DominoState root = chain[0];
    int[] buf = new int[64];
    int head = 32;
    int tail = 32;
    if (root.rootLine() != null) {
      for (int c : root.rootLine()) {
        buf[tail++] = c;
      }
    }
    for (int i = 1; i < chain.length; i++) {
      DominoState p = chain[i - 1];
      int c = chain[i].lastCode();
      if (p.phase() != PLAY || !DominoMoves.isPlacement(c)) {
        continue;
      }
      int t = c >>> 2;
      if (p.line == 0) {
        buf[tail++] = Tiles.low(t) * 8 + Tiles.high(t);
      } else if ((c & 2) == 0) {
        buf[--head] = DominoMoves.outer(c) * 8 + DominoMoves.touching(c);
      } else {
        buf[tail++] = DominoMoves.touching(c) * 8 + DominoMoves.outer(c);
      }
    }
    return Arrays.copyOfRange(buf, head, tail);
  }

  /** The states from the root to this one. */
  DominoState[] chain() {
    int ply = ply();
    DominoState[] out = new DominoState[ply + 1];
    DominoState s = this;
    for (int i = ply; i >= 0; i--) {
      out[i] = s;
      s = s.parentOrNull();
    }
    return out;
  }

  /**
   * The position in notation: {@code hands | boneyard | line | status}, hands by seat separated
   * by {@code /}. {@link #parse(DominoRules, String)} reads it back to the same position (as a
   * root without history).
   *
   * @return text such as {@code 6:5 4:4 / 5:5 3:0 | 2:1 | 4:6 6:6 6:3 | play turn=1 passes=0
   *     last=0 drew=false forced=- lead=first}
   */
  @Override
  public String toString() {
    return Notation.format(this);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof DominoState)) {
      return false;
    }
    DominoState a = this;
    DominoState b = (DominoState) o;
    if (!rules.equals(b.rules)) {
      return false;
    }
    while (a != b) {
      if (a == null || b == null || !a.sameNode(b)) {
        return false;
      }
      a = a.parentOrNull();
      b = b.parentOrNull();
    }
    return true;
  }

  private boolean sameNode(DominoState o) {
    // The status holds every small field, the code that led here and the ply.
    return status == o.status && h0 == o.h0 && h1 == o.h1
        && h2 == o.h2 && h3 == o.h3 && line == o.line && Arrays.equals(rootLine(), o.rootLine());
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash()) * 31 + ply();
  }
}
