package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * "Positions given as text" over random play: a position printed at a random point of a random
 * round of random rules, read back as a root, played on at random and viewed from a random seat,
 * is sampled into worlds that all read back through the validating parser (the sampled root and
 * the sampled present), and that show the same view.
 */
class SamplerRootClaimsProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return DominoConformanceProperties.presetOrRandomRules();
  }

  @Property(tries = 120)
  void positionsGivenAsText_everySampleOfAViewOfATextPositionIsAPositionTheParserAccepts(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 80, max = 80) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll @IntRange(min = 0, max = 60) int rootAt,
      @ForAll @IntRange(min = 0, max = 12) int pliesAfter,
      @ForAll @IntRange(min = 0, max = 3) int seat,
      @ForAll long seed) {
    MoveBuffer b = MoveBuffer.forGame(rules);
    DominoState s = rules.initialState();
    int k = 0;
    // rootAt plies from the first chance node: some roots are mid-deal, most in play.
    while (k < rootAt && !s.isTerminal()) {
      s.legalMoves(b);
      s = s.apply(b.get(choices.get(k++ % choices.size()) % b.size()));
    }
    String text = s.toString();
    DominoState root = rules.position(text).getOrElseThrow(e -> new AssertionError(text + ": " + e));
    DominoState now = root;
    for (int i = 0; i < pliesAfter && !now.isTerminal(); i++) {
      now.legalMoves(b);
      now = now.apply(b.get(choices.get(k++ % choices.size()) % b.size()));
    }
    int viewer = seat % rules.players();
    DominoView view = Domino.view(now, viewer);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 20; i++) {
      Either<InvalidInput, DominoState> sample = Domino.sample(view, random);
      assertThat(sample.isRight()).as("a view of %s then %d plies: %s", text, pliesAfter, sample)
          .isTrue();
      SamplerRootClaimsTest.assertReadsBack(sample.get());
      assertThat(Domino.view(sample.get(), viewer)).isEqualTo(view);
      // What the view proves holds in every world it samples.
      for (int p = 0; p < rules.players(); p++) {
        for (int number : view.provenLacking().get(p)) {
          for (int t : Tiles.list(sample.get().hand(p))) {
            assertThat(Tiles.low(t) == number || Tiles.high(t) == number)
                .as("seat %d is proven to lack %d but holds %s", p, number, Tiles.text(t))
                .isFalse();
          }
        }
      }
    }
  }
}
