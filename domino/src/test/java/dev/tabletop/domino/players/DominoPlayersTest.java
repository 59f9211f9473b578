package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tiles;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Domino players: the view-only decision at every level, hand-worked plays, reproducibility. */
class DominoPlayersTest {
  static final DominoRules TWO = DominoRules.TWO_PLAYERS;

  /** The searching levels get a small budget here to keep the test fast; the rule is the same. */
  static ViewPlayer<DominoState, DominoView> player(DominoLevel level, DominoRules rules) {
    return level.searches() ? level.player(rules, Budget.nodes(300)) : level.player(rules);
  }

  @Test
  void twoStatesWithTheSameViewAndTheViewItselfGiveTheSameMoveForTheSameSeedAtEveryLevel() {
    for (DominoRules rules : new DominoRules[] {TWO, DominoRules.PARTNERSHIP}) {
      SplittableRandom random = new SplittableRandom(23);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      int compared = 0;
      for (int round = 0; round < 6; round++) {
        DominoState s = Domino.deal(rules, random);
        for (int ply = 0; ply < 3 * round && !s.isTerminal(); ply++) {
          s = s.apply(Chance.randomMove(s, buffer, random));
        }
        if (s.isTerminal() || s.isChance()) {
          continue;
        }
        int me = s.currentPlayer();
        DominoView view = Domino.view(s, me);
        DominoState other = Domino.sample(view, random).get();
        assertThat(Domino.view(other, me)).isEqualTo(view);
        for (DominoLevel level : DominoLevel.values()) {
          Analysis a = player(level, rules).analyze(s, Budget.nodes(300), 99);
          Analysis b = player(level, rules).analyze(other, Budget.nodes(300), 99);
          assertThat(b.moves()).as(level.id()).isEqualTo(a.moves());
          // The view alone, as a client holds it, gives the same decision.
          Analysis c = player(level, rules).analyze(view, Budget.nodes(300), 99);
          assertThat(c.moves()).as(level.id()).isEqualTo(a.moves());
          assertThat(player(level, rules).chooseMove(view, Budget.nodes(300), 99))
              .as(level.id()).isEqualTo(a.best());
          s.legalMoves(buffer);
          assertThat(buffer.contains(a.best())).isTrue();
        }
        compared++;
      }
      assertThat(compared).isGreaterThanOrEqualTo(4);
    }
  }

  /**
   * Block-game endgame: seat 0 holds 1:2 and 2:3, seat 1 only 5:5. Seat 0 leads either tile, seat
   * 1 cannot match 1, 2 or 3 and passes, and seat 0's last tile fits (both share the 2): every
   * level plays it and wins the round.
   */
  @Test
  void playsTheDominoWinningLastTile() {
    DominoRules rules = DominoRules.BLOCK_TWO;
    int[] hands = {(1 << Tiles.of(1, 2)) | (1 << Tiles.of(2, 3)), 1 << Tiles.of(5, 5)};
    for (DominoLevel level : DominoLevel.values()) {
      DominoState s = DominoState.fromHands(rules, hands, 0).get();
      Player<DominoState> p = player(level, rules);
      for (int ply = 0; ply < 6 && !s.isTerminal(); ply++) {
        s = s.apply(p.chooseMove(s, ply));
      }
      assertThat(s.isTerminal()).as(level.id()).isTrue();
      assertThat(s.returns(0)).as(level.id()).isPositive();
      assertThat(Integer.bitCount(s.hand(0))).isZero();
    }
  }

  /** With a free lead the heuristic sheds the heaviest tile, 6:6, as the greedy baseline does. */
  @Test
  void leadsHeavyTiles() {
    int six = Tiles.of(6, 6);
    int[] hands = {(1 << six) | (1 << Tiles.of(0, 1)) | (1 << Tiles.of(1, 2)),
        (1 << Tiles.of(3, 4)) | (1 << Tiles.of(0, 3))};
    DominoState s = DominoState.fromHands(DominoRules.BLOCK_TWO, hands, 0).get();
    assertThat(DominoLevel.HARD.player(DominoRules.BLOCK_TWO).chooseMove(s, 1) >>> 2)
        .isEqualTo(six);
    assertThat(new GreedyPlayer(DominoRules.BLOCK_TWO).chooseMove(s, 1) >>> 2).isEqualTo(six);
  }

  /**
   * A pass proves a lack: after seat 1 passes on ends 1 and 2, it holds neither, and the
   * heuristic counts it; a number whose seven tiles the viewer sees is lacked by everyone else.
   */
  @Test
  void provenLacksComeFromPassesAndFromCountingTiles() {
    DominoRules rules = DominoRules.BLOCK_TWO;
    int[] hands = {(1 << Tiles.of(1, 2)) | (1 << Tiles.of(4, 4)), 1 << Tiles.of(5, 5)};
    DominoState s = DominoState.fromHands(rules, hands, 0).get();
    s = s.apply(Tiles.of(1, 2) << 2);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    assertThat(buffer.get(0)).isEqualTo(DominoMoves.PASS);
    s = s.apply(DominoMoves.PASS);
    int[] lack = DominoHeuristic.provenLacks(s, 0);
    assertThat(lack[1] & 0b110).isEqualTo(0b110);
    // Seat 1 sees 5:5 and the 1:2 only: no number is fully counted, no pass of its opponent.
    assertThat(DominoHeuristic.provenLacks(s, 1)[0]).isZero();
  }

  @Test
  void everyLevelIsReproducibleFromASeed() {
    SplittableRandom random = new SplittableRandom(5);
    DominoState s = Domino.deal(TWO, random);
    for (DominoLevel level : DominoLevel.values()) {
      Analysis a = player(level, TWO).analyze(s, Budget.nodes(300), 7);
      Analysis b = player(level, TWO).analyze(s, Budget.nodes(300), 7);
      assertThat(b.moves()).as(level.id()).isEqualTo(a.moves());
    }
  }

  /**
   * The ladder is built monotone: the heuristic levels lose noise going up, and from the first
   * searching level each level samples at least as many deals with more playouts than the one
   * below (the measured strength is in the README; this guards the configuration).
   */
  @Test
  void eachLevelThinksAtLeastAsMuchAsTheOneBelow() {
    DominoLevel[] levels = DominoLevel.values();
    for (int i = 1; i < levels.length; i++) {
      DominoLevel below = levels[i - 1];
      DominoLevel level = levels[i];
      assertThat(level.searches() || !below.searches()).as(level.id()).isTrue();
      if (!level.searches()) {
        assertThat(level.noise()).as(level.id()).isLessThan(below.noise());
      } else if (below.searches()) {
        assertThat(level.samples()).as(level.id()).isGreaterThanOrEqualTo(below.samples());
        assertThat(level.budget().nodeLimit()).as(level.id())
            .isGreaterThan(below.budget().nodeLimit());
      }
    }
    assertThat(DominoLevel.PRACTICE.noise()).isGreaterThan(100);
    assertThat(DominoLevel.HARD.noise()).isZero();
    assertThat(DominoLevel.HARD.searches()).isFalse();
    assertThat(DominoLevel.EXPERT.searches()).isTrue();
  }

  @Test
  void aViewOfASeatThatIsNotToMoveIsRefusedAtEveryLevel() {
    DominoState s = Domino.deal(TWO, new SplittableRandom(5));
    int waiting = 1 - s.currentPlayer();
    DominoView view = Domino.view(s, waiting);
    for (DominoLevel level : DominoLevel.values()) {
      assertThatThrownBy(() -> player(level, TWO).chooseMove(view, Budget.nodes(300), 1))
          .as(level.id()).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("not to move");
    }
  }
}
