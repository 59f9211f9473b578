package dev.tabletop.jungle.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.search.Level;
import org.junit.jupiter.api.Test;

class JungleLevelTest {

  @Test
  void eachOfTheSixLevelsHasOneConfigurationInItsOwnPlace() {
    assertThat(JungleLevel.values()).hasSameSizeAs(Level.values());
    for (Level level : Level.values()) {
      JungleLevel config = JungleLevel.of(level);
      assertThat(config.level()).isEqualTo(level);
      assertThat(config.name()).isEqualTo(level.name());
      assertThat(config.id()).isEqualTo(level.id());
      assertThat(config.vietnamese()).isEqualTo(level.vietnamese());
    }
  }
}
