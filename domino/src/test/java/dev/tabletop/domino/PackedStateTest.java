package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tables and packed fields behind the fast engine (issue 12), each checked against a plain
 * computation: hand counts by summing tiles, move-code halves from the tiles, and every field of
 * a played state read back from its text after a round trip.
 */
class PackedStateTest {

  @Test
  void handCountsEqualTheSumOfTileCounts() {
    SplittableRandom random = new SplittableRandom(12);
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD,
        DominoRules.STANDARD.withDoubleBlankThirteen(false)}) {
      for (int i = 0; i < 2_000; i++) {
        int hand = random.nextInt() & Tiles.ALL;
        int sum = 0;
        for (int t = 0; t < Tiles.COUNT; t++) {
          if ((hand & 1 << t) != 0) {
            sum += rules.tileCount(t);
          }
        }
        assertThat(rules.handCount(hand)).as("hand %s", Tiles.setText(hand)).isEqualTo(sum);
      }
      // The whole set: 168 pips, plus 13 for 0:0 under the rule.
      assertThat(rules.handCount(Tiles.ALL))
          .isEqualTo(rules.doubleBlankThirteen() ? 181 : 168);
    }
  }

  @Test
  void handCountRefusesBitsAboveTheSet() {
    assertThatThrownBy(() -> DominoRules.STANDARD.handCount(1 << 28))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("above 27");
    assertThatThrownBy(() -> DominoRules.STANDARD.handCount(-1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void outerHalvesComeFromTheTile() {
    for (int code = 0; code < DominoMoves.DRAW; code++) {
      int t = code >>> 2;
      boolean highTouches = (code & 1) == 1;
      assertThat(DominoMoves.outer(code)).as("code %d", code)
          .isEqualTo(highTouches ? Tiles.low(t) : Tiles.high(t));
      assertThat(DominoMoves.isPlacement(code)).isEqualTo(!(highTouches && Tiles.isDouble(t)));
    }
    assertThatThrownBy(() -> DominoMoves.outer(DominoMoves.DRAW))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0..111");
    assertThatThrownBy(() -> DominoMoves.outer(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(DominoMoves.isPlacement(-1)).isFalse();
    assertThat(DominoMoves.isPlacement(DominoMoves.PASS)).isFalse();
  }

  @Test
  void theHashSeesEveryTileOfEveryHand() {
    // Two roots that differ only in which of two tiles seat s holds (the other in the boneyard)
    // hash apart, for every seat and every pair of tiles: the seed once hid most of seat 0's hand
    // (it was or-ed in, not xor-ed), so such positions collided.
    for (int seat = 0; seat < 4; seat++) {
      for (int a = 0; a < Tiles.COUNT; a++) {
        for (int b = a + 1; b < Tiles.COUNT; b++) {
          assertThat(handRoot(seat, a).hash()).as("seat %d, tiles %d and %d", seat, a, b)
              .isNotEqualTo(handRoot(seat, b).hash());
        }
      }
    }
  }

  private static DominoState handRoot(int seat, int tile) {
    int[] hands = new int[4];
    hands[seat] = 1 << tile;
    return DominoState.root(DominoRules.STANDARD, hands, new int[0], 0, DominoState.EMPTY,
        DominoState.EMPTY, 0, DominoState.PLAY, -1, 0, -1, -1, 0, false);
  }

  @Test
  void everyPackedFieldSurvivesPlay() {
    // Each state's fields, read back from its text as a new root, are the same, and so is its
    // hash; the ply and last code count the plies and name the code applied.
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE)}) {
      SplittableRandom random = new SplittableRandom(5);
      MoveBuffer b = MoveBuffer.forGame(rules);
      for (int g = 0; g < 30; g++) {
        DominoState s = rules.initialState();
        int ply = 0;
        while (true) {
          DominoState back = rules.position(s.toString()).get();
          assertThat(back.toString()).isEqualTo(s.toString());
          assertThat(back.hash()).isEqualTo(s.hash()).isEqualTo(s.hashFromScratch());
          assertThat(new int[] {back.leftEnd(), back.rightEnd(), back.turn(), back.forcedTile(),
              back.passesInRow(), back.lastPlayer(), back.leaderRule(), back.currentPlayer()})
              .containsExactly(s.leftEnd(), s.rightEnd(), s.turn(), s.forcedTile(),
                  s.passesInRow(), s.lastPlayer(), s.leaderRule(), s.currentPlayer());
          assertThat(back.drewThisTurn()).isEqualTo(s.drewThisTurn());
          assertThat(s.ply()).isEqualTo(ply);
          if (s.isTerminal()) {
            break;
          }
          int code = Chance.randomMove(s, b, random);
          s = s.apply(code);
          ply++;
          assertThat(s.lastCode()).isEqualTo(code);
        }
      }
    }
  }
}
