package dev.tabletop.domino.players;

import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Zobrist;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.core.search.ViewPlayer;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tiles;
import io.vavr.collection.List;
import java.util.SplittableRandom;

/**
 * A one-move judgement of a domino play from the mover's view: shed heavy tiles (their pips count
 * against the hand at a block) and doubles (harder to place later), keep a variety of numbers and
 * tiles that fit the new ends, and leave ends that an opponent is proven to lack (they passed on
 * them since their last draw, or every tile of the number is on the table or in the mover's hand)
 * and not ends the partner lacks under {@code partnership}. Playing the last tile (domino) beats
 * everything. Optional noise for the lower levels.
 *
 * <p>It reads only the mover's hand and the public history, so two states with the same view
 * give the same move for the same seed. Given a view ({@link #analyze(DominoView, Budget, long)}),
 * it judges any deal that fits the view, which gives the same move; given a state, it judges the
 * state directly, reading only the mover's part of it. Not thread-safe: one instance per thread.
 */
public final class DominoHeuristic implements ViewPlayer<DominoState, DominoView> {
  private final DominoRules rules;
  private final String name;
  private final double noise;
  private final Budget budget;
  private final MoveBuffer buffer;

  /**
   * Creates the player.
   *
   * @param rules the rules played
   * @param name the player's name
   * @param noise the largest random amount added to or taken from a move's score, 0 or more
   * @param budget the default budget (unused by the heuristic, reported by {@link #budget()})
   * @throws IllegalArgumentException if the noise is negative
   */
  public DominoHeuristic(DominoRules rules, String name, double noise, Budget budget) {
    if (!(noise >= 0)) {
      throw new IllegalArgumentException("noise must be 0 or more, was " + noise);
    }
    this.rules = rules;
    this.name = name;
    this.noise = noise;
    this.budget = budget;
    this.buffer = MoveBuffer.forGame(rules);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Budget budget() {
    return budget;
  }

  /**
   * The numbers each seat is proven to lack, from the public history and the viewer's own hand: a
   * seat that passed with ends a and b holds neither (until it draws again); a number all of whose
   * seven tiles are on the table or in the viewer's hand is held by nobody else.
   *
   * @param s the state
   * @param viewer the seat whose knowledge it is
   * @return one 7-bit mask of numbers per seat
   */
  public static int[] provenLacks(DominoState s, int viewer) {
    int players = s.rules().players();
    int[] lack = new int[players];
    java.util.ArrayList<DominoState> chain = new java.util.ArrayList<>();
    for (DominoState st = s; st != null; st = st.parent().getOrNull()) {
      chain.add(st);
    }
    for (int i = chain.size() - 1; i > 0; i--) {
      DominoState before = chain.get(i);
      DominoState after = chain.get(i - 1);
      if (before.isChance() || before.isTerminal()) {
        continue;
      }
      int seat = before.currentPlayer();
      int code = after.lastCode();
      if (code == DominoMoves.PASS) {
        lack[seat] |= ends(before);
      } else if (code == DominoMoves.DRAW) {
        lack[seat] = 0;
      }
    }
    int known = s.lineTiles() | s.hand(viewer);
    int gone = 0;
    for (int v = 0; v < 7; v++) {
      boolean all = true;
      for (int w = 0; w < 7 && all; w++) {
        all = (known & (1 << Tiles.of(v, w))) != 0;
      }
      if (all) {
        gone |= 1 << v;
      }
    }
    for (int p = 0; p < players; p++) {
      if (p != viewer) {
        lack[p] |= gone;
      }
    }
    return lack;
  }

  private static int ends(DominoState s) {
    int m = 0;
    if (s.leftEnd() >= 0) {
      m |= 1 << s.leftEnd();
    }
    if (s.rightEnd() >= 0) {
      m |= 1 << s.rightEnd();
    }
    return m;
  }

  /**
   * The heuristic score of one legal move.
   *
   * @param s the state, a seat to move
   * @param move a legal move
   * @param lack the proven lacks ({@link #provenLacks})
   * @return higher is better
   */
  public double score(DominoState s, int move, int[] lack) {
    if (move == DominoMoves.PASS || move == DominoMoves.DRAW) {
      return 0;
    }
    int me = s.currentPlayer();
    int tile = move >>> 2;
    int left = s.hand(me) & ~(1 << tile);
    if (left == 0) {
      return 1_000_000;
    }
    DominoState next = s.apply(move);
    int l = next.leftEnd();
    int r = next.rightEnd();
    double v = 3.0 * rules.tileCount(tile) + (Tiles.isDouble(tile) ? 6 : 0);
    int numbers = 0;
    int fit = 0;
    for (int m = left; m != 0; m &= m - 1) {
      int t = Integer.numberOfTrailingZeros(m);
      numbers |= (1 << Tiles.low(t)) | (1 << Tiles.high(t));
      if (Tiles.low(t) == l || Tiles.high(t) == l || Tiles.low(t) == r || Tiles.high(t) == r) {
        fit++;
      }
    }
    v += 2.0 * Integer.bitCount(numbers) + 3.0 * fit;
    int endMask = (1 << l) | (1 << r);
    for (int p = 0; p < lack.length; p++) {
      if (p == me) {
        continue;
      }
      int blocked = Integer.bitCount(lack[p] & endMask);
      boolean bothBlocked = (lack[p] & endMask) == endMask;
      double w = (bothBlocked ? 8 : 0) + 3.0 * blocked;
      v += rules.sameTeam(p, me) ? -w : w;
    }
    return v;
  }

  @Override
  public HiddenInformation<DominoState, DominoView> hiddenInformation() {
    return Domino.HIDDEN;
  }

  /**
   * Judges the moves of the viewing player through any deal that fits the view: the judgement
   * reads only the mover's hand and the public history, so every such deal gives the same
   * ranking.
   */
  @Override
  public Analysis analyze(DominoView view, Budget budget, long seed) {
    if (view == null) {
      throw new IllegalArgumentException("view is required");
    }
    if (view.currentPlayer() != view.viewer()) {
      throw new IllegalArgumentException("the view is of seat " + view.viewer()
          + ", who is not to move");
    }
    DominoState state = Domino.HIDDEN.sample(view, new SplittableRandom(Zobrist.mix(seed)))
        .getOrElseThrow(why -> new IllegalArgumentException(
            "no deal fits the view: " + why.message()));
    return analyze(state, budget, seed);
  }

  /** Judges the state directly: it reads only the mover's part, as the view would give it. */
  @Override
  public int chooseMove(DominoState state, Budget budget, long seed) {
    return analyze(state, budget, seed).best();
  }

  /** Judges the state directly: it reads only the mover's part, as the view would give it. */
  @Override
  public Analysis analyze(DominoState state, Budget budget, long seed) {
    Player.requireMover(state);
    state.legalMoves(buffer);
    int n = buffer.size();
    int[] lack = provenLacks(state, state.currentPlayer());
    // The noise comes from the seed and public facts only, never from the hidden hands.
    SplittableRandom random = new SplittableRandom(Zobrist.mix(seed ^ Zobrist.mix(state.ply())));
    List<RankedMove> ranked = List.empty();
    for (int i = 0; i < n; i++) {
      int m = buffer.get(i);
      double v = score(state, m, lack);
      if (noise > 0) {
        v += (random.nextDouble() * 2 - 1) * noise;
      }
      ranked = ranked.append(new RankedMove(m, state.moveText(m), v, 0));
    }
    ranked = ranked.sortBy(m -> -m.score());
    return new Analysis(ranked, List.of(ranked.head().move()), Analysis.ScoreKind.EVALUATION, 0,
        n, 0);
  }
}
