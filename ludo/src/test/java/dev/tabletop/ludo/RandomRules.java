package dev.tabletop.ludo;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Random flag combinations: every flag of the rules file, seats included. */
final class RandomRules {
  private RandomRules() {}

  static Arbitrary<int[]> faces() {
    return Arbitraries.integers().between(1, 6).set().ofMinSize(1).ofMaxSize(3)
        .map(s -> s.stream().mapToInt(Integer::intValue).toArray());
  }

  static Arbitrary<int[]> seats() {
    return Arbitraries.integers().between(0, 3).set().ofMinSize(2).ofMaxSize(4)
        .map(s -> s.stream().mapToInt(Integer::intValue).toArray());
  }

  /** Rules with every flag drawn at random (faces from small sets, so turns can end). */
  static Arbitrary<LudoRules> rules() {
    Arbitrary<Boolean> flag = Arbitraries.of(true, false);
    Arbitrary<List<Boolean>> flags = flag.list().ofSize(8);
    return Combinators.combine(seats(), faces(), faces(), flags, Arbitraries.of(1, 2),
        Arbitraries.of(PlayUntil.values()), Arbitraries.of(DiceUse.values()))
        .as((seats, entry, bonus, f, dice, until, use) -> {
          LudoRules r = LudoRules.STANDARD
              .withSeats(seats).withEntryFaces(entry).withBonusFaces(bonus)
              .withOwnPiecesBlock(f.get(0)).withKickBack(f.get(1)).withOneRollJump(f.get(2))
              .withVoluntaryPass(f.get(3)).withDice(dice).withPlayUntil(until)
              .withTurnOrder(f.get(4) ? TurnOrder.DESCENDING : TurnOrder.ASCENDING);
          return dice == 1 ? r : r.withDiceUse(use).withDoublesEnter(f.get(5))
              .withDoublesBonus(f.get(6)).withEntryPair(f.get(7));
        });
  }

  /** The same kind of rules from a plain seeded generator, for loops outside jqwik. */
  static LudoRules random(java.util.SplittableRandom r) {
    List<Integer> seats = new ArrayList<>(List.of(0, 1, 2, 3));
    java.util.Collections.shuffle(seats, new java.util.Random(r.nextLong()));
    int n = 2 + r.nextInt(3);
    int[] chosen = seats.subList(0, n).stream().mapToInt(Integer::intValue).toArray();
    int dice = 1 + r.nextInt(2);
    LudoRules rules = LudoRules.STANDARD.withSeats(chosen).withEntryFaces(randomFaces(r))
        .withBonusFaces(randomFaces(r)).withOwnPiecesBlock(r.nextBoolean())
        .withKickBack(r.nextBoolean()).withOneRollJump(r.nextBoolean())
        .withVoluntaryPass(r.nextBoolean()).withDice(dice)
        .withPlayUntil(r.nextBoolean() ? PlayUntil.ALL : PlayUntil.FIRST)
        .withTurnOrder(r.nextBoolean() ? TurnOrder.DESCENDING : TurnOrder.ASCENDING);
    if (dice == 2) {
      rules = rules.withDiceUse(DiceUse.values()[r.nextInt(3)])
          .withDoublesEnter(r.nextBoolean()).withDoublesBonus(r.nextBoolean())
          .withEntryPair(r.nextInt(4) == 0);
    }
    return rules;
  }

  private static int[] randomFaces(java.util.SplittableRandom r) {
    int a = 1 + r.nextInt(6);
    int b = 1 + r.nextInt(6);
    return a == b ? new int[] {a} : new int[] {a, b};
  }
}
