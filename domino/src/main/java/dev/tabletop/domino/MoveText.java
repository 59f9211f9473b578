package dev.tabletop.domino;

import dev.tabletop.core.IllegalMove;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.Locale;

/** Move notation and the reasons a move is refused, in the game's words. */
final class MoveText {
  private MoveText() {}

  static String text(int code, boolean emptyTable) {
    if (code == DominoMoves.DRAW) {
      return "draw";
    }
    if (code == DominoMoves.PASS) {
      return "pass";
    }
    if (!DominoMoves.isPlacement(code)) {
      return "?" + code;
    }
    if (emptyTable) {
      return Tiles.text(DominoMoves.tile(code));
    }
    return DominoMoves.touching(code) + ":" + DominoMoves.outer(code)
        + (DominoMoves.side(code) == DominoMoves.LEFT ? " left" : " right");
  }

  /** What move text says, read without looking at a position: the syntax step. */
  record Written(Form form, int tile, int firstHalf, int side, int seat) {}

  /** The shapes of move text. */
  enum Form { DRAW, PASS, TILE, DREW, DEAL }

  private static final String SHAPES = "write a tile and an end like 6:4 right, or draw, or pass;"
      + " at a chance node the tile, like 5:4, drew 5:4 or deal 5:4 to 1";

  /**
   * The syntax step: reads the text as Domino notation, whatever the position.
   *
   * @return the move as written, or why the text is not Domino notation
   */
  static Either<String, Written> read(String text) {
    if (text == null || text.isBlank()) {
      return Either.left("the move is empty");
    }
    String odd = Tiles.oddSpace(text);
    if (odd != null) {
      return Either.left("move: " + odd);
    }
    String[] w = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
    if (w.length == 1 && w[0].equals("draw")) {
      return Either.right(new Written(Form.DRAW, -1, -1, -1, -1));
    }
    if (w.length == 1 && w[0].equals("pass")) {
      return Either.right(new Written(Form.PASS, -1, -1, -1, -1));
    }
    if (w[0].equals("drew") && w.length == 2) {
      return Tiles.read(w[1]).map(t -> new Written(Form.DREW, t, -1, -1, -1));
    }
    if (w[0].equals("deal")) {
      if (w.length != 4 || !w[2].equals("to") || !w[3].matches("[0-3]")) {
        return Either.left("not a deal: write deal, the tile, to and the"
            + " seat, like deal 5:4 to 1");
      }
      int seat = w[3].charAt(0) - '0';
      return Tiles.read(w[1]).map(t -> new Written(Form.DEAL, t, -1, -1, seat));
    }
    if (w.length > 2) {
      return Either.left("not a move: " + SHAPES);
    }
    Either<String, Integer> tile = Tiles.read(w[0]);
    if (tile.isLeft()) {
      // A lone word is the whole move, which the refusal quotes already: say it once.
      String why = tile.getLeft();
      String quoted = "'" + w[0] + "' is ";
      return Either.left(w.length == 1 && why.startsWith(quoted)
          ? why.substring(quoted.length()) : why);
    }
    int side = -1;
    if (w.length == 2) {
      switch (w[1]) {
        case "left":
        case "l":
          side = DominoMoves.LEFT;
          break;
        case "right":
        case "r":
          side = DominoMoves.RIGHT;
          break;
        default:
          return Either.left("'" + w[1] + "' is not an end: write left or right");
      }
    }
    return Either.right(new Written(Form.TILE, tile.get(), w[0].charAt(0) - '0', side, -1));
  }

  /** Reads and checks move text: the syntax step, then the legality step. */
  static Either<IllegalMove, Integer> parse(DominoState s, String text) {
    String shown = text == null ? "null" : text.strip();
    Either<String, Written> written = read(text);
    if (written.isLeft()) {
      return Either.left(IllegalMove.unreadable(shown, written.getLeft()));
    }
    return check(s, shown, written.get());
  }

  /** The legality step: the written move against the position. */
  private static Either<IllegalMove, Integer> check(DominoState s, String shown, Written w) {
    int phase = s.phase();
    if (phase == DominoState.OVER) {
      return Either.left(IllegalMove.illegal(shown, -1, "the round is over"));
    }
    MoveBuffer legal = MoveBuffer.forGame(s.rules());
    s.legalMoves(legal);
    if (phase == DominoState.DEAL || phase == DominoState.DRAWING) {
      int seat = Integer.bitCount(s.hand(0) | s.hand(1) | s.hand(2) | s.hand(3))
          % s.rules().players();
      if (phase == DominoState.DEAL && w.form() != Form.DEAL
          && (w.form() != Form.TILE || w.side() >= 0)) {
        return Either.left(IllegalMove.illegal(shown, -1,
            "this is the deal: write the tile dealt, like 5:4 or deal 5:4 to " + seat));
      }
      if (phase == DominoState.DRAWING && w.form() != Form.DREW
          && (w.form() != Form.TILE || w.side() >= 0)) {
        return Either.left(IllegalMove.illegal(shown, -1,
            "this is a draw from the boneyard: write the tile drawn, like 5:4 or drew 5:4"));
      }
      if (w.form() == Form.DEAL && w.seat() != seat) {
        return Either.left(IllegalMove.illegal(shown, -1, "the next tile of the deal goes to seat "
            + seat + ", not seat " + w.seat()));
      }
      int code = DominoMoves.outcome(w.tile());
      return legal.contains(code) ? Either.right(code)
          : Either.left(IllegalMove.illegal(shown, code, whyIllegal(s, code)));
    }
    switch (w.form()) {
      case DREW:
      case DEAL:
        return Either.left(IllegalMove.illegal(shown, -1, "it is seat " + s.rawTurn()
            + "'s turn to play, not a chance node: " + "write a tile and an end, draw or pass"));
      case DRAW:
      case PASS: {
        int code = w.form() == Form.DRAW ? DominoMoves.DRAW : DominoMoves.PASS;
        return legal.contains(code) ? Either.right(code)
            : Either.left(IllegalMove.illegal(shown, code, whyIllegal(s, code)));
      }
      default:
        break;
    }
    int side = w.side();
    int found = -1;
    int count = 0;
    int preferred = -1;
    int preferredCount = 0;
    for (int i = 0; i < legal.size(); i++) {
      int c = legal.get(i);
      if (!DominoMoves.isPlacement(c) || DominoMoves.tile(c) != w.tile()) {
        continue;
      }
      if (side >= 0 && s.lineTiles() != 0 && DominoMoves.side(c) != side) {
        continue;
      }
      found = c;
      count++;
      if (DominoMoves.touching(c) == w.firstHalf()) {
        preferred = c;
        preferredCount++;
      }
    }
    if (count == 1) {
      return Either.right(found);
    }
    if (count > 1) {
      if (preferredCount == 1) {
        return Either.right(preferred);
      }
      return Either.left(IllegalMove.illegal(shown, -1, Tiles.text(w.tile()) + (side < 0
          ? " fits both ends: say left or right"
          : " fits that end either way round: write the touching half first")));
    }
    int guess = DominoMoves.place(w.tile(), side < 0 ? 0 : side, false);
    return Either.left(IllegalMove.illegal(shown, guess, whyIllegal(s, guess)));
  }

  static String whyIllegal(DominoState s, int code) {
    int phase = s.phase();
    if (phase == DominoState.OVER) {
      return "the round is over";
    }
    if (phase == DominoState.DEAL || phase == DominoState.DRAWING) {
      int tile = code - DominoMoves.OUTCOME;
      String what = phase == DominoState.DEAL ? "the deal" : "a draw from the boneyard";
      if (tile < 0 || tile >= Tiles.COUNT) {
        return "this is " + what + ": the code must be 128 + a tile index (128..155), not " + code;
      }
      return "tile " + Tiles.text(tile) + " is not "
          + (phase == DominoState.DEAL ? "among the tiles left to deal" : "in the boneyard");
    }
    int seat = s.rawTurn();
    int hand = s.hand(seat);
    int forced = s.forcedTile();
    boolean playableInHand = (hand & s.playableMask()) != 0;
    String mustPlay = forced < 0 ? ""
        : s.lineTiles() == 0
            ? "the first lead must be " + Tiles.text(forced) + ", the highest tile dealt"
            : "you must play the tile you just drew, " + Tiles.text(forced);
    if (code == DominoMoves.DRAW || code == DominoMoves.PASS) {
      if (forced >= 0) {
        return mustPlay;
      }
      if (playableInHand) {
        return "you hold a playable tile so you may not " + (code == DominoMoves.DRAW ? "draw" : "pass");
      }
      if (code == DominoMoves.DRAW) {
        if (s.rules().players() == 4) {
          return "with 4 players there is no boneyard: pass";
        }
        if (s.rules().draw() == DrawRule.NONE) {
          return "these rules never draw from the boneyard: pass";
        }
        if (s.boneyard() == 0) {
          return "the boneyard is empty: pass";
        }
        return "you have drawn this turn and the tile does not fit: keep it and pass";
      }
      return "you must draw from the boneyard before you may pass";
    }
    if (!DominoMoves.isPlacement(code)) {
      return "code " + code + " is not a domino move (placements are 0..111, draw 112, pass 113)";
    }
    int tile = DominoMoves.tile(code);
    if ((hand & (1 << tile)) == 0) {
      return "that tile (" + Tiles.text(tile) + ") is not in your hand";
    }
    if (forced >= 0 && tile != forced) {
      return mustPlay;
    }
    if (s.lineTiles() == 0) {
      return "on an empty table " + Tiles.text(tile) + " has one placement, code "
          + DominoMoves.lead(tile);
    }
    if (!s.playable(tile)) {
      return "the tile does not match either end (the ends are " + s.leftEnd() + " and "
          + s.rightEnd() + ")";
    }
    int side = DominoMoves.side(code);
    int end = side == DominoMoves.LEFT ? s.leftEnd() : s.rightEnd();
    String sideName = side == DominoMoves.LEFT ? "left" : "right";
    int bothEnds = DominoState.matchMask(s.rules().blankWild(), end);
    if ((bothEnds & (1 << tile)) == 0) {
      return "the tile does not match the " + sideName + " end (" + end + "); play it on the other end";
    }
    return "the " + DominoMoves.touching(code) + " half of " + Tiles.text(tile)
        + " cannot touch the " + sideName + " end (" + end + "): turn the tile round";
  }
}
