package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

/**
 * The fuzzing kit is only worth having if a crash in a parser or in {@code apply} fails it: each
 * broken test game throws where it should refuse, and exactly the property that feeds that entry
 * point fails, with the game's own exception.
 */
class FuzzKitCatchesDefectsTest {
  private static final String DATABASE = "target/.jqwik-database-fuzzkit";

  private static Set<String> kitProperties() {
    Set<String> names = KitEngine.declaredProperties(GameFuzz.class);
    assertThat(names).hasSize(5);
    return names;
  }

  private static void assertOnlyFailure(Class<?> subject, String property,
      Class<? extends Throwable> thrown) {
    Events events = KitEngine.run(subject, DATABASE);
    assertThat(KitEngine.properties(events.started().stream())).isEqualTo(kitProperties());
    assertThat(KitEngine.properties(events.failed().stream())).containsExactly(property);
    Throwable failure = KitEngine.firstFailure(events);
    assertThat(failure).isInstanceOf(thrown);
  }

  @Test
  void kitPassesOnTheCorrectGame() {
    Events events = KitEngine.run(FuzzSubjects.Correct.class, DATABASE);
    assertThat(KitEngine.properties(events.succeeded().stream())).isEqualTo(kitProperties());
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
