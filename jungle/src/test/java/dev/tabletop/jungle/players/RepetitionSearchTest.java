package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.Side;
import org.junit.jupiter.api.Test;

/**
 * The game's history reaches the search: under the standard rules a position's 5th occurrence
 * draws, and only the history tells a search that a move brings a position to its 5th
 * occurrence. In both positions below the state alone gives one move and the history another.
 */
class RepetitionSearchTest {
  static final JungleRules RULES = JungleRules.STANDARD;
  static final Budget BUDGET = Budget.nodes(30_000);
  /** A game of Khó (Red) against Dễ (Blue) in which Red has come out ahead. */
  static final String[] OPENING = {"g3f3", "g9g8", "f3f4", "b8b7", "g1g2", "c7d7", "g2g3", "g7g6",
      "g3f3", "e7f7", "e3d3", "b7c7", "f3e3", "f8e8"};

  static AlphaBeta<JungleState> hard() {
    return JungleLevel.HARD.player(RULES, BUDGET);
  }

  static GameHistory<JungleState> play(GameHistory<JungleState> h, String... moves) {
    for (String m : moves) {
      h = h.play(m).get();
    }
    return h;
  }

  /** The opening, then the two sides shuffling. */
  static GameHistory<JungleState> shuffled(String... cycle) {
    return shuffledAfter(play(GameHistory.start(RULES), OPENING), cycle);
  }

  @Test
  void theSideThatIsBehindClaimsTheDrawByRepeatingForTheFifthTime() {
    // Red's Tiger a1-b1-a1, Blue's Elephant g6-g5-g6: after the opening's last move (Red to
    // move) has occurred 4 times, Blue's g5g6 makes it occur the 5th time.
    GameHistory<JungleState> h = shuffled("a1b1", "g6g5", "b1a1", "g5g6");
    JungleState root = h.state();
    assertThat(root.sideToMove()).isEqualTo(Side.BLUE);
    int draw = root.parseMove("g5g6").get();
    assertThat(h.occurrences(root.apply(draw).hash())).isEqualTo(4);

    int fromState = hard().chooseMove(root, BUDGET, 1);
    int fromHistory = hard().chooseMove(h, BUDGET, 1);

    assertThat(root.moveText(fromState)).isNotEqualTo("g5g6");
    assertThat(root.moveText(fromHistory)).isEqualTo("g5g6");
    assertThat(h.playUnchecked(fromHistory).isDrawnByRepetition()).isTrue();
    Analysis a = hard().analyze(h, BUDGET, 1);
    assertThat(a.hint().text()).isEqualTo("g5g6");
    assertThat(a.hint().score()).isZero();
    assertThat(a.moves().tail().map(m -> m.score()).max().get()).isNegative();
  }

  @Test
  void theSideThatIsAheadAvoidsTheRepeatingMove() {
    // Red's Lion e3-e2-e3, Blue's Elephant g6-g5-g6: the position after Red's b1 has occurred 4
    // times, and Red's e2e3 would make it occur the 5th time.
    GameHistory<JungleState> start = play(GameHistory.start(RULES), OPENING);
    GameHistory<JungleState> h = shuffledAfter(play(start, "a1b1"), "g6g5", "e3e2", "g5g6", "e2e3");
    JungleState root = h.state();
    int repeat = root.parseMove("e2e3").get();
    assertThat(h.occurrences(root.apply(repeat).hash())).isEqualTo(4);

    int fromState = hard().chooseMove(root, BUDGET, 1);
    int fromHistory = hard().chooseMove(h, BUDGET, 1);

    assertThat(root.moveText(fromState)).isEqualTo("e2e3");
    assertThat(root.moveText(fromHistory)).isNotEqualTo("e2e3");
    assertThat(h.playUnchecked(fromHistory).isDrawnByRepetition()).isFalse();
    assertThat(hard().analyze(h, BUDGET, 1).moves().find(m -> m.text().equals("e2e3")).get()
        .score()).isZero();
  }

  @Test
  void aDrawByRepetitionDeeperOnTheLineScoresAsADraw() {
    // One move earlier: Red's b1a1 lets Blue answer g5g6, the 5th occurrence. With the history
    // the search sees the draw two plies down; from the state alone b1a1 keeps Red's advantage.
    GameHistory<JungleState> h = play(GameHistory.start(RULES), OPENING);
    for (int i = 0; i < 3; i++) {
      h = play(h, "a1b1", "g6g5", "b1a1", "g5g6");
    }
    h = play(h, "a1b1", "g6g5");
    JungleState root = h.state();
    assertThat(root.sideToMove()).isEqualTo(Side.RED);

    double fromState = hard().analyze(root, BUDGET, 1).moves()
        .find(m -> m.text().equals("b1a1")).get().score();
    double fromHistory = hard().analyze(h, BUDGET, 1).moves()
        .find(m -> m.text().equals("b1a1")).get().score();

    assertThat(fromState).isPositive();
    assertThat(fromHistory).isZero();
  }

  /** A game, then the two sides shuffling: 3 times round the cycle and 3 plies more. */
  static GameHistory<JungleState> shuffledAfter(GameHistory<JungleState> h, String... cycle) {
    for (int i = 0; i < 3; i++) {
      h = play(h, cycle);
    }
    return play(h, cycle[0], cycle[1], cycle[2]);
  }

  @Test
  void withoutRepetitionsTheHistoryFormDecidesAsTheStateForm() {
    GameHistory<JungleState> h = play(GameHistory.start(RULES), OPENING);
    assertThat(hard().chooseMove(h, BUDGET, 7)).isEqualTo(hard().chooseMove(h.state(), BUDGET, 7));
    assertThat(hard().analyze(h, BUDGET, 7).moves())
        .isEqualTo(hard().analyze(h.state(), BUDGET, 7).moves());
  }

  @Test
  void aGameDrawnByRepetitionHasNoMoveToChoose() {
    GameHistory<JungleState> h = shuffled("a1b1", "g6g5", "b1a1", "g5g6");
    GameHistory<JungleState> drawn = play(h, "g5g6");
    assertThat(drawn.isDrawnByRepetition()).isTrue();
    assertThatThrownBy(() -> hard().chooseMove(drawn, BUDGET, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("drawn by repetition");
  }
}
