package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.hands;
import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.domino.DominoEffect.Dealt;
import dev.tabletop.domino.DominoEffect.DrawStarted;
import dev.tabletop.domino.DominoEffect.Drew;
import dev.tabletop.domino.DominoEffect.Led;
import dev.tabletop.domino.DominoEffect.Passed;
import dev.tabletop.domino.DominoEffect.Played;
import dev.tabletop.domino.DominoEffect.RoundEnded;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** What each kind of move did, hand-worked from rules/domino.md. */
class EffectsTest {
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;
  private static final DominoRules FOUR = DominoRules.STANDARD;

  @Test
  void theLeadPutsTheLowHalfLeftAndOpensBothHalves() {
    DominoState s = hands(TWO, 0, "5:3 6:0", "2:1");
    assertThat(s.effects(DominoMoves.lead(Tiles.of(5, 3))))
        .containsExactly(new Led(0, Tile.of(5, 3), 3, 5, false));
  }

  @Test
  void aPlayNamesTheEndTheTouchingHalfAndTheNewOpenEnd() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    int code = s.parseMove("6:4 left").get();
    assertThat(s.effects(code)).containsExactly(new Played(0, Tile.of(6, 4), End.LEFT, 6, 4));
    assertThat(s.effects(code).head().describe())
        .isEqualTo("seat 0 plays 6:4 on the left end (6 touching); that end is now 4");
  }

  @Test
  void dominoEndsTheRoundWithTheFourPlayerPayouts() {
    // Seat 0 goes out; counts: seat 1 2:1 3:3 = 9, seat 2 3:1 = 4, seat 3 5:1 5:5 = 16.
    // Losers by rank, biggest first: seat 3 -3, seat 1 -2, seat 2 -1; the winner +6.
    DominoState s = position(FOUR, "6:4 / 2:1 3:3 / 3:1 / 5:1 5:5", "6:6", "play turn=0 last=3");
    Seq<DominoEffect> e = s.effects(s.parseMove("6:4 left").get());
    assertThat(e).hasSize(2);
    assertThat(e.get(0)).isEqualTo(new Played(0, Tile.of(6, 4), End.LEFT, 6, 4));
    RoundEnded end = (RoundEnded) e.get(1);
    assertThat(end.domino()).isTrue();
    assertThat(end.result().winner()).isZero();
    assertThat(end.payouts()).containsExactly(6, -2, -1, -3);
  }

  @Test
  void aPassCarriesTheOpenEndsAndABlockedRoundPaysFourPerLoser() {
    // Block game for two: 0:0 counts 13 against 5:4's 9, so seat 1 wins the block: +4 / -4.
    DominoState s = position(DominoRules.BLOCK_TWO, "0:0 / 5:4", "3:3",
        "play turn=0 passes=1 last=1");
    Seq<DominoEffect> e = s.effects(DominoMoves.PASS);
    assertThat(e.get(0)).isEqualTo(new Passed(0, 3, 3));
    RoundEnded end = (RoundEnded) e.get(1);
    assertThat(end.domino()).isFalse();
    assertThat(end.result().reason()).isEqualTo(RoundResult.Reason.BLOCKED);
    assertThat(end.result().counts()).containsExactly(13, 9);
    assertThat(end.payouts()).containsExactly(-4, 4);
    // A pass that does not end the round: one effect.
    DominoState four = position(FOUR, "1:0 2:0 / 2:1 / 3:1 / 6:5", "6:6", "play turn=0 last=3");
    assertThat(four.effects(DominoMoves.PASS)).containsExactly(new Passed(0, 6, 6));
  }

  @Test
  void aDrawIsAskedThenTheTileArrivesAndMustBePlayedWhenItFits() {
    DominoState stuck = play(hands(TWO, -1, "6:6 1:0", "2:1 3:1"), "6:6");
    assertThat(stuck.effects(DominoMoves.DRAW)).containsExactly(new DrawStarted(1, 6, 6));
    DominoState drawing = stuck.apply(DominoMoves.DRAW);
    assertThat(drawing.effects(DominoMoves.outcome(Tiles.of(6, 5))))
        .containsExactly(new Drew(1, Tile.of(6, 5), true));
    assertThat(drawing.effects(DominoMoves.outcome(Tiles.of(4, 4))))
        .containsExactly(new Drew(1, Tile.of(4, 4), false));
  }

  @Test
  void theDealNamesTheSeatEachTileGoesTo() {
    DominoState deal = TWO.initialState();
    assertThat(deal.effects(DominoMoves.outcome(Tiles.of(5, 4))))
        .containsExactly(new Dealt(0, Tile.of(5, 4)));
    DominoState second = deal.apply(DominoMoves.outcome(Tiles.of(5, 4)));
    assertThat(second.effects(DominoMoves.outcome(Tiles.of(6, 6))))
        .containsExactly(new Dealt(1, Tile.of(6, 6)));
  }

  @Test
  void anIllegalCodeHasNoEffects() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    assertThatThrownBy(() -> s.effects(DominoMoves.PASS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("you hold a playable tile");
  }
}
