package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Tiles, positions and moves as text, and the precise errors for bad input. */
class NotationTest {
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;

  @Test
  void tilesReadInEitherOrderAndPrintHighHalfFirst() {
    assertThat(Tiles.parse("6:4").get()).isEqualTo(Tiles.parse("4:6").get());
    assertThat(Tiles.text(Tiles.parse("4:6").get())).isEqualTo("6:4");
    assertThat(Tiles.parse("7:1").getLeft().subject()).isEqualTo("tile");
    assertThat(Tiles.parse("7:1").getLeft().message())
        .isEqualTo("there is no tile 7:1: halves go from 0 to 6 in a double-six set");
    assertThat(Tiles.parse("six-four").getLeft().message()).contains("is not a tile");
    assertThat(Tiles.parseSet("6:4 4:6").getLeft().message()).isEqualTo("tile 6:4 is written twice");
    assertThat(Tiles.setText(Tiles.parseSet("0:0 6:6 4:6").get())).isEqualTo("0:0 6:4 6:6");
  }

  @Test
  void everyPositionPrintsAsNotationThatParsesBackToTheSamePosition() {
    SplittableRandom random = new SplittableRandom(8);
    for (DominoRules rules : new DominoRules[] {DominoRules.STANDARD, TWO,
        DominoRules.THREE_PLAYERS.withBlankWild(BlankWild.ANYWHERE)}) {
      for (int game = 0; game < 30; game++) {
        DominoState s = rules.initialState();
        MoveBuffer b = MoveBuffer.forGame(rules);
        while (true) {
          String text = s.toString();
          DominoState back = DominoState.parse(rules, text).get();
          assertThat(back.toString()).isEqualTo(text);
          assertThat(back.hash()).isEqualTo(s.hash());
          assertThat(Positions.codes(back)).isEqualTo(Positions.codes(s));
          for (int p = 0; p < rules.players(); p++) {
            assertThat(back.returns(p)).isEqualTo(s.returns(p));
          }
          if (s.isTerminal()) {
            break;
          }
          s = s.apply(Chance.randomMove(s, b, random));
        }
      }
    }
  }

  @Test
  void badPositionsAreRefusedWithTheReason() {
    assertThat(DominoState.parse(TWO, "6:6 7:1 / 2:1 | - | - | play").getLeft())
        .isEqualTo("hand 0: there is no tile 7:1: halves go from 0 to 6 in a double-six set");
    assertThat(DominoState.parse(TWO, "6:6 5:5 / 5:5 | - | - | play").getLeft())
        .isEqualTo("tile 5:5 is held twice: in hand 0 and in hand 1");
    assertThat(DominoState.parse(TWO, "6:6 / 5:5 | 6:6 | - | play").getLeft())
        .isEqualTo("tile 6:6 is held twice: in hand 0 and in the boneyard");
    assertThat(DominoState.parse(TWO, "6:6 / 5:5 | 4:4 | - | play").getLeft())
        .startsWith("the hands, boneyard and line hold 3 tiles, not 28 (missing 0:0 1:0");
    assertThat(DominoState.parse(TWO, "6:6 / 5:5 / 4:4 | - | - | play").getLeft())
        .isEqualTo("3 hands written for 2 players");
    assertThat(DominoState.parse(TWO, "6:6 | 5:5").getLeft()).startsWith("a position has four parts");
    DominoState ok = position(TWO, "6:5 / 2:1", "6:6", "play turn=0 last=1");
    String text = ok.toString();
    assertThat(DominoState.parse(TWO, text.replace("6:6 | play", "6:6 5:5 | play")).getLeft())
        .contains("is held twice");
    assertThat(DominoState.parse(TWO, text.replace("| play", "| fly")).getLeft())
        .startsWith("status: 'fly' is not a phase");
    assertThat(DominoState.parse(TWO, text.replace("turn=0", "turn=5")).getLeft())
        .contains("out of range");
    DominoState stuck = position(TWO, "6:5 1:0 / 2:1", "6:3", "play turn=0 last=1");
    assertThat(DominoState.parse(TWO, stuck.toString().replace("forced=-", "forced=1:0")).getLeft())
        .isEqualTo("status: the forced tile 1:0 does not fit either end, so it cannot be forced");
    assertThat(ok.legalMoveCodes()).containsExactly(DominoMoves.place(Tiles.of(6, 5), 0, true),
        DominoMoves.place(Tiles.of(6, 5), 1, true));
  }

  @Test
  void aLineMustJoin() {
    String rest = Tiles.setText(Tiles.ALL & ~Tiles.parseSet("6:6 4:3 2:1 1:0").get());
    assertThat(DominoState.parse(TWO, "2:1 / 1:0 | " + rest + " | 6:6 4:3 | play").getLeft())
        .isEqualTo("line: 4:3 does not join 6:6");
  }

  @Test
  void handsFromAServerAreCheckedTheSameWay() {
    assertThat(Domino.fromHands(TWO, -1, "6:6 7:0", "1:1").getLeft().message())
        .isEqualTo("hand 0: there is no tile 7:0: halves go from 0 to 6 in a double-six set");
    assertThat(Domino.fromHands(TWO, -1, "6:6 1:1", "1:1").getLeft().message())
        .isEqualTo("tile 1:1 is held twice");
    assertThat(Domino.fromHands(TWO, -1, "6:6").getLeft().message()).isEqualTo("1 hands given for 2 players");
    assertThat(Domino.fromHands(TWO, 2, "6:6", "1:1").getLeft().message())
        .isEqualTo("seat 2 is not at a 2-player table");
  }

  @Test
  void movesPrintAndParseAsText() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    assertThat(s.legalMoveTexts()).containsExactly("5:5 right", "6:4 left");
    assertThat(s.parseMove("6:4").get()).isEqualTo(DominoMoves.place(Tiles.of(6, 4), 0, true));
    assertThat(s.parseMove("4:6 left").get()).isEqualTo(s.parseMove("6:4 l").get());
    assertThat(s.parseMove("5:5 r").get()).isEqualTo(DominoMoves.place(Tiles.of(5, 5), 1, false));
    assertThat(s.parseMove("6:4 right").getLeft().reason())
        .isEqualTo("the tile does not match the right end (5); play it on the other end");
    assertThat(s.parseMove("6:4 up").getLeft().reason()).isEqualTo("'up' is not an end: write left or right");
    assertThat(s.parseMove("2:1").getLeft().reason()).isEqualTo("that tile (2:1) is not in your hand");
    assertThat(s.parseMove("").getLeft().reason()).isEqualTo("the move is empty");
    DominoState both = position(TWO, "6:4 1:0 / 2:1", "6:6", "play turn=0 last=1");
    assertThat(both.parseMove("6:4").getLeft().reason()).isEqualTo("6:4 fits both ends: say left or right");
    DominoState drawing = play(play(Positions.hands(TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6"), "draw");
    assertThat(drawing.parseMove("5:4").get()).isEqualTo(DominoMoves.outcome(Tiles.of(5, 4)));
    assertThat(drawing.parseMove("1:0").getLeft().reason()).isEqualTo("tile 1:0 is not in the boneyard");
    assertThat(drawing.moveText(DominoMoves.outcome(Tiles.of(5, 4)))).isEqualTo("drew 5:4");
    assertThat(s.moveText(DominoMoves.DRAW)).isEqualTo("draw");
    assertThat(s.moveText(DominoMoves.PASS)).isEqualTo("pass");
  }

  @Test
  void everyMoveTextParsesBackToItsCodeChanceNodesIncluded() {
    // moveText prints "deal 5:4 to 1" and "drew 5:4" at chance nodes: the printed text of every
    // legal move or outcome must read back to the same code, as placements, draw and pass do.
    java.util.SplittableRandom random = new java.util.SplittableRandom(8);
    int chanceTexts = 0;
    for (DominoRules rules : new DominoRules[] {TWO, DominoRules.THREE_PLAYERS.withBlankWild(BlankWild.ANYWHERE),
        DominoRules.STANDARD}) {
      for (int game = 0; game < 10; game++) {
        DominoState s = rules.initialState();
        dev.tabletop.core.MoveBuffer b = dev.tabletop.core.MoveBuffer.forGame(rules);
        while (!s.isTerminal()) {
          s.legalMoves(b);
          for (int i = 0; i < b.size(); i++) {
            String text = s.moveText(b.get(i));
            assertThat(s.parseMove(text).get()).as("%s at %s", text, s).isEqualTo(b.get(i));
            chanceTexts += s.isChance() ? 1 : 0;
          }
          s = s.apply(b.get(random.nextInt(b.size())));
        }
      }
    }
    assertThat(chanceTexts).isPositive();
    DominoState deal = TWO.initialState();
    assertThat(deal.moveText(DominoMoves.outcome(Tiles.of(5, 4)))).isEqualTo("deal 5:4 to 0");
    assertThat(deal.parseMove("deal 5:4 to 1").getLeft().reason())
        .isEqualTo("the next tile of the deal goes to seat 0, not seat 1");
    DominoState drawing = play(play(Positions.hands(TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6"), "draw");
    assertThat(drawing.parseMove("drew 5:4").get()).isEqualTo(DominoMoves.outcome(Tiles.of(5, 4)));
    assertThat(drawing.parseMove("deal 5:4 to 1").getLeft().reason())
        .isEqualTo("this is a draw from the boneyard: write the tile drawn, like 5:4 or drew 5:4");
  }

  @Test
  void validatedPlayRefusesBadCodesAndApplyRejectsMalformedOnes() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    assertThat(s.play(500).getLeft().reason()).contains("is not a domino move");
    assertThat(s.play(DominoMoves.place(Tiles.of(6, 4), 1, true)).getLeft().reason())
        .isEqualTo("the tile does not match the right end (5); play it on the other end");
    assertThat(s.play(DominoMoves.place(Tiles.of(6, 4), 0, false)).getLeft().reason())
        .isEqualTo("the 4 half of 6:4 cannot touch the left end (6): turn the tile round");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.apply(500))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
        // 5:5 with flip 1, a code no move has (DominoMoves.place gives a double flip 0).
        () -> s.apply(Tiles.of(5, 5) * 4 + 1))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.playable(32))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0..27");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.playable(-1))
        .isInstanceOf(IllegalArgumentException.class);
    DominoState deal = TWO.initialState();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> deal.apply(3))
        .isInstanceOf(IllegalArgumentException.class);
    DominoState one = deal.apply(DominoMoves.outcome(5));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> one.apply(DominoMoves.outcome(5)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in the undealt");
  }
}
