package dev.tabletop.domino.players;

import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.tools.Chance;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plain references for the endgame and the weighted worlds, written apart from the code they check:
 * expectiminimax without pruning or table, every deal that could lie behind a view rebuilt by
 * dealing it round by round and replaying the play, and the model's probability of the play read
 * from the legal moves at each choice.
 */
final class BruteForce {
  private BruteForce() {}

  /** The viewer's side maximises, the others minimise, draws are averaged; no pruning. */
  static double expectiminimax(DominoState s, int seat) {
    if (s.isTerminal()) {
      // The seat's payout less the others' mean: written out here, apart from DominoEndgame.margin.
      double others = 0;
      int count = 0;
      for (int p = 0; p < s.rules().players(); p++) {
        if (!s.rules().sameTeam(p, seat)) {
          others += s.returns(p);
          count++;
        }
      }
      return s.returns(seat) - others / count;
    }
    MoveBuffer moves = MoveBuffer.forGame(s.rules());
    s.legalMoves(moves);
    if (s.isChance()) {
      double sum = 0;
      for (int i = 0; i < moves.size(); i++) {
        sum += expectiminimax(s.apply(moves.get(i)), seat);
      }
      return sum / moves.size();
    }
    boolean max = s.rules().sameTeam(s.currentPlayer(), seat);
    double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    for (int i = 0; i < moves.size(); i++) {
      double v = expectiminimax(s.apply(moves.get(i)), seat);
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** The states from the root to this one. */
  static ArrayList<DominoState> chain(DominoState s) {
    ArrayList<DominoState> out = new ArrayList<>();
    for (DominoState st = s; st != null; st = st.parent().getOrNull()) {
      out.add(0, st);
    }
    return out;
  }

  /**
   * Every deal behind a view of a round without draws (four players, or {@code draw=none}): each
   * split of the unseen tiles into the other hands (at their sizes now) and the boneyard, each seat
   * dealt its hand plus the tiles it played, the play replayed; the deals whose replay is legal and
   * shows the same view, with the model's probability of the others' choices.
   */
  static Map<DominoState, Double> worlds(DominoState real, int viewer, DominoPlayModel model) {
    DominoRules rules = real.rules();
    int n = rules.players();
    DominoView view = Domino.view(real, viewer);
    ArrayList<DominoState> chain = chain(real);
    int[] played = new int[n];
    ArrayList<Integer> acts = new ArrayList<>();
    for (int i = 1; i < chain.size(); i++) {
      DominoState before = chain.get(i - 1);
      int code = chain.get(i).lastCode();
      if (before.isChance()) {
        continue;
      }
      acts.add(code);
      if (DominoMoves.isPlacement(code)) {
        played[before.currentPlayer()] |= 1 << DominoMoves.tile(code);
      }
    }
    int unseen = Tiles.ALL & ~real.hand(viewer) & ~real.lineTiles();
    int[] sizes = new int[n + 1];
    for (int p = 0; p < n; p++) {
      sizes[p] = p == viewer ? 0 : Integer.bitCount(real.hand(p));
    }
    sizes[n] = Integer.bitCount(real.boneyard());
    Map<DominoState, Double> out = new LinkedHashMap<>();
    split(Tiles.list(unseen).toJavaList(), 0, new int[n + 1], sizes, placed -> {
      int[] dealt = new int[n];
      for (int p = 0; p < n; p++) {
        dealt[p] = (p == viewer ? real.hand(viewer) : placed[p]) | played[p];
      }
      DominoState s = rules.initialState();
      int[] left = dealt.clone();
      for (int k = 0; k < 7 * n; k++) {
        int seat = k % n;
        int t = Integer.numberOfTrailingZeros(left[seat]);
        left[seat] &= left[seat] - 1;
        s = s.apply(DominoMoves.outcome(t));
      }
      double p = 1;
      int[] maker = {-1, -1};
      for (int code : acts) {
        if (!s.isLegal(code)) {
          return;
        }
        p *= probability(model, s, code, viewer, maker);
        s = s.apply(code);
      }
      if (Domino.view(s, viewer).equals(view)) {
        out.put(s, p);
      }
    });
    double total = out.values().stream().mapToDouble(Double::doubleValue).sum();
    out.replaceAll((k, v) -> v / total);
    return out;
  }

  /** The model's probability of one act, read from the legal moves; updates who made each end. */
  private static double probability(DominoPlayModel model, DominoState s, int code, int viewer,
      int[] maker) {
    int seat = s.currentPlayer();
    double p = 1;
    if (DominoMoves.isPlacement(code)) {
      MoveBuffer moves = MoveBuffer.forGame(s.rules());
      s.legalMoves(moves);
      Map<Integer, Boolean> coversOnly = new LinkedHashMap<>();
      for (int i = 0; i < moves.size(); i++) {
        int m = moves.get(i);
        if (!DominoMoves.isPlacement(m)) {
          continue;
        }
        boolean partnerSide = s.lineTiles() != 0 && s.rules().partnership()
            && maker[DominoMoves.side(m)] == (seat + 2) % 4;
        coversOnly.merge(DominoMoves.tile(m), partnerSide, Boolean::logicalAnd);
      }
      // Sharpness 0 reads nothing from the play (the model's definition): every world weighs 1.
      if (seat != viewer && coversOnly.size() > 1 && model.sharpness() > 0) {
        double norm = 0;
        for (Map.Entry<Integer, Boolean> e : coversOnly.entrySet()) {
          norm += Math.exp(model.sharpness() * f(model, s, e.getKey(), e.getValue()));
        }
        int t = DominoMoves.tile(code);
        p = Math.exp(model.sharpness() * f(model, s, t, coversOnly.get(t))) / norm;
      }
      if (s.lineTiles() == 0) {
        maker[0] = seat;
        maker[1] = seat;
      } else {
        maker[DominoMoves.side(code)] = seat;
      }
    }
    return p;
  }

  private static double f(DominoPlayModel model, DominoState s, int tile, boolean coversOnly) {
    return s.rules().tileCount(tile) + (Tiles.isDouble(tile) ? model.doubleBonus() : 0)
        - (coversOnly ? model.partnerEnd() : 0);
  }

  private static void split(java.util.List<Integer> tiles, int i, int[] placed, int[] sizes,
      java.util.function.Consumer<int[]> each) {
    if (i == tiles.size()) {
      each.accept(placed);
      return;
    }
    for (int d = 0; d < placed.length; d++) {
      if (Integer.bitCount(placed[d]) < sizes[d]) {
        placed[d] |= 1 << tiles.get(i);
        split(tiles, i + 1, placed, sizes, each);
        placed[d] &= ~(1 << tiles.get(i));
      }
    }
  }

  /**
   * A decision state late in a round of random play, its mover's unseen placements at most {@code
   * limit}; null if the round ends first.
   */
  static DominoState late(DominoRules rules, long seed, long limit) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    DominoState s = Domino.deal(rules, random);
    while (!s.isTerminal()) {
      if (!s.isChance()
          && DominoWorlds.placements(Domino.view(s, s.currentPlayer())) <= limit) {
        return s;
      }
      s = s.apply(Chance.randomMove(s, buffer, random));
    }
    return null;
  }
}
