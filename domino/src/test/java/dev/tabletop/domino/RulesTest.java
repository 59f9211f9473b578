package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.codes;
import static dev.tabletop.domino.Positions.hands;
import static dev.tabletop.domino.Positions.moves;
import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per rule of rules/domino.md, the worked cases among them. */
class RulesTest {
  private static final DominoRules FOUR = DominoRules.STANDARD;
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;
  private static final DominoRules THREE = DominoRules.THREE_PLAYERS;

  // ------------------------------------------------------------------ tiles and deal

  @Test
  void theDoubleSixSetHas28TilesWithStableIndices() {
    assertThat(Tiles.of(0, 0)).isZero();
    assertThat(Tiles.of(0, 1)).isEqualTo(1);
    assertThat(Tiles.of(1, 1)).isEqualTo(2);
    assertThat(Tiles.of(6, 6)).isEqualTo(27);
    assertThat(Tiles.of(6, 4)).isEqualTo(Tiles.of(4, 6));
    java.util.Set<String> names = new java.util.HashSet<>();
    for (int t = 0; t < Tiles.COUNT; t++) {
      assertThat(Tiles.low(t)).isLessThanOrEqualTo(Tiles.high(t));
      assertThat(Tiles.of(Tiles.low(t), Tiles.high(t))).isEqualTo(t);
      names.add(Tiles.text(t));
    }
    assertThat(names).hasSize(28).contains("6:4", "0:0", "6:6");
    assertThat(Tiles.isDouble(Tiles.of(5, 5))).isTrue();
    assertThat(Tiles.pips(Tiles.of(6, 4))).isEqualTo(10);
  }

  @Test
  void theDealIsOneChanceNodePerTileWeightedByTheTilesLeft() {
    for (DominoRules rules : List.of(TWO, THREE, FOUR)) {
      DominoState s = rules.initialState();
      MoveBuffer b = MoveBuffer.forGame(rules);
      for (int k = 0; k < 7 * rules.players(); k++) {
        assertThat(s.currentPlayer()).isEqualTo(Players.CHANCE);
        s.legalMoves(b);
        assertThat(b.size()).isEqualTo(28 - k);
        assertThat(s.chanceTotal()).isEqualTo(28 - k);
        for (int i = 0; i < b.size(); i++) {
          assertThat(b.weight(i)).isEqualTo(1);
        }
        int tile = b.get(b.size() / 2) - DominoMoves.OUTCOME;
        s = s.apply(b.get(b.size() / 2));
        assertThat(s.hand(k % rules.players()) & (1 << tile)).as("tile k goes to seat k mod n")
            .isNotZero();
      }
      assertThat(s.isChance()).isFalse();
      for (int p = 0; p < rules.players(); p++) {
        assertThat(Integer.bitCount(s.hand(p))).isEqualTo(7);
      }
      assertThat(Integer.bitCount(s.boneyard())).isEqualTo(rules.boneyardSize())
          .isEqualTo(rules.players() == 2 ? 14 : rules.players() == 3 ? 7 : 0);
    }
  }

  @Test
  void playPassesToTheNextSeatInOrder() {
    DominoState s = hands(FOUR, -1, "6:6 1:0", "6:5 2:1", "5:5 3:1", "5:4 4:1");
    int[] expected = {0, 1, 2, 3, 0};
    String[] plays = {"6:6", "6:5 left", "5:5 left", "5:4 left"};
    for (int i = 0; i < plays.length; i++) {
      assertThat(s.currentPlayer()).isEqualTo(expected[i]);
      s = play(s, plays[i]);
    }
    assertThat(s.currentPlayer()).isEqualTo(expected[4]);
    assertThat(s.lineText()).isEqualTo("4:5 5:5 5:6 6:6");
  }

  // ------------------------------------------------------------------ who leads

  @Test
  void theFirstLeadIsTheSixSixByItsHolder() {
    DominoState s = hands(FOUR, -1, "1:0 2:0 3:0 4:0 5:0 6:0 1:1", "2:1 3:1 4:1 5:1 6:1 2:2 3:2",
        "4:2 5:2 6:2 3:3 4:3 5:3 6:3", "4:4 5:4 6:4 5:5 6:5 6:6 0:0");
    assertThat(s.currentPlayer()).isEqualTo(3);
    assertThat(moves(s)).containsExactly("6:6");
    assertThat(s.play("6:5").getLeft().reason()).contains("the first lead must be 6:6");
  }

  @Test
  void withoutTheSixSixTheHighestDoubleLeads() {
    DominoState s = hands(TWO, -1, "1:0 2:0 3:0 4:4 5:0 6:0 1:1", "2:1 5:5 4:1 5:1 6:1 2:2 3:2");
    assertThat(s.currentPlayer()).isEqualTo(1);
    assertThat(moves(s)).containsExactly("5:5");
  }

  @Test
  void withoutAnyDoubleTheHeaviestTileLeadsTiesToTheHigherHalf() {
    // 6:3 and 5:4 both have 9 pips: 6:3 has the higher half.
    DominoState s = hands(TWO, -1, "1:0 2:0 5:4 4:1", "6:3 3:1 2:1");
    assertThat(s.currentPlayer()).isEqualTo(1);
    assertThat(moves(s)).containsExactly("6:3");
  }

  @Test
  void inLaterRoundsThePreviousWinnerLeadsWithAnyTile() {
    DominoState s = hands(TWO, 0, "1:0 2:0 5:4", "6:6 3:1 2:1");
    assertThat(s.currentPlayer()).isZero();
    assertThat(moves(s)).containsExactly("1:0", "2:0", "5:4");
    DominoState later = DominoRules.TWO_PLAYERS.initialState(1);
    DominoState dealt = Domino.finishDeal(later, new java.util.SplittableRandom(1));
    assertThat(dealt.currentPlayer()).isEqualTo(1);
    assertThat(dealt.forcedTile()).isEqualTo(-1);
    assertThat(codes(dealt)).hasSize(7);
  }

  // ------------------------------------------------------------------ a turn

  @Test
  void workedCase_afterTheLeadSixSixTheNextPlayerMustPlayASixOrDraw() {
    // The page's example: the lead is 6:6; the next player needs a tile with a 6, such as 6:4.
    DominoState s = hands(FOUR, -1, "6:6 1:0 2:0 3:0 4:0 5:0 1:1", "6:4 2:1 3:1 4:1 5:1 2:2 3:2",
        "4:2 5:2 6:2 3:3 4:3 5:3 6:3", "4:4 5:4 6:5 5:5 6:1 6:0 0:0");
    s = play(s, "6:6");
    assertThat(s.currentPlayer()).isEqualTo(1);
    assertThat(moves(s)).containsExactly("6:4 left", "6:4 right");
    assertThat(s.play("2:1 left").getLeft().reason()).contains("does not match either end");
    // Two players: holding no 6 the next player must draw.
    DominoState two = hands(TWO, -1, "6:6 1:0", "2:1 3:1");
    two = play(two, "6:6");
    assertThat(moves(two)).containsExactly("draw");
  }

  @Test
  void eachDistinctPlacementIsItsOwnAction() {
    // A tile that fits both ends: one action per end.
    DominoState s = position(FOUR, "6:4 1:0 / 2:1 / 3:1 / 4:1", "6:6", "play turn=0 last=3");
    assertThat(moves(s)).containsExactly("6:4 left", "6:4 right");
    // Ends 6 and 4: 6:4 fits the left end with its 6 and the right end with its 4.
    DominoState t = position(FOUR, "6:4 1:0 / 2:1 / 3:1 / 5:1", "6:6 6:2 2:4", "play turn=0 last=3");
    assertThat(t.lineText()).isEqualTo("6:6 6:2 2:4");
    assertThat(t.leftEnd()).isEqualTo(6);
    assertThat(t.rightEnd()).isEqualTo(4);
    assertThat(moves(t)).containsExactly("6:4 left", "4:6 right");
    // A double has one orientation.
    DominoState d = position(FOUR, "4:4 1:0 / 2:1 / 3:1 / 5:1", "6:6 6:4", "play turn=0 last=3");
    assertThat(moves(d)).containsExactly("4:4 right");
    // With wild blanks, a tile on a blank end fits either way round.
    DominoRules wild = FOUR.withBlankWild(BlankWild.ANYWHERE);
    // (A later round, lead=0: in the first round 6:0 could not have led while 5:3 was dealt.)
    DominoState w = position(wild, "5:3 / 2:1 / 3:1 / 5:1", "6:0", "play turn=0 last=3 lead=0");
    assertThat(moves(w)).containsExactly("3:5 right", "5:3 right");
    // The lead on an empty table: one action per tile.
    DominoState lead = hands(TWO, 0, "5:3 6:0", "2:1");
    assertThat(codes(lead)).containsExactly(DominoMoves.lead(Tiles.of(5, 3)),
        DominoMoves.lead(Tiles.of(6, 0)));
  }

  @Test
  void aPlayerWhoHoldsAPlayableTileMustPlayIt() {
    DominoState s = position(TWO, "6:4 1:0 / 2:1", "6:6", "play turn=0 last=1");
    assertThat(moves(s)).doesNotContain("draw", "pass");
    assertThat(s.play("draw").getLeft().reason()).isEqualTo("you hold a playable tile so you may not draw");
    assertThat(s.play("pass").getLeft().reason()).isEqualTo("you hold a playable tile so you may not pass");
    assertThat(s.play("3:3").getLeft().reason()).isEqualTo("that tile (3:3) is not in your hand");
    assertThat(s.play("1:0").getLeft().reason()).contains("the tile does not match either end");
  }

  @Test
  void withFourPlayersAStuckPlayerPasses() {
    DominoState s = position(FOUR, "1:0 2:0 / 2:1 / 3:1 / 6:5", "6:6", "play turn=0 last=3");
    assertThat(moves(s)).containsExactly("pass");
    assertThat(s.play("draw").getLeft().reason()).isEqualTo("with 4 players there is no boneyard: pass");
    DominoState next = play(s, "pass");
    assertThat(next.currentPlayer()).isEqualTo(1);
    assertThat(next.passesInRow()).isEqualTo(1);
  }

  @Test
  void workedCase_threePlayersAStuckPlayerDrawsExactlyOneTilePerTurn() {
    // Seat 1 holds no 6 after the lead 6:6; the boneyard has 7 tiles.
    DominoState s = hands(THREE, -1, "6:6 1:0 2:0 3:0 4:0 5:0 1:1", "2:1 3:1 4:1 5:1 2:2 3:2 4:2",
        "6:4 5:2 6:2 3:3 4:3 5:3 6:3");
    s = play(s, "6:6");
    assertThat(Integer.bitCount(s.boneyard())).isEqualTo(7);
    assertThat(moves(s)).containsExactly("draw");
    assertThat(s.play("pass").getLeft().reason()).isEqualTo("you must draw from the boneyard before you may pass");
    DominoState drawing = play(s, "draw");
    assertThat(drawing.isChance()).isTrue();
    assertThat(drawing.chanceTotal()).isEqualTo(7);
    // A tile that does not fit: kept, and the only move is to pass (no second draw).
    DominoState kept = play(drawing, "4:4");
    assertThat(kept.currentPlayer()).isEqualTo(1);
    assertThat(kept.hand(1) & (1 << Tiles.of(4, 4))).isNotZero();
    assertThat(Integer.bitCount(kept.hand(1))).isEqualTo(8);
    assertThat(moves(kept)).containsExactly("pass");
    assertThat(kept.play("draw").getLeft().reason())
        .isEqualTo("you have drawn this turn and the tile does not fit: keep it and pass");
    DominoState passed = play(kept, "pass");
    assertThat(passed.currentPlayer()).isEqualTo(2);
    // A tile that fits: played at once, only that tile.
    DominoState fits = play(drawing, "6:5");
    assertThat(moves(fits)).containsExactly("6:5 left", "6:5 right");
    assertThat(fits.play("draw").getLeft().reason()).isEqualTo("you must play the tile you just drew, 6:5");
  }

  @Test
  void withUntilPlayableAStuckPlayerKeepsDrawingUntilATileFits() {
    DominoRules rules = THREE.withDraw(DrawRule.UNTIL_PLAYABLE);
    DominoState s = hands(rules, -1, "6:6 1:0 2:0 3:0 4:0 5:0 1:1", "2:1 3:1 4:1 5:1 2:2 3:2 4:2",
        "6:4 5:2 6:2 3:3 4:3 5:3 6:3");
    s = play(play(play(s, "6:6"), "draw"), "4:4");
    assertThat(moves(s)).containsExactly("draw");
    s = play(play(s, "draw"), "5:4");
    assertThat(moves(s)).containsExactly("draw");
    s = play(play(s, "draw"), "6:1");
    assertThat(moves(s)).containsExactly("6:1 left", "6:1 right");
  }

  @Test
  void withDrawNoneAStuckPlayerPassesEvenWithABoneyard() {
    DominoState s = hands(DominoRules.BLOCK_TWO, -1, "6:6 1:0", "2:1 3:1");
    s = play(s, "6:6");
    assertThat(Integer.bitCount(s.boneyard())).isEqualTo(24);
    assertThat(moves(s)).containsExactly("pass");
    assertThat(s.play("draw").getLeft().reason()).isEqualTo("these rules never draw from the boneyard: pass");
  }

  @Test
  void withAnEmptyBoneyardAStuckPlayerPasses() {
    int rest = Tiles.ALL & ~(1 << Tiles.of(2, 1)) & ~(1 << Tiles.of(3, 1));
    DominoState stuck = position(TWO, Tiles.setText(rest & ~(1 << Tiles.of(6, 6))) + " / 2:1 3:1",
        "6:6", "play turn=1 last=0");
    assertThat(stuck.boneyard()).isZero();
    assertThat(moves(stuck)).containsExactly("pass");
    assertThat(stuck.play("draw").getLeft().reason()).isEqualTo("the boneyard is empty: pass");
  }

  // ------------------------------------------------------------------ end of a round

  @Test
  void dominoAPlayerWhoPlaysTheirLastTileWinsTheRound() {
    DominoState s = position(FOUR, "6:4 / 2:1 3:3 / 3:1 / 5:1 5:5", "6:6", "play turn=0 last=3");
    DominoState end = play(s, "6:4 left");
    assertThat(end.isTerminal()).isTrue();
    assertThat(end.endReason()).isEqualTo("domino");
    assertThat(end.result().get().winner()).isZero();
    assertThat(moves(end)).isEmpty();
  }

  @Test
  void blockedWhenNobodyCanPlayOrDrawTheLowestCountWins() {
    // Ends 6/6, nobody holds a 6, no boneyard: four passes block the round.
    DominoState s = position(FOUR, "1:0 2:0 / 2:1 / 3:1 3:0 / 5:1", "6:6", "play turn=0 last=3");
    for (int i = 0; i < 3; i++) {
      s = play(s, "pass");
      assertThat(s.isTerminal()).isFalse();
    }
    s = play(s, "pass");
    assertThat(s.isTerminal()).isTrue();
    assertThat(s.endReason()).isEqualTo("blocked");
    RoundResult r = s.result().get();
    assertThat(r.counts()).containsExactly(3, 3, 7, 6);
    // seats 0 and 1 count 3; seat 1 holds fewer tiles
    assertThat(r.winner()).isEqualTo(1);
    assertThat(r.payouts()).containsExactly(-4, 12, -4, -4);
  }

  @Test
  void workedCase_aBlockedRoundWhereAHandHoldsDoubleBlankCountsItThirteen() {
    String hands = "0:0 / 5:4";
    String status = "play turn=0 passes=1 last=1";
    DominoState s = play(position(DominoRules.BLOCK_TWO, hands, "3:3", status), "pass");
    assertThat(s.endReason()).isEqualTo("blocked");
    assertThat(s.result().get().counts()).containsExactly(13, 9);
    assertThat(s.result().get().winner()).isEqualTo(1);
    assertThat(s.returns(0)).isEqualTo(-4);
    assertThat(s.returns(1)).isEqualTo(4);
    // The flag off: 0:0 counts 0 and seat 0 wins.
    DominoRules zero = DominoRules.BLOCK_TWO.withDoubleBlankThirteen(false);
    DominoState z = play(position(zero, hands, "3:3", status), "pass");
    assertThat(z.result().get().counts()).containsExactly(0, 9);
    assertThat(z.result().get().winner()).isZero();
  }

  @Test
  void tiesGoToFewerTilesThenToSeatOrderFromTheSeatAfterTheLastPlayer() {
    // Counts tie at 6 for seats 0 and 2, same tile count; the last play was by seat 1,
    // so seat order starts at seat 2: seat 2 wins.
    DominoState s = position(FOUR, "2:1 3:0 / 5:5 / 4:1 1:0 / 5:4 5:3", "6:6",
        "play turn=3 passes=3 last=1");
    s = play(s, "pass");
    assertThat(s.result().get().counts()).containsExactly(6, 10, 6, 17);
    assertThat(s.result().get().winner()).isEqualTo(2);
    // No tie: seat 0 counts 6 and seat 2 counts 8 (4:2 1:1), so seat 0 wins wherever play stopped.
    DominoState noTie = play(position(FOUR, "2:1 3:0 / 5:5 / 4:2 1:1 / 5:4 5:3", "6:6",
        "play turn=3 passes=3 last=1"), "pass");
    assertThat(noTie.result().get().counts()).containsExactly(6, 10, 8, 17);
    assertThat(noTie.result().get().winner()).isZero();
    DominoRules zero = FOUR.withDoubleBlankThirteen(false);
    DominoState t = play(position(zero, "2:1 3:0 / 5:5 / 4:2 0:0 / 5:4 5:3", "6:6",
        "play turn=3 passes=3 last=1"), "pass");
    assertThat(t.result().get().counts()).containsExactly(6, 10, 6, 17);
    assertThat(t.result().get().winner()).isEqualTo(2);
    // Last play by seat 3: order starts at seat 0, which wins the tie.
    DominoState u = play(position(zero, "2:1 3:0 / 5:5 / 4:2 0:0 / 5:4 5:3", "6:6",
        "play turn=3 passes=3 last=3"), "pass");
    assertThat(u.result().get().winner()).isZero();
    // Fewer tiles first: seat 1 has one tile with count 6, seat 0 two tiles with count 6.
    DominoState v = play(position(zero, "2:1 3:0 / 4:2 / 5:5 4:4 / 5:4 5:3", "6:6",
        "play turn=3 passes=3 last=3"), "pass");
    assertThat(v.result().get().winner()).isEqualTo(1);
  }

  @Test
  void losersAreRankedByTheirCountHighestFirst() {
    // Seat 0 goes out; the others count 3, 30 and 12.
    DominoState s = position(FOUR, "6:4 / 2:1 / 6:5 5:4 6:3 / 6:1 4:1", "6:6",
        "play turn=0 last=3");
    s = play(s, "6:4 left");
    RoundResult r = s.result().get();
    assertThat(r.counts()).containsExactly(0, 3, 29, 12);
    assertThat(r.ranking()).containsExactly(0, 1, 3, 2);
    assertThat(r.payouts()).containsExactly(6, -1, -3, -2);
  }

  @Test
  void losersTiedOnCountAreRankedByTheSameTieBreaksReversed() {
    // Seat 2 goes out, so seat order starts at seat 3. Seats 0, 1 and 3 all count 6: seat 0 holds
    // two tiles (3:0 2:1), so it is the biggest loser; seats 1 (5:1) and 3 (4:2) hold one tile
    // each, and seat 3 comes first in seat order from seat 3, so seat 1 loses more than seat 3.
    DominoState s = position(FOUR, "3:0 2:1 / 5:1 / 6:4 / 4:2", "6:6", "play turn=2 last=1");
    RoundResult r = play(s, "6:4 left").result().get();
    assertThat(r.counts()).containsExactly(6, 6, 0, 6);
    assertThat(r.ranking()).containsExactly(2, 3, 1, 0);
    assertThat(r.payouts()).containsExactly(-3, -2, 6, -1);
    // Three players, blocked: the losers pay 4 each whatever their rank, but the ranking still
    // puts the bigger hand last. Seat 2 made the last play, so seat order starts at seat 0.
    DominoState b = play(position(DominoRules.THREE_PLAYERS.withDraw(DrawRule.NONE),
        "2:1 3:0 / 4:2 / 1:0", "6:6", "play turn=2 passes=2 last=2"), "pass");
    RoundResult rb = b.result().get();
    assertThat(rb.reason()).isEqualTo(RoundResult.Reason.BLOCKED);
    assertThat(rb.counts()).containsExactly(6, 6, 1);
    assertThat(rb.ranking()).containsExactly(2, 1, 0);
    assertThat(rb.payouts()).containsExactly(-4, -4, 8);
  }

  // ------------------------------------------------------------------ payouts

  @Test
  void workedCase_payoutsSumToZeroForEveryPlayerCountAndBothEndings() {
    int[][] expectedDomino = {{}, {}, {1, -1}, {3, -1, -2}, {6, -1, -2, -3}};
    for (int n = 2; n <= 4; n++) {
      DominoRules rules = FOUR.withPlayers(n).withDraw(DrawRule.NONE);
      String[] hs = {"6:4", "1:0", "2:2 2:0", "5:4 3:2 4:4"};
      StringBuilder h = new StringBuilder();
      for (int p = 0; p < n; p++) {
        h.append(p == 0 ? "" : " / ").append(hs[p]);
      }
      DominoState won = play(position(rules, h.toString(), "6:6", "play turn=0 last=" + (n - 1)),
          "6:4 left");
      int sum = 0;
      for (int p = 0; p < n; p++) {
        assertThat(won.returns(p)).as("domino, %d players, seat %d", n, p)
            .isEqualTo(expectedDomino[n][p]);
        sum += won.returns(p);
      }
      assertThat(sum).isZero();
      DominoState blocked = position(rules, h.toString().replace("6:4", "3:1"), "6:6",
          "play turn=0 passes=" + (n - 1) + " last=" + (n - 1));
      blocked = play(blocked, "pass");
      assertThat(blocked.endReason()).isEqualTo("blocked");
      sum = 0;
      for (int p = 0; p < n; p++) {
        assertThat(blocked.returns(p)).isEqualTo(p == 1 ? 4 * (n - 1) : -4);
        sum += blocked.returns(p);
      }
      assertThat(sum).isZero();
    }
  }

  // ------------------------------------------------------------------ flags

  @Test
  void flagBlankWildTableAnOpenEndShowingABlankIsFreeAnyTileMayBeAttachedWithEitherHalfTouching() {
    DominoRules table = FOUR.withBlankWild(BlankWild.TABLE);
    DominoState s = position(table, "5:3 2:2 / 2:1 / 3:1 / 5:1", "6:6 6:0", "play turn=0 last=3");
    // Ends 6 and 0: the blank end takes 5:3 either way round, and 2:2 in its one orientation.
    assertThat(moves(s)).containsExactly("2:2 right", "3:5 right", "5:3 right");
    assertThat(play(s, "3:5 right").rightEnd()).isEqualTo(5);
    assertThat(play(s, "5:3 right").rightEnd()).isEqualTo(3);
    assertThat(moves(position(FOUR, "5:3 2:2 / 2:1 / 3:1 / 5:1", "6:6 6:0", "play turn=0 last=3")))
        .containsExactly("pass");
  }

  @Test
  void flagBlankWildTableBlanksInHandAreOrdinary() {
    // The case: line 5:6 6:6 (ends 5 and 6), hand 0:3 4:4. The page frees the blank END
    // on the table, not a blank in hand: nothing fits.
    String hands = "0:3 4:4 / 2:1 / 3:1 / 5:1";
    DominoState table = position(FOUR.withBlankWild(BlankWild.TABLE), hands, "5:6 6:6",
        "play turn=0 last=3");
    assertThat(moves(table)).containsExactly("pass");
    DominoState drawing = position(THREE.withBlankWild(BlankWild.TABLE), "0:3 4:4 / 2:1 / 3:1",
        "5:6 6:6", "play turn=0 last=2");
    assertThat(moves(drawing)).containsExactly("draw");
  }

  @Test
  void flagBlankWildAnywhereInAdditionABlankHalfInHandMatchesAnyEnd() {
    DominoRules anywhere = FOUR.withBlankWild(BlankWild.ANYWHERE);
    DominoState s = position(anywhere, "0:3 4:4 / 2:1 / 3:1 / 5:1", "5:6 6:6", "play turn=0 last=3");
    assertThat(moves(s)).containsExactly("0:3 left", "0:3 right");
    DominoState t = position(anywhere, "3:0 2:1 / 2:2 / 3:1 / 5:1", "6:6 6:4", "play turn=0 last=3");
    assertThat(moves(t)).containsExactly("0:3 left", "0:3 right");
    // A blank end takes any tile, either half touching.
    DominoState blankEnd = position(anywhere, "5:3 / 2:1 / 3:1 / 5:1", "6:6 6:0",
        "play turn=0 last=3");
    assertThat(moves(blankEnd)).containsExactly("3:5 right", "5:3 right");
  }

  @Test
  void flagBlankWildOffBlanksAreOrdinaryNumbers() {
    DominoState s = position(FOUR, "0:3 5:0 / 2:1 / 3:1 / 5:1", "6:6 6:0", "play turn=0 last=3");
    assertThat(moves(s)).containsExactly("0:3 right", "0:5 right");
  }

  @Test
  void flagPartnershipWithStakesEachWinnerGetsPlusOneAndEachLoserMinusOne() {
    DominoRules team = DominoRules.PARTNERSHIP_STAKES;
    DominoState s = position(team, "6:4 / 2:1 / 6:5 5:4 / 6:1 4:1", "6:6", "play turn=0 last=3");
    RoundResult r = play(s, "6:4 left").result().get();
    assertThat(r.winningTeam().get()).isZero();
    assertThat(r.payouts()).containsExactly(1, -1, 1, -1);
    assertThat(team.zeroSum()).isTrue();
    // Seat 1 goes out: team 1+3 wins.
    DominoState t = position(team, "6:5 / 6:4 / 5:4 / 6:1 4:1", "6:6", "play turn=1 last=0");
    assertThat(play(t, "6:4 left").result().get().payouts()).containsExactly(-1, 1, -1, 1);
  }

  @Test
  void flagPartnershipWithStakesABlockedRoundPaysPlusOrMinusFourEach() {
    DominoRules team = DominoRules.PARTNERSHIP_STAKES;
    // team 0+2: 4 + 9 = 13; team 1+3: 3 + 1 = 4
    DominoState b = play(position(team, "3:1 / 2:1 / 5:0 4:0 / 1:0", "6:6",
        "play turn=0 passes=3 last=3"), "pass");
    assertThat(b.endReason()).isEqualTo("blocked");
    assertThat(b.result().get().winningTeam().get()).isEqualTo(1);
    assertThat(b.result().get().payouts()).containsExactly(-4, 4, -4, 4);
  }

  @Test
  void flagTiesBreakABlockedRoundWithASharedLowestCountIsBrokenByTheTieBreaks() {
    // Seats 0 and 1 both count 4; seat 0 holds fewer tiles.
    DominoState b = play(position(FOUR, "4:0 / 3:0 1:0 / 5:4 / 5:5", "6:6",
        "play turn=0 passes=3 last=3"), "pass");
    assertThat(b.result().get().winner()).isZero();
    assertThat(b.result().get().payouts()).containsExactly(12, -4, -4, -4);
  }

  @Test
  void flagTiesVoidABlockedRoundWhoseLowestCountIsSharedScoresZeroForEveryone() {
    DominoRules voiding = FOUR.withTies(Ties.VOID);
    DominoState b = play(position(voiding, "4:0 / 3:0 1:0 / 5:4 / 5:5", "6:6",
        "play turn=0 passes=3 last=3"), "pass");
    assertThat(b.endReason()).isEqualTo("blocked");
    assertThat(b.result().get().payouts()).containsExactly(0, 0, 0, 0);
    assertThat(b.result().get().winner()).as("the tie-breaks still name who leads next").isZero();
    // An unshared lowest count pays as usual.
    DominoState c = play(position(voiding, "3:0 / 4:0 1:0 / 5:4 / 5:5", "6:6",
        "play turn=0 passes=3 last=3"), "pass");
    assertThat(c.result().get().payouts()).containsExactly(12, -4, -4, -4);
    // Points scoring is voided too.
    DominoState d = play(position(voiding.withScoring(Scoring.POINTS), "4:0 / 3:0 1:0 / 5:4 / 5:5",
        "6:6", "play turn=0 passes=3 last=3"), "pass");
    assertThat(d.result().get().payouts()).containsExactly(0, 0, 0, 0);
    // A domino is never void.
    DominoState e = play(position(voiding, "6:4 / 2:1 / 6:5 5:4 / 6:1 4:1", "6:6",
        "play turn=0 last=3"), "6:4 left");
    assertThat(e.result().get().payouts()).containsExactly(6, -1, -3, -2);
  }

  @Test
  void flagTiesVoidInPartnershipASharedTeamCountScoresZero() {
    DominoRules team = DominoRules.PARTNERSHIP_STAKES.withTies(Ties.VOID);
    // Both teams count 6 (the old tie-break gave it to team 1+3 on fewer tiles).
    RoundResult r = play(position(team, "3:0 2:0 / 4:0 / 1:0 / 1:1", "6:6",
        "play turn=0 passes=3 last=3"), "pass").result().get();
    assertThat(r.payouts()).containsExactly(0, 0, 0, 0);
  }

  @Test
  void flagFirstLeadForcedTheHolderOfSixSixMustLeadWithIt() {
    DominoState s = hands(FOUR, -1, "1:0 2:0 3:0 4:0 5:0 6:0 1:1", "2:1 3:1 4:1 5:1 6:1 2:2 3:2",
        "4:2 5:2 6:2 3:3 4:3 5:3 6:3", "4:4 5:4 6:4 5:5 6:5 6:6 0:0");
    assertThat(s.currentPlayer()).isEqualTo(3);
    assertThat(moves(s)).containsExactly("6:6");
  }

  @Test
  void flagFirstLeadHolderThatHolderLeadsWithAnyTile() {
    DominoRules holder = FOUR.withFirstLead(FirstLead.HOLDER);
    DominoState s = hands(holder, -1, "1:0 2:0 3:0 4:0 5:0 6:0 1:1", "2:1 3:1 4:1 5:1 6:1 2:2 3:2",
        "4:2 5:2 6:2 3:3 4:3 5:3 6:3", "4:4 5:4 6:4 5:5 6:5 6:6 0:0");
    assertThat(s.currentPlayer()).isEqualTo(3);
    assertThat(s.forcedTile()).isEqualTo(-1);
    assertThat(moves(s)).hasSize(7).contains("0:0", "6:6", "4:4");
    // Without 6:6 dealt (two players), the highest double's holder leads, with any tile.
    DominoState t = hands(TWO.withFirstLead(FirstLead.HOLDER), -1, "5:5 1:0", "4:4 2:1");
    assertThat(t.currentPlayer()).isZero();
    assertThat(moves(t)).containsExactly("1:0", "5:5");
    // The same through a real deal.
    DominoState dealt = Domino.deal(holder, new java.util.SplittableRandom(5));
    assertThat(dealt.hand(dealt.currentPlayer()) & (1 << Tiles.of(6, 6))).isNotZero();
    assertThat(dealt.legalMoveTexts()).hasSize(7);
  }

  @Test
  void flagPartnershipTheWinnersTeamWinsAndScoresTheLosersCount() {
    DominoRules team = DominoRules.PARTNERSHIP;
    DominoState s = position(team, "6:4 / 2:1 / 6:5 5:4 / 6:1 4:1", "6:6", "play turn=0 last=3");
    DominoState won = play(s, "6:4 left");
    RoundResult r = won.result().get();
    assertThat(r.winningTeam().get()).isZero();
    // team 1+3 counts 3 + 12
    assertThat(r.payouts()).containsExactly(15, 0, 15, 0);
    // Blocked: the team whose two hands count less wins.
    DominoState b = play(position(team, "3:1 / 2:1 / 5:0 4:0 / 1:0", "6:6",
        "play turn=0 passes=3 last=3"), "pass");
    assertThat(b.endReason()).isEqualTo("blocked");
    // team 0+2: 4 + 9 = 13; team 1+3: 3 + 1 = 4
    assertThat(b.result().get().winningTeam().get()).isEqualTo(1);
    assertThat(b.result().get().payouts()).containsExactly(0, 13, 0, 13);
    assertThat(b.result().get().winner()).isEqualTo(3);
    assertThat(team.zeroSum()).isFalse();
  }

  @Test
  void flagPartnershipABlockedTieGoesToFewerTilesThenToTheTeamOfTheSeatAfterTheLastPlayer() {
    DominoRules team = DominoRules.PARTNERSHIP;
    // Both teams count 6; team 0+2 holds three tiles (3:0 2:0 / 1:0), team 1+3 two (4:0 / 1:1).
    RoundResult fewer = play(position(team, "3:0 2:0 / 4:0 / 1:0 / 1:1", "6:6",
        "play turn=0 passes=3 last=3"), "pass").result().get();
    assertThat(fewer.reason()).isEqualTo(RoundResult.Reason.BLOCKED);
    assertThat(fewer.winningTeam().get()).isEqualTo(1);
    assertThat(fewer.payouts()).containsExactly(0, 6, 0, 6);
    assertThat(fewer.winner()).as("seat 3 counts 2, its partner 4").isEqualTo(3);
    // Both teams count 6 with two tiles: the team of the seat after the last player wins.
    String hands = "3:0 / 4:0 / 2:1 / 1:1";
    RoundResult afterThree = play(position(team, hands, "6:6", "play turn=0 passes=3 last=3"),
        "pass").result().get();
    assertThat(afterThree.winningTeam().get()).as("seat 0 follows seat 3").isZero();
    assertThat(afterThree.payouts()).containsExactly(6, 0, 6, 0);
    assertThat(afterThree.winner()).as("seats 0 and 2 tie; seat 0 comes first").isZero();
    RoundResult afterZero = play(position(team, hands, "6:6", "play turn=0 passes=3 last=0"),
        "pass").result().get();
    assertThat(afterZero.winningTeam().get()).as("seat 1 follows seat 0").isEqualTo(1);
    assertThat(afterZero.payouts()).containsExactly(0, 6, 0, 6);
    assertThat(afterZero.winner()).isEqualTo(3);
  }

  @Test
  void flagScoringPointsTheWinnerScoresTheOtherHands() {
    DominoRules points = FOUR.withScoring(Scoring.POINTS);
    DominoState s = position(points, "6:4 / 2:1 / 6:5 5:4 / 6:1 4:1", "6:6", "play turn=0 last=3");
    DominoState won = play(s, "6:4 left");
    assertThat(won.result().get().payouts()).containsExactly(3 + 20 + 12, 0, 0, 0);
    assertThat(points.zeroSum()).isFalse();
    assertThat(FOUR.zeroSum()).isTrue();
  }

  @Test
  void flagPlayersSetsTheSeatsTheBoneyardAndTheStakes() {
    for (int n = 2; n <= 4; n++) {
      DominoRules rules = FOUR.withPlayers(n);
      DominoState dealt = Domino.deal(rules, new java.util.SplittableRandom(n));
      assertThat(rules.playerCount()).isEqualTo(n);
      assertThat(Integer.bitCount(dealt.boneyard())).isEqualTo(28 - 7 * n);
      assertThat(dealt.currentPlayer()).isBetween(0, n - 1);
      assertThat(rules.drawing()).isEqualTo(n < 4);
    }
  }

  @Test
  void flagDoubleBlankThirteenCountsZeroZeroAsThirteen() {
    assertThat(FOUR.tileCount(0)).isEqualTo(13);
    assertThat(FOUR.withDoubleBlankThirteen(false).tileCount(0)).isZero();
    assertThat(FOUR.handCount(1 << 0 | 1 << Tiles.of(6, 4))).isEqualTo(23);
  }

  @Test
  void flagDrawChangesWhatAStuckPlayerDoes() {
    DominoState one = play(play(hands(TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6"), "draw");
    assertThat(moves(play(one, "5:5"))).containsExactly("pass");
    DominoState until = play(play(hands(TWO.withDraw(DrawRule.UNTIL_PLAYABLE), -1, "6:6 1:0",
        "2:1 3:1"), "6:6"), "draw");
    assertThat(moves(play(until, "5:5"))).containsExactly("draw");
    DominoState none = play(hands(DominoRules.BLOCK_TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6");
    assertThat(moves(none)).containsExactly("pass");
  }

  // ------------------------------------------------------------------ a match

  @Test
  void aMatchKeepsRunningTotalsAndTheWinnerLeadsTheNextRound() {
    Match m = Match.start(TWO);
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    MoveBuffer b = MoveBuffer.forGame(TWO);
    int[] expected = new int[2];
    for (int round = 0; round < 5; round++) {
      while (!m.round().isTerminal()) {
        int code = dev.tabletop.core.tools.Chance.randomMove(m.round(), b, random);
        m = m.play(code).get();
      }
      RoundResult r = m.round().result().get();
      for (int p = 0; p < 2; p++) {
        expected[p] += r.payouts().get(p);
      }
      m = m.nextRound().get();
      assertThat(m.totals()).containsExactly(expected[0], expected[1]);
      assertThat(m.round().leaderRule()).isEqualTo(r.winner());
      DominoState dealt = Domino.finishDeal(m.round(), random);
      assertThat(dealt.currentPlayer()).isEqualTo(r.winner());
      assertThat(dealt.forcedTile()).isEqualTo(-1);
      m = m.withRound(dealt).get();
    }
    assertThat(m.roundsPlayed()).isEqualTo(5);
    assertThat(m.nextRound().getLeft().message()).isEqualTo("the round is not over yet");
  }
}
