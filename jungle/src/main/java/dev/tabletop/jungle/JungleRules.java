package dev.tabletop.jungle;

import dev.tabletop.core.Game;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * The rules of one Cờ Thú variant: an immutable value holding every variant flag, shared by every
 * state played under it.
 *
 * <p>The canonical spec lists every flag, in this order:
 *
 * <pre>
 * jungle(repetitionLimit=5,noMoveLoses=true,elephantTakesRat=false,dogOutranksWolf=false,ratTakesAcrossBank=false,tigerJumpsRanks=true)
 * </pre>
 *
 * <ul>
 *   <li>{@code repetitionLimit}: the game is drawn when one position with the same side to move
 *       occurs this many times (0 turns the rule off). Applied by {@code GameHistory} and {@code
 *       Playout} through position hashes, not by the state.
 *   <li>{@code noMoveLoses}: a side with no legal move on its turn loses; when false, it draws.
 *   <li>{@code elephantTakesRat}: the Elephant may take the Rat on land.
 *   <li>{@code dogOutranksWolf}: the Dog is rank 4 and the Wolf rank 3.
 *   <li>{@code ratTakesAcrossBank}: a Rat may take the enemy Rat across the water's edge.
 *   <li>{@code tigerJumpsRanks}: the Tiger jumps along ranks as well as files; when false, along
 *       files only (the Lion always jumps both ways).
 * </ul>
 */
public final class JungleRules implements Game<JungleState> {
  /** The rules of the source page: 5-fold repetition draws, no move loses, no other variation. */
  public static final JungleRules STANDARD = new JungleRules(5, true, false, false, false, true);
  /** As {@link #STANDARD} but drawn on the 3rd occurrence of a position, as many programs do. */
  public static final JungleRules THREEFOLD = STANDARD.withRepetitionLimit(3);
  /**
   * The Leiden framework's conventions: the Dog outranks the Wolf and a side without a move
   * draws instead of losing.
   */
  public static final JungleRules LEIDEN = STANDARD.withDogOutranksWolf(true).withNoMoveLoses(false);
  /**
   * The rule-book variations together: the Elephant takes the Rat, Rats take each other across the
   * bank, and the Tiger jumps only along files.
   */
  public static final JungleRules HOUSE = STANDARD.withElephantTakesRat(true)
      .withRatTakesAcrossBank(true).withTigerJumpsRanks(false);

  /** Every named preset. */
  public static final List<JungleRules> PRESETS = List.of(STANDARD, THREEFOLD, LEIDEN, HOUSE);

  /** The greatest legal-move count of any position: eight pieces with at most four moves each. */
  static final int MAX_MOVES = 32;

  private final int repetitionLimit;
  private final boolean noMoveLoses;
  private final boolean elephantTakesRat;
  private final boolean dogOutranksWolf;
  private final boolean ratTakesAcrossBank;
  private final boolean tigerJumpsRanks;
  /** Bit {@code 8 * attacker + victim} set when the attacker takes the victim on open land. */
  final long canTake;
  /**
   * The same for a capture across the water's edge (a Rat leaving or entering the water): only
   * bit 0, Rat takes Rat, under {@code ratTakesAcrossBank}.
   */
  final long canTakeAcrossBank;
  /** By piece type, where its jumps may land: {@link Tables#jumpLandings(boolean)}. */
  final long[] jumpLandings;
  private final JungleState initial;

  private JungleRules(int repetitionLimit, boolean noMoveLoses, boolean elephantTakesRat,
      boolean dogOutranksWolf, boolean ratTakesAcrossBank, boolean tigerJumpsRanks) {
    if (repetitionLimit < 0 || repetitionLimit == 1) {
      throw new IllegalArgumentException(
          "repetitionLimit must be 0 (off) or at least 2, was " + repetitionLimit);
    }
    this.repetitionLimit = repetitionLimit;
    this.noMoveLoses = noMoveLoses;
    this.elephantTakesRat = elephantTakesRat;
    this.dogOutranksWolf = dogOutranksWolf;
    this.ratTakesAcrossBank = ratTakesAcrossBank;
    this.tigerJumpsRanks = tigerJumpsRanks;
    long table = 0;
    for (Piece a : Piece.values()) {
      for (Piece v : Piece.values()) {
        if (takesOnOpenLand(a, v)) {
          table |= 1L << (8 * a.ordinal() + v.ordinal());
        }
      }
    }
    this.canTake = table;
    this.canTakeAcrossBank = ratTakesAcrossBank ? 1L : 0L;
    this.jumpLandings = Tables.jumpLandings(tigerJumpsRanks);
    this.initial = JungleState.initial(this);
  }

  private boolean takesOnOpenLand(Piece attacker, Piece victim) {
    if (attacker == Piece.RAT && victim == Piece.ELEPHANT) {
      return true;
    }
    if (attacker == Piece.ELEPHANT && victim == Piece.RAT) {
      return elephantTakesRat;
    }
    return rank(attacker) >= rank(victim);
  }

  /**
   * A piece's rank under these rules: the standard ranks, with the Dog and Wolf swapped under
   * {@code dogOutranksWolf}.
   *
   * @param piece the animal
   * @return 1 (Rat) to 8 (Elephant)
   */
  public int rank(Piece piece) {
    if (dogOutranksWolf && piece == Piece.DOG) {
      return 4;
    }
    if (dogOutranksWolf && piece == Piece.WOLF) {
      return 3;
    }
    return piece.standardRank();
  }

  /**
   * Whether one piece may take another when both stand on open land (no trap involved): the
   * capture table ("Bảng ai ăn được ai") of these rules.
   *
   * @param attacker the moving piece
   * @param victim the enemy piece on the target square
   * @return {@code true} when the capture is allowed
   */
  public boolean takes(Piece attacker, Piece victim) {
    return (canTake >>> (8 * attacker.ordinal() + victim.ordinal()) & 1) != 0;
  }

  /**
   * Rules from spec text such as {@code jungle(repetitionLimit=3)}, absent flags taking their
   * standard values: the same reading as {@link Jungle#rules(String)} and {@link Jungle#TYPE},
   * here beside {@link #position(String)} so that the rules class reads both texts.
   *
   * @param spec the spec text
   * @return the rules, or every problem in the spec at once (subject {@code spec})
   */
  public static Either<InvalidInput, JungleRules> parse(String spec) {
    return Jungle.TYPE.parse(spec);
  }

  /** The rules a parsed spec describes, or every unknown key and bad value at once. */
  static Either<InvalidInput, JungleRules> fromSpec(VariantSpec spec) {
    SpecReader r = new SpecReader(spec, "jungle");
    int limit = r.integer("repetitionLimit", STANDARD.repetitionLimit, 0, 1_000_000);
    r.require(limit != 1, "repetitionLimit must be 0 (off) or at least 2, was 1");
    boolean noMove = r.bool("noMoveLoses", STANDARD.noMoveLoses);
    boolean eTakesR = r.bool("elephantTakesRat", STANDARD.elephantTakesRat);
    boolean dogWolf = r.bool("dogOutranksWolf", STANDARD.dogOutranksWolf);
    boolean acrossBank = r.bool("ratTakesAcrossBank", STANDARD.ratTakesAcrossBank);
    boolean tigerRanks = r.bool("tigerJumpsRanks", STANDARD.tigerJumpsRanks);
    return r.finish(() -> new JungleRules(limit, noMove, eTakesR, dogWolf, acrossBank, tigerRanks));
  }

  /**
   * The draw-by-repetition limit ({@code repetitionLimit}).
   *
   * @return the occurrence that draws, or 0 when the rule is off
   */
  @Override
  public int repetitionLimit() {
    return repetitionLimit;
  }

  /**
   * Whether a side with no legal move loses ({@code noMoveLoses}); otherwise it draws.
   *
   * @return the flag
   */
  public boolean noMoveLoses() {
    return noMoveLoses;
  }

  /**
   * Whether the Elephant may take the Rat on land ({@code elephantTakesRat}).
   *
   * @return the flag
   */
  public boolean elephantTakesRat() {
    return elephantTakesRat;
  }

  /**
   * Whether the Dog is rank 4 and the Wolf rank 3 ({@code dogOutranksWolf}).
   *
   * @return the flag
   */
  public boolean dogOutranksWolf() {
    return dogOutranksWolf;
  }

  /**
   * Whether Rats may take each other across the water's edge ({@code ratTakesAcrossBank}).
   *
   * @return the flag
   */
  public boolean ratTakesAcrossBank() {
    return ratTakesAcrossBank;
  }

  /**
   * Whether the Tiger jumps along ranks too ({@code tigerJumpsRanks}).
   *
   * @return the flag
   */
  public boolean tigerJumpsRanks() {
    return tigerJumpsRanks;
  }

  /**
   * These rules with another repetition limit.
   *
   * @param limit 0 (off) or at least 2
   * @return new rules
   * @throws IllegalArgumentException for a negative limit or 1
   */
  public JungleRules withRepetitionLimit(int limit) {
    return new JungleRules(limit, noMoveLoses, elephantTakesRat, dogOutranksWolf,
        ratTakesAcrossBank, tigerJumpsRanks);
  }

  /**
   * These rules with {@code noMoveLoses} set.
   *
   * @param value the flag
   * @return new rules
   */
  public JungleRules withNoMoveLoses(boolean value) {
    return new JungleRules(repetitionLimit, value, elephantTakesRat, dogOutranksWolf,
        ratTakesAcrossBank, tigerJumpsRanks);
  }

  /**
   * These rules with {@code elephantTakesRat} set.
   *
   * @param value the flag
   * @return new rules
   */
  public JungleRules withElephantTakesRat(boolean value) {
    return new JungleRules(repetitionLimit, noMoveLoses, value, dogOutranksWolf,
        ratTakesAcrossBank, tigerJumpsRanks);
  }

  /**
   * These rules with {@code dogOutranksWolf} set.
   *
   * @param value the flag
   * @return new rules
   */
  public JungleRules withDogOutranksWolf(boolean value) {
    return new JungleRules(repetitionLimit, noMoveLoses, elephantTakesRat, value,
        ratTakesAcrossBank, tigerJumpsRanks);
  }

  /**
   * These rules with {@code ratTakesAcrossBank} set.
   *
   * @param value the flag
   * @return new rules
   */
  public JungleRules withRatTakesAcrossBank(boolean value) {
    return new JungleRules(repetitionLimit, noMoveLoses, elephantTakesRat, dogOutranksWolf,
        value, tigerJumpsRanks);
  }

  /**
   * These rules with {@code tigerJumpsRanks} set.
   *
   * @param value the flag
   * @return new rules
   */
  public JungleRules withTigerJumpsRanks(boolean value) {
    return new JungleRules(repetitionLimit, noMoveLoses, elephantTakesRat, dogOutranksWolf,
        ratTakesAcrossBank, value);
  }

  /**
   * A position under these rules, read from the position notation.
   *
   * @param position such as {@code l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w}
   * @return the state, or what is malformed: the rank count, a rank's length, an unknown letter, a
   *     duplicated animal, an animal in water that cannot swim, an animal in its own den, both dens
   *     entered, or an empty board
   */
  public Either<InvalidInput, JungleState> position(String position) {
    return InvalidInput.from("position", JungleState.parse(this, position));
  }

  @Override
  public String name() {
    return "jungle";
  }

  @Override
  public String spec() {
    return VariantSpec.of("jungle")
        .with("repetitionLimit", repetitionLimit)
        .with("noMoveLoses", noMoveLoses)
        .with("elephantTakesRat", elephantTakesRat)
        .with("dogOutranksWolf", dogOutranksWolf)
        .with("ratTakesAcrossBank", ratTakesAcrossBank)
        .with("tigerJumpsRanks", tigerJumpsRanks)
        .toString();
  }

  @Override
  public int playerCount() {
    return 2;
  }

  @Override
  public boolean hasChance() {
    return false;
  }

  @Override
  public boolean perfectInformation() {
    return true;
  }

  @Override
  public boolean zeroSum() {
    return true;
  }

  /**
   * At most 32: eight pieces with at most four moves each.
   *
   * @return 32
   */
  @Override
  public int maxLegalMoves() {
    return MAX_MOVES;
  }

  /**
   * The start position, Red to move. The same object every call.
   *
   * @return {@code l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w}
   */
  @Override
  public JungleState initialState() {
    return initial;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JungleRules r && r.repetitionLimit == repetitionLimit
        && r.noMoveLoses == noMoveLoses && r.elephantTakesRat == elephantTakesRat
        && r.dogOutranksWolf == dogOutranksWolf && r.ratTakesAcrossBank == ratTakesAcrossBank
        && r.tigerJumpsRanks == tigerJumpsRanks;
  }

  @Override
  public int hashCode() {
    int h = repetitionLimit;
    h = 31 * h + (noMoveLoses ? 1 : 0);
    h = 31 * h + (elephantTakesRat ? 1 : 0);
    h = 31 * h + (dogOutranksWolf ? 1 : 0);
    h = 31 * h + (ratTakesAcrossBank ? 1 : 0);
    return 31 * h + (tigerJumpsRanks ? 1 : 0);
  }

  /**
   * The canonical spec.
   *
   * @return the same text as {@link #spec()}
   */
  @Override
  public String toString() {
    return spec();
  }
}
