package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.AlphaBeta;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Evaluation;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RandomPlayer;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class JunglePlayersTest {
  static final JungleRules RULES = JungleRules.STANDARD;

  static JungleState position(String text) {
    return RULES.position(text).get();
  }

  static String hardMove(String position) {
    JungleState s = position(position);
    return s.moveText(JungleLevel.HARD.player(RULES, Budget.nodes(50_000)).chooseMove(s, 1));
  }

  @Test
  void aPieceOnTheEnemyTrapEntersTheDen() {
    // Red's Dog on d8, next to Blue's den d9: entering wins at once.
    assertThat(hardMove("7/3D3/7/7/7/7/7/7/e6 w")).isEqualTo("d8d9");
  }

  @Test
  void theRatTakesTheElephant() {
    assertThat(hardMove("c6/7/7/7/7/3e3/3R3/7/7 w")).isEqualTo("d3d4");
  }

  @Test
  void anIntruderOnTheOwnTrapIsTakenBeforeItEntersTheDen() {
    // Blue's Leopard on d2 threatens d1; on Red's trap even the Cat takes it.
    assertThat(hardMove("r6/7/7/7/6L/7/7/2Cp3/7 w")).isEqualTo("c2d2");
  }

  @Test
  void theAnalysisRanksEveryLegalMoveAndItsLineStartsWithTheHint() {
    JungleState s = RULES.initialState();
    Analysis a = JungleLevel.MEDIUM.player(RULES).analyze(s, Budget.nodes(20_000), 3);
    MoveBuffer buf = MoveBuffer.forGame(RULES);
    s.legalMoves(buf);
    assertThat(a.moves()).hasSize(buf.size());
    assertThat(a.moves().map(m -> m.move()).sorted().toJavaList())
        .containsExactly(java.util.Arrays.stream(buf.toArray()).boxed().toArray(Integer[]::new));
    assertThat(a.principalVariation().head()).isEqualTo(a.hint().move());
    assertThat(a.moves().map(m -> m.score()).toJavaList())
        .isSortedAccordingTo((x, y) -> Double.compare(y, x));
  }

  @Test
  void theMirrorBoardFollowsPushAndPopAlongRandomPlay() {
    SplittableRandom random = new SplittableRandom(5);
    MoveBuffer buf = MoveBuffer.forGame(RULES);
    for (int game = 0; game < 20; game++) {
      JungleState s = RULES.initialState();
      JungleEvaluation running = new JungleEvaluation(RULES);
      running.start(s);
      for (int ply = 0; ply < 120; ply++) {
        s.legalMoves(buf);
        int m = buf.get(random.nextInt(buf.size()));
        JungleState next = s.apply(m);
        if (next.isTerminal()) {
          break;
        }
        running.push(s, m);
        JungleEvaluation fresh = new JungleEvaluation(RULES);
        fresh.start(next);
        assertThat(running.evaluate(next)).isEqualTo(fresh.evaluate(next));
        if (ply % 3 == 0) {
          running.pop(s, m);
          JungleEvaluation back = new JungleEvaluation(RULES);
          back.start(s);
          assertThat(running.evaluate(s)).isEqualTo(back.evaluate(s));
          running.push(s, m);
        }
        s = next;
      }
    }
  }

  @Test
  void theStartPositionIsNearlyLevelAndEvaluationsStayInsideTheWinBound() {
    JungleEvaluation e = new JungleEvaluation(RULES);
    e.start(RULES.initialState());
    // The start is symmetric: only the tempo separates the sides.
    assertThat(e.evaluate(RULES.initialState())).isEqualTo(10);
    assertThat(e.value(dev.tabletop.jungle.Piece.ELEPHANT))
        .isGreaterThan(e.value(dev.tabletop.jungle.Piece.LION));
    assertThat(Math.abs(e.evaluate(RULES.initialState()))).isLessThan(Evaluation.WIN / 2);
  }

  @Test
  void levelsAreMonotoneInDepthAndNoiseAndNamedAfterTheSeed() {
    assertThat(List.of(JungleLevel.values()).stream().map(JungleLevel::vietnamese))
        .containsExactly("Tập chơi", "Dễ", "Vừa", "Khó", "Cao thủ", "Đại sư");
    JungleLevel[] levels = JungleLevel.values();
    for (int i = 1; i < levels.length; i++) {
      AlphaBeta.Config lo = levels[i - 1].config(levels[i - 1].budget());
      AlphaBeta.Config hi = levels[i].config(levels[i].budget());
      assertThat(hi.maxDepth()).isGreaterThanOrEqualTo(lo.maxDepth());
      assertThat(hi.noise()).isLessThanOrEqualTo(lo.noise());
    }
    assertThat(JungleLevel.MASTER.budget()).isInstanceOf(Budget.Time.class);
  }

  @Test
  void onlyTheMasterReducesLateMovesAndSoReachesTheSameDepthInFewerNodes() {
    for (JungleLevel level : JungleLevel.values()) {
      assertThat(level.config(level.budget()).reductions()).as(level.id())
          .isEqualTo(level == JungleLevel.MASTER);
    }
    JungleState start = RULES.initialState();
    AlphaBeta.Config m = JungleLevel.MASTER.config(Budget.nodes(100_000_000));
    AlphaBeta.Config eight = new AlphaBeta.Config(m.name(), 8, m.tableBits(), m.noise(),
        m.quiescence(), m.reductions(), m.budget());
    AlphaBeta<JungleState> master = new AlphaBeta<>(RULES, new JungleEvaluation(RULES), eight);
    AlphaBeta<JungleState> expert = new AlphaBeta<>(RULES, new JungleEvaluation(RULES),
        eight.withReductions(false));
    expert.chooseMove(start, 1);
    master.chooseMove(start, 1);
    assertThat(master.lastDepth()).isEqualTo(expert.lastDepth()).isEqualTo(8);
    assertThat(master.lastNodes()).isLessThan(expert.lastNodes());
  }

  @Test
  void aNoisyLevelIsReproducibleFromItsSeed() {
    JungleState s = RULES.initialState();
    for (long seed = 0; seed < 5; seed++) {
      assertThat(JungleLevel.EASY.player(RULES).chooseMove(s, seed))
          .isEqualTo(JungleLevel.EASY.player(RULES).chooseMove(s, seed));
    }
  }

  @Test
  void greedyTakesTheBiggestPieceItCan() {
    // Red's Lion on d5 may take Blue's Leopard on d6, or jump the lake to take the Cat on g5.
    JungleState s = position("7/7/7/3p3/3L2c/7/7/7/e6 w");
    assertThat(s.isLegal(dev.tabletop.jungle.JungleMove.code(31, 34))).isTrue();
    assertThat(s.moveText(new GreedyPlayer(RULES).chooseMove(s, 1))).isEqualTo("d5d6");
  }

  @Test
  void readmeExample() {
    JungleState start = JungleRules.STANDARD.initialState();
    Player<JungleState> hard = JungleLevel.HARD.player(JungleRules.STANDARD);
    int move = hard.chooseMove(start, 42);
    Analysis analysis = hard.analyze(start, Budget.nodes(20_000), 42);
    RankedMove hint = analysis.hint();
    List<Integer> line = analysis.principalVariation().toJavaList();
    assertThat(start.isLegal(move)).isTrue();
    assertThat(hint.text()).hasSize(4);
    assertThat(line.get(0)).isEqualTo(hint.move());
    // Same state, budget and seed: same move.
    assertThat(JungleLevel.HARD.player(JungleRules.STANDARD).chooseMove(start, 42))
        .isEqualTo(move);
  }

  @Test
  void hardBeatsRandomPlay() {
    MatchRunner.Report r = MatchRunner.play(RULES, List.of(
        new MatchRunner.Entrant<>("hard", () -> JungleLevel.HARD.player(RULES,
            Budget.nodes(3_000))),
        new MatchRunner.Entrant<>("random", () -> new RandomPlayer<>(RULES))),
        i -> RULES.initialState(), 4, 1, 2, 300, null);
    assertThat(r.results().get(0).wins()).isEqualTo(4);
  }
}
