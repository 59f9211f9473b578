package dev.tabletop.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import io.vavr.control.Either;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every problem of the wire format's readers names its place as an exact RFC 6901 JSON pointer:
 * an unknown field of any name (spaces, {@code ": "}, {@code ~}, {@code /}, any character) reads
 * back as that name, and text that is not JSON at all (the corpus cut short or spliced with
 * random text) names a place too; the pointer survives the {@code refusal} message.
 */
class PointerProperties {
  private static final Set<String> KNOWN = Set.of("type", "code", "move", "ply");

  @Provide
  Arbitrary<String> keys() {
    return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(12),
        Arbitraries.strings().withChars(" :~/\"\\ab0").ofMaxLength(8),
        Arbitraries.of("pl y", "a: b", "a/b", "~1", "~0", "", "/", ": ", "(root)"));
  }

  @Property(tries = 400)
  void anUnknownFieldOfAnyNameReadsBackAsItsPointer(@ForAll("keys") String key) {
    if (KNOWN.contains(key)) {
      return;
    }
    ObjectNode doc = JsonNodeFactory.instance.objectNode();
    doc.put("type", "move");
    doc.put("code", 93);
    doc.put(key, 1);
    Either<InvalidInput, MoveMessage> read = WireFormat.readMove(doc.toString());
    assertThat(read.isLeft()).as("%s", doc).isTrue();
    Problem p = read.getLeft().problems().single();
    String pointer = WireFormat.pointer(p).get();
    assertThat(Problem.isJsonPointer(pointer)).isTrue();
    assertThat(pointer).startsWith("/");
    // Unescape as RFC 6901 says: ~1 to / first, then ~0 to ~.
    assertThat(pointer.substring(1).replace("~1", "/").replace("~0", "~")).isEqualTo(key);
    String refusal = WireFormat.writeRefusal(read.getLeft());
    Checks.valid("refusal", refusal);
    assertThat(WireFormat.readRefusal(refusal).get()).isEqualTo(read.getLeft());
  }

  @Provide
  Arbitrary<String> broken() {
    Arbitrary<String> cut = Arbitraries.integers().between(0, Corpus.MESSAGES.size() - 1)
        .flatMap(i -> {
          String m = Corpus.MESSAGES.get(i);
          return Arbitraries.integers().between(0, m.length()).flatMap(at ->
              Arbitraries.strings().ofMaxLength(3).map(junk -> m.substring(0, at) + junk));
        });
    return Arbitraries.oneOf(cut, Arbitraries.strings().ofMaxLength(20),
        Arbitraries.of(")", "{", "[", "{\"type\":", "\"x\"", "nul", "{}x"));
  }

  @Property(tries = 600)
  void textThatIsNotJsonNamesAPlaceToo(@ForAll("broken") String text) {
    for (var reader : new java.util.ArrayList<java.util.function.Function<String,
        Either<InvalidInput, ?>>>(java.util.List.of(WireFormat::readMove,
            t -> WireFormat.ludo().readRules(t), t -> WireFormat.domino().readState(t)))) {
      Either<InvalidInput, ?> read = reader.apply(text);
      if (read.isLeft()) {
        for (Problem p : read.getLeft().problems()) {
          assertThat(WireFormat.pointer(p)).as("%s names no place", p).isNotEmpty();
          assertThat(Problem.isJsonPointer(WireFormat.pointer(p).get())).isTrue();
        }
      }
    }
  }
}
