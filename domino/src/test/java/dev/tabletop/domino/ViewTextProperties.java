package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * A view is a canonical information-state key that prints as text: the text carries everything
 * {@code equals} compares, so two unequal views never print alike, and equal views print the same.
 * Views of positions given as text differ in their status claims (passes=, last=, drew=, turn=,
 * forced=, lead=), which the history after the start cannot show; the start line prints them in
 * position notation, and that status reads back.
 */
class ViewTextProperties {

  @Provide
  Arbitrary<DominoRules> anyRules() {
    return DominoConformanceProperties.presetOrRandomRules();
  }

  /** The same hands, boneyard and line under every status the parser accepts, near the real one. */
  private static List<DominoState> variants(DominoRules rules, DominoState s) {
    String[] parts = s.toString().split(" \\| ");
    int n = rules.players();
    List<DominoState> out = new ArrayList<>();
    String phase = parts[3].split(" ")[0];
    for (int turn = 0; turn < n; turn++) {
      for (int passes = 0; passes <= n; passes++) {
        for (int last = -1; last < n; last++) {
          for (String drew : new String[] {"false", "true"}) {
            // The first round, and a later round led by the seat to move (other leaders are
            // refused on an empty table and print the same way elsewhere).
            for (int lead : new int[] {-1, turn}) {
              String forced = s.forcedTile() < 0 ? "-" : Tiles.text(s.forcedTile());
              String status = phase + " turn=" + turn + " passes=" + passes + " last=" + last
                  + " drew=" + drew + " forced=" + forced + " lead="
                  + (lead < 0 ? "first" : String.valueOf(lead));
              String text = parts[0] + " | " + parts[1] + " | " + parts[2] + " | " + status;
              Either<InvalidInput, DominoState> r = rules.position(text);
              if (r.isRight()) {
                out.add(r.get());
              }
            }
          }
        }
      }
    }
    return out;
  }

  @Property(tries = 20)
  void hiddenInformation_twoUnequalViewsNeverPrintAlikeAndTheStartStatusReadsBack(
      @ForAll("anyRules") DominoRules rules,
      @ForAll @Size(min = 60, max = 60) List<@IntRange(min = 0, max = 1 << 20) Integer> choices,
      @ForAll @IntRange(min = 0, max = 50) int at,
      @ForAll @IntRange(min = 0, max = 2) int pliesAfter) {
    MoveBuffer b = MoveBuffer.forGame(rules);
    DominoState s = rules.initialState();
    for (int k = 0; k < at && !s.isTerminal(); k++) {
      s.legalMoves(b);
      s = s.apply(b.get(choices.get(k) % b.size()));
    }
    Map<String, DominoView> byText = new HashMap<>();
    for (DominoState root : variants(rules, s)) {
      DominoState now = root;
      for (int k = 0; k < pliesAfter && !now.isTerminal(); k++) {
        now.legalMoves(b);
        now = now.apply(b.get(choices.get(50 + k) % b.size()));
      }
      for (int seat = 0; seat < rules.players(); seat++) {
        DominoView view = Domino.view(now, seat);
        String text = view.toString();
        DominoView before = byText.putIfAbsent(text, view);
        assertThat(before == null || before.equals(view))
            .as("two unequal views print alike:%n%s", text).isTrue();
        // The start line's status is position notation: with the root's hidden parts it reads
        // back to the root.
        String start = text.split("\n")[1];
        assertThat(start).startsWith("start ");
        String status = start.substring("start ".length(), start.indexOf(", hand sizes"));
        String[] parts = root.toString().split(" \\| ");
        String back = parts[0] + " | " + parts[1] + " | " + parts[2] + " | " + status;
        assertThat(rules.position(back).map(DominoState::toString))
            .isEqualTo(Either.right(root.toString()));
      }
    }
  }
}
