package dev.tabletop.ludo.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabletop.core.tools.MatchRunner;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ladder's measured rungs as a test, two players, one die: Dễ over Tập chơi, Vừa over Dễ, Khó
 * over Vừa and Cao thủ over Khó, each significant at p &lt; 0.01 over 2,000 seat-rotated games,
 * and Đại sư at least 58% against the greedy baseline over 400 (the target); with four
 * players the rungs up to Cao thủ (each level against three of the one below), with three players
 * the rungs up to Cao thủ (each against two of the one below), and with two dice
 * ({@code diceUse=one}) the rungs up to Cao thủ at two and at four players, at the README's
 * seeds. Đại sư over Cao thủ takes about 50 minutes of one core for 2,000 games, so it is measured
 * with the benchmarks jar (README), not here. Node budgets make every match reproducible from its seed on
 * any number of threads. A few minutes of play on two cores, so only with {@code
 * -Dtabletop.deep=true} ({@code -Pdeep}).
 */
class LudoLadderDeepTest {
  static final LudoRules RULES = LudoRules.STANDARD.withPlayers(2);

  static MatchRunner.Entrant<LudoState> entrant(LudoLevel level) {
    return new MatchRunner.Entrant<>(level.id(), () -> level.player(RULES));
  }

  static MatchRunner.Report match(MatchRunner.Entrant<LudoState> a,
      MatchRunner.Entrant<LudoState> b, int games, long seed) {
    return match(RULES, List.of(a, b), games, seed);
  }

  static MatchRunner.Report match(LudoRules rules, List<MatchRunner.Entrant<LudoState>> seats,
      int games, long seed) {
    return MatchRunner.play(rules, seats, i -> rules.initialState(), games, seed,
        Runtime.getRuntime().availableProcessors(), 3000, null);
  }

  /** The level at every seat of the table but the first, which {@code upper} takes. */
  static List<MatchRunner.Entrant<LudoState>> oneAgainstTheRest(LudoRules rules, LudoLevel upper,
      LudoLevel lower) {
    List<MatchRunner.Entrant<LudoState>> seats = new ArrayList<>();
    seats.add(new MatchRunner.Entrant<>(upper.id(), () -> upper.player(rules)));
    while (seats.size() < rules.playerCount()) {
      seats.add(new MatchRunner.Entrant<>(lower.id(), () -> lower.player(rules)));
    }
    return seats;
  }

  @Test
  void eachLevelUpToExpertBeatsTheOneBelowIt() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    LudoLevel[] ladder = {LudoLevel.PRACTICE, LudoLevel.EASY, LudoLevel.MEDIUM, LudoLevel.HARD,
        LudoLevel.EXPERT};
    for (int i = 1; i < ladder.length; i++) {
      MatchRunner.Report r = match(entrant(ladder[i]), entrant(ladder[i - 1]), 2000, 30 + i);
      assertThat(r.elo().p()).as("%s over %s", ladder[i], ladder[i - 1]).isLessThan(0.01);
    }
  }

  @Test
  void masterBeatsTheGreedyBaseline() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    MatchRunner.Report r = match(entrant(LudoLevel.MASTER),
        new MatchRunner.Entrant<>("greedy", () -> new GreedyPlayer(RULES)), 400, 36);
    assertThat(r.results().get(0).score()).isGreaterThanOrEqualTo(0.58);
  }

  @Test
  void withFourPlayersEachLevelUpToExpertBeatsThreeOfTheOneBelow() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    LudoLevel[] ladder = {LudoLevel.PRACTICE, LudoLevel.EASY, LudoLevel.MEDIUM, LudoLevel.HARD,
        LudoLevel.EXPERT};
    for (int i = 1; i < ladder.length; i++) {
      MatchRunner.Report r = match(LudoRules.STANDARD,
          oneAgainstTheRest(LudoRules.STANDARD, ladder[i], ladder[i - 1]), 2000, 71);
      assertThat(r.elo().p()).as("%s over three %s", ladder[i], ladder[i - 1]).isLessThan(0.01);
    }
  }

  @Test
  void withFourPlayersAndTwoDiceEachLevelUpToExpertBeatsThreeOfTheOneBelow() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    LudoRules twoDice = LudoRules.STANDARD.withDice(2);
    LudoLevel[] ladder = {LudoLevel.PRACTICE, LudoLevel.EASY, LudoLevel.MEDIUM, LudoLevel.HARD,
        LudoLevel.EXPERT};
    for (int i = 1; i < ladder.length; i++) {
      boolean top = ladder[i] == LudoLevel.EXPERT;
      MatchRunner.Report r = match(twoDice, oneAgainstTheRest(twoDice, ladder[i], ladder[i - 1]),
          top ? 400 : 2000, top ? 77 : 75);
      assertThat(r.elo().p()).as("%s over three %s", ladder[i], ladder[i - 1]).isLessThan(0.01);
    }
  }

  @Test
  void withThreePlayersEachLevelUpToExpertBeatsTwoOfTheOneBelow() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    LudoRules three = LudoRules.STANDARD.withPlayers(3);
    LudoLevel[] ladder = {LudoLevel.PRACTICE, LudoLevel.EASY, LudoLevel.MEDIUM, LudoLevel.HARD,
        LudoLevel.EXPERT};
    for (int i = 1; i < ladder.length; i++) {
      MatchRunner.Report r = match(three, oneAgainstTheRest(three, ladder[i], ladder[i - 1]),
          2000, 81);
      assertThat(r.elo().p()).as("%s over two %s", ladder[i], ladder[i - 1]).isLessThan(0.01);
    }
  }

  @Test
  void withTwoDiceEachLevelUpToExpertBeatsTheOneBelow() {
    assumeTrue(Boolean.getBoolean("tabletop.deep"), "deep runs only");
    LudoRules twoDice = RULES.withDice(2);
    LudoLevel[] ladder = {LudoLevel.PRACTICE, LudoLevel.EASY, LudoLevel.MEDIUM, LudoLevel.HARD,
        LudoLevel.EXPERT};
    for (int i = 1; i < ladder.length; i++) {
      boolean top = ladder[i] == LudoLevel.EXPERT;
      MatchRunner.Report r = match(twoDice, oneAgainstTheRest(twoDice, ladder[i], ladder[i - 1]),
          top ? 400 : 2000, top ? 77 : 75);
      assertThat(r.elo().p()).as("%s over %s", ladder[i], ladder[i - 1]).isLessThan(0.01);
    }
  }
}
