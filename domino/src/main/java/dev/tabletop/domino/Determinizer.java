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
 * Views of a round and the determinizer that samples a full round consistent with a view, exactly
 * from the posterior that uniform chance gives.
 *
 * <p>What a view proves about a hidden hand: each draw and each pass at ends (x, y) proves the
 * player then held no tile playable on x or y (under the rules' {@code blankWild}); the forced
 * first lead of tile L proves nobody was dealt a tile ranked above L; under {@code
 * firstLead=holder} the leader was dealt the highest tile dealt, whichever it was. A position
 * given as text adds what its status claims of the root hands ({@link #rootLacking}: passes=,
 * drew=true, a draw, a blocked round, the lead rule without draws), as the parser checks them, so
 * every sampled root is a position the parser accepts (and the rebuilt root is checked against
 * that rule).
 *
 * <p>The model. A complete chance history is the deal and the identity of every draw. Every such
 * history has the same probability (the deal's orders are equally many for every split into hands,
 * and each draw's denominator is the boneyard size, which the view shows), so the posterior is
 * uniform over the consistent histories. The tiles the viewer has not seen placed go into hidden
 * <em>slots</em>: each other seat's deal, each draw that seat kept (one tile, acquired at that
 * moment), and the boneyard. A draw played at once is public (it is the tile played). A tile held
 * now may go to a slot acquired after every proof of that seat that covers it; a tile played by a
 * seat at time r to a slot of that seat acquired before r and after every covering proof before r.
 * Histories and assignments of tiles to slots correspond one to one once the deal order is set,
 * and every deal order is equally likely, so the sampler draws an assignment uniformly and then
 * a uniformly random order of each seat's deal.
 *
 * <p>The assignment is drawn by {@link ChanceCount}: the number of completions is counted by a
 * recursion over the tiles memoised on the slots' remaining capacities, and each tile's slot is
 * chosen with probability proportional to the completions it leaves. Exact, with no rejection and
 * no budget, so it never fails on the view of a real state. The round is then replayed through the
 * engine from a root with the sampled hands, and the result's view is checked to be the one given.
 */
final class Determinizer implements HiddenInformation<DominoState, DominoView> {
  static final Determinizer INSTANCE = new Determinizer();


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
    int ownDeal = 0;
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
      // The viewer's own deal is kept as a set (ownDeal), not in the order it came: the order is
      // not information the player needs, and a view must not tell two orders apart.
      boolean visible = kind == DominoView.K_ACT || (kind == DominoView.K_DRAWN && actor == player);
      if (kind == DominoView.K_DEAL && actor == player) {
        ownDeal |= 1 << (code - DominoMoves.OUTCOME);
      }
      int shown = visible ? code : DominoView.HIDDEN;
      obs[i] = shown | actor << 8 | kind << 11 | s.rawLeft() << 13 | s.rawRight() << 16;
    }
    return new DominoView(rules, player, info, obs, ownDeal, leadTile, leadTime, state);
  }

  /** A hidden slot: where a seat's tiles came from (its deal, or one kept draw), or the boneyard. */
  private record Slot(int seat, int time, int obsIndex, int capacity) {}

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
    // Slots: each other seat's deal (root hand and dealt tiles), each kept draw, the boneyard.
    ArrayList<Slot> slots = new ArrayList<>();
    int[] dealSlot = new int[n];
    int[] dealCap = new int[n];
    for (int p = 0; p < n; p++) {
      dealCap[p] = root.handSizes().get(p);
    }
    int known = root.ownHand() | view.ownDeal();
    int lineMask = 0;
    for (int c : root.cells()) {
      lineMask |= 1 << Tiles.of(c / 8, c % 8);
    }
    int[] boundDraw = new int[obs.length];
    Arrays.fill(boundDraw, -1);
    int[] drawSlot = new int[obs.length];
    Arrays.fill(drawSlot, -1);
    ArrayList<ArrayList<int[]>> proofs = new ArrayList<>();
    ArrayList<int[]> played = new ArrayList<>(); // {tile, seat, time}
    for (int p = 0; p < n; p++) {
      proofs.add(new ArrayList<>());
    }
    int firstAct = -1;
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int code = o & 0xFF;
      int actor = (o >>> 8) & 7;
      int kind = (o >>> 11) & 3;
      if (actor >= n) {
        return Either.left("observation " + i + " names seat " + actor + " at a " + n
            + "-player table");
      }
      if (kind == DominoView.K_DEAL) {
        dealCap[actor]++;
      } else if (kind == DominoView.K_DRAWN) {
        if (actor == v) {
          if (code == DominoView.HIDDEN) {
            return Either.left("observation " + i + " hides the viewer's own draw");
          }
          known |= 1 << (code - DominoMoves.OUTCOME);
          continue;
        }
        int next = i + 1 < obs.length ? obs[i + 1] : -1;
        boolean playedAtOnce = next >= 0 && ((next >>> 11) & 3) == DominoView.K_ACT
            && ((next >>> 8) & 7) == actor && DominoMoves.isPlacement(next & 0xFF);
        if (playedAtOnce) {
          boundDraw[i] = DominoMoves.tile(next & 0xFF);
        } else {
          drawSlot[i] = slots.size();
          slots.add(new Slot(actor, i, i, 1));
        }
      } else {
        if (firstAct < 0) {
          firstAct = i;
        }
        if (code == DominoMoves.DRAW || code == DominoMoves.PASS) {
          int ends = DominoState.matchMask(rules.blankWild(), (o >>> 13) & 7)
              | DominoState.matchMask(rules.blankWild(), (o >>> 16) & 7);
          proofs.get(actor).add(new int[] {i, ends});
        } else if (DominoMoves.isPlacement(code)) {
          int t = DominoMoves.tile(code);
          if ((lineMask & (1 << t)) != 0) {
            return Either.left("observation " + i + " plays " + Tiles.text(t) + " twice");
          }
          lineMask |= 1 << t;
          if (actor != v && (known & (1 << t)) != 0) {
            return Either.left("impossible view: seat " + actor + " plays " + Tiles.text(t)
                + ", a tile seat " + v + " holds");
          }
          if (actor != v && (i == 0 || boundDraw[i - 1] != t)) {
            played.add(new int[] {t, actor, i});
          }
        } else {
          return Either.left("observation " + i + " holds code " + code + ", not a move");
        }
      }
    }
    for (int p = 0; p < n; p++) {
      if (p != v) {
        dealSlot[p] = slots.size();
        slots.add(new Slot(p, -1, -1, dealCap[p]));
      }
    }
    int bone = slots.size();
    slots.add(new Slot(-1, Integer.MAX_VALUE, -1, view.boneyardSize()));
    if (slots.size() > 32) {
      return Either.left("impossible view: more than 28 hidden places");
    }
    // What a position given as text claims about its own hands: proofs dated before every
    // observation (-1), so that they bind the root hands (the deal slots, acquired at -1 too) and
    // no tile drawn later.
    int[] rootLacking = rootLacking(rules, root);
    for (int p = 0; p < n; p++) {
      if (rootLacking[p] != 0) {
        proofs.get(p).add(new int[] {-1, rootLacking[p]});
      }
    }
    // The first-round lead: with firstLead=forced its tile L proves nobody was dealt a higher
    // tile; with holder, the leader holds the highest tile dealt, whichever it is (a mixture).
    int pinned = -1;
    int pinSeat = -1;
    int leadTile = view.leadTile();
    if (leadTile >= 0) {
      int above = above(leadTile);
      for (int p = 0; p < n; p++) {
        proofs.get(p).add(new int[] {view.leadTime(), above});
      }
      if ((lineMask & (1 << leadTile)) == 0 && view.currentPlayer() >= 0) {
        pinned = leadTile;
        pinSeat = view.currentPlayer();
      }
    }
    if (root.forced() >= 0 && root.turn() != v && (lineMask & (1 << root.forced())) == 0) {
      // The forced tile is in the hand of the seat to move (a drawn tile, or the first lead).
      pinned = root.forced();
      pinSeat = root.turn();
    }
    int holderSeat = -1;
    if (rules.firstLead() == FirstLead.HOLDER && root.leader() < 0) {
      boolean fromDeal = root.phase() == DominoState.DEAL;
      // A root on an empty table (hands dealt by hand, or a position given as text) in play: the
      // lead rule says the seat to move holds the highest tile dealt, whatever last= says.
      boolean fromHands = root.phase() == DominoState.PLAY && root.cells().isEmpty();
      if (fromDeal && firstAct >= 0) {
        holderSeat = (obs[firstAct] >>> 8) & 7;
      } else if (fromDeal && view.currentPlayer() >= 0 && view.currentPlayer() < n) {
        holderSeat = view.currentPlayer();
      } else if (fromHands) {
        holderSeat = root.turn();
      }
    }
    // The items: every tile the viewer has not seen placed, and every tile another seat played.
    int unseen = Tiles.ALL & ~known & ~lineMask;
    for (int i = 0; i < obs.length; i++) {
      if (boundDraw[i] >= 0) {
        unseen &= ~(1 << boundDraw[i]);
      }
    }
    int items = Integer.bitCount(unseen) + played.size();
    int[] tiles = new int[items];
    int[] allowed = new int[items];
    int k = 0;
    for (int[] pl : played) {
      tiles[k] = pl[0];
      allowed[k] = seatSlots(slots, proofs, pl[1], pl[0], pl[2]);
      k++;
    }
    for (int m = unseen; m != 0; m &= m - 1) {
      int t = Integer.numberOfTrailingZeros(m);
      tiles[k] = t;
      int a = 1 << bone;
      for (int p = 0; p < n; p++) {
        if (p != v) {
          a |= seatSlots(slots, proofs, p, t, Integer.MAX_VALUE);
        }
      }
      if (t == pinned) {
        a &= seatMask(slots, pinSeat);
      }
      allowed[k] = a;
      k++;
    }
    int[] capacity = new int[slots.size()];
    for (int s = 0; s < capacity.length; s++) {
      capacity[s] = slots.get(s).capacity();
    }
    int[] choice = null;
    if (holderSeat >= 0) {
      choice = sampleHolder(slots, tiles, allowed, capacity, holderSeat, v,
          root.ownHand() | view.ownDeal(), dealSlot, random);
    } else {
      Problem count = new Problem(allowed, capacity);
      if (count.total() > 0) {
        choice = count.sample(random);
      }
    }
    if (choice == null) {
      return Either.left("impossible view: no placement of the unseen tiles agrees with what the"
          + " passes, draws and lead proved");
    }
    return rebuild(view, slots, tiles, choice, drawSlot, boundDraw, random);
  }

  /**
   * What the root of a position given as text claims about its hands, as the parser checks them
   * (the rule "Positions given as text"), per seat: the tiles proven absent from that seat's hand
   * at the root. The seats that passed since the last play (passes=) hold nothing for either open
   * end; a seat that is drawing, or that drew this turn (drew=true), holds nothing for them but
   * the drawn tile it must play (forced=); in a blocked round nobody can play; and in a first
   * round under firstLead=forced with no draws possible, every tile held was dealt, so none ranks
   * above the highest tile on the line (that tile was led). The lead rule on an empty table is the
   * first lead's, which the sampler handles with the announced lead and the holder mixture, so
   * nothing is claimed here for it; nor for a root in the deal.
   *
   * @return one tile mask per seat (of the four)
   */
  static int[] rootLacking(DominoRules rules, DominoView.RootInfo root) {
    int n = rules.players();
    int[] absent = new int[4];
    List<Integer> cells = root.cells();
    if (root.phase() == DominoState.DEAL || cells.isEmpty()) {
      return absent;
    }
    int fits = DominoState.matchMask(rules.blankWild(), cells.head() / 8)
        | DominoState.matchMask(rules.blankWild(), cells.last() % 8);
    int line = 0;
    for (int c : cells) {
      line |= 1 << Tiles.of(c / 8, c % 8);
    }
    int all = 0;
    if (root.leader() < 0 && rules.firstLead() == FirstLead.FORCED && !rules.drawing()) {
      all |= above(DominoState.leadTile(line));
    }
    if (root.phase() == DominoState.OVER) {
      all |= root.reason() == DominoState.BLOCKED ? fits : 0;
    } else {
      if (root.phase() == DominoState.DRAWING || root.drew()) {
        absent[root.turn()] |= fits & ~(root.forced() >= 0 ? 1 << root.forced() : 0);
      }
      for (int i = 1; i <= Math.min(root.streak(), n - 1); i++) {
        absent[(root.turn() - i + n) % n] |= fits;
      }
    }
    for (int p = 0; p < n; p++) {
      absent[p] |= all;
    }
    return absent;
  }

  private static int[] shuffled(int mask, RandomGenerator random) {
    int[] out = new int[Integer.bitCount(mask)];
    int k = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      out[k++] = Integer.numberOfTrailingZeros(m);
    }
    for (int i = out.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  /**
   * An assignment problem with interchangeable slots merged. Slots that admit exactly the same
   * tiles (a run of kept draws at the same ends, typically) are one group whose capacity is their
   * sum: every set of tiles for the group splits among its members in the same number of ways
   * (capacity! over the members' capacities!), so drawing the group's set uniformly and then a
   * uniform split is uniform over the assignments to the original slots, with far fewer states.
   */
  private static final class Problem {
    private final int[][] members;
    private final int[] capacity;
    private final ChanceCount count;

    Problem(int[] allowed, int[] capacity) {
      this.capacity = capacity;
      int slots = capacity.length;
      int[] column = new int[slots];
      for (int i = 0; i < allowed.length; i++) {
        for (int m = allowed[i]; m != 0; m &= m - 1) {
          column[Integer.numberOfTrailingZeros(m)] |= 1 << i;
        }
      }
      int[] group = new int[slots];
      int groups = 0;
      int[] firstOf = new int[slots];
      for (int s = 0; s < slots; s++) {
        group[s] = -1;
        for (int g = 0; g < groups; g++) {
          if (column[firstOf[g]] == column[s]) {
            group[s] = g;
            break;
          }
        }
        if (group[s] < 0) {
          firstOf[groups] = s;
          group[s] = groups++;
        }
      }
      members = new int[groups][];
      int[] groupCap = new int[groups];
      int[] size = new int[groups];
      for (int s = 0; s < slots; s++) {
        size[group[s]]++;
        groupCap[group[s]] += capacity[s];
      }
      for (int g = 0; g < groups; g++) {
        members[g] = new int[size[g]];
        size[g] = 0;
      }
      for (int s = 0; s < slots; s++) {
        members[group[s]][size[group[s]]++] = s;
      }
      int[] reduced = new int[allowed.length];
      for (int i = 0; i < allowed.length; i++) {
        for (int m = allowed[i]; m != 0; m &= m - 1) {
          reduced[i] |= 1 << group[Integer.numberOfTrailingZeros(m)];
        }
      }
      count = new ChanceCount(reduced, groupCap);
    }

    long total() {
      return count.total();
    }

    /** Per item, its original slot. */
    int[] sample(RandomGenerator random) {
      int[] byGroup = count.sample(random);
      int[] out = new int[byGroup.length];
      for (int g = 0; g < members.length; g++) {
        int n = 0;
        for (int g2 : byGroup) {
          n += g2 == g ? 1 : 0;
        }
        int[] items = new int[n];
        n = 0;
        for (int i = 0; i < byGroup.length; i++) {
          if (byGroup[i] == g) {
            items[n++] = i;
          }
        }
        for (int i = items.length - 1; i > 0; i--) {
          int j = random.nextInt(i + 1);
          int tmp = items[i];
          items[i] = items[j];
          items[j] = tmp;
        }
        int k = 0;
        for (int s : members[g]) {
          for (int c = 0; c < capacity[s]; c++) {
            out[items[k++]] = s;
          }
        }
      }
      return out;
    }
  }

  /** Tiles ranked above a lead tile in the first-lead order. */
  private static int above(int tile) {
    int mask = 0;
    for (int t = 0; t < Tiles.COUNT; t++) {
      if (DominoState.LEAD_RANK[t] < DominoState.LEAD_RANK[tile]) {
        mask |= 1 << t;
      }
    }
    return mask;
  }

  /** The slots of a seat. */
  private static int seatMask(ArrayList<Slot> slots, int seat) {
    int mask = 0;
    for (int s = 0; s < slots.size(); s++) {
      if (slots.get(s).seat() == seat) {
        mask |= 1 << s;
      }
    }
    return mask;
  }

  /**
   * The slots of a seat a tile may have come from, given that the seat still held it until
   * {@code release}: acquired before then, and after every proof before then that covers it.
   */
  private static int seatSlots(ArrayList<Slot> slots, ArrayList<ArrayList<int[]>> proofs, int seat,
      int tile, int release) {
    int latest = -2;
    for (int[] p : proofs.get(seat)) {
      if (p[0] < release && (p[1] & (1 << tile)) != 0 && p[0] > latest) {
        latest = p[0];
      }
    }
    int mask = 0;
    for (int s = 0; s < slots.size(); s++) {
      Slot slot = slots.get(s);
      if (slot.seat() == seat && slot.time() > latest && slot.time() < release) {
        mask |= 1 << s;
      }
    }
    return mask;
  }

  /**
   * Samples under firstLead=holder: the leader was dealt the highest tile L dealt. The events for
   * different L are disjoint, so L is drawn in proportion to its count, then the placement.
   */
  private static int[] sampleHolder(ArrayList<Slot> slots, int[] tiles, int[] allowed,
      int[] capacity, int seat, int v, int ownDealt, int[] dealSlot, RandomGenerator random) {
    int dealMask = 0;
    for (int s = 0; s < slots.size(); s++) {
      if (slots.get(s).time() < 0) {
        dealMask |= 1 << s;
      }
    }
    long[] counts = new long[Tiles.COUNT];
    Problem[] problems = new Problem[Tiles.COUNT];
    long total = 0L;
    int ownTop = DominoState.leadTile(ownDealt);
    for (int lead = 0; lead < Tiles.COUNT; lead++) {
      int[] a = allowed.clone();
      boolean possible;
      if (seat == v) {
        possible = lead == ownTop;
      } else {
        possible = ownTop < 0 || DominoState.LEAD_RANK[lead] < DominoState.LEAD_RANK[ownTop];
      }
      if (!possible) {
        continue;
      }
      int higher = above(lead);
      boolean found = seat == v;
      for (int i = 0; i < tiles.length; i++) {
        if (tiles[i] == lead) {
          a[i] &= 1 << dealSlot[seat];
          found = true;
        } else if ((higher & (1 << tiles[i])) != 0) {
          a[i] &= ~dealMask;
        }
      }
      if (!found) {
        continue;
      }
      problems[lead] = new Problem(a, capacity);
      counts[lead] = problems[lead].total();
      total = Math.addExact(total, counts[lead]);
    }
    if (total == 0L) {
      return null;
    }
    long pick = random.nextLong(total);
    for (int lead = 0; lead < Tiles.COUNT; lead++) {
      if (pick < counts[lead]) {
        return problems[lead].sample(random);
      }
      pick -= counts[lead];
    }
    throw new IllegalStateException("unreachable: the pick is below the total");
  }

  private Either<String, DominoState> rebuild(DominoView view, ArrayList<Slot> slots,
      int[] tiles, int[] choice, int[] drawSlot, int[] boundDraw, RandomGenerator random) {
    DominoRules rules = view.rules();
    int n = rules.players();
    int v = view.viewer();
    DominoView.RootInfo root = view.root();
    int[] obs = view.observations();
    int[] slotTile = new int[slots.size()];
    Arrays.fill(slotTile, -1);
    int[] dealt = new int[n];
    for (int i = 0; i < tiles.length; i++) {
      Slot slot = slots.get(choice[i]);
      if (slot.time() < 0) {
        dealt[slot.seat()] |= 1 << tiles[i];
      } else if (slot.seat() >= 0) {
        slotTile[choice[i]] = tiles[i];
      }
    }
    // Each seat's deal in a uniformly random order: the deal order is part of the chance history,
    // and every order of the same hands is equally likely.
    int[][] order = new int[n][];
    int[] next = new int[n];
    int[] hands = new int[4];
    for (int p = 0; p < n; p++) {
      // The viewer's root hand is known; only the tiles dealt to the viewer are reordered.
      order[p] = shuffled(p == v ? view.ownDeal() : dealt[p], random);
      if (p == v) {
        hands[p] = root.ownHand();
      } else {
        int size = root.handSizes().get(p);
        for (int i = 0; i < size; i++) {
          hands[p] |= 1 << order[p][i];
        }
        next[p] = size;
      }
    }
    int[] cells = root.cells().toJavaStream().mapToInt(Integer::intValue).toArray();
    int line = 0;
    for (int c : cells) {
      line |= 1 << Tiles.of(c / 8, c % 8);
    }
    int left = cells.length == 0 ? DominoState.EMPTY : cells[0] / 8;
    int right = cells.length == 0 ? DominoState.EMPTY : cells[cells.length - 1] % 8;
    if (root.phase() != DominoState.DEAL) {
      // The sampled root is built without the parser, so it passes the parser's rule here: every
      // sample is a position that reads back (the claims above make this hold; this keeps it so).
      int held = hands[0] | hands[1] | hands[2] | hands[3];
      String why = Notation.unreachable(rules, hands, line, left, right, Tiles.ALL & ~held & ~line,
          root.phase(), root.reason(), root.turn(), root.streak(), root.drew(), root.forced(),
          root.leader());
      if (why != null) {
        return Either.left("impossible view: the sampled root breaks " + why);
      }
    }
    DominoState state = DominoState.root(rules, hands, cells, line, left, right, root.turn(),
        root.phase(), root.forced(), root.streak(), root.last(), root.leader(), root.reason(),
        root.drew());
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int kind = (o >>> 11) & 3;
      int actor = (o >>> 8) & 7;
      int code = o & 0xFF;
      if (kind == DominoView.K_DEAL) {
        code = DominoMoves.outcome(order[actor][next[actor]++]);
      } else if (kind == DominoView.K_DRAWN && code == DominoView.HIDDEN) {
        int t = boundDraw[i] >= 0 ? boundDraw[i] : slotTile[drawSlot[i]];
        code = DominoMoves.outcome(t);
      }
      Either<IllegalMove, DominoState> step = state.play(code);
      if (step.isLeft()) {
        return Either.left("impossible view: step " + i + " (" + state.moveText(code)
            + ") cannot be replayed: " + step.getLeft().reason());
      }
      state = step.get();
    }
    if (!view(state, v).equals(view)) {
      return Either.left("impossible view: no state shows seat " + v + " this view");
    }
    return Either.right(state);
  }
}
