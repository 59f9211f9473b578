package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Effect;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoEffect;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.FirstLead;
import dev.tabletop.domino.RoundResult;
import dev.tabletop.domino.Tile;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * Domino effects on the wire say what the public may know in full: the open ends of a draw,
 * whether a lead was forced, and the typed reason of a round's end, each read back to the same
 * value and valid against the schema.
 */
class DominoEffectsTest {
  private static final DominoCodec DOMINO = WireFormat.domino();

  private static List<Effect> roundTrip(DominoState before, int code, int seat) {
    String json = DOMINO.writeEffects(before, code, seat);
    Checks.valid("effects", json);
    return DOMINO.readEffects(json).get();
  }

  @Test
  void aForcedLeadAndADrawCarryWhatTheyProveToEverySeat() {
    DominoState s = Domino.fromHands(DominoRules.TWO_PLAYERS, -1, "6:6 6:2", "4:3 4:4").get();
    int lead = DominoMoves.lead(27);
    assertThat(DOMINO.writeEffects(s, lead, 1)).contains("\"left\":6,\"right\":6,\"forced\":true");
    assertThat(roundTrip(s, lead, 1)).containsExactly(new DominoEffect.Led(0, Tile.of(6, 6), 6, 6,
        true));
    DominoState stuck = s.play("6:6").get();
    for (int seat = 0; seat < 2; seat++) {
      assertThat(roundTrip(stuck, DominoMoves.DRAW, seat))
          .containsExactly(new DominoEffect.DrawStarted(1, 6, 6));
    }
    DominoState free = Domino.fromHands(DominoRules.TWO_PLAYERS.withFirstLead(FirstLead.HOLDER),
        -1, "6:6 6:2", "4:3 4:4").get();
    assertThat(roundTrip(free, DominoMoves.lead(27), 0))
        .containsExactly(new DominoEffect.Led(0, Tile.of(6, 6), 6, 6, false));
  }

  @Test
  void aRoundsEndReasonIsWrittenAsItsLabelAndReadAsTheEnum() {
    DominoState s = Domino.fromHands(DominoRules.TWO_PLAYERS, -1, "6:6", "4:3 4:4").get();
    List<Effect> effects = roundTrip(s, DominoMoves.lead(27), 1);
    RoundResult result = ((DominoEffect.RoundEnded) effects.last()).result();
    assertThat(result.reason()).isEqualTo(RoundResult.Reason.DOMINO);
    assertThat(result).isEqualTo(s.apply(DominoMoves.lead(27)).result().get());
    assertThat(DOMINO.writeEffects(s, DominoMoves.lead(27), 1)).contains("\"reason\":\"domino\"");
  }
}
