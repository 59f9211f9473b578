package dev.tabletop.domino;

import dev.tabletop.core.MoveBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Test helpers: positions from notation with the boneyard filled in, and move lists as text. */
final class Positions {
  private Positions() {}

  /** A position from hands, line and status; every other tile goes to the boneyard. */
  static DominoState position(DominoRules rules, String hands, String line, String status) {
    int used = 0;
    for (String h : hands.split("/")) {
      used |= Tiles.parseSet(h).get();
    }
    for (String t : line.strip().isEmpty() || line.strip().equals("-") ? new String[0]
        : line.strip().split("\\s+")) {
      used |= 1 << Tiles.parse(t).get();
    }
    String text = hands + " | " + Tiles.setText(Tiles.ALL & ~used) + " | " + line + " | " + status;
    return DominoState.parse(rules, text).getOrElseThrow(e -> new AssertionError(e + ": " + text));
  }

  /** Hands dealt by a server; the first-round lead rule when {@code leader} is -1. */
  static DominoState hands(DominoRules rules, int leader, String... hands) {
    return Domino.fromHands(rules, leader, hands).getOrElseThrow(e -> new AssertionError(e.message()));
  }

  /**
   * Plays a round from {@code start}, each choice (taken modulo the number of legal moves or
   * outcomes) picking the next code, and shows {@code check} every state on the way, the last
   * one included; stops at the end of the round or of the choices.
   */
  static void along(DominoState start, List<Integer> choices,
      Consumer<DominoState> check) {
    MoveBuffer b = MoveBuffer.forGame(start.rules());
    DominoState s = start;
    for (int choice : choices) {
      check.accept(s);
      if (s.isTerminal()) {
        return;
      }
      s.legalMoves(b);
      s = s.apply(b.get(choice % b.size()));
    }
    check.accept(s);
  }

  static List<String> moves(DominoState s) {
    return s.legalMoveTexts().asJava();
  }

  static List<Integer> codes(DominoState s) {
    MoveBuffer b = MoveBuffer.forGame(s.rules());
    s.legalMoves(b);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < b.size(); i++) {
      out.add(b.get(i));
    }
    return out;
  }

  static DominoState play(DominoState s, String move) {
    return s.play(move).getOrElseThrow(e -> new AssertionError(e + " at " + s));
  }
}
