package dev.tabletop.testkit;

import dev.tabletop.core.testgame.DicePoker;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * The kit is only worth having if it fails on a broken game. Each broken subject has one defect
 * that only one property can see; the test runs the whole kit on it and checks that exactly that
 * property fails, with the message of the check that should catch it. Switching that check off
 * makes its row fail.
 */
class ConformanceKitCatchesDefectsTest {

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

  private static Events run(Class<?> subject) {
    return EngineTestKit.engine("jqwik")
        .selectors(selectClass(subject))
        .configurationParameter("jqwik.reporting.onlyfailures", "true")
        // Failure reports go to the platform (and this test), not to the build's output.
        .configurationParameter("jqwik.reporting.usejunitplatform", "true")
        .configurationParameter("jqwik.database", "target/.jqwik-database-kit")
        .execute()
        .testEvents();
  }

  private static String property(Event event) {
    return ((org.junit.platform.engine.support.descriptor.MethodSource) event.getTestDescriptor().getSource().orElseThrow()).getMethodName();
  }

  private static Set<String> properties(Stream<Event> events) {
    return events.map(ConformanceKitCatchesDefectsTest::property).collect(Collectors.toSet());
  }

  @ParameterizedTest(name = "{0} is caught by {1} only")
  @MethodSource("defects")
  void exactlyOnePropertyCatchesEachDefect(Class<?> subject, String property, String check) {
    Events events = run(subject);
    assertThat(properties(events.started().stream())).isEqualTo(kitProperties());
    assertThat(properties(events.failed().stream())).as("failed properties").containsExactly(property);
    Throwable failure = events.failed().stream().findFirst().orElseThrow()
        .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
    assertThat(failure).isInstanceOf(AssertionError.class).hasMessageContaining(check);
  }

  @Test
  void aCaughtDefectPrintsNothing() {
    // The failure report belongs to this test, not to the build's console.
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
    Events events;
    try {
      System.setOut(capture);
      System.setErr(capture);
      events = run(BrokenDicePokerSubjects.StaleHash.class);
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
    Events events = run(DicePokerConformanceProperties.class);
    assertThat(properties(events.succeeded().stream())).isEqualTo(kitProperties());
    assertThat(events.failed().count()).isZero();
  }

  private static Set<String> kitProperties() {
    List<String> names = Arrays.stream(GameConformance.class.getDeclaredMethods())
        .filter(m -> m.isAnnotationPresent(Property.class))
        .map(Method::getName)
        .collect(Collectors.toList());
    assertThat(names).hasSize(5);
    return Set.copyOf(names);
  }
}
