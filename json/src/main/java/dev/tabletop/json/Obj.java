package dev.tabletop.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabletop.core.Problem;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A JSON object being read: typed getters that refuse a missing field, a wrong type or a value
 * out of range with the field's JSON pointer, and {@link #finish()}, which refuses every field no
 * getter asked for. Package-private: the readers' tool, never part of the API.
 */
final class Obj {
  private final JsonNode node;
  private final String at;
  private final Set<String> used = new LinkedHashSet<>();

  private Obj(JsonNode node, String at) {
    this.node = node;
    this.at = at;
  }

  /** The object at a pointer; refused when the node is not an object. */
  static Obj of(JsonNode node, String at) {
    if (node == null || !node.isObject()) {
      throw Bad.at(at, "expected an object, found " + kind(node));
    }
    return new Obj(node, at);
  }

  static String kind(JsonNode n) {
    if (n == null || n.isMissingNode()) {
      return "nothing";
    }
    switch (n.getNodeType()) {
      case OBJECT:
        return "an object";
      case ARRAY:
        return "an array";
      case STRING:
        return "a string";
      case BOOLEAN:
        return "a boolean";
      case NULL:
        return "null";
      case NUMBER:
        return n.isIntegralNumber() ? "an integer" : "a number with a fraction";
      default:
        return "a " + n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  static String child(String at, String name) {
    return at + "/" + name.replace("~", "~0").replace("/", "~1");
  }

  String at() {
    return at;
  }

  String at(String name) {
    return child(at, name);
  }

  JsonNode node() {
    return node;
  }

  /** Whether a field is present and not null. */
  boolean has(String name) {
    JsonNode n = node.get(name);
    return n != null && !n.isNull();
  }

  /** A required field's node, marked as read. */
  JsonNode required(String name) {
    used.add(name);
    JsonNode n = node.get(name);
    if (n == null) {
      throw Bad.at(at(name), "required field is missing");
    }
    return n;
  }

  /** An optional field's node (absent: none; null is refused), marked as read. */
  Option<JsonNode> optional(String name) {
    used.add(name);
    JsonNode n = node.get(name);
    if (n != null && n.isNull()) {
      throw Bad.at(at(name), "expected a value or no field, found null");
    }
    return Option.of(n);
  }

  /** A required field whose value may be null (none), marked as read. */
  Option<JsonNode> nullable(String name) {
    JsonNode n = required(name);
    return n.isNull() ? Option.none() : Option.some(n);
  }

  /** Marks a field as read without reading it (a field checked against the value elsewhere). */
  void skip(String name) {
    used.add(name);
  }

  String string(String name) {
    return string(required(name), at(name));
  }

  Option<String> optString(String name) {
    return optional(name).map(n -> string(n, at(name)));
  }

  static String string(JsonNode n, String at) {
    if (!n.isTextual()) {
      throw Bad.at(at, "expected a string, found " + kind(n));
    }
    return n.textValue();
  }

  int integer(String name, int min, int max) {
    return integer(required(name), at(name), min, max);
  }

  Option<Integer> optInteger(String name, int min, int max) {
    return optional(name).map(n -> integer(n, at(name), min, max));
  }

  static int integer(JsonNode n, String at, int min, int max) {
    return (int) longInt(n, at, min, max);
  }

  long longInt(String name, long min, long max) {
    return longInt(required(name), at(name), min, max);
  }

  static long longInt(JsonNode n, String at, long min, long max) {
    if (!n.isIntegralNumber()) {
      throw Bad.at(at, "expected an integer, found " + kind(n));
    }
    if (!n.canConvertToLong() || n.longValue() < min || n.longValue() > max) {
      throw Bad.at(at, n.asText() + " is out of range " + min + ".." + max);
    }
    return n.longValue();
  }

  boolean bool(String name) {
    JsonNode n = required(name);
    if (!n.isBoolean()) {
      throw Bad.at(at(name), "expected a boolean, found " + kind(n));
    }
    return n.booleanValue();
  }

  double number(String name) {
    JsonNode n = required(name);
    if (!n.isNumber()) {
      throw Bad.at(at(name), "expected a number, found " + kind(n));
    }
    double d = n.doubleValue();
    if (!Double.isFinite(d)) {
      throw Bad.at(at(name), n.asText() + " is out of range for a number");
    }
    return d;
  }

  /** A string field that must be one of some words. */
  String word(String name, List<String> words) {
    String w = string(name);
    if (!words.contains(w)) {
      throw Bad.at(at(name), "'" + w + "' is not one of " + words.mkString(", "));
    }
    return w;
  }

  Obj obj(String name) {
    return of(required(name), at(name));
  }

  Arr arr(String name) {
    return Arr.of(required(name), at(name));
  }

  Option<Arr> optArr(String name) {
    return optional(name).map(n -> Arr.of(n, at(name)));
  }

  /** Checks the {@code type} field: the message is the one the reader reads. */
  Obj type(String type) {
    String t = string("type");
    if (!t.equals(type)) {
      throw Bad.at(at("type"), "expected '" + type + "', found '" + t + "'");
    }
    return this;
  }

  /** Refuses every field that no getter asked for, one problem each. */
  void finish() {
    List<Problem> unknown = List.empty();
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!used.contains(name)) {
        unknown = unknown.append(Bad.problem(at(name), "unknown field (known here: "
            + String.join(", ", used) + ")"));
      }
    }
    if (!unknown.isEmpty()) {
      throw new Bad(unknown);
    }
  }

  /**
   * Checks the fields no getter asked for against the message the value itself gives: a field
   * the value's message lacks is unknown, and a field it has must be equal (a state's position
   * next to its codes, a view's derived counts). The fields a writer derives are optional on
   * reading but never wrong.
   *
   * @param expected the message written from the value read
   * @param why what the fields must agree with, for the message
   */
  void finishAgainst(JsonNode expected, String why) {
    List<Problem> problems = List.empty();
    for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
      Map.Entry<String, JsonNode> f = fields.next();
      String name = f.getKey();
      if (used.contains(name)) {
        continue;
      }
      JsonNode want = expected.get(name);
      if (want == null) {
        problems = problems.append(Bad.problem(at(name), "unknown field"));
      } else if (!want.equals(f.getValue())) {
        problems = problems.append(Bad.problem(at(name), "does not agree with " + why
            + " (expected " + want + ")"));
      }
    }
    if (!problems.isEmpty()) {
      throw new Bad(problems);
    }
  }
}
