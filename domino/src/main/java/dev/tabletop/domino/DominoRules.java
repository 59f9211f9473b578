package dev.tabletop.domino;

import dev.tabletop.core.Game;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import io.vavr.collection.Seq;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import dev.tabletop.core.InvalidInput;
import java.util.Locale;

/**
 * The rules of a Vietnamese domino round: the variant flags of {@code rules/domino.md}. Immutable;
 * every state carries it.
 *
 * <p>Spec form, listing every flag: {@code domino(players=4,doubleBlankThirteen=true,
 * blankWild=off,draw=one,partnership=false,scoring=stakes,ties=break,firstLead=forced)}. The
 * boolean spellings of {@code blankWild} from before it had three values are still read:
 * {@code false} is {@code off} and {@code true} is {@code anywhere}, what {@code true} meant then.
 *
 * @param players seats at the table, 2 to 4
 * @param doubleBlankThirteen whether 0:0 counts 13 in a hand count (quân 0:0 tính 13 điểm)
 * @param blankWild where a blank is free (biến ô trống thành ô tự do)
 * @param draw what a stuck player does while a boneyard is left
 * @param partnership whether seats 0+2 play against 1+3 (4 players)
 * @param scoring stakes by rank, or points
 * @param ties what a blocked round with a shared lowest count does
 * @param firstLead whether the first round's lead tile is forced or only the leader
 */
public record DominoRules(int players, boolean doubleBlankThirteen, BlankWild blankWild,
    DrawRule draw, boolean partnership, Scoring scoring, Ties ties, FirstLead firstLead)
    implements Game<DominoState> {

  /** The page's rules for four players: defaults everywhere. */
  public static final DominoRules STANDARD = new DominoRules(4, true, BlankWild.OFF, DrawRule.ONE,
      false, Scoring.STAKES, Ties.BREAK, FirstLead.FORCED);
  /** Two players, 14-tile boneyard, draw one. */
  public static final DominoRules TWO_PLAYERS = STANDARD.withPlayers(2);
  /** Three players, 7-tile boneyard, draw one. */
  public static final DominoRules THREE_PLAYERS = STANDARD.withPlayers(3);
  /** Four players as two teams across the table, scored in points. */
  public static final DominoRules PARTNERSHIP =
      STANDARD.withPartnership(true).withScoring(Scoring.POINTS);
  /** Four players as two teams across the table, playing for stakes (+1 / −1 each, ±4 blocked). */
  public static final DominoRules PARTNERSHIP_STAKES = STANDARD.withPartnership(true);
  /** The block game for two: nobody draws. */
  public static final DominoRules BLOCK_TWO = TWO_PLAYERS.withDraw(DrawRule.NONE);

  /** Every preset above, in the order they are declared. */
  public static final List<DominoRules> PRESETS = List.of(STANDARD, TWO_PLAYERS, THREE_PLAYERS,
      PARTNERSHIP, PARTNERSHIP_STAKES, BLOCK_TWO);

  /** The name in specs and records. */
  public static final String NAME = "domino";

  /**
   * Checks the combination.
   *
   * @throws IllegalArgumentException for a bad player count or a partnership that is not four
   *     players
   * @throws NullPointerException if an enum is null
   */
  public DominoRules {
    java.util.Objects.requireNonNull(blankWild, "blankWild");
    java.util.Objects.requireNonNull(draw, "draw");
    java.util.Objects.requireNonNull(scoring, "scoring");
    java.util.Objects.requireNonNull(ties, "ties");
    java.util.Objects.requireNonNull(firstLead, "firstLead");
    String problem = problem(players, partnership);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
  }

  private static String problem(int players, boolean partnership) {
    if (players < 2 || players > 4) {
      return "players must be 2, 3 or 4, was " + players;
    }
    if (partnership && players != 4) {
      return "partnership needs 4 players (0+2 against 1+3), was " + players;
    }
    return null;
  }

  /**
   * These rules for another number of players.
   *
   * @param n 2 to 4
   * @return new rules
   * @throws IllegalArgumentException for a count outside 2..4, or not 4 in a partnership
   */
  public DominoRules withPlayers(int n) {
    return new DominoRules(n, doubleBlankThirteen, blankWild, draw, partnership, scoring, ties,
        firstLead);
  }

  /**
   * These rules with or without the 13-point 0:0.
   *
   * @param on whether 0:0 counts 13
   * @return new rules
   */
  public DominoRules withDoubleBlankThirteen(boolean on) {
    return new DominoRules(players, on, blankWild, draw, partnership, scoring, ties, firstLead);
  }

  /**
   * These rules with blanks free nowhere, on the table, or anywhere.
   *
   * @param wild where a blank is free
   * @return new rules
   */
  public DominoRules withBlankWild(BlankWild wild) {
    return new DominoRules(players, doubleBlankThirteen, wild, draw, partnership, scoring, ties,
        firstLead);
  }

  /**
   * These rules with another draw rule.
   *
   * @param rule the draw rule
   * @return new rules
   */
  public DominoRules withDraw(DrawRule rule) {
    return new DominoRules(players, doubleBlankThirteen, blankWild, rule, partnership, scoring,
        ties, firstLead);
  }

  /**
   * These rules with or without partnership; turning it on also sets four players.
   *
   * @param on whether 0+2 play against 1+3
   * @return new rules
   */
  public DominoRules withPartnership(boolean on) {
    return new DominoRules(on ? 4 : players, doubleBlankThirteen, blankWild, draw, on, scoring,
        ties, firstLead);
  }

  /**
   * These rules with another scoring.
   *
   * @param s stakes or points
   * @return new rules
   */
  public DominoRules withScoring(Scoring s) {
    return new DominoRules(players, doubleBlankThirteen, blankWild, draw, partnership, s, ties,
        firstLead);
  }

  /**
   * These rules with another treatment of a shared lowest count in a blocked round.
   *
   * @param t break the tie or void the round
   * @return new rules
   */
  public DominoRules withTies(Ties t) {
    return new DominoRules(players, doubleBlankThirteen, blankWild, draw, partnership, scoring, t,
        firstLead);
  }

  /**
   * These rules with another first-round lead.
   *
   * @param f the lead tile forced, or only the leader
   * @return new rules
   */
  public DominoRules withFirstLead(FirstLead f) {
    return new DominoRules(players, doubleBlankThirteen, blankWild, draw, partnership, scoring,
        ties, f);
  }

  /**
   * Reads rules from a parsed spec, reporting every unknown key, bad value and bad combination at
   * once. Absent keys take the defaults of {@link #STANDARD}. {@code blankWild=false} and
   * {@code blankWild=true}, the spellings of the old boolean flag, read as {@code off} and
   * {@code anywhere} (what the old engine played), so old records replay the same game.
   *
   * @param spec a spec named {@code domino}
   * @return the rules, or every problem
   */
  static Either<InvalidInput, DominoRules> fromSpec(VariantSpec spec) {
    SpecReader r = new SpecReader(spec, NAME);
    int players = r.integer("players", STANDARD.players, 2, 4);
    boolean thirteen = r.bool("doubleBlankThirteen", STANDARD.doubleBlankThirteen);
    BlankWild wild = STANDARD.blankWild;
    if (r.has("blankWild")) {
      String text = spec.params().get("blankWild").get();
      if (text.equals("false")) {
        wild = BlankWild.OFF;
      } else if (text.equals("true")) {
        wild = BlankWild.ANYWHERE;
      } else {
        wild = r.choice("blankWild", BlankWild.class, STANDARD.blankWild);
      }
    }
    DrawRule draw = r.choice("draw", DrawRule.class, STANDARD.draw);
    boolean partnership = r.bool("partnership", STANDARD.partnership);
    Scoring scoring = r.choice("scoring", Scoring.class, STANDARD.scoring);
    Ties ties = r.choice("ties", Ties.class, STANDARD.ties);
    FirstLead firstLead = r.choice("firstLead", FirstLead.class, STANDARD.firstLead);
    String problem = problem(players, partnership);
    r.require(problem == null, problem == null ? "" : problem);
    BlankWild w = wild;
    return r.finish(() -> new DominoRules(players, thirteen, w, draw, partnership, scoring, ties,
        firstLead));
  }

  /**
   * Whether a seat's team is the same as another's: always {@code a == b} without partnership.
   *
   * @param a a seat
   * @param b a seat
   * @return {@code true} for the same seat or partners across the table
   */
  public boolean sameTeam(int a, int b) {
    return partnership ? (a & 1) == (b & 1) : a == b;
  }

  /**
   * A tile's value in a hand count: its pips, but 0:0 counts 13 when {@link
   * #doubleBlankThirteen()} is on.
   *
   * @param tile a tile index
   * @return the count
   * @throws IllegalArgumentException if the index is not 0..27
   */
  public int tileCount(int tile) {
    Tiles.checkTile(tile);
    return tile == 0 && doubleBlankThirteen ? 13 : Tiles.pips(tile);
  }

  /**
   * A hand's count: the sum of its tiles' values. Four table look-ups.
   *
   * @param hand a tile mask
   * @return the count
   * @throws IllegalArgumentException if the mask has a bit above tile 27
   */
  public int handCount(int hand) {
    if ((hand & ~Tiles.ALL) != 0) {
      throw new IllegalArgumentException("hand mask " + hand + " names a tile index above 27");
    }
    // 0:0 (tile 0) has no pips, so the 13-point rule only adds its 13.
    int pips = Tiles.pipsOf(hand);
    return doubleBlankThirteen && (hand & 1) != 0 ? pips + 13 : pips;
  }

  /**
   * Whether a stuck player ever draws: not with the {@link DrawRule#NONE} rule, and not with four
   * players, who pass (the deal leaves no boneyard; a position set up with spare tiles keeps that
   * rule).
   *
   * @return {@code true} when stuck players draw while a boneyard is left
   */
  public boolean drawing() {
    return draw != DrawRule.NONE && players < 4;
  }

  /**
   * How many boneyard tiles a deal leaves.
   *
   * @return 14, 7 or 0
   */
  public int boneyardSize() {
    return Tiles.COUNT - 7 * players;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String spec() {
    return NAME + "(players=" + players + ",doubleBlankThirteen=" + doubleBlankThirteen
        + ",blankWild=" + lower(blankWild) + ",draw=" + lower(draw)
        + ",partnership=" + partnership + ",scoring=" + lower(scoring) + ",ties=" + lower(ties)
        + ",firstLead=" + lower(firstLead) + ")";
  }

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }

  @Override
  public int playerCount() {
    return players;
  }

  @Override
  public boolean hasChance() {
    return true;
  }

  @Override
  public boolean perfectInformation() {
    return false;
  }

  /** Stakes sum to zero; points do not (only the winner scores). */
  @Override
  public boolean zeroSum() {
    return scoring == Scoring.STAKES;
  }

  /** 112: four placements for each of 28 tiles bounds every node, chance nodes (28) included. */
  @Override
  public int maxLegalMoves() {
    return Tiles.COUNT * 4;
  }

  /**
   * Rules from spec text such as {@code domino(players=2)}, absent flags taking their standard values:
   * the same reading as {@link Domino#rules(String)} and {@link Domino#TYPE}, here beside {@link
   * #position(String)} so that the rules class reads both texts, as in every game.
   *
   * @param spec the spec text
   * @return the rules, or every problem in the spec at once (subject {@code spec})
   */
  public static Either<InvalidInput, DominoRules> parse(String spec) {
    return Domino.TYPE.parse(spec);
  }

  /**
   * A position under these rules from its text form (see {@link DominoState#toString()}).
   *
   * @param text the position's text
   * @return the state, or the first thing wrong with the text; a position no legal history
   *     reaches (a first-round leader who breaks the lead rule, passes or draws that the hands
   *     contradict, …) is refused naming the rule it breaks, since the determinizer samples the
   *     worlds that agree with the position
   */
  public Either<InvalidInput, DominoState> position(String text) {
    return InvalidInput.from("position", DominoState.parse(this, text));
  }

  /**
   * The first round of a match: a deal (28 or fewer chance nodes), then the lead rule (6:6, else
   * the highest double, else the heaviest tile).
   *
   * @return the deal's first chance node
   */
  @Override
  public DominoState initialState() {
    return DominoState.dealing(this, -1);
  }

  /**
   * A later round: a deal, then the given seat (the previous round's winner) leads with any tile.
   *
   * @param leader the seat that leads
   * @return the deal's first chance node
   * @throws IllegalArgumentException if the seat is not at the table
   */
  public DominoState initialState(int leader) {
    if (leader < 0 || leader >= players) {
      throw new IllegalArgumentException("seat " + leader + " is not at a " + players + "-player table");
    }
    return DominoState.dealing(this, leader);
  }

  @Override
  public Option<HiddenInformation<DominoState, ?>> hiddenInformation() {
    return Option.some(Determinizer.INSTANCE);
  }

  @Override
  public String toString() {
    return spec();
  }
}
