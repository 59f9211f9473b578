package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The readers refuse every document that breaks its schema: valid messages of every type, broken
 * at one random place (a field removed, a value of another type or out of range, an unknown field
 * added), are refused by the reader whenever the schema refuses them, with an {@link
 * InvalidInput} whose every problem names its place as a JSON pointer; and the unbroken messages
 * validate and read.
 */
class SchemaBreakProperties {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final List<JsonNode> VALUES = List.of(F.nullNode(), F.booleanNode(true),
      F.numberNode(0), F.numberNode(-1), F.numberNode(1.5), F.numberNode(99_999_999_999L),
      F.numberNode(new java.math.BigInteger("123456789012345678901234567890")), F.textNode(""),
      F.textNode("x"), F.textNode("6:4"), F.textNode("a3"), F.arrayNode(), F.objectNode(),
      F.numberNode(7), F.textNode("seat"));

  @Property(tries = 1)
  void everyMessageOfTheCorpusValidatesAndReads() {
    for (String json : Corpus.MESSAGES) {
      JsonNode doc = Json.parse(json);
      String type = doc.get("type").asText();
      assertThat(Schemas.errors(type, doc)).as(json).isEmpty();
      String game = doc.has("game") ? doc.get("game").asText() : "";
      assertThat(Corpus.reader(type, game).apply(json).isRight()).as(json).isTrue();
    }
  }

  @Provide
  Arbitrary<Integer> anyInt() {
    return Arbitraries.integers().between(0, 1 << 20);
  }

  @Property(tries = 3000)
  void aDocumentTheSchemaRefusesIsRefusedByItsReader(@ForAll("anyInt") int message,
      @ForAll("anyInt") int place, @ForAll("anyInt") int how) {
    String original = Corpus.MESSAGES.get(message % Corpus.MESSAGES.size());
    JsonNode doc = Json.parse(original);
    String type = doc.get("type").asText();
    String game = doc.has("game") ? doc.get("game").asText() : "";
    JsonNode broken = doc.deepCopy();
    List<JsonNode> containers = new ArrayList<>();
    collect(broken, containers);
    mutate(containers.get(place % containers.size()), how);
    String text = broken.toString();
    boolean schemaRefuses = !Schemas.errors(type, broken).isEmpty();
    Either<InvalidInput, ?> read = Corpus.reader(type, game).apply(text);
    if (schemaRefuses) {
      assertThat(read.isLeft()).as("the schema refuses, the reader took %s", text).isTrue();
    }
    if (read.isLeft()) {
      for (Problem p : read.getLeft().problems()) {
        assertThat(WireFormat.pointer(p)).as("%s names no place", p).isNotEmpty();
      }
    }
  }

  private static void collect(JsonNode node, List<JsonNode> out) {
    if (node.isContainerNode()) {
      out.add(node);
      for (JsonNode child : node) {
        collect(child, out);
      }
    }
  }

  /** Removes, replaces or adds one member of a container. */
  private static void mutate(JsonNode container, int how) {
    int op = how % 3;
    int pick = how / 3;
    if (container instanceof ObjectNode o) {
      List<String> names = new ArrayList<>();
      for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
        names.add(it.next());
      }
      if (op == 2 || names.isEmpty()) {
        o.set("extra" + pick % 2, VALUES.get(pick % VALUES.size()));
        return;
      }
      String name = names.get(pick % names.size());
      if (op == 0) {
        o.remove(name);
      } else {
        o.set(name, VALUES.get(pick / names.size() % VALUES.size()));
      }
    } else {
      ArrayNode a = (ArrayNode) container;
      if (op == 2 || a.isEmpty()) {
        a.add(VALUES.get(pick % VALUES.size()));
        return;
      }
      int i = pick % a.size();
      if (op == 0) {
        a.remove(i);
      } else {
        a.set(i, VALUES.get(pick / a.size() % VALUES.size()));
      }
    }
  }
}
