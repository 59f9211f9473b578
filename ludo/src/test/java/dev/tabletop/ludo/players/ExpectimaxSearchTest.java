package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The search as its Javadoc describes it, against a plain recursive expectimax written here: max-n
 * at decisions (the mover takes the child best for themself, the first in code order among
 * equals), the weighted mean at rolls, a decision one ply of depth and a roll none, {@link
 * LudoEvaluation} at the leaves; iterative deepening within the node budget; the levels' depths,
 * noise and budgets as {@link LudoLevel} lists them.
 */
class ExpectimaxSearchTest {
  static final LudoRules TWO = LudoRules.STANDARD.withPlayers(2);
  static final Budget PLENTY = Budget.nodes(100_000_000L);

  /** The weighted mean of the children's values over the rolls of {@code s}, listed in buffer. */
  static double[] meanOverRolls(LudoState s, MoveBuffer buffer,
      Function<LudoState, double[]> child) {
    double[] mean = new double[s.rules().playerCount()];
    for (int i = 0; i < buffer.size(); i++) {
      double[] v = child.apply(s.apply(buffer.get(i)));
      for (int p = 0; p < mean.length; p++) {
        mean[p] += v[p] * buffer.weight(i);
      }
    }
    for (int p = 0; p < mean.length; p++) {
      mean[p] /= s.chanceTotal();
    }
    return mean;
  }

  /** The expectimax values of a state searched {@code depth} decisions deep. */
  static double[] reference(LudoEvaluation eval, LudoState s, int depth) {
    int n = s.rules().playerCount();
    if (s.isTerminal() || depth == 0) {
      double[] v = new double[n];
      eval.values(s, v);
      return v;
    }
    MoveBuffer buffer = MoveBuffer.forGame(s.rules());
    s.legalMoves(buffer);
    if (s.isChance()) {
      return meanOverRolls(s, buffer, c -> reference(eval, c, depth));
    }
    int mover = s.currentPlayer();
    double[] best = null;
    for (int i = 0; i < buffer.size(); i++) {
      double[] v = reference(eval, s.apply(buffer.get(i)), depth - 1);
      if (best == null || v[mover] > best[mover]) {
        best = v;
      }
    }
    return best;
  }

  /**
   * The values of a state searched {@code depth} of {@code me}'s decisions deep with the opponents
   * by evaluation: an opponent takes the move whose result the evaluation rates best for them (the
   * first among equals), which takes no depth; after {@code players} such replies in a row the
   * state is a leaf.
   */
  static double[] referenceByEvaluation(LudoEvaluation eval, LudoState s, int depth, int me,
      int replies) {
    int n = s.rules().playerCount();
    double[] v = new double[n];
    if (s.isTerminal() || depth == 0) {
      eval.values(s, v);
      return v;
    }
    MoveBuffer buffer = MoveBuffer.forGame(s.rules());
    s.legalMoves(buffer);
    if (s.isChance()) {
      return meanOverRolls(s, buffer, c -> referenceByEvaluation(eval, c, depth, me, replies));
    }
    int mover = s.currentPlayer();
    if (mover != me) {
      if (replies == n) {
        eval.values(s, v);
        return v;
      }
      LudoState pick = null;
      double top = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < buffer.size(); i++) {
        LudoState c = s.apply(buffer.get(i));
        double mine = eval.score(c, mover);
        if (pick == null || mine > top) {
          top = mine;
          pick = c;
        }
      }
      return referenceByEvaluation(eval, pick, depth, me, replies + 1);
    }
    double[] best = null;
    for (int i = 0; i < buffer.size(); i++) {
      double[] c = referenceByEvaluation(eval, s.apply(buffer.get(i)), depth - 1, me, 0);
      if (best == null || c[me] > best[me]) {
        best = c;
      }
    }
    return best;
  }

  static void assertMatchesTheReferenceByEvaluation(LudoRules rules, String position, int depth,
      boolean table) {
    LudoState s = rules.position(position).get();
    LudoEvaluation eval = new LudoEvaluation(rules);
    Analysis a = new Expectimax(rules, new Expectimax.Config("test", depth, 0, PLENTY, table,
        Expectimax.Opponents.ONE_PLY)).analyze(s, PLENTY, 7);
    assertThat(a.depth()).as("depth reached").isEqualTo(depth);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    assertThat(a.moves()).hasSize(buffer.size());
    int me = s.currentPlayer();
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      double expected = referenceByEvaluation(eval, s.apply(m), depth - 1, me, 0)[me];
      assertThat(scores(a).get(m)).as("%s at depth %d", s.moveText(m), depth)
          .isCloseTo(expected, within(1e-9));
    }
  }

  static Map<Integer, Double> scores(Analysis a) {
    Map<Integer, Double> out = new HashMap<>();
    for (RankedMove m : a.moves()) {
      out.put(m.move(), m.score());
    }
    return out;
  }

  static void assertMatchesTheReference(LudoRules rules, String position, int depth) {
    LudoState s = rules.position(position).get();
    LudoEvaluation eval = new LudoEvaluation(rules);
    Expectimax search = new Expectimax(rules,
        new Expectimax.Config("test", depth, 0, PLENTY));
    Analysis a = search.analyze(s, PLENTY, 7);
    assertThat(a.depth()).as("depth reached").isEqualTo(depth);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    assertThat(a.moves()).hasSize(buffer.size());
    int me = s.currentPlayer();
    double top = Double.NEGATIVE_INFINITY;
    int best = -1;
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      double expected = reference(eval, s.apply(m), depth - 1)[me];
      assertThat(scores(a).get(m)).as("%s at depth %d", s.moveText(m), depth)
          .isCloseTo(expected, within(1e-9));
      if (expected > top + 1e-9) {
        top = expected;
        best = m;
      }
    }
    assertThat(a.best()).isEqualTo(best);
    assertThat(a.principalVariation()).containsExactly(best);
    assertThat(a.moves().get(0).text()).isEqualTo(s.moveText(best));
  }

  @Test
  void oneDecisionDeepEachMoveScoresTheEvaluationOfItsResult() {
    assertMatchesTheReference(TWO, "10,30,s,s/14,s,s,s 0 4 -", 1);
    // Four players: "best for themself" is player 2's own value, not player 0's.
    assertMatchesTheReference(LudoRules.STANDARD, "s,s,s,s/20,s,s,s/30,40,s,s/44,s,s,s 2 3 -", 1);
  }

  @Test
  void twoAndThreeDecisionsDeepTheRollsAreWeightedAndEachMoverTakesTheirBest() {
    assertMatchesTheReference(TWO, "10,30,s,s/14,s,s,s 0 4 -", 2);
    assertMatchesTheReference(TWO, "50,h2,s,s/40,45,s,s 1 2 -", 3);
    // Two dice: 21 rolls, doubles one in 36 and the others two.
    assertMatchesTheReference(LudoRules.TWO_DICE.withPlayers(2), "3,s,s,s/30,s,s,s 0 1,3 -", 2);
    // Three players: the reply is the next player's, who maximises their own value.
    assertMatchesTheReference(LudoRules.STANDARD.withPlayers(3), "5,20,s,s/9,s,s,s/40,s,s,s 0 4 -",
        2);
  }

  /**
   * With the opponents by evaluation, two decisions deep reaches the player's own next decision
   * across three opponents' rolls and replies; each opponent's reply is the one Khó would make.
   */
  @Test
  void withOpponentsByEvaluationOnlyOwnDecisionsCountAsDepth() {
    String four = "10,30,s,s/20,s,s,s/33,38,s,s/44,50,s,s 0 3 -";
    for (boolean table : new boolean[] {false, true}) {
      assertMatchesTheReferenceByEvaluation(LudoRules.STANDARD, four, 1, table);
      assertMatchesTheReferenceByEvaluation(LudoRules.STANDARD, four, 2, table);
      assertMatchesTheReferenceByEvaluation(LudoRules.STANDARD.withPlayers(3),
          "5,20,s,s/9,s,s,s/40,s,s,s 0 4 -", 2, table);
    }
    // Two players: the reply is the one opponent's, and the next decision is the player's own.
    assertMatchesTheReferenceByEvaluation(TWO, "50,h2,s,s/40,45,s,s 1 2 -", 2, false);
  }

  /**
   * Depth 2 with the opponents by evaluation is a different search from depth 2 with every
   * decision searched: at four players the latter ends on the next opponent's reply.
   */
  @Test
  void withOpponentsByEvaluationTheSearchReachesFurtherThanMaxN() {
    LudoState s = LudoRules.STANDARD.position("10,30,s,s/20,s,s,s/33,38,s,s/44,50,s,s 0 3 -")
        .get();
    Analysis maxN = new Expectimax(LudoRules.STANDARD,
        new Expectimax.Config("n", 2, 0, PLENTY)).analyze(s, PLENTY, 1);
    Analysis byEvaluation = new Expectimax(LudoRules.STANDARD, new Expectimax.Config("e", 2, 0,
        PLENTY, false, Expectimax.Opponents.ONE_PLY)).analyze(s, PLENTY, 1);
    assertThat(scores(byEvaluation)).isNotEqualTo(scores(maxN));
    // Three opponents' turns and the player's own, every roll expanded: over a thousand states.
    assertThat(byEvaluation.nodes()).isGreaterThan(1_000);
  }

  /**
   * A 6 gives the same opponent another roll and another reply. Runs of bonus rolls have no end in
   * the rules; after as many replies as there are players the search stops and evaluates.
   */
  @Test
  void aRunOfBonusRollsEndsAtTheCapOfReplies() {
    // Player 1 has rolled a 6 and will reply; every one of its 6s is one more reply.
    String position = "10,30,s,s/20,s,s,s 1 6 -";
    LudoState s = TWO.position(position).get();
    LudoEvaluation eval = new LudoEvaluation(TWO);
    Expectimax search = new Expectimax(TWO, new Expectimax.Config("e", 2, 0, PLENTY, false,
        Expectimax.Opponents.ONE_PLY));
    // Player 1 searches for itself: its own decisions take the depth, player 0's are replies.
    Analysis a = search.analyze(s, PLENTY, 1);
    MoveBuffer buffer = MoveBuffer.forGame(TWO);
    s.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      assertThat(scores(a).get(m))
          .isCloseTo(referenceByEvaluation(eval, s.apply(m), 1, 1, 0)[1], within(1e-9));
    }
    assertMatchesTheReferenceByEvaluation(TWO, "10,s,s,s/40,s,s,s 0 6 -", 3, true);
  }

  @Test
  void aBonusRollIsNoDecisionSoTheSameMoverSearchesOnAtTheSameDepth() {
    // A 6 gives player 0 another roll: the next decision is player 0's again.
    assertMatchesTheReference(TWO, "10,s,s,s/40,s,s,s 0 6 -", 2);
  }

  @Test
  void theEndOfTheGameIsALeafWorthTheReturns() {
    // Moving home cell 2 to 3 finishes player 0: the leaf is the end, worth +WIN.
    LudoState s = TWO.position("h4,h5,h6,h2/20,s,s,s 0 3 -").get();
    Analysis a = LudoLevel.HARD.player(TWO).analyze(s, PLENTY, 1);
    assertThat(a.best()).isEqualTo(s.parseMove("climb 3 to 3").get());
    assertThat(a.hint().score()).isEqualTo(LudoEvaluation.WIN);
  }

  @Test
  void aBudgetTooSmallForTheSecondIterationKeepsTheFirst() {
    LudoState s = TWO.position("10,30,s,s/14,s,s,s 0 4 -").get();
    Expectimax deep = LudoLevel.EXPERT.player(TWO);
    Analysis starved = deep.analyze(s, Budget.nodes(3), 1);
    assertThat(starved.depth()).isEqualTo(1);
    Analysis one = new Expectimax(TWO, new Expectimax.Config("one", 1, 0, PLENTY))
        .analyze(s, PLENTY, 1);
    assertThat(scores(starved)).isEqualTo(scores(one));
    // Enough nodes: every iteration up to the configured depth finishes.
    Analysis full = deep.analyze(s, PLENTY, 1);
    assertThat(full.depth()).isEqualTo(3);
    assertThat(full.nodes()).isGreaterThan(starved.nodes());
    // A node budget between the two stops at a finished iteration below the top.
    Analysis two = new Expectimax(TWO, new Expectimax.Config("two", 2, 0, PLENTY))
        .analyze(s, PLENTY, 1);
    Analysis cut = deep.analyze(s, Budget.nodes(two.nodes() + 1), 1);
    assertThat(cut.depth()).isEqualTo(2);
    assertThat(scores(cut)).isEqualTo(scores(two));
  }

  /** How many states a search {@code depth} decisions deep makes below {@code s}. */
  static long nodesBelow(LudoState s, int depth) {
    if (s.isTerminal() || depth == 0) {
      return 0;
    }
    MoveBuffer buffer = MoveBuffer.forGame(s.rules());
    s.legalMoves(buffer);
    long n = 0;
    for (int i = 0; i < buffer.size(); i++) {
      n += 1 + nodesBelow(s.apply(buffer.get(i)), s.isChance() ? depth : depth - 1);
    }
    return n;
  }

  @Test
  void theNodeCountIsEveryStateEveryIterationMade() {
    LudoState s = TWO.position("10,30,s,s/14,s,s,s 0 4 -").get();
    MoveBuffer buffer = MoveBuffer.forGame(TWO);
    s.legalMoves(buffer);
    long expected = 0;
    for (int depth = 1; depth <= 3; depth++) {
      for (int i = 0; i < buffer.size(); i++) {
        expected += 1 + nodesBelow(s.apply(buffer.get(i)), depth - 1);
      }
      Analysis a = new Expectimax(TWO, new Expectimax.Config("d", depth, 0, PLENTY))
          .analyze(s, PLENTY, 1);
      assertThat(a.nodes()).as("depth %d", depth).isEqualTo(expected);
    }
  }

  @Test
  void aTimeBudgetStopsADeepSearchAtAFinishedIteration() {
    LudoState s = LudoRules.STANDARD
        .position("10,30,40,s/20,25,s,s/33,36,s,s/44,50,s,s 0 6 -").get();
    long before = System.nanoTime();
    Analysis a = new Expectimax(LudoRules.STANDARD,
        new Expectimax.Config("deep", 5, 0, Budget.nodes(2_000_000), true))
        .analyze(s, Budget.millis(1), 1);
    long took = System.nanoTime() - before;
    // Four decisions deep over four players' rolls is millions of states: far past a millisecond.
    assertThat(a.depth()).isBetween(1, 3);
    assertThat(a.nanos()).isPositive().isLessThanOrEqualTo(took);
    MoveBuffer buffer = MoveBuffer.forGame(LudoRules.STANDARD);
    s.legalMoves(buffer);
    assertThat(buffer.contains(a.best())).isTrue();
    assertThat(a.moves()).hasSize(buffer.size());
  }

  @Test
  void aSingleLegalMoveIsNotSearchedDeeper() {
    // Nothing can move on a 5 with every horse in the stable: the pass, alone.
    LudoState s = TWO.position("s,s,s,s/20,s,s,s 0 5 -").get();
    Analysis a = LudoLevel.EXPERT.player(TWO).analyze(s, PLENTY, 1);
    assertThat(a.moves()).hasSize(1);
    assertThat(a.depth()).isEqualTo(1);
    assertThat(a.moves().get(0).text()).isEqualTo("pass");
  }

  @Test
  void theMovesAreRankedBestFirstWithTheirText() {
    LudoState s = LudoRules.STANDARD.position("10,30,s,s/20,s,s,s/s,s,s,s/s,s,s,s 0 6 -").get();
    Analysis a = LudoLevel.HARD.player(LudoRules.STANDARD).analyze(s, PLENTY, 3);
    assertThat(a.moves()).hasSize(3);
    for (int i = 1; i < a.moves().size(); i++) {
      assertThat(a.moves().get(i).score()).isLessThanOrEqualTo(a.moves().get(i - 1).score());
    }
    for (RankedMove m : a.moves()) {
      assertThat(m.text()).isEqualTo(s.moveText(m.move()));
    }
    assertThat(a.kind()).isEqualTo(Analysis.ScoreKind.EVALUATION);
    assertThat(a.nanos()).isPositive();
  }

  @Test
  void noiseMovesEachRootScoreByAtMostItsAmount() {
    LudoState s = LudoRules.STANDARD.position("10,30,s,s/20,s,s,s/s,s,s,s/s,s,s,s 0 6 -").get();
    Map<Integer, Double> exact = scores(LudoLevel.EXPERT.player(LudoRules.STANDARD)
        .analyze(s, PLENTY, 5));
    // Four players, one die: Khó is one decision blurred by ±2, Cao thủ the clean decision.
    for (LudoLevel level : new LudoLevel[] {LudoLevel.PRACTICE, LudoLevel.EASY,
        LudoLevel.MEDIUM, LudoLevel.HARD}) {
      double noise = level == LudoLevel.PRACTICE ? 40 : level == LudoLevel.EASY ? 12
          : level == LudoLevel.MEDIUM ? 4 : 2;
      boolean moved = false;
      boolean up = false;
      boolean down = false;
      for (long seed = 1; seed <= 12; seed++) {
        Map<Integer, Double> blurred = scores(level.player(LudoRules.STANDARD)
            .analyze(s, PLENTY, seed));
        assertThat(blurred.keySet()).isEqualTo(exact.keySet());
        for (int m : exact.keySet()) {
          double shift = blurred.get(m) - exact.get(m);
          assertThat(Math.abs(shift)).as("%s, seed %d", level, seed).isLessThanOrEqualTo(noise);
          moved |= Math.abs(shift) > noise / 100;
          up |= shift > noise / 2;
          down |= shift < -noise / 2;
        }
      }
      assertThat(moved).as("%s blurs the scores", level).isTrue();
      assertThat(up && down).as("%s adds to some scores and takes from others", level).isTrue();
    }
  }

  @Test
  void eachLevelIsItsDocumentedDepthNoiseAndBudget() {
    // For each level: two players with one die (and four with two dice), two with two dice,
    // three with one die, three with two dice, four with one die; each as depth, noise, nodes,
    // table, opponents, weights
    // (none: the hand-set ones; null: the table's tuned ones, checked apart below).
    Expectimax.Opponents all = Expectimax.Opponents.SEARCHED;
    Expectimax.Opponents own = Expectimax.Opponents.ONE_PLY;
    Option<LudoEvaluation.Weights> handSet = Option.none();
    Object[] practice = {1, 40.0, 1_000L, false, all, handSet};
    Object[] easy = {1, 12.0, 1_000L, false, all, handSet};
    Object[] medium = {1, 4.0, 1_000L, false, all, handSet};
    Object[] clean = {1, 0.0, 1_000L, false, all, handSet};
    Object[] five = {5, 0.0, 2_000_000L, true, all, handSet};
    Object[] ownTwo = {2, 0.0, 200_000L, true, own, handSet};
    Object[][][] table = {
        {practice, practice, practice, practice, practice},
        {easy, easy, easy, easy, easy},
        {medium, medium, medium, medium, medium},
        {clean, {1, 0.0, 1_000L, false, all, null}, clean, clean,
            {1, 2.0, 1_000L, false, all, handSet}},
        {{3, 0.0, 30_000L, false, all, handSet}, {2, 0.0, 30_000L, false, all, handSet},
            {1, 0.0, 1_000L, false, all, null}, ownTwo, clean},
        {five, five, ownTwo, {3, 0.0, 2_000_000L, true, own, handSet},
            {1, 0.0, 1_000L, false, all, null}}};
    for (LudoLevel level : LudoLevel.values()) {
      for (LudoRules rules : new LudoRules[] {TWO, LudoRules.STANDARD.withPlayers(3),
          LudoRules.STANDARD, LudoRules.TWO_DICE, LudoRules.TWO_DICE.withPlayers(3),
          LudoRules.TWO_DICE.withPlayers(2), TWO.withDice(2), LudoRules.STANDARD.withDice(2)}) {
        int n = rules.playerCount();
        int d = rules.dice();
        int column = n == 3 ? 1 + d : n == 4 && d == 1 ? 4 : n == 2 && d == 2 ? 1 : 0;
        Object[] row = table[level.ordinal()][column];
        Expectimax.Config c = level.config(rules, Budget.nodes(9));
        String what = level + " at " + rules.spec();
        assertThat(c.depth()).as("%s depth", what).isEqualTo(row[0]);
        assertThat(c.noise()).as("%s noise", what).isEqualTo(row[1]);
        assertThat(level.budget(rules)).as("%s budget", what)
            .isEqualTo(Budget.nodes((Long) row[2]));
        assertThat(c.table()).as("%s table", what).isEqualTo(row[3]);
        assertThat(c.opponents()).as("%s opponents", what).isEqualTo(row[4]);
        assertThat(c.weights()).as("%s weights", what)
            .isEqualTo(row[5] == null ? LudoEvaluation.Weights.tuned(rules) : row[5]);
        assertThat(c.budget()).isEqualTo(Budget.nodes(9));
        assertThat(c.name()).isEqualTo("ludo-" + level.id());
        Expectimax player = level.player(rules);
        assertThat(player.name()).isEqualTo("ludo-" + level.id());
        assertThat(player.budget()).isEqualTo(level.budget(rules));
        assertThat(level.player(rules, Budget.nodes(5)).budget()).isEqualTo(Budget.nodes(5));
      }
    }
    assertThat(LudoLevel.MASTER.config(LudoRules.STANDARD, Budget.nodes(1)).weights())
        .containsExactly(LudoEvaluation.Weights.FOUR_PLAYERS);
    assertThat(LudoLevel.EXPERT.config(LudoRules.STANDARD.withPlayers(3), Budget.nodes(1))
        .weights()).containsExactly(LudoEvaluation.Weights.THREE_PLAYERS);
    assertThat(LudoLevel.HARD.config(TWO.withDice(2), Budget.nodes(1)).weights())
        .containsExactly(LudoEvaluation.Weights.TWO_PLAYERS_TWO_DICE);
    // The seed-003 preset spends the sum only, which the weights were not tuned for.
    assertThat(LudoLevel.HARD.config(LudoRules.TWO_DICE.withPlayers(2), Budget.nodes(1))
        .weights()).isEmpty();
  }

  @Test
  void aConfigurationRefusesEveryValueOutOfRange() {
    Budget b = Budget.nodes(1);
    assertThat(new Expectimax.Config("x", 1, 0, b).depth()).isEqualTo(1);
    assertThat(new Expectimax.Config("x", 8, 0, b).depth()).isEqualTo(8);
    assertThat(new Expectimax.Config("x", 8, 0, b).table()).isFalse();
    assertThat(new Expectimax.Config("x", 8, 0, b, true).opponents())
        .isEqualTo(Expectimax.Opponents.SEARCHED);
    for (Runnable bad : new Runnable[] {
        () -> new Expectimax.Config(null, 1, 0, b),
        () -> new Expectimax.Config("x", 1, 0, null),
        () -> new Expectimax.Config("x", 0, 0, b),
        () -> new Expectimax.Config("x", 9, 0, b),
        () -> new Expectimax.Config("x", 1, -1, b),
        () -> new Expectimax.Config("x", 1, Double.NaN, b),
        () -> new Expectimax.Config("x", 1, 0, b, false, null),
        () -> new Expectimax.Config("x", 1, 0, b, false, Expectimax.Opponents.SEARCHED, null)}) {
      org.assertj.core.api.Assertions.assertThatThrownBy(bad::run)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("bad expectimax configuration");
    }
  }

  /**
   * The table of valued roll nodes changes what is searched, never a value: over positions a few
   * dozen random plies into two- and three-player games, every root move scores exactly what the
   * same search without the table gives it (and so what the plain recursion gives), while the
   * table searches fewer nodes in all.
   */
  @Test
  void theTableOfRollNodesKeepsEveryRootScoreAndSavesNodes() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    long plain = 0;
    long tabled = 0;
    int positions = 0;
    for (LudoRules rules : new LudoRules[] {TWO, LudoRules.STANDARD.withPlayers(3)}) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      int depth = rules.playerCount() == 2 ? 5 : 3;
      for (int game = 0; game < 6; game++) {
        LudoState s = rules.initialState();
        int plies = 40 + random.nextInt(120);
        for (int ply = 0; ply < plies && !s.isTerminal(); ply++) {
          s.legalMoves(buffer);
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
        // On to a real choice: a lone move is not searched deeper.
        while (!s.isTerminal() && (s.isChance() || moveCount(s, buffer) < 2)) {
          s.legalMoves(buffer);
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
        if (s.isTerminal()) {
          continue;
        }
        Analysis without = new Expectimax(rules,
            new Expectimax.Config("plain", depth, 0, PLENTY, false)).analyze(s, PLENTY, 1);
        Analysis with = new Expectimax(rules,
            new Expectimax.Config("table", depth, 0, PLENTY, true)).analyze(s, PLENTY, 1);
        assertThat(with.depth()).isEqualTo(depth);
        assertThat(scores(with)).as("%s", s).isEqualTo(scores(without));
        assertThat(with.best()).isEqualTo(without.best());
        plain += without.nodes();
        tabled += with.nodes();
        positions++;
      }
    }
    assertThat(positions).isGreaterThanOrEqualTo(8);
    assertThat(tabled).isLessThan(plain);
  }

  static int moveCount(LudoState s, MoveBuffer buffer) {
    s.legalMoves(buffer);
    return buffer.size();
  }

  /** The table's values are those of the plain recursion written above, three decisions deep. */
  @Test
  void withTheTableTheScoresAreStillThePlainRecursions() {
    LudoState s = TWO.position("50,h2,s,s/40,45,s,s 1 2 -").get();
    LudoEvaluation eval = new LudoEvaluation(TWO);
    Analysis a = new Expectimax(TWO, new Expectimax.Config("table", 3, 0, PLENTY, true))
        .analyze(s, PLENTY, 7);
    MoveBuffer buffer = MoveBuffer.forGame(TWO);
    s.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      int m = buffer.get(i);
      assertThat(scores(a).get(m)).isCloseTo(reference(eval, s.apply(m), 2)[1], within(1e-9));
    }
  }
}
