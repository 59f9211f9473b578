package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The benchmark corpus is what its Javadoc promises: whole games in play order, each position
 * followed by the one its recorded move leads to, or by a new game's start where a game ended.
 */
class CorpusTest {

  @ParameterizedTest
  @ValueSource(strings = {"jungle()", "ludo(players=4)", "domino(players=2)"})
  void positionsFollowEachOtherThroughWholeGames(String spec) {
    Game<?> game = Games.ALL.require(spec);
    Corpus corpus = Corpus.of(game, Corpus.SMALL, 20261129L);
    GameState<?> start = game.initialState();
    assertThat(corpus.states).hasSize(Corpus.SMALL);
    assertThat(corpus.states[0]).isEqualTo(start);
    int starts = 1;
    for (int i = 0; i + 1 < corpus.states.length; i++) {
      GameState<?> next = corpus.states[i].apply(corpus.moves[i]);
      if (!next.equals(corpus.states[i + 1])) {
        // Only a game's end may break the chain, and a new game starts there.
        assertThat(corpus.states[i + 1]).as("position %d", i + 1).isEqualTo(start);
        starts++;
      }
    }
    assertThat(starts).isEqualTo(corpus.games);
    // The issue asks for at least 50,000 positions in the big corpus.
    assertThat(Corpus.BIG).isGreaterThanOrEqualTo(50_000);
  }
}
