package dev.tabletop.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.Game;
import io.vavr.control.Either;
import io.vavr.match.annotation.Patterns;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.annotation.Testable;
import org.opentest4j.AssertionFailedError;

/**
 * The kit on the module path, as a user's modular test sees it: the core and kit modules and
 * their dependencies resolve together (the old test-jar split the package {@code dev.tabletop.core}
 * with the core module and failed here), and the kit's package is exported and open to jqwik.
 */
class ModulePathTest {

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  private static Configuration resolve() {
    Path[] paths = Stream.of(GameConformance.class, Game.class, Either.class, Patterns.class,
        Arbitraries.class, Testable.class, AssertionFailedError.class)
        .map(ModulePathTest::location).distinct().toArray(Path[]::new);
    return ModuleLayer.boot().configuration()
        .resolve(ModuleFinder.of(paths), ModuleFinder.of(), Set.of("dev.tabletop.testkit"));
  }

  @Test
  void theKitResolvesWithCoreAndItsDependencies() {
    Set<String> names = resolve().modules().stream().map(ResolvedModule::name)
        .collect(Collectors.toSet());
    assertThat(names).contains("dev.tabletop.testkit", "dev.tabletop.core", "io.vavr",
        "io.vavr.match", "net.jqwik.api");
  }

  @Test
  void theKitExportsAndOpensOnlyItsOwnPackage() {
    ModuleDescriptor kit = resolve().findModule("dev.tabletop.testkit").orElseThrow()
        .reference().descriptor();
    assertThat(kit.packages()).containsExactly("dev.tabletop.testkit");
    assertThat(kit.exports()).extracting(ModuleDescriptor.Exports::source)
        .containsExactly("dev.tabletop.testkit");
    assertThat(kit.opens()).extracting(ModuleDescriptor.Opens::source)
        .containsExactly("dev.tabletop.testkit");
    assertThat(kit.requires()).extracting(ModuleDescriptor.Requires::name)
        .contains("dev.tabletop.core", "net.jqwik.api");
  }

  @Test
  void theKitsClassesLoadFromItsNamedModule() throws ClassNotFoundException {
    ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(resolve(),
        ClassLoader.getPlatformClassLoader());
    Class<?> kit = layer.findLoader("dev.tabletop.testkit")
        .loadClass("dev.tabletop.testkit.GameConformance");
    assertThat(kit.getModule().getName()).isEqualTo("dev.tabletop.testkit");
    assertThat(kit.getModule().isOpen("dev.tabletop.testkit")).isTrue();
    assertThat(layer.findModule("dev.tabletop.core").orElseThrow().getPackages())
        .doesNotContain("dev.tabletop.testkit");
  }
}
