package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.GameClock;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import dev.tabletop.core.Refusal;
import dev.tabletop.core.ReplayError;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.ludo.LudoRules;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/**
 * The game-independent values round-trip through their messages: clocks played with random
 * presses (with and without the client's derived times), time-outs, analyses with random scores,
 * refusals of every kind (nested replay errors, problems with and without places), table
 * requests; each message validates against its schema.
 */
class ValuesProperties {

  @Property(tries = 300)
  void clocksComeBackEqual(@ForAll @IntRange(min = 0, max = 3) int control,
      @ForAll @IntRange(min = 1, max = 4) int players,
      @ForAll @Size(max = 20) java.util.List<@IntRange(min = 0, max = 120_000) Integer> steps,
      @ForAll @LongRange(min = -1_000_000, max = 1_000_000_000_000L) long start) {
    ClockRules rules = List.of(ClockRules.PER_MOVE_90S, ClockRules.GAME_10_MIN,
        ClockRules.parse("clock(move=30,game=300,increment=2.5)").get(),
        ClockRules.parse("clock(game=0.5)").get()).get(control);
    GameClock clock = GameClock.start(rules, players, 0, start);
    long now = start;
    for (int i = 0; i < steps.size(); i++) {
      now += steps.get(i);
      Either<GameClock.TimeOut, GameClock> next = clock.press(now, (i + 1) % players);
      if (next.isLeft()) {
        String out = WireFormat.writeTimeOut(next.getLeft());
        Checks.valid("timeOut", out);
        assertThat(WireFormat.readTimeOut(out).get()).isEqualTo(next.getLeft());
        break;
      }
      clock = next.get();
    }
    String exact = WireFormat.writeClock(clock);
    String shown = WireFormat.writeClock(clock, now + 1234);
    Checks.valid("clock", exact);
    Checks.valid("clock", shown);
    assertThat(WireFormat.readClock(exact).get()).isEqualTo(clock);
    assertThat(WireFormat.readClock(shown).get()).isEqualTo(clock);
  }

  @Provide
  Arbitrary<RankedMove> ranked() {
    return net.jqwik.api.Combinators.combine(Arbitraries.integers(),
        Arbitraries.strings().ofMaxLength(12), Arbitraries.doubles(),
        Arbitraries.longs().greaterOrEqual(0)).as(RankedMove::new);
  }

  @Property(tries = 100)
  void analysesComeBackEqual(@ForAll @Size(min = 1, max = 30) java.util.List<
      @net.jqwik.api.From("ranked") RankedMove> moves,
      @ForAll java.util.List<Integer> line, @ForAll boolean evaluation,
      @ForAll @IntRange(min = 0) int depth, @ForAll @LongRange(min = 0) long nodes,
      @ForAll @LongRange(min = 0) long nanos) {
    Analysis a = new Analysis(List.ofAll(moves), List.ofAll(line), evaluation
        ? Analysis.ScoreKind.EVALUATION : Analysis.ScoreKind.MEAN_RETURN, depth, nodes, nanos);
    String json = WireFormat.writeAnalysis(a);
    Checks.valid("analysis", json);
    assertThat(WireFormat.readAnalysis(json).get()).isEqualTo(a);
  }

  @Provide
  Arbitrary<Refusal> refusals() {
    Arbitrary<String> text = Arbitraries.strings().ofMinLength(1).ofMaxLength(20);
    Arbitrary<Problem> plain = net.jqwik.api.Combinators.combine(text,
        Arbitraries.integers().between(-1, 500)).as(Problem::new);
    // Any key, escaped by RFC 6901 (~ first), makes a pointer: spaces, ": ", ~ and / included.
    Arbitrary<String> pointer = Arbitraries.oneOf(Arbitraries.just(""), text.list().ofMaxSize(3)
        .map(keys -> keys.stream().map(k -> "/" + k.replace("~", "~0").replace("/", "~1"))
            .collect(java.util.stream.Collectors.joining())));
    Arbitrary<Problem> located = net.jqwik.api.Combinators.combine(pointer, text,
        Arbitraries.integers().between(-1, 500)).as((at, t, offset) -> new Problem(
            (at.isEmpty() ? "(root)" : at) + ": " + t, offset, io.vavr.control.Option.some(at)));
    Arbitrary<Problem> problem = Arbitraries.oneOf(plain, located);
    Arbitrary<Refusal> invalid = net.jqwik.api.Combinators.combine(text,
        problem.list().ofMinSize(1).ofMaxSize(4)).as((s, p) -> new InvalidInput(s, List.ofAll(p)));
    Arbitrary<Refusal> illegal = Arbitraries.oneOf(
        net.jqwik.api.Combinators.combine(text, Arbitraries.integers(), text)
            .as(IllegalMove::illegal),
        net.jqwik.api.Combinators.combine(text, text).as(IllegalMove::unreadable));
    Arbitrary<Refusal> flat = Arbitraries.oneOf(invalid, illegal);
    return Arbitraries.oneOf(flat, net.jqwik.api.Combinators.combine(
        Arbitraries.integers().between(0, 10_000), flat).as(ReplayError::new));
  }

  @Property(tries = 300)
  void refusalsComeBackEqual(@ForAll("refusals") Refusal refusal) {
    String json = WireFormat.writeRefusal(refusal);
    Checks.valid("refusal", json);
    assertThat(WireFormat.readRefusal(json).get()).isEqualTo(refusal);
  }

  @Property(tries = 60)
  void refusalsOfTheReadersComeBackEqualWithTheirPointers(@ForAll("anyText") String text) {
    Either<InvalidInput, MoveMessage> read = WireFormat.readMove(text);
    read.swap().forEach(refusal -> {
      String json = WireFormat.writeRefusal(refusal);
      Checks.valid("refusal", json);
      assertThat(WireFormat.readRefusal(json).get()).isEqualTo(refusal);
    });
  }

  @Provide
  Arbitrary<String> anyText() {
    return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(30),
        Arbitraries.of("{}", "[]", "{\"type\":\"move\"}", "{\"type\":\"move\",\"code\":\"1\"}",
            "{\"type\":\"move\",\"move\":\"a3a4\",\"ply\":-1}", "{\"type\":\"move\",\"x\":1}"));
  }

  @Property(tries = 200)
  void tableRequestsComeBackEqual(@ForAll @IntRange(min = 0, max = 2) int game,
      @ForAll @Size(4) java.util.List<@IntRange(min = 0, max = 9) Integer> seats,
      @ForAll boolean clocked) {
    dev.tabletop.core.Game<?> rules = List.of(JungleRules.LEIDEN, LudoRules.BEGINNERS,
        DominoRules.THREE_PLAYERS).get(game);
    List<SeatRequest> requests = List.ofAll(seats).take(rules.playerCount()).map(k -> k < 3
        ? SeatRequest.OPEN : new SeatRequest(Option.some(Level.values()[k % 6]),
            k == 8 ? Option.some(Budget.nodes(1000 + k)) : k == 9 ? Option.some(Budget.millis(50))
                : Option.none()));
    TableRequest t = new TableRequest(rules, clocked ? Option.some(ClockRules.PER_MOVE_90S)
        : Option.none(), requests);
    String json = WireFormat.writeCreate(t);
    Checks.valid("create", json);
    assertThat(WireFormat.readCreate(json).get()).isEqualTo(t);
  }
}
