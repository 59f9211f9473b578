package dev.tabletop.ludo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.RefusedException;
import dev.tabletop.core.svg.Box;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.testkit.GoldenPictures;
import dev.tabletop.testkit.SvgChecks;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Cờ Cá Ngựa pictures: golden files for every preset's start and a few chosen positions, compared
 * byte for byte and checked as SVG; and what the pictures must show, read back from them.
 *
 * <p>The golden files are in {@code src/test/resources/dev/tabletop/ludo/svg/}, and a few are
 * also the guide's pictures in {@code docs/images/}. After a change meant to alter the pictures,
 * rewrite them with {@code ./mvnw -B -o -pl ludo -am verify -Dtabletop.svg.update=true}, look at
 * them, and commit them.
 */
class LudoSvgTest extends GoldenPictures {
  /**
   * Red (player 0) has rolled 6: its horse 0 on cell 10 may go round the corner to cell 16 and
   * kick Blue's horse there; one Red horse is on home cell 5, another on its door; Yellow has two
   * in its home column.
   */
  static final String KICK = "10,h5,s,55/16,s,s,s/h6,h5,30,s/s,s,40,45 0 6 -";

  private static LudoState position(LudoRules rules, String text) {
    return rules.position(text).get();
  }

  private static int move(LudoState s, String text) {
    return s.parseMove(text).get();
  }

  @Override
  protected Path folder() {
    return Path.of("src/test/resources/dev/tabletop/ludo/svg");
  }

  /** The pictures, by golden file name. */
  @Override
  protected Map<String, Supplier<String>> pictures() {
    Map<String, Supplier<String>> cases = new LinkedHashMap<>();
    String[] names = {"standard", "beginners", "two-dice", "house"};
    for (int i = 0; i < names.length; i++) {
      LudoRules rules = LudoRules.PRESETS.get(i);
      cases.put("start-" + names[i], () -> LudoSvg.render(rules.initialState(),
          SvgOptions.DEFAULT));
    }
    cases.put("start-two-players", () -> LudoSvg.render(
        LudoRules.STANDARD.withPlayers(2).initialState(), SvgOptions.DEFAULT));
    cases.put("kick", () -> {
      LudoState before = position(LudoRules.STANDARD, KICK);
      return LudoSvg.render(before, move(before, "move 0 by 6"), SvgOptions.DEFAULT);
    });
    cases.put("home-column-hint", () -> {
      LudoState s = position(LudoRules.STANDARD, KICK.replace(" 6 ", " 4 "));
      return LudoSvg.render(s, SvgOptions.DEFAULT.withBottom(2).withArrows(move(s, "home 3 to 4"),
          move(s, "move 0 by 4")));
    });
    cases.put("house-jump-and-kick-back", () -> {
      LudoState s = position(LudoRules.HOUSE, "20,s,s,s/19,s,s,s/s,s,s,s/s,s,s,s 0 1 -");
      return LudoSvg.render(s, SvgOptions.DEFAULT.withCoordinates(false).withArrows(
          move(s, "jump 0"), move(s, "back 0 by 1"), move(s, "pass")));
    });
    cases.put("two-dice-one-left", () -> LudoSvg.render(position(
        LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH), KICK.replace("0 6 -", "1 3,5:5 -")),
        SvgOptions.DEFAULT.withBottom(1)));
    cases.put("roll", () -> {
      LudoState before = position(LudoRules.TWO_DICE, KICK.replace("0 6 -", "2 - -"));
      return LudoSvg.render(before, LudoMove.rollCode(6, 1), SvgOptions.DEFAULT);
    });
    cases.put("three-players-late", () -> {
      LudoRules rules = LudoRules.STANDARD.withPlayers(3);
      LudoState s = rules.initialState();
      SplittableRandom random = new SplittableRandom(33);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int i = 0; i < 700 && !s.isTerminal(); i++) {
        s = s.apply(Chance.randomMove(s, buffer, random));
      }
      return LudoSvg.render(s, SvgOptions.DEFAULT.withBottom(2));
    });
    cases.put("game-over", () -> LudoSvg.render(position(LudoRules.STANDARD.withPlayers(2),
        "h6,h5,h4,h3/10,s,h1,s - - 0,1"), SvgOptions.DEFAULT));
    cases.put("kick-play", () -> LudoSvg.render(position(LudoRules.STANDARD, KICK),
        SvgOptions.DEFAULT.withPlay(true)));
    return cases;
  }

  /** The pictures that the guide shows too, and their files there. */
  @Override
  protected Map<String, String> inTheGuide() {
    return Map.of("kick", "ludo-kick.svg",
        "home-column-hint", "ludo-hint.svg");
  }

  @Test
  void theBoardHas56RingCellsFourHomeColumnsAndFourStables() {
    String svg = LudoSvg.render(LudoRules.STANDARD.initialState(), SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(svg, "data-cell")).hasSize(56).doesNotHaveDuplicates();
    assertThat(SvgChecks.attributeValues(svg, "data-home")).hasSize(24);
    assertThat(SvgChecks.attributeValues(svg, "data-stable")).containsExactly("0", "1", "2", "3");
    assertThat(SvgChecks.attributeValues(svg, "data-horse")).hasSize(16);
    assertThat(svg).contains("<title>Red start cell 0</title>")
        .contains("<title>Blue door (cửa chuồng), cell 13</title>")
        .contains("<title>Green horse 3 in the stable</title>")
        .contains("Red to roll");
    // Two players sit opposite: Blue's and Green's stables are empty and say so.
    String two = LudoSvg.render(LudoRules.STANDARD.withPlayers(2).initialState(),
        SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(two, "data-horse")).hasSize(8);
    assertThat(two).contains("Blue stable (Xanh dương), nobody plays it")
        .contains("<title>Yellow stable (Vàng)</title>");
  }

  /**
   * The picture's words are what an English reader sees (the page hides them in Vietnamese and
   * says the same itself): seats are named by their colours, as the page's status line names them,
   * never by a player number counted from 0. The {@code data-player} attributes, which nobody
   * reads, keep the number.
   */
  @Test
  void theWordsNameSeatsByTheirColoursNeverByAPlayerNumber() {
    for (Map.Entry<String, Supplier<String>> c : pictures().entrySet()) {
      String svg = c.getValue().get();
      for (String words : SvgChecks.texts(svg)) {
        assertThat(words).as(c.getKey()).doesNotContainPattern("(?i)player \\d");
      }
    }
    LudoState twoOnBlueAndGreen = LudoRules.STANDARD.withPlayers(2).withSeats(1, 3)
        .initialState();
    String svg = LudoSvg.render(twoOnBlueAndGreen, SvgOptions.DEFAULT);
    assertThat(svg).contains(">Blue to roll</text>").contains(">Blue</text>")
        .contains(">Green</text>").contains("<title>Green horse 2 in the stable</title>")
        .contains("<title>Blue stable (Xanh dương)</title>")
        .contains("<title>Red stable (Đỏ), nobody plays it</title>");
  }

  /**
   * Names are extra words, colours stay: each player's name on its own stable's frame (its seat
   * under {@code seats=}), the player to roll in the caption and every player in the description.
   */
  @Test
  void eachNameIsOnItsStableAndThePlayerToRollIsNamedInTheCaption() {
    LudoState twoOnBlueAndGreen = LudoRules.STANDARD.withPlayers(2).withSeats(1, 3)
        .initialState();
    String svg = LudoSvg.render(twoOnBlueAndGreen, SvgOptions.DEFAULT.withNames("Nguyễn Thị Ánh",
        "<script>&\"'"));
    SvgChecks.check(svg);
    assertThat(svg).doesNotContain("<script").contains(">Blue (Nguyễn Thị Ánh) to roll</text>")
        .contains(">Blue</text>").contains(">Green</text>")
        .contains(" Blue (Nguyễn Thị Ánh): horse 0 in the stable")
        .contains(" fill=\"#fff\" data-name=\"1\">&lt;script&gt;&amp;&quot;'</text>");
    assertThat(SvgChecks.attributeValues(svg, "data-name")).containsExactly("0", "1");
    // Each name is inside its seat's stable: Blue's (seat 1) for player 0, Green's for player 1.
    assertThat(svg.substring(svg.indexOf("data-stable=\"1\""), svg.indexOf("data-stable=\"2\"")))
        .contains(">Nguyễn Thị Ánh</text>");
    assertThat(svg.substring(svg.indexOf("data-stable=\"3\""))).contains(
        ">&lt;script&gt;&amp;&quot;'</text>");
    assertThat(SvgChecks.texts(svg)).contains("<script>&\"'");
    // After the roll, the caption says who rolled; the winner is named at the end.
    LudoState rolled = twoOnBlueAndGreen.apply(LudoMove.rollCode(6));
    assertThat(LudoSvg.render(rolled, SvgOptions.DEFAULT.withNames("An")))
        .contains(">Blue (An) rolled 6</text>");
    String over = LudoSvg.render(position(LudoRules.STANDARD.withPlayers(2),
        "h6,h5,h4,h3/10,s,h1,s - - 0,1"), SvgOptions.DEFAULT.withNames("An", "Bình"));
    assertThat(over).contains(">Game over: 1st Red (An), 2nd Yellow</text>")
        .contains(">An</text>").contains(">Bình</text>");
  }

  @Test
  void longNamesAreCutToTheirStablesFrameAndTheCaptionsRoom() {
    String wide = "W".repeat(40);
    LudoState start = LudoRules.STANDARD.initialState();
    String svg = LudoSvg.render(start, SvgOptions.DEFAULT.withNames(wide, "", "An"));
    String plate = SvgChecks.texts(svg).stream().filter(t -> t.startsWith("WWW") && !t.contains(
        " ")).findFirst().orElseThrow();
    assertThat(plate).endsWith("…").hasSizeLessThan(20);
    // The frame is 5.6 cells wide, with rounded corners: the name stays inside.
    assertThat(dev.tabletop.core.svg.SvgWriter.textWidth(plate, 14, true))
        .isLessThanOrEqualTo(5.6 * LudoSvg.CELL - 36);
    assertThat(SvgChecks.attributeValues(svg, "data-name")).containsExactly("0", "2");
    // Two dice take the caption's right end: the name is cut to end before them.
    LudoState two = position(LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH),
        KICK.replace("0 6 -", "1 3,5:5 -"));
    String caption = SvgChecks.texts(LudoSvg.render(two, SvgOptions.DEFAULT.withNames("An",
        "Nguyễn Thị Ánh Nguyễn Thị Ánh"))).stream().filter(t -> t.startsWith("Blue ("))
        .findFirst().orElseThrow();
    assertThat(caption).startsWith("Blue (Nguyễn").contains("…) rolled 3 and 5, 5 left to play");
    assertThat(dev.tabletop.core.svg.SvgWriter.textWidth(caption, 18, false))
        .isLessThanOrEqualTo(15 * LudoSvg.CELL - 2 * (38 + 10) - 40);
  }

  @Test
  void emptyNamesDrawTheUnnamedPictureAndMoreNamesThanPlayersAreRefused() {
    LudoState two = LudoRules.STANDARD.withPlayers(2).initialState();
    assertThat(LudoSvg.render(two, SvgOptions.DEFAULT.withNames("", "")))
        .isEqualTo(LudoSvg.render(two, SvgOptions.DEFAULT));
    assertThatThrownBy(() -> LudoSvg.render(two, SvgOptions.DEFAULT.withNames("A", "B", "C")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3 names for a game of 2 players");
  }

  @Test
  void cellsLieOnTheCrossAndTheBoardTurnsToPutTheChosenPlayerAtTheBottom() {
    LudoRules rules = LudoRules.STANDARD;
    SvgOptions red = SvgOptions.DEFAULT;
    // Red's arm at the bottom: its start cell is in the bottom row, right of the middle column.
    Box start = LudoSvg.ringCell(rules, 0, red);
    assertThat(start.y()).isEqualTo(10 + 14 * LudoSvg.CELL);
    assertThat(start.x()).isEqualTo(10 + 8 * LudoSvg.CELL);
    // Neighbouring ring cells touch: the ring is one closed walk of 56 cells.
    for (int bottom = 0; bottom < 4; bottom++) {
      SvgOptions o = red.withBottom(bottom);
      for (int c = 0; c < 56; c++) {
        Box a = LudoSvg.ringCell(rules, c, o);
        Box b = LudoSvg.ringCell(rules, (c + 1) % 56, o);
        assertThat(Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y())).as("cells %d, %d", c, c + 1)
            .isEqualTo((double) LudoSvg.CELL);
      }
      // The bottom player's home column climbs from its door up to the middle.
      Box door = LudoSvg.ringCell(rules, Math.floorMod(14 * bottom - 1, 56), o);
      Box home1 = LudoSvg.homeCell(rules, bottom, 1, o);
      Box home6 = LudoSvg.homeCell(rules, bottom, 6, o);
      assertThat(home1.y()).isEqualTo(door.y() - LudoSvg.CELL);
      assertThat(home6.centerY()).isEqualTo(10 + 8.5 * LudoSvg.CELL);
      assertThat(LudoSvg.stable(rules, bottom, 0, o).centerY()).isGreaterThan(home6.centerY());
    }
    assertThatThrownBy(() -> LudoSvg.ringCell(rules, 56, red)).hasMessageContaining("0 to 55");
    assertThatThrownBy(() -> LudoSvg.homeCell(rules, 0, 7, red)).hasMessageContaining("1 to 6");
    assertThatThrownBy(() -> LudoSvg.stable(rules, 0, 4, red)).hasMessageContaining("0 to 3");
    assertThatThrownBy(() -> LudoSvg.render(LudoRules.STANDARD.withPlayers(2).initialState(),
        red.withBottom(2))).hasMessageContaining("bottom must be a player 0 to 1");
  }

  @Test
  void aKickMarksBothCellsAndTheKickedHorseInItsStable() {
    LudoState before = position(LudoRules.STANDARD, KICK);
    String svg = LudoSvg.render(before, move(before, "move 0 by 6"), SvgOptions.DEFAULT);
    assertThat(svg).contains("last: move 0 by 6, kicks Blue horse 0")
        .contains("<title>Red horse 0 on cell 16</title>")
        .contains("<title>Blue horse 0 in the stable</title>")
        .contains("<title>Red horse 1 on home cell 5</title>");
    // Two cells marked (10 and 16) and a ring round the kicked horse.
    assertThat(count(svg, "fill=\"" + dev.tabletop.core.svg.SvgWriter.LAST_MOVE + "\""))
        .isEqualTo(3);
    String unmarked = LudoSvg.render(before, move(before, "move 0 by 6"),
        SvgOptions.DEFAULT.withLastMove(false));
    assertThat(unmarked).isEqualTo(LudoSvg.render(before.apply(move(before, "move 0 by 6")),
        SvgOptions.DEFAULT));
  }

  @Test
  void arrowsFollowTheTrackAndAPassIsWrittenNotDrawn() {
    LudoState s = position(LudoRules.HOUSE, "20,s,s,s/19,s,s,s/s,s,s,s/s,s,s,s 0 1 -");
    String svg = LudoSvg.render(s, SvgOptions.DEFAULT.withArrows(move(s, "jump 0"),
        move(s, "back 0 by 1"), move(s, "pass")));
    assertThat(SvgChecks.attributeValues(svg, "data-move")).containsExactly(
        "jump 0 to 27", "back 0 by 1");
    // The jump flies along the ring from cell 20 to the next door, 27: a bent path of 8 cells.
    int at = svg.indexOf("data-move=\"jump 0 to 27\"");
    String jump = svg.substring(at, svg.indexOf("</g>", at));
    assertThat(jump).contains("<polyline");
    assertThat(jump.substring(jump.indexOf("points=\"") + 8, jump.indexOf("\" fill=\"none\""))
        .split(" ")).hasSize(7);
    assertThat(svg).contains("hint: jump 0 to 27");
    assertThatThrownBy(() -> LudoSvg.render(s, SvgOptions.DEFAULT.withArrows(move(s, "pass") + 4)))
        .hasMessageContaining("not a legal move");
    LudoState rolling = position(LudoRules.STANDARD, KICK.replace("0 6 -", "0 - -"));
    assertThatThrownBy(() -> LudoSvg.render(rolling, SvgOptions.DEFAULT.withArrows(6)))
        .hasMessageContaining("nobody moves here");
    assertThatThrownBy(() -> LudoSvg.render(s, 99, SvgOptions.DEFAULT))
        .isInstanceOf(RefusedException.class);
  }

  @Test
  void theDiceShowTheRollAndADiePlayedIsFaint() {
    LudoState s = position(LudoRules.TWO_DICE.withDiceUse(DiceUse.EACH),
        KICK.replace("0 6 -", "1 3,5:5 -"));
    String svg = LudoSvg.render(s, SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(svg, "data-die")).containsExactly("5", "3");
    assertThat(svg).contains("<title>die 3 (played)</title>").contains("<title>die 5</title>")
        .contains("Blue rolled 3 and 5, 5 left to play");
    LudoState rolling = position(LudoRules.STANDARD, KICK.replace("0 6 -", "0 - -"));
    assertThat(SvgChecks.attributeValues(LudoSvg.render(rolling, SvgOptions.DEFAULT), "data-die"))
        .isEmpty();
    String rolled = LudoSvg.render(rolling, 4, SvgOptions.DEFAULT);
    assertThat(SvgChecks.attributeValues(rolled, "data-die")).containsExactly("4");
    assertThat(rolled).contains("last: rolled 4");
  }

  @Test
  void thePlayLayerMarksEachHorseThatMayMoveAndDotsWhereItWouldStand() {
    LudoState s = position(LudoRules.STANDARD, KICK);
    String plain = LudoSvg.render(s, SvgOptions.DEFAULT);
    String play = LudoSvg.render(s, SvgOptions.DEFAULT.withPlay(true));
    SvgChecks.check(play);
    assertThat(SvgChecks.withoutPlayLayer(play)).isEqualTo(plain);
    MoveBuffer buffer = MoveBuffer.forGame(s.rules());
    s.legalMoves(buffer);
    int dots = 0;
    for (int code : buffer.toArray()) {
      LudoMove m = LudoMove.decode(code).get();
      if (m.kind() == LudoMove.Kind.PASS) {
        continue;
      }
      dots++;
      // The dot sits where the move leaves the horse, named as the horse's data-where would be.
      LudoState after = s.apply(code);
      String where = after.inStable(0, m.horse()) ? "s" : after.ringCell(0, m.horse()) >= 0
          ? String.valueOf(after.ringCell(0, m.horse())) : "h" + after.homeCell(0, m.horse());
      assertThat(play).contains("data-code=\"" + code + "\" data-to=\"" + where + "\"");
      assertThat(play).contains("class=\"play-mark\" data-from=\"" + m.horse() + "\"");
    }
    assertThat(count(play, "class=\"play-dot")).isEqualTo(dots).isPositive();
    // Horse 0 moving 6 from cell 10 lands on 16, where player 1's horse stands: a ring.
    int kick = move(s, "move 0 by 6");
    assertThat(play).contains("class=\"play-dot ring\" data-code=\"" + kick
        + "\" data-to=\"16\"");
    // At a roll nobody but chance moves: no layer.
    LudoState rolling = position(LudoRules.TWO_DICE, KICK.replace("0 6 -", "2 - -"));
    assertThat(LudoSvg.render(rolling, SvgOptions.DEFAULT.withPlay(true)))
        .doesNotContain("class=\"play\"");
  }

  private static int count(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }
}
