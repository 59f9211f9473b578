package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * docs/wire-format.md is true: every {@code json} block is labelled with its schema, validates
 * against it and, for a message the library reads, reads; every {@code java} block compiles on
 * its own against the modules, runs, and prints exactly the {@code text} block that follows it.
 */
class WireFormatPageTest {
  private static final Path PAGE = Path.of("..", "docs", "wire-format.md");
  private static final Pattern BLOCK = Pattern.compile("(?:<!-- schema: (\\w+) -->\\n)?```(\\w+)\\n"
      + "(.*?)\\n```\\n", Pattern.DOTALL);

  private record Block(String schema, String kind, String body) {}

  private static List<Block> blocks() throws IOException {
    Matcher m = BLOCK.matcher(Files.readString(PAGE));
    List<Block> out = new ArrayList<>();
    while (m.find()) {
      out.add(new Block(m.group(1), m.group(2), m.group(3)));
    }
    return out;
  }

  @Test
  void everyJsonBlockValidatesAgainstItsSchemaAndReads() throws IOException {
    int checked = 0;
    for (Block b : blocks()) {
      if (!b.kind().equals("json")) {
        continue;
      }
      assertThat(b.schema()).as("a json block without <!-- schema: ... -->: %s", b.body())
          .isNotNull();
      JsonNode doc = Json.parse(b.body());
      assertThat(doc.get("type").asText()).isEqualTo(b.schema());
      assertThat(Schemas.errors(b.schema(), doc)).as(b.body()).isEmpty();
      if (!List.of("view", "moves", "result").contains(b.schema())) {
        String game = doc.has("game") ? doc.get("game").asText() : "";
        assertThat(Corpus.reader(b.schema(), game).apply(b.body()).isRight()).as(b.body())
            .isTrue();
      }
      checked++;
    }
    assertThat(checked).isGreaterThanOrEqualTo(20);
  }

  @Test
  void everyJavaBlockCompilesRunsAndPrintsTheTextAfterIt() throws Exception {
    List<Block> blocks = blocks();
    int run = 0;
    for (int i = 0; i < blocks.size(); i++) {
      if (!blocks.get(i).kind().equals("java")) {
        continue;
      }
      String source = blocks.get(i).body();
      assertThat(blocks.get(i + 1).kind()).isEqualTo("text");
      assertThat(run(source)).isEqualTo(blocks.get(i + 1).body() + "\n");
      run++;
    }
    assertThat(run).isEqualTo(1);
  }

  /** Compiles a whole compilation unit alone and runs its main, returning what it printed. */
  static String run(String source) throws Exception {
    Matcher name = Pattern.compile("public class (\\w+)").matcher(source);
    assertThat(name.find()).isTrue();
    Path dir = Files.createTempDirectory("wire-format-page");
    Path file = dir.resolve(name.group(1) + ".java");
    Files.writeString(file, source);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = javac.run(null, null, errors, "-d", dir.toString(), "-classpath",
        System.getProperty("java.class.path"), "-Xlint:all", "-Werror", file.toString());
    assertThat(status).as(errors.toString(StandardCharsets.UTF_8)).isZero();
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
        WireFormatPageTest.class.getClassLoader())) {
      Method main = loader.loadClass(name.group(1)).getMethod("main", String[].class);
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void thePageListsEverySchemaFile() throws IOException {
    String page = Files.readString(PAGE);
    for (String schema : WireFormat.SCHEMAS) {
      assertThat(page).contains("`" + schema + ".json`");
      assertThat(Schemas.resource(Schemas.BASE + schema + ".json")).isNotNull();
    }
  }
}
