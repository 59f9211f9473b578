package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The picture checks catch each defect they promise to, and let a good picture pass. */
class SvgChecksTest {
  private static final String HEAD = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\""
      + " height=\"20\" viewBox=\"0 0 80 40\">";
  private static final String GOOD = HEAD + "<title>t</title><desc>d</desc>"
      + "<rect x=\"1\" data-tile=\"6:4\"/><text x=\"2\">hello</text></svg>";

  @Test
  void aGoodPicturePassesAndItsTextsAndAttributesAreRead() {
    assertThatCode(() -> SvgChecks.check(GOOD)).doesNotThrowAnyException();
    assertThat(SvgChecks.attributeValues(GOOD, "data-tile")).containsExactly("6:4");
    assertThat(SvgChecks.texts(GOOD)).contains("t", "d", "hello", "6:4",
        "http://www.w3.org/2000/svg");
  }

  @Test
  void eachDefectIsCaught() {
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("</svg>", "")))
        .hasMessageContaining("not well-formed");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("xmlns=\"http://www.w3.org/2000/svg\"",
        ""))).hasMessageContaining("namespace");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<svg ", "<svgx ")
        .replace("</svg>", "</svgx>"))).hasMessageContaining("not <svg>");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("viewBox=\"0 0 80 40\"", "")))
        .hasMessageContaining("viewBox");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("width=\"40\"", "width=\"0\"")))
        .hasMessageContaining("width");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<title>t</title>", "")))
        .hasMessageContaining("<title> and <desc>");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<desc>d</desc>", "<desc> </desc>")))
        .hasMessageContaining("description is empty");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<text", "<script>x()</script><text")))
        .hasMessageContaining("<script>");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<rect ", "<rect onload=\"x()\" ")))
        .hasMessageContaining("event handler");
    assertThatThrownBy(() -> SvgChecks.check(GOOD.replace("<rect ", "<rect href=\"http://x\" ")))
        .hasMessageContaining("links to");
    assertThatThrownBy(() -> SvgChecks.check("<!DOCTYPE svg [<!ENTITY x \"y\">]>" + GOOD))
        .hasMessageContaining("not well-formed");
  }

  @Test
  void goldenFilesAreComparedByteForByte(@TempDir Path dir) throws Exception {
    // Compare even in a build run to rewrite the golden files.
    String update = System.clearProperty(SvgChecks.UPDATE);
    try {
      compares(dir);
      System.setProperty(SvgChecks.UPDATE, "true");
      SvgChecks.matchesGolden(dir.resolve("b.svg"), "new\n");
      assertThat(Files.readString(dir.resolve("b.svg"))).isEqualTo("new\n");
    } finally {
      if (update == null) {
        System.clearProperty(SvgChecks.UPDATE);
      } else {
        System.setProperty(SvgChecks.UPDATE, update);
      }
    }
  }

  @Test
  void aGoldenCaseMustRenderAlikeTwiceAndAFolderHoldOnlyItsCases(@TempDir Path dir)
      throws Exception {
    String update = System.clearProperty(SvgChecks.UPDATE);
    try {
      Path file = dir.resolve("good.svg");
      Files.writeString(file, GOOD);
      Path copy = dir.resolve("copy.svg");
      Files.writeString(copy, GOOD);
      assertThatCode(() -> SvgChecks.checkGolden(() -> GOOD, file, copy))
          .doesNotThrowAnyException();
      Files.writeString(copy, GOOD + " ");
      assertThatThrownBy(() -> SvgChecks.checkGolden(() -> GOOD, file, copy))
          .hasMessageContaining("copy.svg differs");
      int[] calls = {0};
      assertThatThrownBy(() -> SvgChecks.checkGolden(() -> GOOD.replace("hello",
          "hello " + calls[0]++), file, null)).hasMessageContaining("second time");
      assertThatCode(() -> SvgChecks.checkGoldenFolder(dir, java.util.List.of("good.svg",
          "copy.svg"))).doesNotThrowAnyException();
      assertThatThrownBy(() -> SvgChecks.checkGoldenFolder(dir, java.util.List.of("good.svg",
          "gone.svg"))).hasMessageContaining("missing [gone.svg]")
          .hasMessageContaining("no longer a case [copy.svg]");
    } finally {
      if (update != null) {
        System.setProperty(SvgChecks.UPDATE, update);
      }
    }
  }

  private static void compares(Path dir) throws Exception {
    Path file = dir.resolve("a.svg");
    assertThatThrownBy(() -> SvgChecks.matchesGolden(file, GOOD))
        .hasMessageContaining("no golden file").hasMessageContaining(SvgChecks.UPDATE);
    Files.writeString(file, "line one\nline two\n");
    assertThatCode(() -> SvgChecks.matchesGolden(file, "line one\nline two\n"))
        .doesNotThrowAnyException();
    assertThatThrownBy(() -> SvgChecks.matchesGolden(file, "line one\nline 2\n"))
        .hasMessageContaining("first at line 2").hasMessageContaining("now:  line 2");
    assertThatThrownBy(() -> SvgChecks.matchesGolden(file, "line one\nline two"))
        .hasMessageContaining("differs");
  }
}
