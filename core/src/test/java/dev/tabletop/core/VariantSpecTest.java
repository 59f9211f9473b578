package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;


import io.vavr.control.Either;
import dev.tabletop.core.testgame.DicePoker;
import org.junit.jupiter.api.Test;

class VariantSpecTest {

  @Test
  void parsesNameKeysAndBracedSets() {
    VariantSpec spec = VariantSpec.parse(" ludo( players = 4, entryFaces={1,6} ,kickBack=true)").get();
    assertThat(spec.name()).isEqualTo("ludo");
    assertThat(spec.params().get("players").get()).isEqualTo("4");
    assertThat(spec.params().get("entryFaces").get()).isEqualTo("{1,6}");
    assertThat(spec.params().get("kickBack").get()).isEqualTo("true");
    assertThat(spec.toString()).isEqualTo("ludo(players=4,entryFaces={1,6},kickBack=true)");
  }

  @Test
  void canonicalTextRoundTrips() {
    String text = "jungle(repetitionLimit=3,noMoveLoses=false)";
    assertThat(VariantSpec.parse(text).get().toString()).isEqualTo(text);
    assertThat(VariantSpec.parse("domino").get().toString()).isEqualTo("domino()");
    assertThat(VariantSpec.parse("domino()").get()).isEqualTo(VariantSpec.of("domino"));
  }

  @Test
  void syntaxErrorsSayWhatIsWrong() {
    assertThat(VariantSpec.parse("Ludo(players=4)").getLeft().message()).contains("'Ludo' is not a game name");
    assertThat(VariantSpec.parse("ludo(players=4").getLeft().message()).contains("missing closing ')'");
    assertThat(VariantSpec.parse("ludo(players)").getLeft().message()).contains("'players' is not key=value");
    assertThat(VariantSpec.parse("ludo(a=1,a=2)").getLeft().message()).contains("key 'a' is given twice");
    assertThat(VariantSpec.parse("ludo(f={1,6)").getLeft().message()).contains("unbalanced");
    assertThat(VariantSpec.parse(null).getLeft().message()).isEqualTo("spec is missing");
  }

  @Test
  void specReaderReportsEveryProblemAtOnce() {
    Either<InvalidInput, DicePoker.Rules> result =
        DicePoker.TYPE.parse("dicepoker(faces=99,ante=x,colour=red)");
    assertThat(result.isLeft()).isTrue();
    assertThat(result.getLeft().problems().map(Problem::message)).containsExactly(
        "dicepoker: faces must be an integer from 2 to 20, was '99'",
        "dicepoker: ante must be an integer from 1 to 100, was 'x'",
        "dicepoker: unknown key 'colour'");
  }

  @Test
  void specReaderRejectsAnotherGamesSpec() {
    assertThat(DicePoker.TYPE.parse("jungle()").getLeft().problems().head().message())
        .isEqualTo("spec names game 'jungle', expected 'dicepoker'");
  }

  enum Draw { ONE, UNTIL_PLAYABLE, NONE }

  @Test
  void specReaderReadsBooleansChoicesAndSets() {
    SpecReader r = new SpecReader(
        VariantSpec.parse("g(a=true,b=until_playable,c={6,1},d=maybe,e=NEVER,f={7})").get(), "g");
    assertThat(r.bool("a", false)).isTrue();
    assertThat(r.choice("b", Draw.class, Draw.ONE)).isEqualTo(Draw.UNTIL_PLAYABLE);
    assertThat(r.intSet("c", io.vavr.collection.TreeSet.of(6), 1, 6)).containsExactly(1, 6);
    assertThat(r.bool("d", true)).isTrue();
    assertThat(r.choice("e", Draw.class, Draw.ONE)).isEqualTo(Draw.ONE);
    assertThat(r.intSet("f", io.vavr.collection.TreeSet.of(6), 1, 6)).containsExactly(6);
    r.require(false, "partnership needs 4 players");
    Either<InvalidInput, String> v = r.finish(() -> "never built");
    assertThat(v.getLeft().problems().map(Problem::message)).containsExactly(
        "g: d must be true or false, was 'maybe'",
        "g: e must be one of one, until_playable, none, was 'NEVER'",
        "g: f must be a set like {1,6} of integers from 1 to 6, was '{7}'",
        "g: partnership needs 4 players");
    assertThat(SpecReader.formatSet(io.vavr.collection.TreeSet.of(6, 1))).isEqualTo("{1,6}");
  }
}
