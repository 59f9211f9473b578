package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.MoveBuffer;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Typed moves, effects and view histories along random rounds, checked against the codes and the
 * full state (which sees every hand).
 */
class TypedValueProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return Arbitraries.oneOf(Arbitraries.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS,
        DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP,
        DominoRules.THREE_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE),
        DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.ANYWHERE)),
        DominoConformanceProperties.randomRules());
  }

  @Property(tries = 150)
  void typedMovesAndEffectsAgreeWithTheCodes(@ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 150, max = 150) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    DominoState s = rules.initialState();
    MoveBuffer b = MoveBuffer.forGame(rules);
    for (int choice : choices) {
      if (s.isTerminal()) {
        assertThat(s.moves()).isEmpty();
        return;
      }
      s.legalMoves(b);
      assertThat(s.moves()).hasSize(b.size());
      int code = b.get(choice % b.size());
      DominoMove m = s.move(code);
      assertThat(m.code()).isEqualTo(code);
      assertThat(m.toString()).isEqualTo(s.moveText(code));
      assertThat(s.parseMove(m.toString()).get()).isEqualTo(code);
      DominoState next = s.apply(code);
      Seq<DominoEffect> effects = s.effects(code);
      assertThat(effects.last() instanceof DominoEffect.RoundEnded).isEqualTo(next.isTerminal());
      DominoEffect act = effects.head();
      if (act instanceof DominoEffect.Played p) {
        int end = p.end() == End.LEFT ? next.leftEnd() : next.rightEnd();
        assertThat(p.newEnd()).isEqualTo(end);
        assertThat(next.lineTiles() & ~s.lineTiles()).isEqualTo(1 << p.tile().index());
      } else if (act instanceof DominoEffect.Drew d) {
        assertThat(next.hand(d.seat()) & ~s.hand(d.seat())).isEqualTo(1 << d.tile().index());
      } else if (act instanceof DominoEffect.Passed p) {
        assertThat(p.left()).isEqualTo(s.leftEnd());
        assertThat(p.right()).isEqualTo(s.rightEnd());
      }
      s = next;
      for (int p = 0; p < rules.players(); p++) {
        assertThat(s.handTiles(p).map(Tile::index).foldLeft(0, (mask, t) -> mask | 1 << t))
            .isEqualTo(s.hand(p));
      }
    }
  }

  @Property(tries = 150)
  void everyNumberAViewSaysASeatLacksIsTrulyAbsentFromThatHand(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 150, max = 150) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    DominoState s = rules.initialState();
    MoveBuffer b = MoveBuffer.forGame(rules);
    for (int choice : choices) {
      if (s.isTerminal()) {
        break;
      }
      s.legalMoves(b);
      s = s.apply(b.get(choice % b.size()));
      if (s.phase() == DominoState.DEAL) {
        continue;
      }
      DominoView v = Domino.view(s, choice % rules.players());
      List<SortedSet<Integer>> lacking = v.provenLacking().asJava();
      for (int p = 0; p < rules.players(); p++) {
        for (Tile t : s.handTiles(p)) {
          assertThat(lacking.get(p).contains(t.low()) || lacking.get(p).contains(t.high()))
              .as("seat %d holds %s, shown as lacking %s at %s", p, t, lacking.get(p), s)
              .isFalse();
        }
      }
      assertThat(v.plays()).hasSize(Integer.bitCount(s.lineTiles()));
      int draws = v.drawCounts().sum().intValue();
      assertThat(v.events().count(e -> e instanceof DominoEffect.DrawStarted)).isEqualTo(draws);
    }
  }
}
