package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Any text given to the position and move parsers gets a refusal or a value, never an exception. */
class TextInputProperties {
  private static final DominoRules FOUR = DominoRules.STANDARD;
  /** A real mid-round position with a line of several tiles. */
  private static final String VALID = midRound();
  private static final String FIRST_LINE_TILE = VALID.split(" \\| ")[2].split(" ")[0];

  private static String midRound() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(12);
    DominoState s = Domino.deal(FOUR, random);
    dev.tabletop.core.MoveBuffer b = dev.tabletop.core.MoveBuffer.forGame(FOUR);
    for (int i = 0; i < 8; i++) {
      s.legalMoves(b);
      s = s.apply(b.get(random.nextInt(b.size())));
    }
    return s.toString();
  }

  @Example
  void aSpaceThatStripRemovesButTheNotationDoesNotReadIsRefusedNamingIt() {
    assertThat(DominoState.parse(FOUR, VALID)).as("the base text is valid").isNotNull();
    assertThat(DominoState.parse(FOUR, VALID).isRight()).isTrue();
    for (char c : new char[] {'\u2003', '\u2028', '\u001C'}) {
      String text = VALID.replace("| " + FIRST_LINE_TILE + " ", "| " + FIRST_LINE_TILE + c + " ");
      assertThat(text).isNotEqualTo(VALID);
      String refusal = DominoState.parse(FOUR, text).getLeft();
      assertThat(refusal).contains(String.format("U+%04X", (int) c));
      String alone = VALID.replace("| " + FIRST_LINE_TILE + " ", "| " + FIRST_LINE_TILE + c);
      assertThat(DominoState.parse(FOUR, alone).isLeft()).isTrue();
    }
    DominoState s = DominoState.parse(FOUR, VALID).get();
    String move = s.legalMoveTexts().head();
    assertThat(s.parseMove(move).isRight()).isTrue();
    assertThat(s.parseMove(move + "\u2003").getLeft().reason()).contains("U+2003");
    assertThat(s.parseMove(move.replace(" ", "\u2028 ")).getLeft().reason()).contains("U+2028");
  }

  @Provide
  Arbitrary<String> anyText() {
    Arbitrary<Character> odd = Arbitraries.of('\u2003', '\u2028', '\u001C', '\u00A0', '\u0085',
        '\t', '\n', ' ', ':', '|', '/', '-', '=', '9', '0', '6', 'x', '\uD800');
    Arbitrary<String> noise = Arbitraries.strings().withChars(odd.sample(), '\u2003', '\u2028',
        '\u001C', '\u00A0', '\u0085', '\t', '\n', ' ', ':', '|', '/', '-', '=', '9', '0', '6', 'x',
        '\uD800').ofMaxLength(12);
    return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(200),
        Arbitraries.strings().all().ofMaxLength(60), noise);
  }

  @Property(tries = 400)
  void anyPositionTextIsRefusedOrReadNeverThrown(@ForAll("anyText") String noise,
      @ForAll @IntRange(min = 0, max = 220) int at, @ForAll @IntRange(min = 0, max = 3) int how) {
    int i = Math.min(at, VALID.length());
    String text;
    switch (how) {
      case 0:
        text = noise;
        break;
      case 1:
        text = VALID.substring(0, i) + noise + VALID.substring(i);
        break;
      case 2:
        text = VALID.substring(0, i) + noise + VALID.substring(Math.min(VALID.length(), i + 3));
        break;
      default:
        text = VALID.substring(0, i);
        break;
    }
    for (DominoRules rules : new DominoRules[] {FOUR, FOUR.withBlankWild(BlankWild.TABLE)}) {
      assertThat(DominoState.parse(rules, text)).isNotNull();
    }
  }

  @Property(tries = 300)
  void anyMoveTextIsRefusedOrReadNeverThrown(@ForAll("anyText") String noise,
      @ForAll @IntRange(min = 0, max = 12) int at) {
    DominoState s = DominoState.parse(FOUR, VALID).get();
    String base = s.legalMoveTexts().head();
    int i = Math.min(at, base.length());
    assertThat(s.parseMove(noise)).isNotNull();
    assertThat(s.parseMove(base.substring(0, i) + noise + base.substring(i))).isNotNull();
    assertThat(s.play(noise)).isNotNull();
  }
}
