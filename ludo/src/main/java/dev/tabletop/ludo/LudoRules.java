package dev.tabletop.ludo;

import dev.tabletop.core.Game;
import dev.tabletop.core.InvalidInput;
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
 * <p>Presets: {@link #STANDARD} (every flag at its default: seed 000's rules, except that own
 * horses block as in seed 003), {@link #TWO_DICE} (seed 003:
 * two dice, entry and bonus on 1 or 6, own horses block) and {@link #HOUSE} (seed 000 with every
 * option its page mentions: đá hậu, the one-roll jump, voluntary passing, only opponents block).
 * The {@code with…} methods change one flag; {@link #spec()} prints every flag and {@link
 * Ludo#TYPE} parses it back to equal rules.
 *
 * <p>Players are numbered 0 to {@code playerCount() - 1} in increasing seat order; {@link
 * #seat(int)} gives a player's seat (0..3, the colour on the board).
 */
public final class LudoRules implements Game<LudoState> {
  /** The most move codes a position can offer (a die roll has at most 21 outcomes). */
  static final int MAX_MOVES = 32;

  static final int ROLL_ENTRY = 1;
  static final int ROLL_BONUS = 2;
  static final int ROLL_ONE = 4;

  private static final int ALL_FACES = 0b1111110;

  /**
   * Every flag at its default: four players, one die, enter and bonus on 6, no kick back, no jump,
   * no voluntary pass, play until every place is decided: seed 000's rules, except that own horses
   * block too ({@code ownPiecesBlock=true}, seed 003; seed 000's reading is in {@link #HOUSE}).
   */
  public static final LudoRules STANDARD = new LudoRules(0b1111, 1 << 6, 1 << 6, true, false,
      false, false, 1, PlayUntil.ALL);

  /** Seed 003's rules: two dice, enter and bonus roll on 1 or 6 (or a double), own horses block. */
  public static final LudoRules TWO_DICE = STANDARD.withDice(2).withEntryFaces(1, 6)
      .withBonusFaces(1, 6);

  /**
   * Seed 000 with every house option its page mentions: kick back (đá hậu), the one-roll jump to
   * the next door, voluntary passing, and only opponents block.
   */
  public static final LudoRules HOUSE = STANDARD.withOwnPiecesBlock(false).withKickBack(true)
      .withOneRollJump(true).withVoluntaryPass(true);

  private final int seatMask;
  private final int entryMask;
  private final int bonusMask;
  private final boolean ownPiecesBlock;
  private final boolean kickBack;
  private final boolean oneRollJump;
  private final boolean voluntaryPass;
  private final int dice;
  private final PlayUntil playUntil;

  // Derived tables for the hot path.
  final int players;
  final int[] seatOf;
  /** Per roll code: {@link #ROLL_ENTRY}, {@link #ROLL_BONUS}, {@link #ROLL_ONE} bits. */
  final byte[] rollInfo = new byte[64];
  /** Per roll code: how many die choices it offers (1 to 3). */
  final byte[] useCount = new byte[64];
  /** {@code uses[roll * 4 + i]}: the i-th die choice of a roll. */
  final byte[] uses = new byte[256];
  /** {@code steps[roll * 4 + use]}: the number of cells a die choice moves, 0 if not offered. */
  final byte[] steps = new byte[256];
  private final int chanceTotal;
  private final int hashCode;

  private LudoRules(int seatMask, int entryMask, int bonusMask, boolean ownPiecesBlock,
      boolean kickBack, boolean oneRollJump, boolean voluntaryPass, int dice,
      PlayUntil playUntil) {
    this.seatMask = seatMask;
    this.entryMask = entryMask;
    this.bonusMask = bonusMask;
    this.ownPiecesBlock = ownPiecesBlock;
    this.kickBack = kickBack;
    this.oneRollJump = oneRollJump;
    this.voluntaryPass = voluntaryPass;
    this.dice = dice;
    this.playUntil = Objects.requireNonNull(playUntil, "playUntil");
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
        rollInfo[d] = (byte) (((entryMask >> d) & 1) * ROLL_ENTRY
            + ((bonusMask >> d) & 1) * ROLL_BONUS + (d == 1 ? ROLL_ONE : 0));
        useCount[d] = 1;
        uses[d * 4] = 0;
        steps[d * 4] = (byte) d;
      }
      chanceTotal = 6;
    } else {
      for (int a = 1; a <= 6; a++) {
        for (int b = a; b <= 6; b++) {
          int roll = a * 8 + b;
          boolean twin = a == b;
          boolean entry = twin || ((entryMask >> a) & 1) != 0 || ((entryMask >> b) & 1) != 0;
          boolean bonus = twin || ((bonusMask >> a) & 1) != 0 || ((bonusMask >> b) & 1) != 0;
          rollInfo[roll] = (byte) ((entry ? ROLL_ENTRY : 0) + (bonus ? ROLL_BONUS : 0)
              + (a == 1 ? ROLL_ONE : 0));
          steps[roll * 4] = (byte) a;
          steps[roll * 4 + 2] = (byte) (a + b);
          if (twin) {
            // Both dice show the same: "use die b" is the same move as "use die a".
            useCount[roll] = 2;
            uses[roll * 4] = 0;
            uses[roll * 4 + 1] = 2;
          } else {
            steps[roll * 4 + 1] = (byte) b;
            useCount[roll] = 3;
            uses[roll * 4] = 0;
            uses[roll * 4 + 1] = 1;
            uses[roll * 4 + 2] = 2;
          }
        }
      }
      chanceTotal = 36;
    }
    this.hashCode = Objects.hash(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack,
        oneRollJump, voluntaryPass, dice, playUntil);
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

  private static int mask(Iterable<Integer> values) {
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
   * Rules from explicit values, checking every combination: the one constructor behind the
   * presets, the {@code with…} methods and the spec parser.
   *
   * @return the rules, or every problem found
   */
  static Validation<Seq<String>, LudoRules> of(SortedSet<Integer> seats,
      SortedSet<Integer> entryFaces, SortedSet<Integer> bonusFaces, boolean ownPiecesBlock,
      boolean kickBack, boolean oneRollJump, boolean voluntaryPass, int dice,
      PlayUntil playUntil) {
    List<String> problems = problems(seats, entryFaces, bonusFaces, dice);
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(new LudoRules(mask(seats), mask(entryFaces), mask(bonusFaces),
        ownPiecesBlock, kickBack, oneRollJump, voluntaryPass, dice, playUntil));
  }

  static List<String> problems(SortedSet<Integer> seats, SortedSet<Integer> entryFaces,
      SortedSet<Integer> bonusFaces, int dice) {
    List<String> problems = List.empty();
    if (seats.size() < 2 || seats.size() > 4 || seats.exists(s -> s < 0 || s > 3)) {
      problems = problems.append("seats must be 2 to 4 distinct seats from 0 to 3, was "
          + SpecReader.formatSet(seats));
    }
    if (dice != 1 && dice != 2) {
      problems = problems.append("dice must be 1 or 2, was " + dice);
    }
    if (entryFaces.exists(f -> f < 1 || f > 6) || bonusFaces.exists(f -> f < 1 || f > 6)) {
      problems = problems.append("faces must be from 1 to 6");
    }
    if (dice == 1 && entryFaces.isEmpty()) {
      problems = problems.append("entryFaces is empty: with one die no horse could ever enter");
    }
    int bonus = mask(bonusFaces);
    if (dice == 1 && (bonus & ALL_FACES) == ALL_FACES) {
      problems = problems.append("bonusFaces " + SpecReader.formatSet(bonusFaces)
          + " names every face: a turn could never end");
    }
    if (dice == 2 && Integer.bitCount(bonus & ALL_FACES) > 4) {
      problems = problems.append("bonusFaces " + SpecReader.formatSet(bonusFaces)
          + " leaves fewer than two faces: with two dice every roll would be a bonus roll");
    }
    return problems;
  }

  private LudoRules copy(int seatMask, int entryMask, int bonusMask, boolean ownPiecesBlock,
      boolean kickBack, boolean oneRollJump, boolean voluntaryPass, int dice, PlayUntil until) {
    List<String> problems = problems(set(seatMask, 0, 3), set(entryMask, 1, 6),
        set(bonusMask, 1, 6), dice);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(problems.mkString("; "));
    }
    return new LudoRules(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack, oneRollJump,
        voluntaryPass, dice, until);
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
   * 2; 4: all).
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
    return copy(m, entryMask, bonusMask, ownPiecesBlock, kickBack, oneRollJump, voluntaryPass,
        dice, playUntil);
  }

  /**
   * These rules with other entry faces (xuất quân): the faces that bring a horse out of the stable.
   *
   * @param faces die faces 1 to 6
   * @return new rules
   * @throws IllegalArgumentException if a face is out of range or none is given with one die
   */
  public LudoRules withEntryFaces(int... faces) {
    return copy(seatMask, faces(faces), bonusMask, ownPiecesBlock, kickBack, oneRollJump,
        voluntaryPass, dice, playUntil);
  }

  /**
   * These rules with other bonus faces: a roll showing one gives the same player another roll.
   *
   * @param faces die faces 1 to 6
   * @return new rules
   * @throws IllegalArgumentException if a face is out of range or every roll would be a bonus
   */
  public LudoRules withBonusFaces(int... faces) {
    return copy(seatMask, entryMask, faces(faces), ownPiecesBlock, kickBack, oneRollJump,
        voluntaryPass, dice, playUntil);
  }

  /**
   * These rules with own horses blocking (true, seed 003) or only opponents blocking (false,
   * seed 000).
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withOwnPiecesBlock(boolean value) {
    return copy(seatMask, entryMask, bonusMask, value, kickBack, oneRollJump, voluntaryPass, dice,
        playUntil);
  }

  /**
   * These rules with or without đá hậu: moving backward exactly d cells to kick an opponent.
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withKickBack(boolean value) {
    return copy(seatMask, entryMask, bonusMask, ownPiecesBlock, value, oneRollJump, voluntaryPass,
        dice, playUntil);
  }

  /**
   * These rules with or without the one-roll jump: on a 1, fly to the next door ahead.
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withOneRollJump(boolean value) {
    return copy(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack, value, voluntaryPass,
        dice, playUntil);
  }

  /**
   * These rules with or without passing at will ("spare the opponent").
   *
   * @param value the flag
   * @return new rules
   */
  public LudoRules withVoluntaryPass(boolean value) {
    return copy(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack, oneRollJump, value, dice,
        playUntil);
  }

  /**
   * These rules with one or two dice.
   *
   * @param value 1 or 2
   * @return new rules
   * @throws IllegalArgumentException if not 1 or 2
   */
  public LudoRules withDice(int value) {
    return copy(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack, oneRollJump,
        voluntaryPass, value, playUntil);
  }

  /**
   * These rules ending when every place is decided or at the first finisher.
   *
   * @param value when the game ends
   * @return new rules
   */
  public LudoRules withPlayUntil(PlayUntil value) {
    return copy(seatMask, entryMask, bonusMask, ownPiecesBlock, kickBack, oneRollJump,
        voluntaryPass, dice, value);
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
   * A player's seat: the colour and the start cell {@code 14 * seat}.
   *
   * @param player 0 to {@code playerCount() - 1}
   * @return the seat 0..3
   * @throws IndexOutOfBoundsException if there is no such player
   */
  public int seat(int player) {
    return seatOf[player];
  }

  /**
   * The faces that bring a horse out of the stable ({@code entryFaces}).
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
   * When the game ends ({@code playUntil}).
   *
   * @return all places decided, or the first finisher
   */
  public PlayUntil playUntil() {
    return playUntil;
  }

  /**
   * Whether a roll lets a horse enter. One die: the face is an entry face. Two dice: a double, or
   * either die shows an entry face.
   *
   * @param roll a roll code ({@link LudoMove#rollCode(int)} or {@link LudoMove#rollCode(int, int)})
   * @return {@code true} if the roll enters
   */
  public boolean isEntryRoll(int roll) {
    return roll > 0 && roll < 64 && (rollInfo[roll] & ROLL_ENTRY) != 0;
  }

  /**
   * Whether a roll gives the same player another roll. One die: the face is a bonus face. Two
   * dice: a double, or either die shows a bonus face.
   *
   * @param roll a roll code
   * @return {@code true} if the roll is followed by another roll of the same player
   */
  public boolean isBonusRoll(int roll) {
    return roll > 0 && roll < 64 && (rollInfo[roll] & ROLL_BONUS) != 0;
  }

  boolean isRollCode(int roll) {
    return roll > 0 && roll < 64 && useCount[roll] != 0;
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

  /** 32: at most 21 rolls of two dice, or 29 actions (four horses on the ring and a pass). */
  @Override
  public int maxLegalMoves() {
    return MAX_MOVES;
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
        && r.voluntaryPass == voluntaryPass && r.dice == dice && r.playUntil == playUntil;
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
