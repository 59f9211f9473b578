package dev.tabletop.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The published schema files, loaded from the class path (the jar's resources) and checked with
 * the networknt validator (draft 2020-12). Test scope only.
 */
final class Schemas {
  static final String BASE = "https://tabletop.dev/schema/";

  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
      SpecificationVersion.DRAFT_2020_12, b -> b.schemas(Schemas::resource));
  private static final Map<String, Schema> CACHE = new ConcurrentHashMap<>();

  private Schemas() {}

  static String resource(String iri) {
    if (!iri.startsWith(BASE)) {
      return null;
    }
    String name = WireFormat.SCHEMA_DIRECTORY + iri.substring(BASE.length());
    try (InputStream in = Schemas.class.getClassLoader().getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Schema schema(String type) {
    return CACHE.computeIfAbsent(type,
        t -> REGISTRY.getSchema(SchemaLocation.of(BASE + t + ".json")));
  }

  /** The schema's errors for a document (empty when it validates). */
  static List<Error> errors(String type, String json) {
    return schema(type).validate(Json.parse(json));
  }

  static List<Error> errors(String type, JsonNode json) {
    return schema(type).validate(json);
  }
}
