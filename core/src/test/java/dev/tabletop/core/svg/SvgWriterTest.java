package dev.tabletop.core.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.core.testgame.DicePoker;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * The picture writer: its output shape, numbers, escaping and refusals; the shared options. (The
 * games' tests read their pictures with an XML parser, through the testkit's {@code SvgChecks}.)
 */
class SvgWriterTest {

  @Test
  void aPictureIsAnSvgRootWithSizeViewBoxTitleAndDescription() {
    SvgWriter w = new SvgWriter(200, 100, 400, "A & B", "x < y");
    w.open("g", "fill", "red").rect(1, 2, 3.5, 4.25).close();
    String svg = w.finish();
    assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\""
        + " height=\"200\" viewBox=\"0 0 200 100\"");
    assertThat(svg).contains("<title>A &amp; B</title>\n<desc>x &lt; y</desc>\n")
        .contains("<rect x=\"1\" y=\"2\" width=\"3.5\" height=\"4.25\"/>").endsWith("</svg>\n");
    assertThat(svg.split("\n")).containsExactly(svg.split("\n")[0], "<title>A &amp; B</title>",
        "<desc>x &lt; y</desc>", "<g fill=\"red\">",
        "<rect x=\"1\" y=\"2\" width=\"3.5\" height=\"4.25\"/>", "</g>", "</svg>");
  }

  @Test
  void numbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
    assertThat(SvgWriter.number(12)).isEqualTo("12");
    assertThat(SvgWriter.number(12.5)).isEqualTo("12.5");
    assertThat(SvgWriter.number(-0.251)).isEqualTo("-0.25");
    assertThat(SvgWriter.number(0.05)).isEqualTo("0.05");
    assertThat(SvgWriter.number(-0.001)).isEqualTo("0");
    assertThat(SvgWriter.number(1e9)).isEqualTo("1000000000");
    assertThatThrownBy(() -> SvgWriter.number(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
  }

  @Test
  void textIsEscapedAndCharactersXmlForbidsAreReplaced() {
    String nasty = "<script>alert('x')</script> & \"q\" \u0001 \uD800 ok \uD83D\uDE00";
    String escaped = SvgWriter.escape(nasty);
    assertThat(escaped).doesNotContain("<", ">", "\u0001", "\"")
        .contains("&lt;script&gt;", "('x')", "&amp;", "&quot;q&quot;", "\uFFFD ok",
            "\uD83D\uDE00");
    SvgWriter w = new SvgWriter(10, 10, 10, nasty, nasty);
    w.text(1, 2, nasty, "data-x", nasty);
    String svg = w.finish();
    assertThat(svg).doesNotContain("<script", "\u0001")
        .contains("<text x=\"1\" y=\"2\" data-x=\"&lt;script&gt;");
  }

  @Test
  void scriptsHandlersAndBadNamesAreRefused() {
    SvgWriter w = new SvgWriter(10, 10, 10, "t", "d");
    assertThatThrownBy(() -> w.element("script")).hasMessageContaining("no script");
    assertThatThrownBy(() -> w.open("foreignObject")).hasMessageContaining("no foreignObject");
    assertThatThrownBy(() -> w.element("rect", "onclick", "x()"))
        .hasMessageContaining("event handler");
    assertThatThrownBy(() -> w.element("rect", "a b", "1")).hasMessageContaining("not an XML name");
    assertThatThrownBy(() -> w.element("rect", "fill")).hasMessageContaining("names and values");
    assertThatThrownBy(w::close).isInstanceOf(IllegalStateException.class);
    w.finish();
    assertThatThrownBy(w::finish).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> w.rect(0, 0, 1, 1)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> new SvgWriter(0, 10, 10, "t", "d"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void anArrowEndsWithItsTipOnTheLastPointAndFollowsItsPath() {
    SvgWriter w = new SvgWriter(100, 100, 100, "t", "d");
    w.arrow(new double[] {10, 50, 90, 50}, 10, "#0a0", 0.5);
    w.arrow(new double[] {10, 10, 50, 10, 50, 90}, 10, "#0a0", 0.85, "data-move", "m");
    String svg = w.finish();
    // A straight arrow: the shaft 10 wide, the head 30 wide and 26 long, the tip at (90, 50).
    assertThat(svg).contains("points=\"10,55 64,55 64,65 90,50 64,35 64,45 10,45\"");
    // A bent one: the first leg as a line, the last as the polygon, tip at (50, 90).
    assertThat(svg).contains("<polyline points=\"10,10 50,10\"")
        .contains("90,50 64,35").contains("50,90 ").contains("data-move=\"m\"");
    assertThat(svg.split("<polygon", -1)).hasSize(3);
    assertThatThrownBy(() -> w.arrow(new double[] {1, 2, 3, 4}, 1, "#000", 1))
        .isInstanceOf(IllegalStateException.class);
    SvgWriter w2 = new SvgWriter(10, 10, 10, "t", "d");
    assertThatThrownBy(() -> w2.arrow(new double[] {1, 2, 3}, 1, "#000", 1))
        .hasMessageContaining("two points");
  }

  @Test
  void optionsAreCheckedAndChangedOneAtATime() {
    SvgOptions o = SvgOptions.DEFAULT;
    assertThat(o.size()).isEqualTo(400);
    assertThat(o.bottomOr(1)).isEqualTo(1);
    assertThat(o.withBottom(0).bottomOr(1)).isZero();
    assertThat(o.withSize(640).withCoordinates(false).withLastMove(false).withArrows(3, 4))
        .isEqualTo(new SvgOptions(640, -1, false, false, List.of(3, 4)));
    assertThatThrownBy(() -> o.withSize(31)).hasMessageContaining("32 to 8192");
    assertThatThrownBy(() -> o.withSize(8193)).hasMessageContaining("was 8193");
    assertThatThrownBy(() -> o.withBottom(-2)).hasMessageContaining("bottom");
    assertThatThrownBy(() -> o.withArrows(List.of(1, null)))
        .isInstanceOf(NullPointerException.class);
    Analysis a = new Analysis(List.of(new RankedMove(7, "a", 3, 0), new RankedMove(5, "b", 2, 0),
        new RankedMove(6, "c", 1, 0)), List.of(7), Analysis.ScoreKind.EVALUATION, 1, 3, 0);
    assertThat(o.withAnalysis(a, 2).arrows()).containsExactly(7, 5);
    assertThat(o.withAnalysis(a, 9).arrows()).containsExactly(7, 5, 6);
    assertThatThrownBy(() -> o.withAnalysis(a, 0)).hasMessageContaining("at least one");
  }

  @Test
  void namesAreCheckedKeptByEveryChangeAndAskedByPlayer() {
    SvgOptions o = SvgOptions.DEFAULT.withNames("An", "", "Nguyễn Thị Ánh");
    assertThat(SvgOptions.DEFAULT.names()).isEmpty();
    assertThat(o.names()).containsExactly("An", "", "Nguyễn Thị Ánh");
    assertThat(o.withNames(List.of("Bình")).names()).containsExactly("Bình");
    assertThat(o.withSize(640).withBottom(1).withCoordinates(false).withLastMove(false)
        .withArrows(3).withPlay(true).names()).isEqualTo(o.names());
    assertThat(new SvgOptions(400, -1, true, true, List.empty(), true).names()).isEmpty();
    assertThat(o.name(0)).isEqualTo("An");
    assertThat(o.name(1)).isEmpty();
    assertThat(o.name(3)).isEmpty();
    assertThat(o.name(-1)).isEmpty();
    assertThat(o.named("Red", 0)).isEqualTo("Red (An)");
    assertThat(o.named("Blue", 1)).isEqualTo("Blue");
    o.requireNames(3);
    assertThatThrownBy(() -> o.requireNames(2)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("3 names for a game of 2 players: a picture names players 0 to 1 only");
    assertThat(SvgOptions.DEFAULT.withNames("x".repeat(40), "😀".repeat(40)).names())
        .hasSize(2);
    assertThatThrownBy(() -> o.withNames("An", "x".repeat(41)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the name of player 1 has 41 characters, more than 40");
    assertThatThrownBy(() -> o.withNames("An", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the name of player 1 is null");
    assertThatThrownBy(() -> o.withNames("A\nB")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("the name of player 0 has U+000A at character 2");
    assertThatThrownBy(() -> o.withNames("An", "\u202Emal")).hasMessageContaining("U+202E");
    assertThatThrownBy(() -> o.withNames("\uD800")).hasMessageContaining("U+D800");
    assertThatThrownBy(() -> o.withNames((List<String>) null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void aNameInALineIsShortenedToTheLinesWidth() {
    SvgOptions o = SvgOptions.DEFAULT.withNames("Nguyễn Thị Ánh");
    // Room enough: the whole name.
    assertThat(o.named("Red", 0, w -> w + " to move", 18, 1000))
        .isEqualTo("Red (Nguyễn Thị Ánh)");
    // Less: the name cut, with an ellipsis, and the whole line within the width.
    String cut = o.named("Red", 0, w -> w + " to move", 18, 230);
    assertThat(cut).startsWith("Red (Ng").endsWith("…)");
    assertThat(SvgWriter.textWidth(cut + " to move", 18, false)).isLessThanOrEqualTo(230.0);
    // No room for a single letter: the seat's word alone.
    assertThat(o.named("Red", 0, w -> w + " to move", 18, 100)).isEqualTo("Red");
    assertThat(o.named("Blue", 1, w -> w + " to move", 18, 1000)).isEqualTo("Blue");
  }

  @Test
  void textIsMeasuredWideAndCutBetweenCharactersAsReadersCountThem() {
    assertThat(SvgWriter.textWidth("", 10, false)).isZero();
    assertThat(SvgWriter.textWidth("il t", 10, false)).isCloseTo(15.5, within(1e-9));
    assertThat(SvgWriter.textWidth("aB7", 10, false)).isCloseTo(20.8, within(1e-9));
    assertThat(SvgWriter.textWidth("W中😀", 10, false)).isCloseTo(30, within(1e-9));
    assertThat(SvgWriter.textWidth("a", 10, true)).isGreaterThan(6.4);
    // An accent written as a combining mark adds nothing and is never cut from its letter.
    String decomposed = "A\u0301nh";
    assertThat(SvgWriter.textWidth(decomposed, 10, false))
        .isCloseTo(SvgWriter.textWidth("Ánh", 10, false), within(1e-9));
    assertThat(SvgWriter.fit(decomposed, 10, false, 100)).isEqualTo(decomposed);
    assertThat(SvgWriter.fit(decomposed, 10, false, 18)).isEqualTo("A\u0301…");
    assertThat(SvgWriter.fit("Nguyễn Thị Ánh", 10, false, 80)).isEqualTo("Nguyễn Thị…");
    assertThat(SvgWriter.fit("abc", 10, false, 15)).isEmpty();
    assertThat(SvgWriter.fit("😀😀😀", 10, false, 25)).isEqualTo("😀…");
    for (int room = 0; room < 200; room += 7) {
      String fitted = SvgWriter.fit("Nguyễn Thị Ánh <b>&", 14, true, room);
      assertThat(SvgWriter.textWidth(fitted, 14, true)).isLessThanOrEqualTo(room + 1e-9);
    }
  }

  @Test
  void arrowsMustBeLegalMovesOfAPlayer() {
    DicePoker.State start = DicePoker.Rules.STANDARD.initialState();
    // The test game starts at a chance node: nobody moves there.
    assertThat(start.isChance()).isTrue();
    SvgWriter.requireLegal(start, List.empty());
    assertThatThrownBy(() -> SvgWriter.requireLegal(start, List.of(1)))
        .hasMessageContaining("nobody moves here");
    DicePoker.State decision = start;
    while (decision.isChance()) {
      decision = decision.apply(firstMove(decision));
    }
    DicePoker.State player = decision;
    int legal = firstMove(decision);
    SvgWriter.requireLegal(player, List.of(legal));
    assertThatThrownBy(() -> SvgWriter.requireLegal(player, List.of(legal, 999)))
        .hasMessageContaining("arrow 999 is not a legal move");
  }

  private static int firstMove(DicePoker.State s) {
    dev.tabletop.core.MoveBuffer b = dev.tabletop.core.MoveBuffer.forGame(s.game());
    s.legalMoves(b);
    return b.get(0);
  }
}
