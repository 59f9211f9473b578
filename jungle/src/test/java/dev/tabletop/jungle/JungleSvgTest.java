package dev.tabletop.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.RefusedException;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.core.svg.Box;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.testkit.GoldenPictures;
import dev.tabletop.testkit.SvgChecks;
import io.vavr.collection.List;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Cờ Thú pictures: golden files for every preset's start and a few chosen positions, compared
 * byte for byte and checked as SVG; and what the pictures must show, read back from them.
 *
 * <p>The golden files are in {@code src/test/resources/dev/tabletop/jungle/svg/}, and a few are
 * also the guide's pictures in {@code docs/images/}. After a change meant to alter the pictures,
 * rewrite them with {@code ./mvnw -B -o -pl jungle -am verify -Dtabletop.svg.update=true}, look at
 * them, and commit them.
 */
class JungleSvgTest extends GoldenPictures {
  /** A capture threat: the Red Lion on d4 faces the Blue Tiger that just came to d5. */
  static final String THREAT_BEFORE = "l6/1d3c1/r1p1w1e/3t3/7/3L3/E1W1P1R/1C3D1/T6 b";
  /** A Blue Elephant that just stepped into Red's trap d2, where the Red Cat may take it. */
  static final String TRAP_BEFORE = "6t/7/7/7/7/7/3e3/2C4/T6 b";

  private static JungleState position(String text) {
    return JungleRules.STANDARD.position(text).get();
  }

  private static int move(JungleState s, String text) {
    return s.parseMove(text).get();
  }

  @Override
  protected Path folder() {
    return Path.of("src/test/resources/dev/tabletop/jungle/svg");
  }

  /** The pictures, by golden file name. */
  @Override
  protected Map<String, Supplier<String>> pictures() {
    Map<String, Supplier<String>> cases = new LinkedHashMap<>();
    String[] names = {"standard", "threefold", "leiden", "house"};
    for (int i = 0; i < names.length; i++) {
      JungleRules rules = JungleRules.PRESETS.get(i);
      cases.put("start-" + names[i], () -> JungleSvg.render(rules.initialState(),
          SvgOptions.DEFAULT));
    }
    cases.put("start-blue-bottom-no-coordinates", () -> JungleSvg.render(Jungle.start(),
        SvgOptions.DEFAULT.withBottom(1).withCoordinates(false)));
    cases.put("threat-hint", () -> {
      JungleState before = position(THREAT_BEFORE);
      JungleState after = before.apply(move(before, "d6d5"));
      Analysis analysis = new Analysis(List.of(
          new RankedMove(move(after, "d4d5"), "d4d5", 600, 0),
          new RankedMove(move(after, "d4a4"), "d4a4", 40, 0),
          new RankedMove(move(after, "d4g4"), "d4g4", 35, 0)),
          List.of(move(after, "d4d5")), Analysis.ScoreKind.EVALUATION, 6, 1000, 0);
      return JungleSvg.render(before, move(before, "d6d5"),
          SvgOptions.DEFAULT.withSize(480).withAnalysis(analysis, 3));
    });
    cases.put("trap", () -> {
      JungleState before = position(TRAP_BEFORE);
      JungleState after = before.apply(move(before, "d3d2"));
      return JungleSvg.render(before, move(before, "d3d2"),
          SvgOptions.DEFAULT.withArrows(move(after, "c2d2")));
    });
    cases.put("den-entered", () -> {
      JungleState before = position("l5t/3L3/7/7/7/7/7/7/T6 w");
      return JungleSvg.render(before, move(before, "d8d9"), SvgOptions.DEFAULT);
    });
    cases.put("trap-play", () -> {
      JungleState before = position(TRAP_BEFORE);
      return JungleSvg.render(before, move(before, "d3d2"), SvgOptions.DEFAULT.withPlay(true));
    });
    return cases;
  }

  /** The pictures that the guide shows too, and their files there. */
  @Override
  protected Map<String, String> inTheGuide() {
    return Map.of(
        "start-standard", "jungle-start.svg",
        "threat-hint", "jungle-hint.svg");
  }

  @Test
  void theStartShowsTheBoardTheAnimalsAndTheirRanks() {
    String svg = JungleSvg.render(Jungle.start(), SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(svg, "data-square")).hasSize(63 + 16);
    // The pieces in square order, as the position text names them.
    assertThat(String.join("", SvgChecks.attributeValues(svg, "data-piece")))
        .isEqualTo("TLCDEWPRrpwedclt");
    assertThat(svg).contains("<title>Red Elephant (Voi), rank 8, on a3</title>")
        .contains("<title>Blue Rat (Chuột), rank 1, on a7</title>")
        .contains("<title>Cờ Thú (Jungle): Red to move</title>")
        .contains("Red den (hang), d1").contains("Blue trap (bẫy), c9");
    assertThat(count(svg, "fill=\"#4f9bd4\"")).as("water squares").isEqualTo(12);
    assertThat(svg).contains(">a</text>", ">g</text>", ">1</text>", ">9</text>");
    String leiden = JungleSvg.render(JungleRules.LEIDEN.initialState(), SvgOptions.DEFAULT);
    assertThat(leiden).contains("Red Dog (Chó), rank 4, on f2").contains("Red Wolf (Sói), rank 3");
  }

  @Test
  void blueAtTheBottomTurnsTheBoardAndCoordinatesCanBeHidden() {
    SvgOptions red = SvgOptions.DEFAULT;
    SvgOptions blue = SvgOptions.DEFAULT.withBottom(1);
    int a1 = Squares.of(0, 0);
    int g9 = Squares.of(6, 8);
    Box redA1 = JungleSvg.square(a1, red);
    Box blueA1 = JungleSvg.square(a1, blue);
    assertThat(redA1.y()).isGreaterThan(JungleSvg.square(g9, red).y());
    assertThat(blueA1.y()).isLessThan(JungleSvg.square(g9, blue).y());
    assertThat(blueA1.x()).isEqualTo(JungleSvg.square(g9, red).x());
    assertThat(redA1.width()).isEqualTo(JungleSvg.SQUARE);
    String hidden = JungleSvg.render(Jungle.start(), red.withCoordinates(false));
    assertThat(hidden).doesNotContain(">a</text>", ">9</text>");
    assertThatThrownBy(() -> JungleSvg.render(Jungle.start(), red.withBottom(2)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 2");
  }

  @Test
  void theLastMoveAndTheArrowsAreMarkedWithTheirSquares() {
    JungleState before = position(TRAP_BEFORE);
    int step = move(before, "d3d2");
    JungleState after = before.apply(step);
    String svg = JungleSvg.render(before, step, SvgOptions.DEFAULT.withArrows(move(after,
        "c2d2")));
    assertThat(SvgChecks.attributeValues(svg, "data-last")).containsExactly("d3", "d2");
    assertThat(SvgChecks.attributeValues(svg, "data-move")).containsExactly("c2d2");
    assertThat(svg).contains("Last move d3d2.").contains("last d3d2 · hint c2d2");
    String plain = JungleSvg.render(before, step, SvgOptions.DEFAULT.withLastMove(false));
    assertThat(SvgChecks.attributeValues(plain, "data-last")).isEmpty();
    assertThat(plain).isEqualTo(JungleSvg.render(after, SvgOptions.DEFAULT));
  }

  @Test
  void badArrowsAndMovesAreRefusedWithTheReason() {
    JungleState start = Jungle.start();
    int water = JungleMove.code(Squares.parse("c3").get(), Squares.parse("c4").get());
    assertThatThrownBy(() -> JungleSvg.render(start, SvgOptions.DEFAULT.withArrows(water)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("arrow " + water);
    assertThatThrownBy(() -> JungleSvg.render(start, water, SvgOptions.DEFAULT))
        .isInstanceOf(RefusedException.class);
    JungleState over = position("l5t/3L3/7/7/7/7/7/7/T6 w");
    JungleState won = over.apply(move(over, "d8d9"));
    assertThatThrownBy(() -> JungleSvg.render(won, SvgOptions.DEFAULT.withArrows(water)))
        .hasMessageContaining("game is over");
    assertThat(JungleSvg.render(won, SvgOptions.DEFAULT)).contains("Red wins (den)");
    assertThatThrownBy(() -> JungleSvg.square(63, SvgOptions.DEFAULT))
        .hasMessage("square must be 0 to 62, was 63");
  }

  @Test
  void theSideToMoveAndTheWinnerAreNamedInTheCaptionEscaped() {
    JungleState start = Jungle.start();
    SvgOptions named = SvgOptions.DEFAULT.withNames("Nguyễn Thị Ánh", "<script>&\"'");
    String svg = JungleSvg.render(start, named);
    SvgChecks.check(svg);
    assertThat(svg).contains(">Red (Nguyễn Thị Ánh) to move</text>")
        .contains("<title>Cờ Thú (Jungle): Red (Nguyễn Thị Ánh) to move</title>")
        .contains(" Red (Nguyễn Thị Ánh): Tiger a1").doesNotContain("<script");
    assertThat(SvgChecks.texts(svg)).anyMatch(t -> t.contains(" Blue (<script>&\"'): Rat a7"));
    // Blue to move: its name in the caption, escaped, as the caption's text when read back.
    String blue = JungleSvg.render(start, move(start, "a3a4"), named);
    SvgChecks.check(blue);
    assertThat(blue).contains(">Blue (&lt;script&gt;&amp;&quot;') to move · last a3a4</text>")
        .doesNotContain("<script");
    assertThat(SvgChecks.texts(blue)).contains("Blue (<script>&\"') to move · last a3a4");
    // The winner is named; a draw names nobody.
    JungleState den = position("l5t/3L3/7/7/7/7/7/7/T6 w");
    assertThat(JungleSvg.render(den, move(den, "d8d9"), named))
        .contains(">Red (Nguyễn Thị Ánh) wins (den) · last d8d9</text>");
  }

  @Test
  void aLongNameIsCutSoTheCaptionStaysOnTheBoardsWidth() {
    String name = "Bartholomew Maximilian Montgomery-Smythe";
    JungleState start = Jungle.start();
    int first = move(start, "a3a4");
    String svg = JungleSvg.render(start, first, SvgOptions.DEFAULT.withNames("An", name));
    String caption = SvgChecks.texts(svg).stream().filter(t -> t.contains(" to move · last"))
        .findFirst().orElseThrow();
    assertThat(caption).startsWith("Blue (Bartholomew").endsWith("…) to move · last a3a4")
        .doesNotContain(name);
    // A hint leaves less room: the name is cut shorter, and the line still fits.
    String hinted = SvgChecks.texts(JungleSvg.render(start, first, SvgOptions.DEFAULT
        .withNames("An", name).withArrows(move(start.apply(first), "a7a6")))).stream()
        .filter(t -> t.contains(" to move · last")).findFirst().orElseThrow();
    assertThat(hinted).startsWith("Blue (B").endsWith("…) to move · last a3a4 · hint a7a6")
        .hasSizeLessThan(caption.length() + " · hint a7a6".length());
    assertThat(dev.tabletop.core.svg.SvgWriter.textWidth(hinted, 18, false))
        .isLessThanOrEqualTo(Squares.FILES * JungleSvg.SQUARE - 26);
    // The caption starts 26 units in (after the turn's disc) and must end on the board's width.
    assertThat(dev.tabletop.core.svg.SvgWriter.textWidth(caption, 18, false))
        .isLessThanOrEqualTo(Squares.FILES * JungleSvg.SQUARE - 26);
  }

  @Test
  void emptyNamesDrawTheUnnamedPictureAndTooManyNamesAreRefused() {
    JungleState start = Jungle.start();
    assertThat(JungleSvg.render(start, SvgOptions.DEFAULT.withNames("", "")))
        .isEqualTo(JungleSvg.render(start, SvgOptions.DEFAULT));
    assertThat(JungleSvg.render(start, SvgOptions.DEFAULT.withNames("An")))
        .contains("Red (An) to move").contains(" Blue: Rat a7");
    assertThatThrownBy(() -> JungleSvg.render(start, SvgOptions.DEFAULT.withNames("A", "B",
        "C"))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3 names for a game of 2 players");
  }

  @Test
  void theSizeScalesThePictureAndKeepsItsShape() {
    String small = JungleSvg.render(Jungle.start(), SvgOptions.DEFAULT.withSize(242));
    String large = JungleSvg.render(Jungle.start(), SvgOptions.DEFAULT.withSize(968));
    // The drawing is 484 x 652 units with coordinates: half and twice its size.
    assertThat(small).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"242\""
        + " height=\"326\" viewBox=\"0 0 484 652\"");
    assertThat(large).contains("width=\"968\" height=\"1304\" viewBox=\"0 0 484 652\"");
    assertThat(small.substring(small.indexOf('\n'))).isEqualTo(large.substring(large.indexOf(
        '\n')));
  }

  @Test
  void thePlayLayerMarksWhatMayMoveDotsWhereItGoesAndAddsNothingElse() {
    JungleState before = position(TRAP_BEFORE);
    int step = move(before, "d3d2");
    JungleState after = before.apply(step);
    String plain = JungleSvg.render(before, step, SvgOptions.DEFAULT);
    String play = JungleSvg.render(before, step, SvgOptions.DEFAULT.withPlay(true));
    SvgChecks.check(play);
    // The layer is the only difference, and it is hidden until a page shows it.
    assertThat(play).isNotEqualTo(plain);
    assertThat(SvgChecks.withoutPlayLayer(play)).isEqualTo(plain);
    dev.tabletop.core.MoveBuffer buffer = dev.tabletop.core.MoveBuffer.forGame(after.game());
    after.legalMoves(buffer);
    int[] legal = buffer.toArray();
    assertThat(count(play, "class=\"play-dot")).isEqualTo(legal.length);
    assertThat(count(play, "class=\"play-hint\"")).isEqualTo(legal.length);
    java.util.Set<String> movers = new java.util.TreeSet<>();
    for (int code : legal) {
      String text = after.moveText(code);
      movers.add(text.substring(0, 2));
      // Each move's dot names its code and its square, in the group of the piece it moves.
      assertThat(play).contains("data-code=\"" + code + "\" data-to=\"" + text.substring(2)
          + "\"");
    }
    assertThat(new java.util.TreeSet<>(SvgChecks.attributeValues(play, "data-from")))
        .isEqualTo(movers);
    assertThat(count(play, "class=\"play-mark\"")).isEqualTo(movers.size());
    assertThat(count(play, "visibility=\"hidden\""))
        .isEqualTo(2 * movers.size() + legal.length);
    // The Cat on c2 may take the Elephant in the trap d2: a ring, not a dot.
    int take = move(after, "c2d2");
    assertThat(play).contains("class=\"play-dot ring\" data-code=\"" + take + "\"");
    assertThat(play).contains("data-player=\"0\"");
    // Nobody moves at the end: no layer.
    JungleState den = position("l5t/3L3/7/7/7/7/7/7/T6 w");
    String over = JungleSvg.render(den, move(den, "d8d9"), SvgOptions.DEFAULT.withPlay(true));
    assertThat(over).doesNotContain("class=\"play\"");
  }

  private static int count(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }
}
