package dev.tabletop.json;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.domino.Domino;
import dev.tabletop.domino.DominoRules;
import dev.tabletop.jungle.Jungle;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.ludo.Ludo;
import dev.tabletop.ludo.LudoRules;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * Rules with random flags: each pick chooses whether a flag is given and its value, and the spec
 * built from them is read by the game (combinations the game refuses give none).
 */
final class RandomRules {
  private RandomRules() {}

  private static final List<String[]> JUNGLE = List.of(
      new String[] {"repetitionLimit", "0", "2", "3", "5", "9"},
      new String[] {"noMoveLoses", "true", "false"},
      new String[] {"elephantTakesRat", "true", "false"},
      new String[] {"dogOutranksWolf", "true", "false"},
      new String[] {"ratTakesAcrossBank", "true", "false"},
      new String[] {"tigerJumpsRanks", "true", "false"});

  private static final List<String[]> LUDO = List.of(
      new String[] {"players", "2", "3", "4"},
      new String[] {"entryFaces", "{6}", "{1,6}"},
      new String[] {"bonusFaces", "{6}", "{1,6}"},
      new String[] {"ownPiecesBlock", "true", "false"},
      new String[] {"kickBack", "true", "false"},
      new String[] {"oneRollJump", "true", "false"},
      new String[] {"voluntaryPass", "true", "false"},
      new String[] {"dice", "1", "2"},
      new String[] {"diceUse", "one", "sum", "each"},
      new String[] {"doublesEnter", "true", "false"},
      new String[] {"entryPair", "true", "false"},
      new String[] {"doublesBonus", "true", "false"},
      new String[] {"turnOrder", "ascending", "descending"},
      new String[] {"playUntil", "all", "first"});

  private static final List<String[]> DOMINO = List.of(
      new String[] {"players", "2", "3", "4"},
      new String[] {"doubleBlankThirteen", "true", "false"},
      new String[] {"blankWild", "off", "table", "anywhere"},
      new String[] {"draw", "one", "until_playable", "none"},
      new String[] {"partnership", "true", "false"},
      new String[] {"scoring", "stakes", "points"},
      new String[] {"ties", "break", "void"},
      new String[] {"firstLead", "forced", "holder"});

  static Option<JungleRules> jungle(List<Integer> picks) {
    return of(Jungle.TYPE, "jungle", JUNGLE, picks);
  }

  static Option<LudoRules> ludo(List<Integer> picks) {
    return of(Ludo.TYPE, "ludo", LUDO, picks);
  }

  static Option<DominoRules> domino(List<Integer> picks) {
    return of(Domino.TYPE, "domino", DOMINO, picks);
  }

  private static <R extends Game<?>> Option<R> of(GameType<?, R> type, String name,
      List<String[]> flags, List<Integer> picks) {
    StringBuilder sb = new StringBuilder(name).append('(');
    boolean first = true;
    for (int i = 0; i < flags.size(); i++) {
      int pick = i < picks.size() ? Math.floorMod(picks.get(i), 8) : 0;
      String[] f = flags.get(i);
      if (pick == 0 || pick >= f.length) {
        continue; // absent: the default
      }
      sb.append(first ? "" : ",").append(f[0]).append('=').append(f[pick]);
      first = false;
    }
    return type.parse(sb.append(')').toString()).toOption();
  }
}
