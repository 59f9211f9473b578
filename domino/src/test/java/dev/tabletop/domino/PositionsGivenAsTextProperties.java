package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The rule "Positions given as text" over random play: what legal play reaches and prints reads
 * back, and what breaks the lead rule, or has a seat pass with a playable tile, is refused with a
 * message naming the rule.
 */
class PositionsGivenAsTextProperties {
  /** The opening words of every refusal of an unreachable position: the rule it breaks. */
  private static final String NAMES_A_RULE =
      "^the (lead rule|draw rule|rules of a turn|end of a round)\\b.*";

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return DominoConformanceProperties.presetOrRandomRules();
  }

  @Property(tries = 300)
  void positionsGivenAsText_everyPositionLegalPlayReachesPrintsAsTextThatReadsBack(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 160, max = 160) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll boolean laterRound) {
    DominoState start = laterRound ? rules.initialState(choices.get(0) % rules.players())
        : rules.initialState();
    Positions.along(start, choices, s -> {
      String text = s.toString();
      Either<InvalidInput, DominoState> back = rules.position(text);
      assertThat(back.isRight()).as("%s reads back: %s", text, back).isTrue();
      assertThat(back.get().toString()).isEqualTo(text);
    });
  }

  @Property(tries = 300)
  void positionsGivenAsText_aFirstLeadByAnotherSeatOrOfAnotherTileIsRefusedNamingTheLeadRule(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 40, max = 40) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    DominoState s = rules.initialState();
    MoveBuffer b = MoveBuffer.forGame(rules);
    int k = 0;
    while (s.isChance()) {
      s.legalMoves(b);
      s = s.apply(b.get(choices.get(k++ % choices.size()) % b.size()));
    }
    int n = rules.players();
    int leader = s.turn();
    String text = s.toString();
    String rule = "the lead rule (firstLead=" + rules.firstLead().name().toLowerCase() + "): ";
    // Another seat in the leader's place.
    int other = (leader + 1 + choices.get(k) % (n - 1)) % n;
    String moved = text.replace(" turn=" + leader + " ", " turn=" + other + " ");
    assertThat(refusal(rules, moved)).startsWith(rule).contains("not seat " + other);
    // Another tile of the leader's hand forced, or under holder a tile forced at all.
    int hand = s.hand(leader) & ~(1 << Math.max(s.forcedTile(), 0));
    if (hand != 0) {
      int tile = Tiles.list(hand).get(choices.get(k + 1) % Integer.bitCount(hand));
      String wrong = text.replaceFirst(" forced=\\S+", " forced=" + Tiles.text(tile));
      assertThat(refusal(rules, wrong)).startsWith(rule).matches(NAMES_A_RULE);
    }
  }

  @Property(tries = 300)
  void positionsGivenAsText_aPassBySeatHoldingAPlayableTileIsRefusedNamingTheRule(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 160, max = 160) List<@IntRange(min = 0, max = 1 << 20) Integer> choices) {
    int n = rules.players();
    Positions.along(rules.initialState(), choices, s -> {
      int before = (s.turn() + n - 1) % n;
      if (s.turn() >= 0 && s.lineTiles() != 0 && s.passesInRow() == 0
          && (s.hand(before) & s.playableMask()) != 0) {
        // Claim the seat before passed on these ends: its hand says it could have played.
        String claimed = s.toString().replace(" passes=0 ", " passes=1 ");
        assertThat(refusal(rules, claimed)).matches(NAMES_A_RULE);
      }
    });
  }

  private static String refusal(DominoRules rules, String text) {
    Either<InvalidInput, DominoState> read = rules.position(text);
    assertThat(read.isLeft()).as("refused: %s", text).isTrue();
    return read.getLeft().message();
  }
}
