package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.tabletop.core.ClockRules;
import dev.tabletop.core.Game;
import dev.tabletop.core.GameState;
import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Level;
import dev.tabletop.json.GameCodec;
import dev.tabletop.json.WireFormat;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every server message validates against its published schema ({@code
 * dev/tabletop/server/schema/}, which refer to the wire format's), over random games of every
 * game for every seat and a spectator, and after a time-out; and the schemas refuse
 * what the protocol does not send.
 */
class ProtocolSchemaTest {
  private static final String BASE = "https://tabletop.dev/schema/";
  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
      SpecificationVersion.DRAFT_2020_12, b -> b.schemas(ProtocolSchemaTest::resource));

  @TempDir
  Path dir;

  private Store store;

  @BeforeEach
  void open() throws SQLException {
    store = Store.open(Store.h2Url(dir.resolve("schema")), null, null, 1);
  }

  @AfterEach
  void close() {
    store.close();
  }

  private static String resource(String iri) {
    if (!iri.startsWith(BASE)) {
      return null;
    }
    String rest = iri.substring(BASE.length());
    String name = rest.startsWith("server/") ? "dev/tabletop/server/schema/"
        + rest.substring(7) : WireFormat.SCHEMA_DIRECTORY + rest;
    try (InputStream in = ProtocolSchemaTest.class.getClassLoader().getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static java.util.List<Error> errors(String type, String json) throws IOException {
    Schema schema = REGISTRY.getSchema(SchemaLocation.of(BASE + "server/" + type + ".json"));
    return schema.validate(TestClient.JSON.readTree(json));
  }

  private static void valid(String type, String json) throws IOException {
    assertThat(errors(type, json)).as("%s: %s", type, json).isEmpty();
  }

  @Test
  void everyUpdateOfRandomGamesValidates() throws Exception {
    SplittableRandom random = new SplittableRandom(5);
    int checked = 0;
    for (String spec : List.of("jungle()", "ludo(players=2)", "ludo(players=3,dice=2)",
        "domino(players=2)", "domino()")) {
      checked += playAndValidate(Games.rules(spec).get(), random);
    }
    assertThat(checked).isGreaterThan(200);
  }

  private <S extends GameState<S>> int playAndValidate(Game<S> rules, SplittableRandom random)
      throws Exception {
    java.util.List<Table.Snapshot<?>> seen = new java.util.ArrayList<>();
    List<SeatSpec> seats = List.<SeatSpec>fill(rules.playerCount(), SeatSpec.Open::new)
        .update(1, new SeatSpec.Computer(Level.PRACTICE, Budget.nodes(50)));
    Table<S> t = Table.create(Tokens.newId(), rules, Option.some(ClockRules.GAME_10_MIN), seats,
        random.nextLong(), store, System::currentTimeMillis, seen::add);
    t.startIfReady();
    String[] tokens = new String[rules.playerCount()];
    for (int s = 0; s < tokens.length; s++) {
      if (s != 1) {
        tokens[s] = t.join(s, "p" + s).get();
      }
    }
    MoveBuffer b = MoveBuffer.forGame(rules);
    for (int i = 0; i < 150 && t.snapshot().status() == Table.Status.PLAYING; i++) {
      Table.Snapshot<S> s = t.snapshot();
      s.history().state().legalMoves(b);
      int code = b.get(random.nextInt(b.size()));
      if (s.toMove() == 1) {
        t.computerMove(1, s.number(), code, s.history().state()).get();
      } else {
        t.move(s.toMove(), tokens[s.toMove()], s.number(), new Table.MoveInput.Code(code)).get();
      }
    }
    int n = 0;
    // Every sixth change, and the last ones (the end of the game among them).
    for (int k = 0; k < seen.size(); k++) {
      if (k % 6 != 0 && k < seen.size() - 3) {
        continue;
      }
      Table.Snapshot<?> s = seen.get(k);
      valid("update", Protocol.update(s, GameCodec.SPECTATOR));
      for (int seat = 0; seat < rules.playerCount(); seat++) {
        valid("update", Protocol.update(s, seat));
        n++;
      }
      valid("table", Protocol.table(s));
    }
    valid("tables", Protocol.tables(List.ofAll(seen)));
    return n;
  }

  @Test
  void aTimeOutAndTheOtherMessagesValidate() throws Exception {
    Table<?> t = Table.create(Tokens.newId(), Games.rules("jungle()").get(),
        Option.some(ClockRules.parse("clock(move=0.001)").get()),
        List.of(new SeatSpec.Open(), new SeatSpec.Open()), 1, store, System::currentTimeMillis,
        s -> { });
    String token = t.join(0, "An").get();
    t.join(1, "Bình").get();
    Thread.sleep(5);
    assertThat(t.checkTime()).isTrue();
    String over = Protocol.update(t.snapshot(), 0);
    valid("update", over);
    assertThat(over).contains("\"timeOut\"").contains("\"returns\":[-1,1]");
    valid("joined", Protocol.joined(t.id(), 0, token));
    valid("games", Protocol.games());
    valid("error", Protocol.error(Rejection.of(Rejection.STALE_MOVE, "move number 3 is not")));
    valid("error", Protocol.error(new Rejection(Rejection.ILLEGAL_MOVE, "illegal move",
        Option.some(IllegalMove.illegal("a1a3", 5, "the Tiger moves one square")))));
    valid("hello", "{\"type\":\"hello\",\"seat\":0,\"token\":\"" + token + "\"}");
    valid("join", "{\"type\":\"join\",\"name\":\"An\"}");
    valid("askHint", "{\"type\":\"askHint\",\"seat\":0,\"token\":\"" + token + "\"}");
    valid("hint", hintOf(Games.rules("ludo(players=2)").get()));
    valid("hint", hintOf(Games.rules("domino(players=3)").get()));
  }

  /** A hint message at a game's first decision, as the server writes it. */
  private static <S extends GameState<S>> String hintOf(Game<S> rules) {
    S state = rules.initialState();
    SplittableRandom random = new SplittableRandom(3);
    MoveBuffer moves = MoveBuffer.forGame(rules);
    while (state.isChance()) {
      state = state.apply(state.sampleOutcome(moves, random));
    }
    Budget budget = Budget.nodes(2_000);
    return Protocol.hint("t", state.currentPlayer(), 1, Hints.LEVEL, WireFormat.writeAnalysis(
        Games.player(rules, Hints.LEVEL, budget).analyze(state, budget, 5)));
  }

  /**
   * The server's rule for names and the schemas' agree, name by name: the stated set of
   * characters, a count in code points (21 emoji are 21 characters), no space first or last.
   */
  @Test
  void theServerAndTheSchemasTakeTheSameNames() throws IOException {
    java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of("An", "Bình",
        "Nguyễn Văn An", "\uD83D\uDE00".repeat(21), "\uD83D\uDE00".repeat(40),
        "\uD83D\uDE00".repeat(41), "x".repeat(40), "x".repeat(41), "a b", "a\u3000b",
        "evil\u202Eeman", "a\u202Ab", "a\u2066b", "a\u2069b", "a\u2028b", "a\u2029b",
        "a\u200Bb", "a\u200Cb", "a\u200Db", "\uFEFFa", "a\u0000b", "a\u007Fb", "a\u0085b",
        "a\nb", "a\n", "a\u2028", " a", "a ", "a\u00A0", "\u3000a", "", " ", "a\uE000b",
        "a\u0378b", "seat 1", "(╯°□°)╯", "Đại sư", "a\u0301", "\u0301a"));
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 300; i++) {
      StringBuilder b = new StringBuilder();
      for (int n = random.nextInt(0, 44); n > 0; n--) {
        int c = random.nextInt(4) == 0 ? random.nextInt(0, 0x3000)
            : random.nextInt(4) == 0 ? 0x2000 + random.nextInt(0x70) : random.nextInt(0x20, 0x7F);
        b.appendCodePoint(c);
      }
      names.add(b.toString());
    }
    for (String name : names) {
      String body = TestClient.JSON.createObjectNode().put("type", "join").put("name", name)
          .toString();
      boolean server = Protocol.readJoin(body).isRight();
      boolean schema = errors("join", body).isEmpty();
      assertThat(server).as("the server and the schema on %s", name.codePoints()
          .mapToObj(c -> String.format("U+%04X", c)).toList()).isEqualTo(schema);
    }
    assertThat(Protocol.readJoin("{\"type\":\"join\",\"name\":\"" + "\uD83D\uDE00".repeat(21)
        + "\"}").isRight()).isTrue();
    assertThat(Protocol.readJoin("{\"type\":\"join\",\"name\":\"evil\u202Eeman\"}").getLeft()
        .message()).isEqualTo("/name: U+202E at character 5 is not allowed in a name (letters,"
            + " marks, numbers, punctuation, symbols and spaces only)");
  }

  @Test
  void theSchemasRefuseWhatTheProtocolDoesNotSend() throws IOException {
    assertThat(errors("hello", "{\"type\":\"hello\",\"seat\":\"0\",\"token\":\"x\"}")).isNotEmpty();
    assertThat(errors("hello", "{\"type\":\"hello\",\"seat\":0}")).isNotEmpty();
    assertThat(errors("askHint", "{\"type\":\"askHint\",\"seat\":0}")).isNotEmpty();
    assertThat(errors("hint", "{\"type\":\"hint\",\"table\":\"t\",\"seat\":0,\"ply\":0,"
        + "\"level\":\"hard\"}")).isNotEmpty();
    assertThat(errors("join", "{\"type\":\"join\",\"name\":\"\"}")).isNotEmpty();
    assertThat(errors("error", "{\"type\":\"error\",\"code\":\"oops\",\"message\":\"m\"}"))
        .isNotEmpty();
    assertThat(errors("joined", "{\"type\":\"joined\",\"table\":\"t\",\"seat\":0}")).isNotEmpty();
    assertThat(errors("update", "{\"type\":\"update\",\"table\":\"t\",\"status\":\"playing\","
        + "\"ply\":0,\"audience\":\"spectator\",\"seat\":0,\"seats\":[],\"view\":{}}"))
        .isNotEmpty();
  }
}
