package dev.tabletop.domino;

import io.vavr.collection.List;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import java.util.Arrays;
import java.util.Objects;

/**
 * What one player may know of a round: their own hand, the size of every other hand and of the
 * boneyard, the line and its ends, and the public history (who played what where, who drew, who
 * passed at which ends), with their own deals and draws. Never another hand, the boneyard, or what
 * someone else drew.
 *
 * <p>A view is a canonical information-state key: two views are equal exactly when the player saw
 * the same things (the rules, the seat, the starting position's public part, every observation
 * since in order, and an announced first lead). The player's own deal is kept as a set, not in the
 * order the tiles came, so the same hand dealt in another order gives an equal view, hash and
 * text. It prints as readable text.
 */
public final class DominoView {
  static final int HIDDEN = 255;
  static final int K_DEAL = 0;
  static final int K_DRAWN = 1;
  static final int K_ACT = 2;

  private final DominoRules rules;
  private final int viewer;
  private final RootInfo root;
  private final int[] obs;
  private final int ownDeal;
  private final int leadTile;
  private final int leadTime;

  // Derived from the same public information; shown, not compared.
  private final int hand;
  private final List<Integer> handSizes;
  private final int boneyardSize;
  private final int left;
  private final int right;
  private final String line;
  private final int currentPlayer;
  private final int visibleForced;
  private final String endReason;

  /** The public part of the position a round started from (a deal, dealt hands or a parsed one). */
  record RootInfo(int phase, int turn, int leader, int forced, int streak, int last, boolean drew,
      int reason, List<Integer> cells, List<Integer> handSizes, int ownHand) {}

  DominoView(DominoRules rules, int viewer, RootInfo root, int[] obs, int ownDeal, int leadTile,
      int leadTime, DominoState now) {
    this.rules = rules;
    this.viewer = viewer;
    this.root = root;
    this.obs = obs;
    this.ownDeal = ownDeal;
    this.leadTile = leadTile;
    this.leadTime = leadTime;
    this.hand = now.hand(viewer);
    List<Integer> sizes = List.empty();
    for (int p = rules.players() - 1; p >= 0; p--) {
      sizes = sizes.prepend(Integer.bitCount(now.hand(p)));
    }
    this.handSizes = sizes;
    this.boneyardSize = Integer.bitCount(now.boneyard());
    this.left = now.leftEnd();
    this.right = now.rightEnd();
    this.line = now.lineText();
    this.currentPlayer = now.currentPlayer();
    int f = now.forcedTile();
    boolean lead = f >= 0 && now.lineTiles() == 0;
    // A parsed position's forced tile is part of its public setup.
    boolean setup = obs.length == 0 && root.forced() >= 0;
    this.visibleForced = f >= 0 && (now.rawTurn() == viewer || lead || setup) ? f : -1;
    this.endReason = now.endReason();
  }

  /**
   * The rules.
   *
   * @return the rules of the round
   */
  public DominoRules rules() {
    return rules;
  }

  /**
   * The seat this view belongs to.
   *
   * @return the seat
   */
  public int viewer() {
    return viewer;
  }

  /**
   * The viewer's own hand.
   *
   * @return a tile mask
   */
  public int hand() {
    return hand;
  }

  /**
   * The viewer's own hand as tiles, for user interfaces.
   *
   * @return the tiles, sorted by index
   */
  public SortedSet<Tile> handTiles() {
    return DominoState.tiles(hand);
  }

  /**
   * Every seat's hand size.
   *
   * @return sizes by seat
   */
  public List<Integer> handSizes() {
    return handSizes;
  }

  /**
   * The boneyard's size (during the deal, the tiles not yet dealt).
   *
   * @return 0..28
   */
  public int boneyardSize() {
    return boneyardSize;
  }

  /**
   * The left open end.
   *
   * @return 0..6, or -1 on an empty table
   */
  public int leftEnd() {
    return left;
  }

  /**
   * The right open end.
   *
   * @return 0..6, or -1 on an empty table
   */
  public int rightEnd() {
    return right;
  }

  /**
   * The line, left to right, each tile with its left half first.
   *
   * @return text such as {@code 4:6 6:6 6:3}, or {@code -}
   */
  public String line() {
    return line;
  }

  /**
   * Who acts now, as {@link DominoState#currentPlayer()} says.
   *
   * @return a seat, or the chance or terminal marker
   */
  public int currentPlayer() {
    return currentPlayer;
  }

  /**
   * The tile the player to move must play, when the viewer may know it: their own just-drawn tile,
   * or the announced first lead.
   *
   * @return the tile, or -1
   */
  public int visibleForcedTile() {
    return visibleForced;
  }

  /**
   * The public history and the viewer's own deals and draws, one line per event.
   *
   * @return events such as {@code seat 2 played 6:4 right}, {@code seat 1 passed at 3/5},
   *     {@code seat 1 drew a tile}, {@code you drew 5:4}, and once the deal is seen, {@code you
   *     are dealt} with the dealt tiles as a set
   */
  public List<String> history() {
    List<String> out = List.empty();
    if (!root.cells().isEmpty()) {
      out = out.append("start with line " + lineOf(root.cells()));
    }
    boolean dealShown = ownDeal == 0;
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int code = o & 0xFF;
      int actor = (o >>> 8) & 7;
      int kind = (o >>> 11) & 3;
      String who = actor == viewer ? "you" : "seat " + actor;
      if (!dealShown && kind != K_DEAL) {
        out = out.append("you are dealt " + Tiles.setText(ownDeal));
        dealShown = true;
      }
      if (i == leadTime && leadTile >= 0) {
        out = out.append("seat " + actor + " leads with " + Tiles.text(leadTile)
            + " (the highest tile dealt)");
        continue;
      }
      switch (kind) {
        case K_DEAL:
          break;
        case K_DRAWN:
          out = out.append(code == HIDDEN ? "seat " + actor + " drew a tile"
              : "you drew " + Tiles.text(code - DominoMoves.OUTCOME));
          break;
        default:
          if (code == DominoMoves.PASS) {
            out = out.append(who + " passed at " + end((o >>> 13) & 7) + "/" + end((o >>> 16) & 7));
          } else if (code == DominoMoves.DRAW) {
            out = out.append(who + " drew from the boneyard (nothing fit " + end((o >>> 13) & 7)
                + "/" + end((o >>> 16) & 7) + ")");
          } else {
            out = out.append(who + " played " + MoveText.text(code, ((o >>> 13) & 7) == 7));
          }
          break;
      }
    }
    if (!dealShown) {
      out = out.append("you are dealt " + Tiles.setText(ownDeal));
    }
    if (leadTile >= 0 && leadTime >= obs.length) {
      out = out.append("seat " + currentPlayer + " leads with " + Tiles.text(leadTile)
          + " (the highest tile dealt)");
    }
    return out;
  }

  /**
   * The public history as typed values, in order: each {@link DominoEffect.Led lead} and {@link
   * DominoEffect.Played play} (seat, tile, end, the touching half and the new open end), each
   * {@link DominoEffect.Passed pass} with the open ends, each {@link DominoEffect.DrawStarted draw},
   * and for the viewer's own draws the {@link DominoEffect.Drew tile drawn}. Others' drawn tiles
   * and every deal are absent: the viewer's hand is {@link #hand()}. A round's end is not listed
   * (its payouts depend on hands the view does not hold); the full state's {@link
   * DominoState#result()} has it.
   *
   * @return the events, oldest first
   */
  public List<DominoEffect> events() {
    List<DominoEffect> out = List.empty();
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int code = o & 0xFF;
      int actor = (o >>> 8) & 7;
      int kind = (o >>> 11) & 3;
      int l = (o >>> 13) & 7;
      int r = (o >>> 16) & 7;
      if (kind == K_DEAL) {
        continue;
      }
      if (kind == K_DRAWN) {
        if (code != HIDDEN) {
          int tile = code - DominoMoves.OUTCOME;
          int fits = DominoState.matchMask(rules.blankWild(), l)
              | DominoState.matchMask(rules.blankWild(), r);
          out = out.append(new DominoEffect.Drew(actor, Tile.ofIndex(tile),
              (fits & (1 << tile)) != 0));
        }
        continue;
      }
      if (code == DominoMoves.PASS) {
        out = out.append(new DominoEffect.Passed(actor, l, r));
      } else if (code == DominoMoves.DRAW) {
        out = out.append(new DominoEffect.DrawStarted(actor, l, r));
      } else {
        Tile tile = Tile.ofIndex(DominoMoves.tile(code));
        boolean forcedLead = i == leadTime && leadTile >= 0;
        out = out.append(l == DominoState.EMPTY
            ? new DominoEffect.Led(actor, tile, tile.low(), tile.high(), forcedLead)
            : new DominoEffect.Played(actor, tile, End.ofSide(DominoMoves.side(code)),
                DominoMoves.touching(code), DominoMoves.outer(code)));
      }
    }
    return out;
  }

  /**
   * The tiles played since the view's start, in order: leads and plays of {@link #events()}.
   *
   * @return {@link DominoEffect.Led} and {@link DominoEffect.Played} values
   */
  public List<DominoEffect> plays() {
    return events().filter(e -> e instanceof DominoEffect.Led || e instanceof DominoEffect.Played);
  }

  /**
   * Every pass since the view's start, with the open ends it was made at.
   *
   * @return the passes, oldest first
   */
  public List<DominoEffect.Passed> passes() {
    return events().filter(e -> e instanceof DominoEffect.Passed)
        .map(e -> (DominoEffect.Passed) e);
  }

  /**
   * How many times each seat has drawn from the boneyard since the view's start (each draw is one
   * tile, whose face only the drawer sees).
   *
   * @return counts by seat
   */
  public List<Integer> drawCounts() {
    int[] n = new int[rules.players()];
    for (int o : obs) {
      if (((o >>> 11) & 3) == K_ACT && (o & 0xFF) == DominoMoves.DRAW) {
        n[(o >>> 8) & 7]++;
      }
    }
    return List.ofAll(n);
  }

  /**
   * The numbers each seat is proven to hold none of now, from public play alone (the viewer's own
   * hand is not used, so every seat at the table computes the same sets). A pass or a draw at open
   * ends {@code l} and {@code r} proves the hand held no tile fitting either end; a tile then drawn
   * and kept is known only not to fit those ends, so it keeps the proof of {@code l} and {@code r}
   * but may show any number proven before; a drawn tile played at once leaves the hand as it was;
   * and until the drawer's next move shows whether the tile fitted, nothing is proven of that
   * seat.
   * A view of a position given as text starts from what its status claims: the seats that passed
   * since the last play (passes=) and a seat drawing or that drew (drew=true, its forced drawn
   * tile aside) held nothing for the open ends, a blocked round nobody anything for them, and a
   * first round without draws under {@code firstLead=forced} no tile above the highest one on the
   * line. A number is listed when every tile showing it is proven absent (with {@code blankWild},
   * a blank in hand or on an end fits more, as the rules say).
   *
   * @return for each seat, the numbers 0..6 it is proven to lack
   */
  public List<SortedSet<Integer>> provenLacking() {
    int n = rules.players();
    // The claims of a position given as text start the proofs (passes=, drew=true, ...).
    int[] absent = Determinizer.rootLacking(rules, root);
    for (int i = 0; i < obs.length; i++) {
      int o = obs[i];
      int code = o & 0xFF;
      int actor = (o >>> 8) & 7;
      int kind = (o >>> 11) & 3;
      int fits = DominoState.matchMask(rules.blankWild(), (o >>> 13) & 7)
          | DominoState.matchMask(rules.blankWild(), (o >>> 16) & 7);
      if (kind == K_ACT && (code == DominoMoves.PASS || code == DominoMoves.DRAW)) {
        absent[actor] |= fits;
      } else if (kind == K_DRAWN) {
        int next = i + 1 < obs.length ? obs[i + 1] : -1;
        boolean atOnce = next >= 0 && ((next >>> 11) & 3) == K_ACT
            && ((next >>> 8) & 7) == actor && DominoMoves.isPlacement(next & 0xFF);
        if (next < 0) {
          // Not yet known whether the drawn tile fits: it may be any tile.
          absent[actor] = 0;
        } else if (!atOnce) {
          // The kept tile is any tile that does not fit: only the fitting ones stay proven absent.
          absent[actor] &= fits;
        }
      }
    }
    List<SortedSet<Integer>> out = List.empty();
    for (int p = n - 1; p >= 0; p--) {
      SortedSet<Integer> numbers = TreeSet.empty();
      for (int v = 0; v <= 6; v++) {
        int showing = 0;
        for (int w = 0; w <= 6; w++) {
          showing |= 1 << Tiles.of(v, w);
        }
        if ((absent[p] & showing) == showing) {
          numbers = numbers.add(v);
        }
      }
      out = out.prepend(numbers);
    }
    return out;
  }

  private static String end(int e) {
    return e == 7 ? "-" : String.valueOf(e);
  }

  private static String lineOf(List<Integer> cells) {
    return cells.map(c -> c / 8 + ":" + c % 8).mkString(" ");
  }

  RootInfo root() {
    return root;
  }

  int[] observations() {
    return obs;
  }

  /** The tiles dealt to the viewer during the observed deal, as a set. */
  int ownDeal() {
    return ownDeal;
  }

  int leadTile() {
    return leadTile;
  }

  int leadTime() {
    return leadTime;
  }

  /**
   * The view as text: seat, the start (its status as position notation writes it, hand sizes and
   * the viewer's hand there), hand, hand sizes, boneyard, line, turn, then the history. It carries
   * everything {@link #equals(Object)} compares, so two unequal views never print alike.
   *
   * @return several lines
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("seat ").append(viewer).append(" of ").append(rules.spec()).append('\n');
    // The public part of the start, as equals compares it: a position given as text claims its
    // status (passes=, last=, drew=, ...), so two starts that differ there must print apart.
    sb.append("start ").append(Notation.status(root.phase(), root.reason(), root.turn(),
        root.streak(), root.last(), root.drew(), root.forced(), root.leader()))
        .append(", hand sizes ").append(root.handSizes().mkString(" ")).append(", your hand ")
        .append(Tiles.setText(root.ownHand())).append('\n');
    sb.append("hand ").append(Tiles.setText(hand)).append('\n');
    sb.append("hand sizes ").append(handSizes.mkString(" ")).append(", boneyard ")
        .append(boneyardSize).append('\n');
    sb.append("line ").append(line).append(" (ends ").append(end(left < 0 ? 7 : left)).append('/')
        .append(end(right < 0 ? 7 : right)).append(")\n");
    if (!endReason.isEmpty()) {
      sb.append("round over: ").append(endReason).append('\n');
    } else if (currentPlayer >= 0) {
      sb.append(currentPlayer == viewer ? "your turn" : "seat " + currentPlayer + " to move");
      if (visibleForced >= 0) {
        sb.append(", must play ").append(Tiles.text(visibleForced));
      }
      sb.append('\n');
    } else {
      sb.append("chance: ").append(boneyardSize).append(" tiles to choose from\n");
    }
    for (String h : history()) {
      sb.append("  ").append(h).append('\n');
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof DominoView)) {
      return false;
    }
    DominoView v = (DominoView) o;
    return viewer == v.viewer && ownDeal == v.ownDeal && leadTile == v.leadTile
        && leadTime == v.leadTime
        && rules.equals(v.rules) && root.equals(v.root) && Arrays.equals(obs, v.obs);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, viewer, root, ownDeal, leadTile, leadTime) * 31
        + Arrays.hashCode(obs);
  }
}
