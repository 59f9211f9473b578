package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.GameState;
import dev.tabletop.core.GameType;
import dev.tabletop.core.GameTypes;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.ReplayError;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.PropagationMode;

/**
 * The fuzzing kit: one property suite for the text and int entry points of every game. A game's
 * fuzz class extends this, names its {@link GameType}, its presets and its position parser, and
 * inherits five properties, each fed with random and mutated text from {@link Fuzz}:
 *
 * <ul>
 *   <li>a position is read (and then reads back from its text, and every move from it gives a
 *       state that reads back too) or refused as a {@code position};
 *   <li>a move text is read (and then is legal, reads back from its own text, and plays as its
 *       code does) or refused, and {@code play(text)} refuses it the same way, the refusal
 *       quoting the text once;
 *   <li>any int is played or refused, and {@code apply} of it throws nothing but {@link
 *       IllegalArgumentException};
 *   <li>a spec is read (and then is ASCII but for white space and reads back from its own spec)
 *       or refused as a {@code spec}, the same by the game's type and by {@link GameTypes};
 *   <li>a record is read (and reads back from its text) and replays, or is refused as a {@code
 *       record} or at a ply inside it.
 * </ul>
 *
 * <p>Every input is either accepted or refused with the documented {@code Left}; another exception
 * fails the property. 10,000 tries a property, ten times as many with {@code -Dtabletop.deep=true}
 * ({@link Fuzz.Deep}).
 *
 * @param <S> the game's state type
 */
@AddLifecycleHook(value = Fuzz.Deep.class, propagateTo = PropagationMode.ALL_DESCENDANTS)
public abstract class GameFuzz<S extends GameState<S>> {
  private List<S> states;

  /** For a game's fuzz class to extend. */
  protected GameFuzz() {}

  /**
   * The game type, which reads specs and replays records.
   *
   * @return the game type
   */
  protected abstract GameType<S, ?> type();

  /**
   * The rules to fuzz: every preset of the game.
   *
   * @return a non-empty list of rules
   */
  protected abstract List<? extends Game<S>> presets();

  /**
   * The game's position parser.
   *
   * @param rules the rules the position is read under
   * @param text the text to read
   * @return the position, or why the text is not one
   */
  protected abstract Either<InvalidInput, S> position(Game<S> rules, String text);

  /**
   * Whether a state's text is all of it, so that reading it back gives an equal state. A game
   * whose states also carry their history (Domino) answers {@code false}: its text then reads
   * back as a root with the same text, which in turn reads back as an equal root.
   *
   * @return true by default
   */
  protected boolean textIsTheWholeState() {
    return true;
  }

  /**
   * The largest move code the int property tries besides random ints; a little above the game's
   * largest code, so that most tries are near the legal ones.
   *
   * @return the bound, 8,192 by default
   */
  protected int largestCode() {
    return 8192;
  }

  /**
   * Valid texts the mutations start from beside the positions and moves of {@link #states()}
   * and the presets' specs and records: positions, moves and specs a game wants fuzzed too.
   *
   * @return extra valid inputs, none by default
   */
  protected List<String> extraSeeds() {
    return List.of();
  }

  /**
   * The states the properties read moves and codes on: by default every seventh position of four
   * seeded random games (up to 600 plies) under every preset, with each game's last position, so
   * chance nodes and ends are among them. Computed once per instance.
   *
   * @return the states
   */
  protected List<S> states() {
    if (states == null) {
      List<S> out = new ArrayList<>();
      SplittableRandom random = new SplittableRandom(13);
      for (Game<S> rules : presets()) {
        MoveBuffer buffer = MoveBuffer.forGame(rules);
        for (int game = 0; game < 4; game++) {
          S s = rules.initialState();
          for (int ply = 0; ply < 600 && !s.isTerminal(); ply++) {
            if (ply % 7 == 0) {
              out.add(s);
            }
            s.legalMoves(buffer);
            s = s.apply(buffer.get(random.nextInt(buffer.size())));
          }
          out.add(s);
        }
      }
      states = List.copyOf(out);
    }
    return states;
  }

  /**
   * Indexes into {@link #states()}.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<Integer> stateIndexes() {
    return Arbitraries.integers().between(0, states().size() - 1);
  }

  /**
   * The states' texts, mutated.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> positionTexts() {
    List<String> seeds = new ArrayList<>(extraSeeds());
    states().forEach(s -> seeds.add(s.toString()));
    return Fuzz.around(seeds);
  }

  /**
   * A position is read under the rules of a reachable state and plays on, or is refused.
   *
   * @param text the text
   * @param index the state whose rules read it
   */
  @Property(tries = 10_000)
  void aPositionIsReadAndPlaysOnOrRefused(@ForAll("positionTexts") String text,
      @ForAll("stateIndexes") int index) {
    Game<S> rules = states().get(index).game();
    Either<InvalidInput, S> read = position(rules, text);
    if (read.isLeft()) {
      expectRefusal(read.getLeft(), "position", text);
      return;
    }
    S s = read.get();
    expectReadsBack(rules, s, text);
    MoveBuffer buffer = MoveBuffer.forGame(rules);
    s.legalMoves(buffer);
    for (int i = 0; i < buffer.size(); i++) {
      expectReadsBack(rules, s.apply(buffer.get(i)), text);
    }
  }

  private void expectReadsBack(Game<S> rules, S s, String input) {
    String text = s.toString();
    Either<InvalidInput, S> again = position(rules, text);
    expect(again.isRight(), input, "the text of a read state or its successor is refused: "
        + text + (again.isLeft() ? " (" + again.getLeft().message() + ")" : ""));
    S root = again.get();
    if (textIsTheWholeState()) {
      expect(root.equals(s), input, "the text " + text + " reads back as another state");
    } else {
      expect(root.toString().equals(text), input, "the text " + text + " reads back as "
          + root);
      expect(position(rules, text).get().equals(root), input,
          "reading " + text + " twice gives two different states");
    }
  }

  /**
   * The legal moves' texts of every state, mutated.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> moveTexts() {
    List<String> seeds = new ArrayList<>(extraSeeds());
    for (S s : states()) {
      MoveBuffer buffer = MoveBuffer.forGame(s.game());
      s.legalMoves(buffer);
      for (int i = 0; i < buffer.size(); i++) {
        seeds.add(s.moveText(buffer.get(i)));
      }
    }
    return Fuzz.around(seeds);
  }

  /**
   * A move text is read, legal and played as its code, or refused alike by {@code parseMove} and
   * {@code play}.
   *
   * @param index the state
   * @param text the move text
   */
  @Property(tries = 10_000)
  void aMoveIsReadAndLegalOrRefused(@ForAll("stateIndexes") int index,
      @ForAll("moveTexts") String text) {
    S s = states().get(index);
    Either<IllegalMove, Integer> read = s.parseMove(text);
    Either<IllegalMove, S> played = s.play(text);
    if (read.isLeft()) {
      IllegalMove refusal = read.getLeft();
      expect(!refusal.reason().isBlank(), text, "a refused move has no reason");
      expect(refusal.kind() != IllegalMove.Kind.UNREADABLE || refusal.move() == -1, text,
          "an unreadable move carries a code: " + refusal.move());
      expect(played.isLeft() && played.getLeft().equals(refusal), text,
          "play(text) does not refuse it as parseMove does: " + played);
      expect(quotes(refusal.message(), refusal.text()) == 1, text,
          "the refusal does not quote the move text exactly once: " + refusal.message());
      return;
    }
    int code = read.get();
    expect(isLegal(s, code), text, "reads as " + code + ", not a legal move of " + s);
    Either<IllegalMove, Integer> again = s.parseMove(s.moveText(code));
    expect(again.isRight() && again.get() == code, text,
        "the text of " + code + ", " + s.moveText(code) + ", reads back as " + again);
    expect(played.isRight() && played.get().equals(s.apply(code)), text,
        "play(text) differs from apply(" + code + ")");
  }

  /**
   * Any int, and ints near the legal codes.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<Integer> codes() {
    return Arbitraries.oneOf(Arbitraries.integers(),
        Arbitraries.integers().between(-2, largestCode()));
  }

  /**
   * An int is played if and only if it is legal; {@code apply} of it gives a state or throws
   * {@link IllegalArgumentException}, nothing else; {@code whyIllegal} and {@code moveText}
   * answer for every int.
   *
   * @param index the state
   * @param code the int
   */
  @Property(tries = 10_000)
  void anIntIsPlayedOrRefusedAndApplyThrowsOnlyIllegalArgument(
      @ForAll("stateIndexes") int index, @ForAll("codes") int code) {
    S s = states().get(index);
    String input = "code " + code + " on " + s;
    Either<IllegalMove, S> played = s.play(code);
    expect(s.whyIllegal(code) != null && s.moveText(code) != null, input,
        "whyIllegal or moveText gives null");
    if (played.isRight()) {
      expect(isLegal(s, code), input, "an illegal code is played");
      expect(played.get().equals(s.apply(code)), input, "play(code) differs from apply(code)");
      return;
    }
    expect(!isLegal(s, code), input, "a legal code is refused: " + played.getLeft());
    expect(played.getLeft().move() == code && !played.getLeft().reason().isBlank(), input,
        "the refusal does not name the code with a reason: " + played.getLeft());
    try {
      s.apply(code);
    } catch (IllegalArgumentException expected) {
      // documented: a code that is no move of the game at all
    }
  }

  /**
   * The presets' specs, the bare name, and the extra seeds, mutated.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> specTexts() {
    List<String> seeds = new ArrayList<>(extraSeeds());
    presets().forEach(r -> seeds.add(r.spec()));
    seeds.add(type().name() + "()");
    return Fuzz.around(seeds);
  }

  /**
   * A spec is read the same way by the game's type and by the catalogue, is ASCII but for white
   * space and reads back from its own spec, or is refused as a {@code spec}.
   *
   * @param text the spec
   */
  @Property(tries = 10_000)
  void aSpecIsReadAndRoundTripsOrRefused(@ForAll("specTexts") String text) {
    Either<InvalidInput, ? extends Game<S>> read = type().parse(text);
    Either<InvalidInput, Game<?>> any = GameTypes.of(type()).parse(text);
    expect(any.isRight() == read.isRight(), text, "the type and the catalogue disagree");
    if (read.isLeft()) {
      expectRefusal(read.getLeft(), "spec", text);
      return;
    }
    Game<S> rules = read.get();
    Either<InvalidInput, ? extends Game<S>> again = type().parse(rules.spec());
    expect(again.isRight() && again.get().equals(rules), text,
        "its spec " + rules.spec() + " reads back as " + again);
    expect(any.get().equals(rules), text, "the catalogue reads other rules");
    expect(text.chars().allMatch(c -> c <= 0x7F || Character.isWhitespace(c)), text,
        "a spec that reads has a character beyond ASCII");
  }

  /**
   * Records of sixteen seeded random plies under every preset, mutated.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> recordTexts() {
    List<String> seeds = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5);
    for (Game<S> rules : presets()) {
      MoveBuffer buffer = MoveBuffer.forGame(rules);
      S s = rules.initialState();
      GameRecord record = GameRecord.of(rules.spec());
      for (int ply = 0; ply < 16 && !s.isTerminal(); ply++) {
        s.legalMoves(buffer);
        int move = buffer.get(random.nextInt(buffer.size()));
        record = record.append(move);
        s = s.apply(move);
      }
      seeds.add(record.toText());
    }
    return Fuzz.around(seeds);
  }

  /**
   * A record is read and reads back, and replays whole or stops at a ply inside it with a reason;
   * or it is refused as a {@code record}.
   *
   * @param text the record
   */
  @Property(tries = 10_000)
  void aRecordIsReadAndReplaysOrRefused(@ForAll("recordTexts") String text) {
    Either<InvalidInput, GameRecord> read = GameRecord.parse(text);
    if (read.isLeft()) {
      expectRefusal(read.getLeft(), "record", text);
      return;
    }
    GameRecord record = read.get();
    expect(GameRecord.parse(record.toText()).equals(Either.right(record)), text,
        "its text reads back as another record");
    var replayed = record.replay(type());
    if (replayed.isLeft()) {
      ReplayError error = replayed.getLeft();
      expect(error.ply() >= 0 && error.ply() <= record.moves().size()
          && !error.reason().isBlank(), text, "the replay error names no ply inside the record: "
          + error);
    } else {
      expect(replayed.get().plies() == record.moves().size(), text,
          "the replay does not play every move");
    }
  }

  /**
   * How often a message quotes a text as {@code 'text'}, case aside (a game may read the text in
   * lower case): the refusal's own quote, plus any repetition a reason adds.
   */
  private static int quotes(String message, String text) {
    String m = message.toLowerCase(java.util.Locale.ROOT);
    String q = "'" + text.toLowerCase(java.util.Locale.ROOT) + "'";
    int n = 0;
    for (int i = m.indexOf(q); i >= 0; i = m.indexOf(q, i + 1)) {
      n++;
    }
    return n;
  }

  private static boolean isLegal(GameState<?> s, int code) {
    MoveBuffer buffer = MoveBuffer.forGame(s.game());
    s.legalMoves(buffer);
    return buffer.contains(code);
  }

  private static void expectRefusal(InvalidInput refusal, String subject, String input) {
    expect(refusal.subject().equals(subject), input,
        "refused as a " + refusal.subject() + ", not a " + subject);
    expect(!refusal.message().isBlank(), input, "refused without a message");
  }

  private static void expect(boolean ok, String input, String message) {
    if (!ok) {
      throw new AssertionError(message + "; input: " + input);
    }
  }
}
