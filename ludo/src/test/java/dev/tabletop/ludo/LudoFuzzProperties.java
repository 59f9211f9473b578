package dev.tabletop.ludo;

import dev.tabletop.testkit.Fuzz;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Fuzzing every public Ludo parser (positions, moves, specs, records ) with random and
 * mutated text, and the int entry points with random codes on reachable states: every input is
 * read (and then round-trips and plays on) or refused with the documented {@code Left}, never
 * thrown at. 10,000 tries a property; ten times as many with {@code -Pdeep}.
 */
@AddLifecycleHook(value = Fuzz.Deep.class,
    propagateTo = PropagationMode.ALL_DESCENDANTS)
class LudoFuzzProperties {
  private static final List<LudoRules> PRESETS = List.of(LudoRules.STANDARD, LudoRules.BEGINNERS, LudoRules.TWO_DICE, LudoRules.HOUSE);
  /** Positions reached by seeded random play under every preset, chance nodes and ends included. */
  private static final List<LudoState> STATES = reachable();

  private static List<LudoState> reachable() {
    List<LudoState> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(13);
    for (LudoRules rules : PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int game = 0; game < 4; game++) {
        LudoState s = rules.initialState();
        for (int ply = 0; ply < 600 && !s.isTerminal(); ply++) {
          if (ply % 7 == 0) {
            out.add(s);
          }
          s.legalMoves(buffer);
          s = s.apply(buffer.get(random.nextInt(buffer.size())));
        }
        out.add(s);
      }
    }
    return out;
  }

  private static boolean isLegal(LudoState s, int code) {
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    s.legalMoves(buffer);
    return buffer.contains(code);
  }

  @Provide
  Arbitrary<Integer> indexes() {
    return Arbitraries.integers().between(0, STATES.size() - 1);
  }

  @Provide
  Arbitrary<String> positions() {
    List<String> seeds = new ArrayList<>();
    STATES.forEach(s -> seeds.add(s.toString()));
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aPositionIsReadAndPlaysOnOrRefused(@ForAll("positions") String text,
      @ForAll("indexes") int index) {
    LudoRules rules = STATES.get(index).game();
    Either<InvalidInput, LudoState> read = rules.position(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("position");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    LudoState s = read.get();
    assertThat(rules.position(s.toString()).get()).isEqualTo(s);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      LudoState next = s.apply(buffer.get(i));
      assertThat(rules.position(next.toString()).get()).isEqualTo(next);
    }
  }

  @Provide
  Arbitrary<String> moveTexts() {
    List<String> seeds = new ArrayList<>();
    for (LudoState s : STATES) {
      MoveBuffer buffer = MoveBuffer.forGame(s.game());
      s.legalMoves(buffer);
      for (int i = 0; i < buffer.size(); i++) {
        seeds.add(s.moveText(buffer.get(i)));
      }
    }
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aMoveIsReadAndLegalOrRefused(@ForAll("indexes") int index,
      @ForAll("moveTexts") String text) {
    LudoState s = STATES.get(index);
    Either<IllegalMove, Integer> read = s.parseMove(text);
    Either<IllegalMove, LudoState> played = s.play(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().reason()).isNotBlank();
      assertThat(played.getLeft()).isEqualTo(read.getLeft());
      return;
    }
    int code = read.get();
    assertThat(isLegal(s, code)).isTrue();
    assertThat(s.parseMove(s.moveText(code)).get()).isEqualTo(code);
    assertThat(played.get()).isEqualTo(s.apply(code));
  }

  @Provide
  Arbitrary<Integer> codes() {
    return Arbitraries.oneOf(Arbitraries.integers(), Arbitraries.integers().between(-2, 5000));
  }

  @Property(tries = 10_000)
  void anIntIsPlayedOrRefusedAndApplyThrowsOnlyIllegalArgument(@ForAll("indexes") int index,
      @ForAll("codes") int code) {
    LudoState s = STATES.get(index);
    Either<IllegalMove, LudoState> played = s.play(code);
    assertThat(s.whyIllegal(code)).isNotNull();
    assertThat(s.moveText(code)).isNotNull();
    if (played.isRight()) {
      assertThat(isLegal(s, code)).isTrue();
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
    PRESETS.forEach(r -> seeds.add(r.spec()));
    seeds.add("ludo()");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aSpecIsReadAndRoundTripsOrRefused(@ForAll("specs") String text) {
    Either<InvalidInput, LudoRules> read = Ludo.rules(text);
    Either<InvalidInput, ?> any = GameTypes.of(Ludo.TYPE).parse(text);
    assertThat(any.isRight()).isEqualTo(read.isRight());
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("spec");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    LudoRules rules = read.get();
    assertThat(Ludo.rules(rules.spec()).get()).isEqualTo(rules);
    assertThat(any.get()).isEqualTo(rules);
  }

  @Provide
  Arbitrary<String> records() {
    List<String> seeds = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5);
    for (LudoRules rules : PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      LudoState s = rules.initialState();
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
    var replayed = record.replay(Ludo.TYPE);
    if (replayed.isLeft()) {
      assertThat(replayed.getLeft().ply()).isBetween(0, record.moves().size());
      assertThat(replayed.getLeft().reason()).isNotBlank();
    } else {
      assertThat(replayed.get().plies()).isEqualTo(record.moves().size());
    }
  }

  /**
   * A well-formed but illegal code (here: moving a horse out of the stable on a roll that does
   * not enter) is refused by {@code play}; {@code apply} only keeps the state's shape, and what it
   * gives is unspecified, as {@code GameState.apply} documents.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    LudoState start = LudoRules.STANDARD.initialState();
    MoveBuffer buffer = MoveBuffer.forGame(LudoRules.STANDARD);
    start.legalMoves(buffer);
    LudoState rolled = start.apply(buffer.get(0));
    rolled.legalMoves(buffer);
    int illegal = -1;
    for (int code = 0; code < 5000 && illegal < 0; code++) {
      if (!buffer.contains(code)) {
        try {
          rolled.apply(code);
          illegal = code;
        } catch (IllegalArgumentException e) {
          // not well formed here: refused, as documented
        }
      }
    }
    assertThat(rolled.play(illegal).isLeft()).isTrue();
  }
}
