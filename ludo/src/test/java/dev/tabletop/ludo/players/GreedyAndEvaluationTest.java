package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import dev.tabletop.ludo.TurnOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The greedy baseline's one line and the evaluation's documented values: a horse's worth by its
 * progress, the returns at the end, a lone horse out of every opponent's reach worth exactly its
 * worth, and scores that are each player's lead over the others' average (so they sum to 0).
 */
class GreedyAndEvaluationTest {
  static final LudoRules TWO = LudoRules.STANDARD.withPlayers(2);

  static LudoState pos(LudoRules rules, String text) {
    return rules.position(text).get();
  }

  static String greedy(LudoRules rules, String position) {
    LudoState s = pos(rules, position);
    return s.moveText(new GreedyPlayer(rules).chooseMove(s, 1));
  }

  // ---------------------------------------------------------------- the greedy baseline

  @Test
  void greedyMovesTheHorseFurthestAhead() {
    assertThat(greedy(TWO, "10,30,s,s/50,s,s,s 0 4 -")).isEqualTo("move 1 by 4");
    assertThat(greedy(TWO, "30,10,s,s/50,s,s,s 0 4 -")).isEqualTo("move 0 by 4");
    // Player 1 (seat 2) counts from cell 28: its horse on cell 20 is 49 cells along, the one on
    // cell 30 only 3, whatever the cell numbers say.
    assertThat(greedy(TWO, "s,s,s,s/30,20,s,s 1 3 -")).isEqualTo("move 1 by 3");
  }

  @Test
  void greedyKicksFirstEvenWithTheHorseFurthestBehind() {
    assertThat(greedy(TWO, "10,30,s,s/14,s,s,s 0 4 -")).isEqualTo("move 0 by 4");
    // Entering onto an opponent on the start cell is a kick too.
    assertThat(greedy(TWO, "s,40,s,s/0,s,s,s 0 6 -")).isEqualTo("enter");
    // Four players: the kick of any opponent counts, whoever the victim.
    assertThat(greedy(LudoRules.STANDARD, "10,30,s,s/s,s,s,s/s,s,s,s/14,s,s,s 0 4 -"))
        .isEqualTo("move 0 by 4");
  }

  @Test
  void greedyTakesTheLeaderAsFarAsTheRollAllows() {
    // Two dice spent as die a, die b or a+b: the leader moves by the sum, never by a lone die
    // (which the move order would otherwise pick first).
    LudoRules twoDice = TWO.withDice(2);
    LudoState s = pos(twoDice, "20,10,s,s/40,s,s,s 0 2,5 -");
    LudoState next = s.apply(new GreedyPlayer(twoDice).chooseMove(s, 1));
    assertThat(next.progress(0, 0)).isEqualTo(21 + 7);
    assertThat(next.progress(0, 1)).isEqualTo(11);
    // With the one-roll jump, a roll of 1 flies the leader to the next door instead of a step.
    LudoRules jump = LudoRules.STANDARD.withPlayers(2).withOneRollJump(true);
    assertThat(greedy(jump, "20,s,s,s/40,s,s,s 0 1 -")).isEqualTo("jump 0 to 27");
  }

  @Test
  void greedyEntersRatherThanPassesAndPassesLast() {
    LudoRules voluntary = TWO.withVoluntaryPass(true);
    assertThat(greedy(voluntary, "s,s,s,s/20,s,s,s 0 6 -")).isEqualTo("enter");
    assertThat(greedy(voluntary, "5,s,s,s/20,s,s,s 0 3 -")).isEqualTo("move 0 by 3");
    // The pass alone is still chosen when nothing else is legal.
    assertThat(greedy(TWO, "s,s,s,s/20,s,s,s 0 3 -")).isEqualTo("pass");
  }

  @Test
  void greedyRanksKicksThenProgressThenEnteringThenThePass() {
    LudoRules voluntary = LudoRules.STANDARD.withVoluntaryPass(true);
    LudoState s = pos(voluntary, "10,30,40,s/16,s,s,s/s,s,s,s/s,s,s,s 0 6 -");
    Analysis a = new GreedyPlayer(voluntary).analyze(s, Budget.nodes(1), 1);
    assertThat(a.moves().map(RankedMove::text)).containsExactly("move 0 by 6", "move 2 by 6",
        "move 1 by 6", "enter", "pass");
    assertThat(a.best()).isEqualTo(s.parseMove("move 0 by 6").get());
  }

  @Test
  void greedyPlaysOnlyLegalMovesOverRandomGames() {
    for (LudoRules rules : new LudoRules[] {LudoRules.STANDARD, LudoRules.TWO_DICE, LudoRules.HOUSE}) {
      GreedyPlayer greedy = new GreedyPlayer(rules);
      assertThat(greedy.name()).isEqualTo("greedy");
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      SplittableRandom random = new SplittableRandom(11);
      LudoState s = rules.initialState();
      for (int ply = 0; ply < 600 && !s.isTerminal(); ply++) {
        s.legalMoves(buffer);
        int m = s.isChance() ? Chance.randomMove(s, buffer, random) : greedy.chooseMove(s, ply);
        assertThat(buffer.contains(m)).isTrue();
        s = s.apply(m);
      }
    }
  }

  // ---------------------------------------------------------------- the evaluation

  @Test
  void aHorseIsWorthItsDocumentedValueByProgress() {
    assertThat(LudoEvaluation.horseValue(0)).isZero();
    assertThat(LudoEvaluation.horseValue(1)).isCloseTo(19, within(0.05));
    assertThat(LudoEvaluation.horseValue(56)).isEqualTo(130);
    assertThat(LudoEvaluation.horseValue(57)).isEqualTo(142);
    assertThat(LudoEvaluation.horseValue(62)).isEqualTo(202);
    // One more per cell and a growing bonus on the ring: each step is worth more than the last.
    double step = 1;
    for (int c = 1; c < 56; c++) {
      double next = LudoEvaluation.horseValue(c + 1) - LudoEvaluation.horseValue(c);
      assertThat(next).as("step %d to %d", c, c + 1).isGreaterThan(step);
      step = next;
    }
    for (int c = 56; c < 62; c++) {
      assertThat(LudoEvaluation.horseValue(c + 1)).isGreaterThan(LudoEvaluation.horseValue(c));
    }
  }

  @Test
  void atTheEndEachPlayerIsWorthTheReturnsTimesWin() {
    LudoState twoEnd = pos(TWO, "h3,h4,h5,h6/10,s,s,s - - 0,1");
    assertThat(new LudoEvaluation(TWO).score(twoEnd, 0)).isEqualTo(LudoEvaluation.WIN);
    assertThat(new LudoEvaluation(TWO).score(twoEnd, 1)).isEqualTo(-LudoEvaluation.WIN);
    LudoState fourEnd = pos(LudoRules.STANDARD,
        "h3,h4,h5,h6/s,s,s,s/h3,h4,h5,h6/h3,h4,h5,h6 - - 2,3,0,1");
    double[] v = new double[4];
    new LudoEvaluation(LudoRules.STANDARD).values(fourEnd, v);
    assertThat(v).containsExactly(-1 * LudoEvaluation.WIN, -3 * LudoEvaluation.WIN,
        3 * LudoEvaluation.WIN, 1 * LudoEvaluation.WIN);
  }

  @Test
  void aLoneHorseOutOfReachIsWorthExactlyItsValueAsALead() {
    // Player 1 (seat 2) has every horse in the stable and enters on cell 28: cell 10 is safe.
    LudoEvaluation two = new LudoEvaluation(TWO);
    LudoState s = pos(TWO, "10,s,s,s/s,s,s,s 1 - -");
    double worth = LudoEvaluation.horseValue(11);
    assertThat(two.score(s, 0)).isCloseTo(worth, within(1e-9));
    assertThat(two.score(s, 1)).isCloseTo(-worth, within(1e-9));
    // Four players: the lead over the average of three others.
    LudoEvaluation four = new LudoEvaluation(LudoRules.STANDARD);
    LudoState f = pos(LudoRules.STANDARD, "10,s,s,s/s,s,s,s/s,s,s,s/s,s,s,s 1 - -");
    assertThat(four.score(f, 0)).isCloseTo(worth, within(1e-9));
    for (int p = 1; p < 4; p++) {
      assertThat(four.score(f, p)).isCloseTo(-worth / 3, within(1e-9));
    }
    // In the home column a horse is safe whoever stands near its door.
    LudoState home = pos(TWO, "h2,s,s,s/50,s,s,s 1 - -");
    assertThat(two.score(home, 0) + two.score(home, 1)).isCloseTo(0, within(1e-9));
    assertThat(two.score(home, 0)).isCloseTo(
        (LudoEvaluation.horseValue(58) - two.score(pos(TWO, "s,s,s,s/50,s,s,s 1 - -"), 1)),
        within(1e-9));
  }

  @Test
  void standingWithinReachOrOnAnOpponentsStartCellCostsSomethingButNeverTheWholeHorse() {
    LudoEvaluation two = new LudoEvaluation(TWO);
    double worth = LudoEvaluation.horseValue(29);
    // Cell 28 is player 1's start cell: exposed while player 1 has a horse to enter.
    double onStart = two.score(pos(TWO, "28,s,s,s/s,s,s,s 1 - -"), 0);
    assertThat(onStart).isLessThan(worth).isGreaterThan(0);
    double next = two.score(pos(TWO, "27,s,s,s/s,s,s,s 1 - -"), 0);
    assertThat(next).isCloseTo(LudoEvaluation.horseValue(28), within(1e-9));
    // With no horse left in player 1's stable, the start cell is safe again.
    LudoState noneToEnter = pos(TWO, "28,s,s,s/h1,h2,h3,h4 1 - -");
    LudoState homeOnly = pos(TWO, "s,s,s,s/h1,h2,h3,h4 1 - -");
    assertThat(two.score(noneToEnter, 0) - two.score(homeOnly, 0)).isCloseTo(worth,
        within(1e-9));
    // Each opponent horse up to six cells behind costs the same again; seven cells is out of
    // reach. Player 1's horses on cells 37 and 38 stand behind nobody, so they are worth their
    // value, and what player 0's score lacks of its horse's worth is the charge.
    double opponent = LudoEvaluation.horseValue(10);
    double outOfReach = charge(two, "44,s,s,s/37,s,s,s 1 - -", 45, opponent);
    double oneBehind = charge(two, "40,s,s,s/37,s,s,s 1 - -", 41, opponent);
    double twoBehind = charge(two, "40,s,s,s/37,38,s,s 1 - -", 41,
        opponent + LudoEvaluation.horseValue(11));
    assertThat(outOfReach).isCloseTo(0, within(1e-9));
    assertThat(oneBehind).isPositive();
    assertThat(twoBehind).isCloseTo(2 * oneBehind, within(1e-9));
  }

  @Test
  void theHandSetWeightsAreTheDocumentedNumbers() {
    LudoEvaluation.Weights two = LudoEvaluation.Weights.standard(TWO);
    LudoEvaluation.Weights four = LudoEvaluation.Weights.standard(LudoRules.STANDARD);
    assertThat(two.threat()).isEqualTo(0.7);
    assertThat(four.threat()).isEqualTo(0.15);
    assertThat(LudoEvaluation.Weights.standard(LudoRules.STANDARD.withPlayers(3)).threat())
        .isEqualTo(0.15);
    assertThat(new LudoEvaluation(TWO).weights()).isEqualTo(two);
    for (int c = 0; c <= 62; c++) {
      assertThat(two.worth(c)).isEqualTo(LudoEvaluation.horseValue(c));
      assertThat(four.worth(c)).isEqualTo(LudoEvaluation.horseValue(c));
    }
  }

  @Test
  void theTunedWorthsFollowTheirWeights() {
    LudoEvaluation.Weights w = LudoEvaluation.Weights.FOUR_PLAYERS;
    // Entering 12.5 + 1 + 1.16/56; the door 12.5 + 56 + 1.16 × 56 = 133.46; the first home cell
    // 133.46 - 11.3 + 10.2 = 132.36, and 10.2 a cell from there.
    assertThat(w.worth(0)).isZero();
    assertThat(w.worth(1)).isCloseTo(13.5 + 1.16 / 56, within(1e-9));
    assertThat(w.worth(56)).isCloseTo(133.46, within(1e-9));
    assertThat(w.worth(57)).isCloseTo(132.36, within(1e-9));
    assertThat(w.worth(62)).isCloseTo(132.36 + 5 * 10.2, within(1e-9));
  }

  @Test
  void theThreePlayerWorthsFollowTheirWeights() {
    LudoEvaluation.Weights w = LudoEvaluation.Weights.THREE_PLAYERS;
    // Entering 45.3 + 1 + 3.45/56; the door 45.3 + 56 + 3.45 × 56 = 294.5; the first home cell
    // 294.5 - 61.2 + 29.1 = 262.4, and 29.1 a cell from there.
    assertThat(w.worth(1)).isCloseTo(46.3 + 3.45 / 56, within(1e-9));
    assertThat(w.worth(56)).isCloseTo(294.5, within(1e-9));
    assertThat(w.worth(57)).isCloseTo(262.4, within(1e-9));
    assertThat(w.worth(62)).isCloseTo(262.4 + 5 * 29.1, within(1e-9));
  }

  @Test
  void theTwoDiceWorthsFollowTheirWeights() {
    LudoEvaluation.Weights w = LudoEvaluation.Weights.TWO_PLAYERS_TWO_DICE;
    // Entering 26.3 + 1 + 1.94/56; the door 26.3 + 56 + 1.94 × 56 = 190.94; the first home cell
    // 190.94 - 34.4 + 17.2 = 173.74, and 17.2 a cell from there.
    assertThat(w.worth(1)).isCloseTo(27.3 + 1.94 / 56, within(1e-9));
    assertThat(w.worth(28)).isCloseTo(26.3 + 28 + 1.94 * 14, within(1e-9));
    assertThat(w.worth(56)).isCloseTo(190.94, within(1e-9));
    assertThat(w.worth(57)).isCloseTo(173.74, within(1e-9));
    assertThat(w.worth(62)).isCloseTo(173.74 + 5 * 17.2, within(1e-9));
  }

  @Test
  void theTunedWeightsBelongToTheTablesTheyWereTunedFor() {
    LudoRules twoDice = TWO.withDice(2);
    assertThat(LudoEvaluation.Weights.tuned(LudoRules.STANDARD))
        .containsExactly(LudoEvaluation.Weights.FOUR_PLAYERS);
    assertThat(LudoEvaluation.Weights.tuned(LudoRules.STANDARD.withEntryFaces(1, 6)))
        .containsExactly(LudoEvaluation.Weights.FOUR_PLAYERS);
    assertThat(LudoEvaluation.Weights.tuned(twoDice))
        .containsExactly(LudoEvaluation.Weights.TWO_PLAYERS_TWO_DICE);
    assertThat(LudoEvaluation.Weights.tuned(LudoRules.STANDARD.withPlayers(3)))
        .containsExactly(LudoEvaluation.Weights.THREE_PLAYERS);
    // Not tuned: two players with one die, three or four with two dice, and two dice spent
    // otherwise than as die a, die b or their sum.
    for (LudoRules untuned : new LudoRules[] {TWO, twoDice.withPlayers(3),
        LudoRules.STANDARD.withDice(2), LudoRules.TWO_DICE.withPlayers(2),
        twoDice.withDiceUse(dev.tabletop.ludo.DiceUse.EACH)}) {
      assertThat(LudoEvaluation.Weights.tuned(untuned)).as(untuned.spec()).isEmpty();
    }
  }

  @Test
  void weightsMustBeFiniteAndThreatsNotNegative() {
    assertThatThrownBy(() -> new LudoEvaluation.Weights(Double.NaN, 1, 0, 12, 0.2, 1, 1, 0.5, 200))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
    assertThatThrownBy(() -> new LudoEvaluation.Weights(18, 1, 0, 12, 0.2, 1, 1, 0.5,
        Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("finite");
    assertThatThrownBy(() -> new LudoEvaluation.Weights(18, 1, 0, 12, -0.1, 1, 1, 0.5, 200))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threat -0.1");
    assertThatThrownBy(() -> new LudoEvaluation.Weights(18, 1, 0, 12, 0.2, 1, -1, 0.5, 200))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("later -1.0");
    assertThatThrownBy(() -> new LudoEvaluation(TWO, null))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("weights");
  }

  /** Player 0's lone horse's worth less what its score shows, given the opponent's worth. */
  private static double charge(LudoEvaluation e, String position, int progress, double opponent) {
    return LudoEvaluation.horseValue(progress) - opponent - e.score(pos(TWO, position), 0);
  }

  /**
   * The raw value of the class Javadoc's "Exactly" paragraph, computed cell by cell, with the
   * terms scaled as {@link LudoEvaluation.Weights} documents them.
   */
  static double documentedRaw(LudoState s, int p, LudoEvaluation.Weights w) {
    LudoRules rules = s.rules();
    int n = rules.playerCount();
    double v = s.isFinished(p) ? w.finished() : 0;
    // The opponent rolling next: the one to roll, or after the owner the next one not finished.
    int next = s.turn();
    int step = rules.turnOrder() == TurnOrder.DESCENDING ? n - 1 : 1;
    for (int k = 1; next == p && k < n; k++) {
      int q = (p + k * step) % n;
      next = s.isFinished(q) ? p : q;
    }
    for (int h = 0; h < 4; h++) {
      int progress = s.progress(p, h);
      double worth = progress == 0 ? 0 : progress <= 56
          ? w.entry() + progress + w.curve() * progress * progress / 56
          : w.entry() + 56 + w.curve() * 56 + w.homeBonus() + w.homeStep() * (progress - 56);
      v += worth;
      int cell = s.ringCell(p, h);
      if (cell < 0) {
        continue;
      }
      double threat = 0;
      int heldUp = 0;
      for (int q = 0; q < n; q++) {
        if (q == p) {
          continue;
        }
        double fromQ = 0;
        boolean toEnter = false;
        for (int k = 0; k < 4; k++) {
          toEnter |= s.inStable(q, k);
          int from = s.ringCell(q, k);
          if (from < 0) {
            continue;
          }
          int behind = (cell - from + 56) % 56;
          int doorIn = 56 - s.progress(q, k); // cells from there to q's door
          if (behind >= 1 && behind <= 6 && behind <= doorIn) {
            fromQ += 1 / 6.0;
          } else if (rules.dice() == 2 && behind >= 7 && behind <= 12 && behind <= doorIn) {
            fromQ += 1 / 18.0;
          }
          if (behind >= 1 && behind <= 6 && behind < doorIn) {
            heldUp++;
          }
        }
        if (toEnter && cell == 14 * rules.seat(q)) {
          fromQ += w.entryThreat() * (rules.dice() == 1 ? rules.entryFaces().size() / 6.0 : 0.3);
        }
        threat += (q == next ? 1 : w.laterThreat()) * fromQ;
      }
      v += -w.threat() * worth * Math.min(1, threat) + w.heldUp() * heldUp;
    }
    return v;
  }

  /** Weights with every term apart from the hand-set ones, the later threats a quarter. */
  static final LudoEvaluation.Weights SPREAD = new LudoEvaluation.Weights(7, 0.5, 3, 20, 0.4, 2,
      0.25, 1.5, 90);

  @Test
  void theEvaluationIsTheDocumentedSumOverRandomPlay() {
    for (LudoRules rules : new LudoRules[] {TWO, LudoRules.STANDARD.withEntryFaces(1, 6),
        LudoRules.TWO_DICE, LudoRules.BEGINNERS.withSeats(1, 2, 3),
        LudoRules.STANDARD.withDice(2).withDiceUse(dev.tabletop.ludo.DiceUse.EACH).withPlayers(3),
        LudoRules.STANDARD.withTurnOrder(TurnOrder.DESCENDING), TWO.withDice(2)}) {
      // The hand-set numbers of the paragraph, the tuned ones, and ones with every term apart.
      for (LudoEvaluation e : new LudoEvaluation[] {new LudoEvaluation(rules),
          new LudoEvaluation(rules, LudoEvaluation.Weights.FOUR_PLAYERS),
          new LudoEvaluation(rules, LudoEvaluation.Weights.TWO_PLAYERS_TWO_DICE),
          new LudoEvaluation(rules, SPREAD)}) {
        MoveBuffer buffer = MoveBuffer.forGame(rules);
        SplittableRandom random = new SplittableRandom(21);
        LudoState s = rules.initialState();
        for (int ply = 0; ply < 800 && !s.isTerminal(); ply++) {
          assertDocumented(e, s);
          s = s.apply(Chance.randomMove(s, buffer, random));
        }
      }
    }
    // Corners random play rarely reaches: a finished player, horses on their start cells, on
    // doors, on an opponent's start cell, an opponent one cell from its door.
    LudoRules three = LudoRules.STANDARD.withPlayers(3);
    for (String text : new String[] {"h3,h4,h5,h6/10,s,s,s/12,s,s,s 1 - 0",
        "0,55,h1,s/14,13,s,s/28,27,s,s 0 - -", "14,28,s,s/8,10,12,13/s,s,s,s 2 - -",
        "20,h6,h5,h4/12,s,s,s/s,s,s,s 1 - -", "41,s,s,s/40,39,38,37/35,34,30,s 0 - -",
        "30,s,s,s/h3,h4,h5,h6/26,25,s,s 0 - 1"}) {
      for (LudoRules r : new LudoRules[] {three, three.withTurnOrder(TurnOrder.DESCENDING)}) {
        assertDocumented(new LudoEvaluation(r), r.position(text).get());
        assertDocumented(new LudoEvaluation(r, SPREAD), r.position(text).get());
      }
    }
  }

  private static void assertDocumented(LudoEvaluation e, LudoState s) {
    int n = s.rules().playerCount();
    double[] v = new double[n];
    e.values(s, v);
    double[] raw = new double[n];
    double sum = 0;
    for (int p = 0; p < n; p++) {
      raw[p] = documentedRaw(s, p, e.weights());
      sum += raw[p];
    }
    for (int p = 0; p < n; p++) {
      assertThat(v[p]).as("player %d in %s under %s", p, s, s.rules().spec())
          .isCloseTo(raw[p] - (sum - raw[p]) / (n - 1), within(1e-9));
    }
  }

  // ------------------------------------------- two dice spent as their sum: no trap before the door

  @Test
  void underTheSumOfTwoDiceAHorseOneCellShortOfItsDoorKeepsItsWorth() {
    // A die showing 1 lands it on the door (rules file: a move onto the own door may use a lone
    // die), so it is worth its progress like any horse, and so are the horses behind it.
    LudoRules sum = LudoRules.TWO_DICE.withPlayers(2);
    // Player 0's horses on cells 54 (progress 55) and 20; player 1 has nothing on the ring and
    // enters on cell 28, so no threat or hold-up term applies and the score is a plain lead.
    String text = "54,20,s,s/h6,h5,h4,s 0 - -";
    double opponent = 202 + 190 + 178;
    assertThat(new LudoEvaluation(sum).score(pos(sum, text), 0)).isCloseTo(
        LudoEvaluation.horseValue(55) + LudoEvaluation.horseValue(21) - opponent, within(1e-9));
  }

  @Test
  void scoresAreLeadsAndSumToZeroOverRandomPlay() {
    for (LudoRules rules : new LudoRules[] {TWO, LudoRules.STANDARD.withPlayers(3),
        LudoRules.STANDARD, LudoRules.TWO_DICE}) {
      LudoEvaluation e = new LudoEvaluation(rules);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      SplittableRandom random = new SplittableRandom(5);
      LudoState s = rules.initialState();
      double[] v = new double[rules.playerCount()];
      for (int ply = 0; ply < 150 && !s.isTerminal(); ply++) {
        e.values(s, v);
        double sum = 0;
        for (int p = 0; p < v.length; p++) {
          sum += v[p];
          assertThat(e.score(s, p)).isEqualTo(v[p]);
        }
        assertThat(sum).as("%s", s).isCloseTo(0, within(1e-6));
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
    }
  }
}
