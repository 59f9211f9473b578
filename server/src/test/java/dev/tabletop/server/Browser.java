package dev.tabletop.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Debian Chromium driven through its chromedriver (no download: both come from the
 * system, {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver}), with a fresh profile
 * directory. Where they are missing the browser tests are skipped, except in CI ({@code
 * CI=true}), where they fail: {@code .ci/run} installs them.
 */
final class Browser implements AutoCloseable {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  /** Where the screenshots go: the test reports of the server module. */
  static final Path SCREENSHOTS = Path.of("target", "screenshots");
  static final Dimension DESKTOP = new Dimension(1280, 800);
  static final Dimension PHONE = new Dimension(390, 844);

  private final Path profile;
  private final ChromeDriver driver;

  private Browser(Path profile, ChromeDriver driver) {
    this.profile = profile;
    this.driver = driver;
  }

  /** Skips the calling test where Chromium is missing, or fails it in CI. */
  static void requireChromium() {
    requireChromium(CHROMIUM, CHROMEDRIVER, "true".equals(System.getenv("CI")));
  }

  /** The same for given paths, in CI or not. */
  static void requireChromium(Path chromium, Path chromedriver, boolean ci) {
    boolean present = Files.isExecutable(chromium) && Files.isExecutable(chromedriver);
    if (!present && ci) {
      Assertions.fail("the browser tests need " + chromium + " and " + chromedriver + " (Debian's"
          + " chromium and chromium-driver; .ci/run installs them): CI must not skip them");
    }
    Assumptions.assumeTrue(present, "no Chromium here (" + chromium + ", " + chromedriver
        + "): the browser tests are skipped; apt-get install chromium chromium-driver");
  }

  /**
   * Starts a headless Chromium.
   *
   * @param language the browser's language, such as {@code en-US} or {@code vi-VN}
   * @return the browser, at desktop size
   */
  static Browser start(String language) throws IOException {
    // Reduced motion: the pages skip their slides and fades, so a click never aims at a piece
    // still on its way.
    requireChromium();
    Path profile = Files.createTempDirectory("tabletop-chromium");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--hide-scrollbars", "--force-prefers-reduced-motion", "--lang=" + language, "--user-data-dir=" + profile,
        "--window-size=" + DESKTOP.width + "," + DESKTOP.height);
    options.setExperimentalOption("prefs", java.util.Map.of("intl.accept_languages", language));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
    return new Browser(profile, new ChromeDriver(service, options));
  }

  WebDriver driver() {
    return driver;
  }

  void open(String url) {
    driver.get(url);
  }

  WebElement find(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  java.util.List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  /** A body data attribute the pages set (ply, status, toMove, audience, ws, refusals). */
  String bodyData(String name) {
    Object v = ((JavascriptExecutor) driver).executeScript("return document.body.dataset[arguments[0]] ?? null;", name);
    return v == null ? null : v.toString();
  }

  Object script(String js, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(js, args);
  }

  <T> T await(Duration timeout, Function<WebDriver, T> until) {
    return new WebDriverWait(driver, timeout, Duration.ofMillis(25)).until(until);
  }

  /** Runs something with the viewport at {@code size} (a phone's as a phone), then restores it. */
  <T> T atSize(Dimension size, java.util.function.Supplier<T> what) {
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of(
        "width", size.width, "height", size.height, "deviceScaleFactor", 1,
        "mobile", size.width < 600));
    try {
      script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));");
      return what.get();
    } finally {
      driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
    }
  }

  /** Saves a screenshot of the page in a viewport of {@code size}, then restores the window's. */
  Path screenshot(String name, Dimension size) throws IOException {
    // The viewport itself at that size (a phone's as a phone: mobile, touch), not the window's.
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of(
        "width", size.width, "height", size.height, "deviceScaleFactor", 1,
        "mobile", size.width < 600));
    try {
      script("window.scrollTo(0, 0);"
          + " return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));");
      Files.createDirectories(SCREENSHOTS);
      Path file = SCREENSHOTS.resolve(name + ".png");
      Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
      return file;
    } finally {
      driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
    }
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      try (Stream<Path> files = Files.walk(profile)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      } catch (IOException e) {
        // A profile directory left in /tmp is not a test failure.
      } catch (UncheckedIOException e) {
        // Chromium may still be writing while it exits; the same.
      }
    }
  }
}
