package dev.tabletop.json;

import com.fasterxml.jackson.databind.JsonNode;

/** A JSON array being read, with the element getters of {@link Obj}. Package-private. */
final class Arr {
  private final JsonNode node;
  private final String at;

  private Arr(JsonNode node, String at) {
    this.node = node;
    this.at = at;
  }

  static Arr of(JsonNode node, String at) {
    if (node == null || !node.isArray()) {
      throw Bad.at(at, "expected an array, found " + Obj.kind(node));
    }
    return new Arr(node, at);
  }

  int size() {
    return node.size();
  }

  /** Refuses an array whose length is outside a range. */
  Arr size(int min, int max) {
    if (node.size() < min || node.size() > max) {
      throw Bad.at(at, "expected " + (min == max ? "" + min : min + ".." + max)
          + " elements, found " + node.size());
    }
    return this;
  }

  String at(int i) {
    return at + "/" + i;
  }

  String at() {
    return at;
  }

  JsonNode node(int i) {
    return node.get(i);
  }

  Obj obj(int i) {
    return Obj.of(node.get(i), at(i));
  }

  Arr arr(int i) {
    return of(node.get(i), at(i));
  }

  int integer(int i, int min, int max) {
    return Obj.integer(node.get(i), at(i), min, max);
  }

  String string(int i) {
    return Obj.string(node.get(i), at(i));
  }
}
