package dev.tabletop.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's hooks as the search calls them: start once per search, every push matched by
 * its pop, every evaluated state the one the pushed moves lead to; and quiescence following the
 * noisy moves past the nominal depth, standing pat when moving is worse.
 */
class AlphaBetaHooksTest {
  private static final int WIN = Evaluation.WIN;

  /** A level evaluation that checks the hooks' contract as it goes. */
  static final class Checking implements Evaluation<Nim.State> {
    final Deque<Nim.State> line = new ArrayDeque<>();
    final Deque<Integer> moves = new ArrayDeque<>();
    int starts;
    long pushes;
    long evaluations;
    String broken;
    final boolean wholeHeapIsNoisy;

    Checking(boolean wholeHeapIsNoisy) {
      this.wholeHeapIsNoisy = wholeHeapIsNoisy;
    }

    private void fail(String why) {
      if (broken == null) {
        broken = why;
      }
    }

    @Override
    public void start(Nim.State root) {
      starts++;
      if (!moves.isEmpty()) {
        fail("start with pushes pending");
      }
      line.clear();
      moves.clear();
      line.push(root);
    }

    @Override
    public void push(Nim.State state, int move) {
      pushes++;
      if (!state.equals(line.peek())) {
        fail("push from " + state + " but the line is at " + line.peek());
      }
      moves.push(move);
      line.push(state.apply(move));
    }

    @Override
    public void pop(Nim.State state, int move) {
      line.pop();
      if (moves.isEmpty() || moves.pop() != move || !state.equals(line.peek())) {
        fail("pop of " + move + " from " + state + " does not match its push");
      }
    }

    @Override
    public int evaluate(Nim.State state) {
      evaluations++;
      if (!state.equals(line.peek())) {
        fail("evaluated " + state + " but the line is at " + line.peek());
      }
      return 0;
    }

    @Override
    public boolean isNoisy(Nim.State state, int move) {
      return wholeHeapIsNoisy && state.heap(move / 8) == move % 8;
    }

    @Override
    public int moveOrder(Nim.State state, int move) {
      return move % 8;
    }
  }

  private static AlphaBeta<Nim.State> search(Checking eval, int depth, boolean quiescence) {
    return new AlphaBeta<>(Nim.GAME, eval,
        new AlphaBeta.Config("ab", depth, 10, 0, quiescence, Budget.nodes(10_000_000)));
  }

  @Test
  void everyPushIsPoppedAndEveryEvaluationSeesTheLinesEnd() {
    for (boolean quiescence : new boolean[] {false, true}) {
      Checking eval = new Checking(true);
      AlphaBeta<Nim.State> ab = search(eval, 4, quiescence);
      ab.analyze(Nim.of(2, 3, 4), Budget.nodes(10_000_000), 0);
      ab.chooseMove(Nim.of(1, 3, 2), Budget.nodes(10_000_000), 0);
      assertThat(eval.broken).as("quiescence %s", quiescence).isNull();
      assertThat(eval.starts).isEqualTo(2);
      assertThat(eval.pushes).isPositive();
      assertThat(eval.evaluations).isPositive();
      // Back at the root of the last search: nothing pushed is left.
      assertThat(eval.moves).isEmpty();
    }
  }

  @Test
  void quiescenceFollowsNoisyMovesToTheEnd() {
    // Heap of 3, depth 1, taking a whole heap is noisy. Taking 1 or 2 leaves the opponent a
    // whole heap to take and win on ply 2: quiescence sees it (2 - WIN); a plain depth-1 search
    // sees only the level evaluation (0).
    Analysis q = search(new Checking(true), 1, true)
        .analyze(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0);
    assertThat(q.hint().score()).isEqualTo(WIN - 1);
    assertThat(q.moves().tail().map(RankedMove::score)).containsOnly((double) (2 - WIN));
    Analysis plain = search(new Checking(true), 1, false)
        .analyze(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0);
    assertThat(plain.hint().score()).isEqualTo(WIN - 1);
    assertThat(plain.moves().tail().map(RankedMove::score)).containsOnly(0.0);
    // Nothing noisy: quiescence is the evaluation alone.
    Analysis quiet = search(new Checking(false), 1, true)
        .analyze(Nim.of(0, 0, 3), Budget.nodes(1_000_000), 0);
    assertThat(quiet.moves().tail().map(RankedMove::score)).containsOnly(0.0);
  }

  @Test
  void quiescenceStandsPatWhenEveryNoisyMoveIsWorse() {
    // Heaps 1, 1, 1 at depth 1: every move takes a whole heap. After the root's move the
    // opponent could take another heap, but then the root player takes the last (a loss for the
    // opponent on ply 3): the opponent stands pat at the level 0 instead, so every root move
    // scores 0.
    Analysis a = search(new Checking(true), 1, true)
        .analyze(Nim.of(1, 1, 1), Budget.nodes(1_000_000), 0);
    assertThat(a.moves().map(RankedMove::score)).containsOnly(0.0);
    assertThat(a.moves()).hasSize(3);
    // At depth 3 the full search sees the win on ply 3.
    Analysis deep = search(new Checking(true), 3, true)
        .analyze(Nim.of(1, 1, 1), Budget.nodes(1_000_000), 0);
    assertThat(deep.moves().map(RankedMove::score)).containsOnly((double) (WIN - 3));
  }
}
