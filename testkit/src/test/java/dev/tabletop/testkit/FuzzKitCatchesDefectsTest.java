package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * The fuzzing kit is only worth having if a crash in a parser or in {@code apply} fails it: each
 * broken test game throws where it should refuse, and exactly the property that feeds that entry
 * point fails, with the game's own exception.
 */
class FuzzKitCatchesDefectsTest {

  private static Events run(Class<?> subject) {
    return EngineTestKit.engine("jqwik")
        .selectors(selectClass(subject))
        .configurationParameter("jqwik.reporting.onlyfailures", "true")
        .configurationParameter("jqwik.reporting.usejunitplatform", "true")
        .configurationParameter("jqwik.database", "target/.jqwik-database-fuzzkit")
        .execute()
        .testEvents();
  }

  private static Set<String> properties(Stream<Event> events) {
    return events.map(e -> ((MethodSource) e.getTestDescriptor().getSource().orElseThrow())
        .getMethodName()).collect(Collectors.toSet());
  }

  private static Set<String> kitProperties() {
    Set<String> names = Arrays.stream(GameFuzz.class.getDeclaredMethods())
        .filter(m -> m.isAnnotationPresent(Property.class)).map(Method::getName)
        .collect(Collectors.toSet());
    assertThat(names).hasSize(5);
    return names;
  }

  private static void assertOnlyFailure(Class<?> subject, String property,
      Class<? extends Throwable> thrown) {
    Events events = run(subject);
    assertThat(properties(events.started().stream())).isEqualTo(kitProperties());
    assertThat(properties(events.failed().stream())).containsExactly(property);
    Throwable failure = events.failed().stream().findFirst().orElseThrow()
        .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
    assertThat(failure).isInstanceOf(thrown);
  }

  @Test
  void kitPassesOnTheCorrectGame() {
    Events events = run(FuzzSubjects.Correct.class);
    assertThat(properties(events.succeeded().stream())).isEqualTo(kitProperties());
    assertThat(events.failed().count()).isZero();
  }

  @Test
  void aMoveReaderThatThrowsIsCaughtByTheMoveProperty() {
    assertOnlyFailure(FuzzSubjects.CrashingReader.class,
        "aMoveIsReadAndLegalOrRefused", NumberFormatException.class);
  }

  @Test
  void anApplyThatThrowsOtherThanIllegalArgumentIsCaughtByTheIntProperty() {
    assertOnlyFailure(FuzzSubjects.CrashingApply.class,
        "anIntIsPlayedOrRefusedAndApplyThrowsOnlyIllegalArgument",
        ArrayIndexOutOfBoundsException.class);
  }
}
