package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Properties of every state along random play, driven by shrinkable choice lists. */
class InvariantProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP, DominoRules.BLOCK_TWO),
        DominoConformanceProperties.randomRules());
  }

  @Property(tries = 300)
  void invariantsHoldAlongWholeRounds(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 150, max = 150) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    DominoState s = rules.initialState();
    MoveBuffer b = MoveBuffer.forGame(rules);
    int plays = 0;
    for (int choice : choices) {
      checkPartition(s, plays);
      if (s.isTerminal()) {
        checkEnd(s);
        return;
      }
      s.legalMoves(b);
      int move = b.get(choice % b.size());
      if (!s.isChance() && DominoMoves.isPlacement(move)) {
        plays++;
      }
      s = s.apply(move);
    }
    checkPartition(s, plays);
    assertThat(s.isTerminal()).as("a round ends within 150 plies: %s", s).isTrue();
    checkEnd(s);
  }

  /** The 28 tiles are exactly partitioned among the hands, the boneyard and the line. */
  private static void checkPartition(DominoState s, int plays) {
    int n = s.rules().players();
    int union = s.lineTiles() | s.boneyard();
    int total = Integer.bitCount(s.lineTiles()) + Integer.bitCount(s.boneyard());
    assertThat(s.lineTiles() & s.boneyard()).isZero();
    for (int p = 0; p < n; p++) {
      assertThat(union & s.hand(p)).as("hand %d overlaps: %s", p, s).isZero();
      union |= s.hand(p);
      total += Integer.bitCount(s.hand(p));
    }
    for (int p = n; p < 4; p++) {
      assertThat(s.hand(p)).isZero();
    }
    assertThat(union).isEqualTo(Tiles.ALL);
    assertThat(total).isEqualTo(28);
    assertThat(Integer.bitCount(s.lineTiles())).isEqualTo(plays);
  }

  private static void checkEnd(DominoState s) {
    DominoRules rules = s.rules();
    int n = rules.players();
    int sum = 0;
    for (int p = 0; p < n; p++) {
      sum += s.returns(p);
    }
    if (rules.scoring() == Scoring.STAKES) {
      assertThat(sum).as("stakes sum to zero: %s", s).isZero();
    } else {
      for (int p = 0; p < n; p++) {
        assertThat(s.returns(p)).isGreaterThanOrEqualTo(0);
      }
    }
    RoundResult r = s.result().get();
    assertThat(r.payouts().sum().intValue()).isEqualTo(sum);
    if (s.endReason().equals("blocked")) {
      for (int p = 0; p < n; p++) {
        for (int t : Tiles.list(s.hand(p))) {
          assertThat(s.playable(t)).as("blocked round, seat %d holds playable %s: %s", p,
              Tiles.text(t), s).isFalse();
        }
        assertThat(s.hand(p)).isNotZero();
      }
      assertThat(!rules.drawing() || s.boneyard() == 0).as("no draw left: %s", s).isTrue();
    } else {
      assertThat(s.endReason()).isEqualTo("domino");
      assertThat(s.hand(r.winner())).isZero();
    }
  }
}
