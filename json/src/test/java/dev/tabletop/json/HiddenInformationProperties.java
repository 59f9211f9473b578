package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.domino.BlankWild;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DrawRule;
import dev.tabletop.domino.Tile;
import dev.tabletop.domino.Tiles;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hidden information never leaks into a Domino message: over random rounds of every preset (2, 3
 * and 4 players, partnership, every draw rule, free blanks), the view and the effects written for
 * a seat name no tile that seat may not see (another hand, the boneyard: compared against the
 * omniscient state), a spectator's name no hidden tile at all, and two states with the same view
 * for a seat give byte-identical messages for that seat.
 */
class HiddenInformationProperties {
  private static final Pattern TILE = Pattern.compile("[0-6]:[0-6]");

  static final List<DominoRules> RULES = DominoRules.PRESETS.appendAll(List.of(
      DominoRules.TWO_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE),
      DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE),
      DominoRules.THREE_PLAYERS.withDraw(DrawRule.NONE),
      DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.TABLE),
      DominoRules.STANDARD.withBlankWild(BlankWild.ANYWHERE)));

  @Provide
  Arbitrary<java.util.List<Integer>> choices() {
    return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(20).ofMaxSize(80);
  }

  @Provide
  Arbitrary<Integer> rules() {
    return Arbitraries.integers().between(0, RULES.size() - 1);
  }

  /**
   * The tiles a seat may not see in a state: every other hand and the boneyard, less the first
   * lead of a match while it is announced (the rules make it public: the holder of the highest
   * double must lead it, and the table knows who leads with what).
   */
  static int hiddenFrom(DominoState s, int seat) {
    int hidden = s.boneyard();
    for (int p = 0; p < s.rules().players(); p++) {
      if (p != seat) {
        hidden |= s.hand(p);
      }
    }
    boolean announced = s.lineTiles() == 0 && s.forcedTile() >= 0 && s.leaderRule() < 0;
    return announced ? hidden & ~(1 << s.forcedTile()) : hidden;
  }

  /** Every tile the text names (as {@code a:b} in either order) that is in the mask. */
  static List<String> named(String json, int mask) {
    List<String> out = List.empty();
    Matcher m = TILE.matcher(json);
    while (m.find()) {
      String t = m.group();
      int tile = Tiles.of(t.charAt(0) - '0', t.charAt(2) - '0');
      if ((mask & (1 << tile)) != 0) {
        out = out.append(t);
      }
    }
    return out;
  }

  @Property(tries = 150)
  void noMessageToASeatNamesATileItMayNotSee(@ForAll("rules") int which,
      @ForAll("choices") java.util.List<Integer> choices) {
    DominoRules rules = RULES.get(which);
    DominoCodec codec = WireFormat.domino();
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    DominoState s = rules.initialState();
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(buffer);
      int move = buffer.get(Math.floorMod(choice, buffer.size()));
      DominoState next = s.apply(move);
      for (int seat = -1; seat < rules.players(); seat++) {
        // A spectator may see no hand at all: every hand and the boneyard are hidden from it.
        int hidden = seat < 0 ? hiddenFrom(next, -1) : hiddenFrom(next, seat);
        String effects = codec.writeEffects(s, move, seat);
        String view = codec.writeView(next, seat);
        assertThat(named(effects, hidden)).as("effects for seat %d: %s", seat, effects).isEmpty();
        assertThat(named(view, hidden)).as("view for seat %d: %s", seat, view).isEmpty();
        if (seat >= 0 && next.currentPlayer() == seat) {
          assertThat(named(codec.writeMoves(next, seat), hidden)).isEmpty();
        }
      }
      s = next;
    }
  }

  @Property(tries = 150)
  void twoStatesWithTheSameViewGiveTheSameMessages(@ForAll("rules") int which,
      @ForAll("choices") java.util.List<Integer> choices, @ForAll long seed) {
    DominoRules rules = RULES.get(which);
    DominoCodec codec = WireFormat.domino();
    DominoState s = Play.states(rules.initialState(), List.ofAll(choices)).last();
    SplittableRandom random = new SplittableRandom(seed);
    for (int seat = 0; seat < rules.players(); seat++) {
      DominoState twin = Domino.sample(Domino.view(s, seat), random).get();
      assertThat(Domino.view(twin, seat)).isEqualTo(Domino.view(s, seat));
      assertThat(codec.writeView(twin, seat)).isEqualTo(codec.writeView(s, seat));
      assertThat(codec.writeView(twin, GameCodec.SPECTATOR))
          .isEqualTo(codec.writeView(s, GameCodec.SPECTATOR));
      if (s.currentPlayer() == seat) {
        assertThat(codec.writeMoves(twin, seat)).isEqualTo(codec.writeMoves(s, seat));
        for (int move : s.legalMoveCodes()) {
          // A move that ends the round also reports its result, whose counts are the hands shown
          // at the end: the same for the twins until then.
          if (!s.apply(move).isTerminal()) {
            assertThat(codec.writeEffects(twin, move, seat))
                .isEqualTo(codec.writeEffects(s, move, seat));
          }
        }
      }
    }
  }

  @Example
  void theDrawerSeesItsTileAndTheOthersSeeThatATileWasDrawn() {
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoState s = Domino.fromHands(rules, -1, "6:6 6:2 6:5 5:5", "4:3 4:4").get();
    s = s.play("6:6").get().play("draw").get();
    int drawn = s.parseMove("1:1").get();
    String drawer = WireFormat.domino().writeEffects(s, drawn, 1);
    String other = WireFormat.domino().writeEffects(s, drawn, 0);
    String spectator = WireFormat.domino().writeEffects(s, drawn, GameCodec.SPECTATOR);
    assertThat(drawer).isEqualTo("{\"type\":\"effects\",\"game\":\"domino\",\"audience\":\"seat\","
        + "\"seat\":1,\"effects\":[{\"type\":\"drew\",\"seat\":1,\"tile\":\"1:1\","
        + "\"mustPlay\":false,\"text\":\"seat 1 draws 1:1\"}]}");
    assertThat(other).isEqualTo("{\"type\":\"effects\",\"game\":\"domino\",\"audience\":\"seat\","
        + "\"seat\":0,\"effects\":[{\"type\":\"drew\",\"seat\":1,"
        + "\"text\":\"seat 1 drew a tile\"}]}");
    assertThat(spectator).doesNotContain("1:1")
        .contains("{\"type\":\"drew\",\"seat\":1,\"text\":\"seat 1 drew a tile\"}");
    assertThat(WireFormat.domino().readEffects(other).get())
        .containsExactly(new HiddenEffect(HiddenEffect.Kind.DREW, 1));
    assertThat(named(WireFormat.domino().writeView(s.apply(drawn), 0), 1 << Tile.of(1, 1).index()))
        .isEmpty();
    assertThat(WireFormat.domino().writeView(s.apply(drawn), 1)).contains("\"hand\":[\"1:1\",");
  }
}
