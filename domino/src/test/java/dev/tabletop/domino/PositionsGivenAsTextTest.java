package dev.tabletop.domino;

import static dev.tabletop.domino.Positions.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The rule "Positions given as text" of rules/domino.md: a position read from text is a claim
 * that it arose under the rules, so the parser refuses one that no legal history reaches, naming
 * the rule it breaks.
 */
class PositionsGivenAsTextTest {
  private static final DominoRules FOUR = DominoRules.STANDARD;
  private static final DominoRules HOLDER = FOUR.withFirstLead(FirstLead.HOLDER);

  /** The hands: seat 0 holds every blank, seat 2 holds 6:6. */
  private static final String HANDS = "0:0 0:1 0:2 0:3 0:4 0:5 0:6 / 1:1 1:2 1:3 1:4 1:5 1:6 2:2"
      + " / 6:6 2:3 2:4 2:5 2:6 3:3 3:4 / 3:5 3:6 4:4 4:5 4:6 5:5 5:6 | - | - | ";

  private static String refusal(DominoRules rules, String text) {
    Either<InvalidInput, DominoState> read = rules.position(text);
    assertThat(read.isLeft()).as("refused: %s", text).isTrue();
    assertThat(read.getLeft().subject()).isEqualTo("position");
    return read.getLeft().message();
  }

  @Test
  void positionsGivenAsText_aFirstRoundLeaderWhoBreaksTheLeadRuleIsRefused_forced() {
    // The worked example: seat 0 "must" lead 0:0, but seat 2 holds 6:6 and must lead it.
    String text = HANDS + "play turn=0 passes=0 last=-1 drew=false forced=0:0 lead=first";
    assertThat(refusal(FOUR, text)).isEqualTo("the lead rule (firstLead=forced): the first round"
        + " opens with the holder of the highest tile dealt, 6:6, which is seat 2, not seat 0"
        + " (turn=0)");
    // The right seat with the wrong tile, and the right seat with a free choice, are refused too.
    assertThat(refusal(FOUR, HANDS + "play turn=2 forced=2:3")).isEqualTo("the lead rule"
        + " (firstLead=forced): the first lead must be the highest tile dealt, 6:6, not 3:2");
    assertThat(refusal(FOUR, HANDS + "play turn=2 forced=-"))
        .startsWith("the lead rule (firstLead=forced)").contains("6:6");
    // The position the rule allows reads, and prints as the deal would.
    DominoState ok = FOUR.position(HANDS + "play turn=2 forced=6:6").get();
    assertThat(ok.turn()).isEqualTo(2);
    assertThat(ok.forcedTile()).isEqualTo(Tiles.of(6, 6));
  }

  @Test
  void positionsGivenAsText_aFirstRoundLeaderWhoBreaksTheLeadRuleIsRefused_holder() {
    // Under firstLead=holder the holder of 6:6 leads, with any tile, so nothing is forced.
    assertThat(refusal(HOLDER, HANDS + "play turn=0 passes=0 last=-1 drew=false forced=0:0"
        + " lead=first")).startsWith("the lead rule (firstLead=holder)").contains("seat 2");
    assertThat(refusal(HOLDER, HANDS + "play turn=0")).isEqualTo("the lead rule"
        + " (firstLead=holder): the first round opens with the holder of the highest tile dealt,"
        + " 6:6, which is seat 2, not seat 0 (turn=0)");
    assertThat(refusal(HOLDER, HANDS + "play turn=2 forced=6:6")).isEqualTo("the lead rule"
        + " (firstLead=holder): the holder of the highest tile dealt leads with any tile, so"
        + " nothing is forced (forced=6:6)");
    assertThat(HOLDER.position(HANDS + "play turn=2").get().forcedTile()).isEqualTo(-1);
  }

  @Test
  void positionsGivenAsText_withoutTheSixSixTheHolderOfTheHighestDoubleLeads() {
    // Two players, 6:6 and 5:5 in the boneyard: the holder of 4:4 leads with it.
    DominoRules two = DominoRules.TWO_PLAYERS;
    String hands = "4:4 1:0 / 6:5 3:3 ";
    assertThat(position(two, hands, "-", "play turn=0 forced=4:4").turn()).isZero();
    assertThat(refusal(two, text(two, hands, "-", "play turn=1 forced=3:3")))
        .startsWith("the lead rule (firstLead=forced)").contains("4:4, which is seat 0");
  }

  @Test
  void positionsGivenAsText_aFirstTileOnTheTableThatBreaksTheLeadRuleIsRefused() {
    // Four players, no draws: every tile was dealt, so 6:6 led and is on the line.
    assertThat(refusal(FOUR, text(FOUR, "6:6 1:0 / 2:1 / 3:1 / 5:1", "6:0",
        "play turn=0 last=3"))).isEqualTo("the lead rule (firstLead=forced): the first round"
        + " opens with the highest tile dealt, 6:6, but it is not on the line");
    // In a later round the winner led any tile, and under holder so did the first leader.
    assertThat(position(FOUR, "6:6 1:0 / 2:1 / 3:1 / 5:1", "6:0", "play turn=0 last=3 lead=0")
        .lineText()).isEqualTo("6:0");
    assertThat(position(HOLDER, "6:6 1:0 / 2:1 / 3:1 / 5:1", "6:0", "play turn=0 last=3")
        .lineText()).isEqualTo("6:0");
    // With draws a stronger tile may have come from the boneyard after the lead.
    DominoRules three = DominoRules.THREE_PLAYERS;
    assertThat(position(three, "6:6 1:0 / 2:1 / 3:1", "6:0", "play turn=0 last=2").hand(0))
        .isEqualTo(1 << Tiles.of(6, 6) | 1 << Tiles.of(1, 0));
  }

  @Test
  void positionsGivenAsText_aLaterRoundIsLedByTheSeatGivenWithAnyTile() {
    assertThat(refusal(FOUR, HANDS + "play turn=0 lead=1")).isEqualTo("the lead rule: in a later"
        + " round the previous winner leads, seat 1 (lead=1), not seat 0 (turn=0)");
    assertThat(refusal(FOUR, HANDS + "play turn=1 forced=1:1 lead=1")).startsWith("the lead"
        + " rule: in a later round the leader leads with any tile");
    assertThat(FOUR.position(HANDS + "play turn=1 lead=1").get().turn()).isEqualTo(1);
  }

  @Test
  void positionsGivenAsText_handsAndBoneyardThatDoNotMakeUpTheSetAreRefused() {
    assertThat(refusal(DominoRules.TWO_PLAYERS, "6:6 / 5:5 | 4:4 | - | play turn=0"))
        .startsWith("the hands, boneyard and line hold 3 tiles, not 28");
  }

  @Test
  void positionsGivenAsText_passesThatContradictTheHandsAreRefused() {
    // Seat 3 passed at 6/6 holding 6:5.
    assertThat(refusal(FOUR, text(FOUR, "4:0 / 3:0 1:0 / 5:4 / 6:5", "6:6",
        "play turn=0 passes=1 last=3"))).isEqualTo("the rules of a turn: a player holding a"
        + " playable tile must play it, and seat 3 passed (passes=1) holding 6:5 for the ends 6"
        + " and 6");
    // Four passes in a row with nothing to draw end the round: it is blocked, not a turn.
    assertThat(refusal(FOUR, text(FOUR, "4:0 / 3:0 1:0 / 5:4 / 5:5", "6:6",
        "play turn=0 passes=4 last=3"))).startsWith("the end of a round: 4 passes in a row");
    // A blocked round where a seat could still play.
    assertThat(refusal(FOUR, text(FOUR, "4:0 / 3:0 1:0 / 5:4 / 6:5", "6:6",
        "blocked turn=0 passes=4 last=3"))).startsWith("the end of a round: a round is blocked"
        + " when nobody can play, and seat 3 holds 6:5");
    // Nobody passes on an empty table.
    assertThat(refusal(FOUR, HANDS + "play turn=2 passes=1 forced=6:6"))
        .startsWith("the rules of a turn: every tile fits an empty table");
    // Under until_playable a stuck player draws the boneyard dry before passing.
    DominoRules until = DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE);
    assertThat(refusal(until, text(until, "1:0 / 2:1 / 3:1", "6:6", "play turn=0 passes=1"
        + " last=1"))).startsWith("the draw rule (draw=until_playable)");
  }

  @Test
  void positionsGivenAsText_drawsThatContradictTheHandsAreRefused() {
    DominoRules three = DominoRules.THREE_PLAYERS;
    // Seat 0 drew though it holds 6:2 for the 6.
    assertThat(refusal(three, text(three, "6:2 1:0 / 2:1 / 3:1", "6:6",
        "play turn=0 last=2 drew=true"))).isEqualTo("the draw rule: only a player holding"
        + " nothing for either end draws, and seat 0 holds 6:2 for the ends 6 and 6");
    assertThat(refusal(three, text(three, "6:2 1:0 / 2:1 / 3:1", "6:6", "draw turn=0 last=2")))
        .startsWith("the draw rule: only a player holding nothing");
    // A tile drawn that fits is forced, and only a drawn tile is forced on a line.
    assertThat(refusal(three, text(three, "6:1 6:2 / 2:1 / 3:1", "6:6",
        "play turn=0 last=2 drew=true forced=6:1"))).contains("seat 0 holds 6:2");
    assertThat(refusal(three, text(three, "6:1 1:0 / 2:1 / 3:1", "6:6",
        "play turn=0 last=2 forced=6:1"))).startsWith("the draw rule: on a line only a tile just"
        + " drawn is forced");
    // Nobody draws with four players, nor twice a turn under draw=one.
    assertThat(refusal(FOUR, text(FOUR, "1:0 / 2:1 / 3:1 / 5:1", "6:6",
        "play turn=0 last=3 drew=true"))).startsWith("the draw rule: with 4 players nobody draws");
    assertThat(refusal(three, text(three, "1:0 / 2:1 / 3:1", "6:6",
        "draw turn=0 last=2 drew=true"))).startsWith("the draw rule (draw=one)");
    // The same positions without the contradiction read.
    assertThat(position(three, "1:0 2:0 / 2:1 / 3:1", "6:6", "play turn=0 last=2 drew=true")
        .drewThisTurn()).isTrue();
    assertThat(position(three, "6:1 1:0 / 2:1 / 3:1", "6:6",
        "play turn=0 last=2 drew=true forced=6:1").forcedTile()).isEqualTo(Tiles.of(6, 1));
  }

  @Test
  void positionsGivenAsText_theSamplerServesEverySeatOfAPositionTheRuleLetsThrough() {
    // The hands with the leader the rule names: every seat's view samples, under both
    // readings of the first lead, and each sample shows that seat the view it was given.
    SplittableRandom random = new SplittableRandom(30);
    for (String text : new String[] {HANDS + "play turn=2 forced=6:6", HANDS + "play turn=2"}) {
      DominoRules rules = text.endsWith("6:6") ? FOUR : HOLDER;
      DominoState s = rules.position(text).get();
      for (int seat = 0; seat < 4; seat++) {
        DominoView view = Domino.view(s, seat);
        Either<InvalidInput, DominoState> sample = Domino.sample(view, random);
        assertThat(sample.isRight()).as("seat %d of %s: %s", seat, text, sample).isTrue();
        assertThat(Domino.view(sample.get(), seat)).isEqualTo(view);
        assertThat(sample.get().hand(2) & 1 << Tiles.of(6, 6)).isNotZero();
      }
    }
  }

  /** A position text from hands, line and status, every other tile in the boneyard. */
  private static String text(DominoRules rules, String hands, String line, String status) {
    int used = 0;
    for (String h : hands.split("/")) {
      used |= Tiles.parseSet(h).get();
    }
    if (!line.equals("-")) {
      for (String t : line.split("\\s+")) {
        used |= 1 << Tiles.parse(t).get();
      }
    }
    return hands + " | " + Tiles.setText(Tiles.ALL & ~used) + " | " + line + " | " + status;
  }
}
