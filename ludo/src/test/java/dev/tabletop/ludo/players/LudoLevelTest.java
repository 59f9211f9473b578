package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.search.Level;
import org.junit.jupiter.api.Test;

class LudoLevelTest {

  @Test
  void eachOfTheSixLevelsHasOneConfigurationInItsOwnPlace() {
    assertThat(LudoLevel.values()).hasSameSizeAs(Level.values());
    for (Level level : Level.values()) {
      LudoLevel config = LudoLevel.of(level);
      assertThat(config.level()).isEqualTo(level);
      assertThat(config.name()).isEqualTo(level.name());
      assertThat(config.id()).isEqualTo(level.id());
      assertThat(config.vietnamese()).isEqualTo(level.vietnamese());
    }
  }
}
