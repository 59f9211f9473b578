package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Refusal;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The information-state tensor: perfect recall of the seat's view, the same for twins. */
class InformationStateTest {
  private static final String[] SPECS = {"domino(players=2)", "domino()",
      "domino(players=3,draw=until_playable)", "domino(players=4,partnership=true)"};

  @Test
  void twinsSampledFromASeatsViewGiveItTheSameTensorAlongRandomPlay() {
    SplittableRandom random = new SplittableRandom(17);
    int compared = 0;
    int differentDeals = 0;
    int mostEvents = 0;
    for (String spec : SPECS) {
      DominoRules rules = Refusal.orThrow(Domino.rules(spec));
      DominoInformationState info = new DominoInformationState(rules);
      MoveBuffer moves = MoveBuffer.forGame(rules);
      for (int game = 0; game < 8; game++) {
        DominoState s = rules.initialState();
        while (!s.isTerminal()) {
          if (!s.isChance()) {
            for (int seat = 0; seat < rules.playerCount(); seat++) {
              float[] mine = info.of(s, seat);
              DominoState twin = Refusal.orThrow(Domino.sample(Domino.view(s, seat), random));
              assertThat(info.of(twin, seat)).containsExactly(mine);
              compared++;
              int other = (seat + 1) % rules.playerCount();
              if (twin.hand(other) != s.hand(other)) {
                differentDeals++;
              }
              mostEvents = Math.max(mostEvents, events(mine));
              // The tensor begins with the observation.
              float[] obs = Domino.encoding(rules).observer().observe(s, seat);
              assertThat(Arrays.copyOf(mine, DominoObserver.SIZE)).containsExactly(obs);
            }
            assertThat(events(info.of(s, 0))).isEqualTo(Domino.view(s, 0).events().size());
          }
          s.legalMoves(moves);
          s = s.apply(s.isChance() ? moves.pickWeighted(s.chanceTotal(), random)
              : moves.get(random.nextInt(moves.size())));
        }
      }
    }
    assertThat(compared).isGreaterThan(500);
    assertThat(differentDeals).isGreaterThan(compared / 3);
    assertThat(mostEvents).isBetween(10, DominoInformationState.EVENTS);
  }

  @Test
  void laterPositionsRecallTheirEarlierEvents() {
    // A few turns later the seat's tensor holds more events than it did at the deal.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoInformationState info = new DominoInformationState(rules);
    SplittableRandom random = new SplittableRandom(3);
    MoveBuffer moves = MoveBuffer.forGame(rules);
    int distinguished = 0;
    for (int game = 0; game < 40 && distinguished == 0; game++) {
      DominoState s = Domino.deal(rules, random);
      DominoState before = s;
      float[] a;
      for (int ply = 0; ply < 3 && !s.isTerminal() && !s.isChance(); ply++) {
        s.legalMoves(moves);
        s = s.apply(moves.get(random.nextInt(moves.size())));
      }
      if (s.isTerminal() || s.isChance()) {
        continue;
      }
      a = info.of(s, 0);
      float[] b = info.of(before, 0);
      assertThat(a).isNotEqualTo(b);
      assertThat(events(a)).isGreaterThan(events(b));
      distinguished++;
    }
    assertThat(distinguished).isPositive();
  }

  @Test
  void aShortArrayIsRefused() {
    DominoInformationState info = new DominoInformationState(DominoRules.TWO_PLAYERS);
    DominoState s = Domino.deal(DominoRules.TWO_PLAYERS, new SplittableRandom(1));
    assertThatThrownBy(() -> info.write(s, 0, new float[10], 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs " + DominoInformationState.SIZE);
  }

  /** The used event slots: those with a kind. */
  private static int events(float[] tensor) {
    int n = 0;
    for (int k = 0; k < DominoInformationState.EVENTS; k++) {
      int base = DominoObserver.SIZE + k * DominoInformationState.EVENT;
      for (int kind = 0; kind < 5; kind++) {
        if (tensor[base + kind] == 1) {
          n++;
        }
      }
    }
    return n;
  }
}
