package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The server answers as its guide ({@code docs/server.md}) says, checked on a real server on
 * loopback: the error codes of bodies, a JSON error for every path under {@code /api/} (paths
 * Jetty refuses itself included), names counted in characters with the stated set and shown in
 * the pictures, escaped, the codes of a move after the game ended, and the flood limit.
 */
class AnswersTest {
  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(10_000);

  private static final String TWO_OPEN = "\"seats\":[{\"player\":\"open\"},{\"player\":\"open\"}]";

  @Test
  void aCreateBodyThatIsNoMessageOfTheProtocolIsMalformed() throws Exception {
    int before = LIVE.server().lobby().tables().size();
    String[] malformed = {"", "not json", "{", "[]", "null", "42",
        "{\"type\":\"join\",\"name\":\"An\"}",
        "{\"type\":\"move\",\"ply\":0,\"code\":1}",
        "{\"type\":\"create\",\"spec\":\"jungle()\"," + TWO_OPEN + ",\"x\":1}",
        "{\"type\":\"create\",\"spec\":\"jungle()\"," + TWO_OPEN + ",\"a: b\":1}",
        "{\"type\":\"create\"," + TWO_OPEN + "}",
        "{\"type\":\"create\",\"spec\":\"jungle()\"}",
        "{\"type\":\"create\",\"spec\":5," + TWO_OPEN + "}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"clock\":90," + TWO_OPEN + "}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":{}}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},5]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},"
            + "{\"player\":\"open\",\"colour\":\"red\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},{}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},"
            + "{\"player\":\"computer\",\"level\":\"hard\",\"nodes\":\"many\"}]}"};
    for (String body : malformed) {
      TestClient.Reply r = LIVE.client().post("/api/tables", body);
      assertThat(r.status()).as(body).isEqualTo(400);
      assertThat(r.body().get("code").asText()).as(body).isEqualTo("malformed");
    }
    String[] badTables = {"{\"type\":\"create\",\"spec\":\"chess()\"," + TWO_OPEN + "}",
        "{\"type\":\"create\",\"spec\":\"jungle(repetitionLimit=1)\"," + TWO_OPEN + "}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"clock\":\"clock(move=-1)\"," + TWO_OPEN
            + "}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},"
            + "{\"player\":\"computer\",\"level\":\"godlike\"}]}",
        "{\"type\":\"create\",\"spec\":\"jungle()\",\"seats\":[{\"player\":\"open\"},"
            + "{\"player\":\"computer\",\"level\":\"hard\",\"nodes\":999999999}]}"};
    for (String body : badTables) {
      TestClient.Reply r = LIVE.client().post("/api/tables", body);
      assertThat(r.status()).as(body).isEqualTo(400);
      assertThat(r.body().get("code").asText()).as(body).isEqualTo("bad-table");
    }
    assertThat(LIVE.server().lobby().tables().size()).isEqualTo(before);
  }

  @Test
  void everyPathUnderTheApiAnswersAJsonErrorWithAType() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "open"));
    String[] paths = {"/api/tables/..%2F..%2Fetc%2Fpasswd", "/api/tables/%2e%2e/x",
        "/api/tables/%00", "/api/tables/%2F", "/api/%2e%2e/%2e%2e/etc/passwd",
        "/api/tables/" + id + "/%2e%2e", "/api/tables/" + id + "%2Fview", "/api/tables/a%5Cb",
        "/api/tables/%ZZ", "/api/tables/%", "/api//tables", "/api/tables/x;y=z",
        "/api/tables/%C0%AE%C0%AE", "/api/tables/" + "x".repeat(300), "/api/nowhere", "/api",
        "/api/tables/" + id + "/seats/%00"};
    for (String path : paths) {
      for (String method : new String[] {"GET", "POST", "DELETE"}) {
        Raw r = raw(method, path);
        assertThat(r.status).as("%s %s", method, path).isBetween(400, 499);
        assertThat(r.contentType).as("%s %s: %s", method, path, r.body)
            .startsWith("application/json");
        JsonNode body = TestClient.JSON.readTree(r.body);
        assertThat(body.isObject()).as(r.body).isTrue();
        assertThat(body.get("type").asText()).as(r.body).isEqualTo("error");
        assertThat(body.get("code").asText()).as(r.body).isNotBlank();
        assertThat(r.body).doesNotContain("<html").doesNotContain("passwd\"");
        assertThat(ProtocolSchemaTest.errors("error", r.body)).as(r.body).isEmpty();
      }
    }
    assertThat(raw("GET", "/api/tables/..%2F..%2Fetc%2Fpasswd").body).contains("\"malformed\"");
    // Outside the API the server's pages stay as they were: the client's files.
    assertThat(raw("GET", "/").status).isEqualTo(200);
  }

  @Test
  void namesAreCountedInCharactersFromTheStatedSet() throws Exception {
    String id = LIVE.client().create(TestClient.create("domino(players=4)", null, "open", "open",
        "open", "open"));
    String emoji = "\uD83D\uDE00".repeat(21);
    TestClient.Reply ok = LIVE.client().post("/api/tables/" + id + "/seats/0", join(emoji));
    assertThat(ok.status()).as(ok.text()).isEqualTo(200);
    String forty = "Ă".repeat(39) + "\uD83C\uDFB2";
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/1", join(forty)).status())
        .isEqualTo(200);
    String[] refused = {"x".repeat(41), "\uD83D\uDE00".repeat(41), "evil\u202Eeman",
        "a\u2066b", "a\u2028b", "a\u2029b", "a\u200Bb", "a\u200Db", "\uFEFFAn", "a\u0007b",
        "a\nb", "a\tb", " An", "An ", "An\u00A0", "\u3000An", "", "a\uE000b"};
    for (String name : refused) {
      TestClient.Reply r = LIVE.client().post("/api/tables/" + id + "/seats/2", join(name));
      assertThat(r.status()).as("%s", escape(name)).isEqualTo(400);
      assertThat(r.body().get("code").asText()).isEqualTo("malformed");
      assertThat(r.body().get("message").asText()).startsWith("/name: ");
    }
    // An unpaired surrogate, as a JSON escape (a client library would replace it in UTF-8).
    TestClient.Reply lone = LIVE.client().post("/api/tables/" + id + "/seats/2",
        "{\"type\":\"join\",\"name\":\"a\\ud800b\"}");
    assertThat(lone.status()).as(lone.text()).isEqualTo(400);
    assertThat(LIVE.client().post("/api/tables/" + id + "/seats/2", join("Nguyễn Văn An"))
        .status()).isEqualTo(200);
    JsonNode seats = LIVE.client().get("/api/tables/" + id).body().get("seats");
    assertThat(seats.get(0).get("name").asText()).isEqualTo(emoji);
    assertThat(seats.get(1).get("name").asText()).isEqualTo(forty);
    assertThat(seats.get(2).get("name").asText()).isEqualTo("Nguyễn Văn An");
  }

  /**
   * The people's names are in every connection's picture (the seats' and a spectator's), each
   * by its seat's hand, escaped as XML; a person who joined without a name and a computer have
   * none there; the picture still shows a seat nothing hidden.
   */
  @Test
  void thePicturesNameThePeopleAtTheTableEscaped() throws Exception {
    String id = LIVE.client().create(TestClient.create("domino(players=4)", null, "open", "open",
        "open", "practice"));
    String nasty = "<script>&\"'";
    String[] tokens = new String[2];
    String[] names = {"Nguyễn Thị Ánh", nasty};
    for (int seat = 0; seat < 2; seat++) {
      TestClient.Reply r = LIVE.client().post("/api/tables/" + id + "/seats/" + seat,
          join(names[seat]));
      assertThat(r.status()).as(r.text()).isEqualTo(200);
      tokens[seat] = r.body().get("token").asText();
    }
    LIVE.client().join(id, 2);
    TestClient.Connection seat1 = LIVE.client().connect(id);
    seat1.hello(1, tokens[1]);
    String mine = seat1.next(n -> TestClient.isUpdate(n)
        && n.path("audience").asText().equals("seat"), 10_000).get("picture").asText();
    TestClient.Connection watcher = LIVE.client().connect(id);
    String watched = watcher.next(n -> TestClient.isUpdate(n)
        && n.path("audience").asText().equals("spectator"), 10_000).get("picture").asText();
    for (String picture : List.of(mine, watched)) {
      assertThat(picture).doesNotContain("<script").contains("&lt;script&gt;&amp;&quot;'");
      // The people's names come back as they joined; the nameless person and the computer have
      // none.
      assertThat(valuesByAttribute(picture, "data-name")).containsExactly(
          java.util.Map.entry("0", names[0]), java.util.Map.entry("1", nasty));
    }
    // Face up: seat 1's own hand in its picture, no hand in the spectator's.
    assertThat(mine).contains("data-seat=\"1\" data-tile=");
    assertThat(mine).doesNotContain("data-seat=\"0\" data-tile=", "data-seat=\"2\" data-tile=",
        "data-seat=\"3\" data-tile=");
    assertThat(watched).doesNotContainPattern("data-seat=\"\\d\" data-tile=");
    seat1.close();
    watcher.close();
  }

  @Test
  void aMoveResentAfterItEndedTheGameIsStale() throws Exception {
    // Two out-and-back moves each bring the start back a second time: a draw with limit 2.
    String id = LIVE.client().create(TestClient.create("jungle(repetitionLimit=2)", null,
        "open", "open"));
    String[] tokens = {LIVE.client().join(id, 0), LIVE.client().join(id, 1)};
    TestClient.Connection c = LIVE.client().connect(id);
    c.next(TestClient::isUpdate, 5_000);
    String[] moves = {"b2b1", "f8f9", "b1b2", "f9f8"};
    String last = null;
    for (int ply = 0; ply < moves.length; ply++) {
      last = TestClient.move(ply, moves[ply], tokens[ply % 2]);
      c.send(last);
      int p = ply + 1;
      c.next(n -> TestClient.isUpdate(n) && n.get("ply").asInt() == p, 5_000);
    }
    assertThat(LIVE.client().get("/api/tables/" + id).body().get("status").asText())
        .isEqualTo("over");
    c.send(last);
    JsonNode stale = c.next(TestClient::isError, 5_000);
    assertThat(stale.get("code").asText()).as("%s", stale).isEqualTo("stale-move");
    c.send(TestClient.move(4, "b2b1", tokens[0]));
    assertThat(c.next(TestClient::isError, 5_000).get("code").asText()).isEqualTo("game-over");
  }

  @Test
  void aMoveAfterATimeOutGetsTimeOut() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", "clock(move=0.2)", "open",
        "open"));
    String t0 = LIVE.client().join(id, 0);
    LIVE.client().join(id, 1);
    TestClient.Connection c = LIVE.client().connect(id);
    c.next(n -> TestClient.isUpdate(n) && n.has("timeOut"), 5_000);
    c.send(TestClient.move(0, "a3a4", t0));
    JsonNode late = c.next(TestClient::isError, 5_000);
    assertThat(late.get("code").asText()).as("%s", late).isEqualTo("time-out");
    assertThat(late.get("message").asText()).contains("player 0");
  }

  @Test
  void aFloodIsClosedAfterExactlyFiftyRateLimitedAnswers() throws Exception {
    try (TableServer strict = TableServer.start(TableServer.Options.defaults().withPort(0)
        .withDatabase(Store.h2Url(LIVE.dir().resolve("flood-exact")), null, null)
        .withRates(0.5, 1_000));
        TestClient c = new TestClient(strict.uri())) {
      // Half a message a second (a burst of one): no token comes back during the flood, so no
      // answered message falls between the fiftieth refusal and the message that closes (at 20
      // a second one could, every 50 ms, on a slow machine).
      String id = c.create(TestClient.create("ludo(players=2)", null, "open", "open"));
      TestClient.Connection flood = c.connect(id);
      flood.next(TestClient::isUpdate, 5_000);
      // One message at a time, each answer awaited: the server never holds unread messages
      // when it closes, so nothing it sent before the close is lost to a reset connection.
      List<String> codes = new ArrayList<>();
      for (int i = 0; i < 300 && flood.closedWith < 0; i++) {
        flood.send("{\"type\":\"hello\",\"seat\":0,\"token\":\"nope\"}");
        String m = flood.received.poll(2, TimeUnit.SECONDS);
        if (m != null) {
          codes.add(TestClient.JSON.readTree(m).get("code").asText());
        }
      }
      for (int i = 0; i < 500 && flood.closedWith < 0; i++) {
        TimeUnit.MILLISECONDS.sleep(10);
      }
      assertThat(flood.closedWith).isEqualTo(1008);
      assertThat(codes.stream().filter(x -> x.equals("rate-limited")).count()).as("%s", codes)
          .isEqualTo(50);
      // The first message past the fiftieth refusal is the one that closed the connection.
      assertThat(codes.get(codes.size() - 1)).isEqualTo("rate-limited");
    }
  }

  /** The guide's start line is what the server prints, word for word but the values. */
  @Test
  void theStartLineIsTheGuides() throws Exception {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    ServerMain.announce(LIVE.server(), new java.io.PrintStream(out, true, StandardCharsets.UTF_8));
    String printed = out.toString(StandardCharsets.UTF_8).strip();
    String guide = java.nio.file.Files.readAllLines(java.nio.file.Path.of("..", "docs",
        "server.md")).stream().filter(l -> l.startsWith("tabletop server on ")).findFirst()
        .orElseThrow();
    // The values differ (address, database, count); every word around them is the guide's.
    String words = "\\S+";
    String shape = java.util.regex.Pattern.quote(guide)
        .replace("http://127.0.0.1:8080/", "\\E" + words + "\\Q")
        .replace("jdbc:h2:file:/home/an/tabletop", "\\E" + words + "\\Q")
        .replaceFirst(", 0 ", ", \\\\E\\\\d+\\\\Q ");
    assertThat(printed).matches(shape);
    assertThat(guide).contains("unfinished tables resumed");
  }

  /**
   * A picture read with the JDK's XML parser: the text of every element carrying an attribute,
   * by the attribute's value.
   */
  private static java.util.Map<String, String> valuesByAttribute(String picture, String attribute)
      throws Exception {
    org.w3c.dom.NodeList all = javax.xml.parsers.DocumentBuilderFactory.newDefaultInstance()
        .newDocumentBuilder().parse(new org.xml.sax.InputSource(new java.io.StringReader(
            picture))).getElementsByTagName("*");
    java.util.Map<String, String> out = new java.util.TreeMap<>();
    for (int i = 0; i < all.getLength(); i++) {
      org.w3c.dom.Element e = (org.w3c.dom.Element) all.item(i);
      if (e.hasAttribute(attribute)) {
        out.put(e.getAttribute(attribute), e.getTextContent());
      }
    }
    return out;
  }

  private static String join(String name) {
    return TestClient.JSON.createObjectNode().put("type", "join").put("name", name).toString();
  }

  private static String escape(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints().forEach(c -> b.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", c)
        : String.valueOf((char) c)));
    return b.toString();
  }

  private record Raw(int status, String contentType, String body) {}

  /** A request sent byte for byte, so that no client library normalises the path first. */
  private static Raw raw(String method, String path) throws Exception {
    URI base = LIVE.server().uri();
    try (Socket s = new Socket(base.getHost(), base.getPort())) {
      s.setSoTimeout(10_000);
      OutputStream out = s.getOutputStream();
      out.write((method + " " + path + " HTTP/1.1\r\nHost: " + base.getHost() + ":"
          + base.getPort() + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = s.getInputStream();
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      in.transferTo(all);
      String text = all.toString(StandardCharsets.UTF_8);
      int split = text.indexOf("\r\n\r\n");
      String head = text.substring(0, split);
      String body = text.substring(split + 4);
      int status = Integer.parseInt(head.substring(9, 12));
      String type = "";
      for (String line : head.split("\r\n")) {
        if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-type:")) {
          type = line.substring(13).strip();
        }
        if (line.equalsIgnoreCase("transfer-encoding: chunked")) {
          body = unchunk(body);
        }
      }
      return new Raw(status, type, body);
    }
  }

  private static String unchunk(String body) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < body.length()) {
      int nl = body.indexOf("\r\n", i);
      int size = Integer.parseInt(body.substring(i, nl).strip(), 16);
      if (size == 0) {
        break;
      }
      out.append(body, nl + 2, nl + 2 + size);
      i = nl + 2 + size + 2;
    }
    return out.toString();
  }
}
