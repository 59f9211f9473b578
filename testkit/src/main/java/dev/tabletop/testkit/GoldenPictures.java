package dev.tabletop.testkit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import net.jqwik.api.Example;

/**
 * The golden-picture suite a game's picture tests inherit: every picture a test class names is
 * rendered, checked as SVG ({@link SvgChecks#check(String)}), rendered again to the same text,
 * and compared byte for byte with its golden file in {@link #folder()} (and with its copy in the
 * guide, for the pictures {@link #inTheGuide()} names); and the folder holds no file that is no
 * longer a picture of the list.
 *
 * <p>After a change meant to alter the pictures, rewrite the files with {@code
 * -Dtabletop.svg.update=true} (for instance {@code ./mvnw -B -o -pl jungle -am verify
 * -Dtabletop.svg.update=true}), look at them, and commit them.
 */
public abstract class GoldenPictures {
  /** For a game's test class to extend. */
  protected GoldenPictures() {}

  /**
   * The pictures, by name: each renders to the golden file {@code name.svg}.
   *
   * @return the pictures in a fixed order
   */
  protected abstract Map<String, Supplier<String>> pictures();

  /**
   * The folder of the golden files, from the module's directory.
   *
   * @return such as {@code src/test/resources/dev/tabletop/jungle/svg}
   */
  protected abstract Path folder();

  /**
   * The pictures that the guide shows too, and their files there.
   *
   * @return picture name to file name in {@link #guideFolder()}; none by default
   */
  protected Map<String, String> inTheGuide() {
    return Map.of();
  }

  /**
   * The guide's folder of pictures, from the module's directory.
   *
   * @return {@code ../docs/images}
   */
  protected Path guideFolder() {
    return Path.of("..", "docs", "images");
  }

  @Example
  void everyPictureIsSvgAndMatchesItsGoldenFile() {
    List<String> failures = new ArrayList<>();
    for (Map.Entry<String, Supplier<String>> e : pictures().entrySet()) {
      String guide = inTheGuide().get(e.getKey());
      try {
        SvgChecks.checkGolden(e.getValue(), folder().resolve(e.getKey() + ".svg"),
            guide == null ? null : guideFolder().resolve(guide));
      } catch (AssertionError | RuntimeException failure) {
        failures.add(e.getKey() + ": " + failure.getMessage());
      }
    }
    if (!failures.isEmpty()) {
      throw new AssertionError(failures.size() + " of " + pictures().size()
          + " pictures fail:\n" + String.join("\n", failures));
    }
  }

  @Example
  void everyGoldenFileIsStillAPicture() {
    List<String> files = new ArrayList<>();
    for (String name : pictures().keySet()) {
      files.add(name + ".svg");
    }
    SvgChecks.checkGoldenFolder(folder(), files);
  }
}
