package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.testgame.Shuttle;
import dev.tabletop.core.tools.MatchRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the match runner ends and scores games, on the shuttle race with scripted players whose
 * games can be followed move by move: the repetition rule, the ply limit, the seat rotation and
 * the statistics of the results.
 */
class MatchRulesTest {
  /** A track of 3: the mover who steps forward every time wins on the fifth ply. */
  static final Shuttle.Rules TRACK = new Shuttle.Rules(3, 2);

  /** Forward always (the higher code). */
  static MatchRunner.Entrant<Shuttle.State> forward(String name) {
    return new MatchRunner.Entrant<>(name, () -> Shuttle.forward(TRACK, name));
  }

  /**
   * Back on its first move of a game, then forward: from (1, 1, A to move) both players together
   * walk back to (0, 0) and forward to (1, 1) again, the start's second occurrence at ply 4.
   */
  static MatchRunner.Entrant<Shuttle.State> backFirst(String name) {
    return new MatchRunner.Entrant<>(name, () -> new Player<Shuttle.State>() {
      int moves;

      @Override
      public String name() {
        return name;
      }

      @Override
      public Budget budget() {
        return Budget.nodes(1);
      }

      @Override
      public void newGame() {
        moves = 0;
      }

      @Override
      public Analysis analyze(Shuttle.State s, Budget budget, long seed) {
        int m = moves++ == 0 ? 0 : 1;
        return new Analysis(io.vavr.collection.List.of(new RankedMove(m, s.moveText(m), 0, 1)),
            io.vavr.collection.List.of(m), Analysis.ScoreKind.EVALUATION, 1, 1, 0);
      }
    });
  }

  private static MatchRunner.Result play(List<MatchRunner.Entrant<Shuttle.State>> entrants,
      Shuttle.Rules rules, Shuttle.State start, int games, int maxPlies, int index) {
    return MatchRunner.play(rules, entrants, i -> start, games, 5, 1, maxPlies, null)
        .results().get(index);
  }

  @Test
  void theMoverWinsTheRaceAndTheSeatsRotate() {
    // Game i seats entrant i % 2 first; the first mover wins, so each entrant wins its odd or
    // even games: 3 of 5 and 2 of 5.
    var r = MatchRunner.play(TRACK, List.of(forward("a"), forward("b")),
        i -> TRACK.initialState(), 5, 1, 1, 20, null);
    MatchRunner.Result a = r.results().get(0);
    MatchRunner.Result b = r.results().get(1);
    assertThat(a.wins()).isEqualTo(3);
    assertThat(a.losses()).isEqualTo(2);
    assertThat(b.wins()).isEqualTo(2);
    assertThat(b.losses()).isEqualTo(3);
    assertThat(a.draws()).isZero();
    assertThat(a.points()).isEqualTo(3.0);
    assertThat(a.pointSquares()).isEqualTo(3.0);
    // Returns: +1 a win, -1 a loss.
    assertThat(a.returns()).isEqualTo(1);
    assertThat(b.returns()).isEqualTo(-1);
    // Gained counts the wins' +1 only: a won 3 units and paid 2, so 3 of the 5 that changed hands.
    assertThat(a.gained()).isEqualTo(3);
    assertThat(b.gained()).isEqualTo(2);
    assertThat(a.stakeShare()).isEqualTo(0.6);
    assertThat(b.stakeShare()).isEqualTo(0.4);
    assertThat(a.name()).isEqualTo("a");
    assertThat(a.games()).isEqualTo(5);
    assertThat(r.games()).isEqualTo(5);
    assertThat(r.seed()).isEqualTo(1);
    assertThat(r.spec()).isEqualTo(TRACK.spec());
  }

  @Test
  void aPositionAtTheRepetitionLimitDrawsTheGame() {
    Shuttle.State start = new Shuttle.State(TRACK, 1, 1, 0);
    var both = List.of(backFirst("a"), backFirst("b"));
    // The start position counts once before any move; its second occurrence, at ply 4, draws.
    MatchRunner.Result a = play(both, TRACK, start, 4, 50, 0);
    assertThat(a.draws()).isEqualTo(4);
    assertThat(a.points()).isEqualTo(2.0);
    assertThat(a.pointSquares()).isEqualTo(1.0);
    assertThat(a.returns()).isZero();
    // Without the rule the first mover goes on to win every game: two each.
    Shuttle.Rules noRule = new Shuttle.Rules(3, 0);
    MatchRunner.Result free = play(List.of(backFirst("a"), backFirst("b")), noRule,
        new Shuttle.State(noRule, 1, 1, 0), 4, 50, 0);
    assertThat(free.wins()).isEqualTo(2);
    assertThat(free.losses()).isEqualTo(2);
  }

  @Test
  void everyGameForgetsThePositionsOfTheLast() {
    // One thread plays all six games in turn; each must start with an empty history and fresh
    // players, or the second game would repeat the first game's positions at once.
    MatchRunner.Result a = play(List.of(forward("a"), forward("b")), TRACK,
        TRACK.initialState(), 6, 20, 0);
    assertThat(a.draws()).isZero();
    assertThat(a.wins()).isEqualTo(3);
    MatchRunner.Result back = play(List.of(backFirst("a"), backFirst("b")), TRACK,
        new Shuttle.State(TRACK, 1, 1, 0), 6, 50, 0);
    assertThat(back.draws()).isEqualTo(6);
  }

  @Test
  void thePlyLimitDrawsAGameThatWouldEndOnTheNextPly() {
    // Forward-forward ends on ply 5: a limit of 5 lets it finish, 4 cuts it off.
    var fwd = List.of(forward("a"), forward("b"));
    assertThat(play(fwd, TRACK, TRACK.initialState(), 2, 5, 0).wins()).isEqualTo(1);
    MatchRunner.Result cut = play(fwd, TRACK, TRACK.initialState(), 2, 4, 0);
    assertThat(cut.draws()).isEqualTo(2);
    assertThat(cut.wins()).isZero();
    assertThat(cut.score()).isEqualTo(0.5);
  }

  @Test
  void scoresAndTheirStandardErrorFollowTheSampleFormula() {
    // Scores 1, 1, 0, 1/2: mean 5/8; sample variance 0.6875 / 3; standard error sqrt(var / 4).
    MatchRunner.Result r = new MatchRunner.Result("x", 4, 2, 1, 1, 2.5, 2.25, 0, 0);
    assertThat(r.score()).isEqualTo(0.625);
    assertThat(r.standardError()).isCloseTo(Math.sqrt(0.6875 / 3 / 4), within(1e-12));
    assertThat(new MatchRunner.Result("x", 0, 0, 0, 0, 0, 0, 0, 0).score()).isZero();
    assertThat(new MatchRunner.Result("x", 1, 1, 0, 0, 1, 1, 0, 0).standardError()).isEqualTo(0.5);
    // Two equal scores have no spread.
    assertThat(new MatchRunner.Result("x", 2, 2, 0, 0, 2, 2, 0, 0).standardError()).isZero();
  }

  @Test
  void eloIntervalsAndTheirText() {
    // 0.75 +- 1.96 * 0.02: 400 log10(0.7108 / 0.2892) = 156.2 and 400 log10(0.7892 / 0.2108)
    // = 229.3.
    MatchRunner.Elo e = MatchRunner.Elo.of(0.75, 0.02);
    assertThat(e.low()).isCloseTo(156.2, within(0.1));
    assertThat(e.high()).isCloseTo(229.3, within(0.1));
    assertThat(e).hasToString("+191 [+156, +229]");
    // A 25% score is the mirror image.
    MatchRunner.Elo m = MatchRunner.Elo.of(0.25, 0.02);
    assertThat(m.difference()).isCloseTo(-e.difference(), within(1e-9));
    assertThat(m.low()).isCloseTo(-e.high(), within(1e-9));
    assertThat(m.z()).isCloseTo(-12.5, within(1e-9));
    assertThat(m).hasToString("-191 [-229, -156]");
    MatchRunner.Elo all = MatchRunner.Elo.of(1.0, 0.0);
    assertThat(all.z()).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(all).hasToString("+inf [+inf, +inf]");
    MatchRunner.Elo none = MatchRunner.Elo.of(0.0, 0.0);
    assertThat(none.difference()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(none.z()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(none).hasToString("-inf [-inf, -inf]");
    assertThat(MatchRunner.Elo.of(0.5, 0.0).z()).isZero();
    // Near the ends the interval is cut at infinity: 0.99 + 1.96 * 0.01 is above 1, and
    // 400 log10(0.9704 / 0.0296) = 606.3.
    assertThat(MatchRunner.Elo.of(0.99, 0.01)).hasToString("+798 [+606, +inf]");
  }

  @Test
  void theTableShowsEveryEntrant() {
    var r = MatchRunner.play(TRACK, List.of(forward("a"), forward("b")),
        i -> TRACK.initialState(), 4, 1, 2, 20, null);
    String table = r.table();
    assertThat(table).contains("player").contains("returns");
    assertThat(table).contains("gained").contains("stakes");
    assertThat(table).contains(String.format(java.util.Locale.ROOT,
        "%-16s %6d %6d %6d %6d %6.1f%% %8d %8d %6.1f%%%n", "a", 4, 2, 0, 2, 50.0, 0, 2, 50.0));
    // 2 of 4 each: 50%, Elo 0, z 0, and p one half by symmetry.
    assertThat(table).endsWith("Elo of a: +0 [-inf, +inf], z 0.00, p 0.5000 (one sided)\n");
    assertThat(r.elo().difference()).isZero();
  }

  @Test
  void aFailingPlayerFailsTheMatchWithItsCause() {
    var broken = new MatchRunner.Entrant<Shuttle.State>("broken", () -> {
      throw new IllegalStateException("no player today");
    });
    assertThatThrownBy(() -> MatchRunner.play(TRACK, List.of(broken, forward("b")),
        i -> TRACK.initialState(), 2, 1, 1, 20, null))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("a match game failed")
        .hasRootCauseMessage("no player today");
    assertThatThrownBy(() -> MatchRunner.play(TRACK, List.of(forward("a"), forward("b")),
        i -> TRACK.initialState(), 0, 1, 1, 20, null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MatchRunner.play(TRACK, List.of(forward("a"), forward("b")),
        i -> TRACK.initialState(), 2, 1, 0, 20, null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MatchRunner.play(TRACK, List.of(forward("a"), forward("b")),
        i -> TRACK.initialState(), 2, 1, 1, 0, null)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aLadderSeedsEachRungDifferentlyAndNamesThePair() {
    var rungs = MatchRunner.ladder(TRACK, List.of(forward("a"), forward("b"), forward("c")),
        i -> TRACK.initialState(), 3, 10, 1, 20, null);
    assertThat(rungs).hasSize(2);
    assertThat(rungs.get(0).report().seed()).isEqualTo(11);
    assertThat(rungs.get(1).report().seed()).isEqualTo(12);
    assertThat(rungs.get(0).upper()).isEqualTo("b");
    // The upper entrant sits first: in 3 games it moves first twice and wins those.
    assertThat(rungs.get(1).report().results().get(0).name()).isEqualTo("c");
    assertThat(rungs.get(1).report().results().get(0).wins()).isEqualTo(2);
    String table = MatchRunner.ladderTable(rungs);
    assertThat(table).contains("| b | a | 3 | 2 | 0 | 1 | 66.7% |");
    assertThat(table).startsWith("| player | vs | games |");
  }
}
