package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.GameHistory;
import dev.tabletop.core.GameRecord;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoState;
import dev.tabletop.domino.Tile;
import dev.tabletop.json.WireFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Over many random Domino rounds played by people at every seat over WebSocket, no message to a
 * seat names a tile that seat may not see, and no message to a spectator names a tile in a hand:
 * every tile in every message is checked against the omniscient state at the message's ply (the
 * round's record, published once it is over, replayed): a seat may see its own hand, the tiles on
 * the line and the announced first lead; a spectator the line and the announced lead; once the
 * round is played out, everyone every hand (the boneyard stays hidden).
 */
class LeakTest {
  private static final Pattern TILE = Pattern.compile("(?<![0-9])([0-6]):([0-6])(?![0-9])");
  private static final int ROUNDS = Integer.getInteger("tabletop.leak.rounds", 24);

  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(5_000);

  @Test
  void noMessageNamesATileItsReaderMayNotSee() throws Exception {
    String[] specs = {"domino(players=2)", "domino(players=3)", "domino()",
        "domino(players=2,draw=until_playable)", "domino(players=3,blankWild=anywhere)",
        "domino(partnership=true)"};
    SplittableRandom random = new SplittableRandom(2026);
    int checked = 0;
    for (int round = 0; round < ROUNDS; round++) {
      checked += playAndCheck(specs[round % specs.length], random, seat -> LIVE.client());
    }
    assertThat(checked).as("tiles checked").isGreaterThan(1_000 * ROUNDS / 24);
  }

  /**
   * Plays one round with a person at every seat and checks every message.
   *
   * @param at the client of the server each seat joins and plays through, and (seat -1) the
   *     server that creates the table and the spectator's
   * @return the tiles checked
   */
  static int playAndCheck(String spec, SplittableRandom random,
      java.util.function.IntFunction<TestClient> at) throws Exception {
    int players = Domino.rules(spec).get().playerCount();
    String[] seats = new String[players];
    java.util.Arrays.fill(seats, "open");
    String id = at.apply(-1).create(TestClient.create(spec, null, seats));
    TestClient.Connection spectator = at.apply(-1).connect(id);
    Map<Integer, String> tokens = new HashMap<>();
    Map<Integer, TestClient.Connection> conns = new HashMap<>();
    for (int s = 0; s < players; s++) {
      tokens.put(s, at.apply(s).join(id, s));
      TestClient.Connection c = at.apply(s).connect(id);
      c.hello(s, tokens.get(s));
      conns.put(s, c);
    }
    Map<Integer, List<JsonNode>> got = new HashMap<>();
    Map<Integer, Integer> sentFor = new HashMap<>();
    boolean over = false;
    // Mid-round, a spectator and a seat connect late: their first update lists the round so far
    // (its history), which is checked like every other message.
    TestClient.Connection lateSpectator = null;
    TestClient.Connection lateSeat = null;
    int lateSeatNumber = players - 1;
    long deadline = System.currentTimeMillis() + 60_000;
    while (!over) {
      assertThat(System.currentTimeMillis()).isLessThan(deadline);
      boolean progress = false;
      for (int s = 0; s < players; s++) {
        String m;
        while ((m = conns.get(s).received.poll()) != null) {
          JsonNode n = TestClient.JSON.readTree(m);
          assertThat(TestClient.isError(n)).as(m).isFalse();
          if (n.path("audience").asText().equals("seat")) {
            got.computeIfAbsent(s, k -> new ArrayList<>()).add(n);
            over |= n.get("status").asText().equals("over");
            if (lateSpectator == null && !over && got.get(s).size() == 6) {
              lateSpectator = at.apply(-1).connect(id);
              lateSeat = at.apply(lateSeatNumber).connect(id);
              lateSeat.hello(lateSeatNumber, tokens.get(lateSeatNumber));
            }
            int ply = n.get("ply").asInt();
            if (n.path("toMove").asInt(-1) == s && sentFor.getOrDefault(s, -1) < ply) {
              JsonNode moves = n.get("view").get("moves");
              String text = moves.get(random.nextInt(moves.size())).get("text").asText();
              conns.get(s).send(TestClient.move(ply, text, tokens.get(s)));
              sentFor.put(s, ply);
            }
          }
          progress = true;
        }
      }
      if (!progress) {
        TimeUnit.MILLISECONDS.sleep(1);
      }
    }
    // Every message the spectator got, in order, to the end of the round.
    List<JsonNode> watched = new ArrayList<>();
    while (true) {
      JsonNode n = spectator.next(x -> true, 10_000);
      watched.add(n);
      if (TestClient.isUpdate(n) && n.get("status").asText().equals("over")) {
        break;
      }
    }
    String m;
    while ((m = spectator.received.poll()) != null) {
      watched.add(TestClient.JSON.readTree(m));
    }
    GameRecord record = WireFormat.readRecord(at.apply(-1).get("/api/tables/" + id + "/record").text())
        .get();
    List<DominoState> states = new ArrayList<>();
    GameHistory<DominoState> h = GameHistory.start(Domino.rules(spec).get());
    states.add(h.state());
    for (int code : record.moves()) {
      h = h.play(code).get();
      states.add(h.state());
    }
    int tiles = 0;
    for (var e : got.entrySet()) {
      for (JsonNode n : e.getValue()) {
        tiles += check(n, states.get(n.get("ply").asInt()), e.getKey());
      }
    }
    for (JsonNode n : watched) {
      if (TestClient.isUpdate(n)) {
        tiles += check(n, states.get(n.get("ply").asInt()), -1);
      }
    }
    if (lateSpectator != null) {
      JsonNode first = lateSpectator.next(TestClient::isUpdate, 10_000);
      int plies = 0;
      for (JsonNode step : first.get("history")) {
        plies += step.get("effects").size();
      }
      assertThat(plies).as("a late spectator's history, ply by ply").isEqualTo(
          first.get("ply").asInt());
      tiles += check(first, states.get(first.get("ply").asInt()), -1);
      JsonNode seatFirst = lateSeat.next(n -> TestClient.isUpdate(n)
          && n.path("audience").asText().equals("seat"), 10_000);
      tiles += check(seatFirst, states.get(seatFirst.get("ply").asInt()), lateSeatNumber);
      lateSpectator.close();
      lateSeat.close();
    }
    // The history a page gets on connecting is what a page watching from the start was sent,
    // change by change (another code path: each update's last), effect for effect.
    TestClient.Connection after = at.apply(-1).connect(id);
    JsonNode whole = after.next(TestClient::isUpdate, 10_000);
    after.close();
    assertThat(effectsOf(whole.get("history"))).isEqualTo(watchedEffects(watched));
    spectator.close();
    conns.values().forEach(TestClient.Connection::close);
    return tiles;
  }

  /** The effects of history entries, in order. */
  private static List<JsonNode> effectsOf(JsonNode history) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode entry : history) {
      for (JsonNode ply : entry.get("effects")) {
        ply.get("effects").forEach(out::add);
      }
    }
    return out;
  }

  /** What a spectator from the start saw: its first update's history, then each change's last. */
  private static List<JsonNode> watchedEffects(List<JsonNode> watched) {
    List<JsonNode> out = new ArrayList<>();
    int ply = -1;
    for (JsonNode n : watched) {
      if (!TestClient.isUpdate(n)) {
        continue;
      }
      if (ply < 0) {
        out.addAll(effectsOf(n.get("history")));
      } else if (n.get("ply").asInt() > ply && n.has("last")) {
        for (JsonNode e : n.get("last").get("effects")) {
          e.get("effects").forEach(out::add);
        }
      }
      ply = Math.max(ply, n.get("ply").asInt());
    }
    return out;
  }

  /** Checks every tile a message names; returns how many it named. */
  private static int check(JsonNode message, DominoState state, int seat) {
    int visible = state.lineTiles();
    if (seat >= 0) {
      for (Tile t : state.handTiles(seat)) {
        visible |= 1 << t.index();
      }
    }
    if (state.lineTiles() == 0 && state.forcedTile() >= 0) {
      visible |= 1 << state.forcedTile();
    }
    if (state.isTerminal()) {
      // A round played out turns every hand face up to be counted (never the boneyard).
      for (int p = 0; p < state.rules().players(); p++) {
        for (Tile t : state.handTiles(p)) {
          visible |= 1 << t.index();
        }
      }
    }
    Matcher m = TILE.matcher(message.toString());
    int n = 0;
    while (m.find()) {
      Tile t = Tile.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
      assertThat(visible & (1 << t.index())).as("%s sees %s at ply %s in %s",
          seat < 0 ? "a spectator" : "seat " + seat, t, message.get("ply"), message).isNotZero();
      n++;
    }
    return n;
  }
}
