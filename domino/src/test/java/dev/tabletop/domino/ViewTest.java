package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import io.vavr.control.Either;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Hidden information: what a view shows and hides, and what the determinizer samples. */
class ViewTest {

  @Test
  void aViewNeverShowsAnotherHandOrTheBoneyard() {
    SplittableRandom random = new SplittableRandom(42);
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE)}) {
      for (int game = 0; game < 20; game++) {
        DominoState s = rules.initialState();
        MoveBuffer b = MoveBuffer.forGame(rules);
        while (!s.isTerminal()) {
          for (int p = 0; p < rules.players(); p++) {
            DominoView v = Domino.view(s, p);
            assertThat(v.hand()).isEqualTo(s.hand(p));
            String text = v.toString();
            int hidden = s.boneyard();
            for (int q = 0; q < rules.players(); q++) {
              if (q != p) {
                hidden |= s.hand(q);
              }
              assertThat(v.handSizes().get(q)).isEqualTo(Integer.bitCount(s.hand(q)));
            }
            assertThat(v.boneyardSize()).isEqualTo(Integer.bitCount(s.boneyard()));
            for (int t : Tiles.list(hidden)) {
              String a = Tiles.low(t) + ":" + Tiles.high(t);
              String c = Tiles.high(t) + ":" + Tiles.low(t);
              boolean leadAnnounced = t == v.visibleForcedTile();
              if (!leadAnnounced) {
                assertThat(text).as("seat %d sees hidden %s in%n%s", p, c, text)
                    .doesNotContain(a).doesNotContain(c);
              }
            }
          }
          s = s.apply(Chance.randomMove(s, b, random));
        }
      }
    }
  }

  @Test
  void theDrawerSeesTheDrawnTileAndTheOthersOnlyThatATileWasDrawn() {
    DominoState s = Positions.hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0", "2:1 3:1");
    s = play(play(play(s, "6:6"), "draw"), "5:4");
    DominoView drawer = Domino.view(s, 1);
    DominoView other = Domino.view(s, 0);
    assertThat(drawer.hand() & (1 << Tiles.of(5, 4))).isNotZero();
    assertThat(drawer.history().last()).isEqualTo("you drew 5:4");
    assertThat(other.history().last()).isEqualTo("seat 1 drew a tile");
    assertThat(other.toString()).doesNotContain("5:4").doesNotContain("4:5");
    assertThat(other.handSizes()).containsExactly(1, 3);
  }

  @Test
  void theHistoryReadsAsTheRoundWasPlayedFromEachSeat() {
    // Seat 0 holds the highest double and leads it; seat 1 has nothing on 6/6, draws 5:4 (no
    // fit either) and passes; seat 0 plays 6:1 on the left. Each seat reads its own draw and
    // moves as "you", the other's as "seat n", and never the other's drawn tile. Hands given by
    // fromHands were not dealt in this round, so no "you are dealt" line comes first.
    DominoState s = Positions.hands(DominoRules.TWO_PLAYERS, -1, "6:6 6:1", "2:1 3:1");
    s = play(play(play(play(play(s, "6:6"), "draw"), "5:4"), "pass"), "6:1 left");
    assertThat(Domino.view(s, 1).history()).containsExactly(
        "seat 0 leads with 6:6 (the highest tile dealt)",
        "you drew from the boneyard (nothing fit 6/6)",
        "you drew 5:4",
        "you passed at 6/6",
        "seat 0 played 6:1 left");
    assertThat(Domino.view(s, 0).history()).containsExactly(
        "seat 0 leads with 6:6 (the highest tile dealt)",
        "seat 1 drew from the boneyard (nothing fit 6/6)",
        "seat 1 drew a tile",
        "seat 1 passed at 6/6",
        "you played 6:1 left");
  }

  @Test
  void aPositionReadFromTextStartsItsHistoryWithTheLine() {
    DominoState s = position(DominoRules.TWO_PLAYERS, "6:4 1:0 / 2:1 3:3", "6:6", "play turn=0 last=1");
    assertThat(Domino.view(s, 0).history()).first().isEqualTo("start with line 6:6");
  }

  /** Deals tiles in the given order (tile k of the order to seat k mod n). */
  private static DominoState deal(DominoState s, int... order) {
    for (int t : order) {
      s = s.apply(DominoMoves.outcome(t));
    }
    return s;
  }

  /** Deals tiles in index order, from {@code from} up to (not including) {@code to}. */
  private static DominoState dealIndices(DominoState s, int from, int to) {
    for (int t = from; t < to; t++) {
      s = s.apply(DominoMoves.outcome(t));
    }
    return s;
  }

  @Test
  void hiddenInformationAPlayerSeesTheirOwnDealAsASetAndTheAnnouncedFirstLead() {
    // Two players; seat 0 is dealt 6:0 4:4 5:5 4:1 5:1 5:2 5:4 in that order, seat 1 6:6 1:1
    // 2:1 2:2 3:1 3:2 3:3. Seat 1 holds 6:6, so it must lead it, which both seats are told.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    int[] seat0 = {Tiles.of(6, 0), Tiles.of(4, 4), Tiles.of(5, 5), Tiles.of(4, 1), Tiles.of(5, 1),
        Tiles.of(5, 2), Tiles.of(5, 4)};
    int[] seat1 = {Tiles.of(6, 6), Tiles.of(1, 1), Tiles.of(2, 1), Tiles.of(2, 2), Tiles.of(3, 1),
        Tiles.of(3, 2), Tiles.of(3, 3)};
    DominoState s = rules.initialState();
    assertThat(Domino.view(s, 0).history()).isEmpty();
    s = deal(s, seat0[0], seat1[0], seat0[1]);
    // Mid-deal: each seat sees only its own tiles so far (as a set, not in the order they came),
    // and no lead yet.
    assertThat(Domino.view(s, 0).history()).containsExactly("you are dealt 4:4 6:0");
    assertThat(Domino.view(s, 1).history()).containsExactly("you are dealt 6:6");
    for (int i = 1; i < 7; i++) {
      s = deal(s, seat1[i]);
      if (i + 1 < 7) {
        s = deal(s, seat0[i + 1]);
      }
    }
    assertThat(s.currentPlayer()).isEqualTo(1);
    String lead = "seat 1 leads with 6:6 (the highest tile dealt)";
    String deal0 = "you are dealt 4:1 4:4 5:1 5:2 5:4 5:5 6:0";
    String deal1 = "you are dealt 1:1 2:1 2:2 3:1 3:2 3:3 6:6";
    assertThat(Domino.view(s, 0).history()).containsExactly(deal0, lead);
    assertThat(Domino.view(s, 1).history()).containsExactly(deal1, lead);
    s = play(s, "6:6");
    assertThat(Domino.view(s, 0).history()).containsExactly(deal0, lead);
    // Seat 0 plays 6:0 on the left (ends 0/6); seat 1 has no 0 and no 6, so it draws.
    s = play(play(s, "6:0 left"), "draw");
    assertThat(Domino.view(s, 1).history()).containsExactly(deal1, lead, "seat 0 played 6:0 left",
        "you drew from the boneyard (nothing fit 0/6)");
    // 4:3 does not fit either: seat 1 keeps it and passes.
    s = play(play(s, "4:3"), "pass");
    assertThat(Domino.view(s, 0).history()).containsExactly(deal0, lead, "you played 6:0 left",
        "seat 1 drew from the boneyard (nothing fit 0/6)", "seat 1 drew a tile",
        "seat 1 passed at 0/6");
    assertThat(Domino.view(s, 1).history()).containsExactly(deal1, lead, "seat 0 played 6:0 left",
        "you drew from the boneyard (nothing fit 0/6)", "you drew 4:3", "you passed at 0/6");
  }

  @Test
  void hiddenInformationALaterRoundsLeadIsAPlayOfAnyTileNotAnAnnouncedOne() {
    // The previous round's winner (seat 1) leads with any tile: no "leads with" line, and the
    // lead on the empty table is written as the tile alone.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    // Tiles dealt in index order: seat 0 gets 0:0 1:1 2:1 3:0 3:2 4:0 4:2, seat 1 the others.
    DominoState s = dealIndices(rules.initialState(1), 0, 14);
    assertThat(Domino.view(s, 0).history()).containsExactly(
        "you are dealt 0:0 1:1 2:1 3:0 3:2 4:0 4:2");
    s = play(s, "2:0");
    assertThat(Domino.view(s, 0).history()).containsExactly(
        "you are dealt 0:0 1:1 2:1 3:0 3:2 4:0 4:2", "seat 1 played 2:0");
    assertThat(Domino.view(s, 1).history()).containsExactly(
        "you are dealt 1:0 2:0 2:2 3:1 3:3 4:1 4:3", "you played 2:0");
    // Hands given from outside: no deal line, and the chosen leader's lead is a play as well.
    DominoState given = play(Positions.hands(rules, 0, "5:3 6:0", "2:1"), "5:3");
    assertThat(Domino.view(given, 1).history()).containsExactly("seat 0 played 5:3");
    assertThat(Domino.view(given, 0).history()).containsExactly("you played 5:3");
  }

  @Test
  void hiddenInformationTheForcedLeadOfHandsGivenFromOutsideIsAnnouncedBeforeItIsPlayed() {
    DominoState s = Positions.hands(DominoRules.TWO_PLAYERS, -1, "6:1 2:1", "5:5 3:1");
    assertThat(Domino.view(s, 0).history())
        .containsExactly("seat 1 leads with 5:5 (the highest tile dealt)");
    assertThat(Domino.view(s, 0).visibleForcedTile()).isEqualTo(Tiles.of(5, 5));
  }

  @Test
  void aPositionReadFromTextStartsItsHistoryWithTheWholeLineLeftToRight() {
    DominoState s = position(DominoRules.TWO_PLAYERS, "5:4 1:0 / 2:1 3:3", "4:6 6:6 6:5",
        "play turn=0 last=1");
    s = play(s, "5:4 right");
    assertThat(Domino.view(s, 1).history()).containsExactly("start with line 4:6 6:6 6:5",
        "seat 0 played 5:4 right");
  }

  @Test
  void hiddenInformationAViewOfAPositionGivenAsTextPrintsItsPasses() {
    // The same hands and line, seat 1 having passed at 6/4 or not: views of the two roots are
    // different information states (the pass proves seat 1 holds no 6 or 4), so they print apart.
    String hands = "0:0 3:3 5:0 5:3 6:4 / 2:0 3:0 5:5 | 3:2 4:0 4:3 4:4 | 6:3 3:1 1:1 1:0 0:6 6:5"
        + " 5:2 2:2 2:1 1:4 4:5 5:1 1:6 6:6 6:2 2:4 | play turn=0 passes=";
    String tail = " last=1 drew=true forced=6:4 lead=first";
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoView passed = Domino.view(rules.position(hands + 1 + tail).get(), 0);
    DominoView not = Domino.view(rules.position(hands + 0 + tail).get(), 0);
    assertThat(passed).isNotEqualTo(not);
    assertThat(passed.toString()).isNotEqualTo(not.toString())
        .contains("start play turn=0 passes=1 last=1 drew=true forced=6:4 lead=first, hand sizes"
            + " 5 3, your hand 0:0 3:3 5:0 5:3 6:4\n");
  }

  @Test
  void hiddenInformationProvenLackingCountsTheClaimsOfAPositionGivenAsText() {
    // passes=2 at ends 6/4: seat 1 passed holding no 6 and no 4. Seat 0 drew (drew=true) and must
    // play the drawn 6:4, so only its other tiles are proven to lack 6 and 4: no number is listed.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoState s = rules.position("0:0 3:3 5:0 5:3 6:4 / 2:0 3:0 5:5 | 3:2 4:0 4:3 4:4 | 6:3 3:1"
        + " 1:1 1:0 0:6 6:5 5:2 2:2 2:1 1:4 4:5 5:1 1:6 6:6 6:2 2:4 | play turn=0 passes=2 last=1"
        + " drew=true forced=6:4 lead=first").get();
    assertThat(Domino.view(s, 0).provenLacking().map(numbers -> numbers.mkString(" ")))
        .containsExactly("", "4 6");
    // A blocked round: nobody holds a tile for either end, 5 or 1.
    DominoState blocked = position(DominoRules.BLOCK_TWO, "6:2 3:3 / 4:4 2:2 6:6",
        "5:6 6:4 4:3 3:1", "blocked turn=1 passes=2 last=0 lead=0");
    assertThat(Domino.view(blocked, 1).provenLacking().map(numbers -> numbers.mkString(" ")))
        .containsExactly("1 5", "1 5");
  }

  @Test
  void aViewPrintsSeatHandSizesBoneyardLineTurnAndHistory() {
    DominoRules rules = DominoRules.TWO_PLAYERS;
    // Before the lead: the forced 6:6 is public; 14 tiles in the boneyard.
    DominoState s = Positions.hands(rules, -1, "6:6 1:0", "2:1 3:1");
    assertThat(Domino.view(s, 1).toString()).isEqualTo("seat 1 of " + rules.spec() + "\n"
        + "start play turn=0 passes=0 last=-1 drew=false forced=6:6 lead=first, hand sizes 2 2,"
        + " your hand 2:1 3:1\n"
        + "hand 2:1 3:1\n"
        + "hand sizes 2 2, boneyard 24\n"
        + "line - (ends -/-)\n"
        + "seat 0 to move, must play 6:6\n"
        + "  seat 0 leads with 6:6 (the highest tile dealt)\n");
    s = play(s, "6:6");
    assertThat(Domino.view(s, 1).toString()).isEqualTo("seat 1 of " + rules.spec() + "\n"
        + "start play turn=0 passes=0 last=-1 drew=false forced=6:6 lead=first, hand sizes 2 2,"
        + " your hand 2:1 3:1\n"
        + "hand 2:1 3:1\n"
        + "hand sizes 1 2, boneyard 24\n"
        + "line 6:6 (ends 6/6)\n"
        + "your turn\n"
        + "  seat 0 leads with 6:6 (the highest tile dealt)\n");
    // A draw is a chance node: the view says how many tiles it is chosen from.
    s = play(s, "draw");
    assertThat(Domino.view(s, 0).toString()).endsWith("line 6:6 (ends 6/6)\n"
        + "chance: 24 tiles to choose from\n"
        + "  seat 0 leads with 6:6 (the highest tile dealt)\n"
        + "  seat 1 drew from the boneyard (nothing fit 6/6)\n");
    // A drawn tile that fits must be played: only the drawer is told which.
    s = play(s, "6:5");
    assertThat(Domino.view(s, 1).toString()).contains("your turn, must play 6:5\n");
    assertThat(Domino.view(s, 0).toString()).contains("seat 1 to move\n");
    DominoState over = play(Positions.hands(rules, 0, "5:3", "2:1"), "5:3");
    assertThat(Domino.view(over, 1).toString()).contains("line 3:5 (ends 3/5)\n"
        + "round over: domino\n");
  }

  @Test
  void anotherPlayersDrawLeaksNeitherThroughEqualsNorHashCodeNorText() {
    // Seat 1 draws after the lead 6:6: 5:4 and 4:4 do not fit, 6:5 fits (and is then forced).
    // Seat 0 cannot tell these apart until seat 1 acts; seat 1 can.
    DominoState drawing = play(play(Positions.hands(DominoRules.TWO_PLAYERS, -1, "6:6 1:0",
        "2:1 3:1"), "6:6"), "draw");
    DominoState a = play(drawing, "5:4");
    DominoState b = play(drawing, "4:4");
    DominoState c = play(drawing, "6:5");
    for (DominoState other : new DominoState[] {b, c}) {
      DominoView va = Domino.view(a, 0);
      DominoView vo = Domino.view(other, 0);
      assertThat(vo).isEqualTo(va);
      assertThat(vo.hashCode()).isEqualTo(va.hashCode());
      assertThat(vo.toString()).isEqualTo(va.toString());
      assertThat(vo.history()).isEqualTo(va.history());
      assertThat(vo.visibleForcedTile()).isEqualTo(-1);
      assertThat(Domino.view(other, 1)).isNotEqualTo(Domino.view(a, 1));
    }
    assertThat(Domino.view(c, 1).visibleForcedTile()).isEqualTo(Tiles.of(6, 5));
    // After both keep their tile and pass, seat 0 still sees the same thing.
    assertThat(Domino.view(play(a, "pass"), 0)).isEqualTo(Domino.view(play(b, "pass"), 0));
  }

  @Test
  void aViewIsAnInformationStateKey() {
    // Two deals that differ only in seat 1's hand look the same to seat 0, not to seat 1.
    DominoState a = Positions.hands(DominoRules.TWO_PLAYERS, 0, "6:6 1:0", "2:1 3:1");
    DominoState b = Positions.hands(DominoRules.TWO_PLAYERS, 0, "6:6 1:0", "2:2 3:1");
    assertThat(Domino.view(a, 0)).isEqualTo(Domino.view(b, 0));
    assertThat(Domino.view(a, 0).hashCode()).isEqualTo(Domino.view(b, 0).hashCode());
    assertThat(Domino.view(a, 1)).isNotEqualTo(Domino.view(b, 1));
    DominoState a2 = play(a, "6:6");
    assertThat(Domino.view(a2, 0)).isNotEqualTo(Domino.view(a, 0));
  }

  /** Deals the 28 tiles in the given order: tile k of the order to seat k mod n. */
  private static DominoState dealInOrder(DominoRules rules, int[] order) {
    DominoState s = rules.initialState();
    for (int t : order) {
      s = s.apply(DominoMoves.outcome(t));
    }
    return s;
  }

  @Test
  void aViewIsCanonicalTheSameHandDealtInAnotherOrderGivesAnEqualView() {
    DominoRules rules = DominoRules.STANDARD;
    int[] order = new int[Tiles.COUNT];
    for (int t = 0; t < Tiles.COUNT; t++) {
      order[t] = t;
    }
    int[] swapped = order.clone();
    // Seat 0 receives deal positions 0, 4, 8, ...: swap two of its own tiles.
    swapped[0] = order[8];
    swapped[8] = order[0];
    DominoState a = dealInOrder(rules, order);
    DominoState b = dealInOrder(rules, swapped);
    assertThat(a.hand(0)).isEqualTo(b.hand(0));
    assertThat(a).isNotEqualTo(b);
    for (int p = 0; p < 4; p++) {
      assertThat(Domino.view(a, p)).as("seat %d", p).isEqualTo(Domino.view(b, p));
      assertThat(Domino.view(a, p).hashCode()).isEqualTo(Domino.view(b, p).hashCode());
      assertThat(Domino.view(a, p).toString()).isEqualTo(Domino.view(b, p).toString());
    }
    // The same public history after the deal keeps them equal.
    DominoState a2 = play(a, a.legalMoveTexts().head());
    DominoState b2 = play(b, b.legalMoveTexts().head());
    assertThat(Domino.view(a2, 0)).isEqualTo(Domino.view(b2, 0));
    assertThat(Domino.view(a2, 0).toString()).isEqualTo(Domino.view(b2, 0).toString());
    // A different hand is a different view.
    int[] other = order.clone();
    other[0] = order[1];
    other[1] = order[0];
    assertThat(Domino.view(dealInOrder(rules, other), 0)).isNotEqualTo(Domino.view(a, 0));
  }

  @Test
  void sampledStatesRespectWhatPassesProved() {
    // Seat 1 passed at 6/6 with no boneyard to draw from: it holds no 6.
    DominoRules rules = DominoRules.BLOCK_TWO;
    DominoState s = position(rules, "6:5 1:0 / 2:1 3:1 4:0", "6:6", "play turn=1 last=0");
    s = play(s, "pass");
    DominoView view = Domino.view(s, 0);
    SplittableRandom random = new SplittableRandom(3);
    int sixes = 0;
    for (int t : Tiles.list(Tiles.ALL)) {
      if (Tiles.low(t) == 6 || Tiles.high(t) == 6) {
        sixes |= 1 << t;
      }
    }
    for (int i = 0; i < 500; i++) {
      DominoState sample = Domino.sample(view, random).get();
      assertThat(sample.hand(1) & sixes).isZero();
      assertThat(Integer.bitCount(sample.hand(1))).isEqualTo(3);
      assertThat(Domino.view(sample, 0)).isEqualTo(view);
    }
  }

  @Test
  void everyConsistentHiddenPlacementAppearsAndNoOtherAcrossManySamples() {
    // Seat 1: dealt 2:1 4:1; draws 2:0 at 6/6 and passes; draws 4:2 at 5/6 and passes;
    // draws 6:2 at 5/3 and passes. Seat 0 may conclude: none of seat 1's five tiles has a 3 or
    // a 5, and at most one (the last drawn) has a 6.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoState s = position(rules, "6:5 6:3 0:0 / 2:1 4:1", "6:6", "play turn=1 last=0");
    s = play(play(play(s, "draw"), "2:0"), "pass");
    s = play(s, "6:5 left");
    s = play(play(play(s, "draw"), "4:2"), "pass");
    s = play(s, "6:3 right");
    s = play(play(play(s, "draw"), "6:2"), "pass");
    assertThat(s.currentPlayer()).isZero();
    DominoView view = Domino.view(s, 0);
    int pool = Tiles.ALL & ~s.hand(0) & ~s.lineTiles();
    Set<Integer> consistent = new HashSet<>();
    int[] tiles = Tiles.list(pool).toJavaStream().mapToInt(Integer::intValue).toArray();
    for (int a = 0; a < tiles.length; a++) {
      for (int b = a + 1; b < tiles.length; b++) {
        for (int c = b + 1; c < tiles.length; c++) {
          for (int d = c + 1; d < tiles.length; d++) {
            for (int e = d + 1; e < tiles.length; e++) {
              int hand = 1 << tiles[a] | 1 << tiles[b] | 1 << tiles[c] | 1 << tiles[d]
                  | 1 << tiles[e];
              if (allowedByHand(hand)) {
                consistent.add(hand);
              }
            }
          }
        }
      }
    }
    assertThat(consistent).hasSize(630);
    Set<Integer> seen = new HashSet<>();
    SplittableRandom random = new SplittableRandom(9);
    for (int i = 0; i < 25_000 && seen.size() < consistent.size(); i++) {
      Either<dev.tabletop.core.InvalidInput, DominoState> sample = Domino.sample(view, random);
      int hand = sample.get().hand(1);
      assertThat(consistent).as("sampled %s", Tiles.setText(hand)).contains(hand);
      seen.add(hand);
    }
    assertThat(seen).hasSameSizeAs(consistent);
  }

  /** The hand-worked conclusion: no 3 or 5 anywhere, at most one 6. */
  private static boolean allowedByHand(int hand) {
    int withSix = 0;
    for (int t : Tiles.list(hand)) {
      int lo = Tiles.low(t);
      int hi = Tiles.high(t);
      if (lo == 3 || hi == 3 || lo == 5 || hi == 5) {
        return false;
      }
      if (lo == 6 || hi == 6) {
        withSix++;
      }
    }
    return withSix <= 1;
  }

  @Test
  void theFirstLeadProvesNobodyWasDealtAHigherTile() {
    // Two players, lead 5:5: the 6:6 was not dealt, so seat 0 cannot hold it now.
    DominoState s = Positions.hands(DominoRules.TWO_PLAYERS, -1, "1:0 2:0 3:0 4:0 6:0 1:1 2:1",
        "5:5 3:1 4:1 5:1 6:1 2:2 3:2");
    assertThat(s.currentPlayer()).isEqualTo(1);
    DominoView view = Domino.view(s, 1);
    assertThat(view.visibleForcedTile()).isEqualTo(Tiles.of(5, 5));
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 300; i++) {
      DominoState sample = Domino.sample(view, random).get();
      assertThat(sample.hand(0) & (1 << Tiles.of(6, 6))).isZero();
      assertThat(sample.currentPlayer()).isEqualTo(1);
    }
    // Seat 0 knows seat 1 holds 5:5 (announced) and nothing above it.
    DominoView seat0 = Domino.view(s, 0);
    for (int i = 0; i < 300; i++) {
      DominoState sample = Domino.sample(seat0, random).get();
      assertThat(sample.forcedTile()).isEqualTo(Tiles.of(5, 5));
      assertThat(sample.hand(1) & (1 << Tiles.of(6, 6))).isZero();
    }
  }

  @Test
  void anImpossibleViewGetsAClearError() {
    DominoState s = position(DominoRules.BLOCK_TWO, "6:5 1:0 / 2:1 3:1 4:0", "6:6",
        "play turn=1 last=0");
    s = play(s, "pass");
    DominoView real = Domino.view(s, 0);
    // The same observations shown with a state whose hand sizes do not add up.
    DominoState other = position(DominoRules.BLOCK_TWO, "6:5 1:0 / 2:1 3:1", "6:6",
        "play turn=0 last=0");
    DominoView wrongCounts = new DominoView(real.rules(), 0, real.root(), real.observations(),
        0, -1, -1, other);
    assertThat(Domino.sample(wrongCounts, new SplittableRandom(1)).getLeft().message())
        .startsWith("impossible view");
    // An observation the rules cannot produce: seat 1 "plays" a tile seat 0 holds.
    int[] obs = real.observations().clone();
    obs[0] = (obs[0] & ~0xFF) | DominoMoves.place(Tiles.of(6, 5), 0, false);
    DominoView forged = new DominoView(real.rules(), 0, real.root(), obs, 0, -1, -1, s);
    assertThat(Domino.sample(forged, new SplittableRandom(1)).getLeft().message())
        .startsWith("impossible view");
  }
}
