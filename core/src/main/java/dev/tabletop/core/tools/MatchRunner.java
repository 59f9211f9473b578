package dev.tabletop.core.tools;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Plays matches between computer players: N games with the seats rotated, in parallel, and reports
 * each player's score, the Elo difference with a 95% interval, and ladder tables.
 *
 * <p>Reproducible like the {@link Simulator}: game {@code i} starts from {@code start(i)} with the
 * seats rotated by {@code i}, its chance outcomes and each move's seed come from {@code (seed, i)}
 * alone, and every player starts the game with {@link Player#newGame()}, so under node budgets the
 * same seed gives the same report whatever the number of threads. A game ends at a terminal state,
 * at the game's repetition limit or at the ply limit (both draws, every return 0).
 */
public final class MatchRunner {
  private MatchRunner() {}

  /**
   * A player in a match: a name and a factory, called once per worker thread, since players are
   * not thread-safe.
   *
   * @param name the name in tables
   * @param factory makes a fresh player
   * @param <S> the game's state type
   */
  public record Entrant<S extends GameState<S>>(String name, Supplier<Player<S>> factory) {}

  /**
   * One entrant's results.
   *
   * @param name the entrant
   * @param games games played
   * @param wins games where it scored 1
   * @param draws games where it scored between 0 and 1
   * @param losses games where it scored 0
   * @param points the sum of its game scores (a win 1, a draw 1/2; with more than two players, the
   *     share of the other players it finished ahead of, ties counting half)
   * @param pointSquares the sum of the squared game scores, for the interval
   * @param returns the sum of its returns (stake units, where the game pays them)
   * @param gained the sum of its positive returns only: the stake units it won, before what it
   *     paid ({@code gained - returns}) is taken off
   */
  public record Result(String name, long games, long wins, long draws, long losses, double points,
      double pointSquares, long returns, long gained) {
    /**
     * The share of the stake units that changed hands in its games that it won: {@code gained}
     * over {@code gained} plus what it paid. In a two-player zero-sum game that is its part of all
     * the stakes both players won, the measure of a game played for stakes (Domino) rather than
     * for wins.
     *
     * @return 0 to 1; one half when no stake changed hands
     */
    public double stakeShare() {
      long paid = gained - returns;
      return gained + paid == 0 ? 0.5 : (double) gained / (gained + paid);
    }

    /**
     * The mean score.
     *
     * @return points per game, 0 to 1
     */
    public double score() {
      return games == 0 ? 0 : points / games;
    }

    /**
     * The standard error of the mean score.
     *
     * @return the standard error
     */
    public double standardError() {
      if (games < 2) {
        return 0.5;
      }
      double m = score();
      double var = Math.max(0, pointSquares / games - m * m);
      return Math.sqrt(var / (games - 1));
    }
  }

  /**
   * An Elo difference with its 95% interval, from a mean score.
   *
   * @param difference the Elo difference of the first entrant over the second
   * @param low the lower end of the 95% interval
   * @param high the upper end
   * @param z how many standard errors the score lies above 1/2 (above 2.33 is p &lt; 0.01, one
   *     sided)
   */
  public record Elo(double difference, double low, double high, double z) {
    /**
     * The Elo difference of a score, with the interval from its standard error.
     *
     * @param score the mean score, 0 to 1
     * @param standardError its standard error
     * @return the difference and the interval; infinite at a score of 0 or 1
     */
    public static Elo of(double score, double standardError) {
      double z = standardError == 0 ? (score > 0.5 ? Double.POSITIVE_INFINITY
          : score < 0.5 ? Double.NEGATIVE_INFINITY : 0) : (score - 0.5) / standardError;
      return new Elo(elo(score), elo(score - 1.96 * standardError),
          elo(score + 1.96 * standardError), z);
    }

    /**
     * The one-sided p-value of the score being above 1/2 by chance: the normal approximation of
     * the mean score (draws counting half, its standard error from the games' own spread), that is
     * the chance that a standard normal variable exceeds {@link #z()}. Below 0.01 the upper entrant
     * is significantly stronger at the 1% level.
     *
     * @return the p-value, 0 to 1 (0 when every game went one way, so {@code z} is infinite)
     */
    public double p() {
      return upperTail(z);
    }

    /**
     * The upper tail of the standard normal distribution, {@code P(X > z)}.
     *
     * @param z any number; infinities give 0 and 1
     * @return the tail probability, 0 to 1
     */
    public static double upperTail(double z) {
      if (Double.isNaN(z)) {
        return Double.NaN;
      }
      if (z < 0) {
        return 1 - upperTail(-z);
      }
      if (z == Double.POSITIVE_INFINITY) {
        return 0;
      }
      double density = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
      if (z < 3) {
        // Phi(z) - 1/2 = density * (z + z^3/3 + z^5/(3*5) + ...): all terms positive, so no
        // cancellation, and the terms shrink fast enough below 3.
        double term = z;
        double sum = z;
        for (int k = 1; term > 1e-17 * sum; k++) {
          term *= z * z / (2 * k + 1);
          sum += term;
        }
        return 0.5 - density * sum;
      }
      // Laplace's continued fraction, evaluated from the bottom: accurate in the far tail, where
      // the difference above would lose every digit.
      double fraction = 0;
      for (int k = 120; k >= 1; k--) {
        fraction = k / (z + fraction);
      }
      return density / (z + fraction);
    }

    private static double elo(double s) {
      if (s <= 0) {
        return Double.NEGATIVE_INFINITY;
      }
      if (s >= 1) {
        return Double.POSITIVE_INFINITY;
      }
      return -400 * Math.log10(1 / s - 1);
    }

    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%s [%s, %s]", fmt(difference), fmt(low), fmt(high));
    }

    private static String fmt(double v) {
      if (Double.isInfinite(v)) {
        return v > 0 ? "+inf" : "-inf";
      }
      // Rounded before the sign is written, so that a difference a hair below zero reads +0.
      return String.format(Locale.ROOT, "%+d", Math.round(v));
    }
  }

  /**
   * A match's report.
   *
   * @param spec the rules' spec
   * @param games games played
   * @param seed the seed of the match
   * @param results one per entrant, in the order given
   * @param nanos wall-clock time
   */
  public record Report(String spec, long games, long seed, List<Result> results, long nanos) {
    /**
     * The Elo difference of the first entrant over the second (the first's score against the
     * field, for more than two players).
     *
     * @return the difference and its interval
     */
    public Elo elo() {
      Result a = results.get(0);
      return Elo.of(a.score(), a.standardError());
    }

    /**
     * A table of the results.
     *
     * @return text, one line per entrant
     */
    public String table() {
      StringBuilder b = new StringBuilder();
      b.append(String.format(Locale.ROOT, "%-16s %6s %6s %6s %6s %7s %8s %8s %7s%n", "player",
          "games", "wins", "draws", "losses", "score", "returns", "gained", "stakes"));
      for (Result r : results) {
        b.append(String.format(Locale.ROOT, "%-16s %6d %6d %6d %6d %6.1f%% %8d %8d %6.1f%%%n",
            r.name(), r.games(), r.wins(), r.draws(), r.losses(), 100 * r.score(), r.returns(),
            r.gained(), 100 * r.stakeShare()));
      }
      Elo elo = elo();
      b.append("Elo of ").append(results.get(0).name()).append(": ").append(elo)
          .append(String.format(Locale.ROOT, ", z %.2f, p %s (one sided)", elo.z(), pText(elo.p())))
          .append('\n');
      return b.toString();
    }
  }

  /**
   * One rung of a ladder: a player against the one below it.
   *
   * @param upper the stronger-meant player
   * @param lower the one below
   * @param report their match
   */
  public record Rung(String upper, String lower, Report report) {}

  /** Receives progress about once a second, on the calling thread. */
  @FunctionalInterface
  public interface Progress {
    /**
     * Called with the games finished so far.
     *
     * @param done games finished
     * @param total games asked for
     * @param elapsedNanos time since the start
     */
    void update(long done, long total, long elapsedNanos);
  }

  /**
   * Start positions a few uniformly random plies from the game's start, for a game that has no
   * varied starts of its own (Cờ Thú). Games {@code 2j} and {@code 2j + 1} get the same position,
   * so with the seats rotated each is played from both seats of a two-player game; position
   * {@code j} comes from the seed and {@code j} alone. A ply that would end the game is not
   * played, so a start is never terminal.
   *
   * @param game the rules
   * @param seed the seed of the positions
   * @param plies random plies from the start, 0 or more
   * @param <S> the state type
   * @return the start position of game {@code i}, for {@link #play}
   * @throws IllegalArgumentException if plies is negative
   */
  public static <S extends GameState<S>> Function<Long, S> randomOpenings(Game<S> game,
      long seed, int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("plies must be >= 0, was " + plies);
    }
    return i -> {
      SplittableRandom random = new SplittableRandom(Zobrist.mix(seed ^ Zobrist.mix(i / 2)));
      MoveBuffer buffer = MoveBuffer.forGame(game);
      S s = game.initialState();
      for (int p = 0; p < plies && !s.isTerminal(); p++) {
        S next = s.apply(Chance.randomMove(s, buffer, random));
        if (next.isTerminal()) {
          break;
        }
        s = next;
      }
      return s;
    };
  }

  /**
   * Plays a match.
   *
   * @param game the rules
   * @param entrants one per seat, {@code game.playerCount()} of them
   * @param start the start position of game {@code i}
   * @param games how many games, 1 or more
   * @param seed the seed of the match
   * @param threads worker threads, 1 or more
   * @param maxPlies the ply limit of one game
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return the report
   * @throws IllegalArgumentException if the entrants do not fill the table or a count is not
   *     positive
   */
  public static <S extends GameState<S>> Report play(Game<S> game, List<Entrant<S>> entrants,
      Function<Long, S> start, long games, long seed, int threads, int maxPlies,
      Progress progress) {
    int n = game.playerCount();
    if (entrants.size() != n) {
      throw new IllegalArgumentException(game.spec() + " needs " + n + " entrants, got "
          + entrants.size());
    }
    if (games < 1 || threads < 1 || maxPlies < 1) {
      throw new IllegalArgumentException("games, threads and maxPlies must be positive");
    }
    AtomicLong next = new AtomicLong();
    AtomicLong done = new AtomicLong();
    long t0 = System.nanoTime();
    List<double[][]> accs = Workers.run(threads, "match", "a match game",
        progress == null ? null : () -> progress.update(done.get(), games, System.nanoTime() - t0),
        () -> {
          List<Player<S>> players = new ArrayList<>();
          for (Entrant<S> e : entrants) {
            players.add(e.factory().get());
          }
          double[][] acc = new double[n][7];
          MoveBuffer buffer = MoveBuffer.forGame(game);
          HashCounts seen = new HashCounts();
          long i;
          while ((i = next.getAndIncrement()) < games) {
            playOne(game, players, start.apply(i), i, seed, maxPlies, buffer, seen, acc, null);
            done.incrementAndGet();
          }
          return acc;
        });
    double[][] total = new double[n][7];
    for (double[][] acc : accs) {
      for (int e = 0; e < n; e++) {
        for (int k = 0; k < 7; k++) {
          total[e][k] += acc[e][k];
        }
      }
    }
    List<Result> results = new ArrayList<>();
    for (int e = 0; e < n; e++) {
      double[] a = total[e];
      results.add(new Result(entrants.get(e).name(), games, (long) a[0], (long) a[1],
          (long) a[2], a[3], a[4], (long) a[5], (long) a[6]));
    }
    return new Report(game.spec(), games, seed, List.copyOf(results), System.nanoTime() - t0);
  }

  /** The seed of game {@code index} of a match: its chance, and each move's seed from its ply. */
  static long gameSeed(long seed, long index) {
    return Zobrist.mix(seed + Zobrist.mix(index));
  }

  /**
   * What a measure sees of each decision of a match game, before the move is played.
   *
   * @param <S> the state type
   */
  interface DecisionHook<S extends GameState<S>> {
    /**
     * One decision.
     *
     * @param state the position, a player to move
     * @param move the move its entrant chose
     * @param seat the seat deciding
     * @param entrant the entrant playing that seat
     * @param rotation the game's rotation of the seats
     * @param decisionSeed a seed of this decision alone, for the measure's own randomness
     */
    void decided(S state, int move, int seat, int entrant, int rotation, long decisionSeed);
  }

  /**
   * Plays game {@code index} of a match and adds each entrant's result to {@code acc}: its seats
   * rotated by the index, its chance and move seeds from the match seed and the index alone.
   */
  static <S extends GameState<S>> void playOne(Game<S> game, List<Player<S>> players,
      S start, long index, long seed, int maxPlies, MoveBuffer buffer, HashCounts seen,
      double[][] acc, DecisionHook<S> hook) {
    int n = players.size();
    int rotation = (int) (index % n);
    long gameSeed = gameSeed(seed, index);
    SplittableRandom chance = new SplittableRandom(gameSeed);
    for (Player<S> p : players) {
      p.newGame();
    }
    int limit = game.repetitionLimit();
    seen.clear();
    S s = start;
    seen.increment(s.hash());
    boolean drawn = false;
    for (int ply = 0; !s.isTerminal(); ply++) {
      if (ply >= maxPlies) {
        drawn = true;
        break;
      }
      int move;
      if (s.isChance()) {
        move = Chance.sampleOutcome(s, buffer, chance);
      } else {
        int entrant = (s.currentPlayer() + rotation) % n;
        move = players.get(entrant).chooseMove(s, Zobrist.mix(gameSeed ^ (ply + 1L)));
        if (hook != null) {
          hook.decided(s, move, s.currentPlayer(), entrant, rotation,
              Zobrist.mix(gameSeed ^ ~(long) ply));
        }
      }
      s = s.apply(move);
      if (limit > 0 && seen.increment(s.hash()) >= limit && !s.isTerminal()) {
        drawn = true;
        break;
      }
    }
    for (int seat = 0; seat < n; seat++) {
      int entrant = (seat + rotation) % n;
      int mine = drawn ? 0 : s.returns(seat);
      double score = drawn ? 0.5 : score(s, seat, n);
      double[] a = acc[entrant];
      a[score == 1 ? 0 : score == 0 ? 2 : 1] += 1;
      a[3] += score;
      a[4] += score * score;
      a[5] += mine;
      a[6] += Math.max(0, mine);
    }
  }

  /**
   * A seat's score in a finished game: the share of the other seats it finished ahead of, a tie
   * counting half (1 when it is ahead of every other seat: a win).
   */
  static double score(GameState<?> end, int seat, int players) {
    int mine = end.returns(seat);
    double score = 0;
    for (int other = 0; other < players; other++) {
      if (other != seat) {
        int theirs = end.returns(other);
        score += mine > theirs ? 1 : mine == theirs ? 0.5 : 0;
      }
    }
    return score / (players - 1);
  }

  /**
   * Plays a ladder for a two-player game: each entrant against the one before it in the list
   * (weakest first), seats rotated.
   *
   * @param game the rules, for two players
   * @param ladder the entrants, weakest first; two or more
   * @param start the start position of game {@code i}
   * @param games games per rung
   * @param seed the seed (each rung's seed is derived from it)
   * @param threads worker threads
   * @param maxPlies the ply limit of one game
   * @param progress a listener, or {@code null}
   * @param <S> the state type
   * @return one rung per adjacent pair, the upper entrant first in each report
   */
  public static <S extends GameState<S>> List<Rung> ladder(Game<S> game, List<Entrant<S>> ladder,
      Function<Long, S> start, long games, long seed, int threads, int maxPlies,
      Progress progress) {
    List<Rung> rungs = new ArrayList<>();
    for (int i = 1; i < ladder.size(); i++) {
      Entrant<S> upper = ladder.get(i);
      Entrant<S> lower = ladder.get(i - 1);
      Report r = play(game, List.of(upper, lower), start, games, seed + i, threads, maxPlies,
          progress);
      rungs.add(new Rung(upper.name(), lower.name(), r));
    }
    return List.copyOf(rungs);
  }

  /**
   * A p-value for a table: four decimals, or an upper bound below 0.0001.
   *
   * @param p the p-value
   * @return such as {@code 0.0211} or {@code <0.0001}
   */
  static String pText(double p) {
    return p < 1e-4 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
  }

  /**
   * A ladder as a Markdown table: per rung the games, wins, draws, losses, score and Elo of the
   * upper player over the lower, with z and the one-sided p-value ({@link Elo#p()}).
   *
   * @param rungs the ladder's rungs
   * @return the table text
   */
  public static String ladderTable(List<Rung> rungs) {
    StringBuilder b = new StringBuilder();
    b.append("| player | vs | games | wins | draws | losses | score | Elo [95%] | z | p |\n");
    b.append("|---|---|---:|---:|---:|---:|---:|---|---:|---:|\n");
    for (Rung r : rungs) {
      Result a = r.report().results().get(0);
      Elo elo = r.report().elo();
      b.append(String.format(Locale.ROOT,
          "| %s | %s | %d | %d | %d | %d | %.1f%% | %s | %.1f | %s |%n", r.upper(), r.lower(),
          a.games(), a.wins(), a.draws(), a.losses(), 100 * a.score(), elo, elo.z(),
          pText(elo.p())));
    }
    return b.toString();
  }
}
