package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import org.junit.jupiter.api.Test;

/**
 * A stored Domino state resumes the same round from whatever root it started: a deal, hands
 * given, a position read from text, a later round of a match; and a Cờ Thú game drawn by
 * repetition is over in its view, which only the history knows.
 */
class StatesTest {
  private static final DominoCodec DOMINO = WireFormat.domino();

  private static void resumes(DominoState s) {
    String stored = DOMINO.writeState(s);
    Checks.valid("state", stored);
    DominoState back = DOMINO.readState(stored).get();
    assertThat(back).isEqualTo(s);
    for (int seat = 0; seat < s.rules().players(); seat++) {
      assertThat(Domino.view(back, seat)).isEqualTo(Domino.view(s, seat));
      assertThat(DOMINO.writeView(back, seat)).isEqualTo(DOMINO.writeView(s, seat));
    }
  }

  @Test
  void aRoundFromGivenHandsResumesWithItsHistory() {
    DominoState s = Domino.fromHands(DominoRules.TWO_PLAYERS, -1, "6:6 6:2 6:5 5:5", "4:3 4:4")
        .get();
    for (String move : new String[] {"6:6", "draw", "1:1", "pass", "6:2 left"}) {
      s = s.play(move).get();
    }
    resumes(s);
    assertThat(DOMINO.writeState(s)).contains("\"root\":\"5:5 6:2 6:5 6:6 / 4:3 4:4 | ");
  }

  @Test
  void aRoundFromAPositionReadAsTextResumesFromThatPosition() {
    DominoRules rules = DominoRules.THREE_PLAYERS;
    DominoState dealt = Play.states(rules.initialState(), Play.seeded(8, 30)).last();
    DominoState root = rules.position(dealt.toString()).get();
    DominoState s = Play.states(root, Play.seeded(9, 6)).last();
    resumes(s);
  }

  @Test
  void aLaterRoundOfAMatchResumesWithItsLeader() {
    DominoState s = Play.states(DominoRules.STANDARD.initialState(2), Play.seeded(10, 40)).last();
    resumes(s);
    assertThat(DOMINO.writeState(s)).contains("lead=2");
  }

  @Test
  void aGameDrawnByRepetitionIsOverInItsViewAndRefusesMoves() {
    GameHistory<JungleState> h = GameHistory.start(JungleRules.THREEFOLD);
    String[] shuffle = {"a3a4", "g7g6", "a4a3", "g6g7"};
    for (int i = 0; !h.isOver(); i++) {
      h = h.play(shuffle[i % 4]).get();
    }
    assertThat(h.isDrawnByRepetition()).isTrue();
    String view = WireFormat.jungle().writeView(h, 0);
    Checks.valid("view", view);
    assertThat(view).contains("\"phase\":\"over\"")
        .contains("\"result\":{\"winner\":null,\"reason\":\"repetition\",\"returns\":[0,0]}")
        .endsWith("\"moves\":[]}");
    assertThat(WireFormat.jungle().writeResult(h)).isEqualTo("{\"type\":\"result\","
        + "\"game\":\"jungle\",\"result\":{\"winner\":null,\"reason\":\"repetition\","
        + "\"returns\":[0,0]}}");
    assertThat(WireFormat.jungle().readMove(WireFormat.writeMove(MoveMessage.text(h.plies(),
        "a3a4")), h, 0).getLeft().message())
        .isEqualTo("illegal move 'a3a4': the game is drawn by repetition");
  }
}
