package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.hands;
import static dev.tabletop.domino.Positions.play;
import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.domino.DominoEffect.DrawStarted;
import dev.tabletop.domino.DominoEffect.Led;
import dev.tabletop.domino.DominoEffect.RoundEnded;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What a state tells directly: the typed move of a move text, the ends a draw was made at,
 * whether a lead was forced, how a round ended, the deal and the draws.
 */
class StateReadingTest {
  private static final DominoRules TWO = DominoRules.TWO_PLAYERS;

  @Test
  void moveOfReadsMoveTextAsTheTypedMoveOrTheRefusal() {
    DominoState s = position(TWO, "6:4 5:5 / 2:1", "6:6 6:5", "play turn=0 last=1");
    assertThat(s.moveOf("6:4 left").get())
        .isEqualTo(new DominoMove.Place(0, Tile.of(6, 4), End.LEFT, 6, 4));
    assertThat(s.moveOf("5:5").get())
        .isEqualTo(new DominoMove.Place(0, Tile.of(5, 5), End.RIGHT, 5, 5));
    IllegalMove unreadable = s.moveOf("6:4 up").getLeft();
    assertThat(unreadable.kind()).isEqualTo(IllegalMove.Kind.UNREADABLE);
    assertThat(unreadable.reason()).isEqualTo("'up' is not an end: write left or right");
    IllegalMove illegal = s.moveOf("2:1").getLeft();
    assertThat(illegal.kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    assertThat(illegal).isEqualTo(s.parseMove("2:1").getLeft());
    // Draws, passes, leads and chance outcomes come typed too.
    DominoState lead = hands(TWO, -1, "6:6 1:0", "2:1 3:1");
    assertThat(lead.moveOf("6:6").get()).isEqualTo(new DominoMove.Lead(0, Tile.of(6, 6)));
    DominoState stuck = play(lead, "6:6");
    assertThat(stuck.moveOf("draw").get()).isEqualTo(new DominoMove.Draw(1));
    assertThat(play(stuck, "draw").moveOf("5:4").get())
        .isEqualTo(new DominoMove.Drew(1, Tile.of(5, 4)));
    assertThat(TWO.initialState().moveOf("deal 5:4 to 0").get())
        .isEqualTo(new DominoMove.Deal(0, Tile.of(5, 4)));
    assertThat(position(DominoRules.STANDARD, "1:0 / 2:1 / 3:1 / 5:1", "6:6", "play turn=0 last=3")
        .moveOf("pass").get()).isEqualTo(new DominoMove.Pass(0));
  }

  @Test
  void aDrawStartedCarriesTheOpenEndsAsAPassDoes() {
    DominoState s = position(TWO, "6:2 5:5 / 4:3", "6:5", "play turn=1 last=0");
    assertThat(s.effects(DominoMoves.DRAW)).containsExactly(new DrawStarted(1, 6, 5));
    assertThat(s.effects(DominoMoves.DRAW).head().describe())
        .isEqualTo("seat 1 draws from the boneyard, holding nothing for 6 or 5");
    // Every seat's view shows the same ends: they are public.
    DominoState drew = play(play(s, "draw"), "1:1");
    for (int seat = 0; seat < 2; seat++) {
      assertThat(Domino.view(drew, seat).events().head()).isEqualTo(new DrawStarted(1, 6, 5));
    }
  }

  @Test
  void theLedEventSaysWhetherTheFirstLeadRuleForcedTheTile() {
    DominoState forced = hands(TWO, -1, "6:6 1:0", "2:1 3:1");
    Led led = (Led) forced.effects(DominoMoves.lead(Tiles.of(6, 6))).head();
    assertThat(led).isEqualTo(new Led(0, Tile.of(6, 6), 6, 6, true));
    assertThat(led.describe())
        .isEqualTo("seat 0 leads 6:6, as the first-lead rule demands; the ends are 6 and 6");
    DominoState after = play(forced, "6:6");
    assertThat(Domino.view(after, 1).events()).containsExactly(led);
    assertThat(Domino.view(after, 0).events()).containsExactly(led);
    // Under firstLead=holder the holder of 6:6 leads any tile, and in a later round the winner.
    DominoState holder = hands(TWO.withFirstLead(FirstLead.HOLDER), -1, "6:6 1:0", "2:1 3:1");
    assertThat(holder.effects(DominoMoves.lead(Tiles.of(1, 0))))
        .containsExactly(new Led(0, Tile.of(1, 0), 0, 1, false));
    assertThat(Domino.view(play(holder, "6:6"), 1).events())
        .containsExactly(new Led(0, Tile.of(6, 6), 6, 6, false));
    DominoState later = hands(TWO, 1, "6:6 1:0", "2:1 3:1");
    assertThat(later.effects(DominoMoves.lead(Tiles.of(2, 1))))
        .containsExactly(new Led(1, Tile.of(2, 1), 1, 2, false));
  }

  @Test
  void aRoundResultsReasonIsTypedWithTheLabelTheTextUses() {
    DominoState domino = play(position(DominoRules.STANDARD, "6:4 / 2:1 3:3 / 3:1 / 5:1 5:5", "6:6",
        "play turn=0 last=3"), "6:4 left");
    assertThat(domino.result().get().reason()).isEqualTo(RoundResult.Reason.DOMINO);
    assertThat(domino.endReason()).isEqualTo(RoundResult.Reason.DOMINO.label())
        .isEqualTo("domino");
    assertThat(((RoundEnded) domino.parent().get().effects(domino.lastCode()).last()).domino())
        .isTrue();
    DominoState blocked = play(position(DominoRules.BLOCK_TWO, "0:0 / 5:4", "3:3",
        "play turn=0 passes=1 last=1"), "pass");
    assertThat(blocked.result().get().reason()).isEqualTo(RoundResult.Reason.BLOCKED);
    assertThat(blocked.endReason()).isEqualTo("blocked");
    assertThat(blocked.result().get().toString()).startsWith("blocked by seat 1");
    assertThat(List.of(RoundResult.Reason.values()).map(RoundResult.Reason::label))
        .containsExactly("domino", "blocked");
  }

  @Test
  void theDealAndTheDrawsAreReadFromTheState() {
    DominoState s = TWO.initialState();
    for (String t : new String[] {"6:6", "2:1", "1:0", "3:1", "5:5", "4:4", "6:0", "5:0", "6:1",
        "5:1", "4:0", "4:1", "3:0", "2:0"}) {
      s = play(s, t);
    }
    assertThat(s.deal().map(DominoMove.Deal::seat)).containsExactly(0, 1, 0, 1, 0, 1, 0, 1, 0,
        1, 0, 1, 0, 1);
    assertThat(s.dealtTo(1)).containsExactly(Tile.of(2, 1), Tile.of(3, 1), Tile.of(4, 4),
        Tile.of(5, 0), Tile.of(5, 1), Tile.of(4, 1), Tile.of(2, 0));
    assertThat(s.draws()).isEmpty();
    // Seat 0 leads 6:6; seat 1 has no 6, draws 3:3, keeps it and passes.
    DominoState after = play(play(play(play(s, "6:6"), "draw"), "3:3"), "pass");
    assertThat(after.draws()).containsExactly(new DominoMove.Drew(1, Tile.of(3, 3)));
    assertThat(after.deal()).isEqualTo(s.deal());
    assertThatThrownBy(() -> after.dealtTo(2)).isInstanceOf(IllegalArgumentException.class);
    // A round set up from hands was not dealt here.
    assertThat(hands(TWO, -1, "6:6 1:0", "2:1 3:1").deal()).isEmpty();
  }

  @Test
  void dealOrderARoundReadMidDealListsTheTilesDealtSinceTileKToSeatKModN() {
    // Three players, four tiles dealt: seats 0, 1, 2, 0 had theirs, so tile 4 of the deal goes to
    // seat 1, tile 5 to seat 2, tile 6 to seat 0. The list starts at tile 4, not at seat 0.
    DominoRules three = DominoRules.THREE_PLAYERS;
    int dealt = Tiles.parseSet("6:6 5:5 4:4 3:3").get();
    DominoState s = three.position("6:6 3:3 / 5:5 / 4:4 | " + Tiles.setText(Tiles.ALL & ~dealt)
        + " | - | deal").get();
    for (String t : new String[] {"1:0", "2:0", "2:1"}) {
      s = play(s, t);
    }
    assertThat(s.deal()).containsExactly(new DominoMove.Deal(1, Tile.of(1, 0)),
        new DominoMove.Deal(2, Tile.of(2, 0)), new DominoMove.Deal(0, Tile.of(2, 1)));
    for (int i = 0; i < s.deal().size(); i++) {
      assertThat(s.deal().get(i).seat()).isEqualTo((4 + i) % 3);
    }
    // The engine put each tile where deal() says.
    assertThat(s.handTiles(0)).contains(Tile.of(2, 1));
    assertThat(s.handTiles(1)).contains(Tile.of(1, 0));
    assertThat(s.handTiles(2)).contains(Tile.of(2, 0));
    assertThat(s.dealtTo(0)).containsExactly(Tile.of(2, 1));
  }

  @Test
  void aSampledStateTellsTheDealAndTheDrawsItDrew() {
    SplittableRandom random = new SplittableRandom(7);
    DominoState real = Domino.deal(DominoRules.THREE_PLAYERS, random);
    for (int i = 0; i < 12 && !real.isTerminal(); i++) {
      real = real.apply(dev.tabletop.core.tools.Chance.randomMove(real,
          dev.tabletop.core.MoveBuffer.forGame(real.rules()), random));
    }
    DominoState sample = Domino.sample(Domino.view(real, 1), random).get();
    assertThat(sample.deal()).hasSize(21).isEqualTo(StateReadingProperties.walkedDeal(sample));
    assertThat(sample.draws()).isEqualTo(StateReadingProperties.walkedDraws(sample));
    assertThat(sample.dealtTo(1).toSet()).isEqualTo(real.dealtTo(1).toSet());
  }
}
