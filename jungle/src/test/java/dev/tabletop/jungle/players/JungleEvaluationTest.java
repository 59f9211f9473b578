package dev.tabletop.jungle.players;

import static dev.tabletop.jungle.Fixtures.placed;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.jungle.JungleMove;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Piece;
import dev.tabletop.jungle.Side;
import dev.tabletop.jungle.Squares;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The terms {@link JungleEvaluation}'s Javadoc lists, each checked by a comparison it implies
 * rather than by a number copied from the code: the two colours scored alike on a board turned by
 * 180°, an animal worth more the nearer it stands to the enemy den, the Rat worth more while the
 * enemy Elephant lives, the Rat safe in the water, the Lion and Tiger ready on a bank, defenders
 * that count only against attackers, and captures and den entries as the noisy moves, most
 * valuable victim first.
 */
class JungleEvaluationTest {
  private static final JungleRules[] RULES = {JungleRules.STANDARD, JungleRules.LEIDEN,
      JungleRules.HOUSE};

  /** A fresh evaluation's score of a position, for its side to move. */
  private static int score(JungleRules rules, JungleState s) {
    JungleEvaluation e = new JungleEvaluation(rules);
    e.start(s);
    return e.evaluate(s);
  }

  /** The board turned by 180° with the colours and the side to move swapped. */
  private static JungleState turned(JungleState s) {
    String[] parts = s.toString().split(" ");
    String[] ranks = parts[0].split("/");
    StringBuilder sb = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      for (int k = ranks[i].length() - 1; k >= 0; k--) {
        char c = ranks[i].charAt(k);
        sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
      }
      sb.append(i > 0 ? "/" : " ");
    }
    sb.append(parts[1].equals("w") ? 'b' : 'w');
    return s.game().position(sb.toString()).get();
  }

  /** Positions along seeded random games in several presets, the terminal ones left out. */
  private static List<JungleState> positions(long seed, int games) {
    SplittableRandom random = new SplittableRandom(seed);
    List<JungleState> out = new ArrayList<>();
    for (JungleRules rules : RULES) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int game = 0; game < games; game++) {
        JungleState s = rules.initialState();
        for (int ply = 0; ply < 200 && !s.isTerminal(); ply++) {
          out.add(s);
          s.legalMoves(buffer);
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
      }
    }
    return out;
  }

  @Test
  void bothColoursAreScoredAlikeOnTheBoardTurnedBy180Degrees() {
    // Blue's half is Red's turned by 180° (dens, traps and lakes included), so a position and its
    // turned, colour-swapped copy are the same position for the side to move.
    int checked = 0;
    for (JungleState s : positions(3, 2)) {
      JungleRules rules = s.game();
      assertThat(score(rules, turned(s))).as("%s turned", s).isEqualTo(score(rules, s));
      checked++;
    }
    assertThat(checked).isGreaterThan(400);
  }

  @Test
  void anAnimalIsWorthMoreTheNearerItStandsToTheEnemyDenAndMostOnTheLastSquares() {
    // Each animal walks up the d-file from d3 to d8 (Blue's trap next to its den d9), Blue's
    // lone Cat far away on a9.
    for (JungleRules rules : RULES) {
      for (Piece p : Piece.values()) {
        int[] scores = new int[6];
        for (int r = 3; r <= 8; r++) {
          scores[r - 3] = score(rules, placed(rules, 'w', p.letter() + "d" + r, "ca9"));
        }
        for (int i = 1; i < scores.length; i++) {
          assertThat(scores[i]).as("%s on d%d under %s", p, i + 3, rules)
              .isGreaterThan(scores[i - 1]);
        }
        // The last step, onto the trap next to the den, gains the most.
        int last = scores[5] - scores[4];
        for (int i = 1; i < 5; i++) {
          assertThat(last).as("%s under %s", p, rules).isGreaterThan(scores[i] - scores[i - 1]);
        }
      }
    }
  }

  @Test
  void blueIsWorthMoreTheNearerItStandsToRedsDen() {
    for (Piece p : Piece.values()) {
      int previous = Integer.MIN_VALUE;
      for (int r = 7; r >= 2; r--) {
        int s = score(JungleRules.STANDARD,
            placed(JungleRules.STANDARD, 'b', p.letter(Side.BLUE) + "d" + r, "Cg1"));
        assertThat(s).as("%s on d%d", p, r).isGreaterThan(previous);
        previous = s;
      }
    }
  }

  @Test
  void theRatIsWorthMoreWhileTheEnemyElephantLives() {
    for (JungleRules rules : RULES) {
      for (Side side : Side.values()) {
        // The Rat on a6, the enemy Elephant on g5 (or not at all), an enemy Cat and an own Dog.
        String rat = "" + Piece.RAT.letter(side) + "a6";
        String dog = "" + Piece.DOG.letter(side) + "b8";
        String cat = "" + Piece.CAT.letter(side.opponent()) + "f2";
        String elephant = "" + Piece.ELEPHANT.letter(side.opponent()) + "g5";
        char toMove = side.letter();
        int withElephant = score(rules, placed(rules, toMove, rat, dog, cat, elephant))
            - score(rules, placed(rules, toMove, dog, cat, elephant));
        int withoutElephant = score(rules, placed(rules, toMove, rat, dog, cat))
            - score(rules, placed(rules, toMove, dog, cat));
        assertThat(withElephant).as("%s Rat under %s", side, rules)
            .isGreaterThan(withoutElephant);
        assertThat(withoutElephant).as("%s Rat under %s", side, rules).isPositive();
      }
    }
  }

  @Test
  void theRatIsSaferInTheWaterThanOnLandAsFarFromTheDen() {
    // b6 (water) and a7 (land) are both five steps from Blue's den d9.
    for (JungleRules rules : RULES) {
      int water = score(rules, placed(rules, 'w', "Rb6", "cg9"));
      int land = score(rules, placed(rules, 'w', "Ra7", "cg9"));
      assertThat(water).as("under %s", rules).isGreaterThan(land);
    }
  }

  @Test
  void theLionAndTheTigerOnALakeBankAreReadyToJumpTheOthersGainNothingThere() {
    // d4 (a bank between the lakes) and a7 (no water next to it) are both five steps from d9.
    for (JungleRules rules : RULES) {
      for (Piece p : Piece.values()) {
        int bank = score(rules, placed(rules, 'w', p.letter() + "d4", "cg9"));
        int away = score(rules, placed(rules, 'w', p.letter() + "a7", "cg9"));
        if (p == Piece.LION || p == Piece.TIGER) {
          assertThat(bank).as("%s under %s", p, rules).isGreaterThan(away);
        } else {
          assertThat(bank).as("%s under %s", p, rules).isEqualTo(away);
        }
      }
    }
  }

  @Test
  void defendersNearTheOwnDenCountOnlyWhenAttackersComeNear() {
    for (Side side : Side.values()) {
      boolean red = side == Side.RED;
      // A defender next to the own den (c1 for Red, e9 for Blue), and an enemy Leopard either
      // near that den (e2 / c8) or far from it (a5 / g5). The mover is the defender's side.
      String defender = Piece.DOG.letter(side) + (red ? "c2" : "e8");
      String near = Piece.LEOPARD.letter(side.opponent()) + (red ? "e2" : "c8");
      String far = Piece.LEOPARD.letter(side.opponent()) + (red ? "a5" : "g5");
      String other = Piece.CAT.letter(side) + (red ? "a7" : "g3");
      char toMove = side.letter();
      JungleRules rules = JungleRules.STANDARD;
      int whenNear = score(rules, placed(rules, toMove, defender, near, other))
          - score(rules, placed(rules, toMove, near, other));
      int whenFar = score(rules, placed(rules, toMove, defender, far, other))
          - score(rules, placed(rules, toMove, far, other));
      assertThat(whenNear).as("%s defender", side).isGreaterThan(whenFar);
    }
  }

  @Test
  void anAttackerNearTheEnemyDenWorriesTheDefenderMoreTheStrongerItIs() {
    // Red's Elephant or Cat three steps from Blue's den (d6), otherwise alike: the bigger the
    // attacker there, the worse for Blue beyond its material.
    JungleRules rules = JungleRules.STANDARD;
    int catNear = score(rules, placed(rules, 'b', "Cd6", "ea9", "dg9"));
    int catFar = score(rules, placed(rules, 'b', "Cg2", "ea9", "dg9"));
    int elephantNear = score(rules, placed(rules, 'b', "Ed6", "ea9", "dg9"));
    int elephantFar = score(rules, placed(rules, 'b', "Eg2", "ea9", "dg9"));
    assertThat(catFar - catNear).isPositive();
    assertThat(elephantFar - elephantNear).isGreaterThan(catFar - catNear);
  }

  @Test
  void capturesAndDenEntriesAreTheNoisyMovesAndTheBiggestVictimIsSearchedFirst() {
    int captures = 0;
    int dens = 0;
    for (JungleState s : positions(9, 3)) {
      JungleRules rules = s.game();
      JungleEvaluation e = new JungleEvaluation(rules);
      e.start(s);
      int enemyDen = Squares.den(s.sideToMove().opponent());
      List<JungleMove> taking = new ArrayList<>();
      for (JungleMove m : s.moves()) {
        boolean capture = m.captured().isDefined();
        assertThat(e.isNoisy(s, m.code())).as("%s in %s", m, s)
            .isEqualTo(capture || m.to() == enemyDen);
        if (capture) {
          taking.add(m);
          captures++;
        }
        if (m.to() == enemyDen) {
          dens++;
        }
      }
      for (JungleMove a : taking) {
        for (JungleMove b : taking) {
          if (e.value(a.captured().get()) > e.value(b.captured().get())) {
            assertThat(e.moveOrder(s, a.code())).as("%s before %s in %s", a, b, s)
                .isGreaterThan(e.moveOrder(s, b.code()));
          }
        }
      }
    }
    assertThat(captures).isGreaterThan(30);
    assertThat(dens).isPositive();
  }

  @Test
  void valuesRiseWithRankAndFollowTheDogAndWolfSwap() {
    JungleEvaluation standard = new JungleEvaluation(JungleRules.STANDARD);
    // From the Cat up, a higher rank is worth more; the Cat is the 200 the Javadoc names.
    assertThat(standard.value(Piece.CAT)).isEqualTo(200);
    for (int i = 2; i < 8; i++) {
      assertThat(standard.value(Piece.values()[i]))
          .isGreaterThan(standard.value(Piece.values()[i - 1]));
    }
    JungleEvaluation leiden = new JungleEvaluation(JungleRules.LEIDEN);
    assertThat(leiden.value(Piece.DOG)).isEqualTo(standard.value(Piece.WOLF));
    assertThat(leiden.value(Piece.WOLF)).isEqualTo(standard.value(Piece.DOG));
  }
  /** The open-jump term alone: the score less that of the same evaluation without the term. */
  private static int jumpTerm(JungleRules rules, JungleState s) {
    JungleEvaluation with = new JungleEvaluation(rules);
    JungleEvaluation without = new JungleEvaluation(rules, 0);
    with.start(s);
    without.start(s);
    return with.evaluate(s) - without.evaluate(s);
  }

  /**
   * A Lion or Tiger whose jump lands within three steps of the enemy den threatens to break into
   * the enemy camp: worth the term's weight while the jump is open, nothing once a Rat of either
   * side swims in the way or the landing square holds a piece it may not take.
   */
  @Test
  void anOpenJumpIntoTheEnemyCampIsAThreatThatARatInTheWaterBlocks() {
    int w = JungleEvaluation.JUMP_THREAT;
    assertThat(w).isPositive();
    for (JungleRules rules : RULES) {
      // Red's Tiger on c3 jumps over c4-c6 to c7, three steps from Blue's den d9.
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "ea9"))).as("%s", rules).isEqualTo(w);
      // The side to move sees the enemy's threat against it.
      assertThat(jumpTerm(rules, placed(rules, 'b', "Tc3", "ea9"))).isEqualTo(-w);
      // A Rat of either side in the water blocks it.
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "rc5", "ea9"))).isZero();
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "Rc4", "ea9"))).isZero();
      // A Cat on c7 is taken by the jump; the Blue Elephant, or a Red Cat, closes the square.
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "cc7", "ea9"))).isEqualTo(w);
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "ec7"))).isZero();
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tc3", "Cc7", "ea9"))).isZero();
      // From b3 the jump lands on b7, four steps from the den: not a threat to it.
      assertThat(jumpTerm(rules, placed(rules, 'w', "Tb3", "ea9"))).isZero();
      // Blue's Lion on e7 jumps to e3, three steps from Red's den; both Lions open: level.
      assertThat(jumpTerm(rules, placed(rules, 'b', "le7", "Ea1"))).isEqualTo(w);
      assertThat(jumpTerm(rules, placed(rules, 'b', "le7", "Lc3"))).isZero();
    }
    // Along a rank, a6 to d6 (three steps from d9): the Lion always, the Tiger only where the
    // rules let it jump along ranks.
    JungleRules files = JungleRules.STANDARD.withTigerJumpsRanks(false);
    assertThat(jumpTerm(JungleRules.STANDARD, placed(JungleRules.STANDARD, 'w', "Ta6", "ea9")))
        .isEqualTo(w);
    assertThat(jumpTerm(files, placed(files, 'w', "Ta6", "ea9"))).isZero();
    assertThat(jumpTerm(files, placed(files, 'w', "La6", "ea9"))).isEqualTo(w);
  }

  /** An enemy animal beside the own den is a threat; one two steps away, or a friend, is not. */
  @Test
  void anEnemyAnimalBesideTheOwnDenIsAThreat() {
    JungleRules rules = JungleRules.STANDARD;
    // Blue's Cat on e1, beside Red's den d1: Red must take it now.
    assertThat(threatened(rules, "7/7/7/7/7/7/4E2/7/4c2 w")).isTrue();
    // The same Cat with Blue to move threatens nothing of Blue's.
    assertThat(threatened(rules, "7/7/7/7/7/7/4E2/7/4c2 b")).isFalse();
    // Two steps from the den (e2), and a Red animal on Red's own trap d2.
    assertThat(threatened(rules, "7/7/7/7/7/7/4E2/4c2/7 w")).isFalse();
    assertThat(threatened(rules, "7/7/7/7/7/7/7/3Dc2/7 w")).isFalse();
    // Blue's side of the board: Red's Lion on d8 threatens Blue's den.
    assertThat(threatened(rules, "7/3L3/7/7/7/7/7/7/3e3 b")).isTrue();
  }

  /**
   * Red's Elephant can take Blue's Lion (d3) or Blue's Cat (e2). Taking the Lion lets the Cat step
   * to e1, beside Red's den, where nothing of Red's can take it. A search to two plies ends on
   * Red to move with the Cat there: standing pat in quiescence would call the Lion a free win,
   * so the search must see the threat at its horizon and take the Cat.
   */
  @Test
  void theHorizonDoesNotFallOnAThreatToTheDen() {
    JungleRules rules = JungleRules.STANDARD;
    JungleState s = rules.position("7/7/7/7/7/7/3lE2/4c2/7 w").get();
    var config = new dev.tabletop.core.search.AlphaBeta.Config("threat", 2, 12, 0, true, false,
        dev.tabletop.core.search.Budget.nodes(1_000_000));
    var search = new dev.tabletop.core.search.AlphaBeta<>(rules, new JungleEvaluation(rules),
        config);
    int move = search.chooseMove(s, config.budget(), 1);
    assertThat(s.moveText(move)).isEqualTo("e3e2");
    JungleState afterLion = s.apply(s.parseMove("e3d3").get());
    JungleState catBeside = afterLion.apply(afterLion.parseMove("e2e1").get());
    assertThat(threatened(rules, catBeside.toString())).isTrue();
  }

  private static boolean threatened(JungleRules rules, String position) {
    JungleState s = rules.position(position).get();
    JungleEvaluation e = new JungleEvaluation(rules);
    e.start(s);
    return e.threatened(s);
  }
}
