package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;

/**
 * The conformance kit: one property suite every game runs. A game's test class extends this,
 * names its {@link GameType} and the rules to test (its presets; override {@link #games()} to add
 * random flag combinations), and inherits every property.
 *
 * <p>Random play is driven by a shrinkable list of choice integers: at each step the kit plays
 * {@code moves[choice % count]}, so a failure shrinks to a short game. Edge cases (the empty list,
 * one-choice lists, seed 0) are mixed in among random tries rather than tried first: tried first,
 * their combinations can fill every try with games too short to reach a rule, and a property
 * then passes by luck.
 *
 * @param <S> the game's state type
 */
public abstract class GameConformance<S extends GameState<S>> {

  /** For a game's test class to extend. */
  protected GameConformance() {}

  /**
   * The game type, which rebuilds rules from specs for the record properties.
   *
   * @return the game type
   */
  protected abstract GameType<S, ?> type();

  /**
   * The rules to test: every preset of the game.
   *
   * @return a non-empty list of rules
   */
  protected abstract List<Game<S>> presets();

  /**
   * The rules the properties draw from; by default the presets. Override to add random flag
   * combinations.
   *
   * @return an arbitrary of rules
   */
  protected Arbitrary<Game<S>> games() {
    return Arbitraries.of(presets());
  }

  /**
   * The longest game the properties play, in plies.
   *
   * @return the upper bound on the choice list's length
   */
  protected int maxPlies() {
    return 400;
  }

  /**
   * The start state of a scenario; by default the rules' initial state. Override to start from
   * other positions.
   *
   * @param game the rules
   * @return the start state
   */
  protected S start(Game<S> game) {
    return game.initialState();
  }

  /** A game and the choices that drive play in it. */
  public final class Scenario {
    final Game<S> game;
    final List<Integer> choices;

    Scenario(Game<S> game, List<Integer> choices) {
      this.game = game;
      this.choices = choices;
    }

    @Override
    public String toString() {
      return game.spec() + " choices " + choices;
    }
  }

  @Provide
  Arbitrary<Scenario> scenarios() {
    // Uniform lengths: jqwik's default size distribution favours short lists, and most rules
    // (a deal, a den entry, a finished horse) are only reached in long games.
    Arbitrary<List<Integer>> choices = Arbitraries.integers().between(0, 1 << 20)
        .list().ofMaxSize(maxPlies()).withSizeDistribution(RandomDistribution.uniform());
    return Combinators.combine(games(), choices).as(Scenario::new);
  }

  @Property(tries = 150, edgeCases = EdgeCasesMode.MIXIN)
  void stateContractHoldsAlongRandomPlay(@ForAll("scenarios") Scenario s) {
    Conformance.checkPlay(start(s.game), s.choices);
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.MIXIN)
  void sameSeedSameGame(@ForAll("scenarios") Scenario s, @ForAll long seed) {
    Conformance.checkDeterminism(start(s.game), seed, maxPlies());
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.MIXIN)
  void recordRoundTripsAndReplays(@ForAll("scenarios") Scenario s) {
    Conformance.checkRecord(type(), s.game, s.choices);
  }

  @Property(tries = 40, edgeCases = EdgeCasesMode.MIXIN)
  void wholeGamePlaysThroughTheContractAsText(@ForAll("scenarios") Scenario s) {
    Conformance.checkPlayThroughText(type(), s.game.spec(), s.choices);
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.MIXIN)
  void legalMovesDependOnlyOnTheMoversView(@ForAll("scenarios") Scenario s, @ForAll long seed) {
    if (s.game.hiddenInformation().isDefined()) {
      Conformance.checkViews(start(s.game), s.choices, seed);
    }
  }
}
