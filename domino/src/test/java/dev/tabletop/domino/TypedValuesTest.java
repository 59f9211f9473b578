package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.hands;
import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.domino.DominoMove.Deal;
import dev.tabletop.domino.DominoMove.Draw;
import dev.tabletop.domino.DominoMove.Drew;
import dev.tabletop.domino.DominoMove.Lead;
import dev.tabletop.domino.DominoMove.Pass;
import dev.tabletop.domino.DominoMove.Place;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Tile and DominoMove values, typed hands, and the split of move text into syntax and legality. */
class TypedValuesTest {
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;
  private static final DominoRules FOUR = DominoRules.STANDARD;

  @Test
  void aTileHasTwoHalvesNoOrientationAndTheIndexOfTheHotPath() {
    Tile t = Tile.of(4, 6);
    assertThat(t).isEqualTo(Tile.of(6, 4)).isEqualTo(new Tile(4, 6));
    assertThat(t.low()).isEqualTo(4);
    assertThat(t.high()).isEqualTo(6);
    assertThat(t.pips()).isEqualTo(10);
    assertThat(t.isDouble()).isFalse();
    // index b(b+1)/2 + a for a <= b: 6*7/2 + 4 = 25
    assertThat(t.index()).isEqualTo(25).isEqualTo(Tiles.of(6, 4));
    assertThat(t.text()).isEqualTo("6:4");
    assertThat(t.toString()).isEqualTo("6:4");
    assertThat(Tile.of(5, 5).isDouble()).isTrue();
    assertThat(Tile.of(0, 0).index()).isZero();
    assertThat(Tile.ofIndex(27)).isEqualTo(Tile.of(6, 6));
    assertThat(t.other(6)).isEqualTo(4);
    assertThatThrownBy(() -> t.other(3)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Tile.of(7, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Tile(5, 4)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Tile.ofIndex(28)).isInstanceOf(IllegalArgumentException.class);
    Set<Tile> all = new HashSet<>();
    for (int i = 0; i < Tiles.COUNT; i++) {
      Tile x = Tile.ofIndex(i);
      assertThat(x.index()).isEqualTo(i);
      assertThat(x.compareTo(Tile.ofIndex(Math.max(0, i - 1)))).isGreaterThanOrEqualTo(0);
      all.add(x);
    }
    assertThat(all).hasSize(28);
  }

  @Test
  void aTileParsesInEitherOrderAndRefusesWithAnInvalidInput() {
    assertThat(Tile.parse("4:6").get()).isEqualTo(Tile.of(6, 4));
    assertThat(Tile.parse(" 6:4 ").get()).isEqualTo(Tile.of(6, 4));
    assertThat(Tile.parse("7:1").getLeft().subject()).isEqualTo("tile");
    assertThat(Tile.parse("7:1").getLeft().message()).contains("there is no tile 7:1");
    assertThat(Tile.parse("six-four").getLeft().message()).contains("is not a tile");
    assertThat(Tile.parse(null).isLeft()).isTrue();
  }

  @Test
  void handsAreSortedSetsOfTiles() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    // 5:5 is index 20, 6:4 index 25
    assertThat(s.handTiles(0)).containsExactly(Tile.of(5, 5), Tile.of(6, 4));
    assertThat(s.handTiles(1)).containsExactly(Tile.of(2, 1));
    assertThat(s.boneyardTiles()).hasSize(28 - 5).doesNotContain(Tile.of(6, 6), Tile.of(2, 1));
    assertThatThrownBy(() -> s.handTiles(2)).isInstanceOf(IllegalArgumentException.class);
    assertThat(s.game()).isSameAs(TWO);
    DominoRules typed = s.game();
    assertThat(typed.players()).isEqualTo(2);
  }

  @Test
  void placementsAreTypedWithTheTouchingHalfAndPrintAsTheirMoveText() {
    // Line 6|6 6|5: left end 6, right end 5.
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    Place five = new Place(0, Tile.of(5, 5), End.RIGHT, 5, 5);
    Place six = new Place(0, Tile.of(6, 4), End.LEFT, 6, 4);
    assertThat(s.moves()).containsExactly(five, six);
    // 5:5 right: tile 20, side 1, flip 0 = 82; 6:4 left with the 6 touching: 25<<2 | 1 = 101
    assertThat(five.code()).isEqualTo(82);
    assertThat(six.code()).isEqualTo(101);
    assertThat(s.move(101)).isEqualTo(six);
    assertThat(six.toString()).isEqualTo("6:4 left").isEqualTo(s.moveText(101));
    assertThat(s.moves().map(Object::toString)).isEqualTo(s.legalMoveTexts());
    assertThat(s.parseMove(six.toString()).get()).isEqualTo(six.code());
    assertThatThrownBy(() -> new Place(0, Tile.of(6, 4), End.LEFT, 6, 6))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> s.move(500)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theLeadIsOneMovePerTileAndPrintsAsTheTile() {
    DominoState lead = hands(TWO, 0, "5:3 6:0", "2:1");
    assertThat(lead.moves()).containsExactly(new Lead(0, Tile.of(5, 3)), new Lead(0, Tile.of(6, 0)));
    assertThat(lead.moves().head().toString()).isEqualTo("5:3");
    assertThat(lead.moves().head().code()).isEqualTo(DominoMoves.lead(Tiles.of(5, 3)));
    // On the empty table a side-1 code is no placement of the tile.
    assertThatThrownBy(() -> lead.move(DominoMoves.place(Tiles.of(5, 3), 1, false)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void drawPassAndChanceOutcomesAreTyped() {
    DominoState deal = TWO.initialState();
    assertThat(deal.moves()).hasSize(28);
    assertThat(deal.moves().head()).isEqualTo(new Deal(0, Tile.of(0, 0)));
    assertThat(deal.moves().head().toString()).isEqualTo("deal 0:0 to 0");
    assertThat(deal.apply(DominoMoves.outcome(0)).moves().head()).isEqualTo(new Deal(1, Tile.of(1, 0)));
    DominoState stuck = play(hands(TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6");
    assertThat(stuck.moves()).containsExactly(new Draw(1));
    DominoState drawing = play(stuck, "draw");
    // 28 tiles less 3 in hands and 6:6 on the table
    assertThat(drawing.moves()).hasSize(24).contains(new Drew(1, Tile.of(6, 5)));
    assertThat(new Drew(1, Tile.of(6, 5)).toString()).isEqualTo("drew 6:5");
    DominoState passer = position(FOUR, "1:0 2:0 / 2:1 / 3:1 / 6:5", "6:6", "play turn=0 last=3");
    assertThat(passer.moves()).containsExactly(new Pass(0));
    assertThat(new Pass(0).code()).isEqualTo(DominoMoves.PASS);
  }

  @Test
  void moveTextIsReadInASyntaxStepThenALegalityStep() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    for (String unreadable : new String[] {"", "6:4 up", "7:1", "hello", "6:4 left now",
        "deal 5:4 to", "drew"}) {
      IllegalMove e = s.parseMove(unreadable).getLeft();
      assertThat(e.kind()).as(unreadable).isEqualTo(IllegalMove.Kind.UNREADABLE);
      assertThat(e.move()).isEqualTo(-1);
    }
    assertThat(s.parseMove("6:4 up").getLeft().reason())
        .isEqualTo("'up' is not an end: write left or right");
    IllegalMove notHeld = s.parseMove("2:1").getLeft();
    assertThat(notHeld.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(notHeld.reason()).isEqualTo("that tile (2:1) is not in your hand");
    IllegalMove wrongEnd = s.parseMove("6:4 right").getLeft();
    assertThat(wrongEnd.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(wrongEnd.reason())
        .isEqualTo("the tile does not match the right end (5); play it on the other end");
    IllegalMove draw = s.parseMove("draw").getLeft();
    assertThat(draw.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(draw.move()).isEqualTo(DominoMoves.DRAW);
    // Chance-node text is Domino notation, so it reads; on a player's turn it is illegal.
    assertThat(s.parseMove("drew 5:4").getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(s.parseMove("deal 5:4 to 1").getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    // After the round, readable text is illegal and unreadable text still unreadable.
    DominoState over = play(position(TWO, "5:5 / 2:1", "6:6 6:5", "play turn=0 last=1"), "5:5");
    assertThat(over.isTerminal()).isTrue();
    assertThat(over.parseMove("pass").getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(over.parseMove("pass").getLeft().reason()).isEqualTo("the round is over");
    assertThat(over.parseMove("pas").getLeft().kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
  }
}
