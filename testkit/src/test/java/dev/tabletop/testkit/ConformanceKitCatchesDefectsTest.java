package dev.tabletop.testkit;

import dev.tabletop.core.testgame.DicePoker;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.testkit.engine.Events;

/**
 * The kit is only worth having if it fails on a broken game. Each broken subject has one defect
 * that only one property can see; the test runs the whole kit on it and checks that exactly that
 * property fails, with the message of the check that should catch it. Switching that check off
 * makes its row fail.
 */
class ConformanceKitCatchesDefectsTest {
  private static final String DATABASE = "target/.jqwik-database-kit";

  private static final String STATE = "stateContractHoldsAlongRandomPlay";
  private static final String SEED = "sameSeedSameGame";
  private static final String RECORD = "recordRoundTripsAndReplays";
  private static final String VIEWS = "legalMovesDependOnlyOnTheMoversView";
  private static final String TEXT = "wholeGamePlaysThroughTheContractAsText";

  static Stream<Arguments> defects() {
    return Stream.of(
        Arguments.of(BrokenDicePokerSubjects.DuplicateMove.class, STATE, "not strictly ascending"),
        Arguments.of(BrokenDicePokerSubjects.StaleHash.class, STATE, "incremental hash"),
        Arguments.of(BrokenDicePokerSubjects.IdentityWeights.class, SEED, "two different games"),
        Arguments.of(BrokenDicePokerSubjects.SpecWithoutAnte.class, RECORD,
            "does not parse back to equal rules"),
        Arguments.of(BrokenDicePokerSubjects.LeakySampler.class, VIEWS,
            "sampled state shows player"),
        Arguments.of(BrokenDicePokerSubjects.PeekingMoves.class, VIEWS,
            "depend on more than their view"),
        Arguments.of(BrokenDicePokerSubjects.MisreadText.class, TEXT, "reads back as"));
  }

  @ParameterizedTest(name = "{0} is caught by {1} only")
  @MethodSource("defects")
  void exactlyOnePropertyCatchesEachDefect(Class<?> subject, String property, String check) {
    Events events = KitEngine.run(subject, DATABASE);
    assertThat(KitEngine.properties(events.started().stream())).isEqualTo(kitProperties());
    assertThat(KitEngine.properties(events.failed().stream())).as("failed properties").containsExactly(property);
    Throwable failure = KitEngine.firstFailure(events);
    assertThat(failure).isInstanceOf(AssertionError.class).hasMessageContaining(check);
  }

  @Test
  void aCaughtDefectPrintsNothing() throws java.io.IOException {
    // The failure report belongs to this test, not to the build's console. A database of its own,
    // emptied first: a failure stored by an earlier run would be replayed, and jqwik logs that.
    java.nio.file.Path quiet = java.nio.file.Path.of("target/.jqwik-database-quiet");
    java.nio.file.Files.deleteIfExists(quiet);
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
    Events events;
    try {
      System.setOut(capture);
      System.setErr(capture);
      events = KitEngine.run(BrokenDicePokerSubjects.StaleHash.class, quiet.toString());
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    assertThat(events.failed().count()).isEqualTo(1);
    assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void everyPropertyOfTheKitHasADefectOnlyItCatches() {
    Set<String> caught = defects().map(a -> (String) a.get()[1]).collect(Collectors.toSet());
    assertThat(caught).isEqualTo(kitProperties());
  }

  @Test
  void kitPassesOnTheCorrectGame() {
    Events events = KitEngine.run(DicePokerConformanceProperties.class, DATABASE);
    assertThat(KitEngine.properties(events.succeeded().stream())).isEqualTo(kitProperties());
    assertThat(events.failed().count()).isZero();
  }

  private static Set<String> kitProperties() {
    Set<String> names = KitEngine.declaredProperties(GameConformance.class);
    assertThat(names).hasSize(5);
    return names;
  }
}
