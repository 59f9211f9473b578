package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** The kit is only worth having if it fails on a broken game: each defect must be caught. */
class ConformanceKitCatchesDefectsTest {

  private static Events run(Class<?> subject) {
    EngineExecutionResults results = EngineTestKit.engine("jqwik")
        .selectors(selectClass(subject))
        .configurationParameter("jqwik.reporting.onlyfailures", "true")
        .configurationParameter("jqwik.database", "target/.jqwik-database-kit")
        .execute();
    return results.testEvents();
  }

  @ParameterizedTest
  @ValueSource(classes = {BrokenDicePokerSubjects.UnsortedMoves.class,
      BrokenDicePokerSubjects.StaleHash.class, BrokenDicePokerSubjects.LeakySampler.class})
  void kitFailsOnADeliberatelyBrokenGame(Class<?> subject) {
    Events events = run(subject);
    assertThat(events.started().count()).isGreaterThan(0);
    assertThat(events.failed().count()).as("failed properties for " + subject.getSimpleName())
        .isGreaterThan(0);
  }

  @ParameterizedTest
  @ValueSource(classes = {DicePokerConformanceProperties.class})
  void kitPassesOnTheCorrectGame(Class<?> subject) {
    Events events = run(subject);
    assertThat(events.started().count()).isEqualTo(4);
    assertThat(events.failed().count()).isZero();
  }
}
