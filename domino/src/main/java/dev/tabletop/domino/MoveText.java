package dev.tabletop.domino;

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

  private static final java.util.regex.Pattern READABLE = java.util.regex.Pattern.compile(
      "draw|pass|[0-6]:[0-6]( (left|right|l|r))?|drew [0-6]:[0-6]|deal [0-6]:[0-6] to [0-3]");

  /** Whether text has the shape of a Domino move at all, whatever the position. */
  static boolean readable(String text) {
    return text != null
        && READABLE.matcher(text.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ")).matches();
  }

  static Either<String, Integer> parse(DominoState s, String text) {
    if (text == null || text.isBlank()) {
      return Either.left("the move is empty");
    }
    String odd = Tiles.oddSpace(text);
    if (odd != null) {
      return Either.left("move: " + odd);
    }
    String t = text.strip().toLowerCase(Locale.ROOT);
    int phase = s.phase();
    if (phase == DominoState.OVER) {
      return Either.left("the round is over");
    }
    MoveBuffer legal = MoveBuffer.forGame(s.rules());
    s.legalMoves(legal);
    if (phase == DominoState.DEAL || phase == DominoState.DRAWING) {
      // moveText writes "deal 5:4 to 1" and "drew 5:4"; a bare tile is read as well.
      String[] words = t.split("\\s+");
      if (phase == DominoState.DEAL && words[0].equals("deal")) {
        int seat = Integer.bitCount(s.hand(0) | s.hand(1) | s.hand(2) | s.hand(3))
            % s.rules().players();
        if (words.length != 4 || !words[2].equals("to")) {
          return Either.left("'" + text.strip() + "' is not a deal: write the tile, like 5:4 or"
              + " deal 5:4 to " + seat);
        }
        if (!words[3].equals(String.valueOf(seat))) {
          return Either.left("the next tile of the deal goes to seat " + seat + ", not seat "
              + words[3]);
        }
        t = words[1];
      } else if (phase == DominoState.DRAWING && words[0].equals("drew") && words.length == 2) {
        t = words[1];
      } else if (phase == DominoState.DRAWING && words.length > 1) {
        return Either.left("this is a draw from the boneyard: write the tile drawn, like 5:4 or"
            + " drew 5:4");
      } else if (words.length > 1) {
        return Either.left("this is the deal: write the tile dealt, like 5:4 or deal 5:4 to "
            + Integer.bitCount(s.hand(0) | s.hand(1) | s.hand(2) | s.hand(3))
                % s.rules().players());
      }
      Either<String, Integer> tile = Tiles.parse(t);
      if (tile.isLeft()) {
        return Either.left("a chance outcome is a tile: " + tile.getLeft());
      }
      int code = DominoMoves.outcome(tile.get());
      return legal.contains(code) ? Either.right(code) : Either.left(whyIllegal(s, code));
    }
    if (t.equals("draw") || t.equals("pass")) {
      int code = t.equals("draw") ? DominoMoves.DRAW : DominoMoves.PASS;
      return legal.contains(code) ? Either.right(code) : Either.left(whyIllegal(s, code));
    }
    String[] parts = t.split("\\s+");
    if (parts.length > 2) {
      return Either.left("'" + text.strip() + "' is not a move: write a tile and an end, like 6:4 right,"
          + " or draw, or pass");
    }
    Either<String, Integer> tile = Tiles.parse(parts[0]);
    if (tile.isLeft()) {
      return Either.left(tile.getLeft());
    }
    int side = -1;
    if (parts.length == 2) {
      switch (parts[1]) {
        case "left":
        case "l":
          side = DominoMoves.LEFT;
          break;
        case "right":
        case "r":
          side = DominoMoves.RIGHT;
          break;
        default:
          return Either.left("'" + parts[1] + "' is not an end: write left or right");
      }
    }
    int firstHalf = Integer.parseInt(parts[0].split(":")[0]);
    int found = -1;
    int count = 0;
    int preferred = -1;
    int preferredCount = 0;
    for (int i = 0; i < legal.size(); i++) {
      int c = legal.get(i);
      if (!DominoMoves.isPlacement(c) || DominoMoves.tile(c) != tile.get()) {
        continue;
      }
      if (side >= 0 && s.lineTiles() != 0 && DominoMoves.side(c) != side) {
        continue;
      }
      found = c;
      count++;
      if (DominoMoves.touching(c) == firstHalf) {
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
      return Either.left(Tiles.text(tile.get()) + (side < 0
          ? " fits both ends: say left or right"
          : " fits that end either way round: write the touching half first"));
    }
    int guess = DominoMoves.place(tile.get(), side < 0 ? 0 : side, false);
    return Either.left(whyIllegal(s, guess));
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
