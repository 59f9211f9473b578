package dev.tabletop.jungle;

import dev.tabletop.testkit.Fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameTypes;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Fuzzing every public Jungle parser (positions, moves, specs, records, squares) with random and
 * mutated text, and the int entry points with random codes on reachable states: every input is
 * read (and then round-trips and plays on) or refused with the documented {@code Left}, never
 * thrown at. 10,000 tries a property; ten times as many with {@code -Pdeep}.
 */
@AddLifecycleHook(value = Fuzz.Deep.class,
    propagateTo = PropagationMode.ALL_DESCENDANTS)
class JungleFuzzProperties {
  private static final JungleRules RULES = JungleRules.STANDARD;
  /** Positions reached by seeded random play, the start among them, and finished ones. */
  private static final List<JungleState> STATES = reachable();

  private static List<JungleState> reachable() {
    List<JungleState> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(13);
    MoveBuffer buffer = MoveBuffer.forGame(RULES);
    for (int game = 0; game < 12; game++) {
      JungleState s = RULES.initialState();
      for (int ply = 0; ply < 400 && !s.isTerminal(); ply++) {
        if (ply % 9 == 0) {
          out.add(s);
        }
        s.legalMoves(buffer);
        s = s.apply(buffer.get(random.nextInt(buffer.size())));
      }
      out.add(s);
    }
    return out;
  }

  @Provide
  Arbitrary<String> positions() {
    List<String> seeds = new ArrayList<>();
    STATES.forEach(s -> seeds.add(s.toString()));
    seeds.add("7/7/2p4/7/e6/7/7/7/1W5 w");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aPositionIsReadAndPlaysOnOrRefused(@ForAll("positions") String text) {
    for (JungleRules rules : List.of(RULES, JungleRules.LEIDEN)) {
      Either<InvalidInput, JungleState> read = rules.position(text);
      if (read.isLeft()) {
        assertThat(read.getLeft().subject()).isEqualTo("position");
        assertThat(read.getLeft().message()).isNotBlank();
        continue;
      }
      JungleState s = read.get();
      assertThat(rules.position(s.toString()).get()).isEqualTo(s);
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      s.legalMoves(buffer);
      for (int i = 0; i < buffer.size(); i++) {
        JungleState next = s.apply(buffer.get(i));
        assertThat(rules.position(next.toString()).get()).isEqualTo(next);
      }
    }
  }

  @Provide
  Arbitrary<JungleState> states() {
    return Arbitraries.of(STATES);
  }

  @Provide
  Arbitrary<String> moveTexts() {
    List<String> seeds = new ArrayList<>();
    MoveBuffer buffer = MoveBuffer.forGame(RULES);
    for (JungleState s : STATES) {
      s.legalMoves(buffer);
      for (int i = 0; i < buffer.size(); i++) {
        seeds.add(s.moveText(buffer.get(i)));
      }
    }
    seeds.add("a3a4");
    seeds.add(" d9d8 ");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aMoveIsReadAndLegalOrRefused(@ForAll("states") JungleState s,
      @ForAll("moveTexts") String text) {
    Either<IllegalMove, Integer> read = s.parseMove(text);
    Either<IllegalMove, JungleState> played = s.play(text);
    if (read.isLeft()) {
      IllegalMove refusal = read.getLeft();
      assertThat(refusal.reason()).isNotBlank();
      assertThat(refusal.kind() == IllegalMove.Kind.UNREADABLE ? refusal.move() : 0)
          .as("an unreadable move has no code").isIn(-1, 0);
      assertThat(played.getLeft()).isEqualTo(refusal);
      return;
    }
    int code = read.get();
    assertThat(s.isLegal(code)).isTrue();
    assertThat(s.parseMove(s.moveText(code)).get()).isEqualTo(code);
    assertThat(played.get()).isEqualTo(s.apply(code));
  }

  @Provide
  Arbitrary<Integer> codes() {
    return Arbitraries.oneOf(Arbitraries.integers(), Arbitraries.integers().between(-2, 4200));
  }

  @Property(tries = 10_000)
  void anIntIsPlayedOrRefusedAndApplyThrowsOnlyIllegalArgument(@ForAll("states") JungleState s,
      @ForAll("codes") int code) {
    Either<IllegalMove, JungleState> played = s.play(code);
    assertThat(s.whyIllegal(code)).isNotBlank();
    assertThat(s.moveText(code)).isNotBlank();
    if (played.isRight()) {
      assertThat(s.isLegal(code)).isTrue();
      assertThat(played.get()).isEqualTo(s.apply(code));
      return;
    }
    assertThat(played.getLeft().move()).isEqualTo(code);
    try {
      s.apply(code);
    } catch (RuntimeException e) {
      assertThat(e).isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Provide
  Arbitrary<String> specs() {
    List<String> seeds = new ArrayList<>();
    JungleRules.PRESETS.forEach(r -> seeds.add(r.spec()));
    seeds.add("jungle()");
    seeds.add("jungle(repetitionLimit=3,elephantTakesRat=true)");
    seeds.add("jungle(repetitionLimit=03)");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aSpecIsReadAndRoundTripsOrRefused(@ForAll("specs") String text) {
    Either<InvalidInput, JungleRules> read = Jungle.rules(text);
    Either<InvalidInput, ?> any = GameTypes.of(Jungle.TYPE).parse(text);
    assertThat(any.isRight()).isEqualTo(read.isRight());
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("spec");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    JungleRules rules = read.get();
    assertThat(Jungle.rules(rules.spec()).get()).isEqualTo(rules);
    assertThat(any.get()).isEqualTo(rules);
    assertThat(text.chars().filter(c -> c > 0x7F && !Character.isWhitespace(c)))
        .as("a spec that reads is ASCII but for white space").isEmpty();
  }

  @Provide
  Arbitrary<String> records() {
    List<String> seeds = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5);
    MoveBuffer buffer = MoveBuffer.forGame(RULES);
    for (JungleRules rules : JungleRules.PRESETS) {
      JungleState s = rules.initialState();
      GameRecord record = GameRecord.of(rules.spec());
      for (int ply = 0; ply < 16 && !s.isTerminal(); ply++) {
        s.legalMoves(buffer);
        int move = buffer.get(random.nextInt(buffer.size()));
        record = record.append(move);
        s = s.apply(move);
      }
      seeds.add(record.toText());
    }
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aRecordIsReadAndReplaysOrRefused(@ForAll("records") String text) {
    Either<InvalidInput, GameRecord> read = GameRecord.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("record");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    GameRecord record = read.get();
    assertThat(GameRecord.parse(record.toText()).get()).isEqualTo(record);
    var replayed = record.replay(Jungle.TYPE);
    if (replayed.isLeft()) {
      assertThat(replayed.getLeft().ply()).isBetween(0, record.moves().size());
      assertThat(replayed.getLeft().reason()).isNotBlank();
    } else {
      assertThat(replayed.get().plies()).isEqualTo(record.moves().size());
    }
  }

  @Provide
  Arbitrary<String> squares() {
    return Fuzz.around(List.of("a1", "g9", "d5", "c7", "b2"));
  }

  @Property(tries = 10_000)
  void aSquareIsReadAndNamedOrRefused(@ForAll("squares") String text) {
    Either<dev.tabletop.core.InvalidInput, Integer> read = Squares.parse(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    assertThat(Squares.parse(Squares.name(read.get())).get()).isEqualTo(read.get());
  }

  /**
   * The rules leave a well-formed but illegal code to {@code play}: {@code apply} does what it is
   * told, and what it gives may be no position of the game at all (here the Wolf stands in the
   * lake, which the position parser refuses), as {@code GameState.apply} documents.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    JungleState s = RULES.position("7/7/2p4/7/e6/7/7/7/1W5 w").get();
    assertThat(s.play(93).getLeft().kind()).isEqualTo(IllegalMove.Kind.ILLEGAL);
    JungleState wolfInTheLake = s.apply(93);
    assertThat(RULES.position(wolfInTheLake.toString()).getLeft().message()).contains("water");
    assertThatThrownBy(() -> s.apply(4095)).isInstanceOf(IllegalArgumentException.class);
    assertThatCode(() -> s.whyIllegal(Integer.MIN_VALUE)).doesNotThrowAnyException();
  }
}
