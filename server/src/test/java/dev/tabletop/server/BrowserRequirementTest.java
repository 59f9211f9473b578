package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** The browser tests skip where Chromium is missing, but never in CI: there they fail. */
class BrowserRequirementTest {
  private static final Path NONE = Path.of("/nonexistent/chromium");

  @Test
  void inCiAMissingChromiumFailsTheBrowserTests() {
    assertThatThrownBy(() -> Browser.requireChromium(NONE, Browser.CHROMEDRIVER, true))
        .isInstanceOf(AssertionFailedError.class).hasMessageContaining("CI must not skip them");
    assertThatThrownBy(() -> Browser.requireChromium(Browser.CHROMIUM, NONE, true))
        .isInstanceOf(AssertionFailedError.class);
  }

  @Test
  void elsewhereAMissingChromiumSkipsThem() {
    assertThatThrownBy(() -> Browser.requireChromium(NONE, NONE, false))
        .isInstanceOf(TestAbortedException.class).hasMessageContaining("apt-get install");
  }
}
