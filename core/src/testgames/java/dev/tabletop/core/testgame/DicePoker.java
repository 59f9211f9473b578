package dev.tabletop.core.testgame;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.Zobrist;
import io.vavr.control.Either;
import io.vavr.control.Option;
import dev.tabletop.core.InvalidInput;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A tiny game that exists to prove the conformance kit: each player rolls a secret die (two chance
 * nodes), then a round of Kuhn-style betting (check, bet, fold, call) and a showdown. It has chance,
 * hidden information and a variant spec, in a page of code.
 *
 * <p>Move codes: a die outcome is its face (1..faces); the actions are {@link #CHECK} 0, {@link
 * #BET} 1, {@link #FOLD} 2, {@link #CALL} 3.
 */
public final class DicePoker {
  public static final int CHECK = 0;
  public static final int BET = 1;
  public static final int FOLD = 2;
  public static final int CALL = 3;

  private static final String[] ACTION_NAMES = {"check", "bet", "fold", "call"};
  private static final long[] KEYS = Zobrist.keys(0x7ab1e70bL, 2 * 21 + 3 * 4);

  private DicePoker() {}

  /**
   * Deliberate defects, for showing that the conformance kit catches each of them. Each one is
   * built so that exactly one of the kit's properties can see it: the game stays correct in every
   * respect the other properties check.
   */
  public enum Defect {
    /** The correct game. */
    NONE,
    /** Writes the check (or fold) twice: the codes stay ascending but are not unique. */
    DUPLICATE_MOVE,
    /** Forgets to fold the second die into the incremental hash. */
    STALE_HASH,
    /**
     * Weights the second die by the identity of the state object, as iterating an identity hash
     * set would: consistent within one state, different between two plays of the same seed.
     */
    IDENTITY_WEIGHTS,
    /** Leaves the ante out of the spec, so the spec parses back to other rules. */
    SPEC_WITHOUT_ANTE,
    /** Lets the sampled state show the viewer a different die. */
    LEAKY_SAMPLER,
    /** Forbids the first bet when the opponent's (hidden) die is higher. */
    PEEKING_MOVES,
    /** Reads the text {@code call} as a fold: its move text does not read back as itself. */
    MISREAD_TEXT,
    /** Reads a number out of any text it does not know, and throws when there is none. */
    CRASHING_READER,
    /** Indexes a table with a code beyond the actions instead of refusing it. */
    CRASHING_APPLY
  }

  /**
   * A game type that rebuilds rules carrying a given defect, so a broken game's records replay in
   * the same broken rules.
   *
   * @param defect the defect the parsed rules carry
   * @return the game type
   */
  public static GameType<State, Rules> type(Defect defect) {
    return new GameType<>() {
      @Override
      public String name() {
        return "dicepoker";
      }

      @Override
      public Either<InvalidInput, Rules> rules(VariantSpec spec) {
        SpecReader r = new SpecReader(spec, "dicepoker");
        int faces = r.integer("faces", 6, 2, 20);
        int ante = r.integer("ante", 1, 1, 100);
        return r.finish(() -> new Rules(faces, ante, defect));
      }
    };
  }

  /** The game type: {@code dicepoker(faces=6,ante=1)}. */
  public static final GameType<State, Rules> TYPE = type(Defect.NONE);

  /**
   * The rules.
   *
   * @param faces the die's faces
   * @param ante each player's stake before betting
   * @param defect a deliberate defect (not part of the spec)
   */
  public record Rules(int faces, int ante, Defect defect)
      implements Game<State>, HiddenInformation<State, View> {
    public static final Rules STANDARD = new Rules(6, 1, Defect.NONE);

    @Override
    public String name() {
      return "dicepoker";
    }

    @Override
    public String spec() {
      VariantSpec spec = VariantSpec.of("dicepoker").with("faces", faces);
      return (defect == Defect.SPEC_WITHOUT_ANTE ? spec : spec.with("ante", ante)).toString();
    }

    @Override
    public int playerCount() {
      return 2;
    }

    @Override
    public boolean hasChance() {
      return true;
    }

    @Override
    public boolean perfectInformation() {
      return false;
    }

    @Override
    public boolean zeroSum() {
      return true;
    }

    @Override
    public int maxLegalMoves() {
      return Math.max(faces, 3);
    }

    @Override
    public State initialState() {
      return new State(this, 0, 0, 0, 0, 0L);
    }

    @Override
    public Option<HiddenInformation<State, ?>> hiddenInformation() {
      return Option.some(this);
    }

    @Override
    public View view(State s, int player) {
      int own = player == 0 ? s.die0 : s.die1;
      int rolled = (s.die0 != 0 ? 1 : 0) + (s.die1 != 0 ? 1 : 0);
      return new View(player, own, rolled, s.actions, s.count);
    }

    @Override
    public Either<InvalidInput, State> sample(View v, RandomGenerator random) {
      int own = v.ownDie();
      boolean ownRolled = v.rolled() == 2 || (v.rolled() == 1 && v.player() == 0);
      if (ownRolled != (own != 0) || v.rolled() < 0 || v.rolled() > 2) {
        return Either.left(InvalidInput.of("view",
            "impossible view: " + v.rolled() + " dice rolled, own die " + own));
      }
      if (defect == Defect.LEAKY_SAMPLER && own != 0) {
        own = own % faces + 1;
      }
      int d0 = 0;
      int d1 = 0;
      if (v.rolled() >= 1) {
        d0 = v.player() == 0 ? own : 1 + random.nextInt(faces);
      }
      if (v.rolled() == 2) {
        d1 = v.player() == 1 ? own : 1 + random.nextInt(faces);
      }
      return Either.right(build(d0, d1, v.actions(), v.count()));
    }

    private State build(int d0, int d1, int actions, int count) {
      State s = new State(this, d0, d1, actions, count, 0L);
      return new State(this, d0, d1, actions, count, s.hashFromScratch());
    }
  }

  /**
   * What one player knows: their own die, how many dice were rolled, the public betting.
   *
   * @param player the viewer
   * @param ownDie the viewer's die, 0 before it is rolled
   * @param rolled how many dice have been rolled
   * @param actions the betting so far, two bits an action
   * @param count how many actions
   */
  public record View(int player, int ownDie, int rolled, int actions, int count) {}

  /** A position. */
  public static final class State implements GameState<State> {
    private final Rules rules;
    private final int die0;
    private final int die1;
    private final int actions;
    private final int count;
    private final long hash;

    State(Rules rules, int die0, int die1, int actions, int count, long hash) {
      this.rules = rules;
      this.die0 = die0;
      this.die1 = die1;
      this.actions = actions;
      this.count = count;
      this.hash = hash;
    }

    private int action(int i) {
      return (actions >>> (2 * i)) & 3;
    }

    @Override
    public Rules game() {
      return rules;
    }

    @Override
    public int currentPlayer() {
      if (die0 == 0 || die1 == 0) {
        return Players.CHANCE;
      }
      if (count == 0) {
        return 0;
      }
      int last = action(count - 1);
      if (last == FOLD || last == CALL || (count == 2 && action(0) == CHECK && last == CHECK)) {
        return Players.TERMINAL;
      }
      return count % 2;
    }

    private boolean facingBet() {
      return count > 0 && action(count - 1) == BET;
    }

    @Override
    public void legalMoves(MoveBuffer out) {
      out.clear();
      int player = currentPlayer();
      if (player == Players.CHANCE) {
        for (int f = 1; f <= rules.faces; f++) {
          out.add(f, dieWeight(f));
        }
      } else if (player >= 0) {
        int a = facingBet() ? FOLD : CHECK;
        int b = facingBet() ? CALL : BET;
        out.add(a);
        if (rules.defect == Defect.DUPLICATE_MOVE) {
          out.add(a);
        }
        if (!(rules.defect == Defect.PEEKING_MOVES && count == 0 && die0 < die1)) {
          out.add(b);
        }
      }
    }

    private int dieWeight(int face) {
      if (rules.defect == Defect.IDENTITY_WEIGHTS && die0 != 0) {
        return 1 + ((System.identityHashCode(this) >>> face) & 1);
      }
      return 1;
    }

    @Override
    public State apply(int move) {
      if (isChance()) {
        if (move < 1 || move > rules.faces) {
          throw new IllegalArgumentException("die outcome must be 1.." + rules.faces + ", was " + move);
        }
        if (die0 == 0) {
          return new State(rules, move, die1, actions, count, hash ^ KEYS[move]);
        }
        long h = rules.defect == Defect.STALE_HASH ? hash : hash ^ KEYS[21 + move];
        return new State(rules, die0, move, actions, count, h);
      }
      if (rules.defect == Defect.CRASHING_APPLY && move > CALL) {
        return new State(rules, die0, die1, actions, count, hash ^ KEYS[KEYS.length + move]);
      }
      if (move < CHECK || move > CALL || count >= 3) {
        throw new IllegalArgumentException("not an action code: " + move);
      }
      return new State(rules, die0, die1, actions | (move << (2 * count)), count + 1,
          hash ^ KEYS[42 + count * 4 + move]);
    }

    @Override
    public int chanceTotal() {
      if (!isChance()) {
        return 0;
      }
      int total = 0;
      for (int f = 1; f <= rules.faces; f++) {
        total += dieWeight(f);
      }
      return total;
    }

    @Override
    public int returns(int player) {
      Players.checkSeat(player, 2);
      if (!isTerminal()) {
        return 0;
      }
      int last = action(count - 1);
      int winner;
      int amount = rules.ante;
      if (last == FOLD) {
        winner = 1 - (count - 1) % 2;
      } else {
        if (last == CALL) {
          amount += 1;
        }
        winner = die0 > die1 ? 0 : die1 > die0 ? 1 : -1;
      }
      if (winner < 0) {
        return 0;
      }
      return player == winner ? amount : -amount;
    }

    @Override
    public long hash() {
      return hash;
    }

    @Override
    public long hashFromScratch() {
      long h = 0;
      if (die0 != 0) {
        h ^= KEYS[die0];
      }
      if (die1 != 0) {
        h ^= KEYS[21 + die1];
      }
      for (int i = 0; i < count; i++) {
        h ^= KEYS[42 + i * 4 + action(i)];
      }
      return h;
    }

    @Override
    public String moveText(int move) {
      return isChance() ? "roll " + move : move >= 0 && move < 4 ? ACTION_NAMES[move] : "?" + move;
    }

    @Override
    public Either<IllegalMove, Integer> parseMove(String text) {
      if (rules.defect == Defect.MISREAD_TEXT && "call".equals(text)) {
        return Either.right(FOLD);
      }
      Either<IllegalMove, Integer> read = GameState.super.parseMove(text);
      if (rules.defect == Defect.CRASHING_READER && read.isLeft()) {
        Integer.parseInt(text.trim());
      }
      return read;
    }

    @Override
    public String whyIllegal(int move) {
      if (isTerminal()) {
        return "the hand is over";
      }
      if (isChance()) {
        return "a die shows 1 to " + rules.faces;
      }
      return facingBet() ? "facing a bet you may only fold or call" : "you may only check or bet";
    }

    @Override
    public String endReason() {
      if (!isTerminal()) {
        return "";
      }
      return action(count - 1) == FOLD ? "fold" : "showdown";
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof State s && s.rules.equals(rules) && s.die0 == die0 && s.die1 == die1
          && s.actions == actions && s.count == count;
    }

    @Override
    public int hashCode() {
      return Objects.hash(rules, die0, die1, actions, count);
    }

    @Override
    public String toString() {
      return "dice " + die0 + "/" + die1 + " actions " + count + ":" + Integer.toBinaryString(actions);
    }
  }
}
