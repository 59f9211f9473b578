package dev.tabletop.examples;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles one example alone (one compilation unit, the project's modules on the class path, no
 * other example), loads it in a class loader of its own and runs its {@code main} with standard
 * out captured. One compiler and one file manager serve every example: the file manager keeps the
 * class path's jars open between compilations, which is most of what a compilation costs.
 */
final class ExampleRunner implements AutoCloseable {
  private static final Pattern PUBLIC_CLASS =
      Pattern.compile("(?m)^public\\s+(?:final\\s+|abstract\\s+)*(?:class|record|enum|interface)"
          + "\\s+([A-Za-z_$][\\w$]*)");
  private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+[\\w.]+\\s*;");
  /**
   * What an example is compiled against: the project's modules and the libraries a user of them
   * has (vavr, and jqwik and JUnit through the testkit). Spark's two hundred jars are left out,
   * since every compilation lists the packages of every jar; an example for the Spark module would
   * add them here.
   */
  private static final Pattern COMPILE_PATH = Pattern.compile("/(?:target/(?:test-)?classes"
      + "|tabletop-[a-z]+-[^/]*\\.jar|io/vavr/|org/jspecify/|net/jqwik/|org/junit/|org/opentest4j/"
      + "|org/apiguardian/|org/assertj/)");

  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager files;

  ExampleRunner() {
    if (compiler == null) {
      throw new IllegalStateException("no Java compiler in this runtime: run the tests on a JDK");
    }
    files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    List<File> classPath = new ArrayList<>();
    for (String entry : classPath().split(File.pathSeparator)) {
      if (!entry.isBlank() && COMPILE_PATH.matcher(entry.replace('\\', '/')).find()) {
        classPath.add(new File(entry));
      }
    }
    try {
      files.setLocation(StandardLocation.CLASS_PATH, classPath);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The tests' own class path: the project's modules and their dependencies. Surefire names it in
   * a property of its own, since its forked JVM starts from a manifest-only jar.
   */
  private static String classPath() {
    String surefire = System.getProperty("surefire.test.class.path");
    return surefire != null && !surefire.isBlank()
        ? surefire : System.getProperty("java.class.path");
  }

  /** What compiling and running an example gave. */
  record Outcome(String problem, String output) {
    boolean ok() {
      return problem == null;
    }
  }

  /**
   * Compiles {@code source} alone and runs its main.
   *
   * @param source a whole compilation unit
   * @param where where it is, for messages (a page and line)
   * @param firstLine the page's line of the source's first line, to name compiler errors by it
   * @return the output, or what went wrong
   */
  Outcome run(String source, String where, int firstLine) {
    if (PACKAGE.matcher(source).find()) {
      return new Outcome(where + ": an example has no package line (it is a whole class in the "
          + "unnamed package)", null);
    }
    Matcher m = PUBLIC_CLASS.matcher(source);
    List<String> names = new ArrayList<>();
    while (m.find()) {
      names.add(m.group(1));
    }
    if (names.size() != 1) {
      return new Outcome(where + ": an example is one public class (found " + names.size()
          + ": " + names + ")", null);
    }
    String name = names.get(0);
    Map<String, byte[]> classes = new HashMap<>();
    String errors = compile(name, source, classes, firstLine);
    if (errors != null) {
      return new Outcome(where + ": the example does not compile alone:\n" + errors, null);
    }
    ClassLoader loader = new MemoryLoader(classes, ExampleRunner.class.getClassLoader());
    Method main;
    try {
      main = Class.forName(name, true, loader).getMethod("main", String[].class);
    } catch (ReflectiveOperationException | LinkageError e) {
      return new Outcome(where + ": class " + name + " has no public static main(String[]): "
          + e, null);
    }
    if (!Modifier.isStatic(main.getModifiers())) {
      return new Outcome(where + ": " + name + ".main is not static", null);
    }
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream original = System.out;
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      System.setOut(out);
      thread.setContextClassLoader(loader);
      main.invoke(null, (Object) new String[0]);
    } catch (InvocationTargetException e) {
      return new Outcome(where + ": " + name + ".main threw " + stackTrace(e.getCause()), null);
    } catch (IllegalAccessException e) {
      return new Outcome(where + ": " + name + ".main cannot be called: " + e, null);
    } finally {
      System.setOut(original);
      thread.setContextClassLoader(context);
    }
    return new Outcome(null, captured.toString(StandardCharsets.UTF_8));
  }

  private String compile(String name, String source, Map<String, byte[]> classes, int firstLine) {
    JavaFileObject unit = new SimpleJavaFileObject(
        URI.create("string:///" + name + JavaFileObject.Kind.SOURCE.extension),
        JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    ForwardingJavaFileManager<StandardJavaFileManager> memory =
        new ForwardingJavaFileManager<>(files) {
          @Override
          public JavaFileObject getJavaFileForOutput(Location location, String className,
              JavaFileObject.Kind kind, FileObject sibling) {
            return new SimpleJavaFileObject(
                URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
              @Override
              public OutputStream openOutputStream() {
                return new ByteArrayOutputStream() {
                  @Override
                  public void close() {
                    classes.put(className, toByteArray());
                  }
                };
              }
            };
          }
        };
    // Warnings fail an example too: the guide's code is meant to be copied.
    List<String> options = List.of("--release", "17", "-proc:none",
        "-Xlint:all,-path,-classfile,-processing", "-Werror",
        "-encoding", "UTF-8");
    boolean ok = compiler.getTask(null, memory, diagnostics, options, null, List.of(unit)).call();
    if (ok) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      long line = d.getLineNumber();
      sb.append("  ").append(d.getKind().toString().toLowerCase(Locale.ROOT))
          .append(line > 0 ? " at page line " + (firstLine + line - 1) : "")
          .append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
    }
    return sb.toString();
  }

  private static String stackTrace(Throwable t) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (PrintStream p = new PrintStream(b, true, StandardCharsets.UTF_8)) {
      t.printStackTrace(p);
    }
    return b.toString(StandardCharsets.UTF_8);
  }

  @Override
  public void close() throws IOException {
    files.close();
  }

  /** Loads one example's classes from memory, everything else from the tests' class path. */
  private static final class MemoryLoader extends ClassLoader {
    private final Map<String, byte[]> classes;

    MemoryLoader(Map<String, byte[]> classes, ClassLoader parent) {
      super(parent);
      this.classes = classes;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] bytes = classes.get(name);
      if (bytes == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, bytes, 0, bytes.length);
    }
  }
}
