package dev.tabletop.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The contract (package {@code dev.tabletop.core}) depends on nothing above it: no compiled class
 * of the package names a class of the tools, search, learning or picture packages, which all
 * depend on the contract. Read from the class files' constant pools (every class a class uses,
 * in code, signatures or annotations, is named there), with the JDK only.
 */
class LayeringTest {
  private static final List<String> ABOVE = List.of("dev/tabletop/core/tools/",
      "dev/tabletop/core/search/", "dev/tabletop/core/learn/", "dev/tabletop/core/svg/");

  @Test
  void theContractPackageNamesNoClassOfThePackagesAboveIt() throws IOException,
      URISyntaxException {
    Path dir = Path.of(GameState.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve("dev/tabletop/core");
    List<Path> classes;
    try (Stream<Path> files = Files.list(dir)) {
      classes = files.filter(p -> p.toString().endsWith(".class")).sorted().toList();
    }
    assertThat(classes).as("the contract's class files in %s", dir).hasSizeGreaterThan(10);
    Set<String> offending = new TreeSet<>();
    for (Path file : classes) {
      try (InputStream in = Files.newInputStream(file)) {
        for (String name : namesUsed(in)) {
          if (ABOVE.stream().anyMatch(name::contains)) {
            offending.add(file.getFileName() + " -> " + name);
          }
        }
      }
    }
    assertThat(offending).as("references from the contract to the packages above it").isEmpty();
  }

  @Test
  void theReaderFindsAReferenceWhereThereIsOne() throws IOException {
    // The check above would pass on any class if the reader missed names: a tools class names the
    // contract, so the reader must see that.
    try (InputStream in = dev.tabletop.core.tools.Chance.class
        .getResourceAsStream("Chance.class")) {
      assertThat(namesUsed(in)).anyMatch(n -> n.contains("dev/tabletop/core/MoveBuffer"));
    }
  }

  /**
   * Every UTF-8 constant of a class file but string literals' text: class names, descriptors and
   * signatures, member names. A string literal that happens to spell a package is no dependency.
   */
  private static List<String> namesUsed(InputStream stream) throws IOException {
    DataInputStream in = new DataInputStream(stream);
    assertThat(in.readInt()).as("class file magic").isEqualTo(0xCAFEBABE);
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    Set<Integer> literals = new HashSet<>();
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 8 -> literals.add(in.readUnsignedShort()); // String: its text is a literal
        case 7, 16, 19, 20 -> in.readUnsignedShort(); // Class, MethodType, Module, Package
        case 15 -> {
          in.readUnsignedByte();
          in.readUnsignedShort();
        }
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
        case 5, 6 -> {
          in.readLong();
          i++; // a long or double takes two slots
        }
        default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
      }
    }
    List<String> names = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      if (utf8[i] != null && !literals.contains(i)) {
        names.add(utf8[i]);
      }
    }
    return names;
  }
}
