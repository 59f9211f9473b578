package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.RefusedException;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.testkit.GoldenPictures;
import dev.tabletop.testkit.SvgChecks;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Domino pictures: golden files for every preset's start (a seeded deal) and a few chosen rounds,
 * omniscient and seen by one seat, compared byte for byte and checked as SVG; and what the
 * pictures must show and hide, read back from them.
 *
 * <p>The golden files are in {@code src/test/resources/dev/tabletop/domino/svg/}, and a few are
 * also the guide's pictures in {@code docs/images/}. After a change meant to alter the pictures,
 * rewrite them with {@code ./mvnw -B -o -pl domino -am verify -Dtabletop.svg.update=true}, look at
 * them, and commit them.
 */
class DominoSvgTest extends GoldenPictures {
  /**
   * The first state of a seeded random round (deal included) that the test accepts, trying seeds
   * 1, 2, 3 … so the choice is fixed by the rules and the test alone.
   */
  static DominoState find(DominoRules rules, Predicate<DominoState> wanted) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    for (long seed = 1; seed < 10_000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      DominoState s = rules.initialState();
      while (true) {
        if (wanted.test(s)) {
          return s;
        }
        if (s.isTerminal()) {
          break;
        }
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
    }
    throw new AssertionError("no seeded round has the state wanted");
  }

  /** Three players, seat 1 to play with six tiles or more on the table. */
  static DominoState threePlayersMidRound() {
    return find(DominoRules.THREE_PLAYERS, s -> s.currentPlayer() == 1
        && Integer.bitCount(s.lineTiles()) >= 6 && s.boneyard() != 0);
  }

  @Override
  protected Path folder() {
    return Path.of("src/test/resources/dev/tabletop/domino/svg");
  }

  /** The pictures, by golden file name. */
  @Override
  protected Map<String, Supplier<String>> pictures() {
    Map<String, Supplier<String>> cases = new LinkedHashMap<>();
    String[] names = {"standard", "two-players", "three-players", "partnership",
        "partnership-stakes", "block-two"};
    for (int i = 0; i < names.length; i++) {
      DominoRules rules = DominoRules.PRESETS.get(i);
      cases.put("start-" + names[i], () -> DominoSvg.render(Domino.deal(rules,
          new SplittableRandom(2026)), SvgOptions.DEFAULT));
    }
    cases.put("view-hidden-tiles", () -> {
      DominoState s = threePlayersMidRound();
      return DominoSvg.render(Domino.view(s, 1), SvgOptions.DEFAULT.withArrows(
          s.legalMoveCodes().head()));
    });
    cases.put("omniscient-same-round", () -> {
      DominoState s = threePlayersMidRound();
      return DominoSvg.render(s, SvgOptions.DEFAULT.withBottom(1).withArrows(
          s.legalMoveCodes().head()));
    });
    cases.put("view-after-a-draw", () -> {
      DominoState s = find(DominoRules.TWO_PLAYERS, x -> x.currentPlayer() == 0
          && x.lastCode() == DominoMoves.PASS && Integer.bitCount(x.hand(1)) > 7);
      return DominoSvg.render(Domino.view(s, 0), SvgOptions.DEFAULT);
    });
    cases.put("blocked", () -> DominoSvg.render(find(DominoRules.BLOCK_TWO,
        s -> s.isTerminal() && s.endReason().equals("blocked")
            && (s.hand(0) & 1) + (s.hand(1) & 1) != 0), SvgOptions.DEFAULT));
    cases.put("long-line", () -> DominoSvg.render(find(DominoRules.TWO_PLAYERS,
        s -> Integer.bitCount(s.lineTiles()) >= 22), SvgOptions.DEFAULT.withSize(600)));
    cases.put("view-round-over", () -> {
      DominoState s = find(DominoRules.STANDARD, x -> x.isTerminal()
          && x.endReason().equals("domino") && x.hand(2) != 0);
      return DominoSvg.render(Domino.view(s, 2), SvgOptions.DEFAULT);
    });
    cases.put("view-play", () -> DominoSvg.render(Domino.view(threePlayersMidRound(), 1),
        SvgOptions.DEFAULT.withPlay(true)));
    return cases;
  }

  /** The pictures that the guide shows too, and their files there. */
  @Override
  protected Map<String, String> inTheGuide() {
    return Map.of(
        "view-hidden-tiles", "domino-view.svg",
        "long-line", "domino-line.svg");
  }

  @Test
  void theOmniscientPictureShowsEveryTileOnce() {
    DominoState s = threePlayersMidRound();
    String svg = DominoSvg.render(s, SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(svg, "data-tile")).hasSize(28).doesNotHaveDuplicates();
    assertThat(SvgChecks.attributeValues(svg, "data-line"))
        .hasSize(Integer.bitCount(s.lineTiles()));
    assertThat(svg).contains("Line: " + s.lineText() + " (ends " + s.leftEnd() + " and "
        + s.rightEnd() + ")").contains("Seat 1 to play");
    assertThat(SvgChecks.attributeValues(svg, "data-end")).containsExactly("left", "right");
  }

  @Test
  void aViewShowsItsOwnHandFaceUpAndTheRestFaceDownWithCounts() {
    DominoState s = threePlayersMidRound();
    DominoView v = Domino.view(s, 1);
    String svg = DominoSvg.render(v, SvgOptions.DEFAULT);
    int own = Integer.bitCount(s.hand(1));
    int line = Integer.bitCount(s.lineTiles());
    assertThat(SvgChecks.attributeValues(svg, "data-tile")).hasSize(own + line);
    assertThat(SvgChecks.attributeValues(svg, "data-seat")).hasSize(Integer.bitCount(s.hand(0))
        + own + Integer.bitCount(s.hand(2)));
    assertThat(SvgChecks.attributeValues(svg, "data-boneyard"))
        .hasSize(Integer.bitCount(s.boneyard()));
    assertThat(svg).contains("You (seat 1)").contains("Seat 0 · " + Integer.bitCount(s.hand(0))
        + " tiles").contains("Boneyard (bài dư): " + Integer.bitCount(s.boneyard()) + " tiles")
        .contains("Your turn").contains("<title>Domino, seat 1's view: Your turn</title>");
    int hidden = s.hand(0) | s.hand(2) | s.boneyard();
    for (int t = 0; t < 28; t++) {
      if ((hidden >> t & 1) != 0) {
        assertThat(svg).as("hidden %s", Tiles.text(t)).doesNotContain(Tiles.text(t))
            .doesNotContain(Tiles.low(t) + ":" + Tiles.high(t));
      }
    }
  }

  @Test
  void theLeakCheckOfThePropertiesCatchesAPictureThatShowsTooMuch() {
    DominoState s = threePlayersMidRound();
    java.util.Set<Integer> seen = DominoSvgProperties.visible(s, 1);
    DominoSvgProperties.namesOnly(DominoSvg.render(Domino.view(s, 1), SvgOptions.DEFAULT), seen);
    assertThatThrownBy(() -> DominoSvgProperties.namesOnly(DominoSvg.render(s,
        SvgOptions.DEFAULT), seen)).hasMessageContaining("the picture shows");
    // A tile named in words only is caught as well.
    int hidden = Integer.numberOfTrailingZeros(s.hand(0));
    String words = DominoSvg.render(Domino.view(s, 1), SvgOptions.DEFAULT).replace("</desc>",
        " " + Tiles.low(hidden) + ":" + Tiles.high(hidden) + "</desc>");
    assertThatThrownBy(() -> DominoSvgProperties.namesOnly(words, seen))
        .hasMessageContaining("the picture names");
  }

  /**
   * Names are public: every hand's label row carries its player's name at its right end (the
   * viewer's too, and in a spectator's picture), and the caption names the seat it speaks of;
   * the seat numbers stay.
   */
  @Test
  void eachHandCarriesItsPlayersNameAndTheCaptionNamesTheSeatToPlay() {
    DominoState s = threePlayersMidRound();
    SvgOptions named = SvgOptions.DEFAULT.withNames("Nguyễn Thị Ánh", "An", "<script>&\"'");
    String view = DominoSvg.render(Domino.view(s, 0), named);
    SvgChecks.check(view);
    assertThat(view).doesNotContain("<script").contains(">Seat 1 (An) to play</text>")
        .contains("<title>Domino, seat 0's view: Seat 1 (An) to play</title>")
        .contains("You (seat 0) · ").contains("Seat 1 · ")
        .contains(" Seat 0 (Nguyễn Thị Ánh) (you): ").contains(" Seat 1 (An): ")
        .contains(" text-anchor=\"end\" data-name=\"2\">&lt;script&gt;&amp;&quot;'</text>");
    assertThat(SvgChecks.attributeValues(view, "data-name")).containsExactlyInAnyOrder("0", "1",
        "2");
    assertThat(SvgChecks.texts(view)).contains("Nguyễn Thị Ánh", "An", "<script>&\"'");
    // The mover's own view says "Your turn"; a spectator sees the names too.
    assertThat(DominoSvg.render(Domino.view(s, 1), named)).contains(">Your turn</text>")
        .contains(" data-name=\"1\">An</text>");
    String spectator = DominoSvg.renderPublic(Domino.view(s, 2), named);
    assertThat(SvgChecks.attributeValues(spectator, "data-name")).hasSize(3);
    assertThat(spectator).contains(">Seat 1 (An) to play</text>");
    // The winner is named at the end of a round.
    DominoState over = find(DominoRules.STANDARD, x -> x.isTerminal()
        && x.endReason().equals("domino") && x.hand(2) != 0);
    int winner = over.result().get().winner();
    assertThat(DominoSvg.render(over, SvgOptions.DEFAULT.withNames("A", "B", "C", "D")))
        .contains(", seat " + winner + " (" + "ABCD".charAt(winner) + ") wins");
  }

  @Test
  void aLongNameIsCutBeforeItReachesItsHandsLabel() {
    DominoState s = threePlayersMidRound();
    String wide = "W".repeat(40);
    String svg = DominoSvg.render(s, SvgOptions.DEFAULT.withNames(wide, wide, wide));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("<text x=\"([0-9.]+)\""
        + " y=\"([0-9.]+)\" font-size=\"15\" [^>]*font-weight=\"(bold|normal)\">([^<]*)</text>"
        + "\n<text x=\"788\" y=\"\\2\" [^>]*data-name=\"\\d\">(W+…)</text>").matcher(svg);
    int found = 0;
    while (m.find()) {
      found++;
      double labelEnd = Double.parseDouble(m.group(1)) + dev.tabletop.core.svg.SvgWriter
          .textWidth(m.group(4), 15, m.group(3).equals("bold"));
      double nameStart = DominoSvg.WIDTH - 12 - dev.tabletop.core.svg.SvgWriter
          .textWidth(m.group(5), 15, true);
      assertThat(nameStart).as("%s beside %s", m.group(5), m.group(4))
          .isGreaterThan(labelEnd + 10);
    }
    assertThat(found).isEqualTo(3);
    String caption = SvgChecks.texts(svg).stream().filter(t -> t.startsWith("Seat 1 (W"))
        .findFirst().orElseThrow();
    assertThat(caption).endsWith("…) to play");
    assertThat(dev.tabletop.core.svg.SvgWriter.textWidth(caption, 17, false))
        .isLessThanOrEqualTo(DominoSvg.WIDTH - 24);
  }

  @Test
  void emptyNamesDrawTheUnnamedPictureAndMoreNamesThanSeatsAreRefused() {
    DominoState s = threePlayersMidRound();
    DominoView v = Domino.view(s, 1);
    SvgOptions blank = SvgOptions.DEFAULT.withNames("", "", "");
    assertThat(DominoSvg.render(s, blank)).isEqualTo(DominoSvg.render(s, SvgOptions.DEFAULT));
    assertThat(DominoSvg.render(v, blank)).isEqualTo(DominoSvg.render(v, SvgOptions.DEFAULT));
    assertThat(DominoSvg.renderPublic(v, blank))
        .isEqualTo(DominoSvg.renderPublic(v, SvgOptions.DEFAULT));
    SvgOptions four = SvgOptions.DEFAULT.withNames("A", "B", "C", "D");
    assertThatThrownBy(() -> DominoSvg.render(s, four))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4 names for a game of 3 players");
    assertThatThrownBy(() -> DominoSvg.render(v, four)).hasMessageContaining("4 names");
    assertThatThrownBy(() -> DominoSvg.renderPublic(v, four)).hasMessageContaining("4 names");
  }

  @Test
  void theSeatAtTheBottomIsTheViewerUnlessAnotherIsAsked() {
    DominoState s = threePlayersMidRound();
    String view = DominoSvg.render(Domino.view(s, 1), SvgOptions.DEFAULT);
    // The big hand at the bottom comes last; the others follow the bottom seat in seat order.
    assertThat(view.indexOf("Seat 2 ·")).isLessThan(view.indexOf("Seat 0 ·"));
    assertThat(view.indexOf("Seat 0 ·")).isLessThan(view.indexOf("You (seat 1)"));
    String turned = DominoSvg.render(Domino.view(s, 1), SvgOptions.DEFAULT.withBottom(0));
    assertThat(turned.indexOf("You (seat 1)")).isLessThan(turned.indexOf("Seat 2 ·"));
    assertThat(turned.indexOf("Seat 2 ·")).isLessThan(turned.indexOf("Seat 0 ·"));
    assertThatThrownBy(() -> DominoSvg.render(s, SvgOptions.DEFAULT.withBottom(3)))
        .hasMessageContaining("seat 0 to 2, not 3");
  }

  @Test
  void theLastPlayIsOutlinedAndAPassIsWritten() {
    DominoState s = threePlayersMidRound();
    DominoState parent = s.parent().get();
    String svg = DominoSvg.render(s, SvgOptions.DEFAULT);
    String text = parent.move(s.lastCode()).toString();
    assertThat(svg).contains("last: ");
    if (DominoMoves.isPlacement(s.lastCode())) {
      assertThat(svg).contains(text.substring(0, 3)).contains("fill=\"#f4c430\"");
    }
    assertThat(DominoSvg.render(s, SvgOptions.DEFAULT.withLastMove(false))).doesNotContain(
        "last: ").doesNotContain("fill=\"#f4c430\"/>");
    assertThat(DominoSvg.render(parent, s.lastCode(), SvgOptions.DEFAULT)).isEqualTo(svg);
    DominoState passed = find(DominoRules.STANDARD, x -> x.lastCode() == DominoMoves.PASS);
    assertThat(DominoSvg.render(passed, SvgOptions.DEFAULT)).contains("last: seat "
        + passed.parent().get().turn() + " passed");
  }

  @Test
  void arrowsAreLegalMovesAndInAViewOnlyTheViewersOwn() {
    DominoState s = threePlayersMidRound();
    int code = s.legalMoveCodes().head();
    String svg = DominoSvg.render(s, SvgOptions.DEFAULT.withArrows(code));
    assertThat(SvgChecks.attributeValues(svg, "data-move")).containsExactly(s.moveText(code));
    assertThatThrownBy(() -> DominoSvg.render(s, SvgOptions.DEFAULT.withArrows(DominoMoves.PASS)))
        .hasMessageContaining("not a legal move");
    assertThatThrownBy(() -> DominoSvg.render(Domino.view(s, 0),
        SvgOptions.DEFAULT.withArrows(code))).hasMessageContaining("not its turn");
    assertThatThrownBy(() -> DominoSvg.render(Domino.view(s, 1),
        SvgOptions.DEFAULT.withArrows(DominoMoves.PASS))).hasMessageContaining("not a legal move");
    assertThatThrownBy(() -> DominoSvg.render(s, DominoMoves.PASS, SvgOptions.DEFAULT))
        .isInstanceOf(RefusedException.class);
  }

  @Test
  void aLongLineTurnsAtTheEdgeAndStaysInsideThePicture() {
    DominoState s = find(DominoRules.TWO_PLAYERS, x -> Integer.bitCount(x.lineTiles()) >= 22);
    String svg = DominoSvg.render(s, SvgOptions.DEFAULT);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(
        "<g data-line=\"\\d+\" data-tile=\"\\d:\\d\">\\n<rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\""
        + " width=\"([0-9.]+)\" height=\"([0-9.]+)\"").matcher(svg);
    java.util.List<double[]> boxes = new java.util.ArrayList<>();
    while (m.find()) {
      boxes.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
          Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))});
    }
    assertThat(boxes).hasSize(Integer.bitCount(s.lineTiles()));
    java.util.Set<Double> rows = new java.util.TreeSet<>();
    for (int i = 0; i < boxes.size(); i++) {
      double[] a = boxes.get(i);
      assertThat(a[0]).isGreaterThanOrEqualTo(12);
      assertThat(a[0] + a[2]).isLessThanOrEqualTo(DominoSvg.WIDTH - 12);
      rows.add(a[1] + a[3] / 2);
      for (int j = 0; j < i; j++) {
        double[] b = boxes.get(j);
        boolean apart = a[0] + a[2] <= b[0] + 1 || b[0] + b[2] <= a[0] + 1
            || a[1] + a[3] <= b[1] + 1 || b[1] + b[3] <= a[1] + 1;
        assertThat(apart).as("tiles %d and %d do not overlap", j, i).isTrue();
      }
    }
    assertThat(rows.size()).as("the line takes more than one row").isGreaterThan(2);
  }
  @Test
  void thePlayLayerIsTheSeatToMovesOwnAndAddsNothingElse() {
    DominoState s = threePlayersMidRound();
    DominoView mine = Domino.view(s, 1);
    SvgOptions play = SvgOptions.DEFAULT.withPlay(true);
    String picture = DominoSvg.render(mine, play);
    SvgChecks.check(picture);
    assertThat(SvgChecks.withoutPlayLayer(picture))
        .isEqualTo(DominoSvg.render(mine, SvgOptions.DEFAULT));
    int placements = 0;
    java.util.Set<String> tiles = new java.util.TreeSet<>();
    for (int code : s.legalMoveCodes()) {
      if (DominoMoves.isPlacement(code)) {
        placements++;
        tiles.add(Tiles.text(DominoMoves.tile(code)));
        assertThat(picture).contains("data-code=\"" + code + "\" data-to=\""
            + (DominoMoves.side(code) == DominoMoves.LEFT ? "left" : "right") + "\"");
      }
    }
    assertThat(placements).isPositive();
    assertThat(new java.util.TreeSet<>(SvgChecks.attributeValues(picture, "data-from")))
        .isEqualTo(tiles);
    assertThat(count(picture, "class=\"play-hint\"")).isEqualTo(s.legalMoveCodes().size());
    // Nobody else's picture has one: another seat's view, a spectator's.
    assertThat(DominoSvg.render(Domino.view(s, 0), play)).doesNotContain("class=\"play\"");
    assertThat(DominoSvg.renderPublic(Domino.view(s, 0), play)).doesNotContain("class=\"play");
  }


  private static int count(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }
}
