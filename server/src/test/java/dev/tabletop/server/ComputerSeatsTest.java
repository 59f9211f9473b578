package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A computer seat decides, and a hint analyses, from what the seat may know: the game's history,
 * or the seat's view.
 */
class ComputerSeatsTest {

  @Test
  void aJungleSeatIsGivenTheTablesHistory() {
    List<Object> seen = new ArrayList<>();
    Player<JungleState> recorder = new Player<>() {
      final Player<JungleState> inner = Games.player(JungleRules.STANDARD, Level.EASY,
          Budget.nodes(1_000));

      @Override
      public String name() {
        return "recorder";
      }

      @Override
      public Budget budget() {
        return Budget.nodes(1_000);
      }

      @Override
      public Analysis analyze(JungleState state, Budget budget, long seed) {
        seen.add(state);
        return inner.analyze(state, budget, seed);
      }

      @Override
      public int chooseMove(GameHistory<JungleState> history, Budget budget, long seed) {
        seen.add(history);
        return Player.super.chooseMove(history, budget, seed);
      }

      @Override
      public Analysis analyze(GameHistory<JungleState> history, Budget budget, long seed) {
        seen.add(history);
        return Player.super.analyze(history, budget, seed);
      }
    };
    GameHistory<JungleState> h = GameHistory.start(JungleRules.STANDARD).play("a3a4").get();
    int move = Workers.decide(recorder, h, 1, Budget.nodes(1_000), 5);
    assertThat(seen.get(0)).isSameAs(h);
    assertThat(h.state().isLegal(move)).isTrue();

    // A hint asks the same way.
    seen.clear();
    Analysis hint = Workers.analyse(recorder, h, 1, Budget.nodes(1_000), 5);
    assertThat(seen.get(0)).isSameAs(h);
    assertThat(h.state().isLegal(hint.best())).isTrue();
  }

  @Test
  void aDominoSeatDecidesFromItsViewAlone() {
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoState s = Domino.deal(rules, new SplittableRandom(3));
    int seat = s.currentPlayer();
    List<Object> seen = new ArrayList<>();
    @SuppressWarnings("unchecked")
    ViewPlayer<DominoState, DominoView> level = (ViewPlayer<DominoState, DominoView>)
        (Player<DominoState>) Games.player(rules, Level.HARD, Budget.nodes(1));
    ViewPlayer<DominoState, DominoView> recorder = new ViewPlayer<>() {
      @Override
      public String name() {
        return "recorder";
      }

      @Override
      public Budget budget() {
        return Budget.nodes(1);
      }

      @Override
      public HiddenInformation<DominoState, DominoView> hiddenInformation() {
        return Domino.HIDDEN;
      }

      @Override
      public Analysis analyze(DominoView view, Budget budget, long seed) {
        seen.add(view);
        return level.analyze(view, budget, seed);
      }

      @Override
      public Analysis analyze(DominoState state, Budget budget, long seed) {
        seen.add(state);
        return level.analyze(state, budget, seed);
      }
    };
    GameHistory<DominoState> history = historyAt(rules, s);
    int move = Workers.decide(recorder, history, seat, Budget.nodes(1), 9);
    assertThat(seen).containsExactly(Domino.view(s, seat));
    assertThat(s.isLegal(move)).isTrue();
    assertThat(move).isEqualTo(level.chooseMove(s, Budget.nodes(1), 9));

    // A hint asks the same way: the seat's view, never the state.
    seen.clear();
    Analysis hint = Workers.analyse(recorder, history, seat, Budget.nodes(1), 9);
    assertThat(seen).containsExactly(Domino.view(s, seat));
    assertThat(s.isLegal(hint.best())).isTrue();
  }

  /** A history whose state is the dealt round: the deal's codes replayed from the start. */
  private static GameHistory<DominoState> historyAt(DominoRules rules, DominoState dealt) {
    java.util.ArrayDeque<Integer> codes = new java.util.ArrayDeque<>();
    for (DominoState st = dealt; st.parent().isDefined(); st = st.parent().get()) {
      codes.push(st.lastCode());
    }
    GameHistory<DominoState> h = GameHistory.start(rules);
    for (int c : codes) {
      h = h.playUnchecked(c);
    }
    assertThat(h.state()).isEqualTo(dealt);
    return h;
  }
}
