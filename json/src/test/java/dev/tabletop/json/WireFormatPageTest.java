package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/wire-format.md is true: every {@code json} block is labelled with its schema, validates
 * against it and, for a message the library reads, reads. (Its Java example is compiled and run
 * with every other page's by the examples module.)
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
  void thePageListsEverySchemaFile() throws IOException {
    String page = Files.readString(PAGE);
    for (String schema : WireFormat.SCHEMAS) {
      assertThat(page).contains("`" + schema + ".json`");
      assertThat(Schemas.resource(Schemas.BASE + schema + ".json")).isNotNull();
    }
  }
}
