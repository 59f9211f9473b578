package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Evaluation;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.JungleTablebase;
import dev.tabletop.jungle.JungleTablebase.Outcome;
import dev.tabletop.jungle.JungleTablebase.Value;
import dev.tabletop.jungle.Side;
import dev.tabletop.jungle.TablebaseFixture;
import dev.tabletop.jungle.TablebaseGenerator;
import dev.tabletop.jungle.TablebaseMaterial;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tables probed inside the search, at positions one or more captures above them: the search
 * is given the two-animal tables only, and plays and scores positions of a Lion against a Cat and
 * a Rat (LvCR), whose own table it does not have. The truth is that table, generated here into a
 * directory of its own; and, apart from it and from the search, a plain minimax to the tables
 * that proves a value only when every line within its depth ends in a finished game or a table.
 */
class InnerProbeTest {
  static final JungleRules RULES = JungleRules.STANDARD;
  static final int WIN = Evaluation.WIN;
  /** An unknown bound: beyond any score. */
  static final int INF = WIN + 1000;
  static final int DEPTH = 5;

  static Path truthDir;
  static JungleTablebase truth;
  static JungleTablebase small;

  @BeforeAll
  static void tables() throws IOException {
    truthDir = Files.createTempDirectory("tablebase-truth");
    if (TablebaseFixture.DEEP) {
      // The deep fixture holds every three-animal table, LvCR among them: the search gets the
      // two-animal tables alone, made here.
      Path twos = truthDir.resolve("twos");
      TablebaseGenerator.generate(RULES, twos, TablebaseMaterial.withPieces(2), 2,
          r -> { });
      small = JungleTablebase.open(RULES, twos);
    } else {
      small = JungleTablebase.open(RULES, TablebaseFixture.directory());
    }
    Path lvcr = truthDir.resolve("lvcr");
    TablebaseGenerator.generate(RULES, lvcr, List.of(TablebaseMaterial.parse("LvCR").get()),
        2, r -> { });
    truth = JungleTablebase.open(RULES, lvcr);
    assertThat(small.probe(position(new SplittableRandom(1))).isLeft())
        .as("the search's tables lack LvCR").isTrue();
  }

  @AfterAll
  static void clean() throws IOException {
    try (var files = Files.walk(truthDir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  /** A random LvCR position with the Lion within two steps of a Blue animal: captures near. */
  static JungleState position(SplittableRandom random) {
    while (true) {
      JungleState s = TablebasePlayerTest.random(random, "L", "CR");
      int lion = Long.numberOfTrailingZeros(s.occupancy(Side.RED));
      for (long m = s.occupancy(Side.BLUE); m != 0; m &= m - 1) {
        int sq = Long.numberOfTrailingZeros(m);
        if (Math.abs(sq % 7 - lion % 7) + Math.abs(sq / 7 - lion / 7) <= 2) {
          return s;
        }
      }
    }
  }

  /** A value of the tables as a score for the side to move. */
  static int score(Value v) {
    return switch (v.outcome()) {
      case WIN -> WIN - v.distance();
      case LOSS -> -(WIN - v.distance());
      case DRAW -> 0;
    };
  }

  /** A score one ply further from the end (seen from the parent, before negation). */
  static int further(int v) {
    return v >= INF - 10 || v <= -INF + 10 ? v : v > WIN / 2 ? v - 1 : v < -WIN / 2 ? v + 1 : v;
  }

  /**
   * Bounds {lower, upper} on the value of a position for its mover by minimax to {@code depth}
   * plies: the search's tables and finished games are exact, anything else at the horizon, and a
   * position met again on the line (the search calls it a draw, the game would not), unknown.
   */
  static int[] bounds(JungleState s, int depth, Deque<Long> line) {
    return bounds(s, depth, line, small, 2);
  }

  /** {@link #bounds(JungleState, int, Deque)} to the tables of at most {@code pieces} animals. */
  static int[] bounds(JungleState s, int depth, Deque<Long> line, JungleTablebase tables,
      int pieces) {
    if (Long.bitCount(s.occupancy(Side.RED) | s.occupancy(Side.BLUE)) <= pieces) {
      int v = score(tables.probe(s).get());
      return new int[] {v, v};
    }
    if (depth == 0) {
      return new int[] {-INF, INF};
    }
    MoveBuffer buf = MoveBuffer.forGame(RULES);
    s.legalMoves(buf);
    int lo = -INF;
    int hi = -INF;
    line.push(s.hash());
    for (int i = 0; i < buf.size(); i++) {
      int[] b = child(s, s.apply(buf.get(i)), depth, line, tables, pieces);
      lo = Math.max(lo, b[0]);
      hi = Math.max(hi, b[1]);
    }
    line.pop();
    return new int[] {lo, hi};
  }

  /** The bounds of a move's score for the mover of {@code s}. */
  static int[] child(JungleState s, JungleState c, int depth, Deque<Long> line) {
    return child(s, c, depth, line, small, 2);
  }

  static int[] child(JungleState s, JungleState c, int depth, Deque<Long> line,
      JungleTablebase tables, int pieces) {
    if (c.isTerminal()) {
      var w = c.result().get().winner();
      int v = w.isEmpty() ? 0 : w.get() == s.sideToMove() ? WIN - 1 : -(WIN - 1);
      return new int[] {v, v};
    }
    if (line.contains(c.hash())) {
      return new int[] {-INF, INF};
    }
    int[] b = bounds(c, depth - 1, line, tables, pieces);
    return new int[] {further(-b[1]), further(-b[0])};
  }

  static AlphaBeta<JungleState> search(boolean probes) {
    var config = new AlphaBeta.Config("probe", DEPTH, 16, 0, true, Budget.nodes(Long.MAX_VALUE));
    return probes ? new AlphaBeta<>(RULES, new JungleEvaluation(RULES), config,
        new TablebaseOracle(small, small.largest()))
        : new AlphaBeta<>(RULES, new JungleEvaluation(RULES), config);
  }

  @Test
  void theSearchScoresMovesAboveTheTablesAsTheTruthAndPlainMinimaxDo() {
    SplittableRandom random = new SplittableRandom(11);
    int proven = 0;
    int provenWins = 0;
    int wrongWithoutProbes = 0;
    for (int k = 0; k < 300; k++) {
      JungleState root = position(random);
      var withProbes = search(true);
      var without = search(false);
      Analysis a = withProbes.analyze(root, Budget.nodes(Long.MAX_VALUE), 0);
      Analysis b = without.analyze(root, Budget.nodes(Long.MAX_VALUE), 0);
      for (RankedMove r : a.moves()) {
        JungleState c = root.apply(r.move());
        int[] ref = child(root, c, DEPTH, new ArrayDeque<>(List.of(root.hash())));
        if (ref[0] != ref[1]) {
          continue;
        }
        proven++;
        // The truth: the full table's value of the position after the move.
        int t = c.isTerminal() ? ref[0] : further(-score(truth.probe(c).get()));
        assertThat(ref[0]).as("minimax to the tables agrees with the table, %s %s",
            root, r.text()).isEqualTo(t);
        assertThat(r.score()).as("%s %s", root, r.text()).isEqualTo((double) t);
        if (Math.abs(t) > WIN / 2 && !c.isTerminal()) {
          provenWins++;
        }
        double plain = b.moves().find(m -> m.move() == r.move()).get().score();
        if (plain != t) {
          wrongWithoutProbes++;
        }
      }
    }
    assertThat(proven).isGreaterThan(150);
    assertThat(provenWins).isGreaterThan(100);
    // Only the probes below the root made these exact.
    assertThat(wrongWithoutProbes).isGreaterThan(50);
  }

  @Test
  void fromWonPositionsAboveTheTablesTheTopLevelsWinWithinTheDistance() {
    SplittableRandom random = new SplittableRandom(5);
    int games = 0;
    int captures = 0;
    for (JungleLevel level : new JungleLevel[] {JungleLevel.EXPERT, JungleLevel.MASTER}) {
      Player<JungleState> player = level.player(RULES, Budget.nodes(20_000), small);
      int won = 0;
      while (won < 25) {
        JungleState s = position(random);
        Value value = truth.probe(s).get();
        if (value.outcome() != Outcome.WIN || value.distance() > 9 || value.distance() < 3) {
          continue;
        }
        won++;
        Side winner = s.sideToMove();
        int plies = 0;
        boolean captured = false;
        player.newGame();
        while (!s.isTerminal()) {
          int pieces = Long.bitCount(s.occupancy(Side.RED) | s.occupancy(Side.BLUE));
          int move = s.sideToMove() == winner ? player.chooseMove(s, Budget.nodes(20_000), 1)
              : truth.bestMoves(s).get().head();
          s = s.apply(move);
          captured |= Long.bitCount(s.occupancy(Side.RED) | s.occupancy(Side.BLUE)) < pieces;
          plies++;
        }
        assertThat(s.result().get().winner().get()).isEqualTo(winner);
        assertThat(plies).as("%s from a win in %d", level.id(), value.distance())
            .isEqualTo(value.distance());
        games++;
        if (captured) {
          captures++;
        }
      }
    }
    assertThat(games).isEqualTo(50);
    assertThat(captures).as("games won through a capture into the tables").isGreaterThan(5);
  }

  /**
   * Four animals above every three-animal table, where only the probes below the root know the
   * endings: runs under {@code -Pdeep} (whose fixture has every three-animal table) or with
   * {@code -Dtabletop.tables=DIR}, a directory of them; where DIR also holds {@code ELvTR}'s own
   * table, that is the truth the scores are held to.
   */
  @Test
  void aboveTheThreeAnimalTablesTheSearchScoresFourAnimalsAsTheTablesDo() {
    String given = System.getProperty("tabletop.tables");
    assumeTrue(given != null || TablebaseFixture.DEEP,
        "needs every three-animal table: -Pdeep or -Dtabletop.tables=DIR");
    JungleTablebase tables = JungleTablebase.open(RULES,
        given != null ? Path.of(given) : TablebaseFixture.directory());
    var config = new AlphaBeta.Config("probe", 4, 16, 0, true, Budget.nodes(Long.MAX_VALUE));
    SplittableRandom random = new SplittableRandom(21);
    int proven = 0;
    int provenWins = 0;
    int checkedAgainstFour = 0;
    for (int k = 0; k < 100; k++) {
      JungleState root = near(random, "EL", "TR");
      var ab = new AlphaBeta<>(RULES, new JungleEvaluation(RULES), config,
          new TablebaseOracle(tables, 3));
      Analysis a = ab.analyze(root, Budget.nodes(Long.MAX_VALUE), 0);
      for (RankedMove r : a.moves()) {
        JungleState c = root.apply(r.move());
        int[] ref = child(root, c, 4, new ArrayDeque<>(List.of(root.hash())), tables, 3);
        if (ref[0] != ref[1]) {
          continue;
        }
        proven++;
        assertThat(r.score()).as("%s %s", root, r.text()).isEqualTo((double) ref[0]);
        if (Math.abs(ref[0]) > WIN / 2 && !c.isTerminal()) {
          provenWins++;
        }
        var four = c.isTerminal() ? null : tables.probe(c);
        if (four != null && four.isRight()
            && Long.bitCount(c.occupancy(Side.RED) | c.occupancy(Side.BLUE)) == 4) {
          assertThat(ref[0]).as("the ELvTR table, %s %s", root, r.text())
              .isEqualTo(further(-score(four.get())));
          checkedAgainstFour++;
        }
      }
    }
    assertThat(proven).isGreaterThan(50);
    assertThat(provenWins).isGreaterThan(20);
    if (Files.isRegularFile(tables.file(TablebaseMaterial.parse("ELvTR").get()))) {
      // ELvTR's own table is there: many of the proven scores were held to it too.
      assertThat(checkedAgainstFour).isGreaterThan(20);
    }
  }

  /** A random position of these animals with a Red and a Blue animal within two steps. */
  static JungleState near(SplittableRandom random, String red, String blue) {
    while (true) {
      JungleState s = TablebasePlayerTest.random(random, red, blue);
      for (long m = s.occupancy(Side.RED); m != 0; m &= m - 1) {
        int a = Long.numberOfTrailingZeros(m);
        for (long n = s.occupancy(Side.BLUE); n != 0; n &= n - 1) {
          int b = Long.numberOfTrailingZeros(n);
          if (Math.abs(a % 7 - b % 7) + Math.abs(a / 7 - b / 7) <= 2) {
            return s;
          }
        }
      }
    }
  }
}
