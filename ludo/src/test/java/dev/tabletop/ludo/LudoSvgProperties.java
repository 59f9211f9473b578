package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.testkit.SvgChecks;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Every position random legal play reaches, and every roll and move to it, draws as a picture
 * that shows each horse where it stands.
 */
class LudoSvgProperties {
  @Provide
  Arbitrary<LudoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(Presets.all()), RandomRules.rules());
  }

  @Property(tries = 20)
  void everyReachedPositionAndMoveDrawsAsWellFormedSvg(@ForAll("anyRules") LudoRules rules,
      @ForAll long seed, @ForAll boolean late,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @IntRange(min = 0, max = 3) int bottom, @ForAll boolean coordinates) {
    SvgOptions options = SvgOptions.DEFAULT.withBottom(bottom % rules.playerCount())
        .withCoordinates(coordinates);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    LudoState s = late ? Games.lateStart(rules, seed) : rules.initialState();
    check(s, LudoSvg.render(s, options));
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      int move = buffer.get(choice % buffer.size());
      LudoState next = s.apply(move);
      SvgOptions withHint = options;
      if (!next.isTerminal() && !next.isChance()) {
        next.legalMoves(buffer);
        withHint = options.withArrows(buffer.get(choice % buffer.size()),
            buffer.get((choice / 7) % buffer.size()));
      }
      check(next, LudoSvg.render(s, move, withHint));
      s = next;
    }
  }

  /** A well-formed picture whose horse titles say where each horse of the state stands. */
  private static void check(LudoState s, String svg) {
    LudoRules rules = s.rules();
    assertThat(SvgChecks.check(svg).attributeValues("data-horse"))
        .hasSize(4 * rules.playerCount());
    for (int p = 0; p < rules.playerCount(); p++) {
      for (int h = 0; h < 4; h++) {
        String where = s.inStable(p, h) ? "in the stable"
            : s.ringCell(p, h) >= 0 ? "on cell " + s.ringCell(p, h)
            : "on home cell " + s.homeCell(p, h);
        assertThat(svg).as("%s", s).contains("<title>" + LudoSvg.colourName(rules.seat(p))
            + " horse " + h + " " + where + "</title>");
      }
    }
  }
}
