package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.domino.DominoEffect.DrawStarted;
import dev.tabletop.domino.DominoEffect.Drew;
import dev.tabletop.domino.DominoEffect.Led;
import dev.tabletop.domino.DominoEffect.Passed;
import dev.tabletop.domino.DominoEffect.Played;
import io.vavr.collection.TreeSet;
import org.junit.jupiter.api.Test;

/** A view's typed public history: plays, passes, draw counts and the numbers proven lacking. */
class ViewHistoryTest {
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;
  private static final DominoRules FOUR = DominoRules.STANDARD;

  @Test
  void threePassesAtFourAndSixProveThoseSeatsLackFourAndSix() {
    DominoState s = position(FOUR, "6:4 1:0 / 2:1 3:3 / 3:1 / 5:1 5:5", "6:6", "play turn=0 last=3");
    s = play(play(play(play(s, "6:4 left"), "pass"), "pass"), "pass");
    DominoView v = Domino.view(s, 2);
    assertThat(v.plays()).containsExactly(new Played(0, Tile.of(6, 4), End.LEFT, 6, 4));
    assertThat(v.passes()).containsExactly(new Passed(1, 4, 6), new Passed(2, 4, 6),
        new Passed(3, 4, 6));
    assertThat(v.drawCounts()).containsExactly(0, 0, 0, 0);
    assertThat(v.provenLacking()).containsExactly(TreeSet.empty(), TreeSet.of(4, 6),
        TreeSet.of(4, 6), TreeSet.of(4, 6));
  }

  @Test
  void aKeptDrawAtOtherEndsForgetsANumberProvenBefore() {
    // Seat 1 holds 4:3 4:4 and draws three times, each tile kept because it does not fit.
    DominoState s = position(TWO, "6:2 6:5 5:5 / 4:3 4:4", "6:6", "play turn=1 last=0");
    s = play(play(play(s, "draw"), "1:1"), "pass"); // at 6/6: seat 1 lacks 6
    assertThat(Domino.view(s, 0).provenLacking()).containsExactly(TreeSet.empty(), TreeSet.of(6));
    s = play(s, "6:2 left"); // ends 2/6
    s = play(play(play(s, "draw"), "3:0"), "pass"); // at 2/6: lacks 2 and 6
    assertThat(Domino.view(s, 0).provenLacking()).containsExactly(TreeSet.empty(), TreeSet.of(2, 6));
    s = play(s, "6:5 right"); // ends 2/5
    s = play(play(play(s, "draw"), "0:0"), "pass");
    // The tile kept at 2/5 is any tile without a 2 or a 5, such as 6:0: the 6 is no longer proven.
    DominoView seat0 = Domino.view(s, 0);
    assertThat(seat0.provenLacking()).containsExactly(TreeSet.empty(), TreeSet.of(2, 5));
    assertThat(seat0.drawCounts()).containsExactly(0, 3);
    assertThat(seat0.events()).containsExactly(new DrawStarted(1, 6, 6), new Passed(1, 6, 6),
        new Played(0, Tile.of(6, 2), End.LEFT, 6, 2), new DrawStarted(1, 2, 6),
        new Passed(1, 2, 6), new Played(0, Tile.of(6, 5), End.RIGHT, 6, 5),
        new DrawStarted(1, 2, 5), new Passed(1, 2, 5));
    // The drawer sees its own tiles; the proofs are public, so both seats compute the same.
    DominoView seat1 = Domino.view(s, 1);
    assertThat(seat1.handTiles()).containsExactly(Tile.of(0, 0), Tile.of(1, 1), Tile.of(3, 0),
        Tile.of(4, 3), Tile.of(4, 4));
    assertThat(seat1.events()).contains(new Drew(1, Tile.of(1, 1), false),
        new Drew(1, Tile.of(3, 0), false), new Drew(1, Tile.of(0, 0), false));
    assertThat(seat0.events()).noneMatch(e -> e instanceof Drew);
    assertThat(seat1.provenLacking()).isEqualTo(seat0.provenLacking());
  }

  @Test
  void aDrawnTilePlayedAtOnceKeepsTheProof() {
    DominoState s = position(TWO, "6:2 5:5 / 4:3", "6:6", "play turn=1 last=0");
    DominoState drawn = play(play(s, "draw"), "6:1");
    // Until seat 1 moves, nobody else knows whether 6:1 fitted: it may show any number.
    assertThat(Domino.view(drawn, 0).provenLacking().get(1)).isEmpty();
    assertThat(Domino.view(drawn, 1).events().last()).isEqualTo(new Drew(1, Tile.of(6, 1), true));
    s = play(drawn, "6:1 left");
    DominoView seat0 = Domino.view(s, 0);
    assertThat(seat0.events()).containsExactly(new DrawStarted(1, 6, 6),
        new Played(1, Tile.of(6, 1), End.LEFT, 6, 1));
    assertThat(seat0.provenLacking().get(1)).containsExactly(6);
    assertThat(Domino.view(s, 1).events()).containsExactly(new DrawStarted(1, 6, 6),
        new Drew(1, Tile.of(6, 1), true), new Played(1, Tile.of(6, 1), End.LEFT, 6, 1));
  }

  @Test
  void aDrawnTilePlayedAtOnceLeavesEveryEarlierProofStanding() {
    // Seat 1 (4:3 4:4) draws at 5/6, keeps 1:1 and passes: it lacks 5 and 6. Seat 0 plays 6:2 on
    // the right (ends 5/2); seat 1 draws again, lacking 2 and 5 then, and plays the drawn 2:1 at
    // once. Its hand is the one it held before that draw, so 2, 5 and 6 all stay proven; only a
    // kept tile (one that did not fit 5/2, so may show a 6) would have forgotten the 6.
    DominoState s = position(TWO, "6:2 0:0 / 4:3 4:4", "5:6", "play turn=1 last=0");
    s = play(play(play(s, "draw"), "1:1"), "pass");
    assertThat(Domino.view(s, 0).provenLacking().get(1)).containsExactly(5, 6);
    s = play(play(s, "6:2 right"), "draw");
    assertThat(Domino.view(s, 0).provenLacking().get(1)).containsExactly(2, 5, 6);
    s = play(play(s, "2:1"), "2:1 right");
    assertThat(Domino.view(s, 0).provenLacking().get(1)).containsExactly(2, 5, 6);
    assertThat(Domino.view(s, 1).provenLacking().get(1)).containsExactly(2, 5, 6);
    // The same draw kept instead (3:0 fits neither 5 nor 2) forgets the 6, as the rule says.
    DominoState kept = play(play(play(play(play(position(TWO, "6:2 0:0 / 4:3 4:4", "5:6",
        "play turn=1 last=0"), "draw"), "1:1"), "pass"), "6:2 right"), "draw");
    kept = play(play(kept, "3:0"), "pass");
    assertThat(Domino.view(kept, 0).provenLacking().get(1)).containsExactly(2, 5);
  }

  @Test
  void theLeadIsAPlayOnTheEmptyTable() {
    DominoState s = Positions.hands(TWO, 0, "5:3 6:0", "2:1");
    s = play(s, "5:3");
    assertThat(Domino.view(s, 1).plays()).containsExactly(new Led(0, Tile.of(5, 3), 3, 5, false));
  }
}
