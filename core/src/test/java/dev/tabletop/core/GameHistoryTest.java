package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.Shuttle;
import dev.tabletop.core.tools.Playout;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GameHistoryTest {
  private final Shuttle.Rules rules = new Shuttle.Rules(5, 3);

  private static GameHistory<Shuttle.State> play(GameHistory<Shuttle.State> h, int... moves) {
    for (int m : moves) {
      h = h.play(m).get();
    }
    return h;
  }

  @Test
  void theThirdOccurrenceDrawsWhenTheLimitIsThree() {
    GameHistory<Shuttle.State> h = GameHistory.start(rules);
    // Start position (0,0, A to move) occurs at plies 0, 4 and 8.
    h = play(h, 1, 1, 0, 0);
    assertThat(h.occurrences(h.state().hash())).isEqualTo(2);
    assertThat(h.isOver()).isFalse();
    h = play(h, 1, 1, 0);
    assertThat(h.isOver()).isFalse();
    h = play(h, 0);
    assertThat(h.occurrences(h.state().hash())).isEqualTo(3);
    assertThat(h.isDrawnByRepetition()).isTrue();
    assertThat(h.isOver()).isTrue();
    assertThat(h.returns(0)).isZero();
    assertThat(h.returns(1)).isZero();
    assertThat(h.play(1).getLeft().reason()).isEqualTo("the game is drawn by repetition");
    assertThatThrownBy(() -> GameHistory.start(rules).playUnchecked(1).playUnchecked(1)
        .playUnchecked(0).playUnchecked(0).playUnchecked(1).playUnchecked(1).playUnchecked(0)
        .playUnchecked(0).playUnchecked(1)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aHistoryStartedAtAPositionCountsRepetitionsFromThere() {
    Shuttle.State set = new Shuttle.State(rules, 2, 1, 0);
    GameHistory<Shuttle.State> h = GameHistory.startAt(set);
    assertThat(h.startState()).isEqualTo(set);
    assertThat(h.state()).isEqualTo(set);
    assertThat(h.plies()).isZero();
    assertThat(h.occurrences(set.hash())).isEqualTo(1);
    assertThat(h.record().spec()).isEqualTo(rules.spec());
    // The set position occurs at plies 0, 4 and 8: the third occurrence draws (limit 3).
    h = play(h, 0, 0, 1, 1, 0, 0, 1);
    assertThat(h.isOver()).isFalse();
    h = play(h, 1);
    assertThat(h.isDrawnByRepetition()).isTrue();
    assertThat(h.record().moves()).hasSize(8);
    assertThat(h.startState()).isEqualTo(set);
    assertThat(GameHistory.start(rules).startState()).isEqualTo(rules.initialState());
    // A finished position (A's token at the end of the track) gives a history already over.
    assertThat(GameHistory.startAt(new Shuttle.State(rules, 5, 1, 1)).isOver()).isTrue();
    assertThatThrownBy(() -> GameHistory.startAt(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void noRepetitionRuleMeansNoDraw() {
    GameHistory<Shuttle.State> h = GameHistory.start(new Shuttle.Rules(5, 0));
    for (int i = 0; i < 10; i++) {
      h = play(h, 1, 1, 0, 0);
    }
    assertThat(h.isOver()).isFalse();
    assertThat(h.occurrences(h.state().hash())).isEqualTo(11);
  }

  @Test
  void illegalMovesAreRefusedWithAReasonAndChangeNothing() {
    GameHistory<Shuttle.State> h = GameHistory.start(rules);
    assertThat(h.play(0).getLeft().move()).isZero();
    assertThat(h.play(7).isLeft()).isTrue();
    assertThat(h.plies()).isZero();
  }

  @Test
  void aWinEndsTheGameWithReturns() {
    GameHistory<Shuttle.State> h = play(GameHistory.start(rules), 1, 1, 1, 1, 1, 1, 1, 1, 1);
    assertThat(h.isOver()).isTrue();
    assertThat(h.returns(0)).isEqualTo(1);
    assertThat(h.returns(1)).isEqualTo(-1);
    assertThat(h.record().moves()).hasSize(9);
  }

  @Test
  void playoutsApplyTheRepetitionRule() {
    // On a long track, random shuffling repeats a position three times long before anyone wins.
    Shuttle.Rules longTrack = new Shuttle.Rules(60, 3);
    Playout<Shuttle.State> playout = new Playout<>(longTrack, 10_000);
    SplittableRandom random = new SplittableRandom(1);
    int repetitions = 0;
    for (int i = 0; i < 100; i++) {
      Playout.PlayoutResult<Shuttle.State> r = playout.play(longTrack.initialState(), random);
      if (r.ending() == Playout.Ending.REPETITION) {
        repetitions++;
        assertThat(r.returns(0)).isZero();
        assertThat(r.reason()).isEqualTo("repetition");
      }
    }
    assertThat(repetitions).isEqualTo(100);
  }

  @Test
  void playoutsStopAtThePlyLimit() {
    Shuttle.Rules noRule = new Shuttle.Rules(60, 0);
    Playout.PlayoutResult<Shuttle.State> r =
        new Playout<>(noRule, 7).play(noRule.initialState(), new SplittableRandom(2));
    assertThat(r.ending()).isEqualTo(Playout.Ending.PLY_LIMIT);
    assertThat(r.plies()).isEqualTo(7);
    assertThat(r.reason()).isEqualTo("ply limit");
  }

  @Test
  void everyPositionsCountIsListedAsOccurrencesGivesIt() {
    GameHistory<Shuttle.State> h = play(GameHistory.start(rules), 1, 1, 0, 0, 1);
    // Four positions: the start and the one after the first move twice, the other two once.
    assertThat(h.occurrences().values().sum().intValue()).isEqualTo(h.plies() + 1);
    for (var e : h.occurrences()) {
      assertThat(h.occurrences(e._1)).isEqualTo(e._2);
    }
    assertThat(h.occurrences().get(GameHistory.start(rules).state().hash()).get()).isEqualTo(2);
  }
}
