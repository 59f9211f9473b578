package dev.tabletop.domino.players;

import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoMoves;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.DominoView;
import dev.tabletop.domino.Tiles;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.SplittableRandom;

/**
 * Every hidden world a view allows, each with its weight: the enumeration the exact endgame
 * searches ({@link DominoEndgame}).
 *
 * <p>A world is a placement of the tiles the viewer has not seen into the other seats' hands and
 * the boneyard, as a full state whose history shows the viewer its view. Under the rules alone
 * every world that fits the view is equally likely: when no other seat has kept a drawn tile, each
 * world is exactly one deal (the hands now plus the tiles each seat played), and every deal is
 * equally likely. The enumeration therefore applies only then (always with four players, who never
 * draw; with fewer until another seat keeps a draw, whose unseen arrival would give worlds unequal
 * numbers of histories) and to rounds that began with a deal. A world's weight is then its
 * probability under a {@link DominoPlayModel} of how the seats chose, normalised over the worlds.
 *
 * <p>How the worlds are built: one deal that fits the view is drawn from the exact sampler, and
 * every other world is that history with the unseen tiles renamed (the deal's outcomes changed),
 * replayed through the engine; a world whose replay is illegal (a pass while holding a fitting
 * tile, a lead that breaks the first-lead rule) or whose view differs is not a world. The result
 * depends on the view and the model only.
 */
public final class DominoWorlds {
  private DominoWorlds() {}

  /**
   * A hidden world and its weight.
   *
   * @param state a full state that shows the viewer the view, with its history
   * @param weight its probability among the worlds, in (0, 1]; the weights sum to 1
   */
  public record World(DominoState state, double weight) {}

  /**
   * How many placements of the unseen tiles into the other hands and the boneyard the view leaves
   * before the rules' proofs are checked: the multinomial of the hand and boneyard sizes.
   *
   * @param view a view
   * @return the count, or {@link Long#MAX_VALUE} when it is larger than a long holds
   */
  public static long placements(DominoView view) {
    int n = view.rules().players();
    long count = 1;
    int placed = 0;
    ArrayList<Integer> sizes = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      if (p != view.viewer()) {
        sizes.add(view.handSizes().get(p));
      }
    }
    sizes.add(view.boneyardSize());
    for (int size : sizes) {
      for (int k = 1; k <= size; k++) {
        placed++;
        // count * placed / k stays whole: it is a product of binomials built one step at a time.
        if (count > Long.MAX_VALUE / placed) {
          return Long.MAX_VALUE;
        }
        count = count * placed / k;
      }
    }
    return count;
  }

  /**
   * Every world of a view with its weight under a model, or none when the enumeration does not
   * apply (another seat kept a drawn tile, the round did not begin with a deal) or the view
   * leaves more than {@code limit} placements ({@link #placements}).
   *
   * @param view the view of a seat
   * @param model how seats choose (its {@link DominoPlayModel#UNIFORM} gives the rules' posterior)
   * @param limit the most placements to try
   * @return the worlds in a fixed order, or none
   * @throws IllegalArgumentException if the view is null or no deal fits it
   */
  public static Option<List<World>> enumerate(DominoView view, DominoPlayModel model, long limit) {
    return enumerate(view, model, limit, Long.MAX_VALUE);
  }

  /**
   * Every world of a view with its weight, as {@link #enumerate(DominoView, DominoPlayModel,
   * long)}, or none when the enumeration passes a deadline.
   *
   * @param view the view of a seat
   * @param model how seats choose
   * @param limit the most placements to try
   * @param deadline a {@link System#nanoTime()} by which to give up, or {@link Long#MAX_VALUE}
   * @return the worlds in a fixed order, or none
   * @throws IllegalArgumentException if the view is null or no deal fits it
   */
  public static Option<List<World>> enumerate(DominoView view, DominoPlayModel model, long limit,
      long deadline) {
    if (view == null || model == null) {
      throw new IllegalArgumentException("view and model are required");
    }
    if (placements(view) > limit) {
      return Option.none();
    }
    int viewer = view.viewer();
    // Any deal that fits serves as the pattern; a fixed seed keeps the result a function of the view.
    DominoState template = Domino.sample(view, new SplittableRandom(0x5EED))
        .getOrElseThrow(why -> new IllegalArgumentException("no deal fits the view: "
            + why.message()));
    ArrayList<DominoState> chain = new ArrayList<>();
    for (DominoState st = template; st != null; st = st.parent().getOrNull()) {
      chain.add(0, st);
    }
    DominoState root = chain.get(0);
    if (!root.isChance() || root.turn() >= 0 || root.dealt() != 0) {
      return Option.none();
    }
    int dealEnd = 0;
    while (dealEnd + 1 < chain.size() && chain.get(dealEnd).isChance()) {
      dealEnd++;
    }
    // The codes 1..dealEnd are the deal's outcomes; a later chance node is a draw.
    for (int i = dealEnd; i + 1 < chain.size(); i++) {
      DominoState s = chain.get(i);
      if (s.isChance() && s.turn() != viewer) {
        int tile = chain.get(i + 1).lastCode() - DominoMoves.OUTCOME;
        boolean playedAtOnce = i + 2 < chain.size()
            && DominoMoves.isPlacement(chain.get(i + 2).lastCode())
            && DominoMoves.tile(chain.get(i + 2).lastCode()) == tile;
        if (!playedAtOnce) {
          return Option.none();
        }
      }
    }
    int n = view.rules().players();
    int unseen = Tiles.ALL & ~template.hand(viewer) & ~template.lineTiles();
    // Destinations: the other seats in order, then the boneyard (index n).
    int[] capacity = new int[n + 1];
    int[] lacking = new int[n + 1];
    List<io.vavr.collection.SortedSet<Integer>> lacks = view.provenLacking();
    for (int p = 0; p < n; p++) {
      capacity[p] = p == viewer ? 0 : Integer.bitCount(template.hand(p));
      for (int x : lacks.get(p)) {
        lacking[p] |= 1 << x;
      }
    }
    capacity[n] = Integer.bitCount(template.boneyard());
    int[] templateAt = new int[n + 1];
    for (int p = 0; p < n; p++) {
      templateAt[p] = p == viewer ? 0 : template.hand(p);
    }
    templateAt[n] = template.boneyard();
    int[] tiles = new int[Integer.bitCount(unseen)];
    int k = 0;
    for (int m = unseen; m != 0; m &= m - 1) {
      tiles[k++] = Integer.numberOfTrailingZeros(m);
    }
    int[] codes = new int[chain.size()];
    for (int i = 1; i < chain.size(); i++) {
      codes[i] = chain.get(i).lastCode();
    }
    Builder b = new Builder(view, model, root, codes, dealEnd, tiles, capacity, lacking,
        templateAt, deadline);
    b.place(0, new int[n + 1]);
    if (b.late) {
      return Option.none();
    }
    if (b.states.isEmpty()) {
      throw new IllegalStateException("no world rebuilt from a deal that fits the view");
    }
    double top = Double.NEGATIVE_INFINITY;
    for (double w : b.logWeights) {
      top = Math.max(top, w);
    }
    double total = 0;
    double[] weights = new double[b.states.size()];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = Math.exp(b.logWeights.get(i) - top);
      total += weights[i];
    }
    List<World> worlds = List.empty();
    for (int i = weights.length - 1; i >= 0; i--) {
      worlds = worlds.prepend(new World(b.states.get(i), weights[i] / total));
    }
    return Option.some(worlds);
  }

  /** The recursion over placements and the replay of each. */
  private static final class Builder {
    final DominoView view;
    final DominoPlayModel model;
    final DominoState root;
    final int[] codes;
    final int dealEnd;
    final int[] tiles;
    final int[] capacity;
    final int[] lacking;
    final int[] templateAt;
    final ArrayList<DominoState> states = new ArrayList<>();
    final ArrayList<Double> logWeights = new ArrayList<>();
    final long deadline;
    boolean late;

    Builder(DominoView view, DominoPlayModel model, DominoState root, int[] codes, int dealEnd,
        int[] tiles, int[] capacity, int[] lacking, int[] templateAt, long deadline) {
      this.deadline = deadline;
      this.view = view;
      this.model = model;
      this.root = root;
      this.codes = codes;
      this.dealEnd = dealEnd;
      this.tiles = tiles;
      this.capacity = capacity;
      this.lacking = lacking;
      this.templateAt = templateAt;
    }

    /** Places tiles[i..] given the masks placed so far (one per destination). */
    void place(int i, int[] placed) {
      if (late) {
        return;
      }
      if (i == tiles.length) {
        late = System.nanoTime() > deadline;
        if (!late) {
          replay(placed);
        }
        return;
      }
      int t = tiles[i];
      int halves = (1 << Tiles.low(t)) | (1 << Tiles.high(t));
      for (int d = 0; d < placed.length; d++) {
        // A seat proven to lack a number holds no tile showing it: pruned before any replay.
        if (Integer.bitCount(placed[d]) < capacity[d] && (lacking[d] & halves) == 0) {
          placed[d] |= 1 << t;
          place(i + 1, placed);
          placed[d] &= ~(1 << t);
        }
      }
    }

    /** Replays the pattern's history with the unseen tiles renamed into this placement. */
    void replay(int[] placed) {
      int[] rename = new int[Tiles.COUNT];
      for (int t = 0; t < Tiles.COUNT; t++) {
        rename[t] = t;
      }
      for (int d = 0; d < placed.length; d++) {
        // The pattern's tiles at d, in order, become this world's tiles at d, in order.
        int from = templateAt[d];
        int to = placed[d];
        while (from != 0) {
          rename[Integer.numberOfTrailingZeros(from)] = Integer.numberOfTrailingZeros(to);
          from &= from - 1;
          to &= to - 1;
        }
      }
      DominoState s = root;
      for (int i = 1; i < codes.length; i++) {
        int code = codes[i];
        if (i <= dealEnd) {
          code = DominoMoves.outcome(rename[code - DominoMoves.OUTCOME]);
        }
        if (!s.isLegal(code)) {
          return;
        }
        s = s.apply(code);
      }
      if (!Domino.view(s, view.viewer()).equals(view)) {
        return;
      }
      states.add(s);
      logWeights.add(model.logLikelihood(s, view.viewer()));
    }
  }
}
