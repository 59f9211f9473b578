package dev.tabletop.json;

import dev.tabletop.domino.DominoRules;
import dev.tabletop.jungle.JungleRules;
import dev.tabletop.ludo.LudoRules;
import io.vavr.collection.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random legal games of every game and preset, and rules with random flags: every message
 * validates against its schema and reads back to an equal value (states, rules, moves sent in,
 * effects as every audience sees them, records).
 */
class MessagesProperties {

  @Provide
  Arbitrary<java.util.List<Integer>> choices() {
    return Arbitraries.integers().between(0, 1 << 20).list().ofMaxSize(90);
  }

  @Provide
  Arbitrary<java.util.List<Integer>> picks() {
    return Arbitraries.integers().between(0, 7).list().ofSize(14);
  }

  @Property(tries = 25)
  void jungleGamesOfEveryPreset(@ForAll("choices") java.util.List<Integer> choices,
      @ForAll("preset") int preset) {
    Checks.game(WireFormat.jungle(), JungleRules.PRESETS.get(preset % JungleRules.PRESETS.size()),
        List.ofAll(choices));
  }

  @Property(tries = 25)
  void ludoGamesOfEveryPreset(@ForAll("choices") java.util.List<Integer> choices,
      @ForAll("preset") int preset) {
    Checks.game(WireFormat.ludo(), LudoRules.PRESETS.get(preset % LudoRules.PRESETS.size()),
        List.ofAll(choices));
  }

  @Property(tries = 40)
  void dominoRoundsOfEveryPreset(@ForAll("choices") java.util.List<Integer> choices,
      @ForAll("preset") int preset) {
    Checks.game(WireFormat.domino(), DominoRules.PRESETS.get(preset % DominoRules.PRESETS.size()),
        List.ofAll(choices));
  }

  @Provide
  Arbitrary<Integer> preset() {
    return Arbitraries.integers().between(0, 11);
  }

  @Property(tries = 15)
  void gamesUnderRandomFlags(@ForAll("picks") java.util.List<Integer> picks,
      @ForAll("choices") java.util.List<Integer> choices) {
    List<Integer> p = List.ofAll(picks);
    List<Integer> c = List.ofAll(choices).take(40);
    RandomRules.jungle(p).forEach(r -> {
      Checks.rules(WireFormat.jungle(), r);
      Checks.game(WireFormat.jungle(), r, c);
    });
    RandomRules.ludo(p).forEach(r -> {
      Checks.rules(WireFormat.ludo(), r);
      Checks.game(WireFormat.ludo(), r, c);
    });
    RandomRules.domino(p).forEach(r -> {
      Checks.rules(WireFormat.domino(), r);
      Checks.game(WireFormat.domino(), r, c);
    });
  }

  @Property(tries = 1)
  void rulesOfEveryPreset() {
    JungleRules.PRESETS.forEach(r -> Checks.rules(WireFormat.jungle(), r));
    LudoRules.PRESETS.forEach(r -> Checks.rules(WireFormat.ludo(), r));
    DominoRules.PRESETS.forEach(r -> Checks.rules(WireFormat.domino(), r));
  }
}
