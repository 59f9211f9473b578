package dev.tabletop.ludo;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.learn.Encoding;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;

/**
 * Cờ Cá Ngựa (Vietnamese Ludo): the entry point. {@link #TYPE} turns variant specs such as {@code
 * ludo(players=2,kickBack=true)} into {@link LudoRules}; game records and the benchmarks find the
 * game through it.
 *
 * <p>The spec keys, each optional (defaults in brackets): {@code players} (2..4) [4, or the number
 * of seats given], {@code seats} (a set of 0..3) [{0,2} for two players, {0,1,2} for three, all for
 * four], {@code entryFaces} [{6}], {@code bonusFaces} [{6}], {@code ownPiecesBlock} [true], {@code
 * kickBack} [false], {@code oneRollJump} [false], {@code voluntaryPass} [false], {@code dice} (1 or
 * 2) [1], {@code diceUse} ({@code one}, {@code sum} or {@code each}) [one], {@code doublesEnter}
 * [false], {@code entryPair} [false], {@code doublesBonus} [false], {@code turnOrder} ({@code
 * ascending} or {@code descending}) [ascending], {@code playUntil} ({@code all} or {@code first})
 * [all]. The four two-dice flags need {@code dice=2}; {@code entryPair=true} takes {@code
 * entryFaces={}} (the default when it is not given).
 */
public final class Ludo {
  /** The game's name in specs and records. */
  public static final String NAME = "ludo";

  /** The game type: parses specs into rules, reporting every problem at once. */
  public static final GameType<LudoState, LudoRules> TYPE = new GameType<>() {
    @Override
    public String name() {
      return NAME;
    }

    @Override
    public Either<InvalidInput, LudoRules> rules(VariantSpec spec) {
      return Ludo.rules(spec);
    }
  };

  private Ludo() {}

  /**
   * Rules from a parsed spec.
   *
   * @param spec the spec, named {@code ludo}
   * @return the rules, or every unknown key, bad value and bad combination
   */
  public static Either<InvalidInput, LudoRules> rules(VariantSpec spec) {
    SpecReader r = new SpecReader(spec, NAME);
    boolean playersGiven = r.has("players");
    int players = r.integer("players", 4, 2, 4);
    boolean seatsGiven = r.has("seats");
    SortedSet<Integer> seats = r.intSet("seats", LudoRules.defaultSeats(players), 0, 3);
    if (seatsGiven && !playersGiven) {
      players = seats.size();
    }
    if (seatsGiven) {
      r.require(seats.size() >= 2, "seats " + SpecReader.formatSet(seats)
          + " names fewer than 2 seats");
      r.require(!playersGiven || seats.size() == players, "seats " + SpecReader.formatSet(seats)
          + " names " + seats.size() + (seats.size() == 1 ? " seat" : " seats") + " but players="
          + players);
    }
    LudoRules.Flags f = new LudoRules.Flags();
    f.seatMask = LudoRules.mask(seats);
    boolean entryGiven = r.has("entryFaces");
    f.entryMask = LudoRules.mask(r.intSet("entryFaces", TreeSet.of(6), 1, 6));
    f.bonusMask = LudoRules.mask(r.intSet("bonusFaces", TreeSet.of(6), 1, 6));
    f.ownPiecesBlock = r.bool("ownPiecesBlock", true);
    f.kickBack = r.bool("kickBack", false);
    f.oneRollJump = r.bool("oneRollJump", false);
    f.voluntaryPass = r.bool("voluntaryPass", false);
    f.dice = r.integer("dice", 1, 1, 2);
    f.diceUse = r.choice("diceUse", DiceUse.class, DiceUse.ONE);
    f.doublesEnter = r.bool("doublesEnter", false);
    f.entryPair = r.bool("entryPair", false);
    f.doublesBonus = r.bool("doublesBonus", false);
    f.turnOrder = r.choice("turnOrder", TurnOrder.class, TurnOrder.ASCENDING);
    f.playUntil = r.choice("playUntil", PlayUntil.class, PlayUntil.ALL);
    if (f.entryPair && !entryGiven) {
      f.entryMask = 0; // the pair alone decides: the default face 6 does not apply
    }
    // Seat problems were reported above; check the rest against some valid seats.
    LudoRules.Flags checked = f.copy();
    if (Integer.bitCount(checked.seatMask) < 2) {
      checked.seatMask = 0b1111;
    }
    for (String p : LudoRules.problems(checked)) {
      r.problem(p);
    }
    return r.finish(() -> LudoRules.of(f).get());
  }

  /**
   * Rules from spec text.
   *
   * @param spec text such as {@code ludo(dice=2,entryFaces={1,6})}
   * @return the rules, or every problem found (a syntax error is one problem)
   */
  public static Either<InvalidInput, LudoRules> rules(String spec) {
    return VariantSpec.parse(spec).flatMap(Ludo::rules);
  }

  /**
   * The game encoded for a learner: {@link LudoObserver}'s 1297 floats, seen from the observer's
   * seat, and {@link LudoActions}' 25 actions (61 with two dice).
   *
   * @param rules the rules played
   * @return the encoding a {@code VectorEnv} is built on
   */
  public static Encoding<LudoState> encoding(LudoRules rules) {
    return new Encoding<>(rules, new LudoObserver(rules), new LudoActions(rules));
  }
}
