package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Cờ Cá Ngựa players: hand-worked positions, reproducibility, every table size and dice mode. */
class LudoPlayersTest {
  static final LudoRules TWO = LudoRules.STANDARD.withPlayers(2);

  static LudoState pos(LudoRules rules, String text) {
    return rules.position(text).get();
  }

  /**
   * Player 0 rolls 4 with horses on cells 10 and 30; Player 1's only horse stands on cell 14, 43
   * cells along its way. Moving horse 0 kicks it back to the stable: worth far more than 4 cells.
   */
  @Test
  void kicksWhenTheKickIsClearlyBest() {
    LudoState s = pos(TWO, "10,30,s,s/14,s,s,s 0 4 -");
    for (LudoLevel level : new LudoLevel[] {LudoLevel.MEDIUM, LudoLevel.HARD, LudoLevel.EXPERT}) {
      assertThat(s.moveText(level.player(TWO).chooseMove(s, 1))).as(level.id())
          .isEqualTo("move 0 by 4");
    }
    assertThat(s.moveText(new GreedyPlayer(TWO).chooseMove(s, 1))).isEqualTo("move 0 by 4");
  }

  /**
   * A 6 with one horse on the board and three in the stable, nothing of the opponent's on the
   * ring: entering brings a fourth of the army into play, moving adds six cells. The players enter;
   * the greedy baseline, by its one line, moves the horse furthest ahead.
   */
  @Test
  void entersOnASix() {
    LudoState s = pos(TWO, "20,s,s,s/h1,s,s,s 0 6 -");
    for (LudoLevel level : new LudoLevel[] {LudoLevel.MEDIUM, LudoLevel.HARD}) {
      assertThat(s.moveText(level.player(TWO).chooseMove(s, 1))).as(level.id())
          .isEqualTo("enter");
    }
    assertThat(s.moveText(new GreedyPlayer(TWO).chooseMove(s, 1))).isEqualTo("move 0 by 6");
  }

  /** Moving into the reach of an opponent's horse is worse than moving out of it. */
  @Test
  void theEvaluationChargesForStandingInReach() {
    LudoEvaluation e = new LudoEvaluation(TWO);
    // Player 0's horse three cells ahead of Player 1's, or three cells behind it.
    double exposed = e.score(pos(TWO, "17,s,s,s/14,s,s,s 0 - -"), 0);
    double behind = e.score(pos(TWO, "11,s,s,s/14,s,s,s 0 - -"), 0);
    assertThat(exposed).isLessThan(behind);
    assertThat(LudoEvaluation.horseValue(57)).isGreaterThan(LudoEvaluation.horseValue(56));
    assertThat(LudoEvaluation.horseValue(1)).isGreaterThan(LudoEvaluation.horseValue(0));
  }

  /**
   * Each level gives the same analysis for the same state, budget and seed, with two, three (where
   * the top two levels take the opponents' replies by evaluation) and four players.
   */
  @Test
  void everyLevelIsReproducibleFromASeed() {
    for (LudoRules rules : new LudoRules[] {TWO, LudoRules.STANDARD.withPlayers(3),
        LudoRules.STANDARD}) {
      SplittableRandom random = new SplittableRandom(3);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      LudoState s = rules.initialState();
      int checked = 0;
      for (int ply = 0; ply < 800 && !s.isTerminal() && checked < 12; ply++) {
        if (!s.isChance()) {
          s.legalMoves(buffer);
          if (buffer.size() > 1) {
            for (LudoLevel level : LudoLevel.values()) {
              Budget b = Budget.nodes(4_000);
              Analysis a = level.player(rules).analyze(s, b, ply);
              Analysis again = level.player(rules).analyze(s, b, ply);
              assertThat(again.moves()).isEqualTo(a.moves());
              assertThat(a.moves().size()).isEqualTo(buffer.size());
              assertThat(buffer.contains(a.best())).isTrue();
            }
            checked++;
          }
        }
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
      assertThat(checked).as(rules.spec()).isEqualTo(12);
    }
  }

  /** Games at 2, 3 and 4 players, one die and two dice: every move chosen is legal. */
  @Test
  void playsWholeGamesForEveryTableAndBothDiceModes() {
    for (LudoRules base : new LudoRules[] {LudoRules.STANDARD, LudoRules.TWO_DICE}) {
      for (int n = 2; n <= 4; n++) {
        LudoRules rules = base.withPlayers(n);
        Player<LudoState> player = LudoLevel.HARD.player(rules, Budget.nodes(2_000));
        MoveBuffer buffer = MoveBuffer.forGame(rules);
        SplittableRandom random = new SplittableRandom(n);
        LudoState s = rules.initialState();
        int ply = 0;
        for (; ply < 1_500 && !s.isTerminal(); ply++) {
          s.legalMoves(buffer);
          int m = s.isChance() ? Chance.randomMove(s, buffer, random) : player.chooseMove(s, ply);
          assertThat(buffer.contains(m)).isTrue();
          s = s.apply(m);
        }
        // Long games (two dice climb the home column slowly) are cut; the moves were checked.
        assertThat(s.isTerminal() || ply == 1_500).as(rules.spec()).isTrue();
      }
    }
  }

  @Test
  void refusesStatesWithNoMoverAndBadConfigurations() {
    assertThatThrownBy(() -> LudoLevel.HARD.player(TWO).chooseMove(TWO.initialState(), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance");
    assertThatThrownBy(() -> new Expectimax.Config("x", 0, 0, Budget.nodes(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth");
  }
}
