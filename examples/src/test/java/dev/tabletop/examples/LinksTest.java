package dev.tabletop.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and docs/*.md leads somewhere: to a file of the repository, to
 * a heading of a page (by GitHub's anchor rules), or into the API reference, where it must name
 * a page the reference has (a package of a published module, a public type, a member of it). The
 * API reference is not built for this: its links are checked against the classes themselves.
 */
class LinksTest {
  /** Where {@code ./mvnw javadoc:aggregate} writes the reference, from the project's root. */
  static final Path API = Pages.ROOT.resolve("target/reports/apidocs");
  private static final Set<String> API_PAGES = Set.of("index.html", "overview-summary.html",
      "allclasses-index.html", "allpackages-index.html", "index-all.html", "overview-tree.html");

  /** Why a link is broken, or null. */
  static String problem(Pages.Page page, String target) {
    if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
      return null; // an absolute address (https:, mailto:): not followed from the build
    }
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    if (path.isEmpty()) {
      return anchor == null || page.anchors().contains(anchor) ? null
          : "no heading #" + anchor + " on this page (its anchors: " + page.anchors() + ")";
    }
    Path dir = page.path().toAbsolutePath().getParent();
    Path file = dir.resolve(path).normalize();
    if (file.startsWith(API)) {
      return apiProblem(API.relativize(file).toString(), anchor);
    }
    if (path.contains("apidocs")) {
      return "a link into the API reference leads to " + Pages.ROOT.relativize(API)
          + "/ under the project's root";
    }
    if (!file.startsWith(Pages.ROOT)) {
      return "leads out of the repository: " + file;
    }
    if (!Files.exists(file)) {
      return "no file " + Pages.ROOT.relativize(file);
    }
    if (anchor != null) {
      if (!file.toString().endsWith(".md")) {
        return "an anchor on a file that is not a page: " + target;
      }
      Set<String> anchors = Pages.read(file).anchors();
      if (!anchors.contains(anchor)) {
        return "no heading #" + anchor + " in " + Pages.ROOT.relativize(file) + " (its anchors: "
            + anchors + ")";
      }
    }
    return null;
  }

  /** Why a page of the API reference would not exist, or null. */
  static String apiProblem(String page, String anchor) {
    if (API_PAGES.contains(page)) {
      return null;
    }
    if (!page.endsWith(".html")) {
      return "not a page of the API reference: " + page;
    }
    String path = page.substring(0, page.length() - ".html".length());
    int slash = path.lastIndexOf('/');
    if (slash < 0) {
      return "not a page of the API reference: " + page;
    }
    String pkg = path.substring(0, slash).replace('/', '.');
    String name = path.substring(slash + 1);
    Project project = Project.get();
    boolean exported = project.exports.values().stream().anyMatch(l -> l.contains(pkg));
    if (!exported) {
      return "the API reference has no package " + pkg;
    }
    if (name.equals("package-summary") || name.equals("package-tree")) {
      return null;
    }
    Optional<Class<?>> type = project.type(pkg + "." + name);
    if (type.isEmpty()) {
      return "the API reference has no type " + pkg + "." + name;
    }
    if (anchor != null && !anchor.isEmpty()) {
      String member = anchor.contains("(") ? anchor.substring(0, anchor.indexOf('(')) : anchor;
      boolean special = member.equals("<init>") || member.equals(name)
          || member.endsWith("-summary") || member.endsWith("-detail");
      if (!special && Project.member(type.get(), member, false).isEmpty()) {
        return "the API reference's " + name + " has no member " + member;
      }
    }
    return null;
  }

  @Test
  void everyRelativeLinkOfTheGuideResolves() {
    List<String> problems = new ArrayList<>();
    int links = 0;
    for (Pages.Page page : Pages.all()) {
      for (Pages.Link link : page.links()) {
        links++;
        String p = problem(page, link.target());
        if (p != null) {
          problems.add(link.where() + ": [" + link.text() + "](" + link.target() + "): " + p);
        }
      }
    }
    assertThat(problems).as("broken links").isEmpty();
    assertThat(links).as("links checked").isGreaterThan(30);
  }

  @Test
  void anchorsFollowGitHubsRules() {
    // Examples worked by GitHub's rules: lower case, punctuation dropped, spaces made hyphens.
    assertThat(Pages.anchor("Cờ Thú (Jungle): `dev.tabletop.jungle`"))
        .isEqualTo("cờ-thú-jungle-devtabletopjungle");
    assertThat(Pages.anchor("Players: bytes per node")).isEqualTo("players-bytes-per-node");
    assertThat(Pages.anchor("Where a ply's time goes")).isEqualTo("where-a-plys-time-goes");
    assertThat(Pages.anchor("The `TWO_DICE` trap — before the door"))
        .isEqualTo("the-two_dice-trap--before-the-door");
    Pages.Page page = Pages.of("docs/t.md", "# A\n\n## Same\n\n## Same\n\n```\n# not a heading\n```\n");
    assertThat(page.anchors()).containsExactly("a", "same", "same-1");
  }

  @Test
  void theCheckFindsBrokenLinks() {
    // The checker's own test: each kind of broken link is found.
    Pages.Page page = Pages.of("docs/t.md", "# Title\n");
    assertThat(problem(page, "players.md")).isNull();
    assertThat(problem(page, "players.md#strength-at-a-glance")).isNull();
    assertThat(problem(page, "#title")).isNull();
    assertThat(problem(page, "https://example.org/x")).isNull();
    assertThat(problem(page, "playres.md")).contains("no file");
    assertThat(problem(page, "players.md#strenght")).contains("no heading #strenght");
    assertThat(problem(page, "#nothing")).contains("no heading");
    assertThat(problem(page, "../target/reports/apidocs/dev/tabletop/jungle/JungleState.html"))
        .isNull();
    assertThat(problem(page,
        "../target/reports/apidocs/dev/tabletop/jungle/JungleState.html#moves()")).isNull();
    assertThat(problem(page, "../target/reports/apidocs/dev/tabletop/domino/DominoEffect.Drew.html"))
        .isNull();
    assertThat(problem(page, "../target/reports/apidocs/dev/tabletop/jungle/package-summary.html"))
        .isNull();
    assertThat(problem(page, "../target/reports/apidocs/dev/tabletop/jungle/JungleView.html"))
        .contains("no type dev.tabletop.jungle.JungleView");
    assertThat(problem(page,
        "../target/reports/apidocs/dev/tabletop/jungle/JungleState.html#undo()"))
        .contains("no member undo");
    assertThat(problem(page, "../target/reports/apidocs/dev/tabletop/internal/X.html"))
        .contains("no package");
    assertThat(problem(page, "api/dev/tabletop/jungle/JungleState.html")).contains("no file");
  }
}
