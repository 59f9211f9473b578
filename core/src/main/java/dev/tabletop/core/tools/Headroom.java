package dev.tabletop.core.tools;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.tools.MatchRunner.Entrant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * How many more games a player could win against given opponents by one step of rollout policy
 * improvement: the measure of how far its decisions are from the best replies to those opponents.
 *
 * <p>The first entrant plays the others, seats rotated, exactly as in {@link MatchRunner#play}
 * (the same games for the same seed, so its wins are the {@code match} command's). At a sampled
 * decision of the first entrant with two moves or more, every legal move is played out {@code
 * rollouts} times to the end, each seat continuing with its own entrant (fresh instances, so the
 * played game is not disturbed), the move's rollouts paired by their seeds across moves. A
 * rollout counts 1 when the first entrant finishes ahead of every other seat, and 0 at the ply
 * limit; rollouts do not count repetitions.
 *
 * <p>Choosing the best move by the rollouts' means would overrate the gain (the largest of
 * several noisy means is biased upward), so the improved policy decides on the even-numbered
 * rollouts (it leaves the entrant's move unless another beats it there by more than 2.5 standard
 * errors of the paired difference) and its gain over the entrant's own move is measured on the
 * odd-numbered ones, which it did not see. That gain, averaged over the sampled decisions and
 * multiplied by the decisions a game, estimates without bias the wins a game this improved policy
 * would add; more rollouts let it find smaller differences. The best move's lead over the
 * entrant's by the means of all rollouts, averaged the same way, bounds from above (in
 * expectation: the largest of noisy means overrates the largest true mean, never underrates it)
 * what choosing the best move at every decision of these games could add, a bound that tightens
 * as the rollouts grow. With the opponents modelled exactly
 * (the same players the games are played against) it is a best reply one decision deep, so a
 * figure near zero says the entrant's moves are about as good as one decision's rollouts can
 * tell, however the opponents are known. It needs perfect information: a hidden-information
 * game's rollouts would see what the player cannot.
 */
public final class Headroom {
  private Headroom() {}

  /**
   * What {@link #measure} found.
   *
   * @param spec the rules' spec
   * @param games games played
   * @param seed the seed
   * @param wins games the first entrant finished ahead of every other seat
   * @param decisions the first entrant's decisions with two legal moves or more
   * @param sampled the decisions valued by rollouts
   * @param rollouts rollouts per legal move of a sampled decision
   * @param gain the mean win-probability gain of the improved policy's move over the entrant's
   *     own, per sampled decision (decided on even rollouts, measured on odd ones)
   * @param gainError the standard error of {@code gain}
   * @param upper the mean lead, per sampled decision, of the move with the best mean over all
   *     rollouts over the entrant's own move: 0 where the entrant's move is the best, and in
   *     expectation at least the true lead of the best move (noise counts as gain)
   * @param upperError the standard error of {@code upper}
   * @param findings the sampled decisions where some move beat the entrant's by more than 2.5
   *     standard errors of the paired difference over all rollouts, in game order (immutable)
   * @param nanos the time taken
   */
  public record Report(String spec, long games, long seed, long wins, long decisions,
      long sampled, int rollouts, double gain, double gainError, double upper,
      double upperError, List<Finding> findings, long nanos) {

    /**
     * Copies the findings.
     *
     * @throws NullPointerException if the findings are null
     */
    public Report {
      findings = List.copyOf(findings);
    }

    /**
     * How many sampled decisions had a clearly better move.
     *
     * @return the number of findings
     */
    public long clearlyWorse() {
      return findings.size();
    }

    /**
     * The win probability those decisions lost, summed.
     *
     * @return the sum of the findings' leads
     */
    public double clearlyWorseLoss() {
      return findings.stream().mapToDouble(Finding::lead).sum();
    }

    /**
     * The first entrant's share of games won.
     *
     * @return wins ÷ games
     */
    public double winShare() {
      return (double) wins / games;
    }

    /**
     * The estimated wins a game one step of rollout improvement would add.
     *
     * @return {@code gain} × decisions a game
     */
    public double gainPerGame() {
      return gain * decisions / games;
    }

    /**
     * The standard error of {@link #gainPerGame()}.
     *
     * @return {@code gainError} × decisions a game
     */
    public double gainPerGameError() {
      return gainError * decisions / games;
    }

    /**
     * At most how many wins a game the best move at every decision could add, by the rollouts'
     * means: an upper estimate (see {@link #upper()}).
     *
     * @return {@code upper} × decisions a game
     */
    public double upperPerGame() {
      return upper * decisions / games;
    }

    /**
     * The standard error of {@link #upperPerGame()}.
     *
     * @return {@code upperError} × decisions a game
     */
    public double upperPerGameError() {
      return upperError * decisions / games;
    }

    /**
     * The report as text, one figure a line.
     *
     * @return the text
     */
    public String table() {
      double perGame = (double) decisions / games;
      StringBuilder b = new StringBuilder();
      b.append(String.format(Locale.ROOT, "%s, %d games, seed %d: %d won (%.1f%%)%n", spec, games,
          seed, wins, 100 * winShare()));
      b.append(String.format(Locale.ROOT,
          "decisions with a choice: %.1f a game; %d sampled, %d rollouts a move%n", perGame,
          sampled, rollouts));
      b.append(String.format(Locale.ROOT,
          "one-step rollout gain: %+.5f ± %.5f a decision, %+.1f ± %.1f points of wins a game "
              + "(95%%: %+.1f to %+.1f)%n", gain, gainError, 100 * gainPerGame(),
          100 * gainPerGameError(), 100 * (gainPerGame() - 1.96 * gainPerGameError()),
          100 * (gainPerGame() + 1.96 * gainPerGameError())));
      b.append(String.format(Locale.ROOT,
          "best move by all rollouts' means (noise counted as gain): %+.5f ± %.5f a decision, "
              + "at most %+.1f ± %.1f points of wins a game (95%%: up to %+.1f)%n", upper,
          upperError, 100 * upperPerGame(), 100 * upperPerGameError(),
          100 * (upperPerGame() + 1.96 * upperPerGameError())));
      b.append(String.format(Locale.ROOT,
          "clearly worse moves: %d of %d sampled (%.1f%%), %.3f wins lost each on average%n",
          clearlyWorse(), sampled, sampled == 0 ? 0 : 100.0 * clearlyWorse() / sampled,
          findings.isEmpty() ? 0 : clearlyWorseLoss() / clearlyWorse()));
      for (Finding f : findings) {
        b.append(f.line()).append(System.lineSeparator());
      }
      b.append(String.format(Locale.ROOT, "(%.0f s)%n", nanos / 1e9));
      return b.toString();
    }
  }

  /**
   * A sampled decision where another move beat the entrant's by more than 2.5 standard errors of
   * the paired difference over all the rollouts: where to look for what the player misjudges.
   *
   * @param game the game's index
   * @param position the position, as its {@code toString} writes it (Cờ Cá Ngựa: the notation
   *     {@code LudoRules.position} reads back)
   * @param played the entrant's move, as {@link GameState#moveText} writes it
   * @param playedWins the share of its rollouts the entrant won after it
   * @param best the move whose rollouts won the most
   * @param bestWins the share of those won
   */
  public record Finding(long game, String position, String played, double playedWins,
      String best, double bestWins) {

    /**
     * How much more often the best move's rollouts were won.
     *
     * @return {@code bestWins - playedWins}
     */
    public double lead() {
      return bestWins - playedWins;
    }

    /**
     * The finding as one line of text.
     *
     * @return such as {@code game 12, h6,h5,55,42/h3,47,h5,h4 0 1 -: played home 2 to 1
     *     (0.6409), better move 3 by 1 (0.7451), lead 0.1042}
     */
    public String line() {
      return String.format(Locale.ROOT, "game %d, %s: played %s (%.4f), better %s (%.4f), "
          + "lead %.4f", game, position, played, playedWins, best, bestWins, lead());
    }
  }

  /**
   * Plays the games and values the sampled decisions.
   *
   * @param game the rules, of a perfect-information game
   * @param entrants one a seat; the first is measured, the others are its opponents
   * @param start the start position of game {@code i}
   * @param games how many games, 1 to 2^31 - 1 (each keeps its findings until the sum)
   * @param rollouts rollouts per legal move of a sampled decision, 2 or more
   * @param sample the chance that a decision with a choice is valued, in (0, 1]
   * @param seed the seed: the same seed gives the same report for any number of threads
   * @param threads worker threads, 1 or more
   * @param maxPlies the ply limit of a game and of a rollout (a rollout that reaches it counts 0)
   * @param <S> the state type
   * @return the report
   * @throws IllegalArgumentException if the entrants do not fill the table or a count is out of
   *     range
   */
  public static <S extends GameState<S>> Report measure(Game<S> game, List<Entrant<S>> entrants,
      Function<Long, S> start, long games, int rollouts, double sample, long seed, int threads,
      int maxPlies) {
    int n = game.playerCount();
    if (entrants.size() != n) {
      throw new IllegalArgumentException(game.spec() + " needs " + n + " entrants, got "
          + entrants.size());
    }
    if (games < 1 || games > Integer.MAX_VALUE || threads < 1 || maxPlies < 1 || rollouts < 2) {
      throw new IllegalArgumentException("games (up to 2^31 - 1), threads and maxPlies must be "
          + "positive and rollouts at least 2");
    }
    if (!(sample > 0 && sample <= 1)) {
      throw new IllegalArgumentException("the sample rate must be in (0, 1], got " + sample);
    }
    long t0 = System.nanoTime();
    Worker.Played[] perGame = new Worker.Played[(int) games];
    AtomicLong next = new AtomicLong();
    Workers.run(threads, "headroom", "a headroom game", null, () -> {
      Worker<S> w = new Worker<>(game, entrants, rollouts, sample, seed, maxPlies);
      long i;
      while ((i = next.getAndIncrement()) < games) {
        perGame[(int) i] = w.play(start.apply(i), i);
      }
      return null;
    });
    // Summed in game order, so the figures do not depend on which thread played which game.
    double[] sum = new double[Worker.FIELDS];
    List<Finding> findings = new ArrayList<>();
    for (Worker.Played g : perGame) {
      for (int k = 0; k < sum.length; k++) {
        sum[k] += g.sums()[k];
      }
      findings.addAll(g.findings());
    }
    long sampled = (long) sum[Worker.SAMPLED];
    return new Report(game.spec(), games, seed, (long) sum[Worker.WINS],
        (long) sum[Worker.DECISIONS], sampled, rollouts, average(sum[Worker.GAIN], sampled),
        error(sum[Worker.GAIN], sum[Worker.GAIN_SQUARES], sampled),
        average(sum[Worker.UPPER], sampled),
        error(sum[Worker.UPPER], sum[Worker.UPPER_SQUARES], sampled),
        findings, System.nanoTime() - t0);
  }

  private static double average(double sum, long count) {
    return count == 0 ? 0 : sum / count;
  }

  /** The standard error of the mean of {@code count} values with this sum and sum of squares. */
  private static double error(double sum, double squares, long count) {
    if (count < 2) {
      return 0;
    }
    double mean = sum / count;
    return Math.sqrt(Math.max(0, squares / count - mean * mean) / (count - 1));
  }

  /** One thread's players and buffers: the game's players and separate ones for rollouts. */
  private static final class Worker<S extends GameState<S>> {
    static final int WINS = 0;
    static final int DECISIONS = 1;
    static final int SAMPLED = 2;
    static final int GAIN = 3;
    static final int GAIN_SQUARES = 4;
    static final int UPPER = 5;
    static final int UPPER_SQUARES = 6;
    static final int FIELDS = 7;

    /** One game's sums (the fields above) and findings. */
    record Played(double[] sums, List<Finding> findings) {}

    private final Game<S> game;
    private final List<Player<S>> players = new ArrayList<>();
    private final List<Player<S>> rollers = new ArrayList<>();
    private final int rollouts;
    private final double sample;
    private final long seed;
    private final int maxPlies;
    private final MoveBuffer buffer;
    private final MoveBuffer choices;
    private final MoveBuffer rolloutBuffer;
    private final HashCounts seen = new HashCounts();

    Worker(Game<S> game, List<Entrant<S>> entrants, int rollouts, double sample, long seed,
        int maxPlies) {
      this.game = game;
      for (Entrant<S> e : entrants) {
        players.add(e.factory().get());
        rollers.add(e.factory().get());
      }
      this.rollouts = rollouts;
      this.sample = sample;
      this.seed = seed;
      this.maxPlies = maxPlies;
      this.buffer = MoveBuffer.forGame(game);
      this.choices = MoveBuffer.forGame(game);
      this.rolloutBuffer = MoveBuffer.forGame(game);
    }

    /** Game {@code index}, played by {@link MatchRunner}'s own code with this measure's hook. */
    Played play(S start, long index) {
      double[] acc = new double[FIELDS];
      List<Finding> findings = new ArrayList<>();
      double[][] results = new double[players.size()][7];
      // Its own stream, so sampling does not change the game's dice.
      SplittableRandom sampling =
          new SplittableRandom(Zobrist.mix(MatchRunner.gameSeed(seed, index) ^ 0x5eedL));
      MatchRunner.playOne(game, players, start, index, seed, maxPlies, buffer, seen, results,
          (s, move, seat, entrant, rotation, decisionSeed) -> {
            if (entrant != 0) {
              return;
            }
            s.legalMoves(choices);
            if (choices.size() > 1) {
              acc[DECISIONS]++;
              if (sampling.nextDouble() < sample) {
                value(s, move, seat, rotation, decisionSeed, acc, index, findings);
              }
            }
          });
      acc[WINS] = results[0][0];
      return new Played(acc, findings);
    }

    /** Plays out every legal move of {@code s}, paired by rollout, and adds the findings. */
    private void value(S s, int chosen, int seat, int rotation, long decisionSeed,
        double[] acc, long index, List<Finding> findings) {
      int k = choices.size();
      int[] moves = new int[k];
      int mine = -1;
      for (int j = 0; j < k; j++) {
        moves[j] = choices.get(j);
        if (moves[j] == chosen) {
          mine = j;
        }
      }
      int[][] won = new int[k][rollouts];
      for (int j = 0; j < k; j++) {
        S child = s.apply(moves[j]);
        for (int r = 0; r < rollouts; r++) {
          won[j][r] = rollout(child, seat, rotation, Zobrist.mix(decisionSeed + r)) ? 1 : 0;
        }
      }
      // Pick on the even rollouts, measure on the odd ones. The player's move is kept unless
      // another beats it there by more than 2.5 standard errors: a pick on a noisy mean alone
      // would swap good moves for lucky ones.
      int picked = best(won, mine, 0, 2);
      if (!clearlyBetter(won[picked], won[mine], 0, 2)) {
        picked = mine;
      }
      double gain = mean(won[picked], 1, 2) - mean(won[mine], 1, 2);
      acc[SAMPLED]++;
      acc[GAIN] += gain;
      acc[GAIN_SQUARES] += gain * gain;
      int best = best(won, mine, 0, 1);
      double lead = mean(won[best], 0, 1) - mean(won[mine], 0, 1);
      acc[UPPER] += lead;
      acc[UPPER_SQUARES] += lead * lead;
      if (clearlyBetter(won[best], won[mine], 0, 1)) {
        findings.add(new Finding(index, s.toString(), s.moveText(chosen),
            mean(won[mine], 0, 1), s.moveText(moves[best]), mean(won[best], 0, 1)));
      }
    }

    /** The move with the best mean over the rollouts {@code from, from + step, ...}. */
    private static int best(int[][] won, int mine, int from, int step) {
      int best = mine;
      for (int j = 0; j < won.length; j++) {
        if (mean(won[j], from, step) > mean(won[best], from, step)) {
          best = j;
        }
      }
      return best;
    }

    /** Whether {@code a} beats {@code b} by more than 2.5 standard errors of the paired mean. */
    private static boolean clearlyBetter(int[] a, int[] b, int from, int step) {
      double d = mean(a, from, step) - mean(b, from, step);
      if (d <= 0) {
        return false;
      }
      double squares = 0;
      int count = 0;
      for (int r = from; r < a.length; r += step) {
        double x = a[r] - b[r] - d;
        squares += x * x;
        count++;
      }
      return count > 1 && d > 2.5 * Math.sqrt(squares / (count - 1) / count);
    }

    private boolean rollout(S s, int seat, int rotation, long rolloutSeed) {
      int n = rollers.size();
      SplittableRandom chance = new SplittableRandom(rolloutSeed);
      for (int ply = 0; !s.isTerminal(); ply++) {
        if (ply >= maxPlies) {
          return false;
        }
        int move = s.isChance() ? Chance.sampleOutcome(s, rolloutBuffer, chance)
            : rollers.get((s.currentPlayer() + rotation) % n)
                .chooseMove(s, Zobrist.mix(rolloutSeed ^ (ply + 1L)));
        s = s.apply(move);
      }
      return MatchRunner.score(s, seat, rollers.size()) == 1;
    }

    private static double mean(int[] x, int from, int step) {
      double sum = 0;
      int count = 0;
      for (int i = from; i < x.length; i += step) {
        sum += x[i];
        count++;
      }
      return sum / count;
    }
  }
}
