package dev.tabletop.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the project publishes, as the checker needs it: the published modules (those the BOM
 * manages), their exported packages, the public types of those packages (loaded by reflection,
 * nested types included), and every source file of the repository by type name, for the names
 * that are not API (tests, benchmarks, internal classes).
 */
final class Project {
  private static final Pattern BOM_ARTIFACT =
      Pattern.compile("<artifactId>tabletop-([a-z0-9-]+)</artifactId>");
  private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
  private static final Pattern DECLARATION =
      Pattern.compile("\\b(?:class|interface|record|enum)\\s+([A-Z][\\w$]*)");

  /** Published modules by directory name, each with its exported packages. */
  final Map<String, List<String>> exports = new LinkedHashMap<>();
  /** Public API types by simple name (nested ones by their own simple name too). */
  final Map<String, List<Class<?>>> types = new HashMap<>();
  /** Every package of the repository's sources, main and test. */
  final Set<String> packages = new TreeSet<>();
  /** Source files by the names of the types they declare. */
  final Map<String, List<Path>> sources = new HashMap<>();

  private static Project loaded;

  static synchronized Project get() {
    if (loaded == null) {
      loaded = new Project();
    }
    return loaded;
  }

  private Project() {
    for (String module : publishedModules()) {
      List<String> pkgs = exportedPackages(module);
      exports.put(module, pkgs);
      for (String pkg : pkgs) {
        for (String name : topLevelTypes(module, pkg)) {
          try {
            Class<?> c = Class.forName(pkg + "." + name, false, Project.class.getClassLoader());
            if (Modifier.isPublic(c.getModifiers())) {
              addType(c);
            }
          } catch (ClassNotFoundException e) {
            throw new IllegalStateException("a published source has no class: " + e.getMessage()
                + " (is " + module + " a dependency of the examples module?)", e);
          }
        }
      }
    }
    indexSources();
  }

  private void addType(Class<?> c) {
    types.computeIfAbsent(c.getSimpleName(), k -> new ArrayList<>()).add(c);
    for (Class<?> nested : c.getDeclaredClasses()) {
      if (Modifier.isPublic(nested.getModifiers()) || c.isInterface()) {
        addType(nested);
      }
    }
  }

  /** The modules the BOM manages, by directory (artifact {@code tabletop-x} is {@code x/}). */
  static List<String> publishedModules() {
    String bom = read(Pages.ROOT.resolve("bom/pom.xml"));
    List<String> out = new ArrayList<>();
    Matcher m = BOM_ARTIFACT.matcher(bom);
    while (m.find()) {
      if (!m.group(1).equals("bom")) {
        out.add(m.group(1));
      }
    }
    return out;
  }

  /** The module's exported packages, or every package it has when it has no descriptor. */
  static List<String> exportedPackages(String module) {
    Path src = Pages.ROOT.resolve(module).resolve("src/main/java");
    Path descriptor = src.resolve("module-info.java");
    List<String> out = new ArrayList<>();
    if (Files.exists(descriptor)) {
      Matcher m = EXPORTS.matcher(read(descriptor));
      while (m.find()) {
        out.add(m.group(1));
      }
      return out;
    }
    try (Stream<Path> s = Files.walk(src)) {
      s.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java"))
          .map(p -> src.relativize(p.getParent()).toString().replace('/', '.'))
          .distinct().sorted().forEach(out::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static Path packageDir(String module, String pkg) {
    return Pages.ROOT.resolve(module).resolve("src/main/java").resolve(pkg.replace('.', '/'));
  }

  private static List<String> topLevelTypes(String module, String pkg) {
    try (Stream<Path> s = Files.list(packageDir(module, pkg))) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".java") && !n.equals("package-info.java"))
          .map(n -> n.substring(0, n.length() - ".java".length())).sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void indexSources() {
    try (Stream<Path> s = Files.walk(Pages.ROOT, 20)) {
      for (Path p : (Iterable<Path>) s::iterator) {
        String path = Pages.ROOT.relativize(p).toString();
        if (!path.endsWith(".java") || path.contains("/target/") || path.startsWith(".")
            || !path.contains("/src/")) {
          continue;
        }
        String text = read(p);
        Matcher m = DECLARATION.matcher(text);
        while (m.find()) {
          sources.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(p);
        }
        int java = path.indexOf("/java/");
        if (java > 0 && p.getParent() != null) {
          String dir = Pages.ROOT.relativize(p.getParent()).toString();
          int at = dir.indexOf("/java/");
          if (at > 0) {
            packages.add(dir.substring(at + "/java/".length()).replace('/', '.'));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The API types of a fully qualified name, if it names one. */
  Optional<Class<?>> type(String qualified) {
    return types.values().stream().flatMap(List::stream)
        .filter(c -> c.getName().replace('$', '.').equals(qualified)).findFirst();
  }

  /** Whether a class belongs to the project (its members are checked; others' are not). */
  static boolean isProjectType(Class<?> c) {
    return c.getName().startsWith("dev.tabletop.");
  }

  /**
   * The types a member name leads to from a type: fields (enum constants included), methods
   * (record components are their accessors; public or protected, inherited ones and static ones
   * of interfaces included) and nested types. Empty when the type has no such member.
   *
   * @param c the type
   * @param name the member's name
   * @param call whether the name is called, so only methods count
   * @return the types of what the name reads: a field's type, a method's return type, a nested
   *     type
   */
  static List<Class<?>> member(Class<?> c, String name, boolean call) {
    List<Class<?>> out = new ArrayList<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    Set<Class<?>> seen = new HashSet<>();
    todo.add(c);
    todo.add(Object.class);
    while (!todo.isEmpty()) {
      Class<?> t = todo.poll();
      if (t == null || !seen.add(t)) {
        continue;
      }
      for (Method m : t.getDeclaredMethods()) {
        if (m.getName().equals(name) && visible(m.getModifiers()) && !m.isSynthetic()) {
          out.add(m.getReturnType());
        }
      }
      if (!call) {
        for (Field f : t.getDeclaredFields()) {
          if (f.getName().equals(name) && (visible(f.getModifiers()) || t.isInterface())) {
            out.add(f.getType());
          }
        }
        for (Class<?> nested : t.getDeclaredClasses()) {
          if (nested.getSimpleName().equals(name)
              && (visible(nested.getModifiers()) || t.isInterface())) {
            out.add(nested);
          }
        }
      }
      if (t.getSuperclass() != null) {
        todo.add(t.getSuperclass());
      }
      todo.addAll(List.of(t.getInterfaces()));
    }
    return out;
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
