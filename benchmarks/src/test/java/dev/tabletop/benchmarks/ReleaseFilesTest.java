package dev.tabletop.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The release files agree with the build: the BOM manages every published module, the license
 * and the wrapper's checksum are there. Run from the benchmarks module, whose parent directory is
 * the project's root.
 */
class ReleaseFilesTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static String read(String path) throws IOException {
    return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8);
  }

  private static List<String> all(Pattern pattern, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = pattern.matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }

  private static String ownArtifactId(String pom) {
    // The module's own artifactId is the first one after its parent block (if any).
    String rest = pom.contains("</parent>") ? pom.substring(pom.indexOf("</parent>")) : pom;
    return all(Pattern.compile("<artifactId>([^<]+)</artifactId>"), rest).get(0);
  }

  private static Set<String> managedTabletopArtifacts(String pom) {
    String managed = pom.substring(pom.indexOf("<dependencyManagement>"),
        pom.indexOf("</dependencyManagement>"));
    return new TreeSet<>(all(Pattern.compile("<artifactId>(tabletop-[^<]+)</artifactId>"), managed));
  }

  @Test
  void theBomManagesEveryPublishedModuleAndNothingElse() throws IOException {
    Set<String> published = new TreeSet<>();
    for (String module : all(Pattern.compile("<module>([^<]+)</module>"), read("pom.xml"))) {
      String pom = read(module + "/pom.xml");
      if (!module.equals("bom") && !pom.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
        published.add(ownArtifactId(pom));
      }
    }
    assertThat(published).contains("tabletop-core", "tabletop-testkit", "tabletop-ludo",
        "tabletop-jungle", "tabletop-domino").doesNotContain("tabletop-benchmarks");
    String bom = read("bom/pom.xml");
    assertThat(managedTabletopArtifacts(bom)).isEqualTo(published);
    assertThat(managedTabletopArtifacts(read("pom.xml"))).isEqualTo(published);
    assertThat(bom).doesNotContain("<parent>");
    assertThat(ownArtifactId(bom)).isEqualTo("tabletop-bom");
  }

  @Test
  void everyPomCarriesWhatMavenCentralAsksFor() throws IOException {
    for (String pom : List.of(read("pom.xml"), read("bom/pom.xml"))) {
      assertThat(pom).contains("<url>https://", "<name>Apache-2.0</name>", "<developers>",
          "<scm", "<connection>scm:git:", "<description>");
    }
    for (String module : all(Pattern.compile("<module>([^<]+)</module>"), read("pom.xml"))) {
      assertThat(read(module + "/pom.xml")).as(module).contains("<description>", "<name>");
    }
  }

  @Test
  void theLicenseIsTheApacheLicense() throws IOException {
    String license = read("LICENSE");
    assertThat(license).contains("Apache License", "Version 2.0, January 2004",
        "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION", "END OF TERMS AND CONDITIONS");
  }

  @Test
  void theWrapperPinsMavensChecksumAndTheBuildHidesDownloadProgress() throws IOException {
    assertThat(read(".mvn/wrapper/maven-wrapper.properties"))
        .containsPattern("(?m)^distributionSha256Sum=[0-9a-f]{64}$");
    assertThat(read(".mvn/maven.config")).contains("--no-transfer-progress");
    assertThat(read("pom.xml")).contains("<requirePluginVersions>",
        "<banDuplicatePomDependencyVersions/>");
  }
}
