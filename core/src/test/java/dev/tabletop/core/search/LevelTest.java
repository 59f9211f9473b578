package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class LevelTest {

  @Test
  void theSixLevelsOfTheSeedPageInOrderFromPracticeToMaster() {
    // Seed 001: "đấu AI sáu mức độ (Tập chơi/Dễ/Vừa/Khó/Cao thủ/Đại sư)".
    assertThat(Level.values()).extracting(Level::vietnamese)
        .containsExactly("Tập chơi", "Dễ", "Vừa", "Khó", "Cao thủ", "Đại sư");
    assertThat(Level.values()).extracting(Level::id)
        .containsExactly("practice", "easy", "medium", "hard", "expert", "master");
  }

  @Test
  void anIdentifierNamesItsLevelAndNothingElseDoes() {
    for (Level level : Level.values()) {
      assertThat(Level.ofId(level.id())).contains(level);
    }
    assertThat(Level.ofId("Expert")).isEmpty();
    assertThat(Level.ofId("EXPERT")).isEmpty();
    assertThat(Level.ofId("grandmaster")).isEmpty();
    assertThat(Level.ofId("")).isEmpty();
    assertThat(Level.ofId(null)).isEmpty();
  }

  @Test
  @SuppressWarnings("deprecation")
  void theOptionalBridgeAgreesWithTheVavrOption() {
    for (String id : new String[] {"practice", "master", "Master", "", "deep"}) {
      Option<Level> level = Level.ofId(id);
      assertThat(Level.ofIdOptional(id)).isEqualTo(level.toJavaOptional());
    }
    assertThat(Level.ofIdOptional("hard")).contains(Level.HARD);
  }
}
