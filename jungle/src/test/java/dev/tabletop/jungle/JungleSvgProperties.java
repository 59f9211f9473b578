package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.testkit.SvgChecks;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Every position random legal play reaches, and every move to it, draws as a picture. */
class JungleSvgProperties {
  @Provide
  Arbitrary<JungleRules> anyRules() {
    return Fixtures.rules();
  }

  @Property(tries = 20)
  void everyReachedPositionAndMoveDrawsAsWellFormedSvg(@ForAll("anyRules") JungleRules rules,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll boolean blueBottom, @ForAll boolean coordinates) {
    SvgOptions options = SvgOptions.DEFAULT.withBottom(blueBottom ? 1 : 0)
        .withCoordinates(coordinates);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    JungleState s = rules.initialState();
    check(s, JungleSvg.render(s, options));
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      int move = buffer.get(choice % buffer.size());
      JungleState next = s.apply(move);
      SvgOptions withHint = options;
      if (!next.isTerminal()) {
        next.legalMoves(buffer);
        withHint = options.withArrows(buffer.get(choice % buffer.size()));
      }
      check(next, JungleSvg.render(s, move, withHint));
      s = next;
    }
  }

  @Property(tries = 100)
  void randomLegalPositionsDrawTheirPiecesWhereTheyStand(@ForAll long seed) {
    JungleState s = JungleRules.STANDARD.position(Fixtures.randomPosition(new SplittableRandom(
        seed))).get();
    check(s, JungleSvg.render(s, SvgOptions.DEFAULT));
  }

  /** A well-formed picture with one animal group per piece, at its square, of its side. */
  private static void check(JungleState s, String svg) {
    SvgChecks.Picture picture = SvgChecks.check(svg);
    StringBuilder want = new StringBuilder();
    for (int sq = 0; sq < Squares.COUNT; sq++) {
      if (s.sideAt(sq).isDefined()) {
        want.append(s.pieceAt(sq).get().letter(s.sideAt(sq).get()));
      }
    }
    assertThat(String.join("", picture.attributeValues("data-piece")))
        .as("pieces of %s", s).isEqualTo(want.toString());
  }
}
