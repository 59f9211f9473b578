package dev.tabletop.benchmarks;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.core.tools.Perft;
import dev.tabletop.core.tools.Playout;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

/**
 * The timed workloads of the {@code peer} command, one request line in, one answer line out, for a
 * harness that compares tabletop with another engine: {@link PeerCommand} serves them on standard
 * input, and a harness that loads another engine into the same JVM (benchmarks/peers/run.sh's
 * Ludii harness) calls {@link #answer(String)} directly, so that both engines share one JVM and
 * one pinned core.
 *
 * <p>Requests:
 *
 * <pre>
 * perft DEPTH leaf     every-leaf perft of the Cờ Thú start: every leaf applied (one state each)
 * perft DEPTH bulk     bulk perft: the moves at the last ply counted, not applied ({@link
 *                      Jungle#perft}, which counts them without writing them out)
 * perft DEPTH leaf|bulk SPEC
 *                      the same from the start of the Cờ Thú variant SPEC (e.g. {@code
 *                      jungle(elephantTakesRat=true)}), to check counts against an engine that
 *                      plays another variant
 * playouts N           N random Cờ Thú games from the start (seeded, the JMH playout workload);
 *                      the count is plies
 * movegen N            N legal-move generations, cycling over the big Cờ Thú corpus of
 *                      positions from random games (the JMH generation workload); the count is N
 * turns N SPEC         N random games of the variant SPEC (e.g. {@code ludo(players=4)}), each to
 *                      its end or 100,000 plies; the count is turns, the plies where a player
 *                      chose (chance outcomes, a roll or a deal, are not counted), which is what
 *                      an engine that rolls inside a player's move counts as a move
 * </pre>
 *
 * <p>Each answer is {@code ok COUNT NANOS CPU_NANOS PROCESS_NANOS} (the count; the elapsed
 * nanoseconds; the nanoseconds of CPU time the calling thread used, which time spent waiting for
 * the core on a loaded machine does not swell; and the CPU time of the whole process, which adds
 * the garbage collector's and the JIT compiler's threads), or {@code error MESSAGE}. Nothing of the timing is done outside
 * the answer: the workloads are core's {@link Perft} and {@link Playout}, {@link Jungle#perft},
 * and {@link GameState#legalMoves}.
 */
public final class PeerWorkloads {
  /** The thread's CPU time, which a loaded machine's waits for the core do not count. */
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
  /**
   * The process's CPU time: with the JVM pinned to one core, the work and the collector's and
   * compiler's threads, which the thread's time leaves out, and still not the waits for the core.
   */
  private static final OperatingSystemMXBean PROCESS =
      (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  /** The seed of every random game here, as in the JMH suite. */
  private static final long SEED = 20261129L;
  /** The ply after which a game of {@code turns} is cut, as the JMH playouts cut theirs. */
  private static final int MAX_PLIES = 100_000;

  private final JungleState start = JungleRules.STANDARD.initialState();
  private final Playout<JungleState> playout = new Playout<>(JungleRules.STANDARD, MAX_PLIES);
  private final SplittableRandom random = new SplittableRandom(SEED);
  private final MoveBuffer jungleBuffer = MoveBuffer.forGame(JungleRules.STANDARD);
  /** Built at the first {@code movegen}: it takes a moment, which no other request should pay. */
  private GameState<?>[] corpus;
  private int nextPosition;
  /** Every move {@code movegen} listed, read by nothing: it keeps the generation live. */
  private long movesListed;

  /** Workloads with their own seeded generator; one object per thread. */
  public PeerWorkloads() {}

  /**
   * Runs one request and times it.
   *
   * @param request a request line, as listed in the class comment
   * @return {@code ok COUNT NANOS CPU_NANOS}, or {@code error MESSAGE} naming what is wrong
   */
  public String answer(String request) {
    String[] words = request.strip().split("\\s+");
    try {
      if (words[0].equals("perft") && (words.length == 3 || words.length == 4)
          && (words[2].equals("leaf") || words[2].equals("bulk"))) {
        JungleState from = words.length == 3 ? start : jungleStart(words[3]);
        return perft(from, Integer.parseInt(words[1]), words[2].equals("bulk"));
      }
      if (words[0].equals("playouts") && words.length == 2) {
        return playouts(Integer.parseInt(words[1]));
      }
      if (words[0].equals("movegen") && words.length == 2) {
        return movegen(Integer.parseInt(words[1]));
      }
      if (words[0].equals("turns") && words.length == 3) {
        return turns(Integer.parseInt(words[1]), Games.ALL.require(words[2]));
      }
      return "error unknown request '" + String.join(" ", words)
          + "' (perft DEPTH leaf|bulk [SPEC], playouts N, movegen N, turns N SPEC, quit)";
    } catch (IllegalArgumentException e) {
      return "error " + e.getMessage();
    }
  }

  /** When a workload began, by the three clocks of an answer. */
  private record Start(long wall, long thread, long process) {
    static Start now() {
      return new Start(
          System.nanoTime(), CPU.getCurrentThreadCpuTime(), PROCESS.getProcessCpuTime());
    }
  }

  /** The answer line: the count, then the elapsed, thread CPU and process CPU nanoseconds. */
  private static String timed(long count, Start t0) {
    long wall = System.nanoTime() - t0.wall();
    long thread = CPU.getCurrentThreadCpuTime() - t0.thread();
    return "ok " + count + " " + wall + " " + thread + " "
        + (PROCESS.getProcessCpuTime() - t0.process());
  }

  /** The start of a Cờ Thú variant, or a refusal naming the spec. */
  private static JungleState jungleStart(String spec) {
    if (Games.ALL.require(spec) instanceof JungleRules rules) {
      return rules.initialState();
    }
    throw new IllegalArgumentException("perft counts Cờ Thú variants only, not " + spec);
  }

  private static String perft(JungleState from, int depth, boolean bulk) {
    Perft<JungleState> perft = Perft.of(from, Math.max(depth, 1), false);
    Start t0 = Start.now();
    long leaves = bulk ? Jungle.perft(from, depth) : perft.perft(from, depth);
    return timed(leaves, t0);
  }

  private String playouts(int games) {
    long plies = 0;
    Start t0 = Start.now();
    for (int i = 0; i < games; i++) {
      plies += playout.play(start, random).plies();
    }
    return timed(plies, t0);
  }

  private String movegen(int calls) {
    if (calls < 0) {
      throw new IllegalArgumentException("movegen needs 0 or more calls, was " + calls);
    }
    if (corpus == null) {
      corpus = Corpus.of(JungleRules.STANDARD, Corpus.BIG, SEED).states;
    }
    int mask = corpus.length - 1;
    long moves = 0;
    Start t0 = Start.now();
    for (int i = 0; i < calls; i++) {
      corpus[nextPosition++ & mask].legalMoves(jungleBuffer);
      moves += jungleBuffer.size();
    }
    String answer = timed(calls, t0);
    // Kept so that the generation is not dead code; the count answered is generations.
    movesListed += moves;
    return answer;
  }

  @SuppressWarnings({"rawtypes", "unchecked"})
  private String turns(int games, Game<?> game) {
    if (game.repetitionLimit() > 0) {
      // This loop keeps no history; a variant with a repetition rule is played by `playouts`.
      throw new IllegalArgumentException("turns plays variants without a repetition rule; "
          + "this one ends on the " + game.repetitionLimit() + "th repetition");
    }
    MoveBuffer buffer = MoveBuffer.forGame(game);
    GameState first = game.initialState();
    long turns = 0;
    Start t0 = Start.now();
    for (int g = 0; g < games; g++) {
      GameState state = first;
      for (int ply = 0; ply < MAX_PLIES && !state.isTerminal(); ply++) {
        // Counted here rather than by core's Playout because a roll is a ply of its own there,
        // and the other engine counts a turn (its roll inside it) as one move.
        if (!state.isChance()) {
          turns++;
        }
        state = state.apply(Chance.randomMove(state, buffer, random));
      }
    }
    return timed(turns, t0);
  }
}
