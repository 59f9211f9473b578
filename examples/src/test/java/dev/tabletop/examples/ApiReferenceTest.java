package dev.tabletop.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The API reference ({@code ./mvnw -q javadoc:aggregate}) covers every published module, and
 * every package and module in it says what it is for and where to start: each exported package
 * has a {@code package-info.java} whose description is a real paragraph that links to its types,
 * and each module descriptor has a description of its own.
 */
class ApiReferenceTest {
  /** A package's description: at least this many words and one link to where to start. */
  static final int PACKAGE_WORDS = 25;
  static final int MODULE_WORDS = 15;
  private static final Pattern JAVADOC = Pattern.compile("/\\*\\*(.*?)\\*/", Pattern.DOTALL);

  /** The words of a Javadoc comment's description (tags, markup and link targets dropped). */
  static List<String> words(String javadoc) {
    String text = javadoc.replaceAll("(?m)^\\s*\\*", " ")
        .replaceAll("\\{@(?:link|linkplain)\\s+\\S+\\s+([^}]*)}", "$1")
        .replaceAll("\\{@(?:link|linkplain|code)\\s+([^}]*)}", "$1")
        .replaceAll("<[^>]+>", " ");
    int tag = text.indexOf(" @");
    if (tag >= 0) {
      text = text.substring(0, tag);
    }
    List<String> out = new ArrayList<>();
    for (String w : text.split("\\s+")) {
      if (w.codePoints().anyMatch(Character::isLetter)) {
        out.add(w);
      }
    }
    return out;
  }

  /** The Javadoc comment before a declaration, or null. */
  static String javadocBefore(String source, String declaration) {
    int at = source.indexOf(declaration);
    Matcher m = JAVADOC.matcher(source);
    String found = null;
    while (m.find() && m.end() <= at) {
      found = m.group(1);
    }
    return found;
  }

  @Test
  void everyExportedPackageSaysWhatItIsForAndWhereToStart() throws Exception {
    List<String> problems = new ArrayList<>();
    for (var module : Project.get().exports.entrySet()) {
      for (String pkg : module.getValue()) {
        Path info = Project.packageDir(module.getKey(), pkg).resolve("package-info.java");
        if (!Files.exists(info)) {
          problems.add(pkg + ": no package-info.java");
          continue;
        }
        String javadoc = javadocBefore(Files.readString(info), "package " + pkg);
        if (javadoc == null) {
          problems.add(pkg + ": package-info.java has no Javadoc");
          continue;
        }
        int n = words(javadoc).size();
        if (n < PACKAGE_WORDS) {
          problems.add(pkg + ": its description has " + n + " words; say what the package is "
              + "for and where to start (" + PACKAGE_WORDS + " words at least)");
        }
        if (!javadoc.contains("{@link")) {
          problems.add(pkg + ": its description links to no type to start from");
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void everyModuleDescriptorDescribesItsModule() throws Exception {
    List<String> problems = new ArrayList<>();
    for (String module : Project.publishedModules()) {
      Path descriptor = Pages.ROOT.resolve(module).resolve("src/main/java/module-info.java");
      if (!Files.exists(descriptor)) {
        continue; // on the class path (spark): its package's description is its overview
      }
      String javadoc = javadocBefore(Files.readString(descriptor), "module ");
      int n = javadoc == null ? 0 : words(javadoc).size();
      if (n < MODULE_WORDS) {
        problems.add(module + ": module-info.java's description has " + n + " words ("
            + MODULE_WORDS + " at least)");
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void theReferenceBuildCoversEveryPublishedModule() throws Exception {
    // javadoc:aggregate reads the sources the root POM copies and groups them by module.
    String pom = Files.readString(Pages.ROOT.resolve("pom.xml"));
    String overview = Files.readString(Pages.ROOT.resolve("src/javadoc/overview.html"));
    List<String> groups = new ArrayList<>();
    Matcher g = Pattern.compile("<packages>([^<]+)</packages>").matcher(pom);
    while (g.find()) {
      for (String p : g.group(1).split(":")) {
        groups.add(p.strip());
      }
    }
    for (var module : Project.get().exports.entrySet()) {
      assertThat(pom).as("the API reference's sources include " + module.getKey())
          .contains("<directory>${project.basedir}/" + module.getKey() + "/src/main/java</directory>");
      assertThat(overview).as("the overview page presents tabletop-" + module.getKey())
          .contains("tabletop-" + module.getKey());
      for (String pkg : module.getValue()) {
        assertThat(groups).as("a group of the overview holds " + pkg)
            .anyMatch(pattern -> pattern.endsWith("*")
                ? pkg.startsWith(pattern.substring(0, pattern.length() - 1))
                : pkg.equals(pattern));
      }
    }
  }

  @Test
  void theWordCountIgnoresMarkup() {
    assertThat(words(" * The {@link dev.tabletop.jungle.Jungle jungle} <em>rules</em> engine.\n"
        + " *\n * @since 1\n")).containsExactly("The", "jungle", "rules", "engine.");
    assertThat(words(" * One {@code Jungle.TYPE} link: {@link dev.tabletop.jungle.Jungle}.\n"))
        .containsExactly("One", "Jungle.TYPE", "link:", "dev.tabletop.jungle.Jungle.");
  }
}
