package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The core's public helpers take any argument: they answer, or refuse with an {@link
 * IllegalArgumentException} that names the argument; never an index or array exception, and
 * never a value that does not read back.
 */
class HelperArgumentsProperties {

  /** Short texts of the characters that matter to a spec, with a few letters. */
  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings().withChars("aZ9_-(){},= #\n\u00e9").ofMaxLength(6);
  }

  @Property(tries = 5_000)
  void aSpecBuiltByHandReadsBackOrIsRefusedByName(@ForAll("texts") String name,
      @ForAll("texts") String key, @ForAll("texts") String value) {
    VariantSpec spec;
    try {
      spec = VariantSpec.of(name);
    } catch (IllegalArgumentException e) {
      assertThat(e).hasMessageStartingWith("name '" + name + "'");
      return;
    }
    try {
      spec = spec.with(key, value);
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).matches("(?s)(key '" + java.util.regex.Pattern.quote(key)
          + "'|value '" + java.util.regex.Pattern.quote(value) + "' of key).*");
      return;
    }
    assertThat(VariantSpec.parse(spec.toString()).get()).as(spec.toString()).isEqualTo(spec);
  }

  @Example
  void aSpecValueThatWouldSplitOrLoseItsSpacesIsRefused() {
    VariantSpec g = VariantSpec.of("g");
    assertThatThrownBy(() -> g.with("a", "1,b=2")).hasMessage(
        "value '1,b=2' of key 'a' holds a comma outside braces, which would split it");
    assertThatThrownBy(() -> g.with("a", " 1")).hasMessageContaining("white space");
    assertThatThrownBy(() -> g.with("a", "{1")).hasMessageContaining("leaves a bracket open");
    assertThatThrownBy(() -> g.with("a", "1)")).hasMessageContaining("closes a bracket");
    assertThatThrownBy(() -> g.with("a b", "1")).hasMessageStartingWith("key 'a b'");
    assertThatThrownBy(() -> VariantSpec.of("Ludo")).hasMessageStartingWith("name 'Ludo'");
    assertThat(g.with("a", "{1,2}").with("b", "x y").toString()).isEqualTo("g(a={1,2},b=x y)");
  }

  @Property(tries = 200)
  void zobristTablesOfAnySizeOrARefusal(@ForAll long seed, @ForAll int size) {
    if (size < 0) {
      assertThatThrownBy(() -> Zobrist.keys(seed, size))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("size must not be negative, was " + size);
    } else {
      int small = size % 64;
      assertThat(Zobrist.keys(seed, small)).hasSize(small);
    }
  }
}
