package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.Shuttle;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The edges of the small value types, each against a hand-chosen table: the spec syntax's ASCII
 * character classes (the characters just outside each range), the offsets its refusals point at,
 * seconds with 9 digits and 3 decimals, the clock's seat and time bounds, the move buffer's index
 * bounds, the refusal texts, and Zobrist keys against the JDK's own SplitMix64.
 */
class SyntaxAndValueEdgesTest {

  private static boolean parses(String text) {
    return VariantSpec.parse(text).isRight();
  }

  @Test
  void aGameNameIsALowercaseAsciiLetterThenLettersDigitsUnderscoresOrDashes() {
    // The characters on each side of every range: '`' and '{' around a-z, '/' and ':' around
    // 0-9; uppercase letters are not name characters.
    for (String good : new String[] {"a", "z", "a0", "a9", "az", "a_", "a-", "z9_-x"}) {
      assertThat(parses(good + "(k=1)")).as(good).isTrue();
      assertThat(VariantSpec.parse(good).get().name()).isEqualTo(good);
    }
    for (String bad : new String[] {"`", "{", "A", "0a", "_a", "a`", "a{", "a/", "a:", "aA", "aZ",
        "a.", "a\uff13", "\u00e0"}) {
      assertThat(VariantSpec.parse(bad + "(k=1)").getLeft().message()).as(bad)
          .contains("'" + bad + "' is not a game name");
    }
    assertThat(VariantSpec.parse("(k=1)").getLeft().message()).contains("'' is not a game name");
  }

  @Test
  void aKeyIsAnAsciiLetterThenLettersDigitsOrUnderscores() {
    for (String good : new String[] {"a", "z", "A", "Z", "k0", "k9", "k_", "kA", "kZ", "ka", "kz",
        "K_9z"}) {
      assertThat(VariantSpec.parse("g(" + good + "=1)").get().params().get(good).get())
          .as(good).isEqualTo("1");
    }
    // '{' (just after 'z') opens a set, so it is tried as "{}", balanced.
    for (String bad : new String[] {"@", "[", "`", "{}", "0", "_", "k/", "k:", "k@", "k[", "k`",
        "k{}", "k-", "k\uff13", "\u00e9"}) {
      assertThat(VariantSpec.parse("g(" + bad + "=1)").getLeft().message()).as(bad)
          .contains("'" + bad + "' is not a key");
    }
  }

  private static int offset(String text) {
    return VariantSpec.parse(text).getLeft().problems().head().offset();
  }

  @Test
  void aSpecRefusalPointsAtTheCharacterWhereTheTroubleStarts() {
    // Offsets count from the start of the text as given, leading spaces included.
    assertThat(offset("  Ludo")).isEqualTo(2);
    assertThat(offset("  g(k=1")).isEqualTo(7);
    assertThat(offset("g(=1)")).isEqualTo(2);
    assertThat(VariantSpec.parse("g(=1)").getLeft().message()).contains("'=1' is not key=value");
    assertThat(offset(" g(a=1,b)")).isEqualTo(7);
    assertThat(offset("g(a=1,0=2)")).isEqualTo(6);
    assertThat(offset("g(a=1))")).isEqualTo(5);
    assertThat(VariantSpec.parse("g(a=1))").getLeft().message()).contains("unbalanced ')'");
    assertThat(offset("g(a={1)")).isEqualTo(6);
    assertThat(VariantSpec.parse("g(a={1)").getLeft().message()).contains("unbalanced braces");
    // A long text is shown cut to 77 characters and "..."; 80 characters are shown whole.
    String eighty = "g(" + "k".repeat(76) + "=)";
    assertThat(eighty).hasSize(80);
    String bad80 = eighty.replace("g(", "G(");
    assertThat(VariantSpec.parse(bad80).getLeft().message()).startsWith("spec '" + bad80 + "':");
    String bad81 = "G(" + "k".repeat(77) + "=)";
    assertThat(VariantSpec.parse(bad81).getLeft().message())
        .startsWith("spec '" + bad81.substring(0, 77) + "...':");
  }

  @Test
  void secondsTakeUpToNineWholeDigitsAndUpToThreeDecimals() {
    SpecReader r = new SpecReader(
        VariantSpec.parse("g(a=123456789,b=0123456789,c=1.234,d=1.2340,e=0.5,f=7)").get(), "g");
    long max = 1_000_000_000_000L;
    assertThat(r.seconds("a", -1, max)).isEqualTo(123_456_789_000L);
    assertThat(r.seconds("b", -1, max)).isEqualTo(-1);
    assertThat(r.seconds("c", -1, max)).isEqualTo(1_234);
    assertThat(r.seconds("d", -1, max)).isEqualTo(-1);
    assertThat(r.seconds("e", -1, max)).isEqualTo(500);
    assertThat(r.seconds("f", -1, max)).isEqualTo(7_000);
  }

  @Test
  void aBooleanThatIsAbsentOrMalformedTakesItsDefaultFalse() {
    SpecReader r = new SpecReader(VariantSpec.parse("g(a=yes,b=TRUE,c=true)").get(), "g");
    assertThat(r.bool("absent", false)).isFalse();
    assertThat(r.bool("a", false)).isFalse();
    assertThat(r.bool("b", false)).isFalse();
    assertThat(r.bool("c", false)).isTrue();
    assertThat(r.finish(() -> "x").getLeft().problems()).hasSize(2);
  }

  @Test
  void aClockMayHaveOneSeatAndRefusesSeatsOutsideTheGame() {
    GameClock one = GameClock.start(ClockRules.PER_MOVE_90S, 1, 0, 0);
    assertThat(one.running()).isZero();
    assertThat(one.press(5_000, 0).get().running()).isZero();
    assertThatThrownBy(() -> GameClock.start(ClockRules.PER_MOVE_90S, 2, 2, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("player 2 is not one of 2");
    assertThatThrownBy(() -> GameClock.start(ClockRules.PER_MOVE_90S, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    GameClock two = GameClock.start(ClockRules.PER_MOVE_90S, 2, 1, 100);
    assertThatThrownBy(() -> two.press(200, 2))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("player 2 is not one of 2");
    assertThatThrownBy(() -> two.press(200, -1)).isInstanceOf(IllegalArgumentException.class);
    // Pressing at the very millisecond the move started is not time going backwards.
    assertThat(two.press(100, 0).get().running()).isZero();
    assertThatThrownBy(() -> two.press(99, 0)).hasMessage("time went backwards: 99 < 100");
  }

  @Test
  void underAMoveClockOnlyWhoRunsAndSinceWhenMatter() {
    // Without a game budget nothing is spent: two games that reach the same runner at the same
    // time by different move times have equal clocks (and equal hash codes).
    GameClock start = GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, 0);
    GameClock fast = start.press(1_000, 1).get().press(9_000, 0).get();
    GameClock slow = start.press(8_000, 1).get().press(9_000, 0).get();
    assertThat(fast).isEqualTo(slow);
    assertThat(fast.hashCode()).isEqualTo(slow.hashCode());
    assertThat(fast.remaining(0, 9_000)).isEqualTo(Long.MAX_VALUE);
    // Clocks that differ in who runs, since when, or the rules, differ, and so (here) do their
    // hash codes.
    Set<Integer> hashes = new HashSet<>();
    for (GameClock c : new GameClock[] {fast, start, start.press(9_000, 1).get(),
        GameClock.start(ClockRules.GAME_10_MIN, 2, 0, 0)}) {
      hashes.add(c.hashCode());
    }
    assertThat(hashes).hasSize(4);
  }

  @Test
  void theMoveBufferRefusesIndicesOutsideItsEntriesAndSaysTheRange() {
    MoveBuffer b = new MoveBuffer(8);
    b.add(3);
    b.add(5);
    b.add(9);
    assertThat(b.toString()).isEqualTo("[3, 5, 9]");
    assertThatThrownBy(() -> b.get(3)).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("index 3 out of 0..2");
    assertThatThrownBy(() -> b.weight(3)).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("index 3 out of 0..2");
    assertThatThrownBy(() -> b.weight(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(b.weight(2)).isEqualTo(1);
    // Weights left behind by an earlier, longer fill are not counted.
    MoveBuffer w = new MoveBuffer(8);
    w.add(1, 5);
    w.add(2, 7);
    w.add(3, 11);
    assertThat(w.totalWeight()).isEqualTo(23);
    w.clear();
    w.add(4, 2);
    w.add(6, 3);
    assertThat(w.totalWeight()).isEqualTo(5);
    assertThatThrownBy(() -> w.weight(2)).hasMessage("index 2 out of 0..1");
  }

  @Test
  void refusalsSayTheirPlaceAndTheirCode() {
    IllegalMove unreadable = IllegalMove.unreadable("sideways", "no such move");
    assertThat(unreadable.isIllegal()).isFalse();
    assertThat(unreadable.toString()).isEqualTo("unreadable move 'sideways': no such move");
    IllegalMove illegal = IllegalMove.illegal("back", 7, "not now");
    assertThat(illegal.isIllegal()).isTrue();
    ReplayError atCode = new ReplayError(4, illegal);
    assertThat(atCode.code()).isEqualTo(7);
    assertThat(atCode.message()).isEqualTo("ply 4, code 7: not now");
    ReplayError unread = new ReplayError(3, unreadable);
    assertThat(unread.code()).isEqualTo(-1);
    assertThat(unread.message()).isEqualTo("ply 3: no such move");
    assertThat(unread.toString()).isEqualTo("ply 3: no such move");
    ReplayError spec = new ReplayError(0, InvalidInput.of("spec", "no such game"));
    assertThat(spec.code()).isEqualTo(-1);
    assertThat(spec.message()).isEqualTo("bad spec: no such game");
    assertThatThrownBy(() -> new ReplayError(-1, illegal))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theDefaultRefusalAndEndLabelOfAGameThatKeepsThem() {
    // Shuttle keeps GameState's defaults: at the start only "forward" (1) is legal.
    Shuttle.Rules rules = new Shuttle.Rules(3, 3);
    Shuttle.State start = rules.initialState();
    assertThat(start.whyIllegal(0)).isEqualTo("move 0 is not legal in this position");
    assertThat(start.play(0).getLeft().reason()).isEqualTo("move 0 is not legal in this position");
    assertThat(start.endReason()).isEmpty();
    Shuttle.State over = new Shuttle.State(rules, 3, 1, 1);
    assertThat(over.isTerminal()).isTrue();
    assertThat(over.whyIllegal(1)).isEqualTo("the game is over");
    assertThat(over.endReason()).isEqualTo("end");
  }

  @Test
  void aSeatIsReturnedWhenItIsOneOfTheGame() {
    assertThat(Players.checkSeat(3, 4)).isEqualTo(3);
    assertThat(Players.checkSeat(0, 1)).isZero();
    assertThatThrownBy(() -> Players.checkSeat(4, 4))
        .hasMessage("player 4 is not a seat of this game (seats 0 to 3)");
  }

  @Test
  void aCatalogueRefusesANullTypeByName() {
    assertThat(GameTypes.of(DicePoker.TYPE)).isNotNull();
    assertThatThrownBy(() -> GameTypes.of(DicePoker.TYPE, null))
        .isInstanceOf(NullPointerException.class).hasMessage("type");
  }

  @Test
  void zobristKeysAreTheSplitMix64SequenceOfTheJdk() {
    // java.util.SplittableRandom(seed).nextLong() is SplitMix64: add the golden gamma, then the
    // same finalizer. It is an independent implementation of what Zobrist documents.
    for (long seed : new long[] {0L, 1L, -1L, 0x4e494dL, Long.MIN_VALUE, 123_456_789_012L}) {
      SplittableRandom jdk = new SplittableRandom(seed);
      long[] keys = Zobrist.keys(seed, 5);
      for (int i = 0; i < 5; i++) {
        assertThat(keys[i]).as("seed %d key %d", seed, i).isEqualTo(jdk.nextLong());
      }
      assertThat(Zobrist.mix(seed + 0x9E3779B97F4A7C15L))
          .isEqualTo(new SplittableRandom(seed).nextLong());
    }
  }
}
