package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.jungle.JungleTablebase.Outcome;
import dev.tabletop.jungle.JungleTablebase.Value;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tablebase proves itself: the tables of {@link TablebaseFixture} (every two-animal material
 * and {@code ERvR}; every three-animal one with {@code -Dtabletop.deep=true}) are generated, then
 * every entry is checked against its moves (a win has a move to a loss one ply shorter and none
 * shorter, a loss has only moves to wins and its longest one ply shorter, a draw has a drawing
 * move and no winning one), and random positions against a plain depth-limited alpha-beta
 * written here, independent of the generator.
 */
class TablebaseTest {
  static final boolean DEEP = TablebaseFixture.DEEP;
  static final JungleRules RULES = TablebaseFixture.RULES;

  static Path dir;
  static JungleTablebase tb;
  static java.util.List<TablebaseMaterial> checked;

  @BeforeAll
  static void generate() {
    dir = TablebaseFixture.directory();
    checked = TablebaseFixture.materials();
    tb = JungleTablebase.open(RULES, dir);
  }

  static JungleState stateOf(TablebaseMaterial m, int index, boolean redToMove) {
    int[] order = m.order();
    int[] squares = new int[order.length];
    TablebaseMaterial.squares(order, index, squares);
    int[] squareOf = new int[16];
    java.util.Arrays.fill(squareOf, -1);
    for (int k = 0; k < order.length; k++) {
      squareOf[order[k]] = squares[k];
    }
    char[] text = new char[80];
    int n = TablebaseGenerator.text(squareOf, redToMove, text);
    return RULES.position(new String(text, 0, n)).get();
  }

  @Test
  void indexRoundTripsAndNumbersEveryPlacementOnce() {
    for (String name : java.util.List.of("EvR", "RvR", "LRvE", "ERvR", "TDvWC")) {
      TablebaseMaterial m = TablebaseMaterial.parse(name).get();
      int[] order = m.order();
      int[] squares = new int[order.length];
      java.util.BitSet placements = new java.util.BitSet();
      int size = name.length() == 5 ? 200_000 : m.size();
      for (int i = 0; i < size; i++) {
        TablebaseMaterial.squares(order, i, squares);
        assertThat(TablebaseMaterial.index(order, squares)).as(name + " " + i).isEqualTo(i);
        long bits = 0;
        for (int k = 0; k < squares.length; k++) {
          assertThat(squares[k]).isNotIn(Squares.RED_DEN, Squares.BLUE_DEN);
          bits |= 1L << squares[k];
        }
        assertThat(Long.bitCount(bits)).as("no overlap").isEqualTo(squares.length);
      }
    }
    // 28 first squares (files a-d without water and dens), then 48, 47 with one and two held.
    assertThat(TablebaseMaterial.parse("LRvE").get().size()).isEqualTo(28 * 48 * 59);
    assertThat(TablebaseMaterial.parse("ELvT").get().size()).isEqualTo(28 * 48 * 47);
  }

  @Test
  void materialNamesRoundTripAndBadNamesAreExplained() {
    assertThat(TablebaseMaterial.parse("lrve").get().name()).isEqualTo("LRvE");
    assertThat(TablebaseMaterial.parse("LRvE").get().swapped().name()).isEqualTo("EvLR");
    assertThat(TablebaseMaterial.parse("LXvE").getLeft().message())
        .contains("unknown animal letter 'X'");
    assertThat(TablebaseMaterial.parse("LLvE").getLeft().message()).contains("one Lion");
    assertThat(TablebaseMaterial.parse("LR").getLeft().message()).contains("like LRvE");
    assertThat(TablebaseMaterial.withPieces(3).size()).isEqualTo(448);
  }

  @Test
  void everyEntryIsConsistentWithItsMoves() {
    long entries = 0;
    for (TablebaseMaterial m : checked) {
      var check = tb.verify(m, 0, 0).get();
      assertThat(check.fault()).as(m.name()).isEmpty();
      assertThat(check.checked()).isEqualTo(m.size());
      entries += check.checked();
    }
    assertThat(entries).isGreaterThan(100_000);
  }

  /**
   * Tables written outside the build, say every four-animal one by {@code tablebase --pieces 4}
   * (about 90 minutes here): with {@code -Dtabletop.tables=DIR} every table in DIR is checked,
   * {@code -Dtabletop.sample=N} random entries of each (20,000 unless given; 0 for every entry).
   */
  @Test
  void everyTableInAGivenDirectoryIsConsistent() {
    String given = System.getProperty("tabletop.tables");
    org.junit.jupiter.api.Assumptions.assumeTrue(given != null,
        "checks tables written elsewhere: -Dtabletop.tables=DIR");
    JungleTablebase tables = JungleTablebase.open(RULES, Path.of(given));
    long sample = Long.getLong("tabletop.sample", 20_000);
    int found = 0;
    for (int pieces = 2; pieces <= tables.largest(); pieces++) {
      for (TablebaseMaterial m : TablebaseMaterial.withPieces(pieces)) {
        if (!Files.isRegularFile(tables.file(m))) {
          continue;
        }
        var check = tables.verify(m, sample, m.red() << 8 | m.blue());
        assertThat(check.isRight()).as(m.name() + ": " + check).isTrue();
        assertThat(check.get().fault()).as(m.name()).isEmpty();
        found++;
      }
    }
    assertThat(found).as("tables in " + given).isPositive();
  }

  /**
   * The check can fail: a copy of the tables with one entry of ERvR changed (and its checksum made
   * to match, so only the check can tell) is caught at that entry, whichever way it is wrong.
   */
  @Test
  void theCheckFindsAWrongEntry(@TempDir Path copy) throws IOException {
    TablebaseMaterial m = TablebaseMaterial.parse("ERvR").get();
    byte[] original = Files.readAllBytes(tb.file(m));
    int win = -1;
    int loss = -1;
    for (int i = 0; i < m.size() && (win < 0 || loss < 0); i++) {
      Value v = JungleTablebase.decode(original[JungleTablebase.HEADER + i] & 0xFF);
      if (v.outcome() == Outcome.WIN && v.distance() >= 3 && win < 0) {
        win = i;
      } else if (v.outcome() == Outcome.LOSS && v.distance() >= 2 && loss < 0) {
        loss = i;
      }
    }
    // A win two plies longer than it is (still odd, still a win); a loss written as a draw.
    int[][] changes = {{win, (original[JungleTablebase.HEADER + win] & 0xFF) + 2}, {loss, 0}};
    for (int[] change : changes) {
      JungleTablebase target = JungleTablebase.open(RULES, copy.resolve("t" + change[0]));
      Files.createDirectories(target.directory());
      for (TablebaseMaterial t : checked) {
        Files.copy(tb.file(t), target.file(t));
      }
      byte[] bytes = original.clone();
      bytes[JungleTablebase.HEADER + change[0]] = (byte) change[1];
      java.util.zip.CRC32 crc = new java.util.zip.CRC32();
      crc.update(bytes, JungleTablebase.HEADER, bytes.length - JungleTablebase.HEADER);
      var h = JungleTablebase.Header.read(java.nio.ByteBuffer.wrap(bytes));
      byte[] header = new JungleTablebase.Header(h.magic(), h.version(), h.red(), h.blue(),
          h.size(), crc.getValue(), h.ruleSet()).bytes();
      System.arraycopy(header, 0, bytes, 0, header.length);
      Files.write(target.file(m), bytes, StandardOpenOption.TRUNCATE_EXISTING);
      var check = target.verify(m, 0, 0).get();
      assertThat(check.fault()).isNotEmpty();
      assertThat(check.fault().get()).startsWith("ERvR entry " + change[0] + " ");
      assertThat(check.checked()).isEqualTo(change[0] + 1L);
    }
  }

  @Test
  void aSampledCheckChecksThatManyEntriesAndNamesAMissingTable() {
    TablebaseMaterial m = TablebaseMaterial.parse("ERvR").get();
    var check = tb.verify(m, 500, 3).get();
    assertThat(check.checked()).isEqualTo(500);
    assertThat(check.fault()).isEmpty();
    // A sample as large as the table checks each entry once.
    assertThat(tb.verify(m, Long.MAX_VALUE, 3).get().checked()).isEqualTo(m.size());
    assertThat(tb.verify(TablebaseMaterial.parse("RvELP").get(), 10, 0).getLeft())
        .contains("no tablebase for RvELP");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> tb.verify(m, -1, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sample");
  }

  /**
   * Exact alpha-beta to a depth, written here apart from the generator: the value of the game cut
   * at {@code depth} plies, where a forced end at ply {@code p} scores {@code 1000 - p} for its
   * winner (negative for the loser) and the horizon 0.
   */
  static int alphaBeta(JungleState s, int depth, int ply, int alpha, int beta) {
    if (s.isTerminal()) {
      var winner = s.result().get().winner();
      return winner.isEmpty() ? 0 : winner.get() == s.sideToMove() ? 1000 - ply : -(1000 - ply);
    }
    if (depth == 0) {
      return 0;
    }
    MoveBuffer moves = MoveBuffer.forGame(RULES);
    s.legalMoves(moves);
    int best = Integer.MIN_VALUE;
    for (int k = 0; k < moves.size() && alpha < beta; k++) {
      int v = -alphaBeta(s.apply(moves.get(k)), depth - 1, ply + 1, -beta, -alpha);
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    }
    return best;
  }

  @Test
  void randomThreeAnimalPositionsAgreeWithAlphaBeta() {
    SplittableRandom random = new SplittableRandom(41);
    int depth = DEEP ? 9 : 7;
    int positions = 0;
    var three = checked.stream().filter(m -> m.pieces() == 3).toList();
    int[] outcomes = new int[3];
    while (positions < (DEEP ? 10_000 : 3_000)) {
      TablebaseMaterial m = three.get(random.nextInt(three.size()));
      JungleState s = stateOf(m, random.nextInt(m.size()), random.nextBoolean());
      if (s.isTerminal()) {
        continue;
      }
      positions++;
      Value v = tb.probe(s).get();
      int mm = alphaBeta(s, depth, 0, -1001, 1001);
      String where = s.toString();
      if (v.outcome() != Outcome.DRAW && v.distance() <= depth) {
        int plies = 1000 - Math.abs(mm);
        assertThat(mm).as(where).isNotZero();
        assertThat(plies).as(where).isEqualTo(v.distance());
        assertThat(mm > 0).as(where).isEqualTo(v.outcome() == Outcome.WIN);
      } else {
        assertThat(mm).as(where + " " + v).isZero();
      }
      outcomes[v.outcome().ordinal()]++;
    }
    // The sample reaches all three outcomes, so each branch above was checked.
    assertThat(outcomes).doesNotContain(0);
  }

  @Test
  void bestMovesKeepTheValue() {
    JungleState s = RULES.position("7/7/7/7/3e3/7/7/7/2R4 w").get();
    Value v = tb.probe(s).get();
    var best = tb.bestMoves(s).get();
    assertThat(best).isNotEmpty();
    for (int move : best) {
      Value c = tb.probe(s.apply(move)).get();
      assertThat(c.outcome()).isEqualTo(switch (v.outcome()) {
        case WIN -> Outcome.LOSS;
        case LOSS -> Outcome.WIN;
        case DRAW -> Outcome.DRAW;
      });
    }
  }

  @Test
  void aPositionWithBlueToMoveIsItsTurnedImage() {
    JungleState blue = RULES.position("7/7/7/1r5/7/7/3T3/7/7 b").get();
    JungleState turned = RULES.position("7/7/3t3/7/7/5R1/7/7/7 w").get();
    assertThat(tb.probe(blue).get()).isEqualTo(tb.probe(turned).get());
  }

  @Test
  void aMissingTableIsNamed() {
    JungleState s = RULES.position("7/7/7/7/3e3/7/1p5/l6/2R4 w").get();
    assertThat(tb.probe(s).getLeft()).contains("no tablebase for RvELP").contains("is missing")
        .contains("--material RvELP");
  }

  @Test
  void aDamagedTableIsRefusedByItsChecksum(@TempDir Path copy) throws IOException {
    var source = JungleTablebase.open(RULES, dir);
    var target = JungleTablebase.open(RULES, copy);
    TablebaseMaterial m = TablebaseMaterial.parse("EvR").get();
    Files.createDirectories(target.directory());
    byte[] bytes = Files.readAllBytes(source.file(m));
    bytes[JungleTablebase.HEADER + 100] ^= 1;
    Files.write(target.file(m), bytes, StandardOpenOption.CREATE);
    JungleState s = RULES.position("7/7/7/7/3r3/7/7/7/E6 w").get();
    assertThat(target.probe(s).getLeft()).contains("is damaged").contains("checksum");
  }

  @Test
  void otherMovementRulesUseOtherTables() {
    JungleState s = JungleRules.HOUSE.position("7/7/7/7/3e3/7/7/7/2R4 w").get();
    assertThat(tb.probe(s).getLeft()).contains("these tables are for");
    assertThat(JungleTablebase.ruleSetName(JungleRules.THREEFOLD))
        .isEqualTo(JungleTablebase.ruleSetName(JungleRules.STANDARD));
    assertThat(JungleTablebase.ruleSetName(JungleRules.LEIDEN))
        .isNotEqualTo(JungleTablebase.ruleSetName(JungleRules.STANDARD));
  }
}
