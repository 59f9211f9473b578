package dev.tabletop.ludo;

import dev.tabletop.core.GameState;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A position of Cờ Cá Ngựa: where every horse stands, whose turn it is, the roll waiting to be
 * played (if any) and the places decided so far. Immutable, compared by value, safe to share.
 *
 * <p>A turn is two plies: a chance node (the roll; {@link #currentPlayer()} is {@link
 * Players#CHANCE} and {@link #turn()} says who rolls), then the player's one action for that roll.
 * Under {@code diceUse=each} a roll of two dice takes two actions, one per die: the state between
 * them remembers the die left ({@link #diceLeft()}). Move and outcome codes are laid out in {@link
 * LudoMove}.
 *
 * <p>The text form ({@link #toString()}, read back by {@link LudoRules#position}) has four fields
 * separated by spaces: the horses, one group per player in player order separated by {@code /},
 * each group four horses separated by commas ({@code s} in the stable, a ring cell {@code 0..55},
 * {@code h1..h6} a home cell); the player whose turn it is ({@code -} when the game is over); the
 * roll waiting to be played ({@code -} before the roll, {@code 6}, or {@code 3,5} for two dice,
 * {@code 3,5:5} once the 3 is played under {@code diceUse=each} and the 5 is left);
 * and the places so far in finishing order ({@code -} for none, or player numbers such as {@code
 * 2,0}). The start: {@code s,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 0 - -}.
 *
 * <p>Representation: every horse's progress code (see the layout in {@code Track}: 0 stable, 1..56
 * ring, 57..62 home) in six bits, players 0 and 1 in one long and 2 and 3 in another; a 56-bit mask
 * of occupied ring cells (derived, kept for speed); and one int for the turn, roll and places.
 */
public final class LudoState implements GameState<LudoState> {
  private static final int TERMINAL_BIT = 1 << 20;
  private static final int PLACES_SHIFT = 8;
  private static final int PLACES_MASK = 0xFFF << PLACES_SHIFT;
  /** The lowest bit and the highest bit of each of four six-bit fields (one player's horses). */
  private static final int FIELD_ONES = 0x041041;
  private static final int FIELD_HIGHS = 0x820820;
  /** The faces of one die, 1..6, as bits. */
  private static final long ONE_DIE = 0b111_1110L;
  /** Progress codes 57..62, the home cells, as bits. */
  private static final long HOME_CELLS = 0x7EL << 56;
  /**
   * Two bits for a roll of two dice under {@code diceUse=each}: 0 before the first die is played,
   * 1 when die a is played and b is left, 2 when b (or one die of a double) is played and a is
   * left.
   */
  static final int USED_SHIFT = 21;
  private static final int USED_MASK = 3 << USED_SHIFT;

  // Zobrist keys: 16 horse slots x 64 progress codes, then 4 turn keys, 64 roll keys, 32 place
  // keys (player x place), one for the end of the game, and three for a die played (index 0 is
  // never used: no key while no die is played).
  private static final int K_TURN = 16 * 64;
  private static final int K_ROLL = K_TURN + 4;
  private static final int K_PLACE = K_ROLL + 64;
  private static final int K_END = K_PLACE + 32;
  private static final int K_USED = K_END + 1;
  private static final long[] KEYS = Zobrist.keys(0x1ad0_c0ca_6e6aL, K_USED + 3);

  private final LudoRules rules;
  private final long lo;
  private final long hi;
  private final long occ;
  private final int meta;
  private final long hash;

  LudoState(LudoRules rules, long lo, long hi, long occ, int meta, long hash) {
    this.rules = rules;
    this.lo = lo;
    this.hi = hi;
    this.occ = occ;
    this.meta = meta;
    this.hash = hash;
  }

  static LudoState initial(LudoRules rules) {
    return build(rules, 0L, 0L, 0);
  }

  /** A state from its parts, with the occupancy mask and hash computed from scratch. */
  static LudoState build(LudoRules rules, long lo, long hi, int meta) {
    LudoState s = new LudoState(rules, lo, hi, 0L, meta, 0L);
    long occ = 0;
    for (int p = 0; p < rules.players; p++) {
      for (int h = 0; h < 4; h++) {
        int cell = Track.cell(rules.seatOf[p], s.code(p, h));
        if (cell >= 0) {
          occ |= 1L << cell;
        }
      }
    }
    return new LudoState(rules, lo, hi, occ, meta, s.hashFromScratch());
  }

  // ---------------------------------------------------------------- reading the position

  /** A horse's progress code: 0 stable, 1..56 ring (56 the own door), 57..62 home cells 1..6. */
  int code(int player, int horse) {
    long word = player < 2 ? lo : hi;
    return (int) (word >>> (((player & 1) * 4 + horse) * 6)) & 63;
  }

  int meta() {
    return meta;
  }

  /**
   * The key of the rules' dice tables for the roll waiting: the roll code, plus which die is
   * already played ({@code used << 6}).
   */
  int key() {
    return ((meta >>> 2) & 63) | (((meta >>> USED_SHIFT) & 3) << 6);
  }

  /** Which die of the roll is played: 0 none, 1 die a (b left), 2 die b (a left). */
  int used() {
    return (meta >>> USED_SHIFT) & 3;
  }

  long lo() {
    return lo;
  }

  long hi() {
    return hi;
  }

  /**
   * The rules of this game.
   *
   * @return the rules
   */
  public LudoRules rules() {
    return rules;
  }

  /** The rules, typed: the same object as {@link #rules()}. */
  @Override
  public LudoRules game() {
    return rules;
  }

  /**
   * The player whose turn it is, whether about to roll or to act on the roll.
   *
   * @return the player 0..{@code playerCount() - 1}, or {@link Players#TERMINAL} when the game is
   *     over
   */
  public int turn() {
    return (meta & TERMINAL_BIT) != 0 ? Players.TERMINAL : meta & 3;
  }

  /**
   * The roll waiting to be played.
   *
   * @return the faces, or none before the roll (at a chance node or at the end)
   */
  public Option<Roll> roll() {
    int code = rollCode();
    return code == 0 ? Option.none() : Option.some(Roll.ofCode(rules.dice(), code));
  }

  /**
   * The roll waiting to be played, as an outcome code ({@link LudoMove#rollCode(int)}, {@link
   * Roll#code()}); the int twin of {@link #roll()}.
   *
   * @return the roll code, or 0 before the roll (at a chance node or at the end)
   */
  public int rollCode() {
    return (meta >>> 2) & 63;
  }

  /**
   * The dice of the roll waiting to be played.
   *
   * @return one face, or two faces (lower first); empty before the roll
   */
  public int[] dice() {
    int roll = rollCode();
    if (roll == 0) {
      return new int[0];
    }
    return rules.dice() == 1 ? new int[] {roll} : new int[] {roll >>> 3, roll & 7};
  }

  /**
   * The dice of the roll still to be played: under {@code diceUse=each}, once the first die is
   * played, only the other one; otherwise the same as {@link #dice()}.
   *
   * @return zero, one or two faces (lower first)
   */
  public int[] diceLeft() {
    switch (used()) {
      case 1:
        return new int[] {rollCode() & 7};
      case 2:
        return new int[] {rollCode() >>> 3};
      default:
        return dice();
    }
  }

  /**
   * Whether a horse is in its stable (Vùng Thảo Nguyên).
   *
   * @param player the owner
   * @param horse 0..3
   * @return {@code true} if it waits to enter
   * @throws IllegalArgumentException if there is no such player, or {@code horse} is not 0..3
   */
  public boolean inStable(int player, int horse) {
    return code(checkPlayer(player), checkHorse(horse)) == Track.STABLE;
  }

  /**
   * The ring cell a horse stands on.
   *
   * @param player the owner
   * @param horse 0..3
   * @return the cell 0..55, or -1 if the horse is in the stable or the home column
   * @throws IllegalArgumentException if there is no such player, or {@code horse} is not 0..3
   */
  public int ringCell(int player, int horse) {
    return Track.cell(rules.seatOf[checkPlayer(player)], code(player, checkHorse(horse)));
  }

  /**
   * The home-column cell (chuồng) a horse stands on.
   *
   * @param player the owner
   * @param horse 0..3
   * @return 1..6, or 0 if the horse is not in the home column
   * @throws IllegalArgumentException if there is no such player, or {@code horse} is not 0..3
   */
  public int homeCell(int player, int horse) {
    int c = code(checkPlayer(player), checkHorse(horse));
    return c > Track.HOME0 ? c - Track.HOME0 : 0;
  }

  /**
   * How far a horse has come: 0 in the stable, 1 on its start cell up to 56 on its own door, then
   * 57 to 62 on home cells 1 to 6.
   *
   * @param player the owner
   * @param horse 0..3
   * @return the progress code
   * @throws IllegalArgumentException if there is no such player, or {@code horse} is not 0..3
   */
  public int progress(int player, int horse) {
    return code(checkPlayer(player), checkHorse(horse));
  }

  /**
   * Whether a player has finished: four horses on home cells 6, 5, 4 and 3.
   *
   * @param player the player
   * @return {@code true} once finished
   * @throws IllegalArgumentException if there is no such player
   */
  public boolean isFinished(int player) {
    checkPlayer(player);
    for (int h = 0; h < 4; h++) {
      if (code(player, h) < Track.FINISHED) {
        return false;
      }
    }
    return true;
  }

  /**
   * A player's place so far: 1 for the first to finish, and so on; the last player left gets the
   * last place when the game ends.
   *
   * @param player the player
   * @return 1..{@code playerCount()}, or 0 while not placed
   * @throws IllegalArgumentException if there is no such player
   */
  public int place(int player) {
    return placeOf(meta, checkPlayer(player));
  }

  /**
   * The players placed so far, in finishing order. At the end of a game played to all places it
   * holds every player once.
   *
   * @return player numbers, first place first
   */
  public List<Integer> places() {
    List<Integer> result = List.empty();
    for (int q = 1; q <= rules.players; q++) {
      for (int p = 0; p < rules.players; p++) {
        if (placeOf(meta, p) == q) {
          result = result.append(p);
        }
      }
    }
    return result;
  }

  private static int placeOf(int meta, int player) {
    return (meta >>> (PLACES_SHIFT + 3 * player)) & 7;
  }

  private int checkPlayer(int player) {
    return Players.checkSeat(player, rules.players);
  }

  private static int checkHorse(int horse) {
    if (horse < 0 || horse > 3) {
      throw new IllegalArgumentException("horse must be 0..3, was " + horse);
    }
    return horse;
  }

  // ---------------------------------------------------------------- the contract

  /**
   * Who acts now: {@link Players#CHANCE} before the roll (the dice are rolled for {@link
   * #turn()}), the player whose turn it is once the roll is waiting to be played, {@link
   * Players#TERMINAL} at the end.
   */
  @Override
  public int currentPlayer() {
    if ((meta & TERMINAL_BIT) != 0) {
      return Players.TERMINAL;
    }
    return (meta & (63 << 2)) == 0 ? Players.CHANCE : meta & 3;
  }

  /** Whether the game is over (every place decided, or the first finisher under {@code first}). */
  @Override
  public boolean isTerminal() {
    return (meta & TERMINAL_BIT) != 0;
  }

  /** Whether the dice are to be rolled here. */
  @Override
  public boolean isChance() {
    return (meta & (TERMINAL_BIT | (63 << 2))) == 0;
  }

  /** 6 for one die, 36 for two dice at a roll; 0 elsewhere. */
  @Override
  public int chanceTotal() {
    return isChance() ? rules.chanceTotal() : 0;
  }

  /**
   * Rolls the dice without listing the rolls: one bounded random number (below 6, or 36 with two
   * dice) and one table look-up, giving the roll the default list-and-pick gives for that number.
   * Allocates nothing; {@code scratch} is not touched.
   */
  @Override
  public int sampleOutcome(MoveBuffer scratch, RandomGenerator random) {
    if (!isChance()) {
      throw new IllegalStateException("not a chance node");
    }
    int[] draws = rules.rollOfDraw;
    return draws[random.nextInt(draws.length)];
  }

  /**
   * Writes the legal moves: at a chance node the rolls (one die: faces 1..6, weight 1; two dice:
   * the 21 unordered rolls, doubles weight 1 and others 2); otherwise the player's actions for the
   * roll (under {@code diceUse=each}, for the die about to be played, keeping to first dice that
   * let the other be used when some do), with a pass only when nothing else is legal or {@code
   * voluntaryPass} is on. Allocates nothing.
   *
   * <p>How: the player's own track is read as bits of a long, bit c for progress code c (ring
   * codes 1..56, then home cells 57..62): one long of the cells that block, one of the own horses.
   * The rules' reach table lists, per code, every candidate action from it and the code it lands
   * on, so a candidate is legal when no blocker stands strictly between and no own horse on the
   * target; a kick back, from its own table, when an opponent stands on the target instead. The
   * legal codes gather in two masks (horses 0 and 1 are codes 0..63, horses 2 and 3 codes
   * 64..127), written out in code order at the end: no branch on where a horse stands.
   */
  @Override
  public void legalMoves(MoveBuffer out) {
    out.clear();
    int meta = this.meta;
    if ((meta & TERMINAL_BIT) != 0) {
      return;
    }
    int roll = (meta >>> 2) & 63;
    LudoRules rules = this.rules;
    if (roll == 0) {
      if (rules.dice() == 1) {
        out.addTargets(0, ONE_DIE); // weight 1 each
        return;
      }
      int[] codes = rules.rollCodes;
      int[] weights = rules.rollWeights;
      for (int i = 0; i < codes.length; i++) {
        out.add(codes[i], weights[i]);
      }
      return;
    }
    int key = roll | (((meta >>> USED_SHIFT) & 3) << 6);
    boolean voluntary = rules.voluntaryPass();
    if (voluntary) {
      out.add(LudoMove.PASS);
    }
    int p = meta & 3;
    int group = (int) ((p < 2 ? lo : hi) >>> ((p & 1) * 24)) & 0xFFFFFF;
    // Bit 0 (the stable) is always set, so an empty reach entry, target 0, is never legal.
    long own = 1;
    for (int h = 0; h < 4; h++) {
      own |= 1L << ((group >>> (6 * h)) & 63);
    }
    long all = Track.relative(occ, rules.seatOf[p]) << 1;
    long opp = all & ~own;
    long block = (rules.ownPiecesBlock() ? all : opp) | (own & HOME_CELLS);
    long[] reach = rules.reach;
    long[] back = rules.back;
    int block0 = rules.keyBlock[key];
    int reachWidth = rules.reachWidth;
    int backWidth = rules.backWidth;
    long low = 0;
    long high = 0;
    // Only the lowest-numbered stable horse may enter: once a stable horse is passed, bit 1 (the
    // start cell, the target of entering and of nothing else) counts as taken.
    long taken = own;
    for (int h = 0; h < 4; h++) {
      int c = (group >>> (6 * h)) & 63;
      // The path to t is clear when the nearest blocker ahead stands on t or beyond (on t itself
      // only an opponent, to be kicked: an own horse there is caught as taken).
      int ahead = Long.numberOfTrailingZeros(block & (-2L << c));
      long bits = 0;
      long e = reach[block0 + c];
      for (int i = 0; i < reachWidth; i++, e >>>= 16) {
        int t = (int) e & 63;
        long refused = ((long) (ahead - t) >>> 63) | (taken >>> t);
        bits |= (~refused & 1) << (((int) e >>> 6) & 31);
      }
      if (backWidth > 0) {
        int behind = 63 - Long.numberOfLeadingZeros(block & ((1L << c) - 1));
        e = back[block0 + c];
        for (int i = 0; i < backWidth; i++, e >>>= 16) {
          int t = (int) e & 63;
          long kicks = ~((long) (t - behind) >>> 63) & (opp >>> t);
          bits |= (kicks & 1) << (((int) e >>> 6) & 31);
        }
      }
      taken |= (long) ((c - 1) >>> 31) << 1;
      long placed = bits << ((h & 1) << 5);
      if (h < 2) {
        low |= placed;
      } else {
        high |= placed;
      }
    }
    // Two dice played one by one: when some first die lets the other be used too, only such first
    // dice are legal. A voluntary pass could give up the second die anyway, so it lifts the rule.
    if (!voluntary && (rules.info[key] & LudoRules.LEAVES_DIE) != 0) {
      long bothLow = usingBoth(low, 0, key);
      long bothHigh = usingBoth(high, 64, key);
      if ((bothLow | bothHigh) != 0) {
        low = bothLow;
        high = bothHigh;
      }
    }
    if (low != 0) {
      out.addTargets(0, low);
    }
    if (high != 0) {
      out.addTargets(64, high);
    }
    if (!voluntary && out.isEmpty()) {
      out.add(LudoMove.PASS);
    }
  }

  /** The legal first-die actions of a mask (code {@code base + bit}) that let the other be used. */
  private long usingBoth(long mask, int base, int key) {
    long result = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      int bit = Long.numberOfTrailingZeros(m);
      if (usesBoth(base + bit, key)) {
        result |= 1L << bit;
      }
    }
    return result;
  }

  /**
   * Whether a legal first-die action leaves a position where the other die can be used: entering
   * by the pair ({@code entryPair}) spends both dice, and an action that finishes the player
   * leaves nothing to play, so both count as using both.
   */
  private boolean usesBoth(int code, int key) {
    int kind = (code >>> 2) & 7;
    if (kind == LudoMove.ENTER && rules.entryPair()) {
      return true;
    }
    int use = code & 3;
    int h = code >>> 5;
    int p = meta & 3;
    int own = (int) ((p < 2 ? lo : hi) >>> ((p & 1) * 24)) & 0xFFFFFF;
    int c = (own >>> (6 * h)) & 63;
    int d = rules.steps[key * 4 + use];
    int nc;
    switch (kind) {
      case LudoMove.ENTER:
        nc = Track.START;
        break;
      case LudoMove.FORWARD:
        nc = c + d;
        break;
      case LudoMove.HOME:
        nc = Track.HOME0 + d;
        break;
      case LudoMove.CLIMB:
        nc = c + 1;
        break;
      case LudoMove.JUMP:
        nc = Track.NEXT_DOOR[c - 1] + 1;
        break;
      default:
        nc = c - d;
        break;
    }
    own = (own & ~(63 << (6 * h))) | (nc << (6 * h));
    long all = Track.relative(occ, rules.seatOf[p]);
    if (c >= Track.START && c <= Track.DOOR) {
      all &= ~(1L << (c - 1));
    }
    if (nc <= Track.DOOR) {
      all |= 1L << (nc - 1); // a kicked opponent's cell stays taken, by the mover now
    }
    int used = (use == 0 && (rules.info[key] & LudoRules.HAS_B) != 0) ? 1 : 2;
    return LudoState.anyAction(rules, own, all, (key & 63) | (used << 6));
  }

  /**
   * Whether the player whose horses have progress codes {@code own} (four six-bit fields) has an
   * action for the one die of a second-die key, with the ring occupied as {@code all} (relative to
   * the player's seat). A finished player has nothing left to play and counts as having one.
   */
  private static boolean anyAction(LudoRules rules, int own, long all, int key) {
    long ownRing = 0;
    int homeMask = 0;
    boolean finished = true;
    for (int h = 0; h < 4; h++) {
      int c = (own >>> (6 * h)) & 63;
      finished &= c >= Track.FINISHED;
      if (c >= Track.START && c <= Track.DOOR) {
        ownRing |= 1L << (c - 1);
      } else if (c > Track.HOME0) {
        homeMask |= 1 << (c - Track.HOME0);
      }
    }
    if (finished) {
      return true;
    }
    long opp = all & ~ownRing;
    long block = rules.ownPiecesBlock() ? all : opp;
    int info = rules.info[key];
    int u = rules.uses[key * 4];
    int d = rules.steps[key * 4 + u];
    boolean enters = (info & (u == 0 ? LudoRules.ENTER_A : LudoRules.ENTER_B)) != 0
        && (ownRing & 1) == 0;
    for (int h = 0; h < 4; h++) {
      int c = (own >>> (6 * h)) & 63;
      if (c == Track.STABLE) {
        if (enters) {
          return true;
        }
      } else if (c < Track.DOOR) {
        int r = c - 1;
        int t = r + d;
        if (t <= 55 && (block & Track.between(r, t)) == 0 && ((ownRing >>> t) & 1) == 0) {
          return true;
        }
        if ((info & LudoRules.JUMP_DIE) != 0 && rules.oneRollJump()) {
          t = Track.NEXT_DOOR[r];
          if ((block & Track.between(r, t)) == 0 && ((ownRing >>> t) & 1) == 0) {
            return true;
          }
        }
      } else if (c == Track.DOOR) {
        if (d <= 6 && (homeMask & ((2 << d) - 2)) == 0) {
          return true;
        }
      } else if (c < Track.TOP) {
        int next = c - Track.HOME0 + 1;
        if (d == next && (homeMask & (1 << next)) == 0) {
          return true;
        }
      }
      if (rules.kickBack() && c >= Track.START && c <= Track.DOOR) {
        int r = c - 1;
        int t = r - d;
        if (t >= 0 && ((opp >>> t) & 1) != 0 && (block & Track.between(t, r)) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The position after a roll or an action. At a chance node the code is a roll; otherwise an
   * action code for the pending roll. Costs one new state.
   *
   * <p>Under {@code diceUse=each} the first die's action leaves the same player to play the other
   * die (the roll stays, {@link #diceLeft()} shrinks); the second die's action, or a pass at
   * either die, ends the roll.
   *
   * <p>Unchecked fast path: only the shape of the result is checked. A code that is not a
   * well-formed move, names a die the roll does not have (or one already played), or would put
   * the position out of shape (a horse beyond its door, two own horses on one cell, a stable
   * horse moving, a horse outside the column climbing) is refused. What the rules add on top is <em>not</em> checked here:
   * blocking, whether the roll is an entry face, whether the flags allow a jump or a kick back
   * (and whether a kick back lands on an opponent), free home cells below the target, which
   * stable horse enters, and whether a pass is allowed; the result of such a code is unspecified
   * (it may be no reachable position). Use {@link #play(int)} for moves from outside.
   *
   * @throws IllegalArgumentException if the code does not fit this position as described
   */
  @Override
  public LudoState apply(int move) {
    int meta = this.meta;
    if ((meta & TERMINAL_BIT) != 0) {
      throw new IllegalArgumentException("the game is over: no move applies");
    }
    int roll = (meta >>> 2) & 63;
    if (roll == 0) {
      if (!rules.isRollCode(move)) {
        throw new IllegalArgumentException(rules.dice() == 1
            ? "a roll of one die is 1..6, was " + move
            : "a roll of two dice is 8a+b with 1 <= a <= b <= 6, was " + move);
      }
      return new LudoState(rules, lo, hi, occ, meta | (move << 2),
          hash ^ KEYS[K_ROLL] ^ KEYS[K_ROLL + move]);
    }
    int p = meta & 3;
    if (move == LudoMove.PASS) {
      return next(lo, hi, occ, hash, p, roll, false);
    }
    if ((move & ~127) != 0) {
      throw new IllegalArgumentException("code " + move + " is not a ludo move code");
    }
    int h = move >>> 5;
    int key = roll | (((meta >>> USED_SHIFT) & 3) << 6);
    int seat = rules.seatOf[p];
    int slot = p * 4 + h;
    int shift = (slot & 7) * 6;
    long word = slot < 8 ? lo : hi;
    int c = (int) (word >>> shift) & 63;
    int nc = rules.lands[rules.keyBlock[key] * 32 + (move & 31) * 64 + c];
    if (nc == 0) {
      switch (rules.landing(key, move, c)) {
        case LudoRules.MALFORMED:
          throw new IllegalArgumentException("code " + move + " is not a ludo move code");
        case LudoRules.NO_SUCH_DIE:
          throw new IllegalArgumentException("code " + move + " names a die the roll does not"
              + " have or that is already played");
        default:
          throw new IllegalArgumentException("code " + move + " does not fit horse " + h
              + " of player " + p + " with this roll");
      }
    }
    long lo = this.lo;
    long hi = this.hi;
    long occ = this.occ;
    long hash = this.hash ^ KEYS[slot * 64 + c] ^ KEYS[slot * 64 + nc];
    if (nc <= Track.DOOR) {
      int cell = Track.ABS[seat * 64 + nc];
      long bit = 1L << cell;
      if ((occ & bit) != 0) {
        // Who stands there: the first player with a horse whose code is that cell's code for
        // them. A six-bit field of (horses ^ code * ONES) is zero where a horse matches; the
        // lowest flag of the zero-field test below is exactly the lowest such horse.
        int n = rules.players;
        for (int q = 0; q < n; q++) {
          int qc = rules.codeAt[q * 64 + cell];
          int x = ((int) ((q < 2 ? lo : hi) >>> ((q & 1) * 24)) & 0xFFFFFF) ^ (qc * FIELD_ONES);
          int zero = (x - FIELD_ONES) & ~x & FIELD_HIGHS;
          if (zero != 0) {
            if (q == p) {
              throw new IllegalArgumentException("code " + move + " lands on an own horse");
            }
            int s = q * 4 + Integer.numberOfTrailingZeros(zero) / 6;
            long clear = ~(63L << ((s & 7) * 6));
            if (s < 8) {
              lo &= clear;
            } else {
              hi &= clear;
            }
            hash ^= KEYS[s * 64 + qc] ^ KEYS[s * 64];
            break;
          }
        }
      }
      occ |= bit;
    } else {
      // A home cell: taken if some own horse has code nc (the moving one has c, never nc).
      int x = ((int) (word >>> ((p & 1) * 24)) & 0xFFFFFF) ^ (nc * FIELD_ONES);
      if (((x - FIELD_ONES) & ~x & FIELD_HIGHS) != 0) {
        throw new IllegalArgumentException("code " + move + " lands on an own horse");
      }
    }
    if (c >= Track.START && c <= Track.DOOR) {
      occ &= ~(1L << Track.ABS[seat * 64 + c]);
    }
    long set = ((long) (nc ^ c)) << shift;
    if (slot < 8) {
      lo ^= set;
    } else {
      hi ^= set;
    }
    boolean finished = false;
    if (nc >= Track.FINISHED) { // only a move into home cells 3..6 can finish a player
      long w = slot < 8 ? lo : hi;
      int group = (int) (w >>> ((p & 1) * 24));
      finished = true;
      for (int k = 0; k < 4; k++) {
        if (((group >>> (6 * k)) & 63) < Track.FINISHED) {
          finished = false;
        }
      }
    }
    int info = rules.info[key];
    if (!finished && (info & LudoRules.LEAVES_DIE) != 0
        && !(((move >>> 2) & 7) == LudoMove.ENTER && rules.entryPair())) {
      // The first of two dice: the same player plays the other one next.
      int used = ((move & 3) == 0 && (info & LudoRules.HAS_B) != 0) ? 1 : 2;
      return new LudoState(rules, lo, hi, occ, meta | (used << USED_SHIFT),
          hash ^ KEYS[K_USED + used]);
    }
    return next(lo, hi, occ, hash, p, roll, finished);
  }

  /** The state after player p's action for a roll: places, the end, and whose turn is next. */
  private LudoState next(long lo, long hi, long occ, long hash, int p, int roll,
      boolean finished) {
    int meta = this.meta;
    int used = (meta >>> USED_SHIFT) & 3;
    if (used != 0) {
      hash ^= KEYS[K_USED + used];
      meta &= ~USED_MASK;
    }
    int n = rules.players;
    int nm;
    if (finished) {
      int placed = 0;
      for (int q = 0; q < n; q++) {
        if (placeOf(meta, q) != 0) {
          placed++;
        }
      }
      nm = meta | ((placed + 1) << (PLACES_SHIFT + 3 * p));
      hash ^= KEYS[K_PLACE + p * 8 + placed + 1];
      placed++;
      if (rules.playUntil() == PlayUntil.FIRST || placed == n - 1) {
        if (rules.playUntil() == PlayUntil.ALL) {
          for (int q = 0; q < n; q++) {
            if (placeOf(nm, q) == 0) {
              nm |= n << (PLACES_SHIFT + 3 * q);
              hash ^= KEYS[K_PLACE + q * 8 + n];
            }
          }
        }
        // The end: no turn and no roll, so equal final positions are equal states.
        int end = (nm & ~0xFF) | TERMINAL_BIT;
        hash ^= KEYS[K_TURN + p] ^ KEYS[K_TURN] ^ KEYS[K_ROLL + roll] ^ KEYS[K_ROLL] ^ KEYS[K_END];
        return new LudoState(rules, lo, hi, occ, end, hash);
      }
    } else {
      nm = meta;
    }
    int q = p;
    if (finished || !rules.bonus[roll]) {
      q = rules.following[p];
      if ((nm & PLACES_MASK) != 0) { // skip whoever is placed already
        boolean down = rules.turnOrder() == TurnOrder.DESCENDING;
        q = p;
        do {
          q = down ? (q == 0 ? n - 1 : q - 1) : (q + 1 == n ? 0 : q + 1);
        } while (placeOf(nm, q) != 0);
      }
    }
    nm = (nm & ~0xFF) | q;
    hash ^= KEYS[K_TURN + p] ^ KEYS[K_TURN + q] ^ KEYS[K_ROLL + roll] ^ KEYS[K_ROLL];
    return new LudoState(rules, lo, hi, occ, nm, hash);
  }

  /**
   * A player's score: place q of n players scores {@code n + 1 - 2q} (four players: +3, +1, -1,
   * -3; three: +2, 0, -2; two: +1, -1). When the game ends at the first finisher the winner scores
   * {@code n - 1} and everyone else -1. Zero-sum; 0 for all while the game goes on.
   *
   * @throws IllegalArgumentException if there is no such player, during the game as at its end
   */
  @Override
  public int returns(int player) {
    checkPlayer(player);
    if ((meta & TERMINAL_BIT) == 0) {
      return 0;
    }
    int n = rules.players;
    int q = placeOf(meta, player);
    return q == 0 ? -1 : n + 1 - 2 * q;
  }

  /** The Zobrist hash of horses, turn, roll and places, kept up to date by {@link #apply}. */
  @Override
  public long hash() {
    return hash;
  }

  /** The same hash recomputed from every horse; for tests. */
  @Override
  public long hashFromScratch() {
    long h = 0;
    for (int p = 0; p < rules.players; p++) {
      for (int k = 0; k < 4; k++) {
        h ^= KEYS[(p * 4 + k) * 64 + code(p, k)];
      }
      int place = placeOf(meta, p);
      if (place != 0) {
        h ^= KEYS[K_PLACE + p * 8 + place];
      }
    }
    h ^= KEYS[K_TURN + (meta & 3)] ^ KEYS[K_ROLL + ((meta >>> 2) & 63)];
    if (used() != 0) {
      h ^= KEYS[K_USED + used()];
    }
    if ((meta & TERMINAL_BIT) != 0) {
      h ^= KEYS[K_END];
    }
    return h;
  }

  /**
   * Why the game ended.
   *
   * @return {@code places} when every place was decided, {@code first home} when it stopped at
   *     the first finisher, or empty while the game goes on
   */
  @Override
  public String endReason() {
    if ((meta & TERMINAL_BIT) == 0) {
      return "";
    }
    return rules.playUntil() == PlayUntil.FIRST ? "first home" : "places";
  }

  /**
   * A move or roll as a player says it: {@code roll 6}, {@code roll 3,5}, {@code pass}, {@code
   * enter}, {@code move 2 by 6}, {@code home 2 to 4}, {@code climb 2 to 5}, {@code jump 2 to 27},
   * {@code back 2 by 3}. {@link #parseMove(String)} reads these back.
   */
  @Override
  public String moveText(int move) {
    return Notation.moveText(this, move);
  }

  /**
   * Why a move is not legal here, in the game's terms, for instance "horse 1 is blocked by player
   * 2's horse on cell 17" or "horse 0 needs exactly 5 to climb from cell 4, not 3".
   */
  @Override
  public String whyIllegal(int move) {
    return Referee.whyIllegal(this, move);
  }

  // ---------------------------------------------------------------- the friendly API

  /**
   * The legal actions as typed values, each with the number its die shows ({@link
   * LudoMove#steps()}), so that each prints as its move text. A chance node's outcomes are rolls,
   * not actions: {@link #rolls()} lists them, and this list is empty there. Allocates; for people
   * and tools, not the hot path.
   *
   * @return the actions in code order, empty at a chance node or at the end
   */
  public List<LudoMove> moves() {
    if (isChance() || isTerminal()) {
      return List.empty();
    }
    MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
    legalMoves(buffer);
    List<LudoMove> result = List.empty();
    for (int i = buffer.size() - 1; i >= 0; i--) {
      result = result.prepend(move(buffer.get(i)));
    }
    return result;
  }

  /**
   * The outcomes of a chance node as typed values, with their weights: one die gives 6 rolls of
   * weight 1 of 6; two dice the 21 unordered pairs, doubles 1 of 36 and the others 2 of 36. The
   * same outcomes, in the same order, as {@link #legalMoves}. Allocates.
   *
   * @return the rolls, empty when the state is not a chance node
   */
  public List<Roll> rolls() {
    if (!isChance()) {
      return List.empty();
    }
    MoveBuffer buffer = new MoveBuffer(LudoRules.MAX_MOVES);
    legalMoves(buffer);
    List<Roll> result = List.empty();
    for (int i = buffer.size() - 1; i >= 0; i--) {
      result = result.prepend(Roll.ofCode(rules.dice(), buffer.get(i)));
    }
    return result;
  }

  /**
   * The action a code stands for in this position, with the number its die shows ({@link
   * LudoMove#steps()}). It need not be legal here, only fit the roll waiting (a die it has, not
   * yet played); check legality with {@link #play(int)}. Rolls are read with {@link #rolls()}.
   *
   * @param move an action code
   * @return the typed move, which prints as its move text
   * @throws IllegalArgumentException at a chance node or at the end, or if the code is not an
   *     action code for the roll waiting
   */
  public LudoMove move(int move) {
    if (isTerminal() || isChance()) {
      throw new IllegalArgumentException((isTerminal() ? "the game is over" : "the dice are to be"
          + " rolled (see rolls())") + ": code " + move + " is no action here");
    }
    if (Notation.moveText(this, move).startsWith("code ")) {
      throw new IllegalArgumentException("code " + move + " is not an action for the roll "
          + Notation.rollText(this));
    }
    LudoMove m = LudoMove.decode(move).get();
    int d = rules.steps[key() * 4 + (move & 3)];
    int steps = m.kind() == LudoMove.Kind.PASS || m.kind() == LudoMove.Kind.JUMP
        || m.kind() == LudoMove.Kind.ENTER && !Notation.entersByOneDie(rules) ? 0 : d;
    return new LudoMove(m.kind(), m.horse(), m.die(), steps);
  }

  /**
   * What a legal roll or action does, in order (see {@link LudoEffect}): the roll; or the horse's
   * step or the pass, the opponent kicked, the player finished and their place, the game over,
   * the bonus roll. Worked out from this state and the next; allocates, off the hot path.
   *
   * @param move a legal roll or action code here
   * @return the effects, never empty
   * @throws IllegalArgumentException if the code is not legal here
   */
  @Override
  public Seq<LudoEffect> effects(int move) {
    Either<IllegalMove, LudoState> played = play(move);
    if (played.isLeft()) {
      throw new IllegalArgumentException("move " + move + " is not legal here: "
          + played.getLeft().reason());
    }
    LudoState after = played.get();
    if (isChance()) {
      return List.of(new LudoEffect.Rolled(turn(), Roll.ofCode(rules.dice(), move)));
    }
    int p = turn();
    int seat = rules.seatOf[p];
    List<LudoEffect> out = List.empty();
    if (move == LudoMove.PASS) {
      out = out.append(new LudoEffect.Passed(p));
    } else {
      int h = move >>> 5;
      int c = code(p, h);
      int nc = after.code(p, h);
      int from = Track.cell(seat, c);
      int to = Track.cell(seat, nc);
      switch ((move >>> 2) & 7) {
        case LudoMove.ENTER:
          out = out.append(new LudoEffect.Entered(p, h, to));
          break;
        case LudoMove.FORWARD:
          out = out.append(new LudoEffect.Moved(p, h, from, to));
          break;
        case LudoMove.HOME:
          out = out.append(new LudoEffect.EnteredHome(p, h, nc - Track.HOME0));
          break;
        case LudoMove.CLIMB:
          out = out.append(new LudoEffect.Climbed(p, h, c - Track.HOME0, nc - Track.HOME0));
          break;
        case LudoMove.JUMP:
          out = out.append(new LudoEffect.Jumped(p, h, from, to));
          break;
        default:
          out = out.append(new LudoEffect.MovedBack(p, h, from, to));
          break;
      }
      for (int q = 0; q < rules.players && to >= 0; q++) {
        for (int k = 0; k < 4; k++) {
          if (q != p && ringCell(q, k) == to) {
            out = out.append(new LudoEffect.Kicked(q, k, to, p));
          }
        }
      }
    }
    if (!isFinished(p) && after.isFinished(p)) {
      out = out.append(new LudoEffect.Finished(p, after.place(p)));
    }
    if (after.isTerminal()) {
      out = out.append(new LudoEffect.GameOver(after.places()));
    } else if (after.isChance() && after.turn() == p) {
      out = out.append(new LudoEffect.BonusRoll(p));
    }
    return out;
  }

  /**
   * Reads move text ({@link #moveText(int)}'s forms, case and spacing free) and checks it against
   * the rules here, as every game does: {@link IllegalMove.Kind#UNREADABLE} when the text is not a
   * Ludo move (or names no horse of the game), {@link IllegalMove.Kind#ILLEGAL} with the rule when
   * it reads but may not be played here ({@code move 3 by 3} with horse 3 in the stable).
   *
   * @param text such as {@code move 2 by 6} or {@code roll 3,5}
   * @return the legal code, or why the text was refused
   */
  @Override
  public Either<IllegalMove, Integer> parseMove(String text) {
    String shown = text == null ? "null" : text.strip();
    Either<IllegalMove, Integer> read = Notation.parseMove(this, text);
    if (read.isLeft()) {
      IllegalMove refused = read.getLeft();
      return Either.left(isTerminal()
          ? IllegalMove.illegal(shown, -1, refused.reason()) : refused);
    }
    int code = read.get();
    return play(code).map(next -> code)
        .mapLeft(refused -> IllegalMove.illegal(shown, code, refused.reason()));
  }

  /**
   * Reads move text and gives the typed move, checked against the rules here: {@link
   * #parseMove(String)} and {@link #move(int)} in one call. The move carries the number its die
   * shows ({@link LudoMove#steps()}) and prints as its move text. A roll is not an action: at a
   * chance node every text is refused (read rolls with {@link #parseMove(String)}).
   *
   * @param text such as {@code move 2 by 6}
   * @return the legal move, or why the text was refused ({@link IllegalMove.Kind#UNREADABLE} or
   *     {@link IllegalMove.Kind#ILLEGAL}, as {@link #parseMove(String)} says)
   */
  public Either<IllegalMove, LudoMove> moveOf(String text) {
    if (isChance()) {
      String shown = text == null ? "null" : text.strip();
      return parseMove(text).flatMap(roll -> Either.left(IllegalMove.illegal(shown, roll,
          "the dice are to be rolled here: this is a roll, not a move (read it with"
              + " parseMove)")));
    }
    return parseMove(text).map(this::move);
  }

  /**
   * Plays a typed move, checking it.
   *
   * @param move the move
   * @return the next state, or why the move is not legal here
   */
  public Either<IllegalMove, LudoState> play(LudoMove move) {
    return play(move.code());
  }

  /**
   * A roll or move told in full for people and logs: its {@link #effects(int)}, each described,
   * joined by commas, such as {@code player 0's horse 2 moves from cell 10 to cell 16, player
   * 1's horse 0 is kicked from cell 16 back to its stable}.
   *
   * @param move a roll or move code for this state
   * @return the effects told for a legal code; the short {@link #moveText(int)} for a code that
   *     is not legal here
   */
  public String describe(int move) {
    if (play(move).isLeft()) {
      return moveText(move);
    }
    return effects(move).map(LudoEffect::describe).mkString(", ");
  }

  /**
   * The board drawn as text: the 15×15 cross with horses shown by their seat's letter ({@code
   * A}..{@code D} for seats 0..3), home columns, stables in the corners, and a line saying whose
   * turn it is and the roll.
   *
   * @return several lines of text
   */
  public String board() {
    return Notation.board(this);
  }

  /** Equal when the rules, every horse, the turn, the roll and the places are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof LudoState s && s.lo == lo && s.hi == hi && s.meta == meta
        && s.rules.equals(rules);
  }

  /** Derived from the Zobrist hash and the rules. */
  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + rules.hashCode();
  }

  /** The position's text form, described above; {@link LudoRules#position} reads it back. */
  @Override
  public String toString() {
    return Notation.stateText(this);
  }
}
