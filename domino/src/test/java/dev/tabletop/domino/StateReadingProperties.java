package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The direct readings of a state agree with what one gets the long way round: the playable mask
 * with 28 calls of {@code playable}, the deal and the draws with a walk back through {@code
 * parent()}, along random play of every preset and random rules, and for sampled states too.
 */
class StateReadingProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return DominoConformanceProperties.presetOrRandomRules();
  }

  @Property(tries = 200)
  void theDirectReadingsAgreeWithTheLongWayRoundAlongWholeRounds(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 160, max = 160) java.util.List<@IntRange(min = 0, max = 1 << 20) Integer>
          choices) {
    Positions.along(rules.initialState(), choices, s -> {
      assertThat(s.playableMask()).as("%s", s).isEqualTo(playableOneByOne(s))
          .isEqualTo(fitting(s));
      assertThat(s.deal()).isEqualTo(walkedDeal(s));
      assertThat(s.draws()).isEqualTo(walkedDraws(s));
      for (int p = 0; p < rules.players(); p++) {
        int seat = p;
        assertThat(s.dealtTo(p))
            .isEqualTo(walkedDeal(s).filter(d -> d.seat() == seat).map(DominoMove.Deal::tile));
      }
    });
  }

  @Property(tries = 60)
  void aSampledStateTellsTheDealAndDrawsItDrewAsItsHistoryHasThem(
      @ForAll("anyRules") DominoRules rules, @ForAll @IntRange(min = 0, max = 80) int plies,
      @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    DominoState real = rules.initialState();
    MoveBuffer b = MoveBuffer.forGame(rules);
    for (int i = 0; i < plies + 7 * rules.players() && !real.isTerminal(); i++) {
      real.legalMoves(b);
      real = real.apply(b.get(random.nextInt(b.size())));
    }
    for (int seat = 0; seat < rules.players(); seat++) {
      DominoState sample = Domino.sample(Domino.view(real, seat), random).get();
      assertThat(sample.deal()).isEqualTo(walkedDeal(sample));
      assertThat(sample.draws()).isEqualTo(walkedDraws(sample));
      // The seat's own tiles and draws are the real ones; the order of its deal is not kept.
      assertThat(sample.dealtTo(seat).toSet()).isEqualTo(real.dealtTo(seat).toSet());
      int viewer = seat;
      assertThat(sample.draws().filter(d -> d.seat() == viewer))
          .isEqualTo(real.draws().filter(d -> d.seat() == viewer));
      assertThat(sample.draws().size()).isEqualTo(real.draws().size());
    }
  }

  /** {@link DominoState#playable(int)} asked for each of the 28 tiles. */
  static int playableOneByOne(DominoState s) {
    int mask = 0;
    for (int t = 0; t < Tiles.COUNT; t++) {
      if (s.playable(t)) {
        mask |= 1 << t;
      }
    }
    return mask;
  }

  /** The tiles a half of which the rules' {@code blankWild} lets touch an open end. */
  static int fitting(DominoState s) {
    if (s.lineTiles() == 0) {
      return Tiles.ALL;
    }
    BlankWild wild = s.rules().blankWild();
    int mask = 0;
    for (int t = 0; t < Tiles.COUNT; t++) {
      for (int end : new int[] {s.leftEnd(), s.rightEnd()}) {
        if (wild.joins(Tiles.low(t), end) || wild.joins(Tiles.high(t), end)) {
          mask |= 1 << t;
        }
      }
    }
    return mask;
  }

  /** The deal, the long way: each move from a deal chance node, found by walking parents. */
  static List<DominoMove.Deal> walkedDeal(DominoState s) {
    return walked(s, DominoMove.Deal.class);
  }

  /** The draws, the long way. */
  static List<DominoMove.Drew> walkedDraws(DominoState s) {
    return walked(s, DominoMove.Drew.class);
  }

  private static <M extends DominoMove> List<M> walked(DominoState s, Class<M> type) {
    List<M> out = List.empty();
    for (DominoState child = s; child.parent().isDefined(); child = child.parent().get()) {
      DominoMove m = child.parent().get().move(child.lastCode());
      if (type.isInstance(m)) {
        out = out.prepend(type.cast(m));
      }
    }
    return out;
  }
}
