package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.search.Budget;
import dev.tabletop.core.search.Player;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.jungle.JungleState;
import dev.tabletop.jungle.players.JungleLevel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The browser client in a real browser: headless Chromium (see {@link Browser}) against a real
 * server on loopback. A whole game of each game against a computer seat played by clicks on the
 * page (each click on a highlighted piece, horse, tile, target or move button), the board checked
 * against the server's own view after moves, a reload that keeps the seat, a refused illegal
 * click, a hint, the result and a rematch, the lobby in both languages; screenshots of each page
 * at desktop and phone size in {@code target/screenshots/}.
 */
class BrowserTest {
  @RegisterExtension
  static final LiveServer LIVE = new LiveServer(2_000);

  private static final Duration WAIT = Duration.ofSeconds(20);
  /**
   * The page readers the tests' scripts share: {@code list(css, ...data)}, for each element the
   * selector finds its data attributes joined by spaces, and {@code count(css)}.
   */
  private static final String PAGE_READERS = "const list = (css, ...data) =>"
      + " [...document.querySelectorAll(css)].map(e => data.map(k => e.dataset[k]).join(' '));"
      + "const count = (css) => document.querySelectorAll(css).length;";
  private static Browser browser;

  @BeforeAll
  static void startBrowser() throws Exception {
    browser = Browser.start("en-US");
    // The computer's moves shown at once (the pace is tested on its own): whole games stay quick.
    browser.open(base());
    browser.script("localStorage.setItem('tabletop.pace', '0');");
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  private static String base() {
    return LIVE.server().uri().toString();
  }

  // ------------------------------------------------------------------------------- the lobby

  @Test
  void theLobbyCreatesATableWithComputerSeatsAndSitsItsCreatorAtIt() throws Exception {
    browser.open(base());
    awaitLobby();
    assertThat(browser.find("#create-button").getText()).isEqualTo("Create and sit");
    List<String> games = new Select(browser.find("#game")).getOptions().stream()
        .map(o -> o.getAttribute("value")).toList();
    assertThat(games).containsExactly("jungle", "ludo", "domino");
    browser.screenshot("lobby-desktop", Browser.DESKTOP);
    browser.screenshot("lobby-phone", Browser.PHONE);

    // The toggle switches every label to Vietnamese and back.
    browser.find("#lang").click();
    assertThat(browser.find("#create-button").getText()).isEqualTo("Tạo bàn và ngồi");
    assertThat(browser.script("return document.documentElement.lang")).isEqualTo("vi");
    browser.find("#lang").click();
    assertThat(browser.find("#create-button").getText()).isEqualTo("Create and sit");

    String id = createThroughLobby("domino", "twoPlayers", null, "you", "computer:medium");
    JsonNode table = LIVE.client().get("/api/tables/" + id).body();
    assertThat(table.get("game").asText()).isEqualTo("domino");
    assertThat(table.get("seats").get(0).get("taken").asBoolean()).isTrue();
    assertThat(table.get("seats").get(1).get("level").asText()).isEqualTo("medium");
    assertThat(browser.bodyData("audience")).isEqualTo("seat");

    // Back in the lobby the new table is listed, with the way back to the seat.
    browser.open(base());
    awaitLobby();
    WebElement row = browser.await(WAIT, d -> d.findElement(By.cssSelector(
        ".table-row[data-table='" + id + "']")));
    assertThat(row.findElements(By.cssSelector("a.resume"))).hasSize(1);
  }

  @Test
  void theLabelsAreVietnameseInAVietnameseBrowser() throws Exception {
    try (Browser vietnamese = Browser.start("vi-VN")) {
      vietnamese.open(base());
      vietnamese.await(WAIT, d -> "true".equals(vietnamese.bodyData("ready")));
      assertThat(vietnamese.find("#create-button").getText()).isEqualTo("Tạo bàn và ngồi");
      assertThat(vietnamese.find("#lang").getText()).isEqualTo("English");
      assertThat(vietnamese.script("return document.documentElement.lang")).isEqualTo("vi");
      vietnamese.screenshot("lobby-vi-phone", Browser.PHONE);
    }
  }

  @Test
  void aPersonJoinsAnOpenSeatFromTheLobbyList() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "easy"));
    browser.open(base());
    awaitLobby();
    WebElement join = browser.await(WAIT, d -> d.findElement(By.cssSelector(
        "button.join[data-table='" + id + "'][data-seat='0']")));
    join.click();
    browser.await(WAIT, d -> "seat".equals(browser.bodyData("audience")));
    assertThat(browser.driver().getCurrentUrl()).endsWith("/table.html?id=" + id);
    assertThat(LIVE.client().get("/api/tables/" + id).body().get("status").asText())
        .isEqualTo("playing");
  }

  /**
   * The names people join with are on the board, in the picture the server draws: the name
   * typed in the lobby by its seat's hand, another seat's name as text (never as markup), and
   * both still shown in Vietnamese, where the picture's English words are hidden.
   */
  @Test
  void theBoardNamesThePeopleAtTheTableInEitherLanguage() throws Exception {
    String id = LIVE.client().create(TestClient.create("domino(players=2)", null, "open",
        "open"));
    String markup = "<img src=x onerror=alert(1)>&\"'";
    TestClient.Reply other = LIVE.client().post("/api/tables/" + id + "/seats/1",
        TestClient.JSON.createObjectNode().put("type", "join").put("name", markup).toString());
    assertThat(other.status()).as(other.text()).isEqualTo(200);
    browser.open(base());
    awaitLobby();
    browser.find("#name").sendKeys("Nguyễn Thị Ánh");
    browser.await(WAIT, d -> d.findElement(By.cssSelector(
        "button.join[data-table='" + id + "'][data-seat='0']"))).click();
    browser.await(WAIT, d -> "seat".equals(browser.bodyData("audience")));
    WebElement mine = browser.await(WAIT, d -> d.findElement(By.cssSelector(
        ".picture text[data-name='0']")));
    assertThat(mine.getText()).isEqualTo("Nguyễn Thị Ánh");
    assertThat(browser.find(".picture text[data-name='1']").getAttribute("textContent"))
        .isEqualTo(markup);
    assertThat(browser.all(".picture img, img[src='x']")).isEmpty();
    try {
      browser.find("#lang").click();
      browser.await(WAIT, d -> "vi".equals(browser.script(
          "return document.documentElement.lang")));
      assertThat(browser.find(".picture text[data-name='0']").isDisplayed()).isTrue();
      assertThat(browser.find(".picture text[data-name='1']").isDisplayed()).isTrue();
      assertThat(browser.all(".picture text.words")).isNotEmpty()
          .noneMatch(WebElement::isDisplayed);
    } finally {
      browser.script("localStorage.setItem('tabletop.lang', 'en');");
    }
  }

  @Test
  void oneClickPlaysTheComputerAndTheClocksHaveNames() throws Exception {
    browser.open(base());
    awaitLobby();
    List<String> clocks = new Select(browser.find("#clock")).getOptions().stream()
        .map(WebElement::getText).toList();
    assertThat(clocks).contains("90 s a move", "10 minutes");
    assertThat(browser.find("#spec").isDisplayed()).as("the raw spec under Advanced").isFalse();
    browser.find(".quick-play[data-game='ludo']").click();
    browser.await(WAIT, d -> d.getCurrentUrl().contains("/table.html?id=")
        && "seat".equals(browser.bodyData("audience")));
    String id = browser.driver().getCurrentUrl().replaceAll(".*id=", "");
    JsonNode table = LIVE.client().get("/api/tables/" + id).body();
    assertThat(table.get("game").asText()).isEqualTo("ludo");
    assertThat(table.get("seats").get(1).get("player").asText()).isEqualTo("computer");
    assertThat(table.get("status").asText()).isEqualTo("playing");
  }

  // ------------------------------------------------------------------------------- Cờ Thú

  @Test
  void cờThúWholeGameAgainstTheComputerByClicks() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:practice");
    JungleRules rules = Jungle.rules("jungle()").get();
    Player<JungleState> me = JungleLevel.MEDIUM.player(rules, Budget.nodes(4_000));
    int moves = 0;
    while (awaitMyTurnOrEnd() && moves < 200) {
      JsonNode view = serverView(id);
      assertJungleBoardIs(view);
      if (moves == 0) {
        shots("jungle-start");
      }
      JungleState state = rules.position(view.get("view").get("position").asText()).get();
      String text = state.moveText(me.chooseMove(state, Budget.nodes(4_000), moves));
      String ply = browser.bodyData("ply");
      clickJungle(text.substring(0, 2), text.substring(2));
      browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
      assertStrikingEffectsAreCalledOut();
      moves++;
      if (moves == 8) {
        shots("jungle-middle");
      }
    }
    assertThat(browser.bodyData("status")).as("the game ended within 200 of my moves")
        .isEqualTo("over");
    JsonNode end = serverView(id);
    assertJungleBoardIs(end);
    assertThat(end.get("returns").get(0).asInt()).isEqualTo(1);
    assertThat(browser.find("#result").isDisplayed()).isTrue();
    assertThat(browser.find("#result-text").getText()).startsWith("You won: ");
    assertThat(browser.all("#log li")).hasSizeGreaterThanOrEqualTo(2 * moves - 1);
    List<WebElement> log = browser.all("#log li");
    assertThat(log.get(log.size() - 1).getText()).contains("game over");
    shots("jungle-end");
  }

  @Test
  void aRefusedIllegalClickChangesNothingAndSaysWhy() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:practice");
    awaitMyTurnOrEnd();
    Set<String> before = jungleDomPieces();
    String ply = browser.bodyData("ply");
    // Red's Elephant (a3) moves one square; a3 to a5 is not listed: the page sends it as
    // text, the server refuses it with the rule, and nothing moves.
    browser.find(".piece[data-square='a3']").click();
    assertThat(browser.find(".piece[data-square='a3']").getAttribute("class")).contains("selected");
    browser.find(".square[data-square='a5']").click();
    browser.await(WAIT, d -> "1".equals(browser.bodyData("refusals")));
    assertThat(browser.find("#message").getText()).startsWith("Refused: illegal move 'a3a5'");
    assertThat(browser.bodyData("ply")).isEqualTo(ply);
    assertThat(jungleDomPieces()).isEqualTo(before);
    assertJungleBoardIs(serverView(id));
    assertThat(serverView(id).get("ply").asText()).isEqualTo(ply);

    // A click on a square with nothing picked up is refused on the page, with no message sent.
    browser.find(".square[data-square='d5']").click();
    assertThat(browser.find("#message").getText()).isEqualTo(
        "Not a legal move here: pick a highlighted one.");
    assertThat(browser.bodyData("refusals")).isEqualTo("1");
    assertThat(browser.bodyData("ply")).isEqualTo(ply);
  }

  @Test
  void aReloadedPageGetsItsSeatBackAndPlaysOn() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    clickJungle("a3", "a4");
    browser.await(WAIT, d -> !"0".equals(browser.bodyData("ply")));
    awaitMyTurnOrEnd();
    String ply = browser.bodyData("ply");
    int logged = browser.all("#log li").size();
    browser.driver().navigate().refresh();
    browser.await(WAIT, d -> "seat".equals(browser.bodyData("audience")));
    assertThat(browser.bodyData("ply")).isEqualTo(ply);
    assertThat(browser.bodyData("toMove")).isEqualTo("0");
    assertThat(browser.all("#log li")).hasSize(logged);
    assertJungleBoardIs(serverView(id));
    // Still this seat's: a move goes through.
    clickJungle("g3", "g4");
    browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
    assertThat(LIVE.client().get("/api/tables/" + id + "/record").body().toString())
        .contains("\"type\":\"record\"");
  }

  @Test
  void theHintButtonShowsTheKhóLevelsMoveAndHighlightsIt() throws Exception {
    createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    browser.find("#hint").click();
    String hint = browser.await(Duration.ofSeconds(60), d -> browser.bodyData("hint"));
    assertThat(hint).matches("[a-g][1-9][a-g][1-9]");
    assertThat(browser.find("#hint-text").getText()).isEqualTo("Hint (Khó): " + hint);
    // The picture's own hint arrow for that move is shown, and no other.
    List<WebElement> arrows = browser.all(".play-hint.on");
    assertThat(arrows).hasSize(1);
    assertThat(arrows.get(0).isDisplayed()).isTrue();
    assertThat(arrows.get(0).findElement(org.openqa.selenium.By.cssSelector("[data-move]"))
        .getAttribute("data-move")).isEqualTo(hint);
    // It is a legal move: clicked, it is played.
    String ply = browser.bodyData("ply");
    clickJungle(hint.substring(0, 2), hint.substring(2));
    browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
  }

  @Test
  void thePageDrawsNothingOnThePictureItOnlyShowsItsPlayLayer() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    // Red's Elephant on a3 picked up: the picture's own mark and dots are shown, and the page's
    // picture holds exactly the elements of the server's (its empty group for fading pieces
    // aside).
    browser.find(".piece[data-square='a3']").click();
    JsonNode update = seatView(id);
    long served = (Long) browser.script("return new DOMParser().parseFromString(arguments[0],"
        + " 'image/svg+xml').querySelectorAll('*').length;", update.get("picture").asText());
    long shown = (Long) browser.script("return [...document.querySelectorAll('.picture, "
        + ".picture *')].filter(e => !e.closest('.overlay')).length;");
    assertThat(shown).isEqualTo(served);
    int fromA3 = 0;
    for (JsonNode m : update.get("view").get("moves")) {
      fromA3 += m.get("from").asText().equals("a3") ? 1 : 0;
    }
    assertThat(domList(".picture .play-targets.on .play-dot", "code")).hasSize(fromA3)
        .allSatisfy(c -> assertThat(c).matches("\\d+"));
    assertThat(browser.find(".picture .play-mark.selected").getAttribute("data-from"))
        .isEqualTo("a3");
    assertThat(browser.find(".picture .play-mark.selected").isDisplayed()).isTrue();
    // What may not move now, and the other pieces' dots, stay hidden.
    assertThat(browser.all(".picture .play-targets:not(.on) .play-dot")).allSatisfy(
        d -> assertThat(d.isDisplayed()).isFalse());
    assertThat(browser.all(".picture .play-hint")).allSatisfy(
        d -> assertThat(d.isDisplayed()).isFalse());
  }

  @Test
  void cờThúIsDrawnWithSeatOnesPiecesAtTheBottomForSeatOne() throws Exception {
    createThroughLobby("jungle", "standard", null, "computer:practice", "you");
    browser.await(WAIT, d -> browser.all(".jungle .piece").size() == 16);
    // Even after Red's first move (one square at most), the two armies are apart: every Blue
    // piece, seat 1's, is drawn lower on the screen than every Red one.
    double lowestRed = centres(".jungle .piece[data-side='red']").stream()
        .mapToDouble(c -> c[1]).max().orElseThrow();
    double highestBlue = centres(".jungle .piece[data-side='blue']").stream()
        .mapToDouble(c -> c[1]).min().orElseThrow();
    assertThat(highestBlue).as("seat 1's (Blue's) highest piece below Red's lowest")
        .isGreaterThan(lowestRed);
    // Blue's den is the bottom row's middle square for seat 1.
    double[] den = centres(".jungle .square[data-square='d9']").get(0);
    for (double[] c : centres(".jungle .square")) {
      assertThat(den[1]).isGreaterThanOrEqualTo(c[1]);
    }
  }

  // --------------------------------------------------------------------------- Cờ Cá Ngựa

  @Test
  void cờCáNgựaWholeGameAgainstTheComputerByClicks() throws Exception {
    String id = createThroughLobby("ludo", "standard",
        "ludo(players=2,dice=2,diceUse=one,entryFaces={1,6},ownPiecesBlock=false)", "you",
        "computer:practice");
    // Seat 0 (Red, the top arm of the unturned board) sees its own side at the bottom.
    assertLudoTurnedToward(0, "red");
    int autoPasses = playByClicks(id, ".horse.movable", DOTS, 600, "ludo", 40,
        BrowserTest::assertLudoBoardIs);
    // A turn with nothing but a pass is played for the player, never a button to click: every
    // pass of this seat in the move list was the page's own.
    long passes = browser.all("#log li").stream().filter(li -> li.getText().startsWith(
        "You · Red: passes")).count();
    assertThat(autoPasses).as("turns seen with nothing to click").isLessThanOrEqualTo(
        (int) passes);
    assertThat(browser.bodyData("autoMoves")).as("turns passed by the page")
        .isEqualTo(passes == 0 ? null : String.valueOf(passes));
    assertThat(browser.bodyData("status")).isEqualTo("over");
    assertLudoBoardIs(serverView(id));
    assertThat(browser.find("#result-text").getText()).matches("You (won|lost): .+");
  }

  @Test
  void cờCáNgựaIsTurnedTowardTheSeatThatSeesItAndSeatZeroForSpectators() throws Exception {
    // Four players, this page at seat 1 (board seat 1, Blue: the left arm of the unturned board).
    createThroughLobby("ludo", "standard", null, "computer:practice", "you", "computer:practice",
        "computer:practice");
    assertLudoTurnedToward(1, "blue");
    // Two players in board seats 1 and 3: a spectator sees player 0 (Blue) at the bottom. (The
    // table waits for a person at player 1, so no flood of updates redraws the board meanwhile.)
    String id = LIVE.client().create(TestClient.create("ludo(players=2,seats={1,3})", null,
        "practice", "open"));
    browser.open(base() + "table.html?id=" + id);
    browser.await(WAIT, d -> "spectator".equals(browser.bodyData("audience")));
    assertLudoTurnedToward(0, "blue");
  }

  // ------------------------------------------------------------------------------- Domino

  @Test
  void dominoWholeRoundAgainstTheComputerByClicksThenARematch() throws Exception {
    String clock = LIVE.client().get("/api/games").body().get("clocks").get(1).asText();
    assertThat(clock).startsWith("clock(move=0,game=600");
    String id = createTimedThroughLobby("domino", "twoPlayers", null, clock, "you",
        "computer:easy");
    awaitMyTurnOrEnd();
    // Both clocks show ten minutes at most, and this seat's runs.
    assertThat(browser.all(".clock")).hasSize(2);
    assertThat(browser.find(".clock.running").getAttribute("data-seat")).isEqualTo("0");
    assertThat(browser.find(".clock[data-seat='1'] .time").getText()).matches("(10:00|9:[0-5]\\d)");
    playByClicks(id, ".in-hand.movable", DOTS, 100, "domino", 3,
        BrowserTest::assertDominoBoardIs);
    assertThat(browser.bodyData("status")).isEqualTo("over");
    assertDominoBoardIs(serverView(id));
    assertThat(browser.find("#result").isDisplayed()).isTrue();
    List<WebElement> log = browser.all("#log li");
    assertThat(log.get(log.size() - 1).getText()).contains("round over");
    // Every hand shown at the end, with its count and score; the next round offered.
    JsonNode over = LIVE.client().get("/api/tables/" + id + "/record").body();
    assertThat(over.toString()).contains("\"type\":\"record\"");
    List<WebElement> rows = browser.all("#hands tr");
    assertThat(rows).hasSize(2);
    assertThat(browser.find("#result-text").getText()).matches("You (won|lost): .+");
    assertThat(rows.get(0).getText()).startsWith("You · Seat 0").contains("count ")
        .contains("score ");
    assertThat(browser.find("#rematch").getText()).isEqualTo("Next round");
    shots("domino-lobby-end");

    browser.find("#rematch").click();
    browser.await(WAIT, d -> !d.getCurrentUrl().endsWith(id)
        && "seat".equals(browser.bodyData("audience")));
    String again = browser.driver().getCurrentUrl().replaceAll(".*id=", "");
    JsonNode first = LIVE.client().get("/api/tables/" + id).body();
    JsonNode second = LIVE.client().get("/api/tables/" + again).body();
    assertThat(second.get("spec")).isEqualTo(first.get("spec"));
    assertThat(second.get("seats").get(1).get("level").asText()).isEqualTo("easy");
    assertThat(second.get("status").asText()).isEqualTo("playing");
  }

  @Test
  void aSpectatorWatchesTwoComputersWithEveryHandFaceDown() throws Exception {
    String id = LIVE.client().create(TestClient.create("domino(players=2)", null, "easy",
        "easy"));
    browser.open(base() + "table.html?id=" + id);
    browser.await(WAIT, d -> "spectator".equals(browser.bodyData("audience")));
    browser.await(Duration.ofSeconds(60), d -> "over".equals(browser.bodyData("status")));
    JsonNode end = serverView(id);
    assertThat(domLine()).isEqualTo(lineTiles(end.get("view").get("line").asText()));
    // Every hand face down: no tile in any hand is named, and none can be picked up.
    assertThat(browser.all(".picture [data-seat][data-tile]")).isEmpty();
    assertThat(browser.all(".picture g[data-seat]")).hasSize(
        end.get("view").get("handSizes").get(0).asInt()
        + end.get("view").get("handSizes").get(1).asInt());
    assertThat(browser.all("[data-key].movable")).isEmpty();
    assertThat(browser.find("#hint").isDisplayed()).isFalse();
    assertThat(browser.find("#rematch").isDisplayed()).isFalse();
    assertThat(browser.find("#status").getText()).startsWith("You are watching");

    // A page that connects after the game (its tab's list forgotten) lists it from the deal, as
    // the page that watched it move by move did: from the history of its first update.
    List<String> seen = logTexts();
    assertThat(seen.get(0)).isEqualTo("14 tiles dealt");
    browser.script("sessionStorage.clear();");
    browser.driver().navigate().refresh();
    browser.await(WAIT, d -> "over".equals(browser.bodyData("status")));
    assertThat(logTexts()).isEqualTo(seen);
    // A tile drawn is never named to a spectator.
    assertThat(seen).filteredOn(l -> l.contains("draws")).allSatisfy(
        l -> assertThat(l).doesNotContainPattern("[0-6]:[0-6]"));
  }

  @SuppressWarnings("unchecked")
  private static List<String> logTexts() {
    return (List<String>) browser.script(
        "return [...document.querySelectorAll('#log li')].map(li => li.textContent);");
  }


  // ------------------------------------------------------------------- play a person can follow

  @Test
  void aDoubleClickSendsTheMoveOnce() throws Exception {
    // Domino at a table for two: a tile with one move goes at the first click; the second click
    // of a double click must not send it again ("move number N is not the table's").
    String id = createThroughLobby("domino", "twoPlayers", null, "you", "computer:easy");
    for (int turn = 0; turn < 30 && awaitMyTurnOrEnd(); turn++) {
      JsonNode moves = seatView(id).get("view").get("moves");
      Map<String, Integer> perTile = new java.util.HashMap<>();
      for (JsonNode m : moves) {
        if (m.has("tile")) {
          perTile.merge(m.get("tile").asText(), 1, Integer::sum);
        }
      }
      String single = perTile.entrySet().stream().filter(e -> e.getValue() == 1)
          .map(Map.Entry::getKey).findFirst().orElse(null);
      String ply = browser.bodyData("ply");
      if (single == null) {
        List<WebElement> buttons = browser.all("#move-buttons button.move");
        List<WebElement> picks = browser.all(".in-hand.movable");
        if (!picks.isEmpty()) {
          picks.get(0).click();
          List<WebElement> ends = browser.all(DOTS);
          if (!ends.isEmpty()) {
            clickDot(ends.get(0));
          }
        } else if (!buttons.isEmpty()) {
          buttons.get(0).click();
        }
        browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
        continue;
      }
      browser.script("const t = document.querySelector(\".in-hand[data-tile='\" + arguments[0]"
          + " + \"']\"); t.dispatchEvent(new MouseEvent('click', {bubbles: true}));"
          + " t.dispatchEvent(new MouseEvent('click', {bubbles: true}));", single);
      browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
      Thread.sleep(300);
      assertThat(browser.bodyData("refusals")).as("refusals after a double click").isNull();
      assertThat(browser.find("#message").getText()).doesNotContain("Refused");
      return;
    }
    throw new AssertionError("no turn with a tile of a single move in 30 turns");
  }

  @Test
  void theReconnectMessageClearsWhenTheSocketIsBack() throws Exception {
    // Every WebSocket a page opens is kept where the test can close it, as a server restart or a
    // lost network closes it.
    Object script = ((org.openqa.selenium.chromium.ChromiumDriver) browser.driver())
        .executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
            "window.__sockets = []; const Native = window.WebSocket; window.WebSocket ="
            + " class extends Native { constructor(...a) { super(...a);"
            + " window.__sockets.push(this); } };"));
    try {
      createThroughLobby("jungle", "standard", null, "you", "computer:easy");
      awaitMyTurnOrEnd();
      assertThat(browser.bodyData("ws")).isEqualTo("open");
      browser.script("window.__sockets.forEach(s => s.close());");
      browser.await(WAIT, d -> "closed".equals(browser.bodyData("ws")));
      assertThat(browser.find("#message").getText()).isEqualTo("connection lost: reconnecting…");
      browser.await(WAIT, d -> "open".equals(browser.bodyData("ws"))
          && "seat".equals(browser.bodyData("audience")));
      // Back: the message goes at once, not at the next move.
      browser.await(WAIT, d -> !browser.find("#message").getText().startsWith("connection lost"));
      assertThat(browser.find("#message").getText()).isIn("", "Connected again.");
      assertThat(browser.bodyData("toMove")).isEqualTo("0");
    } finally {
      ((org.openqa.selenium.chromium.ChromiumDriver) browser.driver()).executeCdpCommand(
          "Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier",
              ((Map<?, ?>) script).get("identifier")));
    }
  }

  @Test
  void aSpectatorGetsNoPlayControlsAndAClickSaysNothing() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "practice"));
    LIVE.client().join(id, 0);
    browser.open(base() + "table.html?id=" + id);
    browser.await(WAIT, d -> "spectator".equals(browser.bodyData("audience")));
    assertThat(browser.find("#actions").isDisplayed()).isFalse();
    assertThat(browser.find("#hint").isDisplayed()).isFalse();
    assertThat(browser.find("#resign").isDisplayed()).isFalse();
    browser.find(".piece[data-square='a3']").click();
    browser.find(".square[data-square='d5']").click();
    assertThat(browser.find("#message").getText()).isEmpty();
    assertThat(browser.all(".picture .movable, .picture .selected, .picture .play")).isEmpty();
  }

  @Test
  void computerMovesArePacedAndTheThinkingComputerIsNamed() throws Exception {
    browser.script("localStorage.setItem('tabletop.pace', '600');");
    try {
      // Two computers at 150 ms a move, four times faster than the pace but slow enough that
      // their game outlasts the seven moves watched (two easy ones could end it in a second,
      // before the page had seen seven). Should a game still end before its page has loaded:
      // another table.
      for (int attempt = 0; ; attempt++) {
        String id = LIVE.client().create(TestClient.create("jungle()", null,
            "expert@millis:150", "expert@millis:150"));
        browser.open(base() + "table.html?id=" + id);
        // Each new move number the page shows, and when (a move shown again is not new).
        browser.script("window.__plies = []; new MutationObserver(() => { const p ="
            + " document.body.dataset.ply; const l = window.__plies[window.__plies.length - 1];"
            + " if (!l || l[0] !== p) window.__plies.push([p, performance.now()]); })"
            + ".observe(document.body, {attributes: true, attributeFilter: ['data-ply']});");
        String seen = browser.await(WAIT, d -> "over".equals(browser.bodyData("status")) ? "over"
            : "true".equals(browser.bodyData("thinking"))
            && browser.find("#status").getText().contains("is thinking") ? "thinking" : null);
        if (seen.equals("thinking")) {
          break;
        }
        assertThat(attempt).as("tables over before their page loaded").isLessThan(4);
      }
      assertThat(browser.find("#status").getText()).matches(
          "You are watching · Computer \\(Expert\\) is thinking… · Computer Expert"
          + " · (Red|Blue)");
      browser.await(WAIT, d -> ((List<?>) browser.script("return window.__plies;")).size() >= 7);
      @SuppressWarnings("unchecked")
      List<List<Object>> plies = (List<List<Object>>) browser.script("return window.__plies;");
      // (The first one may have waited from before the observer was there.)
      for (int i = 2; i < plies.size(); i++) {
        double gap = ((Number) plies.get(i).get(1)).doubleValue()
            - ((Number) plies.get(i - 1).get(1)).doubleValue();
        assertThat(gap).as("ms between computer moves %s and %s", i - 1, i)
            .isGreaterThanOrEqualTo(500);
      }
    } finally {
      browser.script("localStorage.setItem('tabletop.pace', '0');");
    }
  }

  // --------------------------------------------------------------------- the controls

  @Test
  void resignEndsTheGameAndTheDialogSaysWhoWonAndWhy() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    browser.find("#resign").click();
    browser.driver().switchTo().alert().accept();
    browser.await(WAIT, d -> "over".equals(browser.bodyData("status")));
    assertThat(browser.find("#result").isDisplayed()).isTrue();
    assertThat(browser.find("#result-text").getText()).isEqualTo("You lost: You · Red resigned");
    JsonNode end = serverView(id);
    assertThat(end.get("ending").get("reason").asText()).isEqualTo("resigned");
    assertThat(end.get("returns").get(0).asInt()).isEqualTo(-1);
  }

  @Test
  void takeBackAgainstTheComputerGoesBackToMyTurn() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    assertThat(browser.find("#takeback").isDisplayed()).as("nothing to take back yet").isFalse();
    clickJungle("a3", "a4");
    browser.await(WAIT, d -> "2".equals(browser.bodyData("ply"))
        && "0".equals(browser.bodyData("toMove")));
    assertThat(browser.all("#log li")).hasSize(2);
    browser.find("#takeback").click();
    browser.await(WAIT, d -> "0".equals(browser.bodyData("ply")));
    assertThat(browser.find("#message").getText()).isEqualTo("Move taken back: your turn again.");
    assertThat(browser.all(".piece[data-square='a3'][data-side='red']")).hasSize(1);
    assertThat(browser.all(".piece[data-square='a4']")).isEmpty();
    assertThat(browser.all("#log li")).isEmpty();
    assertThat(serverView(id).get("ply").asInt()).isZero();
    // And the seat plays on from there, another move this time.
    clickJungle("g3", "g4");
    browser.await(WAIT, d -> !"0".equals(browser.bodyData("ply")));
    assertThat(LIVE.client().get("/api/tables/" + id + "/record").body().get("codes").size())
        .isPositive();
  }

  @Test
  void soundsAreOffByDefaultRememberedAndMakeNoAudioContextWhileOff() throws Exception {
    // Every page counts the AudioContexts made in it, from before its own scripts run.
    var cdp = (org.openqa.selenium.chromium.ChromiumDriver) browser.driver();
    Map<String, Object> added = cdp.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
        Map.of("source", "window.audioContexts = 0; const Real = window.AudioContext;"
            + " window.AudioContext = class extends Real { constructor(...a) { super(...a);"
            + " window.audioContexts++; } };"));
    try {
      createThroughLobby("jungle", "standard", null, "you", "computer:easy");
      awaitMyTurnOrEnd();
      assertThat(browser.find("#sound").isSelected()).as("off by default").isFalse();
      clickJungle("a3", "a4");
      browser.await(WAIT, d -> "2".equals(browser.bodyData("ply")));
      assertThat(audioContexts()).as("no audio while sounds are off").isZero();

      browser.find("#sound").click();
      assertThat(browser.script("return localStorage.getItem('tabletop.sound');")).isEqualTo("on");
      assertThat(audioContexts()).isEqualTo(1);
      browser.driver().navigate().refresh();
      browser.await(WAIT, d -> "seat".equals(browser.bodyData("audience")));
      assertThat(browser.find("#sound").isSelected()).as("remembered").isTrue();
      clickJungle("g3", "g4");
      browser.await(WAIT, d -> "4".equals(browser.bodyData("ply")));
      assertThat(audioContexts()).as("sounds played after the reload").isEqualTo(1);

      browser.find("#sound").click();
      browser.driver().navigate().refresh();
      browser.await(WAIT, d -> "seat".equals(browser.bodyData("audience")));
      assertThat(browser.find("#sound").isSelected()).isFalse();
      clickJungle("b2", "b3");
      browser.await(WAIT, d -> "6".equals(browser.bodyData("ply")));
      assertThat(audioContexts()).as("off again: no audio").isZero();
    } finally {
      cdp.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument",
          Map.of("identifier", added.get("identifier")));
      browser.script("localStorage.removeItem('tabletop.sound');");
    }
  }

  private static long audioContexts() {
    return ((Number) browser.script("return window.audioContexts;")).longValue();
  }

  @Test
  void aDrawOfferedBetweenTwoPeopleIsAnsweredOnThePage() throws Exception {
    String id = createThroughLobby("jungle", "standard", null, "you", "open");
    String other = LIVE.client().join(id, 1);
    browser.await(WAIT, d -> "playing".equals(browser.bodyData("status")));
    assertThat(browser.find("#offer-draw").isDisplayed()).isTrue();
    TestClient.Reply offered = LIVE.client().post("/api/tables/" + id + "/draw",
        "{\"type\":\"draw\",\"seat\":1,\"token\":\"" + other + "\",\"answer\":\"offer\"}");
    assertThat(offered.status()).isEqualTo(200);
    browser.await(WAIT, d -> browser.find("#draw-offer").isDisplayed());
    assertThat(browser.find("#draw-offer-text").getText())
        .isEqualTo("seat 1 · Blue offers a draw.");
    browser.find("#accept-draw").click();
    browser.await(WAIT, d -> "over".equals(browser.bodyData("status")));
    assertThat(browser.find("#result-text").getText()).isEqualTo("Drawn: draw agreed");
    assertThat(serverView(id).get("returns").toString()).isEqualTo("[0,0]");
  }

  @Test
  void aTableNobodyPlaysEndsAbandoned() throws Exception {
    String id = LIVE.client().create(TestClient.create("jungle()", null, "open", "practice"));
    LIVE.client().join(id, 0);
    System.setProperty(Lobby.ABANDON_PROPERTY, "1500");
    try {
      long until = System.currentTimeMillis() + 15_000;
      while (!serverView(id).get("status").asText().equals("over")) {
        assertThat(System.currentTimeMillis()).as("abandoned within 15 s").isLessThan(until);
        Thread.sleep(200);
      }
    } finally {
      System.clearProperty(Lobby.ABANDON_PROPERTY);
    }
    assertThat(serverView(id).get("ending").get("reason").asText()).isEqualTo("abandoned");
    browser.open(base() + "table.html?id=" + id);
    browser.await(WAIT, d -> "over".equals(browser.bodyData("status")));
    assertThat(browser.find("#result-text").getText()).isEqualTo(
        "Drawn: nobody played for too long");
    // Gone from the lobby's list.
    browser.open(base());
    awaitLobby();
    assertThat(browser.all(".table-row[data-table='" + id + "']")).isEmpty();
  }

  // ------------------------------------------------------------- language and screen

  @Test
  void everyLabelIsInBothLanguagesAndVietnameseModeShowsNoEnglish() throws Exception {
    browser.open(base());
    awaitLobby();
    @SuppressWarnings("unchecked")
    List<String> missing = (List<String>) browser.script("return import('/js/i18n.js')"
        + ".then(m => m.missingKeys());");
    assertThat(missing).as("keys missing in one language").isEmpty();
    browser.script("localStorage.setItem('tabletop.lang', 'vi');");
    try {
      for (String[] g : new String[][] {{"jungle", "standard"}, {"ludo", "standard"},
          {"domino", "twoPlayers"}}) {
        String id = createViThroughLobby(g[0], g[1]);
        for (int i = 0; i < 4 && awaitMyTurnOrEnd(); i++) {
          String ply = browser.bodyData("ply");
          List<WebElement> picks = browser.all(".picture .movable");
          List<WebElement> buttons = browser.all("#move-buttons button.move");
          if (!picks.isEmpty()) {
            picks.get(0).click();
            List<WebElement> dots = browser.all(DOTS);
            if (!dots.isEmpty()) {
              clickDot(dots.get(0));
            }
          } else if (!buttons.isEmpty()) {
            buttons.get(0).click();
          }
          browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
        }
        browser.find("#hint").click();
        browser.await(Duration.ofSeconds(30), d -> !browser.find("#hint-text").getText()
            .isEmpty() && !browser.find("#hint-text").getText().equals("đang nghĩ…"));
        browser.screenshot(g[0] + "-vi-phone", Browser.PHONE);
        browser.screenshot(g[0] + "-vi-desktop", Browser.DESKTOP);
        String text = (String) browser.script("return document.body.innerText + ' '"
            + " + [...document.querySelectorAll('.picture text')].filter(e =>"
            + " getComputedStyle(e).display !== 'none').map(e => e.textContent).join(' ');");
        for (String english : List.of("Your", "turn", "Seat", "seat", "Computer", "horse",
            "cell", "Hint", "Moves", "rolls", "passes", "plays", "leads", "draws", "wins",
            "Red", "Blue", "Green", "Yellow", "Boneyard", "Resign", "Type a move", "to move",
            "last")) {
          assertThat(text).as("%s in Vietnamese mode: %s", g[0], text)
              .doesNotContainPattern("\\b" + english + "\\b");
        }
        assertThat(LIVE.client().get("/api/tables/" + id).body().get("game").asText())
            .isEqualTo(g[0]);
      }
    } finally {
      browser.script("localStorage.setItem('tabletop.lang', 'en');");
    }
  }

  private static String createViThroughLobby(String game, String preset) {
    browser.open(base());
    awaitLobby();
    new Select(browser.find("#game")).selectByValue(game);
    Select presets = new Select(browser.find("#preset"));
    presets.getOptions().stream().filter(o -> preset.equals(o.getAttribute("data-name")))
        .findFirst().orElseThrow().click();
    List<WebElement> selects = browser.all("#seats select");
    new Select(selects.get(0)).selectByValue("you");
    for (int i = 1; i < selects.size(); i++) {
      new Select(selects.get(i)).selectByValue("computer:easy");
    }
    browser.find("#create-button").click();
    browser.await(WAIT, d -> d.getCurrentUrl().contains("/table.html?id=")
        && "seat".equals(browser.bodyData("audience")));
    return browser.driver().getCurrentUrl().replaceAll(".*id=", "");
  }

  @Test
  void eachGameFitsTheDesktopAndThePhoneWithoutScrolling() throws Exception {
    String clock = LIVE.client().get("/api/games").body().get("clocks").get(1).asText();
    for (String[] g : new String[][] {{"jungle", "standard", null}, {"ludo", "standard",
        "ludo(players=2)"}, {"domino", "twoPlayers", null}}) {
      createTimedThroughLobby(g[0], g[1], g[2], clock, "you", "computer:easy");
      awaitMyTurnOrEnd();
      for (org.openqa.selenium.Dimension size : List.of(Browser.DESKTOP, Browser.PHONE)) {
        @SuppressWarnings("unchecked")
        Map<String, Object> fit = (Map<String, Object>) browser.atSize(size, () -> browser.script(
            "const box = s => { const e = document.querySelector(s);"
            + " if (!e) return null; const r = e.getBoundingClientRect();"
            + " return [r.top, r.bottom, r.left, r.right]; };"
            + " const small = [...document.querySelectorAll('#actions button, #result button')]"
            + ".filter(b => b.offsetParent !== null).map(b => b.getBoundingClientRect())"
            + ".filter(r => r.height < 44 || r.width < 44).length;"
            + " return {height: innerHeight, width: innerWidth, board: box('#board svg'),"
            + " status: box('#status'), clocks: box('#clocks'), die: box('.picture [data-die]'),"
            + " small: small, scroll: document.scrollingElement.scrollTop,"
            + " horse: Math.min(...[...document.querySelectorAll('.picture g[data-horse]')]"
            + ".map(e => e.getBoundingClientRect().height))};"));
        double height = ((Number) fit.get("height")).doubleValue();
        double width = ((Number) fit.get("width")).doubleValue();
        for (String part : List.of("board", "status", "clocks", "die")) {
          @SuppressWarnings("unchecked")
          List<Number> r = (List<Number>) fit.get(part);
          if (part.equals("die") && !g[0].equals("ludo")) {
            continue;
          }
          assertThat(r).as("%s of %s at %s", part, g[0], size).isNotNull();
          assertThat(r.get(0).doubleValue()).as("%s top, %s at %s", part, g[0], size)
              .isGreaterThanOrEqualTo(0);
          assertThat(r.get(1).doubleValue()).as("%s bottom, %s at %s", part, g[0], size)
              .isLessThanOrEqualTo(height);
          assertThat(r.get(3).doubleValue()).as("%s right, %s at %s", part, g[0], size)
              .isLessThanOrEqualTo(width);
        }
        if (size.equals(Browser.PHONE)) {
          assertThat(((Number) fit.get("small")).intValue()).as("buttons under 44 px, %s", g[0])
              .isZero();
          if (g[0].equals("ludo")) {
            // A horse a finger can find: at least 28 px tall on a 390 px wide phone.
            assertThat(((Number) fit.get("horse")).doubleValue()).as("the smallest horse's height")
                .isGreaterThanOrEqualTo(28);
          }
        }
      }
    }
  }


  @Test
  void movesByKeyboardTypedOrWithTheArrowKeys() throws Exception {
    createThroughLobby("jungle", "standard", null, "you", "computer:easy");
    awaitMyTurnOrEnd();
    // The arrow keys put a cursor on what may move; Enter picks it up, as a click does.
    WebElement board = browser.find("#board");
    board.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
    String at = browser.bodyData("cursor");
    assertThat(at).matches("[a-g][1-9]");
    board.sendKeys(org.openqa.selenium.Keys.ENTER);
    assertThat(browser.find(".piece[data-square='" + at + "']").getAttribute("class"))
        .contains("selected");
    board.sendKeys(org.openqa.selenium.Keys.ARROW_UP);
    assertThat(browser.bodyData("cursor")).isNotEqualTo(at);
    // A move typed and sent with Enter.
    String ply = browser.bodyData("ply");
    browser.find("#key-move").sendKeys("a3a4", org.openqa.selenium.Keys.ENTER);
    browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
    assertThat(browser.all(".piece[data-square='a4'][data-side='red']")).hasSize(1);
  }

  // ----------------------------------------------------------------------- accessibility

  @Test
  void noPageHasASeriousOrCriticalAccessibilityViolation() throws Exception {
    // axe-core, packed from the npm registry by the build (target/axe-core), run in the page.
    String axe = java.nio.file.Files.readString(java.nio.file.Path.of("target", "axe-core",
        "package", "axe.min.js"));
    browser.open(base());
    awaitLobby();
    assertAccessible(axe, "the lobby");
    for (String[] g : new String[][] {{"jungle", "standard", null}, {"ludo", "standard",
        "ludo(players=2)"}, {"domino", "twoPlayers", null}}) {
      createThroughLobby(g[0], g[1], g[2], "you", "computer:easy");
      awaitMyTurnOrEnd();
      assertAccessible(axe, g[0] + "'s table");
    }
    browser.find("#resign").click();
    browser.driver().switchTo().alert().accept();
    browser.await(WAIT, d -> browser.find("#result").isDisplayed());
    assertAccessible(axe, "the end of a game");
  }

  /** axe-core finds no serious or critical violation in the page as it is. */
  @SuppressWarnings("unchecked")
  private static void assertAccessible(String axe, String page) {
    if (browser.script("return typeof window.axe;").equals("undefined")) {
      browser.script(axe);
    }
    List<String> found = (List<String>) browser.script("return axe.run(document,"
        + " {resultTypes: ['violations']}).then(r => r.violations.filter(v =>"
        + " v.impact === 'serious' || v.impact === 'critical').map(v => v.id + ' (' + v.impact"
        + " + '): ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')));");
    assertThat(found).as("axe-core on %s", page).isEmpty();
  }

  // ------------------------------------------------------------------------------- helpers

  /** The centre on screen, [x, y], of each element a selector finds (one script). */
  @SuppressWarnings("unchecked")
  private static List<double[]> centres(String css) {
    List<List<Number>> got = (List<List<Number>>) browser.script("return [...document"
        + ".querySelectorAll(arguments[0])].map(e => e.getBoundingClientRect())"
        + ".map(r => [r.left + r.width / 2, r.top + r.height / 2]);", css);
    return got.stream().map(c -> new double[] {c.get(0).doubleValue(), c.get(1).doubleValue()})
        .toList();
  }

  /**
   * The Cờ Cá Ngựa board is turned toward a player of the given colour: its start cell is the
   * lowest of the four on the screen, and its stable is the bottom right one (read in one script:
   * the board is drawn again at each update).
   */
  @SuppressWarnings("unchecked")
  private static void assertLudoTurnedToward(int player, String colour) {
    browser.await(WAIT, d -> browser.all(".ludo [data-stable]").size() == 4);
    // The picture's stables (data-stable, the board seat: 0 red, 1 blue, 2 yellow, 3 green) and
    // start cells (ring cell 14 × board seat), as [kind colour, player, x, y].
    List<List<Object>> marks = (List<List<Object>>) browser.script("const colours = ['red',"
        + " 'blue', 'yellow', 'green']; return [...document.querySelectorAll('.ludo [data-stable],"
        + " .ludo rect[data-cell]')].filter(e => e.dataset.stable !== undefined"
        + " || Number(e.dataset.cell) % 14 === 0).map(e => [e.dataset.stable !== undefined"
        + " ? 'stable ' + colours[e.dataset.stable] : 'start ' + colours[e.dataset.cell / 14],"
        + " String(document.body.dataset.game === 'ludo' ? (arguments[0][e.dataset.stable] ?? '')"
        + " : ''), e.getBoundingClientRect()]).map(([c, p, r]) => [c, p,"
        + " r.left + r.width / 2, r.top + r.height / 2]);", ludoPlayers());
    double[] stable = null;
    double[] start = null;
    List<double[]> otherStables = new ArrayList<>();
    List<double[]> otherStarts = new ArrayList<>();
    for (List<Object> m : marks) {
      String kind = (String) m.get(0);
      double[] xy = {((Number) m.get(2)).doubleValue(), ((Number) m.get(3)).doubleValue()};
      boolean own = kind.endsWith(" " + colour);
      if (kind.startsWith("stable")) {
        if (own) {
          assertThat(m.get(1)).as("the player of the %s stable", colour).isEqualTo("" + player);
          stable = xy;
        } else {
          otherStables.add(xy);
        }
      } else if (own) {
        start = xy;
      } else {
        otherStarts.add(xy);
      }
    }
    assertThat(otherStables).hasSize(3);
    assertThat(otherStarts).hasSize(3);
    for (double[] other : otherStarts) {
      assertThat(start[1]).as("%s's start below the others", colour).isGreaterThan(other[1]);
    }
    for (double[] other : otherStables) {
      assertThat(stable[0] + stable[1]).as("%s's stable bottom right", colour)
          .isGreaterThan(other[0] + other[1]);
    }
  }

  /** The player of each board seat (colour) at the page's table, or "" where none sits. */
  private static Map<String, String> ludoPlayers() {
    String spec = (String) browser.script("return [...document.querySelectorAll('.ludo"
        + " g[data-horse]')].map(h => h.dataset.player).length + '';");
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("seats=\\{([\\d,]+)\\}")
        .matcher(tableSpec());
    String[] colours = m.find() ? m.group(1).split(",") : new String[] {"0", "1", "2", "3"};
    Map<String, String> out = new java.util.HashMap<>();
    int players = Integer.parseInt(spec) / 4;
    for (int p = 0; p < players; p++) {
      out.put(colours[p], String.valueOf(p));
    }
    return out;
  }

  private static String tableSpec() {
    try {
      return LIVE.client().get("/api/tables/" + browser.driver().getCurrentUrl()
          .replaceAll(".*id=", "")).body().get("spec").asText();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static void awaitLobby() {
    browser.await(WAIT, d -> "true".equals(browser.bodyData("ready")));
  }

  /**
   * Creates a table in the lobby's form and sits at the seat marked {@code you}.
   *
   * @param spec a spec typed over the preset's, or null
   * @param seats each seat's choice: {@code you}, {@code open} or {@code computer:LEVEL}
   * @return the table's id, once its page shows the seat
   */
  private static String createThroughLobby(String game, String preset, String spec,
      String... seats) {
    return createTimedThroughLobby(game, preset, spec, null, seats);
  }

  /** The same, with one of the lobby's clocks ({@code clock(game=600,…)}), or none for null. */
  private static String createTimedThroughLobby(String game, String preset, String spec,
      String clock, String... seats) {
    browser.open(base());
    awaitLobby();
    new Select(browser.find("#game")).selectByValue(game);
    Select presets = new Select(browser.find("#preset"));
    presets.getOptions().stream().filter(o -> preset.equals(o.getAttribute("data-name")))
        .findFirst().orElseThrow().click();
    if (spec != null) {
      browser.find("#advanced summary").click();
      browser.find("#spec").clear();
      browser.find("#spec").sendKeys(spec);
    }
    if (clock != null) {
      new Select(browser.find("#clock")).selectByValue(clock);
    }
    List<WebElement> selects = browser.all("#seats select");
    assertThat(selects).hasSize(seats.length);
    for (int i = 0; i < seats.length; i++) {
      new Select(selects.get(i)).selectByValue(seats[i]);
    }
    browser.find("#create-button").click();
    browser.await(WAIT, d -> d.getCurrentUrl().contains("/table.html?id=")
        && "seat".equals(browser.bodyData("audience")));
    return browser.driver().getCurrentUrl().replaceAll(".*id=", "");
  }

  /**
   * Plays this seat's moves by clicks until the game is over or {@code limit} moves: the n-th
   * highlighted thing to pick up, turn by turn ({@code sources}), then the first highlighted place
   * ({@code targets}) when the page asks for one; the first move button when nothing is
   * highlighted. Before each move the page's board is checked against the server's view;
   * screenshots {@code NAME-desktop} and {@code NAME-phone} are taken after move {@code shotAt}.
   */
  private static int playByClicks(String id, String sources, String targets, int limit,
      String name, int shotAt, java.util.function.Consumer<JsonNode> check) throws Exception {
    int moves = 0;
    int autoPasses = 0;
    while (awaitMyTurnOrEnd() && moves < limit) {
      check.accept(serverView(id));
      if (moves == 0) {
        shots(name + "-start");
      }
      String ply = browser.bodyData("ply");
      List<WebElement> picks = browser.all(sources);
      List<WebElement> buttons = browser.all("#move-buttons button.move");
      if (picks.isEmpty() && buttons.isEmpty()) {
        // Passing (or drawing) is the only move: the page makes it, and says so.
        assertThat(browser.find("#message").getText()).startsWith("No ");
        autoPasses++;
      } else if (picks.isEmpty()) {
        buttons.get(0).click();
      } else {
        picks.get(moves % picks.size()).click();
        List<WebElement> places = browser.all(targets);
        if (!places.isEmpty()) {
          clickDot(places.get(0));
        }
      }
      try {
        browser.await(WAIT, d -> !ply.equals(browser.bodyData("ply")));
      } catch (org.openqa.selenium.TimeoutException e) {
        throw new AssertionError("no move after a click at ply " + ply + ": message '"
            + browser.find("#message").getText() + "', picked "
            + browser.all(".picture .selected").size() + ", targets "
            + domList(DOTS, "to") + ", buttons "
            + browser.all("#move-buttons button.move").size() + ", picks " + domList(sources,
            "key") + ", sent " + browser.bodyData("sent") + ", socket " + browser.bodyData("ws"),
            e);
      }
      assertStrikingEffectsAreCalledOut();
      moves++;
      if (moves == shotAt) {
        shots(name + "-middle");
      }
    }
    if ("over".equals(browser.bodyData("status"))) {
      shots(name + "-end");
    }
    return autoPasses;
  }

  /** Screenshots NAME-desktop and NAME-phone of the page as it is. */
  private static void shots(String name) throws Exception {
    Thread.sleep(400);
    browser.screenshot(name + "-desktop", Browser.DESKTOP);
    browser.screenshot(name + "-phone", Browser.PHONE);
  }

  /**
   * When the last change the move list shows is a capture, a kick or a draw from the boneyard,
   * the page calls it out under the board (read in one script: the two agree at one moment).
   */
  @SuppressWarnings("unchecked")
  private static void assertStrikingEffectsAreCalledOut() {
    List<String> seen = (List<String>) browser.script("const li = [...document.querySelectorAll("
        + "'#log li')].pop(); return [li ? li.className : '', "
        + "document.getElementById('effect').className];");
    String kinds = " " + seen.get(0) + " ";
    String expected = kinds.contains(" captured ") ? "capture" : kinds.contains(" kicked ")
        ? "kick" : kinds.contains(" drew ") ? "draw" : null;
    if (expected != null) {
      assertThat(seen.get(1).split(" ")).as("the call-out of '%s'", seen.get(0))
          .contains("show", expected);
    }
  }

  /** Waits until this seat is to move (true) or the game is over (false). */
  private static boolean awaitMyTurnOrEnd() {
    try {
      // (A wait goes on while its condition gives null or false: hence words, not booleans.)
      return browser.await(Duration.ofSeconds(60), d -> {
        if ("over".equals(browser.bodyData("status"))) {
          return "over";
        }
        return "playing".equals(browser.bodyData("status"))
            && "0".equals(browser.bodyData("toMove")) ? "turn" : null;
      }).equals("turn");
    } catch (org.openqa.selenium.TimeoutException e) {
      throw new AssertionError("not this seat's turn and not over after 60 s: page at ply "
          + browser.bodyData("ply") + ", status " + browser.bodyData("status") + ", to move "
          + browser.bodyData("toMove") + ", socket " + browser.bodyData("ws") + ", message '"
          + browser.find("#message").getText() + "'", e);
    }
  }

  /** The update the page's seat gets (its hand and legal moves), over a socket of the test's. */
  private static JsonNode seatView(String id) throws Exception {
    @SuppressWarnings("unchecked")
    Map<String, Object> held = (Map<String, Object>) browser.script(
        "return JSON.parse(localStorage.getItem('tabletop.seat.' + arguments[0]));", id);
    TestClient.Connection c = LIVE.client().connect(id);
    try {
      int seat = ((Number) held.get("seat")).intValue();
      c.hello(seat, (String) held.get("token"));
      return c.next(n -> TestClient.isUpdate(n) && n.path("audience").asText().equals("seat"),
          10_000);
    } finally {
      c.close();
    }
  }

  private static JsonNode serverView(String id) throws Exception {
    return LIVE.client().get("/api/tables/" + id + "/view").body();
  }

  /** The dots of the picked-up piece, from the picture's play layer. */
  private static final String DOTS = ".picture .play-targets.on .play-dot";

  private static void clickJungle(String from, String to) {
    browser.find(".piece[data-square='" + from + "']").click();
    List<WebElement> dot = browser.all(".picture .play-targets.on [data-to='" + to + "']");
    assertThat(dot).as("%s%s dotted", from, to).hasSize(1);
    clickDot(dot.get(0));
  }

  /**
   * Clicks a dot of the play layer as a person would: a filled dot itself; a ring (around a piece,
   * a horse or an open end standing there) on what it rings.
   */
  private static void clickDot(WebElement dot) {
    assertThat(dot.isDisplayed()).isTrue();
    if (dot.getAttribute("class").contains("ring")) {
      browser.find(".picture g[data-place='" + dot.getAttribute("data-to") + "']").click();
    } else {
      dot.click();
    }
  }

  /** The picture's pieces as "square side name" (the picture names a piece by its letter). */
  private static Set<String> jungleDomPieces() {
    Set<String> out = new TreeSet<>();
    for (String p : domList(".jungle .piece", "square", "side", "piece")) {
      String letter = p.substring(p.length() - 1).toUpperCase(java.util.Locale.ROOT);
      String name = java.util.Arrays.stream(dev.tabletop.jungle.Piece.values())
          .filter(x -> String.valueOf(x.letter()).equals(letter)).findFirst().orElseThrow()
          .title().toLowerCase(java.util.Locale.ROOT);
      out.add(p.substring(0, p.length() - 1) + name);
    }
    return out;
  }

  /** For each element a selector finds, its data attributes joined by spaces (one script). */
  @SuppressWarnings("unchecked")
  private static List<String> domList(String css, String... data) {
    return (List<String>) browser.script(PAGE_READERS + "return list(arguments[0],"
        + " ...arguments[1]);", css, List.of(data));
  }

  /** The page shows the pieces of the server's view at the same move number. */
  private static void assertJungleBoardIs(JsonNode update) {
    String ply = update.get("ply").asText();
    browser.await(WAIT, d -> ply.equals(browser.bodyData("ply")));
    Set<String> server = new TreeSet<>();
    for (JsonNode p : update.get("view").get("pieces")) {
      server.add(p.get("square").asText() + " " + p.get("side").asText() + " "
          + p.get("piece").asText());
    }
    assertThat(jungleDomPieces()).as("the pieces at ply %s", ply).isEqualTo(server);
  }

  private static void assertLudoBoardIs(JsonNode update) {
    String ply = update.get("ply").asText();
    Map<String, Object> page = pageAt(ply, "{horses: list('.ludo g[data-horse]', 'player',"
        + " 'horse', 'where'), dice: list('.ludo g[data-die]', 'die')}");
    if (page == null) {
      return;
    }
    List<String> server = new ArrayList<>();
    JsonNode horses = update.get("view").get("horses");
    for (int p = 0; p < horses.size(); p++) {
      for (int h = 0; h < horses.get(p).size(); h++) {
        server.add(p + "/" + h + "@" + horses.get(p).get(h).asText());
      }
    }
    List<String> dom = strings(page.get("horses")).stream()
        .map(h -> h.replaceFirst(" ", "/").replaceFirst(" ", "@")).toList();
    assertThat(dom).as("the horses at ply %s", ply).containsExactlyInAnyOrderElementsOf(server);
    List<String> roll = new ArrayList<>();
    for (JsonNode d : update.get("view").path("roll")) {
      roll.add(d.asText());
    }
    assertThat(strings(page.get("dice"))).as("the dice at ply %s", ply)
        .containsExactlyInAnyOrderElementsOf(roll);
  }

  /**
   * What the page shows at a move number, read in one script so that nothing moves on between
   * the move number and the picture: waits for the page to reach the number, then evaluates
   * {@code fields} (a JavaScript object expression that may call {@code list(css, ...data)} and
   * {@code count(css)}). Null when the page had gone past the number first (a lone pass or draw
   * the page made for the player, or the computer's reply, moves the table on without the test),
   * so there is nothing to compare at that number.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> pageAt(String ply, String fields) {
    int wanted = Integer.parseInt(ply);
    browser.await(WAIT, d -> Integer.parseInt(browser.bodyData("ply")) >= wanted);
    Map<String, Object> page = (Map<String, Object>) browser.script(PAGE_READERS
        + "return Object.assign({ply: document.body.dataset.ply}, " + fields + ");");
    return ply.equals(page.get("ply")) ? page : null;
  }

  @SuppressWarnings("unchecked")
  private static List<String> strings(Object list) {
    return (List<String>) list;
  }

  /** The line, the boneyard and the hand sizes of the server's public view; no hidden tile. */
  private static void assertDominoBoardIs(JsonNode update) {
    String ply = update.get("ply").asText();
    Map<String, Object> page = pageAt(ply, "{line: list('.picture [data-line]', 'tile'),"
        + " boneyard: count('.picture [data-boneyard]'), hand: count('.picture .in-hand'),"
        + " backs: count(\".picture g[data-seat='1']\"),"
        + " named: count(\".picture [data-seat='1'][data-tile]\")}");
    if (page == null) {
      return;
    }
    JsonNode view = update.get("view");
    assertThat(strings(page.get("line")).stream().map(BrowserTest::canonical).toList())
        .as("the line at ply %s", ply).isEqualTo(lineTiles(view.get("line").asText()));
    assertThat(page.get("boneyard")).as("the boneyard at ply %s", ply)
        .isEqualTo((long) view.get("boneyard").asInt());
    assertThat(page.get("hand")).as("the hand at ply %s", ply)
        .isEqualTo((long) view.get("handSizes").get(0).asInt());
    // The computer's tiles are backs: as many as it holds, none of them named.
    assertThat(page.get("backs")).as("the computer's tiles at ply %s", ply)
        .isEqualTo((long) view.get("handSizes").get(1).asInt());
    assertThat(page.get("named")).as("named computer tiles at ply %s", ply).isEqualTo(0L);
  }

  /** The picture's line of play, left to right, each tile as {@code high:low}. */
  private static List<String> domLine() {
    return domList(".picture [data-line]", "tile").stream().map(BrowserTest::canonical).toList();
  }

  /** The wire format's line ({@code 4:6 6:6}, or {@code -}) with each tile as {@code high:low}. */
  private static List<String> lineTiles(String line) {
    return line.equals("-") ? List.of()
        : java.util.Arrays.stream(line.split(" ")).map(BrowserTest::canonical).toList();
  }

  private static String canonical(String tile) {
    char a = tile.charAt(0);
    char b = tile.charAt(2);
    return a >= b ? a + ":" + b : b + ":" + a;
  }
}
