package dev.tabletop.domino.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.search.Level;
import org.junit.jupiter.api.Test;

class DominoLevelTest {

  @Test
  void eachOfTheSixLevelsHasOneConfigurationInItsOwnPlace() {
    assertThat(DominoLevel.values()).hasSameSizeAs(Level.values());
    for (Level level : Level.values()) {
      DominoLevel config = DominoLevel.of(level);
      assertThat(config.level()).isEqualTo(level);
      assertThat(config.name()).isEqualTo(level.name());
      assertThat(config.id()).isEqualTo(level.id());
      assertThat(config.vietnamese()).isEqualTo(level.vietnamese());
    }
  }
}
