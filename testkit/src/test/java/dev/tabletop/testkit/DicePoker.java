package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.HiddenInformation;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.Players;
import dev.tabletop.core.SpecReader;
import dev.tabletop.core.VariantSpec;
import dev.tabletop.core.Zobrist;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
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

  /** Deliberate defects, for showing that the conformance kit catches them. */
  public enum Defect {
    NONE,
    /** Writes the two betting actions in descending order. */
    UNSORTED_MOVES,
    /** Forgets to fold the second die into the incremental hash. */
    STALE_HASH,
    /** Lets the sampled state show the viewer a different die. */
    LEAKY_SAMPLER
  }

  /** The game type: {@code dicepoker(faces=6,ante=1)}. */
  public static final GameType<State> TYPE = new GameType<>() {
    @Override
    public String name() {
      return "dicepoker";
    }

    @Override
    public Validation<Seq<String>, Game<State>> rules(VariantSpec spec) {
      SpecReader r = new SpecReader(spec, "dicepoker");
      int faces = r.integer("faces", 6, 2, 20);
      int ante = r.integer("ante", 1, 1, 100);
      return r.finish(() -> new Rules(faces, ante, Defect.NONE));
    }
  };

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
      return VariantSpec.of("dicepoker").with("faces", faces).with("ante", ante).toString();
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
      return Math.max(faces, 2);
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
    public Either<String, State> sample(View v, RandomGenerator random) {
      int own = v.ownDie();
      boolean ownRolled = v.rolled() == 2 || (v.rolled() == 1 && v.player() == 0);
      if (ownRolled != (own != 0) || v.rolled() < 0 || v.rolled() > 2) {
        return Either.left("impossible view: " + v.rolled() + " dice rolled, own die " + own);
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
          out.add(f, 1);
        }
      } else if (player >= 0) {
        int a = facingBet() ? FOLD : CHECK;
        int b = facingBet() ? CALL : BET;
        if (rules.defect == Defect.UNSORTED_MOVES) {
          out.add(b);
          out.add(a);
        } else {
          out.add(a);
          out.add(b);
        }
      }
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
      if (move < CHECK || move > CALL || count >= 3) {
        throw new IllegalArgumentException("not an action code: " + move);
      }
      return new State(rules, die0, die1, actions | (move << (2 * count)), count + 1,
          hash ^ KEYS[42 + count * 4 + move]);
    }

    @Override
    public int chanceTotal() {
      return isChance() ? rules.faces : 0;
    }

    @Override
    public int returns(int player) {
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
