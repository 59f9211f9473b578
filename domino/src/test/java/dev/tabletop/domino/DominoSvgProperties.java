package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.svg.SvgOptions;
import dev.tabletop.testkit.SvgChecks;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Pictures of random rounds: every reachable state draws as SVG, omniscient and seen by each
 * seat; a seat's picture names no tile the seat may not see (in any text or attribute); and two
 * rounds the seat cannot tell apart draw the same picture. Half the tries draw the players' names
 * too (public, the same in every twin).
 */
class DominoSvgProperties {
  private static final Pattern TILE = Pattern.compile("(?<![0-9])([0-6]):([0-6])(?![0-9])");

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.of(DominoRules.PRESETS.asJava()).flatMap(r -> Arbitraries.of(r,
        r.withBlankWild(BlankWild.TABLE),
            r.withDraw(r.players() < 4 ? DrawRule.UNTIL_PLAYABLE : r.draw())));
  }

  /** The states of a round from the start (the deal included), each choice picking a move. */
  private static List<DominoState> round(DominoRules rules, List<Integer> choices) {
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    List<DominoState> states = new ArrayList<>();
    DominoState s = rules.initialState();
    states.add(s);
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      s = s.apply(buffer.get(choice % buffer.size()));
      states.add(s);
    }
    return states;
  }

  /** Names for the seats, one of them long enough to be cut, one to be escaped. */
  private static final io.vavr.collection.List<String> NAMES = io.vavr.collection.List.of(
      "Nguyễn Thị Ánh", "<b>&\"'", "Bartholomew Maximilian Montgomery-Smythe", "An");

  /** The options with the names of a round's seats, or none. */
  private static SvgOptions named(SvgOptions options, DominoRules rules, boolean named) {
    return named ? options.withNames(NAMES.take(rules.players())) : options;
  }

  @Property(tries = 15)
  void everyStateAndEverySeatsViewDrawsAndAViewShowsOnlyWhatTheSeatMaySee(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 20, max = 90) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll boolean names) {
    for (DominoState s : round(rules, choices)) {
      if (s.phase() == DominoState.DEAL && s.dealt() % 7 != 0) {
        // The deal's states differ only by tiles in hand: one a hand dealt is enough.
        continue;
      }
      SvgChecks.check(DominoSvg.render(s, named(SvgOptions.DEFAULT, rules, names)));
      for (int seat = 0; seat < rules.players(); seat++) {
        DominoView v = Domino.view(s, seat);
        // The play layer too: the seat to move gets its own moves' marks and dots.
        SvgOptions options = named(SvgOptions.DEFAULT.withPlay(true), rules, names);
        if (s.currentPlayer() == seat) {
          options = options.withArrows(s.legalMoveCodes().last());
        }
        namesOnly(DominoSvg.render(v, options), visible(s, seat));
        // A spectator's picture: the line and an announced lead only, names or not.
        Set<Integer> seenByAll = new HashSet<>();
        for (int m = s.lineTiles(); m != 0; m &= m - 1) {
          seenByAll.add(Integer.numberOfTrailingZeros(m));
        }
        if (v.visibleForcedTile() >= 0) {
          seenByAll.add(v.visibleForcedTile());
        }
        namesOnly(DominoSvg.renderPublic(v, named(SvgOptions.DEFAULT, rules, names)), seenByAll);
      }
    }
  }

  /** The tiles a seat may see: its hand, the line, and a forced lead announced to all. */
  static Set<Integer> visible(DominoState s, int seat) {
    Set<Integer> visible = new HashSet<>();
    for (int m = s.hand(seat) | s.lineTiles(); m != 0; m &= m - 1) {
      visible.add(Integer.numberOfTrailingZeros(m));
    }
    int forced = Domino.view(s, seat).visibleForcedTile();
    if (forced >= 0) {
      visible.add(forced);
    }
    return visible;
  }

  /**
   * Checks that a picture is SVG and that no {@code data-tile}, no text and no other attribute
   * of it names a tile outside a set (a tile written {@code a:b}, either way round).
   */
  static void namesOnly(String picture, Set<Integer> visible) {
    SvgChecks.Picture svg = SvgChecks.check(picture);
    for (String tile : svg.attributeValues("data-tile")) {
      assertThat(visible).as("the picture shows %s", tile).contains(Tiles.parse(tile).get());
    }
    for (String tile : svg.attributeValues("data-from")) {
      assertThat(visible).as("the play layer marks %s", tile).contains(Tiles.parse(tile).get());
    }
    for (String text : svg.texts()) {
      Matcher m = TILE.matcher(text);
      while (m.find()) {
        int t = Tiles.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        assertThat(visible).as("the picture names %s in '%s'", m.group(), text).contains(t);
      }
    }
  }

  @Property(tries = 30)
  void roundsASeatCannotTellApartDrawTheSamePicture(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 30, max = 80) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @IntRange(min = 0, max = 3) int seatChoice, @ForAll long seed,
      @ForAll boolean names) {
    SvgOptions play = named(PLAY, rules, names);
    List<DominoState> states = round(rules, choices);
    DominoState s = states.get(states.size() - 1);
    int seat = seatChoice % rules.players();
    // A twin made by hand: the same position read from text with two tiles the seat cannot see
    // swapped between two other places (hands or the boneyard).
    Assume.that(s.phase() != DominoState.DEAL);
    DominoState root = DominoState.parse(rules, s.toString()).get();
    SplittableRandom random = new SplittableRandom(seed);
    int[] places = new int[rules.players() + 1];
    for (int p = 0; p < rules.players(); p++) {
      places[p] = p == seat ? 0 : s.hand(p);
    }
    places[rules.players()] = s.boneyard();
    List<int[]> swaps = new ArrayList<>();
    for (int a = 0; a < places.length; a++) {
      for (int b = a + 1; b < places.length; b++) {
        for (int ta = places[a]; ta != 0; ta &= ta - 1) {
          for (int tb = places[b]; tb != 0; tb &= tb - 1) {
            swaps.add(new int[] {a, b, Integer.numberOfTrailingZeros(ta),
                Integer.numberOfTrailingZeros(tb)});
          }
        }
      }
    }
    // The parser refuses a twin that breaks a rule the position shows (the lead, the passes):
    // try the swaps in a random order until one is a position.
    java.util.Collections.shuffle(swaps, new java.util.Random(seed));
    String rest = s.toString().substring(s.toString().indexOf(" | ", s.toString().indexOf(" | ")
        + 3));
    for (int[] w : swaps) {
      int[] masks = places.clone();
      masks[seat] = s.hand(seat);
      masks[w[0]] ^= 1 << w[2] | 1 << w[3];
      masks[w[1]] ^= 1 << w[2] | 1 << w[3];
      StringBuilder text = new StringBuilder();
      for (int p = 0; p < rules.players(); p++) {
        text.append(p > 0 ? " / " : "").append(Tiles.setText(masks[p]));
      }
      text.append(" | ").append(Tiles.setText(masks[rules.players()])).append(rest);
      var twin = DominoState.parse(rules, text.toString());
      if (twin.isRight()) {
        assertThat(twin.get()).isNotEqualTo(root);
        assertThat(Domino.view(twin.get(), seat)).isEqualTo(Domino.view(root, seat));
        assertThat(DominoSvg.render(Domino.view(twin.get(), seat), play))
            .isEqualTo(DominoSvg.render(Domino.view(root, seat), play));
        break;
      }
    }
    // And the twins the determinizer samples from the seat's view of the round as played.
    DominoView v = Domino.view(s, seat);
    DominoState sampled = Domino.sample(v, random).get();
    assertThat(DominoSvg.render(Domino.view(sampled, seat), play))
        .isEqualTo(DominoSvg.render(v, play));
    // The play layer of the seat to move is the same in every round it cannot tell apart, at
    // every one of its turns.
    for (DominoState x : states) {
      if (x.currentPlayer() == seat) {
        DominoView xv = Domino.view(x, seat);
        String picture = DominoSvg.render(xv, play);
        assertThat(picture).contains("class=\"play\"");
        assertThat(DominoSvg.render(Domino.view(Domino.sample(xv, random).get(), seat), play))
            .isEqualTo(picture);
      }
    }
  }

  /** Options with the play layer, as the server draws the seat to move. */
  private static final SvgOptions PLAY = SvgOptions.DEFAULT.withPlay(true);
}
