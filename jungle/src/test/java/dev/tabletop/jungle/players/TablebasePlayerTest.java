package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Evaluation;
import dev.tabletop.core.search.Oracle;
import dev.tabletop.core.search.Player;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.JungleTablebase.Outcome;
import dev.tabletop.jungle.TablebaseFixture;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The top levels with the tables: they win every won ending within its distance against a
 * defender that follows the tables too, their analysis gives the tables' values, their search asks
 * the tables at every node they cover ({@link TablebaseOracle}), and without tables they play as
 * they do without the argument.
 */
class TablebasePlayerTest {
  static final JungleRules RULES = JungleRules.STANDARD;

  static JungleTablebase tb;

  @BeforeAll
  static void generate() {
    tb = JungleTablebase.open(RULES, TablebaseFixture.directory());
  }

  /** A random legal, unfinished position with these animals (Red's and Blue's letters). */
  static JungleState random(SplittableRandom random, String red, String blue) {
    return dev.tabletop.jungle.TablebaseMaterial.parse(red + "v" + blue).get()
        .randomPosition(RULES, random);
  }

  /**
   * Plays a won position out, the player for the winner and the tables' longest loss for the
   * loser, and checks that the winner wins in exactly the tables' distance.
   */
  static void winsWithinTheDistance(Player<JungleState> player, JungleState start) {
    var value = tb.probe(start).get();
    var winner = start.sideToMove();
    JungleState s = start;
    int plies = 0;
    while (!s.isTerminal()) {
      int move = s.sideToMove() == winner ? player.chooseMove(s, Budget.nodes(2_000), 1)
          : tb.bestMoves(s).get().head();
      s = s.apply(move);
      plies++;
    }
    assertThat(s.result().get().winner().get()).as(start.toString()).isEqualTo(winner);
    assertThat(plies).as(start.toString()).isEqualTo(value.distance());
  }

  @Test
  void theTopLevelsWinEveryWonEndingWithinItsDistanceAgainstAPerfectDefender() {
    SplittableRandom random = new SplittableRandom(7);
    int games = 0;
    for (JungleLevel level : new JungleLevel[] {JungleLevel.EXPERT, JungleLevel.MASTER}) {
      Player<JungleState> player = level.player(RULES, Budget.nodes(2_000), tb);
      assertThat(player).isInstanceOf(TablebasePlayer.class);
      int won = 0;
      while (won < 60) {
        JungleState s = random(random, "ER", "R");
        if (tb.probe(s).get().outcome() != Outcome.WIN) {
          continue;
        }
        won++;
        winsWithinTheDistance(player, s);
        games++;
      }
    }
    assertThat(games).isEqualTo(120);
  }

  /** The same with four animals, under {@code -Pdeep}, whose fixture holds ELvTR and its twin. */
  @Test
  void fromWonFourAnimalEndingsTooUnderTheDeepProfile() {
    org.junit.jupiter.api.Assumptions.assumeTrue(TablebaseFixture.DEEP,
        "the ELvTR tables are in the deep fixture only");
    SplittableRandom random = new SplittableRandom(8);
    for (JungleLevel level : new JungleLevel[] {JungleLevel.EXPERT, JungleLevel.MASTER}) {
      Player<JungleState> player = level.player(RULES, Budget.nodes(2_000), tb);
      int won = 0;
      while (won < 25) {
        // Either side may hold the win: Red's Elephant and Lion, or Blue's Tiger and Rat.
        JungleState s = random(random, "EL", "TR");
        var value = tb.probe(s).get();
        if (value.outcome() != Outcome.WIN || value.distance() < 9) {
          continue;
        }
        won++;
        winsWithinTheDistance(player, s);
      }
    }
  }

  @Test
  void theAnalysisGivesTheTablesValues() {
    JungleState s = RULES.position("7/7/7/7/7/7/3L3/3r3/7 w").get();
    var player = JungleLevel.MASTER.player(RULES, Budget.nodes(1_000), tb);
    var analysis = player.analyze(s, Budget.nodes(1_000), 1);
    // The Lion takes the Rat on Red's own trap: a win in one ply.
    assertThat(s.moveText(analysis.best())).isEqualTo("d3d2");
    assertThat(analysis.hint().score()).isEqualTo(Evaluation.WIN - 1);
    assertThat(analysis.principalVariation()).containsExactly(analysis.best());
  }

  @Test
  void withoutTablesEveryLevelPlaysAsBefore(@TempDir Path empty) {
    JungleTablebase none = JungleTablebase.open(RULES, empty);
    SplittableRandom random = new SplittableRandom(3);
    for (JungleLevel level : JungleLevel.values()) {
      JungleState s = random(random, "ER", "R");
      int plain = level.player(RULES, Budget.nodes(3_000)).chooseMove(s, Budget.nodes(3_000), 9);
      int with = level.player(RULES, Budget.nodes(3_000), none)
          .chooseMove(s, Budget.nodes(3_000), 9);
      assertThat(with).as(level.id()).isEqualTo(plain);
    }
  }

  @Test
  void theOracleAnswersFromTheTablesWhereTheyCoverAPosition() {
    var oracle = new TablebaseOracle(tb, tb.largest());
    // Blue's Rat steps from Red's trap into Red's den: a win in one ply for Blue to move.
    JungleState s = RULES.position("7/7/7/7/7/7/3L3/3r3/7 b").get();
    assertThat(tb.probe(s).get()).isEqualTo(new JungleTablebase.Value(Outcome.WIN, 1));
    assertThat(oracle.score(s)).isEqualTo(Evaluation.WIN - 1);
    // Red to move there loses in two plies at best.
    JungleState red = RULES.position("7/7/7/7/7/3r3/7/3L3/7 w").get();
    var v = tb.probe(red).get();
    assertThat(oracle.score(red)).isEqualTo(v.outcome() == Outcome.WIN
        ? Evaluation.WIN - v.distance() : v.outcome() == Outcome.LOSS
        ? -(Evaluation.WIN - v.distance()) : 0);
    // Four animals: no table, no answer; three animals whose table is missing: no answer.
    JungleState four = RULES.position("7/7/7/7/3e3/7/1p5/l6/2R4 w").get();
    assertThat(oracle.score(four)).isEqualTo(Oracle.UNKNOWN);
    if (!TablebaseFixture.DEEP) { // (the deep fixture has every three-animal table)
      JungleState missing = RULES.position("7/7/7/7/3e3/7/1p5/7/2R4 w").get();
      assertThat(tb.probe(missing).isLeft()).isTrue();
      assertThat(oracle.score(missing)).isEqualTo(Oracle.UNKNOWN);
    }
  }

  @Test
  void aLostSideTakesTheDrawByRepetitionThatTheTablesDoNotKnow() {
    // Positions with Blue's Rat lost to Red's Elephant and Rat, where Red's pieces and Blue's
    // Rat shuffle in a cycle R, X, Y, Z, R: three cycles and one more R, X, Y bring X to its
    // fourth occurrence; then Blue's Rat turns aside (Y to Z2, Red back to Q) and at Q, one step
    // of the Rat gives X its fifth occurrence: the repetition rule's draw, which the tables,
    // knowing only the position, score as the loss Q is.
    SplittableRandom random = new SplittableRandom(11);
    int checked = 0;
    for (int tries = 0; tries < 200_000 && checked < 3; tries++) {
      JungleState r = random(random, "ER", "R");
      if (r.sideToMove() != dev.tabletop.jungle.Side.BLUE
          || tb.probe(r).get().outcome() != Outcome.LOSS) {
        continue;
      }
      var history = cycle(r);
      if (history == null) {
        continue;
      }
      JungleState q = history.state();
      assertThat(tb.probe(q).get().outcome()).isEqualTo(Outcome.LOSS);
      var player = JungleLevel.MASTER.player(RULES, Budget.nodes(1_000), tb);
      int best = player.chooseMove(history, Budget.nodes(1_000), 1);
      // The rules' own verdict, not the player's: the move ends the game drawn.
      assertThat(history.play(best).get().isDrawnByRepetition()).as(q.toString()).isTrue();
      assertThat(player.analyze(history, Budget.nodes(1_000), 1).hint().score()).isZero();
      // From the position alone, the same move is the loss the tables say.
      var alone = player.analyze(q, Budget.nodes(1_000), 1);
      assertThat(alone.hint().score()).isNegative();
      checked++;
    }
    assertThat(checked).isEqualTo(3);
  }

  /**
   * From r (Blue to move): the history R X Y Z (three times), R X Y, then Blue's Rat to another
   * square and Red back, ending at Q, where a step of the Rat reaches X for the fifth time; or
   * null when these squares do not allow it.
   */
  private static dev.tabletop.core.GameHistory<JungleState> cycle(JungleState r) {
    dev.tabletop.core.MoveBuffer b = dev.tabletop.core.MoveBuffer.forGame(RULES);
    r.legalMoves(b);
    int[] blue = java.util.Arrays.copyOf(b.toArray(), b.size());
    for (int m1 : blue) {
      JungleState x = r.apply(m1);
      if (x.isTerminal()) {
        continue;
      }
      x.legalMoves(b);
      int[] red = java.util.Arrays.copyOf(b.toArray(), b.size());
      for (int w1 : red) {
        JungleState y = x.apply(w1);
        int m2 = reverse(m1);
        int w2 = reverse(w1);
        if (y.isTerminal() || !y.isLegal(m2) || y.apply(m2).isTerminal()
            || !y.apply(m2).isLegal(w2) || y.apply(m2).apply(w2).hash() != r.hash()) {
          continue;
        }
        // The aside: from Y, the Rat steps from X's square to another (not back), and Red's
        // piece returns; at Q the Rat's step to X's square gives X again.
        y.legalMoves(b);
        for (int aside : java.util.Arrays.copyOf(b.toArray(), b.size())) {
          if (aside >>> 6 != (m1 & 63) || aside == m2) {
            continue;
          }
          JungleState z2 = y.apply(aside);
          if (z2.isTerminal() || !z2.isLegal(w2)) {
            continue;
          }
          JungleState q = z2.apply(w2);
          int back = reverse(aside);
          if (q.isTerminal() || !q.isLegal(back) || q.apply(back).hash() != x.hash()
              || tb.probe(q).isLeft()) {
            continue;
          }
          var h = dev.tabletop.core.GameHistory.startAt(r);
          for (int k = 0; k < 3; k++) {
            h = h.play(m1).get().play(w1).get().play(m2).get().play(w2).get();
          }
          h = h.play(m1).get().play(w1).get().play(aside).get().play(w2).get();
          if (h.isOver() || h.occurrences(x.hash()) != 4) {
            continue;
          }
          return h;
        }
      }
    }
    return null;
  }

  /** The move from a move's to-square back to its from-square. */
  private static int reverse(int move) {
    return (move & 63) << 6 | move >>> 6;
  }

  @Test
  void tablesForOtherRulesAreRefusedAndARepetitionLimitIsNoOtherRule() {
    JungleRules other = RULES.withElephantTakesRat(true);
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> JungleLevel.MASTER.player(other, Budget.nodes(100), tb))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("these tables are for").hasMessageContaining(other.spec());
    assertThat(JungleLevel.MASTER.player(RULES.withRepetitionLimit(3), Budget.nodes(100), tb))
        .isInstanceOf(TablebasePlayer.class);
  }
}
