package dev.tabletop.domino;

import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.IllegalMove;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Views of a round and the determinizer that samples a full round consistent with a view.
 *
 * <p>What a view proves about a hidden hand: each draw and each pass at ends (x, y) proves the
 * player then held no tile playable on x or y (with wild blanks, "playable" includes every tile
 * with a blank, and any tile on a blank end); the first-round lead of tile L proves nobody was
 * dealt a tile ranked above L. A hidden tile held now therefore came from an acquisition (the deal
 * or one draw) later than every proof that covers it, and a tile played at time r from one earlier
 * than r and later than every proof before r that covers it.
 *
 * <p>Sampling assigns the unseen tiles to hands and the boneyard by a randomized depth-first
 * search. After each placement it checks, per player, that the player's tiles (played and
 * sampled) can still be matched one-to-one to the player's acquisitions under those constraints
 * (bipartite matching). Every consistent placement is reachable with positive probability, and
 * no inconsistent one is returned. The matching then says which tile came from the deal and which
 * from each draw, and the round is replayed through the engine from a root with those hands: the
 * result is a real state of the game whose view is checked to be the one given.
 */
final class Determinizer implements HiddenInformation<DominoState, DominoView> {
  static final Determinizer INSTANCE = new Determinizer();

  private static final int BUDGET = 200_000;
  private static final int FOREVER = Integer.MAX_VALUE;

  private Determinizer() {}

  @Override
  public DominoView view(DominoState state, int player) {
    DominoRules rules = state.rules();
    if (player < 0 || player >= rules.players()) {
      throw new IllegalArgumentException("no seat " + player);
    }
    DominoState[] chain = state.chain();
    DominoState root = chain[0];
    int n = rules.players();
    List<Integer> sizes = List.empty();
    for (int p = n - 1; p >= 0; p--) {
      sizes = sizes.prepend(Integer.bitCount(root.hand(p)));
    }
    List<Integer> cells = List.empty();
    if (root.rootLine() != null) {
      for (int i = root.rootLine().length - 1; i >= 0; i--) {
        cells = cells.prepend(root.rootLine()[i]);
      }
    }
    DominoView.RootInfo info = new DominoView.RootInfo(root.phase(), root.rawTurn(),
        root.leaderRule(), root.forcedTile(), root.passesInRow(), root.lastPlayer(),
        root.drewThisTurn(), root.reason(), cells, sizes, root.hand(player));
    int[] obs = new int[chain.length - 1];
    int leadTile = -1;
    int leadTime = -1;
    for (int i = 0; i < chain.length; i++) {
      DominoState s = chain[i];
      if (leadTile < 0 && s.phase() == DominoState.PLAY && s.lineTiles() == 0
          && s.forcedTile() >= 0 && s.leaderRule() < 0) {
        leadTile = s.forcedTile();
        leadTime = i;
      }
      if (i + 1 == chain.length) {
        break;
      }
      int code = chain[i + 1].lastCode();
      int kind;
      int actor;
      switch (s.phase()) {
        case DominoState.DEAL:
          kind = DominoView.K_DEAL;
          actor = Integer.bitCount(s.hand(0) | s.hand(1) | s.hand(2) | s.hand(3)) % n;
          break;
        case DominoState.DRAWING:
          kind = DominoView.K_DRAWN;
          actor = s.rawTurn();
          break;
        default:
          kind = DominoView.K_ACT;
          actor = s.rawTurn();
          break;
      }
      int shown = kind == DominoView.K_ACT || actor == player ? code : DominoView.HIDDEN;
      obs[i] = shown | actor << 8 | kind << 11 | s.rawLeft() << 13 | s.rawRight() << 16;
    }
    return new DominoView(rules, player, info, obs, leadTile, leadTime, state);
  }

  /** One player's acquisitions, proofs and played tiles, as the public record shows them. */
  private static final class Seat {
    final ArrayList<int[]> slots = new ArrayList<>(); // {time, obsIndex (-1 root), kind}
    final ArrayList<int[]> proofs = new ArrayList<>(); // {time, mask}
    final ArrayList<int[]> played = new ArrayList<>(); // {tile, release}
    int fixed;
    int hidden;
    int capacity;

    /** The latest proof before {@code release} that covers the tile, or -2 if none. */
    int lastCover(int tile, int release) {
      int latest = -2;
      for (int[] p : proofs) {
        if (p[0] < release && (p[1] & (1 << tile)) != 0 && p[0] > latest) {
          latest = p[0];
        }
      }
      return latest;
    }

    /** Matches every tile (played, then the hidden mask) to a slot; null if impossible. */
    int[] match(int hiddenMask) {
      int count = played.size() + Integer.bitCount(hiddenMask);
      if (count > slots.size()) {
        return null;
      }
      int[] tile = new int[count];
      int[] lo = new int[count];
      int[] hi = new int[count];
      int k = 0;
      for (int[] p : played) {
        tile[k] = p[0];
        hi[k] = p[1];
        lo[k] = lastCover(p[0], p[1]);
        k++;
      }
      for (int m = hiddenMask; m != 0; m &= m - 1) {
        int t = Integer.numberOfTrailingZeros(m);
        tile[k] = t;
        hi[k] = FOREVER;
        lo[k] = lastCover(t, FOREVER);
        k++;
      }
      int[] owner = new int[slots.size()];
      Arrays.fill(owner, -1);
      for (int i = 0; i < count; i++) {
        if (!augment(i, lo, hi, owner, new boolean[slots.size()])) {
          return null;
        }
      }
      int[] slotTile = new int[slots.size()];
      Arrays.fill(slotTile, -1);
      for (int s = 0; s < owner.length; s++) {
        if (owner[s] >= 0) {
          slotTile[s] = tile[owner[s]];
        }
      }
      return slotTile;
    }

    private boolean augment(int i, int[] lo, int[] hi, int[] owner, boolean[] seen) {
      for (int s = 0; s < slots.size(); s++) {
        int time = slots.get(s)[0];
        if (seen[s] || time <= lo[i] || time >= hi[i]) {
          continue;
        }
        seen[s] = true;
        if (owner[s] < 0 || augment(owner[s], lo, hi, owner, seen)) {
          owner[s] = i;
          return true;
        }
      }
      return false;
    }
  }

  @Override
  public Either<InvalidInput, DominoState> sample(DominoView view, RandomGenerator random) {
    return InvalidInput.from("view", sampleOrSay(view, random));
  }

  private Either<String, DominoState> sampleOrSay(DominoView view, RandomGenerator random) {
    DominoRules rules = view.rules();
    int n = rules.players();
    int v = view.viewer();
    DominoView.RootInfo root = view.root();
    int[] obs = view.observations();
    Seat[] seats = new Seat[n];
    for (int p = 0; p < n; p++) {
      seats[p] = new Seat();
      for (int k = 0; k < root.handSizes().get(p); k++) {
        seats[p].slots.add(new int[] {-1, -1, -1});
      }
    }
    int lineMask = 0;
    for (int c : root.cells()) {
      lineMask |= 1 << Tiles.of(c / 8, c % 8);
    }
    int[] boundDraw = new int[obs.length];
    Arrays.fill(boundDraw, -1);
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int code = o & 0xFF;
      int actor = (o >>> 8) & 7;
      int kind = (o >>> 11) & 3;
      if (actor >= n) {
        return Either.left("observation " + i + " names seat " + actor + " at a " + n
            + "-player table");
      }
      Seat seat = seats[actor];
      if (kind == DominoView.K_DEAL) {
        seat.slots.add(new int[] {-1, i, DominoView.K_DEAL});
      } else if (kind == DominoView.K_DRAWN) {
        int next = i + 1 < obs.length ? obs[i + 1] : -1;
        boolean playedAtOnce = next >= 0 && ((next >>> 11) & 3) == DominoView.K_ACT
            && ((next >>> 8) & 7) == actor && DominoMoves.isPlacement(next & 0xFF);
        if (playedAtOnce) {
          boundDraw[i] = DominoMoves.tile(next & 0xFF);
        } else {
          seat.slots.add(new int[] {i, i, DominoView.K_DRAWN});
        }
      } else if (code == DominoMoves.DRAW || code == DominoMoves.PASS) {
        int ends = DominoState.matchMask(rules.blankWild(), (o >>> 13) & 7)
            | DominoState.matchMask(rules.blankWild(), (o >>> 16) & 7);
        seat.proofs.add(new int[] {i, ends});
      } else if (DominoMoves.isPlacement(code)) {
        int t = DominoMoves.tile(code);
        lineMask |= 1 << t;
        if (i == 0 || boundDraw[i - 1] != t) {
          seat.played.add(new int[] {t, i});
        }
      } else {
        return Either.left("observation " + i + " holds code " + code + ", not a move");
      }
    }
    int leadTile = view.leadTile();
    if (leadTile >= 0) {
      int above = 0;
      for (int t = 0; t < Tiles.COUNT; t++) {
        if (DominoState.LEAD_RANK[t] < DominoState.LEAD_RANK[leadTile]) {
          above |= 1 << t;
        }
      }
      for (Seat seat : seats) {
        seat.proofs.add(new int[] {view.leadTime(), above});
      }
      if ((lineMask & (1 << leadTile)) == 0 && view.currentPlayer() >= 0) {
        seats[view.currentPlayer()].fixed |= 1 << leadTile;
      }
    }
    if (root.forced() >= 0 && obs.length == 0 && root.turn() != v) {
      seats[root.turn()].fixed |= 1 << root.forced();
    }
    int own = view.hand();
    int fixedAll = 0;
    for (int p = 0; p < n; p++) {
      if (p != v) {
        seats[p].fixed &= ~own;
        fixedAll |= seats[p].fixed;
        seats[p].hidden = seats[p].fixed;
        seats[p].capacity = view.handSizes().get(p) - Integer.bitCount(seats[p].fixed);
        if (seats[p].played.size() + view.handSizes().get(p) != seats[p].slots.size()) {
          return Either.left("impossible view: seat " + p + " received " + seats[p].slots.size()
              + " tiles and played " + seats[p].played.size() + ", yet holds "
              + view.handSizes().get(p));
        }
        if (seats[p].capacity < 0 || seats[p].match(seats[p].hidden) == null) {
          return Either.left("impossible view: seat " + p + " cannot hold the tiles it showed");
        }
      }
    }
    int unknown = Tiles.ALL & ~own & ~lineMask & ~fixedAll;
    int need = view.boneyardSize();
    for (int p = 0; p < n; p++) {
      if (p != v) {
        need += seats[p].capacity;
      }
    }
    if (need != Integer.bitCount(unknown)) {
      return Either.left("impossible view: " + Integer.bitCount(unknown) + " unseen tiles for "
          + need + " places in other hands and the boneyard");
    }
    int[] order = Tiles.list(unknown).toJavaStream().mapToInt(Integer::intValue).toArray();
    for (int i = order.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = order[i];
      order[i] = order[j];
      order[j] = tmp;
    }
    int[] budget = {BUDGET};
    int[] boneLeft = {view.boneyardSize()};
    if (!place(order, 0, seats, v, boneLeft, random, budget)) {
      return Either.left(budget[0] <= 0
          ? "no consistent deal found within the search budget"
          : "impossible view: no placement of the unseen tiles agrees with what the passes,"
              + " draws and lead proved");
    }
    return rebuild(view, seats, boundDraw);
  }

  private static boolean place(int[] order, int k, Seat[] seats, int v, int[] boneLeft,
      RandomGenerator random, int[] budget) {
    if (k == order.length) {
      return true;
    }
    if (--budget[0] <= 0) {
      return false;
    }
    int t = order[k];
    int n = seats.length;
    int[] options = new int[n + 1];
    int count = 0;
    for (int p = 0; p < n; p++) {
      if (p != v && seats[p].capacity > 0) {
        options[count++] = p;
      }
    }
    if (boneLeft[0] > 0) {
      options[count++] = n;
    }
    for (int i = count - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = options[i];
      options[i] = options[j];
      options[j] = tmp;
    }
    for (int i = 0; i < count; i++) {
      int dest = options[i];
      if (dest == n) {
        boneLeft[0]--;
        if (place(order, k + 1, seats, v, boneLeft, random, budget)) {
          return true;
        }
        boneLeft[0]++;
      } else {
        Seat s = seats[dest];
        s.hidden |= 1 << t;
        s.capacity--;
        if (s.match(s.hidden) != null
            && place(order, k + 1, seats, v, boneLeft, random, budget)) {
          return true;
        }
        s.hidden &= ~(1 << t);
        s.capacity++;
      }
      if (budget[0] <= 0) {
        return false;
      }
    }
    return false;
  }

  private Either<String, DominoState> rebuild(DominoView view, Seat[] seats, int[] boundDraw) {
    DominoRules rules = view.rules();
    int n = rules.players();
    int v = view.viewer();
    DominoView.RootInfo root = view.root();
    int[] obs = view.observations();
    int[] hands = new int[4];
    int[] tileAt = new int[obs.length];
    Arrays.fill(tileAt, -1);
    for (int p = 0; p < n; p++) {
      if (p == v) {
        hands[p] = root.ownHand();
        continue;
      }
      Seat s = seats[p];
      int[] slotTile = s.match(s.hidden);
      if (slotTile == null) {
        return Either.left("internal: sampled hand of seat " + p + " has no matching");
      }
      for (int k = 0; k < slotTile.length; k++) {
        int[] slot = s.slots.get(k);
        if (slotTile[k] < 0) {
          return Either.left("internal: an acquisition of seat " + p + " is left empty");
        }
        if (slot[1] < 0) {
          hands[p] |= 1 << slotTile[k];
        } else {
          tileAt[slot[1]] = slotTile[k];
        }
      }
    }
    int[] cells = root.cells().toJavaStream().mapToInt(Integer::intValue).toArray();
    int line = 0;
    for (int c : cells) {
      line |= 1 << Tiles.of(c / 8, c % 8);
    }
    int left = cells.length == 0 ? DominoState.EMPTY : cells[0] / 8;
    int right = cells.length == 0 ? DominoState.EMPTY : cells[cells.length - 1] % 8;
    DominoState state = DominoState.root(rules, hands, cells, line, left, right, root.turn(),
        root.phase(), root.forced(), root.streak(), root.last(), root.leader(), root.reason(),
        root.drew());
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int kind = (o >>> 11) & 3;
      int code = o & 0xFF;
      if (kind != DominoView.K_ACT && code == DominoView.HIDDEN) {
        int t = boundDraw[i] >= 0 ? boundDraw[i] : tileAt[i];
        code = DominoMoves.outcome(t);
      }
      Either<IllegalMove, DominoState> next = state.play(code);
      if (next.isLeft()) {
        return Either.left("impossible view: step " + i + " (" + state.moveText(code)
            + ") cannot be replayed: " + next.getLeft().reason());
      }
      state = next.get();
    }
    if (!view(state, v).equals(view)) {
      return Either.left("impossible view: no state shows seat " + v + " this view");
    }
    return Either.right(state);
  }
}
