package dev.tabletop.domino;

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
 * Fuzzing every public Domino parser (positions, moves, specs, records , tiles) with random and
 * mutated text, and the int entry points with random codes on reachable states: every input is
 * read (and then round-trips and plays on) or refused with the documented {@code Left}, never
 * thrown at. 10,000 tries a property; ten times as many with {@code -Pdeep}.
 */
@AddLifecycleHook(value = Fuzz.Deep.class,
    propagateTo = PropagationMode.ALL_DESCENDANTS)
class DominoFuzzProperties {
  private static final List<DominoRules> PRESETS = List.of(DominoRules.STANDARD, DominoRules.TWO_PLAYERS, DominoRules.THREE_PLAYERS, DominoRules.PARTNERSHIP, DominoRules.BLOCK_TWO);
  /** Positions reached by seeded random play under every preset, chance nodes and ends included. */
  private static final List<DominoState> STATES = reachable();

  private static List<DominoState> reachable() {
    List<DominoState> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(13);
    for (DominoRules rules : PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      for (int game = 0; game < 4; game++) {
        DominoState s = rules.initialState();
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

  private static boolean isLegal(DominoState s, int code) {
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
    DominoRules rules = STATES.get(index).game();
    Either<InvalidInput, DominoState> read = rules.position(text);
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("position");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    DominoState s = read.get();
    assertThat(rules.position(s.toString()).get()).isEqualTo(s);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      DominoState next = s.apply(buffer.get(i));
      // A Domino state's equals compares its history too, and the text reads back as a root
      // without history (as toString documents): compare the texts, then the roots as values.
      DominoState root = rules.position(next.toString()).get();
      assertThat(root.toString()).isEqualTo(next.toString());
      assertThat(rules.position(root.toString()).get()).isEqualTo(root);
    }
  }

  @Provide
  Arbitrary<String> moveTexts() {
    List<String> seeds = new ArrayList<>();
    for (DominoState s : STATES) {
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
    DominoState s = STATES.get(index);
    Either<IllegalMove, Integer> read = s.parseMove(text);
    Either<IllegalMove, DominoState> played = s.play(text);
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
    DominoState s = STATES.get(index);
    Either<IllegalMove, DominoState> played = s.play(code);
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
    seeds.add("domino()");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aSpecIsReadAndRoundTripsOrRefused(@ForAll("specs") String text) {
    Either<InvalidInput, DominoRules> read = Domino.rules(text);
    Either<InvalidInput, ?> any = GameTypes.of(Domino.TYPE).parse(text);
    assertThat(any.isRight()).isEqualTo(read.isRight());
    if (read.isLeft()) {
      assertThat(read.getLeft().subject()).isEqualTo("spec");
      assertThat(read.getLeft().message()).isNotBlank();
      return;
    }
    DominoRules rules = read.get();
    assertThat(Domino.rules(rules.spec()).get()).isEqualTo(rules);
    assertThat(any.get()).isEqualTo(rules);
  }

  @Provide
  Arbitrary<String> records() {
    List<String> seeds = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5);
    for (DominoRules rules : PRESETS) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      DominoState s = rules.initialState();
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
    var replayed = record.replay(Domino.TYPE);
    if (replayed.isLeft()) {
      assertThat(replayed.getLeft().ply()).isBetween(0, record.moves().size());
      assertThat(replayed.getLeft().reason()).isNotBlank();
    } else {
      assertThat(replayed.get().plies()).isEqualTo(record.moves().size());
    }
  }

  @Provide
  Arbitrary<String> tiles() {
    List<String> seeds = new ArrayList<>();
    for (int t = 0; t < Tiles.COUNT; t++) {
      seeds.add(Tiles.text(t));
    }
    seeds.add("6:6 5:4 0:0");
    seeds.add("-");
    return Fuzz.around(seeds);
  }

  @Property(tries = 10_000)
  void aTileOrASetOfTilesIsReadAndRoundTripsOrRefused(@ForAll("tiles") String text) {
    Either<InvalidInput, Integer> tile = Tiles.parse(text);
    if (tile.isRight()) {
      assertThat(Tiles.parse(Tiles.text(tile.get())).get()).isEqualTo(tile.get());
    } else {
      assertThat(tile.getLeft().message()).isNotBlank();
    }
    Either<InvalidInput, Integer> set = Tiles.parseSet(text);
    if (set.isRight()) {
      assertThat(Tiles.parseSet(Tiles.setText(set.get())).get()).isEqualTo(set.get());
    } else {
      assertThat(set.getLeft().message()).isNotBlank();
    }
  }

  @Example
  void unicodeDigitsInASpecAreRefused() {
    assertThat(Domino.rules("domino(players=\uff13)").getLeft().subject()).isEqualTo("spec");
  }

  /**
   * A well-formed but illegal placement (a held tile on a line it does not join) is refused by
   * {@code play}; {@code apply} places it anyway, and the result is unspecified, as {@code
   * GameState.apply} documents: here a position the parser refuses.
   */
  @Example
  void applyOfAnIllegalCodeIsUnspecifiedAndPlayRefusesIt() {
    int found = 0;
    for (DominoState s : STATES) {
      if (s.isChance() || s.isTerminal()) {
        continue;
      }
      for (int code = 0; code < Tiles.COUNT * 4; code++) {
        if (isLegal(s, code)) {
          continue;
        }
        DominoState after;
        try {
          after = s.apply(code);
        } catch (IllegalArgumentException e) {
          continue;
        }
        assertThat(s.play(code).isLeft()).isTrue();
        if (s.game().position(after.toString()).isLeft()) {
          found++;
        }
      }
    }
    assertThat(found).as("illegal placements whose result the parser refuses").isPositive();
  }
}
