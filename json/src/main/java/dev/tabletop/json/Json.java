package dev.tabletop.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.SegmentedStringWriter;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.Problem;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The one Jackson set-up every codec shares: a factory and a mapper built once (both are
 * thread-safe), strict reading (duplicate keys, trailing tokens and deep nesting refused), and
 * the two halves every message goes through: {@link #write} and {@link #read}.
 */
final class Json {
  /** Deeper than any message of the format (records and views nest at most five levels). */
  static final int MAX_DEPTH = 32;

  static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
      .build();

  static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .build();

  private Json() {}

  /** The body of a message, written to a generator. */
  @FunctionalInterface
  interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  /**
   * Writes one message as compact JSON text, with the factory's pooled buffers (as Jackson's own
   * {@code writeValueAsString} does), so a message allocates little more than its text.
   */
  static String write(Body body) {
    BufferRecycler buffers = FACTORY._getBufferRecycler();
    try (SegmentedStringWriter out = new SegmentedStringWriter(buffers)) {
      try (JsonGenerator g = FACTORY.createGenerator(out)) {
        body.write(g);
      }
      return out.getAndClear();
    } catch (IOException e) {
      // A generator on a string writer does no I/O; this is a bug, not bad input.
      throw new UncheckedIOException(e);
    } finally {
      buffers.releaseToPool();
    }
  }

  /** The body of a reader: the parsed document, refused with {@link Bad} at the first problem. */
  @FunctionalInterface
  interface Reading<T> {
    T read(JsonNode document);
  }

  /**
   * Parses a document and hands it to a reader, turning every problem into an {@link
   * InvalidInput} with the subject given: malformed JSON with the character offset, a wrong
   * field with its JSON pointer in the message. No Jackson exception escapes.
   */
  static <T> Either<InvalidInput, T> read(String subject, String text, Reading<T> reading) {
    JsonNode document;
    try {
      document = parse(text);
    } catch (Bad bad) {
      return Either.left(new InvalidInput(subject, bad.problems()));
    }
    try {
      return Either.right(reading.read(document));
    } catch (Bad bad) {
      return Either.left(new InvalidInput(subject, bad.problems()));
    }
  }

  static JsonNode parse(String text) {
    if (text == null) {
      throw Bad.at("", "the document is missing");
    }
    if (text.isBlank()) {
      throw Bad.at("", "the document is empty");
    }
    try {
      return MAPPER.readTree(text);
    } catch (StreamConstraintsException e) {
      throw new Bad(List.of(new Problem("malformed JSON: the document nests deeper than "
          + MAX_DEPTH + " levels or holds a value too long to read", offset(e), pointer(e))));
    } catch (JsonProcessingException e) {
      String why = e.getOriginalMessage();
      int nl = why == null ? -1 : why.indexOf('\n');
      why = why == null ? "unreadable" : nl >= 0 ? why.substring(0, nl) : why;
      throw new Bad(List.of(new Problem("malformed JSON: " + why, offset(e), pointer(e))));
    }
  }

  private static int offset(JsonProcessingException e) {
    long offset = e.getLocation() == null ? -1 : e.getLocation().getCharOffset();
    return offset < 0 || offset > Integer.MAX_VALUE ? -1 : (int) offset;
  }

  /**
   * Where the text stopped being JSON, as the pointer of the value the parser was reading then
   * ({@code ""} at the top, {@code /code} inside a field): every problem of the format names a
   * place, malformed text too.
   */
  private static Option<String> pointer(JsonProcessingException e) {
    if (e.getProcessor() instanceof JsonParser parser && parser.getParsingContext() != null) {
      return Option.some(parser.getParsingContext().pathAsPointer().toString());
    }
    return Option.some("");
  }

  /** A parser over text, for the few places that need one (the documentation test's blocks). */
  static JsonParser parser(String text) throws IOException {
    return FACTORY.createParser(text);
  }
}
