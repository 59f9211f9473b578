package dev.tabletop.ludo;

import java.util.Map;

/**
 * Perft by the plain reference implementation: the independent source of the counts in {@code
 * perft.txt}. Running {@link #main} prints table lines for the positions given as arguments
 * ({@code spec|position|depth}).
 */
final class ReferencePerft {
  private ReferencePerft() {}

  static long perft(Reference r, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (r.over) {
      return 1;
    }
    if (r.dice.length == 0) {
      Map<Integer, Integer> outcomes = r.outcomes();
      if (depth == 1) {
        return outcomes.size();
      }
      long total = 0;
      for (int code : outcomes.keySet()) {
        total += perft(r.rolled(code), depth - 1);
      }
      return total;
    }
    Map<Integer, Reference> actions = r.actions();
    if (depth == 1) {
      return actions.size();
    }
    long total = 0;
    for (Reference next : actions.values()) {
      total += perft(next, depth - 1);
    }
    return total;
  }

  public static void main(String[] args) {
    for (String line : args) {
      String[] f = line.split("\\|");
      LudoRules rules = Ludo.rules(f[0]).get();
      LudoState s = rules.position(f[1]).get();
      int depth = Integer.parseInt(f[2]);
      System.out.println(f[0] + " | " + f[1] + " | " + depth + " | "
          + perft(Reference.of(s), depth));
    }
  }
}
