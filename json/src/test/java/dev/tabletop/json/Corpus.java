package dev.tabletop.json;

import dev.tabletop.core.ClockRules;
import dev.tabletop.core.GameClock;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import dev.tabletop.core.ReplayError;
import dev.tabletop.core.search.Analysis;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.core.search.RankedMove;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.domino.DominoState;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.ludo.LudoRules;
import dev.tabletop.ludo.LudoState;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.Function;

/**
 * Valid messages of every type that has a reader, from seeded games, and the reader of each
 * type: the corpus the schema-breaking properties mutate.
 */
final class Corpus {
  private Corpus() {}

  static final List<String> MESSAGES = build();

  private static List<String> build() {
    List<String> out = List.empty();
    GameHistory<JungleState> j = Play.history(JungleRules.STANDARD, Play.seeded(11, 200));
    GameHistory<LudoState> l = Play.history(LudoRules.TWO_DICE, Play.seeded(12, 60));
    GameHistory<DominoState> d = Play.history(DominoRules.THREE_PLAYERS, Play.seeded(13, 45));
    out = out.append(WireFormat.jungle().writeRules(JungleRules.HOUSE))
        .append(WireFormat.ludo().writeRules(LudoRules.TWO_DICE))
        .append(WireFormat.domino().writeRules(DominoRules.PARTNERSHIP))
        .append(WireFormat.jungle().writeState(j.state()))
        .append(WireFormat.ludo().writeState(l.state()))
        .append(WireFormat.domino().writeState(d.state()))
        .append(WireFormat.writeRecord(j.record()))
        .append(WireFormat.writeRecord(d.record()))
        .append(WireFormat.writeMove(MoveMessage.text(4, "a3a4").withToken("0123456789abcdefABCDEF")))
        .append(WireFormat.writeMove(MoveMessage.code(7, 113)));
    JungleState js = Play.states(JungleRules.STANDARD.initialState(), Play.seeded(14, 30)).last();
    out = out.append(WireFormat.jungle().writeEffects(js, Play.pick(js, 5)));
    for (int i = 0; i < 12; i++) {
      LudoState ls = Play.states(LudoRules.HOUSE.initialState(), Play.seeded(20 + i, 50)).last();
      if (!ls.isTerminal()) {
        out = out.append(WireFormat.ludo().writeEffects(ls, Play.pick(ls, i)));
      }
      DominoState ds = Play.states(DominoRules.TWO_PLAYERS.initialState(),
          Play.seeded(40 + i, 14 + 3 * i)).last();
      if (!ds.isTerminal()) {
        out = out.append(WireFormat.domino().writeEffects(ds, Play.pick(ds, i)))
            .append(WireFormat.domino().writeEffects(ds, Play.pick(ds, i), i % 3 - 1));
      }
    }
    GameClock clock = GameClock.start(ClockRules.parse("clock(game=600,increment=5)").get(), 3, 1,
        1000).press(5000, 2).get();
    out = out.append(WireFormat.writeClock(clock)).append(WireFormat.writeClock(clock, 9000))
        .append(WireFormat.writeClock(GameClock.start(ClockRules.PER_MOVE_90S, 2, 0, 5), 70))
        .append(WireFormat.writeTimeOut(new GameClock.TimeOut(1, "player 1 took more than 90 s")));
    out = out.append(WireFormat.writeAnalysis(new Analysis(List.of(
        new RankedMove(917, "a3a4", 12.5, 0), new RankedMove(64, "b1a1", -3, 0)),
        List.of(917, 2867), Analysis.ScoreKind.EVALUATION, 4, 12345, 987654)));
    InvalidInput invalid = new InvalidInput("move message", List.of(
        Problem.of("/code: expected an integer, found a string"), new Problem("bad", 4)));
    IllegalMove illegal = IllegalMove.illegal("a3a5", 919, "a piece moves one square");
    out = out.append(WireFormat.writeRefusal(invalid)).append(WireFormat.writeRefusal(illegal))
        .append(WireFormat.writeRefusal(new ReplayError(3, illegal)))
        .append(WireFormat.writeRefusal(IllegalMove.unreadable("x", "not a move")));
    out = out.append(WireFormat.writeCreate(new TableRequest(DominoRules.STANDARD,
        Option.some(ClockRules.GAME_10_MIN), List.of(SeatRequest.OPEN, SeatRequest.computer(
            Level.HARD), new SeatRequest(Option.some(Level.EASY), Option.some(Budget.nodes(500))),
            new SeatRequest(Option.some(Level.MASTER), Option.some(Budget.millis(250)))))));
    return out;
  }

  /** The reader of a message type, for a game codec chosen by the message's game field. */
  static Function<String, Either<InvalidInput, ?>> reader(String type, String game) {
    GameCodec<?, ?> codec = WireFormat.codec(game).getOrElse(WireFormat.jungle());
    switch (type) {
      case "rules":
        return codec::readRules;
      case "state":
        return codec::readState;
      case "effects":
        return codec::readEffects;
      case "move":
        return WireFormat::readMove;
      case "record":
        return WireFormat::readRecord;
      case "clock":
        return WireFormat::readClock;
      case "timeOut":
        return WireFormat::readTimeOut;
      case "analysis":
        return WireFormat::readAnalysis;
      case "refusal":
        return WireFormat::readRefusal;
      case "create":
        return WireFormat::readCreate;
      default:
        throw new IllegalArgumentException(type);
    }
  }
}
