package dev.tabletop.ludo;

import dev.tabletop.core.Game;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Players;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Validation;
import java.util.Objects;

/**
 * The rules of one game of Cờ Cá Ngựa: how many players and where they sit, and every variant flag
 * of the rules file. Immutable and shared by every state of the game.
 *
 * <p>Presets: {@link #STANDARD} (every flag at its default), {@link #BEGINNERS} (seed 000 as
 * written), {@link #TWO_DICE} (seed 003 as written) and {@link #HOUSE} (seed 000 with every option
 * its page mentions). The {@code with…} methods change one flag; {@link #spec()} prints every flag
 * and {@link Ludo#TYPE} parses it back to equal rules.
 *
 * <p>Rules are canonical: two specs that name the same game give equal rules. With two players
 * {@code playUntil} is always {@code all} and {@code turnOrder} always {@code ascending} (the first
 * finisher ends the game and the turn alternates either way); with {@code entryPair=true} the pair
 * alone decides entering, so {@code entryFaces} is empty and {@code doublesEnter} false; with one
 * die the two-dice flags keep their defaults.
 *
 * <p>Players are numbered 0 to {@code playerCount() - 1} in increasing seat order; {@link
 * #seat(int)} gives a player's seat (0..3, the colour on the board).
 */
public final class LudoRules implements Game<LudoState> {
  /** The most move codes a position can offer (a die roll has at most 21 outcomes). */
  static final int MAX_MOVES = 32;

  /** Key info bits: enter may carry die code 0 / die code 1. */
  static final int ENTER_A = 1;
  static final int ENTER_B = 2;
  /** Key info bit: a die showing 1 is there to fly with (die code 0). */
  static final int JUMP_DIE = 4;
  /** Key info bit: an action here leaves the other die to play ({@code diceUse=each}). */
  static final int LEAVES_DIE = 8;
  /** Key info bits: die code 0 / 1 is a die of the roll not yet played. */
  static final int HAS_A = 16;
  static final int HAS_B = 32;

  private static final int ALL_FACES = 0b1111110;

  /**
   * Every flag at its default: four players, one die, enter and bonus roll on 6, any horse
   * blocks, no kick back, no one-roll jump, no voluntary pass, play until every place is decided,
   * turns in increasing seat order.
   */
  public static final LudoRules STANDARD = build(new Flags());

  /**
   * The page "Cách chơi Cờ Cá Ngựa cho người mới bắt đầu" (how to play Cờ Cá Ngựa, for beginners;
   * seed 000) exactly as written: one die, enter and bonus roll on 6, only opponents block ("quân
   * cờ của đối phương đứng trước bạn"), the one-roll jump to the next door (in its table of rolls)
   * and the voluntary pass ("bạn có quyền bỏ lượt và tha mạng cho đối thủ"); no kick back, which
   * the page has only "in some games" ("trong một số trò chơi").
   */
  public static final LudoRules BEGINNERS = STANDARD.withOwnPiecesBlock(false)
      .withOneRollJump(true).withVoluntaryPass(true);

  /**
   * The page "Cờ cá ngựa" played with "hai hạt xí ngầu" (two dice; seed 003) exactly as written:
   * two dice, entry and bonus roll on a die showing "nhất" or "lục" (1 or 6) and on nothing else
   * (no doubles rule), any horse blocks ("của mình hoặc của đối phương"), one action using the sum
   * ({@code diceUse=sum}: "không di chuyển nhiều hay ít hơn kết quả", no more and no fewer than the
   * result), a lone die only onto the own door and in the home column; entering spends the whole roll and the horse stays on its start cell ("quân này phải
   * đứng ngay vị trí bắt đầu"); the others play on for the next places.
   */
  public static final LudoRules TWO_DICE = STANDARD.withDice(2).withEntryFaces(1, 6)
      .withBonusFaces(1, 6).withDiceUse(DiceUse.SUM);

  /**
   * Seed 000 with every option its page mentions: {@link #BEGINNERS} plus kick back (đá hậu).
   */
  public static final LudoRules HOUSE = BEGINNERS.withKickBack(true);

  /** Every preset, in the order above: STANDARD, BEGINNERS, TWO_DICE, HOUSE. */
  public static final List<LudoRules> PRESETS = List.of(STANDARD, BEGINNERS, TWO_DICE, HOUSE);

  /** Every flag as plain values: the one mutable form, used only while building rules. */
  static final class Flags implements Cloneable {
    int seatMask = 0b1111;
    int entryMask = 1 << 6;
    int bonusMask = 1 << 6;
    boolean ownPiecesBlock = true;
    boolean kickBack;
    boolean oneRollJump;
    boolean voluntaryPass;
    int dice = 1;
    DiceUse diceUse = DiceUse.ONE;
    boolean doublesEnter;
    boolean entryPair;
    boolean doublesBonus;
    TurnOrder turnOrder = TurnOrder.ASCENDING;
    PlayUntil playUntil = PlayUntil.ALL;

    Flags copy() {
      try {
        return (Flags) clone();
      } catch (CloneNotSupportedException e) {
        throw new AssertionError(e);
      }
    }
  }

  private final int seatMask;
  private final int entryMask;
  private final int bonusMask;
  private final boolean ownPiecesBlock;
  private final boolean kickBack;
  private final boolean oneRollJump;
  private final boolean voluntaryPass;
  private final int dice;
  private final DiceUse diceUse;
  private final boolean doublesEnter;
  private final boolean entryPair;
  private final boolean doublesBonus;
  private final TurnOrder turnOrder;
  private final PlayUntil playUntil;

  // Derived tables for the hot path.
  final int players;
  final int[] seatOf;
  /** Per roll code: whether the roll gives the same player another roll. */
  final boolean[] bonus = new boolean[64];
  /** Per roll code: whether some die (or the pair) of the roll may bring a horse out. */
  final boolean[] entry = new boolean[64];
  /**
   * Per key ({@code roll | used << 6}, where {@code used} is 0 before the first die is played, 1
   * when die a is played and b is left, 2 when b is played and a is left): the info bits above.
   */
  final byte[] info = new byte[256];
  /** Per key: how many die choices a move, home entry, climb or kick back may make (0 to 3). */
  final byte[] useCount = new byte[256];
  /** {@code uses[key * 4 + i]}: the i-th die choice (the code's die field). */
  final byte[] uses = new byte[1024];
  /** {@code steps[key * 4 + die]}: the cells a die choice moves, 0 if not offered. */
  final byte[] steps = new byte[1024];
  /** Per key: bit d set when a one-roll jump of d cells is the same action as a move by d. */
  final int[] sameAsMove = new int[256];
  /**
   * Per key: the same for a jump that lands on the horse's own door, where under {@code
   * diceUse=sum} a lone die moves too.
   */
  final int[] sameAsDoorMove = new int[256];

  // The generator's tables (see LudoState.legalMoves). A key's "reach" lists, for every progress
  // code c a horse may stand on, the actions it may take from there and the code each lands on,
  // before looking at the board: entering (c = 0), a move, a home entry, a climb, a jump. Each
  // candidate is (kind << 2 | die) << 6 | target in 16 bits, 0 for none, and a code's candidates
  // (at most four) share one long, lowest first. The kick back goes the other way, so it has a
  // table of its own.
  /** Per key: its block of 64 codes in {@link #reach}, {@link #back} and {@link #lands}. */
  final int[] keyBlock = new int[256];
  /** The most candidates any code has in {@link #reach} and in {@link #back}. */
  final int reachWidth;
  final int backWidth;
  /** {@code reach[keyBlock[key] + c]}: the candidates from code c, 16 bits each. */
  final long[] reach;
  /** {@code back[keyBlock[key] + c]}: the kicks back from code c, the target behind. */
  final long[] back;
  /**
   * {@code lands[keyBlock[key] * 32 + (move & 31) * 64 + c]}: the code an action lands on from
   * code c, or 0 when {@link #landing} refuses it; apply's one look-up for the shape checks.
   */
  final byte[] lands;
  /** The chance outcomes, in code order, and their weights. */
  final int[] rollCodes;
  final int[] rollWeights;
  /** The roll for each random number 0 to {@link #chanceTotal()} - 1. */
  final int[] rollOfDraw;
  /** {@code following[p]}: whose turn follows p's while nobody is placed. */
  final int[] following;
  /** {@code codeAt[player * 64 + cell]}: a ring cell's progress code (1..56) for a player. */
  final int[] codeAt;
  private final int chanceTotal;
  private final int hashCode;

  private LudoRules(Flags f) {
    this.seatMask = f.seatMask;
    this.entryMask = f.entryMask;
    this.bonusMask = f.bonusMask;
    this.ownPiecesBlock = f.ownPiecesBlock;
    this.kickBack = f.kickBack;
    this.oneRollJump = f.oneRollJump;
    this.voluntaryPass = f.voluntaryPass;
    this.dice = f.dice;
    this.diceUse = Objects.requireNonNull(f.diceUse, "diceUse");
    this.doublesEnter = f.doublesEnter;
    this.entryPair = f.entryPair;
    this.doublesBonus = f.doublesBonus;
    this.turnOrder = Objects.requireNonNull(f.turnOrder, "turnOrder");
    this.playUntil = Objects.requireNonNull(f.playUntil, "playUntil");
    this.players = Integer.bitCount(seatMask);
    this.seatOf = new int[players];
    int p = 0;
    for (int s = 0; s < 4; s++) {
      if ((seatMask & (1 << s)) != 0) {
        seatOf[p++] = s;
      }
    }
    if (dice == 1) {
      for (int d = 1; d <= 6; d++) {
        entry[d] = face(entryMask, d);
        bonus[d] = face(bonusMask, d);
        info[d] = (byte) ((entry[d] ? ENTER_A : 0) | (d == 1 ? JUMP_DIE : 0) | HAS_A);
        useCount[d] = 1;
        uses[d * 4] = 0;
        steps[d * 4] = (byte) d;
        sameAsMove[d] = 1 << d;
      }
      chanceTotal = 6;
    } else {
      for (int a = 1; a <= 6; a++) {
        for (int b = a; b <= 6; b++) {
          tablesForTwoDice(a, b);
        }
      }
      chanceTotal = 36;
    }
    for (int k = 0; k < 256; k++) {
      if (sameAsDoorMove[k] == 0) {
        sameAsDoorMove[k] = sameAsMove[k];
      }
    }
    int keys = 0;
    for (int k = 0; k < 256; k++) {
      keyBlock[k] = info[k] != 0 ? 64 * keys++ : -1;
    }
    // Built as four 16-bit slots a code (the most candidates a code can have), then packed.
    short[] wideReach = new short[keys * 64 * 4];
    short[] wideBack = new short[keys * 64 * 4];
    for (int k = 0; k < 256; k++) {
      if (info[k] != 0) {
        candidates(k, wideReach, wideBack);
      }
    }
    reachWidth = width(wideReach);
    backWidth = width(wideBack);
    reach = pack(wideReach);
    back = pack(wideBack);
    lands = new byte[keys * 64 * 32];
    for (int k = 0; k < 256; k++) {
      for (int low = 1; info[k] != 0 && low < 32; low++) {
        for (int c = 0; c < 64; c++) {
          lands[keyBlock[k] * 32 + low * 64 + c] = (byte) Math.max(0, landing(k, low, c));
        }
      }
    }
    int outcomes = 0;
    rollCodes = new int[dice == 1 ? 6 : 21];
    rollWeights = new int[rollCodes.length];
    for (int r = 1; r < 64; r++) {
      if (info[r] != 0) {
        rollCodes[outcomes] = r;
        rollWeights[outcomes++] = dice == 1 || (r >>> 3) == (r & 7) ? 1 : 2;
      }
    }
    // Each roll as often as its weight, in code order: entry r is what the weighted pick over
    // the listed rolls returns for the random number r, so one look-up replaces list and scan.
    rollOfDraw = new int[chanceTotal];
    for (int i = 0, r = 0; i < outcomes; i++) {
      for (int w = 0; w < rollWeights[i]; w++) {
        rollOfDraw[r++] = rollCodes[i];
      }
    }
    following = new int[players];
    for (int q = 0; q < players; q++) {
      following[q] = turnOrder == TurnOrder.DESCENDING ? (q + players - 1) % players
          : (q + 1) % players;
    }
    codeAt = new int[players * 64];
    for (int q = 0; q < players; q++) {
      for (int cell = 0; cell < Track.RING; cell++) {
        codeAt[q * 64 + cell] = Track.codeOfCell(seatOf[q], cell);
      }
    }
    this.hashCode = Objects.hash(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack,
        oneRollJump, voluntaryPass, dice, diceUse, doublesEnter, entryPair, doublesBonus,
        turnOrder, playUntil);
  }

  private static boolean face(int mask, int d) {
    return ((mask >> d) & 1) != 0;
  }

  /** Whether one die of a roll may bring a horse out by itself. */
  private boolean dieEnters(int d, boolean twin) {
    return !entryPair && (face(entryMask, d) || (doublesEnter && twin));
  }

  private void tablesForTwoDice(int a, int b) {
    int roll = a * 8 + b;
    boolean twin = a == b;
    boolean pair = twin || (a == 1 && b == 6);
    entry[roll] = entryPair ? pair : dieEnters(a, twin) || dieEnters(b, twin);
    bonus[roll] = face(bonusMask, a) || face(bonusMask, b) || (doublesBonus && twin);
    int one = a == 1 ? JUMP_DIE : 0;
    int k = roll;
    switch (diceUse) {
      case ONE:
      case SUM:
        info[k] = (byte) ((entry[roll] ? ENTER_A : 0) | one | HAS_A);
        // Both flags offer die a, die b and the sum; under SUM a lone die only reaches the own
        // door, the home column and its cells (see offered), so a move by it elsewhere, a kick
        // back by it, or a jump as far as it to another colour's door are no moves.
        steps[k * 4] = (byte) a;
        steps[k * 4 + 2] = (byte) (a + b);
        uses[k * 4] = 0;
        if (twin) {
          // Both dice show the same: "use die b" is the same move as "use die a".
          useCount[k] = 2;
          uses[k * 4 + 1] = 2;
        } else {
          steps[k * 4 + 1] = (byte) b;
          useCount[k] = 3;
          uses[k * 4 + 1] = 1;
          uses[k * 4 + 2] = 2;
        }
        sameAsDoorMove[k] = (1 << a) | (1 << b) | (1 << (a + b));
        sameAsMove[k] = diceUse == DiceUse.SUM ? 1 << (a + b) : sameAsDoorMove[k];
        break;
      default: { // EACH
        // First die: a or b (on a double only "a": the other is the same move).
        boolean enterA = entryPair ? pair : dieEnters(a, twin);
        boolean enterB = !twin && !entryPair && dieEnters(b, twin);
        info[k] = (byte) ((enterA ? ENTER_A : 0) | (enterB ? ENTER_B : 0) | one | LEAVES_DIE
            | HAS_A | (twin ? 0 : HAS_B));
        steps[k * 4] = (byte) a;
        uses[k * 4] = 0;
        if (twin) {
          useCount[k] = 1;
        } else {
          steps[k * 4 + 1] = (byte) b;
          uses[k * 4 + 1] = 1;
          useCount[k] = 2;
        }
        sameAsMove[k] = 1 << 1;
        // Second die. Key used=1: a played, b left (die code 1); used=2: b played, a left (die
        // code 0). A double always leaves "a", so its second die is coded like its first.
        if (!twin) {
          int kb = roll | (1 << 6);
          info[kb] = (byte) ((dieEnters(b, false) ? ENTER_B : 0) | HAS_B);
          useCount[kb] = 1;
          uses[kb * 4] = 1;
          steps[kb * 4 + 1] = (byte) b;
          sameAsMove[kb] = 1 << b;
        }
        int ka = roll | (2 << 6);
        info[ka] = (byte) ((dieEnters(a, twin) ? ENTER_A : 0) | one | HAS_A);
        useCount[ka] = 1;
        uses[ka * 4] = 0;
        steps[ka * 4] = (byte) a;
        sameAsMove[ka] = 1 << a;
        break;
      }
    }
  }

  /** Checks the flags, then builds canonical rules from them. */
  /** {@link #landing}'s refusals: not a move code; a die the roll has not (or has played). */
  static final int MALFORMED = -1;
  static final int NO_SUCH_DIE = -2;
  /** {@link #landing}'s refusal: the action does not fit where the horse stands. */
  static final int MISFIT = -3;

  /**
   * The code an action lands on from code c with the roll of a key, checking only its shape (as
   * {@link LudoState#apply} documents): a move code, a die the roll has and has not played, a
   * horse where the kind of action can start, not past its door or the top home cell. Blocking
   * and the board are not looked at.
   *
   * @return the target code, or {@link #MALFORMED}, {@link #NO_SUCH_DIE} or {@link #MISFIT}
   */
  int landing(int key, int move, int c) {
    if (move == LudoMove.PASS || !LudoMove.wellFormed(move)) {
      return MALFORMED;
    }
    int use = move & 3;
    int kind = (move >>> 2) & 7;
    int info = this.info[key];
    int d = steps[key * 4 + use];
    if (kind == LudoMove.ENTER || kind == LudoMove.JUMP
        ? (info & (use == 0 ? HAS_A : HAS_B)) == 0 : d == 0) {
      return NO_SUCH_DIE;
    }
    int nc;
    switch (kind) {
      case LudoMove.ENTER:
        nc = c == Track.STABLE ? Track.START : MISFIT;
        break;
      case LudoMove.FORWARD:
        nc = c >= Track.START && c + d <= Track.DOOR ? c + d : MISFIT;
        break;
      case LudoMove.HOME:
        nc = c == Track.DOOR && d <= 6 ? Track.HOME0 + d : MISFIT;
        break;
      case LudoMove.CLIMB:
        nc = c > Track.HOME0 && c < Track.TOP && d == c - Track.HOME0 + 1 ? c + 1 : MISFIT;
        break;
      case LudoMove.JUMP:
        nc = c >= Track.START && c < Track.DOOR ? Track.NEXT_DOOR[c - 1] + 1 : MISFIT;
        break;
      default: // BACK
        nc = c >= Track.START && c <= Track.DOOR && c - d >= Track.START ? c - d : MISFIT;
        break;
    }
    return nc;
  }

  /**
   * Writes key k's candidates, four slots per code: every action whose shape {@link #landing}
   * accepts, less those the flags and the roll rule out before the board is looked at (an enter
   * with a die that does not enter, a kick back without {@code kickBack}, a jump without {@code
   * oneRollJump}, off a roll without a 1, or to where a move by the same die lands). Kicks back
   * go to their own table.
   */
  private void candidates(int k, short[] reach, short[] back) {
    int info = this.info[k];
    int block = keyBlock[k];
    for (int c = 0; c < 64; c++) {
      for (int low = 1; low < 32; low++) {
        int t = landing(k, low, c);
        if (t > 0 && offered(k, info, low, c, t)) {
          candidate((low >>> 2) == LudoMove.BACK ? back : reach, block, c, low, t);
        }
      }
    }
  }

  /**
   * Whether the flags and the roll of key k let an action of this shape, from code c to code t,
   * be tried.
   */
  private boolean offered(int k, int info, int low, int c, int t) {
    switch (low >>> 2) {
      case LudoMove.ENTER:
        return (info & ((low & 3) == 0 ? ENTER_A : ENTER_B)) != 0;
      case LudoMove.FORWARD:
        return loneDieMay(low & 3, t);
      case LudoMove.BACK:
        return kickBack && loneDieMay(low & 3, t);
      case LudoMove.JUMP:
        return oneRollJump && (info & JUMP_DIE) != 0 && !jumpIsAMove(k, c, t);
      default:
        return true;
    }
  }

  /**
   * Whether a move forward or a kick back by die {@code use} may land on code t: under {@code
   * diceUse=sum} a lone die (use 0 or 1) moves a horse on the ring only onto its own door (a kick
   * back never lands there: it goes backward). Home entries and climbs take a lone die always.
   */
  boolean loneDieMay(int use, int t) {
    return diceUse != DiceUse.SUM || use == 2 || t == Track.DOOR;
  }

  /**
   * Whether a one-roll jump from code c to the door at code t is the same action as a move by as
   * many cells with the roll of key k, and so is listed as that move.
   */
  boolean jumpIsAMove(int k, int c, int t) {
    return (((t == Track.DOOR ? sameAsDoorMove : sameAsMove)[k] >>> (t - c)) & 1) != 0;
  }

  /** Puts one candidate action from code c into the first free of its four slots. */
  private static void candidate(short[] table, int block, int c, int low, int target) {
    int at = (block + c) * 4;
    while (table[at] != 0) {
      at++;
    }
    table[at] = (short) ((low << 6) | target);
  }

  /** The most candidates any code has in a four-wide table. */
  private static int width(short[] wide) {
    int width = 0;
    for (int i = 0; i < wide.length; i++) {
      if (wide[i] != 0) {
        width = Math.max(width, i % 4 + 1);
      }
    }
    return width;
  }

  /** Four 16-bit slots a code, into one long a code. */
  private static long[] pack(short[] wide) {
    long[] packed = new long[wide.length / 4];
    for (int i = 0; i < wide.length; i++) {
      packed[i / 4] |= (long) wide[i] << (16 * (i % 4));
    }
    return packed;
  }

  static LudoRules build(Flags f) {
    List<String> problems = problems(f);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(problems.mkString("; "));
    }
    return new LudoRules(canonical(f));
  }

  /**
   * The flags with every value that cannot change the game set to its canonical value: with two
   * players the first finisher ends the game whether play goes on to all places or not, and the
   * turn alternates whichever way it goes round.
   */
  private static Flags canonical(Flags flags) {
    Flags f = flags.copy();
    if (Integer.bitCount(f.seatMask) == 2) {
      f.playUntil = PlayUntil.ALL;
      f.turnOrder = TurnOrder.ASCENDING;
    }
    return f;
  }

  /**
   * The default seats for a number of players: opposite (0 and 2) for two, 0, 1, 2 for three,
   * all four for four.
   *
   * @param players 2 to 4
   * @return the seat numbers
   */
  public static SortedSet<Integer> defaultSeats(int players) {
    switch (players) {
      case 2:
        return TreeSet.of(0, 2);
      case 3:
        return TreeSet.of(0, 1, 2);
      case 4:
        return TreeSet.of(0, 1, 2, 3);
      default:
        throw new IllegalArgumentException("players must be 2 to 4, was " + players);
    }
  }

  static int mask(Iterable<Integer> values) {
    int m = 0;
    for (int v : values) {
      m |= 1 << v;
    }
    return m;
  }

  private static SortedSet<Integer> set(int mask, int from, int to) {
    SortedSet<Integer> s = TreeSet.empty();
    for (int v = from; v <= to; v++) {
      if ((mask & (1 << v)) != 0) {
        s = s.add(v);
      }
    }
    return s;
  }

  /**
   * Rules from explicit values, checking every combination: the spec parser's constructor.
   *
   * @return the rules, or every problem found
   */
  static Validation<Seq<String>, LudoRules> of(Flags f) {
    List<String> problems = problems(f);
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(new LudoRules(canonical(f)));
  }

  /** Every problem with a set of flags (seats, dice, faces and the combinations that never end). */
  static List<String> problems(Flags f) {
    List<String> problems = List.empty();
    int seats = Integer.bitCount(f.seatMask);
    if (seats < 2 || seats > 4 || (f.seatMask & ~0b1111) != 0) {
      problems = problems.append("seats must be 2 to 4 distinct seats from 0 to 3, was "
          + SpecReader.formatSet(set(f.seatMask, 0, 31)));
    }
    if (f.dice != 1 && f.dice != 2) {
      problems = problems.append("dice must be 1 or 2, was " + f.dice);
    }
    if (((f.entryMask | f.bonusMask) & ~ALL_FACES) != 0) {
      problems = problems.append("faces must be from 1 to 6");
    }
    SortedSet<Integer> bonusFaces = set(f.bonusMask, 1, 6);
    if (f.dice == 1) {
      if (f.entryMask == 0) {
        problems = problems.append("entryFaces is empty: with one die no horse could ever enter");
      }
      if ((f.bonusMask & ALL_FACES) == ALL_FACES) {
        problems = problems.append("bonusFaces " + SpecReader.formatSet(bonusFaces)
            + " names every face: a turn could never end");
      }
      for (String flag : twoDiceFlagsSet(f)) {
        problems = problems.append(flag + " applies only to two dice (dice=2)");
      }
    } else if (f.dice == 2) {
      if (f.entryPair) {
        if (f.entryMask != 0) {
          problems = problems.append("entryFaces " + SpecReader.formatSet(set(f.entryMask, 1, 6))
              + " has no effect with entryPair=true (the pair alone decides): write entryFaces={}");
        }
        if (f.doublesEnter) {
          problems = problems.append("doublesEnter has no effect with entryPair=true (every"
              + " double already enters)");
        }
      } else if (f.entryMask == 0 && !f.doublesEnter) {
        problems = problems.append("entryFaces is empty and neither doublesEnter nor entryPair is"
            + " on: no horse could ever enter");
      }
      int rest = 6 - Integer.bitCount(f.bonusMask & ALL_FACES);
      if (f.doublesBonus && rest < 2) {
        problems = problems.append("bonusFaces " + SpecReader.formatSet(bonusFaces)
            + " with doublesBonus=true leaves fewer than two faces: every roll would be a bonus"
            + " roll");
      } else if (rest < 1) {
        problems = problems.append("bonusFaces " + SpecReader.formatSet(bonusFaces)
            + " names every face: with two dice every roll would be a bonus roll");
      }
    }
    return problems;
  }

  private static List<String> twoDiceFlagsSet(Flags f) {
    List<String> set = List.empty();
    if (f.diceUse != DiceUse.ONE) {
      set = set.append("diceUse=" + f.diceUse.specValue());
    }
    if (f.doublesEnter) {
      set = set.append("doublesEnter=true");
    }
    if (f.entryPair) {
      set = set.append("entryPair=true");
    }
    if (f.doublesBonus) {
      set = set.append("doublesBonus=true");
    }
    return set;
  }

  private Flags flags() {
    Flags f = new Flags();
    f.seatMask = seatMask;
    f.entryMask = entryMask;
    f.bonusMask = bonusMask;
    f.ownPiecesBlock = ownPiecesBlock;
    f.kickBack = kickBack;
    f.oneRollJump = oneRollJump;
    f.voluntaryPass = voluntaryPass;
    f.dice = dice;
    f.diceUse = diceUse;
    f.doublesEnter = doublesEnter;
    f.entryPair = entryPair;
    f.doublesBonus = doublesBonus;
    f.turnOrder = turnOrder;
    f.playUntil = playUntil;
    return f;
  }

  private static int faces(int... faces) {
    int m = 0;
    for (int f : faces) {
      if (f < 1 || f > 6) {
        throw new IllegalArgumentException("a die face is 1 to 6, was " + f);
      }
      m |= 1 << f;
    }
    return m;
  }

  /**
   * These rules for a number of players in their default seats (2: seats 0 and 2; 3: seats 0, 1,
   * 2; 4: all). With two players {@code playUntil} becomes {@code all} and {@code turnOrder}
   * {@code ascending}: for two they are the same game either way.
   *
   * @param players 2 to 4
   * @return new rules
   * @throws IllegalArgumentException if {@code players} is not 2 to 4
   */
  public LudoRules withPlayers(int players) {
    return withSeats(defaultSeats(players).toJavaStream().mapToInt(Integer::intValue).toArray());
  }

  /**
   * These rules with players in the given seats; players are numbered in increasing seat order.
   * With two seats {@code playUntil} becomes {@code all} and {@code turnOrder} {@code ascending}.
   *
   * @param seats 2 to 4 distinct seats from 0 to 3
   * @return new rules
   * @throws IllegalArgumentException if the seats are not 2 to 4 distinct seats 0..3
   */
  public LudoRules withSeats(int... seats) {
    int m = 0;
    for (int s : seats) {
      if (s < 0 || s > 3 || (m & (1 << s)) != 0) {
        throw new IllegalArgumentException("seats must be distinct seats from 0 to 3");
      }
      m |= 1 << s;
    }
    Flags f = flags();
    f.seatMask = m;
    return build(f);
  }

  /**
   * These rules with other entry faces (xuất quân): the faces that bring a horse out of the stable
   * (with two dice, a die showing one of them).
   *
   * @param faces die faces 1 to 6
   * @return new rules
   * @throws IllegalArgumentException if a face is out of range, if no horse could enter, or if
   *     faces are given under {@code entryPair=true}
   */
  public LudoRules withEntryFaces(int... faces) {
    Flags f = flags();
    f.entryMask = faces(faces);
    return build(f);
  }

  /**
   * These rules with other bonus faces: a roll showing one (with two dice, a die showing one)
   * gives the same player another roll.
   *
   * @param faces die faces 1 to 6
   * @return new rules
   * @throws IllegalArgumentException if a face is out of range or every roll would be a bonus
   */
  public LudoRules withBonusFaces(int... faces) {
    Flags f = flags();
    f.bonusMask = faces(faces);
    return build(f);
  }

  /**
   * These rules with own horses blocking (true, seed 003) or only opponents blocking (false,
   * seed 000).
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withOwnPiecesBlock(boolean value) {
    Flags f = flags();
    f.ownPiecesBlock = value;
    return build(f);
  }

  /**
   * These rules with or without đá hậu: moving backward exactly d cells to kick an opponent.
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withKickBack(boolean value) {
    Flags f = flags();
    f.kickBack = value;
    return build(f);
  }

  /**
   * These rules with or without the one-roll jump: on a 1 (a die showing 1), fly to the next door
   * ahead.
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withOneRollJump(boolean value) {
    Flags f = flags();
    f.oneRollJump = value;
    return build(f);
  }

  /**
   * These rules with or without passing at will ("spare the opponent").
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withVoluntaryPass(boolean value) {
    Flags f = flags();
    f.voluntaryPass = value;
    return build(f);
  }

  /**
   * These rules with one or two dice. Going to one die sets the two-dice flags ({@code diceUse},
   * {@code doublesEnter}, {@code entryPair}, {@code doublesBonus}) back to their defaults, and
   * leaving {@code entryPair} brings back the default entry face 6 if none is left.
   *
   * @param value 1 or 2
   * @return new rules
   * @throws IllegalArgumentException if not 1 or 2, or if the faces do not fit the dice
   */
  public LudoRules withDice(int value) {
    Flags f = flags();
    f.dice = value;
    if (value == 1) {
      f.diceUse = DiceUse.ONE;
      f.doublesEnter = false;
      f.doublesBonus = false;
      if (f.entryPair) {
        f.entryPair = false;
        f.entryMask = 1 << 6;
      }
    }
    return build(f);
  }

  /**
   * These rules spending two dice another way: one action with a, b or a+b; one action with a+b
   * (a lone die only onto the own door and in the home column); or each die in turn.
   *
   * @param value how the dice are spent
   * @return new rules
   * @throws IllegalArgumentException if these rules roll one die and the value is not {@code ONE}
   */
  public LudoRules withDiceUse(DiceUse value) {
    Flags f = flags();
    f.diceUse = Objects.requireNonNull(value, "diceUse");
    return build(f);
  }

  /**
   * These rules with or without "any double enters" (two dice).
   *
   * @param value the flag
   * @return new rules
   * @throws IllegalArgumentException if these rules roll one die, or use {@code entryPair}
   */
  public LudoRules withDoublesEnter(boolean value) {
    Flags f = flags();
    f.doublesEnter = value;
    return build(f);
  }

  /**
   * These rules with or without {@code entryPair} (two dice): a horse enters on a double or on
   * exactly {1,6}, and on nothing else. Turning it on empties the entry faces and turns {@code
   * doublesEnter} off (the pair alone decides); turning it off brings back the entry face 6.
   *
   * @param value the flag
   * @return new rules
   * @throws IllegalArgumentException if these rules roll one die and the value is true
   */
  public LudoRules withEntryPair(boolean value) {
    Flags f = flags();
    if (value && !f.entryPair) {
      f.entryMask = 0;
      f.doublesEnter = false;
    } else if (!value && f.entryPair) {
      f.entryMask = 1 << 6;
    }
    f.entryPair = value;
    return build(f);
  }

  /**
   * These rules with or without "any double rolls again" (two dice).
   *
   * @param value the flag
   * @return new rules
   * @throws IllegalArgumentException if these rules roll one die and the value is true, or if
   *     every roll would then be a bonus roll
   */
  public LudoRules withDoublesBonus(boolean value) {
    Flags f = flags();
    f.doublesBonus = value;
    return build(f);
  }

  /**
   * These rules with the turn going round the other way (or back). With two players it is always
   * {@code ASCENDING}: the turn alternates either way.
   *
   * @param value the direction
   * @return new rules
   */
  public LudoRules withTurnOrder(TurnOrder value) {
    Flags f = flags();
    f.turnOrder = Objects.requireNonNull(value, "turnOrder");
    return build(f);
  }

  /**
   * These rules ending when every place is decided or at the first finisher. With two players it
   * is always {@code ALL}: the first finisher ends the game either way.
   *
   * @param value when the game ends
   * @return new rules
   */
  public LudoRules withPlayUntil(PlayUntil value) {
    Flags f = flags();
    f.playUntil = Objects.requireNonNull(value, "playUntil");
    return build(f);
  }

  /**
   * The seats in play.
   *
   * @return 2 to 4 seat numbers, ascending; player i sits in the i-th
   */
  public SortedSet<Integer> seats() {
    return set(seatMask, 0, 3);
  }

  /**
   * A player's seat: the colour, which fixes the start cell ({@link #startCell(int)}), the door
   * ({@link #door(int)}) and the home column ({@link #homeSquare(int, int)}).
   *
   * @param player 0 to {@code playerCount() - 1}
   * @return the seat 0..3
   * @throws IllegalArgumentException if there is no such player
   */
  public int seat(int player) {
    return seatOf[Players.checkSeat(player, players)];
  }

  /**
   * A seat's start cell, where its horses enter the ring: ring cell {@code 14 * seat}.
   *
   * @param seat 0..3 (a player's is {@link #seat(int)})
   * @return 0, 14, 28 or 42
   * @throws IllegalArgumentException if {@code seat} is not 0..3
   */
  public static int startCell(int seat) {
    return Track.cell(checkSeat(seat), Track.START);
  }

  /**
   * A seat's home door (cửa chuồng): the ring cell just before its start cell, {@code 14 * seat -
   * 1} round the ring, where its horses stop to enter the home column.
   *
   * @param seat 0..3 (a player's is {@link #seat(int)})
   * @return 55, 13, 27 or 41
   * @throws IllegalArgumentException if {@code seat} is not 0..3
   */
  public static int door(int seat) {
    return Track.cell(checkSeat(seat), Track.DOOR);
  }

  /**
   * Where a ring cell lies on the 15×15 cross.
   *
   * @param cell a ring cell 0..55
   * @return its square
   * @throws IllegalArgumentException if {@code cell} is not 0..55
   */
  public static GridSquare ringSquare(int cell) {
    if (cell < 0 || cell >= Track.RING) {
      throw new IllegalArgumentException("cell must be a ring cell 0..55, was " + cell);
    }
    return new GridSquare(Track.CELL_ROW[cell], Track.CELL_COL[cell]);
  }

  /**
   * Where a seat's home cell (chuồng) lies on the 15×15 cross: the column runs from beside the
   * door (cell 1) to the centre (cell 6).
   *
   * @param seat 0..3 (a player's is {@link #seat(int)})
   * @param home the home cell 1..6
   * @return its square
   * @throws IllegalArgumentException if {@code seat} is not 0..3 or {@code home} not 1..6
   */
  public static GridSquare homeSquare(int seat, int home) {
    checkSeat(seat);
    if (home < 1 || home > 6) {
      throw new IllegalArgumentException("home must be a home cell 1..6, was " + home);
    }
    return new GridSquare(Track.homeRow(seat, home), Track.homeCol(seat, home));
  }

  private static int checkSeat(int seat) {
    if (seat < 0 || seat > 3) {
      throw new IllegalArgumentException("seat must be 0..3, was " + seat);
    }
    return seat;
  }

  /**
   * The faces that bring a horse out of the stable ({@code entryFaces}); empty under {@code
   * entryPair}.
   *
   * @return faces 1..6
   */
  public SortedSet<Integer> entryFaces() {
    return set(entryMask, 1, 6);
  }

  /**
   * The faces that give another roll ({@code bonusFaces}).
   *
   * @return faces 1..6
   */
  public SortedSet<Integer> bonusFaces() {
    return set(bonusMask, 1, 6);
  }

  /**
   * Whether own horses block like opponents ({@code ownPiecesBlock}).
   *
   * @return the flag
   */
  public boolean ownPiecesBlock() {
    return ownPiecesBlock;
  }

  /**
   * Whether đá hậu is allowed ({@code kickBack}).
   *
   * @return the flag
   */
  public boolean kickBack() {
    return kickBack;
  }

  /**
   * Whether a 1 may fly a horse to the next door ({@code oneRollJump}).
   *
   * @return the flag
   */
  public boolean oneRollJump() {
    return oneRollJump;
  }

  /**
   * Whether a player may always pass ({@code voluntaryPass}).
   *
   * @return the flag
   */
  public boolean voluntaryPass() {
    return voluntaryPass;
  }

  /**
   * How many dice are rolled together ({@code dice}).
   *
   * @return 1 or 2
   */
  public int dice() {
    return dice;
  }

  /**
   * How two dice are spent ({@code diceUse}).
   *
   * @return {@code ONE} (always, with one die), {@code SUM} or {@code EACH}
   */
  public DiceUse diceUse() {
    return diceUse;
  }

  /**
   * Whether any double brings a horse out ({@code doublesEnter}, two dice).
   *
   * @return the flag
   */
  public boolean doublesEnter() {
    return doublesEnter;
  }

  /**
   * Whether entering needs the pair itself, a double or exactly {1,6} ({@code entryPair}).
   *
   * @return the flag
   */
  public boolean entryPair() {
    return entryPair;
  }

  /**
   * Whether any double gives another roll ({@code doublesBonus}, two dice).
   *
   * @return the flag
   */
  public boolean doublesBonus() {
    return doublesBonus;
  }

  /**
   * Which way the turn goes round ({@code turnOrder}).
   *
   * @return the direction
   */
  public TurnOrder turnOrder() {
    return turnOrder;
  }

  /**
   * When the game ends ({@code playUntil}).
   *
   * @return all places decided, or the first finisher
   */
  public PlayUntil playUntil() {
    return playUntil;
  }

  /**
   * Whether a roll lets a horse enter. One die: the face is an entry face. Two dice: a die shows
   * an entry face, or the roll is a double under {@code doublesEnter}; under {@code entryPair},
   * the roll is a double or {1,6}.
   *
   * @param roll a roll code ({@link LudoMove#rollCode(int)} or {@link LudoMove#rollCode(int, int)})
   * @return {@code true} if the roll enters
   */
  public boolean isEntryRoll(int roll) {
    return isRollCode(roll) && entry[roll];
  }

  /**
   * Whether a roll gives the same player another roll. One die: the face is a bonus face. Two
   * dice: a die shows a bonus face, or the roll is a double under {@code doublesBonus}.
   *
   * @param roll a roll code
   * @return {@code true} if the roll is followed by another roll of the same player
   */
  public boolean isBonusRoll(int roll) {
    return isRollCode(roll) && bonus[roll];
  }

  boolean isRollCode(int roll) {
    return roll > 0 && roll < 64 && info[roll] != 0;
  }

  /** {@code ludo}. */
  @Override
  public String name() {
    return Ludo.NAME;
  }

  /**
   * The canonical spec listing every flag, such as {@code ludo(players=4,seats={0,1,2,3},...)};
   * {@link Ludo#TYPE} parses it back to equal rules.
   */
  @Override
  public String spec() {
    return VariantSpec.of(Ludo.NAME)
        .with("players", players)
        .with("seats", SpecReader.formatSet(seats()))
        .with("entryFaces", SpecReader.formatSet(entryFaces()))
        .with("bonusFaces", SpecReader.formatSet(bonusFaces()))
        .with("ownPiecesBlock", ownPiecesBlock)
        .with("kickBack", kickBack)
        .with("oneRollJump", oneRollJump)
        .with("voluntaryPass", voluntaryPass)
        .with("dice", dice)
        .with("diceUse", diceUse.specValue())
        .with("doublesEnter", doublesEnter)
        .with("entryPair", entryPair)
        .with("doublesBonus", doublesBonus)
        .with("turnOrder", turnOrder.specValue())
        .with("playUntil", playUntil.specValue())
        .toString();
  }

  /** 2 to 4 players, numbered in increasing seat order. */
  @Override
  public int playerCount() {
    return players;
  }

  /** Yes: every roll is a chance node. */
  @Override
  public boolean hasChance() {
    return true;
  }

  /** Yes: the whole board is in view. */
  @Override
  public boolean perfectInformation() {
    return true;
  }

  /** Returns are zero-sum: place q of n players scores {@code n + 1 - 2q}. */
  @Override
  public boolean zeroSum() {
    return true;
  }

  /** 32: at most 21 rolls of two dice, or 30 actions (four horses on the ring and a pass). */
  @Override
  public int maxLegalMoves() {
    return MAX_MOVES;
  }

  /**
   * Rules from spec text such as {@code ludo(players=2,kickBack=true)}, absent flags taking their standard values:
   * the same reading as {@link Ludo#rules(String)} and {@link Ludo#TYPE}, here beside {@link
   * #position(String)} so that the rules class reads both texts, as in every game.
   *
   * @param spec the spec text
   * @return the rules, or every problem in the spec at once (subject {@code spec})
   */
  public static Either<InvalidInput, LudoRules> parse(String spec) {
    return Ludo.TYPE.parse(spec);
  }

  /**
   * A position under these rules from its text form (see {@link LudoState#toString()}).
   *
   * @param text such as {@code 12,s,s,h3/30,41,s,s 0 6 -}
   * @return the state, or the first thing wrong with the text
   */
  public Either<InvalidInput, LudoState> position(String text) {
    return InvalidInput.from("position", Notation.parseState(this, text));
  }

  /** Every horse in its stable, the first player (lowest seat) about to roll. */
  @Override
  public LudoState initialState() {
    return LudoState.initial(this);
  }

  /**
   * The number of equally likely cases behind a roll.
   *
   * @return 6 for one die, 36 for two
   */
  int chanceTotal() {
    return chanceTotal;
  }

  /** Equal when every flag and the seats are equal. */
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LudoRules r && r.seatMask == seatMask
        && r.entryMask == entryMask
        && r.bonusMask == bonusMask && r.ownPiecesBlock == ownPiecesBlock
        && r.kickBack == kickBack && r.oneRollJump == oneRollJump
        && r.voluntaryPass == voluntaryPass && r.dice == dice && r.diceUse == diceUse
        && r.doublesEnter == doublesEnter && r.entryPair == entryPair
        && r.doublesBonus == doublesBonus && r.turnOrder == turnOrder
        && r.playUntil == playUntil;
  }

  /** Consistent with {@link #equals(Object)}. */
  @Override
  public int hashCode() {
    return hashCode;
  }

  /** The spec. */
  @Override
  public String toString() {
    return spec();
  }
}
