package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.GameHistory;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import org.junit.jupiter.api.Test;

class SchemaSmokeTest {
  @Test
  void aViewValidatesAndABrokenOneDoesNot() {
    GameHistory<DominoState> d = Play.history(DominoRules.TWO_PLAYERS, Play.seeded(3, 40));
    String v = WireFormat.domino().writeView(d, 0);
    assertThat(Schemas.errors("view", v)).isEmpty();
    assertThat(Schemas.errors("view", v.replace("\"boneyard\"", "\"boneyarx\""))).isNotEmpty();
    assertThat(Schemas.errors("state", WireFormat.domino().writeState(d.state()))).isEmpty();
  }
}
