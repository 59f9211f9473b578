package dev.tabletop.testkit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Property;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/** Runs a kit subject through the jqwik engine, for the tests that check which property fails. */
final class KitEngine {
  private KitEngine() {}

  /**
   * Every property of a subject, run; failure reports go to the platform (and the calling test),
   * not to the build's output. Each calling test keeps its own jqwik database, as its subjects'
   * earlier failures are replayed from it.
   */
  static Events run(Class<?> subject, String database) {
    return EngineTestKit.engine("jqwik")
        .selectors(selectClass(subject))
        .configurationParameter("jqwik.reporting.onlyfailures", "true")
        .configurationParameter("jqwik.reporting.usejunitplatform", "true")
        .configurationParameter("jqwik.database", database)
        .execute()
        .testEvents();
  }

  /** The property names of some events. */
  static Set<String> properties(Stream<Event> events) {
    return events.map(e -> ((MethodSource) e.getTestDescriptor().getSource().orElseThrow())
        .getMethodName()).collect(Collectors.toSet());
  }

  /** The properties a kit class declares. */
  static Set<String> declaredProperties(Class<?> kit) {
    return Arrays.stream(kit.getDeclaredMethods())
        .filter(m -> m.isAnnotationPresent(Property.class)).map(Method::getName)
        .collect(Collectors.toSet());
  }

  /** What the first failed property threw. */
  static Throwable firstFailure(Events events) {
    return events.failed().stream().findFirst().orElseThrow()
        .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }
}
